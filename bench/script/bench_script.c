/* bench_script.c: the nomic, the scripts and the hot command the
 * rule-script benchmarks share (bench_script.h). */
#include "bench_script.h"

#include "bench_util.h"
#include "core/engine_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const bench_script_name[3] = {"plain", "guard", "react"};

static void submit(engine *e, const char *actor, const char *line)
{
	reply r;
	if (!engine_submit(e, actor, line, &r)) {
		fprintf(stderr, "bench: %s> %.60s: %s\n", actor ? actor : "", line, r.text);
		exit(1);
	}
	reply_free(&r);
}

/* The command language's quoting (src/core/command.c): \n, \" and \\. */
static void quote(char *out, size_t len, const char *s)
{
	size_t k = 0;
	out[k++] = '"';
	for (; *s && k + 4 < len; s++) {
		if (*s == '\n') {
			out[k++] = '\\';
			out[k++] = 'n';
			continue;
		}
		if (*s == '"' || *s == '\\')
			out[k++] = '\\';
		out[k++] = *s;
	}
	out[k++] = '"';
	out[k] = '\0';
}

void bench_script_create(bench_nomic *b, const char *path, enum bench_script kind)
{
	static const unsigned char seed[32] = {0};
	char err[512];
	reply r;
	memset(b, 0, sizeof *b);
	bench_remove(path);
	b->e = engine_create_seeded(path, "Bench", CLOCK_VIRTUAL, BENCH_TIME, seed, &r, err,
				    sizeof err);
	reply_free(&r);
	if (!b->e) {
		fprintf(stderr, "bench: engine_create %s: %s\n", path, err);
		exit(1);
	}
	submit(b->e, "admin", "ruleset load ackanomic");
	submit(b->e, "admin", "join alice");
	submit(b->e, "admin", "join bob");
	if (kind == BENCH_PLAIN)
		return;
	char src[1024], line[2048];
	quote(src, sizeof src,
	      kind == BENCH_GUARD ? BENCH_GUARD_LUA : BENCH_GUARD_LUA BENCH_REACT_LUA);
	snprintf(line, sizeof line,
		 "rule enact " BENCH_SCRIPT_RULE " \"Sunday rest\" "
		 "\"Players may not transfer A$ on Sundays.\" script %s", src);
	submit(b->e, "admin", line);
}

void bench_script_transfers(bench_nomic *b, uint64_t count, long chunk)
{
	engine *e = b->e;
	uint64_t end = b->transfers + count;
	if (chunk < 1)
		chunk = 1;
	while (b->transfers < end) {
		pthread_rwlock_wrlock(&e->state_lock);
		uint64_t seq0 = e->seq;
		double t0 = bench_now();
		for (long i = 0; i < chunk && b->transfers < end; i++, b->transfers++) {
			int even = b->transfers % 2 == 0;
			exec_run r = {.mode = EXEC_LIVE,
				      .actor = even ? "alice" : "bob",
				      .line = even ? "transfer 1 A$ to bob" : "transfer 1 A$ to alice",
				      .time = e->n->now};
			if (exec_line(e, &r)) {
				fprintf(stderr, "bench: %s> %s: %s\n", r.actor, r.line, r.err.s);
				exit(1);
			}
			exec_run_free(&r);
		}
		double t1 = bench_now();
		if (e->st->append(e->st, e->batch, e->nbatch, seq0) != STORE_OK) {
			fprintf(stderr, "bench: append: %s\n", e->st->err);
			exit(1);
		}
		for (size_t i = 0; i < e->nbatch; i++)
			store_event_free(&e->batch[i]);
		e->nbatch = 0;
		undo_commit(&e->j);
		e->head = e->seq;
		pthread_rwlock_unlock(&e->state_lock);
		b->exec_s += t1 - t0;
		b->append_s += bench_now() - t1;
	}
}

long long bench_script_count(engine *e)
{
	reply r;
	long long n = -1;
	if (engine_submit(e, "admin", "script state " BENCH_SCRIPT_RULE, &r)) {
		const char *p = strstr(r.text, "n = ");
		if (p)
			n = strtoll(p + 4, NULL, 10);
	}
	reply_free(&r);
	return n;
}
