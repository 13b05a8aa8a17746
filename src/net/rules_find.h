/* rules_find.h: the rules page's search box and /api/v1/rules?q= (issue 18
 * item 5), as JSON, from the one search `rules search` also uses
 * (core/rules_search.h). */
#ifndef NOMIC_NET_RULES_FIND_H
#define NOMIC_NET_RULES_FIND_H

#include "core/rules_search.h"
#include "core/state.h"
#include "core/visibility.h"

#include <jansson.h>

#define RULES_FIND_MAX_QUERY RULES_SEARCH_MAX_QUERY
#define RULES_FIND_MAX_RESULTS RULES_SEARCH_MAX_RESULTS

/* The rules (in force and repealed) matching query (rules_search.h's
 * language) that v may read: one result a rule, at its newest matching
 * revision v may read, best match first: [{number, revision, current,
 * repealed, title, snippet}] (at most RULES_FIND_MAX_RESULTS; *more set
 * when there were others). NULL with the one sentence for the searcher in
 * why when the query is empty or malformed. Safe under the engine's read
 * lock, in several readers at once. */
json_t *rules_find_words(const nomic *n, const vis_viewer *v, const char *query, int *more,
			 char *why, size_t whylen);

#endif
