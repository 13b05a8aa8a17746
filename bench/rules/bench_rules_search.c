/* bench_rules_search.c: what the one rules search (core/rules_search.c:
 * `rules search`, /rules?q=, /api/v1/rules?q=) costs against a raw SQLite
 * FTS5 query on the same texts, measured in the same run.
 *
 * Loads data/rulesets/ackanomic.txt and enacts EXTRA more rules into the
 * Miscellaneous Rule Suite, their texts copied from Ackanomic's in turn (so
 * the words and their frequencies stay realistic). For each query:
 *   cold: the search after the ruleset changed (the index rebuilt, then
 *         the query), as the first search after an amendment pays;
 *   warm: the search again, the index kept;
 *   raw_cold, raw_warm: the floor: a fresh in-memory FTS5 table with the
 *         same rows (create + inserts + the query), and the same prepared
 *         query (bm25 order, both snippets) stepped over every match,
 *         with no visibility checks, hits or grouping.
 * Times are the thread's CPU time (CLOCK_THREAD_CPUTIME_ID), best of
 * REPEAT, so the other work on a loaded machine counts little. Prints one
 * key=value line a query. */
#define _POSIX_C_SOURCE 200809L
#include "core/rules_search.h"
#include "rules/rules.h"
#include "rules/rules_io.h"
#include "rules/rules_ops.h"

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double cpu_s(void)
{
	struct timespec t;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static size_t sink;

static double ours(nomic *n, const char *q, int cold)
{
	if (cold)
		n->rules_generation = rules_generation_next();
	vis_viewer v = {.admin = 0, .pid = 0}; /* the public: every row checked */
	rules_hits h;
	char err[256];
	double t0 = cpu_s();
	if (rules_search_find(n, q, &v, RULES_SEARCH_BY_RULE, &h, err, sizeof err)) {
		fprintf(stderr, "bench_rules_search: %s: %s\n", q, err);
		exit(1);
	}
	double t = cpu_s() - t0;
	sink += h.n;
	rules_hits_free(&h);
	return t;
}

static sqlite3 *raw_build(const rules_ruleset *rs)
{
	sqlite3 *db;
	sqlite3_stmt *ins;
	sqlite3_open(":memory:", &db);
	sqlite3_exec(db, "CREATE VIRTUAL TABLE rt USING fts5(idx UNINDEXED, revision UNINDEXED,"
		     " title, text); BEGIN", NULL, NULL, NULL);
	sqlite3_prepare_v2(db, "INSERT INTO rt VALUES (?,?,?,?)", -1, &ins, NULL);
	for (size_t i = 0; i < rules_count(rs); i++) {
		const rules_rule *r = rules_at(rs, i);
		for (size_t t = 0; t < r->n_texts; t++) {
			sqlite3_bind_int64(ins, 1, (sqlite3_int64)i);
			sqlite3_bind_int64(ins, 2, r->texts[t].revision);
			sqlite3_bind_text(ins, 3, r->title ? r->title : "", -1, SQLITE_STATIC);
			sqlite3_bind_text(ins, 4, r->texts[t].text, -1, SQLITE_STATIC);
			sqlite3_step(ins);
			sqlite3_reset(ins);
		}
	}
	sqlite3_finalize(ins);
	sqlite3_exec(db, "COMMIT", NULL, NULL, NULL);
	return db;
}

static double raw_query(sqlite3 *db, const char *fts)
{
	sqlite3_stmt *q;
	sqlite3_prepare_v2(db, "SELECT idx, revision, snippet(rt, 3, '[', ']', '...', 12),"
			   " snippet(rt, 3, '', '', '...', 32), rowid FROM rt WHERE rt MATCH ?1"
			   " ORDER BY rank", -1, &q, NULL);
	double t0 = cpu_s();
	sqlite3_bind_text(q, 1, fts, -1, SQLITE_STATIC);
	while (sqlite3_step(q) == SQLITE_ROW)
		sink += (size_t)sqlite3_column_bytes(q, 2);
	double t = cpu_s() - t0;
	sqlite3_finalize(q);
	return t;
}

static double raw(const rules_ruleset *rs, const char *fts, int cold, sqlite3 **keep)
{
	if (!cold)
		return raw_query(*keep, fts);
	double t0 = cpu_s();
	sqlite3 *db = raw_build(rs);
	double build = cpu_s() - t0;
	double t = build + raw_query(db, fts);
	if (*keep)
		sqlite3_close(*keep);
	*keep = db;
	return t;
}

int main(int argc, char **argv)
{
	if (argc != 4) {
		fprintf(stderr, "usage: bench_rules_search ACKANOMIC.TXT EXTRA REPEAT\n");
		return 2;
	}
	long extra = strtol(argv[2], NULL, 10);
	int repeat = atoi(argv[3]);
	rules_ruleset *rs = NULL;
	rules_error e;
	if (rules_import_file(argv[1], RULES_FORMAT_ACKANOMIC, &rs, &e) != RULES_OK) {
		fprintf(stderr, "bench_rules_search: %s\n", e.msg);
		return 1;
	}
	size_t base = rules_count(rs);
	for (long i = 0; i < extra; i++) {
		char title[64];
		snprintf(title, sizeof title, "Game Rule %ld", i);
		const char *text = rules_rule_text(rules_at(rs, (size_t)i % base));
		rules_enact_spec s = { .by = RULES_ENACT_BY_PROPOSAL, .suite = "Miscellaneous",
				       .title = title, .text = text && *text ? text : "A rule." };
		rules_number num;
		if (rules_enact(rs, &s, "bench", i, &num, &e) != RULES_OK) {
			fprintf(stderr, "bench_rules_search: enact: %s\n", e.msg);
			return 1;
		}
	}
	size_t texts = 0;
	for (size_t i = 0; i < rules_count(rs); i++)
		texts += rules_at(rs, i)->n_texts;
	nomic *n = calloc(1, sizeof *n); /* only the ruleset and the cache */
	n->rules = rs;
	/* The query as typed, and as rules_search.c gives it to FTS5. */
	static const char *const queries[][2] = {
		{"quorum", "\"quorum\""},
		{"proposal", "\"proposal\""},
		{"\"voting period\"", "\"voting period\""},
		{"amend* rule", "\"amend\"* \"rule\""},
	};
	sqlite3 *keep = NULL;
	for (size_t k = 0; k < sizeof queries / sizeof *queries; k++) {
		double c = 1e30, w = 1e30, rc = 1e30, rw = 1e30;
		for (int i = 0; i < repeat; i++) {
			double t = ours(n, queries[k][0], 1);
			c = t < c ? t : c;
			t = ours(n, queries[k][0], 0);
			w = t < w ? t : w;
			t = raw(rs, queries[k][1], 1, &keep);
			rc = t < rc ? t : rc;
			t = raw(rs, queries[k][1], 0, &keep);
			rw = t < rw ? t : rw;
		}
		printf("rules=%zu texts=%zu query=%s cold_ms=%.2f raw_cold_ms=%.2f cold_over_raw=%.2f "
		       "warm_ms=%.3f raw_warm_ms=%.3f warm_over_raw=%.2f\n", rules_count(rs), texts,
		       queries[k][0], c * 1e3, rc * 1e3, c / rc, w * 1e3, rw * 1e3, w / rw);
	}
	sqlite3_close(keep);
	rules_search_free(n);
	free(n);
	rules_ruleset_free(rs);
	return sink == (size_t)-1;
}
