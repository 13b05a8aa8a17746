"""test_auctions.py: auctions over HTTP (Ackanomic R516, R520;
src/econ/auctions, docs/ECONOMY.md). The focus is R516 6e: a private
auction's bids are sealed. Before the close a sealed bid shows to nobody
but its bidder and the Auctioneer (who accepts it, R516 4): not in
/api/v1/auctions, /api/v1/auctions/N, the `auctions` and `auction show`
commands, the log, the news, the Atom feed, the pages (/, /auctions,
/auctions/N, the bidder's /players/NAME), the deadlines, nor a search,
for the public or any other player. After the close it is
public, with the result. A public auction's bids are public at once. The
log verifies."""


from e2e import Nomic, Server, check, run, shows_number

SECRET = 437  # bob's sealed bid, in A$


def shows(body, amount):
    """Whether body tells of the bid: its amount as a number of its own."""
    return shows_number(body, amount)


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        # R252 II 1's Homes (land.homes, level 4) would number the entities.
        n.cli("--admin", "param", "set", "land.homes", "0")
        s = Server(n)
        try:
            tok = {}
            for p in ("alice", "bob", "carol", "dave"):
                tok[p] = s.must("join %s" % p, token=n.admin)["token"]
            s.must("appoint dave Speaker", token=n.admin)
            s.must("entity create egg Treasury", token=n.admin)
            s.must("entity create egg alice", token=n.admin)
            # R516 1, 1e: the rules call it; the Speaker is the Auctioneer.
            r = s.must("auction rules 1 private", token=n.admin)
            check("Auction 1 is called" in r["reply"], "the call: %r" % r)
            a = s.get_json("/api/v1/auctions/1")
            check(a["private"] and a["auctioneer"] == "dave" and a["phase"] == "open" and
                  a["items"][0]["id"] == 1 and a["sealed"] and a["bids"] == [],
                  "the auction: %r" % a)
            # R516 8: not in the Treasury while it is auctioned.
            check(s.get_json("/api/v1/entities/1")["owner_kind"] == "nobody", "R516 8")

            r = s.must("bid 1 A$%d" % SECRET, token=tok["bob"])
            check("sealed bid of A$%d" % SECRET in r["reply"], "bob's reply: %r" % r)
            s.must("bid 1 A$50", token=tok["carol"])

            paths = ["/api/v1/auctions", "/api/v1/auctions/1", "/api/v1/log", "/api/v1/news",
                     "/feed.atom", "/", "/api/v1/deadlines", "/auctions", "/auctions/1",
                     "/players/bob"]
            lines = ["auctions", "auction show 1", "rules search %d" % SECRET]
            for who in (None, "alice", "carol"):
                for path in paths:
                    status, _, body = s.request("GET", path, token=tok[who] if who else None)
                    check(status == 200 and not shows(body, SECRET),
                          "%s leaks bob's bid to %s" % (path, who or "the public"))
                if who:
                    for line in lines:
                        status, r = s.command(line, token=tok[who])
                        check(not shows((r.get("reply") or r.get("error") or "").encode(),
                                        SECRET), "`%s` leaks bob's bid to %s" % (line, who))
            one = s.get_json("/api/v1/auctions/1", token=tok["carol"])
            check([b["player"] for b in one["bids"]] == ["carol"] and "highest" not in one,
                  "carol sees her own bid only: %r" % one)
            # The bidder and the Auctioneer see it (R516 4, 6e).
            for who in ("bob", "dave"):
                one = s.get_json("/api/v1/auctions/1", token=tok[who])
                check(any(b["amount"] == SECRET and b["player"] == "bob" for b in one["bids"]),
                      "%s does not see bob's bid: %r" % (who, one))
            r = s.must("auction show 1", token=tok["dave"])
            check("A$%d" % SECRET in r["reply"], "the Auctioneer's view: %r" % r)
            log = s.get_json("/api/v1/log", token=tok["bob"])
            check(any(e.get("args", {}).get("amount") == SECRET for e in log["events"]),
                  "bob's own bid in his log: %r" % log)

            # A public auction's bids are public at once (R516 6e).
            s.must("auction call 2", token=tok["alice"])
            s.must("bid 2 A$61", token=tok["carol"])
            pub = s.get_json("/api/v1/auctions/2")
            check(pub["highest"] == {"player": "carol", "amount": 61} and
                  pub["bids"][0]["amount"] == 61, "a public bid: %r" % pub)
            news = s.get_json("/api/v1/news")
            check(any("carol bids A$61" in (e.get("text") or "") for e in news["events"]),
                  "the news tells of carol's public bid: %r" % news)

            # R516 5, 6c: the close; then the bids are public, with the result.
            s.must("clock advance 3d", token=n.admin)
            one = s.get_json("/api/v1/auctions/1")
            check(one["phase"] == "sold" and not one["sealed"] and
                  any(b["amount"] == SECRET for b in one["bids"]) and
                  "bob wins" in one["result"], "after the close: %r" % one)
            check(s.get_json("/api/v1/entities/1")["owner"] == "bob", "bob won the Egg")
            # The pages say the same (src/net/econ_pages.c): the bids, and the Egg on
            # bob's page.
            status, _, body = s.request("GET", "/auctions/1")
            check(status == 200 and shows(body, SECRET) and b"bob wins" in body,
                  "the page after the close: %r" % body[:2000])
            status, _, body = s.request("GET", "/players/bob")
            check(status == 200 and b"Chartreuse Goose Egg" in body and b"Honour" in body,
                  "bob's page: %r" % body[:2000])
            status, _, _ = s.request("GET", "/players/nobody")
            check(status == 404, "no player page for nobody: %d" % status)
            status, _, _ = s.request("GET", "/auctions/x")
            check(status == 404, "no auction x: %d" % status)
            holdings = s.get_json("/api/v1/players/dave/holdings")
            check(holdings["currencies"]["A$"] >= 900 + SECRET // 10,
                  "R516 5: the Auctioneer's commission: %r" % holdings)
            status, _, _ = s.request("GET", "/api/v1/auctions/99")
            check(status == 404, "no auction 99: %d" % status)
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
