"""test_justice.py: the courts end to end, from the CLI and over HTTP
(issue 14): a whole CFJ cycle (Ackanomic R211-R214, R217 I, R413), a
crime from accusation to the Gaol and release (R709, R710), an appeal to
a Supreme Cortex that overturns (R217, R217.1, R416, R416.1), a win
claimed by a Cycle-Win CFJ (R600, R215), the
Clerk of the Court's report published like the other officers' (R413),
and the page per CFJ. Reasoning held back under R418 / R710 6 stays with
its author until the verdict is published: in the API, the page, the log
and the news."""

import json

from e2e import Nomic, Server, check, run


def judge_of(s, number):
    return s.get_json("/api/v1/cfjs/%d" % number)["judge"]


def trial(n, s, tok):
    """R211: called over HTTP; R212: a judge drawn; R213, R214: judged;
    R217 I: final when the window passes."""
    r = s.must('cfj "Rule 101 is in force" "It says so"', token=tok["alice"])
    check("CFJ 1" in r["reply"], "cfj: %r" % r)
    judge = judge_of(s, 1)
    check(judge in ("bob", "carol", "dave", "erin"), "R212 iii: never the author: %r" % judge)
    status, r = s.command("cfj judge 1 TRUE", token=tok["alice"])
    check(status == 422 and "judge" in r["error"], "a non-judge judged: %d %r" % (status, r))
    # The CLI acts as the judge: the same command language, the same log.
    out = n.cli("--as", judge, "cfj", "judge", "1", "TRUE", "R101 is in the ruleset").stdout
    check("TRUE" in out, "judge by CLI: %r" % out)
    one = s.get_json("/api/v1/cfjs/1")
    check(one["verdict"] == "TRUE" and one["rulings"][0]["by"] == [judge] and
          one["stage"] == "appealable", "after the verdict: %r" % one)
    s.must("clock advance 4d", token=n.admin)
    one = s.get_json("/api/v1/cfjs/1")
    check(one["stage"] == "final", "R217 I: final after four days: %r" % one)
    status, _, page = s.request("GET", "/cfjs/1")
    check(status == 200 and b"Rule 101 is in force" in page and b"TRUE" in page and
          judge.encode() in page, "the page of CFJ 1")
    status, _, page = s.request("GET", "/cfjs")
    check(status == 200 and b'href="/cfjs/1"' in page, "the list of CFJs")
    status, _, _ = s.request("GET", "/cfjs/99")
    check(status == 404, "no CFJ 99: %d" % status)
    news = s.get_json("/api/v1/news")
    check(any("CFJ 1" in (e.get("text") or "") for e in news["events"]),
          "the news tells of CFJ 1: %r" % news)


def hidden_from_all_but(s, tok, secret, author, number, own_view):
    """Nothing shows secret to anyone but its author: CFJ number's JSON for
    the public and each other player, its page, the log, the news and the
    feed; its author's own view (own_view) shows it."""
    paths = ["/api/v1/cfjs/%d" % number, "/cfjs/%d" % number, "/api/v1/log",
             "/api/v1/news", "/feed.atom"]
    for who in [None] + [p for p in tok if p != author]:
        for path in paths:
            status, _, body = s.request("GET", path,
                                        token=tok[who] if who else None)
            check(status == 200 and secret.encode() not in body,
                  "%s leaks to %s: %d" % (path, who or "the public", status))
    status, _, body = s.request("GET", own_view, token=tok[author])
    check(secret.encode() in body, "%s hides it from its author" % own_view)


def sentence(n, s, tok):
    """R710: a CFCJ from accusation to the Gaol and release; R709: what a
    player in the Gaol may not do is refused over HTTP, changing nothing."""
    r = s.must('cfcj dave "Blatant Disregard" "dave voted twice" sentence 2d',
               token=tok["carol"])
    number = int(r["reply"].split()[1])
    one = s.get_json("/api/v1/cfjs/%d" % number)
    check(one["kind"] == "CFCJ" and one["accused"] == "dave" and
          one["crime"]["crime"] == "Blatant Disregard", "the CFCJ: %r" % one)
    judge = one["judge"]
    check(judge not in ("carol", "dave"), "R212 iii, iv: %r" % judge)
    # R710 6: the accused's mitigation is his alone until the result.
    s.must('cfj reason %d "xyzzy: I was confused"' % number, token=tok["dave"])
    hidden_from_all_but(s, tok, "xyzzy", "dave", number, "/api/v1/cfjs/%d" % number)
    s.must("cfj judge %d TRUE" % number, token=tok[judge])
    one = s.get_json("/api/v1/cfjs/%d" % number)
    check(any("xyzzy" in x["text"] for x in one["notes"]), "R418: published: %r" % one)
    s.must("clock advance 3d", token=n.admin)  # R710 8a: the grace period
    gaol = s.get_json("/api/v1/gaol")
    check([g["player"] for g in gaol] == ["dave"], "R710 8b: dave in the Gaol: %r" % gaol)
    before = s.get_json("/api/v1/players")
    status, r = s.command("transfer 1 A$ to alice", token=tok["dave"])
    check(status == 422 and "R709" in r["error"], "R709: %d %r" % (status, r))
    check(s.get_json("/api/v1/players") == before, "a refused command changed the players")
    status, _, page = s.request("GET", "/cfjs/%d" % number)
    check(status == 200 and b"Blatant Disregard" in page and b"sentence 2d" in page,
          "the CFCJ's page")
    out = n.cli("gaol").stdout
    check("dave" in out, "the CLI's gaol: %r" % out)
    s.must("clock advance 2d", token=n.admin)  # R709: released when it expires
    check(s.get_json("/api/v1/gaol") == [], "R709: released")


def appeal(n, s, tok):
    """R416 III: the President appoints two willing Justices; R416.1: they
    make a Cortex; R217: an appeal that overturns, with its fine; R217 IV:
    the Cortex's verdict is final when nobody appeals it."""
    s.must("appoint alice President", token=n.admin)
    for j in ("carol", "dave"):
        s.must("justice volunteer", token=tok[j])
        s.must("justice appoint %s" % j, token=tok["alice"])
    s.must("cortex create Ursa", token=tok["carol"])
    n.cli("--as", "dave", "cortex", "join", "Ursa")  # the CLI, the same log
    court = s.get_json("/api/v1/court")
    check([c["status"] for c in court["cortices"]] == ["Active"], "the Cortex: %r" % court)
    r = s.must('cfj "Rule 102 is in force"', token=tok["bob"])
    number = int(r["reply"].split()[1])
    judge = judge_of(s, number)
    check(judge in ("alice", "erin"), "R212 iii, v: %r" % judge)
    s.must("cfj judge %d TRUE" % number, token=tok[judge])
    points = s.get_json("/api/v1/players")
    before = {p["name"]: p["balances"]["points"] for p in points}
    status, r = s.command("appeal %d" % number, token=tok["carol"])
    check(status == 422 and "R217" in r["error"], "R217 IV: a Justice appealed: %r" % r)
    s.must('appeal %d "Rule 102 was repealed"' % number, token=tok["bob"])
    one = s.get_json("/api/v1/cfjs/%d" % number)
    check(one["stage"] == "before a Cortex" and one["cortex"] == "Ursa" and
          one["appellants"] == ["bob"], "R217.1: before Ursa: %r" % one)
    s.must('court judge %d FALSE "plugh: a Justice\'s vote"' % number, token=tok["carol"])
    check(s.get_json("/api/v1/cfjs/%d" % number)["verdict"] == "TRUE",
          "R217 II: one owner's vote decided")
    # A Justice's vote goes to the Clerk: hidden until the Court decides.
    hidden_from_all_but(s, tok, "plugh", "carol", number, "/api/v1/log")
    s.must('court judge %d FALSE "R102 is gone"' % number, token=tok["dave"])
    one = s.get_json("/api/v1/cfjs/%d" % number)
    check(one["verdict"] == "FALSE" and len(one["rulings"]) == 2 and
          one["rulings"][1]["level"] == "Cortex" and
          one["rulings"][1]["penalties"] == {judge: 1}, "R217 III: overturned: %r" % one)
    after = {p["name"]: p["balances"]["points"] for p in s.get_json("/api/v1/players")}
    check(after[judge] == before[judge] - 1, "R217 III: the judge's fine: %r" % after)
    s.must("clock advance 4d", token=n.admin)
    check(s.get_json("/api/v1/cfjs/%d" % number)["stage"] == "final", "R217 I: final")
    status, _, page = s.request("GET", "/cfjs/%d" % number)
    check(status == 200 and b"Cortex" in page and b"R102 is gone" in page,
          "the page shows the appeal")


def claimed_win(n, s, tok):
    """R600, R215: a Cycle-Win CFJ called and judged from the CLI for a
    Winning Condition the server does not keep (R611's cheeses); once its
    TRUE verdict can no longer be appealed (R217 I), its author wins."""
    out = n.cli("--as", "bob", "cfj", "win", "611", "five cheeses").stdout
    number = int(out.split()[1])
    one = s.get_json("/api/v1/cfjs/%d" % number)
    check(one["kind"] == "Cycle-Win CFJ" and one["creator"] == "611", "the claim: %r" % one)
    n.cli("--as", one["judge"], "cfj", "judge", str(number), "TRUE")
    check(s.get_json("/api/v1/wins")["winners"] == [], "R217 I: a win before it is final")
    s.must("clock advance 4d", token=n.admin)
    winners = s.get_json("/api/v1/wins")["winners"]
    check([(w["player"], w["rule"]) for w in winners] == [("bob", "611")],
          "R600: bob wins the cycle: %r" % winners)


def clerk_report(n, s, tok):
    """R413: the Clerk's report, published like the other officers'."""
    s.must("appoint erin \"Clerk of the Court\"", token=n.admin)
    r = s.must("report publish clerk", token=tok["erin"])
    check("CFJ 1" in r["reply"], "the Clerk's report: %r" % r)
    rep = s.get_json("/api/v1/reports/clerk")
    check("Verdicts that stand" in rep["text"] and "CFJ 1" in rep["text"],
          "the report over HTTP: %r" % rep)
    status, _, page = s.request("GET", "/reports/clerk")
    check(status == 200 and b"Ineligibility List" in page, "the report's page")


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            tok = {}
            for name in ("alice", "bob", "carol", "dave", "erin"):
                tok[name] = s.must("join %s" % name, token=n.admin)["token"]
            s.must("clock advance 21d", token=n.admin)  # past R250 II d's newbie weeks
            trial(n, s, tok)
            sentence(n, s, tok)
            appeal(n, s, tok)
            claimed_win(n, s, tok)
            clerk_report(n, s, tok)
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
