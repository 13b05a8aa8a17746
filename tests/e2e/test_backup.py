"""test_backup.py: `nomic backup` and `nomic --config` on the real binary
(issue 17 item 7; docs/DEPLOY.md).

1. A backup taken under load: a server runs, clients write commands without
   pause, and `nomic backup` is taken three times meanwhile. Each copy
   passes `nomic verify`; its head is at least the last event acknowledged
   before the backup began and below the first of a command sent after it
   ended; its log is the live log's first events, hash for hash; it is
   readable by its owner only. An existing DEST is refused (and left as it
   was) unless --force; a source that is no nomic is refused.
2. A PostgreSQL nomic is backed up by pg_dump: the command is printed
   without the password and run (a stand-in pg_dump on PATH records its
   arguments); a failing pg_dump leaves no DEST.
3. The configuration file: the server started by `--config` alone listens
   where the file says, a flag overrides the file, `backup` finds the nomic
   by the file's `file`, and a bad file is refused with one line naming its
   line."""

import json
import os
import re
import stat
import subprocess
import threading
import time

from e2e import Nomic, Server, check, run


def head_of_backup(out):
    m = re.search(r"backed up .* to .*: (\d+) events$", out.strip())
    check(m, "backup said: %r" % out)
    return int(m.group(1))


class Writers:
    """Clients that write commands without pause, each remembering when it
    sent each command, when it was acknowledged, and its seq."""

    def __init__(self, server, tokens):
        self.server, self.tokens = server, tokens
        self.lock = threading.Lock()
        self.acks = []  # (time sent, time acknowledged, seq)
        self.errors = []
        self.stopping = False
        self.threads = [threading.Thread(target=self.write, args=(i,))
                        for i in range(len(tokens))]
        for t in self.threads:
            t.start()

    def write(self, i):
        k = 0
        while not self.stopping:
            k += 1
            sent = time.monotonic()
            try:
                status, r = self.server.command('say "writer %d, line %d"' % (i, k),
                                                token=self.tokens[i])
            except Exception as e:  # noqa: BLE001 (kept for the report)
                self.errors.append(repr(e))
                return
            if status != 200 or not r.get("ok"):
                self.errors.append("%d %r" % (status, r))
                return
            with self.lock:
                self.acks.append((sent, time.monotonic(), r["seq"]))

    def wait_for(self, seq):
        """Until some writer's command at or past seq is acknowledged."""
        deadline = time.time() + 60
        while self.acked_by(time.monotonic()) < seq:
            check(not self.errors, "a writer failed: %r" % self.errors[:3])
            check(time.time() < deadline, "the writers did not reach seq %d" % seq)
            time.sleep(0.05)

    def acked_by(self, when):
        """The highest seq acknowledged at or before `when`."""
        with self.lock:
            return max([s for _, t, s in self.acks if t <= when] or [0])

    def first_sent_after(self, when):
        """The lowest seq of a command sent at or after `when` and
        acknowledged (None: none yet). Sent after, it cannot have been
        committed before; one merely acknowledged after may have been."""
        with self.lock:
            later = [s for t, _, s in self.acks if t >= when]
        return min(later) if later else None

    def stop(self):
        self.stopping = True
        for t in self.threads:
            t.join(60)
        check(not self.errors, "a writer failed: %r" % self.errors[:3])


def under_load(exe):
    n = Nomic(exe)
    try:
        # The Ackanomic ruleset makes the file big enough (a 600 KB event)
        # that a copy takes more than an instant.
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        w = None
        try:
            s.lift_limits()
            tokens = [s.must("join %s" % p, token=n.admin)["token"]
                      for p in ("alice", "bob", "carol")]
            w = Writers(s, tokens)
            w.wait_for(20)
            heads = []
            for i in range(3):
                dest = os.path.join(n.dir, "backup-%d.db" % i)
                began = time.monotonic()
                before = w.acked_by(began)
                out = n.cli("backup", dest).stdout
                ended = time.monotonic()
                head = head_of_backup(out)
                # Acknowledged means durable: every event acknowledged
                # before the backup began is in it.
                check(head >= before, "backup %d holds %d events, but %d were acknowledged "
                      "before it began" % (i, head, before))
                deadline = time.time() + 30
                while w.first_sent_after(ended) is None and time.time() < deadline:
                    check(not w.errors, "a writer failed: %r" % w.errors[:3])
                    time.sleep(0.01)
                after = w.first_sent_after(ended)
                check(after is not None and head < after,
                      "backup %d holds %d events; %r was sent after it ended"
                      % (i, head, after))
                heads.append((dest, before, head, after, w.acked_by(ended) - before))
                time.sleep(0.2)
            w.stop()
            w = None
            live_head = s.must("say done", token=tokens[0])["seq"]
        finally:
            if w:
                w.stop()
            s.stop()
        live = n.log()
        check(len(live) == live_head, "live log: %d events, head %d" % (len(live), live_head))
        last = 0
        for dest, before, head, after, during in heads:
            check(head > last, "the backups' heads do not grow: %r" % heads)
            last = head
            mode = stat.S_IMODE(os.stat(dest).st_mode)
            check(mode == 0o600, "%s has mode %o, not 600" % (dest, mode))
            v = subprocess.run([exe, "--file", dest, "verify"], capture_output=True, text=True)
            check(v.returncode == 0 and v.stdout.startswith("ok: %d events" % head),
                  "verify %s: %d %r %r" % (dest, v.returncode, v.stdout, v.stderr))
            copy = json.loads(subprocess.run([exe, "--file", dest, "log", "--json"],
                                             capture_output=True, text=True,
                                             check=True).stdout)
            check([(e["seq"], e["hash"]) for e in copy] ==
                  [(e["seq"], e["hash"]) for e in live[:head]],
                  "%s is not the live log's first %d events" % (dest, head))
            print("backup at head %d: %d acknowledged before it began, %d while it ran, "
                  "the next %d" % (head, before, during, after))
        check(live_head > last, "the live head %d is not past the last backup's %d"
              % (live_head, last))

        # An existing DEST is refused and left as it was; --force replaces it.
        dest = heads[0][0]
        with open(dest, "rb") as f:
            old = f.read()
        p = n.cli("backup", dest, ok=False)
        check(p.returncode == 3 and p.stderr.strip() ==
              "nomic: %s exists; --force replaces it" % dest, "overwrite: %r" % (p,))
        with open(dest, "rb") as f:
            check(f.read() == old, "a refused backup changed %s" % dest)
        out = n.cli("backup", "--force", dest).stdout
        check(head_of_backup(out) == live_head, "--force: %r" % out)
        check(not [f for f in os.listdir(n.dir) if ".partial-" in f],
              "a temporary file was left: %r" % os.listdir(n.dir))

        # Not a nomic; no such file; bad usage.
        junk = os.path.join(n.dir, "junk.db")
        with open(junk, "w") as f:
            f.write("not a database, not a nomic\n" * 200)
        p = subprocess.run([exe, "--file", junk, "backup", os.path.join(n.dir, "j2")],
                           capture_output=True, text=True)
        check(p.returncode == 3 and "not a nomic" in p.stderr
              and not os.path.exists(os.path.join(n.dir, "j2")), "junk: %r" % (p,))
        p = n.cli("backup", ok=False)
        check(p.returncode == 2 and p.stderr.startswith("usage: nomic [--file PATH] backup"),
              "no DEST: %r" % (p,))
    finally:
        n.cleanup()


def postgres(exe):
    n = Nomic(exe)
    try:
        fake = os.path.join(n.dir, "bin")
        os.mkdir(fake)
        with open(os.path.join(fake, "pg_dump"), "w") as f:
            f.write("#!/bin/sh\n"
                    "# A stand-in for pg_dump: it writes its arguments where --file says.\n"
                    "[ -n \"$FAIL\" ] && exit 1\n"
                    "out=$3; printf '%s\\n' \"$@\" > \"$out\"\n")
        os.chmod(os.path.join(fake, "pg_dump"), 0o755)
        env = dict(os.environ, PATH=fake + ":" + os.environ["PATH"])
        url = "postgresql://nomic:s3cret@127.0.0.1:5432/game"
        dest = os.path.join(n.dir, "game.dump")
        p = subprocess.run([exe, "--file", url, "backup", dest], env=env,
                           capture_output=True, text=True)
        check(p.returncode == 0, "pg backup: %r" % (p,))
        check("pg_dump --format=custom --file '%s' 'postgresql://nomic:***@127.0.0.1:5432/game'"
              % dest in p.stderr, "the pg_dump command was not printed: %r" % p.stderr)
        check("s3cret" not in p.stdout + p.stderr, "the password was printed: %r" % (p,))
        with open(dest) as f:
            args = f.read().split("\n")
        check(args[0] == "--format=custom" and args[3] == url,
              "pg_dump was given %r" % args)
        p = subprocess.run([exe, "--file", url, "backup", dest], env=env,
                           capture_output=True, text=True)
        check(p.returncode == 3 and "exists" in p.stderr, "pg overwrite: %r" % (p,))
        # A password as a parameter is hidden too.
        url2 = "postgresql://127.0.0.1/game?user=nomic&password=s3cret&sslmode=disable"
        p = subprocess.run([exe, "--file", url2, "backup", dest + "2"], env=env,
                           capture_output=True, text=True)
        check(p.returncode == 0 and "s3cret" not in p.stdout + p.stderr and
              "?user=nomic&password=***&sslmode=disable'" in p.stderr, "password=: %r" % (p,))
        dest2 = os.path.join(n.dir, "failed.dump")
        p = subprocess.run([exe, "--file", url, "backup", dest2],
                           env=dict(env, FAIL="1"), capture_output=True, text=True)
        check(p.returncode == 3 and "pg_dump failed" in p.stderr and not os.path.exists(dest2)
              and not [f for f in os.listdir(n.dir) if ".partial-" in f],
              "a failed pg_dump: %r %r" % (p, os.listdir(n.dir)))
    finally:
        n.cleanup()


def serve_line(proc):
    line = [None]

    def read():
        line[0] = proc.stdout.readline()
    t = threading.Thread(target=read, daemon=True)
    t.start()
    t.join(30)
    return (line[0] or "").strip()


def config(exe):
    n = Nomic(exe)
    try:
        conf = os.path.join(n.dir, "nomicd.conf")
        with open(conf, "w") as f:
            f.write("# a test's configuration\n\nfile = %s\n  bind=127.0.0.1  \nport = 0\n"
                    "quiet = yes\nconns-per-address = 0\nrate-per-address = 0\n" % n.path)
        # --config alone: the file names the nomic and the port.
        proc = subprocess.Popen([exe, "--config", conf, "serve"], stdout=subprocess.PIPE,
                                stdin=subprocess.DEVNULL, text=True, cwd="/")
        try:
            m = re.match(r"listening on http://127\.0\.0\.1:(\d+)$", serve_line(proc))
            check(m, "the server started by --config did not listen")
        finally:
            proc.terminate()
            check(proc.wait(30) == 0, "the server did not stop cleanly")
            proc.stdout.close()
        # A flag overrides the file: the file says port 1, the flag 0.
        with open(conf, "a") as f:
            f.write("request-timeout = 30\n")
        with open(conf) as f:
            text = f.read().replace("port = 0", "port = 1")
        with open(conf, "w") as f:
            f.write(text)
        proc = subprocess.Popen([exe, "--config", conf, "serve", "--port", "0"],
                                stdout=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True)
        try:
            line = serve_line(proc)
            check(re.match(r"listening on http://127\.0\.0\.1:(\d+)$", line)
                  and not line.endswith(":1"), "--port did not override the file: %r" % line)
        finally:
            proc.terminate()
            check(proc.wait(30) == 0, "the server did not stop cleanly")
            proc.stdout.close()
        # backup finds the nomic by the file's `file`, from anywhere.
        dest = os.path.join(n.dir, "by-config.db")
        p = subprocess.run([exe, "--config", conf, "backup", dest], capture_output=True,
                           text=True, cwd="/")
        check(p.returncode == 0 and head_of_backup(p.stdout) == 1, "backup by config: %r" % (p,))
        # --file overrides the file's `file`.
        p = subprocess.run([exe, "--config", conf, "--file", dest, "verify"],
                           capture_output=True, text=True, cwd="/")
        check(p.returncode == 0 and p.stdout.startswith("ok: 1 events"), "--file: %r" % (p,))
        # Bad files: one line naming the file and the line; nothing starts.
        for body, want in (
                ("port = 0\nprot = 8080\n", "%s:2: unknown key 'prot'"),
                ("port = 0\n\nport = 1\n", "%s:3: port: given twice (first on line 1)"),
                ("# c\nrequest-timeout = 0\n",
                 "%s:2: request-timeout: wants a whole number from 1 to 3600, not '0'"),
                ("quiet = maybe\n", "%s:1: quiet: wants yes or no, not 'maybe'"),
                ("port 8080\n", "%s:1: not 'key = value'"),
                ("smtp = mail.example.org\n",
                 "%s:1: smtp: wants a URL smtp://, smtps:// or smtp+starttls://HOST:PORT")):
            with open(conf, "w") as f:
                f.write(body)
            p = subprocess.run([exe, "--config", conf, "serve"], capture_output=True,
                               text=True, timeout=30)
            check(p.returncode == 2 and p.stderr == "nomic: " + want % conf + "\n",
                  "config %r: %d %r" % (body, p.returncode, p.stderr))
        p = subprocess.run([exe, "--config", os.path.join(n.dir, "none.conf"), "verify"],
                           capture_output=True, text=True)
        check(p.returncode == 2 and "none.conf: No such file or directory" in p.stderr,
              "a missing config: %r" % (p,))
    finally:
        n.cleanup()


def main(exe):
    exe = os.path.abspath(exe)
    under_load(exe)
    postgres(exe)
    config(exe)


if __name__ == "__main__":
    run(main)
