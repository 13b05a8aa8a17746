"""manual.py: docs/nomic.1 and docs/COMMANDS.md are what `nomic manual`
generates from the command table, byte for byte (issue 17 item 7: a
hand-written pointer drifts, a generated one cannot). Also: `nomic --version`
answers, and groff reads the man page without a warning.

Run: python3 manual.py NOMIC_EXE SOURCE_DIR. On a difference it prints the
first lines of the diff and the command that regenerates both files."""

import difflib
import os
import shutil
import subprocess
import sys


def generated(exe, *args):
    return subprocess.run([exe, "manual", *args], check=True, capture_output=True,
                          text=True).stdout


def main(exe, src):
    failed = False
    for path, args in (("docs/nomic.1", ()), ("docs/COMMANDS.md", ("--markdown",))):
        want = generated(exe, *args)
        with open(os.path.join(src, path), encoding="utf-8") as f:
            have = f.read()
        if have != want:
            failed = True
            diff = difflib.unified_diff(have.splitlines(), want.splitlines(), path,
                                        "nomic manual " + " ".join(args), lineterm="")
            print("\n".join(list(diff)[:40]))
    if failed:
        print("FAIL: the manual drifted from the command table; regenerate it with `make docs`")
        return 1
    v = subprocess.run([exe, "--version"], check=True, capture_output=True, text=True).stdout
    if not v.startswith("nomic (nomicd) "):
        print("FAIL: nomic --version said %r" % v)
        return 1
    if shutil.which("groff"):
        r = subprocess.run(["groff", "-man", "-Tutf8", "-ww", "-z",
                            os.path.join(src, "docs/nomic.1")], capture_output=True, text=True)
        if r.returncode or r.stderr:
            print("FAIL: groff warns about docs/nomic.1:\n" + r.stderr)
            return 1
    print("ok: docs/nomic.1 and docs/COMMANDS.md match the command table")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
