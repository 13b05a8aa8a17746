#!/bin/sh
# run.sh: the HTTP benchmarks of issue 17 item 4, each beside its anchor in
# one run, printing the ratios:
#  (a) 32 clients POSTing "mint 1 points to alice" over HTTP with keep-alive
#      (each answered only once durable), beside raw SQLite inserts at 32
#      rows per commit (bench/engine/bench_sqlite, same durability);
#  (b) GETs of the page (/) and of /api/v1/rules on an Ackanomic nomic,
#      beside nginx serving the same bytes (saved from our responses), with
#      the same client (bench_http), per CPU-second of the server process.
# nginx comes from Debian (installed here when missing and we may; the
# nginx figures are skipped, saying so, when it cannot be had).
# Environment: BUILD (default /tmp/bench-build), DIR (default /tmp),
# SECONDS_PER (default 5), CONNS (GET connections, default 16), REPEAT
# (default 2), NOMIC (the server binary; default the release build's),
# PERF=1 to record a perf profile of nomicd under the GET
# load (perf.data in DIR).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
build=${BUILD:-/tmp/bench-build}
dir=${DIR:-/tmp}
secs=${SECONDS_PER:-5}
conns=${CONNS:-16}
repeat=${REPEAT:-2}

. "$here/../bench_lib.sh"
bench_build http bench_http
ninja -C "$build" bench/engine/bench_sqlite bench/engine/bench_submit src/cli/nomic >/dev/null
# NOMIC: another server binary to measure (an older build, for "before").
nomic=${NOMIC:-$build/src/cli/nomic}
sqlite_bench=$build/bench/engine/bench_sqlite
submit_bench=$build/bench/engine/bench_submit
bench_need_space "$dir" 262144

if ! command -v nginx >/dev/null && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
		nginx-light >/dev/null 2>&1 || true
fi
bench_header "$dir"

work=$(mktemp -d "$dir/nomic-http-bench.XXXXXX")
server=""
ngx=""
cleanup() {
	[ -n "$server" ] && kill "$server" 2>/dev/null || true
	[ -n "$ngx" ] && kill "$ngx" 2>/dev/null || true
	rm -rf "$work"
}
trap cleanup EXIT INT TERM

# rate: the rate= figure of a bench line; cpu: its per_cpu_s= figure.
rate() { sed -n 's/.* rate=\([0-9.]*\) .*/\1/p'; }
cpu() { sed -n 's/.* per_cpu_s=\([0-9.]*\) .*/\1/p'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "?" }'; }
# keep NAME VALUE: remembers a ratio for the medians at the end.
keep() { echo "$2" >>"$work/ratios-$1"; }
median() { sort -n "$work/ratios-$1" | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)], "of", NR; }'; }

# The nomic: Ackanomic's ruleset (so the page and the rules list are
# what a real game serves), alice to receive the points.
db=$work/nomic.db
token=$("$nomic" --file "$db" init --title Bench --clock virtual | sed -n 's/^admin token: //p')
"$nomic" --file "$db" --admin ruleset load ackanomic >/dev/null
"$nomic" --file "$db" --admin join alice >/dev/null

"$nomic" --file "$db" serve --port 0 --quiet --rate-per-address 0 --conns-per-address 0 \
	>"$work/serve.out" 2>"$work/serve.err" &
server=$!
port=""
for _ in $(seq 100); do
	port=$(sed -n 's/^listening on http:\/\/127.0.0.1:\([0-9]*\)$/\1/p' "$work/serve.out")
	[ -n "$port" ] && break
	sleep 0.1
done
[ -n "$port" ] || { echo "run.sh: nomicd did not start" >&2; cat "$work/serve.err" >&2; exit 1; }

echo "## (a) 32 clients POSTing commands over HTTP, keep-alive, vs raw SQLite at 32 rows/commit ($secs s each)"
i=0
while [ "$i" -lt "$repeat" ]; do
	post=$("$bin/bench_http" -p "$port" -c 32 -t "$secs" -m POST -d "mint 1 points to alice" \
		-a "$token" -P "$server" -l post32 /api/v1/commands || true)
	echo "$post"
	raw=$("$sqlite_bench" "$work/raw-$i.db" 32 "$secs" 1000000)
	echo "$raw"
	# The engine alone, 32 threads in engine_submit: what HTTP adds.
	eng=$("$submit_bench" "$work/engine-$i.db" 32 "$secs" 1000000)
	echo "$eng"
	raw_rate=$(echo "$raw" | sed -n 's/.* rate=\([0-9.]*\) rows.*/\1/p')
	eng_rate=$(echo "$eng" | sed -n 's/.* rate=\([0-9.]*\)\/s.*/\1/p')
	r_post=$(ratio "$(echo "$post" | rate)" "$raw_rate")
	r_eng=$(ratio "$eng_rate" "$raw_rate")
	r_he=$(ratio "$(echo "$post" | rate)" "$eng_rate")
	echo "ratio post32/raw_sqlite32 = $r_post (engine alone: $r_eng; HTTP/engine: $r_he)"
	keep post "$r_post"
	keep engine "$r_eng"
	keep http_engine "$r_he"
	i=$((i + 1))
done

# The same bytes for nginx: each response's body as a file.
mkdir -p "$work/www/api/v1"
curl -s "http://127.0.0.1:$port/" >"$work/www/index.html"
curl -s "http://127.0.0.1:$port/api/v1/rules" >"$work/www/api/v1/rules"
have_nginx=0
if command -v nginx >/dev/null; then
	nport=$((port + 1))
	cat >"$work/nginx.conf" <<NGX
daemon off;
master_process off;
worker_processes 1;
pid $work/nginx.pid;
error_log $work/nginx.err;
events { worker_connections 1024; }
http {
	access_log off;
	client_body_temp_path $work/ngx-body;
	proxy_temp_path $work/ngx-proxy;
	fastcgi_temp_path $work/ngx-fastcgi;
	uwsgi_temp_path $work/ngx-uwsgi;
	scgi_temp_path $work/ngx-scgi;
	keepalive_requests 10000000;
	default_type application/octet-stream;
	server {
		listen 127.0.0.1:$nport;
		root $work/www;
		index index.html;
	}
}
NGX
	nginx -c "$work/nginx.conf" -p "$work" &
	ngx=$!
	sleep 0.5
	if curl -sf "http://127.0.0.1:$nport/api/v1/rules" -o /dev/null; then
		have_nginx=1
	else
		echo "# nginx did not start: $(cat "$work/nginx.err" 2>/dev/null)"
	fi
else
	echo "# nginx is not installed: the nginx figures are skipped"
fi

echo "## (b) GETs, $conns keep-alive connections, per CPU-second of the server ($secs s each)"
if [ "${PERF:-0}" = 1 ] && command -v perf >/dev/null; then
	perf record -g -o "$dir/perf-http.data" -p "$server" -- sleep "$secs" >/dev/null 2>&1 &
	recorder=$!
	"$bin/bench_http" -p "$port" -c "$conns" -t "$secs" -P "$server" -l perf / || true
	wait "$recorder" # not nginx, which runs on in the background
	echo "# perf profile of nomicd under GET /: $dir/perf-http.data"
fi
i=0
while [ "$i" -lt "$repeat" ]; do
	for path in / /api/v1/rules; do
		ours=$("$bin/bench_http" -p "$port" -c "$conns" -t "$secs" -P "$server" -l nomicd "$path" || true)
		echo "$ours"
		if [ "$have_nginx" = 1 ]; then
			theirs=$("$bin/bench_http" -p "$nport" -c "$conns" -t "$secs" -P "$ngx" -l nginx "$path" || true)
			echo "$theirs"
			r_cpu=$(ratio "$(echo "$ours" | cpu)" "$(echo "$theirs" | cpu)")
			echo "ratio GET $path nomicd/nginx per CPU-second = $r_cpu, by rate = $(ratio "$(echo "$ours" | rate)" "$(echo "$theirs" | rate)")"
			keep "get$(echo "$path" | tr '/' '_')" "$r_cpu"
		fi
	done
	i=$((i + 1))
done

echo "## medians over the runs (the machine is shared: trust these, not one run)"
echo "median post32/raw_sqlite32 = $(median post)"
echo "median engine alone (bench_submit 32)/raw_sqlite32 = $(median engine)"
echo "median HTTP/engine = $(median http_engine)"
if [ "$have_nginx" = 1 ]; then
	echo "median GET / nomicd/nginx per CPU-second = $(median get_)"
	echo "median GET /api/v1/rules nomicd/nginx per CPU-second = $(median get_api_v1_rules)"
fi
