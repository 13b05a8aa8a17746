"""test_pictures.py: the pictures the server draws, over real HTTP (issue 18
item 4; src/net/pictures_web.c, src/net/svg/): every card of the Standard,
Eleusis and A Nomic packs and every back is served as image/svg+xml that
parses as XML, with a public, day-long cache and an ETag of its bytes (a
304 for it); an unknown card or pack is a 404. The score chart says it is
empty before any score changes, then after a few has one line per player,
the Magic Number's line, dated ticks, and the name with HTML's special
characters escaped; its ETag follows the state. The balances chart, for
all players and for one, and its refusals. The Magic Number's line steps
where it changed: set by the admin, then reset at a cycle's end (R666 j).
The /charts page shows them.
Where Chromium is installed, one card and the charts' page are rendered to
PNG screenshots in $NOMIC_SCREENSHOTS (or build/screenshots) for review."""

import re
import xml.etree.ElementTree as ET

import browser
from e2e import Nomic, Server, check, run

SVG = "{http://www.w3.org/2000/svg}"
ODD = "x&y'z"  # R500.1 allows & and ' in a name (not < or ")


def card_names():
    std_ranks = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
    el_ranks = ["S", "N", "M", "K", "P", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A"]
    el_suits = ["Wands", "Strudels", "Pounds", "Dollars", "Maces", "Spears", "Daemons", "Stars"]
    names = ["standard/%s%s" % (r, s) for s in "SHDC" for r in std_ranks]
    names += ["standard/Joker1", "standard/Joker2", "standard/back"]
    names += ["eleusis/%s-%s" % (r, s) for s in el_suits for r in el_ranks]
    names += ["eleusis/Wild", "eleusis/back"]
    names += ["anomic/%d" % i for i in range(1, 209)]
    names += ["anomic/back-" + p for p in ("red", "blue", "fish", "corporate")]
    return names


def svg_of(s, path, token=None):
    status, h, body = s.request("GET", path, token=token)
    check(status == 200, "GET %s: %d %r" % (path, status, body[:200]))
    check(h.get("content-type") == "image/svg+xml", "%s is %r" % (path, h.get("content-type")))
    try:
        root = ET.fromstring(body)
    except ET.ParseError as e:
        raise AssertionError("%s is not XML: %s" % (path, e))
    check(root.tag == SVG + "svg" and root.find(SVG + "title") is not None and
          root.find(SVG + "desc") is not None, "%s has no svg, title or desc" % path)
    return root, body, h


def lines(root):
    return [p for p in root.iter(SVG + "polyline") if p.get("class") == "series"]


def levels(root):
    return [p for p in root.iter(SVG + "polyline") if p.get("class") == "level"]


def level_values(line):
    """The heights the level's step line takes, in order, each once."""
    ys = []
    for xy in line.get("points").split():
        y = float(xy.split(",")[1])
        if not ys or ys[-1] != y:
            ys.append(y)
    return ys


def check_magic(s, n):
    """R603, R666 j: the Magic Number's past is a step line. Set to 35, then
    alice reaches it (30 points and her proposal's award) and wins, and the
    cycle's end resets it to its new base value: the line steps from 379
    down to 35, then up to the base."""
    s.must("param set magic.number 35 R603", token=n.admin)
    alice = s.must("token for alice", token=n.admin)["token"]
    s.must('propose "Up" "Effect: mint 1 Gamepoints to alice"', token=alice)
    s.must("vote 1 yes", token=s.must("token for bob", token=n.admin)["token"])
    s.must("clock advance 7d", token=n.admin)
    s.must("win announce alice", token=n.admin)
    r = s.must("clock advance 3d", token=n.admin)
    m = re.search(r"the Magic Number is reset to its base value, (\d+) \(R666 j\)", r["reply"])
    check(m and int(m.group(1)) > 35, "the cycle did not end: %r" % r)
    base = int(m.group(1))
    root, body, _ = svg_of(s, "/charts/scores.svg")
    level = levels(root)
    check(len(level) == 1, "no Magic Number: %r" % body[:800])
    ys = level_values(level[0])
    # Higher numbers are drawn higher (smaller y): 379, then 35, then the
    # base (43: the smallest prime above 35 x 1.2, R666 i).
    check(len(ys) == 3 and ys[0] < ys[2] < ys[1], "the steps: %r" % ys)
    desc = root.find(SVG + "desc").text
    check(("Magic Number %d" % base).encode() in body and
          "Magic Number: %d, 35 until " % base in desc, "the Magic Number now: %r" % desc)


def check_cards(s):
    tags = set()
    for name in card_names():
        root, body, h = svg_of(s, "/cards/%s.svg" % name)
        cc = h.get("cache-control", "")
        check("public" in cc and "max-age=86400" in cc and h.get("etag"),
              "%s: cache %r etag %r" % (name, cc, h.get("etag")))
        tags.add(h["etag"])
    check(len(tags) == len(card_names()), "two cards share a picture")
    # R387's numbers and the back's Pack on A Nomic's faces.
    _, body, h = svg_of(s, "/cards/anomic/77.svg")
    check(b"Blue" in body and b"#77" in body and b"Queen of Spades" in body,
          "card 77: %r" % body[:600])
    status, h2, body = s.request("GET", "/cards/anomic/77.svg",
                                 headers={"If-None-Match": h["etag"]})
    check(status == 304 and not body and h2.get("etag") == h["etag"],
          "If-None-Match: %d %r" % (status, h2))
    for bad in ("/cards/standard/ZZ.svg", "/cards/standard/qh.svg", "/cards/anomic/0.svg",
                "/cards/anomic/209.svg", "/cards/anomic/back-green.svg", "/cards/nope/QH.svg",
                "/cards/standard/QH", "/cards/", "/cards/eleusis/W.svg"):
        status, h, body = s.request("GET", bad)
        check(status == 404 and b"no such" in body and "no-store" in h.get("cache-control", ""),
              "GET %s: %d %r" % (bad, status, body[:200]))


def check_scores(s, n):
    root, body, _ = svg_of(s, "/charts/scores.svg")
    check(not lines(root) and b"No score has changed yet." in body,
          "an empty history: %r" % body[:800])
    s.must("mint 40 points to alice", token=n.admin)
    s.must("clock advance 2d", token=n.admin)
    s.must("mint 20 points to bob", token=n.admin)
    s.must('mint 15 points to "%s"' % ODD, token=n.admin)
    s.must("clock advance 1d", token=n.admin)
    s.must("burn 10 points from alice", token=n.admin)
    root, body, h = svg_of(s, "/charts/scores.svg")
    series = lines(root)
    names = sorted(p.find(SVG + "title").text for p in series)
    check(names == sorted(["alice", "bob", ODD]), "the lines: %r" % names)
    check(b"x&amp;y&#39;z" in body and ODD.encode() not in body,
          "the name is not escaped: %r" % body)
    level = levels(root)
    check(len(level) == 1 and b"Magic Number 379" in body, "no Magic Number: %r" % body[:800])
    check(len(level_values(level[0])) == 1, "the Magic Number changed: %r" % level[0].attrib)
    # alice's line steps up then down: 40 then 30, ending at her balance.
    desc = root.find(SVG + "desc").text
    check("alice 30 points" in desc and "bob 20 points" in desc and ODD + " 15 points" in desc,
          "the desc: %r" % desc)
    check(len(set(series[0].get("points").split())) >= 4, "alice's line: %r" %
          series[0].get("points"))
    check(b"2001-01-0" in body, "no dated ticks")
    # Within the viewBox, every point.
    w, hgt = [float(v) for v in root.get("viewBox").split()[2:]]
    for p in series:
        for xy in p.get("points").split():
            x, y = (float(v) for v in xy.split(","))
            check(0 <= x <= w and 0 <= y <= hgt, "a point outside: %s" % xy)
    # Built once per state: the same ETag until the state changes.
    _, _, h2 = svg_of(s, "/charts/scores.svg")
    check(h2["etag"] == h["etag"] and "no-cache" in h2.get("cache-control", ""),
          "etag: %r %r" % (h, h2))
    status, _, _ = s.request("GET", "/charts/scores.svg", headers={"If-None-Match": h["etag"]})
    check(status == 304, "no 304 for the chart: %d" % status)
    s.must("mint 1 points to bob", token=n.admin)
    _, _, h3 = svg_of(s, "/charts/scores.svg")
    check(h3["etag"] != h["etag"], "the chart's ETag did not follow the state")


def check_balances(s, n, odd_token):
    s.must("transfer 25 A$ to bob", token=odd_token)
    root, body, _ = svg_of(s, "/charts/balances.svg?currency=A%24")
    check(len(lines(root)) == 3 and b"Balances of A$ over time" in body,
          "balances: %r" % body[:800])
    desc = root.find(SVG + "desc").text
    check("bob 925 A$" in desc and ODD + " 875 A$" in desc, "balances' desc: %r" % desc)
    root, body, _ = svg_of(s, "/charts/balances.svg?currency=A%24&player=x%26y%27z")
    check([p.find(SVG + "title").text for p in lines(root)] == [ODD] and
          b"x&amp;y&#39;z: A$ over time" in body, "one player's: %r" % body[:800])
    for q, code in (("", 400), ("?currency=", 400), ("?currency=nope", 404),
                    ("?currency=A%24&player=nobody", 404)):
        status, _, body = s.request("GET", "/charts/balances.svg" + q)
        check(status == code, "balances%s: %d %r" % (q, status, body[:200]))
    status, _, body = s.request("GET", "/charts/nope.svg")
    check(status == 404 and b"no such chart" in body, "an unknown chart: %d" % status)
    status, _, page = s.request("GET", "/charts")
    check(status == 200 and b'<img src="/charts/scores.svg"' in page and
          b'/charts/balances.svg?currency=A%24' in page and
          b'/cards/anomic/back-fish.svg' in page and b"<h1>Charts</h1>" in page,
          "the charts' page: %d %r" % (status, page[:2000]))


def screenshots(s, exe):
    base = "http://127.0.0.1:%d" % s.port
    browser.shoot([(base + "/charts", "pictures-charts", "1000,1600"),
                   (base + "/cards/anomic/77.svg", "pictures-card", "200,280")])


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            s.must("join alice", token=n.admin)
            odd = s.must('join "%s"' % ODD, token=n.admin)["token"]
            s.must("join bob", token=n.admin)
            check_cards(s)
            check_scores(s, n)
            check_balances(s, n, odd)
            check_magic(s, n)
            screenshots(s, exe)
        finally:
            s.stop()
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
