/* trades_json.c: the offers as JSON (R515), for /api/v1/trades and
 * /api/v1/trades/N (src/net/trades_web.c). All public: an offer is made
 * "by sending a public message" (R515 ¶2), and so are its acceptance and
 * retraction (R515 ¶3). */
#include "core/json_values.h"
#include "econ/trades/trades.h"

#include <stdlib.h>
#include <string.h>

static json_t *side_json(const nomic *n, const trade_side *s)
{
	json_t *a = json_array();
	for (int i = 0; i < s->n; i++) {
		const trade_item *it = &s->v[i];
		json_t *o = json_object();
		sbuf d = {0};
		trade_side_describe(n, &(trade_side){(trade_item *)it, 1}, &d);
		if (it->what == TI_ENTITY) {
			json_object_set_new(o, "entity", json_integer(it->id));
			json_object_set_new(o, "kind", json_string(it->kind->word));
		} else if (it->what == TI_KIND) {
			json_object_set_new(o, "kind", json_string(it->kind->word));
			json_object_set_new(o, "count", json_integer(it->count));
			if (it->corp) /* R1023 1: shares of one Corporation */
				json_object_set_new(o, "corporation",
						    entity_org_hooks && entity_org_hooks->name(n, it->corp)
						    ? json_string(entity_org_hooks->name(n, it->corp))
						    : json_null());
		} else {
			json_object_set_new(o, "currency",
					    json_string(n->currencies[it->cur]->name));
			json_object_set_new(o, "amount", json_integer(it->count));
		}
		json_object_set_new(o, "text", json_string(d.s));
		free(d.s);
		json_array_append_new(a, o);
	}
	return a;
}

static json_t *party_json(const nomic *n, ent_owner who)
{
	char b[32];
	return json_string(owner_name(n, who, b, sizeof b));
}

json_t *trade_json(const nomic *n, const trade_offer *o)
{
	json_t *to = json_array();
	for (int i = 0; i < o->nto; i++) {
		json_t *p = json_object();
		json_object_set_new(p, "party", party_json(n, o->to[i].who));
		json_object_set_new(p, "declined", json_boolean(o->to[i].declined));
		json_array_append_new(to, p);
	}
	json_t *j = json_object();
	json_object_set_new(j, "number", json_integer(o->number));
	json_object_set_new(j, "offerer", party_json(n, o->offerer));
	json_object_set_new(j, "to", to);
	json_object_set_new(j, "at_large", json_boolean(o->nto == 0));
	json_object_set_new(j, "one_sided", json_boolean(o->want.n == 0));
	json_object_set_new(j, "gives", side_json(n, &o->give));
	json_object_set_new(j, "requests", side_json(n, &o->want));
	json_object_set_new(j, "text", json_string(o->text));
	json_object_set_new(j, "state", json_string(trade_state_name(o->state)));
	json_object_set_new(j, "made", json_gtime(o->made));
	json_object_set_new(j, "made_event", json_integer((json_int_t)o->made_seq));
	/* standing: when it will expire; else when it ended. */
	json_object_set_new(j, o->state == TS_STANDING ? "expires" : "ended", json_gtime(o->ends));
	json_object_set_new(j, "accepter",
			    o->state == TS_ACCEPTED ? party_json(n, o->accepter) : json_null());
	json_object_set_new(j, "why", o->why ? json_string(o->why) : json_null());
	if (o->state == TS_STANDING)
		json_object_set_new(j, "lapses", json_string("if its offerer no longer owns what "
							      "it offers (R515 ¶3)"));
	return j;
}

json_t *trades_json(const nomic *n, const char *state, const char *party, const char **bad)
{
	int st = -1;
	ent_owner who = OWNER_NOBODY;
	*bad = NULL;
	if (state) {
		for (int s = TS_STANDING; s <= TS_LAPSED; s++)
			if (strcmp(state, trade_state_name(s)) == 0)
				st = s;
		if (st < 0) {
			*bad = "no such state of an offer";
			return NULL;
		}
	}
	if (party && trade_party_parse(n, party, &who)) {
		*bad = "no such party";
		return NULL;
	}
	json_t *a = json_array();
	const trades *s = trades_peek(n);
	for (int i = 0; s && i < s->n; i++) {
		const trade_offer *o = s->v[i];
		if (st >= 0 && (int)o->state != st)
			continue;
		if (party && !owner_eq(o->offerer, who) && trade_party_index(o, who) < 0 &&
		    !(o->state == TS_ACCEPTED && owner_eq(o->accepter, who)))
			continue;
		json_array_append_new(a, trade_json(n, o));
	}
	return a;
}
