"""test_sandbox.py: the server works under the memory rule of its unit
(issue 17 item 7). dist/nomicd.service sets MemoryDenyWriteExecute=yes and
NoNewPrivileges=yes; a machine without systemd as init cannot start the
unit, so the server is run under the kernel's own form of each
(prctl PR_SET_MDWE: no memory both writable and executable, ever; and
PR_SET_NO_NEW_PRIVS), inherited across exec. Under them it loads the
Ackanomic ruleset, runs a rule's Lua script, serves the page and the API,
and a backup is taken and verified. First the test shows the rule bites: a
process under it cannot map writable, executable memory.

Skipped (77) where the kernel lacks PR_SET_MDWE (before Linux 6.3).

Run: python3 test_sandbox.py NOMIC_EXE"""

import ctypes
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "e2e"))
from e2e import Fail, Nomic, Server, check  # noqa: E402

PR_SET_NO_NEW_PRIVS = 38
PR_SET_MDWE = 65
PR_MDWE_REFUSE_EXEC_GAIN = 1

SCRIPT = ("nomic.command{name = 'double', who = 'player', args = 'N',\n"
          "  run = function(cmd) return 'twice ' .. cmd.words[1] .. ' is ' ..\n"
          "    (2 * tonumber(cmd.words[1])) end}")


def sandbox():
    """In the child, before exec: the rules of the unit."""
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "PR_SET_NO_NEW_PRIVS")
    if libc.prctl(PR_SET_MDWE, PR_MDWE_REFUSE_EXEC_GAIN, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "PR_SET_MDWE")


# Maps one page writable and executable: refused under the rule.
PROBE = ("import mmap, sys\n"
         "try:\n"
         "    mmap.mmap(-1, 4096, prot=mmap.PROT_READ | mmap.PROT_WRITE | mmap.PROT_EXEC)\n"
         "except OSError:\n"
         "    sys.exit(3)\n"
         "sys.exit(0)\n")


class SandboxedServer(Server):
    """Server, started under sandbox()."""

    def __init__(self, nomic):
        real = subprocess.Popen

        def popen(*a, **k):
            return real(*a, preexec_fn=sandbox, **k)
        subprocess.Popen = popen
        try:
            super().__init__(nomic)
        finally:
            subprocess.Popen = real


def main(exe):
    try:
        r = subprocess.run([sys.executable, "-c", PROBE], preexec_fn=sandbox)
    except subprocess.SubprocessError as e:
        print("SKIP: this kernel has no PR_SET_MDWE (%s)" % e)
        return 77
    if r.returncode != 3:
        print("FAIL: under PR_SET_MDWE a W+X mapping was allowed (%d)" % r.returncode)
        return 1
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        n.cli("--admin", "rule", "enact", "1600", "Doubling", "Doubles.", "script", SCRIPT)
        s = SandboxedServer(n)
        try:
            alice = s.must("join alice", token=n.admin)["token"]
            r = s.must("double 21", token=alice)
            check(r["reply"] == "twice 21 is 42", "the script: %r" % r)
            status, _, body = s.request("GET", "/")
            check(status == 200 and b"<html" in body.lower(), "the page: %d" % status)
            check(len(s.get_json("/api/v1/rules")) > 100, "the rules")
            dest = os.path.join(n.dir, "copy.db")
            p = subprocess.run([exe, "--file", n.path, "backup", dest], preexec_fn=sandbox,
                               capture_output=True, text=True)
            check(p.returncode == 0, "backup under the sandbox: %r" % (p,))
        finally:
            s.stop()
        out = subprocess.run([exe, "--file", dest, "verify"], preexec_fn=sandbox,
                             capture_output=True, text=True).stdout
        check(re.match(r"ok: \d+ events", out), "verify: %r" % out)
    except Fail as e:
        print("FAIL:", e)
        return 1
    finally:
        n.cleanup()
    print("ok: the server ran under PR_SET_MDWE and PR_SET_NO_NEW_PRIVS")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
