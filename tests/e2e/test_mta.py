"""test_mta.py: the focus of this file is the private mail server the mail
tests run on (tests/e2e/mta.py; issue 13 item 2) and the nomic's SMTP
client through it (src/mail/smtp.c).

A message sent in by SMTP to a player's address lands in eir Maildir and
nobody else's; mail to the nomic's domain reaches the pipe command with
the recipient and the envelope sender as arguments and the message on
stdin (a stand-in for `nomic mail deliver`), the null sender as an empty
argument; the pipe's exit 75 keeps the mail queued, 67 bounces it; smtp_send delivers
through it (to a player, to the nomic's domain), says "permanent" for a
domain the server refuses and "temporary" for a closed port; two instances
run at once without sharing a spool; and stopping one leaves no process
and no listening port.

usage: test_mta.py PATH-TO-smtp_send_tool"""

import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time

from e2e import Fail, check
from mta import MTA, Skip, body_text, parse, skip

STANDIN = """#!/bin/sh
# A stand-in for `nomic mail deliver`: keeps its arguments and the message,
# and fails as the recipient's local part asks.
f=$(mktemp -p '{work}' mail.XXXXXX) || exit 75
printf '%s\\n' "$@" > "$f.args"
cat > "$f.msg"
case "$2" in
unknown*) exit 67 ;;
tempfail*) exit 75 ;;
esac
exit 0
"""


def piped(mta):
    """What reached the pipe: a list of (argv, message), oldest first."""
    out = []
    names = sorted((n for n in os.listdir(mta.work) if n.endswith(".args")),
                   key=lambda n: os.stat(os.path.join(mta.work, n)).st_mtime)
    for n in names:
        base = os.path.join(mta.work, n[:-5])
        with open(base + ".args") as f:
            argv = f.read().split("\n")[:-1]
        with open(base + ".msg", "rb") as f:
            out.append((argv, parse(f.read())))
    return out


def wait_piped(mta, count, timeout=30):
    deadline = time.time() + timeout
    while len(piped(mta)) < count:
        check(time.time() < deadline, "the pipe got %d message(s), not %d: %s"
              % (len(piped(mta)), count, mta.log()[-2000:]))
        time.sleep(0.1)
    return piped(mta)


def start(nomic_domain="nomic.test"):
    """An MTA piping the nomic's domain to the stand-in script."""
    # The script lives in a directory of its own that the mda user can
    # reach; it is written once the MTA (and so its work directory) exists,
    # before any mail is sent.
    d = tempfile.mkdtemp(prefix="nomic-standin-")
    os.chmod(d, 0o755)
    script = os.path.join(d, "standin")
    mta = MTA("%s --to %%{rcpt} --sender '%%{sender}'" % script, nomic_domain=nomic_domain)
    with open(script, "w") as f:
        f.write(STANDIN.format(work=mta.work))
    os.chmod(script, 0o755)
    mta.standin_dir = d
    return mta


def finish(mta):
    try:
        mta.stop()
    finally:
        mta.cleanup()
        shutil.rmtree(mta.standin_dir, ignore_errors=True)


def letter(frm, to, subject, body):
    return ("From: %s\r\nTo: %s\r\nSubject: %s\r\nMessage-ID: <%s@example.test>\r\n\r\n%s"
            % (frm, to, subject, subject.replace(" ", "."), body))


def test_player_maildir(mta):
    """Mail to a player's address lands in eir Maildir, and only there."""
    refused = mta.send("bob@example.test", ["alice@example.test"],
                       letter("bob@example.test", "alice@example.test", "hello alice",
                              "Dear alice,\r\nthis is for you.\r\n"))
    check(refused == {}, "refused: %r" % refused)
    msgs = mta.wait_mail("alice@example.test")
    check(len(msgs) == 1, "alice has %d messages" % len(msgs))
    m = msgs[0]
    check(m["Subject"] == "hello alice", "subject %r" % m["Subject"])
    check(m["From"] == "bob@example.test", "from %r" % m["From"])
    check("this is for you." in body_text(m), "body %r" % body_text(m))
    check(m["Delivered-To"] == "alice@example.test", "Delivered-To %r" % m["Delivered-To"])
    check(mta.mailboxes() == ["alice@example.test"], "mailboxes %r" % mta.mailboxes())
    # Case in the address does not make a second mailbox.
    mta.send("bob@example.test", ["Alice@Example.TEST"],
             letter("bob@example.test", "Alice@Example.TEST", "second", "again\r\n"))
    mta.wait_mail("alice@example.test", 2)
    check(mta.mailboxes() == ["alice@example.test"], "mailboxes %r" % mta.mailboxes())


def test_other_domain_refused(mta):
    """A domain the MTA does not serve is refused at RCPT (550): no relay."""
    try:
        mta.send("bob@example.test", ["someone@elsewhere.test"],
                 letter("bob@example.test", "someone@elsewhere.test", "relay", "x\r\n"))
        raise Fail("the MTA relayed to elsewhere.test")
    except Exception as e:
        check("550" in str(e), "not a 550 refusal: %r" % e)


def test_pipe(mta):
    """Mail to the nomic's domain reaches the pipe command: the recipient
    (with its +secret part) and the envelope sender as arguments, the
    message on stdin; the null sender <> is an empty argument."""
    mta.send("carol@example.test", ["carol+s3cret@nomic.test"],
             letter("carol@example.test", "carol+s3cret@nomic.test", "commands",
                    "vote 1 yes\r\n.\r\n..leading dots\r\n"))
    (argv, msg), = wait_piped(mta, 1)
    check(argv == ["--to", "carol+s3cret@nomic.test", "--sender", "carol@example.test"],
          "argv %r" % argv)
    check(msg["Subject"] == "commands", "subject %r" % msg["Subject"])
    check(msg["Return-Path"] == "<carol@example.test>", "Return-Path %r" % msg["Return-Path"])
    lines = body_text(msg).splitlines()
    check(lines == ["vote 1 yes", ".", "..leading dots"], "body lines %r" % lines)
    mta.send("", ["forum@nomic.test"], letter("MAILER-DAEMON@example.test", "forum@nomic.test",
                                              "bounce", "Undeliverable\r\n"))
    argv, msg = wait_piped(mta, 2)[1]
    check(argv == ["--to", "forum@nomic.test", "--sender", ""], "argv %r" % argv)
    # A shell's metacharacters in an address reach the pipe as data: smtpd
    # either refuses the address or sanitizes it, never runs it.
    try:
        mta.send("x@example.test", ["a$(touch${IFS}/tmp/nomic-mta-pwned)@nomic.test"],
                 letter("x@example.test", "a@nomic.test", "inject", "x\r\n"))
    except Exception:
        pass
    time.sleep(1)
    check(not os.path.exists("/tmp/nomic-mta-pwned"), "an address ran a command")
    check(mta.deliveries() and all(d["result"] == "Ok" for d in mta.deliveries()),
          "deliveries %r" % mta.deliveries())


def test_pipe_exit_codes(mta):
    """The pipe's exit code decides (sysexits.h, as `nomic mail deliver`
    uses them): 75 (EX_TEMPFAIL) keeps the mail queued for a retry and
    bounces nothing; 67 (EX_NOUSER) is "user unknown": the sender gets a
    bounce at once."""
    before = len(mta.deliveries("nomic.test"))
    mta.send("dave@example.test", ["tempfail@nomic.test"],
             letter("dave@example.test", "tempfail@nomic.test", "later", "x\r\n"))
    got = mta.wait_deliveries(before + 1, domain="nomic.test")[before:]
    check([(d["to"], d["result"]) for d in got] == [("tempfail@nomic.test", "TempFail")],
          "deliveries %r" % got)
    mta.send("dave@example.test", ["unknown@nomic.test"],
             letter("dave@example.test", "unknown@nomic.test", "nobody", "x\r\n"))
    got = mta.wait_deliveries(before + 2, domain="nomic.test")[before + 1:]
    check([(d["to"], d["result"]) for d in got] == [("unknown@nomic.test", "PermFail")],
          "deliveries %r" % got)
    check("user unknown" in got[0]["stat"], "stat %r" % got[0]["stat"])
    bounces = mta.wait_mail("dave@example.test")
    check(len(bounces) == 1, "dave got %d bounces, not 1" % len(bounces))
    b = bounces[0]
    text = b.as_string()
    check("unknown@nomic.test" in text and "tempfail@nomic.test" not in text,
          "the bounce: %r" % text[:2000])
    check(b["Return-Path"] in (None, "<>"), "a bounce from %r" % b["Return-Path"])


def smtp_tool(tool, url, frm, rcpts, msg):
    p = subprocess.run([tool, url, frm] + rcpts, input=msg.encode(), capture_output=True,
                       timeout=120)
    return p.returncode, p.stdout.decode() + p.stderr.decode()


def test_smtp_send(mta, tool):
    """The nomic's SMTP client (smtp_send) through the real MTA: a player
    gets the message intact; the nomic's own domain reaches the pipe; a
    refused domain is permanent; a closed port is temporary."""
    body = "Proposal 7 passed.\n.\n.hidden dot\nend\n"
    msg = "From: forum@nomic.test\nTo: erin@example.test\nSubject: result\n\n" + body
    rc, out = smtp_tool(tool, mta.url, "forum@nomic.test", ["erin@example.test"], msg)
    check(rc == 0 and out.strip() == "sent", "smtp_send: %d %r" % (rc, out))
    m = mta.wait_mail("erin@example.test")[0]
    check(m["Subject"] == "result", "subject %r" % m["Subject"])
    check(body_text(m) == body, "body %r" % body_text(m))
    check(m["Return-Path"] == "<forum@nomic.test>", "Return-Path %r" % m["Return-Path"])

    n = len(piped(mta))
    rc, out = smtp_tool(tool, mta.url, "", ["frank+abc@nomic.test"],
                        "Subject: to the nomic\n\nhello\n")
    check(rc == 0, "smtp_send to the nomic's domain: %d %r" % (rc, out))
    argv, m = wait_piped(mta, n + 1)[n]
    check(argv == ["--to", "frank+abc@nomic.test", "--sender", ""], "argv %r" % argv)

    rc, out = smtp_tool(tool, mta.url, "forum@nomic.test", ["x@elsewhere.test"], msg)
    check(rc == 69 and out.startswith("permanent:") and "550" in out,
          "to a refused domain: %d %r" % (rc, out))
    # Two recipients, one refused: the whole send is refused for good.
    rc, out = smtp_tool(tool, mta.url, "forum@nomic.test",
                        ["erin@example.test", "x@elsewhere.test"], msg)
    check(rc == 69, "one refused recipient of two: %d %r" % (rc, out))

    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    closed = s.getsockname()[1]
    s.close()
    rc, out = smtp_tool(tool, "smtp://127.0.0.1:%d" % closed, "forum@nomic.test",
                        ["erin@example.test"], msg)
    check(rc == 75 and out.startswith("temporary:"), "to a closed port: %d %r" % (rc, out))
    check(len(mta.maildir("erin@example.test")) == 1, "erin got more than one message")


def test_two_at_once():
    """Two instances run together, each with its own spool, socket and
    mailboxes (OpenSMTPD's paths are compiled in: the namespaces keep
    them apart)."""
    a, b = start(), start()
    try:
        check(a.port != b.port, "same port")
        a.send("x@example.test", ["alice@example.test"], letter("x@example.test",
               "alice@example.test", "to a", "a\r\n"))
        b.send("x@example.test", ["bob@example.test"], letter("x@example.test",
               "bob@example.test", "to b", "b\r\n"))
        a.wait_mail("alice@example.test")
        b.wait_mail("bob@example.test")
        check(a.mailboxes() == ["alice@example.test"], "a: %r" % a.mailboxes())
        check(b.mailboxes() == ["bob@example.test"], "b: %r" % b.mailboxes())
        check(not os.path.exists("/var/spool/smtpd/queue"),
              "the machine's own spool was written")
    finally:
        finish(a)
        finish(b)


def test_stop_leaves_nothing():
    """After stop() no smtpd process of the instance is left, and its port
    refuses connections."""
    mta = start()
    pgid = mta.proc.pid
    port = mta.port
    check(mta._group(), "no smtpd processes while running")
    finish(mta)
    mta.proc = None
    left = []
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open("/proc/%s/stat" % name) as f:
                    if int(f.read().rsplit(")", 1)[1].split()[2]) == pgid:
                        left.append(name)
            except OSError:
                pass
    check(not left, "processes left: %r" % left)
    try:
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
        raise Fail("port %d still listens after stop" % port)
    except ConnectionRefusedError:
        pass
    check(not os.path.exists(mta.dir), "the MTA's directory is left")


def main():
    if len(sys.argv) != 2:
        print("usage: %s PATH-TO-smtp_send_tool" % sys.argv[0], file=sys.stderr)
        sys.exit(2)
    tool = os.path.abspath(sys.argv[1])
    t0 = time.time()
    try:
        mta = start()
    except Skip as e:
        skip(str(e))
    try:
        test_player_maildir(mta)
        test_other_domain_refused(mta)
        test_pipe(mta)
        test_pipe_exit_codes(mta)
        test_smtp_send(mta, tool)
    except Fail as e:
        print("FAIL:", e)
        print("smtpd's log:\n" + mta.log()[-3000:])
        finish(mta)
        sys.exit(1)
    finish(mta)
    try:
        test_two_at_once()
        test_stop_leaves_nothing()
    except Fail as e:
        print("FAIL:", e)
        sys.exit(1)
    print("ok (%.1fs)" % (time.time() - t0))


if __name__ == "__main__":
    main()
