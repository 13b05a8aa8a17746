"""browser.py: headless Chromium driven by Selenium, for the browser tests
(issue 18): a fresh profile each time, the flags test_browser.py uses,
signing in through the page's own form, and screenshots for review.

    from browser import start, sign_in, screenshot, skip_unless_selenium
    skip_unless_selenium()          # exit 77 when Selenium or Chromium is missing
    d = start()
    try:
        sign_in(d, base, token)
        screenshot(d, "front-signed-in")
    finally:
        stop(d)

Debian's python3-selenium lives in the system's dist-packages; a Python
of another install (pyenv) is pointed there when it has none of its own."""

import os
import shutil
import subprocess
import sys
import tempfile
import time

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--window-size=1200,1600"]

DRIVER = "/usr/bin/chromedriver"


def _import_selenium():
    try:
        import selenium  # noqa: F401
    except ImportError:
        sys.path.append("/usr/lib/python3/dist-packages")
        try:
            import selenium  # noqa: F401
        except ImportError:
            return False
    return True


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def available():
    """Whether Selenium, chromedriver and Chromium are all here."""
    return _import_selenium() and os.path.exists(DRIVER) and chromium() is not None


def skip_unless_selenium():
    if not available():
        print("skipped: no Selenium, chromedriver or Chromium")
        sys.exit(77)


def start(width=None):
    """A new headless Chromium with a profile of its own (removed by stop)."""
    _import_selenium()
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    profile = tempfile.mkdtemp(prefix="nomic-selenium-")
    opts = webdriver.ChromeOptions()
    opts.binary_location = chromium()
    for f in FLAGS:
        opts.add_argument(f)
    if width:
        opts.add_argument("--window-size=%d,1600" % width)
    opts.add_argument("--user-data-dir=" + profile)
    d = webdriver.Chrome(service=Service(DRIVER), options=opts)
    d.set_page_load_timeout(60)
    d.nomic_profile = profile
    return d


def stop(d):
    profile = getattr(d, "nomic_profile", None)
    try:
        d.quit()
    finally:
        if profile:
            shutil.rmtree(profile, ignore_errors=True)


def wait_for(d, cond, timeout=20):
    """Polls cond(d) until it is true (its value) or timeout seconds pass."""
    end = time.time() + timeout
    while True:
        v = cond(d)
        if v or time.time() > end:
            return v
        time.sleep(0.05)


def submit_form(d, form):
    """Submits form (a WebElement) and waits for the page it leads to."""
    old = d.find_element("tag name", "html")
    form.submit()
    def gone(drv):
        try:
            old.get_attribute("lang")
            return False
        except Exception:  # the old page is gone: a stale element
            return True
    wait_for(d, gone)


def sign_in(d, base, token):
    """Signs in through GET /signin's form, as a player would; returns the
    page the sign-in leads to (the front page, signed in)."""
    d.get(base + "/signin")
    field = d.find_element("id", "token")
    field.send_keys(token)
    submit_form(d, field.find_element("xpath", "ancestor::form"))
    return d.page_source


def act(d, base, command, token=None):
    """Sends command through the front page's command line as the signed-in
    player (signing in with token first, when given); returns the page the
    POST returns."""
    if token is not None:
        sign_in(d, base, token)
    d.get(base + "/")
    field = d.find_element("id", "command")
    field.send_keys(command)
    submit_form(d, field.find_element("xpath", "ancestor::form"))
    return d.page_source


def screenshot(d, name):
    """Saves the window as NAME.png in $NOMIC_SCREENSHOTS (or
    build/screenshots); returns the path."""
    where = os.environ.get("NOMIC_SCREENSHOTS") or os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", "build", "screenshots")
    os.makedirs(where, exist_ok=True)
    path = os.path.join(where, name + ".png")
    d.save_screenshot(path)
    return path


def shots_dir():
    """Where screenshots go: $NOMIC_SCREENSHOTS, or build/screenshots."""
    where = os.environ.get("NOMIC_SCREENSHOTS") or os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", "build", "screenshots")
    os.makedirs(where, exist_ok=True)
    return where


def shoot(shots, min_bytes=2000):
    """Screenshots by plain Chromium (no Selenium, no sign-in): each of
    shots, (url, name, "W,H"), saved as NAME.png in shots_dir(); a page a
    test holds as text is shot from a file:// copy (write it with
    page_file). Returns the paths, or None when there is no Chromium; a
    shot that comes out empty (under min_bytes) is an error."""
    exe = chromium()
    if not exe:
        print("no Chromium: no screenshots")
        return None
    out = shots_dir()
    paths = []
    profile = tempfile.mkdtemp(prefix="nomic-chromium-")
    try:
        for url, name, size in shots:
            path = os.path.join(out, name + ".png")
            subprocess.run([exe] + FLAGS[:-1] + ["--user-data-dir=" + profile,
                                                 "--window-size=" + size,
                                                 "--screenshot=" + path, url],
                           capture_output=True, timeout=120)
            if not os.path.exists(path) or os.path.getsize(path) < min_bytes:
                raise AssertionError("no screenshot of %s" % url)
            paths.append(path)
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    return paths


def page_file(html, port, name):
    """A page's text as a file Chromium can open, its links resolving
    against the server on port: a file:// URL."""
    folder = tempfile.mkdtemp(prefix="nomic-page-")
    path = os.path.join(folder, name + ".html")
    with open(path, "w") as f:
        f.write(html.replace("<head>", '<head><base href="http://127.0.0.1:%d/">' % port, 1))
    return "file://" + path
