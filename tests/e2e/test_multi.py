"""test_multi.py: several nomics on one server (issue 17 item 6). One
`nomic serve --nomic a=PATH --nomic b=PATH` serves two nomics under /n/a/
and /n/b/. Each acts with its own tokens; neither sees the other's players
or events; a token of one is refused at the other; a name that is not a
nomic's (a traversal, an escape, one not served) is a 404; each nomic's
clock runs its own deadlines (Ackanomic R106: a proposal's vote ends at
its own nomic's time); a page's links carry its prefix; the per-address
limits count the whole server. `/` lists the nomics. Under pgserver.py
("e2e multi pg") A and B are PostgreSQL databases, served beside a SQLite
nomic found by --nomics."""

import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import xml.etree.ElementTree as ET

from e2e import UNLIMITED, Fail, Nomic, check, run


class Multi:
    """`nomic serve --port 0 --nomic NAME=PATH ...` on several nomics."""

    def __init__(self, exe, nomics, options=None, args=None):
        if args is None:
            args = [exe, "serve", "--port", "0", "--quiet"]
            for name, n in nomics.items():
                args += ["--nomic", "%s=%s" % (name, n.path)]
            args += UNLIMITED if options is None else options
        self.proc = subprocess.Popen(args, stdout=subprocess.PIPE, stdin=subprocess.DEVNULL,
                                     text=True)
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

    def request(self, method, path, body=None, headers=None, token=None):
        import http.client
        h = dict(headers or {})
        if token is not None:
            h["Authorization"] = "Bearer " + token
        c = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            c.request(method, path, body=body, headers=h)
            r = c.getresponse()
            return r.status, {k.lower(): v for k, v in r.getheaders()}, r.read()
        finally:
            c.close()

    def get_json(self, path, token=None):
        status, _, data = self.request("GET", path, token=token)
        check(status == 200, "GET %s: %d %r" % (path, status, data[:200]))
        return json.loads(data)

    def command(self, name, line, token=None):
        status, _, data = self.request(
            "POST", "/n/%s/api/v1/commands" % name, body=json.dumps({"command": line}),
            headers={"Content-Type": "application/json"}, token=token)
        return status, json.loads(data)

    def must(self, name, line, token=None):
        status, r = self.command(name, line, token)
        check(status == 200 and r.get("ok"), "%s: %r was refused: %d %r" % (name, line, status, r))
        return r

    def stop(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        rc = self.proc.wait(30)
        self.proc.stdout.close()
        check(rc == 0, "the server exited %d on SIGTERM" % rc)


PROPOSAL = ('propose "%s" "This is a Modest proposal.\\n'
            'Effect: rule amend 1250.7 \\"Pure Skill is now %s.\\""')


def isolation(exe, a, b):
    s = Multi(exe, {"a": a, "b": b})
    try:
        # `/` lists both, each with its own title (issue 17 item 6).
        listed = {x["name"]: x for x in s.get_json("/api/v1/nomics")["nomics"]}
        check(set(listed) == {"a", "b"} and listed["a"]["title"] == "Nomic A" and
              listed["b"]["title"] == "Nomic B" and listed["a"]["href"] == "/n/a",
              "the list: %r" % listed)
        status, h, _ = s.request("POST", "/api/v1/nomics", body="{}")
        check(status == 405 and h.get("allow") == "GET, HEAD", "POST to the list: %d" % status)
        status, _, page = s.request("GET", "/")
        check(status == 200 and b'href="/n/a/"' in page and b"Nomic B" in page,
              "the front page: %d %r" % (status, page[:300]))

        # Each nomic's own players, with its own tokens.
        alice = s.must("a", "join alice", token=a.admin)["token"]
        bob = s.must("b", "join bob", token=b.admin)["token"]
        s.must("a", PROPOSAL % ("Luck in A", "a game of luck"), token=alice)
        s.must("b", PROPOSAL % ("Skill in B", "a game of skill"), token=bob)
        s.must("a", "vote 1 yes", token=alice)
        s.must("b", "vote 1 yes", token=bob)

        # A token of A names nobody at B: 401, for reads and writes; so
        # does A's admin token (tokens are each nomic's own).
        status, _, _ = s.request("GET", "/n/b/api/v1/players", token=alice)
        check(status == 401, "alice's token read at B: %d" % status)
        status, r = s.command("b", "vote 1 no", token=alice)
        check(status == 401, "alice's token voted at B: %d %r" % (status, r))
        status, r = s.command("b", "clock advance 7d", token=a.admin)
        check(status == 401, "A's admin moved B's clock: %d %r" % (status, r))
        status, _, _ = s.request("GET", "/n/a/api/v1/players", token=alice)
        check(status == 200, "alice's token refused at home: %d" % status)

        # Neither sees the other's players, proposals or events.
        pa = [p["name"] for p in s.get_json("/n/a/api/v1/players")]
        pb = [p["name"] for p in s.get_json("/n/b/api/v1/players")]
        check("alice" in pa and "bob" not in pa and "bob" in pb and "alice" not in pb,
              "players: a %r, b %r" % (pa, pb))
        for name, mine, theirs in (("a", b"Luck in A", b"Skill in B"),
                                   ("b", b"Skill in B", b"Luck in A")):
            for path in ("/api/v1/log?limit=100", "/api/v1/news", "/feed.atom", "/",
                         "/proposals", "/api/v1/proposals"):
                status, _, body = s.request("GET", "/n/%s%s" % (name, path))
                check(status == 200, "GET /n/%s%s: %d" % (name, path, status))
                check(theirs not in body, "/n/%s%s shows the other nomic's %r" %
                      (name, path, theirs))
            check(mine in s.request("GET", "/n/%s/proposals" % name)[2],
                  "/n/%s/proposals lacks its own proposal" % name)

        # The pages' and the feed's links stay under the nomic's prefix.
        _, _, page = s.request("GET", "/n/a/")
        links = re.findall(rb'(?:href|action|src)="([^"]*)"', page)
        check(links and all(l.startswith(b"/n/a/") for l in links if l.startswith(b"/")),
              "a link of /n/a/ leaves it: %r" % [l for l in links if not l.startswith(b"/n/a/")])
        check(b'action="/n/a/commands"' in page, "the form posts elsewhere")
        _, _, feed = s.request("GET", "/n/b/feed.atom")
        root = ET.fromstring(feed)
        hrefs = [l.get("href") for l in root.iter("{http://www.w3.org/2005/Atom}link")]
        check(hrefs and all(h.startswith("/n/b/") for h in hrefs), "feed links: %r" % hrefs)
        # The page's own POST goes to its own nomic.
        status, _, _ = s.request("POST", "/n/b/commands", body="command=transfer+1+A%24+to+bob",
                                 headers={"Content-Type": "application/x-www-form-urlencoded"},
                                 token=alice)
        check(status == 401, "alice's token posted the page at B: %d" % status)

        # Names that are no nomic's: 404, never a file or the other nomic.
        for path in ("/n/../a.db", "/n/..%2fa/api/v1/nomic", "/n/%2e%2e/api/v1/nomic",
                     "/n/./api/v1/nomic", "/n/a/../b/api/v1/nomic", "/n/A/api/v1/nomic",
                     "/n/c/api/v1/nomic", "/n//api/v1/nomic", "/n/a%00/api/v1/nomic",
                     "/n/" + "a" * 40 + "/api/v1/nomic", "/n/-a/api/v1/nomic",
                     "/api/v1/nomic", "/n", "/n/"):
            status, _, body = s.request("GET", path)
            check(status in (400, 404), "GET %s: %d %r" % (path, status, body[:100]))
            check(b"Nomic A" not in body and b"Nomic B" not in body, "%s shows a nomic" % path)
        status, _, _ = s.request("GET", "/n/a")
        check(status == 200, "/n/a is not A's page: %d" % status)

        # Each clock runs its own deadlines: A's week passes, B's does not
        # (R106: the vote ends at the end of its nomic's voting period).
        r = s.must("a", "clock advance 7d", token=a.admin)
        check("ADOPTED" in r["reply"], "A's results: %r" % r)
        check(s.get_json("/n/a/api/v1/proposals/1")["status"] == "adopted", "A's proposal")
        check(s.get_json("/n/b/api/v1/proposals/1")["status"] == "voting",
              "B's proposal closed on A's clock")
        ta = s.get_json("/n/a/api/v1/nomic")["time"]
        tb = s.get_json("/n/b/api/v1/nomic")["time"]
        check(ta == "2001-01-08T00:00:00Z" and tb == "2001-01-01T00:00:00Z",
              "clocks: a %s, b %s" % (ta, tb))
        check(s.get_json("/n/a/api/v1/rules/1250.7")["text"] == "Pure Skill is now a game of luck.",
              "A's rule unchanged")
        check(s.get_json("/n/b/api/v1/rules/1250.7")["text"] != "Pure Skill is now a game of luck.",
              "B's rule changed by A's proposal")
        r = s.must("b", "clock advance 7d", token=b.admin)
        check("ADOPTED" in r["reply"], "B's results: %r" % r)
        check(s.get_json("/n/b/api/v1/rules/1250.7")["text"] == "Pure Skill is now a game of skill.",
              "B's rule")
        listed = {x["name"]: x for x in s.get_json("/api/v1/nomics")["nomics"]}
        check(listed["a"]["players"] == 1 and listed["a"]["head"] > 1, "the list: %r" % listed)
    finally:
        s.stop()
    # Each file holds its own log only, and verifies.
    for n, other in ((a, "bob"), (b, "alice")):
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
        check(all(other not in json.dumps(e) for e in n.log()), "the other's player in a log")


def limits(exe, a, b):
    """The per-address rate counts the whole server: spent at A, refused at B."""
    s = Multi(exe, {"a": a, "b": b}, options=["--rate-per-address", "2"])
    try:
        refused = False
        for _ in range(20):
            status, _, _ = s.request("GET", "/n/a/api/v1/nomic")
            if status == 429:
                refused = True
                break
        check(refused, "A never refused at 2 requests a second")
        status, h, _ = s.request("GET", "/n/b/api/v1/nomic")
        check(status == 429 and "retry-after" in h, "B served an address over its rate: %d" % status)
    finally:
        s.stop()


def from_config(exe, a):
    """The configuration file's `nomics = DIR` serves each NAME.db in DIR as
    --nomics does (docs/DEPLOY.md): A's file is DIR/nomic.db, so /n/nomic/."""
    conf = os.path.join(a.dir, "nomicd.conf")
    with open(conf, "w") as f:
        f.write("nomics = %s\nport = 0\nquiet = yes\nconns-per-address = 0\n"
                "rate-per-address = 0\n" % a.dir)
    s = Multi(exe, {}, args=[exe, "--config", conf, "serve"])
    try:
        listed = [x["name"] for x in s.get_json("/api/v1/nomics")["nomics"]]
        check(listed == ["nomic"], "the config's nomics: %r" % listed)
        status, _, _ = s.request("GET", "/n/nomic/api/v1/nomic")
        check(status == 200, "/n/nomic/ from the config: %d" % status)
    finally:
        s.stop()


def mixed(exe, a):
    """Under pgserver.py (meson's "e2e multi pg"), A is a PostgreSQL
    connection string: one server serves it (--nomic p=postgresql://...)
    beside a SQLite nomic found by --nomics DIR, each with its own log and
    tokens (issue 17 items 5 and 6)."""
    d = tempfile.mkdtemp(prefix="nomic-mixed-")
    try:
        p = subprocess.run([exe, "--file", os.path.join(d, "s.db"), "init", "--title",
                            "Nomic S", "--clock", "virtual"], capture_output=True, text=True,
                           timeout=60)
        m = re.search(r"admin token: (\S+)", p.stdout)
        check(p.returncode == 0 and m, "init s.db: %d %r" % (p.returncode, p.stderr))
        s_admin = m.group(1)
        s = Multi(exe, {}, args=[exe, "serve", "--port", "0", "--quiet", "--nomics", d,
                                 "--nomic", "p=%s" % a.path] + UNLIMITED)
        try:
            listed = {x["name"]: x["title"] for x in s.get_json("/api/v1/nomics")["nomics"]}
            check(listed == {"p": "Nomic A", "s": "Nomic S"}, "the list: %r" % listed)
            head_p = s.get_json("/n/p/api/v1/nomic")["head"]
            carol = s.must("p", "join carol", token=a.admin)["token"]
            s.must("s", "join dave", token=s_admin)
            check(s.get_json("/n/p/api/v1/nomic")["head"] == head_p + 1, "p's head")
            pp = [x["name"] for x in s.get_json("/n/p/api/v1/players")]
            ps = [x["name"] for x in s.get_json("/n/s/api/v1/players")]
            check("carol" in pp and "dave" not in pp and ps == ["dave"],
                  "the players: p %r, s %r" % (pp, ps))
            status, _, _ = s.request("GET", "/n/s/api/v1/players", token=carol)
            check(status == 401, "p's token read at s: %d" % status)
        finally:
            s.stop()
        # What the server appended to PostgreSQL is in the database.
        log = a.log()
        check(any(e["command"] == "join carol" for e in log), "p's join is not in PostgreSQL")
        a.cli("verify")
    finally:
        shutil.rmtree(d, ignore_errors=True)


def cli_errors(exe, a):
    for args, what in ((["--nomic", "../x=%s" % a.path], "bad nomic name"),
                       (["--nomic", "a=%s" % a.path, "--nomic", "a=%s" % a.path], "two nomics"),
                       (["--nomic", "noequals"], "NAME=PATH"),
                       (["--nomics", a.dir + "/nonexistent"], "cannot read")):
        p = subprocess.run([exe, "serve", "--port", "0"] + args, capture_output=True,
                           text=True, timeout=30)
        check(p.returncode == 2 and what in p.stderr, "serve %r: %d %r" % (args, p.returncode,
                                                                          p.stderr))


def main(exe):
    a = Nomic(exe, title="Nomic A")
    b = Nomic(exe, title="Nomic B")
    try:
        for n in (a, b):
            n.cli("--admin", "ruleset", "load", "ackanomic")
        isolation(exe, a, b)
        limits(exe, a, b)
        if not os.environ.get("NOMIC_TEST_PG"):
            from_config(exe, a)
        else:
            mixed(exe, a)
        cli_errors(exe, a)
    finally:
        a.cleanup()
        b.cleanup()


if __name__ == "__main__":
    run(main)
