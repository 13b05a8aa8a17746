/* offices_web.c: Ackanomic's offices over HTTP (src/gov/offices; R401-R441).
 *
 *   /api/v1/nominations    the open Nominations and Elections (R402): phase,
 *                          Nominees, when the period ends; a signed-in
 *                          voter's own vote, nobody else's (R402 (ii) e
 *                          sends ballots to the officer; the tally is
 *                          published in the news at the end, f, and the
 *                          Election leaves this list)
 *   /api/v1/impeachments   the Impeachment Papers (R404) and their votes,
 *                          which are public (R404 (ii))
 *   /api/v1/salaries       each salaried office, its pay, the month last
 *                          paid and the next payday (R401 (iv))
 *   /api/v1/elections      the Elections that ended: each tally, who was
 *                          seated and how (R402 (ii) f, g, h); never a ballot
 *   /offices, /offices/NAME   the same as pages: holders, Acting Officers,
 *                          terms, salaries, pending Papers, the next
 *                          election, each office's duties when
 *                          /api/v1/offices lists them; for a signed-in
 *                          player, eir part (issue 18 item 2): resign an
 *                          office e holds, volunteer, vote, eir own ballot
 *
 * The views are the CLI's `nominations`, `ips` and `salaries` as JSON. The
 * page is drawn from the public's JSON views alone (offices_page_json) by
 * templates/offices*.html (tmpl.h), so it can show nothing the API
 * withholds; the viewer's own ballot is the one thing of eirs it adds. */
#include "core/json_values.h"
#include "gov/offices/offices.h"
#include "net/offices_web.h"
#include "net/page_forms.h"
#include "net/text.h"
#include "net/web.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static json_t *jmonth(int64_t yyyymm)
{
	char buf[48];
	if (!yyyymm)
		return json_null();
	snprintf(buf, sizeof buf, "%04lld-%02lld", (long long)(yyyymm / 100),
		 (long long)(yyyymm % 100));
	return json_string(buf);
}

/* R402: the open Nominations and Elections. A ballot is shown only to the
 * player who cast it, as the CLI's `nominations` does. */
json_t *view_nominations(const nomic *n, const char *viewer, gtime now)
{
	static const char *const phase[] = {"nominating", "waiting", "choosing", "voting"};
	const offices *s = offices_peek(n);
	const player *me = viewer ? player_by_name(n, viewer) : NULL;
	json_t *a = json_array();
	for (int i = 0; s && i < s->nnoms; i++) {
		const nomination *m = s->noms[i];
		json_t *nominees = json_array();
		for (int k = 0; k < m->nnominees; k++)
			json_array_append_new(nominees, json_holder(n, m->nominees[k]));
		/* Not even how many have voted: the engine hides each vote's
		 * event whole from everyone but its voter. */
		json_t *o = json_pack("{s:i, s:o, s:s, s:o, s:o, s:o}", "id", m->id, "office",
				      json_text(m->office), "phase", phase[m->phase], "opened",
				      json_gtime(m->opened), "ends", json_gtime(m->ends), "nominees", nominees);
		for (int k = 0; me && k < m->nballots; k++)
			if (m->ballots[k]->voter == me->id)
				json_object_set_new(o, "your_vote", json_holder(n, m->ballots[k]->nominee));
		json_array_append_new(a, o);
	}
	return a;
}

/* R404: every Paper, pending or resolved, with its (public) votes. */
json_t *view_impeachments(const nomic *n, const char *viewer, gtime now)
{
	static const char *const state[] = {"pending", "ACCEPTED", "REJECTED"};
	const offices *s = offices_peek(n);
	json_t *a = json_array();
	for (int i = 0; s && i < s->nips; i++) {
		const impeachment *m = s->ips[i];
		json_t *votes = json_array();
		int yes = 0;
		for (int k = 0; k < m->nvotes; k++) {
			yes += m->votes[k]->yes;
			json_array_append_new(votes, json_pack("{s:o, s:s}", "player",
							       json_holder(n, m->votes[k]->voter), "vote",
							       m->votes[k]->yes ? "yes" : "no"));
		}
		json_array_append_new(
			a, json_pack("{s:i, s:o, s:o, s:o, s:s, s:o, s:o, s:i, s:i, s:o}", "id", m->id,
				     "author", json_holder(n, m->author), "officer", json_holder(n, m->officer),
				     "office", json_text(m->office), "state", state[m->resolved],
				     "opened", json_gtime(m->opened), "ends", json_gtime(m->ends), "yes", yes,
				     "no", m->nvotes - yes, "votes", votes));
	}
	return a;
}

/* R401 (iv): the salaried offices (in A$; R429's Automatic Sculpture is
 * not one), their pay, the month last paid and the next payday. */
json_t *view_salaries(const nomic *n, const char *viewer, gtime now)
{
	json_t *list = json_array();
	for (int i = 0; i < n->noffices; i++) {
		const office *o = n->offices[i];
		/* The pay and its rule as /api/v1/offices gives them, so the two
		 * views cannot disagree. */
		json_t *f = json_object();
		offices_json_fields(n, o, f);
		json_int_t amount = json_integer_value(json_object_get(f, "salary"));
		const char *rule = json_string_value(json_object_get(f, "salary_rule"));
		if (amount) {
			const office_rec *r = office_rec_peek(n, o->name);
			json_array_append_new(
				list, json_pack("{s:o, s:o, s:o, s:I, s:s, s:s, s:o}", "office",
						json_text(o->name), "holder", json_holder(n, o->holder),
						"acting", json_holder(n, r ? r->acting : 0), "salary", amount,
						"currency", "A$", "rule", rule ? rule : "R401 (iv)",
						"last_paid", jmonth(r ? r->paid_period : 0)));
		}
		json_decref(f);
	}
	return json_pack("{s:o, s:o, s:s}", "next_payday", json_gtime(offices_next_payday(now)),
			 "offices", list, "rule", "R401 (iv)");
}

/* R402 (ii) f: the Elections that ended, their tallies public. */
json_t *view_elections(const nomic *n, const char *viewer, gtime now)
{
	return offices_elections_json(n, NULL);
}


/* ---- the page: its data for templates/offices.html ---- */

static json_t *copy_str(const json_t *o, const char *key)
{
	const char *s = json_string_value(json_object_get(o, key));
	return s && *s ? json_string(s) : json_null();
}

/* Gives each object of a list its separator: `first` before the first,
 * ", " before the others (the templates join lists with it). */
static json_t *joined(json_t *items, const char *first)
{
	size_t i;
	json_t *e;
	json_array_foreach(items, i, e)
		json_object_set_new(e, "sep", json_string(i ? ", " : first));
	return items;
}

static json_t *names_model(const json_t *arr)
{
	json_t *out = json_array();
	size_t i;
	json_t *s;
	json_array_foreach(arr, i, s)
		json_array_append_new(out, json_pack("{s:s}", "name", json_string_value(s) ? json_string_value(s) : ""));
	return joined(out, "");
}

/* R401 (i): an office of several seats lists each seat's holder
 * ("seat_list": each with its Caste where it has one, R1031; else
 * "seat_holders"), a vacant one as such; R404 (iii): a pending Paper. */
static json_t *holder_model(const json_t *f)
{
	const json_t *seats = json_object_get(f, "seat_holders");
	const json_t *list = json_object_get(f, "seat_list");
	json_t *cell = json_array();
	size_t i;
	json_t *e;
	if (json_array_size(list) > 1) {
		json_array_foreach(list, i, e) {
			sbuf label = {0};
			const char *caste = json_string_value(json_object_get(e, "caste"));
			sbuf_printf(&label, "seat %zu", i + 1);
			if (caste)
				sbuf_printf(&label, " (%s)", caste);
			sbuf_add(&label, ": ");
			json_array_append_new(cell, json_pack("{s:s, s:o}", "label", label.s,
							      "who", copy_str(e, "holder")));
			sbuf_free(&label);
		}
	} else if (json_array_size(seats) > 1) {
		json_array_foreach(seats, i, e)
			json_array_append_new(cell, json_pack("{s:s, s:o}", "label", "", "who",
							      json_is_string(e) ? json_copy(e) : json_null()));
	} else {
		json_array_append_new(cell, json_pack("{s:s, s:o}", "label", "", "who",
						      copy_str(f, "holder")));
	}
	const json_t *ip = json_object_get(f, "impeachment");
	return json_pack("{s:o, s:o}", "seats", joined(cell, ""), "paper",
			 json_is_integer(ip) ? json_copy((json_t *)ip) : json_null());
}

/* R402: the running Nomination or Election, else when the term ends. */
static json_t *next_model(const json_t *f)
{
	static const char *const phases[][2] = {
		{"nominating", "Nomination (R402 (i))"},
		{"waiting", "Nomination, open until a volunteer comes (R402 (i) e)"},
		{"choosing", "awaiting the President's choice (R403 (vi))"},
		{"voting", "Election (R402 (ii)); ballots are secret until the tally"}};
	const json_t *m = json_object_get(f, "nomination");
	json_t *election = json_null();
	if (json_is_object(m)) {
		const char *ph = json_field_str(m, "phase"), *shown = ph;
		for (size_t i = 0; i < sizeof phases / sizeof *phases; i++)
			if (!strcmp(ph, phases[i][0]))
				shown = phases[i][1];
		election = json_pack("{s:s, s:o, s:o}", "shown", shown, "ends", copy_str(m, "ends"),
				     "nominees", names_model(json_object_get(m, "nominees")));
	}
	json_t *term = json_is_object(m) ? json_null() : copy_str(f, "term_ends");
	return json_pack("{s:o, s:o, s:b}", "election", election, "term_end", term, "unscheduled",
			 json_is_null(election) && json_is_null(term));
}

/* The "duties" array of an office in /api/v1/offices (src/gov/duties):
 * each {duty, rule, by, due, pending, missed}; absent: none listed. */
static void duties_rows(json_t *rows, const json_t *f, int with_office)
{
	const json_t *duties = json_object_get(f, "duties");
	const char *name = json_field_str(f, "name");
	if (!json_array_size(duties)) {
		json_array_append_new(rows, json_pack("{s:b, s:s, s:b}", "with_office", with_office,
						      "office", name, "none", 1));
		return;
	}
	size_t i;
	json_t *d;
	json_array_foreach(duties, i, d) {
		const char *by = json_field_str(d, "by");
		by = !strcmp(by, "server") ? "the server, in the office's name"
		     : !strcmp(by, "holder") ? "the holder" : by;
		json_array_append_new(
			rows, json_pack("{s:b, s:s, s:b, s:s, s:s, s:s, s:o, s:b, s:b}", "with_office",
					with_office, "office", i ? "" : name, "none", 0, "duty",
					json_field_str(d, "duty"), "rule", json_field_str(d, "rule"), "by",
					by, "due", copy_str(d, "due"), "missed",
					json_is_true(json_object_get(d, "missed")), "pending",
					json_is_true(json_object_get(d, "pending"))));
	}
}

/* R404: the Papers (of one office, or all), their public votes. */
static json_t *ips_model(const json_t *ips, const char *oname)
{
	json_t *rows = json_array();
	size_t i;
	json_t *p;
	json_array_foreach(ips, i, p) {
		if (oname && !strcaseeq(json_field_str(p, "office"), oname))
			continue;
		json_t *votes = json_array();
		size_t k;
		json_t *v;
		json_array_foreach(json_object_get(p, "votes"), k, v)
			json_array_append_new(votes, json_pack("{s:s, s:s}", "player",
							       json_field_str(v, "player"), "vote",
							       json_field_str(v, "vote")));
		json_array_append_new(
			rows, json_pack("{s:O, s:s, s:s, s:s, s:s, s:O, s:O, s:o, s:s}", "id",
					json_object_get(p, "id"), "author", json_field_str(p, "author"),
					"officer", json_field_str(p, "officer"), "office",
					json_field_str(p, "office"), "state", json_field_str(p, "state"),
					"yes", json_object_get(p, "yes"), "no", json_object_get(p, "no"),
					"votes", joined(votes, ": "), "ends", json_field_str(p, "ends")));
	}
	return rows;
}

/* R402 (ii) f: the Elections that ended, each tally and who was seated. */
static json_t *elections_model(const json_t *elections)
{
	json_t *rows = json_array();
	size_t i;
	json_t *e;
	json_array_foreach(elections, i, e) {
		json_t *tally = json_array(), *seated = json_array();
		size_t k;
		json_t *t;
		json_array_foreach(json_object_get(e, "tally"), k, t)
			json_array_append_new(tally, json_pack("{s:s, s:O}", "nominee",
							       json_field_str(t, "nominee"), "votes",
							       json_object_get(t, "votes")));
		json_array_foreach(json_object_get(e, "seated"), k, t)
			json_array_append_new(seated, json_pack("{s:s}", "name",
								json_string_value(t) ? json_string_value(t) : ""));
		json_array_append_new(
			rows, json_pack("{s:O, s:s, s:s, s:o, s:s, s:o}", "id", json_object_get(e, "id"),
					"office", json_field_str(e, "office"), "ended",
					json_field_str(e, "ended"), "tally", joined(tally, ""), "outcome",
					json_field_str(e, "outcome"), "seated", joined(seated, ": ")));
	}
	return rows;
}

/* One office as a row of the list or the table of its own page. */
static json_t *office_model(const json_t *f, const json_t *salaries)
{
	json_t *m = json_pack("{s:s, s:o, s:o, s:o, s:o, s:o, s:o, s:o}", "name",
			      json_field_str(f, "name"), "kind", copy_str(f, "kind"), "rule",
			      copy_str(f, "rule"), "supervisory", copy_str(f, "supervisory"), "acting",
			      copy_str(f, "acting"), "since", copy_str(f, "since"), "holder",
			      holder_model(f), "next", next_model(f));
	json_object_set_new(m, "since_unknown", json_boolean(json_is_string(json_object_get(f, "holder"))));
	/* R401 (v) a: an office with a term but no holder has no end yet. */
	json_object_set_new(m, "term_ends", copy_str(f, "term_ends"));
	json_object_set_new(m, "term_none", json_string(json_is_integer(json_object_get(f, "term_seconds"))
							    ? "" : "no term"));
	json_object_set_new(m, "pay", json_integer(json_integer_value(json_object_get(f, "salary"))));
	json_object_set_new(m, "salary_rule", json_string(json_field_str(f, "salary_rule")));
	json_t *paid = json_null();
	size_t i;
	const json_t *s;
	json_array_foreach(json_object_get(salaries, "offices"), i, s)
		if (strcaseeq(json_field_str(s, "office"), json_field_str(f, "name"))) {
			json_decref(paid);
			paid = json_pack("{s:o}", "last", copy_str(s, "last_paid"));
		}
	json_object_set_new(m, "paid", paid);
	return m;
}

/* Whether the viewer holds (a seat of) the office f. */
static int holds(const json_t *f, const char *viewer)
{
	if (strcaseeq(json_field_str(f, "holder"), viewer))
		return 1;
	size_t i;
	json_t *h;
	json_array_foreach(json_object_get(f, "seat_holders"), i, h)
		if (json_is_string(h) && strcaseeq(json_string_value(h), viewer))
			return 1;
	return 0;
}

/* What the signed-in viewer may do about the office f (issue 18 item 2):
 * resign it if e holds it (R401); volunteer in its open Nomination if e
 * is a Voting player and not a Nominee yet (R402 (i) c, R401 (i)); vote
 * in its Election, with eir own ballot (and nobody else's, R402 (ii) e)
 * and the deadline shown. Appended to yours's lists. */
static void your_part(json_t *yours, const nomic *n, const player *me, const json_t *f,
		      const json_t *noms, const char *back)
{
	const char *name = json_field_str(f, "name");
	sbuf line = {0}, label = {0};
	if (holds(f, me->name) && form_may(n, me, "resign")) {
		form_word(&line, "resign");
		form_word(&line, name);
		sbuf_printf(&label, "Resign the office of %s", name);
		json_array_append_new(json_object_get(yours, "held"),
				      form_button(label.s, line.s, back));
		sbuf_free(&line);
		sbuf_free(&label);
	}
	size_t i;
	json_t *m;
	json_array_foreach(noms, i, m) {
		if (!strcaseeq(json_field_str(m, "office"), name))
			continue;
		const char *phase = json_field_str(m, "phase");
		const json_t *nominees = json_object_get(m, "nominees");
		int nominee = 0;
		size_t k;
		json_t *x;
		json_array_foreach(nominees, k, x)
			nominee |= strcaseeq(json_string_value(x) ? json_string_value(x) : "", me->name);
		if ((!strcmp(phase, "nominating") || !strcmp(phase, "waiting")) && !nominee &&
		    me->state == PS_VOTING && form_may(n, me, "volunteer")) {
			form_word(&line, "volunteer");
			form_word(&line, name);
			sbuf_printf(&label, "Volunteer for %s", name);
			json_array_append_new(
				json_object_get(yours, "nominations"),
				json_pack("{s:s, s:s, s:o}", "office", name, "ends",
					  json_field_str(m, "ends"), "form",
					  form_button(label.s, line.s, back)));
			sbuf_free(&line);
			sbuf_free(&label);
		}
		if (strcmp(phase, "voting") != 0 || !form_may(n, me, "elect"))
			continue;
		json_t *buttons = json_array();
		json_array_foreach(nominees, k, x) {
			const char *who = json_string_value(x) ? json_string_value(x) : "";
			form_word(&line, "elect");
			form_word(&line, who);
			form_word(&line, "as");
			form_word(&line, name);
			sbuf_printf(&label, "Vote for %s", who);
			json_array_append_new(buttons, form_button(label.s, line.s, back));
			sbuf_free(&line);
			sbuf_free(&label);
		}
		json_array_append_new(json_object_get(yours, "elections"),
				      json_pack("{s:s, s:s, s:o, s:o}", "office", name, "ends",
						json_field_str(m, "ends"), "your_vote",
						copy_str(m, "your_vote"), "buttons", buttons));
	}
}

json_t *offices_page_json(const json_t *offs, const json_t *salaries, const json_t *ips,
			  const json_t *elections, const json_t *one)
{
	json_t *data = json_pack("{s:s, s:s}", "payday", json_field_str(salaries, "next_payday"),
				 "api", "/api/v1/offices");
	json_t *duties = json_array();
	if (one) {
		json_object_set_new(data, "one", office_model(one, salaries));
		duties_rows(duties, one, 0);
	} else {
		json_t *list = json_array();
		size_t i;
		json_t *f;
		json_array_foreach(offs, i, f) {
			json_array_append_new(list, office_model(f, salaries));
			duties_rows(duties, f, 1);
		}
		json_object_set_new(data, "offices", list);
		json_object_set_new(data, "none", json_boolean(!json_array_size(offs)));
		json_object_set_new(data, "all", json_true());
	}
	json_object_set_new(data, "duties", duties);
	/* Each table only when it has rows: an object the template enters once. */
	json_t *rows = ips_model(ips, one ? json_field_str(one, "name") : NULL);
	json_object_set_new(data, "ips", json_array_size(rows) ? json_pack("{s:o}", "rows", rows)
							     : (json_decref(rows), json_null()));
	rows = elections_model(elections);
	json_object_set_new(data, "past", json_array_size(rows) ? json_pack("{s:o}", "rows", rows)
							      : (json_decref(rows), json_null()));
	return data;
}

/* R404 (ii): a Voting player votes once, in public, on each pending Paper
 * (of the office shown, or all) that does not name em. */
static void paper_votes(json_t *yours, const player *me, const json_t *ips, const json_t *one,
			const char *back)
{
	size_t i;
	json_t *p;
	json_array_foreach(ips, i, p) {
		if (strcmp(json_field_str(p, "state"), "pending") != 0 || me->state != PS_VOTING ||
		    strcaseeq(json_field_str(p, "officer"), me->name) ||
		    (one && !strcaseeq(json_field_str(p, "office"), json_field_str(one, "name"))))
			continue;
		int voted = 0;
		size_t k;
		json_t *v;
		json_array_foreach(json_object_get(p, "votes"), k, v)
			voted |= strcaseeq(json_field_str(v, "player"), me->name);
		if (voted)
			continue;
		json_int_t id = json_integer_value(json_object_get(p, "id"));
		char yes[64], no[64], yes_label[96], no_label[96];
		snprintf(yes, sizeof yes, "ip vote %lld yes", (long long)id);
		snprintf(no, sizeof no, "ip vote %lld no", (long long)id);
		snprintf(yes_label, sizeof yes_label, "Vote YES on Impeachment Paper %lld", (long long)id);
		snprintf(no_label, sizeof no_label, "Vote NO on Impeachment Paper %lld", (long long)id);
		json_array_append_new(
			json_object_get(yours, "papers"),
			json_pack("{s:I, s:s, s:s, s:s, s:[o, o]}", "id", id, "officer",
				  json_field_str(p, "officer"), "office", json_field_str(p, "office"),
				  "ends", json_field_str(p, "ends"), "buttons",
				  form_button(yes_label, yes, back), form_button(no_label, no, back)));
	}
}

void offices_page_forms(json_t *data, const nomic *n, const char *actor, const json_t *offs,
			const json_t *noms, const json_t *ips, const json_t *one)
{
	const player *me = form_viewer(n, actor);
	if (!me)
		return;
	const char *back = "/offices";
	sbuf path = {0};
	if (one) {
		sbuf_add(&path, "/offices/");
		sbuf_add(&path, json_field_str(one, "name"));
		back = path.s;
	}
	json_t *yours = json_pack("{s:[], s:[], s:[], s:[]}", "held", "nominations", "elections",
				  "papers");
	if (one) {
		your_part(yours, n, me, one, noms, back);
	} else {
		size_t i;
		json_t *f;
		json_array_foreach(offs, i, f)
			your_part(yours, n, me, f, noms, back);
	}
	if (form_may(n, me, "ip vote"))
		paper_votes(yours, me, ips, one, back);
	json_object_set_new(yours, "nothing",
			    json_boolean(!json_array_size(json_object_get(yours, "held")) &&
					 !json_array_size(json_object_get(yours, "nominations")) &&
					 !json_array_size(json_object_get(yours, "elections")) &&
					 !json_array_size(json_object_get(yours, "papers"))));
	json_object_set_new(data, "yours", yours);
	sbuf_free(&path);
}

/* GET /offices and /offices/NAME (MHD hands the path percent-decoded). */
enum MHD_Result page_offices(web_request *r)
{
	const char *name = strncmp(r->path, "/offices/", 9) == 0 && r->path[9] ? r->path + 9 : NULL;
	const nomic *n = engine_read_begin(r->e);
	gtime now = web_now(n);
	/* What everyone sees is the public's; only the forms and the
	 * viewer's own ballot are eirs. */
	json_t *list = view_offices(n, NULL, now);
	json_t *salaries = view_salaries(n, NULL, now);
	json_t *ips = view_impeachments(n, NULL, now);
	json_t *elections = offices_elections_json(n, name);
	json_t *noms = view_nominations(n, r->actor, now);
	const json_t *one = NULL;
	if (name) {
		size_t i;
		json_t *f;
		json_array_foreach(list, i, f)
			if (strcaseeq(json_field_str(f, "name"), name))
				one = f;
	}
	json_t *data = NULL;
	if (!name || one) {
		data = offices_page_json(list, salaries, ips, elections, one);
		offices_page_forms(data, n, r->actor, list, noms, ips, one);
	}
	engine_read_end(r->e);
	json_decref(list);
	json_decref(salaries);
	json_decref(ips);
	json_decref(elections);
	json_decref(noms);
	if (!data)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such office");
	return tmpl_page(r, MHD_HTTP_OK, "offices", data);
}
