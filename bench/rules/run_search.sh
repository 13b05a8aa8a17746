#!/bin/sh
# run_search.sh: builds bench_rules_search in release mode and runs it on
# Ackanomic (305 rules in force) and with 2,700 rules added (3,005): the
# one rules search (core/rules_search.c), cold (the index rebuilt after a
# change) and warm, against a raw SQLite FTS5 query on the same texts in
# the same run. bench/RESULTS.md ("Rules search") records a run.
# Environment: BUILD (default /tmp/bench-build), REPEAT (best of, default 10).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
build=${BUILD:-/tmp/bench-build}
repeat=${REPEAT:-10}

. "$here/../bench_lib.sh"
bench_build rules bench_rules_search
bench_header /tmp

echo "## rules search, cold and warm, against raw FTS5; CPU time, best of $repeat"
for extra in 0 2700; do
	"$bin/bench_rules_search" "$src/data/rulesets/ackanomic.txt" "$extra" "$repeat"
done
