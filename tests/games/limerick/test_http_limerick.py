"""test_http_limerick.py: a whole Limerick Contest (Ackanomic R1250.8) over
HTTP with bearer tokens, through POST /api/v1/commands as the web page
plays it: the limericks stay sealed, and the votes hidden, from everyone
else in GET /api/v1/games/N and GET /api/v1/log until the rule shows them;
the Poet Laureate's vote counts twice (4)."""

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
            names = ["alice", "bob", "carol", "dave", "erin"]
            tok = {p: s.must("join " + p, token=n.admin)["token"] for p in names}
            s.must('office create "Count Tabula"', token=n.admin)
            s.must('appoint erin "Count Tabula"', token=n.admin)
            s.must('office create "Poet Laureate"', token=n.admin)
            s.must('appoint dave "Poet Laureate"', token=n.admin)
            s.must("game new limerick", token=tok["alice"])
            s.must("game join 1", token=tok["bob"])
            s.must("game start 1", token=tok["erin"])
            s.must('play 1 limerick "Sealedalice rhymes of bob"', token=tok["alice"])
            for viewer in [None, "bob", "carol", "erin"]:
                body = json.dumps(s.get_json("/api/v1/games/1", token=tok.get(viewer)))
                check("Sealedalice" not in body, "%s sees alice's limerick: %s" % (viewer, body))
                body = json.dumps(s.get_json("/api/v1/log", token=tok.get(viewer)))
                check("Sealedalice" not in body, "%s sees alice's limerick in the log" % viewer)
            body = json.dumps(s.get_json("/api/v1/games/1", token=tok["alice"]))
            check("Sealedalice" in body, "alice does not see her own limerick")
            s.must('play 1 limerick "Sealedbob rhymes of alice"', token=tok["bob"])
            s.must("games")  # the clock shows both
            body = json.dumps(s.get_json("/api/v1/games/1"))
            check("Sealedalice" in body and "Sealedbob" in body, "not shown: %s" % body)

            # Votes: carol for bob, the Poet Laureate (dave) for alice: 2-1.
            s.must("play 1 vote bob", token=tok["carol"])
            s.must("play 1 vote alice", token=tok["dave"])
            for viewer in [None, "alice", "bob", "dave"]:
                body = json.dumps(s.get_json("/api/v1/log", token=tok.get(viewer)))
                check("play 1 vote bob" not in body, "%s sees carol's vote" % viewer)
                g = s.get_json("/api/v1/games/1", token=tok.get(viewer))
                check("votes" not in g["state"], "%s sees the votes: %r" % (viewer, g["state"]))
            g = s.get_json("/api/v1/games/1", token=tok["erin"])  # the referee
            check(len(g["state"]["votes"]) == 2, "the referee: %r" % g["state"])
            s.must("clock advance 3d", token=n.admin)
            g = s.get_json("/api/v1/games/1")
            check(g["status"] == "ended" and g["winners"] == ["alice"], "the end: %r" % g)
            check("votes" not in g["state"], "the votes after the end: %r" % g["state"])
            body = json.dumps(s.get_json("/api/v1/log"))
            check("play 1 vote bob" not in body and "play 1 vote alice" not in body,
                  "a vote in the public log")
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
