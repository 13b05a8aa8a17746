/* treasury.c: the Treasury's obligations (Ackanomic R505 II Bankrupt
 * Treasury) and total wealth (R506 ¶3, ¶4). treasury.h says who pays
 * through it; docs/RULINGS.md "Economy: the Treasury" the readings. */
#include "econ/entities.h"
#include "econ/treasury/treasury.h"

#include <stdlib.h>

int treasury_rules_on(const nomic *n)
{
	return param_int(n, "treasury.bankrupt") != 0;
}

static const currency *adollars(const nomic *n)
{
	return currency_by_name(n, "A$");
}

/* R250 VI d: On Ice never gains; R250 VII: a Non-Player holds nothing. */
static int may_gain(const nomic *n, int id)
{
	const player *p = player_by_id(n, id);
	return p && p->state != PS_ONICE && p->state != PS_NONPLAYER;
}

/* R505 II a-c: while the Treasury is short of need and an On Ice player
 * owns A$, each On Ice player gives 10% of eir A$, rounded up. Says once
 * what each gave in all, and in how many rounds. */
static int on_ice_give(ctx *c, const currency *ad, int64_t need)
{
	int64_t pct = param_int(c->n, "treasury.onice_share");
	int64_t *gave = xcalloc((size_t)c->n->nplayers + 1, sizeof *gave);
	int rounds = 0, rc = 0;
	while (rc == 0 && balance(c->n, 0, ad->id) < need) {
		int any = 0;
		for (int i = 0; rc == 0 && i < c->n->nplayers; i++) {
			const player *p = c->n->players[i];
			int64_t have = balance(c->n, p->id, ad->id);
			if (p->state != PS_ONICE || have <= 0)
				continue;
			int64_t part = (have * pct + 99) / 100; /* b: "round up" */
			rc = ledger_move(c, p->id, 0, ad, part);
			gave[i] += part;
			any = 1;
		}
		if (!any)
			break; /* a: no On Ice player owns A$: to e */
		rounds++;
	}
	sbuf who = {0};
	for (int i = 0; i < c->n->nplayers; i++)
		if (gave[i])
			sbuf_printf(&who, "%s%s A$%lld", who.len ? ", " : "", c->n->players[i]->name,
				    (long long)gave[i]);
	if (rc == 0 && rounds)
		ctx_say(c, "the Treasury is short: On Ice players give %lld%% of their A$, %d "
			"time%s: %s (R505 II b, c)", (long long)pct, rounds, rounds == 1 ? "" : "s",
			who.s);
	free(who.s);
	free(gave);
	return rc;
}

int treasury_pay(ctx *c, treasury_due *dues, int n, const char *why)
{
	const currency *ad = adollars(c->n);
	int64_t need = 0;
	for (int i = 0; i < n; i++) {
		dues[i].paid = 0;
		if (dues[i].amount > 0 && may_gain(c->n, dues[i].to))
			need += dues[i].amount;
	}
	if (!ad || need == 0)
		return 0;
	const char *had = c->why;
	c->why = "R505 II b: the Treasury is short";
	int rc = on_ice_give(c, ad, need);
	c->why = why;
	int64_t have = balance(c->n, 0, ad->id);
	if (rc == 0 && have < need)
		ctx_say(c, "the Treasury has A$%lld of the A$%lld required: each is paid in "
			"proportion (R505 II e)", (long long)have, (long long)need);
	for (int i = 0; rc == 0 && i < n; i++) {
		treasury_due *d = &dues[i];
		if (d->amount <= 0 || !may_gain(c->n, d->to))
			continue;
		/* e: "in proportion to the number of A$ required", rounded down
		 * (A$ are whole); what the rounding leaves stays in the
		 * Treasury (RULINGS). */
		int64_t pay = d->amount;
		if (have < need) {
			__extension__ __int128 share = (__int128)have * d->amount / need;
			pay = (int64_t)share;
		}
		if (pay > 0 && ledger_move(c, 0, d->to, ad, pay))
			rc = -1;
		else
			d->paid = pay;
	}
	c->why = had;
	return rc;
}

int treasury_pay_one(ctx *c, int to, int64_t amount, const char *why, int64_t *paid)
{
	if (!treasury_rules_on(c->n))
		return 0;
	treasury_due d = {to, amount, 0};
	if (treasury_pay(c, &d, 1, why))
		return -1;
	*paid = d.paid;
	return 1;
}

int64_t treasury_wealth(const nomic *n, int holder, ent_owner who)
{
	const currency *ad = adollars(n);
	int64_t w = ad ? balance(n, holder, ad->id) : 0;
	const entities *s = entities_peek(n);
	for (int i = 0; s && i < s->n; i++)
		if (owner_eq(s->v[i]->owner, who))
			w += s->v[i]->value;
	return w;
}

void treasury_totals(const nomic *n, int64_t *adollars_out, int64_t *trinkets)
{
	const currency *ad = adollars(n);
	*adollars_out = 0;
	*trinkets = 0;
	for (int h = 0; ad && h <= n->nplayers; h++)
		*adollars_out += balance(n, h, ad->id);
	/* Organisations' A$ (core's ledger accounts, src/society/orgs). */
	for (int k = 0; ad && k < n->naccounts; k++)
		*adollars_out += balance(n, n->accounts[k]->id, ad->id);
	const entities *s = entities_peek(n);
	for (int i = 0; s && i < s->n; i++)
		*trinkets += s->v[i]->value;
}
