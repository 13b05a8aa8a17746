#!/bin/sh
# run_pg.sh: durable commands/s on a PostgreSQL nomic (src/store/store_pg.c)
# beside raw libpq inserts at the same batch size, on a PostgreSQL server of
# the run's own (tests/e2e/pgserver.py: a temporary cluster on loopback,
# fsync and synchronous_commit on). 1 client beside raw batch 1, 32 clients
# (the engine group-commits ~32 rows per commit) beside raw batch 32.
# Environment: BUILD (default /tmp/bench-build), REPEAT (default 3),
# SECONDS_PER (default 5). bench/RESULTS.md, "PostgreSQL", records a run.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
build=${BUILD:-/tmp/bench-build}
dir=/tmp

. "$here/../bench_lib.sh"
if [ -z "${NOMIC_TEST_PG:-}" ]; then
	bench_build engine bench_submit bench_pg
	bench_header "$dir"
	echo "# postgresql: $(pg_config --version 2>/dev/null || echo '?')"
	# Again, inside a server of our own.
	exec python3 "$src/tests/e2e/pgserver.py" env BUILD="$build" sh "$0"
fi
bin=$build/bench/engine
repeat=${REPEAT:-3}
secs=${SECONDS_PER:-5}
url=$NOMIC_TEST_PG/nomic_test
echo "## durable commands on PostgreSQL ($secs s or the count, whichever first; $repeat runs)"
i=0
while [ "$i" -lt "$repeat" ]; do
	"$bin/bench_pg" "$url" 1 "$secs" 20000
	"$bin/bench_submit" "$url" 1 "$secs" 20000
	"$bin/bench_submit" "$url" 32 "$secs" 200000
	"$bin/bench_pg" "$url" 32 "$secs" 200000
	i=$((i + 1))
done
echo "# load after: $(cut -d' ' -f1-3 /proc/loadavg)"
