# bench_lib.sh: what the benchmark scripts share (sourced, not run): the
# release build of just their programs, the check for scratch space, and
# the header lines that say which machine, source and load a run had.
# Set before sourcing: src (the source tree), build (the build directory).

# bench_build AREA PROG...: builds bench/AREA/PROG in release mode; sets bin.
bench_build() {
	area=$1
	shift
	if [ ! -f "$build/build.ninja" ]; then
		meson setup "$build" "$src" -Dbuildtype=release >/dev/null
	fi
	targets=""
	for p in "$@"; do targets="$targets bench/$area/$p"; done
	# Only the benchmarks (and the engine library under them), so that work
	# in progress elsewhere in the tree does not stop a run.
	# shellcheck disable=SC2086 # $targets is a list
	ninja -C "$build" $targets >/dev/null
	bin=$build/bench/$area
}

# bench_need_space DIR KIB: stops the run unless DIR has KIB free.
bench_need_space() {
	avail_kib=$(df -Pk "$1" | awk 'NR == 2 { print $4 }')
	if [ "$avail_kib" -lt "$2" ]; then
		echo "run.sh: less than $(($2 / 1024)) MiB free in $1" >&2
		exit 1
	fi
}

# bench_header DIR: the machine, the source (and its libraries), the load.
bench_header() {
	echo "# machine: nproc=$(nproc) kernel=$(uname -r) $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')"
	echo "# source: $(git -C "$src" rev-parse --short HEAD 2>/dev/null || echo '?')" \
	     "lua=$(pkg-config --modversion lua5.4 2>/dev/null || echo '?')" \
	     "sqlite=$(pkg-config --modversion sqlite3 2>/dev/null || echo '?') dir=$1"
	echo "# load: $(cut -d' ' -f1-3 /proc/loadavg)"
	df -h "$1" | sed 's/^/# /'
}
