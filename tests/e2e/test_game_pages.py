"""test_game_pages.py: the games' pages over real HTTP (issue 18 items 2-4),
read and posted as a browser would (signed in with "Authorization: Bearer
TOKEN"; forms posted as application/x-www-form-urlencoded with exactly the
fields the page carries).

1. Spades: each player's /games/N shows eir own hand as card pictures and
   no card of another's hand; the public's page shows no hand; the bids
   (a select) and the cards (one button per legal card, its picture on
   it) are played from the page through a whole round, checked after every
   move; the page of the player whose turn it is says the game waits for
   em, and no other's does.
2. Pure Skill: joined, started and played to its end by posting the
   page's forms only (join and start buttons, one bid button per card);
   before a round resolves nobody's page but the bidder's shows eir bid.
3. Single Capture Go: the page embeds the board's SVG; a square is played
   from the page's select, then another from its board of buttons; the
   square shows to its player alone.
4. Diplomacy: the page embeds the map; an order each player gives from a
   unit's select shows on eir page only, not on the other's, an
   outsider's or the public's.
5. Double Crash, a class without a moves hook: the generic form (the words
   "play N", then the rest of the line as typed) makes a secret move that
   shows to its mover alone.
6. Pooker: A Nomic's cards as pictures named by their R387 numbers, the
   hand to its holder only.
7. Political Go: the free line (a Stone bought) and a field appended as
   one quoted word (the Stone placed on d4).
8. /games lists the games, marks the viewer's move, and offers a signed-in
   player the new-game form. A player's page is sent no-store without an
   ETag (never kept for another); the public's carries its ETag.
Where Chromium is installed, the pages are saved as PNG screenshots in
$NOMIC_SCREENSHOTS (or build/screenshots) for review, a player's as e sees
it (the HTML eir request got, its links pointed at the server)."""

import html.parser
import re
import urllib.parse

import browser
from e2e import Nomic, Server, check, run

PLAYERS = ["alice", "bob", "carol", "dave"]
SHOTS = {}  # screenshot name -> (the page as its viewer got it, window size)
CARD_IMG = re.compile(r'/cards/standard/([AKQJ2-9]|10)([SHDC])\.svg')


class Forms(html.parser.HTMLParser):
    """Every form of a page that posts to /commands: its hidden fields, its
    text inputs and selects (with their options), its button's text."""

    def __init__(self):
        super().__init__()
        self.forms, self.cur, self.sel, self.in_button = [], None, None, False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "form" and a.get("action") == "/commands":
            self.cur = {"hidden": {}, "inputs": [], "selects": {}, "button": "", "imgs": []}
            self.forms.append(self.cur)
        elif self.cur is None:
            return
        elif tag == "input" and a.get("type") == "hidden":
            self.cur["hidden"][a["name"]] = a.get("value", "")
        elif tag == "input":
            self.cur["inputs"].append(a["name"])
        elif tag == "select":
            self.sel = a["name"]
            self.cur["selects"][self.sel] = []
        elif tag == "option" and self.sel:
            self.cur["selects"][self.sel].append(a.get("value", ""))
        elif tag == "button":
            self.in_button = True
        elif tag == "img" and self.in_button:
            self.cur["imgs"].append(a.get("alt", ""))

    def handle_endtag(self, tag):
        if tag == "form":
            self.cur = None
        elif tag == "select":
            self.sel = None
        elif tag == "button":
            self.in_button = False

    def handle_data(self, data):
        if self.cur is not None and self.in_button:
            self.cur["button"] += data.strip()


def forms(page):
    p = Forms()
    p.feed(page)
    return p.forms


def page(s, path, tok=None):
    status, _, data = s.request("GET", path, token=tok)
    check(status == 200, "GET %s: %d %r" % (path, status, data[:300]))
    return data.decode()


def post(s, tok, fields, ok=True):
    body = urllib.parse.urlencode(fields)
    status, _, data = s.request("POST", "/commands", body=body, token=tok,
                                headers={"Content-Type": "application/x-www-form-urlencoded"})
    text = data.decode()
    m = re.search(r'<div class="notice (ok|bad)" role="status" id="reply">(.*?)</div>', text, re.S)
    if ok:
        check(status == 200 and m and m.group(1) == "ok",
              "the form %r was refused: %d %s" % (fields, status, m.group(2) if m else text[:400]))
    return text


def button(s, path, tok, command):
    """Finds the button form sending `command` on the page and posts it."""
    for f in forms(page(s, path, tok)):
        if f["hidden"].get("command") == command:
            return post(s, tok, f["hidden"])
    raise AssertionError("no button for %r on %s" % (command, path))


def hand_section(pg):
    m = re.search(r'<h2>Your hand</h2>(.*?)<h2>', pg, re.S)
    return m.group(1) if m else None


def cards_in(text):
    return {a + b for a, b in CARD_IMG.findall(text)}


def words(pg):
    """The page's text, without its tags: what a reader reads."""
    return re.sub(r"<[^>]+>", " ", pg)


def spades(s, tok):
    erin = tok["erin"]
    s.must("game new spades target 100", token=erin)
    for p in PLAYERS:
        button(s, "/games/1", tok[p], "game join 1")
    button(s, "/games/1", erin, "game start 1")
    s.must("games")  # the clock deals
    first = s.get_json("/api/v1/games/1")["state"]["turn"]
    for p in PLAYERS:
        check(("your move" in page(s, "/games", tok[p])) == (p == first),
              "/games and %s's move (%s's turn)" % (p, first))
    plays = 0
    while True:
        g = s.get_json("/api/v1/games/1", token=erin)["state"]  # the referee sees all
        if g["round"] > 1 or g["phase"] not in ("bidding", "playing"):
            break
        hands = {x["player"]: set(x["hand"]) for x in g["seats"]}
        table = set(g.get("trick", [])) | set(g.get("last trick", []))
        pages = {p: page(s, "/games/1", tok[p]) for p in PLAYERS}
        pub = page(s, "/games/1")
        check(hand_section(pub) is None and "/cards/standard/" not in pub.split("<h2>The game")[0],
              "the public's page shows a hand")
        check(not (cards_in(pub) - table), "the public sees cards off the table: %r"
              % (cards_in(pub) - table))
        for p in PLAYERS:
            check(('id="awaited"' in pages[p]) == (p == g["turn"]),
                  "%s's page and whose turn it is (%s)" % (p, g["turn"]))
            mine = hand_section(pages[p])
            if not hands[p]:  # the last trick under way: eir cards are all out
                check(mine is None, "%s's page shows a hand e no longer holds" % p)
            else:
                check(mine is not None and cards_in(mine) == hands[p],
                      "%s's hand on eir page: %r, not %r" % (p, mine and cards_in(mine), hands[p]))
                check(re.search(r'alt="(Ace|King|Queen|Jack|[0-9]+) of '
                                r'(Spades|Hearts|Diamonds|Clubs)"', mine),
                      "%s's cards have no alt text" % p)
                src = re.search(r'src="(/cards/standard/[^"]+)"', mine).group(1)
                status, h, _ = s.request("GET", src)
                check(status == 200 and h["content-type"].startswith("image/svg+xml"),
                      "the card's picture %s: %d" % (src, status))
            for q in PLAYERS:
                if q == p:
                    continue
                seen = cards_in(pages[p]) & hands[q]
                check(not seen, "%s's page shows %s's cards %r" % (p, q, seen))
                text = set(re.findall(r"\b(?:[AKQJ2-9]|10)[SHDC]\b", words(pages[p])))
                check(not (text & hands[q]), "%s's page names %s's cards %r"
                      % (p, q, text & hands[q]))
        who = g["turn"]
        fs = forms(pages[who])
        if g["phase"] == "bidding":
            f = [f for f in fs if "command" in f["selects"]][0]
            bid = [o for o in f["selects"]["command"] if o.endswith(" bid 3")]
            check(bid, "no bid of 3 in %r" % f)
            post(s, tok[who], dict(f["hidden"], command=bid[0]))
        else:
            cards = [f for f in fs if f["hidden"].get("command", "").startswith("play 1 card ")]
            check(cards and all(f["imgs"] for f in cards), "no card buttons: %r" % fs)
            shown = {f["hidden"]["command"].split()[-1] for f in cards}
            check(shown <= hands[who], "%s is offered cards e does not hold" % who)
            if plays == 6:
                SHOTS["games-spades"] = (pages[who], "1000,1400")
                SHOTS["games-spades-phone"] = (pages[who], "390,1800")
                SHOTS["games-spades-public"] = (pub, "1000,1000")
            post(s, tok[who], cards[0]["hidden"])
            plays += 1
        s.must("games")
    check(plays == 52, "a whole round of 13 tricks was played from the pages: %d" % plays)


def column(pg, table, col):
    """Column col of the state's table `table`: {player: cell text}."""
    m = re.search(r"<h3>%s</h3>\s*<table>(.*?)</table>" % table, pg, re.S)
    if not m:
        return {}
    rows = re.findall(r"<tr>(.*?)</tr>", m.group(1), re.S)
    head = re.findall(r"<th>(.*?)</th>", rows[0])
    out = {}
    for r in rows[1:]:
        cells = [re.sub(r"<[^>]+>", "", c).strip() for c in re.findall(r"<td>(.*?)</td>", r, re.S)]
        row = dict(zip(head, cells))
        out[row["player"]] = row.get(col, "")
    return out


def pureskill(s, tok, gid):
    erin = tok["erin"]
    # The new-game form on /games, as a browser posts it.
    f = [f for f in forms(page(s, "/games", erin)) if f["hidden"].get("c") == "game new"][0]
    check("pureskill" in f["selects"]["a1"], "the new-game form: %r" % f)
    post(s, erin, dict(f["hidden"], a1="pureskill"))
    path = "/games/%d" % gid
    three = PLAYERS[:3]
    for p in three:
        button(s, path, tok[p], "game join %d" % gid)
    button(s, path, erin, "game start %d" % gid)
    for rnd in range(1, 14):
        for i, p in enumerate(three):
            fs = [f for f in forms(page(s, path, tok[p]))
                  if f["hidden"].get("command", "").startswith("play %d bid " % gid)]
            check(fs and all(f["imgs"] for f in fs), "round %d: %s has no bid buttons" % (rnd, p))
            post(s, tok[p], fs[-1 if i else 0]["hidden"])
            if i == 2:
                break  # the last bid resolves the round
            # The bids in so far show to their bidders only.
            for viewer in [None] + PLAYERS:
                cells = column(page(s, path, tok.get(viewer)), "seats", "bid")
                for q in three[:i + 1]:
                    check(bool(cells.get(q)) == (q == viewer),
                          "round %d: %s's page and %s's sealed bid: %r" % (rnd, viewer, q, cells))
        s.must("games")
    g = s.get_json("/api/v1/games/%d" % gid)
    check(g["status"] == "ended", "Pure Skill played from the pages did not end: %r" % g)
    check(g["result"] in page(s, path), "the page does not show the result")


def scgo(s, tok, gid):
    erin = tok["erin"]
    s.must("game new scgo", token=erin)
    path = "/games/%d" % gid
    for p in PLAYERS[:3]:
        button(s, path, tok[p], "game join %d" % gid)
    button(s, path, erin, "game start %d" % gid)
    pg = page(s, path, tok["alice"])
    check('<img src="/games/%d/board.svg"' % gid in pg, "no board on the page")
    status, h, body = s.request("GET", "/games/%d/board.svg" % gid)
    check(status == 200 and h["content-type"].startswith("image/svg+xml") and b"<svg" in body,
          "board.svg: %d" % status)
    SHOTS["games-scgo"] = (pg, "1000,1200")
    check('id="awaited"' in pg, "alice's page does not say the round waits for her")
    f = [f for f in forms(pg) if "command" in f["selects"]][0]
    sq = f["selects"]["command"][0]
    post(s, tok["alice"], dict(f["hidden"], command=sq))
    check('id="awaited"' not in page(s, path, tok["alice"]), "alice has moved")
    # The board of buttons: a square clicked replaces the move (IV).
    grid = [g for g in forms(page(s, path, tok["alice"]))
            if g["hidden"].get("command", "").startswith("play %d move " % gid)]
    check(len(grid) == len(f["selects"]["command"]), "the grid's buttons: %d" % len(grid))
    post(s, tok["alice"], grid[-1]["hidden"])
    sq = grid[-1]["hidden"]["command"]
    for viewer in [None, "alice", "bob", "carol"]:
        cells = column(page(s, path, tok.get(viewer)), "players", "move")
        check(cells.get("alice") == (sq.split()[-1] if viewer == "alice" else ""),
              "%s's page and alice's secret square: %r" % (viewer, cells))


def diplomacy(s, tok, gid):
    erin = tok["erin"]
    s.must("game new diplomacy", token=erin)
    path = "/games/%d" % gid
    for p in ["alice", "bob"]:
        button(s, path, tok[p], "game join %d" % gid)
    button(s, path, erin, "game start %d" % gid)
    pg = page(s, path, tok["alice"])
    check('<img src="/games/%d/map.svg"' % gid in pg, "no map on the page")
    status, h, _ = s.request("GET", "/games/%d/map.svg" % gid)
    check(status == 200 and h["content-type"].startswith("image/svg+xml"), "map.svg: %d" % status)
    SHOTS["games-diplomacy"] = (pg, "1000,1600")
    orders = {}
    for who in ["alice", "bob"]:
        units = [f for f in forms(page(s, path, tok[who])) if "command" in f["selects"]]
        check(len(units) >= 3, "%s has no order form per unit: %r" % (who, units))
        moves = [o for o in units[0]["selects"]["command"] if " - " in o]
        check(moves, "the unit's select offers no move: %r" % units[0])
        orders[who] = moves[0].split(" ", 2)[2]
        post(s, tok[who], dict(units[0]["hidden"], command=moves[0]))
    for who, order in orders.items():
        for viewer in [None, "alice", "bob", "carol"]:
            check((order in page(s, path, tok.get(viewer))) == (viewer == who),
                  "%s's page and %s's order %r" % (viewer, who, order))


def doublecrash(s, tok, gid):
    path = "/games/%d" % gid
    s.must("game new doublecrash", token=tok["alice"])
    button(s, path, tok["bob"], "game join %d" % gid)
    button(s, path, tok["alice"], "game start %d" % gid)
    # Its moves hook's target field (c and a1, docs/GAMES.md "Moves").
    f = [f for f in forms(page(s, path, tok["alice"]))
         if f["hidden"].get("c") == "play %d target" % gid]
    check(f and f[0]["inputs"] == ["a1"], "no Target Word form: %r" % f)
    post(s, tok["alice"], dict(f[0]["hidden"], a1="crane"))
    check("crane" in page(s, path, tok["alice"]), "alice's page lacks her target")
    for viewer in [None, "bob"]:
        check("crane" not in page(s, path, tok.get(viewer)), "%s sees the target" % viewer)


def polgo(s, tok, gid):
    """Political Go: a Stone bought through the free line, then placed
    through the vertex field (c and a1, appended as one quoted word)."""
    path = "/games/%d" % gid
    s.must("game new pgo", token=tok["erin"])
    for p in ["alice", "bob"]:
        button(s, path, tok[p], "game join %d" % gid)
    button(s, path, tok["erin"], "game start %d" % gid)
    fs = forms(page(s, path, tok["alice"]))
    line = [f for f in fs if f["hidden"].get("free") == "1"][0]
    post(s, tok["alice"], dict(line["hidden"], a1="buy"))
    place = [f for f in fs if f["hidden"].get("c") == "play %d place" % gid]
    check(place and place[0]["inputs"] == ["a1"], "no vertex field: %r" % fs)
    post(s, tok["alice"], dict(place[0]["hidden"], a1="d4"))
    board = s.get_json("/api/v1/games/%d" % gid)["state"]["board"]
    check("last Stone d4" in board and "A alice: 1 in play" in board,
          "the Stone is not on the board: %s" % board)
    check('<img src="/games/%d/board.svg"' % gid in page(s, path), "no board on the page")


def pooker(s, tok, gid):
    """A Nomic's cards (R385, R387) as pictures named by their R387 numbers."""
    path = "/games/%d" % gid
    s.must("game new pooker", token=tok["erin"])  # erin opens the Cards: the Dealer
    s.must("game start %d" % gid, token=tok["erin"])
    for _ in range(3):
        s.must("play %d deal alice" % gid, token=tok["erin"])
    s.must("play %d deal bob" % gid, token=tok["erin"])
    mine = hand_section(page(s, path, tok["alice"]))
    pics = set(re.findall(r'src="/cards/anomic/([0-9]+)\.svg" alt="([^"]+)"', mine or ""))
    check(len(pics) == 3 and all(" of " in alt for _, alt in pics),
          "alice's Pooker hand: %r" % mine)
    for viewer in [None, "bob"]:
        other = page(s, path, tok.get(viewer))
        check(not any("/cards/anomic/%s.svg" % num in other for num, _ in pics),
              "%s's page shows alice's cards" % viewer)


def screenshots(s, exe):
    """The pages as their viewers' requests got them (SHOTS), for review."""
    browser.shoot([(browser.page_file(pg, s.port, name), name, size)
                   for name, (pg, size) in SHOTS.items()])


def main(exe):
    n = Nomic(exe)
    try:
        s = Server(n)
        try:
            s.lift_limits()
            tok = {p: s.must("join " + p, token=n.admin)["token"] for p in PLAYERS + ["erin"]}
            spades(s, tok)
            pureskill(s, tok, 2)
            scgo(s, tok, 3)
            diplomacy(s, tok, 4)
            doublecrash(s, tok, 5)
            pooker(s, tok, 6)
            polgo(s, tok, 7)
            # A player's page is eirs alone: never kept, never revalidated.
            status, h, _ = s.request("GET", "/games/1", token=tok["alice"])
            check(status == 200 and "no-store" in h.get("cache-control", "") and
                  "etag" not in h, "a player's page may be kept: %r" % h)
            status, h, _ = s.request("GET", "/games/1")
            check(status == 200 and "etag" in h and "private" not in h.get("cache-control", ""),
                  "the public's page: %r" % h)
            pub = page(s, "/games")
            SHOTS["games-list"] = (page(s, "/games", tok["alice"]), "1000,700")
            check(all('href="/games/%d"' % i in pub for i in range(1, 8)), "/games lists them")
            check('name="c" value="game new"' not in pub, "the public is offered a form")
            screenshots(s, exe)
        finally:
            s.stop()
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
