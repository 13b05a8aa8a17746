"""test_api.py: the JSON API and the HTML page of a running server: sign-in
with tokens, acting as a player, the views, and the page's escaping."""

import json

from e2e import Nomic, Server, check, run


def test_join_and_act(s, n):
    # R252 I (join.mode approval, the default): asking to join needs no
    # token and hands one back, once; it works when the Registrar (here
    # the admin, the office being vacant) admits the applicant.
    r = s.must("join alice")
    check(r["seq"] > 0 and r["token"].startswith("nmc_") and "asks to join" in r["reply"],
          "join: %r" % r)
    alice = r["token"]
    status, _, _ = s.request("GET", "/api/v1/players", token=alice)
    check(status == 401, "an applicant's token worked before admission: %d" % status)
    status, r = s.command("admit alice", token=alice)
    check(status in (401, 422), "an applicant admitted emself: %d %r" % (status, r))
    check("welcome, alice" in s.must("admit alice", token=n.admin)["reply"], "admit")
    # The admin joins a player at once, and is handed eir token.
    bob = s.must("join bob", token=n.admin)["token"]

    # A command with a token acts as that player.
    r = s.must("transfer 5 A$ to bob", token=alice)
    check("token" not in r, "a transfer issued a token: %r" % r)
    ev = s.get_json("/api/v1/log?from=%d&limit=1" % r["seq"])["events"][0]
    check(ev["actor"] == "alice" and ev["command"] == "transfer 5 A$ to bob",
          "the event is not alice's transfer: %r" % ev)
    players = {p["name"]: p for p in s.get_json("/api/v1/players")}
    check(players["alice"]["balances"]["A$"] == 895, "alice: %r" % players["alice"])
    check(players["bob"]["balances"]["A$"] == 905, "bob: %r" % players["bob"])
    check(players["alice"]["state"] == "Voting", "state: %r" % players["alice"])

    # The viewer is marked in views rendered for them.
    mine = {p["name"]: p for p in s.get_json("/api/v1/players", token=bob)}
    check(mine["bob"].get("you") is True and "you" not in mine["alice"], "you: %r" % mine)

    # Not signed in: may join and read, not transfer.
    status, r = s.command("transfer 1 A$ to alice")
    check(status == 422 and r["ok"] is False and r["error"], "anonymous transfer: %d %r"
          % (status, r))

    # A bad token is a 401, for reads and writes alike.
    for method, path in (("GET", "/api/v1/players"), ("POST", "/api/v1/commands"),
                         ("GET", "/")):
        status, h, _ = s.request(method, path, body='{"command":"players"}',
                                 headers={"Content-Type": "application/json"},
                                 token="nmc_0000")
        check(status == 401 and "bearer" in h.get("www-authenticate", "").lower(),
              "bad token on %s %s: %d" % (method, path, status))
    status, _, _ = s.request("GET", "/api/v1/nomic", headers={"Authorization": "Basic YTpi"})
    check(status == 401, "Basic auth: %d" % status)

    # The admin token from `nomic init` works.
    s.must("office create Herald", token=n.admin)
    s.must("appoint alice as Herald", token=n.admin)
    offices = {o["name"]: o["holder"] for o in s.get_json("/api/v1/offices")}
    check(offices["Herald"] == "alice" and offices["Speaker"] is None, "offices: %r" % offices)

    # text/plain carries the bare line.
    status, _, data = s.request("POST", "/api/v1/commands", body="transfer 1 A$ to alice\n",
                                headers={"Content-Type": "text/plain; charset=utf-8"},
                                token=bob)
    r = json.loads(data)
    check(status == 200 and r["ok"] and r["seq"] > 0, "text/plain: %d %r" % (status, r))

    # Read-only commands answer without appending.
    r = s.must("players")
    check(r["seq"] == 0 and "alice" in r["reply"], "players: %r" % r)
    return alice, bob


def test_views(s):
    info = s.get_json("/api/v1/nomic")
    check(info["clock"] == "virtual" and info["time"].startswith("2001-01-01")
          and info["head"] >= 1 and info["players"] == 2, "nomic: %r" % info)
    cur = {c["name"]: c for c in s.get_json("/api/v1/currencies")}
    check(cur["A$"]["fixed"] and cur["A$"]["transferable"], "currencies: %r" % cur)
    params = {p["name"]: p for p in s.get_json("/api/v1/params")}
    check(params["join.grant"]["value"] == 900, "params: %r" % params)
    check(isinstance(s.get_json("/api/v1/deadlines"), list), "deadlines")
    log = s.get_json("/api/v1/log")
    check(log["head"] == info["head"] and len(log["events"]) == log["head"], "log: %r" % log)
    # Private arguments never reach the public.
    for ev in log["events"]:
        check(not any(k.startswith("_") for k in ev["args"]), "private arg: %r" % ev)
    page = s.get_json("/api/v1/log?from=2&limit=2")
    check([e["seq"] for e in page["events"]] == [2, 3], "log paging: %r" % page)
    status, h, body = s.request("HEAD", "/api/v1/players")
    check(status == 200 and body == b"", "HEAD: %d %r" % (status, body))


def test_page(s, n, alice):
    # The engine refuses < and > in player names (R500.1), but & and ' are
    # name characters; office names and the title may hold anything.
    s.must("join \"Tom & Jerry's\"", token=n.admin)
    status, r = s.command("join a<b&'c")
    check(status == 422, "a<b&'c joined: %r" % r)
    s.must("office create <i>Boss&Co</i>", token=n.admin)
    status, h, body = s.request("GET", "/")
    html = body.decode()
    check(status == 200 and h["content-type"].startswith("text/html"), "GET /: %d" % status)
    for want in ("<title>&lt;b&gt;T&amp;&quot;x&#39;&lt;/b&gt;</title>",
                 '<td><a href="/players/alice">alice</a></td>',
                 '<td><a href="/players/bob">bob</a></td>',
                 '<a href="/players/Tom%20%26%20Jerry%27s">Tom &amp; Jerry&#39;s</a>',
                 "&lt;i&gt;Boss&amp;Co&lt;/i&gt;", "transfer 5 A$ to bob",
                 '<form method="post" action="/commands" class="commandline">'):
        check(want in html, "the page lacks %r" % want)
    for raw in ("<i>", "<b>T", "Tom & Jerry", "a<b"):
        check(raw not in html, "the page has unescaped %r" % raw)
    check("script" not in html.lower(), "the page has a script")
    # Each player's page (econ_pages.c), by eir name percent-encoded.
    status, _, body = s.request("GET", "/players/Tom%20%26%20Jerry%27s")
    check(status == 200 and b"<h1>Tom &amp; Jerry&#39;s</h1>" in body and b"Tom & Jerry" not in body,
          "Tom & Jerry's page: %d %r" % (status, body[:500]))
    check("default-src 'none'" in h.get("content-security-policy", ""), "no CSP")

    # The form: join shows the token on the page; an act answers with the
    # nomic's reply on the page its POST returns (issue 13), and the same
    # form posted again (a reload: the same key) is not done again.
    form, csrf = s.form_headers()
    # Without the page's CSRF token (issue 18) the form does nothing.
    status, _, body = s.request("POST", "/commands", body="command=join+carol&token=",
                                headers=form)
    check(status == 403 and b"CSRF" in body, "form without its CSRF token: %d" % status)
    status, _, body = s.request("POST", "/commands",
                                body="command=join+carol&token=&csrf=" + csrf, headers=form)
    check(status == 200 and b"nmc_" in body, "form join: %d" % status)
    check(b'name="key" value="page-' in body, "the form carries no key")
    def head():
        return json.loads(s.request("GET", "/api/v1/nomic")[2])["head"]
    before = head()
    post = "command=transfer+2+A%24+to+bob&key=page-k1&token=" + alice + "&csrf=" + csrf
    status, h, body = s.request("POST", "/commands", body=post, headers=form)
    check(status == 200 and b"alice gives 2 A$ to bob" in body and b'id="reply"' in body,
          "form act: %d %r" % (status, body[:300]))
    status, h, body = s.request("POST", "/commands", body=post, headers=form)
    check(status == 200 and b"sent again, so not done again" in body
          and b"alice gives 2 A$ to bob" in body, "form reload: %d" % status)
    check(head() == before + 1, "the form's transfer was not done once: %d events"
          % (head() - before))
    status, _, body = s.request("GET", "/?done=1")
    check(status == 200 and b"recorded as event" in body, "an old ?done link: %d" % status)
    status, _, body = s.request("POST", "/commands",
                                body="command=players&token=nmc_x&csrf=" + csrf, headers=form)
    check(status == 401, "form bad token: %d" % status)
    status, _, body = s.request("POST", "/commands",
                                body="command=transfer+1+A%24+to+bob&csrf=" + csrf, headers=form)
    check(status == 422 and b"notice bad" in body, "form refusal: %d" % status)


def main(exe):
    n = Nomic(exe, title="<b>T&\"x'</b>")
    s = Server(n)
    try:
        alice, _ = test_join_and_act(s, n)
        test_views(s)
        test_page(s, n, alice)
        s.stop()
        n.cli("verify")
    finally:
        if s.proc.poll() is None:
            s.kill()
        n.cleanup()


if __name__ == "__main__":
    run(main)
