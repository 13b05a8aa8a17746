/* court_read.c: the Supreme Court as anyone may read it (R416, R416.1,
 * R217): its seats and who sits or acts in them, its Cortices and their
 * states, and the CFJs before it. Votes are not shown: a Justice's verdict
 * is public when the Court's is (court_verdict.c). The same, as JSON, for
 * the views (court_json). */
#include "core/params.h"
#include "gov/justice/court.h"

#include <stdio.h>

static void seats(ctx *c, const justice *j)
{
	char when[32];
	for (int i = 0; j && i < j->nseats; i++) {
		const justice_seat *s = j->seats[i];
		if (!s->player) {
			format_time(s->since, when, sizeof when);
			ctx_reply(c, "\nseat %d: vacant since %s", i + 1, when);
		} else if (s->acting_for) {
			ctx_reply(c, "\nseat %d: %s, on Vacation; %s acting (R416 IV)", i + 1,
				  holder_name(c->n, s->acting_for), holder_name(c->n, s->player));
		} else {
			ctx_reply(c, "\nseat %d: %s%s", i + 1, holder_name(c->n, s->player),
				  s->appointed ? " (appointed, R416 III)" : "");
		}
	}
	if (!j || !j->nseats)
		ctx_reply(c, "\n%lld seats, all vacant", (long long)param_int(c->n, "justice.min_seats"));
}

static void cortices(ctx *c, const justice *j)
{
	for (int i = 0; j && i < j->ncortices; i++) {
		const cortex *x = j->cortices[i];
		int own[2], k = cortex_owners(c->n, x, own);
		ctx_reply(c, "\nCortex %s: %s", x->name, cortex_status(c->n, x));
		for (int o = 0; o < k; o++)
			ctx_reply(c, "%s%s", o ? ", " : "; owners ", holder_name(c->n, own[o]));
		ctx_reply(c, "; considering %d CFJ%s", cortex_load(c->n, x->id),
			  cortex_load(c->n, x->id) == 1 ? "" : "s");
	}
	if (!j || !j->ncortices)
		ctx_reply(c, "\nno Supreme Cortex");
}

static void docket(ctx *c, const justice *j)
{
	char when[32];
	for (int i = 0; j && i < j->ncfjs; i++) {
		const cfj *f = j->cfjs[i];
		if (!f || (f->stage != CFJ_AT_CORTEX && f->stage != CFJ_AT_COURT))
			continue;
		format_time(f->court_since, when, sizeof when);
		const cortex *x = cortex_by_id(c->n, f->cortex);
		if (x)
			ctx_reply(c, "\nCFJ %d: before the Cortex %s since %s", f->number, x->name, when);
		else
			ctx_reply(c, "\nCFJ %d: before the whole Court since %s%s", f->number, when,
				  f->court_week_over ? "; a 2/3 supermajority decides" : "");
	}
}

int cmd_court_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const justice *j = justice_peek(c->n);
	ctx_reply(c, "The Supreme Court (R416):");
	seats(c, j);
	cortices(c, j);
	docket(c, j);
	return 0;
}

static json_t *time_json(gtime t)
{
	char buf[32];
	format_time(t, buf, sizeof buf);
	return json_string(buf);
}

json_t *court_json(const nomic *n)
{
	const justice *j = justice_peek(n);
	json_t *seats_j = json_array(), *cx_j = json_array(), *docket_j = json_array();
	for (int i = 0; j && i < j->nseats; i++) {
		const justice_seat *s = j->seats[i];
		json_t *o = json_pack("{s:i}", "seat", i + 1);
		if (!s->player) {
			json_object_set_new(o, "vacant_since", time_json(s->since));
		} else {
			int holder = s->acting_for ? s->acting_for : s->player;
			json_object_set_new(o, "justice", json_string(holder_name(n, holder)));
			if (s->acting_for)
				json_object_set_new(o, "acting", json_string(holder_name(n, s->player)));
			json_object_set_new(o, "appointed", json_boolean(s->appointed));
		}
		json_array_append_new(seats_j, o);
	}
	for (int i = 0; j && i < j->ncortices; i++) {
		const cortex *x = j->cortices[i];
		int own[2], k = cortex_owners(n, x, own);
		json_t *owners = json_array();
		for (int o = 0; o < k; o++)
			json_array_append_new(owners, json_string(holder_name(n, own[o])));
		json_t *name = json_string(x->name);
		json_array_append_new(cx_j, json_pack("{s:o, s:s, s:o, s:i}", "name",
			name ? name : json_string("(unreadable name)"), "status",
			cortex_status(n, x), "owners", owners, "considering", cortex_load(n, x->id)));
	}
	for (int i = 0; j && i < j->ncfjs; i++) {
		const cfj *f = j->cfjs[i];
		if (!f || (f->stage != CFJ_AT_CORTEX && f->stage != CFJ_AT_COURT))
			continue;
		const cortex *x = cortex_by_id(n, f->cortex);
		json_array_append_new(docket_j, json_pack("{s:i, s:s, s:o, s:b}", "cfj", f->number,
			"before", x ? x->name : "the whole Court", "since", time_json(f->court_since),
			"supermajority", f->court_week_over));
	}
	return json_pack("{s:o, s:o, s:o}", "seats", seats_j, "cortices", cx_j, "docket",
			 docket_j);
}
