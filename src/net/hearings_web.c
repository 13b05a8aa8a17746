/* hearings_web.c: the Hearings over HTTP (Ackanomic R360, hearings.h):
 * GET /api/v1/hearings and the page /hearings drawn from that JSON alone
 * by templates/hearings.html (tmpl.h), with the respond form for a Voting
 * player while a Hearing is in session. Each Hearing with what anyone may see
 * (R360 ¶3: the responses are private until the end, which gives only
 * the counts) and the viewer's own response. */
#include "gov/hearings/hearings.h"
#include "net/page_forms.h"
#include "net/web.h"

#include <stdio.h>

static json_t *for_viewer(const nomic *n, const char *viewer)
{
	const player *p = viewer ? player_by_name(n, viewer) : NULL;
	return hearings_json(n, p ? p->id : 0);
}

json_t *view_hearings(const nomic *n, const char *viewer, gtime now)
{
	(void)now;
	return for_viewer(n, viewer);
}

/* One Hearing as templates/hearings.html draws it; the respond form when
 * the viewer is a Voting player and it is in session (R360 ¶2). */
static json_t *hearing_model(const json_t *h, const nomic *n, const player *me)
{
	json_int_t number = json_integer_value(json_object_get(h, "number"));
	json_t *m = json_pack("{s:I, s:s, s:s, s:s, s:s, s:s, s:s, s:s}", "number", number,
			      "name", json_field_str(h, "name"), "rule", json_field_str(h, "rule"),
			      "circumstances", json_field_str(h, "circumstances"), "harfer",
			      json_field_str(h, "harfer"), "called", json_field_str(h, "called"),
			      "status", json_field_str(h, "status"), "ends", json_field_str(h, "ends"));
	const json_t *k = json_object_get(h, "responded");
	json_object_set_new(m, "open", json_boolean(k != NULL));
	json_object_set_new(m, "responded", json_integer(json_integer_value(k)));
	json_t *rows = json_array();
	size_t i;
	json_t *r;
	json_array_foreach(json_object_get(h, "responses"), i, r) {
		const json_t *c = json_object_get(r, "count");
		json_array_append_new(rows, json_pack("{s:I, s:s, s:b, s:I}", "i", (json_int_t)i + 1,
						      "text", json_field_str(r, "text"), "has_count",
						      c != NULL, "count", json_integer_value(c)));
	}
	json_object_set_new(m, "responses", rows);
	const json_t *v = json_object_get(h, "verdict");
	json_object_set_new(m, "verdict", v ? json_string(json_is_string(v) ? json_string_value(v)
							       : "none (no responses)")
					    : json_null());
	json_object_set_new(m, "yours", json_is_string(json_object_get(h, "yours"))
						? json_string(json_field_str(h, "yours")) : json_null());
	if (k && me && me->state == PS_VOTING && form_may(n, me, "respond")) {
		char c[48];
		snprintf(c, sizeof c, "respond %lld", (long long)number);
		json_object_set_new(m, "respond", json_pack("{s:s, s:s}", "c", c, "back", "/hearings"));
	} else {
		json_object_set_new(m, "respond", json_null());
	}
	return m;
}

/* GET /hearings: the newest first. */
enum MHD_Result page_hearings(web_request *r)
{
	const nomic *n = engine_read_begin(r->e);
	json_t *out = for_viewer(n, r->actor);
	const player *me = form_viewer(n, r->actor);
	const json_t *all = json_object_get(out, "hearings");
	json_t *list = json_array();
	for (size_t i = json_array_size(all); i-- > 0;)
		json_array_append_new(list, hearing_model(json_array_get(all, i), n, me));
	engine_read_end(r->e);
	json_decref(out);
	return tmpl_page(r, MHD_HTTP_OK, "hearings",
			 json_pack("{s:o, s:s}", "hearings", list, "api", "/api/v1/hearings"));
}
