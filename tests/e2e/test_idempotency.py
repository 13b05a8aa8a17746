"""test_idempotency.py: a retried POST applies once (issue 12, item 5).
A command sent with an Idempotency-Key by a signed-in actor and sent again
with the same key returns its first reply and appends nothing, also after
the server was killed (kill -9) between committing it and answering."""

import json
import socket

from e2e import Nomic, Server, check, run


def a_dollars(s, who):
    return {p["name"]: p for p in s.get_json("/api/v1/players")}[who]["balances"]["A$"]


def post(s, line, token, key):
    status, _, data = s.request(
        "POST", "/api/v1/commands", body=json.dumps({"command": line}),
        headers={"Content-Type": "application/json", "Idempotency-Key": key}, token=token)
    return status, json.loads(data)


def main(exe):
    n = Nomic(exe)
    s = Server(n)
    try:
        alice = s.must("join alice", token=n.admin)["token"]
        s.must("join bob", token=n.admin)
        status, first = post(s, "transfer 1 A$ to bob", alice, "t1")
        check(status == 200 and first["ok"] and "repeated" not in first, "first: %r" % first)
        status, again = post(s, "transfer 1 A$ to bob", alice, "t1")
        check(status == 200 and again.get("repeated") is True and again["seq"] == first["seq"]
              and again["reply"] == first["reply"], "again: %r" % again)
        check(a_dollars(s, "alice") == 899, "alice paid twice")
        for bad in ("has space", "x" * 201, ""):
            status, r = post(s, "transfer 1 A$ to bob", alice, bad)
            check(status == 400, "key %r: %d %r" % (bad[:20], status, r))
        check(a_dollars(s, "alice") == 899, "a refused key moved A$")

        # Killed between the commit and the reply: the retry is not done twice.
        for i in range(5):
            body = json.dumps({"command": "transfer 1 A$ to bob"}).encode()
            req = (b"POST /api/v1/commands HTTP/1.1\r\nHost: x\r\n"
                   b"Authorization: Bearer " + alice.encode() + b"\r\n"
                   b"Idempotency-Key: crash-" + str(i).encode() + b"\r\n"
                   b"Content-Type: application/json\r\nContent-Length: " +
                   str(len(body)).encode() + b"\r\n\r\n" + body)
            c = socket.create_connection(("127.0.0.1", s.port))
            c.sendall(req)
            s.kill()
            c.close()
            s = Server(n)
            status, r = post(s, "transfer 1 A$ to bob", alice, "crash-%d" % i)
            check(status == 200 and r["ok"], "retry %d: %d %r" % (i, status, r))
            check(a_dollars(s, "alice") == 899 - (i + 1), "retry %d applied twice (or never): "
                  "alice has %d" % (i, a_dollars(s, "alice")))
        s.stop()
        check(n.cli("verify").stdout.startswith("ok"), "the log does not verify")
    finally:
        if s.proc.poll() is None:
            s.kill()
        n.cleanup()


run(main)
