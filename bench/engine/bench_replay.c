/* bench_replay.c: replay rate and memory. MODE "open" times engine_open
 * (which replays the whole log and keeps the state); "verify" times
 * engine_verify (replay plus every hash link, then frees everything). Prints
 * events per second and the process's peak RSS (VmHWM) and RSS after.
 * Usage: bench_replay open|verify PATH */
#include "bench_util.h"
#include "core/engine_impl.h"

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
	if (argc != 3 || (strcmp(argv[1], "open") && strcmp(argv[1], "verify"))) {
		fprintf(stderr, "usage: bench_replay open|verify PATH\n");
		return 2;
	}
	const char *path = argv[2];
	long rss0 = bench_rss_kib();
	char err[512];
	uint64_t count = 0, bad = 0;
	double t0 = bench_now();
	if (strcmp(argv[1], "open") == 0) {
		engine *e = engine_open(path, err, sizeof err);
		double elapsed = bench_now() - t0;
		if (!e) {
			fprintf(stderr, "bench_replay: %s\n", err);
			return 1;
		}
		count = engine_head(e);
		uint64_t from = e->ckpt_loaded;
		long rss = bench_rss_kib(), peak = bench_peak_rss_kib();
		engine_close(e);
		printf("engine_open events=%llu from_checkpoint=%llu seconds=%.3f rate=%.0f/s "
		       "rss_before_kib=%ld rss_after_kib=%ld peak_rss_kib=%ld file_bytes=%lld\n",
		       (unsigned long long)count, (unsigned long long)from, elapsed,
		       (double)count / elapsed, rss0, rss, peak, bench_file_bytes(path));
		return 0;
	}
	int rc = engine_verify(path, &count, &bad, err, sizeof err);
	double elapsed = bench_now() - t0;
	printf("engine_verify events=%llu seconds=%.3f rate=%.0f/s result=%s "
	       "rss_before_kib=%ld peak_rss_kib=%ld file_bytes=%lld\n",
	       (unsigned long long)count, elapsed, (double)count / elapsed,
	       rc == 0 ? "ok" : err, rss0, bench_peak_rss_kib(), bench_file_bytes(path));
	return rc ? 1 : 0;
}
