/* rules_search.c: full-text search of the ruleset with SQLite FTS5, over
 * every rule's current text and every past text the ruleset keeps. The
 * index lives in an in-memory database beside the state: a cache, rebuilt
 * whenever the ruleset's generation moves. It holds every rule with its
 * visibility, and a search finds only what the searcher may read
 * (visibility.h; Ace of Spades reg 106): the public never matches a word of
 * a Private or Secret regulation's texts or title, the admin does. */
#include "core/rules_effects.h"
#include "core/visibility.h"
#include "rules/rules.h"

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct rules_index {
	sqlite3 *db;
	uint64_t generation;
} rules_index;

void rules_search_free(nomic *n)
{
	rules_index *ix = n->rules_index;
	if (ix) {
		sqlite3_close(ix->db);
		free(ix);
		n->rules_index = NULL;
	}
}

static int build(nomic *n, rules_index *ix, char *err, size_t errlen)
{
	sqlite3_stmt *ins = NULL;
	if (sqlite3_exec(ix->db, "DROP TABLE IF EXISTS rt;"
			 "CREATE VIRTUAL TABLE rt USING fts5(number UNINDEXED, revision UNINDEXED,"
			 " repealed UNINDEXED, visibility UNINDEXED, title, text);", NULL, NULL,
			 NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(ix->db, "INSERT INTO rt VALUES (?,?,?,?,?,?)", -1, &ins,
			       NULL) != SQLITE_OK) {
		snprintf(err, errlen, "search index: %s", sqlite3_errmsg(ix->db));
		sqlite3_finalize(ins);
		return -1;
	}
	sqlite3_exec(ix->db, "BEGIN", NULL, NULL, NULL);
	for (size_t i = 0; i < rules_count(n->rules); i++) {
		const rules_rule *r = rules_at(n->rules, i);
		char num[RULES_NUMBER_BUFSZ];
		rules_number_format(r->number, num, sizeof num);
		for (size_t t = 0; t < r->n_texts; t++) {
			sqlite3_bind_text(ins, 1, num, -1, SQLITE_TRANSIENT);
			sqlite3_bind_int64(ins, 2, r->texts[t].revision);
			sqlite3_bind_int(ins, 3, r->repealed);
			sqlite3_bind_int(ins, 4, (int)r->visibility);
			sqlite3_bind_text(ins, 5, r->title ? r->title : "", -1, SQLITE_STATIC);
			sqlite3_bind_text(ins, 6, r->texts[t].text, -1, SQLITE_STATIC);
			sqlite3_step(ins);
			sqlite3_reset(ins);
		}
	}
	sqlite3_exec(ix->db, "COMMIT", NULL, NULL, NULL);
	sqlite3_finalize(ins);
	ix->generation = n->rules_generation;
	return 0;
}

int rules_search(nomic *n, const char *query, const vis_viewer *v, sbuf *out, char *err,
		 size_t errlen)
{
	rules_index *ix = n->rules_index;
	if (!ix) {
		ix = xcalloc(1, sizeof *ix);
		if (sqlite3_open(":memory:", &ix->db) != SQLITE_OK) {
			snprintf(err, errlen, "cannot open the search index");
			sqlite3_close(ix->db);
			free(ix);
			return -1;
		}
		ix->generation = UINT64_MAX;
		n->rules_index = ix;
	}
	if (ix->generation != n->rules_generation && build(n, ix, err, errlen))
		return -1;
	sqlite3_stmt *q;
	/* Every match is filtered here by visibility.c, row by row: a
	 * Need-To-Know grant opens one value of one regulation (reg 104,
	 * 105), so no class of rules can be let through in SQL. */
	if (sqlite3_prepare_v2(ix->db,
			       "SELECT number, revision, repealed, title,"
			       " snippet(rt, 5, '[', ']', '...', 12), visibility FROM rt"
			       " WHERE rt MATCH ?1 ORDER BY rank", -1, &q, NULL) != SQLITE_OK) {
		snprintf(err, errlen, "search: %s", sqlite3_errmsg(ix->db));
		return -1;
	}
	sqlite3_bind_text(q, 1, query, -1, SQLITE_STATIC);
	int rc = SQLITE_DONE, found = 0;
	while (found < 50 && (rc = sqlite3_step(q)) == SQLITE_ROW) {
		const char *num = (const char *)sqlite3_column_text(q, 0);
		int64_t rev = sqlite3_column_int64(q, 1);
		const rules_rule *r = sqlite3_column_int(q, 2) ? NULL : rules_find_str(n->rules, num);
		int ok = r ? vis_may_read_revision(v, n, r, (uint32_t)rev)
			   : vis_may_read_visibility(v, (rules_visibility)sqlite3_column_int(q, 5));
		if (!ok)
			continue;
		sbuf_printf(out, "%sRule %s/%lld%s%s%s: %s", found ? "\n" : "", num, (long long)rev,
			    sqlite3_column_int(q, 2) ? " (repealed)" : "",
			    *(const char *)sqlite3_column_text(q, 3) ? " " : "",
			    (const char *)sqlite3_column_text(q, 3),
			    (const char *)sqlite3_column_text(q, 4));
		found++;
	}
	if (found == 50)
		rc = SQLITE_DONE;
	if (rc != SQLITE_DONE) {
		/* A malformed FTS5 query is the searcher's mistake: say so. */
		snprintf(err, errlen, "cannot search for that: %s", sqlite3_errmsg(ix->db));
		sqlite3_finalize(q);
		return -1;
	}
	sqlite3_finalize(q);
	if (!found)
		sbuf_add(out, "no rule matches");
	return 0;
}
