"""test_church_policy.py: a Church Policy (Ackanomic R1301 3; src/society/
orgs/orgs_church*.c, docs/ORGANISATIONS.md "Churches and Cults") is hidden
information: "an internal Church document" (¶3 b) a Church "is not obliged
to divulge ... in a public forum" (¶3 e). Its members see it (`church show`);
nobody else does: not the log (the API's, `nomic log --public` and a
non-member's `--viewer`), the news, the Atom feed, the page, the
organisations' JSON and page, the reports, nor a search or a non-member's
`church show`/`org show`. The Dogma (¶2 d) is public. The log verifies."""

from e2e import Nomic, Server, check, run, check_hidden

SECRET = "wombatsbeneaththebutterychapel"
POLICY = "Members bow thrice and say %s before every vote" % SECRET

PATHS = ["/api/v1/log", "/api/v1/news", "/feed.atom", "/", "/api/v1/orgs",
         "/api/v1/orgs/Faith", "/orgs", "/orgs/Faith", "/api/v1/reports", "/api/v1/players"]
LINES = ("church show Faith", "org show Faith", "orgs", "rules search %s" % SECRET, "inbox",
         "holdings Faith")


def shows(body):
    return SECRET.encode() in body


def hidden_from(s, n, tok, who_list, what):
    check_hidden(s, n, tok, who_list, what, shows, PATHS, LINES, need_ok=False)


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            tok = {}
            for p in ("alice", "bob", "carol", "dave", "erin"):
                tok[p] = s.must("join %s" % p, token=n.admin)["token"]
            s.must("org found church", token=tok["alice"])
            for p in ("bob", "carol", "dave"):
                s.must("org join-intent alice", token=tok[p])
            r = s.must('org form Faith church bob carol dave dogma "Nomic is good"',
                       token=tok["alice"])
            check("Founder of the Church Faith" in r["reply"], "the founding: %r" % r)
            r = s.must('church policy Faith "%s"' % POLICY, token=tok["alice"])
            check("hidden" in r["reply"] and not shows(r["reply"].encode()),
                  "the setting: %r" % r)
            # ¶3 b: its members see it.
            for p in ("alice", "bob"):
                r = s.must("church show Faith", token=tok[p])
                check(shows(r["reply"].encode()), "%s, a member, sees the Policy: %r" % (p, r))
            # ¶2 d: the Dogma is public.
            r = s.must("church show Faith", token=tok["erin"])
            check("Nomic is good" in r["reply"] and not shows(r["reply"].encode()),
                  "erin sees the Dogma, not the Policy: %r" % r)
            # The JSON has what is public of it: the Dogma, that a Policy is set.
            status, _, body = s.request("GET", "/api/v1/orgs/Faith")
            check(status == 200 and b'"dogma": "Nomic is good"' in body.replace(b'":"', b'": "')
                  and b'"policy_set": true' in body.replace(b'":true', b'": true'),
                  "the Church in the JSON: %r" % body[:800])
            hidden_from(s, n, tok, (None, "erin"), "the Church Policy")
            # A member who leaves no longer sees it.
            s.must("org leave Faith", token=tok["dave"])
            r = s.must("church show Faith", token=tok["dave"])
            check(not shows(r["reply"].encode()), "dave, who left, sees it: %r" % r)
            hidden_from(s, n, tok, (None, "erin", "dave"), "the Church Policy (a Cult's)")
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
