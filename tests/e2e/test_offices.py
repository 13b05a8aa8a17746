"""test_offices.py: Ackanomic's offices over HTTP alone (issue 15; the
nomic is made by `nomic init`, then every step is a POST or a GET to a real
server): a Speaker's Election from Nomination to a new holder (R402), no
ballot visible to another player in any view before the tally (R402 (ii)
e) and the tally after it (f, g); a month of salaries (R401 (iv): noon on
the first Monday, A$ from the Treasury, never twice); an Impeachment Paper
ACCEPTED (R404) and the vacancy filled by an Acting President's choice
(R401.1, R403 (vi), R414 (iii)); the banna republic (R401 (v) b). Every
offices command is sent as a signed-in player (or the admin) through POST
/api/v1/commands; /api/v1/nominations, /impeachments and /salaries are
checked against what happened, and the pages /offices and /offices/NAME
against the JSON."""

import html
import json
import re
from urllib.parse import quote, urlencode

from e2e import Nomic, Server, check, run


def page(s, path):
    status, headers, body = s.request("GET", path)
    check(status == 200 and headers["content-type"].startswith("text/html"),
          "GET %s: %d" % (path, status))
    return body.decode()


def text_of(dom):
    """The page's text, tags dropped and entities decoded."""
    return html.unescape(re.sub(r"<[^>]+>", " ", dom))


def office(s, name):
    for f in s.get_json("/api/v1/offices"):
        if f["name"] == name:
            return f
    raise AssertionError("no office %s" % name)


def balance(s, name):
    for p in s.get_json("/api/v1/players"):
        if p["name"] == name:
            return p["balances"]["A$"]
    raise AssertionError("no player %s" % name)


def treasury(s):
    return [c for c in s.get_json("/api/v1/currencies") if c["name"] == "A$"][0]["treasury"]


def refused(s, line, token, why):
    """A refusal: 422 with one error line holding why, and no change."""
    before = [s.get_json(v) for v in ("/api/v1/offices", "/api/v1/nominations",
                                      "/api/v1/impeachments", "/api/v1/salaries",
                                      "/api/v1/players")]
    head = s.get_json("/api/v1/nomic")["head"]
    status, r = s.command(line, token)
    check(status == 422 and why in r.get("error", ""), "%r: %d %r" % (line, status, r))
    after = [s.get_json(v) for v in ("/api/v1/offices", "/api/v1/nominations",
                                     "/api/v1/impeachments", "/api/v1/salaries",
                                     "/api/v1/players")]
    check(before == after and s.get_json("/api/v1/nomic")["head"] == head,
          "the refused %r changed something" % line)


def every_view(s, token):
    """Everything a viewer can read over HTTP, as one string."""
    parts = [json.dumps(s.get_json(v, token=token)) for v in (
        "/api/v1/nominations", "/api/v1/offices", "/api/v1/deadlines", "/api/v1/log?limit=1000",
        "/api/v1/news?limit=100", "/api/v1/impeachments", "/api/v1/reports")]
    parts += [page(s, p) for p in ("/", "/offices", "/offices/Speaker")]
    parts.append(s.request("GET", "/feed.atom")[2].decode())
    return "\n".join(parts)


def election(s, n, tok):
    # R402 (i) a: a vacant seat's Nomination, asked for by a player.
    r = s.must("nomination open Speaker", token=tok["alice"])
    check("a Nomination for Speaker begins" in r["reply"], "the Nomination: %r" % r)
    s.must("volunteer Speaker", token=tok["bob"])
    s.must("volunteer Speaker", token=tok["carol"])
    # R401 (i): a non-voting player may not stand.
    refused(s, "volunteer Speaker", tok["erin"], "only a Voting player may hold an office")
    noms = s.get_json("/api/v1/nominations")
    check(len(noms) == 1 and noms[0]["office"] == "Speaker" and
          noms[0]["phase"] == "nominating" and noms[0]["nominees"] == ["bob", "carol"] and
          noms[0]["ends"] == "2001-01-04T00:00:00Z", "the Nomination's view: %r" % noms)
    f = office(s, "Speaker")
    check(f["holder"] is None and f["nomination"]["nominees"] == ["bob", "carol"],
          "the Speaker in /api/v1/offices: %r" % f)
    t = text_of(page(s, "/offices"))
    check("Nomination (R402 (i)), ends 2001-01-04T00:00:00Z; Nominees: bob, carol" in t,
          "/offices lacks the Nomination: %r" % t[:2000])

    # R402 (i) d, (ii) c: two Nominees for one seat: an Election.
    r = s.must("clock advance 3d", token=n.admin)
    check("the Election for Speaker begins, until 2001-01-07T00:00:00Z" in r["reply"],
          "the Election: %r" % r)
    s.must("elect bob as Speaker", token=tok["alice"])
    s.must("elect bob as Speaker", token=tok["bob"])
    s.must("elect carol as Speaker", token=tok["carol"])
    s.must("elect carol Speaker", token=tok["dave"])
    # R402 (ii) e: one may change eir vote; only the last counts.
    r = s.must("elect bob as Speaker", token=tok["dave"])
    check("only your last vote counts" in r["reply"], "the changed vote: %r" % r)
    refused(s, "elect bob as Speaker", tok["dave"], "one vote each")
    refused(s, "elect erin as Speaker", tok["alice"], "erin is not a Nominee for Speaker")

    # R402 (ii) e: each voter sees eir own vote, and nobody another's.
    noms = s.get_json("/api/v1/nominations", token=tok["carol"])
    check(noms[0]["phase"] == "voting" and noms[0]["your_vote"] == "carol", "carol's view: %r" % noms)
    check("your_vote" not in s.get_json("/api/v1/nominations")[0] and
          "your_vote" not in s.get_json("/api/v1/nominations", token=tok["erin"])[0],
          "a vote shown to someone who did not cast it")
    for who, token in (("the public", None), ("erin", tok["erin"])):
        seen = every_view(s, token)
        check("elect bob" not in seen and "elect carol" not in seen and
              "vote for bob" not in seen and "vote for carol" not in seen,
              "%s sees a ballot before the tally" % who)
    seen = every_view(s, tok["carol"])
    check("elect bob" not in seen and "vote for bob" not in seen,
          "carol sees another's ballot (for bob) before the tally")
    t = text_of(page(s, "/offices/Speaker"))
    check("Election (R402 (ii)); ballots are secret until the tally, ends "
          "2001-01-07T00:00:00Z; Nominees: bob, carol" in t, "/offices/Speaker: %r" % t[:2000])

    # R402 (ii) f, g: the tally is published and the top Nominee holds it.
    r = s.must("clock advance 3d", token=n.admin)
    check("the Election for Speaker ends: bob 3, carol 1 (R402 (ii) f)" in r["reply"] and
          "bob now holds Speaker (elected, R402 (ii) g)" in r["reply"], "the tally: %r" % r)
    check(s.get_json("/api/v1/nominations") == [], "the Election is still listed")
    f = office(s, "Speaker")
    check(f["holder"] == "bob" and f["since"] == "2001-01-07T00:00:00Z" and
          f["nomination"] is None and f["salary"] == 35, "the new Speaker: %r" % f)
    news = " ".join(e["text"] for e in s.get_json("/api/v1/news?limit=20")["events"])
    check("the Election for Speaker ends: bob 3, carol 1" in news, "the tally's news: %r" % news)
    dom = page(s, "/offices/Speaker")
    m = re.search(r'<td id="holder">(.*?)</td>', dom)
    check(m and text_of(m.group(1)).strip() == "bob", "the holder on /offices/Speaker: %r" % m)
    check("2001-01-07T00:00:00Z" in dom and "A$35 (R405 (iii))" in dom,
          "/offices/Speaker: since and salary: %r" % dom[:2000])
    # R402 (ii) f: the result stays readable, as data and on the page.
    past = s.get_json("/api/v1/elections")
    check(len(past) == 1 and past[0]["office"] == "Speaker" and
          past[0]["tally"] == [{"nominee": "bob", "votes": 3}, {"nominee": "carol", "votes": 1}]
          and past[0]["seated"] == ["bob"] and past[0]["outcome"] == "elected"
          and "ballots" not in past[0], "/api/v1/elections: %r" % past)
    check("Past Elections" in dom and "bob 3, carol 1" in text_of(dom),
          "/offices/Speaker: the past Election: %r" % dom[-2000:])


def salaries(s, n, tok):
    # A Functional officer too (R403 (ii): the Standard Harfer Fee).
    s.must("appoint carol Promoter", token=n.admin)
    v = s.get_json("/api/v1/salaries")
    pay = {x["office"]: x for x in v["offices"]}
    check(v["next_payday"] == "2001-02-05T12:00:00Z" and pay["Speaker"]["holder"] == "bob" and
          pay["Speaker"]["salary"] == 35 and pay["Speaker"]["last_paid"] is None and
          pay["Promoter"]["salary"] == 25 and pay["Promoter"]["holder"] == "carol",
          "the salaries before payday: %r" % v)
    check("2001-02-05T12:00:00Z" in page(s, "/offices"), "/offices lacks the payday")
    bob, carol, tr = balance(s, "bob"), balance(s, "carol"), treasury(s)
    # R401 (iv): the first Monday of February 2001 is the 5th; noon passes.
    r = s.must("clock advance 29d13h", token=n.admin)
    check("bob is paid A$35 as Speaker for 2001-02" in r["reply"] and
          "carol is paid A$25 as Promoter for 2001-02" in r["reply"], "the payday: %r" % r)
    check(balance(s, "bob") == bob + 35 and balance(s, "carol") == carol + 25 and
          treasury(s) == tr - 60, "A$ did not move as R401 (iv) says")
    v = s.get_json("/api/v1/salaries")
    pay = {x["office"]: x for x in v["offices"]}
    check(pay["Speaker"]["last_paid"] == "2001-02" and pay["Promoter"]["last_paid"] == "2001-02"
          and v["next_payday"] == "2001-03-05T12:00:00Z", "the salaries after: %r" % v)
    t = text_of(page(s, "/offices/Promoter"))
    check("last paid for 2001-02" in t and "2001-03-05T12:00:00Z" in t,
          "/offices/Promoter: %r" % t[:2000])
    # Never twice for one month (R401 (iv)); the admin's command only.
    refused(s, "salary pay Speaker", n.admin, "is already paid")
    refused(s, "salary pay Speaker", tok["bob"], "")


def impeachment(s, n, tok):
    # R404 (i): alice's Paper against carol as Promoter.
    r = s.must("impeach carol from Promoter", token=tok["alice"])
    check("Impeachment Paper 1 by alice" in r["reply"], "the Paper: %r" % r)
    s.must("ip vote 1 yes", token=tok["alice"])
    s.must("ip vote 1 yes", token=tok["bob"])
    refused(s, "ip vote 1 no", tok["carol"], "may not vote on it")
    refused(s, "ip vote 1 no", tok["bob"], "one vote each")
    ips = s.get_json("/api/v1/impeachments")
    check(len(ips) == 1 and ips[0]["state"] == "pending" and ips[0]["officer"] == "carol" and
          ips[0]["author"] == "alice" and ips[0]["yes"] == 2 and ips[0]["no"] == 0 and
          ips[0]["votes"] == [{"player": "alice", "vote": "yes"},
                              {"player": "bob", "vote": "yes"}],
          "the Paper's view (its votes are public, R404 (ii)): %r" % ips)
    check(office(s, "Promoter")["impeachment"] == 1, "/api/v1/offices lacks the Paper")
    t = text_of(page(s, "/offices"))
    check("Impeachment Paper 1 pending" in t and "2 YES, 0 NO: alice yes, bob yes" in t,
          "/offices lacks the Paper: %r" % t[:3000])
    # R404 (iv) a: 2 YES of 4 active players but the officer: ACCEPTED.
    r = s.must("clock advance 3d", token=n.admin)
    check("Impeachment Paper 1 is ACCEPTED" in r["reply"], "the resolution: %r" % r)
    f = office(s, "Promoter")
    check(f["holder"] is None and f["impeachment"] is None and
          f["nomination"]["phase"] == "nominating", "the Promoter after: %r" % f)
    check(s.get_json("/api/v1/impeachments")[0]["state"] == "ACCEPTED", "the Paper's state")

    # R403 (vi): the vacancy's Nomination; the President chooses. None
    # holds the office: the Speaker (its Supervisor, R401.1 IV) appoints an
    # Acting President (R401.1 III), who may choose (R414 (iii)).
    # From the page's form (POST /commands), as a browser sends it.
    form, csrf = s.form_headers()
    body = urlencode({"token": tok["dave"], "command": "volunteer Promoter",
                      "key": "page-offices-1", "csrf": csrf})
    status, _, dom = s.request("POST", "/commands", body=body, headers=form)
    check(status == 200 and "dave volunteers for Promoter (R402 (i) c)" in dom.decode(),
          "the form's volunteer: %d %r" % (status, dom[:600]))
    check(office(s, "Promoter")["nomination"]["nominees"] == ["dave"], "dave is no Nominee")
    s.must("clock advance 3d", token=n.admin)
    check(s.get_json("/api/v1/nominations")[0]["phase"] == "choosing", "no choice awaited")
    refused(s, "choose dave as Promoter", tok["alice"], "")
    s.must("acting alice as President", token=tok["bob"])
    check(office(s, "President")["acting"] == "alice", "no Acting President")
    r = s.must("choose dave as Promoter", token=tok["alice"])
    check(office(s, "Promoter")["holder"] == "dave", "the choice: %r" % r)


def banana(s, n, tok):
    # R401 (v) b: the Herald's Minimum Term past, alice demands an end.
    s.must("office create Herald", token=n.admin)
    s.must("appoint carol Herald", token=n.admin)
    s.must("param set offices.herald_minterm 1d", token=n.admin)
    refused(s, "banana Herald", tok["alice"], "Minimum Term")
    # A salary the payday did not pay (carol took the seat after it).
    r = s.must("salary pay Herald", token=n.admin)
    check("carol is paid A$25 as Herald for 2001-02" in r["reply"], "salary pay: %r" % r)
    refused(s, "salary pay Herald", n.admin, "is already paid")
    s.must("clock advance 2d", token=n.admin)
    alice = balance(s, "alice")
    s.must("banana Herald", token=tok["alice"])
    f = office(s, "Herald")
    check(f["holder"] is None and f["acting"] == "carol" and
          f["nomination"]["nominees"] == ["alice"] and balance(s, "alice") == alice - 25,
          "the banna republic: %r" % f)
    t = text_of(page(s, "/offices/Herald"))
    check("carol" in t and "Nominees: alice" in t, "/offices/Herald: %r" % t[:2000])


def pages(s):
    # Every office in the JSON is on the page, linked, with its holder.
    dom = page(s, "/offices")
    t = text_of(dom)
    for f in s.get_json("/api/v1/offices"):
        check('href="/offices/%s"' % html.escape(quote(f["name"], safe="")) in dom,
              "/offices does not link %s" % f["name"])
        one = text_of(page(s, "/offices/" + quote(f["name"], safe="")))
        check(f["name"] in one and (f["holder"] or "vacant") in one,
              "/offices/%s: %r" % (f["name"], one[:1000]))
        # Its duties (src/gov/duties' field), each with its rule and due
        # time; an office without them says so.
        duties = f.get("duties") or []
        for d in duties:
            check(d["duty"] in one and d["rule"] in one and (d["due"] or "no date") in one,
                  "/offices/%s lacks the duty %r" % (f["name"], d))
        check(duties or "no duties listed" in one, "/offices/%s: no duties" % f["name"])
    check("Duties" in t, "/offices has no duties section")
    check('href="/offices"' in page(s, "/"), "the home page does not link /offices")
    status, _, _ = s.request("GET", "/offices/Nobody")
    check(status == 404, "an unknown office: %d" % status)
    status, _, _ = s.request("GET", "/offices/clerk%20of%20the%20court")
    check(status == 200, "an office's name in another case: %d" % status)


def main(exe):
    n = Nomic(exe)
    try:
        s = Server(n)
        try:
            s.must("param set offices.mode rules", token=n.admin)
            tok = {}
            for p in ("alice", "bob", "carol", "dave"):
                tok[p] = s.must("join " + p, token=n.admin)["token"]
            tok["erin"] = s.must("join erin non-voting", token=n.admin)["token"]
            election(s, n, tok)
            salaries(s, n, tok)
            impeachment(s, n, tok)
            banana(s, n, tok)
            pages(s)
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
