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
 *   /offices, /offices/NAME   the same as pages for the public (a browser
 *                          sends no token): holders, Acting Officers,
 *                          terms, salaries, pending Papers, the next
 *                          election, and each office's duties when
 *                          /api/v1/offices lists them
 *
 * The views are the CLI's `nominations`, `ips` and `salaries` as JSON. The
 * page is drawn from the JSON views alone (offices_html), so it can show
 * nothing the API withholds; every value goes through html_escape. */
#include "core/json_values.h"
#include "gov/offices/offices.h"
#include "net/offices_web.h"
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

/* ---- the page ---- */

static void esc(sbuf *b, const char *s)
{
	html_escape(b, s ? s : "");
}

/* A value that may be null: the text, or `none` muted. */
static void opt(sbuf *b, const json_t *o, const char *key, const char *none)
{
	const char *s = json_string_value(json_object_get(o, key));
	if (s && *s) {
		esc(b, s);
	} else if (*none) {
		sbuf_add(b, "<span class=\"muted\">");
		esc(b, none);
		sbuf_add(b, "</span>");
	}
}

static void names(sbuf *b, const json_t *arr)
{
	size_t i;
	json_t *s;
	if (!json_array_size(arr)) {
		sbuf_add(b, "none yet");
		return;
	}
	json_array_foreach(arr, i, s) {
		if (i)
			sbuf_add(b, ", ");
		esc(b, json_string_value(s));
	}
}

static void office_link(sbuf *b, const char *name)
{
	sbuf_add(b, "<a href=\"/offices/");
	sbuf tmp = {0};
	url_segment(&tmp, name);
	esc(b, tmp.s ? tmp.s : "");
	sbuf_free(&tmp);
	sbuf_add(b, "\">");
	esc(b, name);
	sbuf_add(b, "</a>");
}

static void holder_cell(sbuf *b, const json_t *f)
{
	/* R401 (i): an office of several seats lists each seat's holder
	 * ("seat_holders", src/gov/offices' seats), a vacant one as such. */
	const json_t *seats = json_object_get(f, "seat_holders");
	const json_t *list = json_object_get(f, "seat_list");
	if (json_array_size(list) > 1) {
		/* "seat_list": each seat with its Caste where it has one (R1031). */
		size_t i;
		json_t *e;
		json_array_foreach(list, i, e) {
			const json_t *h = json_object_get(e, "holder");
			const char *caste = json_string_value(json_object_get(e, "caste"));
			sbuf_printf(b, "%sseat %zu", i ? ", " : "", i + 1);
			if (caste) {
				sbuf_add(b, " (");
				esc(b, caste);
				sbuf_add(b, ")");
			}
			sbuf_add(b, ": ");
			if (json_is_string(h))
				esc(b, json_string_value(h));
			else
				sbuf_add(b, "<span class=\"muted\">vacant</span>");
		}
	} else if (json_array_size(seats) > 1) {
		size_t i;
		json_t *h;
		json_array_foreach(seats, i, h) {
			sbuf_add(b, i ? ", " : "");
			if (json_is_string(h))
				esc(b, json_string_value(h));
			else
				sbuf_add(b, "<span class=\"muted\">vacant</span>");
		}
	} else {
		opt(b, f, "holder", "vacant");
	}
	const json_t *ip = json_object_get(f, "impeachment");
	if (json_is_integer(ip))
		sbuf_printf(b, " <span class=\"muted\">(Impeachment Paper %lld pending: acting "
			       "meanwhile, R404 (iii))</span>",
			    (long long)json_integer_value(ip));
}

/* R402: the running Nomination or Election, else when the term ends. */
static void next_election(sbuf *b, const json_t *f)
{
	const json_t *m = json_object_get(f, "nomination");
	if (json_is_object(m)) {
		static const char *const phases[][2] = {
			{"nominating", "Nomination (R402 (i))"},
			{"waiting", "Nomination, open until a volunteer comes (R402 (i) e)"},
			{"choosing", "awaiting the President's choice (R403 (vi))"},
			{"voting", "Election (R402 (ii)); ballots are secret until the tally"}};
		const char *ph = json_field_str(m, "phase"), *shown = ph;
		for (size_t i = 0; i < sizeof phases / sizeof *phases; i++)
			if (!strcmp(ph, phases[i][0]))
				shown = phases[i][1];
		esc(b, shown);
		if (*json_field_str(m, "ends")) {
			sbuf_add(b, ", ends ");
			esc(b, json_field_str(m, "ends"));
		}
		sbuf_add(b, "; Nominees: ");
		names(b, json_object_get(m, "nominees"));
		return;
	}
	if (*json_field_str(f, "term_ends")) {
		sbuf_add(b, "when the term ends, ");
		esc(b, json_field_str(f, "term_ends"));
		sbuf_add(b, " (R401 (v))");
		return;
	}
	sbuf_add(b, "<span class=\"muted\">none scheduled</span>");
}

/* R401 (v) a: when the term ends; an office with a term but no holder
 * has no end yet. */
static void term_cell(sbuf *b, const json_t *f)
{
	opt(b, f, "term_ends", json_is_integer(json_object_get(f, "term_seconds")) ? "" : "no term");
}

static void salary_cell(sbuf *b, const json_t *f)
{
	json_int_t pay = json_integer_value(json_object_get(f, "salary"));
	if (!pay) {
		sbuf_add(b, "<span class=\"muted\">none</span>");
		return;
	}
	sbuf_printf(b, "A$%lld (", (long long)pay);
	esc(b, json_field_str(f, "salary_rule"));
	sbuf_add(b, ")");
}

/* The "duties" array of an office in /api/v1/offices (src/gov/duties):
 * each {duty, rule, by, due, pending, missed}; absent: none listed. */
static void duties_rows(sbuf *b, const json_t *f, int with_office)
{
	const json_t *duties = json_object_get(f, "duties");
	size_t i;
	json_t *d;
	if (!json_array_size(duties)) {
		sbuf_add(b, "<tr>");
		if (with_office) {
			sbuf_add(b, "<td>");
			esc(b, json_field_str(f, "name"));
			sbuf_add(b, "</td>");
		}
		sbuf_add(b, "<td colspan=\"5\" class=\"muted\">no duties listed</td></tr>\n");
		return;
	}
	json_array_foreach(duties, i, d) {
		sbuf_add(b, "<tr>");
		if (with_office) {
			sbuf_add(b, "<td>");
			if (!i)
				esc(b, json_field_str(f, "name"));
			sbuf_add(b, "</td>");
		}
		sbuf_add(b, "<td>");
		esc(b, json_field_str(d, "duty"));
		sbuf_add(b, "</td><td>");
		esc(b, json_field_str(d, "rule"));
		sbuf_add(b, "</td><td>");
		const char *by = json_field_str(d, "by");
		esc(b, !strcmp(by, "server") ? "the server, in the office's name"
		       : !strcmp(by, "holder") ? "the holder" : by);
		sbuf_add(b, "</td><td>");
		opt(b, d, "due", "no date");
		sbuf_add(b, "</td><td>");
		if (json_is_true(json_object_get(d, "missed")))
			sbuf_add(b, "<strong>missed</strong>");
		else if (json_is_true(json_object_get(d, "pending")))
			sbuf_add(b, "pending");
		else
			sbuf_add(b, "<span class=\"muted\">not pending</span>");
		sbuf_add(b, "</td></tr>\n");
	}
}

static void duties_table(sbuf *b, const json_t *list, const json_t *one)
{
	sbuf_add(b, "<h2>Duties</h2>\n<table>\n<tr>");
	if (!one)
		sbuf_add(b, "<th>Office</th>");
	sbuf_add(b, "<th>Duty</th><th>Rule</th><th>Done by</th><th>Due</th><th>State</th></tr>\n");
	if (one) {
		duties_rows(b, one, 0);
	} else {
		size_t i;
		json_t *f;
		json_array_foreach(list, i, f)
			duties_rows(b, f, 1);
	}
	sbuf_add(b, "</table>\n");
}

static void ips_table(sbuf *b, const json_t *ips, const char *oname)
{
	size_t i;
	json_t *p;
	int any = 0;
	json_array_foreach(ips, i, p) {
		if (oname && !strcaseeq(json_field_str(p, "office"), oname))
			continue;
		if (!any++)
			sbuf_add(b, "<h2>Impeachment Papers (R404)</h2>\n<table>\n<tr><th>#</th>"
				    "<th>Author</th><th>Officer</th><th>Office</th><th>State</th>"
				    "<th>Votes</th><th>Voting ends</th></tr>\n");
		sbuf_printf(b, "<tr><td class=\"n\">%lld</td><td>",
			    (long long)json_integer_value(json_object_get(p, "id")));
		esc(b, json_field_str(p, "author"));
		sbuf_add(b, "</td><td>");
		esc(b, json_field_str(p, "officer"));
		sbuf_add(b, "</td><td>");
		esc(b, json_field_str(p, "office"));
		sbuf_add(b, "</td><td>");
		esc(b, json_field_str(p, "state"));
		sbuf_printf(b, "</td><td>%lld YES, %lld NO",
			    (long long)json_integer_value(json_object_get(p, "yes")),
			    (long long)json_integer_value(json_object_get(p, "no")));
		size_t k;
		json_t *v;
		json_array_foreach(json_object_get(p, "votes"), k, v) {
			sbuf_add(b, k ? ", " : ": ");
			esc(b, json_field_str(v, "player"));
			sbuf_add(b, " ");
			esc(b, json_field_str(v, "vote"));
		}
		sbuf_add(b, "</td><td>");
		esc(b, json_field_str(p, "ends"));
		sbuf_add(b, "</td></tr>\n");
	}
	if (any)
		sbuf_add(b, "</table>\n");
}

void elections_html(sbuf *b, const json_t *elections)
{
	if (!json_array_size(elections))
		return;
	sbuf_add(b, "<h2>Past Elections (R402 (ii) f)</h2>\n<table>\n<tr><th>#</th><th>Office</th>"
		    "<th>Ended</th><th>Tally</th><th>Outcome</th></tr>\n");
	size_t i;
	json_t *e;
	json_array_foreach(elections, i, e) {
		sbuf_printf(b, "<tr><td class=\"n\">%lld</td><td>",
			    (long long)json_integer_value(json_object_get(e, "id")));
		esc(b, json_field_str(e, "office"));
		sbuf_add(b, "</td><td>");
		esc(b, json_field_str(e, "ended"));
		sbuf_add(b, "</td><td>");
		size_t k;
		json_t *t;
		json_array_foreach(json_object_get(e, "tally"), k, t) {
			sbuf_add(b, k ? ", " : "");
			esc(b, json_field_str(t, "nominee"));
			sbuf_printf(b, " %lld", (long long)json_integer_value(json_object_get(t, "votes")));
		}
		sbuf_add(b, "</td><td>");
		esc(b, json_field_str(e, "outcome"));
		json_array_foreach(json_object_get(e, "seated"), k, t) {
			sbuf_add(b, k ? ", " : ": ");
			esc(b, json_string_value(t));
		}
		sbuf_add(b, "</td></tr>\n");
	}
	sbuf_add(b, "</table>\n");
}

/* R402 (ii) f: the Elections that ended, their tallies public. */
json_t *view_elections(const nomic *n, const char *viewer, gtime now)
{
	return offices_elections_json(n, NULL);
}

static void payday(sbuf *b, const json_t *salaries)
{
	sbuf_add(b, "<p class=\"meta\">Salaries are paid from the Treasury at noon (UTC) on the "
		    "first Monday of each month (R401 (iv)); the next payday: <span "
		    "id=\"payday\">");
	esc(b, json_field_str(salaries, "next_payday"));
	sbuf_add(b, "</span>.</p>\n");
}

static void one_html(sbuf *b, const json_t *f, const json_t *salaries, const json_t *ips)
{
	sbuf_add(b, "<h1>");
	esc(b, json_field_str(f, "name"));
	sbuf_add(b, "</h1>\n<p class=\"meta\">");
	if (*json_field_str(f, "kind")) {
		esc(b, json_field_str(f, "kind"));
		sbuf_add(b, " Office, defined by ");
		esc(b, json_field_str(f, "rule"));
		sbuf_add(b, "; Supervisory: ");
		esc(b, json_field_str(f, "supervisory"));
	} else {
		sbuf_add(b, "An office no rule of the seed defines");
	}
	sbuf_add(b, "</p>\n<table>\n<tr><th>Holder</th><td id=\"holder\">");
	holder_cell(b, f);
	sbuf_add(b, "</td></tr>\n<tr><th>Acting Officer (R401.1)</th><td>");
	opt(b, f, "acting", "none");
	sbuf_add(b, "</td></tr>\n<tr><th>Since</th><td>");
	opt(b, f, "since", json_is_string(json_object_get(f, "holder")) ? "unknown" : "");
	sbuf_add(b, "</td></tr>\n<tr><th>Term ends (R401 (v))</th><td>");
	term_cell(b, f);
	sbuf_add(b, "</td></tr>\n<tr><th>Salary (R401 (iv))</th><td>");
	salary_cell(b, f);
	const json_t *s;
	size_t i;
	json_array_foreach(json_object_get(salaries, "offices"), i, s)
		if (strcaseeq(json_field_str(s, "office"), json_field_str(f, "name"))) {
			if (*json_field_str(s, "last_paid")) {
				sbuf_add(b, "; last paid for ");
				esc(b, json_field_str(s, "last_paid"));
			} else {
				sbuf_add(b, "; <span class=\"muted\">not paid yet</span>");
			}
		}
	sbuf_add(b, "</td></tr>\n<tr><th>Next election</th><td id=\"election\">");
	next_election(b, f);
	sbuf_add(b, "</td></tr>\n</table>\n");
	payday(b, salaries);
	duties_table(b, NULL, f);
	ips_table(b, ips, json_field_str(f, "name"));
}

static void list_html(sbuf *b, const json_t *list, const json_t *salaries,
		      const json_t *ips)
{
	sbuf_add(b, "<h1>Offices</h1>\n");
	payday(b, salaries);
	if (!json_array_size(list)) {
		sbuf_add(b, "<p class=\"muted\">No offices.</p>\n");
		return;
	}
	sbuf_add(b, "<table>\n<tr><th>Office</th><th>Kind</th><th>Holder</th><th>Acting</th>"
		    "<th>Since</th><th>Term ends</th><th>Salary</th><th>Next election</th></tr>\n");
	size_t i;
	json_t *f;
	json_array_foreach(list, i, f) {
		sbuf_add(b, "<tr><td>");
		office_link(b, json_field_str(f, "name"));
		sbuf_add(b, "</td><td>");
		opt(b, f, "kind", "");
		sbuf_add(b, "</td><td>");
		holder_cell(b, f);
		sbuf_add(b, "</td><td>");
		opt(b, f, "acting", "");
		sbuf_add(b, "</td><td>");
		opt(b, f, "since", "");
		sbuf_add(b, "</td><td>");
		term_cell(b, f);
		sbuf_add(b, "</td><td>");
		salary_cell(b, f);
		sbuf_add(b, "</td><td>");
		next_election(b, f);
		sbuf_add(b, "</td></tr>\n");
	}
	sbuf_add(b, "</table>\n");
	duties_table(b, list, NULL);
	ips_table(b, ips, NULL);
}

void offices_html(sbuf *b, const json_t *offs, const json_t *salaries, const json_t *ips,
		  const json_t *one)
{
	page_nav(b);
	if (one)
		one_html(b, one, salaries, ips);
	else
		list_html(b, offs, salaries, ips);
	sbuf_add(b, "<footer>As JSON: <a href=\"/api/v1/offices\">offices</a>, "
		    "<a href=\"/api/v1/nominations\">nominations</a>, "
		    "<a href=\"/api/v1/impeachments\">impeachments</a>, "
		    "<a href=\"/api/v1/salaries\">salaries</a>, "
		    "<a href=\"/api/v1/deadlines\">deadlines</a>.</footer>\n");
}

/* GET /offices and /offices/NAME (MHD hands the path percent-decoded). */
enum MHD_Result page_offices(web_request *r)
{
	const char *name = strncmp(r->path, "/offices/", 9) == 0 && r->path[9] ? r->path + 9 : NULL;
	const nomic *n = engine_read_begin(r->e);
	gtime now = web_now(n);
	/* A browser sends no token: the page is the public's. */
	json_t *list = view_offices(n, NULL, now);
	json_t *salaries = view_salaries(n, NULL, now);
	json_t *ips = view_impeachments(n, NULL, now);
	json_t *elections = offices_elections_json(n, name);
	char *title = xstrdup(n->title);
	engine_read_end(r->e);
	const json_t *one = NULL;
	if (name) {
		size_t i;
		json_t *f;
		json_array_foreach(list, i, f)
			if (strcaseeq(json_field_str(f, "name"), name))
				one = f;
	}
	enum MHD_Result ret;
	if (name && !one) {
		ret = web_error(r, MHD_HTTP_NOT_FOUND, "no such office");
	} else {
		sbuf b = {0};
		page_head(&b, title);
		offices_html(&b, list, salaries, ips, one);
		elections_html(&b, elections);
		sbuf_add(&b, "</body>\n</html>\n");
		ret = page_send(r, MHD_HTTP_OK, &b);
	}
	free(title);
	json_decref(list);
	json_decref(salaries);
	json_decref(ips);
	json_decref(elections);
	return ret;
}
