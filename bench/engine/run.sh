#!/bin/sh
# run.sh: builds the engine benchmarks in release mode and runs them all:
# durable commands/s (1 and 32 clients) beside raw SQLite inserts, reader
# lock latency under load, then a 1M-event log's replay rate, scan floors and
# peak RSS. Prints one key=value line per run; bench/RESULTS.md records them.
# Environment: BUILD (default /tmp/bench-build), DIR for the nomic files
# (default /tmp), REPEAT (default 3), EVENTS (default 1000000), SECONDS_PER
# (default 5), PERF=1 to also run the 32-client case under `perf stat`.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
build=${BUILD:-/tmp/bench-build}
dir=${DIR:-/tmp}
repeat=${REPEAT:-3}
events=${EVENTS:-1000000}
secs=${SECONDS_PER:-5}
progs="bench_submit bench_sqlite bench_mklog bench_replay bench_scan"

. "$here/../bench_lib.sh"
# shellcheck disable=SC2086 # $progs is a list
bench_build engine $progs
bench_need_space "$dir" 1048576
bench_header "$dir"

db=$dir/nomic-bench-$$.db
log=$dir/nomic-bench-log-$$.db
trap 'rm -f "$db" "$db-wal" "$db-shm" "$log" "$log-wal" "$log-shm"' EXIT INT TERM

echo "## durable commands ($secs s or the count, whichever first; $repeat runs)"
i=0
while [ "$i" -lt "$repeat" ]; do
	"$bin/bench_sqlite" "$db" 1 "$secs" 20000
	"$bin/bench_submit" "$db" 1 "$secs" 20000
	"$bin/bench_submit" "$db" 32 "$secs" 200000
	"$bin/bench_sqlite" "$db" 32 "$secs" 200000
	"$bin/bench_sqlite" "$db" 1000 "$secs" 1000000
	i=$((i + 1))
done

echo "## state read lock, 2 readers at 1/ms each: alone, then under 1 and 32 writers"
"$bin/bench_submit" "$db" 0 3 0 2
"$bin/bench_submit" "$db" 1 "$secs" 20000 2
"$bin/bench_submit" "$db" 32 "$secs" 200000 2

if [ "${PERF:-0}" = 1 ] && command -v perf >/dev/null; then
	echo "## perf stat, 32 clients"
	perf stat -e task-clock,context-switches,cpu-migrations \
		"$bin/bench_submit" "$db" 32 "$secs" 200000 2>&1 | grep -v '^ *$'
fi

echo "## replay of $events events"
"$bin/bench_mklog" "$log" "$events" 10000
i=0
while [ "$i" -lt "$repeat" ]; do
	"$bin/bench_scan" raw "$log"
	"$bin/bench_scan" store "$log"
	"$bin/bench_scan" hash "$log"
	"$bin/bench_replay" verify "$log"
	"$bin/bench_replay" open "$log"
	i=$((i + 1))
done
for f in "$log" "$log-wal" "$log-shm"; do
	if [ -f "$f" ]; then echo "# on disk: $(wc -c <"$f") bytes $f"; fi
done
