"""test_governance.py: two players change the rules over HTTP, as `make run`
lets them: join, propose an amendment, vote, the admin advances the
(virtual) clock, and the ruleset has changed (Ackanomic R104, R106, R207).
Votes stay secret until the results (R104), in the views and in the log."""

import json

from e2e import Nomic, Server, check, run


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            alice = s.must("join alice", token=n.admin)["token"]
            bob = s.must("join bob", token=n.admin)["token"]
            text = ("This is a Modest proposal.\\n"
                    "Effect: rule amend 1250.7 \\\"Pure Skill is now a game of luck.\\\"")
            r = s.must('propose "Luck" "%s"' % text, token=alice)
            check("Proposal 1" in r["reply"], "propose: %r" % r)
            s.must("vote 1 yes", token=alice)
            s.must("vote 1 no", token=bob)
            s.must("vote 1 yes", token=bob)  # R106: changed before the end

            p = s.get_json("/api/v1/proposals/1")
            check(p["status"] == "voting" and "votes" not in p, "open votes leak: %r" % p)
            log = s.get_json("/api/v1/log")["events"]
            check(all("vote" not in e["command"] for e in log), "votes in the public log")

            status, _ = s.command("clock advance 7d", token=alice)
            check(status == 422, "a player moved the clock: %d" % status)
            r = s.must("clock advance 7d", token=n.admin)
            check("ADOPTED" in r["reply"] and "alice +5" in r["reply"], "results: %r" % r)

            p = s.get_json("/api/v1/proposals/1")
            check(p["status"] == "adopted" and p["votes"] == {"alice": "YES", "bob": "YES"},
                  "after the results: %r" % p)
            rule = s.get_json("/api/v1/rules/1250.7")
            check(rule["text"] == "Pure Skill is now a game of luck." and
                  rule["history"][-1]["cause"] == "Proposal 1", "rule 1250.7: %r" % rule)
            players = {p["name"]: p for p in s.get_json("/api/v1/players")}
            check(players["alice"]["balances"]["points"] == 6 and
                  players["bob"]["balances"]["points"] == 1, "scores: %r" % players)
            status, _, page = s.request("GET", "/proposals/1")
            check(status == 200 and b"alice YES, bob YES" in page, "the page lacks the votes")
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
