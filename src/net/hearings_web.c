/* hearings_web.c: the Hearings over HTTP (Ackanomic R360, hearings.h):
 * GET /api/v1/hearings and the page /hearings drawn from that JSON alone,
 * every value through html_escape. Each Hearing with what anyone may see
 * (R360 ¶3: the responses are private until the end, which gives only
 * the counts) and the viewer's own response. */
#include "gov/hearings/hearings.h"
#include "net/text.h"
#include "net/web.h"

#include <stdlib.h>

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

static void esc(sbuf *b, const char *s)
{
	html_escape(b, s ? s : "");
}

static void hearing_html(sbuf *b, const json_t *h)
{
	sbuf_printf(b, "<h2>Hearing %lld: ", (long long)json_integer_value(json_object_get(h, "number")));
	esc(b, json_field_str(h, "name"));
	sbuf_add(b, " (");
	esc(b, json_field_str(h, "rule"));
	sbuf_add(b, ")</h2>\n<p>");
	esc(b, json_field_str(h, "circumstances"));
	sbuf_add(b, "</p>\n<p>Harfer ");
	esc(b, json_field_str(h, "harfer"));
	sbuf_add(b, "; called ");
	esc(b, json_field_str(h, "called"));
	sbuf_add(b, "; ");
	esc(b, json_field_str(h, "status"));
	const json_t *k = json_object_get(h, "responded");
	if (k) {
		sbuf_add(b, " until ");
		esc(b, json_field_str(h, "ends"));
		sbuf_printf(b, ", %lld responded so far", (long long)json_integer_value(k));
	}
	sbuf_add(b, "</p>\n<table>\n<tr><th>#</th><th>Response</th><th>Count</th></tr>\n");
	size_t i;
	json_t *r;
	json_array_foreach(json_object_get(h, "responses"), i, r) {
		sbuf_printf(b, "<tr><td class=\"n\">%zu</td><td>", i + 1);
		esc(b, json_field_str(r, "text"));
		const json_t *c = json_object_get(r, "count");
		if (c)
			sbuf_printf(b, "</td><td class=\"n\">%lld</td></tr>\n",
				    (long long)json_integer_value(c));
		else
			sbuf_add(b, "</td><td class=\"muted\">private until the end (R360 ¶3)</td></tr>\n");
	}
	sbuf_add(b, "</table>\n");
	if (json_object_get(h, "verdict")) {
		sbuf_add(b, "<p>Verdict: ");
		esc(b, json_is_string(json_object_get(h, "verdict")) ? json_field_str(h, "verdict")
								      : "none (no responses)");
		sbuf_add(b, "</p>\n");
	}
	if (json_is_string(json_object_get(h, "yours"))) {
		sbuf_add(b, "<p>Your response: ");
		esc(b, json_field_str(h, "yours"));
		sbuf_add(b, "</p>\n");
	}
}

/* GET /hearings. */
enum MHD_Result page_hearings(web_request *r)
{
	const nomic *n = engine_read_begin(r->e);
	json_t *out = for_viewer(n, r->actor);
	char *title = xstrdup(n->title);
	engine_read_end(r->e);
	sbuf b = {0};
	page_head(&b, title);
	page_nav(&b);
	sbuf_add(&b, "<h1>Hearings (R360)</h1>\n");
	const json_t *all = json_object_get(out, "hearings");
	if (!json_array_size(all))
		sbuf_add(&b, "<p class=\"muted\">No Hearings have been called.</p>\n");
	for (size_t i = json_array_size(all); i-- > 0;)
		hearing_html(&b, json_array_get(all, i));
	sbuf_add(&b, "<footer>As JSON: <a href=\"/api/v1/hearings\">hearings</a>.</footer>\n"
		     "</body>\n</html>\n");
	enum MHD_Result ret = page_send(r, MHD_HTTP_OK, &b);
	free(title);
	json_decref(out);
	return ret;
}
