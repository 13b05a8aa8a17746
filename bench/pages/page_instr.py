#!/usr/bin/env python3
"""page_instr.py NOMIC [BASELINE_NOMIC [N]]: what each page costs the server
in instructions (perf stat -e instructions:u on the server's process), per
GET, against the page's JSON twin in the same server, so that other load on
the machine changes nothing (issue 18 item 6). CPU time from /proc (10 ms
ticks) is too coarse for pages of a few hundred microseconds on a loaded
machine; instruction counts are not.

One nomic per binary: ackanomic, five players, alice Speaker, a CFJ, a
Hearing, a dealt game of Spades. For each page: N GETs (default 500) over
one keep-alive connection, the ETag cache bypassed with ?i=N where the page
allows it, signed in by bearer token as the player whose turn it is (or the
public), then the same for its JSON twin. Prints one key=value line per
page: instructions (thousands) or CPU µs per GET of page and twin, their
ratio, and with a baseline binary its figures beside (base_*) and
page/base_page. The two servers take turns page by page."""

import http.client
import os
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                "tests", "e2e"))
from e2e import Nomic, Server  # noqa: E402

# instructions where the machine counts them; EVENT=task-clock (CPU ms, to
# the nanosecond) where it does not (a virtual machine without counters);
# EVENT=callgrind: the servers run under valgrind's callgrind, and each
# figure is the instructions between callgrind_control's --zero and --dump
# (exact whatever the load; slow, so keep N small).
EVENT = os.environ.get("EVENT", "instructions:u")
WRAP = """#!/bin/sh
case " $* " in *" serve "*) exec valgrind --tool=callgrind --callgrind-out-file=%s.%%p "%s" "$@";; esac
exec "%s" "$@"
"""


def wrapped(exe):
    """exe, or a script that runs its server under callgrind."""
    if EVENT != "callgrind":
        return exe
    exe = os.path.abspath(exe)
    path = "/tmp/page_instr_wrap.%d.%d" % (os.getpid(), abs(hash(exe)))
    with open(path, "w") as f:
        f.write(WRAP % (path + ".cg", exe, exe))
    os.chmod(path, 0o755)
    return path


def callgrind_count(s, path, n, token):
    pid = s.proc.pid
    subprocess.run(["callgrind_control", "--zero", str(pid)], check=True,
                   stdout=subprocess.DEVNULL)
    gets(s, path, n, token)
    subprocess.run(["callgrind_control", "--dump", str(pid)], check=True,
                   stdout=subprocess.DEVNULL)
    d = os.path.dirname(s.nomic.exe)
    name = os.path.basename(s.nomic.exe) + ".cg.%d." % pid
    dumps = sorted((os.path.getmtime(os.path.join(d, f)), f) for f in os.listdir(d)
                   if f.startswith(name))
    last = os.path.join(d, dumps[-1][1])
    with open(last) as f:
        for line in f:
            if line.startswith("totals:") or line.startswith("summary:"):
                os.unlink(last)
                return int(line.split()[1]) / n
    raise SystemExit("no totals in " + last)


def gets(s, path, n, token):
    c = http.client.HTTPConnection("127.0.0.1", s.port, timeout=600)
    h = {"Authorization": "Bearer " + token} if token else {}
    for i in range(n):
        c.request("GET", path.replace("I", str(i)), headers=h)
        r = c.getresponse()
        r.read()
        if r.status != 200:
            raise SystemExit("%s: %d" % (path, r.status))
    c.close()

# (label, page, twin, who): who is "turn" (the player to move), "alice" or None.
PAGES = (("game_player", "/games/1", "/api/v1/games/1?x=I", "turn"),
         ("game_public", "/games/1?x=I", "/api/v1/games/1?x=I", None),
         ("front_signed_in", "/", "/api/v1/nomic?x=I", "turn"),
         ("offices", "/offices?i=I", "/api/v1/offices?i=I", None),
         ("offices_alice", "/offices?i=I", "/api/v1/offices?i=I", "alice"),
         ("cfjs", "/cfjs?i=I", "/api/v1/cfjs?i=I", None),
         ("player_alice", "/players/alice?i=I", "/api/v1/players/alice/holdings?i=I", "alice"),
         ("rules", "/rules?i=I", "/api/v1/rules?i=I", None))


def setup(exe):
    n = Nomic(wrapped(exe))
    n.cli("--admin", "ruleset", "load", "ackanomic")
    s = Server(n)
    s.lift_limits()
    tok = {p: s.must("join " + p, token=n.admin)["token"]
           for p in ("alice", "bob", "carol", "dave", "erin")}
    s.must("appoint alice Speaker", token=n.admin)
    s.must('cfj "Rule 101 is in force"', token=tok["bob"])
    s.must('hearing call will "Fridays are for cheese"', token=tok["carol"])
    s.must("game new spades", token=tok["erin"])
    for p in ("alice", "bob", "carol", "dave"):
        s.must("game join 1", token=tok[p])
    s.must("game start 1", token=tok["erin"])
    s.must("games")
    tok["turn"] = tok[s.get_json("/api/v1/games/1")["state"]["turn"]]
    return n, s, tok


def instructions(s, path, n, token):
    if EVENT == "callgrind":
        return callgrind_count(s, path, n, token)
    out = "/tmp/page_instr.%d" % os.getpid()
    perf = subprocess.Popen(["perf", "stat", "-x,", "-e", EVENT, "-o", out,
                             "-p", str(s.proc.pid)], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    time.sleep(0.3)
    gets(s, path, n, token)
    time.sleep(0.1)
    perf.send_signal(signal.SIGINT)
    perf.wait()
    with open(out) as f:
        for line in f:
            parts = line.split(",")
            if len(parts) > 2 and parts[2].startswith(EVENT.split(":")[0]):
                os.unlink(out)
                try:
                    return float(parts[0]) / n
                except ValueError:
                    raise SystemExit("perf stat: %s %s (try EVENT=task-clock or "
                                     "EVENT=callgrind)" % (EVENT, parts[0]))
    raise SystemExit("perf stat gave no count (is perf allowed here?)")


def main():
    exes = sys.argv[1:3]
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 500
    runs = [setup(e) for e in exes]
    try:
        for label, page, twin, who in PAGES:
            figs = []
            for _, s, tok in runs:
                t = tok[who] if who else None
                p = instructions(s, page, n, t)
                j = instructions(s, twin, n, t)
                figs.append((p, j))
            unit, scale = ("us", 1e3) if EVENT == "task-clock" else ("kinstr", 1e-3)
            line = "page=%s n=%d page_%s=%.1f twin_%s=%.1f ratio=%.2f" % (
                label, n, unit, figs[0][0] * scale, unit, figs[0][1] * scale,
                figs[0][0] / figs[0][1])
            if len(figs) > 1:
                line += " base_page_%s=%.1f base_twin_%s=%.1f base_ratio=%.2f" \
                        " page_vs_base=%.2f" % (unit, figs[1][0] * scale, unit,
                                                figs[1][1] * scale, figs[1][0] / figs[1][1],
                                                figs[0][0] / figs[1][0])
            print(line, flush=True)
    finally:
        for nm, s, _ in runs:
            s.stop()
            nm.cleanup()
            if nm.exe.startswith("/tmp/page_instr_wrap."):
                for f in os.listdir("/tmp"):
                    if f.startswith(os.path.basename(nm.exe)):
                        os.unlink(os.path.join("/tmp", f))


if __name__ == "__main__":
    main()
