/* bench_sqlite.c: the floor under bench_submit: raw SQLite inserts of the
 * rows the engine logs for "mint 1 points to alice", into the same table
 * shape as store_sqlite.c, at the same durability (WAL, synchronous=FULL).
 * BATCH rows per transaction (1: one commit, so one WAL fsync, per row).
 * Runs until SECONDS pass or MAX rows are written.
 * Usage: bench_sqlite PATH BATCH SECONDS MAX */
#include "bench_util.h"

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char schema[] =
	"PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;"
	"CREATE TABLE events ("
	" seq INTEGER PRIMARY KEY,"
	" time INTEGER NOT NULL,"
	" actor TEXT NOT NULL,"
	" command TEXT NOT NULL,"
	" args TEXT NOT NULL,"
	" draws TEXT NOT NULL,"
	" hidden INTEGER NOT NULL DEFAULT 0,"
	" prev BLOB NOT NULL,"
	" hash BLOB NOT NULL);";

static void die(sqlite3 *db, const char *what)
{
	fprintf(stderr, "bench_sqlite: %s: %s\n", what, sqlite3_errmsg(db));
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
	const char *usage = "usage: bench_sqlite PATH BATCH SECONDS MAX";
	if (argc != 5) {
		fprintf(stderr, "%s\n", usage);
		return 2;
	}
	const char *path = argv[1];
	long batch = bench_arg(argv[2], usage);
	double seconds = (double)bench_arg(argv[3], usage);
	long max = bench_arg(argv[4], usage);
	if (batch < 1)
		batch = 1;

	sqlite3 *db;
	sqlite3_stmt *ins;
	bench_remove(path);
	if (sqlite3_open(path, &db) != SQLITE_OK)
		die(db, "open");
	if (sqlite3_exec(db, schema, NULL, NULL, NULL) != SQLITE_OK)
		die(db, "schema");
	if (sqlite3_prepare_v2(db, "INSERT INTO events VALUES (?,?,?,?,?,?,?,?,?)", -1, &ins,
			       NULL) != SQLITE_OK)
		die(db, "prepare");

	unsigned char prev[32] = {0}, hash[32];
	long rows = 0, txns = 0;
	double t0 = bench_now(), end = t0 + seconds;
	while (rows < max && bench_now() < end) {
		if (sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK)
			die(db, "begin");
		for (long i = 0; i < batch && rows < max; i++) {
			uint64_t seq = (uint64_t)++rows;
			fake_hash(seq, hash);
			sqlite3_bind_int64(ins, 1, (sqlite3_int64)seq);
			sqlite3_bind_int64(ins, 2, BENCH_TIME);
			sqlite3_bind_text(ins, 3, BENCH_ACTOR, -1, SQLITE_STATIC);
			sqlite3_bind_text(ins, 4, BENCH_LINE, -1, SQLITE_STATIC);
			sqlite3_bind_text(ins, 5, BENCH_ARGS, -1, SQLITE_STATIC);
			sqlite3_bind_text(ins, 6, "[]", -1, SQLITE_STATIC);
			sqlite3_bind_int(ins, 7, 0);
			sqlite3_bind_blob(ins, 8, prev, 32, SQLITE_STATIC);
			sqlite3_bind_blob(ins, 9, hash, 32, SQLITE_STATIC);
			if (sqlite3_step(ins) != SQLITE_DONE)
				die(db, "insert");
			sqlite3_reset(ins);
			memcpy(prev, hash, 32);
		}
		if (sqlite3_exec(db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK)
			die(db, "commit");
		txns++;
	}
	double elapsed = bench_now() - t0;
	sqlite3_finalize(ins);
	sqlite3_close(db);
	printf("raw_sqlite batch=%ld rows=%ld transactions=%ld seconds=%.3f rate=%.0f rows/s "
	       "commit_ms=%.3f file_bytes=%lld\n",
	       batch, rows, txns, elapsed, (double)rows / elapsed, 1e3 * elapsed / (double)txns,
	       bench_file_bytes(path));
	bench_remove(path);
	return 0;
}
