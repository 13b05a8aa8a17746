"""test_csr.py: Common Sense Reports over HTTP (Ackanomic R421.2): the CSRR
distributes one (R421.1), a player objects, GET /api/v1/csrs shows both;
three days later the rule is changed and the view says enacted; a player
the rules give no permission is refused with one error and nothing changes;
the news carries the distribution and the enaction."""

from e2e import Nomic, Server, check, run

CSRR = "Common Sense, Redundancy, and Redundancy"


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            alice = s.must("join alice", token=n.admin)["token"]
            bob = s.must("join bob", token=n.admin)["token"]
            s.must('office create "%s"' % CSRR, token=n.admin)
            s.must('appoint alice as "%s"' % CSRR, token=n.admin)
            check(s.get_json("/api/v1/csrs") == {"csrs": []}, "before any CSR")

            # R421.2 ¶1: bob has no permission: refused, nothing recorded.
            status, r = s.command('csr issue "Effect: rule retitle 101 \\"Mine\\""', token=bob)
            check(status == 422 and "R421.2" in r["error"], "bob's CSR: %d %r" % (status, r))
            check(s.get_json("/api/v1/csrs") == {"csrs": []}, "a refused CSR was kept")

            r = s.must('csr issue "Effect: rule retitle 101 \\"Obey the Rules\\""', token=alice)
            check("CSR 1 is distributed" in r["reply"], "alice's CSR: %r" % r)
            s.must("csr object 1", token=bob)
            c = s.get_json("/api/v1/csrs")["csrs"]
            check(len(c) == 1 and c[0]["author"] == "alice" and c[0]["status"] == "distributed"
                  and c[0]["objectors"] == ["bob"] and c[0]["changes"] == 1, "the CSR: %r" % c)

            s.must("clock advance 3d", token=n.admin)
            c = s.get_json("/api/v1/csrs")["csrs"][0]
            check(c["status"] == "enacted" and c["applied"] == 1, "after three days: %r" % c)
            rule = s.get_json("/api/v1/rules/101")
            check(rule["title"] == "Obey the Rules", "rule 101: %r" % rule.get("title"))
            news = " ".join(e["text"] for e in s.get_json("/api/v1/news?limit=20")["events"])
            check("alice distributes CSR 1" in news and "CSR 1 is enacted" in news,
                  "the news: %r" % news)
        finally:
            s.stop()
        check(n.cli("verify").returncode == 0, "the log does not verify")
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
