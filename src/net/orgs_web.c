/* orgs_web.c: the organisations over HTTP (src/society/orgs, R1000-R1021):
 * GET /api/v1/orgs (every standing organisation) and /api/v1/orgs/NAME
 * (one: type, members, policy, requests, holdings, suggestions with their
 * approvals), and the pages /orgs and /orgs/NAME drawn from that JSON
 * alone, every value through html_escape (issue 16 item 6: "an
 * organisation's page"). Public: R1003's suggestions and approvals are
 * public messages, and R412 a has the Financier record what each owns. */
#include "net/text.h"
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

/* ---- the pages ---- */

static void esc(sbuf *b, const char *s)
{
	html_escape(b, s ? s : "");
}

static void org_link(sbuf *b, const char *name)
{
	sbuf tmp = {0};
	url_segment(&tmp, name);
	sbuf_add(b, "<a href=\"/orgs/");
	esc(b, tmp.s);
	sbuf_add(b, "\">");
	esc(b, name);
	sbuf_add(b, "</a>");
	sbuf_free(&tmp);
}

static void list_html(sbuf *b, const json_t *list)
{
	sbuf_add(b, "<h1>Organisations</h1>\n");
	if (!json_array_size(list)) {
		sbuf_add(b, "<p class=\"muted\">No organisations.</p>\n");
		return;
	}
	sbuf_add(b, "<table>\n<tr><th>Name</th><th>Type</th><th>Members</th><th>Admissions"
		    "</th><th>Formed</th></tr>\n");
	size_t i;
	json_t *o;
	json_array_foreach(list, i, o) {
		sbuf_add(b, "<tr><td>");
		org_link(b, json_field_str(o, "name"));
		sbuf_add(b, "</td><td>");
		esc(b, json_field_str(o, "type"));
		sbuf_printf(b, "</td><td class=\"n\">%zu</td><td>",
			    json_array_size(json_object_get(o, "members")) +
				    json_array_size(json_object_get(o, "rule_members")));
		esc(b, json_field_str(o, "policy"));
		sbuf_add(b, "</td><td>");
		esc(b, json_field_str(o, "formed"));
		sbuf_add(b, "</td></tr>\n");
	}
	sbuf_add(b, "</table>\n");
}

static void holdings_html(sbuf *b, const json_t *o)
{
	const char *k;
	json_t *v;
	size_t i;
	sbuf_add(b, "<h2>Holdings</h2>\n<ul>\n");
	json_object_foreach(json_object_get(o, "currencies"), k, v) {
		sbuf_printf(b, "<li>%lld ", (long long)json_integer_value(v));
		esc(b, k);
		sbuf_add(b, "</li>\n");
	}
	json_array_foreach(json_object_get(o, "entities"), i, v) {
		sbuf_printf(b, "<li>#%lld ", (long long)json_integer_value(json_object_get(v, "id")));
		esc(b, json_field_str(v, "kind_name"));
		if (json_is_string(json_object_get(v, "name"))) {
			sbuf_add(b, " &ldquo;");
			esc(b, json_field_str(v, "name"));
			sbuf_add(b, "&rdquo;");
		}
		sbuf_add(b, "</li>\n");
	}
	sbuf_add(b, "</ul>\n");
}

static void suggestions_html(sbuf *b, const json_t *o)
{
	const json_t *sugg = json_object_get(o, "suggestions");
	if (!json_array_size(sugg))
		return;
	sbuf_add(b, "<h2>Organisational Actions (R1003)</h2>\n<table>\n<tr><th>#</th><th>Action"
		    "</th><th>By</th><th>Made</th><th>Approved by</th><th>State</th></tr>\n");
	size_t i, k;
	json_t *g, *a;
	json_array_foreach(sugg, i, g) {
		sbuf_printf(b, "<tr><td class=\"n\">%lld</td><td>",
			    (long long)json_integer_value(json_object_get(g, "number")));
		esc(b, json_field_str(g, "action"));
		sbuf_add(b, "</td><td>");
		esc(b, json_field_str(g, "author"));
		sbuf_add(b, "</td><td>");
		esc(b, json_field_str(g, "made"));
		sbuf_add(b, "</td><td>");
		json_array_foreach(json_object_get(g, "approvals"), k, a) {
			if (k)
				sbuf_add(b, ", ");
			esc(b, json_string_value(a));
		}
		sbuf_add(b, "</td><td>");
		esc(b, json_field_str(g, "state"));
		if (json_is_string(json_object_get(g, "outcome"))) {
			sbuf_add(b, ": ");
			esc(b, json_field_str(g, "outcome"));
		}
		sbuf_add(b, "</td></tr>\n");
	}
	sbuf_add(b, "</table>\n");
}

static void one_html(sbuf *b, const json_t *o)
{
	size_t i;
	json_t *m;
	sbuf_add(b, "<h1>");
	esc(b, json_field_str(o, "name"));
	sbuf_add(b, "</h1>\n<p>");
	esc(b, json_field_str(o, "type"));
	sbuf_add(b, " (");
	esc(b, json_field_str(o, "rule"));
	sbuf_add(b, "), formed ");
	esc(b, json_field_str(o, "formed"));
	sbuf_add(b, "; admissions policy ");
	esc(b, json_field_str(o, "policy"));
	sbuf_add(b, " (R1001 4)</p>\n<h2>Members</h2>\n<ul>\n");
	json_array_foreach(json_object_get(o, "members"), i, m) {
		sbuf_add(b, "<li>");
		esc(b, json_field_str(m, "player"));
		sbuf_add(b, ", since ");
		esc(b, json_field_str(m, "since"));
		if (json_is_true(json_object_get(m, "proxy")))
			sbuf_add(b, " (approval proxied, R1003)");
		sbuf_add(b, "</li>\n");
	}
	/* Members the rules name that are not players (R675: Beep, Blip, Bonk). */
	json_array_foreach(json_object_get(o, "rule_members"), i, m) {
		sbuf_add(b, "<li>");
		esc(b, json_string_value(m));
		sbuf_add(b, ", by the rules (");
		esc(b, json_field_str(o, "rule"));
		sbuf_add(b, ")</li>\n");
	}
	sbuf_add(b, "</ul>\n");
	holdings_html(b, o);
	suggestions_html(b, o);
}

/* GET /orgs and /orgs/NAME (MHD hands the path percent-decoded). */
enum MHD_Result page_orgs(web_request *r)
{
	const char *name = strncmp(r->path, "/orgs/", 6) == 0 ? r->path + 6 : NULL;
	const nomic *n = engine_read_begin(r->e);
	const org *o = name && *name ? org_by_name(n, name) : NULL;
	json_t *out = o && !o->gone ? org_json(n, o) : name && *name ? NULL : orgs_json(n);
	char *title = xstrdup(n->title);
	engine_read_end(r->e);
	enum MHD_Result ret;
	if (!out) {
		ret = web_error(r, MHD_HTTP_NOT_FOUND, "no such organisation");
	} else {
		sbuf b = {0};
		page_head(&b, title);
		page_nav(&b);
		if (o)
			one_html(&b, out);
		else
			list_html(&b, out);
		sbuf_add(&b, "<footer>As JSON: <a href=\"/api/v1/orgs\">organisations</a>.</footer>\n"
			     "</body>\n</html>\n");
		ret = page_send(r, MHD_HTTP_OK, &b);
	}
	free(title);
	json_decref(out);
	return ret;
}
