/* treasury_json.c: the Treasury's JSON views: the ledger (R412 b, c: every
 * movement of A$ and of entities, with its reason, from the records
 * src/reports keeps), the Fortnightly Dividends (R508) and the totals
 * (R506 ¶3). Public, like the Financier's records. */
#include "core/json_values.h"
#include "econ/treasury/treasury.h"
#include "reports/reports.h"

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
