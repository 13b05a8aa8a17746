"""test_diskfaults.py: when the nomic's files cannot be written, commands are
refused with a clear error (503, "not recorded: ..."), reads go on, the
server says on stderr what is wrong, and it writes again once it can
(issue 12, item 7).

1. The database, its -wal and its -shm are made unwritable while the server
   runs. SQLite maps the -shm into memory, and the next POST once died of
   SIGBUS with nothing said.
2. The database is unwritable when the nomic is opened: the CLI and the
   server read it, and refuse commands saying which file cannot be written.
3. The disk is full when the nomic is opened (it once said "not a nomic
   database (disk I/O error)" of an intact file), then has room, then fills
   while the server runs.

As root (as the tests run here) a file is made unwritable with chattr +i, and
a full disk is a 1 MiB tmpfs mounted in a private mount namespace
(unshare -m); as another user, chmod and unshare -Urm. A scenario this
machine cannot set up is skipped and says so; all three skipped is exit 77."""

import errno
import http.client
import os
import shutil
import subprocess
import sys
import tempfile
import time

from e2e import Fail, Nomic, Server, check, run

SKIP = 77


def side_files(n):
    return [p for p in (n.path, n.path + "-wal", n.path + "-shm") if os.path.exists(p)]


def unwritable_tool():
    """(lock, unlock) that make files unwritable and writable again, or
    None with why not."""
    if os.geteuid() != 0:
        return (lambda fs: [os.chmod(f, 0o444) for f in fs],
                lambda fs: [os.chmod(f, 0o644) for f in fs]), None
    # Root writes through any mode bits: the immutable flag stops even root.
    probe = tempfile.NamedTemporaryFile(prefix="nomic-chattr-")
    p = subprocess.run(["chattr", "+i", probe.name], capture_output=True, text=True)
    if p.returncode != 0:
        probe.close()
        return None, "chattr +i is refused here: %s" % (p.stderr.strip() or p.returncode)
    subprocess.run(["chattr", "-i", probe.name], check=True)
    probe.close()

    def chattr(flag, files):
        if files:
            subprocess.run(["chattr", flag] + files, check=True)
    return (lambda fs: chattr("+i", fs), lambda fs: chattr("-i", fs)), None


def post(s, line, token=None):
    """(status, reply); a server that died under the request is a failure."""
    try:
        return s.command(line, token)
    except (OSError, http.client.HTTPException) as e:
        s.proc.wait(10)
        raise Fail("%r: the server died (%s; exit status %s)" % (line, e, s.proc.returncode))


def refused(s, line, token, what):
    status, r = post(s, line, token)
    check(status == 503 and not r.get("ok") and what in r.get("error", "")
          and "serves reads" in r.get("error", ""),
          "%r while the files cannot be written: %d %r (want 503 saying %r)"
          % (line, status, r, what))


def still_reads(s, n, head):
    names = [p["name"] for p in s.get_json("/api/v1/players")]
    check("alice" in names and "bob" in names, "players: %r" % names)
    log = s.get_json("/api/v1/log?limit=1000", token=n.admin)
    check(log["head"] == head and len(log["events"]) == head,
          "the log read back %d events, head %d; want %d" % (len(log["events"]),
                                                             log["head"], head))


def said(errfile, *phrases):
    errfile.seek(0)
    text = errfile.read()
    for ph in phrases:
        check(ph in text, "the server did not say %r on stderr: %r" % (ph, text))


def unwritable_while_serving(exe, lock, unlock):
    n = Nomic(exe)
    err = tempfile.TemporaryFile("w+")
    s = Server(n, stderr=err)
    files = []
    try:
        alice = s.must("join alice", token=n.admin)["token"]
        s.must("join bob", token=n.admin)
        head = s.get_json("/api/v1/nomic")["head"]
        files = side_files(n)
        check(len(files) == 3, "a serving nomic has a -wal and a -shm: %r" % files)
        lock(files)
        # Reads first, past the second in which a read need not check the
        # files (store_sqlite.c): a read must not write the -shm map now.
        time.sleep(1.2)
        still_reads(s, n, head)
        refused(s, "transfer 1 A$ to bob", alice, "cannot be written")
        still_reads(s, n, head)
        refused(s, "transfer 1 A$ to bob", alice, "cannot be written")
        ro = s.get_json("/api/v1/nomic").get("readonly", "")
        check("cannot be written" in ro, "/api/v1/nomic's readonly: %r" % ro)
        unlock(files)
        files = []
        s.must("transfer 1 A$ to bob", token=alice)
        check("readonly" not in s.get_json("/api/v1/nomic"), "still read-only after the fault")
        still_reads(s, n, head + 1)
        s.stop()
        said(err, "commands are not recorded", "cannot be written",
             "the log can be written again")
        n.cli("verify")
    finally:
        if files:
            unlock(files)
        if s.proc.poll() is None:
            s.kill()
        err.close()
        n.cleanup()


def unwritable_at_startup(exe, lock, unlock):
    n = Nomic(exe)
    locked = []
    try:
        n.cli("--admin", "join", "alice")
        n.cli("--admin", "join", "bob")
        head = len(n.log())
        locked = side_files(n)
        lock(locked)
        p = n.cli("players", ok=False)
        check(p.returncode == 0 and "alice" in p.stdout,
              "players on an unwritable nomic: exit %d %r" % (p.returncode, p.stderr))
        p = n.cli("--as", "alice", "transfer", "1", "A$", "to", "bob", ok=False)
        check(p.returncode == 1 and "not recorded" in p.stderr
              and "cannot be written" in p.stderr,
              "a command on an unwritable nomic: exit %d %r" % (p.returncode, p.stderr))
        err = tempfile.TemporaryFile("w+")
        s = Server(n, stderr=err)
        try:
            still_reads(s, n, head)
            refused(s, "join carol", None, "cannot be written")
            s.stop()
            said(err, "cannot be written", "serving reads")
        finally:
            if s.proc.poll() is None:
                s.kill()
            err.close()
        unlock(locked)
        locked = []
        n.cli("--as", "alice", "transfer", "1", "A$", "to", "bob")
        n.cli("verify")
    finally:
        if locked:
            unlock(locked)
        n.cleanup()


def fill(directory):
    """Fills the file system of directory; returns the filler's path."""
    path = os.path.join(directory, "filler")
    with open(path, "wb", buffering=0) as f:
        try:
            while True:
                f.write(b"\0" * 4096)
        except OSError as e:
            if e.errno != errno.ENOSPC:
                raise
    return path


def full_disk_inside(exe):
    """Runs in a private mount namespace: the nomic on a small tmpfs."""
    d = tempfile.mkdtemp(prefix="nomic-full-")
    p = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", d],
                       capture_output=True, text=True)
    if p.returncode != 0:
        print("cannot mount a tmpfs: %s" % p.stderr.strip())
        os.rmdir(d)
        return SKIP
    n = Nomic(exe)
    try:
        n.cli("--admin", "join", "alice")
        n.cli("--admin", "join", "bob")
        head = len(n.log())
        shutil.copy(n.path, d)
        n.path = os.path.join(d, os.path.basename(n.path))
        filler = fill(d)

        p = n.cli("players", ok=False)
        check(p.returncode == 0 and "alice" in p.stdout,
              "players on a full disk: exit %d %r" % (p.returncode, p.stderr))
        p = n.cli("--as", "alice", "transfer", "1", "A$", "to", "bob", ok=False)
        check(p.returncode == 1 and "the disk is full" in p.stderr,
              "a command on a full disk: exit %d %r" % (p.returncode, p.stderr))

        err = tempfile.TemporaryFile("w+")
        s = Server(n, stderr=err)
        try:
            still_reads(s, n, head)
            refused(s, "join carol", None, "the disk is full")
            os.unlink(filler)  # room again: it writes
            s.must("join carol", token=n.admin)
            filler = fill(d)   # full again, while serving
            status, r = post(s, "join dave")
            check(status == 503 and "the disk is full" in r.get("error", ""),
                  "join on a disk that filled while serving: %d %r" % (status, r))
            check(len(s.get_json("/api/v1/players")) == 3, "carol is not a player")
            os.unlink(filler)
            s.stop()
            said(err, "the disk is full: serving reads", "commands are not recorded",
                 "the log can be written again")
        finally:
            if s.proc.poll() is None:
                s.kill()
            err.close()
        n.cli("verify")
        return 0
    finally:
        n.cleanup()
        subprocess.run(["umount", d])
        os.rmdir(d)


def full_disk(exe):
    """Runs full_disk_inside in a private mount namespace; None, or why it
    was skipped."""
    if not shutil.which("unshare"):
        return "no unshare(1)"
    ns = ["unshare", "-m", "--propagation", "private"] if os.geteuid() == 0 \
        else ["unshare", "-Urm"]
    p = subprocess.run(ns + [sys.executable, os.path.abspath(__file__), exe, "--full-disk"],
                       capture_output=True, text=True, timeout=120)
    if p.returncode == SKIP or (p.returncode != 0 and "unshare:" in p.stderr):
        return (p.stdout + p.stderr).strip() or "the namespace was refused"
    if p.returncode != 0:
        raise Fail("full disk: %s%s" % (p.stdout, p.stderr))
    return None


def main(exe):
    skipped = []
    tool, why = unwritable_tool()
    if tool:
        unwritable_while_serving(exe, *tool)
        unwritable_at_startup(exe, *tool)
    else:
        skipped += ["unwritable files: " + why] * 2
    why = full_disk(exe)
    if why:
        skipped.append("a full disk: " + why)
    for s in skipped:
        print("skipped:", s)
    if len(skipped) == 3:
        sys.exit(SKIP)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[2] == "--full-disk":
        try:
            sys.exit(full_disk_inside(sys.argv[1]))
        except Fail as e:
            print("FAIL:", e)
            sys.exit(1)
    run(main)
