"""test_signin_browser.py: signing in as a player does, in headless
Chromium driven by Selenium (issue 18 item 1; tests/e2e/browser.py): the
sign-in page's form takes alice's token, the front page then says she is
signed in, and its form acts as her with no token typed; a form on a page
of no site (a file:// page that submits itself to /commands, as an
attacker's page would) is refused and moves nothing, even while she is
signed in; signing out ends it. Screenshots of the sign-in page and of the
signed-in front page are saved for review. Skipped (exit 77) without
Selenium, chromedriver or Chromium."""

import html
import json
import os
import re
import tempfile

import browser
from e2e import Nomic, Server, check, run


def balance(s, name):
    for p in s.get_json("/api/v1/players"):
        if p["name"] == name:
            return p["balances"].get("A$", 0)
    raise AssertionError(name)


def main(exe):
    browser.skip_unless_selenium()
    n = Nomic(exe, title="Sign-in & <Browser>")
    tok = {}
    for p in ("alice", "bob"):
        out = n.cli("--admin", "join", p).stdout
        tok[p] = re.search(r"token: (\S+)", out).group(1)
    s = Server(n)
    d = browser.start()
    tmp = tempfile.mkdtemp(prefix="nomic-xsite-")
    try:
        base = "http://127.0.0.1:%d" % s.port
        d.get(base + "/signin")
        check(d.find_element("css selector", 'label[for="token"]').text.strip() != "",
              "the token field has no label")
        browser.screenshot(d, "signin")
        dom = browser.sign_in(d, base, tok["alice"])
        check(re.search(r'[Ss]igned in as <a [^>]*><strong id="viewer">alice</strong>', dom),
              "the page does not say alice is signed in: %r" % dom[:1500])
        check(d.current_url.rstrip("/") == base, "sign-in led to %r" % d.current_url)
        cookies = {c["name"]: c for c in d.get_cookies()}
        sc = cookies.get("nomic_session")
        check(sc and sc["httpOnly"] and sc.get("sameSite") == "Lax" and not sc["secure"],
              "the session cookie: %r" % sc)
        browser.screenshot(d, "front-signed-in")

        # The form acts as alice, with no token typed.
        before = balance(s, "bob")
        dom = browser.act(d, base, "transfer 3 A$ to bob")
        check("alice gives 3 A$ to bob" in dom, "alice's act: %r" % dom[:800])
        check(balance(s, "bob") == before + 3, "the act moved nothing")

        # Another site's page that posts to /commands by itself: refused.
        page = os.path.join(tmp, "attack.html")
        with open(page, "w") as f:
            f.write('<!doctype html><form id="f" method="post" action="%s/commands">'
                    '<input name="command" value="transfer 50 A$ to bob">'
                    '<input name="csrf" value="%s"></form>'
                    '<script>document.getElementById("f").submit()</script>'
                    % (html.escape(base), "0" * 64))
        d.get("file://" + page)
        browser.wait_for(d, lambda drv: "/commands" in drv.current_url)
        browser.wait_for(d, lambda drv: "403" in drv.page_source or "nothing" in drv.page_source)
        dom = d.page_source
        check("nothing was done" in dom and "Error 403" in dom,
              "the cross-site POST was not refused: %r" % dom[:600])
        check(balance(s, "bob") == before + 3, "the cross-site POST moved A$")

        # Signing out: the page no longer says who, and the cookie is gone.
        d.get(base + "/")
        form = d.find_element("css selector", 'form[action="/signout"]')
        browser.submit_form(d, form)
        dom = d.page_source
        check('id="viewer"' not in dom and "Sign in" in dom, "still signed in: %r" % dom[:800])
        check("nomic_session" not in {c["name"] for c in d.get_cookies()},
              "the session cookie stayed")
        log = json.dumps(n.log())
        check(tok["alice"] not in log, "the token is in the log")
    finally:
        browser.stop(d)
        s.stop()
        n.cleanup()


if __name__ == "__main__":
    run(main)
