#!/bin/sh
# checkpoint.sh: opening a large log from a checkpoint near its end, against
# a full replay of the same log and a raw scan of its table, in one run
# (issue 17 item 3; bench/RESULTS.md "Checkpoints"). The log is
# bench_mklog's (EVENTS mint commands) with a checkpoint BEHIND events
# before its end; a copy of it without its checkpoints table replays from
# event 1. Each run times, one after the other on the same machine:
# `bench_scan raw` (the floor), `bench_replay open` from the checkpoint,
# `bench_replay open` of the copy (a full replay), and `bench_replay
# verify` (a full replay that also compares the checkpoint), each under
# `perf stat -e task-clock` when perf is there (CPU time is steadier than
# wall time on a loaded machine).
# Environment: BUILD (default /tmp/bench-build), DIR (default /tmp),
# EVENTS (default 1000000), BEHIND (default 1000), REPEAT (default 3).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
build=${BUILD:-/tmp/bench-build}
dir=${DIR:-/tmp}
events=${EVENTS:-1000000}
behind=${BEHIND:-1000}
repeat=${REPEAT:-3}

. "$here/../bench_lib.sh"
bench_build engine bench_mklog bench_replay bench_scan
bench_need_space "$dir" 1048576
bench_header "$dir"

log=$dir/nomic-ckpt-$$.db
full=$dir/nomic-ckpt-full-$$.db
trap 'rm -f "$log" "$log-wal" "$log-shm" "$full" "$full-wal" "$full-shm"' EXIT INT TERM

# timed NAME CMD...: runs CMD, printing its own line and its CPU time.
timed() {
	name=$1
	shift
	if command -v perf >/dev/null 2>&1; then
		out=$(perf stat -x, -e task-clock -o /dev/stdout "$@" 2>/dev/null)
		echo "$out" | grep -v '^#' | grep -v 'task-clock' | grep -v '^$' || true
		ms=$(echo "$out" | awk -F, '/task-clock/ { print $1 }')
		echo "$name task_clock_ms=$ms"
	else
		"$@"
	fi
}

"$bin/bench_mklog" "$log" "$events" 10000 $((events - behind))
cp "$log" "$full"
python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("DROP TABLE checkpoints"); c.commit(); c.execute("VACUUM")' "$full"
echo "# checkpoint after event $((events - behind)) of $events; body $(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT length(body) FROM checkpoints").fetchone()[0])' "$log") bytes"

i=0
while [ "$i" -lt "$repeat" ]; do
	echo "# run $((i + 1)), load $(cut -d' ' -f1-3 /proc/loadavg)"
	timed raw_scan "$bin/bench_scan" raw "$log"
	timed open_checkpoint "$bin/bench_replay" open "$log"
	timed open_full "$bin/bench_replay" open "$full"
	timed verify "$bin/bench_replay" verify "$log"
	i=$((i + 1))
done
