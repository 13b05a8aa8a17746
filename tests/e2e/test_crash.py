"""test_crash.py: an acknowledged command survives kill -9.

50 players each send transfers of 1 A$ round a ring as fast as the server
answers, on their own connections, so the engine group-commits them. Every
"ok" reply's seq is recorded with the command it acknowledged. The server
is killed with SIGKILL mid-stream; then `nomic verify` must pass, every
acknowledged command must be in the log at its seq, as its player, and a
restarted server must serve the same state, with no A$ made or lost."""

import http.client
import json
import threading
import time

from e2e import Nomic, Server, check, run

PLAYERS = 50
LOAD_SECONDS = 2.5


def client(port, me, token, to, acked, errors, stop):
    """Sends "transfer 1 A$ to NEXT" in a loop on one keep-alive connection."""
    line = "transfer 1 A$ to %s" % to
    body = json.dumps({"command": line})
    headers = {"Content-Type": "application/json", "Authorization": "Bearer " + token}
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        while not stop.is_set():
            c.request("POST", "/api/v1/commands", body=body, headers=headers)
            r = c.getresponse()
            data = r.read()
            reply = json.loads(data)
            if r.status == 200 and reply.get("ok"):
                acked.append((reply["seq"], me, line))
            elif r.status != 422:  # a refusal (out of A$) is fine; nothing else is
                errors.append((r.status, data))
                return
    except (OSError, http.client.HTTPException, ValueError):
        pass  # the server died under us: that is the point
    finally:
        c.close()


def a_dollars(s):
    total = sum(p["balances"]["A$"] for p in s.get_json("/api/v1/players"))
    cur = {c["name"]: c for c in s.get_json("/api/v1/currencies")}
    return total + cur["A$"]["treasury"]


def main(exe):
    n = Nomic(exe, title="Crash", clock="real")
    s = Server(n)
    try:
        s.lift_limits()  # a load test: the limits would answer 429s (test_limits.py)
        names = ["p%02d" % i for i in range(PLAYERS)]
        tokens = {name: s.must("join %s" % name, token=n.admin)["token"] for name in names}
        supply = a_dollars(s)

        acked, errors, stop = [], [], threading.Event()
        threads = [threading.Thread(target=client, args=(
            s.port, name, tokens[name], names[(i + 1) % PLAYERS], acked, errors, stop))
            for i, name in enumerate(names)]
        for t in threads:
            t.start()
        time.sleep(LOAD_SECONDS)
        s.kill()  # SIGKILL, mid-stream
        stop.set()
        for t in threads:
            t.join(60)
        check(not any(t.is_alive() for t in threads), "a client hung")
        check(not errors, "unexpected answers under load: %r" % errors[:3])
        check(len(acked) >= PLAYERS, "too few commands were acknowledged: %d" % len(acked))

        p = n.cli("verify", ok=False)
        check(p.returncode == 0, "verify after kill -9: %d %s" % (p.returncode, p.stdout))
        log = {ev["seq"]: ev for ev in n.log()}
        seqs = [seq for seq, _, _ in acked]
        check(len(set(seqs)) == len(seqs), "two replies claimed one seq")
        for seq, me, line in acked:
            ev = log.get(seq)
            check(ev is not None, "acknowledged event %d is not in the log" % seq)
            check(ev["actor"] == me and ev["command"] == line,
                  "event %d is %r, but %s was told it was %r" % (seq, ev, me, line))

        # A restart replays the log to the same nomic.
        s = Server(n)
        info = s.get_json("/api/v1/nomic")
        check(info["head"] == max(log) and info["head"] >= max(seqs),
              "restarted at %d, log ends at %d" % (info["head"], max(log)))
        check(a_dollars(s) == supply, "A$ is a fixed currency, but its supply changed")
        s.must("transfer 1 A$ to p00", token=tokens["p01"])
        s.stop()
        print("%d commands acknowledged, all durable; log has %d events"
              % (len(acked), max(log)))
    finally:
        if s.proc.poll() is None:
            s.kill()
        n.cleanup()


if __name__ == "__main__":
    run(main)
