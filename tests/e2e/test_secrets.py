"""test_secrets.py: secret text reaches exactly the viewers who may know it
(issue 12, items 1 and 2a; src/core/visibility.h), on the real binary.

On an Ace of Spades nomic every command kind that can carry secret text is
made through the server: each rule change to a Secret regulation (amend,
script, amend with a script, retitle, renumber, transmute, repeal, and an
enactment that replaces one, reg 112), a proposal whose effect amends one
(reg 106, 107), secret votes (Ackanomic R104), a sealed bid (R1250.7 4e) and
a Dealer's deal with its draws (A Nomic R387). Then every view is read as
every kind of viewer (the public, another player, the actor, an officer:
carol the Tabulator and dave the referee, and the admin): `nomic log
--public`, `nomic log --viewer NAME`, `nomic log`, GET /api/v1/log with and
without a token, GET / (the page), `rule N`, `rules search WORD`,
`ruleset`, `proposal 1`, `help`, `params`, `deadlines`, `clock`, `scripts`,
/api/v1/rules/N, /rules/N, /api/v1/proposals/1, /proposals/1, /api/v1/params
and /api/v1/deadlines (what a Secret regulation's script declares is its
content too); each secret must appear in exactly the views and for exactly
the viewers reg 104 and 106 allow (the admin, and the actor for eir own
acts). Last the rename attack: alice renames to alicia, bob takes the name
"alice", erin (the Dealer) renames and a newcomer joins as "erin"; the new
holders of the old names read nothing of the old holders' hidden events."""

import json
import re

from e2e import Nomic, Server, check, run

VIEWERS = [None, "admin", "alice", "bob", "carol", "dave", "erin"]


def who(v):
    return v or "public"


def cli_as(n, viewer, *args):
    """A read-only command as viewer (the public: no --as); its output,
    refusals included."""
    pre = ["--admin"] if viewer == "admin" else ["--as", viewer] if viewer else []
    p = n.cli(*pre, *args, ok=False)
    return p.stdout + p.stderr


def cli_log(n, viewer, *extra):
    opt = [] if viewer == "admin" else ["--viewer", viewer] if viewer else ["--public"]
    return n.cli("log", *opt, *extra).stdout


def get(s, path, token=None):
    status, _, body = s.request("GET", path, token=token)
    check(status in (200, 404), "GET %s: %d" % (path, status))
    return body.decode()


# What a Secret regulation's script declares is its content too: a
# parameter, a command and a timer, named "scriptdecl...", helped "SCRIPTDECL".
DECLARES = ("nomic.param{name='scriptdecl.bonus', default=7, min=0, max=100, "
            "help='SCRIPTDECL bonus'} nomic.command{name='scriptdeclcmd', who='player', "
            "help='SCRIPTDECL command', run=function(cmd) return 'ok' end} "
            "nomic.timer('scriptdecltimer', function() end) "
            "nomic.on('install', function() nomic.every('7d', 'scriptdecltimer') end)")

RULES = ["340", "350", "360", "370", "385", "390", "345"]
WORDS = ["SECRETAMEND", "SECRETSCRIPT", "SECRETAMSCRIPT", "SECRETTITLE", "PUBLICENACT",
         "PUBLICREPLACE", "SECRETPROPOSAL"]


def views(n, s, tokens):
    """Every view, as every viewer: {viewer: {view: text}}. (The page's
    recent events are checked after each step, while they are recent.)"""
    out = {}
    for v in VIEWERS:
        tok = tokens.get(v)
        d = {
            "cli log": cli_log(n, v),
            "api log": get(s, "/api/v1/log?limit=1000", tok),
            "rule": "\n".join(cli_as(n, v, "rule", r) for r in RULES),
            "search": "\n".join(cli_as(n, v, "rules", "search", w) for w in WORDS),
            "ruleset": cli_as(n, v, "ruleset", "full") + cli_as(n, v, "ruleset", "json"),
            "proposal": cli_as(n, v, "proposal", "1"),
            "api rules": "\n".join(get(s, "/api/v1/rules/" + r, tok) for r in RULES),
            "api proposal": get(s, "/api/v1/proposals/1", tok),
            "help": cli_as(n, v, "help"),
            "params": cli_as(n, v, "params"),
            "deadlines": cli_as(n, v, "deadlines") + cli_as(n, v, "clock"),
            "scripts": cli_as(n, v, "scripts"),
            "api params": get(s, "/api/v1/params", tok),
            "api deadlines": get(s, "/api/v1/deadlines", tok),
        }
        if v is None:  # a browser sends no token: the pages are the public's
            d["rules page"] = "\n".join(get(s, "/rules/" + r) for r in RULES)
            d["proposal page"] = get(s, "/proposals/1")
        out[v] = d
    return out


def expect(seen, secret, where):
    """secret shows in view k exactly for the viewers where[k] names (views
    not named: for nobody)."""
    kinds = set()
    for d in seen.values():
        kinds |= set(d)
    for k in sorted(kinds):
        got = {who(v) for v, d in seen.items() if k in d and secret in d[k]}
        want = set(where.get(k, ()))
        check(got == want, "%r in %s: shown to %s, allowed %s" %
              (secret, k, sorted(got), sorted(want)))


ADMIN = ["admin"]
LOGS = ("cli log", "api log")
ALL = [who(v) for v in VIEWERS]
PLAYERS_AND_PUBLIC = [w for w in ALL if w != "admin"]


def only(names, kinds):
    return {k: names for k in kinds}


def main(exe):
    n = Nomic(exe, title="Ace")
    try:
        n.cli("--admin", "ruleset", "load", "ace-of-spades")
        s = Server(n)
        try:
            tokens = {"admin": n.admin}
            for p in ("alice", "bob", "carol", "dave", "erin"):
                tokens[p] = s.must("join " + p, token=n.admin)["token"]
            adm = n.admin
            s.must("appoint carol as Tabulator", token=adm)

            # 1. Rule changes, each to a Secret regulation (reg 106).
            for line in ('rule amend 340 "SECRETAMEND: add 7 Marks."',
                         'rule script 350 "-- SECRETSCRIPT\\n' + DECLARES + '"',
                         'rule amend 360 "SECRETAMSCRIPT" script "-- SECRETAMSCRIPTTWO"',
                         'rule retitle 370 "SECRETTITLE"',
                         "rule renumber 380 to 385",
                         "rule transmute 385 immutable",
                         "rule repeal 390",
                         'rule enact 340 "" "PUBLICREPLACE: a public regulation."',
                         'rule enact 345 "" "PUBLICENACT: a public regulation."'):
                s.must(line, token=adm)
            page = get(s, "/")
            for secret in ("SECRETAMEND", "SECRETSCRIPT", "SECRETAMSCRIPT", "SECRETTITLE",
                           "rule renumber", "rule transmute", "rule repeal",
                           "PUBLICREPLACE"):
                check(secret not in page, "the page shows %r" % secret)
            check("PUBLICENACT" in page, "the page lacks the public enactment")

            # 2. A proposal amending a Secret regulation, and secret votes.
            r = s.must('propose "Marks" "Effect: rule amend 350 \\"SECRETPROPOSAL\\""',
                       token=tokens["alice"])
            s.must("vote 1 yes", token=tokens["alice"])
            s.must("vote 1 no", token=tokens["bob"])
            s.must("vote 1 yes", token=tokens["carol"])
            s.must("vote 1 yes", token=tokens["dave"])
            page = get(s, "/")
            check("SECRETPROPOSAL" not in page and "vote 1" not in page,
                  "the page shows the proposal's text or a vote")
            # The Tabulator reads the ballots while voting (R104), in the
            # votes view: not in the log.
            check("bob NO" in cli_as(n, "carol", "votes", "1"), "the Tabulator's view")
            s.must("clock advance 8d", token=adm)

            # 3. Hidden moves: a sealed bid, a Dealer's deal with its draws.
            s.must("game new pureskill", token=tokens["dave"])
            for p in ("alice", "bob", "carol"):
                s.must("game join 1", token=tokens[p])
            s.must("game start 1", token=tokens["dave"])
            s.must("play 1 bid KH", token=tokens["alice"])
            s.must("game new pooker", token=tokens["erin"])
            s.must("game start 2", token=tokens["erin"])
            s.must("game join 2", token=tokens["alice"])
            s.must("play 2 deal alice", token=tokens["erin"])
            page = get(s, "/")
            check("bid KH" not in page and "deal alice" not in page,
                  "the page shows a hidden move")

            seen = views(n, s, tokens)
            # 340's Secret text was replaced (below): the admin still finds
            # it in the search and the JSON ruleset, which keep past texts.
            expect(seen, "SECRETAMEND", {"cli log": ADMIN, "api log": ADMIN,
                                         "search": ADMIN, "ruleset": ADMIN})
            expect(seen, "SECRETSCRIPT", {"cli log": ADMIN, "api log": ADMIN,
                                          "rule": ADMIN, "ruleset": ADMIN})
            decl = ("rule", "ruleset", "help", "params", "api params") + LOGS
            expect(seen, "SCRIPTDECL", only(ADMIN, decl))
            expect(seen, "scriptdecl", only(ADMIN, decl + ("deadlines", "api deadlines",
                                                             "scripts")))
            check("Rule 350 (secret)" in seen[None]["deadlines"], "the public's deadlines")
            check(s.must("scriptdeclcmd", token=tokens["alice"])["reply"] == "ok",
                  "the secret regulation's command does not work")
            expect(seen, "SECRETAMSCRIPT", {"cli log": ADMIN, "api log": ADMIN,
                                            "rule": ADMIN, "search": ADMIN,
                                            "ruleset": ADMIN, "api rules": ADMIN})
            expect(seen, "SECRETTITLE", {"cli log": ADMIN, "api log": ADMIN,
                                         "rule": ADMIN, "search": ADMIN,
                                         "ruleset": ADMIN, "api rules": ADMIN})
            for secret in ("rule renumber 380", "rule transmute 385", "rule repeal 390"):
                expect(seen, secret, only(ADMIN, LOGS))
            # Reg 112 made 340 public: its text is everyone's; the event
            # that replaced a Secret regulation is the admin's.
            everywhere = ("rule", "search", "api rules", "rules page")
            expect(seen, "PUBLICREPLACE", dict(only(ADMIN, LOGS),
                                              **{k: [w for w in ALL if k != "rules page"
                                                     or w == "public"]
                                                 for k in everywhere},
                                              ruleset=ADMIN))
            expect(seen, "PUBLICENACT", dict(
                {k: ALL for k in ("cli log", "api log", "rule", "search", "api rules")},
                **{"rules page": ["public"], "ruleset": ADMIN}))
            # The proposal: its text and event are alice's and the admin's.
            expect(seen, "SECRETPROPOSAL", {
                "cli log": ["admin", "alice"], "api log": ["admin", "alice"],
                "proposal": ["admin", "alice"], "api proposal": ["admin", "alice"],
                "rule": ADMIN, "search": ADMIN, "ruleset": ADMIN, "api rules": ADMIN})
            # Each ballot's event is its voter's (the results post the
            # ballots, not the events: a vote may have been changed).
            expect(seen, "vote 1 no", only(["admin", "bob"], LOGS))
            expect(seen, "vote 1 yes", only(["admin", "alice", "carol", "dave"], LOGS))
            expect(seen, "bid KH", only(["admin", "alice"], LOGS))
            expect(seen, "deal alice", only(["admin", "erin"], LOGS))
            # The seed's placeholders are public: loading it is everyone's.
            for v in VIEWERS:
                check("ruleset load ace-of-spades" in seen[v]["cli log"],
                      "%s does not see the load" % who(v))

            # The JSON log: a withheld event has no hash, arguments or
            # draws; the results' effect entry is the admin's; the deal's
            # draws (they name the card) are the Dealer's.
            for v in VIEWERS:
                log = s.get_json("/api/v1/log?limit=1000", token=tokens.get(v))["events"]
                for ev in log:
                    if ev["command"] == "(hidden)":
                        check("hash" not in ev and ev["args"] == {} and ev["draws"] == [],
                              "a withheld event shows more to %s: %r" % (who(v), ev))
                res = [e for e in log if e["args"].get("kind") == "voting-end"][0]
                eff = res["args"]["effects"][0]
                check((eff == {"hidden": True}) == (v != "admin"),
                      "the effect's entry to %s: %r" % (who(v), eff))
                deal = [e for e in log if "deal alice" in e["command"]]
                check(bool(deal) == (v in ("admin", "erin")), "the deal to %s" % who(v))
                check(all(e["draws"] for e in deal), "the deal's draws to its Dealer")
            cli_json = json.loads(cli_log(n, None, "--json"))
            check(cli_json == s.get_json("/api/v1/log?limit=1000")["events"],
                  "`nomic log --public --json` and GET /api/v1/log differ")

            # 4. The rename attack (item 2a): names change hands; ids do not.
            s.must("rename alicia", token=tokens["alice"])
            s.must("rename erin2", token=tokens["erin"])
            s.must("clock advance 4d", token=adm)  # R251: accepted after 3 days
            s.must("rename alice", token=tokens["bob"])
            newcomer = s.must("join erin", token=n.admin)["token"]
            s.must("clock advance 4d", token=adm)
            players = {p["name"]: p["id"] for p in s.get_json("/api/v1/players")}
            check(players.get("alicia") == 1 and players.get("alice") == 2 and
                  players.get("erin") == 6, "the names: %r" % players)
            old = ["bid KH", "vote 1 yes", "SECRETPROPOSAL", "deal alice"]
            new_alice = get(s, "/api/v1/log?limit=1000", tokens["bob"])
            new_erin = get(s, "/api/v1/log?limit=1000", newcomer)
            for secret in old:
                for what, text in (("GET /api/v1/log as the new alice", new_alice),
                                   ("GET /api/v1/log as the new erin", new_erin),
                                   ("nomic log --viewer alice", cli_log(n, "alice")),
                                   ("nomic log --viewer erin", cli_log(n, "erin")),
                                   ("proposal 1 as the new alice",
                                    get(s, "/api/v1/proposals/1", tokens["bob"]))):
                    check(secret not in text, "%s shows %r" % (what, secret))
            alicia = get(s, "/api/v1/log?limit=1000", tokens["alice"])
            for secret in ("bid KH", "vote 1 yes", "SECRETPROPOSAL"):
                check(secret in alicia, "alicia lost her own %r" % secret)
            check("deal alice" in cli_log(n, "erin2"), "erin2 lost eir deals")
            check("vote 1 no" in new_alice, "bob (now alice) lost his own vote")
        finally:
            s.stop()
        out = n.cli("verify").stdout
        check(out.startswith("ok"), "verify: %r" % out)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
