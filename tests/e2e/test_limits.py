"""test_limits.py: the command limits over HTTP (issue 12, item 4;
core/ratelimit.h). A player who sends more than limit.commands commands a
minute, and an address past limit.address, are answered 429 with
Retry-After and nothing is done; someone not signed in may `join` (ask to
join, R252 I: join.mode approval) limit.joins times a day from an address,
so a flood of joins files a handful of applications and pays out nothing;
the admin is never limited; the page's form is limited as the API is; and
an adopted proposal's `param set` (here the admin's) changes a limit at
once."""

import urllib.parse

from e2e import Nomic, Server, check, run


def a_dollars(s, who):
    return {p["name"]: p for p in s.get_json("/api/v1/players")}[who]["balances"]["A$"]


def main(exe):
    n = Nomic(exe)
    s = Server(n)
    try:
        alice = s.must("join alice", token=n.admin)["token"]
        s.must("join bob", token=n.admin)

        # limit.commands: 60 a minute from one player, then 429.
        s.must("param set limit.commands 5", token=n.admin)
        for i in range(5):
            s.must("transfer 1 A$ to bob", token=alice)
        status, headers, data = s.request(
            "POST", "/api/v1/commands", body='{"command": "transfer 1 A$ to bob"}',
            headers={"Content-Type": "application/json"}, token=alice)
        check(status == 429, "the sixth command in a minute: %d %r" % (status, data))
        retry = int(headers.get("retry-after", "0"))
        check(1 <= retry <= 12, "Retry-After: %r" % headers.get("retry-after"))
        check(b"limit.commands" in data, "the 429 names its limit: %r" % data)
        check(a_dollars(s, "alice") == 895, "a limited transfer moved A$")
        # The admin is not limited, and bob is not held up by alice.
        for i in range(20):
            s.must("clock", token=n.admin)

        # The page's form is limited the same way.
        form_h, csrf = s.form_headers()
        form = urllib.parse.urlencode({"command": "transfer 1 A$ to bob", "token": alice,
                                       "csrf": csrf})
        status, headers, data = s.request("POST", "/commands", body=form, headers=form_h)
        check(status == 429 and headers.get("retry-after"),
              "the form past the limit: %d %r" % (status, headers))
        check(a_dollars(s, "alice") == 895, "a limited form moved A$")

        # Lifted at once by the parameter.
        s.must("param set limit.commands 0", token=n.admin)
        s.must("transfer 1 A$ to bob", token=alice)

        # limit.joins: a flood of anonymous joins files 5 applications
        # (join.mode approval) and pays nothing from the Treasury.
        statuses = [s.command("join flood%d" % i)[0] for i in range(40)]
        check(statuses.count(200) == 5 and statuses.count(429) == 35,
              "40 joins from one address: %r" % statuses)
        apps = s.command("applications", token=n.admin)[1]["reply"]
        check(apps.count("flood") == 5, "applications: %r" % apps)
        players = [p["name"] for p in s.get_json("/api/v1/players")]
        check(not any(p.startswith("flood") for p in players), "a flood joined: %r" % players)

        # limit.address: every command from one address, whoever sends it.
        s.must("param set limit.address 10", token=n.admin)
        codes = [s.command("clock", token=alice)[0] for i in range(15)]
        check(codes.count(429) >= 5, "15 commands from one address at 10 a minute: %r" % codes)
        s.must("clock", token=n.admin)
    finally:
        s.stop()
        n.cleanup()


if __name__ == "__main__":
    run(main)
