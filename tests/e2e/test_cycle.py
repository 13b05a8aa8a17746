"""test_cycle.py: the end of a cycle over HTTP (Ackanomic R666, R603):
before any win GET /api/v1/cycle shows cycle 1 and the Magic Number's base
(R603 ¶3); a win by the Scorekeeper's announcement (R603 ¶4) ends the
cycle in the same event, and the view shows cycle 2, the new base (R666 i,
j), the past cycle, the winner's Grapefruit and Cloak (R666 c) and an Egg
for the player with no points (R666 d); the news carries every step; a
refused `egg use` (R668) is a 422 that changes nothing."""

from e2e import Nomic, Server, check, run


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            alice = s.must("join alice", token=n.admin)["token"]
            bob = s.must("join bob", token=n.admin)["token"]
            s.must("join carol", token=n.admin)
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
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
