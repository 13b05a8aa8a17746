"""test_signin_mail.py: signing in by a link sent by mail (issue 18 item 1;
src/mail/signin.c, src/net/signin_link_web.c, docs/WEB.md "Signing in"),
through a real mail server (mta.py's private OpenSMTPD) and real HTTP:
  - a player with a contact address asks for a link on /signin's second
    form; the mail arrives in eir mailbox with a link to the address the
    request came to, /signin/link?code=CODE;
  - opening the link shows one button, "Sign in as NAME", and signs nobody
    in (opened twice, it still works);
  - posting the button signs em in: the session cookie, and "Signed in as
    NAME" on /;
  - the link used again, or a made-up one, is refused and signs nobody in;
  - a player without an address, and a name nobody has, get the same reply
    and no mail; a second ask within signin.link_every sends nothing more;
  - the code is nowhere in the log (GET /api/v1/log as the admin) nor in any
    other mailbox; the mail goes only to the player's contact address.

usage: test_signin_mail.py PATH-TO-nomic"""

import os
import re
import time
import urllib.parse

from e2e import UNLIMITED, Nomic, Server, check, run
from mta import MTA, Skip, body_text, skip

DOMAIN = "nomic.test"
FORM = "application/x-www-form-urlencoded"


def csrf_of(body):
    m = re.search(rb'name="csrf" value="([0-9a-f]{64})"', body)
    return m.group(1).decode() if m else None


def cookie_value(set_cookie, name):
    m = re.search(r"(?:^|, )%s=([^;]*)" % name, set_cookie or "")
    return m.group(1) if m else None


def visitor(s):
    """A visitor's /signin: (its CSRF cookie header, the form's token)."""
    status, h, body = s.request("GET", "/signin")
    check(status == 200, "GET /signin: %d" % status)
    check(b'action="/signin/mail"' in body and b"Send me a sign-in link" in body,
          "/signin has no form to ask for a link")
    tok = csrf_of(body)
    check(tok and cookie_value(h.get("set-cookie"), "nomic_csrf") == tok,
          "no CSRF cookie for the sign-in page: %r" % h.get("set-cookie"))
    return "nomic_csrf=" + tok, tok


def post(s, path, fields):
    cookie, tok = visitor(s)
    fields = dict(fields, csrf=tok)
    return s.request("POST", path, body=urllib.parse.urlencode(fields),
                     headers={"Content-Type": FORM, "Cookie": cookie})


def ask(s, name):
    """Asks for a link for name; the page must say the same for anyone."""
    status, h, body = post(s, "/signin/mail", {"name": name})
    check(status == 200, "asking a link for %s: %d %r" % (name, status, body[:300]))
    want = ("if %s is a player with a contact address, a sign-in link is on its way to it "
            "(it works once, for 15m)" % name).encode()
    check(want in body, "the reply to a link for %s: %r" % (name, body[:2000]))
    check("nomic_session" not in h.get("set-cookie", ""), "asking signed someone in")


def main(exe):
    exe = os.path.abspath(exe)
    n = Nomic(exe)
    mta = server = None
    try:
        n.cli("--admin", "join", "alice")
        n.cli("--admin", "join", "bob")
        n.cli("--admin", "join", "carol")
        n.cli("--admin", "mail", "setup", DOMAIN, "forum@" + DOMAIN)
        n.cli("--as", "alice", "contact", "alice@example.test")
        n.cli("--as", "carol", "contact", "carol@example.test")
        mta = MTA("@NOMIC@ --file %s mail deliver --to '%%{rcpt}' --sender '%%{sender}'"
                  % n.path, programs={"@NOMIC@": exe})
        mta.give(n.dir)
        server = Server(n, options=UNLIMITED + ["--smtp", mta.url])
        s = server
        base = "http://127.0.0.1:%d" % s.port

        ask(s, "alice")
        msgs = mta.wait_mail("alice@example.test", timeout=60)
        check(len(msgs) == 1, "alice has %d mails" % len(msgs))
        m = msgs[0]
        check("sign in as alice" in m["Subject"], "the link's subject: %r" % m["Subject"])
        text = body_text(m)
        link = re.search(r"(\S+)/signin/link\?code=(lnk_[0-9a-f]{64})", text)
        check(link, "no link in the mail: %r" % text)
        check(link.group(1) == base, "the link goes to %r, not %r" % (link.group(1), base))
        code = link.group(2)

        # The link's page: one button; a GET signs nobody in.
        for _ in range(2):
            status, h, body = s.request("GET", "/signin/link?code=" + code)
            check(status == 200, "GET the link: %d %r" % (status, body[:300]))
            check(b"Sign in as alice</button>" in body, "no button on the link's page")
            check("nomic_session" not in h.get("set-cookie", ""), "a GET signed in")
        status, _, body = s.request("GET", "/signin/link?code=lnk_" + "0" * 64)
        check(status == 404 and b"has been used, has expired or is unknown" in body,
              "a made-up link's page: %d" % status)

        # The button signs alice in, once.
        status, h, body = post(s, "/signin/link", {"code": code})
        check(status == 303, "posting the link: %d %r" % (status, body[:300]))
        ses = cookie_value(h.get("set-cookie"), "nomic_session")
        check(ses and ses.startswith("ses_"), "no session cookie: %r" % h.get("set-cookie"))
        for flag in ("HttpOnly", "SameSite=Lax", "Path=/"):
            check(flag in h["set-cookie"], "the cookie lacks %s" % flag)
        status, _, body = s.request("GET", "/", headers={"Cookie": "nomic_session=" + ses})
        check(status == 200 and b"Signed in as" in body and b">alice</strong>" in body,
              "the cookie does not sign alice in")
        status, h, body = post(s, "/signin/link", {"code": code})
        check(status == 422 and b"has been used, has expired or is unknown" in body,
              "the link used again: %d %r" % (status, body[:500]))
        check("nomic_session" not in h.get("set-cookie", ""), "a used link signed in")
        status, _, body = s.request("GET", "/signin/link?code=" + code)
        check(status == 404, "a used link's page still offers its button")

        # Bob has no address; nobody is zed; alice asked a moment ago.
        before = n.log()
        ask(s, "bob")
        ask(s, "zed")
        ask(s, "alice")
        time.sleep(3)  # the sender looks ten times a second
        check(len(mta.maildir("alice@example.test")) == 1,
              "alice got a second link within signin.link_every")
        check(mta.mailboxes() == ["alice@example.test"],
              "mail went to %r" % mta.mailboxes())
        check(len(n.log()) == len(before) + 3, "the asks were not logged as hidden events")

        # The code is in alice's mail only.
        status, _, log = s.request("GET", "/api/v1/log?limit=1000", token=n.admin)
        check(status == 200, "the admin's log: %d" % status)
        check(code.encode() not in log and code[4:].encode() not in log,
              "the log holds the code")
        check(code not in n.cli("log", "--json").stdout, "the file's log holds the code")
        for box in mta.mailboxes():
            for msg in mta.maildir(box):
                if box != "alice@example.test":
                    check(code not in body_text(msg), "%s's mail holds the code" % box)
    finally:
        if server:
            server.stop()
        if mta:
            mta.stop()
            mta.cleanup()
        n.cleanup()


if __name__ == "__main__":
    try:
        run(main)
    except Skip as e:
        skip(str(e))
