"""test_page_forms.py: the forms on the government's and the economy's pages
(issue 18 items 2, 6; docs/WEB.md "Other pages"), over real HTTP as a
browser posts them (application/x-www-form-urlencoded, the fields the page
carries; signed in with "Authorization: Bearer TOKEN").

1. /offices (R401, R402): the holder alone sees "Resign"; a Voting player
   not yet a Nominee sees "Volunteer"; in an Election each voter sees the
   buttons, the deadline and eir own ballot, never another's (R402 (ii) e);
   the public sees no form; a pending Impeachment Paper has YES and NO
   for a Voting player it does not name who has not voted (R404 (ii)).
   Each form, posted, does what it says.
2. /cfjs (R211, R213): an active player calls for judgement with the
   form; on /cfjs/N only the appointed judge has the verdict form, and it
   records the verdict.
3. /auctions/N (R516): the bid form for a player who may bid, not for
   the Auctioneer of a private auction nor the public; the bidder sees eir
   own sealed bid, the others do not.
4. /players/NAME: the player emself has the transfer, contact and token
   forms; nobody else does. The transfer form moves the money; the token
   form's reply page shows the new token, which alone signs in after.
5. /orgs (R1001 4): "Join" an Open organisation for a non-member,
   "Leave" for a member; posted, it joins.
6. /hearings (R360): the respond form while a Hearing sits.
7. Every one of these pages shows player text as text: a CFJ's statement
   and a Hearing's matter `<i>x</i>&amp;` (a player's name may not hold
   `<` or `>`, R500.1, so the player is `Tom &amp Jerry's`): no page holds the raw
   markup, and those that show the text or the name hold them escaped.
Every page this test loads, as whoever loads it, has its headings in
order, a label for every input and header cells in every table. Where Chromium is installed, each page is drawn at a phone's width (390
pixels) to a screenshot in $NOMIC_SCREENSHOTS (else build/screenshots)
for review."""

import html
import re
import urllib.parse

import browser
from e2e import Nomic, Server, check, run

MARKUP = "<i>x</i>&amp;"
MARKUP_SHOWN = "&lt;i&gt;x&lt;/i&gt;&amp;amp;"
EVIL = "Tom &amp Jerry's"  # R500.1's name characters allow & and ', not < > ;
EVIL_SHOWN = "Tom &amp;amp Jerry&#39;s"


def accessible(path, t):
    """Headings in order (one h1, none skipping a level), a label for each
    input a person fills in, a header cell in each table."""
    levels = [int(x) for x in re.findall(r"<h([1-6])[ >]", t)]
    check(levels[:1] == [1] and levels.count(1) == 1 and
          all(b <= a + 1 for a, b in zip(levels, levels[1:])),
          "%s: headings out of order: %r" % (path, levels))
    for tag, attrs in re.findall(r"<(input|select|textarea)([^>]*)>", t):
        if 'type="hidden"' in attrs:
            continue
        m = re.search(r'id="([^"]+)"', attrs)
        check(m and '<label for="%s">' % m.group(1) in t, "%s: an unlabelled %s %r" %
              (path, tag, attrs))
    for table in re.findall(r"<table>(.*?)</table>", t, re.S):
        check("<th>" in table, "%s: a table without header cells" % path)


def page(s, path, tok=None):
    status, _, data = s.request("GET", path, token=tok)
    check(status == 200, "GET %s: %d" % (path, status))
    text = data.decode()
    accessible(path, text)
    return text


def forms(text):
    """Every form that posts to /commands: (its class, its inner HTML)."""
    return re.findall(r'<form method="post" action="/commands"(?: class="([^"]*)")?>(.*?)</form>',
                      text, re.S)


def fields(inner):
    """The fields a browser sends for a form: hidden inputs, decoded."""
    return {k: html.unescape(v) for k, v in
            re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)">', inner)}


def button(text, label):
    """The fields of the form whose button reads label, or None."""
    for _, inner in forms(text):
        m = re.search(r'<button type="submit">(.*?)</button>', inner)
        if m and html.unescape(m.group(1)) == label:
            return fields(inner)
    return None


def form_of(text, cls):
    """The fields of the first form of class cls, or None."""
    for c, inner in forms(text):
        if c == cls:
            return fields(inner), inner
    return None


def post(s, tok, f):
    body = urllib.parse.urlencode(f)
    status, _, data = s.request("POST", "/commands", body=body, token=tok,
                                headers={"Content-Type": "application/x-www-form-urlencoded"})
    text = data.decode()
    m = re.search(r'<div class="notice (ok|bad)" role="status" id="reply">(.*?)</div>', text,
                  re.S)
    check(status == 200 and m and m.group(1) == "ok",
          "posting %r: %d %r" % (f, status, m.group(2) if m else text[:400]))
    return html.unescape(m.group(2))


def office(s, name):
    return [f for f in s.get_json("/api/v1/offices") if f["name"] == name][0]


def offices(s, n, tok):
    s.must("appoint alice Speaker", token=n.admin)
    # 1a. Resign: only the holder.
    check(button(page(s, "/offices", tok["alice"]), "Resign the office of Speaker"),
          "alice, the Speaker, has no resign button")
    for who in (None, "bob"):
        t = page(s, "/offices/Speaker", tok.get(who))
        check(not forms(t), "%s sees a form on /offices/Speaker" % (who or "the public"))
    f = button(page(s, "/offices/Speaker", tok["alice"]), "Resign the office of Speaker")
    check(f and f["back"] == "/offices/Speaker" and f["command"] == "resign Speaker",
          "the resign form: %r" % f)
    post(s, tok["alice"], f)
    check(office(s, "Speaker")["holder"] is None, "alice still holds Speaker")

    # 1b. Volunteer in the Nomination (R402 (i) c) the vacancy opened.
    check([m["office"] for m in s.get_json("/api/v1/nominations")] == ["Speaker"],
          "no Nomination for the vacant Speaker: %r" % s.get_json("/api/v1/nominations"))
    f = button(page(s, "/offices", tok["bob"]), "Volunteer for Speaker")
    check(f is not None, "bob cannot volunteer")
    post(s, tok["bob"], f)
    check(button(page(s, "/offices", tok["bob"]), "Volunteer for Speaker") is None,
          "a Nominee is offered to volunteer again")
    s.must("volunteer Speaker", token=tok["evil"])
    check(s.get_json("/api/v1/nominations")[0]["nominees"] == ["bob", EVIL],
          "the Nominees: %r" % s.get_json("/api/v1/nominations"))

    # 1c. The Election: buttons, the deadline, one's own ballot only.
    s.must("clock advance 3d", token=n.admin)
    t = page(s, "/offices", tok["carol"])
    check("The Election for Speaker ends 2001-01-07T00:00:00Z. Your vote: none yet" in t,
          "carol's election: %r" % t[-3000:])
    f = button(t, "Vote for %s" % EVIL)
    check(f and f["command"] == 'elect "%s" as Speaker' % EVIL, "the vote button: %r" % f)
    post(s, tok["carol"], f)
    t = page(s, "/offices/Speaker", tok["carol"])
    check('Your vote: <strong class="your-vote">%s</strong>' % EVIL_SHOWN in t,
          "carol's own ballot is not shown: %r" % t[-3000:])
    for who in (None, "alice", "bob", "evil"):
        t = page(s, "/offices/Speaker", tok.get(who))
        check('class="your-vote"' not in t, "%s sees carol's ballot" % (who or "the public"))
    check(not forms(page(s, "/offices")), "the public sees a form on /offices")
    post(s, tok["bob"], button(page(s, "/offices", tok["bob"]), "Vote for bob"))
    post(s, tok["alice"], button(page(s, "/offices", tok["alice"]), "Vote for bob"))
    s.must("clock advance 3d", token=n.admin)
    check(office(s, "Speaker")["holder"] == "bob", "the Election's result: %r" % office(s, "Speaker"))

    # 1d. An Impeachment Paper (R404 (ii)): a Voting player other than the
    # officer votes once, in public.
    s.must("impeach bob from Speaker", token=tok["alice"])
    label = "Vote YES on Impeachment Paper 1"
    check(button(page(s, "/offices", tok["bob"]), label) is None, "the officer may vote on it")
    check(not forms(page(s, "/offices/Speaker")), "the public may vote on the Paper")
    f = button(page(s, "/offices/Speaker", tok["carol"]), label)
    check(f and f["command"] == "ip vote 1 yes", "carol's Paper button: %r" % f)
    post(s, tok["carol"], f)
    ip = s.get_json("/api/v1/impeachments")[0]
    check(ip["votes"] == [{"player": "carol", "vote": "yes"}], "the Paper's votes: %r" % ip)
    check(button(page(s, "/offices", tok["carol"]), label) is None, "carol may vote twice")


def cfjs(s, n, tok):
    check(form_of(page(s, "/cfjs"), "call") is None, "the public may call for judgement")
    f, inner = form_of(page(s, "/cfjs", tok["alice"]), "call")
    check('<label for="cfj-statement">' in inner and f["c"] == "cfj", "the call form: %r" % inner)
    f.update({"a1": "Rule 101 %s is in force" % MARKUP, "a2": "see R101 & R102"})
    post(s, tok["alice"], f)
    c = s.get_json("/api/v1/cfjs/1")
    check(c["statement"] == "Rule 101 %s is in force" % MARKUP, "the CFJ: %r" % c)
    judge = c["judge"]
    judge_tok = tok[[k for k in tok if (EVIL if k == "evil" else k) == judge][0]]
    for who in [None] + [k for k in tok if (EVIL if k == "evil" else k) != judge]:
        t = page(s, "/cfjs/1", tok.get(who))
        check(form_of(t, "judge") is None, "%s, not the judge, has the verdict form" % who)
    t = page(s, "/cfjs/1", judge_tok)
    accept = button(t, "Accept the appointment")
    if accept:
        post(s, judge_tok, accept)
        t = page(s, "/cfjs/1", judge_tok)
    f, inner = form_of(t, "judge")
    check('<label for="verdict">Verdict</label>' in inner and f["c"] == "cfj judge 1",
          "the verdict form: %r" % inner)
    f.update({"a1": "TRUE", "a2": "it is, <b>plainly</b>"})
    post(s, judge_tok, f)
    c = s.get_json("/api/v1/cfjs/1")
    check(c["verdict"] == "TRUE", "the verdict was not recorded: %r" % c)
    check(form_of(page(s, "/cfjs/1", judge_tok), "judge") is None,
          "the verdict form outlives the verdict")
    t = page(s, "/cfjs/1")
    check("Rule 101 %s is in force" % MARKUP_SHOWN in t and "<b>" not in t,
          "the statement or the reasons are not text: %r" % t[:2000])


def auctions(s, n, tok):
    # R516 1e: the rules call a private auction; the Speaker (bob) runs it.
    s.must("entity create egg Treasury", token=n.admin)
    s.must("auction rules 1 private", token=n.admin)
    check(form_of(page(s, "/auctions/1"), "bid") is None, "the public may bid")
    check(form_of(page(s, "/auctions/1", tok["bob"]), "bid") is None,
          "the Auctioneer may bid in a private auction")
    f, inner = form_of(page(s, "/auctions/1", tok["carol"]), "bid")
    check('<label for="bid-amount">' in inner and f["c"] == "bid 1", "the bid form: %r" % inner)
    f["a1"] = "37"
    post(s, tok["carol"], f)
    t = page(s, "/auctions/1", tok["carol"])
    check("<h2>Your bids</h2>" in t and "A$37" in t, "carol's own bid: %r" % t[-2000:])
    for who in (None, "alice", "evil"):
        t = page(s, "/auctions/1", tok.get(who))
        check("A$37" not in t, "carol's sealed bid shows to %s" % (who or "the public"))
    s.must("bid 1 A$5", token=tok["evil"])


def players(s, n, tok):
    for who in (None, "bob"):
        t = page(s, "/players/alice", tok.get(who))
        check(not forms(t) and "Your account" not in t,
              "%s sees alice's own forms" % (who or "the public"))
    t = page(s, "/players/alice", tok["alice"])
    f, inner = form_of(t, "transfer")
    check('<label for="t-amount">Amount</label>' in inner and "<option>A$</option>" in inner,
          "the transfer form: %r" % inner)
    check(form_of(t, "contact") and button(t, "Issue me a new token"),
          "alice lacks the contact or token form")
    before = s.get_json("/api/v1/players/bob/holdings")["currencies"].get("A$", 0)
    f.update({"a1": "4", "a2": "A$", "a3": "bob", "a4": "for the cake"})
    post(s, tok["alice"], f)
    after = s.get_json("/api/v1/players/bob/holdings")["currencies"].get("A$", 0)
    check(after == before + 4, "the transfer: %d -> %d" % (before, after))
    f, _ = form_of(page(s, "/players/alice", tok["alice"]), "contact")
    f["a1"] = "alice@example.org"
    post(s, tok["alice"], f)
    check("alice@example.org" not in page(s, "/players/alice", tok["bob"]),
          "alice's contact shows to bob")


def orgs(s, n, tok):
    s.must("org found party", token=tok["alice"])
    s.must("org join-intent alice", token=tok["bob"])
    s.must("org join-intent alice", token=tok["evil"])
    s.must('org form "Red Flag" party bob "%s" policy open' % EVIL, token=tok["alice"])
    check(not forms(page(s, "/orgs")), "the public sees a form on /orgs")
    check(button(page(s, "/orgs", tok["bob"]), "Leave Red Flag"), "a member cannot leave")
    f = button(page(s, "/orgs", tok["carol"]), "Join Red Flag")
    check(f and f["command"] == 'org join "Red Flag"', "the join form: %r" % f)
    post(s, tok["carol"], f)
    members = [m["player"] for m in s.get_json("/api/v1/orgs/Red%20Flag")["members"]]
    check("carol" in members, "carol did not join: %r" % members)
    check(button(page(s, "/orgs/Red%20Flag", tok["carol"]), "Leave Red Flag"),
          "the new member has no leave form")


def hearings(s, n, tok):
    s.must('hearing call will "%s on Fridays"' % MARKUP, token=tok["evil"])
    check(form_of(page(s, "/hearings"), "respond") is None, "the public may respond")
    f, inner = form_of(page(s, "/hearings", tok["bob"]), "respond")
    check(f["c"] == "respond 1" and '<label for="respond-1">' in inner, "the form: %r" % inner)
    f["a1"] = "1"
    post(s, tok["bob"], f)
    check("Your response: " in page(s, "/hearings", tok["bob"]), "bob's response not shown")


def escaped(s, tok):
    naming = ["/offices", "/offices/Speaker", "/orgs/Red%20Flag", "/hearings",
              "/players/" + urllib.parse.quote(EVIL, safe="")]
    texts = ["/cfjs", "/cfjs/1", "/hearings"]
    others = ["/auctions", "/auctions/1", "/orgs", "/reports", "/reports/registrar", "/arcadia",
              "/players/alice"]
    for who in (None, "alice", "evil"):
        for path in naming + texts + others:
            t = page(s, path, tok.get(who))
            check("<i>" not in t and "<b>" not in t and EVIL not in t,
                  "%s as %s holds player text as markup" % (path, who or "the public"))
            if path in naming:
                check(EVIL_SHOWN in t, "%s as %s does not name %r as text: %r" %
                      (path, who or "the public", EVIL, t[-1500:]))
            if path in texts:
                check(MARKUP_SHOWN in t, "%s as %s does not show %r as text" %
                      (path, who or "the public", MARKUP))
    t = page(s, naming[-1], tok["evil"])
    check("<h1>%s</h1>" % EVIL_SHOWN in t and form_of(t, "transfer"),
          "the player's own page: %r" % t[:1500])


def screenshots(s, exe):
    """Each page at a phone's width, for review; nothing when there is no
    Chromium (the checks above do not need one)."""
    base = "http://127.0.0.1:%d" % s.port
    browser.shoot([(base + path, "phone-" + name, "390,844")
                   for name, path in (("offices", "/offices/Speaker"), ("cfj", "/cfjs/1"),
                                      ("auction", "/auctions/1"), ("org", "/orgs/Red%20Flag"),
                                      ("hearings", "/hearings"), ("player", "/players/alice"))],
                  min_bytes=5000)


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        n.cli("--admin", "param", "set", "land.homes", "0")
        s = Server(n)
        try:
            s.lift_limits()
            tok = {}
            for p in ("alice", "bob", "carol"):
                tok[p] = s.must("join %s" % p, token=n.admin)["token"]
            tok["evil"] = s.must('join "%s"' % EVIL, token=n.admin)["token"]
            offices(s, n, tok)
            cfjs(s, n, tok)
            auctions(s, n, tok)
            players(s, n, tok)
            orgs(s, n, tok)
            hearings(s, n, tok)
            escaped(s, tok)
            screenshots(s, exe)

            # 4b. The token form: the new token is on the reply page alone,
            # and it, not the old one, signs in.
            f = button(page(s, "/players/alice", tok["alice"]), "Issue me a new token")
            text = post(s, tok["alice"], f)
            m = re.search(r"<code>([0-9A-Za-z_-]{20,})</code>", text)
            check(m and m.group(1) != tok["alice"], "no new token on the reply: %r" % text)
            status, _, _ = s.request("GET", "/players/alice", token=tok["alice"])
            check(status == 401, "the old token still signs in: %d" % status)
            check(form_of(page(s, "/players/alice", m.group(1)), "transfer"),
                  "the new token does not sign in")
        finally:
            s.stop()
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
