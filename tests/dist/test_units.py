"""test_units.py: the service files in dist/ are sound (issue 17 item 7).

Each unit, with the build's paths put in for Meson's (so that ExecStart
names a program that exists, as verify requires), passes
`systemd-analyze verify`, its man page found where the build keeps it. The
server's unit keeps every sandboxing option docs/DEPLOY.md promises; the
example configuration is one the server reads. `systemd-analyze security`
is printed for docs/DEPLOY.md, not asserted. Skipped (77) without
systemd-analyze.

Run: python3 test_units.py NOMIC_EXE DIST_DIR"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

# What docs/DEPLOY.md says the unit does: each must be in it, as written.
SANDBOX = [
    "DynamicUser=yes", "StateDirectory=nomicd", "ProtectSystem=strict", "ProtectHome=yes",
    "PrivateTmp=yes", "PrivateDevices=yes", "NoNewPrivileges=yes",
    "RestrictAddressFamilies=AF_INET AF_INET6 AF_UNIX", "SystemCallFilter=@system-service",
    "CapabilityBoundingSet=", "MemoryDenyWriteExecute=yes", "LockPersonality=yes",
    "RestrictNamespaces=yes", "ProtectKernelTunables=yes", "ProtectKernelModules=yes",
    "ProtectKernelLogs=yes", "ProtectControlGroups=yes", "UMask=0077",
]


def fail(why):
    print("FAIL:", why)
    sys.exit(1)


def main(exe, dist):
    analyze = shutil.which("systemd-analyze")
    if not analyze:
        print("SKIP: systemd-analyze is not installed (scripts/install-deps.sh: systemd)")
        return 77
    exe = os.path.abspath(exe)
    src = os.path.dirname(os.path.abspath(dist))
    tmp = tempfile.mkdtemp(prefix="nomic-units-")
    try:
        subst = {"@bindir@": os.path.dirname(exe), "@sysconfdir@": "/etc",
                 "@datadir@": os.path.join(src, "data")}
        # nomic(1), where man finds it, for the units' Documentation=.
        os.makedirs(os.path.join(tmp, "man", "man1"))
        shutil.copy(os.path.join(src, "docs", "nomic.1"), os.path.join(tmp, "man", "man1"))
        env = dict(os.environ, MANPATH=os.path.join(tmp, "man") + ":")
        units = {}
        for name in ("nomicd.service", "nomicd-backup.service", "nomicd-backup.timer",
                     "nomicd.conf"):
            path = os.path.join(dist, name + ".in")
            if not os.path.exists(path):
                path = os.path.join(dist, name)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            for k, v in subst.items():
                text = text.replace(k, v)
            for line in text.splitlines():
                if re.search(r"@[a-z]+@", line):
                    fail("%s: a Meson variable left: %r" % (name, line))
            units[name] = os.path.join(tmp, name)
            with open(units[name], "w", encoding="utf-8") as f:
                f.write(text)
        for name in ("nomicd.service", "nomicd-backup.service", "nomicd-backup.timer"):
            r = subprocess.run([analyze, "verify", units[name]], capture_output=True,
                               text=True, env=env, cwd=tmp)
            if r.returncode or r.stderr.strip():
                fail("systemd-analyze verify %s:\n%s%s" % (name, r.stdout, r.stderr))
            print("ok: systemd-analyze verify %s" % name)
        with open(units["nomicd.service"], encoding="utf-8") as f:
            lines = set(f.read().splitlines())
        for opt in SANDBOX:
            if opt not in lines:
                fail("nomicd.service lacks %s" % opt)
        # The example configuration is one the server takes (its `file` is
        # the service's; --file points this run elsewhere).
        r = subprocess.run([exe, "--config", units["nomicd.conf"], "--file",
                            os.path.join(tmp, "x.db"), "init"], capture_output=True, text=True)
        if r.returncode:
            fail("the example configuration: %s" % r.stderr)
        r = subprocess.run([analyze, "security", "--offline=true", units["nomicd.service"]],
                           capture_output=True, text=True, cwd=tmp)
        overall = [l for l in r.stdout.splitlines() if "Overall exposure" in l]
        print("systemd-analyze security: %s" % (overall[0].strip() if overall
                                                  else "(no figure) " + r.stderr.strip()))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("ok: the units verify and keep their sandbox")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
