"""pgserver.py: a real PostgreSQL server for the tests, in a temporary
directory, on a free loopback port, stopped and removed at the end.

Debian's server binaries (package postgresql) are found with `pg_config
--bindir` or in /usr/lib/postgresql/*/bin. When there are none, the test
is skipped (exit 77) with a message saying what to install.

initdb and postgres refuse to run as root, and the tests run as root on
this machine: then the server runs as the user `nobody` (runuser), the
temporary directory being given to that user; as any other user it runs as
that user. The cluster trusts connections from loopback and its own socket
(a throwaway server that nothing else can reach: its socket directory is
inside the temporary directory), its superuser is `nomic`, and fsync and
synchronous_commit are on, as in production, so that the crash test means
what it says.

As a program it wraps a test:
    python3 pgserver.py PROGRAM ARGS...
starts a server, runs PROGRAM with NOMIC_TEST_PG set to the server's
connection string base ("postgresql://nomic@127.0.0.1:PORT"),
NOMIC_TEST_PG_BIN to the server's binaries and NOMIC_TEST_PG_LOG to its log,
and the database `nomic_test` created, exits with the program's status, and
stops the server. Python's standard library only."""

import glob
import os
import pwd
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

SKIP = 77


class Unavailable(Exception):
    pass


def bindir():
    """The directory of initdb, pg_ctl, postgres, createdb; or None."""
    try:
        d = subprocess.run(["pg_config", "--bindir"], capture_output=True,
                           text=True, timeout=10).stdout.strip()
        if d and os.path.exists(os.path.join(d, "initdb")):
            return d
    except (OSError, subprocess.SubprocessError):
        pass
    for d in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if os.path.exists(os.path.join(d, "initdb")):
            return d
    return None


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PgServer:
    def __init__(self):
        self.bin = bindir()
        if not self.bin:
            raise Unavailable("no PostgreSQL server binaries (initdb) found: install "
                              "Debian's postgresql (scripts/install-deps.sh)")
        self.dir = tempfile.mkdtemp(prefix="nomic-pg-")
        os.chmod(self.dir, 0o755)
        self.data = os.path.join(self.dir, "data")
        self.sock = os.path.join(self.dir, "sock")
        os.mkdir(self.sock)
        self.prefix = []
        if os.getuid() == 0:
            # initdb refuses root: the server runs as nobody.
            nobody = pwd.getpwnam("nobody")
            os.chown(self.dir, nobody.pw_uid, nobody.pw_gid)
            os.chown(self.sock, nobody.pw_uid, nobody.pw_gid)
            self.prefix = ["runuser", "-u", "nobody", "--"]
        self.port = None
        self.started = False
        try:
            self._start()
        except Exception:
            self.stop()
            raise

    def _run(self, args, **kw):
        return subprocess.run(self.prefix + args, capture_output=True, text=True,
                              timeout=kw.pop("timeout", 120), cwd=self.dir, **kw)

    def _start(self):
        p = self._run([os.path.join(self.bin, "initdb"), "-D", self.data, "-U", "nomic",
                       "--auth=trust", "-E", "UTF8", "--locale=C"])
        if p.returncode != 0:
            raise Unavailable("initdb failed: %s%s" % (p.stdout, p.stderr))
        for attempt in range(5):
            self.port = free_port()
            opts = ("-c listen_addresses=127.0.0.1 -p %d -k %s -c fsync=on"
                    " -c synchronous_commit=on -c max_connections=200"
                    " -c shared_buffers=16MB" % (self.port, self.sock))
            p = self._run([os.path.join(self.bin, "pg_ctl"), "-D", self.data, "-w",
                           "-t", "60", "-l", os.path.join(self.dir, "server.log"),
                           "-o", opts, "start"])
            if p.returncode == 0:
                self.opts = opts
                self.started = True
                return
        log = ""
        try:
            with open(os.path.join(self.dir, "server.log")) as f:
                log = f.read()[-2000:]
        except OSError:
            pass
        raise Unavailable("pg_ctl start failed: %s%s%s" % (p.stdout, p.stderr, log))

    def pg_ctl(self, action):
        """Stops or starts the server in place (the outage test)."""
        args = [os.path.join(self.bin, "pg_ctl"), "-D", self.data, "-w", "-t", "60"]
        if action == "stop":
            args += ["-m", "immediate", "stop"]
        else:
            args += ["-l", os.path.join(self.dir, "server.log"), "-o", self.opts, "start"]
        return self._run(args).returncode == 0

    def psql(self, port, sql):
        p = subprocess.run([os.path.join(self.bin, "psql"), "-h", "127.0.0.1", "-p", str(port),
                            "-U", "nomic", "-d", "postgres", "-v", "ON_ERROR_STOP=1",
                            "-At", "-c", sql], capture_output=True, text=True, timeout=60)
        return p.stdout.strip() if p.returncode == 0 else None

    def start_replica(self):
        """A streaming replica of the server (pg_basebackup -R), made
        synchronous, so that a commit returns once the replica has it.
        Its port, or None."""
        self.replica = os.path.join(self.dir, "replica")
        self.port2 = free_port()
        p = self._run([os.path.join(self.bin, "pg_basebackup"), "-h", "127.0.0.1", "-p",
                       str(self.port), "-U", "nomic", "-D", self.replica, "-R", "-X", "stream", "-c", "fast"])
        if p.returncode != 0:
            return None
        opts = self.opts.replace("-p %d" % self.port, "-p %d" % self.port2)
        p = self._run([os.path.join(self.bin, "pg_ctl"), "-D", self.replica, "-w", "-t", "60",
                       "-l", os.path.join(self.dir, "replica.log"), "-o", opts, "start"])
        if p.returncode != 0:
            return None
        self.replica_started = True
        self.psql(self.port, "ALTER SYSTEM SET synchronous_standby_names = '*'")
        self.psql(self.port, "SELECT pg_reload_conf()")
        for _ in range(100):
            if self.psql(self.port, "SELECT sync_state FROM pg_stat_replication") == "sync":
                return self.port2
            time.sleep(0.1)
        return None

    def failover(self):
        """The primary dies (immediate stop); the replica is promoted."""
        self.pg_ctl("stop")
        p = self._run([os.path.join(self.bin, "pg_ctl"), "-D", self.replica, "-w", "-t", "60",
                       "promote"])
        return p.returncode == 0

    def url(self, db):
        return "postgresql://nomic@127.0.0.1:%d/%s" % (self.port, db)

    def createdb(self, name):
        p = subprocess.run([os.path.join(self.bin, "createdb"), "-h", "127.0.0.1",
                            "-p", str(self.port), "-U", "nomic", name],
                           capture_output=True, text=True, timeout=60)
        if p.returncode != 0:
            raise RuntimeError("createdb %s: %s" % (name, p.stderr))
        return self.url(name)

    def stop(self):
        if getattr(self, "replica_started", False):
            self._run([os.path.join(self.bin, "pg_ctl"), "-D", self.replica, "-m", "fast",
                       "-w", "stop"])
            self.replica_started = False
        if self.started:
            self._run([os.path.join(self.bin, "pg_ctl"), "-D", self.data, "-m", "fast",
                       "-w", "stop"])
            self.started = False
        shutil.rmtree(self.dir, ignore_errors=True)


def createdb(name):
    """A new database on the server a wrapping pgserver.py started (for
    e2e.py under NOMIC_TEST_PG): its connection string."""
    base = os.environ["NOMIC_TEST_PG"]
    port = base.rsplit(":", 1)[1]
    p = subprocess.run([os.path.join(os.environ["NOMIC_TEST_PG_BIN"], "createdb"),
                        "-h", "127.0.0.1", "-p", port, "-U", "nomic", name],
                       capture_output=True, text=True, timeout=60)
    if p.returncode != 0:
        raise RuntimeError("createdb %s: %s" % (name, p.stderr))
    return "%s/%s" % (base, name)


def serve_control(pg, fifo, proc):
    while proc.poll() is None:
        with open(fifo) as f:
            action = f.read().strip()
        if not action:
            continue
        answer = "fail"
        try:
            if action in ("stop", "start"):
                answer = "ok" if pg.pg_ctl(action) else "fail"
            elif action == "replica":
                port = pg.start_replica()
                answer = "ok %d" % port if port else "fail"
            elif action == "failover":
                answer = "ok" if pg.failover() else "fail"
        except Exception as e:  # noqa: BLE001 - the test hears "fail"
            print("pgserver: %s: %r" % (action, e), file=sys.stderr)
        with open(fifo, "w") as f:
            f.write(answer)


def control(action):
    """From a wrapped test: "stop" or "start" the server, start a
    synchronous streaming "replica" (answer "ok PORT"), or "failover" to it
    (the primary stopped at once, the replica promoted). The answer, which
    begins "ok" if it was done, else is ""."""
    fifo = os.environ["NOMIC_TEST_PG_CONTROL"]
    with open(fifo, "w") as f:
        f.write(action)
    with open(fifo) as f:
        answer = f.read().strip()
    return answer if answer.startswith("ok") else ""


def main(argv):
    if len(argv) < 2:
        print("usage: pgserver.py PROGRAM ARGS...", file=sys.stderr)
        return 2
    # meson's timeout sends SIGTERM: stop the server on the way out.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    try:
        pg = PgServer()
    except Unavailable as e:
        print("SKIP: %s" % e)
        return SKIP
    try:
        pg.createdb("nomic_test")
        env = dict(os.environ, NOMIC_TEST_PG="postgresql://nomic@127.0.0.1:%d" % pg.port,
                   NOMIC_TEST_PG_BIN=pg.bin,
                   NOMIC_TEST_PG_LOG=os.path.join(pg.dir, "server.log"))
        start = time.time()
        # The wrapped test may stop and start the server (the outage test):
        # it writes "stop" or "start" to a FIFO and reads back "ok" or "fail".
        fifo = os.path.join(pg.dir, "control")
        os.mkfifo(fifo)
        env["NOMIC_TEST_PG_CONTROL"] = fifo
        proc = subprocess.Popen(argv[1:], env=env)
        threading.Thread(target=serve_control, args=(pg, fifo, proc), daemon=True).start()
        rc = proc.wait()
        print("pgserver: the test ran %.1fs against PostgreSQL on port %d"
              % (time.time() - start, pg.port))
        return rc
    finally:
        pg.stop()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
