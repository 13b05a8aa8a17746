#!/bin/sh
# Runs the meson test suites of one or more build directories and ends with
# one summary line, "tests: N passed, N failed", that CI reads.
# usage: run-tests.sh BUILDDIR LABEL [BUILDDIR LABEL ...]
set -u
passed=0
failed=0
status=0
while [ $# -ge 2 ]; do
	dir=$1 label=$2
	shift 2
	echo "== tests ($label) =="
	meson test -C "$dir" --print-errorlogs --num-processes 2 || status=1
	log="$dir/meson-logs/testlog.json"
	if [ -f "$log" ]; then
		p=$(grep -c '"result": "OK"' "$log")
		f=$(grep -c -E '"result": "(FAIL|TIMEOUT|ERROR|UNEXPECTEDPASS)"' "$log")
		passed=$((passed + p))
		failed=$((failed + f))
	fi
done
echo "tests: $passed passed, $failed failed"
exit $status
