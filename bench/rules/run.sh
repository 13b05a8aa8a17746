#!/bin/sh
# run.sh: builds bench_rules_list in release mode and runs it on Ackanomic
# with 0, 300, 1000 and 3000 rules added to the Miscellaneous Rule Suite
# (305 to 3,305 rules in force, the sizes issue 17 measured). A view linear
# in its length keeps list_over_raw flat; bench/RESULTS.md ("Rules list")
# records a run. Environment: BUILD (default /tmp/bench-build), REPEAT
# (best of, default 20).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
build=${BUILD:-/tmp/bench-build}
repeat=${REPEAT:-20}

. "$here/../bench_lib.sh"
bench_build rules bench_rules_list
bench_header /tmp

echo "## listing the rules in force: per rule, with R311's suite lookup and without; best of $repeat"
for extra in 0 300 1000 3000; do
	"$bin/bench_rules_list" "$src/data/rulesets/ackanomic.txt" "$extra" "$repeat"
done
