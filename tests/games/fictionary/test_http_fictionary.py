"""test_http_fictionary.py: a whole game of Fictionary (Ackanomic
R1250.10) over HTTP with bearer tokens, through POST /api/v1/commands as
the web page plays it: five rounds, one per Brainiac, to the end of 5b
(here fictionary.goal is 1). The Actual Definition, each submission and
the judgement must not reach anyone else through GET /api/v1/games/N or
GET /api/v1/log; the list is public without names."""

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
            names = ["alice", "bob", "carol", "dave", "erin", "frank"]
            tok = {p: s.must("join " + p, token=n.admin)["token"] for p in names}
            s.must("param set fictionary.goal 1 R1250.10", token=n.admin)
            s.must("game new fictionary", token=tok["alice"])
            for p in names[1:5]:
                s.must("game join 1", token=tok[p])
            s.must("game start 1", token=tok["alice"])
            players = names[:5]
            for rnd in range(1, 6):
                st = s.get_json("/api/v1/games/1")["state"]
                check(st["round"] == rnd, "round %d: %r" % (rnd, st))
                b = st["brainiac"]
                bluffers = [p for p in players if p != b]
                s.must("play 1 define Actual%d a true definition" % rnd, token=tok[b])
                s.must("play 1 word zax", token=tok[b])
                for p in bluffers:
                    s.must("play 1 submit Fake%d%s a false one" % (rnd, p), token=tok[p])
                s.must("games")  # the clock closes step 2
                for viewer in [None, "frank"] + bluffers:
                    g = json.dumps(s.get_json("/api/v1/games/1", token=tok.get(viewer)))
                    check("Actual%d" % rnd not in g, "%s sees the Actual Definition" % viewer)
                    log = json.dumps(s.get_json("/api/v1/log", token=tok.get(viewer)))
                    check("Actual%d" % rnd not in log, "%s sees it in the log" % viewer)
                    for p in bluffers:
                        if p != viewer:
                            check("Fake%d%s" % (rnd, p) not in g, "%s sees %s's" % (viewer, p))
                            check("submit Fake%d%s" % (rnd, p) not in log,
                                  "%s sees %s's in the log" % (viewer, p))
                g = json.dumps(s.get_json("/api/v1/games/1", token=tok[b]))
                check(all("Fake%d%s" % (rnd, p) in g for p in bluffers), "the Brainiac: %s" % g)
                s.must("play 1 judge", token=tok[b])
                s.must("games")  # the clock posts the list
                pub = s.get_json("/api/v1/games/1")["state"]
                check(len(pub["list"]) == 5, "the list: %r" % pub)
                check(all("definition" not in x for x in pub["seats"]), "names: %r" % pub)
                log = json.dumps(s.get_json("/api/v1/log"))
                check("play 1 judge" not in log, "the judgement in the public log")
                for p in bluffers:
                    s.must("play 1 vote 1", token=tok[p])
                s.must("games")  # the clock scores
            g = s.get_json("/api/v1/games/1")
            check(g["status"] == "ended", "the end: %r" % g)
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
