/* bench_mklog.c: builds a nomic of EVENTS events quickly, for the replay
 * benchmarks. It creates the nomic and joins alice through the public API,
 * then issues "mint 1 points to alice" as admin through the engine's own
 * exec_line (so every event is a real, hash-chained command that replays)
 * and appends CHUNK of them per durable transaction, as the writer thread's
 * group commit does (engine.c process()), only with bigger batches. With
 * CHECKPOINT_AT, a checkpoint (engine_checkpoint) is written after that
 * event (checkpoint.sh); with CHECKPOINT_EVERY too, after every that many
 * events more (verify.sh: a log that `nomic verify --jobs` splits; the store
 * keeps STORE_CHECKPOINTS_SPREAD of them, spread along the log).
 * Usage: bench_mklog PATH EVENTS CHUNK [CHECKPOINT_AT [CHECKPOINT_EVERY]] */
#include "bench_util.h"
#include "core/engine_impl.h"

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
	const char *usage = "usage: bench_mklog PATH EVENTS CHUNK [CHECKPOINT_AT "
			    "[CHECKPOINT_EVERY]]";
	if (argc < 4 || argc > 6) {
		fprintf(stderr, "%s\n", usage);
		return 2;
	}
	const char *path = argv[1];
	uint64_t target = (uint64_t)bench_arg(argv[2], usage);
	long chunk = bench_arg(argv[3], usage);
	if (chunk < 1)
		chunk = 1;
	uint64_t ckpt_at = argc >= 5 ? (uint64_t)bench_arg(argv[4], usage) : 0;
	uint64_t ckpt_every = argc == 6 ? (uint64_t)bench_arg(argv[5], usage) : 0;
	double ckpt_seconds = 0;
	int nckpt = 0;

	double t0 = bench_now();
	engine *e = bench_create_nomic(path);
	while (e->seq < target) {
		pthread_rwlock_wrlock(&e->state_lock);
		uint64_t seq0 = e->seq;
		/* A batch ends at the checkpoint's event, so that it follows it. */
		for (long i = 0; i < chunk && e->seq < target && (!ckpt_at || e->seq != ckpt_at);
		     i++) {
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
		if (ckpt_at && e->seq == ckpt_at) {
			uint64_t at;
			char why[1200];
			double c0 = bench_now();
			e->head = e->seq;
			if (engine_checkpoint(e, &at, why, sizeof why)) {
				fprintf(stderr, "bench_mklog: checkpoint: %s\n", why);
				return 1;
			}
			ckpt_seconds += bench_now() - c0;
			nckpt++;
			ckpt_at = ckpt_every ? ckpt_at + ckpt_every : 0;
		}
	}
	uint64_t head = e->seq;
	engine_close(e);
	double elapsed = bench_now() - t0;
	printf("mklog events=%llu chunk=%ld seconds=%.3f rate=%.0f/s file_bytes=%lld "
	       "checkpoints=%d checkpoint_seconds=%.3f\n",
	       (unsigned long long)head, chunk, elapsed, (double)head / elapsed,
	       bench_file_bytes(path), nckpt, ckpt_seconds);
	return 0;
}
