"""test_http_diplomacy.py: a short game of Diplomacy (R1250.14) over HTTP
with bearer tokens: two players (England-France-Russia against
Austria-Germany-Turkey, the 1976 rules), the referee's announced early end
after Fall 1901 with the most centres winning (III B 7). Orders stay hidden
from everyone but their player and the referee, in GET /api/v1/games/N and
GET /api/v1/log, until the clock adjudicates them; the board is served as
SVG at GET /games/N/map.svg."""

import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "e2e"))
from e2e import Nomic, Server, check, run  # noqa: E402

SECRET = {"France": ("A par-bur", "A par - bur"), "Austria": ("A vie-gal", "A vie - gal")}


def holds(game, player, skip):
    """Hold orders for every unit of the player's powers but `skip`."""
    orders = []
    for p in game["state"]["powers"]:
        if p["player"] == player:
            orders += [u + " H" for u in p["units"] if u != skip]
    return orders


def main(exe):
    n = Nomic(exe)
    try:
        s = Server(n)
        try:
            tok = {p: s.must("join " + p, token=n.admin)["token"] for p in ["alice", "bob", "carol", "ref"]}
            s.must("game new diplomacy end=1901 winner=most", token=tok["ref"])
            for p in ["alice", "bob"]:
                s.must("game join 1", token=tok[p])
            s.must("game start 1", token=tok["ref"])
            g = s.get_json("/api/v1/games/1")
            owner = {p["power"]: p["player"] for p in g["state"]["powers"]}
            fr, au = owner["France"], owner["Austria"]

            # Secret orders: one move each, then a leak check.
            for power, who in [("France", fr), ("Austria", au)]:
                s.must("play 1 " + SECRET[power][0], token=tok[who])
            for power, who in [("France", fr), ("Austria", au)]:
                cmd, shown = SECRET[power]
                for viewer in [None, "alice", "bob", "carol", "ref"]:
                    body = json.dumps(s.get_json("/api/v1/games/1", token=tok.get(viewer)))
                    allowed = viewer in (who, "ref")
                    check((shown in body) == allowed,
                          "%s and %s's order in the view: %s" % (viewer, power, body))
                    log = json.dumps(s.get_json("/api/v1/log", token=tok.get(viewer)))
                    if viewer not in (who, "ref"):
                        check(cmd not in log and shown not in log,
                              "%s sees %s's order in the log" % (viewer, power))
            svg_before = s.request("GET", "/games/1/map.svg")[2].decode()
            check(" - " not in svg_before, "the board shows an order")

            # Every other unit holds: the last order in makes the clock
            # adjudicate at once, in public.
            for who, skip in [(fr, "A par"), (au, "A vie")]:
                s.must("play 1 " + "; ".join(holds(g, who, skip)), token=tok[who])
            s.must("games")
            g = s.get_json("/api/v1/games/1")
            check(g["state"]["phase"] == "Fall 1901 Movement", "phase: %r" % g["state"])
            results = [r["result"] for r in g["state"]["results"]]
            check("A par - bur: moves to bur" in results, "results: %r" % results)
            check("A vie - gal: moves to gal" in results, "results: %r" % results)

            # Fall 1901: everything holds; the game ends as announced and
            # the player with the most centres (10 against 9) wins.
            for who in [fr, au]:
                s.must("play 1 " + "; ".join(holds(g, who, None)), token=tok[who])
            s.must("games")
            g = s.get_json("/api/v1/games/1")
            check(g["status"] == "ended" and g["winners"] == [fr], "the end: %r" % g)
            players = {p["name"]: p for p in s.get_json("/api/v1/players")}
            check(players[fr]["balances"]["points"] == 8, "points: %r" % players[fr])
            check(players["ref"]["balances"]["A$"] == 910, "ref: %r" % players["ref"])

            status, headers, body = s.request("GET", "/games/1/map.svg")
            check(status == 200 and headers["content-type"] == "image/svg+xml",
                  "map.svg: %d %r" % (status, headers))
            check(body.startswith(b"<svg") and b"Fall 1901 Movement" not in body,
                  "map.svg: %r" % body[:200])
            for path in ["/games/2/map.svg", "/games/1/map.png", "/games/x/map.svg"]:
                status, _, _ = s.request("GET", path)
                check(status == 404, "%s: %d" % (path, status))
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
