/* entities_json.c: the entities as JSON (GET /api/v1/entities,
 * /api/v1/entities/ID, /api/v1/players/NAME/holdings; src/net/econ_web.c).
 * Public: R412 a has the Financier record "who owns each ownable entity",
 * and R500-R506 hide nothing of an entity. */
#include "econ/entities.h"
#include "econ/treasury/treasury.h"

/* A switch with no default: a new owner kind fails to build (-Wswitch) until
 * it is named here (an array indexed by the kind read past its end when
 * OWN_TREASURE came). */
static const char *owner_kind_word(enum owner_kind k)
{
	switch (k) {
	case OWN_NOBODY:
		return "nobody";
	case OWN_TREASURY:
		return "treasury";
	case OWN_PLAYER:
		return "player";
	case OWN_ORG:
		return "organisation";
	case OWN_TREASURE:
		return "treasure";
	case OWN_CUSTOMS:
		return "customs";
	case OWN_EXPORTED:
		return "exported";
	}
	return "unknown";
}

json_t *entity_json(const nomic *n, const entity *e)
{
	char b[32], t[40];
	format_time(e->created, t, sizeof t);
	json_t *sw = json_object();
	for (int i = 0; i < e->nsw; i++)
		json_object_set_new(sw, e->kind->switches[i].name,
				    json_string(e->kind->switches[i].values[e->sw[i]]));
	json_t *o = json_pack("{s:i, s:s, s:s, s:o, s:s, s:s, s:o, s:s, s:I, s:s}", "id", e->id,
			      "kind", e->kind->word, "kind_name", e->kind->name, "name",
			      e->name ? json_string(e->name) : json_null(), "owner",
			      owner_name(n, e->owner, b, sizeof b), "owner_kind",
			      owner_kind_word(e->owner.kind), "switches", sw, "created", t,
			      "created_event", (json_int_t)e->created_seq, "origin", e->origin);
	if (e->value)
		json_object_set_new(o, "value", json_integer(e->value));
	if (e->description)
		json_object_set_new(o, "description", json_string(e->description));
	return o;
}

json_t *entities_json(const nomic *n, const entity_kind *k, const ent_owner *o)
{
	const entities *s = entities_peek(n);
	json_t *a = json_array();
	for (int i = 0; s && i < s->n; i++)
		if ((!k || s->v[i]->kind == k) && (!o || owner_eq(s->v[i]->owner, *o)))
			json_array_append_new(a, entity_json(n, s->v[i]));
	return a;
}

json_t *entity_holdings_json(const nomic *n, const char *player_name)
{
	const player *p = player_by_name(n, player_name);
	if (!p)
		return NULL;
	json_t *cur = json_object();
	for (int i = 0; i < n->ncurrencies; i++) {
		int64_t v = balance(n, p->id, n->currencies[i]->id);
		if (v)
			json_object_set_new(cur, n->currencies[i]->name, json_integer(v));
	}
	ent_owner o = OWNER_PLAYER(p->id);
	return json_pack("{s:s, s:o, s:o, s:I}", "player", p->name, "currencies", cur, "entities",
			 entities_json(n, NULL, &o), "total_wealth",
			 (json_int_t)treasury_wealth(n, p->id, o));
}

json_t *entity_kinds_json(void)
{
	json_t *a = json_array();
	for (int i = 0; i < entity_kind_count(); i++) {
		const entity_kind *k = entity_kind_at(i);
		json_t *sw = json_array();
		for (const entity_switch *w = k->switches; w && w->name; w++) {
			json_t *vals = json_array();
			for (int v = 0; w->values[v]; v++)
				json_array_append_new(vals, json_string(w->values[v]));
			json_array_append_new(sw, json_pack("{s:s, s:o, s:s, s:s}", "name", w->name,
							    "values", vals, "default",
							    w->values[w->dflt], "rule", w->rule));
		}
		json_array_append_new(
			a, json_pack("{s:s, s:s, s:s, s:s, s:b, s:b, s:b, s:b, s:b, s:b, s:b, s:o}", "word",
				     k->word,
				     "name", k->name, "plural", k->plural, "rule", k->rule, "ownable",
				     !!(k->flags & EK_OWNABLE), "tradeable", !!(k->flags & EK_TRADEABLE),
				     "giftable", !!(k->flags & EK_GIFTABLE), "unique",
				     !!(k->flags & EK_UNIQUE), "named", !!(k->flags & EK_NAMED),
				     "never_in_treasury", !!(k->flags & EK_NOTREASURY),
				     "lasting", !!(k->flags & EK_LASTING), "switches", sw));
		/* R412: Arcadia's Land Units are not the Financier's. */
		json_object_set_new(json_array_get(a, json_array_size(a) - 1), "financier_records",
				    json_boolean(!(k->flags & EK_NORECORD)));
	}
	return a;
}
