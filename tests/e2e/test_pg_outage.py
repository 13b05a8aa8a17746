"""test_pg_outage.py: a server on a PostgreSQL nomic while the database
goes away and comes back, and while it takes no writes (docs/DEPLOY.md,
"When the database goes away").

Run under pgserver.py, which can stop and start its server for us.
  - The database stops: views still answer from the state the server has;
    a command gets 503 "not recorded" and changes nothing.
  - The database starts again: the next command is recorded, on top of
    the log as it was; `nomic verify` passes.
  - The database takes no writes (default_transaction_read_only, as a hot
    standby would): a server opened on it serves reads, says why in
    GET /api/v1/nomic's readonly, refuses commands with 503; once the
    database takes writes again, the next command is recorded without a
    restart."""

import os
import subprocess

import pgserver
from e2e import Nomic, Server, check, run


def psql(n, sql):
    bindir = os.environ["NOMIC_TEST_PG_BIN"]
    p = subprocess.run([os.path.join(bindir, "psql"), "-v", "ON_ERROR_STOP=1", "-d", n.path,
                        "-c", sql], capture_output=True, text=True, timeout=60,
                       env=dict(os.environ, PGOPTIONS="-c default_transaction_read_only=off"))
    check(p.returncode == 0, "psql %r: %s" % (sql, p.stderr))


def main(exe):
    check(os.environ.get("NOMIC_TEST_PG"), "run me under pgserver.py")
    n = Nomic(exe, title="Outage")
    s = Server(n)
    try:
        alice = s.must("join alice", token=n.admin)["token"]
        s.must("transfer 100 A$ to Treasury", token=alice)
        head = s.get_json("/api/v1/nomic")["head"]

        check(pgserver.control("stop"), "could not stop the database")
        info = s.get_json("/api/v1/nomic")
        check(info["head"] == head, "a view while the database is down: %r" % info)
        players = s.get_json("/api/v1/players")
        check(any(p["name"] == "alice" for p in players), "the players view lost alice")
        status, reply = s.command("transfer 1 A$ to Treasury", token=alice)
        check(status == 503 and "not recorded" in reply.get("error", ""),
              "a command while the database is down: %d %r" % (status, reply))

        check(pgserver.control("start"), "could not start the database")
        r = s.must("transfer 1 A$ to Treasury", token=alice)
        check(r["seq"] == head + 1, "recorded at %r after the outage, head was %d"
              % (r.get("seq"), head))
        s.stop()
        p = n.cli("verify", ok=False)
        check(p.returncode == 0, "verify: %s%s" % (p.stdout, p.stderr))

        # A database that takes no writes, as a standby: reads, and 503.
        dbname = n.path.rsplit("/", 1)[1]
        psql(n, "ALTER DATABASE %s SET default_transaction_read_only = on" % dbname)
        s = Server(n, stderr=subprocess.DEVNULL)
        info = s.get_json("/api/v1/nomic")
        check("takes no writes" in info.get("readonly", ""), "readonly: %r" % info)
        check(info["head"] == head + 1, "head on a read-only database: %r" % info)
        status, reply = s.command("transfer 1 A$ to Treasury", token=alice)
        check(status == 503, "a command on a read-only database: %d %r" % (status, reply))
        psql(n, "ALTER DATABASE %s SET default_transaction_read_only = off" % dbname)
        # The server's connection keeps the setting it began with; the
        # store asks again at each command and reconnects once refused.
        r = s.must("transfer 1 A$ to Treasury", token=alice)
        check(r["seq"] == head + 2, "recorded at %r" % r.get("seq"))
        check("readonly" not in s.get_json("/api/v1/nomic"), "still read-only")
        s.stop()
        p = n.cli("verify", ok=False)
        check(p.returncode == 0, "verify: %s%s" % (p.stdout, p.stderr))
        print("served reads through an outage and a read-only database; commands "
              "recorded again after each")
    finally:
        if s.proc.poll() is None:
            s.kill()
        n.cleanup()


if __name__ == "__main__":
    run(main)
