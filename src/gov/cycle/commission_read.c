/* commission_read.c: what the Commission d'Arts shows (Ackanomic R670):
 * `commission` and the "commission" object of GET /api/v1/cycle: whether
 * it is in session and until when, its members, the suggested reports and
 * their approvals, the report and its Hearing (how many responded, never
 * what: R360 ¶3's responses are private), and every Silver Moon won (R670
 * 8: the list the Web-Harfer keeps). */
#include "core/params.h"
#include "gov/cycle/commission.h"
#include "gov/cycle/cycle.h"
#include "gov/hearings/hearings.h"

#include <stdlib.h>

/* How many responded to the Silver Moon Hearing (its Hearing keeps them). */
static int responded(const nomic *n, const commission *k)
{
	const hearing *h = hearing_get(n, k->hearing);
	return h ? h->ngot : 0;
}

int commission_cmd_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const nomic *n = c->n;
	const commission *k = commission_peek(n);
	char t[40];
	if (k && k->in_session) {
		format_time(k->newest_join + param_int(n, "commission.session"), t, sizeof t);
		ctx_reply(c, "the Commission d'Arts is in session until %s at the latest (R670 1)", t);
		ctx_reply(c, "\nmembers:");
		for (int i = 0; i < k->nmembers; i++)
			ctx_reply(c, "%s %s", i ? "," : "", holder_name(n, k->members[i]->player));
		for (int i = 0; i < k->nsugg; i++) {
			const arts_suggestion *s = k->sugg[i];
			ctx_reply(c, "\nreport %d by %s: ", s->number, holder_name(n, s->by));
			for (int j = 0; j < ARTS_NOMINEES; j++)
				ctx_reply(c, "%s%d. %s, by %s", j ? "; " : "", j + 1,
					  s->nominees[j].title, s->nominees[j].author);
			if (s->denounced) {
				ctx_reply(c, " -- denounced by %s: void", holder_name(n, s->denounced));
				continue;
			}
			ctx_reply(c, " -- approved by");
			for (int j = 0; j < s->napprovals; j++)
				ctx_reply(c, "%s %s", j ? "," : "", holder_name(n, *s->approvals[j]));
		}
	} else {
		ctx_reply(c, "the Commission d'Arts is not in session (R670 1)");
	}
	if (k && k->in_hearing) {
		format_time(k->hearing_ends, t, sizeof t);
		int nr = responded(n, k);
		ctx_reply(c, "\nthe Silver Moon Hearing is in session until %s, %d response%s so far "
			  "(R670 5, R360):", t, nr, nr == 1 ? "" : "s");
		for (int j = 0; j < ARTS_NOMINEES; j++)
			ctx_reply(c, "\n  %d. %s, by %s", j + 1, k->report[j].title,
				  k->report[j].author);
	}
	for (int i = 0; k && i < k->nwon; i++)
		ctx_reply(c, "\nSilver Moon: %s, by %s (R670 6, 8)", k->won[i]->title,
			  k->won[i]->author);
	if (k && k->speech_owed)
		ctx_reply(c, "\n%s owes an acceptance speech (R670 7)", holder_name(n, k->speech_owed));
	if (k && k->calls) {
		format_time(k->last_call, t, sizeof t);
		ctx_reply(c, "\nlast called %s (R670 1)", t);
	}
	return 0;
}

static json_t *nominees(const arts_nominee *v)
{
	json_t *a = json_array();
	for (int i = 0; i < ARTS_NOMINEES; i++)
		json_array_append_new(a, json_pack("{s:s, s:s}", "title", v[i].title ? v[i].title : "",
						   "author", v[i].author ? v[i].author : ""));
	return a;
}

json_t *commission_json(const nomic *n)
{
	const commission *k = commission_peek(n);
	char t[40];
	json_t *o = json_pack("{s:b}", "in_session", k && k->in_session);
	json_t *members = json_array(), *reports = json_array(), *won = json_array();
	if (k && k->in_session) {
		format_time(k->newest_join + param_int(n, "commission.session"), t, sizeof t);
		json_object_set_new(o, "until", json_string(t));
		for (int i = 0; i < k->nmembers; i++)
			json_array_append_new(members,
					      json_string(holder_name(n, k->members[i]->player)));
		for (int i = 0; i < k->nsugg; i++) {
			const arts_suggestion *s = k->sugg[i];
			json_t *ap = json_array();
			for (int j = 0; j < s->napprovals; j++)
				json_array_append_new(ap, json_string(holder_name(n, *s->approvals[j])));
			json_array_append_new(
				reports,
				json_pack("{s:i, s:s, s:o, s:o, s:o}", "number", s->number, "by",
					  holder_name(n, s->by), "nominees", nominees(s->nominees),
					  "approved_by", ap, "denounced_by",
					  s->denounced ? json_string(holder_name(n, s->denounced))
						       : json_null()));
		}
	}
	json_object_set_new(o, "members", members);
	json_object_set_new(o, "suggested", reports);
	if (k && k->in_hearing) {
		format_time(k->hearing_ends, t, sizeof t);
		json_object_set_new(o, "hearing",
				    json_pack("{s:s, s:i, s:i, s:o}", "until", t, "number",
					      k->hearing, "responses", responded(n, k), "nominees",
					      nominees(k->report)));
	} else {
		json_object_set_new(o, "hearing", json_null());
	}
	for (int i = 0; k && i < k->nwon; i++)
		json_array_append_new(won, json_pack("{s:s, s:s}", "title", k->won[i]->title,
						     "author", k->won[i]->author));
	json_object_set_new(o, "silver_moons", won);
	json_object_set_new(o, "speech_owed",
			    k && k->speech_owed ? json_string(holder_name(n, k->speech_owed))
						: json_null());
	return o;
}
