"""test_wins.py: the Winning Conditions over HTTP (Ackanomic R600, R603):
a player reaches the Magic Number, GET /api/v1/wins shows eir Winning
Condition Unclaimed; the Scorekeeper's announcement stands three days
without objection (R603 ¶4) and the view shows the cycle's winner, as
the /proposals page does; then a win claimed by a Cycle-Win CFJ, judged
TRUE and final once the appeal window passes (R600, R215, R217 I)."""

from e2e import Nomic, Server, check, run


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            alice = s.must("join alice", token=n.admin)["token"]
            bob = s.must("join bob", token=n.admin)["token"]
            s.must("param set magic.number 5 R603", token=n.admin)
            w = s.get_json("/api/v1/wins")
            check(w == {"conditions": [], "announcements": [], "winners": [], "sage": None},
                  "before anything: %r" % w)

            # R603 ¶4: alice's award (+10, and +3 as a Newbie) takes her past 5.
            s.must('propose "Up" "Effect: mint 1 Gamepoints to alice"', token=alice)
            s.must("vote 1 yes", token=bob)
            r = s.must("clock advance 7d", token=n.admin)
            check("achieves a Winning Condition by Rule 603" in r["reply"], "results: %r" % r)
            w = s.get_json("/api/v1/wins")
            c = w["conditions"]
            check(len(c) == 1 and c[0]["owner"] == "alice" and c[0]["creator"] == "603" and
                  c[0]["state"] == "Unclaimed" and "cfj" not in c[0], "the condition: %r" % w)

            # R603 ¶4: only the Scorekeeper (or the admin) announces.
            status, _ = s.command("win announce alice", token=bob)
            check(status == 422, "bob announced: %d" % status)
            s.must("win announce alice", token=n.admin)
            a = s.get_json("/api/v1/wins")["announcements"]
            check(len(a) == 1 and a[0]["state"] == "open" and a[0]["player"] == "alice" and
                  a[0]["by"] is None and "until" in a[0], "the announcement: %r" % a)

            r = s.must("clock advance 3d", token=n.admin)
            check("alice wins the cycle by Rule 603" in r["reply"], "the win: %r" % r)
            w = s.get_json("/api/v1/wins")
            check(w["conditions"] == [] and w["announcements"][0]["state"] == "won" and
                  w["winners"][0]["player"] == "alice" and w["winners"][0]["rule"] == "603" and
                  w["winners"][0]["how"] == "the Scorekeeper's announcement 1",
                  "after three days: %r" % w)
            # The forum hears it (the event's public text).
            news = " ".join(e["text"] for e in s.get_json("/api/v1/news?limit=5")["events"])
            check("alice wins the cycle by Rule 603 (R603; the Scorekeeper's announcement 1)"
                  in news and "The Scorekeeper announces (announcement 1)" in news,
                  "the news: %r" % news)
            status, _, page = s.request("GET", "/proposals")
            check(status == 200 and b"alice won the cycle by Rule 603" in page,
                  "the page lacks the win")

            # A claimed win (R600 ¶5, ¶6; R215): bob's Cycle-Win CFJ for a
            # Winning Condition the server does not keep (R611's cheeses),
            # judged TRUE by alice, the only other Voting player (R212).
            r = s.must('cfj win 611 "five cheeses"', token=bob)
            check("judge: alice" in r["reply"], "the call: %r" % r)
            s.must('cfj judge 1 TRUE "as e says"', token=alice)
            check(s.get_json("/api/v1/wins")["winners"][1:] == [], "a win before the appeal window")
            r = s.must("clock advance 4d", token=n.admin)
            check("establishes bob's Winning Condition by Rule 611 (R215)" in r["reply"] and
                  "bob wins the cycle by Rule 611 (R600)" in r["reply"], "the final verdict: %r" % r)
            w = s.get_json("/api/v1/wins")["winners"]
            check(len(w) == 2 and w[1]["player"] == "bob" and w[1]["rule"] == "611" and
                  w[1]["how"] == "CFJ 1", "the claimed win: %r" % w)
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
