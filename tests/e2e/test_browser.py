"""test_browser.py: the pages in a real browser. Headless Chromium loads
the home page, the ruleset, the proposals, a CFJ and the offices (their
holders and next election) of a nomic whose names and
texts hold HTML's special characters; the DOM it builds must show them as
text (escaped, never markup) and the pages must render to a screenshot.
Then the form (issue 13): a player who posts a hidden move (a Pure Skill
bid, R1250.7 4e) sees the nomic's reply echo it on the page eir POST
returns, another player's page and the public's do not, and once the
round is resolved the news list tells everyone.
Skipped (exit 77) where Chromium is not installed."""

import html
import os
import re
import shutil
import subprocess
import sys
import tempfile

import browser
from e2e import Nomic, Server, check, run

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def browse(browser, profile, url, *extra):
    p = subprocess.run([browser] + FLAGS + ["--user-data-dir=" + profile] + list(extra) + [url],
                       capture_output=True, text=True, timeout=120)
    return p


def post_form(driver, base, token, command):
    """Fills in the front page's form and submits it, as a player does
    (Selenium: the form carries the page's CSRF token, issue 18); returns
    the DOM of the page the POST returns."""
    return browser.act(driver, base, command, token=token)


def reply_of(dom):
    m = re.search(r'<div class="notice (ok|bad)" role="status" id="reply">(.*?)</div>', dom,
                  re.S)
    return m.group(2) if m else None


def test_replies(chrome, exe):
    if not browser.available():
        print("test_replies skipped: no Selenium (python3-selenium, chromium-driver)")
        return
    n = Nomic(exe, title="Replies")
    profile = tempfile.mkdtemp(prefix="nomic-chromium-")
    driver = browser.start()
    try:
        tok = {}
        for p in ("alice", "bob", "carol", "dave"):
            out = n.cli("--admin", "join", p).stdout
            tok[p] = re.search(r"token: (\S+)", out).group(1)
        n.cli("--as", "dave", "game", "new", "pureskill")
        for p in ("alice", "bob", "carol"):
            n.cli("--as", p, "game", "join", "1")
        n.cli("--as", "dave", "game", "start", "1")
        s = Server(n)
        try:
            base = "http://127.0.0.1:%d" % s.port
            # alice's bid is hidden; the reply to her POST echoes it.
            dom = post_form(driver, base, tok["alice"], "play 1 bid K")
            r = reply_of(dom)
            check(r and "alice bids KH in round 1 of game 1" in r,
                  "alice's page lacks her bid: %r" % (r or dom[:500]))
            # bob's page, after his own (hidden) bid, shows his, not hers.
            dom = post_form(driver, base, tok["bob"], "play 1 bid 9")
            r = reply_of(dom)
            check(r and "bob bids 9D" in r and "KH" not in dom,
                  "bob's page: %r" % (r or dom[:500]))
            # A refusal is shown as one, to its poster.
            dom = post_form(driver, base, tok["carol"], "play 1 bid KD")
            check('class="notice bad"' in dom and "not in your pack" in dom,
                  "carol's refusal: %r" % dom[:500])
            # The public's page has no reply and no bid.
            dom = browse(chrome, profile, base + "/", "--dump-dom").stdout
            check(reply_of(dom) is None and "KH" not in dom and "9D" not in dom,
                  "the public's page shows a bid")
            check("carol joins game 1" in dom, "the news list lacks the joins")
            # The last bid closes the round; the news tells everyone.
            post_form(driver, base, tok["carol"], "play 1 bid 2")
            # (The round's deadline is due at once; under the virtual clock
            # the next command runs it, as the clock's event.)
            s.must("game show 1", token=tok["dave"])
            dom = browse(chrome, profile, base + "/", "--dump-dom").stdout
            news = dom[dom.index("<h2>News</h2>"):dom.index("<h2>Players</h2>")]
            check("game 1 round 1: prize" in news and "alice KH" in news,
                  "the news lacks the round: %r" % news[:800])
        finally:
            s.stop()
    finally:
        browser.stop(driver)
        shutil.rmtree(profile, ignore_errors=True)
        n.cleanup()


def main(exe):
    browser = chromium()
    if not browser:
        print("skipped: no Chromium")
        sys.exit(77)
    n = Nomic(exe, title="Tom & Jerry's <Nomic>")
    profile = tempfile.mkdtemp(prefix="nomic-chromium-")
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        n.cli("--admin", "join", "Tom & Jerry's")
        n.cli("--as", "Tom & Jerry's", "propose", "<b>bold</b>",
              'Effect: rule amend 101 "<script>alert(1)</script> & more"')
        for p in ("bob", "cat", "dan"):
            n.cli("--admin", "join", p)
        n.cli("--as", "Tom & Jerry's", "game", "new", "scgo")
        for p in ("bob", "cat", "dan"):
            n.cli("--as", p, "game", "join", "1")
        n.cli("--as", "Tom & Jerry's", "game", "start", "1")
        n.cli("--as", "bob", "cfj", "<i>Tom</i> & Jerry's rule is <script>x</script>",
              "R101 & <b>more</b>")
        # The offices (issue 15): a holder whose name needs escaping, and a
        # Nomination running for the President (R402 (i)).
        n.cli("--admin", "param", "set", "offices.mode", "rules")
        n.cli("--admin", "appoint", "Tom & Jerry's", "Speaker")
        n.cli("--as", "cat", "nomination", "open", "President")
        n.cli("--as", "bob", "volunteer", "President")
        s = Server(n)
        try:
            base = "http://127.0.0.1:%d" % s.port
            dom = browse(browser, profile, base + "/", "--dump-dom").stdout
            check("Tom &amp; Jerry's &lt;Nomic&gt;" in dom, "title not shown as text")
            check("<script" not in dom.lower(), "the page holds a script element")
            dom = browse(browser, profile, base + "/proposals", "--dump-dom").stdout
            check("&lt;b&gt;bold&lt;/b&gt;" in dom and "<b>bold</b>" not in dom,
                  "the proposal's title became markup")
            dom = browse(browser, profile, base + "/rules", "--dump-dom").stdout
            check("Games &amp; Contests Rule Suite" in dom, "the contents lack a suite")
            dom = browse(browser, profile, base + "/games/1", "--dump-dom").stdout
            check('<img src="/games/1/board.svg"' in dom and "Single Capture Go" in dom,
                  "the game page lacks its board")
            # A CFJ's page (R211, R413): the statement and reasoning as text.
            dom = browse(browser, profile, base + "/cfjs/1", "--dump-dom").stdout
            check("&lt;i&gt;Tom&lt;/i&gt; &amp; Jerry's rule is &lt;script&gt;x&lt;/script&gt;"
                  in dom and "R101 &amp; &lt;b&gt;more&lt;/b&gt;" in dom and
                  "<script" not in dom.lower() and "<i>" not in dom,
                  "the CFJ's page: %r" % dom[:800])
            dom = browse(browser, profile, base + "/cfjs", "--dump-dom").stdout
            check('href="/cfjs/1"' in dom and "The Supreme Court" in dom,
                  "the CFJs' page: %r" % dom[:800])
            # The offices page (R401-R404): the holder as text, the next
            # election with its Nominees and end, linked from the home page.
            check('href="/offices"' in browse(browser, profile, base + "/",
                                               "--dump-dom").stdout,
                  "the home page does not link the offices")
            dom = browse(browser, profile, base + "/offices", "--dump-dom").stdout
            check('<a href="/offices/Speaker">Speaker</a>' in dom and
                  "<td>Tom &amp; Jerry's</td>" in dom and
                  "Nomination (R402 (i)), ends 2001-01-04T00:00:00Z; Nominees: bob" in dom and
                  "<h2>Duties</h2>" in dom and "<script" not in dom.lower(),
                  "the offices page: %r" % dom[:3000])
            dom = browse(browser, profile, base + "/offices/President", "--dump-dom").stdout
            check("<h1>President</h1>" in dom and "Nominees: bob" in dom and
                  '<td id="holder"><span class="muted">vacant</span>' in dom,
                  "the President's page: %r" % dom[:3000])
            shot = os.path.join(profile, "offices.png")
            browse(browser, profile, base + "/offices", "--screenshot=" + shot,
                   "--window-size=1000,800")
            check(os.path.exists(shot) and os.path.getsize(shot) > 10000,
                  "no screenshot of the offices")
            shot = os.path.join(profile, "rules.png")
            browse(browser, profile, base + "/rules/1250.7", "--screenshot=" + shot,
                   "--window-size=1000,800")
            check(os.path.exists(shot) and os.path.getsize(shot) > 10000,
                  "no screenshot of a rule")
        finally:
            s.stop()
    finally:
        shutil.rmtree(profile, ignore_errors=True)
        n.cleanup()
    test_replies(browser, exe)


if __name__ == "__main__":
    run(main)
