"""test_trades.py: the Free Market over HTTP (Ackanomic R515, R510, R505 III;
src/econ/trades, docs/ECONOMY.md "Trades (R515)"): an offer made by POST
shows in /api/v1/trades and /api/v1/trades/N with both sides; ?state= and
?party= filter; its acceptance moves both sides (the holdings); a refused
acceptance (R510) is a 422 that changes nothing; a gift is settled at once;
the Treasury takes a donation and refuses a two-sided offer; the page lists
the standing offers; unknown offers,
states and parties are 404s; the log verifies after a restart."""

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
            bob = s.must("join bob", token=n.admin)["token"]
            s.must("entity create egg alice", token=n.admin)
            check(s.get_json("/api/v1/trades") == [], "no offers yet")

            # R515 ¶2: an exclusive two-sided offer, public as a whole.
            s.must("trade offer to bob #1 for A$30", token=alice)
            t = s.get_json("/api/v1/trades/1")
            check(t["number"] == 1 and t["offerer"] == "alice" and
                  t["to"] == [{"party": "bob", "declined": False}] and not t["at_large"] and
                  not t["one_sided"] and t["state"] == "standing" and
                  t["gives"] == [{"entity": 1, "kind": "egg",
                                  "text": "a Chartreuse Goose Egg (#1)"}] and
                  t["requests"] == [{"currency": "A$", "amount": 30, "text": "A$30"}] and
                  t["text"] == "alice offers to bob: a Chartreuse Goose Egg (#1) for A$30" and
                  "expires" in t and "lapses" in t and t["accepter"] is None,
                  "offer 1: %r" % t)

            # R510: bob may not accept what would leave him below A$0.
            s.must("trade offer to bob nothing for A$5000", token=alice)
            before = s.get_json("/api/v1/players/bob/holdings")
            status, r = s.command("trade accept 2", token=bob)
            check(status == 422 and "R510" in r.get("error", ""), "R510: %d %r" % (status, r))
            check(s.get_json("/api/v1/players/bob/holdings") == before, "a refusal changed")

            # R515 ¶4, ¶5: bob accepts; both sides move.
            s.must("trade accept 1", token=bob)
            t = s.get_json("/api/v1/trades/1")
            check(t["state"] == "accepted" and t["accepter"] == "bob" and "ended" in t,
                  "accepted: %r" % t)
            h = s.get_json("/api/v1/players/bob/holdings")
            check(h["currencies"]["A$"] == 870 and [x["id"] for x in h["entities"]] == [1],
                  "bob's holdings: %r" % h)

            # R515 ¶4: a payment is settled at once; R505 III: the Treasury
            # takes a donation and rejects a two-sided offer.
            s.must("trade offer to alice A$10 for nothing", token=bob)
            s.must("trade offer to Treasury A$5 for nothing", token=alice)
            s.must("trade offer to Treasury A$5 for #1", token=alice)
            states = [t["state"] for t in s.get_json("/api/v1/trades")]
            check(states == ["accepted", "standing", "accepted", "accepted", "declined"],
                  "the states: %r" % states)
            check([t["number"] for t in s.get_json("/api/v1/trades?state=standing")] == [2],
                  "?state=standing")
            check([t["number"] for t in s.get_json("/api/v1/trades?party=Treasury")] == [4, 5],
                  "?party=Treasury")
            check(s.get_json("/api/v1/players/alice/holdings")["currencies"]["A$"] == 935,
                  "alice: 900 + 30 + 10 - 5")

            status, _, page = s.request("GET", "/")
            check(status == 200 and b"<h2>Standing offers</h2>" in page and
                  b"alice offers to bob: nothing for A$5000" in page and
                  b"/api/v1/trades/1\"" not in page,
                  "the page lists the standing offer alone: %r" % page[page.find(b"Standing"):][:600])

            for path in ("/api/v1/trades/9", "/api/v1/trades/x", "/api/v1/trades?state=odd",
                         "/api/v1/trades?party=zed"):
                status, _, _ = s.request("GET", path)
                check(status == 404, "%s: %d" % (path, status))
        finally:
            s.stop()
        s = Server(n)
        try:
            check(s.get_json("/api/v1/trades/5")["state"] == "declined", "replayed")
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
