#!/usr/bin/env python3
"""bench/multi/run.py: what serving a nomic under /n/NAME/ (issue 17 item 6,
src/net/route.c) costs against serving it alone. Two servers of one binary
run side by side on copies of one nomic: `nomic --file X serve` (the
anchor) and `nomic serve --nomics DIR` with NOMICS nomics in DIR. One
keep-alive client reads the same views of each, in alternating rounds, and
the figure is the RATIO of the multi server's requests a second to the
single one's, per view (1.00: no cost). The machine is shared: trust the
ratios, not the absolutes; the load average is printed.

    bench/multi/run.py [NOMIC_BINARY] [REQUESTS] [ROUNDS] [NOMICS]

defaults: build-rel/src/cli/nomic, 2000 requests a round, 5 rounds, 10 nomics."""

import http.client
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

exe = sys.argv[1] if len(sys.argv) > 1 else "build-rel/src/cli/nomic"
REQUESTS = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
ROUNDS = int(sys.argv[3]) if len(sys.argv) > 3 else 5
NOMICS = int(sys.argv[4]) if len(sys.argv) > 4 else 10
LIMITS = ["--conns-per-address", "0", "--rate-per-address", "0", "--quiet"]


def cli(path, *args):
    return subprocess.run([exe, "--file", path] + list(args), check=True,
                          capture_output=True, text=True).stdout


def start(args):
    p = subprocess.Popen([exe] + args + ["--port", "0"] + LIMITS, stdout=subprocess.PIPE,
                         stdin=subprocess.DEVNULL, text=True)
    m = re.match(r"listening on http://127\.0\.0\.1:(\d+)", p.stdout.readline())
    return p, int(m.group(1))


def rate(port, path):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    t = time.perf_counter()
    for _ in range(REQUESTS):
        c.request("GET", path)
        r = c.getresponse()
        r.read()
        assert r.status == 200, (path, r.status)
    dt = time.perf_counter() - t
    c.close()
    return REQUESTS / dt


def main():
    d = tempfile.mkdtemp(prefix="bench-multi-")
    try:
        src = os.path.join(d, "src.db")
        out = cli(src, "init", "--title", "Bench", "--clock", "virtual",
                  "--start", "2001-01-01T00:00Z")
        admin = re.search(r"admin token: (\S+)", out).group(1)
        cli(src, "--admin", "ruleset", "load", "ackanomic")
        for i in range(20):
            cli(src, "--admin", "join", "p%d" % i)
        for i in range(200):
            cli(src, "--admin", "mint", "1", "points", "to", "p%d" % (i % 20))
        del admin
        single = os.path.join(d, "single.db")
        shutil.copy(src, single)
        many = os.path.join(d, "many")
        os.mkdir(many)
        for i in range(NOMICS):
            shutil.copy(src, os.path.join(many, "n%02d.db" % i))
        ps, sport = start(["--file", single, "serve"])
        pm, mport = start(["serve", "--nomics", many])
        views = ["/", "/api/v1/nomic", "/api/v1/players", "/api/v1/log?limit=100", "/feed.atom"]
        res = {v: [] for v in views}
        try:
            for v in views:  # warm up both
                rate(sport, v)
                rate(mport, "/n/n00" + v)
            for _ in range(ROUNDS):
                for v in views:
                    a = rate(sport, v)
                    b = rate(mport, "/n/n%02d%s" % (NOMICS - 1, v))
                    res[v].append((a, b))
        finally:
            for p in (ps, pm):
                p.terminate()
                p.wait()
        print("load average: %s" % " ".join(open("/proc/loadavg").read().split()[:3]))
        print("%d requests a round, %d rounds, %d nomics in the multi server" %
              (REQUESTS, ROUNDS, NOMICS))
        print("%-24s %12s %12s %8s" % ("view", "single r/s", "multi r/s", "ratio"))
        for v in views:
            a = sorted(x for x, _ in res[v])[len(res[v]) // 2]
            b = sorted(y for _, y in res[v])[len(res[v]) // 2]
            ratios = sorted(y / x for x, y in res[v])
            print("%-24s %12.0f %12.0f %8.2f  (rounds: %s)" %
                  (v, a, b, ratios[len(ratios) // 2], " ".join("%.2f" % r for r in ratios)))
    finally:
        shutil.rmtree(d, ignore_errors=True)


if __name__ == "__main__":
    main()
