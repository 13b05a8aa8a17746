/* bench_mklog.c: builds a nomic of EVENTS events quickly, for the replay
 * benchmarks. It creates the nomic and joins alice through the public API,
 * then issues "mint 1 points to alice" as admin through the engine's own
 * exec_line (so every event is a real, hash-chained command that replays)
 * and appends CHUNK of them per durable transaction, as the writer thread's
 * group commit does (engine.c process()), only with bigger batches.
 * Usage: bench_mklog PATH EVENTS CHUNK */
#include "bench_util.h"
#include "core/engine_impl.h"

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
	const char *usage = "usage: bench_mklog PATH EVENTS CHUNK";
	if (argc != 4) {
		fprintf(stderr, "%s\n", usage);
		return 2;
	}
	const char *path = argv[1];
	uint64_t target = (uint64_t)bench_arg(argv[2], usage);
	long chunk = bench_arg(argv[3], usage);
	if (chunk < 1)
		chunk = 1;

	double t0 = bench_now();
	engine *e = bench_create_nomic(path);
	while (e->seq < target) {
		pthread_rwlock_wrlock(&e->state_lock);
		uint64_t seq0 = e->seq;
		for (long i = 0; i < chunk && e->seq < target; i++) {
			exec_run r = {.mode = EXEC_LIVE, .actor = BENCH_ACTOR, .line = BENCH_LINE,
				      .time = e->n->now};
			if (exec_line(e, &r)) {
				fprintf(stderr, "bench_mklog: %s\n", r.err.s);
				return 1;
			}
			exec_run_free(&r);
		}
		if (e->st->append(e->st, e->batch, e->nbatch, seq0) != STORE_OK) {
			fprintf(stderr, "bench_mklog: append: %s\n", e->st->err);
			return 1;
		}
		for (size_t i = 0; i < e->nbatch; i++)
			store_event_free(&e->batch[i]);
		e->nbatch = 0;
		undo_commit(&e->j);
		pthread_rwlock_unlock(&e->state_lock);
	}
	uint64_t head = e->seq;
	engine_close(e);
	double elapsed = bench_now() - t0;
	printf("mklog events=%llu chunk=%ld seconds=%.3f rate=%.0f/s file_bytes=%lld\n",
	       (unsigned long long)head, chunk, elapsed, (double)head / elapsed,
	       bench_file_bytes(path));
	return 0;
}
