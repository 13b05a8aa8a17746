/* store_pg.c: the event log in a PostgreSQL database (libpq), so that
 * several nomicd processes, on one machine or several, serve one nomic.
 * Selected by a connection string where a nomic's file goes (store.c):
 * `nomic --file postgresql://nomic@db1/ackanomic serve`.
 *
 * Tables. nomic_events (one row per event, seq its primary key) and
 * nomic_meta (the private values: the RNG seed), made by `nomic init` in
 * the database the string names; one nomic per database (or per schema:
 * libpq's options=-csearch_path=NAME in the string).
 *
 * The conditional append is ONE statement, so one transaction in
 * autocommit:
 *   INSERT INTO nomic_events SELECT * FROM (VALUES (...), ...) v
 *   WHERE (SELECT COALESCE(MAX(seq), 0) FROM nomic_events) = head
 * Under READ COMMITTED that is correct with any number of processes
 * appending at once: a writer whose snapshot already holds an event after
 * `head` inserts nothing (0 rows: STORE_CONFLICT); two writers that both
 * saw `head` both insert seq head+1, and the primary key makes the second
 * wait for the first and then fail with unique_violation (STORE_CONFLICT)
 * if the first committed. The engine then catches up and runs its batch
 * again (engine_writer.c). No advisory lock and no SERIALIZABLE retry loop is
 * needed, and an append is one round trip. Durability is the server's:
 * with synchronous_commit on (its default) COMMIT returns once the WAL is
 * flushed (and, with synchronous_standby_names, once a standby has it).
 *
 * A commit whose answer is lost (the connection drops in the middle) may
 * or may not have happened: the store reconnects and looks for the batch's
 * last event, by seq and hash; found, the append succeeded (STORE_OK),
 * else it failed. So a client is never told "not recorded" of a command
 * that was recorded, unless the database stays unreachable.
 *
 * Scans stream: the first 8 rows in one plain statement (the engine's "is
 * anything new?" before each view is one round trip), then a cursor in a
 * REPEATABLE READ, READ ONLY transaction, fetched in growing chunks (16
 * rows, doubling to 1024), so a scan never holds the whole table in
 * memory. Every snapshot holds a prefix of the log (it only grows, and a
 * batch commits only on top of the last), so the two are one history.
 *
 * read_scan runs on connections of its own (a pool of up to 8), never the
 * writer's, so a reader neither waits for nor holds up an append.
 *
 * Read-only. A database that takes no writes (a hot standby, or
 * default_transaction_read_only) opens read-only, saying why in readonly;
 * it serves scans and refuses appends, and asks again at each append, so
 * a standby promoted to primary takes commands without a restart. A lost
 * connection is re-made at the next call (PQreset; a string naming several
 * hosts with target_session_attrs=read-write finds the new primary).
 *
 * The caller serialises calls on the store itself (the engine's
 * store_lock), as with SQLite; read_scan may be called from any thread. */
#include "store/store.h"
#include "core/util.h"

#include <libpq-fe.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define POOL 8

typedef struct pg_store {
	store base;
	PGconn *conn;            /* the writer's */
	char *conninfo;
	char name[200];          /* "database D on H": for messages, no password */
	pthread_mutex_t pool_lock;
	PGconn *pool[POOL];
	int npool;
	int turn;                /* holds the session's TURN_LOCK (pg_append) */
} pg_store;

/* Fair turns between servers (issue 17 item 5): every append holds the
 * advisory lock TURN_LOCK shared for its transaction; a server whose
 * append lost the race takes it exclusively, for its session, before it
 * says STORE_CONFLICT. That waits for the appends in flight, and holds
 * back new ones (PostgreSQL queues a shared request behind a waiting
 * exclusive one), so the loser's next append, once the engine has caught
 * up and run its batch again, finds the head it saw: it goes next, and no
 * batch loses over and over. The lock is let go after that append
 * (pg_release, called by the engine once its retries end, however they
 * end) or with the connection. One nomic to a database: one key. */
#define TURN_LOCK "7236281216513042293" /* "d nomic u" in ASCII, any will do */

static const char schema[] =
	"CREATE TABLE nomic_events ("
	" seq bigint PRIMARY KEY CHECK (seq > 0),"
	" time bigint NOT NULL,"
	" actor text NOT NULL,"
	" command text NOT NULL,"
	" args text NOT NULL,"
	" draws text NOT NULL,"
	" hidden integer NOT NULL DEFAULT 0,"
	" prev bytea NOT NULL,"
	" hash bytea NOT NULL);"
	"CREATE TABLE nomic_meta (key text PRIMARY KEY, value text NOT NULL);";

#define READS_ONLY "the nomic serves reads but takes no commands until it can write"

/* ---- saying what is wrong ---- */

/* libpq's message for conn, without its trailing newline. */
static void conn_error(PGconn *c, char *out, size_t n)
{
	snprintf(out, n, "%s", c ? PQerrorMessage(c) : "out of memory");
	/* One line: libpq's hints follow on lines of their own. */
	for (char *p = out; *p; p++)
		if (*p == '\n' || *p == '\t')
			*p = ' ';
	size_t k = strlen(out);
	while (k && (out[k - 1] == '\n' || out[k - 1] == ' '))
		out[--k] = '\0';
	if (!*out)
		snprintf(out, n, "the connection failed");
}

static int fail_conn(pg_store *s, PGconn *c, const char *what)
{
	char why[600];
	conn_error(c, why, sizeof why);
	snprintf(s->base.err, sizeof s->base.err, "%s: %s: %s", s->name, what, why);
	return STORE_ERROR;
}

static int fail_res(pg_store *s, PGresult *r, const char *what)
{
	char why[600];
	snprintf(why, sizeof why, "%s", r ? PQresultErrorMessage(r) : "no result");
	size_t k = strlen(why);
	while (k && why[k - 1] == '\n')
		why[--k] = '\0';
	snprintf(s->base.err, sizeof s->base.err, "%s: %s: %s", s->name, what, why);
	return STORE_ERROR;
}

static int sqlstate_is(PGresult *r, const char *code)
{
	const char *st = r ? PQresultErrorField(r, PG_DIAG_SQLSTATE) : NULL;
	return st && strcmp(st, code) == 0;
}

/* "database D on H" from the connection string, never its password. */
static void describe(const char *conninfo, char *out, size_t n)
{
	char *err = NULL;
	PQconninfoOption *opts = PQconninfoParse(conninfo, &err);
	const char *db = NULL, *host = NULL;
	for (PQconninfoOption *o = opts; o && o->keyword; o++) {
		if (strcmp(o->keyword, "dbname") == 0 && o->val && *o->val)
			db = o->val;
		if (strcmp(o->keyword, "host") == 0 && o->val && *o->val)
			host = o->val;
	}
	snprintf(out, n, "postgresql database %.60s%s%.100s", db ? db : "(default)",
		 host ? " on " : "", host ? host : "");
	PQconninfoFree(opts);
	PQfreemem(err);
}

/* ---- connecting ---- */

static PGresult *exec0(PGconn *c, const char *sql)
{
	return PQexecParams(c, sql, 0, NULL, NULL, NULL, NULL, 0);
}

/* 1 if the statement ran (a command or rows), clearing r. */
static int ran(PGresult *r)
{
	ExecStatusType st = PQresultStatus(r);
	PQclear(r);
	return st == PGRES_COMMAND_OK || st == PGRES_TUPLES_OK;
}

static void no_notices(void *arg, const char *message)
{
	(void)arg;
	(void)message;
}

static PGconn *connect_db(const char *conninfo, char *err, size_t errlen)
{
	/* A primary that has gone away must not hold a server for the TCP
	 * timeout: 10 s unless the string says otherwise (its own value comes
	 * later, so it wins). */
	const char *const keys[] = {"connect_timeout", "dbname", NULL};
	const char *const vals[] = {"10", conninfo, NULL};
	PGconn *c = PQconnectdbParams(keys, vals, 1);
	if (!c || PQstatus(c) != CONNECTION_OK) {
		conn_error(c, err, errlen);
		PQfinish(c);
		return NULL;
	}
	/* Quiet: the database's notices and warnings ("terminating
	 * connection due to ...") are not the nomic's to print; a server's
	 * stderr is its log, and the failure they announce is said there in
	 * the nomic's words. */
	PQsetNoticeProcessor(c, no_notices, NULL);
	PQclear(exec0(c, "SET client_min_messages = warning"));
	return c;
}

/* Whether the database takes writes; if not, why in s->base.readonly. */
static void check_writable(pg_store *s)
{
	PGresult *r = exec0(s->conn, "SELECT pg_is_in_recovery(),"
				     " current_setting('default_transaction_read_only') = 'on'");
	if (PQresultStatus(r) == PGRES_TUPLES_OK && PQntuples(r) == 1) {
		if (strcmp(PQgetvalue(r, 0, 0), "t") == 0)
			snprintf(s->base.readonly, sizeof s->base.readonly,
				 "%s: the server is a standby (read-only)", s->name);
		else if (strcmp(PQgetvalue(r, 0, 1), "t") == 0)
			snprintf(s->base.readonly, sizeof s->base.readonly,
				 "%s: the database takes no writes (default_transaction_read_only)",
				 s->name);
		else
			s->base.readonly[0] = '\0';
	}
	PQclear(r);
}

/* Before a call on the writer's connection: one that was lost is made
 * again. 0, or -1 with why in err. */
static int ready(pg_store *s)
{
	if (PQstatus(s->conn) == CONNECTION_OK)
		return 0;
	PQreset(s->conn);
	s->turn = 0; /* a session lock goes with its connection */
	if (PQstatus(s->conn) != CONNECTION_OK)
		return fail_conn(s, s->conn, "cannot connect"), -1;
	PQclear(exec0(s->conn, "SET client_min_messages = warning"));
	check_writable(s);
	return 0;
}

/* ---- reading ---- */

static uint64_t be64(const char *p)
{
	uint64_t v = 0;
	for (int i = 0; i < 8; i++)
		v = v << 8 | (unsigned char)p[i];
	return v;
}

static uint32_t be32(const char *p)
{
	uint32_t v = 0;
	for (int i = 0; i < 4; i++)
		v = v << 8 | (unsigned char)p[i];
	return v;
}

static void hash_of(PGresult *r, int row, int col, unsigned char *out)
{
	memset(out, 0, HASH_BYTES);
	int n = PQgetlength(r, row, col);
	memcpy(out, PQgetvalue(r, row, col), n < HASH_BYTES ? (size_t)n : HASH_BYTES);
}

static char *text_of(PGresult *r, int row, int col)
{
	return xstrdup(PQgetvalue(r, row, col)); /* libpq ends every value with a NUL */
}

#define COLUMNS "seq, time, actor, command, args, draws, hidden, prev, hash"
#define FIRST_ROWS 8

/* Visits the rows of r (binary, COLUMNS) until visit says stop: its value,
 * or 0; *next is the seq after the last row visited. */
static int visit_rows(PGresult *r, store_visit visit, void *arg, uint64_t *next)
{
	int result = 0;
	for (int i = 0; i < PQntuples(r) && !result; i++) {
		store_event e;
		e.seq = be64(PQgetvalue(r, i, 0));
		e.time = (int64_t)be64(PQgetvalue(r, i, 1));
		e.actor = text_of(r, i, 2);
		e.command = text_of(r, i, 3);
		e.args = text_of(r, i, 4);
		e.draws = text_of(r, i, 5);
		e.hidden = (int)be32(PQgetvalue(r, i, 6));
		hash_of(r, i, 7, e.prev);
		hash_of(r, i, 8, e.hash);
		*next = e.seq + 1;
		result = visit(arg, &e);
		store_event_free(&e);
	}
	return result;
}

static PGresult *query_rows(PGconn *c, const char *sql)
{
	PGresult *r = PQexecParams(c, sql, 0, NULL, NULL, NULL, NULL, 1);
	if (PQresultStatus(r) == PGRES_TUPLES_OK && PQnfields(r) == 9)
		return r;
	PQclear(r);
	return NULL;
}

/* Scans on connection c (the writer's or a reader's), results in binary.
 * The first rows come from one plain statement (one round trip: the
 * engine asks before every view whether anything is new, and the answer
 * is nearly always no); a longer scan goes on with a cursor in one
 * read-only snapshot, fetched in growing chunks. Two snapshots are one
 * history: the log only grows, and a batch commits only on top of the
 * one before it (the conditional append), so every snapshot holds a
 * prefix of the log. */
static int scan_on(pg_store *s, PGconn *c, uint64_t from, store_visit visit, void *arg,
		   char *err, size_t errlen)
{
	char sql[300];
	snprintf(sql, sizeof sql,
		 "SELECT " COLUMNS " FROM nomic_events WHERE seq >= %llu ORDER BY seq LIMIT %d",
		 (unsigned long long)from, FIRST_ROWS);
	PGresult *r = query_rows(c, sql);
	if (!r) {
		conn_error(c, err, errlen);
		return STORE_ERROR;
	}
	int rows = PQntuples(r), result = visit_rows(r, visit, arg, &from);
	PQclear(r);
	if (result || rows < FIRST_ROWS)
		return result;
	if (!ran(exec0(c, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"))) {
		conn_error(c, err, errlen);
		return STORE_ERROR;
	}
	snprintf(sql, sizeof sql,
		 "DECLARE nomic_scan NO SCROLL CURSOR FOR SELECT " COLUMNS " FROM nomic_events"
		 " WHERE seq >= %llu ORDER BY seq", (unsigned long long)from);
	int failed = !ran(exec0(c, sql));
	for (int chunk = 2 * FIRST_ROWS; !failed && !result;
	     chunk = chunk < 1024 ? chunk * 2 : chunk) {
		snprintf(sql, sizeof sql, "FETCH %d FROM nomic_scan", chunk);
		if (!(r = query_rows(c, sql))) {
			failed = 1;
			break;
		}
		rows = PQntuples(r);
		result = visit_rows(r, visit, arg, &from);
		PQclear(r);
		if (rows < chunk)
			break;
	}
	if (failed) {
		conn_error(c, err, errlen);
		PQclear(exec0(c, "ROLLBACK"));
		return STORE_ERROR;
	}
	PQclear(exec0(c, "COMMIT")); /* read-only: nothing to lose */
	return result;
}

static int pg_scan(store *base, uint64_t from, store_visit visit, void *arg)
{
	pg_store *s = (pg_store *)base;
	if (ready(s))
		return STORE_ERROR;
	char why[600];
	int rc = scan_on(s, s->conn, from, visit, arg, why, sizeof why);
	if (rc == STORE_ERROR)
		snprintf(s->base.err, sizeof s->base.err, "%s: scan: %s", s->name, why);
	return rc;
}

static int pg_read_scan(store *base, uint64_t from, store_visit visit, void *arg)
{
	pg_store *s = (pg_store *)base;
	PGconn *c = NULL;
	pthread_mutex_lock(&s->pool_lock);
	if (s->npool)
		c = s->pool[--s->npool];
	pthread_mutex_unlock(&s->pool_lock);
	char why[600];
	if (!c && !(c = connect_db(s->conninfo, why, sizeof why)))
		return STORE_UNAVAILABLE; /* the caller scans the writer's connection */
	int rc = scan_on(s, c, from, visit, arg, why, sizeof why);
	if (rc == STORE_ERROR || PQstatus(c) != CONNECTION_OK ||
	    PQtransactionStatus(c) != PQTRANS_IDLE) {
		PQfinish(c);
		return rc == STORE_ERROR ? STORE_UNAVAILABLE : rc;
	}
	pthread_mutex_lock(&s->pool_lock);
	int kept = s->npool < POOL;
	if (kept)
		s->pool[s->npool++] = c;
	pthread_mutex_unlock(&s->pool_lock);
	if (!kept)
		PQfinish(c);
	return rc;
}

static int pg_head(store *base, uint64_t *seq)
{
	pg_store *s = (pg_store *)base;
	*seq = 0;
	if (ready(s))
		return STORE_ERROR;
	PGresult *r = exec0(s->conn, "SELECT COALESCE(MAX(seq), 0) FROM nomic_events");
	if (PQresultStatus(r) != PGRES_TUPLES_OK || PQntuples(r) != 1) {
		fail_res(s, r, "head");
		PQclear(r);
		return STORE_ERROR;
	}
	*seq = strtoull(PQgetvalue(r, 0, 0), NULL, 10);
	PQclear(r);
	return STORE_OK;
}

static int pg_meta_get(store *base, const char *key, char **value)
{
	pg_store *s = (pg_store *)base;
	*value = NULL;
	if (ready(s))
		return STORE_ERROR;
	const char *params[1] = {key};
	PGresult *r = PQexecParams(s->conn, "SELECT value FROM nomic_meta WHERE key = $1", 1,
				   NULL, params, NULL, NULL, 0);
	int rc = STORE_OK;
	if (PQresultStatus(r) != PGRES_TUPLES_OK)
		rc = fail_res(s, r, "meta");
	else if (PQntuples(r) == 1)
		*value = text_of(r, 0, 0);
	PQclear(r);
	return rc;
}

/* ---- writing ---- */

/* 0 when the database takes writes now (asking again if it did not);
 * else -1 with why in err. */
static int ready_to_write(pg_store *s)
{
	if (ready(s))
		return -1;
	if (s->base.readonly[0]) {
		/* A session keeps the read-only default it began with, and
		 * libpq finds a promoted primary only on connecting: connect
		 * again before asking. */
		PQreset(s->conn);
		s->turn = 0;
		if (PQstatus(s->conn) != CONNECTION_OK)
			return fail_conn(s, s->conn, "cannot connect"), -1;
		PQclear(exec0(s->conn, "SET client_min_messages = warning"));
		check_writable(s);
	}
	if (!s->base.readonly[0])
		return 0;
	snprintf(s->base.err, sizeof s->base.err, "%s; %s", s->base.readonly, READS_ONLY);
	return -1;
}

/* A statement refused because the server takes no writes (a standby, a
 * read-only transaction): the store goes read-only, saying so. */
static int refused_write(pg_store *s, PGresult *r)
{
	if (!sqlstate_is(r, "25006"))
		return 0;
	check_writable(s);
	if (!s->base.readonly[0])
		snprintf(s->base.readonly, sizeof s->base.readonly,
			 "%s: the database takes no writes", s->name);
	snprintf(s->base.err, sizeof s->base.err, "%s; %s", s->base.readonly, READS_ONLY);
	return 1;
}

static int pg_meta_put(store *base, const char *key, const char *value)
{
	pg_store *s = (pg_store *)base;
	if (ready_to_write(s))
		return STORE_ERROR;
	const char *params[2] = {key, value};
	PGresult *r = PQexecParams(s->conn,
				   "INSERT INTO nomic_meta VALUES ($1, $2) ON CONFLICT (key)"
				   " DO UPDATE SET value = excluded.value",
				   2, NULL, params, NULL, NULL, 0);
	int rc = STORE_OK;
	if (PQresultStatus(r) != PGRES_COMMAND_OK && !refused_write(s, r))
		rc = fail_res(s, r, "meta");
	else if (PQresultStatus(r) != PGRES_COMMAND_OK)
		rc = STORE_ERROR;
	PQclear(r);
	return rc;
}

/* After a lost answer to an append: 1 if the log holds ev (its seq with
 * its hash), that is, the append committed. */
static int landed(pg_store *s, const store_event *ev)
{
	PQreset(s->conn);
	if (PQstatus(s->conn) != CONNECTION_OK)
		return 0;
	char seq[24];
	snprintf(seq, sizeof seq, "%llu", (unsigned long long)ev->seq);
	const char *params[2] = {seq, (const char *)ev->hash};
	int lens[2] = {0, HASH_BYTES}, fmts[2] = {0, 1};
	PGresult *r = PQexecParams(s->conn,
				   "SELECT 1 FROM nomic_events WHERE seq = $1::bigint AND hash = $2::bytea",
				   2, NULL, params, lens, fmts, 0);
	int found = PQresultStatus(r) == PGRES_TUPLES_OK && PQntuples(r) == 1;
	PQclear(r);
	return found;
}

#define COLS 9
/* Events per statement: 9 parameters each, under the protocol's 65,535. */
#define CHUNK 1000

/* INSERTs evs[0..n) if the log's last seq is head: one statement. */
static PGresult *insert_rows(pg_store *s, const store_event *evs, size_t n, uint64_t head)
{
	sbuf sql = {0};
	sbuf_add(&sql, "INSERT INTO nomic_events (" COLUMNS ") SELECT v.* FROM (VALUES ");
	size_t np = 1 + n * COLS;
	const char **params = xcalloc(np, sizeof *params);
	int *lens = xcalloc(np, sizeof *lens), *fmts = xcalloc(np, sizeof *fmts);
	char (*nums)[3][24] = xcalloc(n + 1, sizeof *nums);
	snprintf(nums[n][0], sizeof nums[n][0], "%llu", (unsigned long long)head);
	params[0] = nums[n][0];
	for (size_t i = 0; i < n; i++) {
		const store_event *e = &evs[i];
		size_t p = 1 + i * COLS;
		sbuf_printf(&sql, "%s($%zu::bigint, $%zu::bigint, $%zu::text, $%zu::text,"
			    " $%zu::text, $%zu::text, $%zu::integer, $%zu::bytea, $%zu::bytea)",
			    i ? ", " : "", p + 1, p + 2, p + 3, p + 4, p + 5, p + 6, p + 7, p + 8,
			    p + 9);
		snprintf(nums[i][0], sizeof nums[i][0], "%llu", (unsigned long long)e->seq);
		snprintf(nums[i][1], sizeof nums[i][1], "%lld", (long long)e->time);
		snprintf(nums[i][2], sizeof nums[i][2], "%d", e->hidden);
		params[p] = nums[i][0];
		params[p + 1] = nums[i][1];
		params[p + 2] = e->actor;
		params[p + 3] = e->command;
		params[p + 4] = e->args;
		params[p + 5] = e->draws;
		params[p + 6] = nums[i][2];
		params[p + 7] = (const char *)e->prev;
		params[p + 8] = (const char *)e->hash;
		lens[p + 7] = lens[p + 8] = HASH_BYTES;
		fmts[p + 7] = fmts[p + 8] = 1;
	}
	sbuf_add(&sql, ") AS v, (SELECT pg_advisory_xact_lock_shared(" TURN_LOCK ")) AS turn"
		 " WHERE (SELECT COALESCE(MAX(seq), 0) FROM nomic_events) = $1::bigint");
	PGresult *r = PQexecParams(s->conn, sql.s, (int)np, NULL, params, lens, fmts, 0);
	sbuf_free(&sql);
	free(params);
	free(lens);
	free(fmts);
	free(nums);
	return r;
}

/* What an INSERT of n rows ending with last came to. */
static int outcome_of(pg_store *s, PGresult *r, size_t n, const store_event *last)
{
	if (PQresultStatus(r) == PGRES_COMMAND_OK)
		return strtoull(PQcmdTuples(r), NULL, 10) == n ? STORE_OK : STORE_CONFLICT;
	if (sqlstate_is(r, "23505")) /* unique_violation: another took head+1 */
		return STORE_CONFLICT;
	if (refused_write(s, r))
		return STORE_ERROR;
	if (PQstatus(s->conn) != CONNECTION_OK) {
		/* The answer was lost: did the commit happen? */
		fail_res(s, r, "append");
		return landed(s, last) ? STORE_OK : STORE_ERROR;
	}
	return fail_res(s, r, "append");
}

/* Lets go of the turn, if held (see TURN_LOCK). */
static void pg_release(store *base)
{
	pg_store *s = (pg_store *)base;
	if (!s->turn)
		return;
	s->turn = 0;
	if (PQstatus(s->conn) == CONNECTION_OK)
		PQclear(exec0(s->conn, "SELECT pg_advisory_unlock(" TURN_LOCK ")"));
}

static int append_once(pg_store *s, const store_event *evs, size_t n, uint64_t head);

static int pg_append(store *base, const store_event *evs, size_t n, uint64_t head)
{
	pg_store *s = (pg_store *)base;
	if (n == 0)
		return STORE_OK;
	if (ready_to_write(s))
		return STORE_ERROR;
	int rc = append_once(s, evs, n, head);
	pg_release(base);
	/* Lost the race: the next turn is ours (TURN_LOCK). */
	if (rc == STORE_CONFLICT && PQstatus(s->conn) == CONNECTION_OK) {
		PGresult *r = exec0(s->conn, "SELECT pg_advisory_lock(" TURN_LOCK ")");
		s->turn = PQresultStatus(r) == PGRES_TUPLES_OK;
		PQclear(r);
	}
	return rc;
}

static int append_once(pg_store *s, const store_event *evs, size_t n, uint64_t head)
{
	if (n <= CHUNK) { /* one statement in autocommit: one transaction */
		PGresult *r = insert_rows(s, evs, n, head);
		int rc = outcome_of(s, r, n, &evs[n - 1]);
		PQclear(r);
		return rc;
	}
	/* A batch too big for one statement (a clock advance past thousands
	 * of deadlines): statements of CHUNK rows in one transaction, each
	 * checking the head its rows go on (the previous ones are visible to
	 * it; another writer's head+1 waits on ours at the primary key). */
	if (!ran(exec0(s->conn, "BEGIN")))
		return fail_conn(s, s->conn, "append");
	int rc = STORE_OK;
	for (size_t at = 0; at < n && rc == STORE_OK; at += CHUNK) {
		size_t k = n - at < CHUNK ? n - at : CHUNK;
		PGresult *r = insert_rows(s, evs + at, k, at ? evs[at - 1].seq : head);
		rc = PQstatus(s->conn) == CONNECTION_OK ? outcome_of(s, r, k, &evs[at + k - 1])
							: fail_res(s, r, "append");
		PQclear(r);
	}
	if (rc != STORE_OK) {
		if (PQstatus(s->conn) == CONNECTION_OK)
			PQclear(exec0(s->conn, "ROLLBACK"));
		return rc;
	}
	PGresult *r = exec0(s->conn, "COMMIT");
	if (PQresultStatus(r) != PGRES_COMMAND_OK)
		rc = outcome_of(s, r, 0, &evs[n - 1]);
	PQclear(r);
	return rc;
}

/* ---- opening and closing ---- */

static void pg_close(store *base)
{
	pg_store *s = (pg_store *)base;
	for (int i = 0; i < s->npool; i++)
		PQfinish(s->pool[i]);
	PQfinish(s->conn);
	pthread_mutex_destroy(&s->pool_lock);
	free(s->conninfo);
	free(s);
}

/* ---- checkpoints (store.h; the table: store_pg_ckpt.c) ---- */

/* A checkpoint call's failure: the failed statement's result, or the
 * connection's. */
static int checkpoint_failed(pg_store *s, PGresult *bad, const char *what)
{
	int rc = STORE_ERROR;
	if (!bad)
		fail_conn(s, s->conn, what);
	else if (!refused_write(s, bad))
		fail_res(s, bad, what);
	PQclear(bad);
	return rc;
}

static int pg_checkpoint_put(store *base, const store_checkpoint *c)
{
	pg_store *s = (pg_store *)base;
	if (c->len > INT32_MAX) {
		snprintf(s->base.err, sizeof s->base.err, "%s: a checkpoint too large", s->name);
		return STORE_ERROR;
	}
	if (ready_to_write(s))
		return STORE_ERROR;
	PGresult *bad;
	if (pg_checkpoint_put_on(s->conn, c, &bad) == 0)
		return STORE_OK;
	return checkpoint_failed(s, bad, "checkpoint");
}

static int pg_checkpoint_get(store *base, uint64_t at, store_checkpoint *out)
{
	pg_store *s = (pg_store *)base;
	memset(out, 0, sizeof *out);
	if (ready(s))
		return STORE_ERROR;
	PGresult *bad;
	if (pg_checkpoint_get_on(s->conn, at, out, &bad) == 0)
		return STORE_OK;
	return checkpoint_failed(s, bad, "checkpoint");
}

static int pg_checkpoint_seqs(store *base, uint64_t **seqs, size_t *n)
{
	pg_store *s = (pg_store *)base;
	if (ready(s)) {
		*seqs = NULL;
		*n = 0;
		return STORE_ERROR;
	}
	PGresult *bad;
	if (pg_checkpoint_seqs_on(s->conn, seqs, n, &bad) == 0)
		return STORE_OK;
	return checkpoint_failed(s, bad, "checkpoints");
}

/* Whether the nomic's tables exist: 1, 0, or -1 (the query failed). */
static int has_tables(PGconn *c)
{
	PGresult *r = exec0(c, "SELECT to_regclass('nomic_events') IS NOT NULL");
	int rc = PQresultStatus(r) == PGRES_TUPLES_OK && PQntuples(r) == 1
			 ? strcmp(PQgetvalue(r, 0, 0), "t") == 0
			 : -1;
	PQclear(r);
	return rc;
}

store *store_pg_open(const char *conninfo, int create, char *err, size_t errlen)
{
	pg_store *s = xcalloc(1, sizeof *s);
	s->conninfo = xstrdup(conninfo);
	describe(conninfo, s->name, sizeof s->name);
	pthread_mutex_init(&s->pool_lock, NULL);
	s->base.append = pg_append;
	s->base.scan = pg_scan;
	s->base.head = pg_head;
	s->base.meta_get = pg_meta_get;
	s->base.meta_put = pg_meta_put;
	s->base.read_scan = pg_read_scan;
	s->base.checkpoint_put = pg_checkpoint_put;
	s->base.checkpoint_get = pg_checkpoint_get;
	s->base.checkpoint_seqs = pg_checkpoint_seqs;
	s->base.release = pg_release;
	s->base.close = pg_close;
	char why[600];
	if (!(s->conn = connect_db(conninfo, why, sizeof why))) {
		snprintf(err, errlen, "%s: cannot connect: %s", s->name, why);
		pg_close(&s->base);
		return NULL;
	}
	int exists = has_tables(s->conn);
	if (exists < 0) {
		conn_error(s->conn, why, sizeof why);
		snprintf(err, errlen, "%s: %s", s->name, why);
	} else if (create && exists) {
		snprintf(err, errlen, "%s already holds a nomic", s->name);
	} else if (!create && !exists) {
		snprintf(err, errlen, "%s: no nomic in this database (create one with `nomic init`)",
			 s->name);
	} else if (create) {
		PGresult *r = PQexec(s->conn, schema); /* two statements: one transaction */
		int ok = PQresultStatus(r) == PGRES_COMMAND_OK;
		if (!ok) {
			fail_res(s, r, "creating the tables");
			snprintf(err, errlen, "%s", s->base.err);
		}
		PQclear(r);
		if (ok) {
			check_writable(s);
			return &s->base;
		}
	} else {
		check_writable(s);
		return &s->base;
	}
	pg_close(&s->base);
	return NULL;
}

void store_pg_remove(const char *conninfo)
{
	char why[600];
	PGconn *c = connect_db(conninfo, why, sizeof why);
	if (c)
		PQclear(exec0(c, "DROP TABLE IF EXISTS nomic_events, nomic_meta, nomic_checkpoints, "
				  "mail_outbox, mail_cursor, mail_digest, mail_pending"));
	PQfinish(c);
}
