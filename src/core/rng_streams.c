/* rng_streams.c: how many purpose-keyed draws each (purpose, object) has
 * had (rng.h). The count is part of the nomic's state, folded by replay
 * like the rest, so the n-th draw for a thing is the same n however many
 * other events come before it; journaled, so a refused command's draws
 * count for nothing. Implements the bookkeeping behind R230 I's uniform
 * determinations; no rule states it. */
#include "core/state_ckpt.h"
#include "core/ctx.h"
#include "core/util.h"

#include <stdlib.h>
#include <string.h>

typedef struct rng_stream {
	char *purpose;
	uint64_t object;
	uint64_t used; /* draws made so far */
} rng_stream;

static int cmp(const char *purpose, uint64_t object, const rng_stream *s)
{
	int d = strcmp(purpose, s->purpose);
	if (d)
		return d;
	return object < s->object ? -1 : object > s->object;
}

static void stream_free(void *p)
{
	rng_stream *s = p;
	free(s->purpose);
	free(s);
}

uint64_t mut_rng_count(void *arg, const char *purpose, uint64_t object)
{
	ctx *c = arg;
	nomic *n = c->n;
	/* Sorted by (purpose, object): a binary search finds it or its place. */
	int lo = 0, hi = n->nrng_streams;
	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		int d = cmp(purpose, object, n->rng_streams[mid]);
		if (d == 0) {
			rng_stream *s = n->rng_streams[mid];
			uint64_t k = s->used;
			UNDO_SET(c->j, s->used, k + 1);
			return k;
		}
		if (d < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	rng_stream *s = xcalloc(1, sizeof *s);
	s->purpose = xstrdup(purpose);
	s->object = object;
	s->used = 1;
	mut_insert_at(c, (void ***)&n->rng_streams, &n->nrng_streams, &n->rng_streams_cap, lo, s,
		      stream_free);
	return 0;
}

void rng_streams_free(nomic *n)
{
	for (int i = 0; i < n->nrng_streams; i++)
		stream_free(n->rng_streams[i]);
	free(n->rng_streams);
	n->rng_streams = NULL;
	n->nrng_streams = n->rng_streams_cap = 0;
}

/* ---- checkpoints (state_ckpt.h) ---- */

void rng_streams_save(const nomic *n, ckw *w)
{
	ck_int(w, n->nrng_streams);
	for (int i = 0; i < n->nrng_streams; i++) {
		const rng_stream *s = n->rng_streams[i];
		ck_str(w, s->purpose);
		ck_u64(w, s->object);
		ck_u64(w, s->used);
	}
}

void rng_streams_load(nomic *n, ckr *r)
{
	int count = ckr_count(r, 3);
	n->rng_streams = count ? xcalloc((size_t)count, sizeof *n->rng_streams) : NULL;
	n->rng_streams_cap = count;
	for (int i = 0; i < count && ckr_ok(r); i++) {
		rng_stream *s = xcalloc(1, sizeof *s);
		n->rng_streams[n->nrng_streams++] = s;
		s->purpose = ckr_str(r);
		s->object = ckr_u64(r);
		s->used = ckr_u64(r);
		if (!ckr_ok(r))
			break;
		/* mut_rng_count's binary search needs them sorted, each once. */
		if (!s->purpose || (i > 0 && cmp(s->purpose, s->object, n->rng_streams[i - 1]) <= 0))
			ckr_fail(r, "rng streams out of order");
	}
}
