"""test_forms_web.py: a form for every command (issue 18 item 2), over real
HTTP as a browser posts them (application/x-www-form-urlencoded, the
fields the page carries).

1. /act lists what the viewer may issue now: the public sees `join` and not
   `transfer`; a player sees `transfer` and not the admin's `mint`.
2. /act/transfer's form, posted with its fields (c, a1..a4, p3=to,
   p4=memo), makes one quoted line: a memo with quotes and a backslash
   arrives whole (R515, R510), each value one word whatever it holds.
3. A command a rule's script adds (docs/SCRIPTING.md nomic.command) gets a
   form with no new HTML, and loses it when the rule is repealed.
4. The same form posted twice (a reload) is done once; two forms of one
   page (one key) are two acts.
5. The reply page links back only within the nomic; a form with both a
   command line and fields is refused and changes nothing.
6. A player's own deadlines (a vacation's end, R250 V a) are listed on eir
   front page (item 3), and on no other player's."""

import re
import urllib.parse

from e2e import Nomic, Server, check, run

GREET = ("nomic.command{name = 'greet', who = 'player', args = 'NAME', min = 1, max = 1,\n"
         "  help = 'greet someone by name',\n"
         "  run = function(cmd) return 'hello ' .. cmd.words[1] end}")


def form_fields(html):
    """The hidden fields of the first form that posts to /commands."""
    m = re.search(r'<form method="post" action="/commands"[^>]*>(.*?)</form>', html, re.S)
    check(m, "no form posting to /commands in %r" % html[:400])
    return dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)">', m.group(1)))


def post(s, tok, fields):
    body = urllib.parse.urlencode(fields)
    status, _, data = s.request("POST", "/commands", body=body, token=tok,
                                headers={"Content-Type": "application/x-www-form-urlencoded"})
    return status, data.decode()


def reply(html):
    m = re.search(r'<div class="notice (ok|bad)" role="status" id="reply">(.*?)</div>', html,
                  re.S)
    return (m.group(1), m.group(2)) if m else (None, html[:300])


def page(s, path, tok=None):
    status, _, data = s.request("GET", path, token=tok)
    return status, data.decode()


def main(exe):
    n = Nomic(exe)
    n.cli("--admin", "ruleset", "load", "ackanomic")
    s = Server(n)
    try:
        s.lift_limits()
        alice = s.must("join alice", token=n.admin)["token"]
        bob_tok = s.must("join bob", token=n.admin)["token"]

        # 1. Who sees which forms.
        _, pub = page(s, "/act")
        check('href="/act/join"' in pub and 'href="/act/transfer"' not in pub,
              "the public's /act: %r" % pub[:2000])
        status, _ = page(s, "/act/transfer")
        check(status == 404, "the public got transfer's form: %d" % status)
        _, mine = page(s, "/act", alice)
        check('href="/act/transfer"' in mine and 'href="/act/mint"' not in mine,
              "alice's /act offers the wrong commands")

        # 2. The transfer form, as the browser posts it.
        _, form = page(s, "/act/transfer", alice)
        for want in ('<label for="a1">amount</label>', '<label for="a3">holder</label>',
                     'name="p3" value="to"', 'name="p4" value="memo"'):
            check(want in form, "transfer's form lacks %r" % want)
        f = form_fields(form)
        memo = 'for "the" cake\\ and more'
        f.update({"a1": "7", "a2": "A$", "a3": "bob", "a4": memo})
        status, html = post(s, alice, f)
        ok, text = reply(html)
        check(status == 200 and ok == "ok", "the transfer form: %d %r" % (status, text))
        check('<a href="/act/transfer" id="back">' in html, "no link back to the form")
        bal = s.get_json("/api/v1/players")
        bob = [p for p in bal["players"] if p["name"] == "bob"][0] if isinstance(bal, dict) \
            else [p for p in bal if p["name"] == "bob"][0]
        check(bob["balances"].get("A$", 0) >= 7, "bob did not get A$7: %r" % bob)
        log = s.get_json("/api/v1/log?from=1&limit=500", token=n.admin)
        cmds = [e.get("command", "") for e in log["events"]]
        want = 'transfer "7" "A$" to "bob" memo "for \\"the\\" cake\\\\ and more"'
        check(want in cmds, "the line is not the form's, quoted: %r" % cmds[-5:])

        # 4. A reload is a repeat; another form of the same page is a new act.
        status, html = post(s, alice, f)
        check("sent again, so not done again" in html, "a reload was done again: %r" % html[:600])
        g = dict(f)
        g["a1"] = "3"
        status, html = post(s, alice, g)
        ok, text = reply(html)
        check(ok == "ok" and "sent again" not in html, "a second form of the page: %r" % text)

        # 3. A script's command gets a form, and loses it with its rule.
        n.cli("--admin", "rule", "enact", "1501", "Greetings", "Players may greet.",
              "script", GREET)
        _, mine = page(s, "/act", alice)
        check('href="/act/greet"' in mine, "the script's command is not on /act")
        _, form = page(s, "/act/greet", alice)
        check('<label for="a1">name</label>' in form, "greet's form: %r" % form[-1500:])
        f = form_fields(form)
        f["a1"] = "world"
        status, html = post(s, alice, f)
        ok, text = reply(html)
        check(ok == "ok" and "hello world" in text, "greet by form: %r" % text)
        n.cli("--admin", "rule", "repeal", "1501")
        status, _ = page(s, "/act/greet", alice)
        check(status == 404, "a repealed rule's command still has a form: %d" % status)

        # 5. Back links stay home; both kinds of fields at once are refused.
        f = form_fields(page(s, "/act/say", alice)[1])
        f.update({"a1": "hi", "back": "//evil.example/x"})
        status, html = post(s, alice, f)
        check('href="/" id="back"' in html or reply(html)[0] == "ok" and "evil" not in html,
              "the reply page links off the nomic: %r" % html[-800:])
        head = s.get_json("/api/v1/nomic")
        f.update({"command": "say both", "a1": "x"})
        status, html = post(s, alice, f)
        check(status == 400 and "not both" in html, "both fields: %d %r" % (status, html[:300]))
        check(s.get_json("/api/v1/nomic") == head, "a refused form changed the nomic")

        # Eir own deadlines on the front page (item 3): a vacation's end
        # (R250 V a) is alice's, on her page and nobody else's.
        s.must("state vacation 10d", token=alice)
        _, front = page(s, "/", alice)
        mine = re.search(r'<ul id="your-deadlines">(.*?)</ul>', front, re.S)
        check(mine and "(R250" in mine.group(1) and "bob" not in mine.group(1),
              "alice's deadlines: %r" % (mine and mine.group(1)))
        _, theirs = page(s, "/", bob_tok)
        his = re.search(r'<ul id="your-deadlines">(.*?)</ul>', theirs, re.S)
        check(his and "bob ceases to be a Newbie" in his.group(1) and "(R250" not in his.group(1),
              "bob's own deadlines: %r" % (his and his.group(1)))
    finally:
        s.stop()


if __name__ == "__main__":
    run(main)
