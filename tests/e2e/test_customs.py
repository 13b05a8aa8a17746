"""test_customs.py: the Customs Officer's ITA-compliant log over HTTP
(Ackanomic R501 ¶3; src/econ/customs, docs/ECONOMY.md "Imports and ITA
trades"): GET /api/v1/customs lists each ITA trade involving Acka with the
case of R501 ¶4 that applied, its status and its Ackan-anchor, and each
R503 type; an offer entered by one who is not the Customs Officer is
refused and changes nothing there. The log verifies."""

from e2e import Nomic, Server, check, run


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            tok = {}
            for p in ("alice", "carol"):
                tok[p] = s.must("join %s" % p, token=n.admin)["token"]
            s.must('office create "Customs Officer"', token=n.admin)
            s.must('appoint carol "Customs Officer"', token=n.admin)
            body = s.get_json("/api/v1/customs")
            check(body == {"offers": [], "types": []},
                  "an empty log: %r" % (body,))
            # R501 ¶3: only the officer enters another nomic's offer.
            status, r = s.command('customs offer Agora gives "Golden Fleece"', token=tok["alice"])
            check("error" in r, "alice may not enter an offer: %r" % r)
            body = s.get_json("/api/v1/customs")
            check(body["offers"] == [], "a refused offer is not logged: %r" % (body,))
            # ¶4 3): at large and unconditional: accepted, the Treasury the anchor.
            s.must('customs offer Agora gives "Golden Fleece"', token=tok["carol"])
            body = s.get_json("/api/v1/customs")
            offers = body["offers"]
            check(len(offers) == 1, "one offer: %r" % (body,))
            o = offers[0]
            check(o["id"] == 1 and o["direction"] == "to Acka" and o["nomic"] == "Agora" and
                  o["case"] == 3 and o["status"] == "accepted" and o["anchor"] == "Treasury",
                  "the offer's record: %r" % o)
            check("Golden Fleece" in o["description"], "what Acka receives: %r" % o)
            r = s.must("customs log", token=tok["alice"])
            check("Agora" in r["reply"], "`customs log` says the same: %r" % r)
        finally:
            s.stop()
        check(n.cli("verify").returncode == 0, "the log verifies")
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
