"""test_hostile.py: hostile and broken requests each get a 4xx and change
nothing: the log is as long and the state the same before and after, and
the server still answers (and, under ASan, exits cleanly without leaks).
Some are sent as raw bytes, because no well-made client can send them: a
folded header, a NUL byte in the path, two Content-Lengths (issue 12,
item 8). And no error echoes an over-long input whole."""

import json
import socket

from e2e import Fail, Nomic, Server, check, run

JSON = {"Content-Type": "application/json"}
TEXT = {"Content-Type": "text/plain"}
FORM = {"Content-Type": "application/x-www-form-urlencoded"}
API = "/api/v1/commands"
# Broken HTTP itself: libmicrohttpd answers these before any route runs.
PROTOCOL = {"huge header", "huge URL", "bad Content-Length"}


def cases(alice):
    """(what, method, path, body, headers, token, chunked, expected statuses)"""
    big = b'{"command":"' + b"x" * (70 * 1024) + b'"}'
    return [
        ("oversized body with Content-Length", "POST", API, big, JSON, alice, False, {413}),
        ("oversized chunked body", "POST", API, iter([big[:40000], big[40000:]]), JSON,
         alice, True, {413}),
        ("oversized form", "POST", "/commands", b"command=" + b"x" * 70000, FORM, None,
         False, {413}),
        ("bad JSON", "POST", API, b'{"command": "join eve"', JSON, None, False, {400}),
        ("JSON with trailing junk", "POST", API, b'{"command":"join eve"} x', JSON, None,
         False, {400}),
        ("JSON array", "POST", API, b'["join eve"]', JSON, None, False, {400}),
        ("JSON string", "POST", API, b'"join eve"', JSON, None, False, {400}),
        ("missing command field", "POST", API, b'{"cmd":"join eve"}', JSON, None, False,
         {400}),
        ("command not a string", "POST", API, b'{"command":5}', JSON, None, False, {400}),
        ("duplicate command field", "POST", API,
         b'{"command":"players","command":"join eve"}', JSON, None, False, {400}),
        ("empty body", "POST", API, b"", JSON, None, False, {400}),
        ("bad UTF-8 in JSON", "POST", API, b'{"command":"join ev\xffe"}', JSON, None,
         False, {400}),
        ("overlong UTF-8 in JSON", "POST", API, b'{"command":"join ev\xc0\xafe"}', JSON,
         None, False, {400}),
        ("escaped NUL in JSON", "POST", API, b'{"command":"join ev\\u0000e"}', JSON, None,
         False, {400}),
        ("lone surrogate in JSON", "POST", API, b'{"command":"join ev\\ud800e"}', JSON,
         None, False, {400}),
        ("bad UTF-8 as text", "POST", API, b"join ev\xc3\x28e", TEXT, None, False, {400}),
        ("surrogate as text", "POST", API, b"join ev\xed\xa0\x80e", TEXT, None, False,
         {400}),
        ("NUL byte as text", "POST", API, b"join ev\x00e", TEXT, None, False, {400}),
        ("two lines", "POST", API, b'{"command":"join eve\\njoin mallory"}', JSON, None,
         False, {400, 422}),
        ("unsupported content type", "POST", API, b"command=join+eve", FORM, None, False,
         {415}),
        ("form with a bad escape", "POST", "/commands", b"command=join%zzeve", FORM, None,
         False, {400}),
        ("form with bad UTF-8", "POST", "/commands", b"command=join+ev%FFe", FORM, None,
         False, {400}),
        ("form with the command twice", "POST", "/commands",
         b"command=join+eve&command=join+mallory", FORM, None, False, {400}),
        ("form without a command", "POST", "/commands", b"token=", FORM, None, False, {400}),
        ("form as JSON", "POST", "/commands", b'{"command":"join eve"}', JSON, None, False,
         {415}),
        ("bad token", "POST", API, b'{"command":"join eve"}', JSON, "nmc_" + "0" * 48,
         False, {401}),
        ("empty bearer", "POST", API, b'{"command":"join eve"}',
         dict(JSON, Authorization="Bearer "), None, False, {401}),
        ("huge bearer", "POST", API, b'{"command":"join eve"}', JSON, "x" * 5000, False,
         {401}),
        ("not a bearer", "POST", API, b'{"command":"join eve"}',
         dict(JSON, Authorization="Basic ZXZlOmV2ZQ=="), None, False, {401}),
        ("refused by the nomic", "POST", API, b'{"command":"transfer 5000 A$ to bob"}', JSON,
         alice, False, {422}),
        ("unknown command", "POST", API, b'{"command":"frobnicate"}', JSON, alice, False,
         {422}),
        ("unknown API route", "GET", "/api/v1/nope", None, {}, None, False, {404}),
        ("unknown POST route", "POST", "/api/v1/nope", b'{"command":"join eve"}', JSON, None,
         False, {404}),
        ("trailing slash", "GET", "/api/v1/players/", None, {}, None, False, {404}),
        ("path traversal", "GET", "/../../etc/passwd", None, {}, None, False, {404}),
        ("unknown page", "GET", "/index.php", None, {}, None, False, {404}),
        ("GET on commands", "GET", API, None, {}, None, False, {405}),
        ("PUT on commands", "PUT", API, b'{"command":"join eve"}', JSON, None, False, {405}),
        ("DELETE on a view", "DELETE", "/api/v1/players", None, {}, None, False, {405}),
        ("POST on a view", "POST", "/api/v1/log", b'{"command":"join eve"}', JSON, None,
         False, {405}),
        ("POST on the page", "POST", "/", b"command=join+eve", FORM, None, False, {405}),
        ("bad log from", "GET", "/api/v1/log?from=-1", None, {}, None, False, {400}),
        ("bad log limit", "GET", "/api/v1/log?limit=99999", None, {}, None, False, {400}),
        ("junk log limit", "GET", "/api/v1/log?limit=5x", None, {}, None, False, {400}),
        ("huge header", "GET", "/api/v1/players", None, {"X-Junk": "y" * 100000}, None, False,
         {400, 413, 431}),
        ("huge URL", "GET", "/api/v1/" + "a" * 100000, None, {}, None, False, {404, 414}),
        ("bad Content-Length", "POST", API, None, dict(JSON, **{"Content-Length": "12abc"}),
         None, False, {400}),
    ]


def raw_cases(alice, admin):
    """(what, request bytes, expected statuses): what http.client will not
    send. A folded header (obs-fold) continues on a line that starts with a
    space; libmicrohttpd 0.9.75 would glue that line to the header's name,
    so that sign-in found no Authorization and served the public."""
    get = b"GET %s HTTP/1.1\r\nHost: nomic\r\n%sConnection: close\r\n\r\n"
    post = (b"POST /api/v1/commands HTTP/1.1\r\nHost: nomic\r\nContent-Type: text/plain\r\n"
            b"%sConnection: close\r\n\r\n%s")
    return [
        ("folded Authorization naming nobody", get % (
            b"/api/v1/nomic", b"Authorization: Bearer\r\n nmc_" + b"0" * 48 + b"\r\n"),
         {400, 401}),
        ("folded Authorization of the admin", get % (
            b"/api/v1/nomic", b"Authorization: Bearer\r\n " + admin.encode() + b"\r\n"),
         {400, 401}),
        ("folded Authorization, second word", get % (
            b"/api/v1/players", b"Authorization: Bearer " + alice.encode() + b"\r\n x\r\n"),
         {400, 401}),
        ("folded Authorization on a command", post % (
            b"Authorization:\r\n Bearer " + alice.encode() + b"\r\nContent-Length: 20\r\n",
            b"transfer 1 A$ to bob"), {400, 401}),
        ("two different Content-Lengths", post % (
            b"Content-Length: 20\r\nContent-Length: 7\r\n", b"transfer 1 A$ to bob"), {400}),
        ("Content-Length and chunked", post % (
            b"Content-Length: 7\r\nTransfer-Encoding: chunked\r\n", b"7\r\nplayers\r\n0\r\n\r\n"),
         {400}),
        ("two Authorizations", get % (
            b"/api/v1/nomic", b"Authorization: Bearer " + admin.encode() +
            b"\r\nAuthorization: Bearer nmc_0\r\n"), {400, 401}),
        ("%00 in the path", get % (b"/api/v1/nomic%00.html", b""), {400}),
        ("%00 in a page's path", get % (b"/rules%00/1", b""), {400}),
        ("raw NUL in the path", get % (b"/api/v1/nomic\x00.html", b""), {400}),
        ("raw NUL in the query", get % (b"/api/v1/log?limit=5\x00x", b""), {400}),
    ]


def send_raw(s, data):
    """Sends bytes as they are; returns (status, body), or status None when
    the server closed without a reply."""
    c = socket.create_connection(("127.0.0.1", s.port), timeout=30)
    try:
        c.sendall(data)
        out = b""
        while True:
            b = c.recv(65536)
            if not b:
                break
            out += b
    except OSError:
        pass
    finally:
        c.close()
    head, _, body = out.partition(b"\r\n\r\n")
    parts = head.split(b" ", 2)
    return (int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None), body


def long_inputs(s, alice):
    """A refusal quotes what it refuses, but never an over-long input whole:
    a 5,000-character name, command word or quoted argument comes back cut,
    with the error's explanation still there."""
    name = "n" * 5000
    for what, body, token in (
            ("a 5,000-character name", "join " + name, None),
            ("a 5,000-character command", name, alice),
            ("a 5,000-character recipient", "transfer 1 A$ to " + name, alice)):
        for ct, data in (("text/plain", body), ("application/json", json.dumps({"command": body}))):
            status, _, reply = s.request("POST", API, data, {"Content-Type": ct}, token)
            error = json.loads(reply).get("error", "")
            check(status == 422 and error, "%s: %d %r" % (what, status, reply[:200]))
            check(name not in error and len(error) < 1000,
                  "%s is echoed whole: %d characters of error" % (what, len(error)))
        # The form's page quotes it no more.
        form, csrf = s.form_headers()
        status, _, page = s.request("POST", "/commands",
                                    ("command=" + body.replace(" ", "+") + "&csrf="
                                     + csrf).encode(), form, None)
        check(status == 422 and name.encode() not in page and len(page) < 20000,
              "%s on the form: %d, %d bytes" % (what, status, len(page)))
    # The 5,000-character name is still refused for what it is.
    status, _, reply = s.request("POST", API, "join " + name, TEXT, None)
    check("2 to 20 characters" in json.loads(reply)["error"], "the reason was lost: %r"
          % reply[-200:])


def snapshot(s, n):
    log = s.get_json("/api/v1/log?limit=1000", token=n.admin)
    return (log["head"], len(log["events"]), json.dumps(s.get_json("/api/v1/players")),
            json.dumps(s.get_json("/api/v1/offices")))


def main(exe):
    n = Nomic(exe)
    s = Server(n)
    try:
        alice = s.must("join alice", token=n.admin)["token"]
        s.must("join bob", token=n.admin)
        before = snapshot(s, n)
        for what, method, path, body, headers, token, chunked, want in cases(alice):
            try:
                status, _, data = s.request(method, path, body, headers, token, chunked)
            except (ConnectionError, OSError) as e:
                # A client that breaks the protocol may be cut off; the
                # server must still be there and unchanged, checked below.
                status, data = "closed (%s)" % e.__class__.__name__, b""
            check(status in want, "%s: got %s, want %s: %r" % (what, status, sorted(want),
                                                               data[:200]))
            if path.startswith("/api/") and what not in PROTOCOL:
                try:
                    body_json = json.loads(data)
                except ValueError:
                    raise Fail("%s: %s answered %r, not JSON" % (what, status, data[:200]))
                check(body_json.get("ok") is False and body_json.get("error"),
                      "%s: the error is not explained: %r" % (what, data))
            after = snapshot(s, n)
            check(after == before, "%s changed the nomic" % what)
        for what, data, want in raw_cases(alice, n.admin):
            status, body = send_raw(s, data)
            check(status in want, "%s: got %s, want %s: %r" % (what, status, sorted(want),
                                                               body[:200]))
            if b"/api/" in data.split(b"\r\n")[0]:
                reply = json.loads(body)
                check(reply.get("ok") is False and reply.get("error"),
                      "%s: the error is not explained: %r" % (what, body))
            check(snapshot(s, n) == before, "%s changed the nomic" % what)
        long_inputs(s, alice)
        check(snapshot(s, n) == before, "an over-long input changed the nomic")
        # Still serving, still sound.
        s.must("transfer 1 A$ to bob", token=alice)
        s.stop()
        n.cli("verify")
    finally:
        if s.proc.poll() is None:
            s.kill()
        n.cleanup()


if __name__ == "__main__":
    run(main)
