/* justice_web.c: the courts over HTTP. /api/v1/cfjs lists the CFJs and
 * /api/v1/cfjs/N gives one whole, as its viewer may see it; /cfjs and
 * /cfjs/N are the same as pages for the public: a page per CFJ with its
 * statement, judge, rulings, appeals and the notes on its record
 * (Ackanomic R211-R217.1, R413, R418, R710); /api/v1/court the Supreme
 * Court (R416, R416.1) and /api/v1/gaol the Gaol (R709). What a viewer may see of a CFJ is
 * decided in one place, src/gov/justice/justice_json.c; both views render
 * through it, so the page can show nothing the API would withhold. The
 * pages are templates/cfjs*.html (tmpl.h, issue 18 item 6), with the forms
 * a signed-in player may use: call for judgement; as the appointed judge,
 * accept and judge. */
#include "core/visibility.h"
#include "gov/crime/crime.h"
#include "gov/justice/court.h"
#include "gov/justice/justice.h"
#include "net/page_forms.h"
#include "net/web.h"

#include <stdio.h>
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


/* ---- the pages: their data for templates/cfjs.html ---- */

static json_t *names_model(const json_t *arr, const char *first)
{
	json_t *out = json_array();
	size_t i;
	json_t *s;
	json_array_foreach(arr, i, s)
		json_array_append_new(out, json_pack("{s:s, s:s}", "sep", i ? ", " : first, "name",
						     json_string_value(s) ? json_string_value(s) : ""));
	return out;
}

/* R416: the Justices (and who acts for each), the Cortices. */
static json_t *court_model(const json_t *court)
{
	json_t *justices = json_array(), *cortices = json_array();
	size_t i;
	json_t *o;
	json_array_foreach(json_object_get(court, "seats"), i, o) {
		if (!*json_field_str(o, "justice"))
			continue;
		json_array_append_new(justices,
				      json_pack("{s:s, s:s, s:s}", "sep",
						json_array_size(justices) ? ", " : "Justices: ",
						"justice", json_field_str(o, "justice"), "acting",
						json_field_str(o, "acting")));
	}
	json_array_foreach(json_object_get(court, "cortices"), i, o)
		json_array_append_new(cortices,
				      json_pack("{s:s, s:s, s:o}", "name", json_field_str(o, "name"),
						"status", json_field_str(o, "status"), "owners",
						names_model(json_object_get(o, "owners"), "")));
	return json_pack("{s:b, s:o, s:o}", "has_justices", json_array_size(justices) > 0,
			 "justices", justices, "cortices", cortices);
}

/* One CFJ whole (cfj_json's detail, as the public may see it). */
static json_t *one_model(const json_t *o)
{
	json_t *m = json_pack("{s:s, s:O, s:s, s:s, s:s, s:s, s:s, s:s, s:s, s:s}", "kind",
			      json_field_str(o, "kind"), "number", json_object_get(o, "number"),
			      "statement", json_field_str(o, "statement"), "author",
			      json_field_str(o, "author"), "called", json_field_str(o, "called"),
			      "accused", json_field_str(o, "accused"), "judge",
			      json_field_str(o, "judge"), "cortex", json_field_str(o, "cortex"),
			      "stage", json_field_str(o, "stage"), "reasoning",
			      json_field_str(o, "reasoning"));
	const json_t *charge = json_object_get(o, "crime");
	if (charge) {
		const char *suggested = json_field_str(charge, "suggested");
		const char *penalty = json_field_str(charge, "penalty");
		json_object_set_new(m, "crime",
				    json_pack("{s:s, s:s, s:s, s:s, s:s}", "crime",
					      json_field_str(charge, "crime"), "rule",
					      json_field_str(charge, "rule"), "suggested",
					      *suggested ? suggested : "none", "penalty",
					      *penalty ? penalty : "none", "phase",
					      json_field_str(charge, "phase")));
	} else {
		json_object_set_new(m, "crime", json_null());
	}
	json_t *rulings = json_array();
	size_t i;
	json_t *r;
	json_array_foreach(json_object_get(o, "rulings"), i, r)
		json_array_append_new(rulings,
				      json_pack("{s:s, s:s, s:o, s:s, s:s}", "verdict",
						json_field_str(r, "verdict"), "level",
						json_field_str(r, "level"), "by",
						names_model(json_object_get(r, "by"), ""), "when",
						json_field_str(r, "when"), "reasons",
						json_field_str(r, "reasons")));
	json_object_set_new(m, "rulings", rulings);
	json_object_set_new(m, "appellants",
			    names_model(json_object_get(o, "appellants"), ""));
	json_object_set_new(m, "appealed",
			    json_boolean(json_array_size(json_object_get(o, "appellants"))));
	json_t *notes = json_array();
	json_array_foreach(json_object_get(o, "notes"), i, r)
		json_array_append_new(notes, json_pack("{s:s, s:s, s:s, s:s}", "kind",
						       json_field_str(r, "kind"), "by",
						       json_field_str(r, "by"), "when",
						       json_field_str(r, "when"), "text",
						       json_field_str(r, "text")));
	json_object_set_new(m, "has_notes", json_boolean(json_array_size(notes)));
	json_object_set_new(m, "notes", notes);
	return m;
}

/* An appeal before the Supreme Court (R217 II, R416): a Justice who may
 * decide it now (an owner of the Cortex considering it, or an active
 * Justice of the whole Court who has not declined it; court_deciders, the
 * check `court judge` makes) gets a button per verdict and a form with
 * reasons; nobody else gets either. */
static void court_forms(json_t *data, const nomic *n, const player *me, const cfj *f)
{
	if ((f->stage != CFJ_AT_CORTEX && f->stage != CFJ_AT_COURT) ||
	    !form_may(n, me, "court judge"))
		return;
	int max = n->nplayers + 1;
	int *d = xcalloc((size_t)max, sizeof *d);
	int k = court_deciders(n, f, d, max), yes = 0;
	for (int i = 0; i < k; i++)
		yes |= d[i] == me->id;
	free(d);
	if (!yes)
		return;
	static const char *const verdicts[] = {"TRUE", "FALSE", "UNDECIDED", "INVALID"};
	char back[32], line[64], label[48];
	snprintf(back, sizeof back, "/cfjs/%d", f->number);
	json_t *buttons = json_array();
	for (int i = 0; i < 4; i++) {
		snprintf(line, sizeof line, "court judge %d %s", f->number, verdicts[i]);
		snprintf(label, sizeof label, "Verdict: %s", verdicts[i]);
		json_array_append_new(buttons, form_button(label, line, back));
	}
	snprintf(line, sizeof line, "court judge %d", f->number);
	json_object_set_new(data, "deciding", json_pack("{s:s, s:s, s:o, s:b}", "c", line, "back",
		back, "buttons", buttons, "cortex", f->stage == CFJ_AT_CORTEX));
}

/* What the signed-in viewer may do here (issue 18 item 2): on /cfjs, an
 * active player calls for judgement (R211); on /cfjs/N, the appointed
 * judge accepts (R212) and posts eir judgement (R213) while the CFJ is
 * with em; a Justice deciding an appeal posts eir verdict (court_forms). */
static void forms_model(json_t *data, const nomic *n, const char *actor, const cfj *f)
{
	const player *me = form_viewer(n, actor);
	if (!me)
		return;
	if (!f) {
		if (form_may(n, me, "cfj"))
			json_object_set_new(data, "call", json_true());
		return;
	}
	court_forms(data, n, me, f);
	if (f->stage != CFJ_WITH_JUDGE || f->judge != me->id || !form_may(n, me, "cfj judge"))
		return;
	sbuf line = {0}, back = {0};
	sbuf_printf(&back, "/cfjs/%d", f->number);
	sbuf_printf(&line, "cfj judge %d", f->number);
	json_t *judging = json_pack("{s:s, s:s, s:i}", "c", line.s, "back", back.s, "number",
				    f->number);
	if (!f->accepted) {
		sbuf_free(&line);
		sbuf_printf(&line, "cfj accept %d", f->number);
		json_object_set_new(judging, "accept",
				    form_button("Accept the appointment", line.s, back.s));
	}
	json_object_set_new(data, "judging", judging);
	sbuf_free(&line);
	sbuf_free(&back);
}

enum MHD_Result page_cfjs(web_request *r)
{
	const nomic *n = engine_read_begin(r->e);
	const justice *j = justice_peek(n);
	/* What the page shows is the public's (a CFJ's secret parts stay in
	 * the API, for those who may see them); only the forms are the
	 * viewer's. */
	vis_viewer pub = vis_viewer_named(n, NULL);
	const char *number = number_in(r->path);
	json_t *data = NULL;
	if (number) {
		const cfj *f = find(n, number);
		if (f) {
			json_t *o = cfj_json(n, f, &pub, 1);
			char api[48];
			snprintf(api, sizeof api, "/api/v1/cfjs/%d", f->number);
			data = json_pack("{s:o, s:s}", "one", one_model(o), "api", api);
			json_decref(o);
			forms_model(data, n, r->actor, f);
		}
	} else {
		json_t *list = json_array();
		for (int i = 0; j && i < j->ncfjs; i++) {
			json_t *o = cfj_json(n, j->cfjs[i], &pub, 0);
			json_array_append_new(list, json_pack("{s:O, s:s, s:s, s:s, s:s, s:s, s:s}",
				"number", json_object_get(o, "number"), "kind", json_field_str(o, "kind"),
				"statement", json_field_str(o, "statement"), "author",
				json_field_str(o, "author"), "judge", json_field_str(o, "judge"),
				"stage", json_field_str(o, "stage"), "verdict",
				json_field_str(o, "verdict")));
			json_decref(o);
		}
		json_t *court = court_json(n);
		data = json_pack("{s:b, s:o, s:b, s:o}", "has_cfjs", json_array_size(list) > 0,
				 "cfjs", list, "all", 1, "court", court_model(court));
		json_decref(court);
		forms_model(data, n, r->actor, NULL);
	}
	engine_read_end(r->e);
	if (!data)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such CFJ");
	if (!json_object_get(data, "api"))
		json_object_set_new(data, "api", json_string("/api/v1/cfjs"));
	return tmpl_page(r, MHD_HTTP_OK, "cfjs", data);
}
