/* treasury_cmd.c: the Treasury's views (Ackanomic R505, R506 ¶3 the A$ and
 * the Trinkets' values, 100,000 together), the Fortnightly Dividends' last
 * and next (R508), and the Financier's ledger (R412 b, c: every movement
 * of A$ and every entity's creation, transfer and destruction, with its
 * reason, "available to any Player upon request"), read from the records
 * src/reports keeps. */
#include "econ/treasury/treasury.h"
#include "reports/reports.h"

#include <stdlib.h>

/* R506 ¶3: "The total number of A$ shall always be 100,000 less the
 * combined value of all extant Trinkets". */
static int cmd_treasury(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const currency *ad = currency_by_name(c->n, "A$");
	if (!ad)
		return ctx_fail(c, "this nomic has no A$ (R506)");
	int64_t all, trinkets;
	treasury_totals(c->n, &all, &trinkets);
	ctx_reply(c, "the Treasury holds A$%lld (R505 I)", (long long)balance(c->n, 0, ad->id));
	ctx_reply(c, "\nA$ held in all: %lld; Trinkets' values: %lld; together %lld (R506 ¶3)",
		  (long long)all, (long long)trinkets, (long long)(all + trinkets));
	ctx_reply(c, "\na short Treasury: %s (R505 II, treasury.bankrupt)",
		  treasury_rules_on(c->n) ? "On Ice players give 10%, then shares in proportion"
					  : "each obligation paid as far as it has A$");
	return 0;
}

int dividends_cmd_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const treasury *t = c->n->treasury_state;
	char when[32], from[32];
	if (t && t->last) {
		format_time(t->last, when, sizeof when);
		format_time(t->last_from, from, sizeof from);
		ctx_reply(c, "last dividends: %s, for %s to then (R508)", when, from);
		for (int i = 0; i < t->nlines; i++) {
			const dividend_line *l = t->lines[i];
			ctx_reply(c, "\n  %s: score %+lld, A$%+lld", holder_name(c->n, l->player),
				  (long long)l->change, (long long)l->done);
		}
		if (!t->nlines)
			ctx_reply(c, "\n  no score changed");
	} else {
		ctx_reply(c, "no dividends paid yet (R508)");
	}
	const deadline *d = NULL;
	for (int i = 0; t && t->dl && i < c->n->ndeadlines; i++)
		if (c->n->heap[i].id == t->dl)
			d = &c->n->heap[i];
	if (d) {
		format_time(d->due, when, sizeof when);
		ctx_reply(c, "\nnext: %s", when);
	} else {
		format_time(dividends_next(c->n, c->now), when, sizeof when);
		ctx_reply(c, "\nnext: none set (%s once a score changes%s)", when,
			  param_int(c->n, "dividends.auto") ? "" : ", if dividends.auto is 1");
	}
	return 0;
}

/* R412 b, c: the records of A$ (RPT_LEDGER of A$) and of entities
 * (RPT_ENTITY), each with its reason; of one player, or all. */
static int cmd_ledger(ctx *c, int argc, char **argv)
{
	const player *p = NULL;
	if (argc == 1 && !(p = player_by_name(c->n, argv[0])))
		return ctx_fail(c, "no player named '%s'", argv[0]);
	const currency *ad = currency_by_name(c->n, "A$");
	const reports *r = c->n->reports;
	int count = 0;
	for (int i = 0; r && i < r->nentries; i++) {
		const rpt_entry *e = r->entries[i];
		int mine = !p || e->holder[0] == p->id || e->holder[1] == p->id;
		int kind = e->kind == RPT_ENTITY ||
			   (e->kind == RPT_LEDGER && ad && e->currency == ad->id);
		if (!kind || !mine)
			continue;
		char when[32];
		format_time(e->time, when, sizeof when);
		ctx_reply(c, "%s%s %s -- %s", count ? "\n" : "", when, e->what, e->why);
		count++;
	}
	if (!count)
		ctx_reply(c, "no movements of A$ or entities%s%s (R412 b)", p ? " for " : "",
			  p ? p->name : "");
	return 0;
}

const command treasury_commands[] = {
	{"treasury", 0, 0, P_ANYONE, NULL, CMD_READONLY, cmd_treasury, NULL, "treasury",
	 "the Treasury's A$, all A$ and the Trinkets' values (100,000 together)", "R506"},
	{"dividends", 0, 0, P_ANYONE, NULL, CMD_READONLY, dividends_cmd_show, NULL, "dividends",
	 "the last Fortnightly Dividends and when the next are due", "R508"},
	{"ledger", 0, 1, P_ANYONE, NULL, CMD_READONLY, cmd_ledger, NULL, "ledger [PLAYER]",
	 "the Financier's records: every movement of A$ and of entities, with its reason",
	 "R412"},
	{"forgery", 1, 1, P_ACTIVE, NULL, 0, forgery_cmd, NULL, "forgery TRINKET",
	 "point out publicly that a Natural Trinket is a forgery: it goes to the player it names, "
	 "or to the Treasury", "R506 ¶7"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
