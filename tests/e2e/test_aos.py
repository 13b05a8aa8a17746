"""test_aos.py: the Ace of Spades contest over HTTP (Agora seed 004; issue 19
item 2; src/agora/aos, docs/AGORA.md). Every command goes through POST
/api/v1/commands with bearer tokens: joining, a private proposal voted by
the aos method and adopted, a Need-To-Know grant, an Offer, a redress with
Support (regs 103, 114), a change by unanimous consent (reg 101), the Moment
of Reckoning. A Private regulation's content and a Hand's cards show to nobody
without Need To Know: not in the log (the API's, `nomic log --public` and
another player's `--viewer`), the news, the Atom feed, the page, the rules'
API and pages, a search or another player's contest views. A grant opens
the current value (GET /api/v1/rules/500) but not the past events. The log
verifies."""

from e2e import Nomic, Server, check, run, check_hidden

SECRET = "privword"

PATHS = ["/api/v1/log", "/api/v1/news", "/feed.atom", "/", "/api/v1/rules",
         "/api/v1/rules/500", "/rules/500", "/api/v1/reports"]
LINES = ("rule 500", "rules search %s" % SECRET, "aos proposal 1", "aos contest", "scripts")


def shows(body):
    return SECRET.encode() in body.lower()


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ace-of-spades")
        s = Server(n)
        try:
            tok = {}
            names = ("goethe", "alice", "bob", "carol")
            for p in names:
                tok[p] = s.must("join %s" % p, token=n.admin)["token"]
            r = s.must("aos start goethe", token=n.admin)
            check("goethe is the Contestmaster" in r["reply"], "start: %r" % r)
            for p in ("alice", "bob", "carol"):
                r = s.must("aos join", token=tok[p])
                check("7 dealt (reg 215)" in r["reply"], "join: %r" % r)
            # Item 3: one clear error each, nothing changes.
            status, r = s.command('aos propose 1000 "x"', token=tok["alice"])
            check(not r.get("ok") and "reg 107" in r.get("error", ""), "range: %r" % r)
            s.must('aos propose 500 "lua: local %s = 1" private' % SECRET, token=tok["alice"])
            s.must("aos up 1", token=tok["goethe"])
            s.must("aos vote 1 for", token=tok["alice"])
            s.must("aos vote 1 for", token=tok["bob"])
            status, r = s.command("aos vote 1 against", token=tok["bob"])
            check(not r.get("ok") and "reg 109" in r.get("error", ""), "second vote: %r" % r)
            s.must("clock advance 3d", token=n.admin)
            r = s.must("aos decide 1", token=tok["goethe"])
            check("Adopted" in r["reply"], "decide: %r" % r)
            r = s.must("rule 500", token=tok["alice"])
            check(shows(r["reply"].encode()), "the proposer reads reg 500: %r" % r)
            status, r = s.command("rule 500", token=tok["bob"])
            check(not r.get("ok") and "private" in r.get("error", ""), "bob: %r" % r)
            status, r = s.command("aos hand alice", token=tok["bob"])
            check(not r.get("ok") and "Need To Know" in r.get("error", ""), "hand: %r" % r)
            status, r = s.command("aos offer alice 9 Red for 1 Mauve", token=tok["bob"])
            check(not r.get("ok") and "reg 125" in r.get("error", ""), "offer: %r" % r)
            hidden_from = [None, "bob", "carol"]
            check_hidden(s, n, tok, hidden_from, "a Private regulation", shows, PATHS, LINES)

            # Reg 240: the Contestmaster grants bob NTK for the current value.
            s.must("aos grant bob 500", token=tok["goethe"])
            status, _, body = s.request("GET", "/api/v1/rules/500", token=tok["bob"])
            check(status == 200 and shows(body), "the grant opens reg 500: %r" % body[:400])
            status, _, body = s.request("GET", "/api/v1/log", token=tok["bob"])
            check(status == 200 and not shows(body), "the grant is not retroactive")
            check_hidden(s, n, tok, [None, "carol"], "a Private regulation after a grant",
                         shows, PATHS, LINES)

            # Reg 114, 103: a redress with Majority Support, given by Contestants
            # alone; reg 101: a change of an Immutable Regulation waits for
            # every Member's consent.
            r = s.must("aos intent remove carol", token=tok["goethe"])
            check("Intent 1" in r["reply"], "intent: %r" % r)
            status, r = s.command("aos support 1", token=tok["goethe"])
            check(not r.get("ok") and "reg 103" in r.get("error", ""), "cm support: %r" % r)
            s.must("aos support 1", token=tok["alice"])
            status, r = s.command("aos act 1", token=tok["goethe"])
            check(not r.get("ok") and "not yet" in r.get("error", ""), "act early: %r" % r)
            s.must("aos support 1", token=tok["bob"])
            r = s.must("aos act 1", token=tok["goethe"])
            check("carol is removed" in r["reply"], "act: %r" % r)
            r = s.must('aos change 116 "No Card may be transferred."', token=tok["alice"])
            check("1 of 2 Members" in r["reply"], "change: %r" % r)
            r = s.must("aos consent 1", token=tok["bob"])
            check("reg 116 is changed" in r["reply"], "consent: %r" % r)
            # Reg 122: not before April 15, 2002 (the virtual clock is earlier):
            # the admin moves the date, a parameter.
            status, r = s.command("aos reckon", token=tok["goethe"])
            check(not r.get("ok") and "reg 122" in r.get("error", ""), "too soon: %r" % r)
            s.must("param set aos.reckon_not_before 0", token=n.admin)
            r = s.must("aos reckon", token=tok["goethe"])
            check("The Moment of Reckoning" in r["reply"], "reckon: %r" % r)
            status, _, body = s.request("GET", "/api/v1/rules/500")
            check(status == 200 and shows(body), "reg 120: all Public: %r" % body[:400])
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


run(main)
