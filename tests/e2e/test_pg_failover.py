"""test_pg_failover.py: a server on a PostgreSQL nomic with a synchronous
streaming replica, through a failover under load (docs/DEPLOY.md, "A
streaming replica for failover").

Run under pgserver.py, which starts the primary, and on our word a replica
(pg_basebackup -R, synchronous_standby_names = '*') and the failover (the
primary stopped at once, the replica promoted). The server is given both
hosts with target_session_attrs=read-write, as the docs say.
  - 16 players send transfers as fast as the server answers; mid-stream
    the primary dies and the replica is promoted. Commands in between get
    503 "not recorded" (and nothing else goes wrong); after, the same
    server, not restarted, records commands again, on the promoted
    replica.
  - Every command acknowledged before or after the failover is in the log
    once, at its seq, as its player; `nomic verify` passes; no A$ made or
    lost."""

import http.client
import json
import os
import threading
import time

import pgserver
from e2e import Nomic, Server, check, run

PLAYERS = 16


def client(port, me, token, to, acked, refused, errors, stop):
    line = "transfer 1 A$ to %s" % to
    body = json.dumps({"command": line})
    headers = {"Content-Type": "application/json", "Authorization": "Bearer " + token}
    while not stop.is_set():
        c = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        try:
            c.request("POST", "/api/v1/commands", body=body, headers=headers)
            r = c.getresponse()
            reply = json.loads(r.read())
        except (OSError, http.client.HTTPException, ValueError) as e:
            errors.append(("post", repr(e)))
            return
        finally:
            c.close()
        if r.status == 200 and reply.get("ok"):
            acked.append((reply["seq"], me, line, time.time()))
        elif r.status == 503 and "not recorded" in reply.get("error", ""):
            refused.append(time.time())
            time.sleep(0.05)
        elif r.status != 422:
            errors.append((r.status, reply))
            return


def a_dollars(s, token):
    players = s.get_json("/api/v1/players", token=token)
    cur = {c["name"]: c for c in s.get_json("/api/v1/currencies", token=token)}
    return sum(p["balances"]["A$"] for p in players) + cur["A$"]["treasury"]


def main(exe):
    check(os.environ.get("NOMIC_TEST_PG"), "run me under pgserver.py")
    n = Nomic(exe, title="Failover", clock="real")
    answer = pgserver.control("replica")
    check(answer, "no replica")
    port2 = int(answer.split()[1])
    # postgresql://nomic@127.0.0.1:P1/DB -> both hosts, the writable one.
    base, db = n.path.rsplit("/", 1)
    n.path = "%s,127.0.0.1:%d/%s?target_session_attrs=read-write" % (base, port2, db)
    s = Server(n)
    try:
        s.lift_limits()
        names = ["f%02d" % i for i in range(PLAYERS)]
        tokens = {m: s.must("join %s" % m, token=n.admin)["token"] for m in names}
        supply = a_dollars(s, n.admin)
        acked, refused, errors, stop = [], [], [], threading.Event()
        threads = [threading.Thread(target=client, args=(
            s.port, m, tokens[m], names[(i + 1) % PLAYERS], acked, refused, errors, stop))
            for i, m in enumerate(names)]
        for t in threads:
            t.start()
        time.sleep(1.5)
        check(pgserver.control("failover"), "the failover failed")
        promoted = time.time()
        deadline = promoted + 60
        while time.time() < deadline and not any(a[3] > promoted + 0.5 for a in acked):
            time.sleep(0.2)
        time.sleep(1.0)
        stop.set()
        for t in threads:
            t.join(120)
        check(not any(t.is_alive() for t in threads), "a client hung")
        check(not errors, "unexpected answers: %r" % errors[:3])
        before = sum(1 for a in acked if a[3] < promoted)
        after = sum(1 for a in acked if a[3] > promoted + 0.5)
        check(before and after, "acks before %d, after %d the failover" % (before, after))

        p = n.cli("verify", ok=False)  # on the promoted replica
        check(p.returncode == 0, "verify: %d %s%s" % (p.returncode, p.stdout, p.stderr))
        log = {ev["seq"]: ev for ev in n.log()}
        seqs = [a[0] for a in acked]
        check(len(set(seqs)) == len(seqs), "two replies claimed one seq")
        for seq, me, line, _ in acked:
            ev = log.get(seq)
            check(ev is not None and ev["actor"] == me and ev["command"] == line,
                  "acknowledged event %d is %r, not %s's %r" % (seq, ev, me, line))
        check(a_dollars(s, n.admin) == supply, "A$ was made or lost")
        s.stop()
        print("%d commands acknowledged (%d before the failover, %d after), %d refused "
              "while it happened; all in the promoted replica's log"
              % (len(acked), before, after, len(refused)))
    finally:
        if s.proc.poll() is None:
            s.kill()
        n.cleanup()


if __name__ == "__main__":
    run(main)
