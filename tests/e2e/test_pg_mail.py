"""test_pg_mail.py: the mail gateway on a nomic kept in PostgreSQL, with
two servers on the one database (issue 17 item 5; src/store/outbox_pg.c).

Run under pgserver.py (meson's "e2e pg mail"): e2e.Nomic makes the nomic
in a database of its own, and its outbox lives in the same database. A
private OpenSMTPD (mta.py) pipes the nomic's domain to `nomic mail
deliver`; two servers, A and B, both run `serve --smtp` through it, so
both publish and both send from one outbox.

- Mail in, replies out: four players join by mail (R252 I), subscribe to
  the forum and play a proposal cycle by mail; the vote's results reach
  every subscriber through the forum (test_mail.py's steps, each reply
  found exactly once in its mailbox).
- The MTA goes down while the players act over HTTP: the forum's mails
  wait in the outbox, tried again and again; once it is back, every one
  arrives, sent after more than one try.
- While the backlog drains, four `nomic mail flush` processes claim from
  the same outbox beside the two servers' senders.
- Exactly once: every mail in a player's mailbox from the nomic is one
  outbox row sent, and the number of such mails equals the number of
  rows marked sent to the players: none went twice, none is missing; no
  two mails in a mailbox share a Message-ID. `nomic verify` passes.

usage: test_pg_mail.py PATH-TO-nomic"""

import collections
import os
import re
import subprocess
import sys
import time

import test_mail as tm
from e2e import UNLIMITED, Fail, Server, check
from mta import Skip, skip

TRANSFERS = 12


def outbox_rows(p):
    """`nomic mail outbox` as (id, kind, status, tries, rcpt) tuples."""
    out = p.n.cli("mail", "outbox").stdout
    rows = []
    for line in out.splitlines():
        m = re.match(r"(\d+) (\S+) (\S+) tries=(\d+) to=(\S+)", line)
        check(m, "an outbox line I cannot read: %r" % line)
        rows.append((int(m.group(1)), m.group(2), m.group(3), int(m.group(4)), m.group(5)))
    return rows


def from_nomic(m):
    return tm.DOMAIN in (m["From"] or "")


def outage(p, servers):
    """The MTA is down while players transfer over HTTP (each transfer
    goes to every subscriber by the forum): the mails wait, are tried
    again, and all arrive once the MTA is back, with mail flush processes
    claiming beside both servers."""
    before = {r[0] for r in outbox_rows(p)}
    p.mta.stop()
    names = tm.PLAYERS
    for i in range(TRANSFERS):
        who, to = names[i % 4], names[(i + 1) % 4]
        servers[i % 2].must("transfer 1 A$ to %s" % to, token=p.tokens[who])
    # Both servers publish the transfers to the outbox and fail to send.
    deadline = time.time() + 60
    while True:
        new = [r for r in outbox_rows(p) if r[0] not in before and r[1] == "forum"]
        tried = [r for r in new if r[3] >= 2 and r[2] == "queued"]
        if len(new) >= TRANSFERS * len(names) and tried:
            break
        check(time.time() < deadline, "the outage's mails were not queued and retried: %r"
              % new[:8])
        time.sleep(0.5)
    check(all(r[2] == "queued" for r in new), "a mail left the outbox with the MTA down: %r"
          % [r for r in new if r[2] != "queued"])
    p.mta.start()
    flushers = [subprocess.Popen([p.n.exe, "--file", p.n.path, "mail", "flush", "--smtp",
                                  p.mta.url], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                 text=True) for _ in range(4)]
    for f in flushers:
        out, err = f.communicate(timeout=120)
        check(f.returncode == 0, "mail flush: %d %r %r" % (f.returncode, out, err))
    # Every transfer reaches every subscriber (the backoff may hold some
    # until the servers' next rounds).
    for i in range(TRANSFERS):
        to = names[(i + 1) % 4]
        for name in names:
            p.forum(name, r"transfer 1 A\$ to %s" % to, timeout=90)
    deadline = time.time() + 90
    while True:
        new = [r for r in outbox_rows(p) if r[0] not in before]
        if all(r[2] == "sent" for r in new):
            break
        check(time.time() < deadline, "not all sent: %r" % [r for r in new if r[2] != "sent"])
        time.sleep(1)
    check(any(r[3] >= 2 for r in new), "no mail of the outage was tried more than once")


def exactly_once(p):
    """Each sent row to a player is in eir mailbox once; nothing else from
    the nomic is there."""
    rows = outbox_rows(p)
    check(not [r for r in rows if r[2] != "sent"], "unsent mail: %r"
          % [r for r in rows if r[2] != "sent"])
    sent = collections.Counter(r[4] for r in rows if r[2] == "sent")
    for name in tm.PLAYERS:
        a = tm.addr(name)
        msgs = [m for m in p.mta.maildir(a) if from_nomic(m)]
        ids = collections.Counter(m["Message-ID"] for m in msgs)
        dup = [i for i, k in ids.items() if k > 1]
        check(not dup, "%s received %d mails twice: %r" % (name, len(dup), dup[:3]))
        check(len(msgs) == sent[a], "%s has %d mails from the nomic; the outbox sent %d"
              % (name, len(msgs), sent[a]))
        print("%s: %d mails, each once" % (name, len(msgs)))


def main():
    if len(sys.argv) != 2:
        print("usage: %s PATH-TO-nomic" % sys.argv[0], file=sys.stderr)
        sys.exit(2)
    check(os.environ.get("NOMIC_TEST_PG"), "run me under pgserver.py")
    t0 = time.time()
    try:
        p = tm.Post(os.path.abspath(sys.argv[1]))
    except Skip as e:
        skip(str(e))
    b = None
    try:
        check(p.n.path.startswith("postgresql://"), "the nomic is not in PostgreSQL")
        p.n.cli("--admin", "param", "set", "mail.retry", "1s")
        b = Server(p.n, options=UNLIMITED + ["--smtp", p.mta.url])
        tm.join_all(p)
        tm.proposal_cycle(p)
        outage(p, (p.server, b))
        exactly_once(p)
        check(p.n.cli("verify").returncode == 0, "verify failed")
    except (Fail, TimeoutError) as e:
        print("FAIL:", e)
        print("smtpd's log (end):\n" + p.mta.log()[-4000:])
        print("the outbox:\n" + p.n.cli("mail", "outbox", ok=False).stdout[-3000:])
        sys.exit(1)
    finally:
        if b:
            b.stop()
        p.close()
    print("ok (%.1fs)" % (time.time() - t0))


if __name__ == "__main__":
    main()
