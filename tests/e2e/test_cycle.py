"""test_cycle.py: the end of a cycle over HTTP (Ackanomic R666, R603):
before any win GET /api/v1/cycle shows cycle 1 and the Magic Number's base
(R603 ¶3); a win by the Scorekeeper's announcement (R603 ¶4) ends the
cycle in the same event, and the view shows cycle 2, the new base (R666 i,
j), the past cycle, the winner's Grapefruit and Cloak (R666 c) and an Egg
for the player with no points (R666 d); the news carries every step; a
refused `egg use` (R668) is a 422 that changes nothing. Then the Fat Lady
(R667): awaiting the Speaker, singing once e announces it; and the
Commission d'Arts (R670): a report approved by all calls the Silver Moon
Hearing, whose responses (R360 ¶3) reach no one but their sender."""

from e2e import Nomic, Server, check, run


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            alice = s.must("join alice", token=n.admin)["token"]
            bob = s.must("join bob", token=n.admin)["token"]
            carol = s.must("join carol", token=n.admin)["token"]
            v = s.get_json("/api/v1/cycle")
            check(v["cycle"] == 1 and v["magic_number"] == 379 and v["magic_base"] == 379 and
                  v["past"] == [] and v["assets"] == [] and v["winner_of_the_cycle"] is None and
                  v["goose"] is None,
                  "before a win: %r" % v)

            s.must("param set magic.number 5 R603", token=n.admin)
            s.must('propose "Up" "Effect: mint 1 Gamepoints to alice"', token=alice)
            s.must("vote 1 yes", token=bob)
            s.must("clock advance 7d", token=n.admin)
            s.must("win announce alice", token=n.admin)
            r = s.must("clock advance 3d", token=n.admin)
            check("alice wins the cycle by Rule 603" in r["reply"] and
                  "cycle 2 begins; the Magic Number is reset to its base value, 7 (R666 j)"
                  in r["reply"], "the win and the end: %r" % r)

            v = s.get_json("/api/v1/cycle")
            check(v["cycle"] == 2 and v["magic_number"] == 7 and v["magic_base"] == 7 and
                  v["winner_of_the_cycle"] == "alice", "after the win: %r" % v)
            p = v["past"]
            check(len(p) == 1 and p[0]["cycle"] == 1 and p[0]["winner"] == "alice" and
                  p[0]["rule"] == "603" and p[0]["how"] == "the Scorekeeper's announcement 1" and
                  p[0]["ended"] == v["began"], "the past cycle: %r" % p)
            a = {x["player"]: x for x in v["assets"]}
            check(a["alice"]["grapefruit"] and a["alice"]["cloaks"] == 1 and
                  a["alice"]["eggs"] == 0 and a["carol"]["eggs"] == 1 and "bob" not in a,
                  "the assets: %r" % a)

            news = " ".join(e["text"] for e in s.get_json("/api/v1/news?limit=5")["events"])
            check("every score is set to zero (R666 g)" in news and
                  "Ackanomic play resumes (R666 n)" in news, "the news: %r" % news)

            status, _ = s.command("egg use", token=bob)
            check(status == 422, "bob used an egg he lacks: %d" % status)
            check(s.get_json("/api/v1/cycle") == v, "a refused command changed the cycle")

            # R667 ¶2: the win awaits the Speaker's announcement.
            fl = v["fat_lady"]
            check(fl["state"] == "awaiting" and fl["awaiting"] == "alice" and
                  fl["awaiting_cycle"] == 1 and v["great_tuba"] is None, "R667: %r" % fl)
            status, _ = s.command("fatlady sing", token=alice)
            check(status in (403, 422), "only the Speaker announces her: %d" % status)
            s.must("appoint carol Speaker", token=n.admin)
            s.must("fatlady sing", token=carol)
            fl = s.get_json("/api/v1/cycle")["fat_lady"]
            check(fl["state"] == "singing" and fl["for"] == "alice" and fl["songs"] == 1,
                  "she sings: %r" % fl)
            news = " ".join(e["text"] for e in s.get_json("/api/v1/news?limit=5")["events"])
            check("The Speaker announces that the Fat Lady is singing for alice" in news,
                  "the news: %r" % news)

            # R670, R1003: every member approves: the report calls the Hearing.
            s.must("commission call", token=n.admin)
            c = s.get_json("/api/v1/cycle")["commission"]
            check(c["in_session"] and sorted(c["members"]) == ["alice", "bob", "carol"],
                  "R670 1: %r" % c)
            s.must('commission suggest "Ode" alice "Hat" bob "Lament" carol "Song" dave',
                   token=alice)
            s.must("commission approve 1", token=bob)
            s.must("commission approve 1", token=carol)
            c = s.get_json("/api/v1/cycle")["commission"]
            check(not c["in_session"] and c["hearing"]["responses"] == 0 and
                  c["hearing"]["nominees"][0] == {"title": "Ode", "author": "alice"},
                  "R670 5: %r" % c)
            # R360 ¶3: bob's response goes to the Hearing Harfer alone.
            s.must("moon respond 4", token=bob)
            for who in (None, alice, carol):
                for path in ("/api/v1/log", "/api/v1/news", "/feed.atom"):
                    status, _, body = s.request("GET", path, token=who)
                    check(status == 200 and b"moon respond 4" not in body and
                          b"Nominee 4" not in body, "%s leaks bob's response to %s" % (path, who))
            c = s.get_json("/api/v1/cycle")["commission"]
            check(c["hearing"]["responses"] == 1, "one response: %r" % c)
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
