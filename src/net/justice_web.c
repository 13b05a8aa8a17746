/* justice_web.c: the courts over HTTP. /api/v1/cfjs lists the CFJs and
 * /api/v1/cfjs/N gives one whole, as its viewer may see it; /cfjs and
 * /cfjs/N are the same as pages for the public: a page per CFJ with its
 * statement, judge, rulings, appeals and the notes on its record
 * (Ackanomic R211-R217.1, R413, R418, R710); /api/v1/court the Supreme
 * Court (R416, R416.1) and /api/v1/gaol the Gaol (R709). What a viewer may see of a CFJ is
 * decided in one place, src/gov/justice/justice_json.c; both views render
 * through it, so the page can show nothing the API would withhold. */
#include "core/visibility.h"
#include "gov/crime/crime.h"
#include "gov/justice/justice.h"
#include "net/text.h"
#include "net/web.h"

#include <stdlib.h>
#include <string.h>

static const char *number_in(const char *path)
{
	const char *slash = strstr(path, "/cfjs/");
	return slash ? slash + 6 : NULL;
}

static const cfj *find(const nomic *n, const char *word)
{
	int64_t num;
	if (parse_int64(word, &num) || num < 1 || num > INT32_MAX)
		return NULL;
	return cfj_find(n, (int)num);
}

enum MHD_Result api_cfjs(web_request *r)
{
	const nomic *n = engine_read_begin(r->e);
	const justice *j = justice_peek(n);
	vis_viewer v = vis_viewer_named(n, r->actor);
	const char *number = number_in(r->path);
	json_t *out = NULL;
	if (!number) {
		out = json_array();
		for (int i = 0; j && i < j->ncfjs; i++)
			json_array_append_new(out, cfj_json(n, j->cfjs[i], &v, 0));
	} else {
		const cfj *f = find(n, number);
		if (f)
			out = cfj_json(n, f, &v, 1);
	}
	engine_read_end(r->e);
	if (!out)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such CFJ");
	return web_json(r, MHD_HTTP_OK, out);
}

/* R709: the Gaol is a Location everyone sees: who is in it, since when,
 * until when. */
json_t *view_gaol(const nomic *n, const char *viewer, gtime now)
{
	return crime_gaol_json(n);
}

/* R416, R416.1: the Supreme Court, its seats, Cortices and docket; no
 * Justice's vote before the Court decides (court_json). */
json_t *view_court(const nomic *n, const char *viewer, gtime now)
{
	return court_json(n);
}


static void list_html(sbuf *b, const json_t *all)
{
	sbuf_add(b, "<h1>Calls for Judgement</h1>\n");
	if (!json_array_size(all)) {
		sbuf_add(b, "<p class=\"muted\">No CFJs yet.</p>\n");
		return;
	}
	sbuf_add(b, "<table>\n<tr><th>#</th><th>Kind</th><th>Statement</th><th>By</th>"
		    "<th>Judge</th><th>State</th><th>Verdict</th></tr>\n");
	size_t i;
	json_t *o;
	json_array_foreach(all, i, o) {
		int num = (int)json_integer_value(json_object_get(o, "number"));
		sbuf_printf(b, "<tr><td class=\"n\"><a href=\"/cfjs/%d\">%d</a></td><td>", num,
			    num);
		static const char *const cols[] = {"kind", "statement", "author", "judge", "stage",
			"verdict"};
		for (size_t k = 0; k < sizeof cols / sizeof *cols; k++) {
			if (k)
				sbuf_add(b, "</td><td>");
			html_escape(b, json_field_str(o, cols[k]));
		}
		sbuf_add(b, "</td></tr>\n");
	}
	sbuf_add(b, "</table>\n");
}

static void names_html(sbuf *b, const json_t *arr);

/* A text of the record (reasoning, reasons, a note) as a block. */
static void pre_html(sbuf *b, const char *text)
{
	sbuf_add(b, "<pre class=\"rule\">");
	html_escape(b, text);
	sbuf_add(b, "</pre>\n");
}

static void court_html(sbuf *b, const json_t *court)
{
	sbuf_add(b, "<h2>The Supreme Court</h2>\n<p>");
	size_t i;
	json_t *o;
	int any = 0;
	json_array_foreach(json_object_get(court, "seats"), i, o) {
		if (!*json_field_str(o, "justice"))
			continue;
		sbuf_add(b, any++ ? ", " : "Justices: ");
		html_escape(b, json_field_str(o, "justice"));
		if (*json_field_str(o, "acting")) {
			sbuf_add(b, " (acting: ");
			html_escape(b, json_field_str(o, "acting"));
			sbuf_add(b, ")");
		}
	}
	sbuf_add(b, any ? " (R416)" : "No Justices yet (R416)");
	json_array_foreach(json_object_get(court, "cortices"), i, o) {
		sbuf_add(b, "<br>Cortex ");
		html_escape(b, json_field_str(o, "name"));
		sbuf_add(b, ": ");
		html_escape(b, json_field_str(o, "status"));
		sbuf_add(b, "; owners ");
		names_html(b, json_object_get(o, "owners"));
	}
	sbuf_add(b, "</p>\n");
}

static void names_html(sbuf *b, const json_t *arr)
{
	size_t i;
	json_t *s;
	json_array_foreach(arr, i, s) {
		if (i)
			sbuf_add(b, ", ");
		html_escape(b, json_string_value(s));
	}
}

static void one_html(sbuf *b, const json_t *o)
{
	sbuf_printf(b, "<h1>%s %lld</h1>\n<p class=\"statement\">", json_field_str(o, "kind"),
		    (long long)json_integer_value(json_object_get(o, "number")));
	html_escape(b, json_field_str(o, "statement"));
	sbuf_add(b, "</p>\n<p class=\"meta\">Called by ");
	html_escape(b, json_field_str(o, "author"));
	sbuf_add(b, " ");
	html_escape(b, json_field_str(o, "called"));
	if (*json_field_str(o, "accused")) {
		sbuf_add(b, "; accused: ");
		html_escape(b, json_field_str(o, "accused"));
	}
	if (*json_field_str(o, "judge")) {
		sbuf_add(b, "; judge: ");
		html_escape(b, json_field_str(o, "judge"));
	}
	if (*json_field_str(o, "cortex")) {
		sbuf_add(b, "; before the Cortex ");
		html_escape(b, json_field_str(o, "cortex"));
	}
	sbuf_add(b, "; ");
	html_escape(b, json_field_str(o, "stage"));
	sbuf_add(b, "</p>\n");
	const json_t *charge = json_object_get(o, "crime");
	if (charge) {
		sbuf_add(b, "<p>The Crime of ");
		html_escape(b, json_field_str(charge, "crime"));
		sbuf_add(b, " (");
		html_escape(b, json_field_str(charge, "rule"));
		sbuf_add(b, "); suggested penalty: ");
		const char *suggested = json_field_str(charge, "suggested");
		html_escape(b, *suggested ? suggested : "none");
		sbuf_add(b, "; penalty: ");
		const char *penalty = json_field_str(charge, "penalty");
		html_escape(b, *penalty ? penalty : "none");
		sbuf_add(b, "; ");
		html_escape(b, json_field_str(charge, "phase"));
		sbuf_add(b, " (R710)</p>\n");
	}
	if (*json_field_str(o, "reasoning")) {
		sbuf_add(b, "<h2>The caller's reasoning</h2>\n");
		pre_html(b, json_field_str(o, "reasoning"));
	}
	const json_t *rulings = json_object_get(o, "rulings");
	sbuf_add(b, "<h2>Judgements</h2>\n");
	if (!json_array_size(rulings))
		sbuf_add(b, "<p class=\"muted\">No judgement yet (R213).</p>\n");
	size_t i;
	json_t *r;
	json_array_foreach(rulings, i, r) {
		sbuf_add(b, "<p><strong>");
		html_escape(b, json_field_str(r, "verdict"));
		sbuf_add(b, "</strong> by the ");
		html_escape(b, json_field_str(r, "level"));
		sbuf_add(b, " (");
		names_html(b, json_object_get(r, "by"));
		sbuf_add(b, "), ");
		html_escape(b, json_field_str(r, "when"));
		sbuf_add(b, "</p>\n");
		if (*json_field_str(r, "reasons"))
			pre_html(b, json_field_str(r, "reasons"));
	}
	const json_t *apps = json_object_get(o, "appellants");
	if (json_array_size(apps)) {
		sbuf_add(b, "<p>Appealed by ");
		names_html(b, apps);
		sbuf_add(b, " (R217)</p>\n");
	}
	const json_t *notes = json_object_get(o, "notes");
	if (json_array_size(notes))
		sbuf_add(b, "<h2>Arguments and reasoning</h2>\n");
	json_t *note;
	json_array_foreach(notes, i, note) {
		sbuf_add(b, "<p class=\"meta\">");
		html_escape(b, json_field_str(note, "kind"));
		sbuf_add(b, " by ");
		html_escape(b, json_field_str(note, "by"));
		sbuf_add(b, ", ");
		html_escape(b, json_field_str(note, "when"));
		sbuf_add(b, "</p>\n");
		pre_html(b, json_field_str(note, "text"));
	}
}

enum MHD_Result page_cfjs(web_request *r)
{
	const nomic *n = engine_read_begin(r->e);
	const justice *j = justice_peek(n);
	/* A browser sends no token: the page is the public's. */
	vis_viewer pub = vis_viewer_named(n, NULL);
	const char *number = number_in(r->path);
	json_t *data = NULL, *court = number ? NULL : court_json(n);
	if (number) {
		const cfj *f = find(n, number);
		if (f)
			data = cfj_json(n, f, &pub, 1);
	} else {
		data = json_array();
		for (int i = 0; j && i < j->ncfjs; i++)
			json_array_append_new(data, cfj_json(n, j->cfjs[i], &pub, 0));
	}
	char *title = xstrdup(n->title);
	engine_read_end(r->e);
	if (!data) {
		free(title);
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such CFJ");
	}
	sbuf b = {0};
	page_head(&b, title);
	free(title);
	page_nav(&b);
	if (number)
		one_html(&b, data);
	else
		list_html(&b, data);
	if (court)
		court_html(&b, court);
	json_decref(data);
	json_decref(court);
	sbuf_add(&b, "</body>\n</html>\n");
	return page_send(r, MHD_HTTP_OK, &b);
}
