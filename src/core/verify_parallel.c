/* verify_parallel.c: `nomic verify --jobs N`, the whole log replayed in
 * segments between stored checkpoints, side by side (issue 17 item 3;
 * docs/ARCHITECTURE.md "Checkpoints", "Verifying in parallel").
 *
 * Of this build's stored checkpoints (those verify compares), N-1 are cut
 * points k1 < k2 < ... (chosen to split the log into N about equal
 * stretches: cuts()). Segment 0 replays events 1..k1 from nothing, segment
 * i replays k_i+1..k_{i+1} starting from the stored checkpoint k_i, and the
 * last replays the rest of the log. Each segment checks the hash links of
 * its own events (the first against the checkpoint's event hash, which the
 * segment before proves is event k_i's), compares every checkpoint it
 * passes, and ends by comparing the state it reached with the stored
 * checkpoint at its end (engine_ckpt.c verify_after, as the serial verify
 * does). By induction on i every segment starts from the state a replay
 * from event 1 reaches at its start, so together they prove what the
 * serial verify proves, and every event is still replayed.
 *
 * A pool of N threads (default: the online CPUs) runs the segments. The
 * failure reported is that of the first segment that failed: every
 * segment before it passed, so its start is the serial replay's state
 * there, and its first bad event is the one the serial verify names. */
#include "core/engine_impl.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct segment {
	uint64_t from, to; /* the checkpoint it starts from (0: event 1); ends at (0: head) */
	int ran, rc;
	uint64_t bad, count, checked;
	char why[1200];
} segment;

typedef struct pool {
	const char *path;
	segment *segs;
	size_t n, next;
	uint64_t failed_at; /* the lowest start of a failed segment: later ones need not run */
	pthread_mutex_t mu;
} pool;

static void run_segment(const char *path, segment *s)
{
	store *st = store_open(path, 0, s->why, sizeof s->why);
	if (!st) {
		s->rc = -1;
		return;
	}
	engine *e = engine_alloc(st);
	/* The comparison at the segment's end is the serial verify's own. */
	s->rc = engine_checkpoint_verify_begin(e, path, &s->checked, s->why, sizeof s->why);
	if (!s->rc && s->from && engine_checkpoint_start(e, s->from, s->why, sizeof s->why)) {
		s->bad = s->from;
		s->rc = -1;
	}
	if (!s->rc)
		s->rc = replay_segment(e, s->to, &s->bad, s->why, sizeof s->why);
	engine_checkpoint_verify_end(e);
	s->count = e->seq;
	engine_free(e);
}

static void *worker(void *arg)
{
	pool *p = arg;
	for (;;) {
		pthread_mutex_lock(&p->mu);
		segment *s = NULL;
		while (p->next < p->n && !s) {
			segment *t = &p->segs[p->next++];
			if (t->from < p->failed_at)
				s = t; /* a segment after a failure proves nothing more */
		}
		pthread_mutex_unlock(&p->mu);
		if (!s)
			return NULL;
		run_segment(p->path, s);
		pthread_mutex_lock(&p->mu);
		s->ran = 1;
		if (s->rc && s->from < p->failed_at)
			p->failed_at = s->from;
		pthread_mutex_unlock(&p->mu);
	}
}

/* Where to cut: of the checkpoints ks (nk, oldest first), for each i of
 * 1..jobs-1 the one nearest event head*i/jobs, after the last chosen, so
 * that the jobs segments hold about equal numbers of events. Only jobs-1
 * cuts, not one at every checkpoint: each segment after the first loads a
 * checkpoint, which costs as much as the state is large (the others are
 * still compared, by the segment passing them, as the serial verify
 * does). Into out: how many. */
static size_t cuts(const uint64_t *ks, size_t nk, uint64_t head, int jobs, uint64_t *out)
{
	size_t m = 0;
	for (int i = 1; i < jobs; i++) {
		uint64_t target = head / (uint64_t)jobs * (uint64_t)i;
		size_t best = nk;
		uint64_t dist = UINT64_MAX;
		for (size_t p = 0; p < nk; p++) {
			if (m && ks[p] <= out[m - 1])
				continue;
			uint64_t d = ks[p] > target ? ks[p] - target : target - ks[p];
			if (d < dist)
				dist = d, best = p;
		}
		if (best < nk && ks[best] < head)
			out[m++] = ks[best];
	}
	return m;
}

/* The cuts for this log, each a checkpoint a segment may start from: 0
 * with *n (0: none; verify serially), or -1 with why. */
static int plan(const char *path, int jobs, uint64_t **out, size_t *n, char *why, size_t whylen)
{
	*out = NULL;
	*n = 0;
	store *st = store_open(path, 0, why, whylen);
	if (!st)
		return -1;
	engine *e = engine_alloc(st);
	uint64_t *ks = NULL, head = 0;
	size_t nk = 0;
	int rc = 0;
	if (st->checkpoint_seqs(st, &ks, &nk) != STORE_OK || st->head(st, &head) != STORE_OK) {
		snprintf(why, whylen, "%s", st->err);
		rc = -1;
	}
	uint64_t *cut = xcalloc(nk + 1, sizeof *cut);
	size_t m = 0;
	for (int again = 1; again && !rc;) {
		/* One that is another build's is no cut: choose without it. */
		again = 0;
		m = cuts(ks, nk, head, jobs, cut);
		for (size_t i = 0; i < m && !again && !rc; i++) {
			int ok = engine_checkpoint_comparable(e, cut[i], why, whylen);
			if (ok < 0) {
				rc = -1;
			} else if (!ok) {
				size_t k = 0;
				while (ks[k] != cut[i])
					k++;
				memmove(&ks[k], &ks[k + 1], (nk - k - 1) * sizeof *ks);
				nk--;
				again = 1;
			}
		}
	}
	free(ks);
	engine_free(e);
	if (rc || !m) {
		free(cut);
		return rc;
	}
	*out = cut;
	*n = m;
	return 0;
}

int engine_verify_jobs(const char *path, int jobs, uint64_t *count, uint64_t *checkpoints,
		       unsigned *segments, uint64_t *bad_seq, char *why, size_t whylen)
{
	*segments = 1;
	if (jobs <= 0) {
		long cpus = sysconf(_SC_NPROCESSORS_ONLN);
		jobs = cpus > 0 ? (int)cpus : 1;
	}
	if (jobs == 1)
		return engine_verify_checkpoints(path, count, checkpoints, bad_seq, why, whylen);
	*count = *checkpoints = *bad_seq = 0;
	uint64_t *ks;
	size_t nk;
	if (plan(path, jobs, &ks, &nk, why, whylen))
		return -1;
	if (!nk) /* nothing to start a segment from: serially, as ever */
		return engine_verify_checkpoints(path, count, checkpoints, bad_seq, why, whylen);

	pool p = {.path = path, .n = nk + 1, .failed_at = UINT64_MAX};
	*segments = (unsigned)p.n;
	p.segs = xcalloc(p.n, sizeof *p.segs);
	for (size_t i = 0; i < p.n; i++) {
		p.segs[i].from = i ? ks[i - 1] : 0;
		p.segs[i].to = i < nk ? ks[i] : 0;
	}
	free(ks);
	pthread_mutex_init(&p.mu, NULL);
	pthread_t *th = xcalloc((size_t)jobs, sizeof *th);
	int started = 0;
	for (int i = 0; i < jobs; i++)
		if (pthread_create(&th[started], NULL, worker, &p) == 0)
			started++;
	if (!started)
		worker(&p); /* no thread to be had: this one takes every segment */
	for (int i = 0; i < started; i++)
		pthread_join(th[i], NULL);
	free(th);
	pthread_mutex_destroy(&p.mu);

	int rc = 0;
	for (size_t i = 0; i < p.n; i++) {
		segment *s = &p.segs[i];
		if (!s->ran)
			break; /* only after a failed one */
		*checkpoints += s->checked;
		*count = s->count;
		if (s->rc) {
			*bad_seq = s->bad;
			snprintf(why, whylen, "%s", s->why);
			rc = -1;
			break;
		}
	}
	free(p.segs);
	return rc;
}
