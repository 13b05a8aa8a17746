/* outbox_sqlite.c: the mail gateway's outbox in the nomic's SQLite file
 * (store.h, outbox_impl.h): tables beside the log, on a connection of the
 * gateway's own, in WAL mode with synchronous=FULL like the log's, so a
 * mail queued is a mail kept. The log's writer never sees these tables;
 * they are not part of the nomic's history, and `nomic verify` ignores
 * them. A nomic kept in PostgreSQL has its outbox there (outbox_pg.c). */
#include "core/util.h"
#include "store/outbox_impl.h"

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct sq_outbox {
	outbox base;
	sqlite3 *db;
} sq_outbox;

#define DB(o) (((sq_outbox *)(o))->db)

static const outbox_ops sqlite_ops;
static void sq_close(outbox *o);

static const char schema[] =
	"CREATE TABLE IF NOT EXISTS mail_outbox ("
	" id INTEGER PRIMARY KEY AUTOINCREMENT,"
	" kind TEXT NOT NULL,"
	" sender TEXT NOT NULL,"
	" rcpt TEXT NOT NULL,"
	" msg BLOB NOT NULL,"
	" dedup TEXT UNIQUE,"
	" queued INTEGER NOT NULL,"
	" next_try INTEGER NOT NULL,"
	" tries INTEGER NOT NULL DEFAULT 0,"
	" sent INTEGER NOT NULL DEFAULT 0,"
	" status INTEGER NOT NULL DEFAULT 0,"
	" error TEXT NOT NULL DEFAULT '');"
	"CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (status, next_try);"
	"CREATE TABLE IF NOT EXISTS mail_cursor (name TEXT PRIMARY KEY, value INTEGER NOT NULL);"
	"CREATE TABLE IF NOT EXISTS mail_digest ("
	" id INTEGER PRIMARY KEY AUTOINCREMENT,"
	" rcpt TEXT NOT NULL, day INTEGER NOT NULL, text TEXT NOT NULL);"
	"CREATE TABLE IF NOT EXISTS mail_pending ("
	" name TEXT PRIMARY KEY, address TEXT NOT NULL, since INTEGER NOT NULL);";

static int fail(outbox *o, const char *what)
{
	snprintf(o->err, sizeof o->err, "outbox %s: %s", what, sqlite3_errmsg(DB(o)));
	return STORE_ERROR;
}

outbox *outbox_sqlite_open(const char *path, char *err, size_t errlen)
{
	sq_outbox *q = xcalloc(1, sizeof *q);
	outbox *o = &q->base;
	o->ops = &sqlite_ops;
	if (sqlite3_open_v2(path, &DB(o), SQLITE_OPEN_READWRITE | SQLITE_OPEN_FULLMUTEX,
			    NULL) != SQLITE_OK) {
		snprintf(err, errlen, "%s: %s", path, sqlite3_errmsg(DB(o)));
		sq_close(o);
		return NULL;
	}
	sqlite3_busy_timeout(DB(o), 10000);
	if (sqlite3_exec(DB(o), "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;", NULL, NULL,
			 NULL) != SQLITE_OK ||
	    sqlite3_exec(DB(o), schema, NULL, NULL, NULL) != SQLITE_OK) {
		snprintf(err, errlen, "%s: the outbox cannot be made (%s)", path,
			 sqlite3_errmsg(DB(o)));
		sq_close(o);
		return NULL;
	}
	return o;
}

static void sq_close(outbox *o)
{
	if (!o)
		return;
	sqlite3_close(DB(o));
	free((sq_outbox *)o);
}

static int sq_begin(outbox *o)
{
	return sqlite3_exec(DB(o), "BEGIN IMMEDIATE", NULL, NULL, NULL) == SQLITE_OK
		       ? STORE_OK : fail(o, "begin");
}

static int sq_commit(outbox *o)
{
	if (sqlite3_exec(DB(o), "COMMIT", NULL, NULL, NULL) == SQLITE_OK)
		return STORE_OK;
	int rc = fail(o, "commit");
	sqlite3_exec(DB(o), "ROLLBACK", NULL, NULL, NULL);
	return rc;
}

static void sq_rollback(outbox *o)
{
	sqlite3_exec(DB(o), "ROLLBACK", NULL, NULL, NULL);
}

/* Prepares sql, or fails naming what. */
static sqlite3_stmt *prepare(outbox *o, const char *sql, const char *what)
{
	sqlite3_stmt *st = NULL;
	if (sqlite3_prepare_v2(DB(o), sql, -1, &st, NULL) != SQLITE_OK) {
		fail(o, what);
		sqlite3_finalize(st);
		return NULL;
	}
	return st;
}

/* Steps a statement that returns no rows and finalizes it. */
static int run(outbox *o, sqlite3_stmt *st, const char *what)
{
	if (!st)
		return STORE_ERROR;
	int rc = sqlite3_step(st) == SQLITE_DONE ? STORE_OK : fail(o, what);
	sqlite3_finalize(st);
	return rc;
}

static int sq_put(outbox *o, const char *kind, const char *sender, const char *rcpt,
	       const char *msg, size_t len, const char *dedup, int64_t now)
{
	sqlite3_stmt *st = prepare(o, "INSERT OR IGNORE INTO mail_outbox (kind, sender, rcpt, "
				   "msg, dedup, queued, next_try) VALUES (?,?,?,?,?,?,?)", "put");
	if (!st)
		return STORE_ERROR;
	sqlite3_bind_text(st, 1, kind, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, sender, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, rcpt, -1, SQLITE_STATIC);
	sqlite3_bind_blob64(st, 4, msg, len, SQLITE_STATIC);
	if (dedup)
		sqlite3_bind_text(st, 5, dedup, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 6, now);
	sqlite3_bind_int64(st, 7, now);
	return run(o, st, "put");
}

static char *column_text(sqlite3_stmt *st, int i)
{
	const unsigned char *t = sqlite3_column_text(st, i);
	return xstrdup(t ? (const char *)t : "");
}

static int visit_rows(outbox *o, sqlite3_stmt *st, outbox_visit visit, void *arg)
{
	if (!st)
		return STORE_ERROR;
	int rc, result = 0;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		outbox_mail m = {0};
		m.id = sqlite3_column_int64(st, 0);
		m.kind = column_text(st, 1);
		m.sender = column_text(st, 2);
		m.rcpt = column_text(st, 3);
		m.len = (size_t)sqlite3_column_bytes(st, 4);
		m.msg = xmalloc(m.len + 1);
		if (m.len)
			memcpy(m.msg, sqlite3_column_blob(st, 4), m.len);
		m.msg[m.len] = '\0';
		m.queued = sqlite3_column_int64(st, 5);
		m.next_try = sqlite3_column_int64(st, 6);
		m.tries = sqlite3_column_int(st, 7);
		m.sent = sqlite3_column_int64(st, 8);
		m.status = (enum outbox_status)sqlite3_column_int(st, 9);
		m.error = column_text(st, 10);
		result = visit(arg, &m);
		free(m.kind);
		free(m.sender);
		free(m.rcpt);
		free(m.msg);
		free(m.error);
		if (result)
			break;
	}
	if (!result && rc != SQLITE_DONE)
		result = fail(o, "read");
	sqlite3_finalize(st);
	return result;
}

#define COLUMNS "id, kind, sender, rcpt, msg, queued, next_try, tries, sent, status, error"

/* Copies the row visited into the caller's mail (sq_claim). */
static int take_one(void *arg, const outbox_mail *m)
{
	outbox_mail *c = arg;
	*c = *m;
	c->kind = xstrdup(m->kind);
	c->sender = xstrdup(m->sender);
	c->rcpt = xstrdup(m->rcpt);
	c->msg = xmalloc(m->len + 1);
	memcpy(c->msg, m->msg, m->len + 1);
	c->error = xstrdup(m->error);
	return 1;
}

/* The oldest mail due; sq_sent, sq_retry or sq_failed then takes it out
 * of the due ones. No lock is held while it is sent: the outbox shares
 * the nomic's file, and a write transaction held across an SMTP exchange
 * would hold up every commit to the log. A SQLite nomic has one sender
 * (its server's thread, or `mail flush`), as it has one server. */
static int sq_claim(outbox *o, int64_t now, outbox_mail *m)
{
	*m = (outbox_mail){0};
	sqlite3_stmt *st = prepare(o, "SELECT " COLUMNS " FROM mail_outbox WHERE status = 0 "
				   "AND next_try <= ? ORDER BY next_try, id LIMIT 1", "due");
	if (st)
		sqlite3_bind_int64(st, 1, now);
	int rc = visit_rows(o, st, take_one, m);
	return rc == 1 ? 1 : rc == 0 ? 0 : STORE_ERROR;
}

static void sq_release(outbox *o)
{
	(void)o;
}

static int sq_each(outbox *o, outbox_visit visit, void *arg)
{
	return visit_rows(o, prepare(o, "SELECT " COLUMNS " FROM mail_outbox ORDER BY id",
				     "each"), visit, arg);
}

static int sq_sent(outbox *o, int64_t id, int64_t now)
{
	sqlite3_stmt *st = prepare(o, "UPDATE mail_outbox SET status = 1, sent = ?, "
				   "tries = tries + 1, error = '' WHERE id = ?", "sent");
	if (st) {
		sqlite3_bind_int64(st, 1, now);
		sqlite3_bind_int64(st, 2, id);
	}
	return run(o, st, "sent");
}

static int sq_retry(outbox *o, int64_t id, int64_t next_try, const char *error)
{
	sqlite3_stmt *st = prepare(o, "UPDATE mail_outbox SET next_try = ?, tries = tries + 1, "
				   "error = ? WHERE id = ?", "retry");
	if (st) {
		sqlite3_bind_int64(st, 1, next_try);
		sqlite3_bind_text(st, 2, error, -1, SQLITE_STATIC);
		sqlite3_bind_int64(st, 3, id);
	}
	return run(o, st, "retry");
}

static int sq_failed(outbox *o, int64_t id, const char *error)
{
	sqlite3_stmt *st = prepare(o, "UPDATE mail_outbox SET status = 2, tries = tries + 1, "
				   "error = ? WHERE id = ?", "failed");
	if (st) {
		sqlite3_bind_text(st, 1, error, -1, SQLITE_STATIC);
		sqlite3_bind_int64(st, 2, id);
	}
	return run(o, st, "failed");
}

static int sq_cursor_get(outbox *o, const char *name, int64_t *value)
{
	*value = 0;
	sqlite3_stmt *st = prepare(o, "SELECT value FROM mail_cursor WHERE name = ?", "cursor");
	if (!st)
		return STORE_ERROR;
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	int rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		*value = sqlite3_column_int64(st, 0);
	rc = rc == SQLITE_ROW || rc == SQLITE_DONE ? STORE_OK : fail(o, "cursor");
	sqlite3_finalize(st);
	return rc;
}

static int sq_cursor_put(outbox *o, const char *name, int64_t value)
{
	sqlite3_stmt *st = prepare(o, "INSERT OR REPLACE INTO mail_cursor VALUES (?,?)",
				   "cursor");
	if (st) {
		sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
		sqlite3_bind_int64(st, 2, value);
	}
	return run(o, st, "cursor");
}

static int sq_digest_add(outbox *o, const char *rcpt, int64_t day, const char *text)
{
	sqlite3_stmt *st = prepare(o, "INSERT INTO mail_digest (rcpt, day, text) VALUES (?,?,?)",
				   "digest");
	if (st) {
		sqlite3_bind_text(st, 1, rcpt, -1, SQLITE_STATIC);
		sqlite3_bind_int64(st, 2, day);
		sqlite3_bind_text(st, 3, text, -1, SQLITE_STATIC);
	}
	return run(o, st, "digest");
}

static int sq_digest_take(outbox *o, int64_t before,
		       int (*visit)(void *arg, const char *rcpt, int64_t day, const char *text),
		       void *arg)
{
	sqlite3_stmt *st = prepare(o, "SELECT rcpt, day, text FROM mail_digest WHERE day < ? "
				   "ORDER BY rcpt, day, id", "digest");
	if (!st)
		return STORE_ERROR;
	sqlite3_bind_int64(st, 1, before);
	sbuf text = {0};
	char *rcpt = NULL;
	int64_t day = 0;
	int rc, result = 0;
	/* Rows come grouped by (rcpt, day): each group is one digest. */
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *r = (const char *)sqlite3_column_text(st, 0);
		int64_t d = sqlite3_column_int64(st, 1);
		if (rcpt && (strcmp(rcpt, r ? r : "") != 0 || d != day)) {
			if ((result = visit(arg, rcpt, day, text.s ? text.s : "")))
				break;
			free(rcpt);
			rcpt = NULL;
			sbuf_free(&text);
		}
		if (!rcpt) {
			rcpt = xstrdup(r ? r : "");
			day = d;
		}
		const char *t = (const char *)sqlite3_column_text(st, 2);
		sbuf_add(&text, t ? t : "");
		sbuf_add(&text, "\n");
	}
	if (!result && rc != SQLITE_DONE)
		result = fail(o, "digest");
	else if (!result && rcpt)
		result = visit(arg, rcpt, day, text.s ? text.s : "");
	sqlite3_finalize(st);
	free(rcpt);
	sbuf_free(&text);
	if (result)
		return result;
	st = prepare(o, "DELETE FROM mail_digest WHERE day < ?", "digest");
	if (st)
		sqlite3_bind_int64(st, 1, before);
	return run(o, st, "digest");
}

static int sq_meta_get(outbox *o, const char *key, char **value)
{
	*value = NULL;
	sqlite3_stmt *st = prepare(o, "SELECT value FROM meta WHERE key = ?", "meta");
	if (!st)
		return STORE_ERROR;
	sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
	int rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		*value = column_text(st, 0);
	rc = rc == SQLITE_ROW || rc == SQLITE_DONE ? STORE_OK : fail(o, "meta");
	sqlite3_finalize(st);
	return rc;
}

static int sq_pending_put(outbox *o, const char *name, const char *address, int64_t now)
{
	sqlite3_stmt *st = prepare(o, "INSERT OR REPLACE INTO mail_pending VALUES (?,?,?)",
				   "pending");
	if (st) {
		sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 2, address, -1, SQLITE_STATIC);
		sqlite3_bind_int64(st, 3, now);
	}
	return run(o, st, "pending");
}

static int sq_pending_each(outbox *o,
			int (*visit)(void *arg, const char *name, const char *address,
				     int64_t since),
			void *arg)
{
	sqlite3_stmt *st = prepare(o, "SELECT name, address, since FROM mail_pending ORDER BY "
				   "since, name", "pending");
	if (!st)
		return STORE_ERROR;
	int rc, result = 0;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *name = (const char *)sqlite3_column_text(st, 0);
		const char *address = (const char *)sqlite3_column_text(st, 1);
		if ((result = visit(arg, name ? name : "", address ? address : "",
				    sqlite3_column_int64(st, 2))))
			break;
	}
	if (!result && rc != SQLITE_DONE)
		result = fail(o, "pending");
	sqlite3_finalize(st);
	return result;
}

static int sq_pending_drop(outbox *o, const char *name)
{
	sqlite3_stmt *st = prepare(o, "DELETE FROM mail_pending WHERE name = ?", "pending");
	if (st)
		sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	return run(o, st, "pending");
}

static const outbox_ops sqlite_ops = {
	.close = sq_close,
	.begin = sq_begin,
	.commit = sq_commit,
	.rollback = sq_rollback,
	.put = sq_put,
	.claim = sq_claim,
	.release = sq_release,
	.each = sq_each,
	.sent = sq_sent,
	.retry = sq_retry,
	.failed = sq_failed,
	.cursor_get = sq_cursor_get,
	.cursor_put = sq_cursor_put,
	.digest_add = sq_digest_add,
	.digest_take = sq_digest_take,
	.pending_put = sq_pending_put,
	.pending_each = sq_pending_each,
	.pending_drop = sq_pending_drop,
	.meta_get = sq_meta_get,
};
