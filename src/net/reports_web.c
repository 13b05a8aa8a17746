/* reports_web.c: the officers' reports over HTTP (src/reports; Ackanomic
 * R406, R408, R409, R410, R412).
 *
 *   /api/v1/reports             the offices, their holders, their weekly
 *                               duty and the dates of their published reports
 *   /api/v1/reports/NAME        the report now, for the signed-in viewer
 *                               (contact addresses to officers and the admin
 *                               only, R409 a), and what was published
 *   /api/v1/reports/NAME/DATE   the report(s) published on that day, as
 *                               published (public text: no addresses)
 *   /reports, /reports/NAME, /reports/NAME/DATE   the same as pages, for
 *                               the public (templates/reports.html)
 */
#include "net/web.h"
#include "reports/reports.h"

#include <stdio.h>
#include <string.h>

#define DAY 86400

/* The NAME and DATE after prefix: *name is the report or NULL, *date the
 * start of the day or -1 when none is given. 0, or -1 if either is bad. */
static int parse_path(const char *path, const char *prefix, const report_office **name,
		      gtime *date)
{
	*name = NULL;
	*date = -1;
	size_t n = strlen(prefix);
	if (strncmp(path, prefix, n) != 0)
		return -1;
	path += n;
	if (!*path)
		return 0;
	if (*path++ != '/')
		return -1;
	char word[32];
	size_t len = strcspn(path, "/");
	if (len == 0 || len >= sizeof word)
		return -1;
	memcpy(word, path, len);
	word[len] = '\0';
	if (!(*name = report_find(word)))
		return -1;
	path += len;
	if (!*path)
		return 0;
	gtime t;
	if (*path++ != '/' || parse_time(path, &t))
		return -1;
	*date = t - t % DAY;
	return 0;
}

static json_t *published_json(const rpt_published *p, int with_text)
{
	char when[32];
	format_time(p->time, when, sizeof when);
	json_t *o = json_pack("{s:I, s:s}", "seq", (json_int_t)p->seq, "time", when);
	json_object_set_new(o, "date", json_stringn(when, 10)); /* YYYY-MM-DD */
	if (with_text)
		json_object_set_new(o, "text", json_text(p->text));
	return o;
}

static json_t *published_list(const nomic *n, const report_office *o)
{
	json_t *a = json_array();
	const reports *r = n->reports;
	for (int i = 0; r && i < r->npub; i++)
		if (r->pub[i]->office == report_index(o))
			json_array_append_new(a, published_json(r->pub[i], 0));
	return a;
}

static json_t *office_json(const nomic *n, const report_office *o)
{
	const office *off = office_by_name(n, o->office);
	const reports *r = n->reports;
	uint64_t id = r ? r->duty[report_index(o)] : 0;
	const deadline *d = id ? deadline_by_id(n, id) : NULL;
	json_t *j = json_pack("{s:s, s:s, s:s, s:s}", "name", o->name, "title", o->title,
			      "office", o->office, "rule", o->rule);
	json_object_set_new(j, "holder", off && off->holder
			    ? json_text(holder_name(n, off->holder)) : json_null());
	char when[32];
	if (d)
		format_time(d->due, when, sizeof when);
	json_object_set_new(j, "next_due", d ? json_string(when) : json_null());
	json_object_set_new(j, "published", published_list(n, o));
	return j;
}

/* The reports published on the day, oldest first. */
static json_t *on_day(const nomic *n, const report_office *o, gtime day)
{
	json_t *a = json_array();
	const reports *r = n->reports;
	for (int i = 0; r && i < r->npub; i++) {
		const rpt_published *p = r->pub[i];
		if (p->office == report_index(o) && p->time >= day && p->time < day + DAY)
			json_array_append_new(a, published_json(p, 1));
	}
	return a;
}

enum MHD_Result api_reports(web_request *r)
{
	const report_office *o;
	gtime day;
	if (parse_path(r->path, "/api/v1/reports", &o, &day))
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such report");
	const nomic *n = engine_read_begin(r->e);
	json_t *j;
	if (!o) {
		j = json_array();
		for (int i = 0; i < REPORT_OFFICES; i++)
			json_array_append_new(j, office_json(n, &report_offices[i]));
	} else if (day < 0) {
		report_view rv = report_view_for(n, vis_viewer_named(n, r->actor));
		sbuf text = {0};
		report_render(&rv, o, web_now(n), &text);
		j = office_json(n, o);
		json_object_set_new(j, "text", json_text(text.s ? text.s : ""));
		sbuf_free(&text);
	} else {
		j = on_day(n, o, day);
		if (!json_array_size(j)) {
			json_decref(j);
			j = NULL;
		}
	}
	engine_read_end(r->e);
	if (!j)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no report was published on that day");
	return web_json(r, MHD_HTTP_OK, j);
}

/* ---- the pages: their data for templates/reports.html ---- */

/* The dates the office's reports were published, each linked. */
static json_t *archive_model(const nomic *n, const report_office *o)
{
	json_t *a = json_array();
	const reports *r = n->reports;
	for (int i = 0; r && i < r->npub; i++) {
		const rpt_published *p = r->pub[i];
		if (p->office != report_index(o))
			continue;
		char when[32];
		format_time(p->time, when, sizeof when);
		json_t *e = json_pack("{s:s, s:s, s:s}", "sep", json_array_size(a) ? ", " : "Published: ",
				      "when", when, "name", o->name);
		json_object_set_new(e, "date", json_stringn(when, 10));
		json_array_append_new(a, e);
	}
	return a;
}

enum MHD_Result page_reports(web_request *r)
{
	const report_office *o;
	gtime day;
	if (parse_path(r->path, "/reports", &o, &day))
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such report");
	const nomic *n = engine_read_begin(r->e);
	json_t *data = json_pack("{s:s}", "api", "/api/v1/reports");
	int found = 1;
	if (!o) {
		json_t *list = json_array();
		for (int i = 0; i < REPORT_OFFICES; i++)
			json_array_append_new(list, json_pack("{s:s, s:s, s:s}", "name",
				report_offices[i].name, "title", report_offices[i].title, "rule",
				report_offices[i].rule));
		json_object_set_new(data, "list", list);
	} else if (day < 0) {
		/* The public's report: a browser's page shows no addresses. */
		report_view rv = report_view_for(n, vis_viewer_named(n, NULL));
		rv.public_text = 1;
		sbuf text = {0};
		report_render(&rv, o, web_now(n), &text);
		json_t *pub = archive_model(n, o);
		json_object_set_new(data, "one", json_pack("{s:s, s:s, s:b, s:o}", "title", o->title,
			"text", text.s ? text.s : "", "any", json_array_size(pub) > 0, "published", pub));
		sbuf_free(&text);
	} else {
		const reports *rs = n->reports;
		json_t *texts = json_array();
		for (int i = 0; rs && i < rs->npub; i++) {
			const rpt_published *p = rs->pub[i];
			if (p->office == report_index(o) && p->time >= day && p->time < day + DAY)
				json_array_append_new(texts, json_pack("{s:s}", "text", p->text));
		}
		found = json_array_size(texts) > 0;
		json_object_set_new(data, "day", json_pack("{s:s, s:o}", "title", o->title, "texts",
							   texts));
	}
	engine_read_end(r->e);
	if (!found) {
		json_decref(data);
		return web_error(r, MHD_HTTP_NOT_FOUND, "no report was published on that day");
	}
	return tmpl_page(r, MHD_HTTP_OK, "reports", data);
}
