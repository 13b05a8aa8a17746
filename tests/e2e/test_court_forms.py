"""test_court_forms.py: the Supreme Court's verdict form on /cfjs/N (issue 18
item 2; docs/WEB.md "Other pages"), over real HTTP as a browser posts it.

An appeal (R217 I) goes to a Supreme Cortex (R416.1): only its owners, the
Justices deciding it (R217 II), see the verdict buttons and the form with
reasons on /cfjs/N; the public, the appellant, the judge, the President
and a Justice of no Cortex considering it see neither. Posted, a button
records the owner's verdict (hidden until the Court decides, R418), and
the second owner's decides the appeal, after which nobody has the form.
A CFJ with its judge offers no Justice the Court's form. Every page has
its headings in order and a label per input (test_page_forms.accessible)."""

import re

from e2e import Nomic, Server, check, run
from test_page_forms import button, form_of, forms, page, post

VERDICTS = ("TRUE", "FALSE", "UNDECIDED", "INVALID")


def court_buttons(text):
    """The verdict buttons' commands on a page: {verdict: command}."""
    out = {}
    for v in VERDICTS:
        f = button(text, "Verdict: %s" % v)
        if f:
            out[v] = f["command"]
    return out


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        n.cli("--admin", "param", "set", "land.homes", "0")
        s = Server(n)
        try:
            s.lift_limits()
            tok = {}
            for name in ("alice", "bob", "carol", "dave", "erin", "frank"):
                tok[name] = s.must("join %s" % name, token=n.admin)["token"]
            s.must("clock advance 21d", token=n.admin)  # past R250 II d's newbie weeks
            s.must("appoint alice President", token=n.admin)
            for j in ("carol", "dave", "frank"):
                s.must("justice volunteer", token=tok[j])
            for j in ("carol", "dave"):
                s.must("justice appoint %s" % j, token=tok["alice"])
            s.must("cortex create Ursa", token=tok["carol"])
            s.must("cortex join Ursa", token=tok["dave"])

            r = s.must('cfj "Rule 102 is in force"', token=tok["bob"])
            number = int(r["reply"].split()[1])
            path = "/cfjs/%d" % number
            judge = s.get_json("/api/v1/cfjs/%d" % number)["judge"]
            check(judge not in ("bob", "carol", "dave"), "the judge: %r" % judge)
            # With its judge: no Justice has the Court's form.
            for who in ("carol", "dave"):
                check(not court_buttons(page(s, path, tok[who])),
                      "%s has the Court's buttons before any appeal" % who)
            s.must("cfj judge %d TRUE" % number, token=tok[judge])
            s.must('appeal %d "Rule 102 was repealed"' % number, token=tok["bob"])
            one = s.get_json("/api/v1/cfjs/%d" % number)
            check(one["stage"] == "before a Cortex" and one["cortex"] == "Ursa",
                  "before Ursa: %r" % one)

            # Only the Cortex's owners have the buttons and the form.
            others = [None, "alice", "bob", "erin", "frank"] + \
                ([judge] if judge not in ("alice", "bob", "erin", "frank") else [])
            for who in others:
                t = page(s, path, tok.get(who))
                check(not court_buttons(t) and "court-verdict" not in t,
                      "%s has the Court's verdict form" % (who or "the public"))
                check(who is not None or not forms(t), "the public sees a form on %s" % path)
            for who in ("carol", "dave"):
                t = page(s, path, tok[who])
                b = court_buttons(t)
                check(b == {v: "court judge %d %s" % (number, v) for v in VERDICTS},
                      "%s's verdict buttons: %r" % (who, b))
                f, inner = form_of(t, "judge")
                check(f["c"] == "court judge %d" % number and f["back"] == path and
                      '<label for="court-verdict">Verdict</label>' in inner and
                      '<label for="court-reasons">' in inner, "%s's form: %r" % (who, inner))

            # carol's button: recorded, not yet the Court's verdict.
            post(s, tok["carol"], button(page(s, path, tok["carol"]), "Verdict: FALSE"))
            check(s.get_json("/api/v1/cfjs/%d" % number)["verdict"] == "TRUE",
                  "one owner's vote decided")
            t = page(s, path)
            check("Verdict: FALSE" not in t, "the public sees the buttons")
            # dave's form with reasons decides it.
            f, _ = form_of(page(s, path, tok["dave"]), "judge")
            f.update({"a1": "FALSE", "a2": "R102 was repealed"})
            post(s, tok["dave"], f)
            one = s.get_json("/api/v1/cfjs/%d" % number)
            check(one["verdict"] == "FALSE" and one["rulings"][-1]["level"] == "Cortex",
                  "the Cortex's verdict: %r" % one)
            for who in (None, "carol", "dave"):
                t = page(s, path, tok.get(who))
                check(not court_buttons(t) and "court-verdict" not in t,
                      "%s has the verdict form after the verdict" % (who or "the public"))
            check(re.search(r"<strong>FALSE</strong> by the Cortex", page(s, path)),
                  "the page does not show the Cortex's verdict")
        finally:
            s.stop()
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
