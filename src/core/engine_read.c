/* engine_read.c: the readers' side of the engine: the state as of the
 * last durable event for views (engine_read_begin, engine_authenticate,
 * engine_lock_read), and keeping up with another process's appends.
 *
 * The state lock prefers its writer: once a commit waits for it, new
 * readers (views) wait behind the commit, so a stream of readers, each
 * holding the lock for a moment, can never starve commits. So no thread
 * may take the read lock twice: with a commit waiting in between, it would
 * wait for itself.
 *
 * A reader that finds the state holding a batch not yet durable ("ahead")
 * rolls it back with the undo journal and reads the committed state; the
 * writer re-applies it once durable (engine_writer.c; issue 17 item 1,
 * docs/ARCHITECTURE.md "Readers and the writer"). Sign-in and the rate
 * limits read only identities, and need not roll back a batch that changed
 * none (engine_lock_identity; issue 17 item 4).
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
#include "core/engine_impl.h"
#include "core/params.h"
#include "core/sessions.h"

#include <sodium.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

/* Replays what another process appended since the last event replayed
 * here. Called with the state lock held as a writer. */
void engine_catch_up_locked(engine *e)
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
void engine_keep_up(engine *e)
{
	/* While a batch is being appended, the events after the head are
	 * first of all its own: the writer applies them, and catches up with
	 * another process's before its next batch. Catching up here would
	 * wait for the append's disk write, holding the state lock. */
	if (e->inflight || !store_ahead(e))
		return;
	pthread_rwlock_wrlock(&e->state_lock);
	if (!e->ahead)
		engine_catch_up_locked(e);
	pthread_rwlock_unlock(&e->state_lock);
}

/* Takes the batch that is not yet durable out of the state (the undo
 * journal back to its mark), so readers see the last durable event's
 * state. Called with the state lock held as a writer, while e->ahead. */
void engine_roll_back_ahead(engine *e)
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
			engine_roll_back_ahead(e);
		pthread_rwlock_unlock(&e->state_lock);
		/* The writer may have finished the batch and begun another
		 * meanwhile: look again. */
	}
}

void engine_lock_identity(engine *e)
{
	pthread_rwlock_rdlock(&e->state_lock);
	if (!e->ahead || e->rolled || e->ident_same)
		return; /* all three change under the write lock only */
	pthread_rwlock_unlock(&e->state_lock);
	engine_lock_read(e);
}

static void add_bytes(sbuf *b, const void *p, size_t n)
{
	sbuf_addn(b, (const char *)&n, sizeof n); /* length first: unambiguous */
	sbuf_addn(b, p, n);
}

void engine_identity_bytes(const nomic *n, sbuf *out)
{
	static const char *const limits[] = {"limit.commands", "limit.address", "limit.joins",
					     "token.lifetime"};
	out->len = 0;
	add_bytes(out, n->admin_token_hash, sizeof n->admin_token_hash);
	for (size_t i = 0; i < sizeof limits / sizeof *limits; i++) {
		int64_t v = param_int(n, limits[i]);
		add_bytes(out, &v, sizeof v);
	}
	for (int i = 0; i < n->nplayers; i++) {
		const player *p = n->players[i];
		add_bytes(out, &p->id, sizeof p->id);
		add_bytes(out, p->name, strlen(p->name));
		add_bytes(out, &p->has_token, sizeof p->has_token);
		add_bytes(out, p->token_hash, sizeof p->token_hash);
		add_bytes(out, &p->token_issued, sizeof p->token_issued);
	}
	sessions_identity_bytes(n, out);
}

void engine_unlock_read(engine *e)
{
	pthread_rwlock_unlock(&e->state_lock);
}

const char *engine_authenticate(engine *e, const char *token, char *buf, size_t n)
{
	int why, by_session;
	return engine_sign_in(e, token, buf, n, &why, &by_session);
}

/* The time sign-in judges expiry by: a real clock's wall time, a virtual
 * clock's own (web_now, net/respond.c, reads it the same way). */
static gtime sign_in_now(const nomic *n)
{
	gtime wall = (gtime)time(NULL);
	return n->clock_mode == CLOCK_REAL && wall > n->now ? wall : n->now;
}

const char *engine_sign_in(engine *e, const char *secret, char *buf, size_t n, int *why,
			   int *by_session)
{
	*why = AUTH_NOBODY;
	*by_session = 0;
	if (!secret || strlen(secret) > 200)
		return NULL;
	unsigned char h[32];
	crypto_generichash(h, sizeof h, (const unsigned char *)secret, strlen(secret), NULL, 0);
	const char *who = NULL;
	engine_keep_up(e); /* a player another process just joined */
	engine_lock_identity(e); /* a player whose joining is durable */
	const nomic *nm = e->n;
	gtime now = sign_in_now(nm);
	if (sodium_memcmp(h, nm->admin_token_hash, sizeof h) == 0)
		who = "admin";
	for (int i = 0; !who && i < nm->nplayers; i++) {
		const player *p = nm->players[i];
		if (p->has_token && sodium_memcmp(h, p->token_hash, sizeof h) == 0) {
			if (token_expired(nm, p, now)) {
				*why = AUTH_TOKEN_EXPIRED;
				break;
			}
			snprintf(buf, n, "%s", p->name);
			who = buf;
		}
	}
	if (!who && *why == AUTH_NOBODY && strncmp(secret, SESSION_PREFIX,
						   strlen(SESSION_PREFIX)) == 0) {
		int expired;
		const session *s = session_find(nm, h, now, &expired);
		const player *p = s ? player_by_id(nm, s->player) : NULL;
		*by_session = 1;
		if (p) {
			snprintf(buf, n, "%s", p->name);
			who = buf;
		} else if (expired) {
			*why = AUTH_SESSION_EXPIRED;
		}
	}
	if (who)
		*why = AUTH_OK;
	engine_unlock_read(e);
	return who;
}

const nomic *engine_read_begin(engine *e)
{
	engine_keep_up(e);
	engine_lock_read(e);
	return e->n;
}

void engine_read_end(engine *e)
{
	engine_unlock_read(e);
}

uint64_t engine_head(engine *e)
{
	/* No lock unless another process appended: a reader of the log
	 * never waits for a long command (a rule's script) to finish. */
	engine_keep_up(e);
	return e->head;
}

int engine_store_stamp(engine *e, uint64_t *stamp)
{
	*stamp = 0;
	return e->st->stamp && e->st->stamp(e->st, stamp);
}

void engine_catch_up(engine *e)
{
	engine_keep_up(e);
}
