/* rules_find.c: the search box of /rules and /api/v1/rules?q= (issue 18
 * item 5) as JSON. The search itself is core/rules_search.c's, the one
 * `rules search` runs, so the page, the API and the command find the same
 * rules in the same order; the page shows each rule once, at its newest
 * matching revision, with a snippet without marks (the template escapes
 * it). What the searcher may not read (a Private or Secret regulation's
 * texts and title, Ace of Spades reg 106; core/visibility.h) is never
 * matched: rules_search_find filters every match. */
#include "net/rules_find.h"
#include "net/views.h"

json_t *rules_find_words(const nomic *n, const vis_viewer *v, const char *query, int *more,
			 char *why, size_t whylen)
{
	rules_hits h;
	*more = 0;
	if (rules_search_find(n, query, v, RULES_SEARCH_BY_RULE, &h, why, whylen))
		return NULL;
	json_t *out = json_array();
	for (size_t i = 0; i < h.n; i++)
		json_array_append_new(out, json_pack("{s:s, s:I, s:b, s:b, s:o, s:o}", "number",
						     h.v[i].number, "revision",
						     (json_int_t)h.v[i].revision, "current",
						     h.v[i].current, "repealed", h.v[i].repealed,
						     "title", json_text(h.v[i].title), "snippet",
						     json_text(h.v[i].plain)));
	*more = h.more;
	rules_hits_free(&h);
	return out;
}
