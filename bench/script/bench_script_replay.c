/* bench_script_replay.c: replay of a log where every event runs a script
 * (issue 11), against the same number of events without scripts and
 * against the raw scan floor.
 *
 *   build PATH [EVENTS]  makes two logs of EVENTS events each (default
 *       100000), both with the Ackanomic ruleset and alice and bob joined
 *       (bench_script.h): PATH-react, whose rule 1391 carries the Sunday
 *       guard and the counting reaction, then transfers of 1 A$ (each runs
 *       the script twice); PATH-plain, the same transfers and no script.
 *       Transfers go through exec_line, 10,000 per durable append. Prints
 *       how fast each was made live.
 *   replay PATH  times, in one run: bench_scan's raw SQLite scan of each
 *       log (bench_raw_scan), engine_open of the plain log, engine_open of
 *       the scripted one (then checks that the reaction's count came back:
 *       the scripts really ran), and engine_verify of the scripted one.
 *       Prints events/s for each and the ratios.
 * Usage: bench_script_replay build PATH [EVENTS] | replay PATH */
#include "bench_script.h"

#include "bench_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SETUP_PLAIN 4 /* genesis, ruleset load, join alice, join bob */
#define SETUP_REACT 5 /* and rule enact 1391 */

static double now_since(double t0)
{
	return bench_now() - t0;
}

static int build(const char *prefix, uint64_t events)
{
	char path[2][4096];
	double rate[2];
	for (int k = 0; k < 2; k++) {
		enum bench_script kind = k ? BENCH_REACT : BENCH_PLAIN;
		uint64_t setup = k ? SETUP_REACT : SETUP_PLAIN;
		snprintf(path[k], sizeof path[k], "%s-%s", prefix, bench_script_name[kind]);
		bench_nomic b;
		bench_script_create(&b, path[k], kind);
		if (engine_head(b.e) != setup) {
			fprintf(stderr, "bench_script_replay: %s: setup made %llu events, not %llu\n",
				path[k], (unsigned long long)engine_head(b.e),
				(unsigned long long)setup);
			return 1;
		}
		bench_script_transfers(&b, events > setup ? events - setup : 0, 10000);
		rate[k] = (double)b.transfers / (b.exec_s + b.append_s);
		engine_close(b.e);
	}
	printf("script_mklog events=%llu plain_rate=%.0f/s react_rate=%.0f/s ratio=%.3f "
	       "plain_bytes=%lld react_bytes=%lld\n",
	       (unsigned long long)events, rate[0], rate[1], rate[1] / rate[0],
	       bench_file_bytes(path[0]), bench_file_bytes(path[1]));
	return 0;
}

/* engine_open's time for path, its head, and the reaction's count. */
static double time_open(const char *path, uint64_t *head, long long *counted)
{
	char err[512];
	double t0 = bench_now();
	engine *e = engine_open(path, err, sizeof err);
	double dt = now_since(t0);
	if (!e) {
		fprintf(stderr, "bench_script_replay: %s: %s\n", path, err);
		exit(1);
	}
	*head = engine_head(e);
	*counted = bench_script_count(e);
	engine_close(e);
	return dt;
}

static int replay(const char *prefix)
{
	char plain[4096], react[4096];
	snprintf(plain, sizeof plain, "%s-%s", prefix, bench_script_name[BENCH_PLAIN]);
	snprintf(react, sizeof react, "%s-%s", prefix, bench_script_name[BENCH_REACT]);

	uint64_t rows[2] = {0, 0}, sum = 0;
	double t0 = bench_now();
	if (bench_raw_scan(plain, &rows[0], &sum))
		return 1;
	double scan_plain = now_since(t0);
	t0 = bench_now();
	if (bench_raw_scan(react, &rows[1], &sum))
		return 1;
	double scan_react = now_since(t0);

	uint64_t n_plain, n_react;
	long long none, counted;
	double open_plain = time_open(plain, &n_plain, &none);
	double open_react = time_open(react, &n_react, &counted);

	uint64_t n_verify = 0, bad = 0;
	char why[512];
	t0 = bench_now();
	int vrc = engine_verify(react, &n_verify, &bad, why, sizeof why);
	double verify_react = now_since(t0);
	if (vrc)
		fprintf(stderr, "bench_script_replay: verify %s: event %llu: %s\n", react,
			(unsigned long long)bad, why);

	double r_scan = (double)rows[1] / scan_react, r_plain = (double)n_plain / open_plain;
	double r_react = (double)n_react / open_react;
	printf("script_replay events=%llu,%llu scan_rate=%.0f/s scan_plain_rate=%.0f/s "
	       "open_plain_rate=%.0f/s open_react_rate=%.0f/s verify_react_rate=%.0f/s "
	       "react_vs_plain=%.3f react_vs_scan=%.4f plain_vs_scan=%.4f "
	       "react_extra_us=%.2f seconds scan=%.3f plain=%.3f react=%.3f verify=%.3f "
	       "counted=%lld verify=%s peak_rss_kib=%ld\n",
	       (unsigned long long)n_plain, (unsigned long long)n_react, r_scan,
	       (double)rows[0] / scan_plain, r_plain, r_react, (double)n_verify / verify_react,
	       r_react / r_plain, r_react / r_scan, r_plain / r_scan,
	       1e6 * (open_react / (double)n_react - open_plain / (double)n_plain), scan_react,
	       open_plain, open_react, verify_react, counted, vrc == 0 ? "ok" : why,
	       bench_peak_rss_kib());
	return vrc || counted != (long long)(n_react - SETUP_REACT) ? 1 : 0;
}

int main(int argc, char **argv)
{
	const char *usage = "usage: bench_script_replay build PATH [EVENTS] | replay PATH";
	if (argc >= 3 && argc <= 4 && strcmp(argv[1], "build") == 0)
		return build(argv[2], argc == 4 ? (uint64_t)bench_arg(argv[3], usage) : 100000);
	if (argc == 3 && strcmp(argv[1], "replay") == 0)
		return replay(argv[2]);
	fprintf(stderr, "%s\n", usage);
	return 2;
}
