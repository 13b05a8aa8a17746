/* engine.c: the engine's public life cycle: allocating, opening (replay
 * from the newest checkpoint) and creating nomics, starting and stopping the
 * writer thread, and submitting commands to it (engine_submit, keyed,
 * async) or running them on the caller's thread when no writer runs.
 * Batching and committing are engine_writer.c's; what views read and how
 * they keep up with the log, engine_read.c's.
 *
 * Commands are committed in groups: the writer thread takes every queued
 * submission, runs each as its own event (each inside its own undo mark, so
 * a bad one changes nothing), appends the whole batch in one durable
 * transaction, and only then answers them all, so throughput is not one
 * fsync per command. If the append fails, every change of the batch is
 * rolled back and nobody is told "ok". If another process appended first,
 * the engine catches up by replaying its events and runs the batch again. */
#define _GNU_SOURCE /* pthread_rwlockattr_setkind_np */
#include "core/checkpoint.h"
#include "core/engine_impl.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void reply_free(reply *r)
{
	free(r->text);
	free(r->secret);
	memset(r, 0, sizeof *r);
}

engine *engine_alloc(store *st)
{
	engine *e = xcalloc(1, sizeof *e);
	e->st = st;
	e->n = nomic_new();
	e->vis = vis_index_new();
	pthread_rwlockattr_t attr;
	pthread_rwlockattr_init(&attr);
	pthread_rwlockattr_setkind_np(&attr, PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP);
	pthread_rwlock_init(&e->state_lock, &attr);
	pthread_rwlockattr_destroy(&attr);
	pthread_mutex_init(&e->store_lock, NULL);
	pthread_mutex_init(&e->qlock, NULL);
	pthread_cond_init(&e->qcond, NULL);
	pthread_mutex_init(&e->fault_lock, NULL);
	pthread_mutex_init(&e->commit_lock, NULL);
	/* Tests run whole suites this way, so that every batch goes through
	 * the rollback and re-application a reader may cause. */
	const char *always = getenv("NOMIC_TEST_REAPPLY");
	e->reapply_always = always && *always && strcmp(always, "0") != 0;
	const char *ckpt = getenv("NOMIC_TEST_CHECKPOINT");
	e->checkpoint_always = ckpt && *ckpt && strcmp(ckpt, "0") != 0;
	if (st)
		snprintf(e->readonly_why, sizeof e->readonly_why, "%s", st->readonly);
	e->limits = ratelimit_new();
	e->ckpt_every = engine_checkpoint_every_default();
	return e;
}

void engine_free(engine *e)
{
	if (!e)
		return;
	for (size_t i = 0; i < e->nbatch; i++)
		store_event_free(&e->batch[i]);
	free(e->batch);
	undo_free(&e->j);
	sbuf_free(&e->ident0);
	sbuf_free(&e->ident1);
	ratelimit_free(e->limits);
	nomic_free(e->n);
	vis_index_free(e->vis);
	if (e->st)
		e->st->close(e->st);
	sodium_memzero(e->seed, sizeof e->seed);
	pthread_rwlock_destroy(&e->state_lock);
	pthread_mutex_destroy(&e->store_lock);
	pthread_mutex_destroy(&e->qlock);
	pthread_mutex_destroy(&e->fault_lock);
	pthread_mutex_destroy(&e->commit_lock);
	pthread_cond_destroy(&e->qcond);
	free(e);
}

gtime engine_wall_now(void)
{
	return (gtime)time(NULL);
}

void engine_submit_async(engine *e, const char *actor, const char *line, const char *key,
			 reply *r, engine_done_fn done, void *arg)
{
	memset(r, 0, sizeof *r);
	submission *s = xcalloc(1, sizeof *s);
	s->actor = actor ? xstrdup(actor) : NULL;
	s->line = xstrdup(line);
	s->key = key ? xstrdup(key) : NULL;
	s->r = r;
	s->notify = done;
	s->notify_arg = arg;
	if (!e->running) {
		engine_process(e, &s, 1);
		done(arg);
		engine_submission_free(s);
		engine_checkpoint_maybe(e);
		return;
	}
	pthread_mutex_lock(&e->qlock);
	if (e->qtail)
		e->qtail->next = s;
	else
		e->qhead = s;
	e->qtail = s;
	pthread_cond_signal(&e->qcond);
	pthread_mutex_unlock(&e->qlock);
}

int engine_submit(engine *e, const char *actor, const char *line, reply *r)
{
	return engine_submit_keyed(e, actor, line, NULL, r);
}

int engine_submit_keyed(engine *e, const char *actor, const char *line, const char *key,
			reply *r)
{
	memset(r, 0, sizeof *r);
	submission s = {.actor = actor, .line = line, .key = key, .r = r};
	if (!e->running) {
		submission *one = &s;
		engine_process(e, &one, 1);
		engine_checkpoint_maybe(e);
		return r->ok;
	}
	pthread_cond_init(&s.done_cond, NULL);
	pthread_mutex_lock(&e->qlock);
	if (e->qtail)
		e->qtail->next = &s;
	else
		e->qhead = &s;
	e->qtail = &s;
	pthread_cond_signal(&e->qcond);
	while (!s.done)
		pthread_cond_wait(&s.done_cond, &e->qlock);
	pthread_mutex_unlock(&e->qlock);
	pthread_cond_destroy(&s.done_cond);
	return r->ok;
}

int engine_tick(engine *e)
{
	if (e->n->clock_mode != CLOCK_REAL)
		return 0;
	engine_keep_up(e); /* a deadline another process added, or ran */
	pthread_rwlock_rdlock(&e->state_lock);
	const deadline *d = deadline_next(e->n);
	int due = d && d->due <= engine_wall_now();
	pthread_rwlock_unlock(&e->state_lock);
	if (due)
		engine_process(e, NULL, 0);
	return due;
}

static int load_seed(engine *e, char *err, size_t errlen)
{
	char *hex = NULL;
	if (e->st->meta_get(e->st, "seed", &hex) == STORE_OK && hex &&
	    hex_decode(hex, e->seed, sizeof e->seed) == 0)
		e->have_seed = 1;
	free(hex);
	return 0;
}

engine *engine_open(const char *path, char *err, size_t errlen)
{
	store *st = store_open(path, 0, err, errlen);
	if (!st)
		return NULL;
	engine *e = engine_alloc(st);
	load_seed(e, err, errlen);
	uint64_t bad;
	char why[512];
	/* From the newest checkpoint that holds, if any (engine_ckpt.c); from
	 * event 1 if replaying on from it fails. */
	e->opening = 1;
	int from_ckpt = engine_checkpoint_open(e);
	int rc = replay_from_store(e, EXEC_REPLAY, &bad, why, sizeof why);
	if (rc && from_ckpt) {
		fprintf(stderr, "nomicd: %s: event %llu does not replay after the checkpoint (%s): "
			"replaying from event 1\n", path, (unsigned long long)bad, why);
		nomic_free(e->n);
		vis_index_free(e->vis);
		e->n = nomic_new();
		e->vis = vis_index_new();
		e->seq = e->head = e->ckpt_loaded = 0;
		memset(e->last_hash, 0, HASH_BYTES);
		rc = replay_from_store(e, EXEC_REPLAY, &bad, why, sizeof why);
	}
	e->opening = 0;
	if (rc) {
		snprintf(err, errlen, "%s: event %llu: %s (run `nomic verify`)", path,
			 (unsigned long long)bad, why);
		engine_free(e);
		return NULL;
	}
	if (e->seq == 0) {
		snprintf(err, errlen, "%s: the log is empty", path);
		engine_free(e);
		return NULL;
	}
	return e;
}

static void quote_into(sbuf *b, const char *s)
{
	sbuf_add(b, "\"");
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			sbuf_add(b, "\\");
		sbuf_addn(b, s, 1);
	}
	sbuf_add(b, "\"");
}

engine *engine_create(const char *path, const char *title, enum clock_mode mode,
		      gtime start, reply *out, char *err, size_t errlen)
{
	unsigned char seed[RNG_SEED_BYTES];
	randombytes_buf(seed, sizeof seed);
	engine *e = engine_create_seeded(path, title, mode, start, seed, out, err, errlen);
	sodium_memzero(seed, sizeof seed);
	return e;
}

engine *engine_create_seeded(const char *path, const char *title, enum clock_mode mode,
			     gtime start, const unsigned char *seed, reply *out,
			     char *err, size_t errlen)
{
	return engine_create_level(path, title, mode, start, seed, -1, out, err, errlen);
}

engine *engine_create_level(const char *path, const char *title, enum clock_mode mode,
			    gtime start, const unsigned char *seed, int level, reply *out,
			    char *err, size_t errlen)
{
	memset(out, 0, sizeof *out);
	store *st = store_open(path, 1, err, errlen);
	if (!st)
		return NULL;
	engine *e = engine_alloc(st);
	/* The secret seed stays out of the log; its hash goes into event 1. */
	char hex[2 * RNG_SEED_BYTES + 1];
	memcpy(e->seed, seed, sizeof e->seed);
	e->have_seed = 1;
	hex_encode(e->seed, sizeof e->seed, hex);
	if (st->meta_put(st, "seed", hex) != STORE_OK) {
		snprintf(err, errlen, "%s", st->err);
		engine_free(e);
		return NULL;
	}
	char when[32];
	format_time(start < 0 ? engine_wall_now() : start, when, sizeof when);
	sbuf line = {0};
	sbuf_add(&line, "init ");
	quote_into(&line, title);
	sbuf_printf(&line, " %s %s", mode == CLOCK_VIRTUAL ? "virtual" : "real", when);
	if (level >= 0)
		sbuf_printf(&line, " %d", level);
	int ok = engine_submit(e, "admin", line.s, out);
	sbuf_free(&line);
	if (!ok) {
		snprintf(err, errlen, "%s", out->text);
		engine_free(e);
		return NULL;
	}
	return e;
}

void engine_close(engine *e)
{
	if (!e)
		return;
	if (e->running) {
		pthread_mutex_lock(&e->qlock);
		e->stopping = 1;
		pthread_cond_signal(&e->qcond);
		pthread_mutex_unlock(&e->qlock);
		pthread_join(e->writer, NULL);
	}
	engine_free(e);
}

int engine_clock_real(engine *e)
{
	/* Set by the first event and never changed: read without the lock,
	 * as engine_tick does. */
	return e->n->clock_mode == CLOCK_REAL;
}

int engine_readonly(engine *e, char *why, size_t n)
{
	pthread_mutex_lock(&e->fault_lock);
	int ro = e->readonly_why[0] != '\0';
	snprintf(why, n, "%s", e->readonly_why);
	pthread_mutex_unlock(&e->fault_lock);
	return ro;
}
