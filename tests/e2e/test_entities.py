"""test_entities.py: the entities over HTTP (Ackanomic R500-R506, R515 ¶4,
R412 a; src/econ, docs/ECONOMY.md): GET /api/v1/entity-kinds gives each
kind's traits and rule; an effect's `entity create` shows in
/api/v1/entities, /api/v1/entities/ID (also by name),
/api/v1/players/NAME/holdings, /api/v1/players' `entities` and the page;
a gift moves a Trinket; /api/v1/trinkets says which are Natural, who
Operated and who has owned each (R506 ¶7); a refused gift of a nontradeable Cloak is a 422
that changes nothing; unknown ids, kinds, owners and players are 404s; the
log verifies."""

from e2e import Nomic, Server, check, run


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        # R252 II 1's Homes (land.homes, level 4) would number the entities.
        n.cli("--admin", "param", "set", "land.homes", "0")
        s = Server(n)
        try:
            alice = s.must("join alice", token=n.admin)["token"]
            s.must("join bob", token=n.admin)
            kinds = {k["word"]: k for k in s.get_json("/api/v1/entity-kinds")}
            check(kinds["egg"]["tradeable"] and not kinds["egg"]["giftable"] and
                  kinds["egg"]["rule"] == "R668" and kinds["grapefruit"]["unique"] and
                  not kinds["cloak"]["tradeable"] and kinds["cloak"]["ownable"] and
                  kinds["cloak"]["switches"] == [{"name": "worn", "values": ["no", "yes"],
                                                 "default": "no", "rule": "R931"}] and
                  kinds["trinket"]["named"] and kinds["trinket"]["giftable"],
                  "the kinds: %r" % kinds)
            check(s.get_json("/api/v1/entities") == [], "none yet")

            s.must("entity create cloak alice", token=n.admin)
            s.must('entity create trinket alice "Lucky Stone" 10 "found in the Wilds"',
                   token=n.admin)
            e = s.get_json("/api/v1/entities/2")
            check(e["kind"] == "trinket" and e["name"] == "Lucky Stone" and
                  e["owner"] == "alice" and e["owner_kind"] == "player" and
                  e["value"] == 10 and e["description"] == "found in the Wilds" and
                  e["origin"] == "by the admin", "the Trinket: %r" % e)
            check(s.get_json("/api/v1/entities/Lucky%20Stone") == e, "by name")
            c = s.get_json("/api/v1/entities/1")
            check(c["kind"] == "cloak" and c["name"] is None and
                  c["switches"] == {"worn": "no"} and "value" not in c, "the Cloak: %r" % c)

            # R515 ¶4: a gift of a giftable entity.
            s.must("give 2 to bob", token=alice)
            h = s.get_json("/api/v1/players/bob/holdings")
            check(h["player"] == "bob" and h["currencies"]["A$"] == 900 and
                  [x["id"] for x in h["entities"]] == [2], "bob's holdings: %r" % h)

            # R500.2: nontradeable: refused, nothing changes.
            before = s.get_json("/api/v1/entities")
            status, r = s.command("give 1 to bob", token=alice)
            check(status == 422 and "nontradeable" in r.get("error", r.get("reply", "")),
                  "a Cloak given: %d %r" % (status, r))
            check(s.get_json("/api/v1/entities") == before, "a refused gift changed something")

            only = s.get_json("/api/v1/entities?kind=cloak")
            check([x["id"] for x in only] == [1], "?kind: %r" % only)
            mine = s.get_json("/api/v1/entities?owner=alice")
            check([x["id"] for x in mine] == [1], "?owner: %r" % mine)
            players = {p["name"]: p for p in s.get_json("/api/v1/players")}
            check(players["alice"]["entities"] == ["a Champion's Cloak (#1)"] and
                  players["bob"]["entities"] == ['the Trinket "Lucky Stone" (#2)'],
                  "the players' entities: %r" % players)
            status, _, page = s.request("GET", "/")
            check(status == 200 and b"<th>Entities</th>" in page and
                  (b"a Champion&#39;s Cloak (#1)" in page or b"a Champion's Cloak (#1)" in page),
                  "the page lists the entities")

            # R506 ¶5-¶7: what a forgery's test reads. The admin's Trinket is
            # Artificial; alice Composes a Natural one naming bob, which bob
            # has never owned; the names each player has held.
            s.must('trinket compose "bob\'s Loophole" 10 "bob\'s, says alice"', token=alice)
            t = s.get_json("/api/v1/trinkets")
            by = {x["name"]: x for x in t["trinkets"]}
            check(not by["Lucky Stone"]["natural"] and by["Lucky Stone"]["operator"] is None and
                  by["Lucky Stone"]["owned_by"] == ["alice", "bob"] and
                  by["Lucky Stone"]["owner"] == "bob", "the Artificial Trinket: %r" % t)
            check(by["bob's Loophole"]["natural"] and
                  by["bob's Loophole"]["operator"] == "alice" and
                  by["bob's Loophole"]["owned_by"] == ["alice"] and
                  by["bob's Loophole"]["value"] == 10, "the Natural Trinket: %r" % t)
            names = {(x["player"], x["name"]) for x in t["names"]}
            check({("alice", "alice"), ("bob", "bob")} <= names and
                  all(x["since_event"] > 0 for x in t["names"]), "the names: %r" % t)

            for path in ("/api/v1/entities/99", "/api/v1/entities?kind=dragon",
                         "/api/v1/entities?owner=zed", "/api/v1/players/zed/holdings",
                         "/api/v1/players/alice/nothing"):
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
