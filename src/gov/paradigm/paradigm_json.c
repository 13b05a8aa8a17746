/* paradigm_json.c: the Paradigms Rule Suite's state as JSON, for
 * GET /api/v1/paradigm (net/paradigm_web.c): all of it is public (R320
 * rebelliousness is stated publicly, the Proto-Paradigm is announced). */
#include "gov/paradigm/paradigm.h"

#include <string.h>

static json_t *names(const nomic *n, int **ids, int count)
{
	json_t *a = json_array();
	for (int i = 0; i < count; i++) {
		const player *p = player_by_id(n, *ids[i]);
		if (p)
			json_array_append_new(a, json_string(p->name));
	}
	return a;
}

json_t *paradigm_json(const nomic *n)
{
	const paradigm_state *s = paradigm_peek(n);
	const char *cur = paradigm_current(n);
	const char *t[PARADIGM_MAX_TYPES];
	char rule[PARADIGM_MAX_TYPES][16];
	int k = paradigm_types(n, t, rule, PARADIGM_MAX_TYPES);
	json_t *types = json_array();
	for (int i = 0; i < k; i++)
		json_array_append_new(types, json_pack("{s:s, s:s, s:b}", "name", t[i], "rule",
						       rule[i], "active",
						       cur && strcmp(cur, t[i]) == 0));
	json_t *out = json_pack("{s:o, s:o, s:o}", "current", cur ? json_string(cur) : json_null(),
				"types", types, "rebels",
				s ? names(n, s->rebels, s->nrebels) : json_array());
	if (s && s->revolution) {
		char from[40], until[40];
		format_time(s->rev_started, from, sizeof from);
		format_time(s->rev_started + param_int(n, "paradigm.revolution"), until,
			    sizeof until);
		json_object_set_new(out, "revolution",
				    json_pack("{s:s, s:s, s:o, s:o}", "started", from, "ends", until,
					      "before", s->before ? json_string(s->before) : json_null(),
					      "proto", s->proto ? json_string(s->proto) : json_null()));
	} else {
		json_object_set_new(out, "revolution", json_null());
	}
	json_object_set_new(out, "police_state", paradigm_police_json(n)); /* R320.7 */
	const player *o = s && s->overlord ? player_by_id(n, s->overlord) : NULL;
	json_object_set_new(out, "overlord", o ? json_string(o->name) : json_null());
	if (s && s->nlaughing)
		json_object_set_new(out, "laughingstock",
				    json_pack("{s:s, s:o}", "x", s->laughing_x ? s->laughing_x : "",
					      "guilty", names(n, s->laughing, s->nlaughing)));
	return out;
}
