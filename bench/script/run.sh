#!/bin/sh
# run.sh: builds the rule-script benchmarks (issue 11) in release mode and
# runs them: transfers/s with no script, with the Sunday guard and with the
# guard plus a counting reaction (bench_guard), the parts of one script run
# timed apart (bench_sandbox), then the replay of a log in which every
# event runs a script beside a log of plain transfers and the raw scan
# floor (bench_script_replay). Prints one key=value line per run;
# bench/RESULTS.md ("Rule scripts") records them.
# Environment: BUILD (default /tmp/bench-build), DIR for the nomic files
# (default /tmp), REPEAT (default 3), TRANSFERS per nomic in bench_guard
# (default 20000), CHUNK events per durable append there (default 1000),
# EVENTS in each replay log (default 100000).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
build=${BUILD:-/tmp/bench-build}
dir=${DIR:-/tmp}
repeat=${REPEAT:-3}
transfers=${TRANSFERS:-20000}
chunk=${CHUNK:-1000}
events=${EVENTS:-100000}
progs="bench_guard bench_script_replay bench_sandbox"

. "$here/../bench_lib.sh"
# shellcheck disable=SC2086 # $progs is a list
bench_build script $progs
bench_need_space "$dir" 262144
bench_header "$dir"

g=$dir/nomic-bench-guard-$$
r=$dir/nomic-bench-sreplay-$$
cleanup() {
	for f in "$g-plain" "$g-guard" "$g-react" "$r-plain" "$r-react"; do
		rm -f "$f" "$f-wal" "$f-shm"
	done
}
trap cleanup EXIT INT TERM

echo "## guard cost: $transfers transfers per nomic, exec_line, $chunk per durable append; $repeat runs"
i=0
while [ "$i" -lt "$repeat" ]; do
	"$bin/bench_guard" "$g" "$transfers" "$chunk"
	i=$((i + 1))
done

echo "## the parts of one run: state, libraries, compiling; $repeat runs"
i=0
while [ "$i" -lt "$repeat" ]; do
	"$bin/bench_sandbox" 20000
	i=$((i + 1))
done

echo "## replay of $events events, every one running a script; $repeat runs"
"$bin/bench_script_replay" build "$r" "$events"
i=0
while [ "$i" -lt "$repeat" ]; do
	"$bin/bench_script_replay" replay "$r"
	i=$((i + 1))
done
for f in "$r-plain" "$r-react"; do
	if [ -f "$f" ]; then echo "# on disk: $(wc -c <"$f") bytes $f"; fi
done
