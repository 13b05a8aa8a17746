"""test_http_ghost.py: a game of Ghost (Ackanomic R1250.9) played to its end
over HTTP with bearer tokens (POST /api/v1/commands), as the web page and
the API let players play it: the referee opens it, three players join,
the server numbers them (4 1), letters are added in turn order and checked
against the Official Dictionary (NOMIC_DICT, tests/games/ghost/words.txt),
a move out of turn is refused with one error and changes nothing, and
players resign (4 (4)) until one is left, who wins (5). The game's view,
GET /api/v1/games/1, says whose turn it is and the ghost word at each
step; the log verifies at the end."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "e2e"))
from e2e import Nomic, Server, check, run  # noqa: E402

PLAYERS = ["alice", "bob", "carol", "dave", "erin"]


def state(s):
    return s.get_json("/api/v1/games/1")["state"]


def main(exe):
    n = Nomic(exe)
    try:
        s = Server(n)
        try:
            tok = {p: s.must("join " + p, token=n.admin)["token"] for p in PLAYERS}
            s.must("game new ghost", token=tok["erin"])  # 2: erin referees
            for p in ["alice", "bob", "carol"]:
                s.must("game join 1", token=tok[p])
            s.must("game start 1", token=tok["erin"])
            order = [o["player"] for o in sorted(state(s)["order"], key=lambda o: o["number"])]
            check(sorted(order) == ["alice", "bob", "carol"], "numbered: %r" % order)

            # 4 (1): the first player begins the ghost word; a player out of
            # turn is refused and nothing changes.
            first = state(s)["turn"]
            check(first == order[0], "player 1 plays first: %r" % state(s))
            other = order[1]
            status, r = s.command("play 1 begin q", token=tok[other])
            check(status != 200 or not r.get("ok"), "out of turn accepted: %r" % r)
            check(state(s)["ghost word"] == "", "a refused move changed the word")
            s.must("play 1 begin q", token=tok[first])
            check(state(s)["ghost word"] == "q" and state(s)["turn"] == order[1],
                  "after begin: %r" % state(s))
            # 4 (2): the next player names the new ghost word, the old one with
            # a letter added ("qu" begins quit, quite, quiz).
            s.must("play 1 continue qu", token=tok[order[1]])
            check(state(s)["ghost word"] == "qu", "after continue: %r" % state(s))

            # 4 (4): players resign in turn until one is left, who wins (5).
            resigned = []
            while s.get_json("/api/v1/games/1")["status"] != "ended":
                resigned.append(state(s)["turn"])
                s.must("play 1 resign", token=tok[resigned[-1]])
            g = s.get_json("/api/v1/games/1")
            left = [p for p in order if p not in resigned]
            check(len(resigned) == 2 and g["winners"] == left,
                  "the last player left wins: %r" % g)
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
