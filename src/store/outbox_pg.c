/* outbox_pg.c: the mail gateway's outbox in the nomic's PostgreSQL
 * database (store.h, outbox_impl.h; issue 17 item 5), so that a nomic
 * kept in PostgreSQL has its gateway, and several servers on one database
 * share one outbox. The tables are outbox_sqlite.c's, beside nomic_events
 * and nomic_meta (store_pg.c), made at the first open: mail_outbox,
 * mail_cursor, mail_digest, mail_pending. Like the log's, they are not
 * part of the nomic's history, and `nomic verify` ignores them.
 *
 * The guarantees are SQLite's, with several processes:
 * - Kept: each call outside outbox_begin is one statement in autocommit,
 *   and COMMIT returns once the server has the WAL flushed (its
 *   synchronous_commit), so a mail queued is a mail kept.
 * - Sent once: outbox_claim takes the oldest due row FOR UPDATE SKIP
 *   LOCKED in a transaction held while the MTA is spoken to; the outcome
 *   (sent, put off, given up) is written and committed in it. Another
 *   server's claim skips a held row, and a row whose outcome committed is
 *   no longer due (READ COMMITTED re-checks a row locked after its
 *   snapshot). If the sending process dies, the lock goes with its
 *   connection and the mail is due again: as with SQLite, a mail the MTA
 *   took just before a crash may go twice; none is lost.
 * - Published once: outbox_begin takes a transaction-scoped advisory lock
 *   (MAIL_LOCK), so two servers' publishers (publish.c's cursor check after
 *   begin) run one after the other as SQLite's BEGIN IMMEDIATE makes them;
 *   every mail they queue also has a unique dedup key. */
#include "core/util.h"
#include "store/outbox_impl.h"

#include <libpq-fe.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Advisory lock keys, apart from store_pg.c's TURN_LOCK: one serialises
 * the publishers' transactions, one the tables' making. */
#define MAIL_LOCK "7236281216513042295"
#define SCHEMA_LOCK "7236281216513042296"

typedef struct pg_outbox {
	outbox base;
	PGconn *conn;
	int claimed; /* a claim's transaction is open */
} pg_outbox;

#define CONN(o) (((pg_outbox *)(o))->conn)

static const outbox_ops pg_ops;

static const char schema[] =
	"CREATE TABLE IF NOT EXISTS mail_outbox ("
	" id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"
	" kind text NOT NULL,"
	" sender text NOT NULL,"
	" rcpt text NOT NULL,"
	" msg bytea NOT NULL,"
	" dedup text UNIQUE,"
	" queued bigint NOT NULL,"
	" next_try bigint NOT NULL,"
	" tries integer NOT NULL DEFAULT 0,"
	" sent bigint NOT NULL DEFAULT 0,"
	" status integer NOT NULL DEFAULT 0,"
	" error text NOT NULL DEFAULT '');"
	"CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (status, next_try);"
	"CREATE TABLE IF NOT EXISTS mail_cursor (name text PRIMARY KEY, value bigint NOT NULL);"
	"CREATE TABLE IF NOT EXISTS mail_digest ("
	" id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"
	" rcpt text NOT NULL, day bigint NOT NULL, text text NOT NULL);"
	"CREATE TABLE IF NOT EXISTS mail_pending ("
	" name text PRIMARY KEY, address text NOT NULL, since bigint NOT NULL);";

/* ---- saying what is wrong ---- */

static void one_line(char *s)
{
	for (char *p = s; *p; p++)
		if (*p == '\n' || *p == '\t')
			*p = ' ';
	size_t k = strlen(s);
	while (k && s[k - 1] == ' ')
		s[--k] = '\0';
}

static int fail(outbox *o, PGresult *r, const char *what)
{
	const char *m = r ? PQresultErrorMessage(r) : "";
	if (!*m)
		m = PQerrorMessage(CONN(o));
	snprintf(o->err, sizeof o->err, "outbox %s: %s", what, *m ? m : "no result");
	one_line(o->err);
	return STORE_ERROR;
}

/* Runs sql with params (text, NULL for SQL NULL) expecting no rows. */
static int run(outbox *o, const char *sql, int n, const char *const *vals, const char *what)
{
	PGresult *r = PQexecParams(CONN(o), sql, n, NULL, vals, NULL, NULL, 0);
	int rc = PQresultStatus(r) == PGRES_COMMAND_OK ? STORE_OK : fail(o, r, what);
	PQclear(r);
	return rc;
}

/* Runs sql expecting rows: the result, or NULL (failed, said in err). */
static PGresult *rows(outbox *o, const char *sql, int n, const char *const *vals,
		      const char *what)
{
	PGresult *r = PQexecParams(CONN(o), sql, n, NULL, vals, NULL, NULL, 0);
	if (PQresultStatus(r) == PGRES_TUPLES_OK)
		return r;
	fail(o, r, what);
	PQclear(r);
	return NULL;
}

static int end_tx(outbox *o, const char *what)
{
	PGresult *r = PQexec(CONN(o), "COMMIT");
	/* A transaction that failed answers COMMIT with ROLLBACK, as a
	 * command that went well: only the tag tells. */
	int ok = PQresultStatus(r) == PGRES_COMMAND_OK && strcmp(PQcmdStatus(r), "COMMIT") == 0;
	int rc = ok ? STORE_OK : fail(o, r, what);
	if (!ok && !o->err[0])
		snprintf(o->err, sizeof o->err, "outbox %s: the transaction was rolled back", what);
	PQclear(r);
	return rc;
}

static void abort_tx(outbox *o)
{
	PQclear(PQexec(CONN(o), "ROLLBACK"));
}

#define I64(buf, v) (snprintf(buf, sizeof buf, "%lld", (long long)(v)), buf)

/* ---- opening ---- */

static void pg_close(outbox *o)
{
	PQfinish(CONN(o));
	free((pg_outbox *)o);
}

static void no_notices(void *arg, const char *message)
{
	(void)arg;
	(void)message;
}

/* Makes the tables unless they are there. Two servers starting at once
 * would race in CREATE ... IF NOT EXISTS (its check is not atomic): the
 * making is serialised by SCHEMA_LOCK. */
static int make_tables(outbox *o)
{
	PGresult *r = rows(o, "SELECT to_regclass('mail_pending') IS NOT NULL", 0, NULL, "open");
	if (!r)
		return STORE_ERROR;
	int there = strcmp(PQgetvalue(r, 0, 0), "t") == 0;
	PQclear(r);
	if (there)
		return STORE_OK;
	if (run(o, "BEGIN", 0, NULL, "open"))
		return STORE_ERROR;
	r = rows(o, "SELECT pg_advisory_xact_lock(" SCHEMA_LOCK ")", 0, NULL, "open");
	if (!r) {
		abort_tx(o);
		return STORE_ERROR;
	}
	PQclear(r);
	r = PQexec(CONN(o), schema);
	if (PQresultStatus(r) != PGRES_COMMAND_OK) {
		fail(o, r, "open");
		PQclear(r);
		abort_tx(o);
		return STORE_ERROR;
	}
	PQclear(r);
	return end_tx(o, "open");
}

outbox *outbox_pg_open(const char *conninfo, char *err, size_t errlen)
{
	pg_outbox *q = xcalloc(1, sizeof *q);
	outbox *o = &q->base;
	o->ops = &pg_ops;
	/* As store_pg.c connects: 10 s unless the string says otherwise. */
	const char *const keys[] = {"connect_timeout", "dbname", NULL};
	const char *const vals[] = {"10", conninfo, NULL};
	q->conn = PQconnectdbParams(keys, vals, 1);
	if (!q->conn || PQstatus(q->conn) != CONNECTION_OK) {
		snprintf(err, errlen, "the mail outbox: %s",
			 q->conn ? PQerrorMessage(q->conn) : "out of memory");
		one_line(err);
		pg_close(o);
		return NULL;
	}
	PQsetNoticeProcessor(q->conn, no_notices, NULL);
	if (make_tables(o)) {
		snprintf(err, errlen, "the outbox cannot be made: %s", o->err);
		pg_close(o);
		return NULL;
	}
	return o;
}

/* ---- transactions ---- */

static int pg_begin(outbox *o)
{
	if (run(o, "BEGIN", 0, NULL, "begin"))
		return STORE_ERROR;
	PGresult *r = rows(o, "SELECT pg_advisory_xact_lock(" MAIL_LOCK ")", 0, NULL, "begin");
	if (!r) {
		abort_tx(o);
		return STORE_ERROR;
	}
	PQclear(r);
	return STORE_OK;
}

static int pg_commit(outbox *o)
{
	int rc = end_tx(o, "commit");
	if (rc)
		abort_tx(o);
	return rc;
}

static void pg_rollback(outbox *o)
{
	abort_tx(o);
}

/* ---- mails ---- */

static int pg_put(outbox *o, const char *kind, const char *sender, const char *rcpt,
		  const char *msg, size_t len, const char *dedup, int64_t now)
{
	char t[24];
	const char *vals[6] = {kind, sender, rcpt, msg, dedup, I64(t, now)};
	int lens[6] = {0, 0, 0, (int)len, 0, 0};
	int fmts[6] = {0, 0, 0, 1, 0, 0}; /* the message as bytes, unescaped */
	PGresult *r = PQexecParams(CONN(o),
				   "INSERT INTO mail_outbox (kind, sender, rcpt, msg, dedup, queued,"
				   " next_try) VALUES ($1, $2, $3, $4, $5, $6, $6)"
				   " ON CONFLICT (dedup) DO NOTHING",
				   6, NULL, vals, lens, fmts, 0);
	int rc = PQresultStatus(r) == PGRES_COMMAND_OK ? STORE_OK : fail(o, r, "put");
	PQclear(r);
	return rc;
}

#define COLUMNS "id, kind, sender, rcpt, msg, queued, next_try, tries, sent, status, error"

static int64_t int_at(PGresult *r, int row, int col)
{
	return strtoll(PQgetvalue(r, row, col), NULL, 10);
}

/* Row `row` of a COLUMNS result as a mail (outbox_mail_free it). */
static void mail_of(PGresult *r, int row, outbox_mail *m)
{
	*m = (outbox_mail){0};
	m->id = int_at(r, row, 0);
	m->kind = xstrdup(PQgetvalue(r, row, 1));
	m->sender = xstrdup(PQgetvalue(r, row, 2));
	m->rcpt = xstrdup(PQgetvalue(r, row, 3));
	size_t n = 0;
	unsigned char *b = PQunescapeBytea((const unsigned char *)PQgetvalue(r, row, 4), &n);
	m->msg = xmalloc(n + 1);
	if (b && n)
		memcpy(m->msg, b, n);
	m->msg[n] = '\0';
	m->len = b ? n : 0;
	PQfreemem(b);
	m->queued = int_at(r, row, 5);
	m->next_try = int_at(r, row, 6);
	m->tries = (int)int_at(r, row, 7);
	m->sent = int_at(r, row, 8);
	m->status = (enum outbox_status)int_at(r, row, 9);
	m->error = xstrdup(PQgetvalue(r, row, 10));
}

static int pg_claim(outbox *o, int64_t now, outbox_mail *m)
{
	pg_outbox *q = (pg_outbox *)o;
	*m = (outbox_mail){0};
	if (q->claimed) {
		abort_tx(o);
		q->claimed = 0;
	}
	if (run(o, "BEGIN", 0, NULL, "claim"))
		return STORE_ERROR;
	char t[24];
	const char *vals[1] = {I64(t, now)};
	PGresult *r = rows(o, "SELECT " COLUMNS " FROM mail_outbox WHERE status = 0"
			   " AND next_try <= $1 ORDER BY next_try, id LIMIT 1"
			   " FOR UPDATE SKIP LOCKED", 1, vals, "claim");
	if (!r) {
		abort_tx(o);
		return STORE_ERROR;
	}
	if (PQntuples(r) == 0) {
		PQclear(r);
		abort_tx(o);
		return 0;
	}
	mail_of(r, 0, m);
	PQclear(r);
	q->claimed = 1;
	return 1;
}

static void pg_release(outbox *o)
{
	pg_outbox *q = (pg_outbox *)o;
	if (q->claimed)
		abort_tx(o);
	q->claimed = 0;
}

/* Writes a claimed mail's outcome and commits the claim with it. */
static int outcome(outbox *o, const char *sql, int n, const char *const *vals,
		   const char *what)
{
	pg_outbox *q = (pg_outbox *)o;
	int rc = run(o, sql, n, vals, what);
	if (q->claimed) {
		q->claimed = 0;
		if (rc == STORE_OK)
			rc = end_tx(o, what);
		if (rc)
			abort_tx(o);
	}
	return rc;
}

static int pg_sent(outbox *o, int64_t id, int64_t now)
{
	char a[24], b[24];
	const char *vals[2] = {I64(a, now), I64(b, id)};
	return outcome(o, "UPDATE mail_outbox SET status = 1, sent = $1, tries = tries + 1,"
		       " error = '' WHERE id = $2", 2, vals, "sent");
}

static int pg_retry(outbox *o, int64_t id, int64_t next_try, const char *error)
{
	char a[24], b[24];
	const char *vals[3] = {I64(a, next_try), error, I64(b, id)};
	return outcome(o, "UPDATE mail_outbox SET next_try = $1, tries = tries + 1, error = $2"
		       " WHERE id = $3", 3, vals, "retry");
}

static int pg_failed(outbox *o, int64_t id, const char *error)
{
	char b[24];
	const char *vals[2] = {error, I64(b, id)};
	return outcome(o, "UPDATE mail_outbox SET status = 2, tries = tries + 1, error = $1"
		       " WHERE id = $2", 2, vals, "failed");
}

static int pg_each(outbox *o, outbox_visit visit, void *arg)
{
	PGresult *r = rows(o, "SELECT " COLUMNS " FROM mail_outbox ORDER BY id", 0, NULL,
			   "each");
	if (!r)
		return STORE_ERROR;
	int result = 0;
	for (int i = 0; i < PQntuples(r) && !result; i++) {
		outbox_mail m;
		mail_of(r, i, &m);
		result = visit(arg, &m);
		outbox_mail_free(&m);
	}
	PQclear(r);
	return result;
}

/* ---- cursors, digests, applicants, the seed ---- */

static int pg_cursor_get(outbox *o, const char *name, int64_t *value)
{
	*value = 0;
	const char *vals[1] = {name};
	PGresult *r = rows(o, "SELECT value FROM mail_cursor WHERE name = $1", 1, vals, "cursor");
	if (!r)
		return STORE_ERROR;
	if (PQntuples(r) == 1)
		*value = int_at(r, 0, 0);
	PQclear(r);
	return STORE_OK;
}

static int pg_cursor_put(outbox *o, const char *name, int64_t value)
{
	char v[24];
	const char *vals[2] = {name, I64(v, value)};
	return run(o, "INSERT INTO mail_cursor VALUES ($1, $2) ON CONFLICT (name)"
		   " DO UPDATE SET value = EXCLUDED.value", 2, vals, "cursor");
}

static int pg_digest_add(outbox *o, const char *rcpt, int64_t day, const char *text)
{
	char d[24];
	const char *vals[3] = {rcpt, I64(d, day), text};
	return run(o, "INSERT INTO mail_digest (rcpt, day, text) VALUES ($1, $2, $3)", 3, vals,
		   "digest");
}

static int pg_digest_take(outbox *o, int64_t before,
			  int (*visit)(void *arg, const char *rcpt, int64_t day,
				       const char *text),
			  void *arg)
{
	char b[24];
	const char *vals[1] = {I64(b, before)};
	PGresult *r = rows(o, "SELECT rcpt, day, text FROM mail_digest WHERE day < $1"
			   " ORDER BY rcpt, day, id", 1, vals, "digest");
	if (!r)
		return STORE_ERROR;
	int result = 0, n = PQntuples(r);
	sbuf text = {0};
	/* Rows come grouped by (rcpt, day): each group is one digest. */
	for (int i = 0; i < n && !result; i++) {
		sbuf_add(&text, PQgetvalue(r, i, 2));
		sbuf_add(&text, "\n");
		int last = i + 1 == n || strcmp(PQgetvalue(r, i + 1, 0), PQgetvalue(r, i, 0)) != 0 ||
			   int_at(r, i + 1, 1) != int_at(r, i, 1);
		if (last) {
			result = visit(arg, PQgetvalue(r, i, 0), int_at(r, i, 1),
				       text.s ? text.s : "");
			sbuf_free(&text);
		}
	}
	sbuf_free(&text);
	PQclear(r);
	if (result)
		return result;
	return run(o, "DELETE FROM mail_digest WHERE day < $1", 1, vals, "digest");
}

static int pg_pending_put(outbox *o, const char *name, const char *address, int64_t now)
{
	char t[24];
	const char *vals[3] = {name, address, I64(t, now)};
	return run(o, "INSERT INTO mail_pending VALUES ($1, $2, $3) ON CONFLICT (name)"
		   " DO UPDATE SET address = EXCLUDED.address, since = EXCLUDED.since", 3, vals,
		   "pending");
}

static int pg_pending_each(outbox *o,
			   int (*visit)(void *arg, const char *name, const char *address,
					int64_t since),
			   void *arg)
{
	PGresult *r = rows(o, "SELECT name, address, since FROM mail_pending ORDER BY since, name",
			   0, NULL, "pending");
	if (!r)
		return STORE_ERROR;
	int result = 0;
	for (int i = 0; i < PQntuples(r) && !result; i++)
		result = visit(arg, PQgetvalue(r, i, 0), PQgetvalue(r, i, 1), int_at(r, i, 2));
	PQclear(r);
	return result;
}

static int pg_pending_drop(outbox *o, const char *name)
{
	const char *vals[1] = {name};
	return run(o, "DELETE FROM mail_pending WHERE name = $1", 1, vals, "pending");
}

static int pg_meta_get(outbox *o, const char *key, char **value)
{
	*value = NULL;
	const char *vals[1] = {key};
	PGresult *r = rows(o, "SELECT value FROM nomic_meta WHERE key = $1", 1, vals, "meta");
	if (!r)
		return STORE_ERROR;
	if (PQntuples(r) == 1)
		*value = xstrdup(PQgetvalue(r, 0, 0));
	PQclear(r);
	return STORE_OK;
}

static const outbox_ops pg_ops = {
	.close = pg_close,
	.begin = pg_begin,
	.commit = pg_commit,
	.rollback = pg_rollback,
	.put = pg_put,
	.claim = pg_claim,
	.release = pg_release,
	.each = pg_each,
	.sent = pg_sent,
	.retry = pg_retry,
	.failed = pg_failed,
	.cursor_get = pg_cursor_get,
	.cursor_put = pg_cursor_put,
	.digest_add = pg_digest_add,
	.digest_take = pg_digest_take,
	.pending_put = pg_pending_put,
	.pending_each = pg_pending_each,
	.pending_drop = pg_pending_drop,
	.meta_get = pg_meta_get,
};
