#!/bin/sh
# backup.sh: how long `nomic backup` takes beside its anchors, on one nomic
# of EVENTS events (issue 17 item 7): the sqlite3 shell's `.backup` (the
# same online backup API, without our checks, sync and naming) and `cp` of
# the checkpointed file (no consistency at all). Prints one key=value line
# per run and the ratios; bench/RESULTS.md ("Backups") records them.
# Environment: BUILD (a build directory with src/cli/nomic and
# bench/engine/bench_mklog; default build), DIR (default /tmp), EVENTS
# (default 200000), REPEAT (default 3).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
build=${BUILD:-$src/build}
dir=${DIR:-/tmp}
events=${EVENTS:-200000}
repeat=${REPEAT:-3}

. "$here/../bench_lib.sh"
ninja -C "$build" src/cli/nomic bench/engine/bench_mklog >/dev/null
bench_need_space "$dir" 1048576
bench_header "$dir"

db=$dir/nomic-backup-bench-$$.db
out=$dir/nomic-backup-bench-$$.copy
trap 'rm -f "$db" "$db-wal" "$db-shm" "$out" "$out-wal" "$out-shm"' EXIT INT TERM
"$build/bench/engine/bench_mklog" "$db" "$events" 10000 >/dev/null
sqlite3 "$db" "PRAGMA wal_checkpoint(TRUNCATE)" >/dev/null
echo "# nomic: $events events, $(wc -c <"$db") bytes"

now() { date +%s.%N; }
i=0
while [ "$i" -lt "$repeat" ]; do
	for how in nomic sqlite3 cp; do
		rm -f "$out"
		sync
		t0=$(now)
		case $how in
		nomic) "$build/src/cli/nomic" --file "$db" backup "$out" >/dev/null ;;
		sqlite3) sqlite3 "$db" ".backup '$out'" ;;
		cp) cp "$db" "$out" && sync "$out" ;;
		esac
		t1=$(now)
		echo "how=$how seconds=$(echo "$t1 - $t0" | bc)"
	done
	i=$((i + 1))
done | tee "$dir/nomic-backup-bench-$$.txt"
awk -F'[ =]' '{ t[$2] = t[$2] ? (t[$2] < $4 ? t[$2] : $4) : $4 }
	END { printf "best: nomic %.3f s, sqlite3 .backup %.3f s, cp %.3f s; nomic/sqlite3 = %.2f, nomic/cp = %.2f\n",
		t["nomic"], t["sqlite3"], t["cp"], t["nomic"] / t["sqlite3"], t["nomic"] / t["cp"] }' \
	"$dir/nomic-backup-bench-$$.txt"
rm -f "$dir/nomic-backup-bench-$$.txt"
"$build/src/cli/nomic" --file "$db" backup --force "$out" >/dev/null
t0=$(now)
"$build/src/cli/nomic" --file "$out" verify
echo "verify of the copy: $(echo "$(now) - $t0" | bc) s"
echo "# load after: $(cut -d' ' -f1-3 /proc/loadavg)"
