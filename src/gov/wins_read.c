/* wins_read.c: reading the Winning Conditions (Ackanomic R600): each with
 * its owner, creator, state and the CFJ it is attached to; the
 * Scorekeeper's announcements of wins by points (R603 ¶4); the cycle's
 * winners; the holder of "Sage o' Doe Gas" (R605 (2)). As the `wins`
 * command and as JSON for GET /api/v1/wins (src/net/gov_web.c). All of it
 * is public: claims, announcements and wins are public acts. */
#include "core/command.h"
#include "gov/gov.h"

#include <stdio.h>

static const char *announcement_state(int s)
{
	return s == ANN_OPEN ? "open" : s == ANN_WON ? "won" : "objected";
}

static void nl(ctx *c)
{
	if (c->out.len)
		ctx_reply(c, "\n");
}

int gov_cmd_wins(ctx *c, int argc, char **argv)
{
	const gov *g = c->n->gov;
	char when[32], until[32];
	for (int i = 0; g && i < g->nwins; i++) {
		const win_condition *w = g->wins[i];
		format_time(w->when, when, sizeof when);
		nl(c);
		ctx_reply(c, "%s: a Winning Condition by Rule %s, %s", holder_name(c->n, wc_owner(c->n, w)),
			  w->creator, wc_state_name(wc_state(c->n, w)));
		if (w->cfj)
			ctx_reply(c, " by CFJ %d", w->cfj);
		ctx_reply(c, ", since %s", when);
		if (w->note)
			ctx_reply(c, "\n  %s", w->note);
	}
	if (!c->out.len)
		ctx_reply(c, "no Winning Conditions");
	for (int i = 0; g && i < g->nannouncements; i++) {
		const win_announcement *a = g->announcements[i];
		format_time(a->when, when, sizeof when);
		ctx_reply(c, "\nannouncement %d (R603): %s by %s at %s, ", a->number,
			  holder_name(c->n, a->player), a->by ? holder_name(c->n, a->by) : "the admin",
			  when);
		if (a->state == ANN_OPEN) {
			const deadline *d = deadline_by_id(c->n, a->deadline);
			format_time(d ? d->due : 0, until, sizeof until);
			ctx_reply(c, "open to objection until %s", until);
		} else if (a->state == ANN_OBJECTED) {
			format_time(a->objected, until, sizeof until);
			ctx_reply(c, "objected to by %s at %s", holder_name(c->n, a->objector), until);
		} else {
			ctx_reply(c, "unobjected: %s won", holder_name(c->n, a->player));
		}
	}
	for (int i = 0; g && i < g->ncycle_wins; i++) {
		const cycle_win *w = g->cycle_wins[i];
		format_time(w->when, when, sizeof when);
		ctx_reply(c, "\nwon the cycle: %s by Rule %s (%s) at %s", holder_name(c->n, w->player),
			  w->rule, w->how, when);
	}
	if (g && g->sage)
		ctx_reply(c, "\nSage o' Doe Gas (R605): %s", holder_name(c->n, g->sage));
	return 0;
}

json_t *gov_wins_json(const nomic *n)
{
	const gov *g = n->gov;
	char when[32];
	json_t *conds = json_array(), *anns = json_array(), *winners = json_array();
	for (int i = 0; g && i < g->nwins; i++) {
		const win_condition *w = g->wins[i];
		format_time(w->when, when, sizeof when);
		json_t *o = json_pack("{s:s, s:s, s:s, s:s}", "owner", holder_name(n, wc_owner(n, w)),
				      "creator", w->creator, "state", wc_state_name(wc_state(n, w)),
				      "since", when);
		if (w->ent) /* the entity it is (R600 ¶2; /api/v1/entities) */
			json_object_set_new(o, "entity", json_integer(w->ent));
		if (w->cfj)
			json_object_set_new(o, "cfj", json_integer(w->cfj));
		if (w->note)
			json_object_set_new(o, "note", json_string(w->note));
		json_array_append_new(conds, o);
	}
	for (int i = 0; g && i < g->nannouncements; i++) {
		const win_announcement *a = g->announcements[i];
		format_time(a->when, when, sizeof when);
		json_t *o = json_pack("{s:i, s:s, s:s, s:s}", "number", a->number, "player",
				      holder_name(n, a->player), "when", when, "state",
				      announcement_state(a->state));
		json_object_set_new(o, "by", a->by ? json_string(holder_name(n, a->by)) : json_null());
		const deadline *d = a->state == ANN_OPEN ? deadline_by_id(n, a->deadline) : NULL;
		if (d) {
			format_time(d->due, when, sizeof when);
			json_object_set_new(o, "until", json_string(when));
		}
		if (a->objector) {
			format_time(a->objected, when, sizeof when);
			json_object_set_new(o, "objector", json_string(holder_name(n, a->objector)));
			json_object_set_new(o, "objected", json_string(when));
		}
		json_array_append_new(anns, o);
	}
	for (int i = 0; g && i < g->ncycle_wins; i++) {
		const cycle_win *w = g->cycle_wins[i];
		format_time(w->when, when, sizeof when);
		json_array_append_new(winners,
				      json_pack("{s:s, s:s, s:s, s:s}", "player",
						holder_name(n, w->player), "rule", w->rule, "how",
						w->how, "when", when));
	}
	json_t *j = json_pack("{s:o, s:o, s:o}", "conditions", conds, "announcements", anns,
			      "winners", winners);
	json_object_set_new(j, "sage", g && g->sage ? json_string(holder_name(n, g->sage))
						     : json_null());
	return j;
}
