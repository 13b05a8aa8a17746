/* bench_replay.c: replay rate and memory. MODE "open" times engine_open
 * (which replays the whole log and keeps the state); "verify" times
 * engine_verify (replay plus every hash link, then frees everything); with
 * JOBS, engine_verify_jobs (segments between the checkpoints on JOBS
 * threads, 0: one per CPU). Prints events per second and the process's peak
 * RSS (VmHWM) and RSS after.
 * Usage: bench_replay open|verify PATH [JOBS] */
#include "bench_util.h"
#include "core/engine_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
	if ((argc != 3 && argc != 4) || (strcmp(argv[1], "open") && strcmp(argv[1], "verify")) ||
	    (argc == 4 && strcmp(argv[1], "verify"))) {
		fprintf(stderr, "usage: bench_replay open|verify PATH [JOBS]\n");
		return 2;
	}
	const char *path = argv[2];
	long rss0 = bench_rss_kib();
	char err[1200];
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
	uint64_t checkpoints = 0;
	unsigned segments = 1;
	int rc = argc == 4 ? engine_verify_jobs(path, atoi(argv[3]), &count, &checkpoints,
						&segments, &bad, err, sizeof err)
			   : engine_verify_checkpoints(path, &count, &checkpoints, &bad, err,
						       sizeof err);
	double elapsed = bench_now() - t0;
	printf("engine_verify jobs=%s segments=%u events=%llu checkpoints=%llu seconds=%.3f rate=%.0f/s "
	       "result=%s "
	       "rss_before_kib=%ld peak_rss_kib=%ld file_bytes=%lld\n",
	       argc == 4 ? argv[3] : "serial", segments, (unsigned long long)count,
	       (unsigned long long)checkpoints, elapsed, (double)count / elapsed,
	       rc == 0 ? "ok" : err, rss0, bench_peak_rss_kib(), bench_file_bytes(path));
	return rc ? 1 : 0;
}
