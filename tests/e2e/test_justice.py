"""test_justice.py: the courts end to end, from the CLI and over HTTP
(issue 14): a whole CFJ cycle (Ackanomic R211-R214, R217 I, R413), a
crime from accusation to the Gaol and release (R709, R710), the
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
    s.must("cfj judge %d TRUE" % number, token=tok[judge])
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
            clerk_report(n, s, tok)
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
