"""test_tamper.py: history cannot be edited quietly. A nomic is made with
the CLI; then one event is rewritten straight in the SQLite file. `nomic
verify` must exit 4 naming that event, and the server must refuse to serve
the file."""

import sqlite3
import subprocess

from e2e import Nomic, check, run


def main(exe):
    n = Nomic(exe)
    try:
        n.cli("--admin", "join", "alice")
        n.cli("--admin", "join", "bob")
        n.cli("--as", "alice", "transfer", "5", "A$", "to", "bob")
        check(n.cli("verify").returncode == 0, "a fresh nomic does not verify")

        db = sqlite3.connect(n.path)
        cmd = db.execute("SELECT command FROM events WHERE seq = 3").fetchone()[0]
        check(cmd == "join bob", "event 3 is %r" % cmd)
        with db:
            db.execute("UPDATE events SET command = 'join mallory' WHERE seq = 3")
        db.close()

        p = n.cli("verify", ok=False)
        check(p.returncode == 4, "verify exited %d on an edited log: %s" % (p.returncode,
                                                                           p.stdout))
        check("event 3" in p.stdout, "verify did not name event 3: %r" % p.stdout)

        p = subprocess.run([exe, "--file", n.path, "serve", "--port", "0"],
                           capture_output=True, text=True, timeout=60)
        check(p.returncode == 3 and "event 3" in p.stderr,
              "serve on an edited log: exit %d, %r" % (p.returncode, p.stderr))
    finally:
        n.cleanup()


if __name__ == "__main__":
    run(main)
