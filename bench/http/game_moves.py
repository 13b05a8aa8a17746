#!/usr/bin/env python3
"""game_moves.py PATH-TO-nomic [N]: the server's CPU time for a player's
game page whose moves hook enumerates the most (docs/GAMES.md "Moves"),
against its JSON twin, in the same run, as game_pages.py measures Spades.

Games: Tromino Go after 12 plays (four boards of buttons and a select of
every legal placement, each checked by the core), Viruses on its first
turn (a board of the active area), Ghost on a turn (52 continuations) and
Eleusis on a Scientist's turn (el_play tried on a copy of the state per
card in hand). For each: N GETs of /api/v1/games/G?x=I and of /games/G as
the player whose move it is; the server's CPU seconds and their ratio."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                "tests", "e2e"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e2e import Nomic, Server  # noqa: E402
from game_pages import run  # noqa: E402
from test_game_pages import forms, page  # noqa: E402


def open_game(s, tok, cls, ref, players):
    r = s.must("game new " + cls, token=tok[ref])
    gid = int(r["reply"].split()[1])
    for p in players:
        s.must("game join %d" % gid, token=tok[p])
    s.must("game start %d" % gid, token=tok[ref])
    return gid


def main():
    exe, n = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    nomic = Nomic(exe)
    s = Server(nomic)
    try:
        s.lift_limits()
        tok = {p: s.must("join " + p, token=nomic.admin)["token"]
               for p in ["alice", "bob", "carol", "dave", "erin"]}
        who = {}
        g = open_game(s, tok, "tromino", "dave", ["alice", "bob"])
        for _ in range(12):  # the first legal placement each time
            nxt = s.get_json("/api/v1/games/%d" % g)["state"]["next"]["player"]
            f = [f for f in forms(page(s, "/games/%d" % g, tok[nxt]))
                 if f["hidden"].get("command", "").startswith("play %d place" % g)]
            s.must(f[0]["hidden"]["command"], token=tok[nxt])
        who[g] = ("tromino", s.get_json("/api/v1/games/%d" % g)["state"]["next"]["player"])
        g = open_game(s, tok, "viruses", "dave", ["alice", "bob"])
        who[g] = ("viruses", "alice")
        g = open_game(s, tok, "ghost", "dave", ["alice", "bob", "carol"])
        s.must("games")
        for p in ["alice", "bob", "carol"]:
            if s.command("play %d begin c" % g, token=tok[p])[0] == 200:
                break
        for p in ["alice", "bob", "carol"]:
            pg = page(s, "/games/%d" % g, tok[p])
            if "play %d continue" % g in pg:
                who[g] = ("ghost", p)
        g = open_game(s, tok, "eleusis", "alice", ["bob", "carol", "dave"])
        s.must("play %d rule alternate the suits" % g, token=tok["alice"])
        s.must("play %d deck eleusis wild" % g, token=tok["alice"])
        s.must("games")
        for p in ["bob", "carol", "dave"]:
            if "play %d cards" % g in page(s, "/games/%d" % g, tok[p]):
                who[g] = ("eleusis", p)
        for g, (cls, p) in sorted(who.items()):
            api = run(s, n, "/api/v1/games/%d?x=I" % g, tok[p])
            pg = run(s, n, "/games/%d" % g, tok[p])
            print("%s api=%.3fs page=%.3fs ratio=%.1f per_page_ms=%.3f" %
                  (cls, api, pg, pg / api if api else 0, 1000 * pg / n))
    finally:
        s.stop()
        nomic.cleanup()


if __name__ == "__main__":
    main()
