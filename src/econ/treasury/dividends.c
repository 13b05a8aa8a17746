/* dividends.c: Fortnightly Dividends (Ackanomic R508): "Every other Monday
 * at noon", each player's net score change over the Virtual Fortnight ("the
 * last two weeks, or the period since the beginning of the most recent
 * cycle, whichever is shortest") gives A$1 per point gained, from the
 * Treasury (R506 ¶2, paid through treasury_pay: R505 II), or takes A$1 per
 * 2 points lost, to the Treasury.
 *
 * Scores at a past moment: every change of a score is kept here with its
 * time and its event (heard from core's ledger, module.h on_change), so
 * the net change over any window is a sum; changes older than a Fortnight
 * are dropped at each dividend, when no later window can reach them. The
 * beginning of the most recent cycle is the event in which gov's
 * "cycle-win" was heard: R666's payout and reset of the scores in that
 * event are the old cycle's, not the new one's.
 *
 * The history is kept while the dividends run (from the moment they are
 * turned on). The deadline is set when a score changes and none is set (a nomic whose
 * scores never change has no dividends to pay), while `dividends.auto` is
 * 1 (nomics begun at level 3) and R508 is in force (core/bind.h). Which
 * Mondays: those an even number of weeks after Monday 1970-01-05 (with
 * `dividends.phase` 1, an odd number): a calendar everyone can know in
 * advance (docs/RULINGS.md). */
#include "core/bind.h"
#include "econ/treasury/treasury.h"

#include <stdlib.h>

#define DAY 86400
#define WEEK (7 * DAY)
/* Monday 1970-01-05, noon UTC: the first of the Mondays counted. */
#define MONDAY0 (4 * DAY + 12 * 3600)

static void undo_treasury_create(undo_entry *e)
{
	treasury_free(e->obj);
}

treasury *treasury_of(ctx *c)
{
	if (!c->n->treasury_state) {
		c->n->treasury_state = xcalloc(1, sizeof *c->n->treasury_state);
		undo_entry *e = undo_push(c->j, undo_treasury_create, NULL);
		e->obj = c->n;
	}
	return c->n->treasury_state;
}

void treasury_free(nomic *n)
{
	treasury *t = n->treasury_state;
	if (!t)
		return;
	for (int i = 0; i < t->nchg; i++)
		free(t->chg[i]);
	for (int i = 0; i < t->nlines; i++)
		free(t->lines[i]);
	free(t->chg);
	free(t->lines);
	forgery_free(t);
	free(t);
	n->treasury_state = NULL;
}

static int dividends_run(const nomic *n)
{
	char why[160];
	return param_int(n, "dividends.auto") == 1 && !bind_foreign(n, "R508") &&
	       !bind_stopped(n, "R508", why, sizeof why) && currency_by_name(n, "A$") &&
	       currency_by_name(n, "points");
}

gtime dividends_next(const nomic *n, gtime t)
{
	int64_t phase = param_int(n, "dividends.phase");
	int64_t k = t < MONDAY0 ? 0 : (t - MONDAY0) / WEEK + 1;
	if (((k % 2) + 2) % 2 != phase)
		k++;
	return MONDAY0 + k * WEEK;
}

void dividends_schedule(ctx *c)
{
	treasury *t = c->n->treasury_state;
	if ((t && t->dl) || !dividends_run(c->n))
		return;
	t = treasury_of(c);
	UNDO_SET(c->j, t->dl, deadline_add(c, dividends_next(c->n, c->now), &dl_dividends, 0, 0));
}

void dividends_on_change(ctx *c, const state_change *ch)
{
	/* Kept only while the dividends run: a nomic without them does not
	 * grow a history nobody reads (one that turns them on counts from
	 * then). */
	if (ch->kind != CHANGE_LEDGER || !(ch->cur->flags & CUR_SCORE) ||
	    ch->cur != currency_by_name(c->n, "points") || !dividends_run(c->n))
		return;
	treasury *t = treasury_of(c);
	int who[2] = {ch->src, ch->dst};
	for (int i = 0; i < 2; i++) {
		if (who[i] <= 0) /* created, destroyed, or the Treasury's */
			continue;
		score_change *s = xcalloc(1, sizeof *s);
		s->when = c->now;
		s->seq = c->seq;
		s->player = who[i];
		s->delta = i == 0 ? -ch->amount : ch->amount;
		mut_append(c, (void ***)&t->chg, &t->nchg, &t->chgcap, s, free);
	}
	dividends_schedule(c);
}

/* R666 via gov's "cycle-win": the most recent cycle begins in this event. */
void dividends_on_cycle(ctx *c)
{
	treasury *t = treasury_of(c);
	UNDO_SET(c->j, t->cycle_seq, c->seq);
	UNDO_SET(c->j, t->cycle_when, c->now);
}

/* Net score change of player id over the Virtual Fortnight: changes after
 * `from` (the last two weeks) in an event after the cycle began. */
static int64_t net_change(const treasury *t, int id, gtime from, uint64_t prev_seq)
{
	int64_t sum = 0;
	for (int i = 0; i < t->nchg; i++) {
		const score_change *s = t->chg[i];
		/* A change in the second the last dividend was paid, after it,
		 * is this Fortnight's. */
		int in = s->when > from || (s->when == from && s->seq > prev_seq);
		if (s->player == id && in && s->seq > t->cycle_seq)
			sum += s->delta;
	}
	return sum;
}

static void clear_lines(ctx *c, treasury *t)
{
	while (t->nlines)
		mut_remove_at(c, (void ***)&t->lines, &t->nlines, t->nlines - 1, free);
}

/* What no later Virtual Fortnight reaches (it ends at a later dividend). */
static void forget_old(ctx *c, treasury *t, gtime from)
{
	while (t->nchg && (t->chg[0]->when <= from || t->chg[0]->seq <= t->cycle_seq))
		mut_remove_at(c, (void ***)&t->chg, &t->nchg, 0, free);
}

static void add_line(ctx *c, treasury *t, int id, int64_t change, int64_t amount, int64_t done)
{
	dividend_line *l = xcalloc(1, sizeof *l);
	l->player = id;
	l->change = change;
	l->amount = amount;
	l->done = done;
	mut_append(c, (void ***)&t->lines, &t->nlines, &t->linecap, l, free);
}

/* R508 ¶1: the losses first (to the Treasury, R506 ¶2: as many A$ as the
 * player has), then the gains, all at once through treasury_pay. */
static int pay_dividends(ctx *c, treasury *t, gtime from, uint64_t prev_seq)
{
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t per_gain = param_int(c->n, "dividends.gain");
	int64_t per_loss = param_int(c->n, "dividends.loss");
	int np = c->n->nplayers, ndue = 0;
	treasury_due *dues = xcalloc((size_t)np + 1, sizeof *dues);
	int64_t *chg = xcalloc((size_t)np + 1, sizeof *chg); /* by due */
	int rc = 0;
	for (int i = 0; i < np && rc == 0; i++) {
		const player *p = c->n->players[i];
		if (p->state == PS_NONPLAYER)
			continue;
		int64_t d = net_change(t, p->id, from, prev_seq);
		if (d > 0) {
			chg[ndue] = d;
			dues[ndue++] = (treasury_due){p->id, d * per_gain, 0};
		} else if (d < 0) {
			/* "A$1 for every 2 points": whole pairs (RULINGS). */
			int64_t lose = (-d / per_loss), have = balance(c->n, p->id, ad->id);
			int64_t take = lose < have ? lose : have;
			if (take > 0 && ledger_move(c, p->id, 0, ad, take))
				rc = -1;
			add_line(c, t, p->id, d, -lose, -take);
			if (lose > 0)
				ctx_say(c, "%s's score fell by %lld: e loses A$%lld to the Treasury%s "
					"(R508)", p->name, (long long)-d, (long long)take,
					take < lose ? ", all e has" : "");
		}
	}
	if (rc == 0 && ndue)
		rc = treasury_pay(c, dues, ndue, "R508: Fortnightly Dividends");
	for (int k = 0; rc == 0 && k < ndue; k++) {
		const player *p = player_by_id(c->n, dues[k].to);
		int64_t d = chg[k];
		add_line(c, t, p->id, d, dues[k].amount, dues[k].paid);
		ctx_say(c, "%s's score rose by %lld: e receives A$%lld from the Treasury (R508)",
			p->name, (long long)d, (long long)dues[k].paid);
	}
	free(dues);
	free(chg);
	return rc;
}

static int fire_dividends(ctx *c, const deadline *d)
{
	treasury *t = treasury_of(c);
	if (t->dl != d->id)
		return 0;
	UNDO_SET(c->j, t->dl, 0); /* popped already */
	if (!dividends_run(c->n))
		return 0;
	gtime from = c->now - param_int(c->n, "dividends.period");
	/* "whichever is shortest": the cycle's beginning, if later. */
	gtime start = t->cycle_seq && t->cycle_when > from ? t->cycle_when : from;
	clear_lines(c, t);
	UNDO_SET(c->j, t->last, c->now);
	UNDO_SET(c->j, t->last_from, start);
	uint64_t prev_seq = t->last_seq;
	UNDO_SET(c->j, t->last_seq, c->seq);
	size_t had = c->out.len;
	const char *why = c->why;
	c->why = "R508: Fortnightly Dividends";
	int paid = pay_dividends(c, t, from, prev_seq);
	c->why = why;
	if (paid)
		return -1;
	if (c->out.len == had)
		ctx_say(c, "Fortnightly Dividends: no score changed since %s (R508)",
			start == from ? "two weeks ago" : "the cycle began");
	forget_old(c, t, from);
	json_t *data = json_pack("{s:i, s:I, s:I}", "paid", t->nlines, "from", (json_int_t)start,
				 "to", (json_int_t)c->now);
	int rc = ctx_emit(c, "dividends", data);
	json_decref(data);
	/* The next only if a score changed since: dividends_on_change sets it
	 * then. A change in this very event is in the next Fortnight. */
	for (int i = 0; rc == 0 && i < t->nchg; i++)
		if (t->chg[i]->seq == c->seq)
			dividends_schedule(c);
	return rc;
}

const deadline_kind dl_dividends = {"dividends", "R508", fire_dividends, NULL};
