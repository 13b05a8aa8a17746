/* bench_econ_ckpt.c: what a checkpoint saves for the economy (issue 17
 * item 3). A nomic of N admin-made entities (and N/10 standing trade
 * offers) is opened twice: once by replaying its log (engine_open, the
 * baseline; bench_create_nomic joins alice, bob joins here), then its econ and trades parts are saved and loaded back
 * (econ_ckpt.c, trades_ckpt.c) R times. Prints CPU seconds for each and
 * their ratio, and the parts' bytes. CPU time (CLOCK_PROCESS_CPUTIME_ID),
 * so that the other processes on a loaded machine count less.
 * Usage: bench_econ_ckpt N R PATH */
#include "bench_util.h"

#include "core/ckpt.h"
#include "core/module.h"
#include "core/state.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

extern const nomic_module econ_module, trades_module;

static double cpu(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void submit(engine *e, const char *actor, const char *line)
{
	reply r;
	engine_submit(e, actor, line, &r);
	if (!r.ok) {
		fprintf(stderr, "bench_econ_ckpt: %s> %s: %s\n", actor, line, r.text);
		exit(1);
	}
	reply_free(&r);
}

/* Saves m's part, frees it, loads it back: the bytes' length. */
static size_t round_trip(nomic *n, const nomic_module *m)
{
	ckw w = {0};
	if (m->save_state(n, &w))
		exit(1);
	m->free_state(n);
	ckr r;
	ckr_init(&r, w.b.s, w.b.len);
	if (m->load_state(n, &r) || !ckr_done(&r)) {
		fprintf(stderr, "bench_econ_ckpt: %s did not load\n", m->name);
		exit(1);
	}
	size_t len = w.b.len;
	sbuf_free(&w.b);
	return len;
}

int main(int argc, char **argv)
{
	const char *usage = "usage: bench_econ_ckpt N R PATH";
	if (argc != 4) {
		fprintf(stderr, "%s\n", usage);
		return 2;
	}
	long count = bench_arg(argv[1], usage), rounds = bench_arg(argv[2], usage);
	const char *path = argv[3];
	bench_remove(path);
	engine *e = bench_create_nomic(path);
	submit(e, "admin", "ruleset load ackanomic");
	submit(e, "admin", "join bob");
	for (long i = 0; i < count; i++)
		submit(e, "admin", "entity create egg alice");
	for (long i = 0; i < count / 10; i++)
		submit(e, "alice", "trade offer to bob 1 egg for A$1");
	engine_close(e);

	char err[512];
	double t0 = cpu();
	e = engine_open(path, err, sizeof err);
	double replay = cpu() - t0;
	if (!e) {
		fprintf(stderr, "bench_econ_ckpt: %s\n", err);
		return 1;
	}
	uint64_t events = engine_head(e);
	nomic *n = (nomic *)engine_read_begin(e); /* nothing is submitted meanwhile */
	size_t econ_bytes = 0, trades_bytes = 0;
	t0 = cpu();
	for (long i = 0; i < rounds; i++) {
		econ_bytes = round_trip(n, &econ_module);
		trades_bytes = round_trip(n, &trades_module);
	}
	double ckpt = (cpu() - t0) / (double)rounds;
	engine_read_end(e);
	engine_close(e);
	bench_remove(path);
	printf("events=%llu replay_cpu_s=%.4f ckpt_roundtrip_cpu_s=%.5f ratio=%.4f "
	       "econ_bytes=%zu trades_bytes=%zu\n",
	       (unsigned long long)events, replay, ckpt, ckpt / replay, econ_bytes, trades_bytes);
	return 0;
}
