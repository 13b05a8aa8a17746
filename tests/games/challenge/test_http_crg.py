"""test_http_crg.py: A Nomic's Challenge/Response Games (R336) over HTTP
with bearer tokens, as the web page and the API let players play them: a
whole Similarity Game challenge (R337) and a Poetry Contest (R339) to the
end of the instance. An answer is sent privately to the Contestmaster
(R336) and no rule publishes it: it must not reach anyone else through
GET /api/v1/games[/N], the log, the news, the feeds, anyone's inbox or the
`nomic log` of any viewer, while the period runs, while the Contestmaster
judges, or after the judgement."""

import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "e2e"))
from e2e import Nomic, Server, check, check_hidden, run  # noqa: E402

SECRET = "zebrastripes"
PATHS = ["/api/v1/games", "/api/v1/games/1", "/api/v1/games/2", "/api/v1/log",
         "/api/v1/news", "/feed.atom", "/games/1/feed.atom", "/", "/api/v1/players"]
LINES = ("game show 1", "games", "inbox")


def shows(body):
    return SECRET.encode() in body


def hidden(s, n, tok):
    check_hidden(s, n, tok, [None, "carol", "dave"], "bob's answer", shows, PATHS, LINES,
                 need_ok=False)


def main(exe):
    n = Nomic(exe)
    try:
        s = Server(n)
        try:
            tok = {p: s.must("join " + p, token=n.admin)["token"]
                   for p in ["alice", "bob", "carol", "dave"]}
            tok[None] = None
            for p in ["bob", "carol", "dave"]:
                s.must("mint 20 points to " + p, token=n.admin)
            s.must("game new similarity", token=tok["alice"])
            s.must("game start 1", token=tok["alice"])
            s.must("play 1 challenge apple, cherry, fire truck", token=tok["alice"])
            # R336: no `game join` is needed to answer.
            s.must("play 1 answer %s and red" % SECRET, token=tok["bob"])
            s.must("play 1 answer red and edible", token=tok["carol"])
            status, r = s.command("play 1 answer again", token=tok["bob"])
            check(not r.get("ok") and "one complete answer" in r.get("error", ""),
                  "a second answer: %r" % r)
            hidden(s, n, tok)
            for viewer in ["alice", "bob"]:  # the Contestmaster and the answerer
                body = json.dumps(s.get_json("/api/v1/games/1", token=tok[viewer]))
                check(SECRET in body, "%s does not see bob's answer: %s" % (viewer, body))
            box = s.must("inbox", token=tok["alice"])
            check(SECRET in json.dumps(box), "alice's inbox: %r" % box)

            # The period ends; alice is asked privately and judges.
            s.must("clock advance 7d", token=n.admin)
            hidden(s, n, tok)
            box = json.dumps(s.must("inbox", token=tok["alice"]))
            check("yours to judge" in box, "alice is not asked: %s" % box)
            s.must("play 1 judge carol bob", token=tok["alice"])
            g = s.get_json("/api/v1/games/1")
            check(g["state"]["contestmaster"] == "bob" and
                  g["state"]["results"][0]["winner"] == "bob", "the judgement: %r" % g)
            players = {p["name"]: p for p in s.get_json("/api/v1/players")}
            check(players["bob"]["balances"]["points"] == 20,
                  "bob paid 4 and won half of 8: %r" % players["bob"])
            hidden(s, n, tok)

            # A Poetry Contest played to its end: moribund (R1250.1 XII).
            s.must("game new poetry dave", token=tok["carol"])
            s.must("game start 2", token=tok["carol"])
            s.must("play 2 challenge the sea; style: sonnet", token=tok["dave"])
            s.must("play 2 answer Grey water / salt", token=tok["bob"])
            s.must("play 2 answer The sea / the sea", token=tok["carol"])
            s.must("clock advance 7d", token=n.admin)
            s.must("play 2 judge bob", token=tok["dave"])
            s.must("game moribund 2", token=tok["carol"])
            s.must("clock advance 3d", token=n.admin)
            s.must("games")
            g = s.get_json("/api/v1/games/2")
            check(g["status"] == "ended", "the end: %r" % g)
            check(g["state"]["results"][0]["winner"] == "bob", "poetry: %r" % g)
        finally:
            s.stop()
        p = n.cli("verify")
        check(p.returncode == 0, "verify: %r" % p.stdout)
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
