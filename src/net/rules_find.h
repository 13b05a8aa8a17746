/* rules_find.h: the rules page's search box (issue 18 item 5). */
#ifndef NOMIC_NET_RULES_FIND_H
#define NOMIC_NET_RULES_FIND_H

#include "core/state.h"
#include "core/visibility.h"

#include <jansson.h>

#define RULES_FIND_MAX_QUERY 200 /* bytes */
#define RULES_FIND_MAX_WORDS 8
#define RULES_FIND_MAX_RESULTS 50

/* The rules (in force and repealed) whose title or some kept text holds
 * every word of query, ignoring ASCII case, that v may read: one result a
 * rule, for its newest such revision v may read, in the ruleset's order:
 * [{number, revision, current, repealed, title, snippet}] (at most
 * RULES_FIND_MAX_RESULTS; *more set when there were others). NULL with
 * *why (one sentence for the searcher) when the query is empty or
 * malformed. Reads only: safe under the engine's read lock. */
json_t *rules_find_words(const nomic *n, const vis_viewer *v, const char *query, int *more,
			 const char **why);

#endif
