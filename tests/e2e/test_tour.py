"""test_tour.py: the README's tour works as written (issue 13, item 6).

The command lines are read from README.md itself, from "A ten-line tour" to
the next section, so the README and this test can never disagree: every
indented line of the tour's blocks is run in order by bash, as a reader
would paste it, in a fresh directory where build/src/cli/nomic is the CLI
under test. Each must exit 0 and print no "error:", except a line whose
comment says "# error: TEXT", which must be refused with TEXT. A few key
replies are checked besides: the admin token, the proposal adopted
(Ackanomic R104, R106) with its scores (R207), the amended rule, and the
Sunday transfer refused by Rule 1391's script."""

import os
import re
import shlex
import subprocess
import tempfile

from e2e import Fail, check, run

README = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "README.md")


def tour_commands(text):
    """The tour's shell commands, in order: each indented line of the
    section's blocks, with the lines that follow it while a quote is open
    (the Sunday proposal's script spans several)."""
    m = re.search(r"^## A ten-line tour\n(.*?)^## ", text, re.S | re.M)
    check(m, "README.md has no '## A ten-line tour' section")
    cmds, cur = [], None
    for line in m.group(1).split("\n"):
        if cur is None:
            if not line.startswith("    ") or not line.strip():
                continue
            cur = line[4:]
        else:
            cur += "\n" + line[4:] if line.startswith("    ") else "\n" + line
        try:
            shlex.split(cur, comments=True)
        except ValueError:  # a quote still open: the command goes on
            continue
        cmds.append(cur)
        cur = None
    check(cur is None, "the tour ends inside a quote: %r" % cur)
    return cmds


# Replies the tour promises, by a piece of the command line that gives them.
# (The same line may appear more than once: each time must say it.)
EXPECT = [
    ("init --title", "admin token:"),
    ("--admin join alice", "token:"),
    ("clock advance 30d", "Non-Player"),
    ("rule amend 207", "207"),
    ('propose "Luck"', "Proposal 1"),
    ('propose "Sunday rest"', "Proposal 2"),
    ("clock advance 7d", "ADOPTED"),
    ("report scorekeeper", "A game of luck."),
    ("rule 1391", "Sunday rest"),
]


def main(exe):
    with open(README, encoding="utf-8") as f:
        cmds = tour_commands(f.read())
    check(len(cmds) >= 20, "only %d commands found in the tour" % len(cmds))
    work = tempfile.mkdtemp(prefix="nomic-tour-")
    # The tour runs from the top of a clone, where the CLI is built.
    os.makedirs(os.path.join(work, "build", "src", "cli"))
    os.symlink(os.path.abspath(exe), os.path.join(work, "build", "src", "cli", "nomic"))
    envfile = os.path.join(work, ".tour-env")
    env = {k: v for k, v in os.environ.items() if not k.startswith("NOMIC")}
    seen = {piece: 0 for piece, _ in EXPECT}
    adopted = []
    try:
        for cmd in cmds:
            # -e: each command of a line ("a; b") must succeed, not just
            # the last; the environment (the tour's export) carries on.
            script = "set -e\n%s\nenv -0 > %s\n" % (cmd, shlex.quote(envfile))
            p = subprocess.run(["bash", "-c", script], cwd=work, env=env,
                               capture_output=True, text=True, timeout=120)
            out = p.stdout + p.stderr
            first = cmd.split("\n")[0]
            refused = re.search(r"#\s*error:\s*(.*)$", first)
            if refused:
                check(p.returncode != 0 and ("error: " + refused.group(1)) in out,
                      "%r should be refused with %r; exit %d: %s"
                      % (first, refused.group(1), p.returncode, out))
                continue
            check(p.returncode == 0 and "error:" not in out,
                  "%r failed (exit %d): %s" % (first, p.returncode, out))
            with open(envfile, "rb") as f:
                env = dict(kv.split("=", 1) for kv in
                           f.read().decode().split("\0") if "=" in kv)
            for piece, want in EXPECT:
                if piece in cmd.split("#")[0]:
                    seen[piece] += 1
                    check(want in out, "%r should say %r: %s" % (first, want, out))
            if "clock advance 7d" in cmd:
                adopted.append(out)
        missing = [piece for piece, n in seen.items() if n == 0]
        check(not missing, "the tour no longer has %r" % missing)
        # R207: the proposer scores 5 and each voter 1 on adoption.
        check("alice +5" in adopted[0], "proposal 1's scores: %r" % adopted[0])
        check(len(adopted) == 2, "expected two votes ended, got %d" % len(adopted))
    finally:
        subprocess.run(["rm", "-rf", work])


if __name__ == "__main__":
    run(main)
