"""test_browser.py: the pages in a real browser. Headless Chromium loads
the home page, the ruleset and the proposals of a nomic whose names and
texts hold HTML's special characters; the DOM it builds must show them as
text (escaped, never markup) and the pages must render to a screenshot.
Skipped (exit 77) where Chromium is not installed."""

import os
import shutil
import subprocess
import sys
import tempfile

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


if __name__ == "__main__":
    run(main)
