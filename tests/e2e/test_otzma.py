"""test_otzma.py: Otzma Cards over HTTP (Ackanomic R1240.1, R1045;
src/society/otzma): /api/v1/otzma lists the suite's types with their
F-Designations and limits and no card; a conversion of points (R1045 a)
creates a card that /api/v1/otzma and the player's holdings show; a second
within 14 days is a 422 that changes nothing; a Roulette Wheel played is a
play waiting three days (R1240.1 E 9 b); after a restart (replay) the view is
the same; the log verifies."""

from e2e import Nomic, Server, check, run


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            tok = {p: s.must("join " + p, token=n.admin)["token"] for p in ("alice", "bob")}
            z = s.get_json("/api/v1/otzma")
            t = {x["type"]: x for x in z["types"]}
            check(len(t) == 15 and z["cards"] == [] and z["max"] == 100 and
                  z["max_player"] == 6 and z["day"] is None, "empty: %r" % z)
            check(t["founders-boon"]["class"] == "Rare" and t["founders-boon"]["limit"] == 3 and
                  t["go-fish"]["limit"] == 14 and t["map-shard"]["limit"] is None,
                  "R1240.19, R1240.2, R1240.3: %r" % t)
            s.must("mint 40 points to alice", token=n.admin)
            s.must("convert card 20", token=tok["alice"])
            z = s.get_json("/api/v1/otzma")
            check(len(z["cards"]) == 1 and z["cards"][0]["owner"] == "alice" and
                  z["created_last_7_days"] == 1, "R1045 a (iii): %r" % z)
            status, r = s.command("convert card 15", token=tok["alice"])
            check(status == 422 and "prior 14 days" in r.get("error", ""),
                  "R1045 a (iv): %d %r" % (status, r))
            check(s.get_json("/api/v1/otzma") == z, "a refusal changed something")
            # R1240.1 E 9 b: a Roulette Wheel played waits three days, a play
            # in the view, its otzma-effect deadline pending across the restart.
            for ty in ("roulette-wheel", "map-shard"):
                s.must("entity create otzma bob", token=n.admin)
                bid = max(c["id"] for c in s.get_json("/api/v1/otzma")["cards"])
                s.must("entity set %d type %s" % (bid, ty), token=n.admin)
            cards = {c["type"]: c["id"] for c in s.get_json("/api/v1/otzma")["cards"]
                     if c["owner"] == "bob"}
            s.must("otzma use %d #%d" % (cards["roulette-wheel"], cards["map-shard"]),
                   token=tok["bob"])
            z = s.get_json("/api/v1/otzma")
            pl = z["plays"]
            check(len(pl) == 1 and pl[0]["type"] == "roulette-wheel" and pl[0]["player"] == "bob"
                  and pl[0]["until"] - pl[0]["played"] == 3 * 86400 and not pl[0]["done"]
                  and pl[0]["countered_by"] is None, "R1240.1 E 9 b: %r" % pl)
        finally:
            s.stop()
        s = Server(n)
        try:
            check(s.get_json("/api/v1/otzma") == z, "after replay")
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
