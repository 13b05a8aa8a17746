/* bench_pg.c: the floor under bench_submit on a PostgreSQL nomic: raw
 * libpq inserts of the rows the engine logs for "mint 1 points to alice",
 * into the same table shape as store_pg.c (nomic_events), at the same
 * durability (the server's fsync and synchronous_commit, on in
 * run_pg.sh's server). BATCH rows per commit, each commit one multi-row
 * INSERT in autocommit (one round trip, as store_pg.c's append), without
 * the head check. Runs until SECONDS pass or MAX rows are written.
 * Usage: bench_pg CONNINFO BATCH SECONDS MAX */
#include "bench_util.h"

#include <libpq-fe.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char schema[] =
	"DROP TABLE IF EXISTS nomic_events;"
	"CREATE TABLE nomic_events ("
	" seq bigint PRIMARY KEY CHECK (seq > 0),"
	" time bigint NOT NULL,"
	" actor text NOT NULL,"
	" command text NOT NULL,"
	" args text NOT NULL,"
	" draws text NOT NULL,"
	" hidden integer NOT NULL DEFAULT 0,"
	" prev bytea NOT NULL,"
	" hash bytea NOT NULL);";

static void die(PGconn *c, const char *what)
{
	fprintf(stderr, "bench_pg: %s: %s", what, PQerrorMessage(c));
	exit(1);
}

/* A stand-in hash: distinct per row, as incompressible as a real one. */
static void fake_hash(uint64_t seq, unsigned char h[32])
{
	uint64_t x = seq * 0x9E3779B97F4A7C15ull + 1;
	for (int i = 0; i < 32; i++) {
		x ^= x << 13, x ^= x >> 7, x ^= x << 17;
		h[i] = (unsigned char)x;
	}
}

int main(int argc, char **argv)
{
	const char *usage = "usage: bench_pg CONNINFO BATCH SECONDS MAX";
	if (argc != 5) {
		fprintf(stderr, "%s\n", usage);
		return 2;
	}
	long batch = bench_arg(argv[2], usage);
	double seconds = (double)bench_arg(argv[3], usage);
	long max = bench_arg(argv[4], usage);
	if (batch < 1)
		batch = 1;
	PGconn *c = PQconnectdb(argv[1]);
	if (PQstatus(c) != CONNECTION_OK)
		die(c, "connect");
	PGresult *r = PQexec(c, "SET client_min_messages = warning");
	PQclear(r);
	r = PQexec(c, schema);
	if (PQresultStatus(r) != PGRES_COMMAND_OK)
		die(c, "schema");
	PQclear(r);

	/* One statement for a whole batch: VALUES ($1..$9), ($10..$18), ... */
	sbuf sql = {0};
	sbuf_add(&sql, "INSERT INTO nomic_events VALUES ");
	for (long i = 0; i < batch; i++) {
		long p = i * 9;
		sbuf_printf(&sql, "%s($%ld::bigint, $%ld::bigint, $%ld::text, $%ld::text, $%ld::text,"
			    " $%ld::text, $%ld::integer, $%ld::bytea, $%ld::bytea)", i ? ", " : "",
			    p + 1, p + 2, p + 3, p + 4, p + 5, p + 6, p + 7, p + 8, p + 9);
	}
	r = PQprepare(c, "batch", sql.s, 0, NULL);
	if (PQresultStatus(r) != PGRES_COMMAND_OK)
		die(c, "prepare");
	PQclear(r);
	sbuf_free(&sql);

	size_t np = (size_t)batch * 9;
	const char **params = calloc(np, sizeof *params);
	int *lens = calloc(np, sizeof *lens), *fmts = calloc(np, sizeof *fmts);
	char (*seqs)[24] = calloc((size_t)batch, sizeof *seqs);
	unsigned char (*hashes)[32] = calloc((size_t)batch + 1, sizeof *hashes);
	char when[24];
	snprintf(when, sizeof when, "%lld", (long long)BENCH_TIME);
	long rows = 0, txns = 0;
	double t0 = bench_now(), end = t0 + seconds;
	while (rows + batch <= max && bench_now() < end) {
		memcpy(hashes[0], hashes[batch], 32); /* the last batch's last hash */
		for (long i = 0; i < batch; i++) {
			uint64_t seq = (uint64_t)(rows + i + 1);
			size_t p = (size_t)i * 9;
			fake_hash(seq, hashes[i + 1]);
			snprintf(seqs[i], sizeof seqs[i], "%llu", (unsigned long long)seq);
			params[p] = seqs[i];
			params[p + 1] = when;
			params[p + 2] = BENCH_ACTOR;
			params[p + 3] = BENCH_LINE;
			params[p + 4] = BENCH_ARGS;
			params[p + 5] = "[]";
			params[p + 6] = "0";
			params[p + 7] = (const char *)hashes[i];
			params[p + 8] = (const char *)hashes[i + 1];
			lens[p + 7] = lens[p + 8] = 32;
			fmts[p + 7] = fmts[p + 8] = 1;
		}
		r = PQexecPrepared(c, "batch", (int)np, params, lens, fmts, 0);
		if (PQresultStatus(r) != PGRES_COMMAND_OK)
			die(c, "insert");
		PQclear(r);
		rows += batch;
		txns++;
	}
	double elapsed = bench_now() - t0;
	PQfinish(c);
	printf("raw_pg batch=%ld rows=%ld transactions=%ld seconds=%.3f rate=%.0f rows/s "
	       "commit_ms=%.3f\n",
	       batch, rows, txns, elapsed, (double)rows / elapsed, 1e3 * elapsed / (double)txns);
	free(params);
	free(lens);
	free(fmts);
	free(seqs);
	free(hashes);
	return 0;
}
