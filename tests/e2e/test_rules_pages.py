"""test_rules_pages.py: the rules' and proposals' pages over real HTTP
(issue 18 items 2 and 5; src/net/rules_web.c, gov_web.c).

An Ackanomic nomic: the admin gives Rule 207 a short text, then two
proposals amend it again (the second also repeals Rule 215), proposed
through the page's own form (c=propose, a1, a2: a multi-line text) and
voted by the page's buttons' commands. Checked: the table of contents by
suite, in order; the search box (a match, a match in an earlier text only,
the empty and the malformed query); Rule 207's page with both diffs as
<del>/<ins>, the history linked to the proposals, ?rev=R; the repealed
rule's page; each proposal's page with its deadline, its result and what
it changed; vote buttons with the voter's current ballot for a signed-in
Voting player (Authorization: Bearer, the same viewer as a session), none
for the public; the propose form for players only; HTML-special
characters in titles and texts escaped everywhere. Last, the page, the API
and `rules search` are one search: the same rules in the same order, and
the same refusals."""

import html
import json
import re
import subprocess
import tempfile
import urllib.parse

import browser
from e2e import Nomic, Server, check, run

SHORT = "The quorum is three players."
P1_TEXT = "The quorum is five voting players."
P2_TEXT = "The quorum is five players & <more>."


def page(s, path, token=None, status=200):
    st, _, body = s.request("GET", path, token=token)
    check(st == status, "GET %s: %d, not %d: %r" % (path, st, status, body[:300]))
    return body.decode()


def hidden_fields(form):
    return dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)">', form))


def post_form(s, token, fields):
    """POSTs a page's form as a browser would (urlencoded); the reply page."""
    body = urllib.parse.urlencode(fields)
    st, _, data = s.request("POST", "/commands", body=body, token=token, headers={
        "Content-Type": "application/x-www-form-urlencoded"})
    check(st == 200, "the form's POST: %d %r" % (st, data[:400]))
    return data.decode()


def propose_by_form(s, token, title, text):
    """The /proposals page's propose form, filled in and sent."""
    p = page(s, "/proposals", token)
    m = re.search(r'<form method="post" action="/commands" class="wide">(.*?)</form>', p, re.S)
    check(m, "no propose form for a player")
    form = m.group(1)
    check('<textarea id="a2" name="a2"' in form and '<label for="a2">' in form and
          '<label for="a1">' in form, "the propose form's fields: %r" % form)
    fields = {k: html.unescape(v) for k, v in hidden_fields(form).items()}
    check(fields.get("c") == "propose", "the form's command: %r" % fields)
    fields.update({"a1": title, "a2": text})
    return post_form(s, token, fields)


def adopt(s, n, number, voters):
    for t in voters:
        s.must("vote %d yes" % number, token=t)
    r = s.must("clock advance 7d", token=n.admin)
    check("Proposal %d" % number in r["reply"] and "ADOPTED" in r["reply"], "results: %r" % r)


def screenshots(exe, s):
    """Where Chromium is installed: the public's rule and proposal pages,
    at a desktop's width and a phone's, into $NOMIC_SCREENSHOTS (default
    build/screenshots) for review; the diff must reach the browser's DOM
    as <del> and <ins> elements."""
    exe = browser.chromium()
    if not exe:
        print("no Chromium: no screenshots")
        return
    base = "http://127.0.0.1:%d" % s.port
    with tempfile.TemporaryDirectory() as profile:
        dom = subprocess.run([exe] + browser.FLAGS + ["--user-data-dir=" + profile,
                                                      "--dump-dom", base + "/rules/207"],
                             capture_output=True, text=True, timeout=120).stdout
    check("<del>three</del><ins>five voting</ins>" in dom and "<script" not in dom,
          "the browser's DOM of /rules/207 lacks the diff")
    browser.shoot([(base + path, name + tag, size)
                   for name, path in (("rule-diff", "/rules/207"), ("rules-search", "/rules?q=quorum"),
                                      ("proposal", "/proposals/2"), ("proposals", "/proposals"))
                   for size, tag in (("1280,1600", ""), ("390,1400", "-phone"))])


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            check_all(n, s)
            check_search_agrees(n, s)
            screenshots(exe, s)
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


def check_all(n, s):
    alice = s.must("join alice", token=n.admin)["token"]
    bob = s.must("join bob", token=n.admin)["token"]

    # ---- the table of contents, by suite, in the ruleset's order ----
    toc = page(s, "/rules")
    heads = [html.unescape(h) for h in re.findall(r"<h2>(.*?)</h2>", toc)]
    rules = s.get_json("/api/v1/rules")
    suites = ["%s (Rule %s)" % (r["title"], r["number"]) for r in rules
              if "." not in r["number"] and r.get("title", "").endswith("Rule Suite")]
    check(suites and [h for h in heads if h != "Rules"] == suites,
          "the suites' headings %r, not %r" % (heads, suites))
    check("Games &amp; Contests Rule Suite (Rule 1250)" in toc, "no escaped suite heading")
    # Each rule under its suite's heading: 1250.7 after 1250's, before the next.
    at = toc.index("Games &amp; Contests Rule Suite (Rule 1250)")
    link = toc.index('<a href="/rules/1250.7">')
    after = [toc.index(h, at + 1) for h in re.findall(r"<h2>.*?</h2>", toc[at:])[1:2]]
    check(link > at and (not after or link < after[0]), "Rule 1250.7 is not under its suite")
    check('<label for="q">' in toc and 'name="q"' in toc, "no labelled search box")

    # ---- Rule 207 amended: by the admin, then by two proposals ----
    s.must('rule amend 207 "%s"' % SHORT, token=n.admin)
    t1 = "<b>Quorum</b> & co"
    reply = propose_by_form(s, alice, t1, "This is a Modest proposal.\n"
                            'Effect: rule amend 207 "%s"' % P1_TEXT)
    check("Proposal 1" in reply, "the form's reply: %r" % reply[-600:])
    p1 = s.get_json("/api/v1/proposals/1")
    check(p1["title"] == t1 and p1["text"].count("\n") == 1 and
          p1["text"].endswith('rule amend 207 "%s"' % P1_TEXT),
          "the form's text did not arrive whole: %r" % p1.get("text"))

    # The proposal's page while voting: its deadline, the secret votes, the
    # buttons for a Voting player, none for the public.
    public = page(s, "/proposals/1")
    check("&lt;b&gt;Quorum&lt;/b&gt; &amp; co" in public and "<b>Quorum</b>" not in public,
          "the title is not escaped")
    check('id="deadline">Voting ends <strong>%s</strong>' % p1["voting_ends"] in public,
          "no deadline on the proposal's page")
    check("The votes are secret until the results (R104)." in public, "secret votes shown?")
    check('value="vote 1' not in public and 'id="vote-h"' not in public,
          "the public sees vote buttons")
    bobs = page(s, "/proposals/1", bob)
    buttons = re.findall(r'name="command" value="(vote 1 [^"]+)">\s*<button[^>]*>([^<]+)</button>',
                         bobs)
    check([b[0] for b in buttons] == ["vote 1 YES", "vote 1 NO", "vote 1 BAA!"],
          "bob's buttons: %r" % buttons)
    check("your vote" not in bobs and 'id="your-vote"' not in bobs, "a vote before any")
    check("Vote before %s" % p1["voting_ends"] in bobs, "the buttons lack the deadline")
    # bob presses NO: the page shows it as his, and alice's page does not.
    fields = hidden_fields(re.search(r'<form method="post" action="/commands">(.*?value="vote 1 NO">)',
                                     bobs, re.S).group(1))
    reply = post_form(s, bob, {k: html.unescape(v) for k, v in fields.items()})
    check("bob votes NO on Proposal 1" in reply, "bob's vote: %r" % reply[-600:])
    bobs = page(s, "/proposals/1", bob)
    check('id="your-vote">You voted <strong>NO</strong>' in bobs and
          'class="current">Vote NO (your vote)</button>' in bobs,
          "bob's current ballot is not shown")
    alices = page(s, "/proposals/1", alice)
    check("Vote NO (your vote)" not in alices and 'id="your-vote"' not in alices,
          "bob's ballot shows to alice")
    check("NO" not in re.sub(r"<form.*?</form>|<details.*?</details>", "", page(s, "/proposals/1"),
                             flags=re.S).split('id="votes"')[1].split("<h2>")[0],
          "the public sees a ballot")
    lst = page(s, "/proposals", bob)
    check("you voted NO" in lst and "&lt;b&gt;Quorum&lt;/b&gt;" in lst, "the list: %r" % lst)
    check('class="wide"' not in page(s, "/proposals"), "the public gets the propose form")
    s.must("vote 1 yes", token=bob)
    adopt(s, n, 1, [alice])

    t2 = 'Five & <i>more</i> "quoted"'
    reply = propose_by_form(s, alice, t2, 'Effect: rule amend 207 "%s"\n'
                            "Effect: rule repeal 215" % P2_TEXT.replace('"', '\\"'))
    check("Proposal 2" in reply, "the second proposal: %r" % reply[-600:])
    adopt(s, n, 2, [alice, bob])

    # ---- Rule 207's page: both diffs, the history linked ----
    api = s.get_json("/api/v1/rules/207")
    revs = api["revisions"]
    check([r["text"] for r in revs[-3:]] == [SHORT, P1_TEXT, P2_TEXT],
          "the kept texts: %r" % [r["text"] for r in revs[-3:]])
    check(revs[-2]["diff"] == [{"op": "same", "text": "The quorum is "},
                               {"op": "del", "text": "three"},
                               {"op": "ins", "text": "five voting"},
                               {"op": "same", "text": " players."}],
          "the first proposal's diff: %r" % revs[-2]["diff"])
    check(revs[-1]["diff"] == [{"op": "same", "text": "The quorum is five "},
                               {"op": "del", "text": "voting "},
                               {"op": "same", "text": "players"},
                               {"op": "ins", "text": " & <more>"},
                               {"op": "same", "text": "."}],
          "the second proposal's diff: %r" % revs[-1]["diff"])
    check(revs[0]["diff"] is None and api["text"] == P2_TEXT and "history" in api and
          "texts" in api, "the API's fields: %r" % list(api))
    rule = page(s, "/rules/207")
    r1, r2 = revs[-2]["revision"], revs[-1]["revision"]
    check('<pre class="rule diff">The quorum is <del>three</del><ins>five voting</ins> '
          "players.</pre>" in rule, "no diff for revision %d" % r1)
    check('<pre class="rule diff">The quorum is five <del>voting </del>players'
          "<ins> &amp; &lt;more&gt;</ins>.</pre>" in rule, "no diff for revision %d" % r2)
    check(rule.index('id="rev-%d"' % r2) < rule.index('id="rev-%d"' % r1),
          "the revisions are not newest first")
    hist = rule.split('id="history"')[1]
    for num, rev in ((1, r1), (2, r2)):
        check(re.search(r"<li>revision %d: amended by Proposal %d[^<]*"
                        r'\(<a href="/proposals/%d">Proposal %d</a>\)</li>' % (rev, num, num, num),
                        hist), "history line of revision %d not linked: %s" % (rev, hist[:800]))
    check(re.search(r"<li>revision %d: amended by the admin[^<]*</li>" % (r1 - 1), hist),
          "the admin's amendment is missing or linked")
    # An earlier revision by ?rev=.
    old = page(s, "/rules/207?rev=%d" % r1)
    check('<pre class="rule" id="text">%s</pre>' % P1_TEXT in old and 'id="past"' in old,
          "?rev=%d: %r" % (r1, old[:600]))
    page(s, "/rules/207?rev=99999", status=404)
    page(s, "/rules/207?rev=x", status=404)

    # ---- the repealed rule ----
    gone = page(s, "/rules/215")
    check('id="repealed">This rule was repealed: revision' in gone and
          '<a href="/proposals/2">Proposal 2</a>' in gone, "the repeal: %r" % gone[:1200])
    check(s.get_json("/api/v1/rules/215")["repealed"] is True, "the API's repealed rule")
    check('href="/rules/215"' not in page(s, "/rules"), "the contents list a repealed rule")

    # ---- the search box ----
    found = page(s, "/rules?q=QUORUM+more")
    check('<li><a href="/rules/207">Rule 207/%d: ' % r2 in found, "no match for quorum more")
    check("&lt;more&gt;" in found and "<more>" not in found, "the snippet is not escaped")
    found = page(s, "/rules?q=quorum+three+players")
    check('<a href="/rules/207?rev=%d">Rule 207/%d: ' % (r1 - 1, r1 - 1) in found and
          "(an earlier text)" in found,
          "a match in an earlier text: %r" % found.split('id="search-h"')[1][:1500])
    found = page(s, "/rules?q=%3Cscript%3E+zzyzx")
    check('id="no-match"' in found and "&lt;script&gt; zzyzx" in found and "<script>" not in found,
          "no match: %r" % found[:1500])
    empty = page(s, "/rules?q=+")
    check(empty.count('id="search-error"') == 1 and "Type one or more words" in empty,
          "the empty query")
    long = page(s, "/rules?q=" + "a" * 300, status=400)
    check(long.count('id="search-error"') == 1 and "at most 200 characters" in long,
          "the malformed query")
    for q, why in (("a+b+c+d+e+f+g+h+i", "at most 8 words"), ("%FF%FE", "not valid UTF-8"),
                   ("a%01b", "control characters")):
        bad = page(s, "/rules?q=" + q, status=400)
        check(bad.count('id="search-error"') == 1 and why in bad, "?q=%s: %r" % (
            q, bad.split('id="search-h"')[-1][:300]))
        st, _, body = s.request("GET", "/api/v1/rules?q=" + q)
        check(st == 400 and why in json.loads(body)["error"], "API ?q=%s: %d %r" % (q, st, body))
    st, _, body = s.request("GET", "/api/v1/rules?q=quorum+more")
    check(st == 200 and json.loads(body)["results"][0]["number"] == "207", "API search: %r" % body)

    # ---- the adopted proposals' pages: result and effects ----
    p2 = page(s, "/proposals/2")
    check('<strong id="status">adopted</strong>' in p2 and 'id="result">' in p2 and
          'id="deadline">Voting ended' in p2, "proposal 2's result: %r" % p2[:1500])
    check('<a href="/rules/207?rev=%d">Rule 207</a>: amended (revision %d)' % (r2, r2) in p2 and
          '<a href="/rules/215' in p2 and ": repealed" in p2, "what proposal 2 changed")
    check("Five &amp; &lt;i&gt;more&lt;/i&gt; &quot;quoted&quot;" in p2 and "<i>more" not in p2,
          "proposal 2's title not escaped")
    check('<code>rule repeal 215</code> &middot; <a href="/rules/215">Rule 215</a>' in p2,
          "the effect lines are not linked")
    check('id="tally"' in p2 and "<td>YES</td><td class=\"n\">2</td>" in p2,
          "no tally after the results")
    check('id="vote-h"' not in page(s, "/proposals/2", bob), "buttons after the end")

    # ---- a method whose ballots are public: the tally shows while voting ----
    s.must("voting method general", token=n.admin)
    s.must('propose "Open vote" "Effect: param set vote.period 5d"', token=alice)
    s.must("vote 3 FOR", token=bob)
    p3 = page(s, "/proposals/3")
    check('id="tally"' in p3 and '<td>FOR</td><td class="n">1</td>' in p3 and
          '<td>AGAINST</td><td class="n">0</td>' in p3 and "votes are secret" not in p3,
          "no tally while voting by a public method: %r" % p3.split("<h2>Votes</h2>")[-1][:500])
    check('<a href="/api/v1/params">the parameter vote.period</a>' in p3, "the param's link")
    alices = page(s, "/proposals/3", alice)
    check([b for b in re.findall(r'value="(vote 3 [^"]+)"', alices)] ==
          ["vote 3 FOR", "vote 3 AGAINST", "vote 3 PRESENT"], "the general method's buttons")


def check_search_agrees(n, s):
    """`rules search`, /rules?q= and /api/v1/rules?q= are one search
    (core/rules_search.c): for each query the page lists the rules the
    command finds, in the order of their best match, each once at the
    newest revision the command lists for it; the API the same; a query
    the search refuses is refused by all three with the same sentence."""
    queries = ["quorum", "quorum three players", "QUORUM more", '"five players"', "quor*",
               "quorum NOT voting", "zzyzx"]
    most = 0
    for q in queries:
        line = 'rules search "%s"' % q.replace("\\", "\\\\").replace('"', '\\"')
        reply = s.must(line, token=n.admin)["reply"]
        want = []  # [number, newest revision listed], in the command's order
        for num, rev in re.findall(r"^Rule ([0-9.]+)/([0-9]+)[ :]", reply, re.M):
            seen = [w for w in want if w[0] == num]
            if seen:
                seen[0][1] = max(seen[0][1], int(rev))
            else:
                want.append([num, int(rev)])
        lines = len(re.findall(r"^Rule [0-9.]+/[0-9]+[ :]", reply, re.M))
        check(lines < 50, "%r: the command's 50-line cap hides some: pick another query" % q)
        check(bool(want) == (reply != "no rule matches"), "%r: %r" % (q, reply[:300]))
        body = page(s, "/rules?q=" + urllib.parse.quote(q), token=n.admin)
        got = [[num, int(rev)] for num, rev in
               re.findall(r'<li><a href="/rules/[0-9.]+(?:\?rev=[0-9]+)?">Rule ([0-9.]+)/([0-9]+)',
                          body)]
        check(got == want, "%r: the page %r, the command %r" % (q, got, want))
        st, _, api = s.request("GET", "/api/v1/rules?q=" + urllib.parse.quote(q),
                               token=n.admin)
        check(st == 200, "API %r: %d" % (q, st))
        api = [[x["number"], x["revision"]] for x in json.loads(api)["results"]]
        check(api == want, "%r: the API %r, the command %r" % (q, api, want))
        most = max(most, len(want))
    check(most >= 2, "no query found two rules: the order is not tested")
    for q in ("quorum OR", '"quorum'):
        _, r = s.command('rules search "%s"' % q.replace('"', '\\"'), token=n.admin)
        why = r.get("error", "")
        check(not r.get("ok") and why, "the command took %r: %r" % (q, r))
        body = page(s, "/rules?q=" + urllib.parse.quote(q), token=n.admin, status=400)
        check(html.escape(why, quote=False) in body or html.escape(why) in body,
              "%r: the page does not say %r" % (q, why))


if __name__ == "__main__":
    run(main)
