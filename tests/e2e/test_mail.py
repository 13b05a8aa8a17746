"""test_mail.py: the focus of this file is playing by e-mail alone through a
real mail server (issue 13 item 2, and its "done when": a proposal cycle and
a game of Pure Skill by e-mail, with the forum telling everyone what
happened; docs/MAIL.md).

A private OpenSMTPD (mta.py) pipes the nomic's domain (nomic.test) to
`nomic mail deliver` and keeps the players' mail (example.test) in one
Maildir each; `nomic serve --smtp` sends the nomic's mail through it.
Players act only by mail: they join through the forum's address (R252 I,
join.mode open), learn their personal addresses from the reply (R370),
subscribe to the forum (R370.1), propose and vote (Ackanomic R104, R106);
a forged From without the secret is refused and changes nothing; the admin
advances the clock and the results reach every subscriber. Then four of
them play a Game of Pure Skill (R1250.7) by mail, the forum telling each
round's result. Last, every mailbox is read back and no private thing (a
secret vote before the results, a bid before its round ends, a token,
another player's personal address or reply) is in a mailbox it does not
belong in.

usage: test_mail.py PATH-TO-nomic"""

import os
import re
import sys
import time

from e2e import UNLIMITED, Fail, Nomic, Server, check
from mta import MTA, Skip, body_text, skip

DOMAIN = "nomic.test"
FORUM = "forum@" + DOMAIN
PLAYERS = ["alice", "bob", "carol", "dave"]


def addr(name):
    return name + "@example.test"


class Post:
    """The nomic, its server and its MTA, and what each player knows."""

    def __init__(self, exe):
        self.n = Nomic(exe)
        self.mta = None
        self.server = None
        self.personal = {}   # name -> personal address (eir secret)
        self.tokens = {}     # name -> web token from the join reply
        self.sent = 0        # mails sent to the nomic's domain
        self.senders = {}    # Message-ID -> the From of the mail sent with it
        self.msgid = 0
        n = self.n
        n.cli("--admin", "ruleset", "load", "ackanomic")
        n.cli("--admin", "param", "set", "join.mode", "open")
        n.cli("--admin", "mail", "setup", DOMAIN, FORUM)
        self.mta = MTA("@NOMIC@ --file %s mail deliver --to '%%{rcpt}' --sender '%%{sender}'"
                       % n.path, programs={"@NOMIC@": exe})
        self.mta.give(n.dir)
        self.server = Server(n, options=UNLIMITED + ["--smtp", self.mta.url])

    def close(self):
        try:
            if self.server:
                self.server.stop()
        finally:
            if self.mta:
                self.mta.stop()
                self.mta.cleanup()
            self.n.cleanup()

    def mail(self, frm, to, body, subject="commands", envelope=None, headers=""):
        """Sends a mail in by SMTP as a player's mail program would, and
        waits until the MTA has handed it to the nomic. Returns its
        Message-ID."""
        self.msgid += 1
        mid = "<m%d.%d@example.test>" % (self.msgid, os.getpid())
        msg = ("From: %s\r\nTo: %s\r\nSubject: %s\r\nMessage-ID: %s\r\n"
               "Date: Mon, 1 Jan 2001 00:00:00 +0000\r\n%s\r\n%s"
               % (frm, to, subject, mid, headers, body.replace("\n", "\r\n")))
        self.senders[mid] = frm
        refused = self.mta.send(envelope if envelope is not None else frm, [to], msg)
        check(refused == {}, "the MTA refused %s: %r" % (to, refused))
        self.sent += 1
        done = self.mta.wait_deliveries(self.sent, timeout=60, domain=DOMAIN)
        return mid, done[self.sent - 1]

    def act(self, name, *lines, subject="commands", wait=True):
        """Mails lines to name's personal address from eir own address;
        returns the reply, threaded to the mail (wait=False: the mail's
        Message-ID, once the nomic has taken it)."""
        mid, d = self.mail(addr(name), self.personal[name], "\n".join(lines) + "\n",
                           subject=subject)
        check(d["result"] == "Ok", "the nomic did not take %s's mail: %r" % (name, d))
        return self.reply(name, mid) if wait else mid

    def reply(self, name, mid, timeout=60):
        """The reply in name's mailbox to the mail mid (In-Reply-To)."""
        msgs = self.mta.wait_mail(addr(name), what=lambda m: m["In-Reply-To"] == mid,
                                  timeout=timeout)
        r = [m for m in msgs if m["In-Reply-To"] == mid]
        check(len(r) == 1, "%d replies to %s's mail %s" % (len(r), name, mid))
        return r[0]

    def forum(self, name, pattern, timeout=60):
        """Waits for a forum mail to name whose text matches pattern;
        returns the matching mails."""
        rx = re.compile(pattern)
        msgs = self.mta.wait_mail(addr(name), timeout=timeout,
                                  what=lambda m: is_forum(m) and rx.search(text(m)))
        return [m for m in msgs if is_forum(m) and rx.search(text(m))]

    def events(self):
        return len(self.n.log())


def text(m):
    return "Subject: %s\n%s" % (m["Subject"], body_text(m))


def is_forum(m):
    """A forum mail, not a reply: from the forum, threaded to nothing."""
    return m["In-Reply-To"] is None and FORUM in (m["From"] or "")


def join_all(p):
    """Each player mails the forum "join NAME": the reply welcomes em with
    eir personal address and token (R252 I, join.mode open; R370)."""
    for name in PLAYERS:
        mid, d = p.mail(addr(name), FORUM, "Hello!\njoin %s\n-- \n%s\n" % (name, name),
                        subject="joining")
        check(d["result"] == "Ok", "join mail for %s: %r" % (name, d))
        r = p.reply(name, mid)
        t = body_text(r)
        m = re.search(r"\b(p\d+-[a-z2-7]{16}@" + re.escape(DOMAIN) + r")\b", t)
        check(m, "%s's join reply has no personal address: %r" % (name, t))
        p.personal[name] = m.group(1)
        tk = re.search(r"\b(nmc_[0-9a-f]+)\b", t)
        check(tk, "%s's join reply has no token: %r" % (name, t))
        p.tokens[name] = tk.group(1)
        check(r["Subject"] == "Re: joining", "reply subject %r" % r["Subject"])
    check(len(set(p.personal.values())) == len(PLAYERS), "personal addresses repeat")
    # Each subscribes eir own address to the forum, from eir personal address.
    for name in PLAYERS:
        r = p.act(name, "forum subscribe %s" % addr(name))
        check("error" not in body_text(r), "subscribe: %r" % body_text(r))


def proposal_cycle(p):
    """R104, R106: alice proposes, all three vote by mail (secretly); the
    forgeries change nothing; the clock ends the vote and the forum tells
    every subscriber the result."""
    text_ = ("This is a Modest proposal.\\n"
             "Effect: rule amend 1250.7 \\\"Pure Skill is now a game of luck.\\\"")
    r = p.act("alice", 'propose "Luck" "%s"' % text_)
    check("Proposal 1" in body_text(r), "propose: %r" % body_text(r))
    for name in ("alice", "bob", "carol"):
        p.forum(name, r'Proposal 1 "Luck".* submitted|alice: propose "Luck"')

    r = p.act("alice", "vote 1 yes")
    check("error" not in body_text(r), "alice's vote: %r" % body_text(r))
    r = p.act("bob", "vote 1 no", "vote 1 yes")  # R106: changed before the end
    check("error" not in body_text(r), "bob's votes: %r" % body_text(r))
    r = p.act("carol", "vote 1 no")
    check("error" not in body_text(r), "carol's vote: %r" % body_text(r))

    # Forgeries: mallory writes as bob. To the forum's address with bob's
    # From: its commands are a stranger's, whatever the From says (R370: a
    # From proves nothing); the reply goes to the From (bob), refusing.
    before = p.events()
    mid, d = p.mail("bob@example.test", FORUM, "vote 1 no\ntransfer 100 A$ to dave\n",
                    subject="forged", envelope="mallory@example.test")
    check(d["result"] == "Ok", "forged mail to the forum: %r" % d)
    t = body_text(p.reply("bob", mid))
    refusals = [ln for ln in t.splitlines() if ln.startswith("error:")]
    check(len(refusals) == 2 and all("active players" in ln for ln in refusals),
          "a forged command was not refused: %r" % t)
    # To a personal address with a wrong secret: no such address (67), the
    # MTA bounces it to the envelope sender, mallory.
    wrong = re.sub(r"-[a-z2-7]{16}@", "-aaaaaaaaaaaaaaaa@", p.personal["bob"])
    mid, d = p.mail("bob@example.test", wrong, "vote 1 no\n", subject="forged",
                    envelope="mallory@example.test")
    check(d["result"] == "PermFail" and "user unknown" in d["stat"],
          "a wrong secret was not refused: %r" % d)
    p.mta.wait_mail("mallory@example.test", what=lambda m: wrong in m.as_string())
    # Another player's number with one's own secret proves nothing either.
    mine = p.personal["alice"]
    swapped = re.sub(r"^p\d+-", re.match(r"^p\d+-", p.personal["bob"]).group(0), mine)
    mid, d = p.mail("alice@example.test", swapped, "vote 1 no\n", subject="forged")
    check(d["result"] == "PermFail", "a swapped address was taken: %r" % d)
    check(p.events() == before, "the forgeries changed the log: %d events, not %d"
          % (p.events(), before))

    # The admin ends the voting period (R106); the results go to the forum.
    p.n.cli("--admin", "clock", "advance", "7d")
    for name in ("alice", "bob", "carol"):
        res = p.forum(name, r"Proposal 1.*(ADOPTED|REJECTED|adopted|rejected)")
        check(res, "%s has no result" % name)
    t = text(p.forum("carol", r"Proposal 1.*(ADOPTED|adopted)")[0])
    check("bob" in t, "the results do not name the votes: %r" % t)


# Pure Skill (R1250.7): dave referees; alice, bob and carol bid. Each
# round's bids, by suit: alice Hearts, bob Diamonds, carol Clubs.
BIDS = [("K", "Q", "2"), ("Q", "K", "A"), ("J", "J", "3"), ("10", "10", "4"),
        ("9", "9", "5"), ("8", "8", "6"), ("7", "7", "7"), ("6", "6", "8"),
        ("5", "5", "9"), ("4", "4", "10"), ("3", "3", "J"), ("2", "2", "Q"),
        ("A", "A", "K")]


def pure_skill(p):
    r = p.act("dave", "game new pureskill")
    check("game 1" in body_text(r) and "referee dave" in body_text(r),
          "game new: %r" % body_text(r))
    for name in ("alice", "bob", "carol"):
        r = p.act(name, "game join 1")
        check("joins game 1" in body_text(r), "%s's game join: %r" % (name, body_text(r)))
    r = p.act("dave", "game start 1")
    check("starts" in body_text(r), "game start: %r" % body_text(r))
    for name in PLAYERS:
        p.forum(name, r"game 1 .*starts|dave: game start 1")
    # R1250.7 4c: a round ends once all three have bid, so each round's
    # bids are in (the nomic has taken the mails) before the next's go.
    mids = []
    for rnd, bids in enumerate(BIDS, 1):
        for name, card in zip(("alice", "bob", "carol"), bids):
            mids.append((rnd, name, p.act(name, "play 1 bid %s" % card, wait=False)))
    for rnd, name, mid in mids:
        t = body_text(p.reply(name, mid))
        check("%s bids " % name in t and "round %d of game 1" % rnd in t,
              "round %d, %s's bid: %r" % (rnd, name, t))
    # The last round ends at the clock's next run.
    p.n.cli("--admin", "clock", "advance", "1h")
    for name in PLAYERS:
        for rnd in range(1, len(BIDS) + 1):
            p.forum(name, r"game 1 round %d: prize" % rnd)
        p.forum(name, r"game 1 .*(ends|over|wins|won)")


def no_leaks(p):
    """Every mailbox holds only what its owner may see."""
    boxes = {name: p.mta.maildir(addr(name)) for name in PLAYERS}
    boxes["mallory"] = p.mta.maildir("mallory@example.test")
    admin = p.n.admin
    for owner, msgs in boxes.items():
        for m in msgs:
            t = m.as_string()
            check(admin not in t, "the admin's token reached %s" % owner)
            for name in PLAYERS:
                if name == owner:
                    continue
                check(p.personal[name] not in t,
                      "%s's personal address reached %s: %r" % (name, owner, m["Subject"]))
                check(p.tokens[name] not in t,
                      "%s's token reached %s: %r" % (name, owner, m["Subject"]))
                # A player's private reply ("bob bids KD", "vote 1 no" echoed)
                # goes to em alone.
                check(not re.search(r"%s bids \w+ in round" % name, t),
                      "%s's bid reached %s: %r" % (name, owner, t[:3000]))
    # A reply (a command's private answer) goes to the mail's From alone:
    # every reply in a mailbox answers a mail sent from that address.
    for owner, msgs in boxes.items():
        for m in msgs:
            irt = m["In-Reply-To"]
            if irt is None or m["From"] is None or FORUM not in m["From"]:
                continue
            check(p.senders.get(irt) == addr(owner),
                  "%s got the reply to a mail from %r" % (owner, p.senders.get(irt)))
    # Before the results, no forum mail said how anyone voted.
    for owner, msgs in boxes.items():
        seen_result = False
        for m in msgs:
            t = text(m)
            if is_forum(m) and re.search(r"Proposal 1.*(ADOPTED|REJECTED)", t):
                seen_result = True
            if is_forum(m) and not seen_result:
                check(not re.search(r"\b(YES|NO)\b", t), "a vote in the forum before the "
                      "results, to %s: %r" % (owner, t))


def main():
    if len(sys.argv) != 2:
        print("usage: %s PATH-TO-nomic" % sys.argv[0], file=sys.stderr)
        sys.exit(2)
    t0 = time.time()
    try:
        p = Post(os.path.abspath(sys.argv[1]))
    except Skip as e:
        skip(str(e))
    try:
        join_all(p)
        proposal_cycle(p)
        pure_skill(p)
        no_leaks(p)
        check(p.n.cli("verify").returncode == 0, "verify failed")
        for name in PLAYERS:
            msgs = p.mta.maildir(addr(name))
            print("%s: %d mails, %d from the forum, %d replies" % (
                name, len(msgs), sum(is_forum(m) for m in msgs),
                sum(m["In-Reply-To"] is not None for m in msgs)))
    except (Fail, TimeoutError) as e:
        print("FAIL:", e)
        print("smtpd's log (end):\n" + p.mta.log()[-4000:])
        print("the outbox:\n" + p.n.cli("mail", "outbox", ok=False).stdout[-3000:])
        sys.exit(1)
    finally:
        p.close()
    print("ok (%.1fs)" % (time.time() - t0))


if __name__ == "__main__":
    main()
