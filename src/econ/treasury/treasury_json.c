/* treasury_json.c: the Treasury's JSON views: the ledger (R412 b, c: every
 * movement of A$ and of entities, with its reason, from the records
 * src/reports keeps), the Fortnightly Dividends (R508), the totals
 * (R506 ¶3), and the Trinkets with what R506 ¶7's forgery test reads.
 * Public, like the Financier's records. */
#include "core/json_values.h"
#include "econ/entities.h"
#include "econ/treasury/treasury.h"
#include "reports/reports.h"

#include <string.h>

/* R506 ¶7's facts of one Trinket: Natural and who Operated (¶5), and each
 * player who has owned it. */
static json_t *trinket_json(const nomic *n, const treasury *t, const entity *e)
{
	char who[128];
	json_t *natural = json_false(), *op = json_null(), *owned = json_array();
	for (int i = 0; t && i < t->nnatural; i++)
		if (t->natural[i]->entity == e->id) {
			json_decref(natural);
			natural = json_true();
			op = json_string(holder_name(n, t->natural[i]->operator_id));
		}
	for (int i = 0; t && i < t->nowned; i++)
		if (t->owned[i]->entity == e->id)
			json_array_append_new(owned,
					      json_string(holder_name(n, t->owned[i]->player)));
	return json_pack("{s:i, s:s, s:I, s:s, s:o, s:o, s:o}", "id", e->id, "name",
			 e->name ? e->name : "", "value", (json_int_t)e->value, "owner",
			 owner_name(n, e->owner, who, sizeof who), "natural", natural, "operator",
			 op, "owned_by", owned);
}

json_t *treasury_trinkets_json(const nomic *n)
{
	const treasury *t = n->treasury_state;
	const entity_kind *k = entity_kind_find("trinket");
	const entities *s = entities_peek(n);
	json_t *trinkets = json_array(), *names = json_array();
	for (int i = 0; s && k && i < s->n; i++)
		if (s->v[i]->kind == k)
			json_array_append_new(trinkets, trinket_json(n, t, s->v[i]));
	for (int i = 0; t && i < t->nnames; i++)
		json_array_append_new(names, json_pack("{s:s, s:s, s:I}", "player",
						       holder_name(n, t->names[i]->player), "name",
						       t->names[i]->name, "since_event",
						       (json_int_t)t->names[i]->seq));
	return json_pack("{s:o, s:o}", "trinkets", trinkets, "names", names);
}

json_t *treasury_ledger_json(const nomic *n, const char *player_name)
{
	const player *p = NULL;
	if (player_name && !(p = player_by_name(n, player_name)))
		return NULL;
	const currency *ad = currency_by_name(n, "A$");
	const reports *r = n->reports;
	json_t *a = json_array();
	for (int i = 0; r && i < r->nentries; i++) {
		const rpt_entry *e = r->entries[i];
		int mine = !p || e->holder[0] == p->id || e->holder[1] == p->id;
		int kind = e->kind == RPT_ENTITY ||
			   (e->kind == RPT_LEDGER && ad && e->currency == ad->id);
		if (!kind || !mine)
			continue;
		json_array_append_new(a, json_pack("{s:o, s:I, s:s, s:s, s:s}", "time",
						   json_gtime(e->time), "event", (json_int_t)e->seq,
						   "kind", e->kind == RPT_ENTITY ? "entity" : "A$",
						   "what", e->what, "why", e->why));
	}
	return a;
}

json_t *treasury_dividends_json(const nomic *n, gtime now)
{
	const treasury *t = n->treasury_state;
	json_t *lines = json_array();
	for (int i = 0; t && i < t->nlines; i++) {
		const dividend_line *l = t->lines[i];
		json_array_append_new(lines, json_pack("{s:s, s:I, s:I, s:I}", "player",
						       holder_name(n, l->player), "score_change",
						       (json_int_t)l->change, "amount",
						       (json_int_t)l->amount, "paid",
						       (json_int_t)l->done));
	}
	json_t *next = json_null();
	for (int i = 0; t && t->dl && i < n->ndeadlines; i++)
		if (n->heap[i].id == t->dl)
			next = json_gtime(n->heap[i].due);
	int64_t all, trinkets;
	treasury_totals(n, &all, &trinkets);
	const currency *ad = currency_by_name(n, "A$");
	return json_pack("{s:o, s:o, s:o, s:o, s:o, s:I, s:I, s:I, s:b}", "last",
			 t && t->last ? json_gtime(t->last) : json_null(), "from",
			 t && t->last ? json_gtime(t->last_from) : json_null(), "lines", lines,
			 "next", next, "next_monday", json_gtime(dividends_next(n, now)),
			 "treasury", (json_int_t)(ad ? balance(n, 0, ad->id) : 0), "adollars",
			 (json_int_t)all, "trinkets", (json_int_t)trinkets, "bankrupt_rules",
			 treasury_rules_on(n));
}
