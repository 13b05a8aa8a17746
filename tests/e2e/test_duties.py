"""test_duties.py: officers' duties over HTTP (src/gov/duties; Ackanomic
R401 (ii), (x), R403 (vi), R414 (i) b, R701): a Nomination that reaches the
President's choice makes eir duty due; GET /api/v1/deadlines says what the
deadline is, GET /api/v1/offices gives the President's "duties" array in the
shape the offices page renders, GET /api/v1/duties the obligation; missed,
the Crime of Non-Performance is in the news and in both views; chosen late,
the duty is done and the record stays; the log verifies."""

from e2e import Nomic, Server, check, run

KEYS = {"duty", "rule", "by", "due", "pending", "missed"}


def president(s):
    offices = s.get_json("/api/v1/offices")
    p = [o for o in offices if o["name"] == "President"][0]
    for e in p["duties"]:
        check(set(e) == KEYS and e["by"] in ("server", "holder") and
              isinstance(e["pending"], bool) and isinstance(e["missed"], bool),
              "a duty's shape: %r" % e)
    return [e for e in p["duties"] if e["pending"]]


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            tok = {}
            for name in ("alice", "bob", "erin"):
                tok[name] = s.must("join %s" % name, token=n.admin)["token"]
            s.must("param set offices.mode rules", token=n.admin)
            s.must("appoint erin President", token=n.admin)
            s.must("nomination open Promoter", token=tok["alice"])
            s.must("volunteer Promoter", token=tok["alice"])
            s.must("volunteer Promoter", token=tok["bob"])
            s.must("clock advance 3d", token=n.admin)

            # R403 (vi), R401 (x): the President has 3 days to choose.
            dls = [d for d in s.get_json("/api/v1/deadlines") if d["kind"] == "office-duty"]
            check(len(dls) == 1 and dls[0]["rule"] == "R401 (x)" and
                  dls[0]["due"] == "2001-01-07T00:00:00Z" and
                  dls[0]["what"] == "President (erin): choose among the Nominees for Promoter "
                  "(R403 (vi), R414 (i) b)", "the deadline: %r" % dls)
            pending = president(s)
            check(pending == [{"duty": "choose among the Nominees for Promoter",
                               "rule": "R403 (vi), R414 (i) b", "by": "holder",
                               "due": "2001-01-07T00:00:00Z", "pending": True,
                               "missed": False}], "pending: %r" % pending)

            # R701: not chosen in time.
            s.must("clock advance 3d", token=n.admin)
            news = s.get_json("/api/v1/news?limit=20")["events"]
            check(any("the Crime of Non-Performance (R701)" in e.get("text", "") and
                      "President (erin)" in e["text"] for e in news), "the news: %r" % news)
            pending = president(s)
            check(len(pending) == 1 and pending[0]["missed"] and pending[0]["due"] is None,
                  "missed: %r" % pending)
            ob = s.get_json("/api/v1/duties")["obligations"]
            check(len(ob) == 1 and ob[0]["missed_by"] == "erin" and ob[0]["state"] == "pending" and
                  ob[0]["missed_at"] == "2001-01-07T00:00:00Z", "the record: %r" % ob)

            s.must("choose bob as Promoter", token=tok["erin"])
            check(president(s) == [], "still pending: %r" % president(s))
            ob = s.get_json("/api/v1/duties")["obligations"]
            check(ob[0]["state"] == "done" and ob[0]["missed_by"] == "erin" and
                  ob[0]["done"] == "done by erin (`choose`)", "done: %r" % ob)
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
