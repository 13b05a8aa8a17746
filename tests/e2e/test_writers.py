"""test_writers.py: the CLI writes to a nomic's file while `nomic serve` runs
on it, and no view of the server's is ever stale (issue 13, item 5): each
read over HTTP made right after a CLI command returns (no waiting, no
retry) sees that command; a token the CLI just issued signs in at once; the
server's own commands run on the state the CLI left; and a deadline the
CLI's `clock advance` ran (the voting period's end, Ackanomic R106, with
its results, R104, and scores, R207) shows at once and never runs again in
the server."""

import re

from e2e import Nomic, Server, check, run


def token_of(out):
    m = re.search(r"^token: (\S+)$", out, re.M)
    check(m, "no token in %r" % out)
    return m.group(1)


def players(s, token=None):
    return {p["name"]: p for p in s.get_json("/api/v1/players", token=token)}


def last_event(s, token=None):
    log = s.get_json("/api/v1/log?from=1&limit=1000", token=token)
    check(log["events"] and log["events"][-1]["seq"] == log["head"],
          "the log ends at %r, its head is %r" % (log["events"][-1:], log["head"]))
    return log["events"][-1]


def cli_writes(n, s):
    """Each CLI write is in every view the moment the CLI has returned."""
    alice = token_of(n.cli("--admin", "join", "alice").stdout)
    check("alice" in players(s), "the players view misses alice")
    check(last_event(s)["command"] == "join alice", "the log misses the join")
    status, _, page = s.request("GET", "/")
    check(status == 200 and b"alice" in page, "the page misses alice")
    # Her token, issued by the CLI, signs her in at once.
    check(players(s, token=alice)["alice"].get("you"), "alice's new token is unknown")
    bob = token_of(n.cli("--admin", "join", "bob").stdout)

    # The server's own commands run on the state the CLI left: no
    # conflict, nothing "not recorded", the balances the CLI made.
    r = s.must("transfer 5 A$ to bob", token=alice)
    check("alice gives 5 A$ to bob" in r["reply"], "transfer: %r" % r)
    for i in range(1, 11):  # each round moves A$1 each way twice: 895/905
        n.cli("--as", "bob", "transfer", "1", "A$", "to", "alice")
        p = players(s, token=bob)
        check(p["alice"]["balances"]["A$"] == 896 and p["bob"]["balances"]["A$"] == 904,
              "after %d CLI transfers the view says %r" % (i, p))
        head = s.get_json("/api/v1/nomic")["head"]
        check(head == last_event(s, token=n.admin)["seq"],
              "the head %d and the log disagree" % head)
        r = s.must("transfer 1 A$ to bob", token=alice)  # and back, by HTTP
        n.cli("--as", "alice", "transfer", "1", "A$", "to", "bob")
        check(players(s)["bob"]["balances"]["A$"] == 906,
              "the server's write and the CLI's are not both seen")
        s.must("transfer 1 A$ to alice", token=bob)
    return alice, bob


def deadline_runs_once(n, s, alice, bob):
    """A vote's end, run by the CLI's clock advance: shown at once, run once."""
    n.cli("--admin", "ruleset", "load", "ackanomic")
    r = s.must('propose "Luck" "This is a Modest proposal.\\nEffect: rule amend 1250.7 '
               '\\"A game of luck.\\""', token=alice)
    check("Proposal 1" in r["reply"], "propose: %r" % r)
    n.cli("--as", "alice", "vote", "1", "yes")
    s.must("vote 1 yes", token=bob)
    deadlines = s.get_json("/api/v1/deadlines")
    ends = [d for d in deadlines if d["kind"] == "voting-end"]
    check(len(ends) == 1, "one voting period should be open: %r" % deadlines)
    did = ends[0]["id"]

    out = n.cli("--admin", "clock", "advance", "7d").stdout
    check("ADOPTED" in out, "the CLI's clock advance: %r" % out)
    # At once, in every view (R104: the votes are posted with the results).
    p = s.get_json("/api/v1/proposals/1")
    check(p["status"] == "adopted" and p.get("votes") == {"alice": "YES", "bob": "YES"},
          "the proposal's view after the CLI ended its vote: %r" % p)
    rule = s.get_json("/api/v1/rules/1250.7")
    check(rule["text"] == "A game of luck.", "rule 1250.7: %r" % rule["text"])
    check(not any(d["id"] == did for d in s.get_json("/api/v1/deadlines")),
          "the server still holds the deadline the CLI ran")
    scores = {k: v["balances"]["points"] for k, v in players(s).items()}
    check(scores == {"alice": 6, "bob": 1}, "R207 scores: %r" % scores)
    status, _, page = s.request("GET", "/proposals/1")
    check(status == 200 and b"alice YES, bob YES" in page, "the proposal's page is stale")

    # The server moves its clock on past the same instant, twice: the
    # deadline is gone, so nothing runs again and nobody scores again.
    r = s.must("clock advance 7d", token=n.admin)
    check("ADOPTED" not in r["reply"] and "Proposal 1" not in r["reply"],
          "the server ran the vote's end again: %r" % r)
    n.cli("--admin", "clock", "advance", "1d")
    s.must("clock advance 1d", token=n.admin)
    scores = {k: v["balances"]["points"] for k, v in players(s).items()}
    check(scores == {"alice": 6, "bob": 1}, "scored twice: %r" % scores)
    log = s.get_json("/api/v1/log?from=1&limit=1000", token=n.admin)["events"]
    runs = [e for e in log if e["command"] == "deadline %d" % did]
    check(len(runs) == 1, "deadline %d ran %d times" % (did, len(runs)))
    check([e["seq"] for e in log] == list(range(1, len(log) + 1)), "the log has a gap")


def main(exe):
    n = Nomic(exe)
    try:
        s = Server(n)
        try:
            alice, bob = cli_writes(n, s)
            deadline_runs_once(n, s, alice, bob)
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
