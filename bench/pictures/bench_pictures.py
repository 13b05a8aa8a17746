"""bench_pictures.py: what a chart costs the server (issue 18 item 4), as
ratios against a view measured in the same run: the server's CPU time
(utime + stime from /proc) for N GETs of
  - /api/v1/players                 the baseline: a small view, built each time
  - /charts/scores.svg?n=I          the score chart built each time (a new
                                    query is a new ETag, so no cache)
  - /charts/scores.svg              the same chart from the response cache
  - /cards/anomic/I.svg             a card, drawn each time
on a nomic whose records hold CHANGES score changes among PLAYERS players.
Usage: python3 bench/pictures/bench_pictures.py build/src/cli/nomic
[CHANGES [PLAYERS [N]]]. Not a test: prints figures."""

import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "tests", "e2e"))
from e2e import Nomic, Server  # noqa: E402

TICK = os.sysconf("SC_CLK_TCK")


def cpu(pid):
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def phase(s, paths):
    pid = s.proc.pid
    c0, t0 = cpu(pid), time.time()
    size = 0
    for p in paths:
        status, _, body = s.request("GET", p)
        assert status == 200, (p, status)
        size = len(body)
    return cpu(pid) - c0, time.time() - t0, size


def main():
    exe = sys.argv[1]
    changes = int(sys.argv[2]) if len(sys.argv) > 2 else 3000
    players = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    n = int(sys.argv[4]) if len(sys.argv) > 4 else 300
    nomic = Nomic(exe)
    try:
        nomic.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(nomic)
        try:
            s.lift_limits()
            for i in range(players):
                s.must("join p%d" % i, token=nomic.admin)
            for i in range(changes):
                s.must("mint %d points to p%d" % (1 + i % 7, i % players), token=nomic.admin)
                if i % 50 == 0:
                    s.must("clock advance 1h", token=nomic.admin)
            rows = [
                ("baseline /api/v1/players", ["/api/v1/players?n=%d" % i for i in range(n)]),
                ("scores.svg, built", ["/charts/scores.svg?n=%d" % i for i in range(n)]),
                ("scores.svg, cached", ["/charts/scores.svg"] * n),
                ("a card, drawn", ["/cards/anomic/%d.svg" % (1 + i % 208) for i in range(n)]),
            ]
            base = None
            print("%d score changes, %d players, %d GETs each; load %s" %
                  (changes, players, n, open("/proc/loadavg").read().split()[0]))
            for name, paths in rows:
                c, wall, size = phase(s, paths)
                base = base or c
                print("%-28s cpu %.2f s (%.0f us/GET), x%.1f of baseline; wall %.2f s; %d bytes"
                      % (name, c, 1e6 * c / n, c / base if base else 0, wall, size))
        finally:
            s.stop()
    finally:
        nomic.cleanup()


if __name__ == "__main__":
    main()
