"""mta.py: a private, real mail server for the mail tests (issue 13 item 2:
"the tests start a private instance on loopback ports with its own
configuration and spool, and stop it"). Python standard library only.

It runs Debian's OpenSMTPD (/usr/sbin/smtpd, 6.8) in the foreground on a
free loopback port with a configuration file it writes, for two test
domains: mail to the nomic's domain (nomic.test) is piped to a command the
test gives (`nomic --file F mail deliver --to %{rcpt} --sender %{sender}`);
mail to the players' domain (example.test) is delivered into one Maildir
per recipient under the harness's temporary directory, which the test reads
back with Python's email module. Any other domain is refused (550).

OpenSMTPD's spool (/var/spool/smtpd) and control socket (/var/run/
smtpd.sock) are compiled in: no option moves them. So the harness starts
smtpd inside a private mount namespace (`unshare --mount`, as root) where
a directory of its own is bind-mounted over /var/spool and another over
/run: every instance has its own spool and socket, two tests can run at
once, the machine's own /var/spool/smtpd (if any) is never touched, and
the mounts vanish with the process. smtpd needs root (it chroots and drops
privileges), so the harness does too; a test run as another user exits 77
(meson's "skipped") with the reason.

OpenSMTPD refuses to deliver as root, so deliveries (the Maildirs and the
pipe command) run as `nobody` through a virtual catch-all (`virtual`,
`userbase`): what the pipe command writes (a nomic file and its
directory) must belong to that user (give()), and a program it runs must
be one that user can reach (program() copies it into the harness's
directory, since a checkout under /root is closed to others).

The pipe command's exit status is read as sysexits.h says: 0 delivered,
75 (EX_TEMPFAIL) a temporary failure (the mail stays queued and is tried
again), 67 (EX_NOUSER) "user unknown" (bounced to the sender at once).
deliveries() reads the results from smtpd's log."""

import atexit
import email
import email.policy
import os
import pwd
import re
import shutil
import signal
import smtplib
import socket
import subprocess
import sys
import tempfile
import time

SMTPD = "/usr/sbin/smtpd"
MDA_USER = "nobody"  # who delivers: smtpd will not deliver as root


class Skip(Exception):
    """The harness cannot run here (not root, no smtpd, no namespaces)."""


def free_port():
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def parse(data):
    """One RFC 5322 message (bytes) as an email.message.EmailMessage."""
    return email.message_from_bytes(data, policy=email.policy.default)


def body_text(msg):
    """The text of a message: its text/plain parts, decoded, joined."""
    if not msg.is_multipart():
        return msg.get_content() if msg.get_content_maintype() == "text" else ""
    return "\n".join(p.get_content() for p in msg.walk()
                     if p.get_content_type() == "text/plain")


class MTA:
    """OpenSMTPD on 127.0.0.1:self.port. mda: the command run for each
    recipient in nomic_domain, with smtpd's format specifiers (%{rcpt},
    %{sender}: quote them, '%{sender}' is empty for the null sender).
    programs: {"@NAME@": path}: each program is copied where the mda user
    may run it (program()) and @NAME@ in mda becomes the copy's path.
    Use as a context manager, or call stop() (and cleanup())."""

    def __init__(self, mda, nomic_domain="nomic.test", player_domain="example.test",
                 hostname="mta.test", programs=None):
        if os.geteuid() != 0:
            raise Skip("OpenSMTPD needs root (it chroots and drops privileges)")
        if not os.access(SMTPD, os.X_OK):
            raise Skip("%s is missing: apt-get install opensmtpd" % SMTPD)
        if '"' in mda or "\n" in mda:
            raise ValueError("the mda command may not hold a double quote or a newline")
        self.nomic_domain = nomic_domain
        self.player_domain = player_domain
        self.proc = None
        pw = pwd.getpwnam(MDA_USER)
        self.uid, self.gid = pw.pw_uid, pw.pw_gid
        self.dir = tempfile.mkdtemp(prefix="nomic-mta-")
        os.chmod(self.dir, 0o755)  # the mda user walks through it
        for d in ("spool", "run", "home", "maildirs", "bin", "work"):
            os.mkdir(os.path.join(self.dir, d))
        for d in ("home", "maildirs", "work"):
            os.chown(os.path.join(self.dir, d), self.uid, self.gid)
        os.chmod(os.path.join(self.dir, "bin"), 0o755)
        for mark, path in (programs or {}).items():
            mda = mda.replace(mark, self.program(path))
        self.maildirs = os.path.join(self.dir, "maildirs")
        self.work = os.path.join(self.dir, "work")  # the mda user's to write
        self.port = free_port()
        self.conf = os.path.join(self.dir, "smtpd.conf")
        with open(self.conf, "w") as f:
            f.write(self.config(mda, hostname))
        self.logpath = os.path.join(self.dir, "smtpd.log")
        self._start()

    def config(self, mda, hostname):
        """smtpd.conf(5), OpenSMTPD 6.8 syntax. The virtual catch-all maps
        every recipient of both domains to one user, `nomicmail`, whom
        the userbase makes uid/gid nobody with a home here; %{rcpt} stays
        the address as sent."""
        return """# Written by tests/e2e/mta.py for one test run.
table vusers {{ "@" = "nomicmail" }}
table ubase {{ "nomicmail" = "{uid}:{gid}:{home}" }}
listen on 127.0.0.1 port {port} hostname {hostname}
action "nomic" mda "{mda}" virtual <vusers> userbase <ubase>
action "players" maildir "{maildirs}/%{{rcpt:lowercase}}" virtual <vusers> userbase <ubase>
match from any for domain "{nd}" action "nomic"
match from any for domain "{pd}" action "players"
""".format(uid=self.uid, gid=self.gid, home=os.path.join(self.dir, "home"),
           port=self.port, hostname=hostname, mda=mda, maildirs=self.maildirs,
           nd=self.nomic_domain, pd=self.player_domain)

    def _start(self):
        check = subprocess.run([SMTPD, "-n", "-f", self.conf], capture_output=True, text=True)
        if check.returncode != 0:
            raise RuntimeError("smtpd -n refused the configuration: %s%s"
                               % (check.stdout, check.stderr))
        # Private mounts: our spool over /var/spool, our socket dir over
        # /run (/var/run is a link to it), then smtpd in the foreground
        # under a watchdog shell: SIGTERM to the shell stops smtpd, and so
        # does the test's own death ($5 is its pid), so no smtpd outlives
        # the test even if it is killed.
        script = ('mount --bind "$1" /var/spool && mount --bind "$2" /run || exit 1\n'
                  '"$3" -d -f "$4" & s=$!\n'
                  'w=\n'
                  'trap \'kill -TERM $s $w 2>/dev/null; wait; exit 0\' TERM INT\n'
                  'while kill -0 "$5" 2>/dev/null && kill -0 $s 2>/dev/null; do\n'
                  '  sleep 1 & w=$!; wait $w\n'
                  'done\n'
                  'kill -TERM $s 2>/dev/null; wait $s\n')
        log = open(self.logpath, "wb")
        try:
            self.proc = subprocess.Popen(
                ["unshare", "--mount", "--propagation", "private", "sh", "-c", script, "sh",
                 os.path.join(self.dir, "spool"), os.path.join(self.dir, "run"), SMTPD,
                 self.conf, str(os.getpid())],
                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                start_new_session=True)
        finally:
            log.close()
        _running.append(self)
        deadline = time.time() + 30
        while time.time() < deadline:
            if self.proc.poll() is not None:
                text = self.log()
                self.proc = None
                if "unshare" in text or "mount" in text:
                    raise Skip("cannot make a private mount namespace: " + text.strip())
                raise RuntimeError("smtpd exited at start: " + text)
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=2) as s:
                    if s.recv(512).startswith(b"220"):
                        return
            except OSError:
                pass
            time.sleep(0.1)
        self.stop()
        raise RuntimeError("smtpd did not answer on port %d: %s" % (self.port, self.log()))

    # What the tests use.

    @property
    def url(self):
        """What `nomic serve --smtp` and smtp_send take."""
        return "smtp://127.0.0.1:%d" % self.port

    def give(self, path):
        """Makes path (a file or a directory, recursively) the mda user's,
        so the pipe command can write it (a nomic file and its -wal and
        -shm; SQLite gives files it makes as root to the database's owner)."""
        os.chown(path, self.uid, self.gid)
        if os.path.isdir(path):
            for root, dirs, files in os.walk(path):
                for name in dirs + files:
                    os.chown(os.path.join(root, name), self.uid, self.gid)

    def program(self, path):
        """A copy of the program at path that the mda user may run."""
        dest = os.path.join(self.dir, "bin", os.path.basename(path))
        shutil.copy2(path, dest)
        os.chmod(dest, 0o755)
        return dest

    def send(self, sender, rcpts, msg):
        """Sends msg (str, bytes or an email.message.Message) by SMTP, as a
        player's mail program would. Returns smtplib's refused recipients
        ({} when all were accepted); raises on a refusal of all."""
        if isinstance(msg, email.message.Message):
            msg = msg.as_bytes()
        with smtplib.SMTP("127.0.0.1", self.port, timeout=30) as s:
            return s.sendmail(sender, rcpts, msg)

    def maildir(self, address):
        """The messages delivered to address, oldest first, parsed."""
        base = os.path.join(self.maildirs, address.lower())
        files = []
        for sub in ("new", "cur"):
            d = os.path.join(base, sub)
            if os.path.isdir(d):
                files += [os.path.join(d, f) for f in os.listdir(d)]
        files.sort(key=lambda p: (os.stat(p).st_mtime, os.path.basename(p)))
        out = []
        for p in files:
            with open(p, "rb") as f:
                out.append(parse(f.read()))
        return out

    def mailboxes(self):
        """Every address that has a Maildir."""
        return sorted(os.listdir(self.maildirs))

    def wait_mail(self, address, count=1, timeout=30, what=None):
        """Waits until address holds at least count messages (for which
        what(msg), if given, is true); returns them all."""
        deadline = time.time() + timeout
        while True:
            msgs = self.maildir(address)
            hits = [m for m in msgs if what is None or what(m)]
            if len(hits) >= count:
                return msgs
            if time.time() > deadline:
                raise TimeoutError("%s has %d matching message(s) of %d after %ds: %s"
                                   % (address, len(hits), count, timeout,
                                      [m["Subject"] for m in msgs]))
            time.sleep(0.1)

    def deliveries(self, domain=None):
        """smtpd's delivery results, as logged: a list of dicts with
        from, to, result (Ok, TempFail, PermFail) and stat; only those to
        domain, if given."""
        out = []
        for line in self.log().splitlines():
            m = re.search(r" mda delivery .*from=<([^>]*)> to=<([^>]*)> .* result=(\w+) "
                          r"stat=(.*)$", line)
            if m and (domain is None or m.group(2).lower().endswith("@" + domain)):
                out.append({"from": m.group(1), "to": m.group(2), "result": m.group(3),
                            "stat": m.group(4)})
        return out

    def wait_deliveries(self, count, timeout=30, domain=None):
        """Waits until smtpd has logged count delivery attempts (to
        domain, if given); returns them."""
        deadline = time.time() + timeout
        while len(self.deliveries(domain)) < count:
            if time.time() > deadline:
                raise TimeoutError("%d deliveries logged, not %d: %s"
                                   % (len(self.deliveries(domain)), count, self.log()[-2000:]))
            time.sleep(0.05)
        return self.deliveries(domain)

    def log(self):
        try:
            with open(self.logpath, errors="replace") as f:
                return f.read()
        except OSError:
            return ""

    # Stopping.

    def start(self):
        """Starts it again after stop(): the same port, spool and maildirs
        (an MTA that was down for a while)."""
        if self.proc is None:
            self._start()

    def stop(self):
        """SIGTERM to smtpd's parent, which stops its children; then
        nothing of this instance may be left (anything left in its process
        group is killed, by pid). Returns smtpd's exit status."""
        if self.proc is None:
            return None
        rc = None
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        try:
            rc = self.proc.wait(20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            rc = self.proc.wait(20)
        for pid in self._group():
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        deadline = time.time() + 10
        while self._group() and time.time() < deadline:
            time.sleep(0.1)
        left = self._group()
        self.proc = None
        if self in _running:
            _running.remove(self)
        if left:
            raise RuntimeError("smtpd processes left running: %s" % left)
        return rc

    def _group(self):
        """The live processes in smtpd's process group (its session)."""
        pgid = self.proc.pid if self.proc else None
        out = []
        for name in os.listdir("/proc"):
            if not name.isdigit():
                continue
            try:
                with open("/proc/%s/stat" % name) as f:
                    fields = f.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            # fields[0] is the state, [2] the process group
            if int(fields[2]) == pgid and fields[0] != "Z":
                out.append(int(name))
        return out

    def cleanup(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        try:
            self.stop()
        finally:
            self.cleanup()


# Every MTA still running is stopped when the test exits, whatever way:
# normally, on an exception, or on SIGTERM (meson's timeout).
_running = []


def _stop_all():
    for m in list(_running):
        try:
            m.stop()
        except Exception:
            pass
        m.cleanup()


def _on_term(signum, frame):
    _stop_all()
    sys.exit(1)


atexit.register(_stop_all)
signal.signal(signal.SIGTERM, _on_term)


def skip(reason):
    """Meson's "skipped": exit 77."""
    print("SKIP:", reason)
    sys.exit(77)
