#!/bin/sh
# readers.sh: what commits cost readers (issue 17 item 1), beside the
# writer's throughput, in one run: readers alone (their wait when idle),
# then 32 writing clients with READERS reader threads that each take the
# state read lock once a millisecond and time the wait (p50/p99/max), then
# 32 clients alone beside raw SQLite at 32 rows per transaction (the
# throughput ratio). With BEFORE=DIR (another source tree, e.g. `git
# archive` of the commit before), every engine figure is also taken on
# that tree's build, interleaved with this one's, so both see the same load.
# Environment: BUILD (default /tmp/bench-build), BEFORE_BUILD (default
# /tmp/bench-build-before), DIR (default /tmp), REPEAT (default 3),
# SECONDS_PER (default 5), READERS (default 2).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
build=${BUILD:-/tmp/bench-build}
dir=${DIR:-/tmp}
repeat=${REPEAT:-3}
secs=${SECONDS_PER:-5}
readers=${READERS:-2}

. "$here/../bench_lib.sh"
bench_build engine bench_submit bench_sqlite
after=$bin
before=""
if [ -n "${BEFORE:-}" ]; then
	src_after=$src
	src=$BEFORE
	build=${BEFORE_BUILD:-/tmp/bench-build-before}
	bench_build engine bench_submit bench_sqlite
	before=$bin
	src=$src_after
fi
bench_need_space "$dir" 102400
bench_header "$dir"

db=$dir/nomic-readers-$$.db
trap 'rm -f "$db" "$db-wal" "$db-shm"' EXIT INT TERM

i=0
while [ "$i" -lt "$repeat" ]; do
	echo "## run $((i + 1)): load $(cut -d' ' -f1 /proc/loadavg)"
	for b in $before $after; do
		[ "$b" = "$after" ] && tag=after || tag=before
		echo "# $tag: idle readers, then 32 writers with readers, then 32 writers alone"
		"$b/bench_submit" "$db" 0 3 0 "$readers"
		"$b/bench_submit" "$db" 32 "$secs" 200000 "$readers"
		"$b/bench_submit" "$db" 32 "$secs" 200000
	done
	"$after/bench_sqlite" "$db" 32 "$secs" 200000
	i=$((i + 1))
done
