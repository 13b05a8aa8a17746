"""test_http_lantern.py: a whole tale of Ye Olde Rusty Lantern (Ackanomic
R1250.18) over HTTP with bearer tokens, the same commands as the CLI through
POST /api/v1/commands: the Barkeep's hidden story elements, the hidden deal,
a play and its verdict, the win. No story element a viewer does not hold
reaches em through GET /api/v1/games[/N] or GET /api/v1/log before it is
played."""

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
            tok = {p: s.must("join " + p, token=n.admin)["token"] for p in ["alice", "bob", "erin"]}
            s.must("param set lantern.hand 1", token=n.admin)
            s.must("game new lantern benches 2", token=tok["erin"])
            for p in ["alice", "bob"]:
                s.must("game join 1", token=tok[p])
            s.must("game start 1", token=tok["erin"])
            texts = ["qzlamp", "qzrat", "qzkey"]
            for t in texts:
                s.must("play 1 card " + t, token=tok["erin"])
            s.must("play 1 first alice", token=tok["erin"])
            s.must("games")  # lets the clock deal
            hands = {}
            for p in ["alice", "bob"]:
                g = s.get_json("/api/v1/games/1", token=tok[p])
                hands[p] = g["state"]["your hand"]
                check(len(hands[p]) == 1, "%s's hand: %r" % (p, g["state"]))
            mine = hands["alice"][0]
            for viewer in [None, "bob"]:
                body = json.dumps(s.get_json("/api/v1/games/1", token=tok.get(viewer)))
                log = json.dumps(s.get_json("/api/v1/log", token=tok.get(viewer)))
                for t in texts:
                    if viewer and t == hands[viewer][0]["text"]:
                        continue
                    check(t not in body, "%s sees %s: %s" % (viewer, t, body))
                    check(t not in log, "%s sees %s in the log" % (viewer, t))
            s.must("play 1 lantern %d The rat ran off with the key." % mine["card"],
                   token=tok["alice"])
            s.must("play 1 verify", token=tok["erin"])
            g = s.get_json("/api/v1/games/1")
            check(g["status"] == "ended" and g["winners"] == ["alice"], "the end: %r" % g)
            body = json.dumps(g)
            check(mine["text"] in body, "the played card is public: %s" % body)
            check(hands["bob"][0]["text"] not in body, "bob's card leaked: %s" % body)
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
