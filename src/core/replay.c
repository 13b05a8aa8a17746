/* replay.c: rebuilding state from the log, and reading the log back.
 * Replay re-runs every command as written and checks that it yields the
 * same arguments and draws, and that every hash link holds; so a log that
 * replays is one that the rules, as the server applies them, produced.
 * Reading gives each event as its viewer may see it (visibility.c). */
#include "core/engine_impl.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct replay_state {
	engine *e;
	enum exec_mode mode;
	uint64_t bad;
	char *why;
	size_t whylen;
	uint64_t ndraws;
} replay_state;

/* The hash chain at ev: it is the event after `seq`, it links to `last`,
 * and its contents hash to its hash. 0, or 1 with why set. */
static int chain_check(uint64_t seq, const unsigned char *last, const store_event *ev,
		       char *why, size_t whylen)
{
	unsigned char h[HASH_BYTES];
	if (ev->seq != seq + 1) {
		snprintf(why, whylen, "expected event %llu here", (unsigned long long)seq + 1);
		return 1;
	}
	if (memcmp(ev->prev, last, HASH_BYTES)) {
		snprintf(why, whylen, "its link to the previous event is broken");
		return 1;
	}
	event_hash(ev, h);
	if (memcmp(h, ev->hash, HASH_BYTES)) {
		snprintf(why, whylen, "its contents do not match its hash (edited?)");
		return 1;
	}
	return 0;
}

/* Runs ev's command again, whose chain is checked, and compares the
 * event it makes with ev (exec.c check_replay). 0, or 1 with rs->why. */
static int replay_exec(replay_state *rs, const store_event *ev)
{
	engine *e = rs->e;
	rs->bad = ev->seq;
	exec_run r = {.mode = rs->mode, .actor = ev->actor, .line = ev->command,
		      .time = ev->time, .logged = ev};
	/* The chain is checked; exec_line rebuilds the event the same way. */
	int rc = exec_line(e, &r);
	if (rc)
		snprintf(rs->why, rs->whylen, "'%s> %s' does not replay: %s", ev->actor,
			 ev->command, r.err.s ? r.err.s : "?");
	else if (memcmp(e->last_hash, ev->hash, HASH_BYTES))
		snprintf(rs->why, rs->whylen, "it replays to a different event"), rc = -1;
	exec_run_free(&r);
	undo_commit(&e->j);
	if (!rc && e->after_event && e->after_event(e, ev->seq, rs->why, rs->whylen))
		rc = -1;
	if (rc)
		return 1;
	rs->ndraws += (uint64_t)(strlen(ev->draws) > 2);
	rs->bad = 0;
	return 0;
}

static int replay_visit(void *arg, const store_event *ev)
{
	replay_state *rs = arg;
	rs->bad = ev->seq;
	if (chain_check(rs->e->seq, rs->e->last_hash, ev, rs->why, rs->whylen))
		return 1;
	return replay_exec(rs, ev);
}

/* ---- replay from event 1 on two threads ----
 *
 * Opening and `nomic verify` replay the whole log. Reading it (SQLite)
 * and checking its hash chain (BLAKE2b over every event) need nothing of
 * the state, so on a machine of two cores or more a second thread does
 * them and hands the checked events over in batches, while this one runs
 * their commands. Every event is still checked in full, and the first bad
 * one is reported as the sequential replay reports it: the reader stops at
 * the first break in the chain, and its failure is told only once every
 * event before it has replayed. */

enum { PIPE_BATCH = 256, PIPE_DEPTH = 8 };

typedef struct pipe_batch {
	store_event ev[PIPE_BATCH];
	size_t n;
} pipe_batch;

typedef struct replay_pipe {
	engine *e;
	uint64_t from;
	pthread_mutex_t mu;
	pthread_cond_t cond;
	pipe_batch ring[PIPE_DEPTH];
	size_t head, count; /* the batches ready: ring[head], ... */
	pipe_batch *filling; /* the reader's: ring[(head + count) % DEPTH] */
	int done, stop;      /* the reader has finished; the runner wants no more */
	/* The reader's: the chain so far, and where and why it broke. */
	uint64_t seq;
	unsigned char last[HASH_BYTES];
	int scan_rc;
	uint64_t bad;
	char why[512];
} replay_pipe;

static int pipe_flush(replay_pipe *p)
{
	pthread_mutex_lock(&p->mu);
	p->count++;
	pthread_cond_broadcast(&p->cond);
	while (p->count == PIPE_DEPTH && !p->stop)
		pthread_cond_wait(&p->cond, &p->mu);
	if (p->stop) {
		/* The ring may be full: no batch is the reader's now. */
		p->filling = NULL;
		pthread_mutex_unlock(&p->mu);
		return 1;
	}
	p->filling = &p->ring[(p->head + p->count) % PIPE_DEPTH];
	pthread_mutex_unlock(&p->mu);
	p->filling->n = 0;
	return 0;
}

static int pipe_visit(void *arg, const store_event *ev)
{
	replay_pipe *p = arg;
	if (chain_check(p->seq, p->last, ev, p->why, sizeof p->why)) {
		p->bad = ev->seq;
		return 1;
	}
	p->seq = ev->seq;
	memcpy(p->last, ev->hash, HASH_BYTES);
	/* The four texts in one block (batch_free frees it by actor): one
	 * allocation an event, not four. */
	store_event *c = &p->filling->ev[p->filling->n++];
	*c = *ev;
	size_t na = strlen(ev->actor) + 1, nc = strlen(ev->command) + 1,
	       ng = strlen(ev->args) + 1, nd = strlen(ev->draws) + 1;
	char *b = xmalloc(na + nc + ng + nd);
	c->actor = memcpy(b, ev->actor, na);
	c->command = memcpy(b + na, ev->command, nc);
	c->args = memcpy(b + na + nc, ev->args, ng);
	c->draws = memcpy(b + na + nc + ng, ev->draws, nd);
	return p->filling->n == PIPE_BATCH && pipe_flush(p) ? 1 : 0;
}

static void *pipe_reader(void *arg)
{
	replay_pipe *p = arg;
	p->filling = &p->ring[0];
	p->filling->n = 0;
	int rc = p->e->st->scan(p->e->st, p->from, pipe_visit, p);
	pthread_mutex_lock(&p->mu);
	p->scan_rc = rc; /* < 0: the store's error, in st->err */
	if (p->filling && p->filling->n)
		p->count++; /* the last, part full */
	p->done = 1;
	pthread_cond_broadcast(&p->cond);
	pthread_mutex_unlock(&p->mu);
	return NULL;
}

static void batch_free(pipe_batch *b)
{
	for (size_t i = 0; i < b->n; i++)
		free(b->ev[i].actor); /* the block of all four (pipe_visit) */
	b->n = 0;
}

/* As the sequential scan: 0 when all replayed, 1 at a bad event (rs->bad,
 * rs->why), -1 when the store fails; -2 when no thread could be started
 * (nothing has been read: the caller replays on its own). */
static int replay_piped(replay_state *rs)
{
	replay_pipe *p = xcalloc(1, sizeof *p);
	p->e = rs->e;
	p->from = rs->e->seq + 1;
	p->seq = rs->e->seq;
	memcpy(p->last, rs->e->last_hash, HASH_BYTES);
	pthread_mutex_init(&p->mu, NULL);
	pthread_cond_init(&p->cond, NULL);
	pthread_t th;
	if (pthread_create(&th, NULL, pipe_reader, p)) {
		pthread_mutex_destroy(&p->mu);
		pthread_cond_destroy(&p->cond);
		free(p);
		return -2;
	}
	int rc = 0;
	for (;;) {
		pthread_mutex_lock(&p->mu);
		while (!p->count && !p->done)
			pthread_cond_wait(&p->cond, &p->mu);
		if (!p->count) {
			pthread_mutex_unlock(&p->mu);
			break; /* the reader is done and all it read has run */
		}
		pipe_batch *b = &p->ring[p->head];
		pthread_mutex_unlock(&p->mu);
		for (size_t i = 0; i < b->n && !rc; i++)
			rc = replay_exec(rs, &b->ev[i]);
		batch_free(b);
		pthread_mutex_lock(&p->mu);
		p->head = (p->head + 1) % PIPE_DEPTH;
		p->count--;
		if (rc)
			p->stop = 1;
		pthread_cond_broadcast(&p->cond);
		pthread_mutex_unlock(&p->mu);
		if (rc)
			break;
	}
	pthread_join(th, NULL);
	for (size_t i = 0; i < PIPE_DEPTH; i++)
		batch_free(&p->ring[i]);
	if (!rc && p->bad) {
		/* Every event before the break replayed: the break is first. */
		rs->bad = p->bad;
		snprintf(rs->why, rs->whylen, "%s", p->why);
		rc = 1;
	} else if (!rc && p->scan_rc < 0) {
		rc = -1; /* replay_from_store says the store's error */
	}
	pthread_mutex_destroy(&p->mu);
	pthread_cond_destroy(&p->cond);
	free(p);
	return rc;
}

int replay_from_store(engine *e, enum exec_mode mode, uint64_t *bad, char *why, size_t n)
{
	replay_state rs = {e, mode, 0, why, n, 0};
	why[0] = '\0';
	pthread_mutex_lock(&e->store_lock);
	/* From event 1 (opening, verify) on two threads where there are two
	 * cores; a catch-up of a few events is not worth a thread. */
	int rc = -2;
	if ((e->seq == 0 || e->opening) && sysconf(_SC_NPROCESSORS_ONLN) > 1)
		rc = replay_piped(&rs);
	if (rc == -2)
		rc = e->st->scan(e->st, e->seq + 1, replay_visit, &rs);
	pthread_mutex_unlock(&e->store_lock);
	e->head = e->seq;
	*bad = rs.bad;
	if (rc < 0 && !why[0])
		snprintf(why, n, "%s", e->st->err);
	return rc ? -1 : 0;
}

/* ---- one segment of a parallel verify (verify_parallel.c) ----
 *
 * The events after e->seq up to `to`, on this thread alone: the segments
 * themselves are the parallelism, so no reader thread is started. */

typedef struct segment_run {
	replay_state rs;
	uint64_t to;
	int reached;
} segment_run;

static int segment_visit(void *arg, const store_event *ev)
{
	segment_run *s = arg;
	if (replay_visit(&s->rs, ev))
		return 1;
	if (ev->seq == s->to) {
		s->reached = 1;
		return 1; /* the segment's end: the next one checks the rest */
	}
	return 0;
}

int replay_segment(engine *e, uint64_t to, uint64_t *bad, char *why, size_t n)
{
	segment_run s = {{e, EXEC_REPLAY, 0, why, n, 0}, to, 0};
	why[0] = '\0';
	int rc = e->st->scan(e->st, e->seq + 1, segment_visit, &s);
	e->head = e->seq;
	*bad = s.rs.bad;
	if (rc < 0 && !why[0])
		snprintf(why, n, "%s", e->st->err);
	if (rc < 0 || (rc > 0 && !s.reached))
		return -1;
	if (to && !s.reached) {
		/* The log ends before the checkpoint's event: it is refused there. */
		*bad = to;
		snprintf(why, n, "the log ends at event %llu, before the checkpoint after it",
			 (unsigned long long)e->seq);
		return -1;
	}
	return 0;
}

/* ---- reading the log ----
 *
 * The log is read on a read-only handle of its own (st->read_scan; the
 * store keeps a small pool of them): so building a reply of a
 * thousand events takes no lock that a commit needs, and a hundred readers
 * at once wait for nobody but the disk. The events are copied out first
 * and the JSON built after, so even the handle's read snapshot lasts only
 * as long as the copying. A store that cannot open readers is copied from
 * under store_lock, which is then held only for the copying. */

typedef struct log_copy {
	store_event *evs;
	size_t n, cap, limit;
	int heads; /* engine_log_heads_json: no arguments or draws copied */
} log_copy;

static int copy_visit(void *arg, const store_event *ev)
{
	log_copy *lc = arg;
	if (lc->n >= lc->limit)
		return 1;
	if (lc->n == lc->cap) {
		lc->cap = lc->cap ? 2 * lc->cap : 64;
		lc->evs = xrealloc(lc->evs, lc->cap * sizeof *lc->evs);
	}
	store_event *c = &lc->evs[lc->n++];
	*c = *ev;
	c->actor = xstrdup(ev->actor);
	c->command = xstrdup(ev->command);
	c->args = lc->heads ? NULL : xstrdup(ev->args);
	c->draws = lc->heads ? NULL : xstrdup(ev->draws);
	return 0;
}

static void copy_free(log_copy *lc)
{
	for (size_t i = 0; i < lc->n; i++)
		store_event_free(&lc->evs[i]);
	free(lc->evs);
	memset(lc, 0, sizeof *lc);
}

static void copy_log(engine *e, uint64_t from, log_copy *lc)
{
	if (e->st->read_scan && e->st->read_scan(e->st, from, copy_visit, lc) >= 0)
		return;
	/* None to be had, or it broke: the engine's own handle serves. */
	size_t limit = lc->limit;
	int heads = lc->heads;
	copy_free(lc);
	lc->limit = limit;
	lc->heads = heads;
	pthread_mutex_lock(&e->store_lock);
	e->st->scan(e->st, from, copy_visit, lc);
	pthread_mutex_unlock(&e->store_lock);
}

/* Who views, after catching up: another process's events are decided
 * here first. */
static vis_viewer log_viewer(engine *e, const char *viewer)
{
	vis_viewer v = {0, 0};
	engine_catch_up(e);
	if (viewer && strcmp(viewer, "admin") == 0) {
		v.admin = 1;
	} else if (viewer) {
		/* The player the name is now, by permanent id. */
		engine_lock_read(e);
		v = vis_viewer_named(e->n, viewer);
		engine_unlock_read(e);
	}
	return v;
}

static json_t *log_json(engine *e, uint64_t from, int limit, const char *viewer, int heads)
{
	log_copy lc = {.limit = (size_t)(limit > 0 ? limit : 100), .heads = heads};
	vis_viewer v = log_viewer(e, viewer);
	copy_log(e, from ? from : 1, &lc);
	/* Every event as the viewer may see it: visibility.c decides. */
	json_t *out = json_array();
	for (size_t i = 0; i < lc.n; i++) {
		json_t *o = vis_event_json(e->vis, &lc.evs[i], &v);
		if (!o)
			break; /* not yet replayed here: nothing is decided about it */
		json_array_append_new(out, o);
	}
	copy_free(&lc);
	return out;
}

json_t *engine_log_json(engine *e, uint64_t from, int limit, const char *viewer)
{
	return log_json(e, from, limit, viewer, 0);
}

json_t *engine_log_heads_json(engine *e, uint64_t from, int limit, const char *viewer)
{
	return log_json(e, from, limit, viewer, 1);
}

/* Like log_json, but writes the array's text itself, so that arguments the
 * viewer sees as stored are copied, not parsed and re-encoded. */
char *engine_log_text(engine *e, uint64_t from, int limit, const char *viewer)
{
	log_copy lc = {.limit = (size_t)(limit > 0 ? limit : 100)};
	vis_viewer v = log_viewer(e, viewer);
	copy_log(e, from ? from : 1, &lc);
	sbuf b = {0};
	sbuf_add(&b, "[");
	for (size_t i = 0; i < lc.n; i++) {
		const char *args, *draws;
		json_t *o = vis_event_json_raw(e->vis, &lc.evs[i], &v, &args, &draws);
		if (!o)
			break; /* not yet replayed here: nothing is decided about it */
		char *t = json_dumps(o, JSON_COMPACT);
		json_decref(o);
		size_t n = t ? strlen(t) : 0;
		if (n < 2) {
			free(t);
			break;
		}
		if (i)
			sbuf_add(&b, ",");
		if (args) {
			/* {"seq":...} + ,"args":ARGS,"draws":DRAWS} */
			sbuf_addn(&b, t, n - 1);
			sbuf_add(&b, ",\"args\":");
			sbuf_add(&b, args);
			sbuf_add(&b, ",\"draws\":");
			sbuf_add(&b, draws);
			sbuf_add(&b, "}");
		} else {
			sbuf_addn(&b, t, n);
		}
		free(t);
	}
	sbuf_add(&b, "]");
	copy_free(&lc);
	return sbuf_take(&b);
}

/* ---- verify and audit ---- */

static engine *open_raw(const char *path, char *why, size_t whylen)
{
	store *st = store_open(path, 0, why, whylen);
	return st ? engine_alloc(st) : NULL;
}

int engine_verify(const char *path, uint64_t *count, uint64_t *bad_seq,
		  char *why, size_t whylen)
{
	uint64_t checkpoints;
	return engine_verify_checkpoints(path, count, &checkpoints, bad_seq, why, whylen);
}

int engine_verify_checkpoints(const char *path, uint64_t *count, uint64_t *checkpoints,
			      uint64_t *bad_seq, char *why, size_t whylen)
{
	*bad_seq = 0;
	*count = 0;
	*checkpoints = 0;
	engine *e = open_raw(path, why, whylen);
	if (!e)
		return -1;
	/* From event 1 always; at each checkpoint's event, the checkpoint is
	 * compared with the state replayed (engine_ckpt.c). */
	int rc = engine_checkpoint_verify_begin(e, path, checkpoints, why, whylen);
	if (rc == 0)
		rc = replay_from_store(e, EXEC_REPLAY, bad_seq, why, whylen);
	engine_checkpoint_verify_end(e);
	*count = e->seq;
	engine_free(e);
	return rc;
}

int engine_audit(const char *path, char *seed_hex, uint64_t *ndraws,
		 uint64_t *bad_seq, char *why, size_t whylen)
{
	*bad_seq = 0;
	*ndraws = 0;
	engine *e = open_raw(path, why, whylen);
	if (!e)
		return -1;
	char *hex = NULL;
	int rc = -1;
	if (e->st->meta_get(e->st, "seed", &hex) != STORE_OK || !hex ||
	    hex_decode(hex, e->seed, sizeof e->seed)) {
		snprintf(why, whylen, "this file does not hold its seed");
		goto out;
	}
	e->have_seed = 1;
	snprintf(seed_hex, 2 * RNG_SEED_BYTES + 1, "%s", hex);
	replay_state rs = {e, EXEC_AUDIT, 0, why, whylen, 0};
	why[0] = '\0';
	rc = e->st->scan(e->st, 1, replay_visit, &rs) ? -1 : 0;
	*bad_seq = rs.bad;
	*ndraws = rs.ndraws;
	if (rc == 0) {
		/* The seed must be the one whose hash event 1 published. */
		unsigned char h[32];
		crypto_generichash(h, sizeof h, e->seed, sizeof e->seed, NULL, 0);
		if (memcmp(h, e->n->seed_hash, sizeof h)) {
			snprintf(why, whylen, "the seed does not match the hash published in event 1");
			*bad_seq = 1;
			rc = -1;
		}
	}
out:
	free(hex);
	engine_free(e);
	return rc;
}
