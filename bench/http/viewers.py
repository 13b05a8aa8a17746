"""viewers.py: what a signed-in player's front page costs the server
against the public's (issue 18 item 1). The public's front page is built
once per state and sent from a kept copy with a fresh key and CSRF token
put in (src/net/page.c); a signed-in player's is built for em on every GET
(private, never kept). Server CPU (utime + stime from /proc) over N GETs
of / on an Ackanomic nomic, each case in turn, REPEAT rounds; prints each
round's microseconds per GET and the ratio signed-in / public of the
medians, both measured in the same run.

    python3 bench/http/viewers.py build/src/cli/nomic [N [REPEAT]]
"""

import http.client
import os
import re
import statistics
import sys
import urllib.parse

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                "tests", "e2e"))
from e2e import Nomic, Server  # noqa: E402


def cpu(pid):
    f = open("/proc/%d/stat" % pid).read().rsplit(")", 1)[1].split()
    return (int(f[11]) + int(f[12])) / os.sysconf("SC_CLK_TCK")


def main():
    exe = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 3000
    repeat = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    n = Nomic(exe, title="Viewers")
    n.cli("--admin", "ruleset", "load", "ackanomic")
    tok = re.search(r"token: (\S+)", n.cli("--admin", "join", "alice").stdout).group(1)
    s = Server(n)
    try:
        _, _, body = s.request("GET", "/signin")
        csrf = re.search(rb'name="csrf" value="([0-9a-f]{64})"', body).group(1).decode()
        _, h, _ = s.request(
            "POST", "/signin", body=urllib.parse.urlencode({"token": tok, "csrf": csrf}),
            headers={"Content-Type": "application/x-www-form-urlencoded",
                     "Cookie": "nomic_csrf=" + csrf})
        sess = re.search(r"nomic_session=([^;]*)", h["set-cookie"]).group(1)
        cases = [("public, no cookie", {}),
                 ("public, CSRF cookie", {"Cookie": "nomic_csrf=" + csrf}),
                 ("signed in", {"Cookie": "nomic_session=" + sess})]
        per = {what: [] for what, _ in cases}
        for _ in range(repeat):
            for what, hdr in cases:
                c = http.client.HTTPConnection("127.0.0.1", s.port)
                c0 = cpu(s.proc.pid)
                for _ in range(count):
                    c.request("GET", "/", headers=hdr)
                    r = c.getresponse()
                    r.read()
                    assert r.status == 200
                per[what].append((cpu(s.proc.pid) - c0) / count * 1e6)
                c.close()
        for what, _ in cases:
            print("%-20s us of server CPU per GET /: %s" % (what, " ".join(
                "%.1f" % v for v in per[what])))
        pub = statistics.median(per["public, CSRF cookie"])
        print("ratio signed-in / public (CSRF cookie), medians: %.1f" % (
            statistics.median(per["signed in"]) / pub if pub else float("inf")))
    finally:
        s.stop()
        n.cleanup()


if __name__ == "__main__":
    main()
