/* engine_writer.c: the writer's side of the engine: the writer thread's
 * loop, and running one batch of submissions (possibly none: a clock tick)
 * and making it durable (engine_process): group commit, engine.c says
 * why. Each command runs as its own event inside its own undo mark; the
 * batch is appended in one durable transaction, and only then is anybody
 * answered.
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
 * The readers' side of this is engine_read.c. */
#include "core/checkpoint.h"
#include "core/engine_impl.h"
#include "core/idem.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_BATCH 512

/* The time a new command happens at: a virtual clock stands still between
 * commands; a real one follows the wall, never going back. */
static gtime live_now(engine *e)
{
	gtime now = e->n->now;
	if (e->n->clock_mode == CLOCK_REAL && e->seq > 0) {
		gtime w = engine_wall_now();
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
void engine_process(engine *e, submission **subs, int n)
{
	outcome *o = xcalloc((size_t)n + 1, sizeof *o);
	pthread_mutex_lock(&e->commit_lock);
	pthread_rwlock_wrlock(&e->state_lock);
	/* What others appended first, so that nothing below runs on a
	 * state that is behind the log (a view, a deadline run already). */
	engine_catch_up_locked(e);
	for (int attempt = 0;; attempt++) {
		uint64_t seq0 = e->seq;
		e->ahead_mark = undo_mark(&e->j);
		e->ahead_seq0 = seq0;
		memcpy(e->ahead_hash0, e->last_hash, HASH_BYTES);
		engine_identity_bytes(e->n, &e->ident0); /* durable: just caught up */
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
		engine_identity_bytes(e->n, &e->ident1);
		e->ident_same = e->ident0.len == e->ident1.len &&
				memcmp(e->ident0.s, e->ident1.s, e->ident0.len) == 0;
		e->inflight = e->seq;
		if (e->reapply_always)
			engine_roll_back_ahead(e);
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
			engine_roll_back_ahead(e);
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
		engine_process(e, batch, n);
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
			engine_submission_free(s);
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

void engine_submission_free(submission *s)
{
	free((char *)s->actor);
	free((char *)s->line);
	free((char *)s->key);
	free(s);
}
