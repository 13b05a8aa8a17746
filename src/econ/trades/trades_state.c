/* trades_state.c: the offers' state and its changes (R515 ¶2-¶4): a new
 * offer and its three days (R515 ¶3, `trades.standing`, the deadline
 * "trade-expiry"), its end (accepted, declined, withdrawn, expired,
 * lapsed), the settlement that moves both sides in one journal mark or
 * nothing (R515 ¶5), and the lapse of offers whose offerer no longer owns
 * what they give (R515 ¶3). Every change is journaled (core/ctx.h), so the
 * offers are folded from the log by replay. */
#include "core/params.h"
#include "econ/trades/trades.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void offer_free(void *p)
{
	trade_offer *o = p;
	if (!o)
		return;
	free(o->to);
	trade_side_free(&o->give);
	trade_side_free(&o->want);
	free(o->text);
	free(o);
}

void trades_free(nomic *n)
{
	trades *s = n->trades;
	if (!s)
		return;
	for (int i = 0; i < s->n; i++)
		offer_free(s->v[i]);
	free(s->v);
	free(s);
	n->trades = NULL;
}

static void undo_trades_create(undo_entry *e)
{
	trades_free(e->obj);
}

static trades *trades_of(ctx *c)
{
	if (!c->n->trades) {
		c->n->trades = xcalloc(1, sizeof *c->n->trades);
		undo_entry *e = undo_push(c->j, undo_trades_create, NULL);
		e->obj = c->n;
	}
	return c->n->trades;
}

const trades *trades_peek(const nomic *n)
{
	return n->trades;
}

trade_offer *trade_by_number(const nomic *n, int number)
{
	const trades *s = n->trades;
	if (!s || number < 1 || number > s->n)
		return NULL;
	return s->v[number - 1]; /* numbered in order, never removed */
}

const char *trade_state_name(enum trade_state st)
{
	static const char *const names[] = {"standing", "accepted", "declined",
					    "withdrawn", "expired", "lapsed"};
	return names[st];
}

int trade_party_index(const trade_offer *o, ent_owner who)
{
	for (int i = 0; i < o->nto; i++)
		if (owner_eq(o->to[i].who, who))
			return i;
	return -1;
}

trade_offer *trade_add(ctx *c, trade_offer *o)
{
	trades *s = trades_of(c);
	o->number = s->n + 1;
	o->made = c->now;
	o->made_seq = c->seq;
	o->state = TS_STANDING;
	o->ends = c->now + param_int(c->n, "trades.standing");
	o->expiry = deadline_add(c, o->ends, &dl_trade_expiry, o->number, 0);
	mut_append(c, (void ***)&s->v, &s->n, &s->cap, o, offer_free);
	return o;
}

void trade_end(ctx *c, trade_offer *o, enum trade_state st, const char *why)
{
	deadline_cancel(c, o->expiry); /* nothing if it is the one firing */
	UNDO_SET(c->j, o->expiry, 0);
	UNDO_SET(c->j, o->state, st);
	UNDO_SET(c->j, o->why, why);
	UNDO_SET(c->j, o->ends, c->now);
}

static int emit_settled(ctx *c, const trade_offer *o, const char *how, const char *text)
{
	char b1[32], b2[32];
	json_t *d = json_pack("{s:s, s:i, s:s, s:s, s:s, s:s}", "what", "settled", "number",
			      o->number, "from", owner_name(c->n, o->offerer, b1, sizeof b1), "to",
			      owner_name(c->n, o->accepter, b2, sizeof b2), "reason", how, "text",
			      text);
	int rc = ctx_emit(c, TRADE_EVENT, d);
	json_decref(d);
	return rc;
}

static int settle_moves(ctx *c, trade_offer *o, ent_owner by, const char *how)
{
	char why[64];
	snprintf(why, sizeof why, "trade %d (%s)", o->number, how);
	if (trade_side_owned(c, &o->give, o->offerer, "R515 ¶3") ||
	    trade_side_owned(c, &o->want, by, "R515 ¶4") ||
	    trade_side_ownable(c, &o->give, by) || trade_side_ownable(c, &o->want, o->offerer))
		return -1;
	if (trade_side_move(c, &o->give, o->offerer, by, why) ||
	    trade_side_move(c, &o->want, by, o->offerer, why))
		return -1;
	return 0;
}

/* "trade 3 settled: alice gives ... to bob; bob gives ... to alice (how)",
 * written before the moves, while what moves is as it was offered (a
 * Trinket the Treasury Dissolves is gone after). */
static char *settled_text(const nomic *n, const trade_offer *o, ent_owner by, const char *how)
{
	char b1[32], b2[32];
	const char *from = owner_name(n, o->offerer, b1, sizeof b1);
	const char *to = owner_name(n, by, b2, sizeof b2);
	sbuf t = {0};
	sbuf_printf(&t, "trade %d settled: %s gives ", o->number, from);
	trade_side_describe(n, &o->give, &t);
	sbuf_printf(&t, " to %s", to);
	if (o->want.n) {
		sbuf_printf(&t, "; %s gives ", to);
		trade_side_describe_by(n, &o->want, &by, &t);
		sbuf_printf(&t, " to %s", from);
	}
	sbuf_printf(&t, " (%s)", how);
	return sbuf_take(&t);
}

int trade_settle(ctx *c, trade_offer *o, ent_owner by, const char *how)
{
	if (o->state != TS_STANDING)
		return ctx_fail(c, "offer %d is %s", o->number, trade_state_name(o->state));
	trades *s = trades_of(c);
	char *text = settled_text(c->n, o, by, how);
	size_t mark = undo_mark(c->j);
	/* Ended first, so that its own moves do not lapse it. */
	trade_end(c, o, TS_ACCEPTED, how);
	UNDO_SET(c->j, o->accepter, by);
	s->settling++;
	int rc = settle_moves(c, o, by, how);
	s->settling--;
	if (rc == 0)
		rc = emit_settled(c, o, how, text);
	if (rc) {
		free(text);
		undo_rollback(c->j, mark);
		return -1;
	}
	ctx_say(c, "%s", text);
	free(text);
	trades_check_lapses(c, 1);
	return 0;
}

void trades_check_lapses(ctx *c, int say)
{
	trades *s = c->n->trades;
	if (!s || s->settling)
		return;
	for (int i = 0; i < s->n; i++) {
		trade_offer *o = s->v[i];
		if (o->state != TS_STANDING || trade_side_has(c->n, &o->give, o->offerer))
			continue;
		trade_end(c, o, TS_LAPSED, "R515 ¶3: its offerer no longer owns what it offers");
		char b[32];
		/* In the reply too when a trade settles (after its own line); a
		 * lapse another command causes is told publicly, since that
		 * command's reply is still to come. */
		const char *who = owner_name(c->n, o->offerer, b, sizeof b);
		if (say)
			ctx_say(c, "offer %d by %s lapses: e no longer owns what it offers (R515 ¶3)",
				o->number, who);
		else
			ctx_announce(c, "offer %d by %s lapses: e no longer owns what it offers "
				     "(R515 ¶3)", o->number, who);
	}
}

/* R515 ¶3: "or the offer has been standing for at least three days". */
static int fire_expiry(ctx *c, const deadline *d)
{
	trade_offer *o = trade_by_number(c->n, d->subject);
	if (!o || o->state != TS_STANDING || o->expiry != d->id) {
		ctx_reply(c, "no offer to expire");
		return 0;
	}
	trade_end(c, o, TS_EXPIRED, "R515 ¶3: it stood its days");
	char b[32];
	ctx_say(c, "offer %d by %s expires unaccepted (R515 ¶3)", o->number,
		owner_name(c->n, o->offerer, b, sizeof b));
	return 0;
}

const deadline_kind dl_trade_expiry = {"trade-expiry", "R515 ¶3", fire_expiry, NULL};
