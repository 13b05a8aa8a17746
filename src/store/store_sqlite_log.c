/* store_sqlite_log.c: the store calls on a SQLite nomic's log (store.h):
 * head, the conditional append (BEGIN IMMEDIATE, then the head check, so
 * another process's append cannot race it), scan, meta, the checkpoints
 * (the table: store_sqlite_ckpt.c), and for views that must not wait for a
 * commit, read_scan on pooled read handles and the stamp (issue 17 item 4).
 * Each checks first that the files can still be read or written
 * (store_sqlite_guard.c). */
#include "store/store_sqlite_impl.h"
#include "core/util.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sqlite3.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

int sq_head(store *base, uint64_t *seq)
{
	sqlite_store *s = (sqlite_store *)base;
	int rc = sqlite3_step(s->head);
	*seq = rc == SQLITE_ROW ? (uint64_t)sqlite3_column_int64(s->head, 0) : 0;
	sqlite3_reset(s->head);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? STORE_OK : sqs_fail(s, "head");
}

int sq_append(store *base, const store_event *evs, size_t n, uint64_t head)
{
	sqlite_store *s = (sqlite_store *)base;
	if (sqs_ready_to_write(s))
		return STORE_ERROR;
	/* BEGIN IMMEDIATE takes the write lock now, so the head check below
	 * cannot race another process appending. */
	if (sqlite3_exec(s->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK)
		return sqs_fail(s, "begin");
	uint64_t now;
	if (sq_head(base, &now) != STORE_OK)
		goto rollback;
	if (now != head) {
		sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
		return STORE_CONFLICT;
	}
	for (size_t i = 0; i < n; i++) {
		const store_event *e = &evs[i];
		sqlite3_stmt *st = s->insert;
		sqlite3_bind_int64(st, 1, (sqlite3_int64)e->seq);
		sqlite3_bind_int64(st, 2, e->time);
		sqlite3_bind_text(st, 3, e->actor, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 4, e->command, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 5, e->args, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 6, e->draws, -1, SQLITE_STATIC);
		sqlite3_bind_int(st, 7, e->hidden);
		sqlite3_bind_blob(st, 8, e->prev, HASH_BYTES, SQLITE_STATIC);
		sqlite3_bind_blob(st, 9, e->hash, HASH_BYTES, SQLITE_STATIC);
		int rc = sqlite3_step(st);
		sqlite3_reset(st);
		if (rc != SQLITE_DONE) {
			sqs_fail(s, "insert");
			goto rollback;
		}
	}
	if (sqlite3_exec(s->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) {
		sqs_fail(s, "commit");
		goto rollback;
	}
	return STORE_OK;
rollback:
	sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
	return STORE_ERROR;
}

static char *column_text(sqlite3_stmt *st, int i)
{
	const unsigned char *t = sqlite3_column_text(st, i);
	return xstrdup(t ? (const char *)t : "");
}

/* Column i's text as SQLite holds it (valid until the statement's next
 * step), "" for NULL; never to be freed. */
static char *column_view(sqlite3_stmt *st, int i)
{
	static char empty[1];
	const unsigned char *t = sqlite3_column_text(st, i);
	return t ? (char *)t : empty;
}

static void column_hash(sqlite3_stmt *st, int i, unsigned char *out)
{
	memset(out, 0, HASH_BYTES);
	int n = sqlite3_column_bytes(st, i);
	const void *b = sqlite3_column_blob(st, i);
	if (b)
		memcpy(out, b, n < HASH_BYTES ? (size_t)n : HASH_BYTES);
}

int sq_scan(store *base, uint64_t from, store_visit visit, void *arg)
{
	sqlite_store *s = (sqlite_store *)base;
	if (sqs_ready_to_read(s))
		return STORE_ERROR;
	sqlite3_stmt *st = s->scan;
	int rc, result = 0;
	sqlite3_bind_int64(st, 1, (sqlite3_int64)from);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		store_event e;
		e.seq = (uint64_t)sqlite3_column_int64(st, 0);
		e.time = sqlite3_column_int64(st, 1);
		/* The texts are SQLite's own, valid until the next step: a visitor
		 * keeps nothing of an event past its call (replay.c copies what
		 * it hands to another thread), so nothing is copied here (issue
		 * 17 item 3: four allocations an event less in every replay). */
		e.actor = column_view(st, 2);
		e.command = column_view(st, 3);
		e.args = column_view(st, 4);
		e.draws = column_view(st, 5);
		e.hidden = sqlite3_column_int(st, 6);
		column_hash(st, 7, e.prev);
		column_hash(st, 8, e.hash);
		result = visit(arg, &e);
		if (result)
			break;
	}
	if (!result && rc != SQLITE_DONE)
		result = sqs_fail(s, "scan");
	sqlite3_reset(st);
	return result;
}

int sq_meta_get(store *base, const char *key, char **value)
{
	sqlite_store *s = (sqlite_store *)base;
	*value = NULL;
	if (sqs_ready_to_read(s))
		return STORE_ERROR;
	sqlite3_bind_text(s->mget, 1, key, -1, SQLITE_STATIC);
	int rc = sqlite3_step(s->mget);
	*value = rc == SQLITE_ROW ? column_text(s->mget, 0) : NULL;
	sqlite3_reset(s->mget);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? STORE_OK : sqs_fail(s, "meta");
}

int sq_meta_put(store *base, const char *key, const char *value)
{
	sqlite_store *s = (sqlite_store *)base;
	if (sqs_ready_to_write(s))
		return STORE_ERROR;
	sqlite3_bind_text(s->mput, 1, key, -1, SQLITE_STATIC);
	sqlite3_bind_text(s->mput, 2, value, -1, SQLITE_STATIC);
	int rc = sqlite3_step(s->mput);
	sqlite3_reset(s->mput);
	return rc == SQLITE_DONE ? STORE_OK : sqs_fail(s, "meta");
}

/* ---- checkpoints (store.h; the table: store_sqlite_ckpt.c) ---- */

int sq_checkpoint_put(store *base, const store_checkpoint *c)
{
	sqlite_store *s = (sqlite_store *)base;
	if (sqs_ready_to_write(s))
		return STORE_ERROR;
	int begun;
	if (sqlite_checkpoint_put(s->db, c, &begun) == 0)
		return STORE_OK;
	sqs_fail(s, "checkpoint");
	if (begun)
		sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
	return STORE_ERROR;
}

int sq_checkpoint_get(store *base, uint64_t at, store_checkpoint *out)
{
	sqlite_store *s = (sqlite_store *)base;
	memset(out, 0, sizeof *out);
	if (sqs_ready_to_read(s))
		return STORE_ERROR;
	return sqlite_checkpoint_get(s->db, at, out) ? sqs_fail(s, "checkpoint") : STORE_OK;
}

int sq_checkpoint_seqs(store *base, uint64_t **seqs, size_t *n)
{
	sqlite_store *s = (sqlite_store *)base;
	*seqs = NULL;
	*n = 0;
	if (sqs_ready_to_read(s))
		return STORE_ERROR;
	return sqlite_checkpoint_seqs(s->db, seqs, n) ? sqs_fail(s, "checkpoints") : STORE_OK;
}

static sqlite_store *reader_take(sqlite_store *w)
{
	sqlite_store *r = NULL;
	pthread_mutex_lock(&w->pool_lock);
	if (w->npool)
		r = w->pool[--w->npool];
	pthread_mutex_unlock(&w->pool_lock);
	if (r)
		return r;
	r = sqs_new_store(w->path);
	r->reader = 1;
	r->owner = w;
	char err[512];
	int cw;
	if (sqs_connect(r, 0, 0, err, sizeof err, &cw)) {
		free(r->path);
		free(r);
		return NULL;
	}
	return r;
}

static void reader_give(sqlite_store *w, sqlite_store *r)
{
	pthread_mutex_lock(&w->pool_lock);
	int kept = w->npool < (int)(sizeof w->pool / sizeof *w->pool);
	if (kept)
		w->pool[w->npool++] = r;
	pthread_mutex_unlock(&w->pool_lock);
	if (!kept)
		sqs_reader_close(r);
}

int sq_read_scan(store *base, uint64_t from, store_visit visit, void *arg)
{
	sqlite_store *w = (sqlite_store *)base;
	if (!w->pooled)
		return STORE_UNAVAILABLE;
	pthread_rwlock_rdlock(&w->mode_lock);
	/* While the writer is read-only, no reader: it would map the -shm
	 * writable (or, read-only, hand that map to the writer's return). */
	sqlite_store *r = w->readonly || !w->db ? NULL : reader_take(w);
	int rc = STORE_UNAVAILABLE;
	if (r) {
		rc = sq_scan(&r->base, from, visit, arg);
		if (rc < 0) {
			sqs_reader_close(r); /* the caller scans the writer's handle */
			rc = STORE_UNAVAILABLE;
		} else {
			reader_give(w, r);
		}
	}
	pthread_rwlock_unlock(&w->mode_lock);
	return rc;
}

/* The WAL index's header, hashed (FNV-1a, 64 bits). SQLite writes the
 * header's first copy last, after a barrier, when a commit is complete;
 * a copy read while it changes hashes to something new, which only costs
 * a scan. Every commit changes the header (its frame count and frame
 * checksums), and so does a WAL reset. */
int sq_stamp(store *base, uint64_t *stamp)
{
	sqlite_store *w = (sqlite_store *)base;
	if (!w->pooled)
		return 0;
	pthread_rwlock_rdlock(&w->mode_lock);
	int known = w->shm_head != NULL && !w->readonly;
	if (known) {
		atomic_thread_fence(memory_order_acquire);
		uint64_t h = 14695981039346656037ULL;
		for (int i = 0; i < 48; i++) {
			h ^= w->shm_head[i];
			h *= 1099511628211ULL;
		}
		*stamp = h;
	}
	pthread_rwlock_unlock(&w->mode_lock);
	return known;
}
