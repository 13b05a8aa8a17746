"""test_treasure.py: Buried Treasure over HTTP (Ackanomic R1217;
src/econ/treasure, docs/ECONOMY.md "Buried Treasure"). The focus is hidden
information: a Treasure Map (R1217 ¶3) shows to nobody but its writer, its
Map Custodians (¶9, by their inbox) and the admin: not in the log (the
API's, `nomic log --public` and another player's `--viewer`), the news, the
Atom feed, the page, the entities, the reports, nor a search or another
player's `treasure` view; nor a Map Shard's post (R1240.3 ¶3), which only
the card's player receives. The writer's own view shows it; a Custodian's
inbox holds it; once found it is public (¶5). The log verifies."""

from e2e import Nomic, Server, check, run, check_hidden

SECRET = "quokkasunderthemarmaladebridge"
MAP = "Whoever posts the word %s in the public forum finds it" % SECRET

PATHS = ["/api/v1/log", "/api/v1/news", "/feed.atom", "/", "/api/v1/entities",
         "/api/v1/reports", "/api/v1/players", "/api/v1/otzma"]
LINES = ("treasure", "treasure 1", "rules search %s" % SECRET, "inbox", "holdings alice")


def shows(body):
    return SECRET.encode() in body


def hidden_from(s, n, tok, who_list, what):
    check_hidden(s, n, tok, who_list, what, shows, PATHS, LINES)


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            tok = {}
            for p in ("alice", "bob", "carol", "erin"):
                tok[p] = s.must("join %s" % p, token=n.admin)["token"]
            r = s.must('entity create trinket alice "Ruby" 50', token=n.admin)
            ruby = r["reply"].split("(#")[1].split(")")[0]
            r = s.must("treasure bury #%s" % ruby, token=tok["alice"])
            check("Buried Treasure 1" in r["reply"], "the burial: %r" % r)
            r = s.must('treasure map 1 "%s"' % MAP, token=tok["alice"])
            check("you write the Map" in r["reply"] and not shows(r["reply"].encode()),
                  "the writing: %r" % r)
            # ¶3: alice's own view shows her Map.
            r = s.must("treasure 1", token=tok["alice"])
            check(shows(r["reply"].encode()), "alice sees her Map: %r" % r)
            hidden_from(s, n, tok, (None, "bob", "carol", "erin"), "the Map")

            # ¶9: bob, named and accepting, receives it privately.
            s.must("treasure custodian 1 bob", token=tok["alice"])
            s.must("treasure accept 1", token=tok["bob"])
            r = s.must("inbox", token=tok["bob"])
            check(shows(r["reply"].encode()), "bob's inbox holds the Map: %r" % r)
            r = s.must("treasure 1", token=tok["bob"])
            check(shows(r["reply"].encode()), "bob, a Custodian, sees the Map: %r" % r)
            hidden_from(s, n, tok, (None, "carol", "erin"), "the Map after bob's acceptance")

            # R1240.3 ¶3: a Map Shard's post goes privately to the card's
            # player: carol's inbox, nobody else's view.
            r = s.must("entity create otzma carol", token=n.admin)
            card = r["reply"].split("(#")[1].split(")")[0]
            s.must("entity set %s type map-shard" % card, token=n.admin)
            s.must("otzma use %s bob 1" % card, token=tok["carol"])
            words = " ".join(MAP.split()[:10])
            r = s.must("treasure shard %s %s" % (card, words), token=tok["bob"])
            check("sent privately to carol" in r["reply"], "bob's post: %r" % r)
            r = s.must("inbox", token=tok["carol"])
            check(shows(r["reply"].encode()), "carol's inbox holds the post: %r" % r)
            hidden_from(s, n, tok, (None, "erin"), "the Map Shard's post")

            # ¶5: found, the Map is public.
            s.must("treasure found 1 carol", token=tok["alice"])
            status, _, body = s.request("GET", "/api/v1/news")
            check(status == 200 and shows(body), "the found Map is news: %r" % body[:600])
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
