"""test_http_fffm.py: Eleusis (R1250.23) and Frog, Frog, Frog, Mouse
(R1250.25) played to their end over HTTP with bearer tokens, as the web
page and the API let players play them (POST /api/v1/commands). The
Deus's sealed rule, the Mad Scientist's machines and the players' moves
must not reach anyone else through GET /api/v1/games[/N] or GET
/api/v1/log until the rules reveal them (R1250.23 4 e), 5 a);
R1250.25 6 I, II)."""

import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "e2e"))
from e2e import Nomic, Server, check, run  # noqa: E402

PLAYERS = ["alice", "bob", "carol", "dave", "erin"]


def body(s, path, tok):
    return json.dumps(s.get_json(path, token=tok))


def eleusis(s, n, tok):
    # The last round's error window at 0, so the game ends with its round.
    s.must("param set eleusis.error.window 0", token=n.admin)
    s.must("game new eleusis", token=tok["alice"])
    for p in ["bob", "carol", "dave"]:
        s.must("game join 1", token=tok[p])
    s.must("game start 1", token=tok["alice"])
    order = ["alice", "bob", "carol", "dave"]
    for r, deus in enumerate(order):
        secret = "secretrule%d odd after even" % r
        s.must("play 1 rule " + secret, token=tok[deus])
        s.must("play 1 deck eleusis wild", token=tok[deus])
        s.must("games")  # lets the clock deal
        for viewer in [None] + [p for p in PLAYERS if p != deus]:
            check(secret not in body(s, "/api/v1/games/1", tok.get(viewer)),
                  "%s sees the rule in the view" % viewer)
            check("secretrule%d" % r not in body(s, "/api/v1/log", tok.get(viewer)),
                  "%s sees the rule in the log" % viewer)
        check(secret in body(s, "/api/v1/games/1", tok[deus]), "the Deus's own rule")
        if r < 3:
            player = order[r + 1]
            st = s.get_json("/api/v1/games/1", token=tok[player])["state"]
            check(st["awaiting"] == player, "turn: %r" % st)
            hand = [p for p in st["players"] if "hand" in p]
            check(len(hand) == 1 and hand[0]["player"] == player and
                  len(hand[0]["hand"]) == 14, "one hand, the viewer's: %r" % hand)
            s.must("play 1 cards " + hand[0]["hand"][0], token=tok[player])
            s.must("play 1 judge correct", token=tok[deus])
        # R1250.23 8: the Deus leaves: the round ends, is scored, and its
        # rule is everyone's; e is a bot for the rest of the game.
        s.must("game leave 1", token=tok[deus])
        s.must("games")
        check(secret in body(s, "/api/v1/games/1", None), "round %d: the rule is public" % r)
    g = s.get_json("/api/v1/games/1")
    check(g["status"] == "ended", "eleusis ended: %r" % g)


def fffm(s, n, tok):
    s.must("game new fffm", token=tok["alice"])
    for p in ["bob", "carol"]:
        s.must("game join 2", token=tok[p])
    s.must("game start 2", token=tok["alice"])
    for r in range(3):
        ms = s.get_json("/api/v1/games/2")["state"]["mad scientist"]
        s.must("play 2 machine A ^*$>f", token=tok[ms])
        mb = ["dc>cd", "dm>md", "fc>cf"][r]  # each round's own, to find in the log
        s.must("play 2 machine B " + mb, token=tok[ms])
        s.must("play 2 target f", token=tok[ms])
        for viewer in [None] + [p for p in PLAYERS if p != ms]:
            check("^*$>f" not in body(s, "/api/v1/games/2", tok.get(viewer)),
                  "%s sees machine A" % viewer)
            check(mb not in body(s, "/api/v1/log", tok.get(viewer)),
                  "%s sees machine B in the log" % viewer)
        s.must("games")  # the clock posts the round
        seats = s.get_json("/api/v1/games/2")["state"]["seats"]
        movers = [x for x in seats if x["player"] != ms]
        first = movers[0]
        # Only the events from here on: a zoo is drawn at random, so the
        # same words may stand in an earlier move the viewer may see.
        since = s.get_json("/api/v1/log?limit=1")["head"] + 1
        s.must("play 2 feed A " + first["zoo"], token=tok[first["player"]])
        for viewer in [None] + [p for p in PLAYERS if p not in (ms, first["player"])]:
            v = s.get_json("/api/v1/games/2", token=tok.get(viewer))["state"]["seats"]
            mine = [x for x in v if x["player"] == first["player"]][0]
            check(mine.get("moved") and "move" not in mine,
                  "%s sees %s's move: %r" % (viewer, first["player"], mine))
            check("feed A " + first["zoo"] not in
                  body(s, "/api/v1/log?from=%d" % since, tok.get(viewer)),
                  "%s sees the move in the log" % viewer)
        s.must("play 2 feed A " + movers[1]["zoo"], token=tok[movers[1]["player"]])
        s.must("games")  # the clock ends the turn: both zoos are f, the round ends
        check(mb in body(s, "/api/v1/log", None), "round %d: the machine is public" % r)
    g = s.get_json("/api/v1/games/2")
    check(g["status"] == "ended" and len(g["winners"]) >= 1, "fffm ended: %r" % g)


def main(exe):
    n = Nomic(exe)
    try:
        s = Server(n)
        try:
            tok = {p: s.must("join " + p, token=n.admin)["token"] for p in PLAYERS}
            eleusis(s, n, tok)
            fffm(s, n, tok)
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
