"""test_agenda.py: Agenda Hats and Nemesis Eggplants over HTTP (Ackanomic
R431, R671; src/gov/agenda, docs/AGENDA.md). The focus is hidden
information: an Agenda Condition is sent to the Illuminatus alone until
its release (R431 ¶3, ¶5), a Weight bid is sealed until the award (R431
¶5), and a hidden Agenda Hat's condition is its owner's (R671). Before
each is public it shows to nobody but its owner, the Illuminatus and the
admin: not in /api/v1/agenda, the `agenda` and `hats` commands, the log,
the news, the Atom feed, the page, the deadlines, nor a search. After the
release and the award it is public. The log verifies."""


from e2e import Nomic, Server, check, run, shows_number

SECRET_WORD = "zebrafishcondition"  # alice's submitted condition
SECRET_BID = -229                     # bob's sealed Weight bid


def shows_bid(body):
    return shows_number(body, -SECRET_BID)


def shows_word(body):
    return SECRET_WORD.encode() in body


PATHS = ["/api/v1/agenda", "/api/v1/log", "/api/v1/news", "/feed.atom", "/",
         "/api/v1/deadlines"]


def hidden_from(s, tok, who_list, shows, lines, what):
    for who in who_list:
        for path in PATHS:
            status, _, body = s.request("GET", path, token=tok[who] if who else None)
            check(status == 200 and not shows(body),
                  "%s leaks %s to %s" % (path, what, who or "the public"))
        if who:
            for line in lines:
                status, r = s.command(line, token=tok[who])
                text = (r.get("reply") or r.get("error") or "").encode()
                check(not shows(text), "`%s` leaks %s to %s" % (line, what, who))


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            tok = {}
            for p in ("illa", "alice", "bob", "carol", "dave", "erin"):
                tok[p] = s.must("join %s" % p, token=n.admin)["token"]
            s.must("office create Illuminatus", token=n.admin)
            s.must("appoint illa Illuminatus", token=n.admin)
            s.must("agenda call", token=tok["illa"])
            r = s.must('agenda submit "the owner of this hat says %s"' % SECRET_WORD,
                       token=tok["alice"])
            check("sent to the Illuminatus" in r["reply"], "alice's reply: %r" % r)
            for p in ("bob", "carol", "dave"):
                s.must('agenda submit "%s has said hello"' % p, token=tok[p])

            # R431: until the release, the condition is alice's and the
            # Illuminatus's (and the admin's) alone.
            lines = ["agenda", "hats", "rules search %s" % SECRET_WORD]
            hidden_from(s, tok, (None, "bob", "erin"), shows_word, lines, "alice's condition")
            for who in ("alice", "illa"):
                a = s.get_json("/api/v1/agenda", token=tok[who])
                check(any(SECRET_WORD in x["text"] for x in a["submissions"]),
                      "%s does not see alice's submission: %r" % (who, a))
            a = s.get_json("/api/v1/agenda", token=tok["bob"])
            check(len(a["submissions"]) == 1 and a["submissions"][0]["author"] == "bob",
                  "bob sees his own only: %r" % a)

            # R431 ¶5: the release makes it public, with its author.
            s.must("clock advance 7d", token=n.admin)
            a = s.get_json("/api/v1/agenda")
            check(a["phase"] == "bidding" and
                  any(SECRET_WORD in c["text"] and c["author"] == "alice"
                      for c in a["conditions"]), "after the release: %r" % a)

            # R431 ¶5: a sealed Weight bid, bob's and the Illuminatus's.
            r = s.must("agenda bid 1 %d" % SECRET_BID, token=tok["bob"])
            check("sealed Weight bid of %d" % SECRET_BID in r["reply"], "bob's bid: %r" % r)
            s.must("agenda bid 1 5", token=tok["carol"])
            hidden_from(s, tok, (None, "alice", "carol", "erin"), shows_bid,
                        ["agenda", "rules search %d" % -SECRET_BID], "bob's bid")
            a = s.get_json("/api/v1/agenda", token=tok["carol"])
            check([b["bidder"] for b in a["bids"]] == ["carol"], "carol's own bid: %r" % a)
            for who in ("bob", "illa"):
                a = s.get_json("/api/v1/agenda", token=tok[who])
                check(any(b["weight"] == SECRET_BID for b in a["bids"]),
                      "%s does not see bob's bid: %r" % (who, a))

            # Each other condition's eggplant goes to a player fixed here, so
            # that R431 f's whole dealing always exists (no hat for its
            # submitter nor its eggplant's owner): with the default bids
            # alone the draw could leave alice no hat.
            for cond, who in ((2, "carol"), (3, "dave"), (4, "alice")):
                s.must("agenda bid %d 5" % cond, token=tok[who])

            # R431 a-c: the award opens the bids; bob's, the lowest, wins.
            s.must("clock advance 7d", token=n.admin)
            a = s.get_json("/api/v1/agenda")
            check(any(b["weight"] == SECRET_BID for b in a["bids"]) and
                  any(e["owner"] == "bob" and e["condition"] == 1 for e in a["eggplants"]),
                  "after the award: %r" % a)

            # R431 e-g, R671: the hats are dealt; a hidden hat's condition
            # is its owner's and the Illuminatus's.
            s.must("clock advance 1d", token=n.admin)
            pub = s.get_json("/api/v1/agenda")
            check(len(pub["hats"]) == 4 and all("text" not in h for h in pub["hats"]),
                  "the public sees no hidden hat's condition: %r" % pub)
            for who in ("alice", "bob", "carol", "dave"):
                mine = [h for h in s.get_json("/api/v1/agenda", token=tok[who])["hats"]
                        if h["owner"] == who]
                check(len(mine) == 1 and "text" in mine[0], "%s's own hat: %r" % (who, mine))
                other = [h for h in s.get_json("/api/v1/agenda", token=tok[who])["hats"]
                         if h["owner"] != who]
                check(all("text" not in h for h in other), "%s sees another's: %r" % (who, other))
            ill = s.get_json("/api/v1/agenda", token=tok["illa"])
            check(all("text" in h for h in ill["hats"]), "the Illuminatus's view: %r" % ill)
            # R671: revealed, it is public.
            hat = [h for h in s.get_json("/api/v1/agenda", token=tok["alice"])["hats"]
                   if h["owner"] == "alice"][0]
            s.must("hat reveal %d" % hat["id"], token=tok["alice"])
            pub = s.get_json("/api/v1/agenda")
            check(any(h["id"] == hat["id"] and h["text"] == hat["text"] for h in pub["hats"]),
                  "a revealed hat is public: %r" % pub)
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
