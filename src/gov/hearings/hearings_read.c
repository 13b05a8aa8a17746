/* hearings_read.c: the Hearings as JSON (GET /api/v1/hearings): every
 * Hearing, open or ended, its type, Harfer, circumstances and valid
 * responses; while in session only how many responded (R360 ¶3: the
 * responses are sent privately), after the end the counts and the
 * verdict; to the viewer eir own response. */
#include "gov/hearings/hearings.h"

static const char *status_name(enum hearing_status s)
{
	static const char *const names[] = {"session", "ended", "retracted", "withdrawn"};
	return names[s];
}

json_t *hearings_json(const nomic *n, int viewer)
{
	const hearings *s = hearings_peek(n);
	json_t *all = json_array();
	for (int i = 0; s && i < s->nall; i++) {
		const hearing *h = s->all[i];
		char called[40], ends[40];
		format_time(h->called, called, sizeof called);
		format_time(h->ends, ends, sizeof ends);
		json_t *rs = json_array();
		for (int k = 0; k < h->nresponses; k++) {
			json_t *r = json_pack("{s:i, s:s}", "number", k + 1, "text", h->responses[k]);
			if (h->status == HS_ENDED)
				json_object_set_new(r, "count", json_integer(h->counts[k]));
			json_array_append_new(rs, r);
		}
		const player *by = h->caller ? player_by_id(n, h->caller) : NULL;
		json_t *o = json_pack("{s:i, s:s, s:s, s:s, s:s, s:o, s:s, s:s, s:s, s:s, s:o}",
				      "number", h->number, "type", h->type->key, "name",
				      h->type->name, "rule", h->type->rule, "harfer",
				      hearing_harfer_name(n, h), "caller",
				      by ? json_string(by->name) : json_null(), "circumstances",
				      h->circumstances, "status", status_name(h->status), "called",
				      called, "ends", ends, "responses", rs);
		if (h->status == HS_SESSION)
			json_object_set_new(o, "responded", json_integer(h->ngot));
		if (h->status == HS_ENDED)
			json_object_set_new(o, "verdict", h->verdict >= 0 ?
					    json_string(h->responses[h->verdict]) : json_null());
		for (int k = 0; viewer && k < h->ngot; k++)
			if (!h->got[k]->entity && h->got[k]->player == viewer)
				json_object_set_new(o, "yours",
						    json_string(h->responses[h->got[k]->choice]));
		json_array_append_new(all, o);
	}
	return json_pack("{s:o}", "hearings", all);
}
