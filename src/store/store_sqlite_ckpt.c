/* store_sqlite_ckpt.c: the checkpoints table of a SQLite nomic (store.h
 * store_checkpoint; issue 17 item 3), on the connection store_sqlite_log.c
 * hands over once it has checked that the store may read or write. A
 * table beside the log, made at the first put (a nomic made before
 * checkpoints has none: a get then finds nothing); its statements are
 * prepared at each call, so that a file opened read-only without the
 * table still opens. On failure each returns -1 right after the call that
 * failed, so that the caller's message (store_sqlite_guard.c sqs_fail) is SQLite's
 * own for that call; the caller rolls back. */
#include "store/store.h"
#include "core/util.h"

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char ckpt_schema[] =
	"CREATE TABLE IF NOT EXISTS checkpoints ("
	" seq INTEGER PRIMARY KEY,"
	" event_hash BLOB NOT NULL,"
	" level INTEGER NOT NULL,"
	" parts TEXT NOT NULL,"
	" body BLOB NOT NULL,"
	" hash BLOB NOT NULL);";

/* Prepares sql; NULL with *missing set if the table does not exist. */
static sqlite3_stmt *prepare(sqlite3 *db, const char *sql, int *missing)
{
	sqlite3_stmt *st = NULL;
	*missing = 0;
	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) == SQLITE_OK)
		return st;
	*missing = strstr(sqlite3_errmsg(db), "no such table") != NULL;
	return NULL;
}

static void column_hash(sqlite3_stmt *st, int i, unsigned char *out)
{
	memset(out, 0, HASH_BYTES);
	int n = sqlite3_column_bytes(st, i);
	const void *b = sqlite3_column_blob(st, i);
	if (b)
		memcpy(out, b, n < HASH_BYTES ? (size_t)n : HASH_BYTES);
}

int sqlite_checkpoint_put(sqlite3 *db, const store_checkpoint *c, int *begun)
{
	*begun = 0;
	if (sqlite3_exec(db, ckpt_schema, NULL, NULL, NULL) != SQLITE_OK ||
	    sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK)
		return -1;
	*begun = 1;
	int missing;
	sqlite3_stmt *st = prepare(db, "INSERT OR REPLACE INTO checkpoints VALUES (?,?,?,?,?,?)",
				   &missing);
	if (!st)
		return -1;
	sqlite3_bind_int64(st, 1, (sqlite3_int64)c->seq);
	sqlite3_bind_blob(st, 2, c->event_hash, HASH_BYTES, SQLITE_STATIC);
	sqlite3_bind_int(st, 3, c->level);
	sqlite3_bind_text(st, 4, c->parts, -1, SQLITE_STATIC);
	sqlite3_bind_blob64(st, 5, c->body, c->len, SQLITE_STATIC);
	sqlite3_bind_blob(st, 6, c->hash, HASH_BYTES, SQLITE_STATIC);
	int rc = sqlite3_step(st);
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE)
		return -1;
	/* Those the policy drops (store.h), in the same transaction. */
	uint64_t *seqs;
	size_t n;
	if (sqlite_checkpoint_seqs(db, &seqs, &n))
		return -1;
	uint64_t *drop = xmalloc((n ? n : 1) * sizeof *drop);
	size_t ndrop = store_checkpoints_to_drop(seqs, n, drop);
	free(seqs);
	st = ndrop ? prepare(db, "DELETE FROM checkpoints WHERE seq = ?", &missing) : NULL;
	rc = ndrop && !st ? SQLITE_ERROR : SQLITE_DONE;
	for (size_t i = 0; i < ndrop && rc == SQLITE_DONE; i++) {
		sqlite3_reset(st);
		sqlite3_bind_int64(st, 1, (sqlite3_int64)drop[i]);
		rc = sqlite3_step(st);
	}
	sqlite3_finalize(st);
	free(drop);
	if (rc != SQLITE_DONE || sqlite3_exec(db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK)
		return -1;
	*begun = 0;
	return 0;
}

int sqlite_checkpoint_get(sqlite3 *db, uint64_t at, store_checkpoint *out)
{
	memset(out, 0, sizeof *out);
	int missing;
	sqlite3_stmt *st = prepare(db, "SELECT seq,event_hash,level,parts,body,hash FROM"
				   " checkpoints WHERE seq <= ? ORDER BY seq DESC LIMIT 1", &missing);
	if (!st)
		return missing ? 0 : -1;
	sqlite3_bind_int64(st, 1, (sqlite3_int64)(at > INT64_MAX ? INT64_MAX : at));
	int rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		out->seq = (uint64_t)sqlite3_column_int64(st, 0);
		column_hash(st, 1, out->event_hash);
		out->level = sqlite3_column_int(st, 2);
		const unsigned char *t = sqlite3_column_text(st, 3);
		out->parts = xstrdup(t ? (const char *)t : "");
		const void *b = sqlite3_column_blob(st, 4);
		out->len = (size_t)sqlite3_column_bytes(st, 4);
		out->body = xmalloc(out->len ? out->len : 1);
		if (out->len)
			memcpy(out->body, b, out->len);
		column_hash(st, 5, out->hash);
	}
	sqlite3_finalize(st); /* keeps a failed step's error for the caller's message */
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? 0 : -1;
}

int sqlite_checkpoint_seqs(sqlite3 *db, uint64_t **seqs, size_t *n)
{
	*seqs = NULL;
	*n = 0;
	int missing;
	sqlite3_stmt *st = prepare(db, "SELECT seq FROM checkpoints ORDER BY seq", &missing);
	if (!st)
		return missing ? 0 : -1;
	int rc;
	size_t cap = 0;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (*n == cap) {
			cap = cap ? 2 * cap : 8;
			*seqs = xrealloc(*seqs, cap * sizeof **seqs);
		}
		(*seqs)[(*n)++] = (uint64_t)sqlite3_column_int64(st, 0);
	}
	sqlite3_finalize(st);
	return rc == SQLITE_DONE ? 0 : -1;
}
