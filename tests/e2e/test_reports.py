"""test_reports.py: the officers' reports over HTTP (src/net/reports_web.c;
Ackanomic R409 the Registrar, R412 the Financier, Agora's Treasuror): the
report now for each viewer (contact addresses to officers and the admin
only, R409 a), a published report read back by its date, in the API and
as a page, never with an address, and the weekly duty publishing on time
with a transfer's memo in the Treasuror's report."""

import json

from e2e import Nomic, Server, check, run


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            alice = s.must("join alice", token=n.admin)["token"]
            bob = s.must("join bob", token=n.admin)["token"]
            s.must("appoint alice Registrar", token=n.admin)
            s.must("contact alice@example.org", token=alice)
            s.must("contact bob@example.org", token=bob)

            offices = s.get_json("/api/v1/reports")
            names = [o["name"] for o in offices]
            check(names == ["promoter", "tabulator", "registrar", "scorekeeper", "treasuror", "clerk",
                           "herald"],
                  "the reports: %r" % names)
            reg = [o for o in offices if o["name"] == "registrar"][0]
            check(reg["holder"] == "alice" and reg["rule"] == "R409" and
                  reg["published"] == [] and reg["next_due"] is None, "registrar: %r" % reg)

            # R409 a: the officer and the admin read the addresses; a plain
            # player eir own only; the public none.
            for token, sees in ((alice, ("alice@", "bob@")), (n.admin, ("alice@", "bob@")),
                                (bob, ("bob@",)), (None, ())):
                text = s.get_json("/api/v1/reports/registrar", token=token)["text"]
                for addr in ("alice@", "bob@"):
                    check((addr in text) == (addr in sees),
                          "%s in the report for %s: %r" % (addr, token, text))

            status, r = s.command("report publish registrar", token=bob)
            check(status == 422 and "only the Registrar" in r["error"], "bob published: %r" % r)
            seq = s.must("report publish registrar", token=alice)["seq"]

            day = s.get_json("/api/v1/reports/registrar/2001-01-01")
            check(len(day) == 1 and day[0]["seq"] == seq and day[0]["date"] == "2001-01-01" and
                  "The Registrar's report, 2001-01-01" in day[0]["text"] and
                  "@" not in day[0]["text"], "published: %r" % day)
            reg = s.get_json("/api/v1/reports/registrar")
            check([p["seq"] for p in reg["published"]] == [seq], "archive: %r" % reg)
            # The publishing event's public text is the report, without addresses.
            ev = [e for e in s.get_json("/api/v1/log?from=%d&limit=1" % seq)["events"]]
            check(ev and "The Registrar's report" in ev[0].get("text", "") and
                  "@" not in ev[0]["text"], "the event's text: %r" % ev)

            status, _, page = s.request("GET", "/reports/registrar/2001-01-01")
            check(status == 200 and b"report, 2001-01-01" in page and b"@example" not in page,
                  "the archived page: %d %r" % (status, page[:200]))
            status, _, page = s.request("GET", "/reports/registrar")
            check(status == 200 and b"/reports/registrar/2001-01-01" in page and
                  b"@example" not in page, "the report's page: %d" % status)
            status, _, page = s.request("GET", "/reports")
            check(status == 200 and b"/reports/treasuror" in page, "the list: %d" % status)
            for path in ("/reports/registrar/2001-01-02", "/reports/nobody",
                         "/api/v1/reports/registrar/garbage", "/api/v1/reports/registrar/",
                         "/reports/registrar/2001-01-01/x"):
                status, _, body = s.request("GET", path)
                check(status == 404, "GET %s: %d %r" % (path, status, body[:100]))
            status, _, body = s.request("GET", "/api/v1/reports/registrar/2001-01-02")
            check(status == 404 and json.loads(body)["ok"] is False, "no report: %r" % body)

            # The weekly duty publishes on time; a transfer's memo is its reason.
            s.must("report duty treasuror on", token=n.admin)
            tre = [o for o in s.get_json("/api/v1/reports") if o["name"] == "treasuror"][0]
            check(tre["next_due"] == "2001-01-08T00:00:00Z", "duty: %r" % tre)
            s.must("transfer 25 A$ to bob memo rent for March", token=alice)
            s.must("clock advance 7d", token=n.admin)
            day = s.get_json("/api/v1/reports/treasuror/2001-01-08")
            check(len(day) == 1 and day[0]["time"] == "2001-01-08T00:00:00Z" and
                  'alice pays 25 A$ to bob -- transfer by alice' in day[0]["text"] and
                  '"rent for March"' in day[0]["text"], "the duty's report: %r" % day)
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
