/* orgs_web.c: the organisations over HTTP (src/society/orgs, R1000-R1021):
 * GET /api/v1/orgs (every standing organisation) and /api/v1/orgs/NAME
 * (one: type, members, policy, requests, holdings, suggestions with their
 * approvals), and the pages /orgs and /orgs/NAME drawn from that JSON
 * alone by templates/orgs*.html (tmpl.h; issue 16 item 6: "an
 * organisation's page"), with the join, request and leave forms for a
 * signed-in player (issue 18 item 2). Public: R1003's suggestions and approvals are
 * public messages, and R412 a has the Financier record what each owns. */
#include "net/page_forms.h"
#include "net/web.h"
#include "society/orgs/orgs.h"

#include <stdlib.h>
#include <string.h>

enum MHD_Result api_orgs(web_request *r)
{
	const char *slash = strstr(r->path, "/orgs/");
	const nomic *n = engine_read_begin(r->e);
	json_t *out = NULL;
	if (slash) {
		const org *o = org_by_name(n, slash + 6);
		if (o)
			out = org_json(n, o);
	} else {
		out = orgs_json(n);
	}
	engine_read_end(r->e);
	if (!out)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such organisation");
	return web_json(r, MHD_HTTP_OK, out);
}

/* ---- the pages: their data for templates/orgs.html ---- */

/* What the signed-in viewer may do about o (issue 18 item 2; R1001 4, 5):
 * join an Open organisation, request membership of another, leave one e
 * belongs to. NULL when nothing (or nobody signed in). */
static json_t *org_form(const nomic *n, const player *me, const org *o, const char *back)
{
	if (!me || !o || o->gone)
		return json_null();
	int member = org_member_index(o, me->id) >= 0;
	const char *verb = member ? "org leave" : o->policy == POL_OPEN ? "org join" : "org request";
	if (!form_may(n, me, verb))
		return json_null();
	sbuf line = {0}, label = {0};
	sbuf_add(&line, verb);
	form_word(&line, o->name);
	sbuf_printf(&label, member ? "Leave %s" : o->policy == POL_OPEN ? "Join %s"
						 : "Request membership of %s", o->name);
	json_t *f = form_button(label.s, line.s, back);
	sbuf_free(&line);
	sbuf_free(&label);
	return f;
}

static json_t *list_model(const nomic *n, const player *me, const json_t *list)
{
	json_t *rows = json_array();
	size_t i;
	json_t *o;
	json_array_foreach(list, i, o)
		json_array_append_new(
			rows, json_pack("{s:s, s:s, s:I, s:s, s:s, s:o}", "name",
					json_field_str(o, "name"), "type", json_field_str(o, "type"),
					"members", (json_int_t)(json_array_size(json_object_get(o, "members")) +
						     json_array_size(json_object_get(o, "rule_members"))),
					"policy", json_field_str(o, "policy"), "formed",
					json_field_str(o, "formed"), "form",
					org_form(n, me, org_by_name(n, json_field_str(o, "name")), "/orgs")));
	return json_pack("{s:b, s:b, s:o}", "any", json_array_size(rows) > 0, "signed_in",
			 me != NULL, "rows", rows);
}

static json_t *one_model(const json_t *o)
{
	json_t *members = json_array(), *by_rules = json_array(), *money = json_array(),
	       *things = json_array(), *sugg = json_array();
	size_t i;
	json_t *m;
	const char *k;
	json_array_foreach(json_object_get(o, "members"), i, m)
		json_array_append_new(members, json_pack("{s:s, s:s, s:b}", "player",
							 json_field_str(m, "player"), "since",
							 json_field_str(m, "since"), "proxy",
							 json_is_true(json_object_get(m, "proxy"))));
	/* Members the rules name that are not players (R675: Beep, Blip, Bonk). */
	json_array_foreach(json_object_get(o, "rule_members"), i, m)
		json_array_append_new(by_rules, json_pack("{s:s}", "name",
							  json_string_value(m) ? json_string_value(m) : ""));
	json_object_foreach(json_object_get(o, "currencies"), k, m)
		json_array_append_new(money, json_pack("{s:I, s:s}", "amount",
						       (json_int_t)json_integer_value(m), "currency", k));
	json_array_foreach(json_object_get(o, "entities"), i, m)
		json_array_append_new(things, json_pack("{s:I, s:s, s:o}", "id",
							(json_int_t)json_integer_value(json_object_get(m, "id")),
							"kind_name", json_field_str(m, "kind_name"),
							"name", json_is_string(json_object_get(m, "name"))
								? json_string(json_field_str(m, "name")) : json_null()));
	json_array_foreach(json_object_get(o, "suggestions"), i, m) {
		json_t *ok = json_array();
		size_t j;
		json_t *a;
		json_array_foreach(json_object_get(m, "approvals"), j, a)
			json_array_append_new(ok, json_pack("{s:s, s:s}", "sep", j ? ", " : "", "name",
							    json_string_value(a) ? json_string_value(a) : ""));
		json_array_append_new(
			sugg, json_pack("{s:I, s:s, s:s, s:s, s:o, s:s, s:o}", "number",
					(json_int_t)json_integer_value(json_object_get(m, "number")),
					"action", json_field_str(m, "action"), "author",
					json_field_str(m, "author"), "made", json_field_str(m, "made"),
					"approvals", ok, "state", json_field_str(m, "state"), "outcome",
					json_is_string(json_object_get(m, "outcome"))
						? json_string(json_field_str(m, "outcome")) : json_null()));
	}
	return json_pack("{s:s, s:s, s:s, s:s, s:s, s:o, s:o, s:o, s:o, s:b, s:o}", "name",
			 json_field_str(o, "name"), "type", json_field_str(o, "type"), "rule",
			 json_field_str(o, "rule"), "formed", json_field_str(o, "formed"), "policy",
			 json_field_str(o, "policy"), "members", members, "rule_members", by_rules,
			 "currencies", money, "entities", things, "any_suggestions",
			 json_array_size(sugg) > 0, "suggestions", sugg);
}

/* GET /orgs and /orgs/NAME (MHD hands the path percent-decoded). */
enum MHD_Result page_orgs(web_request *r)
{
	const char *name = strncmp(r->path, "/orgs/", 6) == 0 ? r->path + 6 : NULL;
	const nomic *n = engine_read_begin(r->e);
	const player *me = form_viewer(n, r->actor);
	const org *o = name && *name ? org_by_name(n, name) : NULL;
	json_t *data = NULL;
	if (o && !o->gone) {
		json_t *out = org_json(n, o);
		sbuf back = {0};
		sbuf_printf(&back, "/orgs/%s", o->name);
		data = json_pack("{s:o, s:o}", "one", one_model(out), "form",
				 org_form(n, me, o, back.s));
		sbuf_free(&back);
		json_decref(out);
	} else if (!name || !*name) {
		json_t *out = orgs_json(n);
		data = json_pack("{s:o}", "all", list_model(n, me, out));
		json_decref(out);
	}
	engine_read_end(r->e);
	if (!data)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such organisation");
	json_object_set_new(data, "api", json_string("/api/v1/orgs"));
	return tmpl_page(r, MHD_HTTP_OK, "orgs", data);
}
