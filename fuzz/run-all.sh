#!/usr/bin/env bash
# fuzz/run-all.sh: builds the fuzz targets (clang; the whole tree under
# ASan + UBSan with libFuzzer's coverage) and runs each for a given number
# of seconds, one after another, then prints what each did: executions,
# executions per second, coverage (libFuzzer's final cov: and ft:), corpus
# size, and whether it found a crash. The last lines are a Markdown table
# to paste into fuzz/README.md.
#
#   fuzz/run-all.sh SECONDS [TARGET...]     e.g. fuzz/run-all.sh 600
#
# Each target starts from its seeds in fuzz/corpus/NAME (read only) and
# grows a corpus outside the source tree, so a later run goes on from it:
#   FUZZ_OUT     where corpora, crashes and logs go (/tmp/nomic-fuzz)
#   FUZZ_BUILD   the build directory (build-fuzz)
#   FUZZ_JOBS    ninja's parallel jobs (2)
#   NOMIC_FUZZ_TMP  where the targets put scratch nomics (/dev/shm)
# A crash is written to $FUZZ_OUT/crashes/NAME/; reproduce it with
#   $FUZZ_BUILD/fuzz/fuzz_NAME FILE
set -euo pipefail

ALL=(words ruleset form command script games diplomacy rulesfile replay http transcript mail config)

if [ $# -lt 1 ] || ! [[ $1 =~ ^[0-9]+$ ]]; then
	echo "usage: $0 SECONDS [TARGET...]   (targets: ${ALL[*]})" >&2
	exit 2
fi
secs=$1
shift
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${ALL[@]}")

root=$(cd "$(dirname "$0")/.." && pwd)
out=${FUZZ_OUT:-/tmp/nomic-fuzz}
build=${FUZZ_BUILD:-build-fuzz}
case $build in /*) ;; *) build=$root/$build ;; esac
jobs=${FUZZ_JOBS:-2}

# The whole tree is instrumented, not only the targets: coverage must see
# the code under test, and so must the sanitizers.
cargs="-fsanitize=fuzzer-no-link -fno-sanitize-recover=all"
if [ ! -f "$build/build.ninja" ]; then
	CC=clang meson setup "$build" "$root" -Dfuzz=true -Db_sanitize=address,undefined \
		-Db_lundef=false -Dc_args="$cargs" >/dev/null
else
	meson configure "$build" -Dfuzz=true -Db_sanitize=address,undefined -Db_lundef=false \
		-Dc_args="$cargs" >/dev/null
fi
ninja -C "$build" -j "$jobs" $(printf 'fuzz/fuzz_%s ' "${targets[@]}") >/dev/null

mkdir -p "$out/logs"
commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)
dirty=$(git -C "$root" status --porcelain --untracked-files=no 2>/dev/null | head -c1)
[ -z "$dirty" ] || commit="$commit+dirty"
rows=()
for t in "${targets[@]}"; do
	exe=$build/fuzz/fuzz_$t
	seeds=$root/fuzz/corpus/$t
	corpus=$out/corpus/$t
	crashes=$out/crashes/$t
	log=$out/logs/$t.log
	mkdir -p "$corpus" "$crashes" "$seeds"
	before=$(ls "$crashes" | wc -l)
	echo "== fuzz_$t for ${secs}s (log: $log)" >&2
	# -timeout: one input may take seconds (a whole game, an HTTP reply),
	# never this long; -rss_limit_mb: the targets open whole nomics.
	# fuzz_http: libmicrohttpd's threads free a closed connection a moment
	# after its reply is read, so a leak check between inputs can catch one
	# in flight (it never reproduces alone). Its leaks are checked once, at
	# the end of the run, after the server has stopped.
	extra=()
	[ "$t" != http ] || extra=(-detect_leaks=0)
	# The suite's own transcripts are fuzz_transcript's seeds too, read
	# where they are rather than copied into fuzz/corpus.
	more=()
	[ "$t" != transcript ] || more=("$root/tests/transcripts")
	set +e
	"$exe" -max_total_time="$secs" -timeout=25 -rss_limit_mb=4096 -print_final_stats=1 \
		"${extra[@]}" -artifact_prefix="$crashes/" "$corpus" "$seeds" "${more[@]}" >"$log" 2>&1
	rc=$?
	set -e
	done_line=$(grep -a ' DONE ' "$log" | tail -1 || true)
	[ -n "$done_line" ] || done_line=$(grep -aE '^#[0-9]+' "$log" | tail -1 || true)
	runs=$(grep -a 'stat::number_of_executed_units:' "$log" | tail -1 | awk '{print $2}' || true)
	took=$(grep -aoE 'Done [0-9]+ runs in [0-9]+ second' "$log" | tail -1 | awk '{print $5}' ||
		true)
	runs=${runs:-$(echo "$done_line" | sed -nE 's/^#([0-9]+).*/\1/p')}
	cov=$(echo "$done_line" | sed -nE 's/.*cov: ([0-9]+).*/\1/p')
	ft=$(echo "$done_line" | sed -nE 's/.*ft: ([0-9]+).*/\1/p')
	rate=$(echo "$done_line" | sed -nE 's/.*exec\/s: ([0-9]+).*/\1/p')
	# A crash stops the run early: its rate is libFuzzer's last exec/s.
	if [ -n "${runs:-}" ] && [ -n "${took:-}" ] && [ "$took" -gt 0 ]; then
		rate=$((runs / took))
	fi
	files=$(ls "$corpus" | wc -l)
	size=$(( ($(find "$corpus" -type f -exec cat {} + | wc -c) + 1023) / 1024 ))
	after=$(ls "$crashes" | wc -l)
	if [ "$after" -gt "$before" ] || [ $rc -ne 0 ]; then
		found=$(ls -t "$crashes" | head -1)
		if [ -n "$found" ]; then
			crash="yes: $crashes/$found"
		else
			crash="yes: exit $rc, see $log"
		fi
	else
		crash=no
	fi
	rows+=("| \`fuzz_$t\` | ${runs:-?} | ${rate:-?} | ${cov:-?} | ${ft:-?} | $files ($size KiB) | $crash |")
	echo "   runs ${runs:-?}, ${rate:-?}/s, cov ${cov:-?}, ft ${ft:-?}, corpus $files, crash: $crash" >&2
done

echo
echo "\`fuzz/run-all.sh $secs\` at commit $commit, $(date -u +%Y-%m-%d), $(nproc) cores:"
echo
echo "| target | executions | exec/s | cov | ft | corpus | crash |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
printf '%s\n' "${rows[@]}"
