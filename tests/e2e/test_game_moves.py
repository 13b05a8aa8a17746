"""test_game_moves.py: the moves hooks' forms on /games/N (issue 18 item 2;
docs/GAMES.md "Moves", docs/WEB.md "Games"), over real HTTP as a browser
posts them, for the classes beyond test_game_pages.py's:

1. A Substitute (R1250.1 VI c) playing for an absent player of Spades sees
   that seat's hand under "Your hand", is told when the seat's move is
   awaited, and gets the seat's moves; the other players and the public
   see no hand of it.
2. Mediocrity: a number field from 1 to 2n; posted, the pick shows to its
   picker alone.
3. Abstract Crescent: the number field steps by n from the player's least
   legal play (so a browser takes only congruent plays); posted, taken.
4. Triple Double Crash: the three Target Words' fields; the Salvo's words
   in one field sent word by word (the form protocol's s1).
5. Tromino Go: boards of buttons, one per legal placement; one clicked is
   played.
6. A Nomic's Cards: the one-for-one trade form sends "give" and "get"
   before its cards (p2, p3); the Dealer's deal select.
Only the viewer's own moves: the public and a player outside each game
get no form of the class's."""

import re

from e2e import Nomic, Server, check, run
from test_game_pages import button, cards_in, forms, hand_section, page, post

PLAYERS = ["alice", "bob", "carol", "dave"]


def class_forms(pg, gid):
    """The forms of a page that make a move in game gid (not join/leave)."""
    out = []
    for f in forms(pg):
        h = f["hidden"]
        line = h.get("command") or h.get("c") or ""
        if line.startswith("play %d" % gid):
            out.append(f)
        elif any(o.startswith("play %d" % gid) for o in f["selects"].get("command", [])):
            out.append(f)
    return out


def sendable(f):
    """A move form's fields as a browser sends them: a select's first
    choice chosen."""
    fields = dict(f["hidden"])
    if "command" not in fields and f["selects"].get("command"):
        fields["command"] = f["selects"]["command"][0]
    return fields


def substitute(s, tok):
    path = "/games/1"
    s.must("game new spades target 100", token=tok["erin"])
    for p in PLAYERS:
        button(s, path, tok[p], "game join 1")
    button(s, path, tok["erin"], "game start 1")
    s.must("games")  # the clock deals
    s.must("state vacation", token=tok["alice"])
    s.must("game substitute 1 frank", token=tok["alice"])
    s.must("game agree 1", token=tok["frank"])
    g = s.get_json("/api/v1/games/1", token=tok["erin"])["state"]  # the referee sees all
    hands = {x["player"]: set(x["hand"]) for x in g["seats"]}
    mine = hand_section(page(s, path, tok["frank"]))
    check(mine is not None and cards_in(mine) == hands["alice"],
          "the Substitute's hand: %r, not alice's %r" % (mine and cards_in(mine), hands["alice"]))
    for viewer in [None, "bob", "carol", "dave"]:
        other = hand_section(page(s, path, tok.get(viewer)))
        check(other is None or not (cards_in(other) & hands["alice"]),
              "%s's page shows alice's hand" % (viewer or "the public"))
    # Play through the bids until alice's seat is on turn: then frank's
    # page says so and offers the seat's bids, and alice's moves are his.
    for _ in range(8):
        g = s.get_json("/api/v1/games/1", token=tok["erin"])["state"]
        if g["turn"] == "alice":
            break
        f = class_forms(page(s, path, tok[g["turn"]]), 1)
        check(f, "%s, on turn, has no move" % g["turn"])
        post(s, tok[g["turn"]], sendable(f[0]))
    check(g["turn"] == "alice", "alice's seat never came on turn: %r" % g)
    pg = page(s, path, tok["frank"])
    check('id="awaited"' in pg, "the Substitute is not told the seat's move is awaited")
    f = class_forms(pg, 1)
    check(f, "the Substitute has no moves for alice's seat")
    post(s, tok["frank"], sendable(f[0]))
    check('id="awaited"' not in page(s, path, tok["frank"]), "still awaited after the move")
    check('href="/games/1"' in page(s, "/games", tok["frank"]), "/games lacks the game")
    # alice returns (R250 III: three days after going on vacation): the
    # seat's hand is hers again, and frank's page shows none.
    s.must("clock advance 3d", token=tok["admin"])
    s.must("state return", token=tok["alice"])
    check(hand_section(page(s, path, tok["frank"])) is None, "frank keeps alice's hand")
    check(hand_section(page(s, path, tok["alice"])) is not None, "alice lacks her hand")


def mediocrity(s, tok, gid):
    path = "/games/%d" % gid
    s.must("game new mediocrity", token=tok["dave"])
    for p in ["alice", "bob", "carol"]:
        s.must("game join %d" % gid, token=tok[p])
    s.must("game start %d" % gid, token=tok["dave"])
    pg = page(s, path, tok["alice"])
    check(re.search(r'<input id="[^"]+" name="a1" type="number" required min="1" max="6">', pg),
          "no number field from 1 to 6: %r" % pg[-3000:])
    f = [f for f in forms(pg) if f["hidden"].get("c") == "play %d pick" % gid]
    check(f and f[0]["inputs"] == ["a1"], "the pick form: %r" % f)
    post(s, tok["alice"], dict(f[0]["hidden"], a1="5"))
    view = s.get_json("/api/v1/games/%d" % gid, token=tok["alice"])["state"]["seats"]
    check([x.get("pick") for x in view if x["player"] == "alice"] == [5], "the pick: %r" % view)
    for viewer in [None, "erin", "dave"]:
        check(not class_forms(page(s, path, tok.get(viewer)), gid),
              "%s is offered a pick" % (viewer or "the public"))
    view = s.get_json("/api/v1/games/%d" % gid, token=tok["bob"])["state"]["seats"]
    check(all("pick" not in x for x in view if x["player"] == "alice"), "bob sees alice's pick")


def crescent(s, tok, gid):
    path = "/games/%d" % gid
    s.must("game new crescent", token=tok["dave"])
    for p in ["alice", "bob", "carol"]:
        s.must("game join %d" % gid, token=tok[p])
    s.must("game start %d" % gid, token=tok["dave"])
    seats = s.get_json("/api/v1/games/%d" % gid)["state"]["seats"]
    number = [x["number"] for x in seats if x["player"] == "bob"][0]
    least = number % 3 or 3
    pg = page(s, path, tok["bob"])
    check(re.search(r'name="a1" type="number" required min="%d" step="3"' % least, pg),
          "bob's play field does not start at %d in steps of 3: %r" % (least, pg[-3000:]))
    f = [f for f in forms(pg) if f["hidden"].get("c") == "play %d play" % gid]
    post(s, tok["bob"], dict(f[0]["hidden"], a1=str(least + 3)))


def tripledc(s, tok, gid):
    path = "/games/%d" % gid
    s.must("game new tripledc", token=tok["dave"])
    for p in ["alice", "bob"]:
        s.must("game join %d" % gid, token=tok[p])
    s.must("game start %d" % gid, token=tok["dave"])
    for p, words in (("alice", ["crane", "slate", "house"]), ("bob", ["mouse", "heart", "river"])):
        f = [f for f in forms(page(s, path, tok[p])) if f["hidden"].get("c") == "play %d targets" % gid]
        check(f and f[0]["inputs"] == ["a1", "a2", "a3"], "%s's targets form: %r" % (p, f))
        post(s, tok[p], dict(f[0]["hidden"], a1=words[0], a2=words[1], a3=words[2]))
    s.must("games")  # the referee's acknowledgement, and round 1
    f = [f for f in forms(page(s, path, tok["alice"])) if f["hidden"].get("c") == "play %d salvo" % gid]
    check(f and f[0]["hidden"].get("s1") == "1" and f[0]["inputs"] == ["a1"],
          "the Salvo's one words field: %r" % f)
    post(s, tok["alice"], dict(f[0]["hidden"], a1="ocean piano queen river salvo space"))
    check("ocean" in str(s.get_json("/api/v1/games/%d" % gid)), "the Salvo was not posted")


def tromino(s, tok, gid):
    path = "/games/%d" % gid
    s.must("game new tromino", token=tok["dave"])
    for p in ["alice", "bob"]:
        s.must("game join %d" % gid, token=tok[p])
    s.must("game start %d" % gid, token=tok["dave"])
    nxt = s.get_json("/api/v1/games/%d" % gid)["state"]["next"]["player"]
    other = "bob" if nxt == "alice" else "alice"
    pg = page(s, path, tok[nxt])
    check('<table class="grid">' in pg, "no board of buttons for %s" % nxt)
    cells = [f for f in forms(pg) if f["hidden"].get("command", "").startswith("play %d place" % gid)]
    check(len(cells) >= 4, "the placements: %r" % cells)
    post(s, tok[nxt], cells[0]["hidden"])
    # Now the other's turn: e has the board, the first player not.
    check([f for f in forms(page(s, path, tok[other]))
           if f["hidden"].get("command", "").startswith("play %d place" % gid)],
          "%s has no placement after %s's" % (other, nxt))
    check(not [f for f in forms(page(s, path, tok[nxt]))
               if f["hidden"].get("command", "").startswith("play %d place" % gid)],
          "%s may place out of turn" % nxt)


def pooker(s, tok, gid):
    path = "/games/%d" % gid
    s.must("game new pooker", token=tok["erin"])  # erin, the Dealer
    s.must("game start %d" % gid, token=tok["erin"])
    def deal(who):
        """The deal select, from a fresh page (each page's forms carry a
        key of their own: a form posted twice is done once)."""
        f = [f for f in forms(page(s, path, tok["erin"]))
             if any(" deal " in o for o in f["selects"].get("command", []))]
        check(f and "play %d deal %s" % (gid, who) in f[0]["selects"]["command"],
              "the Dealer's deal select lacks %s: %r" % (who, f))
        post(s, tok["erin"], dict(f[0]["hidden"], command="play %d deal %s" % (gid, who)))
    deal("bob")
    # Until alice holds a PCard (Red or Blue, R394): a trade is of those.
    for _ in range(40):
        deal("alice")
        hands = s.get_json("/api/v1/games/%d" % gid, token=tok["alice"])["state"]["hands"]
        if any(c.startswith(("Red ", "Blue ")) for h in hands for c in h.get("hand", [])):
            break
    trade = [f for f in forms(page(s, path, tok["alice"]))
             if f["hidden"].get("c") == "play %d trade" % gid]
    check(trade and trade[0]["hidden"].get("p2") == "give" and trade[0]["hidden"].get("p3") == "get",
          "the trade form's literal words: %r" % trade)
    sel = trade[0]["selects"]
    check(sel["a1"] and "alice" not in sel["a1"] and "erin" not in sel["a1"],
          "the partners offered: %r" % sel["a1"])
    hand = [h for h in s.get_json("/api/v1/games/%d" % gid, token=tok["alice"])["state"]["hands"]
            if h["player"] == "alice"][0]["hand"]
    held = set(c for c in hand if c.startswith(("Red ", "Blue ")))
    check(set(sel["a2"]) == held and not (set(sel["a3"]) & held),
          "give %r / get %r for the hand %r" % (sel["a2"], sel["a3"], held))
    post(s, tok["alice"], dict(trade[0]["hidden"], a1="bob", a2=sel["a2"][0], a3=sel["a3"][0]))
    # The public has no form; bob's "For" lists every PCard not his, so
    # it tells nothing of who holds which; his hand is his own.
    t = page(s, path)
    check(not forms(t) and not any('"%s"' % c in t for c in held), "the public sees alice's cards")
    mine = hand_section(page(s, path, tok["bob"])) or ""
    check(not any(c in mine for c in held), "bob's hand shows alice's cards")


def main(exe):
    n = Nomic(exe)
    try:
        s = Server(n)
        try:
            s.lift_limits()
            tok = {p: s.must("join " + p, token=n.admin)["token"]
                   for p in PLAYERS + ["erin", "frank"]}
            tok["admin"] = n.admin
            substitute(s, tok)
            mediocrity(s, tok, 2)
            crescent(s, tok, 3)
            tripledc(s, tok, 4)
            tromino(s, tok, 5)
            pooker(s, tok, 6)
        finally:
            s.stop()
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
