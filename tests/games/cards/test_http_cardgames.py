"""test_http_cardgames.py: Spades (Ackanomic 1250.15) and A Nomic's Pooker
(R384-R399) over HTTP with bearer tokens. A whole game of Spades (target
100) is played by reading each player's own view; after every move every
viewer's GET /api/v1/games/1 must show eir own hand and no other, and at
the end no log entry another player may read carries a hidden command or a
deal's draws. Pooker: a Hand reaches only its holder and the Dealer, and
the best arrangement only its asker."""

import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "e2e"))
from e2e import Nomic, Server, check, run  # noqa: E402

PLAYERS = ["alice", "bob", "carol", "dave"]


def suit(card):
    return card[-1]


def check_hands(s, tok, gid, key):
    for viewer in [None] + PLAYERS + ["erin"]:
        g = s.get_json("/api/v1/games/%d" % gid, token=tok.get(viewer))
        for seat in g["state"][key]:
            own = seat["player"] == viewer
            if isinstance(seat.get("hand"), list):
                check(own or viewer == "erin",
                      "%s sees %s's hand: %r" % (viewer, seat["player"], seat))


def check_log(s, tok, allowed):
    for viewer in [None] + PLAYERS:
        for e in s.get_json("/api/v1/log", token=tok.get(viewer))["events"]:
            own = e["actor"] == viewer
            if e.get("hidden") and not own:
                check(e["command"] == "(hidden)", "%s reads %r" % (viewer, e))
            if e["draws"] and not own:
                check(e["command"].startswith(allowed), "%s reads the draws of %r" % (viewer, e))


def spades_move(s, tok):
    g = s.get_json("/api/v1/games/1", token=tok["erin"])["state"]
    who = g["turn"]
    me = s.get_json("/api/v1/games/1", token=tok[who])["state"]
    hand = [x for x in me["seats"] if x["player"] == who][0]["hand"]
    if g["phase"] == "bidding":
        return who, "play 1 look" if isinstance(hand, str) else "play 1 bid 3"
    if g["phase"] != "playing":
        return who, "play 1 pass " + hand[0]
    trick = g["trick"]
    if trick:
        led = suit(trick[0])
        pick = [c for c in hand if suit(c) == led] or hand
    else:
        pick = [c for c in hand if suit(c) != "S" or g["spades broken"]] or hand
    return who, "play 1 card " + pick[0]


def main(exe):
    n = Nomic(exe)
    try:
        s = Server(n)
        try:
            s.lift_limits()  # four players' whole game in seconds, from one address
            tok = {p: s.must("join " + p, token=n.admin)["token"] for p in PLAYERS + ["erin"]}
            s.must("game new spades target 100", token=tok["erin"])
            for p in PLAYERS:
                s.must("game join 1", token=tok[p])
            s.must("game start 1", token=tok["erin"])
            for _ in range(2000):
                s.must("games")  # lets the clock deal
                g = s.get_json("/api/v1/games/1")
                if g["status"] == "ended":
                    break
                check_hands(s, tok, 1, "seats")
                who, line = spades_move(s, tok)
                s.must(line, token=tok[who])
            g = s.get_json("/api/v1/games/1")
            check(g["status"] == "ended" and len(g["winners"]) == 2, "the end: %r" % g)
            a, b = g["state"]["scores"]
            check(max(a, b) >= 100 or abs(a - b) >= 100, "scores: %r" % [a, b])  # 5
            check_log(s, tok, "game start 1")

            # Pooker: erin opens the Cards and is the Dealer (R386).
            s.must("game new pooker", token=tok["erin"])
            s.must("game start 2", token=tok["erin"])
            for _ in range(12):
                s.must("play 2 deal alice", token=tok["erin"])
            s.must("play 2 deal bob", token=tok["erin"])
            check_hands(s, tok, 2, "hands")
            r = s.must("play 2 best", token=tok["alice"])
            check("best arrangement" in json.dumps(r), "best: %r" % r)
            for viewer in [None, "bob"]:
                log = s.get_json("/api/v1/log", token=tok.get(viewer))["events"]
                check(all("play 2 best" not in e["command"] and "deal alice" not in e["command"]
                          for e in log), "%s reads a hidden Pooker move" % viewer)

            # A Showdown (R396): deal until alice holds ten PCards, declare,
            # show two of them; the clock scores it and they go back.
            def pcards(who):
                g = s.get_json("/api/v1/games/2", token=tok[who])["state"]
                hand = [h for h in g["hands"] if h["player"] == who][0]["hand"]
                return [c for c in hand if c.split()[0] in ("Red", "Blue")]
            while len(pcards("alice")) < 10:
                s.must("play 2 deal alice", token=tok["erin"])
            s.must("play 2 showdown", token=tok["alice"])
            shown = pcards("alice")[:2]
            s.must("play 2 show " + " ".join(shown), token=tok["alice"])
            g = s.get_json("/api/v1/games/2")["state"]
            check(g["showdown"][0]["hands"] == [shown], "the public sees: %r" % g["showdown"])
            s.must("clock advance 3d", token=n.admin)
            g = s.get_json("/api/v1/games/2", token=tok["alice"])["state"]
            check("Showdown 1: alice" in g["last showdown"], "the result: %r" % g)
            check(not set(shown) & set(pcards("alice")), "shown cards stay with alice")
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
