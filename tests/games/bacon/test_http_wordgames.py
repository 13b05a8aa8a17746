"""test_http_wordgames.py: Word Un-association (R1250.19) and Bacon
(R1250.22) played to their end over HTTP with bearer tokens, the same
commands as the CLI through POST /api/v1/commands. A link word, an actron and
a chain must not reach anyone else through GET /api/v1/games/N or
GET /api/v1/log before the rules post them; the referee's requests reach
eir inbox alone."""

import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "e2e"))
from e2e import Nomic, Server, check, run  # noqa: E402


def hidden(s, tok, viewers, game, secret):
    for v in viewers:
        body = json.dumps(s.get_json("/api/v1/games/%d" % game, token=tok.get(v)))
        check(secret not in body, "%s sees %s: %s" % (v, secret, body))
        body = json.dumps(s.get_json("/api/v1/log", token=tok.get(v)))
        check(secret not in body, "%s sees %s in the log" % (v, secret))


def main(exe):
    n = Nomic(exe)
    try:
        s = Server(n)
        try:
            tok = {p: s.must("join " + p, token=n.admin)["token"]
                   for p in ["alice", "bob", "carol", "dave"]}
            # Bacon to its end (bacon.target 2: one round decides it).
            s.must("param set bacon.target 2 R1250.22", token=n.admin)
            s.must("game new bacon", token=tok["carol"])
            s.must("game join 1", token=tok["alice"])
            s.must("game join 1", token=tok["bob"])
            s.must("game start 1", token=tok["carol"])
            s.must("play 1 actron Kevin Bacon", token=tok["alice"])
            hidden(s, tok, [None, "bob", "dave"], 1, "Kevin Bacon")
            s.must("play 1 actron Tom Hanks", token=tok["bob"])
            s.must("clock advance 1s", token=n.admin)
            s.must("play 1 satisfied", token=tok["alice"])
            s.must("play 1 object", token=tok["bob"])
            inbox = s.must("inbox", token=tok["carol"])
            check("too obscure" in json.dumps(inbox), "the referee's inbox: %r" % inbox)
            s.must("play 1 fine alice", token=tok["carol"])
            s.must("play 1 chain Apollo Thirteen: Kevin Bacon, Tom Hanks", token=tok["alice"])
            hidden(s, tok, [None, "bob", "dave"], 1, "Apollo Thirteen")
            s.must("clock advance 3d", token=n.admin)
            s.must("play 1 accept", token=tok["bob"])
            g = s.get_json("/api/v1/games/1")
            check(g["status"] == "ended" and g["winners"] == ["alice"], "bacon: %r" % g)

            # Word Un-association to its end (target 2, two players).
            s.must("param set wordunassoc.target_max 2 R1250.19", token=n.admin)
            s.must("game new wordunassoc", token=tok["dave"])
            s.must("game join 2", token=tok["alice"])
            s.must("game join 2", token=tok["bob"])
            s.must("game start 2", token=tok["dave"])
            s.must("play 2 word ocean", token=tok["dave"])
            state = s.get_json("/api/v1/games/2")["state"]
            linker = state["linker"]
            other = "bob" if linker == "alice" else "alice"
            s.must("play 2 uh bath", token=tok[linker])
            s.must("play 2 link salt", token=tok[other])
            hidden(s, tok, [None, linker, "carol"], 2, "salt")
            s.must("clock advance 1s", token=n.admin)
            s.must("play 2 accept", token=tok["dave"])
            s.must("clock advance 1s", token=n.admin)  # results: other has 1
            s.must("play 2 uh iris", token=tok[other])
            s.must("play 2 link lash", token=tok[linker])
            s.must("clock advance 1s", token=n.admin)
            s.must("play 2 reject lash", token=tok["dave"])
            s.must("clock advance 1s", token=n.admin)
            s.must("play 2 link salt", token=tok[other])  # the Linker's link
            s.must("play 2 accept", token=tok["dave"])  # +1 (N-1): 2, a winner
            g = s.get_json("/api/v1/games/2")
            check(g["status"] == "ended" and g["winners"] == [other], "wordunassoc: %r" % g)
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
