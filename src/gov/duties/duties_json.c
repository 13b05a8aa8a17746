/* duties_json.c: the duties as JSON (R401 (ii), (x); R701): the "duties"
 * array of each office in GET /api/v1/offices (the offices web page renders
 * exactly this shape: {"duty", "rule", "by", "due", "pending", "missed"})
 * and GET /api/v1/duties, every office's and every obligation. Nothing here
 * is hidden: duties, their times and missed ones are public. */
#include "core/json_values.h"
#include "gov/duties/duties.h"
#include "reports/reports.h"

#include <stdio.h>

static json_t *element(const char *duty, const char *rule, enum duty_by by, gtime due,
		       int pending, int missed)
{
	return json_pack("{s:s, s:s, s:s, s:o, s:b, s:b}", "duty", duty, "rule", rule, "by",
			 by == BY_SERVER ? "server" : "holder", "due", json_gtime(due), "pending",
			 pending, "missed", missed);
}

static gtime ob_due(const nomic *n, const obligation *o)
{
	char why[160];
	return o->state == OB_PENDING && !o->missed_by && !obligation_paused_why(n, o, why, sizeof why)
		       ? o->due
		       : 0;
}

json_t *duties_json_office(const nomic *n, const char *name)
{
	json_t *a = json_array();
	for (int i = 0; duty_def_at(i); i++) {
		const duty_def *d = duty_def_at(i);
		if (strcaseeq(d->office, name))
			json_array_append_new(a, element(d->text, d->rule, d->by, 0, 0, 0));
	}
	/* The weekly report, where the admin turned it on (src/reports). */
	const reports *r = n->reports;
	for (int i = 0; r && i < REPORT_OFFICES; i++) {
		const deadline *dl = r->duty[i] ? deadline_by_id(n, r->duty[i]) : NULL;
		if (!dl || !strcaseeq(report_offices[i].office, name))
			continue;
		char what[96];
		snprintf(what, sizeof what, "publish the %s's report", report_offices[i].title);
		json_array_append_new(a, element(what, report_offices[i].rule, BY_SERVER, dl->due, 1,
						 0));
	}
	const duties *s = n->duties;
	for (int i = 0; s && i < s->nobs; i++) {
		const obligation *o = s->obs[i];
		if (o->state != OB_PENDING || !strcaseeq(o->office, name))
			continue;
		const duty_def *d = duty_def_at(o->duty);
		json_array_append_new(a, element(o->what, d->rule, d->by, ob_due(n, o), 1,
						 o->missed_by != 0));
	}
	return a;
}

json_t *duties_json(const nomic *n)
{
	json_t *offs = json_array();
	for (int i = 0; i < n->noffices; i++) {
		const office *f = n->offices[i];
		if (!duties_of_office(f->name))
			continue;
		int acting;
		int who = duty_performer(n, f->name, &acting);
		json_array_append_new(offs, json_pack("{s:s, s:o, s:b, s:o}", "office", f->name,
						      "performer", json_holder(n, who), "acting", acting,
						      "duties", duties_json_office(n, f->name)));
	}
	json_t *obs = json_array();
	static const char *const states[] = {"pending", "done", "lapsed"};
	const duties *s = n->duties;
	for (int i = 0; s && i < s->nobs; i++) {
		const obligation *o = s->obs[i];
		const duty_def *d = duty_def_at(o->duty);
		char stands[160];
		const char *why = obligation_paused_why(n, o, stands, sizeof stands);
		json_t *j = json_pack("{s:i, s:s, s:s, s:s, s:s, s:s, s:o, s:o, s:o}", "id", o->id,
				      "office", o->office, "duty", o->what, "rule", d->rule, "by",
				      d->by == BY_SERVER ? "server" : "holder", "state",
				      states[o->state], "opened", json_gtime(o->opened), "due",
				      json_gtime(ob_due(n, o)), "paused",
				      why ? json_string(why) : json_null());
		json_object_set_new(j, "missed", json_boolean(o->missed_by != 0));
		json_object_set_new(j, "missed_by", json_holder(n, o->missed_by));
		json_object_set_new(j, "missed_at", json_gtime(o->missed_by ? o->missed_at : 0));
		json_object_set_new(j, "done", o->done ? json_string(o->done) : json_null());
		json_object_set_new(j, "done_at", json_gtime(o->state != OB_PENDING ? o->done_at : 0));
		json_array_append_new(obs, j);
	}
	return json_pack("{s:o, s:o}", "offices", offs, "obligations", obs);
}
