/* gov_pages.h: what the proposals' pages (gov_web.c) draw besides the
 * API's view (issue 18 items 2 and 5). */
#ifndef NOMIC_NET_GOV_PAGES_H
#define NOMIC_NET_GOV_PAGES_H

#include "core/state.h"

#include <jansson.h>

/* "6 days 23 hours left", "1 hour 5 minutes left", "ended": until `end`. */
const char *gov_time_left(gtime end, gtime now, char *buf, size_t n);

/* A proposal's "Effect:" lines (gov/effects.c proposal_effects) as the
 * page lists them: [{command, rule, rule2, param}] with rule (and rule2
 * for a renumbering) the rule number the line changes when it names one,
 * and param the parameter a "param set" sets. A text whose effects
 * cannot be read gives [{error}]. */
json_t *gov_effects_json(const char *text);

/* The Winning Conditions and the cycles' winners for the /proposals page
 * (R600, R603): {conditions [{owner, rule, state, cfj}], winners [{line}]},
 * or null when there are none. */
json_t *gov_wins_page_json(const nomic *n);

#endif
