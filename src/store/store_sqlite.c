/* store_sqlite.c: the event log in one SQLite file, in WAL mode with
 * synchronous=FULL, so a committed append survives power loss. One append is
 * one transaction, whatever its number of events: the engine batches
 * concurrent commands into one append (group commit). */
#include "store/store.h"
#include "core/util.h"

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct sqlite_store {
	store base;
	sqlite3 *db;
	sqlite3_stmt *insert, *scan, *head, *mget, *mput;
	char *path;
} sqlite_store;

static const char schema[] =
	"CREATE TABLE IF NOT EXISTS events ("
	" seq INTEGER PRIMARY KEY,"
	" time INTEGER NOT NULL,"
	" actor TEXT NOT NULL,"
	" command TEXT NOT NULL,"
	" args TEXT NOT NULL,"
	" draws TEXT NOT NULL,"
	" hidden INTEGER NOT NULL DEFAULT 0,"
	" prev BLOB NOT NULL,"
	" hash BLOB NOT NULL);"
	"CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);";

static int fail(sqlite_store *s, const char *what)
{
	snprintf(s->base.err, sizeof s->base.err, "%s: %s", what, sqlite3_errmsg(s->db));
	return STORE_ERROR;
}

static int sq_head(store *base, uint64_t *seq)
{
	sqlite_store *s = (sqlite_store *)base;
	int rc = sqlite3_step(s->head);
	*seq = rc == SQLITE_ROW ? (uint64_t)sqlite3_column_int64(s->head, 0) : 0;
	sqlite3_reset(s->head);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? STORE_OK : fail(s, "head");
}

static int sq_append(store *base, const store_event *evs, size_t n, uint64_t head)
{
	sqlite_store *s = (sqlite_store *)base;
	/* BEGIN IMMEDIATE takes the write lock now, so the head check below
	 * cannot race another process appending. */
	if (sqlite3_exec(s->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK)
		return fail(s, "begin");
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
			fail(s, "insert");
			goto rollback;
		}
	}
	if (sqlite3_exec(s->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) {
		fail(s, "commit");
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

static void column_hash(sqlite3_stmt *st, int i, unsigned char *out)
{
	memset(out, 0, HASH_BYTES);
	int n = sqlite3_column_bytes(st, i);
	const void *b = sqlite3_column_blob(st, i);
	if (b)
		memcpy(out, b, n < HASH_BYTES ? (size_t)n : HASH_BYTES);
}

static int sq_scan(store *base, uint64_t from, store_visit visit, void *arg)
{
	sqlite_store *s = (sqlite_store *)base;
	sqlite3_stmt *st = s->scan;
	int rc, result = 0;
	sqlite3_bind_int64(st, 1, (sqlite3_int64)from);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		store_event e;
		e.seq = (uint64_t)sqlite3_column_int64(st, 0);
		e.time = sqlite3_column_int64(st, 1);
		e.actor = column_text(st, 2);
		e.command = column_text(st, 3);
		e.args = column_text(st, 4);
		e.draws = column_text(st, 5);
		e.hidden = sqlite3_column_int(st, 6);
		column_hash(st, 7, e.prev);
		column_hash(st, 8, e.hash);
		result = visit(arg, &e);
		store_event_free(&e);
		if (result)
			break;
	}
	if (!result && rc != SQLITE_DONE)
		result = fail(s, "scan");
	sqlite3_reset(st);
	return result;
}

static int sq_meta_get(store *base, const char *key, char **value)
{
	sqlite_store *s = (sqlite_store *)base;
	sqlite3_bind_text(s->mget, 1, key, -1, SQLITE_STATIC);
	int rc = sqlite3_step(s->mget);
	*value = rc == SQLITE_ROW ? column_text(s->mget, 0) : NULL;
	sqlite3_reset(s->mget);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? STORE_OK : fail(s, "meta");
}

static int sq_meta_put(store *base, const char *key, const char *value)
{
	sqlite_store *s = (sqlite_store *)base;
	sqlite3_bind_text(s->mput, 1, key, -1, SQLITE_STATIC);
	sqlite3_bind_text(s->mput, 2, value, -1, SQLITE_STATIC);
	int rc = sqlite3_step(s->mput);
	sqlite3_reset(s->mput);
	return rc == SQLITE_DONE ? STORE_OK : fail(s, "meta");
}

static void sq_close(store *base)
{
	sqlite_store *s = (sqlite_store *)base;
	sqlite3_finalize(s->insert);
	sqlite3_finalize(s->scan);
	sqlite3_finalize(s->head);
	sqlite3_finalize(s->mget);
	sqlite3_finalize(s->mput);
	sqlite3_close(s->db);
	free(s->path);
	free(s);
}

static store *sq_open_reader(store *base);

/* Opens path (creating it with create); reader: a second handle on a log
 * another handle writes, which sets nothing up and may only read. */
static store *open_db(const char *path, int create, int reader, char *err, size_t errlen)
{
	sqlite_store *s = xcalloc(1, sizeof *s);
	int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_FULLMUTEX |
		    (create ? SQLITE_OPEN_CREATE : 0);
	if (sqlite3_open_v2(path, &s->db, flags, NULL) != SQLITE_OK) {
		snprintf(err, errlen, "%s: %s", path, sqlite3_errmsg(s->db));
		sqlite3_close(s->db);
		free(s);
		return NULL;
	}
	s->path = xstrdup(path);
	sqlite3_busy_timeout(s->db, 10000);
	const char *setup = reader ? "PRAGMA query_only=1;"
				   : "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;";
	if (sqlite3_exec(s->db, setup, NULL, NULL, NULL) != SQLITE_OK ||
	    (!reader && sqlite3_exec(s->db, schema, NULL, NULL, NULL) != SQLITE_OK) ||
	    sqlite3_prepare_v2(s->db, "INSERT INTO events VALUES (?,?,?,?,?,?,?,?,?)", -1,
			       &s->insert, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(s->db, "SELECT seq,time,actor,command,args,draws,hidden,prev,hash"
			       " FROM events WHERE seq >= ? ORDER BY seq", -1, &s->scan,
			       NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(s->db, "SELECT COALESCE(MAX(seq),0) FROM events", -1, &s->head,
			       NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(s->db, "SELECT value FROM meta WHERE key = ?", -1, &s->mget,
			       NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(s->db, "INSERT OR REPLACE INTO meta VALUES (?,?)", -1, &s->mput,
			       NULL) != SQLITE_OK) {
		snprintf(err, errlen, "%s: not a nomic database (%s)", path, sqlite3_errmsg(s->db));
		sq_close(&s->base);
		return NULL;
	}
	s->base.append = sq_append;
	s->base.scan = sq_scan;
	s->base.head = sq_head;
	s->base.meta_get = sq_meta_get;
	s->base.meta_put = sq_meta_put;
	s->base.open_reader = sq_open_reader;
	s->base.close = sq_close;
	return &s->base;
}

static store *sq_open_reader(store *base)
{
	sqlite_store *s = (sqlite_store *)base;
	char err[256];
	/* A second connection to a private in-memory database would be
	 * another, empty database. */
	if (!s->path[0] || strcmp(s->path, ":memory:") == 0)
		return NULL;
	return open_db(s->path, 0, 1, err, sizeof err);
}

store *store_open(const char *path, int create, char *err, size_t errlen)
{
	if (!create && access(path, F_OK) != 0) {
		snprintf(err, errlen, "%s: no such nomic (create one with `nomic init`)", path);
		return NULL;
	}
	if (create && access(path, F_OK) == 0) {
		snprintf(err, errlen, "%s already exists", path);
		return NULL;
	}
	return open_db(path, create, 0, err, errlen);
}

void store_event_free(store_event *ev)
{
	free(ev->actor);
	free(ev->command);
	free(ev->args);
	free(ev->draws);
}
