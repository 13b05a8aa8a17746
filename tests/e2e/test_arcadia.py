"""test_arcadia.py: Arcadia (Agora, seed 003; src/agora/arcadia,
docs/AGORA.md "Arcadia") over HTTP: the contract and a tournament driven
through POST /api/v1/commands; GET /api/v1/arcadia shows the Map (81 Land
Units, one per Location, each an entity of src/econ: /api/v1/entities and
the holdings show them), the participants and the Template; GET
/arcadia/map.svg is well-formed SVG with a rect per Land Unit and GET
/arcadia is the page that holds it; a refused action is a 422 that changes
nothing; the log verifies and replays the same."""

import xml.dom.minidom

from e2e import Nomic, Server, check, run


def main(exe):
    n = Nomic(exe)
    try:
        s = Server(n)
        try:
            status, _, _ = s.request("GET", "/arcadia/map.svg")
            check(status == 404, "no tournament yet: the map is a 404, not %d" % status)
            alice = s.must("join alice", token=n.admin)["token"]
            bob = s.must("join bob", token=n.admin)["token"]
            s.must("arcadia lord alice", token=n.admin)
            for t in (alice, bob):
                s.must("arcadia party", token=t)
            s.must("arcadia iterate 2001-01-01T12:00Z", token=alice)
            s.must("clock advance 12h", token=n.admin)
            for t in (alice, bob):
                s.must("arcadia join", token=t)
            s.must("arcadia claim 5 5", token=alice)
            s.must("arcadia build 5 5 Mine", token=alice)
            s.must("arcadia claim 1 1", token=bob)

            a = s.get_json("/api/v1/arcadia")
            t = a["tournament"]
            check(a["lord_ruler"] == "alice" and a["parties"] == ["alice", "bob"] and
                  a["iteration_date"] == "Never", "the contract: %r" % a)
            locs = sorted((u["latitude"], u["longitude"]) for u in t["map"])
            check(locs == [(x, y) for x in range(1, 10) for y in range(1, 10)],
                  "exactly one Land Unit per Location")
            u55 = next(u for u in t["map"] if (u["latitude"], u["longitude"]) == (5, 5))
            check(u55 == {"latitude": 5, "longitude": 5, "owner": "alice", "public": False,
                          "land_type": "Black", "facility": "Mine", "entity": 41},
                  "(5, 5): %r" % u55)
            # "Land Units are assets": each is an entity of src/econ, the
            # claimed one alice's, with its Location and Land Type as switches.
            e = s.get_json("/api/v1/entities/41")
            check(e["kind"] == "landunit" and e["owner"] == "alice" and
                  e["switches"] == {"latitude": "5", "longitude": "5", "landtype": "Black"},
                  "entity 41: %r" % e)
            check(len(s.get_json("/api/v1/entities?kind=landunit")) == 81, "81 Land Units")
            h = s.get_json("/api/v1/players/alice/holdings")
            check([x["id"] for x in h["entities"]] == [41], "alice's holdings: %r" % h)
            status, _, page = s.request("GET", "/players/alice")
            check(status == 200 and b"Land Unit" in page and b"41" in page,
                  "alice's page shows her Land Unit: %d" % status)
            k = next(x for x in s.get_json("/api/v1/entity-kinds") if x["word"] == "landunit")
            check(not k["tradeable"] and k["never_in_treasury"] and not k["financier_records"],
                  "the kind: %r" % k)
            check(t["alternating_land_type"] == "Black", "flipped twice: %r" % t)
            check({p["player"]: (p["energy"], p["Stone"], p["Lumber"])
                   for p in t["participants"]} == {"alice": (3, 2, 0), "bob": (5, 2, 2)},
                  "participants: %r" % t["participants"])
            check(t["template"]["numbers"]["energy"]["value"] == 6, "the Template's Energy")

            status, hdr, svg = s.request("GET", "/arcadia/map.svg")
            check(status == 200 and hdr["content-type"].startswith("image/svg+xml"),
                  "map.svg: %d %r" % (status, hdr))
            doc = xml.dom.minidom.parseString(svg)
            check(len(doc.getElementsByTagName("rect")) == 81, "81 rects")
            status, _, page = s.request("GET", "/arcadia")
            # The Map is its own SVG document (above), shown with <img>.
            check(status == 200 and b'<img class="map" src="/arcadia/map.svg" alt="' in page
                  and b"Tournament Template" in page and b"<svg" not in page,
                  "the page shows the map and the Template")

            # Refused: a 422, one line, nothing changes.
            before = s.get_json("/api/v1/arcadia")
            for line, tok, word in (("arcadia build 1 1 Mine", alice, "not yours"),
                                    ("arcadia build 1 1 Palace", bob, "no Facility"),
                                    ("arcadia claim 5 5", bob, "not Aether"),
                                    ("arcadia apply 1", alice, "no Arcadian Proposal"),
                                    ("give #41 to bob", alice, "nontradeable"),
                                    ("entity destroy #41", n.admin, "Exactly one Land Unit")):
                status, r = s.command(line, token=tok)
                check(status == 422 and word in r.get("error", ""),
                      "%s: %d %r" % (line, status, r))
            check(s.get_json("/api/v1/arcadia") == before, "a refusal changed something")
            live = before
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
        s = Server(n)
        try:
            check(s.get_json("/api/v1/arcadia") == live, "replayed differently")
        finally:
            s.stop()
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
