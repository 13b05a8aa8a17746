"""test_hatters.py: the Mad Hatters over HTTP (Ackanomic R675, R671 ¶5,
R1001 1; src/society/orgs/orgs_hatters.c, docs/ORGANISATIONS.md "The Mad
Hatters"): after an Agenda Hat round, a player On Ice gives eir hat to the
Mad Hatters, who are made by the rules then; /api/v1/orgs/Mad%20Hatters
shows the Unique Organization with Beep, Blip and Bonk (rule_members), no
player member, its hat and its More Than Human; a player's A$ given to it
is in its currencies; a player may not join it (422, nothing changes); the
pages /orgs and /orgs/Mad%20Hatters show it; after a restart (replay) the
view is the same; the log verifies."""

from e2e import Nomic, Server, check, run


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            tok = {p: s.must("join " + p, token=n.admin)["token"]
                   for p in ("illa", "alice", "bob", "carol", "dave")}
            s.must("office create Illuminatus", token=n.admin)
            s.must("appoint illa Illuminatus", token=n.admin)
        finally:
            s.stop()
        n.cli("--admin", "clock", "advance", "21d")
        s = Server(n)
        try:
            s.must("agenda call", token=tok["illa"])
            for p in ("alice", "bob", "carol", "dave"):
                s.must('agenda submit "The owner of this hat is %s"' % p, token=tok[p])
            check(s.get_json("/api/v1/orgs") == [], "no Mad Hatters before they are needed")
        finally:
            s.stop()
        # R431 ¶5, b: each submitter bids lowest on eir own condition (1 to 4,
        # in the order submitted) and so owns its Nemesis Eggplant; then R431
        # f's dealing (no hat of one's own condition) always has a whole
        # solution, whatever the draws: each submitter gets one hat, and none
        # is left for the Mad Hatters yet.
        n.cli("--admin", "clock", "advance", "7d")
        for i, p in enumerate(("alice", "bob", "carol", "dave")):
            n.cli("--as", p, "agenda", "bid", str(i + 1), "-40")
        n.cli("--admin", "clock", "advance", "7d")
        n.cli("--as", "illa", "agenda", "distribute")
        s = Server(n)
        try:
            check(s.get_json("/api/v1/orgs") == [], "no Mad Hatters after a whole dealing")
            s.must("state vacation 1d", token=tok["bob"])
        finally:
            s.stop()
        # R431: the releases, the award; then bob's vacation runs past its
        # end and he is On Ice (R250 V c): his hat goes to the Mad Hatters.
        n.cli("--admin", "clock", "advance", "16d")
        s = Server(n)
        try:
            o = s.get_json("/api/v1/orgs/Mad%20Hatters")
            kinds = sorted(e["kind"] for e in o["entities"])
            check(o["name"] == "Mad Hatters" and o["type"] == "Unique Organization" and
                  o["rule"] == "R675" and o["members"] == [] and
                  o["rule_members"] == ["Beep", "Blip", "Bonk"] and
                  kinds == ["hat", "mth"], "the Mad Hatters: %r" % o)
            s.must('transfer 5 A$ to "Mad Hatters"', token=tok["dave"])
            o = s.get_json("/api/v1/orgs/Mad%20Hatters")
            check(o["currencies"] == {"A$": 5}, "their A$: %r" % o["currencies"])
            status, r = s.command('org join "Mad Hatters"', token=tok["alice"])
            check(status == 422 and "Unique Organization" in r.get("error", ""),
                  "a player joining: %d %r" % (status, r))
            check(s.get_json("/api/v1/orgs/Mad%20Hatters") == o, "a refusal changed something")
            status, _, body = s.request("GET", "/orgs")
            check(status == 200 and b'<a href="/orgs/Mad%20Hatters">Mad Hatters</a>' in body,
                  "/orgs: %d %r" % (status, body[:1500]))
            status, _, body = s.request("GET", "/orgs/Mad%20Hatters")
            check(status == 200 and b"<h1>Mad Hatters</h1>" in body and
                  b"<li>Beep, by the rules (R675)</li>" in body and b"More Than Human" in body,
                  "/orgs/Mad Hatters: %d %r" % (status, body[:3000]))
        finally:
            s.stop()
        s = Server(n)
        try:
            check(s.get_json("/api/v1/orgs/Mad%20Hatters") == o, "after replay")
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
