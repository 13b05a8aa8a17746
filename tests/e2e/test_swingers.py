"""test_swingers.py: the Castes and the Swingerships over HTTP (Ackanomic
R1030, R1040; src/society/castes, src/society/swingers): /api/v1/castes
lists the three Castes; a Political Party formed over HTTP has its
Swingership Somewhere Else in /api/v1/swingers (R1040 III), a member takes
it (VI); a Free one is bought (V); after 21 days each player is drawn
into a Caste (R1030 ¶2); a non-member's taking is a 422 that
changes nothing; after a restart (replay) the views are the same; the log
verifies."""

from e2e import Nomic, Server, check, run


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            tok = {p: s.must("join " + p, token=n.admin)["token"]
                   for p in ("alice", "bob", "carol", "dave")}
            c = s.get_json("/api/v1/castes")
            check([k["caste"] for k in c] == ["worker", "warrior", "religious"] and
                  all(k["members"] == [] and k["rule"] == "R1030" for k in c), "castes: %r" % c)
            check(s.get_json("/api/v1/swingers") == [], "none yet")
            s.must("org found party", token=tok["alice"])
            s.must("org join-intent alice", token=tok["bob"])
            s.must("org join-intent alice", token=tok["carol"])
            s.must("org form Reds party bob carol", token=tok["alice"])
            w = s.get_json("/api/v1/swingers")
            check(len(w) == 1 and w[0]["party"] == "Reds" and w[0]["owner"] is None and
                  not w[0]["free"] and not w[0]["provisional"], "R1040 III: %r" % w)
            status, r = s.command("swingership take Reds", token=tok["dave"])
            check(status == 422 and "only a member of Reds" in r.get("error", ""),
                  "a non-member takes: %d %r" % (status, r))
            check(s.get_json("/api/v1/swingers") == w, "a refusal changed something")
            s.must("swingership take Reds", token=tok["bob"])
            s.must("swingership buy Lucky", token=tok["dave"])
            w = s.get_json("/api/v1/swingers")
            check([(x["party"], x["owner"], x["name"], x["free"]) for x in w] ==
                  [("Reds", "bob", None, False), ("", "dave", "Lucky", True)], "after: %r" % w)
            # R1030 ¶2: the Newbies' days end; each is drawn into a Caste.
            s.must("clock advance 21d", token=n.admin)
            c = s.get_json("/api/v1/castes")
            check(sorted(m for k in c for m in k["members"]) == ["alice", "bob", "carol", "dave"],
                  "drawn: %r" % c)
        finally:
            s.stop()
        s = Server(n)
        try:
            check(s.get_json("/api/v1/swingers") == w, "after replay")
            check(s.get_json("/api/v1/castes") == c, "the draws after replay")
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
