#!/bin/sh
# post.sh: issue 17 item 4's POST figure alone, in rounds: 32 keep-alive
# clients POSTing "mint 1 points to alice" (bench_http) to each server
# given, beside raw SQLite at 32 rows per commit (bench_sqlite), and the
# CPU each spends: the server's per POST (/proc/PID/stat), raw SQLite's per
# row (perf stat task-clock, when perf is there). Servers and SQLite take
# turns in each round, so outside load falls on all alike.
# Environment: BUILD (default /tmp/bench-build), DIR (default /tmp),
# SECONDS_PER (default 5), REPEAT (rounds, default 3), NOMIC (the server,
# default the release build's), BEFORE (another server binary, measured
# in the same rounds), SLOW_FSYNC_US (fsync and fdatasync take that many
# µs more in every process measured: slowsync.c, for a slow disk's flush).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
build=${BUILD:-/tmp/bench-build}
dir=${DIR:-/tmp}
secs=${SECONDS_PER:-5}
repeat=${REPEAT:-3}
slow=${SLOW_FSYNC_US:-0}

. "$here/../bench_lib.sh"
bench_build http bench_http
ninja -C "$build" bench/engine/bench_sqlite src/cli/nomic bench/http/slowsync.so >/dev/null
nomic=${NOMIC:-$build/src/cli/nomic}
before=${BEFORE:-}
sqlite_bench=$build/bench/engine/bench_sqlite
preload=""
[ "$slow" -gt 0 ] && preload=$build/bench/http/slowsync.so
bench_need_space "$dir" 262144
bench_header "$dir"
echo "# slow fsync: +${slow} µs per fsync/fdatasync"

work=$(mktemp -d "$dir/nomic-post-bench.XXXXXX")
pids=""
cleanup() {
	for p in $pids; do kill "$p" 2>/dev/null || true; done
	rm -rf "$work"
}
trap cleanup EXIT INT TERM

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "?" }'; }
keep() { echo "$2" >>"$work/ratios-$1"; }
median() { sort -n "$work/ratios-$1" | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)], "of", NR; }'; }

# start NAME BINARY: a nomic (Ackanomic, alice joined) served by BINARY;
# sets port_NAME, token_NAME, pid_NAME.
start() {
	d=$work/$1
	mkdir -p "$d"
	tok=$("$2" --file "$d/nomic.db" init --title Bench --clock virtual | sed -n 's/^admin token: //p')
	"$2" --file "$d/nomic.db" --admin ruleset load ackanomic >/dev/null
	"$2" --file "$d/nomic.db" --admin join alice >/dev/null
	SLOW_FSYNC_US=$slow LD_PRELOAD=$preload "$2" --file "$d/nomic.db" serve --port 0 --quiet \
		--rate-per-address 0 --conns-per-address 0 >"$d/serve.out" 2>"$d/serve.err" &
	pid=$!
	pids="$pids $pid"
	port=""
	for _ in $(seq 100); do
		port=$(sed -n 's/^listening on http:\/\/127.0.0.1:\([0-9]*\)$/\1/p' "$d/serve.out")
		[ -n "$port" ] && break
		sleep 0.1
	done
	[ -n "$port" ] || { echo "post.sh: $1 did not start" >&2; cat "$d/serve.err" >&2; exit 1; }
	eval "port_$1=$port token_$1=$tok pid_$1=$pid"
}

start after "$nomic"
[ -n "$before" ] && start before "$before"

i=0
while [ "$i" -lt "$repeat" ]; do
	db=$work/raw-$i.db
	if command -v perf >/dev/null; then
		raw=$(SLOW_FSYNC_US=$slow LD_PRELOAD=$preload perf stat -x, -e task-clock \
			-o "$work/raw.stat" "$sqlite_bench" "$db" 32 "$secs" 1000000)
		ms=$(awk -F, '/task-clock/ { print $1 }' "$work/raw.stat")
	else
		raw=$(SLOW_FSYNC_US=$slow LD_PRELOAD=$preload "$sqlite_bench" "$db" 32 "$secs" 1000000)
		ms=0
	fi
	rm -f "$db" "$db-wal" "$db-shm"
	rows=$(echo "$raw" | sed -n 's/.* rows=\([0-9]*\) .*/\1/p')
	raw_rate=$(echo "$raw" | sed -n 's/.* rate=\([0-9.]*\) rows.*/\1/p')
	echo "$raw cpu_us_per_row=$(awk -v m="$ms" -v r="$rows" 'BEGIN { if (r > 0) printf "%.2f", m * 1000 / r; else print "?" }')"
	for who in after ${before:+before}; do
		eval "port=\$port_$who tok=\$token_$who pid=\$pid_$who"
		post=$("$bin/bench_http" -p "$port" -c 32 -t "$secs" -m POST -d "mint 1 points to alice" \
			-a "$tok" -P "$pid" -l "post32-$who" /api/v1/commands || true)
		rate=$(echo "$post" | sed -n 's/.* rate=\([0-9.]*\) .*/\1/p')
		per=$(echo "$post" | sed -n 's/.* per_cpu_s=\([0-9.]*\) .*/\1/p')
		echo "$post cpu_us_per_post=$(awk -v p="$per" 'BEGIN { if (p > 0) printf "%.1f", 1e6 / p; else print "?" }')"
		r=$(ratio "$rate" "$raw_rate")
		echo "ratio post32-$who/raw_sqlite32 = $r"
		keep "$who" "$r"
		keep "cpu-$who" "$per"
	done
	i=$((i + 1))
done
echo "## medians"
for who in after ${before:+before}; do
	echo "median post32-$who/raw_sqlite32 = $(median "$who"); POSTs per server CPU-second = $(median "cpu-$who")"
done
