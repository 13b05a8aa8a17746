"""test_machine.py: The Machine That Goes *ping* over HTTP (Ackanomic R1209;
src/econ/machine, docs/ECONOMY.md "The Machine That Goes *ping*"). The
focus is hidden information: the Machine's truth (R1209 III) shows to
nobody but its Scholar and the admin: not in the log (the API's, `nomic log
--public` and another player's `--viewer`), the news, the Atom feed, the
page, the entities, the reports, nor a search or another player's `machine`
view, which shows only the disguise. A TruthSeeker's post (R1240.12) goes
to the card's player's inbox alone. Once the Scholar loses the title the
truth is public (R1209 IX). The log verifies."""

from e2e import Nomic, Server, check, run, check_hidden

SECRET = "xylophone"
TRUTH = "a %s is played" % SECRET

PATHS = ["/api/v1/log", "/api/v1/news", "/feed.atom", "/", "/api/v1/entities",
         "/api/v1/reports", "/api/v1/players", "/api/v1/otzma", "/api/v1/machine"]
LINES = ("machine", "rules search %s" % SECRET, "inbox", "deadlines")


def shows(body):
    return SECRET.encode() in body.lower()


def hidden_from(s, n, tok, who_list, what):
    check_hidden(s, n, tok, who_list, what, shows, PATHS, LINES)


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            tok = {}
            names = ("alice", "bob", "carol", "erin")
            for p in names:
                tok[p] = s.must("join %s" % p, token=n.admin)["token"]
            r = s.must("machine create", token=n.admin)
            scholar = r["reply"].split("is now in ")[1].split("'s Home")[0]
            check(scholar in names, "the Scholar: %r" % r)
            others = [p for p in names if p != scholar]
            r = s.must('machine truth "%s"' % TRUTH, token=tok[scholar])
            check("utters its truth" in r["reply"] and not shows(r["reply"].encode()),
                  "the truth: %r" % r)
            r = s.must("machine", token=tok[scholar])
            check(shows(r["reply"].encode()), "the Scholar sees the truth: %r" % r)
            r = s.must("machine", token=tok[others[0]])
            check("* ********* ** ******," in r["reply"], "the disguise is public: %r" % r)
            status, _, body = s.request("GET", "/api/v1/machine")
            check(status == 200 and b"* ********* ** ******" in body and scholar.encode() in body,
                  "/api/v1/machine shows the Scholar and the disguise: %r" % body[:600])
            hidden_from(s, n, tok, [None] + others, "the truth")

            # R1240.12: a TruthSeeker's post goes to the card's player alone.
            seeker = others[0]
            r = s.must("entity create otzma %s" % seeker, token=n.admin)
            card = r["reply"].split("(#")[1].split(")")[0]
            s.must("entity set %s type truthseeker" % card, token=n.admin)
            s.must("otzma use %s 4" % card, token=tok[seeker])
            r = s.must("inbox", token=tok[seeker])
            check(shows(r["reply"].encode()), "the seeker's inbox holds the words: %r" % r)
            hidden_from(s, n, tok, [None] + others[1:], "the TruthSeeker's post")

            # R1209 VI: a wrong guess keeps the truth hidden; R1209 IX: the
            # Scholar going on Vacation loses the title, and the server posts
            # the truth undisguised.
            status, r = s.command('machine guess "a drum is played"', token=tok[others[1]])
            check(status == 200 and "ridicules" in (r.get("reply") or ""), "a guess: %r" % r)
            hidden_from(s, n, tok, [None] + others[1:], "the truth after a wrong guess")
            s.must("state vacation", token=tok[scholar])
            status, _, body = s.request("GET", "/api/v1/news")
            check(status == 200 and shows(body), "the last Scholar's truth is news: %r" % body[:600])
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
