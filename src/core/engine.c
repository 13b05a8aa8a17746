/* engine.c: opening and creating nomics, and committing commands.
 *
 * One writer at a time changes the state (a write lock). Under load, the
 * writer thread takes every queued submission, runs each as its own event
 * (each inside its own undo mark, so a bad one changes nothing), appends
 * the whole batch in one durable transaction, and only then answers them
 * all: group commit, so throughput is not one fsync per command. If the
 * append fails, every change of the batch is rolled back and nobody is told
 * "ok". If another process appended first, the engine catches up by
 * replaying its events and runs the batch again.
 *
 * The state lock prefers its writer: once a commit waits for it, new
 * readers (views) wait behind the commit, so a stream of readers, each
 * holding the lock for a moment, can never starve commits. So no thread
 * may take the read lock twice: with a commit waiting in between, it would
 * wait for itself.
 *
 * Readers and the writer (issue 17 item 1; docs/ARCHITECTURE.md). The
 * writer runs a batch under the state lock, then releases it for the
 * durable append (the fsync), leaving the batch applied but marked
 * "ahead": not yet durable, so no reader may see it. A reader that finds
 * the state ahead takes the lock as a writer and rolls the batch back
 * with the undo journal (in-memory work; the batch's events stay in
 * e->batch), marking it "rolled", and reads the committed state while the
 * append goes on. Once the append is durable the writer re-takes the lock:
 * if nobody rolled the batch back, it only commits the journal (the usual
 * case, costing nothing); else it re-applies the batch's events as replay
 * does (exec.c EXEC_REPLAY, from memory). If the append fails, the batch
 * is rolled back (if a reader has not done so) as before. So a reader
 * waits for in-memory work only (a batch's run, a rollback, a
 * re-application), never for the disk, and sees nothing not yet durable;
 * a batch is re-run only when a reader came during its append.
 * commit_lock keeps batches one at a time (the writer thread's, a tick's),
 * as holding the state lock across the append did before.
 *
 * Other writers. Another process may append to the same file (the CLI
 * while `nomic serve` runs): the conditional append keeps the log one
 * chain, and the engine notices such events at once. Each view
 * (engine_read_begin, engine_log_json, engine_head, engine_authenticate)
 * and each tick first asks the store, on one of its read handles and
 * without any lock of the engine's, whether an event follows the last one
 * replayed here; only then does it take the state lock as a writer and
 * replay the new events through replay.c, the path that opened the nomic.
 * The writer does the same before each batch, so a command never runs on
 * a state that is behind the log, and a deadline another process ran is
 * gone from the heap before this one could run it again (and were it not,
 * the conditional append would refuse the second run). So a view waits
 * for the writer only when there is something new to replay. */
#define _GNU_SOURCE /* pthread_rwlockattr_setkind_np */
#include "core/checkpoint.h"
#include "core/engine_impl.h"
#include "core/idem.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct submission {
	const char *actor, *line;
	const char *key;  /* an idempotency key (idem.h), or NULL */
	reply *r;
	int done;
	pthread_cond_t done_cond; /* its own, so a batch wakes only its clients */
	/* engine_submit_async's: called instead of waking a waiter, then
	 * the submission (and its copies of the strings) is freed. */
	engine_done_fn notify;
	void *notify_arg;
	submission *next;
};

#define MAX_BATCH 512

static void free_async(submission *s);

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

static gtime wall_now(void)
{
	return (gtime)time(NULL);
}

/* The time a new command happens at: a virtual clock stands still between
 * commands; a real one follows the wall, never going back. */
static gtime live_now(engine *e)
{
	gtime now = e->n->now;
	if (e->n->clock_mode == CLOCK_REAL && e->seq > 0) {
		gtime w = wall_now();
		if (w > now)
			now = w;
	}
	return now;
}

/* Runs every deadline due by `upto` as an event of the clock's, and says
 * what happened in notes (one line each). */
static void fire_due(engine *e, gtime upto, sbuf *notes)
{
	const deadline *d;
	while ((d = deadline_next(e->n)) && d->due <= upto) {
		char line[48];
		snprintf(line, sizeof line, "deadline %llu", (unsigned long long)d->id);
		exec_run r = {.mode = EXEC_LIVE, .actor = "clock", .line = line,
			      .time = d->due > e->n->now ? d->due : e->n->now};
		int rc = exec_line(e, &r);
		if (rc == 0 && notes && r.text.len)
			sbuf_printf(notes, "clock: %s\n", r.text.s);
		if (rc)
			fprintf(stderr, "nomicd: deadline failed: %s\n", r.err.s);
		exec_run_free(&r);
		if (rc)
			break; /* never spin on a deadline that cannot run */
	}
}

typedef struct outcome {
	int ok, appended, repeated;
	sbuf text;
	char *secret;
	uint64_t seq;
} outcome;

/* The key's hash for this actor, if the submission has a key and the
 * actor is signed in (someone not signed in has no identity to key by). */
static int key_of(engine *e, const submission *s, unsigned char h[32])
{
	if (!s->key || !s->actor || !*s->actor || strcmp(s->actor, "clock") == 0)
		return 0;
	char who[32];
	const player *p = player_by_name(e->n, s->actor);
	if (p)
		snprintf(who, sizeof who, "p%d", p->id);
	else if (strcmp(s->actor, "admin") == 0)
		snprintf(who, sizeof who, "admin");
	else
		return 0;
	return idem_hash(who, s->key, h) == 0;
}

static void run_one(engine *e, submission *s, outcome *o)
{
	unsigned char key[32];
	int keyed = key_of(e, s, key);
	uint64_t first;
	const char *said;
	if (keyed && idem_find(e->n, key, &first, &said)) {
		/* Sent before, and done: the first reply, nothing appended. */
		o->ok = 1;
		o->repeated = 1;
		o->seq = first;
		sbuf_add(&o->text, said);
		return;
	}
	sbuf notes = {0};
	gtime now = live_now(e), upto = now;
	/* A command that moves the clock first runs what falls due on the way. */
	if (e->n->clock_mode == CLOCK_VIRTUAL)
		exec_clock_target(e, s->actor, s->line, now, &upto);
	fire_due(e, upto, &notes);
	exec_run r = {.mode = EXEC_LIVE, .actor = s->actor, .line = s->line, .time = now,
		      .idem = keyed ? key : NULL};
	o->ok = exec_line(e, &r) == 0;
	o->appended = r.appended;
	o->seq = e->seq;
	o->text = notes;
	if (o->ok) {
		sbuf_add(&o->text, r.text.s ? r.text.s : "");
	} else {
		sbuf_free(&o->text);
		sbuf_printf(&o->text, "error: %s", r.err.s);
	}
	o->secret = r.secret;
	r.secret = NULL;
	exec_run_free(&r);
}

static void clear_batch(engine *e)
{
	for (size_t i = 0; i < e->nbatch; i++)
		store_event_free(&e->batch[i]);
	e->nbatch = 0;
}

/* A server says on stderr, once, that the log cannot be written and why
 * (the disk is full, a file cannot be written), and when it can be again;
 * it goes on serving reads meanwhile. (A single command's reply says it
 * already.) Called under the store lock. */
static void report_store(engine *e, int rc)
{
	pthread_mutex_lock(&e->fault_lock);
	snprintf(e->readonly_why, sizeof e->readonly_why, "%s", e->st->readonly);
	pthread_mutex_unlock(&e->fault_lock);
	if (!e->running)
		return;
	if (rc == STORE_ERROR && strcmp(e->store_fault, e->st->err) != 0) {
		snprintf(e->store_fault, sizeof e->store_fault, "%s", e->st->err);
		fprintf(stderr, "nomicd: commands are not recorded: %s\n", e->store_fault);
	} else if (rc == STORE_OK && e->store_fault[0]) {
		e->store_fault[0] = '\0';
		fprintf(stderr, "nomicd: the log can be written again; commands are recorded\n");
	}
}

/* Replays what another process appended since the last event replayed
 * here. Called with the state lock held as a writer. */
static void catch_up_locked(engine *e)
{
	uint64_t bad;
	char why[512];
	if (replay_from_store(e, EXEC_REPLAY, &bad, why, sizeof why) == 0 || !bad)
		return;
	if (e->foreign_fault != bad)
		fprintf(stderr, "nomicd: event %llu, appended by another process, does not "
			"replay here: %s\n", (unsigned long long)bad, why);
	e->foreign_fault = bad;
}

static int stop_at_first(void *arg, const store_event *ev)
{
	(void)ev;
	*(int *)arg = 1;
	return 1;
}

/* 1 if the store holds an event after the last one replayed here. Asks on
 * one of the store's read handles, so it waits for no commit; a store
 * without them (read-only, in memory) is asked for its head. */
static int store_ahead(engine *e)
{
	uint64_t seen = e->head;
	if (e->foreign_fault && e->foreign_fault == seen + 1)
		return 0; /* said already; the writer will try again */
	/* Nothing committed since a scan from seen + 1 found nothing: the
	 * store's stamp, taken before that scan, is unchanged (store.h). The
	 * key is the stamp and seen hashed together, so one atomic word. */
	uint64_t stamp = 0;
	int stamped = e->st->stamp && e->st->stamp(e->st, &stamp);
	uint64_t key = (stamp ^ (seen * 0x9E3779B97F4A7C15ULL)) | 1;
	if (stamped && e->fresh_key == key)
		return 0;
	int found = 0;
	if (e->st->read_scan &&
	    e->st->read_scan(e->st, seen + 1, stop_at_first, &found) >= 0) {
		if (stamped && !found)
			e->fresh_key = key;
		return found;
	}
	uint64_t h = 0;
	pthread_mutex_lock(&e->store_lock);
	int rc = e->st->head(e->st, &h);
	pthread_mutex_unlock(&e->store_lock);
	return rc == STORE_OK && h > seen;
}

/* Before a view: catch up with the log if another process wrote to it.
 * Called with no lock of the engine's held. */
static void keep_up(engine *e)
{
	/* While a batch is being appended, the events after the head are
	 * first of all its own: the writer applies them, and catches up with
	 * another process's before its next batch. Catching up here would
	 * wait for the append's disk write, holding the state lock. */
	if (e->inflight || !store_ahead(e))
		return;
	pthread_rwlock_wrlock(&e->state_lock);
	if (!e->ahead)
		catch_up_locked(e);
	pthread_rwlock_unlock(&e->state_lock);
}

/* Takes the batch that is not yet durable out of the state (the undo
 * journal back to its mark), so readers see the last durable event's
 * state. Called with the state lock held as a writer, while e->ahead. */
static void roll_back_ahead(engine *e)
{
	undo_rollback(&e->j, e->ahead_mark);
	e->seq = e->ahead_seq0;
	vis_index_truncate(e->vis, e->ahead_seq0);
	memcpy(e->last_hash, e->ahead_hash0, HASH_BYTES);
	e->rolled = 1;
}

void engine_lock_read(engine *e)
{
	for (;;) {
		pthread_rwlock_rdlock(&e->state_lock);
		if (!e->ahead || e->rolled)
			return; /* ahead and rolled change under the write lock only */
		pthread_rwlock_unlock(&e->state_lock);
		pthread_rwlock_wrlock(&e->state_lock);
		if (e->ahead && !e->rolled)
			roll_back_ahead(e);
		pthread_rwlock_unlock(&e->state_lock);
		/* The writer may have finished the batch and begun another
		 * meanwhile: look again. */
	}
}

void engine_unlock_read(engine *e)
{
	pthread_rwlock_unlock(&e->state_lock);
}

/* The batch's events, durable now, applied again after a reader rolled
 * them back: as replay applies a log's events (replay.c), from memory.
 * Replay is exact, so this rebuilds the state the batch's run made. 0, or
 * -1 (said on stderr: a bug, as a log that does not replay is; the state
 * stays at the last event that applied, and `nomic verify` names it). */
static int reapply_batch(engine *e)
{
	for (size_t i = 0; i < e->nbatch; i++) {
		const store_event *ev = &e->batch[i];
		if (ev->seq <= e->seq)
			continue; /* applied already */
		const char *why = NULL;
		exec_run r = {.mode = EXEC_REPLAY, .actor = ev->actor, .line = ev->command,
			      .time = ev->time, .logged = ev};
		if (ev->seq != e->seq + 1 || memcmp(ev->prev, e->last_hash, HASH_BYTES))
			why = "it does not follow the state's last event";
		else if (exec_line(e, &r))
			why = r.err.s ? r.err.s : "?";
		undo_commit(&e->j);
		if (why)
			fprintf(stderr, "nomicd: event %llu, durable, does not apply again: "
				"'%s> %s': %s\n", (unsigned long long)ev->seq, ev->actor,
				ev->command, why);
		exec_run_free(&r);
		if (why)
			return -1;
	}
	return 0;
}

/* Runs the submissions (possibly none: a clock tick) and makes them
 * durable. The state lock is held while the batch runs, but not while it
 * is appended: see "Readers and the writer" above. */
static void process(engine *e, submission **subs, int n)
{
	outcome *o = xcalloc((size_t)n + 1, sizeof *o);
	pthread_mutex_lock(&e->commit_lock);
	pthread_rwlock_wrlock(&e->state_lock);
	/* What others appended first, so that nothing below runs on a
	 * state that is behind the log (a view, a deadline run already). */
	catch_up_locked(e);
	for (int attempt = 0;; attempt++) {
		uint64_t seq0 = e->seq;
		e->ahead_mark = undo_mark(&e->j);
		e->ahead_seq0 = seq0;
		memcpy(e->ahead_hash0, e->last_hash, HASH_BYTES);
		if (n == 0 && e->n->clock_mode == CLOCK_REAL) /* a tick */
			fire_due(e, live_now(e), NULL);
		for (int i = 0; i < n; i++)
			run_one(e, subs[i], &o[i]);
		if (e->nbatch == 0) {
			undo_commit(&e->j);
			break;
		}
		/* Not durable yet: readers roll it back rather than wait. */
		e->ahead = 1;
		e->rolled = 0;
		e->inflight = e->seq;
		if (e->reapply_always)
			roll_back_ahead(e);
		pthread_rwlock_unlock(&e->state_lock);

		pthread_mutex_lock(&e->store_lock);
		int rc = e->st->append(e->st, e->batch, e->nbatch, seq0);
		report_store(e, rc);
		char store_err[sizeof e->st->err];
		snprintf(store_err, sizeof store_err, "%s", e->st->err);
		pthread_mutex_unlock(&e->store_lock);

		pthread_rwlock_wrlock(&e->state_lock);
		int rolled = e->rolled;
		if (rc == STORE_OK) {
			if (rolled) {
				reapply_batch(e);
				e->reapplied++;
			}
			else
				undo_commit(&e->j);
			e->ahead = e->rolled = 0;
			e->head = e->seq;
			e->inflight = 0;
			clear_batch(e);
			if (e->checkpoint_always)
				checkpoint_selftest(&e->n);
			break;
		}
		if (!rolled)
			roll_back_ahead(e);
		e->ahead = e->rolled = 0;
		e->inflight = 0;
		clear_batch(e);
		for (int i = 0; i < n; i++) {
			sbuf_free(&o[i].text);
			free(o[i].secret);
			memset(&o[i], 0, sizeof o[i]);
		}
		uint64_t bad;
		char why[256];
		if (rc == STORE_CONFLICT && attempt < 8 &&
		    replay_from_store(e, EXEC_REPLAY, &bad, why, sizeof why) == 0)
			continue;
		for (int i = 0; i < n; i++)
			sbuf_printf(&o[i].text, "error: not recorded: %s",
				    rc == STORE_CONFLICT ? "the log changed under us" : store_err);
		break;
	}
	if (e->st->release) { /* a turn kept after a lost race (store.h) */
		pthread_mutex_lock(&e->store_lock);
		e->st->release(e->st);
		pthread_mutex_unlock(&e->store_lock);
	}
	pthread_rwlock_unlock(&e->state_lock);
	pthread_mutex_unlock(&e->commit_lock);
	for (int i = 0; i < n; i++) {
		reply *r = subs[i]->r;
		r->ok = o[i].ok;
		r->text = sbuf_take(&o[i].text);
		/* Strip the newline that ends a list of deadline notes. */
		size_t len = strlen(r->text);
		while (len && r->text[len - 1] == '\n')
			r->text[--len] = '\0';
		r->secret = o[i].secret;
		r->seq = o[i].appended || o[i].repeated ? o[i].seq : 0;
		r->repeated = o[i].repeated;
	}
	free(o);
}

static void *writer_main(void *arg)
{
	engine *e = arg;
	submission *batch[MAX_BATCH];
	pthread_mutex_lock(&e->qlock);
	for (;;) {
		while (!e->qhead && !e->stopping)
			pthread_cond_wait(&e->qcond, &e->qlock);
		if (!e->qhead && e->stopping)
			break;
		int n = 0;
		while (e->qhead && n < MAX_BATCH) {
			batch[n++] = e->qhead;
			e->qhead = e->qhead->next;
		}
		if (!e->qhead)
			e->qtail = NULL;
		pthread_mutex_unlock(&e->qlock);
		process(e, batch, n);
		/* Asynchronous submitters are told after the queue's lock is
		 * let go: their callbacks may take locks of their own. */
		submission *told = NULL;
		pthread_mutex_lock(&e->qlock);
		for (int i = 0; i < n; i++) {
			if (batch[i]->notify) {
				batch[i]->next = told;
				told = batch[i];
				continue;
			}
			batch[i]->done = 1;
			pthread_cond_signal(&batch[i]->done_cond);
		}
		pthread_mutex_unlock(&e->qlock);
		while (told) {
			submission *s = told;
			told = s->next;
			s->notify(s->notify_arg);
			free_async(s);
		}
		/* Every client has its reply: now, if it is time, a checkpoint. */
		engine_checkpoint_maybe(e);
		pthread_mutex_lock(&e->qlock);
	}
	pthread_mutex_unlock(&e->qlock);
	return NULL;
}

int engine_start(engine *e)
{
	if (e->running)
		return 0;
	if (pthread_create(&e->writer, NULL, writer_main, e))
		return -1;
	e->running = 1;
	return 0;
}

static void free_async(submission *s)
{
	free((char *)s->actor);
	free((char *)s->line);
	free((char *)s->key);
	free(s);
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
		process(e, &s, 1);
		done(arg);
		free_async(s);
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
		process(e, &one, 1);
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
	keep_up(e); /* a deadline another process added, or ran */
	pthread_rwlock_rdlock(&e->state_lock);
	const deadline *d = deadline_next(e->n);
	int due = d && d->due <= wall_now();
	pthread_rwlock_unlock(&e->state_lock);
	if (due)
		process(e, NULL, 0);
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
	format_time(start < 0 ? wall_now() : start, when, sizeof when);
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

const char *engine_authenticate(engine *e, const char *token, char *buf, size_t n)
{
	if (!token || strlen(token) > 200)
		return NULL;
	unsigned char h[32];
	crypto_generichash(h, sizeof h, (const unsigned char *)token, strlen(token), NULL, 0);
	const char *who = NULL;
	keep_up(e); /* a player another process just joined */
	engine_lock_read(e); /* a player whose joining is durable */
	if (sodium_memcmp(h, e->n->admin_token_hash, sizeof h) == 0)
		who = "admin";
	for (int i = 0; !who && i < e->n->nplayers; i++) {
		const player *p = e->n->players[i];
		if (p->has_token && sodium_memcmp(h, p->token_hash, sizeof h) == 0) {
			snprintf(buf, n, "%s", p->name);
			who = buf;
		}
	}
	engine_unlock_read(e);
	return who;
}

const nomic *engine_read_begin(engine *e)
{
	keep_up(e);
	engine_lock_read(e);
	return e->n;
}

void engine_read_end(engine *e)
{
	engine_unlock_read(e);
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

uint64_t engine_head(engine *e)
{
	/* No lock unless another process appended: a reader of the log
	 * never waits for a long command (a rule's script) to finish. */
	keep_up(e);
	return e->head;
}

void engine_catch_up(engine *e)
{
	keep_up(e);
}
