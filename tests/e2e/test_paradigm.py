"""test_paradigm.py: the Paradigms Rule Suite end to end (issue 15): a
Revolution (Ackanomic R320) pointed out over HTTP, GET /api/v1/paradigm
before, during and after it, the public news of each event, and the log
replaying to the same state (`nomic verify`, and a restarted server
showing the same Proto-Paradigm: the R230 draw is the log's); the Police
State's deviations shown and announced while it is Current (R320.7); and the
Mentors' GET /api/v1/mentors (R253)."""

from e2e import Nomic, Server, check, run


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            tok = {}
            for name in ("alice", "bob", "carol"):
                tok[name] = s.must("join %s" % name, token=n.admin)["token"]
            p = s.get_json("/api/v1/paradigm")
            check(p["current"] == "Democracy", "a game starts under Democracy: %r" % p)
            check(len(p["types"]) == 7 and p["revolution"] is None, "R320 ¶2: %r" % p)
            s.must("rebel on", token=tok["alice"])
            s.must("rebel on", token=tok["bob"])
            check(s.get_json("/api/v1/paradigm")["rebels"] == ["alice", "bob"], "R320 ¶4")
            s.must("revolution", token=tok["carol"])
            during = s.get_json("/api/v1/paradigm")
            rev = during["revolution"]
            check(during["current"] == "Anarchy" and during["rebels"] == [], "R320 1, 2")
            check(rev and rev["before"] == "Democracy"
                  and rev["proto"] not in (None, "Anarchy", "Democracy"), "R320 3: %r" % rev)
            news = [e["text"] for e in s.get_json("/api/v1/news?limit=20")["events"]]
            check(any("the Proto-Paradigm is %s" % rev["proto"] in t for t in news),
                  "the news tells the Proto-Paradigm: %r" % news)
            status, r = s.command('propose "X" "Nothing."', token=tok["alice"])
            check(not r.get("ok") and "R320.1" in str(r), "R320.1: %r" % r)
        finally:
            s.stop()
        s = Server(n)  # replay: the same draw, from the log
        try:
            check(s.get_json("/api/v1/paradigm") == during, "replayed to the same state")
            s.must("clock advance 3d", token=n.admin)
            after = s.get_json("/api/v1/paradigm")
            check(after["current"] == rev["proto"] and after["revolution"] is None,
                  "R320 4, 5: %r" % after)
            # R320.7: the Police State's deviations, announced and shown
            # while it is Current, and not after.
            if after["current"] != "Police State":
                s.must("paradigm set Police State", token=n.admin)
            ps = s.get_json("/api/v1/paradigm")["police_state"]
            check(ps == {"proposals_guarded": True, "bribes_valid": False,
                         "unity_votes": False}, "R320.7: %r" % ps)
            news = " ".join(e["text"] for e in s.get_json("/api/v1/news?limit=20")["events"])
            check("Police State: every proposal is guarded (R320.7 i)" in news,
                  "the news tells the Police State: %r" % news)
            s.must("paradigm set Democracy", token=n.admin)
            check(s.get_json("/api/v1/paradigm")["police_state"] is None, "R320.7 ends")
            s.must("paradigm set %s" % rev["proto"], token=n.admin)
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
        s = Server(n)  # R253: the pool and a new player's mentorship, over HTTP
        try:
            s.must("mentor join", token=tok["bob"])
            s.must("join dave", token=n.admin)
            s.must("mentor assign dave", token=n.admin)
            m = s.get_json("/api/v1/mentors")
            check(m["pool"] == [{"player": "bob", "serving": True}], "R253 ¶2: %r" % m)
            dave = [x for x in m["mentorships"] if x["newbie"] == "dave"]
            check(dave == [{"newbie": "dave", "mentor": "bob", "origin": "joined",
                                        "volunteer": True, "accepted": True, "sponsor": None}], "R252 II 3: %r" % m)
            check(len(m["mentorships"]) == 4, "the others await a Mentor too: %r" % m)
        finally:
            s.stop()
        out = n.cli("paradigm").stdout
        check("The Current Paradigm of Ackanomia: %s" % rev["proto"] in out, "the CLI: %r" % out)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
