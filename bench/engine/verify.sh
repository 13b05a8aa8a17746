#!/bin/sh
# verify.sh: issue 17 item 3's figure for `nomic verify`: engine_verify
# (replay from event 1 plus every hash link) against a raw SQLite scan of the
# same table, in one run. Builds a log of EVENTS `mint` commands
# (bench_mklog) with a checkpoint every CKPT_EVERY events (the store keeps
# 16, spread along the log), and the same log without checkpoints, then
# REPEAT times, each under `perf stat -e task-clock`: bench_scan raw,
# bench_scan hash, bench_replay verify of the plain log ("plain": serial,
# as before checkpoints), of the checkpointed log serially ("serial": also
# compares every checkpoint) and in segments between its checkpoints on
# JOBS threads ("parallel", core/verify_parallel.c). Prints each run's
# wall and CPU seconds, then the medians and their ratios to raw (raw time
# / other time: 1 is as fast as the raw scan, issue 17 asks 0.5 for
# verify). CPU time (task-clock, all threads) is the steadier figure on a
# loaded machine, and parallelism cannot lower it; wall time is what a
# user waits, and only falls where cores are free: see the load printed.
# Environment: BUILD (default /tmp/bench-build), DIR (default /tmp),
# REPEAT (default 5), EVENTS (default 200000), CKPT_EVERY (default 10000),
# JOBS (default 0: one per online CPU), LOG (an existing checkpointed log
# to reuse; it is then not deleted, and "plain" is not run), BEFORE (a
# bench_replay built from an older tree: also run on the plain log in each
# round, as "before", for a comparison in the same run).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
build=${BUILD:-/tmp/bench-build}
dir=${DIR:-/tmp}
repeat=${REPEAT:-5}
events=${EVENTS:-200000}
every=${CKPT_EVERY:-10000}
jobs=${JOBS:-0}

. "$here/../bench_lib.sh"
bench_build engine bench_mklog bench_replay bench_scan
bench_header "$dir"

plain=
if [ -n "${LOG:-}" ]; then
	log=$LOG
else
	# A checkpoint's body holds the whole state, which grows with this log
	# (the reports' record of every mint): ~75 bytes an event, 16 kept.
	bench_need_space "$dir" $((events / 4 + 65536 + 16 * events * 75 / 1024))
	log=$dir/nomic-verify-$$.db
	plain=$dir/nomic-verify-plain-$$.db
	trap 'rm -f "$log" "$log-wal" "$log-shm" "$plain" "$plain-wal" "$plain-shm"' EXIT INT TERM
	"$bin/bench_mklog" "$log" "$events" 10000 "$every" "$every"
	"$bin/bench_mklog" "$plain" "$events" 10000
fi

out=$dir/nomic-verify-$$.txt
: >"$out"
# one WHAT CMD...: runs CMD under perf stat; appends "WHAT wall cpu".
one() {
	what=$1
	shift
	perf stat -x, -e task-clock -o "$out.perf" "$@" >"$out.line"
	wall=$(sed -n 's/.* seconds=\([0-9.]*\).*/\1/p' "$out.line")
	cpu=$(awk -F, '/task-clock/ { printf "%.3f", $1 / 1000 }' "$out.perf")
	echo "$what wall=$wall cpu=$cpu  ($(cat "$out.line"))"
	echo "$what $wall $cpu" >>"$out"
}
i=0
while [ "$i" -lt "$repeat" ]; do
	echo "# run $((i + 1)) load: $(cut -d' ' -f1-3 /proc/loadavg)"
	one raw "$bin/bench_scan" raw "$log"
	one hash "$bin/bench_scan" hash "$log"
	if [ -n "$plain" ]; then
		if [ -n "${BEFORE:-}" ]; then
			one before "$BEFORE" verify "$plain"
		fi
		one plain "$bin/bench_replay" verify "$plain"
	fi
	one serial "$bin/bench_replay" verify "$log"
	one parallel "$bin/bench_replay" verify "$log" "$jobs"
	i=$((i + 1))
done
rm -f "$out.perf" "$out.line"

# median WHAT FIELD: the median of column FIELD (2 wall, 3 cpu) of WHAT.
median() {
	awk -v w="$1" -v f="$2" '$1 == w { print $f }' "$out" | sort -n |
		awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2];
			else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
echo "## medians of $repeat runs (seconds; ratio = raw / this)"
rw=$(median raw 2)
rc=$(median raw 3)
whats="raw hash serial parallel"
[ -n "$plain" ] && whats="raw hash plain serial parallel"
[ -n "$plain" ] && [ -n "${BEFORE:-}" ] && whats="raw hash before plain serial parallel"
for w in $whats; do
	mw=$(median "$w" 2)
	mc=$(median "$w" 3)
	awk -v w="$w" -v mw="$mw" -v mc="$mc" -v rw="$rw" -v rc="$rc" 'BEGIN {
		printf "%-8s wall %7.3f s (%.3fx)   cpu %7.3f s (%.3fx)\n", w, mw, rw / mw, mc, rc / mc }'
done
echo "# cores online: $(getconf _NPROCESSORS_ONLN); jobs: $jobs (0: one per core)"
echo "# load at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
rm -f "$out"
