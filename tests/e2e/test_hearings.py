"""test_hearings.py: Hearings over HTTP (Ackanomic R360, R361;
src/gov/hearings, docs/HEARINGS.md). The focus is hidden information: a
response is sent privately to the Hearing Harfer (R360 ¶3), so who
responded what shows to nobody but the responder and the admin: not in
/api/v1/hearings, the `hearings` command, the log, the news, the Atom
feed, the page, nor a search; before the end nobody sees any count. At
the end the counts and the verdict are public (and still nobody else's
response). The log verifies."""

from e2e import Nomic, Server, check, run

# bob's response, typed in a case nobody else would: the valid response
# "I cannot wait to catch up to the Jones'" is public (R360 ¶1 lists it),
# so a leak of his command or reply shows as this spelling.
BOB_SAYS = "i CANNOT wait TO catch UP to THE jones'"
MARKS = (b"i CANNOT wait", b"your response to Hearing")

PATHS = ["/api/v1/hearings", "/hearings", "/api/v1/log", "/api/v1/news", "/feed.atom", "/"]


def leaks(body):
    return any(m in body for m in MARKS)


def hidden_from(s, tok, who_list, what):
    for who in who_list:
        for path in PATHS:
            status, _, body = s.request("GET", path, token=tok[who] if who else None)
            check(status == 200 and not leaks(body),
                  "%s leaks %s to %s" % (path, what, who or "the public"))
        if who:
            for line in ("hearings", "hearings 1", "rules search CANNOT"):
                status, r = s.command(line, token=tok[who])
                text = (r.get("reply") or r.get("error") or "").encode()
                check(not leaks(text), "`%s` leaks %s to %s" % (line, what, who))


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "ruleset", "load", "ackanomic")
        s = Server(n)
        try:
            tok = {}
            for p in ("alice", "bob", "carol", "erin"):
                tok[p] = s.must("join %s" % p, token=n.admin)["token"]
            # R361 ¶1: alice calls a Will of the People and harfs it.
            r = s.must('hearing call will "Fridays are for cheese"', token=tok["alice"])
            check("Hearing 1 is called" in r["reply"], "the call: %r" % r)
            r = s.must('respond 1 "%s"' % BOB_SAYS, token=tok["bob"])
            check("your response to Hearing 1" in r["reply"], "bob's reply: %r" % r)
            s.must("respond 1 1", token=tok["carol"])

            # R360 ¶3: privately: not to the public, another responder, the
            # Harfer (the server harfs for em), nor a bystander.
            hidden_from(s, tok, (None, "alice", "carol", "erin"), "bob's response")
            pub = s.get_json("/api/v1/hearings")["hearings"][0]
            check(pub["status"] == "session" and pub["responded"] == 2 and
                  "yours" not in pub and all("count" not in x for x in pub["responses"]),
                  "in session, only how many: %r" % pub)
            mine = s.get_json("/api/v1/hearings", token=tok["bob"])["hearings"][0]
            check(mine.get("yours") == "I cannot wait to catch up to the Jones'",
                  "bob sees his own: %r" % mine)
            r = s.must("hearings 1", token=tok["bob"])
            check("your response" in r["reply"], "bob's `hearings`: %r" % r)
            status, _, page = s.request("GET", "/hearings", token=tok["bob"])
            check(status == 200 and b"Your response: I cannot wait" in page,
                  "bob's page shows his own: %r" % page[-600:])
            status, _, page = s.request("GET", "/hearings")
            check(status == 200 and b"Hearing 1: Will of the People" in page and
                  b"2 responded so far" in page and b"private until the end" in page,
                  "the public page in session: %r" % page[-600:])

            # R360 ¶4, ¶5: after three days the counts and the verdict are
            # public; 1 to 1, the tie goes to the first listed (¶7).
            s.must("clock advance 3d", token=n.admin)
            end = s.get_json("/api/v1/hearings")["hearings"][0]
            check(end["status"] == "ended" and [x["count"] for x in end["responses"]] == [1, 1]
                  and end["verdict"] == "Hey Man, I'm an Induhvidual", "the end: %r" % end)
            status, _, page = s.request("GET", "/hearings")
            check(b"Verdict: Hey Man, I&#39;m an Induhvidual" in page,
                  "the page's verdict: %r" % page[-800:])
            status, _, body = s.request("GET", "/api/v1/news")
            check(b"Hearing 1" in body and b"ends" in body, "the end is news: %r" % body[:400])
            hidden_from(s, tok, (None, "alice", "carol", "erin"), "bob's response after the end")
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
