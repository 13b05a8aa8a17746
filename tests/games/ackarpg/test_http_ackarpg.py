"""test_http_ackarpg.py: a whole game of Acka Role Playing (Ackanomic
R1250.24) over HTTP with bearer tokens, the same commands as the CLI through
POST /api/v1/commands: characters, a private and a secret attribute, a
secret roll, an update, and the end with a winner. The private value reaches
only its player and the GM, the secret ones only the GM, through GET
/api/v1/games[/N] and GET /api/v1/log."""

import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "e2e"))
from e2e import Nomic, Server, check, run  # noqa: E402


def main(exe):
    n = Nomic(exe)
    try:
        s = Server(n)
        try:
            names = ["alice", "bob", "carol", "dave"]
            tok = {p: s.must("join " + p, token=n.admin)["token"] for p in names}
            s.must("game new ackarpg", token=tok["dave"])
            for p in ["alice", "bob", "carol"]:
                s.must("game join 1", token=tok[p])
            s.must("game start 1", token=tok["dave"])
            s.must("play 1 character Aria for alice", token=tok["dave"])
            s.must("play 1 set Aria hp private qzhp12", token=tok["dave"])
            s.must("play 1 set Aria curse secret qzwolf", token=tok["dave"])
            s.must("play 1 roll secret #S 6 #D 1 #T qzambush", token=tok["dave"])
            s.must("play 1 update Session 1", token=tok["dave"])
            for viewer in [None, "alice", "bob"]:
                body = json.dumps(s.get_json("/api/v1/games/1", token=tok.get(viewer)))
                log = json.dumps(s.get_json("/api/v1/log", token=tok.get(viewer)))
                for secret in ["qzwolf", "qzambush"] + ([] if viewer == "alice" else ["qzhp12"]):
                    check(secret not in body, "%s sees %s: %s" % (viewer, secret, body))
                    check(secret not in log, "%s sees %s in the log" % (viewer, secret))
            body = json.dumps(s.get_json("/api/v1/games/1", token=tok["alice"]))
            check("qzhp12" in body, "alice does not see her private attribute")
            body = json.dumps(s.get_json("/api/v1/games/1", token=tok["dave"]))
            check("qzwolf" in body and "qzhp12" in body, "the GM sees all: %s" % body)
            s.must("play 1 end alice", token=tok["dave"])
            g = s.get_json("/api/v1/games/1")
            check(g["status"] == "ended" and g["winners"] == ["alice"], "the end: %r" % g)
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
