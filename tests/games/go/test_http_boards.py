"""test_http_boards.py: the Go-family games over HTTP with bearer tokens:
a whole game of Single Capture Go (Ackanomic R1250.13) whose secret moves
reach nobody else through GET /api/v1/games/N, GET /api/v1/log or the
board picture GET /games/N/board.svg until the clock resolves the round;
a game of Political Go (A Nomic R365-R377) from its first Stone to its
end a nweek later, scoring and clearing (R370, R371); a game of Tromino Go
(R1250.11) to 7 Gamepoints; a game of Viruses (R1250.16) with a secret
move, to the end when one player is left."""

import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "e2e"))
from e2e import Nomic, Server, check, run  # noqa: E402


def svg(s, n, token=None):
    status, headers, body = s.request("GET", "/games/%d/board.svg" % n, token=token)
    return status, headers, body


def main(exe):
    n = Nomic(exe)
    try:
        s = Server(n)
        try:
            tok = {p: s.must("join " + p, token=n.admin)["token"] for p in ["alice", "bob", "carol", "dave"]}
            s.must("game new scgo", token=tok["dave"])
            status, _, _ = svg(s, 1)
            check(status == 404, "a board before the start: %d" % status)
            for p in ["alice", "bob", "carol"]:
                s.must("game join 1", token=tok[p])
            s.must("game start 1", token=tok["dave"])
            status, headers, before = svg(s, 1)
            check(status == 200 and b"<svg" in before, "board: %d %r" % (status, before[:80]))

            # Round 1: alice's move is her secret and the referee's.
            s.must("play 1 move d4", token=tok["alice"])
            for viewer in [None, "bob", "carol"]:
                body = json.dumps(s.get_json("/api/v1/games/1", token=tok.get(viewer)))
                check('"d4"' not in body, "%s sees alice's move: %s" % (viewer, body))
                log = json.dumps(s.get_json("/api/v1/log", token=tok.get(viewer)))
                check("move d4" not in log, "%s sees alice's move in the log" % viewer)
                _, _, pic = svg(s, 1, token=tok.get(viewer))
                check(pic == before, "%s: the board changed before the round ended" % viewer)
            for viewer in ["alice", "dave"]:
                g = s.get_json("/api/v1/games/1", token=tok[viewer])
                check(g["state"]["players"][0].get("move") == "d4", "%s: %r" % (viewer, g))

            # bob and carol collide on a1 ('@', step 2); alice gets d4.
            s.must("play 1 move a1", token=tok["bob"])
            s.must("play 1 move a1", token=tok["carol"])
            # Round 2: carol does not play: she is doomed (step 3). Round 3:
            # alice's b2 takes the last Liberty of bob's b1 (next to '@' on
            # a1 and alice's c1): bob is doomed and alice wins (step 5).
            s.must("play 1 move b1", token=tok["bob"])
            s.must("play 1 move c1", token=tok["alice"])
            s.must("clock advance 3d", token=n.admin)
            g = s.get_json("/api/v1/games/1")
            check(g["status"] == "running", "after round 2: %r" % g)
            s.must("play 1 move b2", token=tok["alice"])
            s.must("play 1 move f6", token=tok["bob"])
            s.must("games")  # lets the clock resolve the round
            g = s.get_json("/api/v1/games/1")
            check(g["status"] == "ended" and g["winners"] == ["alice"], "the end: %r" % g)
            _, _, pic = svg(s, 1)
            check(b"round 3" in pic, "final board: %r" % pic[:200])

            # Political Go: every Go move is public; the board is drawn.
            s.must("mint 50 points to alice", token=n.admin)
            s.must("game new pgo", token=tok["dave"])
            s.must("game join 2", token=tok["alice"])
            s.must("game join 2", token=tok["bob"])
            s.must("game start 2", token=tok["dave"])
            s.must("play 2 buy 2", token=tok["alice"])
            s.must("play 2 buy", token=tok["bob"])
            s.must("play 2 place d4", token=tok["alice"])
            s.must("play 2 place q16", token=tok["bob"])
            status, r = s.command("play 2 place d5", token=tok["alice"])
            check(status == 422 and "19 hours" in r["error"], "R368: %r" % r)
            status, r = s.command("play 2 place q17", token=tok["bob"])
            check(status == 422 and "consecutively" in r["error"], "R368 1c: %r" % r)
            status, _, pic = svg(s, 2)
            check(status == 200 and b"d4" in pic and b"q16" in pic, "pgo board: %r" % pic[:200])
            s.must("clock advance 15d", token=n.admin)
            g = s.get_json("/api/v1/games/2")
            fin = g["state"]["finished games"]
            check(len(fin) == 1 and fin[0]["winner"] == "none", "R370: %r" % fin)
            check(g["state"]["players"][0]["captured"] == 1, "R371: %r" % g["state"])
            # Tromino Go (R1250.11): public plays; the first player is drawn
            # at random (the server's seed), so read who it is.
            s.must("game new tromino", token=tok["dave"])
            s.must("game join 3", token=tok["alice"])
            s.must("game join 3", token=tok["bob"])
            s.must("game start 3", token=tok["dave"])
            first = s.get_json("/api/v1/games/3")["state"]["next"]["player"]
            second = "bob" if first == "alice" else "alice"
            plays = ["-1,1,nw", "-2,1,se", "-3,0,se", "-3,-2,ne", "-1,-1,sw", "0,-2,sw",
                     "-3,2,ne"]  # rule 6: the seventh surrounds the second's b
            for i, p in enumerate(plays):
                s.must("play 3 place " + p, token=tok[first if i % 2 == 0 else second])
            g = s.get_json("/api/v1/games/3")
            check(g["state"]["round"] == 2, "round 2: %r" % g["state"])
            status, _, pic = svg(s, 3)
            check(status == 200 and b"<svg" in pic, "tromino board: %d" % status)
            # Rule 7: the loser concedes 6, the winner accepts: 7 Gamepoints.
            s.must("play 3 concede 6", token=tok[second])
            s.must("play 3 accept 1", token=tok[first])
            g = s.get_json("/api/v1/games/3")
            check(g["status"] == "ended" and g["winners"] == [first], "tromino: %r" % g)

            # Viruses (R1250.16): secret moves; the game ends when only one
            # player is left (rule 8).
            s.must("game new viruses", token=tok["dave"])
            s.must("game join 4", token=tok["alice"])
            s.must("game join 4", token=tok["bob"])
            s.must("game start 4", token=tok["dave"])
            s.must("play 4 place 0,0", token=tok["alice"])
            for viewer in [None, "bob", "carol"]:
                body = json.dumps(s.get_json("/api/v1/games/4", token=tok.get(viewer)))
                check("place 0,0" not in body, "%s sees alice's move: %s" % (viewer, body))
                log = json.dumps(s.get_json("/api/v1/log", token=tok.get(viewer)))
                check("place 0,0" not in log, "%s sees alice's move in the log" % viewer)
            body = json.dumps(s.get_json("/api/v1/games/4", token=tok["dave"]))
            check("place 0,0" in body, "the referee does not see the move")
            s.must("clock advance 3d", token=n.admin)
            g = s.get_json("/api/v1/games/4")
            check(g["state"]["turn"] == 2, "turn 2: %r" % g["state"])
            status, _, pic = svg(s, 4)
            check(status == 200 and b"<svg" in pic, "viruses board: %d" % status)
            s.must("game leave 4", token=tok["bob"])
            s.must("games")
            g = s.get_json("/api/v1/games/4")
            check(g["status"] == "ended" and g["winners"] == ["alice"], "viruses: %r" % g)

            status, _, _ = svg(s, 99)
            check(status == 404, "a missing game: %d" % status)
            status, _, _ = s.request("GET", "/games/2/board.png")
            check(status == 404, "another picture: %d" % status)
            # Other pictures under /games/ reach their own handler.
            status, _, body = s.request("GET", "/games/2/map.svg")
            check(status == 404 and b"Diplomacy" in body, "map.svg: %d %r" % (status, body))
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
