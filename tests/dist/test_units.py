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

DIST = None

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


def backup_line(exe, tmp):
    """Runs nomicd-backup.service's shell line as systemd would hand it to
    /bin/sh ($$ to $, %% to %), with /var/lib/nomicd and /etc moved into
    tmp: it backs up, verifies and names the day's copy, twice (the second
    replacing the first, as a week later would)."""
    with open(os.path.join(DIST, "nomicd-backup.service.in"), encoding="utf-8") as f:
        execs = [l for l in f.read().splitlines() if l.startswith("ExecStart=")]
    if len(execs) != 1:
        fail("nomicd-backup.service: %d ExecStart lines" % len(execs))
    m = re.match(r"ExecStart=/bin/sh -c '(.*)'$", execs[0])
    if not m:
        fail("nomicd-backup.service: ExecStart is not one /bin/sh -c line")
    var, etc = os.path.join(tmp, "var"), os.path.join(tmp, "etc")
    os.makedirs(os.path.join(var, "backups"))
    os.makedirs(os.path.join(etc, "nomicd"))
    nomic = os.path.join(var, "nomic.db")
    subprocess.run([exe, "--file", nomic, "init"], check=True, capture_output=True)
    with open(os.path.join(etc, "nomicd", "nomicd.conf"), "w", encoding="utf-8") as f:
        f.write("file = %s\n" % nomic)
    script = (m.group(1).replace("$$", "$").replace("%%", "%")
              .replace("@bindir@", os.path.dirname(exe)).replace("@sysconfdir@", etc)
              .replace("/var/lib/nomicd", var))
    for _ in range(2):
        r = subprocess.run(["/bin/sh", "-c", script], capture_output=True, text=True)
        if r.returncode:
            fail("the backup unit's line failed: %s%s" % (r.stdout, r.stderr))
    day = subprocess.run(["date", "-u", "+%a"], capture_output=True, text=True).stdout.strip()
    made = sorted(os.listdir(os.path.join(var, "backups")))
    if made != ["nomic-%s.db" % day]:
        fail("the backup unit's line left %r" % made)
    r = subprocess.run([exe, "--file", os.path.join(var, "backups", made[0]), "verify"],
                       capture_output=True, text=True)
    if r.returncode:
        fail("the day's backup does not verify: %s" % r.stdout)
    print("ok: nomicd-backup.service's line made and verified %s" % made[0])


def main(exe, dist):
    global DIST
    DIST = dist
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
        backup_line(exe, tmp)
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
