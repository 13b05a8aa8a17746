/* agenda_view.c: the agenda as each viewer may see it (agenda_json, for
 * GET /api/v1/agenda) and the text views `agenda` and `hats`, which are
 * drawn from that JSON, so that what is hidden is decided in one place
 * (agenda_may_see, agenda_state.c): a submission before its release, a
 * bid before the award, a hidden hat's condition, weight and Silliness. */
#include "econ/entities.h"
#include "gov/agenda/agenda.h"
#include "gov/cycle/cycle.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const phase_names[] = {"none", "submissions", "bidding", "choice"};

static json_t *name_or_null(const nomic *n, int pid)
{
	return pid ? json_string(holder_name(n, pid)) : json_null();
}

static json_t *time_json(gtime t)
{
	char when[40];
	format_time(t, when, sizeof when);
	return json_string(when);
}

/* Whether the bids on conditions of round r are still sealed. */
static int sealed(const agenda_state *s, int r)
{
	return r == s->round && (s->phase == AG_SUBMIT || s->phase == AG_BIDDING);
}

static json_t *hat_json(const nomic *n, const vis_viewer *v, const agenda_item *it)
{
	const entity *e = entity_by_id(n, it->ent);
	const agenda_cond *k = agenda_cond_by_num(n, it->cond);
	int owner = agenda_owner_of(n, it->ent), vis = agenda_hat_visible(n, it->ent);
	json_t *h = json_pack("{s:i, s:o, s:b, s:b, s:b}", "id", it->ent, "owner",
			      it->hatters ? json_string("the Mad Hatters") : name_or_null(n, owner),
			      "visible", vis, "worn", agenda_hat_worn(n, it->ent), "hatters",
			      it->hatters);
	(void)e;
	/* R671: a hidden hat's condition is its owner's (and the Illuminatus's,
	 * who dealt it) */
	if (vis || agenda_may_see(n, v, AS_HAT, owner)) {
		json_object_set_new(h, "condition", json_integer(it->cond));
		json_object_set_new(h, "text", json_string(k ? agenda_cond_text(k) : "?"));
		json_object_set_new(h, "weight", json_integer(it->weight));
		json_object_set_new(h, "silly", json_boolean(k && k->silly));
		json_object_set_new(h, "true", json_boolean(k && k->truth == 1));
	}
	return h;
}

json_t *agenda_json(const nomic *n, const vis_viewer *v)
{
	const agenda_state *s = n->agenda;
	int phase = s ? s->phase : AG_NONE;
	int duty = !s || !s->round || s->called_cycle != cycle_number(n);
	json_t *out = json_pack("{s:s, s:i, s:o, s:o, s:o, s:b}", "phase", phase_names[phase],
				"round", s ? s->round : 0, "illuminatus",
				name_or_null(n, agenda_illuminatus(n)), "ends",
				s && phase != AG_NONE ? time_json(s->ends) : json_null(),
				"called", s && s->round ? time_json(s->called) : json_null(),
				"duty", duty && phase == AG_NONE);
	json_t *subs = json_array(), *conds = json_array(), *bids = json_array();
	json_t *hats = json_array(), *eggs = json_array();
	for (int i = 0; s && i < s->nconds; i++) {
		const agenda_cond *k = s->conds[i];
		if (!k->num) { /* R431: sent to the Illuminatus until released */
			if (agenda_may_see(n, v, AS_SUBMISSION, k->author))
				json_array_append_new(subs, json_pack("{s:s, s:s}", "author",
								      holder_name(n, k->author),
								      "text", k->text));
			continue;
		}
		json_t *j = json_pack("{s:i, s:i, s:s, s:s, s:s*, s:s*, s:o}", "number", k->num,
				      "round", k->round, "author", holder_name(n, k->author), "text",
				      k->text, "silly", k->silly, "reading", k->reading, "truth",
				      k->truth ? json_boolean(k->truth > 0) : json_null());
		if (k->eggplant)
			json_object_set_new(j, "weight", json_integer(k->weight));
		json_array_append_new(conds, j);
	}
	for (int i = 0; s && i < s->nbids; i++) {
		const agenda_bid *b = s->bids[i];
		const agenda_cond *k = agenda_cond_by_num(n, b->cond);
		if (k && sealed(s, k->round) && !agenda_may_see(n, v, AS_BID, b->bidder))
			continue;
		json_array_append_new(bids, json_pack("{s:i, s:s, s:I}", "condition", b->cond,
						      "bidder", holder_name(n, b->bidder), "weight",
						      (json_int_t)b->weight));
	}
	for (int i = 0; s && i < s->nitems; i++) {
		const agenda_item *it = s->items[i];
		if (!entity_by_id(n, it->ent))
			continue;
		if (it->hat) {
			json_array_append_new(hats, hat_json(n, v, it));
			continue;
		}
		const agenda_cond *k = agenda_cond_by_num(n, it->cond);
		/* R431 g: an eggplant's owner and condition are public */
		json_array_append_new(eggs, json_pack("{s:i, s:o, s:i, s:s}", "id", it->ent, "owner",
						      name_or_null(n, agenda_owner_of(n, it->ent)),
						      "condition", it->cond, "text",
						      k ? agenda_cond_text(k) : "?"));
	}
	json_object_set_new(out, "submissions", subs);
	json_object_set_new(out, "conditions", conds);
	json_object_set_new(out, "bids", bids);
	json_object_set_new(out, "eggplants", eggs);
	json_object_set_new(out, "hats", hats);
	json_object_set_new(out, "agent_of_kaos", name_or_null(n, s ? s->agent : 0));
	json_object_set_new(out, "bid_min", json_integer(agenda_bid_min(n)));
	json_object_set_new(out, "bid_max", json_integer(agenda_bid_max(n)));
	return out;
}

static const char *str(const json_t *o, const char *key)
{
	const char *v = json_string_value(json_object_get(o, key));
	return v ? v : "";
}

static void hat_line(ctx *c, const json_t *h)
{
	ctx_reply(c, "\n  Agenda Hat #%lld, %s: %s%s",
		  (long long)json_integer_value(json_object_get(h, "id")),
		  json_is_string(json_object_get(h, "owner")) ? str(h, "owner") : "nobody",
		  json_is_true(json_object_get(h, "visible")) ? "visible" : "hidden",
		  json_is_true(json_object_get(h, "worn")) ? ", worn" : "");
	if (json_object_get(h, "condition"))
		ctx_reply(c, "; condition %lld, \"%s\", weight %lld%s%s",
			  (long long)json_integer_value(json_object_get(h, "condition")),
			  str(h, "text"), (long long)json_integer_value(json_object_get(h, "weight")),
			  json_is_true(json_object_get(h, "silly")) ? ", Silly" : "",
			  json_is_true(json_object_get(h, "true")) ? ", found true" : "");
}

int agenda_cmd_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	vis_viewer v = vis_viewer_ctx(c);
	json_t *j = agenda_json(c->n, &v);
	const char *phase = str(j, "phase");
	const char *ill = json_is_string(json_object_get(j, "illuminatus")) ? str(j, "illuminatus")
									      : "vacant";
	if (strcmp(phase, "none") == 0)
		ctx_reply(c, "Agenda (R431): no call under way; the Illuminatus: %s%s", ill,
			  json_is_true(json_object_get(j, "duty"))
				  ? "; no call yet this cycle: the Illuminatus has the Duty to call"
				  : "");
	else
		ctx_reply(c, "Agenda (R431): round %lld, %s until %s; the Illuminatus: %s",
			  (long long)json_integer_value(json_object_get(j, "round")),
			  strcmp(phase, "submissions") == 0 ? "submissions open"
			  : strcmp(phase, "bidding") == 0   ? "Weight bids open"
							    : "Silly conditions may be chosen",
			  str(j, "ends"), ill);
	if (strcmp(phase, "bidding") == 0)
		ctx_reply(c, "\nWeight bids: %lld to %lld; one not sent is %lld",
			  (long long)json_integer_value(json_object_get(j, "bid_min")),
			  (long long)json_integer_value(json_object_get(j, "bid_max")),
			  (long long)json_integer_value(json_object_get(j, "bid_max")));
	size_t i;
	json_t *x;
	json_array_foreach(json_object_get(j, "submissions"), i, x)
		ctx_reply(c, "\nsubmitted by %s, not yet released: \"%s\"", str(x, "author"),
			  str(x, "text"));
	json_array_foreach(json_object_get(j, "conditions"), i, x) {
		ctx_reply(c, "\ncondition %lld (round %lld), by %s: \"%s\"",
			  (long long)json_integer_value(json_object_get(x, "number")),
			  (long long)json_integer_value(json_object_get(x, "round")), str(x, "author"),
			  str(x, "text"));
		if (json_is_string(json_object_get(x, "silly")))
			ctx_reply(c, "; Silly (R431 d %s): \"%s\"", str(x, "reading"), str(x, "silly"));
		if (json_object_get(x, "weight"))
			ctx_reply(c, "; hat weight %lld",
				  (long long)json_integer_value(json_object_get(x, "weight")));
		if (json_is_boolean(json_object_get(x, "truth")))
			ctx_reply(c, "; found %s", json_is_true(json_object_get(x, "truth")) ? "true"
											     : "false");
	}
	json_array_foreach(json_object_get(j, "bids"), i, x)
		ctx_reply(c, "\nbid: %s, %lld on condition %lld", str(x, "bidder"),
			  (long long)json_integer_value(json_object_get(x, "weight")),
			  (long long)json_integer_value(json_object_get(x, "condition")));
	json_array_foreach(json_object_get(j, "eggplants"), i, x)
		ctx_reply(c, "\nNemesis Eggplant #%lld, %s: condition %lld, \"%s\"",
			  (long long)json_integer_value(json_object_get(x, "id")),
			  json_is_string(json_object_get(x, "owner")) ? str(x, "owner") : "nobody",
			  (long long)json_integer_value(json_object_get(x, "condition")),
			  str(x, "text"));
	size_t nh = json_array_size(json_object_get(j, "hats"));
	if (nh)
		ctx_reply(c, "\n%zu Agenda Hat%s (see `hats`)", nh, nh == 1 ? "" : "s");
	if (json_is_string(json_object_get(j, "agent_of_kaos")))
		ctx_reply(c, "\nthe Agent of KAOS: %s (R607 a)", str(j, "agent_of_kaos"));
	json_decref(j);
	return 0;
}

int agenda_cmd_hats(ctx *c, int argc, char **argv)
{
	const player *p = NULL;
	if (argc > 0 && !(p = player_by_name(c->n, argv[0])))
		return ctx_fail(c, "no player named '%s'", argv[0]);
	vis_viewer v = vis_viewer_ctx(c);
	json_t *j = agenda_json(c->n, &v);
	size_t i, k = 0;
	json_t *h;
	ctx_reply(c, "Agenda Hats%s%s (R671):", p ? " of " : "", p ? p->name : "");
	json_array_foreach(json_object_get(j, "hats"), i, h) {
		if (p && strcmp(str(h, "owner"), p->name) != 0)
			continue;
		hat_line(c, h);
		k++;
	}
	if (!k)
		ctx_reply(c, " none");
	json_decref(j);
	return 0;
}
