"""test_signin.py: signing in on the web pages, sessions and CSRF (issue 18
item 1; src/net/session_web.c, src/net/csrf.c, src/core/sessions.c), over
real HTTP with http.client:
  - GET /signin: a labelled token field and the form's CSRF token, with the
    visitor's CSRF cookie;
  - POST /signin: without the CSRF token, from another site, or with a bad
    token, one clear error and no session cookie; with a player's token, a
    303 to / and the session cookie (HttpOnly, SameSite=Lax, Path=/,
    Max-Age = session.lifetime, not Secure over plain HTTP);
  - the cookie signs the pages in ("Signed in as"), private and no-store,
    and the front page the public gets never shows the player's;
  - the form acts as the signed-in player with the session's CSRF token;
    without it, with a visitor's token, from another Origin, from a file://
    page (Origin: null) or with Sec-Fetch-Site: cross-site, 403 and nothing
    is done;
  - a second server on the same nomic (a PostgreSQL database under
    pgserver.py, "e2e pg signin") accepts the first one's session, and so
    does a restarted server;
  - sign-out ends the session: the old cookie signs nobody in, and a form
    posted with it is refused (401), nothing done;
  - an expired session is refused, and so is a token older than
    token.lifetime, with an error that says so;
  - --trust-proxy: X-Forwarded-Proto https makes the cookie Secure, and
    without it the header is ignored."""

import json
import re
import urllib.parse

from e2e import Nomic, Server, check, run

FORM = "application/x-www-form-urlencoded"


def csrf_of(body):
    m = re.search(rb'name="csrf" value="([0-9a-f]{64})"', body)
    return m.group(1).decode() if m else None


def cookie_value(set_cookie, name):
    m = re.search(r"(?:^|, )%s=([^;]*)" % name, set_cookie or "")
    return m.group(1) if m else None


def head(s):
    return json.loads(s.request("GET", "/api/v1/nomic")[2])["head"]


def form(fields):
    return urllib.parse.urlencode(fields)


def visitor(s):
    """A visitor's first page: (its CSRF cookie header, the form's token)."""
    status, h, body = s.request("GET", "/signin")
    check(status == 200, "GET /signin: %d" % status)
    tok = csrf_of(body)
    check(tok and cookie_value(h.get("set-cookie"), "nomic_csrf") == tok,
          "the sign-in page's CSRF cookie and field differ: %r" % h.get("set-cookie"))
    return "nomic_csrf=" + tok, tok


def sign_in(s, token, lifetime_s):
    cookie, tok = visitor(s)
    status, h, body = s.request("POST", "/signin", body=form({"token": token, "csrf": tok}),
                                headers={"Content-Type": FORM, "Cookie": cookie})
    check(status == 303 and h.get("location") == "/", "sign-in: %d %r %r"
          % (status, h, body[:300]))
    sc = h.get("set-cookie", "")
    secret = cookie_value(sc, "nomic_session")
    check(secret and secret.startswith("ses_"), "no session cookie: %r" % sc)
    for flag in ("HttpOnly", "SameSite=Lax", "Path=/", "Max-Age=%d" % lifetime_s):
        check(flag in sc, "the session cookie lacks %s: %r" % (flag, sc))
    check("Secure" not in sc, "a cookie over plain HTTP says Secure: %r" % sc)
    return "nomic_session=" + secret


def page(s, cookie):
    """GET / with cookie: (status, headers, body, the form's CSRF token)."""
    status, h, body = s.request("GET", "/", headers={"Cookie": cookie})
    check(status == 200, "GET / with a cookie: %d" % status)
    return h, body, csrf_of(body)


def post(s, cookie, fields, extra=None):
    hdr = {"Content-Type": FORM, "Cookie": cookie}
    hdr.update(extra or {})
    return s.request("POST", "/commands", body=form(fields), headers=hdr)


def test_sign_in_and_act(s, n, tok):
    # The form: a labelled token field.
    status, h, body = s.request("GET", "/signin")
    check(b'<label for="token">' in body and b'id="token"' in body, "no labelled token field")
    check(b"Sign in" in body and h.get("cache-control") == "no-store", "the sign-in page: %r" % h)

    cookie, vtok = visitor(s)
    hdr = {"Content-Type": FORM, "Cookie": cookie}
    before = head(s)
    # No CSRF token, from another site, a bad token: one error, no cookie.
    for what, fields, extra, want in (
            ("no CSRF token", {"token": tok["alice"]}, {}, 403),
            ("another site", {"token": tok["alice"], "csrf": vtok},
             {"Origin": "http://evil.example"}, 403),
            ("cross-site fetch", {"token": tok["alice"], "csrf": vtok},
             {"Sec-Fetch-Site": "cross-site"}, 403),
            ("a bad token", {"token": "nmc_" + "0" * 48, "csrf": vtok}, {}, 401),
            ("the admin's token", {"token": n.admin, "csrf": vtok}, {}, 401),
            ("no token", {"token": "", "csrf": vtok}, {}, 422)):
        status, h, body = s.request("POST", "/signin", body=form(fields),
                                    headers=dict(hdr, **extra))
        check(status == want, "sign-in with %s: %d, not %d: %r" % (what, status, want,
                                                                   body[:200]))
        check("nomic_session" not in h.get("set-cookie", ""), "%s set a session cookie" % what)
    check(head(s) == before, "a refused sign-in was recorded")

    alice = sign_in(s, tok["alice"], 2 * 86400)
    check(head(s) == before + 1, "the session was not recorded once")
    # The log holds the session's hash, never its secret; the public's
    # log does not even show whose.
    secret = alice.split("=", 1)[1]
    check(secret not in json.dumps(n.log()), "the session's secret is in the log")
    pub = json.dumps(json.loads(s.request("GET", "/api/v1/log")[2]))
    check('"session"' not in pub, "the public sees alice's sign-in: %r" % pub[-600:])

    h, body, ctok = page(s, alice)
    check(b'id="viewer">alice</strong>' in body, "the page does not say alice is signed in")
    check(h.get("cache-control") == "private, no-store", "a signed-in page: %r" % h)
    check(ctok and ctok != vtok, "the session's CSRF token is the visitor's")
    check(b'id="token"' not in body, "a signed-in page asks for a token")
    # The public's page (and its cache) never shows alice's.
    status, h, body = s.request("GET", "/")
    check(b'id="viewer"' not in body and b"Sign in" in body, "the public's page shows a viewer")
    h, body, ctok2 = page(s, alice)
    check(ctok2 == ctok and b'id="viewer">alice' in body, "alice's second page differs")
    # Another page (etag.c's cache) for alice and for the public.
    status, h, body = s.request("GET", "/games", headers={"Cookie": alice})
    check(status == 200 and h.get("cache-control") == "private, no-store",
          "/games signed in: %d %r" % (status, h))
    status, h, body = s.request("GET", "/games")
    check(status == 200 and b'id="viewer"' not in body, "the public's /games shows a viewer")

    # The form acts as alice with the session's CSRF token.
    before = head(s)
    status, _, body = post(s, alice, {"command": "transfer 2 A$ to bob", "csrf": ctok})
    check(status == 200 and b"alice gives 2 A$ to bob" in body, "alice's act: %d %r"
          % (status, body[:400]))
    check(head(s) == before + 1, "alice's act was not done once")
    # Without it, with a visitor's, from elsewhere: refused, nothing done.
    before = head(s)
    for what, fields, extra in (
            ("no CSRF token", {"command": "transfer 1 A$ to bob"}, {}),
            ("a visitor's token", {"command": "transfer 1 A$ to bob", "csrf": vtok}, {}),
            ("a forged token", {"command": "transfer 1 A$ to bob", "csrf": "0" * 64}, {}),
            ("another Origin", {"command": "transfer 1 A$ to bob", "csrf": ctok},
             {"Origin": "http://evil.example"}),
            ("Origin null", {"command": "transfer 1 A$ to bob", "csrf": ctok},
             {"Origin": "null"}),
            ("Sec-Fetch-Site cross-site", {"command": "transfer 1 A$ to bob", "csrf": ctok},
             {"Sec-Fetch-Site": "cross-site"})):
        status, _, body = post(s, alice, fields, extra)
        check(status == 403 and b"nothing was done" in body, "%s: %d %r"
              % (what, status, body[:300]))
    # Its own Origin is fine.
    status, _, body = post(s, alice, {"command": "transfer 1 A$ to bob", "csrf": ctok},
                           {"Origin": "http://127.0.0.1:%d" % s.port,
                            "Sec-Fetch-Site": "same-origin"})
    check(status == 200 and b"alice gives 1 A$ to bob" in body, "same origin: %d" % status)
    check(head(s) == before + 1, "a refused form was done")
    return alice, ctok


def test_other_server(n, alice, ctok):
    """A second server on the same nomic accepts the first one's session:
    sessions live in the nomic, not in one process."""
    s2 = Server(n)
    try:
        h, body, tok2 = page(s2, alice)
        check(b'id="viewer">alice' in body, "the other server does not know the session")
        check(tok2 == ctok, "the other server derives another CSRF token")
        status, _, body = post(s2, alice, {"command": "transfer 1 A$ to bob", "csrf": ctok})
        check(status == 200 and b"alice gives 1 A$ to bob" in body,
              "acting through the other server: %d" % status)
    finally:
        s2.stop()


def test_sign_out(s, alice, ctok):
    status, h, body = s.request("POST", "/signout", body=form({"csrf": ctok}),
                                headers={"Content-Type": FORM, "Cookie": alice,
                                         "Origin": "http://evil.example"})
    check(status == 403, "a cross-site sign-out: %d" % status)
    status, h, body = s.request("POST", "/signout", body=form({"csrf": ctok}),
                                headers={"Content-Type": FORM, "Cookie": alice})
    sc = h.get("set-cookie", "")
    check(status == 303 and "nomic_session=;" in sc and "Max-Age=0" in sc,
          "sign-out: %d %r" % (status, sc))
    status, h, body = s.request("GET", "/", headers={"Cookie": alice})
    check(status == 200 and b'id="viewer"' not in body, "the old cookie still signs in")
    before = head(s)
    status, _, body = post(s, alice, {"command": "transfer 1 A$ to bob", "csrf": ctok})
    check(status == 401 and b"sign in again" in body, "a form with the old cookie: %d %r"
          % (status, body[:300]))
    check(head(s) == before, "a form with an ended session was done")


def test_expiry(s, n, tok):
    bob = sign_in(s, tok["bob"], 2 * 86400)
    h, body, btok = page(s, bob)
    check(b'id="viewer">bob' in body, "bob is not signed in")
    s.must("clock advance 1d", token=n.admin)
    h, body, _ = page(s, bob)
    check(b'id="viewer">bob' in body, "bob's session ended before its time")
    s.must("clock advance 1d", token=n.admin)
    h, body, _ = page(s, bob)
    check(b'id="viewer"' not in body, "an expired session still signs in")
    status, _, body = post(s, bob, {"command": "transfer 1 A$ to alice", "csrf": btok})
    check(status == 401, "a form with an expired session: %d" % status)
    # A token past token.lifetime: refused, saying so, on the API and at
    # sign-in; 0 lifts it.
    s.must("param set token.lifetime 3d", token=n.admin)
    status, _, body = s.request("GET", "/api/v1/players", token=tok["carol"])
    check(status == 200, "carol's token before its time: %d" % status)
    s.must("clock advance 2d", token=n.admin)
    status, _, body = s.request("GET", "/api/v1/players", token=tok["carol"])
    check(status == 401 and b"expired" in body and b"token" in body,
          "an expired token: %d %r" % (status, body))
    cookie, vtok = visitor(s)
    status, h, body = s.request("POST", "/signin", body=form({"token": tok["carol"],
                                                              "csrf": vtok}),
                                headers={"Content-Type": FORM, "Cookie": cookie})
    check(status == 401 and b"expired" in body and "nomic_session" not in
          h.get("set-cookie", ""), "sign-in with an expired token: %d" % status)
    # The admin issues a new one (`token for`), which works.
    r = s.must("token for carol", token=n.admin)
    new = r.get("token")
    check(new and new.startswith("nmc_"), "token for: %r" % r)
    status, _, _ = s.request("GET", "/api/v1/players", token=new)
    check(status == 200, "carol's new token: %d" % status)
    s.must("param set token.lifetime 0d", token=n.admin)
    status, _, _ = s.request("GET", "/api/v1/players", token=tok["dave"])
    check(status == 200, "token.lifetime 0 still refuses: %d" % status)


def test_restart(n, tok):
    s = Server(n)
    try:
        dave = sign_in(s, tok["dave"], 2 * 86400)
    finally:
        s.stop()
    s = Server(n)
    try:
        h, body, _ = page(s, dave)
        check(b'id="viewer">dave' in body, "a session does not survive a restart")
    finally:
        s.stop()


def test_proxy(n, tok):
    """Secure only over TLS: behind a trusted proxy, X-Forwarded-Proto."""
    for opts, want in (([], False), (["--trust-proxy"], True)):
        s = Server(n, options=["--conns-per-address", "0", "--rate-per-address", "0"] + opts)
        try:
            status, h, body = s.request("GET", "/signin", headers={"X-Forwarded-Proto": "https"})
            tok_ = csrf_of(body)
            sc = h.get("set-cookie", "")
            check(("Secure" in sc) == want, "%s: the CSRF cookie %r" % (opts, sc))
            status, h, _ = s.request(
                "POST", "/signin", body=form({"token": tok["dave"], "csrf": tok_}),
                headers={"Content-Type": FORM, "Cookie": "nomic_csrf=" + tok_,
                         "X-Forwarded-Proto": "https", "Origin": "https://nomic.example",
                         "X-Forwarded-Host": "nomic.example"})
            sc = h.get("set-cookie", "")
            if want:
                check(status == 303 and "Secure" in sc, "behind the proxy: %d %r" % (status, sc))
            else:
                # Untrusted, the proxy's host is not this one's: refused.
                check(status == 403 and "nomic_session" not in sc,
                      "an untrusted X-Forwarded-Host was believed: %d" % status)
        finally:
            s.stop()


def main(exe):
    n = Nomic(exe, title="Sign-in")
    try:
        tok = {}
        for p in ("alice", "bob", "carol", "dave"):
            out = n.cli("--admin", "join", p).stdout
            tok[p] = re.search(r"token: (\S+)", out).group(1)
        n.cli("--admin", "param", "set", "session.lifetime", "2d")
        s = Server(n)
        try:
            alice, ctok = test_sign_in_and_act(s, n, tok)
            test_other_server(n, alice, ctok)
            test_sign_out(s, alice, ctok)
            test_expiry(s, n, tok)
        finally:
            s.stop()
        test_restart(n, tok)
        test_proxy(n, tok)
        n.cli("verify")
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
