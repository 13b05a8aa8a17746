/* otzma_share.c: the Otzma Cards Share my Expenses (Ackanomic R1240.6) and
 * Share your income (R1240.7), on the Valid Sums of otzma_valid.c; and the
 * dispatch of the types built outside otzma_use.c and otzma_play.c (this
 * file and otzma_explore.c: their use, effect and Counter-Action).
 *
 * Share my Expenses: `otzma use CARD PLAYER AMOUNT SUM`, SUM the Valid Sum
 * the player is about to pay, AMOUNT at most half of it. When e next pays
 * a Valid Sum of at least twice AMOUNT within three days, and the card has
 * not been Countered, PLAYER pays em AMOUNT: The Transfer (checked after
 * every command, on the ledger's new entries). Counter-Action: e pays
 * PLAYER AMOUNT plus 10 percent if The Transfer occurred, else 10 percent,
 * and The Transfer never occurs.
 *
 * Share your income: `otzma use CARD PLAYER AMOUNT`, AMOUNT at most half of
 * a Valid Sum PLAYER received in the preceding three days; PLAYER pays it
 * at once, and the card is played on the earliest such sum at least twice
 * AMOUNT, which then ceases to be Valid. Counter-Action: the card's player
 * pays PLAYER AMOUNT plus 10 percent, rounded down.
 *
 * A payment goes as far as the payer's A$ (R1240.6, R1240.7 do not say
 * what happens to one who cannot pay; docs/RULINGS.md); nothing is gained
 * by a player On Ice (R250 VI d). */
#include "society/otzma/otzma.h"

#include "core/ctx.h"
#include "core/undo.h"
#include "reports/reports.h"

#include <stdio.h>
#include <string.h>

static int is(const otzma_type *t, const char *word)
{
	return t && strcmp(t->word, word) == 0;
}

int otzma_more_type(const otzma_type *t)
{
	return is(t, "share-my-expenses") || is(t, "share-your-income") ||
	       is(t, "arctic-explorer") || is(t, "swinging-sale");
}

int64_t otzma_pay_upto(ctx *c, int from, int to, int64_t amount, const char *why)
{
	const currency *ad = currency_by_name(c->n, "A$");
	const player *f = player_by_id(c->n, from), *t = player_by_id(c->n, to);
	if (!ad || !f || !t || amount <= 0)
		return 0;
	if (t->state == PS_ONICE || t->state == PS_NONPLAYER) {
		ctx_say(c, "%s is %s and gains nothing (R250 VI d): no A$ move", t->name,
			t->state == PS_ONICE ? "On Ice" : "not a player");
		return 0;
	}
	int64_t have = balance(c->n, from, ad->id);
	int64_t paid = have < amount ? have : amount;
	if (paid <= 0)
		return 0;
	const char *had = c->why;
	c->why = why; /* the ledger's reason: cites R1240.x (otzma_valid.c) */
	int rc = ledger_move(c, from, to, ad, paid);
	c->why = had;
	return rc ? -1 : paid;
}

/* The player named: another player, not a Non-Player. */
static const player *other_player(ctx *c, const char *name, const char *rule)
{
	const player *p = name ? player_by_name(c->n, name) : NULL;
	if (!p || p->state == PS_NONPLAYER) {
		ctx_fail(c, "'%s' is not a player (%s)", name ? name : "", rule);
		return NULL;
	}
	if (p->id == c->actor->id) {
		ctx_fail(c, "name another player, not yourself (%s)", rule);
		return NULL;
	}
	return p;
}

static int positive(ctx *c, const char *word, int64_t *v, const char *what, const char *rule)
{
	if (!word || parse_int64(word, v) || *v <= 0)
		return ctx_fail(c, "%s must be a positive integral amount of A$ (%s)", what, rule);
	return 0;
}

/* R1240.7 ¶1: the earliest Valid Sum pid received in the preceding three
 * days at least `least` A$, not yet played upon: its entry, or -1. */
static int income_sum(const nomic *n, gtime now, int pid, int64_t least, int64_t *got)
{
	gtime from = now - param_int(n, "otzma.income.window");
	const otzma *z = n->otzma;
	for (int i = 0; i < otzma_ledger_count(n); i++) {
		const rpt_entry *e = otzma_ledger_at(n, i);
		int64_t a;
		if (e->time <= from || otzma_valid_class(n, e, pid, 0, &a) != OVS_VALID || a < least)
			continue;
		int played = 0;
		for (int k = 0; z && !played && k < z->nplays; k++)
			played = is(z->plays[k]->type, "share-your-income") &&
				 z->plays[k]->mark == i + 1;
		if (!played) {
			*got = a;
			return i;
		}
	}
	return -1;
}

static int share_check(ctx *c, const otzma_type *t, int argc, char **argv, otzma_more *u)
{
	int mine = is(t, "share-my-expenses");
	const char *rule = mine ? "R1240.6 ¶1" : "R1240.7 ¶1";
	if (argc < (mine ? 4 : 3))
		return ctx_fail(c, mine ? "`otzma use CARD PLAYER AMOUNT SUM`: the player to share, "
				"the A$ e pays, the Valid Sum you are about to pay (R1240.6 ¶1)"
				: "`otzma use CARD PLAYER AMOUNT`: the player and the A$ e pays you "
				"(R1240.7 ¶1)");
	const player *p = other_player(c, argv[1], rule);
	int64_t amount, sum;
	if (!p || positive(c, argv[2], &amount, "the amount named", rule))
		return -1;
	int64_t ratio = param_int(c->n, mine ? "otzma.expenses.ratio" : "otzma.income.ratio");
	if (amount > INT64_MAX / (ratio ? ratio : 1))
		return ctx_fail(c, "that amount is too large (%s)", rule);
	u->named = p->id;
	u->amount = amount;
	if (mine) {
		if (positive(c, argv[3], &sum, "the Valid Sum you are about to pay", rule))
			return -1;
		if (amount * ratio > sum)
			return ctx_fail(c, "A$%lld is more than half of the A$%lld you are about to pay "
					"(R1240.6 ¶1)", (long long)amount, (long long)sum);
		return 0;
	}
	int64_t got = 0;
	int i = income_sum(c->n, c->now, p->id, amount * ratio, &got);
	if (i < 0)
		return ctx_fail(c, "A$%lld is not at most half of a Valid Sum %s received in the "
				"preceding three days (R1240.7 ¶1, ¶2; `ledger %s`)",
				(long long)amount, p->name, p->name);
	u->mark = i + 1;
	u->aux = got;
	return 0;
}

static int share_effect(ctx *c, otzma_play *p, const otzma_more *u)
{
	const player *who = player_by_id(c->n, u->named);
	p->named = u->named; /* p was made in this event: undone with it */
	p->amount = u->amount;
	if (is(p->type, "share-my-expenses")) {
		p->mark = otzma_ledger_count(c->n);
		char b[32];
		format_time(p->at + param_int(c->n, "otzma.expenses.window"), b, sizeof b);
		ctx_say(c, "The Transfer: when %s first pays a Valid Sum of at least A$%lld by %s, "
			"%s pays em A$%lld (R1240.6 ¶1)", c->actor->name,
			(long long)(u->amount * param_int(c->n, "otzma.expenses.ratio")), b,
			who->name, (long long)u->amount);
		return 0;
	}
	p->mark = u->mark;
	char why[64];
	snprintf(why, sizeof why, "R1240.7: Share your income (#%d)", p->card);
	int64_t paid = otzma_pay_upto(c, u->named, c->actor->id, u->amount, why);
	if (paid < 0)
		return -1;
	ctx_say(c, "the card is played on the Valid Sum of A$%lld %s received, which ceases to be "
		"one; %s pays %s A$%lld of the A$%lld named (R1240.7 ¶1)", (long long)u->aux,
		who->name, who->name, c->actor->name, (long long)paid, (long long)u->amount);
	return 0;
}

static int share_counter(ctx *c, otzma_play *p)
{
	const player *who = player_by_id(c->n, p->player), *to = player_by_id(c->n, p->named);
	int mine = is(p->type, "share-my-expenses");
	int64_t pct = param_int(c->n, mine ? "otzma.expenses.counter_pct" : "otzma.income.counter_pct");
	int64_t tenth = p->amount / 100 * pct + p->amount % 100 * pct / 100;
	int64_t owed = !mine || p->fired ? p->amount + tenth : tenth;
	char why[80];
	snprintf(why, sizeof why, "%s: the Counter-Action of %s (#%d)", p->type->rule,
		 p->type->name, p->card);
	int64_t paid = otzma_pay_upto(c, p->player, p->named, owed, why);
	if (paid < 0)
		return -1;
	ctx_say(c, "the Counter-Action of the %s #%d: %s pays %s A$%lld of the A$%lld owed (%s)",
		p->type->name, p->card, who ? who->name : "?", to ? to->name : "?",
		(long long)paid, (long long)owed,
		!mine ? "R1240.7 ¶3, the sum named plus 10 percent, rounded down"
		: p->fired ? "R1240.6 ¶3, The Transfer occurred: the sum named plus 10 percent"
			   : "R1240.6 ¶3, 10 percent of the sum named, rounded down; The Transfer "
			     "shall never occur");
	return 0;
}

/* R1240.6 ¶1, The Transfer: after each command, the ledger's new entries
 * for each Share my Expenses open (not Countered, within its three days,
 * The Transfer not yet made). */
int otzma_share_after(ctx *c)
{
	otzma *z = c->n->otzma;
	int count = otzma_ledger_count(c->n);
	for (int k = 0; z && k < z->nplays; k++) {
		otzma_play *p = z->plays[k];
		if (!is(p->type, "share-my-expenses") || p->fired || p->countered ||
		    p->mark >= count)
			continue;
		gtime until = p->at + param_int(c->n, "otzma.expenses.window");
		if (c->now > until)
			continue; /* "within the next three days": no new entry can be */
		int64_t least = p->amount * param_int(c->n, "otzma.expenses.ratio");
		int hit = -1;
		for (int i = (int)p->mark; hit < 0 && i < count; i++) {
			const rpt_entry *e = otzma_ledger_at(c->n, i);
			int64_t a;
			if (e->time <= until &&
			    otzma_valid_class(c->n, e, p->player, 1, &a) == OVS_VALID && a >= least)
				hit = i;
		}
		UNDO_SET(c->j, p->mark, (int64_t)count);
		if (hit < 0)
			continue;
		UNDO_SET(c->j, p->fired, 1);
		const player *who = player_by_id(c->n, p->player), *from = player_by_id(c->n, p->named);
		char why[64];
		snprintf(why, sizeof why, "R1240.6: The Transfer (#%d)", p->card);
		int64_t paid = otzma_pay_upto(c, p->named, p->player, p->amount, why);
		if (paid < 0)
			return -1;
		ctx_say(c, "The Transfer of the Share my Expenses #%d: %s paid a Valid Sum, so %s pays "
			"%s A$%lld of the A$%lld named (R1240.6 ¶1)", p->card, who ? who->name : "?",
			from ? from->name : "?", who ? who->name : "?", (long long)paid,
			(long long)p->amount);
		/* Its own entry is the Transfer's: not looked at again. */
		UNDO_SET(c->j, p->mark, (int64_t)otzma_ledger_count(c->n));
	}
	return 0;
}

/* ---- the dispatch (otzma_use.c, otzma_play.c) ---- */

int otzma_more_check(ctx *c, const otzma_type *t, int argc, char **argv, otzma_more *u)
{
	memset(u, 0, sizeof *u);
	/* The words each takes: CARD, then what its rule has the player name. */
	int most = is(t, "share-my-expenses") ? 4 : is(t, "share-your-income") ? 3
		   : is(t, "arctic-explorer") ? 2 : 1;
	if (argc > most)
		return ctx_fail(c, "too many words: %s %s (%s) takes %s", otzma_article(t), t->name,
				t->rule,
				most == 4 ? "`otzma use CARD PLAYER AMOUNT SUM`"
				: most == 3 ? "`otzma use CARD PLAYER AMOUNT`"
				: most == 2 ? "`otzma use CARD PLAYER`" : "`otzma use CARD` alone");
	if (is(t, "share-my-expenses") || is(t, "share-your-income"))
		return share_check(c, t, argc, argv, u);
	if (is(t, "arctic-explorer"))
		return otzma_explore_check(c, argc, argv, u);
	return 0; /* Swinging Sale: nothing named (R1240.8) */
}

int otzma_more_effect(ctx *c, otzma_play *p, const otzma_more *u)
{
	if (is(p->type, "share-my-expenses") || is(p->type, "share-your-income"))
		return share_effect(c, p, u);
	if (is(p->type, "arctic-explorer"))
		return otzma_explore_effect(c, p, u);
	return 0;
}

int otzma_more_counter(ctx *c, otzma_play *p)
{
	if (is(p->type, "share-my-expenses") || is(p->type, "share-your-income"))
		return share_counter(c, p);
	if (is(p->type, "arctic-explorer"))
		return otzma_explore_counter(c, p);
	return 0;
}
