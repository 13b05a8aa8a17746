"""test_http.py: the event-driven server's HTTP (issue 17 items 2 and 4).

- Keep-alive: many requests, GETs and POSTs, on one connection, answered in
  order, the connection never closed by the server.
- Commands from many connections at once (each suspended until the engine
  has it durable, net/defer.c) all answered 200 with distinct seqs, all in
  the log; a GET is answered on another connection meanwhile.
- ETags (net/etag.c): a GET's 200 carries an ETag, Cache-Control no-cache
  (private, with Vary: Authorization, for a signed-in viewer); If-None-Match
  with it gets 304 and no body; the tag changes with the log's head, the
  viewer and the query, and the cached body is the one a fresh build gives.
- What is never cached: a command's answer and errors (no-store, no ETag);
  the front page (its form's key is fresh on every copy, so two copies
  never share one)."""

import http.client
import json
import re
import threading

from e2e import Nomic, Server, check, run


def keepalive(s, alice):
    c = http.client.HTTPConnection("127.0.0.1", s.port, timeout=30)
    try:
        c.connect()
        sock = c.sock
        seqs = []
        for i in range(20):
            c.request("GET", "/api/v1/players")
            r = c.getresponse()
            body = r.read()
            check(r.status == 200 and json.loads(body), "GET %d on one connection: %d" % (i, r.status))
            check(not r.will_close, "the server closed a kept-alive connection after a GET")
            c.request("POST", "/api/v1/commands", body="transfer 1 A$ to Treasury",
                      headers={"Content-Type": "text/plain", "Authorization": "Bearer " + alice})
            r = c.getresponse()
            reply = json.loads(r.read())
            check(r.status == 200 and reply["ok"], "POST %d on one connection: %r" % (i, reply))
            check(not r.will_close, "the server closed a kept-alive connection after a POST")
            seqs.append(reply["seq"])
        check(c.sock is sock, "the client had to reconnect")
        check(seqs == sorted(seqs) and len(set(seqs)) == 20, "seqs: %r" % seqs)
    finally:
        c.close()


def concurrent(s, n, admin):
    """40 connections, 5 commands each, all at once: group commits, every
    answer a 200 after its event is in the log."""
    out, lock = [], threading.Lock()

    def client():
        c = http.client.HTTPConnection("127.0.0.1", s.port, timeout=60)
        try:
            for _ in range(5):
                c.request("POST", "/api/v1/commands", body="mint 1 points to alice",
                          headers={"Content-Type": "text/plain",
                                   "Authorization": "Bearer " + admin})
                r = c.getresponse()
                reply = json.loads(r.read())
                with lock:
                    out.append((r.status, reply))
        finally:
            c.close()
    threads = [threading.Thread(target=client) for _ in range(40)]
    for t in threads:
        t.start()
    # Meanwhile another connection is served.
    got = s.get_json("/api/v1/nomic")
    check(got["players"] >= 1, "a view meanwhile: %r" % got)
    for t in threads:
        t.join(120)
    check(len(out) == 200 and all(st == 200 and r["ok"] for st, r in out),
          "concurrent commands: %r" % [x for x in out if x[0] != 200][:3])
    seqs = [r["seq"] for _, r in out]
    check(len(set(seqs)) == 200, "two commands share a seq")
    log = n.log()
    logged = {e["seq"] for e in log if e["command"] == "mint 1 points to alice"}
    check(set(seqs) <= logged, "an answered command is not in the log")


def etags(s, alice):
    st, h, body = s.request("GET", "/api/v1/players")
    tag = h.get("etag")
    check(st == 200 and tag and re.match(r'^"[0-9a-f]{32}"$', tag), "no ETag: %r" % h)
    check(h.get("cache-control") == "no-cache", "public Cache-Control: %r" % h)
    check(h.get("vary") == "Authorization", "Vary: %r" % h)
    # Revalidation: 304, no body, the same tag (RFC 9110 15.4.5).
    st, h2, body2 = s.request("GET", "/api/v1/players", headers={"If-None-Match": tag})
    check(st == 304 and body2 == b"" and h2.get("etag") == tag, "If-None-Match: %d %r" % (st, h2))
    st, _, _ = s.request("GET", "/api/v1/players", headers={"If-None-Match": 'W/"x", ' + tag})
    check(st == 304, "a list holding the tag (weak comparison): %d" % st)
    st, _, _ = s.request("GET", "/api/v1/players", headers={"If-None-Match": '"0000"'})
    check(st == 200, "another tag: %d" % st)
    # The same GET again is the same bytes (from the cache).
    st, h3, body3 = s.request("GET", "/api/v1/players")
    check(body3 == body and h3.get("etag") == tag, "a second GET differs")
    # A signed-in viewer: another tag, private.
    st, h4, _ = s.request("GET", "/api/v1/players", token=alice)
    check(st == 200 and h4.get("etag") not in (None, tag), "alice's tag: %r" % h4)
    check(h4.get("cache-control") == "private, no-cache", "signed Cache-Control: %r" % h4)
    st, _, _ = s.request("GET", "/api/v1/players", headers={"If-None-Match": tag}, token=alice)
    check(st == 200, "the public's tag validated alice's view")
    # The query is part of what is tagged.
    _, ha, ba = s.request("GET", "/api/v1/log?limit=1")
    _, hb, bb = s.request("GET", "/api/v1/log?limit=2")
    check(ha["etag"] != hb["etag"] and len(json.loads(ba)["events"]) == 1
          and len(json.loads(bb)["events"]) == 2, "the query is not in the tag")
    # A command moves the head: the old tag no longer validates, and the
    # new body shows the change.
    st, hp, reply = s.request("POST", "/api/v1/commands", body="transfer 3 A$ to Treasury",
                              headers={"Content-Type": "text/plain"}, token=alice)
    check(st == 200, "transfer: %r" % reply)
    check(hp.get("cache-control") == "no-store" and "etag" not in hp,
          "a command's answer is cacheable: %r" % hp)
    st, h5, body5 = s.request("GET", "/api/v1/players", headers={"If-None-Match": tag})
    check(st == 200 and h5["etag"] != tag and body5 != body, "stale after a command: %d" % st)
    # Errors are not cached.
    st, h6, _ = s.request("GET", "/api/v1/nosuch")
    check(st == 404 and h6.get("cache-control") == "no-store" and "etag" not in h6,
          "a 404: %r" % h6)


def front_page(s):
    keys = set()
    for _ in range(3):
        st, h, page = s.request("GET", "/")
        check(st == 200 and "etag" not in h and h.get("cache-control") == "no-store",
              "the front page is cacheable: %r" % h)
        m = re.search(rb'name="key" value="page-([0-9a-f]{32})"', page)
        check(m, "no form key on the page")
        keys.add(m.group(1))
        rest = page.replace(m.group(1), b"")
    check(len(keys) == 3, "two copies of the page share a form key")
    check(b"<h1>" in rest, "the page: %r" % rest[:200])


def main(exe):
    n = Nomic(exe)
    try:
        s = Server(n)
        try:
            alice = s.must("join alice", token=n.admin)["token"]
            s.lift_limits()
            keepalive(s, alice)
            concurrent(s, n, n.admin)
            etags(s, alice)
            front_page(s)
        finally:
            s.stop()
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
