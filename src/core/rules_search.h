/* rules_search.h: the one full-text search of the ruleset (SQLite FTS5
 * over every rule's current and kept earlier texts), for `rules search`
 * (core/cmd_rules.c), the rules page's search box and /api/v1/rules?q=
 * (net/rules_find.c). Both call rules_search_find: same query language,
 * same matches, same ranking.
 *
 * The index is not state: it is a cache beside the nomic, guarded by its
 * own mutex, so a reader holding only the engine's shared read lock may
 * build or refresh it and search it while other readers do the same. It
 * is rebuilt when the ruleset's generation (a value never reused, see
 * rules_generation_next) differs from the one it was built for. Only what
 * the viewer may read is found (core/visibility.h; Ace of Spades reg 106). */
#ifndef NOMIC_RULES_SEARCH_H
#define NOMIC_RULES_SEARCH_H

#include "core/state.h"
#include "core/visibility.h"
#include "rules/rules.h"

#include <stddef.h>
#include <stdint.h>

#define RULES_SEARCH_MAX_QUERY 200  /* bytes */
#define RULES_SEARCH_MAX_WORDS 8    /* words and phrases, not AND/OR/NOT */
#define RULES_SEARCH_MAX_RESULTS 50

typedef struct rules_hit {
	const rules_rule *rule; /* valid while the caller's lock is held */
	char number[RULES_NUMBER_BUFSZ];
	uint32_t revision;
	int current;  /* the rule's newest kept text */
	int repealed;
	char *title;  /* the rule's title, "" when the viewer may not read it */
	char *marked; /* a short snippet, the matched words in [ ] */
	char *plain;  /* a longer snippet without marks */
} rules_hit;

typedef struct rules_hits {
	rules_hit *v;
	size_t n;
	int more; /* there were matches past RULES_SEARCH_MAX_RESULTS */
} rules_hits;

enum rules_search_mode {
	RULES_SEARCH_REVISIONS, /* every matching revision, best first (the command) */
	RULES_SEARCH_BY_RULE,   /* each rule once, at its newest matching revision,
				   in the order of its best match (the page) */
};

/* Searches n's ruleset for query as v may read it. The query: words
 * (matched as whole words, any case), "quoted phrases", a word or phrase
 * followed by * for a prefix, and AND, OR, NOT (in capitals) between them;
 * words side by side must all match. Any other character in a word only
 * separates words ("<more>" is the word more). Returns 0 with the hits in
 * *out (free with rules_hits_free), or -1 with one sentence in err for a
 * query that is empty, too long, not UTF-8, holds control characters, more
 * than RULES_SEARCH_MAX_WORDS terms, an unclosed quote, or is malformed
 * (AND at the start...). The caller holds the engine's lock (read or
 * write) on n; safe in several readers at once. */
int rules_search_find(const nomic *n, const char *query, const vis_viewer *v,
		      enum rules_search_mode mode, rules_hits *out, char *err, size_t errlen);
void rules_hits_free(rules_hits *h);

/* A ruleset generation never handed out before in this process: what a
 * ruleset change sets n->rules_generation to, so an index built for one
 * ruleset is never taken for another after a rollback. */
uint64_t rules_generation_next(void);

/* Frees n's index (state.c, with the nomic). */
void rules_search_free(nomic *n);

#endif
