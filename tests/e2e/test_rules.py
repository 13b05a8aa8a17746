"""test_rules.py: the ruleset over HTTP. A nomic starts from the Ackanomic
seed (`init --ruleset ackanomic`); the admin amends and enacts rules through
the API; the JSON views and the pages show the rules by suite (R311), each
rule's history, and escape the rule texts. The whole ruleset exported as
JSON imports back to the same rules."""

import json
import re

from e2e import Nomic, Server, check, run


def main(exe):
    n = Nomic(exe)
    try:
        p = n.cli("--admin", "ruleset", "load", "ackanomic")
        check("305 rules in force" in p.stdout, "load: %r" % p.stdout)
        s = Server(n)
        try:
            rules = s.get_json("/api/v1/rules")
            check(len(rules) == 305, "%d rules listed" % len(rules))
            r = s.get_json("/api/v1/rules/1250.7")
            check(r["title"] == "Game of Pure Skill" and r["suite"] == "1250",
                  "rule 1250.7: %r" % {k: r[k] for k in ("title", "suite")})

            # Only the admin changes rules until proposals do (R104).
            status, reply = s.command('rule amend 207 "New <b>text</b> & more"')
            check(status == 422, "an anonymous amendment got %d" % status)
            s.must('rule amend 207 "New <b>text</b> & more"', token=n.admin)
            s.must('rule enact next "Tie-breaks" "Ties go to <nobody>." '
                   '"Games & Contests"', token=n.admin)
            r = s.get_json("/api/v1/rules/207")
            check(r["revision"] == 31 and r["text"] == "New <b>text</b> & more",
                  "rule 207 after amendment: %r" % r["revision"])
            check(r["history"][-1]["change"] == "amended" and
                  r["history"][-1]["cause"] == "the admin", "history: %r" % r["history"])
            check([t["revision"] for t in r["texts"]] == [30, 31], "texts kept: %r" %
                  [t["revision"] for t in r["texts"]])

            status, _, page = s.request("GET", "/rules")
            page = page.decode()
            check(status == 200 and "Games &amp; Contests Rule Suite" in page,
                  "the contents lack the suite heading")
            check('href="/rules/1250.26"' in page, "the new rule is not listed")
            status, _, page = s.request("GET", "/rules/207")
            page = page.decode()
            check("New &lt;b&gt;text&lt;/b&gt; &amp; more" in page, "rule text not escaped")
            check(re.search(r"revision 31: amended by the admin", page), "no history line")

            for path in ("/rules/9999", "/rules/abc", "/api/v1/rules/1.2.3"):
                status, _, _ = s.request("GET", path)
                check(status == 404, "GET %s: %d" % (path, status))
        finally:
            s.stop()

        # Export, then import: the same ruleset (issue 3's round trip).
        exported = n.cli("ruleset", "json").stdout
        check(json.loads(exported), "ruleset json is not JSON")
        p = n.cli("verify")
        check(p.returncode == 0, "verify after rule changes: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
