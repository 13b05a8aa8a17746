"""test_http_games.py: games played over HTTP with bearer tokens, as the
web page and the API let players play them: a whole Game of Pure Skill
(R1250.7) and the secret target of a Double Crash (R1250.12). Sealed bids
and targets must not reach anyone else through GET /api/v1/games[/N] or
GET /api/v1/log until the rules reveal them (R1250.7 4e, 4g)."""

import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "e2e"))
from e2e import Nomic, Server, check, run  # noqa: E402

RANKS = ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A"]


def main(exe):
    n = Nomic(exe)
    try:
        s = Server(n)
        try:
            tok = {p: s.must("join " + p, token=n.admin)["token"] for p in ["alice", "bob", "carol", "dave"]}
            s.must("game new pureskill", token=tok["dave"])
            for p in ["alice", "bob", "carol"]:
                s.must("game join 1", token=tok[p])
            s.must("game start 1", token=tok["dave"])

            # Round 1, with a leak check after alice's sealed bid.
            s.must("play 1 bid K", token=tok["alice"])
            for viewer in [None, "bob", "carol"]:
                g = s.get_json("/api/v1/games/1", token=tok.get(viewer))
                seats = g["state"]["seats"]
                check("bid" not in seats[0] and seats[0]["bid in"],
                      "%s sees alice's bid: %r" % (viewer, seats[0]))
                log = s.get_json("/api/v1/log", token=tok.get(viewer))["events"]
                check(all("bid K" not in e["command"] for e in log),
                      "%s sees the bid in the log" % viewer)
            for viewer in ["alice", "dave"]:  # the bidder and the referee
                g = s.get_json("/api/v1/games/1", token=tok[viewer])
                check(g["state"]["seats"][0].get("bid") == "KH", "%s: %r" % (viewer, g))

            # alice bids high, bob and carol low: alice takes six prizes.
            for r in range(13):
                if r:
                    s.must("play 1 bid " + RANKS[r], token=tok["alice"])
                s.must("play 1 bid " + RANKS[12 - r], token=tok["bob"])
                s.must("play 1 bid " + RANKS[12 - r], token=tok["carol"])
            s.must("games")  # lets the clock resolve the last round

            g = s.get_json("/api/v1/games/1")
            check(g["status"] == "ended" and g["winners"] == ["alice"], "the end: %r" % g)
            check(len(g["state"]["history"]) == 13, "history: %r" % g["state"]["history"])
            games = s.get_json("/api/v1/games")
            check(games["trophies"] == [{"kind": "Jade Grapefruit", "holder": "alice",
                                         "game": 1}], "trophies: %r" % games["trophies"])
            players = {p["name"]: p for p in s.get_json("/api/v1/players")}
            check(players["alice"]["balances"]["points"] == 8, "alice: %r" % players["alice"])
            check(players["dave"]["balances"]["A$"] == 908, "dave: %r" % players["dave"])

            # A Double Crash target stays its owner's secret.
            s.must("game new doublecrash", token=tok["alice"])
            s.must("game join 2", token=tok["bob"])
            s.must("game start 2", token=tok["alice"])
            s.must("play 2 target " + "crane", token=tok["alice"])
            for viewer in [None, "bob"]:
                body = json.dumps(s.get_json("/api/v1/games/2", token=tok.get(viewer)))
                check("crane" not in body, "%s sees the target: %s" % (viewer, body))
                body = json.dumps(s.get_json("/api/v1/log", token=tok.get(viewer)))
                check("crane" not in body, "%s sees the target in the log" % viewer)
            body = json.dumps(s.get_json("/api/v1/games/2", token=tok["alice"]))
            check("crane" in body, "alice does not see her own target")
            status, _, _ = s.request("GET", "/api/v1/games/99")
            check(status == 404, "a missing game: %d" % status)
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
