"""e2e.py: what the end-to-end tests share: a temporary nomic made with the
real `nomic` CLI, the real server started on it (port 0, loopback), and a
small HTTP client. Python standard library only."""

import http.client
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time


class Fail(Exception):
    pass


# Hashes, tokens and the feed's urn:uuid ids: any digits may occur in them
# ("urn:uuid:...-a437-..." is no bid), so leak tests take them out first.
_OPAQUE = re.compile(rb"urn:uuid:[0-9a-f-]+|[0-9a-f]{16,}")


def shows_number(body, number):
    """Whether body (bytes) holds number as a number of its own, outside
    hashes, tokens and ids: how a leak test looks for a sealed amount."""
    body = _OPAQUE.sub(b"", body)
    return re.search(rb"(?<![0-9])%d(?![0-9])" % number, body) is not None


def check(cond, what):
    if not cond:
        raise Fail(what)


class Nomic:
    """A nomic file in a fresh temporary directory, driven by the CLI (or,
    under pgserver.py, a fresh PostgreSQL database)."""
    databases = 0

    def __init__(self, exe, title="E2E Nomic", clock="virtual"):
        self.exe = exe
        self.dir = tempfile.mkdtemp(prefix="nomic-e2e-")
        self.path = os.path.join(self.dir, "nomic.db")
        if os.environ.get("NOMIC_TEST_PG"):
            # Under pgserver.py: the nomic is a database of its own on the
            # PostgreSQL server it started.
            import pgserver
            Nomic.databases += 1
            self.path = pgserver.createdb("e2e_%d_%d" % (os.getpid(), Nomic.databases))
        args = ["init", "--title", title, "--clock", clock]
        if clock == "virtual":
            args += ["--start", "2001-01-01T00:00Z"]
        out = self.cli(*args).stdout
        m = re.search(r"admin token: (\S+)", out)
        check(m, "init printed no admin token: %r" % out)
        self.admin = m.group(1)

    def cli(self, *args, ok=True):
        p = subprocess.run([self.exe, "--file", self.path] + list(args),
                           capture_output=True, text=True, timeout=60)
        if ok and p.returncode != 0:
            raise Fail("nomic %s exited %d: %s%s" % (" ".join(args), p.returncode,
                                                     p.stdout, p.stderr))
        return p

    def log(self):
        """The whole log as the file's owner sees it."""
        return json.loads(self.cli("log", "--json").stdout)

    def cleanup(self):
        shutil.rmtree(self.dir, ignore_errors=True)


# The functional tests drive the server from one address (127.0.0.1) as
# fast as it answers, and some with dozens of connections at once: the work
# of many players, which the per-address limits would rightly refuse. So
# unless a test says otherwise they run without them; test_siege runs with
# the server's defaults (options=[]) and checks that they hold.
UNLIMITED = ["--conns-per-address", "0", "--rate-per-address", "0"]


class Server:
    """`nomic serve --port 0` on a nomic file; learns its port from stdout.
    options: `nomic serve`'s options beyond those (None: UNLIMITED).
    stderr: where the server's own messages go (default: the test's)."""

    def __init__(self, nomic, options=None, stderr=None):
        options = UNLIMITED if options is None else options
        self.nomic = nomic
        self.proc = subprocess.Popen(
            [nomic.exe, "--file", nomic.path, "serve", "--port", "0", "--quiet"]
            + list(options),
            stdout=subprocess.PIPE, stdin=subprocess.DEVNULL, stderr=stderr, text=True)
        line = [None]

        def read():
            line[0] = self.proc.stdout.readline()
        t = threading.Thread(target=read, daemon=True)
        t.start()
        t.join(30)
        m = re.match(r"listening on http://127\.0\.0\.1:(\d+)$", (line[0] or "").strip())
        if not m:
            self.proc.kill()
            raise Fail("the server did not say where it listens: %r" % line[0])
        self.port = int(m.group(1))

    def request(self, method, path, body=None, headers=None, token=None,
                chunked=False):
        """Returns (status, headers dict with lower-case names, body bytes)."""
        h = dict(headers or {})
        if token is not None:
            h["Authorization"] = "Bearer " + token
        c = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            c.request(method, path, body=body, headers=h, encode_chunked=chunked)
            r = c.getresponse()
            data = r.read()
            return r.status, {k.lower(): v for k, v in r.getheaders()}, data
        finally:
            c.close()

    def form_headers(self, prefix=""):
        """What a browser that loaded the front page sends with a form
        (issue 18, src/net/csrf.c): the nomic_csrf cookie the page set, and
        the token its form carries. Returns (headers, csrf); a form's body
        adds "&csrf=" + csrf."""
        status, h, body = self.request("GET", prefix + "/")
        check(status == 200, "GET %s/: %d" % (prefix, status))
        m = re.search(rb'name="csrf" value="([0-9a-f]{64})"', body)
        check(m, "the page's form carries no CSRF token")
        csrf = m.group(1).decode()
        cookie = re.search(r"nomic_csrf=([0-9a-f]{64})", h.get("set-cookie", ""))
        check(cookie and cookie.group(1) == csrf,
              "the page set no CSRF cookie to match its form: %r" % h.get("set-cookie"))
        return ({"Content-Type": "application/x-www-form-urlencoded",
                 "Cookie": "nomic_csrf=" + csrf}, csrf)

    def get_json(self, path, token=None):
        status, _, data = self.request("GET", path, token=token)
        check(status == 200, "GET %s: %d %r" % (path, status, data))
        return json.loads(data)

    def command(self, line, token=None):
        """POSTs a command as JSON; returns (status, reply object)."""
        status, _, data = self.request(
            "POST", "/api/v1/commands", body=json.dumps({"command": line}),
            headers={"Content-Type": "application/json"}, token=token)
        return status, json.loads(data)

    def must(self, line, token=None):
        status, r = self.command(line, token)
        check(status == 200 and r.get("ok"), "%r was refused: %d %r" % (line, status, r))
        return r

    def lift_limits(self):
        """For load tests: the admin sets the command limits (limit.*,
        core/ratelimit.h) to none, as a server's admin may."""
        for name in ("limit.commands", "limit.address", "limit.joins"):
            self.must("param set %s 0" % name, token=self.nomic.admin)

    def stop(self):
        """SIGTERM, and the server must stop cleanly (under ASan, exit 0
        also means nothing leaked)."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        try:
            rc = self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise Fail("the server did not stop on SIGTERM")
        self.proc.stdout.close()
        check(rc == 0, "the server exited %d on SIGTERM" % rc)

    def kill(self):
        self.proc.kill()  # SIGKILL: no chance to clean up
        self.proc.wait(30)
        self.proc.stdout.close()


def check_hidden(s, n, tok, who_list, what, shows, paths, lines, need_ok=True):
    """Hidden information is decided in one place and must show nowhere else:
    for each viewer in who_list (None: the public; else a key of tok), no GET
    of paths, no command of lines (signed in) and no `nomic log --viewer`
    shows it, nor `nomic log --public`. shows(bytes) says whether it shows;
    need_ok: every path must also answer 200."""
    for who in who_list:
        for path in paths:
            status, _, body = s.request("GET", path, token=tok[who] if who else None)
            check((status == 200 or not need_ok) and not shows(body),
                  "%s (%s) leaks %s to %s" % (path, status, what, who or "the public"))
        if who:
            for line in lines:
                status, r = s.command(line, token=tok[who])
                text = (r.get("reply") or r.get("error") or "").encode()
                check(not shows(text), "`%s` leaks %s to %s" % (line, what, who))
            p = n.cli("log", "--viewer", who)
            check(not shows(p.stdout.encode()), "`nomic log --viewer %s` leaks %s" % (who, what))
    p = n.cli("log", "--public")
    check(not shows(p.stdout.encode()), "`nomic log --public` leaks %s" % what)


def run(main):
    """Runs main(exe) and reports like a meson test: 0 pass, 1 fail."""
    if len(sys.argv) != 2:
        print("usage: %s PATH-TO-nomic" % sys.argv[0], file=sys.stderr)
        sys.exit(2)
    start = time.time()
    try:
        main(sys.argv[1])
    except Fail as e:
        print("FAIL:", e)
        sys.exit(1)
    print("ok (%.1fs)" % (time.time() - start))
