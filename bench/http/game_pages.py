#!/usr/bin/env python3
"""game_pages.py PATH-TO-nomic [N]: the server's CPU time for a game's page
(issue 18, src/net/games_web.c) against its JSON twin, in the same run.

A Spades game is dealt; then N GETs of each over one keep-alive connection:
  api     GET /api/v1/games/1?x=I as a player (built each time: the query
          changes the ETag, so nothing comes from the response cache)
  page    GET /games/1 as a player (eir hand, the moves as forms; a
          signed-in page is never kept, so it is built each time)
  public  GET /games/1?x=I for the public (built each time)
  kept    GET /games/1 for the public (the response cache)
and prints the server's CPU seconds for each (utime + stime from
/proc/PID/stat) and each one's ratio to api."""

import http.client
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                "tests", "e2e"))
from e2e import Nomic, Server  # noqa: E402


def cpu(pid):
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def run(s, n, path, token):
    c = http.client.HTTPConnection("127.0.0.1", s.port, timeout=30)
    h = {"Authorization": "Bearer " + token} if token else {}
    before = cpu(s.proc.pid)
    for i in range(n):
        c.request("GET", path.replace("I", str(i)), headers=h)
        r = c.getresponse()
        r.read()
        assert r.status == 200, (path, r.status)
    c.close()
    return cpu(s.proc.pid) - before


def main():
    exe, n = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 3000
    nomic = Nomic(exe)
    s = Server(nomic)
    try:
        s.lift_limits()
        tok = {p: s.must("join " + p, token=nomic.admin)["token"]
               for p in ["alice", "bob", "carol", "dave", "erin"]}
        s.must("game new spades", token=tok["erin"])
        for p in ["alice", "bob", "carol", "dave"]:
            s.must("game join 1", token=tok[p])
        s.must("game start 1", token=tok["erin"])
        s.must("games")
        who = s.get_json("/api/v1/games/1")["state"]["turn"]
        res = {"api": run(s, n, "/api/v1/games/1?x=I", tok[who]),
               "page": run(s, n, "/games/1", tok[who]),
               "public": run(s, n, "/games/1?x=I", None),
               "kept": run(s, n, "/games/1", None)}
        base = res["api"] or 1e-9
        print("n=%d " % n + " ".join("%s_cpu=%.2fs %s_ratio=%.2f" % (k, v, k, v / base)
                                     for k, v in res.items()))
    finally:
        s.stop()
        nomic.cleanup()


if __name__ == "__main__":
    main()
