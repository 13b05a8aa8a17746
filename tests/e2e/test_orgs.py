"""test_orgs.py: the organisations over HTTP (Ackanomic R1000, R1001,
R1003, R1021; src/society/orgs, docs/ORGANISATIONS.md): a Political Party
founded and formed by commands over HTTP shows in /api/v1/orgs and
/api/v1/orgs/NAME (also a name with a space) with its members, policy,
A$ and a pending suggestion with its approvals; an action by a non-member
is a 422 that changes nothing; an unknown organisation is a 404; the pages
/orgs and /orgs/NAME show the same; after a
restart (replay) the views are the same; the log verifies."""

from e2e import Nomic, Server, check, run


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            tok = {p: s.must("join " + p, token=n.admin)["token"]
                   for p in ("alice", "bob", "carol", "dave")}
            check(s.get_json("/api/v1/orgs") == [], "none yet")
            s.must("org found party", token=tok["alice"])
            s.must("org join-intent alice", token=tok["bob"])
            s.must("org join-intent alice", token=tok["carol"])
            s.must('org form "Red Flag" party bob carol policy open', token=tok["alice"])
            s.must('transfer 50 A$ to "Red Flag"', token=tok["dave"])
            s.must('org suggest "Red Flag" pay 20 A$ to dave', token=tok["alice"])
            o = s.get_json("/api/v1/orgs/Red%20Flag")
            check(o["name"] == "Red Flag" and o["type"] == "Political Party" and
                  o["rule"] == "R1021" and o["policy"] == "Open" and
                  [m["player"] for m in o["members"]] == ["alice", "bob", "carol"] and
                  o["currencies"] == {"A$": 50} and len(o["suggestions"]) == 1 and
                  o["suggestions"][0]["state"] == "pending" and
                  o["suggestions"][0]["approvals"] == ["alice"], "the party: %r" % o)
            check(s.get_json("/api/v1/orgs") == [o], "the list")

            # R1003: only a member suggests or approves; nothing changes.
            status, r = s.command("org approve 1", token=tok["dave"])
            check(status == 422 and "only a member" in r.get("error", ""),
                  "a non-member's approval: %d %r" % (status, r))
            check(s.get_json("/api/v1/orgs/Red%20Flag") == o, "a refusal changed something")

            s.must("org approve 1", token=tok["bob"])
            s.must("org approve 1", token=tok["carol"])
            o = s.get_json("/api/v1/orgs/Red%20Flag")
            check(o["currencies"] == {"A$": 30} and o["suggestions"][0]["state"] == "done",
                  "done by every member: %r" % o)
            status, _, _ = s.request("GET", "/api/v1/orgs/Blue")
            check(status == 404, "an unknown organisation: %d" % status)
            # The pages (orgs_web.c): the list links the party by its name
            # percent-encoded; its page has its members, A$ and actions.
            status, _, body = s.request("GET", "/orgs")
            check(status == 200 and b'<a href="/orgs/Red%20Flag">Red Flag</a>' in body,
                  "/orgs: %d %r" % (status, body[:1500]))
            status, _, body = s.request("GET", "/orgs/Red%20Flag")
            check(status == 200 and b"<h1>Red Flag</h1>" in body and b"<li>30 A$</li>" in body
                  and b"pay 20 A$ to dave" in body and b"<li>carol, since" in body,
                  "/orgs/Red Flag: %d %r" % (status, body[:3000]))
            status, _, _ = s.request("GET", "/orgs/Blue")
            check(status == 404, "no page for an unknown organisation: %d" % status)
        finally:
            s.stop()
        s = Server(n)
        try:
            check(s.get_json("/api/v1/orgs/Red%20Flag") == o, "after replay")
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
