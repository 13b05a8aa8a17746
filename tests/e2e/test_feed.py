"""test_feed.py: publication over HTTP (issue 13, item 1): the Atom feeds
(/feed.atom, /games/N/feed.atom), the news (/api/v1/news) and the log's
texts. The feeds must parse as XML (xml.etree) and be Atom 1.0 as RFC 4287
has it (feed id, title, updated, author; each entry's id, title, updated
and text content), whatever UTF-8 the players wrote; their ids must be the
same after a restart; they must be the public's view even to a signed-in
reader; and no secret vote before the results (Ackanomic R104), hidden bid
(R1250.7 4e) or token may appear in a feed, the news or the log's texts."""

import json
import xml.etree.ElementTree as ET

from e2e import Nomic, Server, check, run

ATOM = "{http://www.w3.org/2005/Atom}"
# What must never be published: the secret ballots, the hidden bids, tokens.
SECRETS = ("YES", " NO", "KH", "QD", "2C", "nmc_")


def feed(s, path, token=None):
    status, h, body = s.request("GET", path, token=token)
    check(status == 200, "GET %s: %d %r" % (path, status, body[:200]))
    check(h["content-type"].startswith("application/atom+xml"),
          "%s is served as %s" % (path, h["content-type"]))
    root = ET.fromstring(body)  # raises on anything that is not well-formed XML
    check(root.tag == ATOM + "feed", "the root is %s" % root.tag)
    for tag in ("id", "title", "updated", "author"):
        check(root.find(ATOM + tag) is not None, "%s has no feed %s" % (path, tag))
    check(root.find(ATOM + "id").text.startswith("urn:uuid:"), "the feed id is no URN")
    entries = []
    for e in root.findall(ATOM + "entry"):
        for tag in ("id", "title", "updated", "content"):
            check(e.find(ATOM + tag) is not None and e.find(ATOM + tag).text,
                  "an entry of %s has no %s" % (path, tag))
        check(e.find(ATOM + "content").get("type") == "text", "content is not text")
        entries.append((e.find(ATOM + "id").text, e.find(ATOM + "updated").text,
                        e.find(ATOM + "content").text))
    ids = [i for i, _, _ in entries]
    check(len(ids) == len(set(ids)), "%s repeats an entry id" % path)
    check([u for _, u, _ in entries] == sorted((u for _, u, _ in entries), reverse=True),
          "%s is not newest first" % path)
    return root.find(ATOM + "id").text, entries, body


def no_secrets(s, where, tokens):
    """The feeds, the public's news and everyone's log texts hold no secret."""
    texts = [c for _, _, c in feed(s, "/feed.atom")[1]]
    texts += [c for _, _, c in feed(s, "/games/1/feed.atom")[1]]
    texts += [e["text"] for e in s.get_json("/api/v1/news?limit=100")["events"]]
    for t in tokens:
        texts += [e.get("text", "") for e in
                  s.get_json("/api/v1/log?limit=1000", token=t)["events"]]
    for text in texts:
        for secret in SECRETS:
            check(secret not in text, "%s: '%s' published: %r" % (where, secret, text))
    return texts


def main(exe):
    n = Nomic(exe, title="Feeds & <Friends> \u00e9\u6f22")
    n.cli("--admin", "ruleset", "load", "ackanomic")
    s = Server(n)
    try:
        tok = {}
        for p in ("alice", "bob", "carol", "dave"):
            tok[p] = s.must("join " + p, token=n.admin)["token"]
        s.must("clock advance 21d", token=n.admin)
        # A title with every character XML escapes, and beyond the BMP.
        s.must('propose "Tea & <cakes> ]]> \u2603\U0001F600" "This is a Modest proposal."',
               token=tok["alice"])
        s.must("vote 1 yes", token=tok["alice"])
        s.must("vote 1 no", token=tok["bob"])
        s.must("game new pureskill", token=tok["dave"])
        for p in ("alice", "bob", "carol"):
            s.must("game join 1", token=tok[p])
        s.must("game start 1", token=tok["dave"])
        s.must("play 1 bid K", token=tok["alice"])
        s.must("play 1 bid QD", token=tok["bob"])

        # Before the results and before the round closes: nothing secret.
        texts = no_secrets(s, "before", [None, tok["carol"]])
        check(any("Tea & <cakes> ]]> \u2603\U0001F600" in t for t in texts),
              "the proposal's title did not survive the feed: %r" % texts)
        check(any("is distributed for voting" in t for t in texts), "no distribution (R406)")

        # A reader with a token gets the public's feed, byte for byte.
        fid, entries, body = feed(s, "/feed.atom")
        check(feed(s, "/feed.atom", token=tok["alice"])[2] == body,
              "a signed-in reader got another feed")
        check(s.request("GET", "/games/99/feed.atom")[0] == 404, "no 404 for a missing game")

        # The round closes and the results come: now they are news.
        s.must("play 1 bid 2C", token=tok["carol"])
        s.must("clock advance 8d", token=n.admin)
        _, entries, _ = feed(s, "/feed.atom")
        texts = [c for _, _, c in entries]
        check(any("votes: alice YES, bob NO" in t for t in texts), "no results in %r" % texts)
        _, game_entries, _ = feed(s, "/games/1/feed.atom")
        check(game_entries and all("game 1" in c for _, _, c in game_entries),
              "the game's feed: %r" % game_entries)
        check(any("round 1: prize" in c and "alice KH" in c for _, _, c in game_entries),
              "the round's resolution is not in the game's feed: %r" % game_entries)

        # The CLI writes while the server runs: the feed tells it at once.
        n.cli("--admin", "join", "erin")
        check(any("erin joins the nomic" in c for _, _, c in feed(s, "/feed.atom")[1]),
              "the feed missed the CLI's join")

        # The news, and the log's texts, as JSON.
        news = s.get_json("/api/v1/news?limit=3")
        check(len(news["events"]) == 3 and all("text" in e for e in news["events"]),
              "news: %r" % news)
        older = s.get_json("/api/v1/news?limit=3&before=%d" % news["events"][-1]["seq"])
        check(older["events"][0]["seq"] < news["events"][-1]["seq"], "news paging")
        check(s.request("GET", "/api/v1/news?limit=0")[0] == 400, "limit=0 accepted")
        # A news item is the event's head and text: the `ruleset load` above
        # (600 KB of arguments) is news without them; the log keeps them.
        allnews = s.get_json("/api/v1/news?limit=100")["events"]
        load = [e for e in allnews if e["command"].startswith("ruleset load")]
        check(len(load) == 1 and "args" not in load[0] and "draws" not in load[0],
              "the news carries the ruleset's arguments: %r" % [sorted(e) for e in load])
        full = s.get_json("/api/v1/log?from=%d&limit=1" % load[0]["seq"])["events"][0]
        check(len(json.dumps(full["args"])) > 100000, "the log lost the ruleset's arguments")
        log = s.get_json("/api/v1/log?limit=1000")["events"]
        check(any("votes: alice YES" in e.get("text", "") for e in log), "the log lacks texts")
        _, entries, _ = feed(s, "/feed.atom")  # as it stands before the restart
    finally:
        s.stop()

    # The ids are the same after a restart.
    s = Server(n)
    try:
        fid2, entries2, _ = feed(s, "/feed.atom")
        check(fid2 == fid, "the feed's id changed on restart")
        check(entries2 == entries, "the entries changed on restart")
        # The CLI's news is the same news.
        out = n.cli("news", "3", "--public").stdout
        check(out.startswith("#%d " % news["events"][0]["seq"]) and
              news["events"][0]["text"].split("\n")[0] in out, "nomic news: %r" % out)
    finally:
        s.stop()
        n.cleanup()


if __name__ == "__main__":
    run(main)
