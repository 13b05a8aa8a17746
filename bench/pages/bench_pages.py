#!/usr/bin/env python3
"""bench_pages.py NOMIC [BASELINE_NOMIC]: the server's CPU time per GET of
the government's and the economy's pages (docs/WEB.md "Other pages"), each
as a ratio to the same server's GET of the page's JSON twin, measured in
the same run, so that the other load on the machine cancels out. With a
second binary (an older build), both servers are measured in alternating
rounds, and the page's cost is also given as a ratio to the baseline's.

CPU time is the server process's utime + stime from /proc (clock ticks,
10 ms): each figure is over REQUESTS (default 2000) GETs on one keep-alive
connection; the ETag cache is bypassed with a distinct ?i=N per request.
Signed in ("alice") and not. Prints one key=value line per page."""

import http.client
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                "tests", "e2e"))
from e2e import Nomic, Server  # noqa: E402

PAGES = (("/offices", "/api/v1/offices"), ("/offices/Speaker", "/api/v1/offices"),
         ("/cfjs", "/api/v1/cfjs"), ("/cfjs/1", "/api/v1/cfjs/1"),
         ("/players/alice", "/api/v1/players/alice/holdings"), ("/orgs", "/api/v1/orgs"),
         ("/hearings", "/api/v1/hearings"), ("/reports/registrar", "/api/v1/reports/registrar"))


def cpu(pid):
    f = open("/proc/%d/stat" % pid).read().rsplit(")", 1)[1].split()
    return (int(f[11]) + int(f[12])) / os.sysconf("SC_CLK_TCK")


def gets(s, path, n, tok):
    c = http.client.HTTPConnection("127.0.0.1", s.port, timeout=60)
    h = {"Authorization": "Bearer " + tok} if tok else {}
    t0 = cpu(s.proc.pid)
    for i in range(n):
        c.request("GET", "%s?i=%d" % (path, i), headers=h)
        r = c.getresponse()
        r.read()
        if r.status != 200:
            raise SystemExit("%s: %d" % (path, r.status))
    c.close()
    return cpu(s.proc.pid) - t0


def server(exe):
    n = Nomic(exe)
    n.cli("--admin", "ruleset", "load", "ackanomic")
    s = Server(n)
    s.lift_limits()
    tok = {p: s.must("join %s" % p, token=n.admin)["token"] for p in ("alice", "bob", "carol")}
    s.must("appoint alice Speaker", token=n.admin)
    s.must('cfj "Rule 101 is in force"', token=tok["bob"])
    s.must('hearing call will "Fridays are for cheese"', token=tok["carol"])
    return n, s, tok["alice"]


def main():
    exes = sys.argv[1:3]
    if not exes:
        raise SystemExit(__doc__)
    reqs = int(os.environ.get("REQUESTS", "2000"))
    runs = [server(os.path.abspath(e)) for e in exes]
    try:
        for page, api in PAGES:
            for who in ("public", "alice"):
                fig = []
                for n, s, tok in runs:
                    t = tok if who == "alice" else None
                    a = gets(s, api, reqs, t)
                    p = gets(s, page, reqs, t)
                    fig.append((p, a))
                (p, a) = fig[0]
                line = "page=%s viewer=%s requests=%d page_cpu=%.2f api_cpu=%.2f ratio=%.2f" % (
                    page, who, reqs, p, a, p / a if a else float("nan"))
                if len(fig) > 1:
                    (bp, ba) = fig[1]
                    line += " base_page_cpu=%.2f base_api_cpu=%.2f base_ratio=%.2f" % (
                        bp, ba, bp / ba if ba else float("nan"))
                print(line, flush=True)
    finally:
        for n, s, _ in runs:
            s.stop()


if __name__ == "__main__":
    main()
