"""test_web_play.py: a group plays from the browser alone (issue 18, "Done
when a group can play a cycle and a game from the browser alone").

Each player is a headless Chromium of eir own (Selenium, tests/e2e/
browser.py) and does everything by loading pages, typing into forms and
clicking buttons: no command line, no API. The admin does what an admin
does (opens joining, moves the virtual clock: the clock also runs the
deadlines a real clock would run within the second).

1. Joining and signing in (item 1): alice, bob and carol join through
   /act/join (R252 I, join.mode open), read their tokens on the reply page,
   sign in through /signin and see "Signed in as NAME".
2. A whole proposal cycle (Ackanomic R104, R106, R207; item 2, 5): alice
   proposes through /proposals' form (a title, and a multi-line text in
   the editor with an Effect line), each votes with the buttons on the
   proposal's page, which show eir own ballot and the deadline and nobody
   else's; the voting period ends; the proposal's page shows it adopted
   with its effect, and the rule's page shows the new revision with its
   diff and a link to the proposal.
3. A whole Game of Pure Skill (R1250.7), dave refereeing: opened from
   /games' form, joined and started with buttons, thirteen rounds of bids
   clicked as cards; a sealed bid shows on no page but its bidder's until
   the round ends (4e); the result on the game's page.
4. A whole game of Spades (R1250.15, target 10: one deal decides it),
   alice, bob, carol and dave playing, erin refereeing: bids chosen from
   the page's select, every card clicked as its picture; after every play
   each player's page shows eir own hand and no card of anyone else's
   (item 3).
5. Screenshots of the main pages, at desktop and phone width, in
   $NOMIC_SCREENSHOTS (or build/screenshots), for review and docs/WEB.md.

Skipped (77) where Selenium, chromedriver or Chromium is missing."""

import re
import sys

import browser
from e2e import Nomic, Server, check, run

CARD = re.compile(r"/cards/standard/((?:[AKQJ2-9]|10)[SHDC])\.svg")


class Person:
    """One player at eir own browser."""

    def __init__(self, name, base, width=None):
        self.name = name
        self.base = base
        self.d = browser.start(width)
        self.pages = []  # (path, source) of every page e loaded

    def get(self, path):
        self.d.get(self.base + path)
        src = self.d.page_source
        self.pages.append((path, src))
        return src

    def _submit(self, form):
        browser.submit_form(self.d, form)
        src = self.d.page_source
        self.pages.append(("(posted)", src))
        return src

    def press(self, path, command):
        """Loads path and presses the button of the form that sends
        command; returns the page the POST returns."""
        self.get(path)
        forms = self.d.find_elements(
            "xpath", "//form[input[@name='command' and @value=%s]]" % xq(command))
        check(forms, "%s: no button for %r on %s" % (self.name, command, path))
        button = forms[0].find_element("xpath", ".//button")
        old = self.d.find_element("tag name", "html")
        button.click()
        browser.wait_for(self.d, lambda d: stale(old))
        src = self.d.page_source
        self.pages.append(("(pressed %s)" % command, src))
        return src

    def choose(self, path, option_value):
        """Loads path, picks the option whose value is option_value in the
        select that holds it, and sends its form."""
        from selenium.webdriver.support.ui import Select
        self.get(path)
        sel = self.d.find_elements(
            "xpath", "//select[option[@value=%s]]" % xq(option_value))
        check(sel, "%s: no choice %r on %s" % (self.name, option_value, path))
        Select(sel[0]).select_by_value(option_value)
        return self._submit(sel[0].find_element("xpath", "ancestor::form"))

    def fill(self, path, fields, form_has):
        """Loads path, types each value into the input or textarea whose id
        is its key, in the form that holds the field form_has, and sends
        it."""
        self.get(path)
        form = self.d.find_element("xpath", "//form[.//*[@id=%s]]" % xq(form_has))
        for fid, value in fields.items():
            el = form.find_element("id", fid)
            if el.tag_name == "select":
                from selenium.webdriver.support.ui import Select
                Select(el).select_by_value(value)
            else:
                el.clear()
                el.send_keys(value)
        return self._submit(form)

    def stop(self):
        browser.stop(self.d)


def xq(s):
    """s as an XPath string literal."""
    if "'" not in s:
        return "'%s'" % s
    return "concat('%s')" % "', \"'\", '".join(s.split("'"))


def stale(el):
    try:
        el.get_attribute("lang")
        return False
    except Exception:
        return True


def reply(src):
    m = re.search(r'<div class="notice (ok|bad)" role="status" id="reply">(.*?)</div>', src, re.S)
    return (m.group(1), m.group(2)) if m else (None, src[:400])


def must_ok(src, what):
    ok, text = reply(src)
    check(ok == "ok", "%s: %r" % (what, text))
    return text


def join_and_sign_in(p, n):
    """Joins through /act/join, keeps the token the reply page shows once,
    and signs in with it through /signin."""
    src = p.fill("/act/join", {"a1": p.name}, "a1")
    text = must_ok(src, "%s joins" % p.name)
    m = re.search(r"Your token[^<]*<code>([^<]+)</code>", src)
    check(m, "%s's join shows no token: %r" % (p.name, text))
    p.token = m.group(1)
    browser.sign_in(p.d, p.base, p.token)
    front = p.get("/")
    check(re.search(r'id="viewer">%s<' % p.name, front), "%s is not signed in" % p.name)


def proposal_cycle(n, s, players):
    alice, bob, carol = players[:3]
    text = ("A modest change, typed in the editor.\n"
            "Effect: rule amend 207 \"Each adopted proposal's author gains points.\"")
    src = alice.fill("/proposals", {"a1": "Points for authors", "a2": text}, "a2")
    out = must_ok(src, "alice's proposal")
    num = int(re.search(r"Proposal (\d+)", out).group(1))
    path = "/proposals/%d" % num
    for p, ballot in ((alice, "yes"), (bob, "yes"), (carol, "no")):
        page = p.get(path)
        offered = re.findall(r'name="command" value="(vote %d [^"]+)"' % num, page)
        mine = [c for c in offered if c.lower() == "vote %d %s" % (num, ballot)]
        check(mine, "%s has no %s button: %r" % (p.name, ballot, offered or page[-3000:]))
        must_ok(p.press(path, mine[0]), "%s votes" % p.name)
    # Each sees eir own ballot, and nobody else's (R106: secret until the results).
    for p, ballot in ((alice, "yes"), (bob, "yes"), (carol, "no")):
        page = p.get(path)
        check(re.search(r"You voted\s*(<[^>]+>\s*)*%s" % ballot.upper(), page, re.I),
              "%s does not see eir own ballot" % p.name)
        for q in players[:3]:
            if q is not p:
                check(not re.search(r"%s\W+(YES|NO)\b" % q.name, page),
                      "%s sees %s's ballot before the results" % (p.name, q.name))
    n.cli("--admin", "clock", "advance", "7d")
    page = alice.get(path)
    check(re.search(r"adopted", page, re.I), "the proposal's page shows no adoption")
    rule = bob.get("/rules/207")
    check("Each adopted proposal&#39;s author gains points." in rule or
          "Each adopted proposal's author gains points." in rule, "rule 207 was not amended")
    check("<ins>" in rule and 'href="/proposals/%d"' % num in rule,
          "rule 207's page shows no diff or no link to the proposal")
    return num


def seat_bids(src):
    """The seats table's bid column on a Pure Skill page: {player: text}."""
    m = re.search(r"<h3>seats</h3>\s*<table>(.*?)</table>", src, re.S)
    if not m:
        return {}
    rows = re.findall(r"<tr>(.*?)</tr>", m.group(1), re.S)
    head = re.findall(r"<th>(.*?)</th>", rows[0])
    out = {}
    for r in rows[1:]:
        cells = [re.sub(r"<[^>]+>", "", c).strip() for c in re.findall(r"<td>(.*?)</td>", r, re.S)]
        row = dict(zip(head, cells))
        out[row.get("player")] = row.get("bid", "")
    return out


def pure_skill(n, s, players, referee, gid):
    three = players[:3]
    src = referee.choose("/games", "pureskill")
    must_ok(src, "dave opens a game")
    path = "/games/%d" % gid
    for p in three:
        must_ok(p.press(path, "game join %d" % gid), "%s joins game %d" % (p.name, gid))
    must_ok(referee.press(path, "game start %d" % gid), "the start")
    for rnd in range(1, 14):
        for i, p in enumerate(three):
            p.get(path)
            bids = p.d.find_elements(
                "xpath", "//form[input[@name='command' and starts-with(@value, 'play %d bid ')]]"
                "//button" % gid)
            check(bids, "round %d: %s has no bid buttons" % (rnd, p.name))
            if rnd == 3 and i == 1:
                browser.screenshot(p.d, "web-pureskill-bid")
            old = p.d.find_element("tag name", "html")
            (bids[-1] if i else bids[0]).click()
            browser.wait_for(p.d, lambda d: stale(old))
            must_ok(p.d.page_source, "round %d: %s's bid" % (rnd, p.name))
            if i == 2:
                break  # the last bid resolves the round
            # R1250.7 4e: the bids in so far are sealed: each shows to its
            # bidder and the referee alone (docs/GAMES.md "Playing").
            for q in three + [referee]:
                cells = seat_bids(q.get(path))
                for bidder in three[:i + 1]:
                    shown = bool(cells.get(bidder.name))
                    check(shown == (bidder is q or q is referee),
                          "round %d: %s's page and %s's sealed bid: %r"
                          % (rnd, q.name, bidder.name, cells))
        s.must("games")  # the clock resolves the round (a real clock: within the second)
    g = s.get_json("/api/v1/games/%d" % gid)
    check(g["status"] == "ended", "Pure Skill played in the browser did not end: %r" % g)
    check(g["result"] in referee.get(path), "the game's page does not show the result")


def hand_section(src):
    m = re.search(r"<h2>Your hand</h2>(.*?)<h2>", src, re.S)
    return m.group(1) if m else None


def spades(n, s, players, referee, gid):
    four = players[:4]
    path = "/games/%d" % gid
    src = referee.fill("/act/game new", {"a1": "spades", "a2": "target 10"}, "a1")
    must_ok(src, "erin opens Spades")
    for p in four:
        must_ok(p.press(path, "game join %d" % gid), "%s joins Spades" % p.name)
    must_ok(referee.press(path, "game start %d" % gid), "the Spades start")
    s.must("games")  # the clock deals
    plays = 0
    while True:
        g = s.get_json("/api/v1/games/%d" % gid, token=referee.token)["state"]
        status = s.get_json("/api/v1/games/%d" % gid)["status"]
        if status == "ended" or g["phase"] not in ("bidding", "playing"):
            break
        hands = {x["player"]: set(x["hand"]) for x in g["seats"]}
        who = next(p for p in four if p.name == g["turn"])
        # Every player looks at the game: eir own hand, nobody else's.
        for p in four:
            src = p.get(path)
            mine = hand_section(src)
            if hands[p.name]:
                check(mine is not None and set(CARD.findall(mine)) == hands[p.name],
                      "%s's hand on eir page" % p.name)
            for q in four:
                if q is not p:
                    seen = set(CARD.findall(src)) & hands[q.name]
                    check(not seen, "%s's page shows %s's cards %r" % (p.name, q.name, seen))
        if g["phase"] == "bidding":
            who.choose(path, "play %d bid 2" % gid)
        else:
            src = who.get(path)
            if plays == 6:  # a hand, the trick on the table, the cards to click
                browser.screenshot(who.d, "web-spades-hand")
            cards = who.d.find_elements(
                "xpath", "//form[input[@name='command' and starts-with(@value, "
                "'play %d card ')]]//button" % gid)
            check(cards, "%s has no card to click" % who.name)
            old = who.d.find_element("tag name", "html")
            cards[0].click()
            browser.wait_for(who.d, lambda d: stale(old))
            must_ok(who.d.page_source, "%s plays a card" % who.name)
            plays += 1
        s.must("games")
    g = s.get_json("/api/v1/games/%d" % gid)
    check(g["status"] == "ended", "Spades in the browser did not end: %r" % g)
    check(plays >= 52, "a whole deal was played in the browser: %d cards" % plays)
    check(g["result"] in referee.get(path), "Spades' page does not show the result")


def screenshots(people, base, num, gid_pure, gid_spades):
    alice = people[0]
    shots = [("web-front", "/"), ("web-act", "/act"), ("web-proposals", "/proposals"),
             ("web-proposal", "/proposals/%d" % num), ("web-rule-diff", "/rules/207"),
             ("web-games", "/games"), ("web-pureskill", "/games/%d" % gid_pure),
             ("web-spades", "/games/%d" % gid_spades), ("web-charts", "/charts")]
    for name, path in shots:
        alice.get(path)
        browser.screenshot(alice.d, name)
    phone = Person("alice", base, width=390)
    try:
        browser.sign_in(phone.d, base, alice.token)
        for name, path in shots[:4]:
            phone.get(path)
            browser.screenshot(phone.d, name + "-phone")
    finally:
        phone.stop()


def main(exe):
    browser.skip_unless_selenium()
    n = Nomic(exe)
    n.cli("--admin", "ruleset", "load", "ackanomic")
    n.cli("--admin", "param", "set", "join.mode", "open")
    s = Server(n)
    base = "http://127.0.0.1:%d" % s.port
    people = []
    try:
        s.lift_limits()
        for name in ("alice", "bob", "carol", "dave", "erin"):
            people.append(Person(name, base))
            join_and_sign_in(people[-1], n)
        num = proposal_cycle(n, s, people)
        pure_skill(n, s, people, people[3], 1)
        spades(n, s, people, people[4], 2)
        screenshots(people, base, num, 1, 2)
    finally:
        for p in people:
            p.stop()
        s.stop()


if __name__ == "__main__":
    sys.exit(run(main))
