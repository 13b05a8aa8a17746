"""test_land.py: land, buildings and locations over HTTP (Ackanomic R801,
R810, R820, R821, R825, R252 II 1; src/econ/land, docs/ECONOMY.md "Land"):
a player who joins at level 4 is granted a House nearest The Lonely
Mountain, shown in /api/v1/land, /api/v1/buildings and
/api/v1/players/NAME/location; a bought Kaa and a building show; a refused
purchase is a 422 that changes nothing; unknown players are 404s; the log
verifies and replays the same."""

from e2e import Nomic, Server, check, run


def kaa(grid, coords):
    return next(k for k in grid["kaas"] if k["coords"] == coords)


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            alice = s.must("join alice", token=n.admin)["token"]
            bob = s.must("join bob", token=n.admin)["token"]
            kinds = {k["word"]: k for k in s.get_json("/api/v1/entity-kinds")}
            check(kinds["kaa"]["tradeable"] and kinds["kaa"]["never_in_treasury"] and
                  not kinds["kaa"]["named"] and kinds["building"]["named"] and
                  kinds["building"]["never_in_treasury"] and kinds["kaa"]["rule"] == "R820" and
                  not kinds["egg"]["never_in_treasury"], "the kinds: %r" % kinds)
            grid = s.get_json("/api/v1/land")
            # R820: 13x13, The Lonely Mountain at (N0 W0).
            check(grid["side"] == 13 and len(grid["kaas"]) == 169 and
                  kaa(grid, "N0 W0")["mountain"] and grid["price"] == 50,
                  "the grid: side %r, %d Kaas" % (grid["side"], len(grid["kaas"])))
            # R252 II 1: the nearest free Kaa and a Small House upon it.
            a = kaa(grid, "N1 W0")
            check(a["owner"] == "alice" and a["building"] == 2, "alice's Kaa: %r" % a)
            b = kaa(grid, "N0 W1")
            check(b["owner"] == "bob" and b["building"] == 4, "bob's Kaa: %r" % b)
            check(kaa(grid, "S6 E6")["owner"] is None and kaa(grid, "S6 E6")["id"] is None,
                  "common land")
            houses = s.get_json("/api/v1/buildings")
            check([(h["name"], h["size"], h["state"], h["owner"], h["kaas"], h["home_of"])
                   for h in houses] ==
                  [("alice's House", "Small", "Attached", "alice", ["N1 W0"], "alice"),
                   ("bob's House", "Small", "Attached", "bob", ["N0 W1"], "bob")],
                  "the buildings: %r" % houses)
            loc = s.get_json("/api/v1/players/alice/location")
            check(loc == {"player": "alice", "location": "alice's House (#2)", "home": 2},
                  "alice's location: %r" % loc)

            # R821 ¶1, R825 II i.
            s.must("land buy N4 W3", token=alice)
            s.must('build small "Shed" on N4 W3', token=alice)
            s.must("go library", token=alice)
            grid = s.get_json("/api/v1/land")
            check(kaa(grid, "N4 W3")["owner"] == "alice" and kaa(grid, "N4 W3")["building"] == 6,
                  "the Shed: %r" % kaa(grid, "N4 W3"))
            check(s.get_json("/api/v1/players/alice/location")["location"] == "the Library",
                  "alice went to the Library")

            # Refused: one line, nothing changes.
            before = (s.get_json("/api/v1/land"), s.get_json("/api/v1/buildings"))
            status, r = s.command("land buy N4 W3", token=bob)
            check(status == 422 and "not unowned" in r.get("error", r.get("reply", "")),
                  "a Kaa bought twice: %d %r" % (status, r))
            status, r = s.command("land buy N0 W0", token=bob)
            check(status == 422 and "R801" in r.get("error", r.get("reply", "")),
                  "the Mountain bought: %d %r" % (status, r))
            check((s.get_json("/api/v1/land"), s.get_json("/api/v1/buildings")) == before,
                  "a refused purchase changed something")

            for path in ("/api/v1/players/zed/location",):
                status, _, _ = s.request("GET", path)
                check(status == 404, "%s: %d" % (path, status))
            live = s.get_json("/api/v1/land")
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
        s = Server(n)
        try:
            check(s.get_json("/api/v1/land") == live, "replayed differently")
        finally:
            s.stop()
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
