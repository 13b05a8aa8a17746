/* store_pg_ckpt.c: the checkpoints table of a nomic kept in PostgreSQL
 * (store.h store_checkpoint; issue 17 item 3), on the writer's connection
 * store_pg.c hands over once it has checked it. nomic_checkpoints is made
 * at the first put (a nomic made before checkpoints has none: a get then
 * finds nothing, SQLSTATE 42P01). The put is one transaction: the row, and
 * the pruning of all but the newest. On failure each returns -1 with the
 * failed statement's result in *bad (NULL if the connection failed), for
 * the caller's message. */
#include "store/store.h"
#include "core/util.h"

#include <libpq-fe.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t be(const char *p, int bytes)
{
	uint64_t v = 0;
	for (int i = 0; i < bytes; i++)
		v = v << 8 | (unsigned char)p[i];
	return v;
}

static void hash_of(PGresult *r, int col, unsigned char *out)
{
	memset(out, 0, HASH_BYTES);
	int n = PQgetlength(r, 0, col);
	memcpy(out, PQgetvalue(r, 0, col), n < HASH_BYTES ? (size_t)n : HASH_BYTES);
}

static int missing_table(PGresult *r)
{
	const char *st = r ? PQresultErrorField(r, PG_DIAG_SQLSTATE) : NULL;
	return st && strcmp(st, "42P01") == 0; /* undefined_table: none yet */
}

/* Runs sql (no parameters): 0, or -1 with its result in *bad. */
static int run(PGconn *c, const char *sql, PGresult **bad)
{
	PGresult *r = PQexecParams(c, sql, 0, NULL, NULL, NULL, NULL, 0);
	if (PQresultStatus(r) == PGRES_COMMAND_OK) {
		PQclear(r);
		return 0;
	}
	*bad = r;
	return -1;
}

/* Deletes those the policy drops (store.h), in the caller's transaction:
 * 0, or -1 with *bad. */
static int prune_on(PGconn *c, PGresult **bad)
{
	uint64_t *seqs;
	size_t n;
	if (pg_checkpoint_seqs_on(c, &seqs, &n, bad))
		return -1;
	uint64_t *drop = xmalloc((n ? n : 1) * sizeof *drop);
	size_t ndrop = store_checkpoints_to_drop(seqs, n, drop);
	free(seqs);
	int rc = 0;
	for (size_t i = 0; i < ndrop && !rc; i++) {
		char at[24];
		snprintf(at, sizeof at, "%llu", (unsigned long long)drop[i]);
		const char *kp[1] = {at};
		PGresult *r = PQexecParams(c, "DELETE FROM nomic_checkpoints WHERE seq = $1::bigint",
					   1, NULL, kp, NULL, NULL, 0);
		if (PQresultStatus(r) == PGRES_COMMAND_OK)
			PQclear(r);
		else
			*bad = r, rc = -1;
	}
	free(drop);
	return rc;
}

int pg_checkpoint_put_on(PGconn *c, const store_checkpoint *ck, PGresult **bad)
{
	*bad = NULL;
	if (run(c, "CREATE TABLE IF NOT EXISTS nomic_checkpoints ("
		   " seq bigint PRIMARY KEY, event_hash bytea NOT NULL,"
		   " level integer NOT NULL, parts text NOT NULL,"
		   " body bytea NOT NULL, hash bytea NOT NULL)", bad) ||
	    run(c, "BEGIN", bad))
		return -1;
	char seq[24], level[16];
	snprintf(seq, sizeof seq, "%llu", (unsigned long long)ck->seq);
	snprintf(level, sizeof level, "%d", ck->level);
	const char *params[6] = {seq, (const char *)ck->event_hash, level, ck->parts,
				 (const char *)ck->body, (const char *)ck->hash};
	int lens[6] = {0, HASH_BYTES, 0, 0, (int)ck->len, HASH_BYTES};
	int fmts[6] = {0, 1, 0, 0, 1, 1};
	PGresult *r = PQexecParams(c,
				   "INSERT INTO nomic_checkpoints VALUES ($1::bigint, $2::bytea,"
				   " $3::integer, $4::text, $5::bytea, $6::bytea) ON CONFLICT (seq)"
				   " DO UPDATE SET event_hash = excluded.event_hash,"
				   " level = excluded.level, parts = excluded.parts,"
				   " body = excluded.body, hash = excluded.hash",
				   6, NULL, params, lens, fmts, 0);
	if (PQresultStatus(r) != PGRES_COMMAND_OK)
		*bad = r;
	else if (PQclear(r), prune_on(c, bad) == 0 && run(c, "COMMIT", bad) == 0)
		return 0;
	PQclear(PQexec(c, "ROLLBACK"));
	return -1;
}

int pg_checkpoint_get_on(PGconn *c, uint64_t at, store_checkpoint *out, PGresult **bad)
{
	memset(out, 0, sizeof *out);
	*bad = NULL;
	char seq[24];
	snprintf(seq, sizeof seq, "%llu", (unsigned long long)(at > INT64_MAX ? INT64_MAX : at));
	const char *params[1] = {seq};
	PGresult *r = PQexecParams(c,
				   "SELECT seq, event_hash, level, parts, body, hash FROM"
				   " nomic_checkpoints WHERE seq <= $1::bigint ORDER BY seq DESC"
				   " LIMIT 1", 1, NULL, params, NULL, NULL, 1);
	if (PQresultStatus(r) != PGRES_TUPLES_OK) {
		if (missing_table(r)) {
			PQclear(r);
			return 0;
		}
		*bad = r;
		return -1;
	}
	if (PQntuples(r) == 1 && PQnfields(r) == 6) {
		out->seq = be(PQgetvalue(r, 0, 0), 8);
		hash_of(r, 1, out->event_hash);
		out->level = (int)(int32_t)be(PQgetvalue(r, 0, 2), 4);
		out->parts = xstrdup(PQgetvalue(r, 0, 3));
		out->len = (size_t)PQgetlength(r, 0, 4);
		out->body = xmalloc(out->len ? out->len : 1);
		memcpy(out->body, PQgetvalue(r, 0, 4), out->len);
		hash_of(r, 5, out->hash);
	}
	PQclear(r);
	return 0;
}

int pg_checkpoint_seqs_on(PGconn *c, uint64_t **seqs, size_t *n, PGresult **bad)
{
	*seqs = NULL;
	*n = 0;
	*bad = NULL;
	PGresult *r = PQexecParams(c, "SELECT seq FROM nomic_checkpoints ORDER BY seq", 0, NULL,
				   NULL, NULL, NULL, 0);
	if (PQresultStatus(r) != PGRES_TUPLES_OK) {
		if (missing_table(r)) {
			PQclear(r);
			return 0;
		}
		*bad = r;
		return -1;
	}
	if (PQntuples(r) > 0) {
		*n = (size_t)PQntuples(r);
		*seqs = xcalloc(*n, sizeof **seqs);
		for (size_t i = 0; i < *n; i++)
			(*seqs)[i] = strtoull(PQgetvalue(r, (int)i, 0), NULL, 10);
	}
	PQclear(r);
	return 0;
}
