/* trades_ckpt.c: the trades module's checkpoint pair (issue 17 item 3;
 * core/ckpt.h): the Free Market's offers (R515; trades.h).
 *
 * Writes: 0 if no offer was ever made, else 1, the number of offers, then
 * each in number order: its number, offerer (entity_owner_save), the
 * parties it was made to (each owner and whether e declined), both sides
 * (each item: what, entity id, kind's word or none, currency id, count,
 * Corporation), its text, when it was made and ends, its event, state,
 * accepter, trade-expiry deadline id, and how it ended. How it ended is
 * one of the fixed clauses below (the offer keeps static text), written
 * as the text and found again in the table at load. `settling` is not
 * state (0 between events). Owners, entities, currencies and deadlines
 * are written by id. */
#include "core/ckpt.h"
#include "econ/trades/trades.h"

#include <stdlib.h>
#include <string.h>

/* Every `why` trade_end is given (trades_cmd.c, trades_state.c): a
 * new one must be added here, or its checkpoint does not load (and the
 * self-test says so). */
static const char *const trade_whys[] = {
	"R505 III: the Treasury rejects two-sided trades",
	"every party it was made to declined it",
	"R515 ¶3: retracted by its offerer",
	"R515 ¶3: its offerer no longer owns what it offers",
	"R515 ¶3: it stood its days",
	"R505 III",
	"R515 ¶4 a gift",
	"R515 ¶4",
	NULL,
};

static void save_side(ckw *w, const trade_side *s)
{
	ck_int(w, s->n);
	for (int i = 0; i < s->n; i++) {
		const trade_item *t = &s->v[i];
		ck_int(w, (int)t->what);
		ck_int(w, t->id);
		entity_kind_save(w, t->kind);
		ck_int(w, t->cur);
		ck_i64(w, t->count);
		ck_int(w, t->corp);
	}
}

int trades_save_state(const nomic *n, ckw *w)
{
	const trades *s = n->trades;
	if (!s) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, s->n);
	for (int i = 0; i < s->n; i++) {
		const trade_offer *o = s->v[i];
		ck_int(w, o->number);
		entity_owner_save(w, o->offerer);
		ck_int(w, o->nto);
		for (int j = 0; j < o->nto; j++) {
			entity_owner_save(w, o->to[j].who);
			ck_int(w, o->to[j].declined);
		}
		save_side(w, &o->give);
		save_side(w, &o->want);
		ck_str(w, o->text);
		ck_i64(w, o->made);
		ck_i64(w, o->ends);
		ck_u64(w, o->made_seq);
		ck_int(w, (int)o->state);
		entity_owner_save(w, o->accepter);
		ck_u64(w, o->expiry);
		ck_str(w, o->why);
	}
	return 0;
}

static void load_side(ckr *r, trade_side *s)
{
	int count = ckr_count(r, 6);
	if (!count)
		return;
	s->v = xcalloc((size_t)count, sizeof *s->v);
	s->n = count;
	for (int i = 0; i < count && ckr_ok(r); i++) {
		trade_item *t = &s->v[i];
		int what = ckr_int(r);
		t->what = (enum trade_item_kind)what;
		t->id = ckr_int(r);
		t->kind = entity_kind_load(r);
		t->cur = ckr_int(r);
		t->count = ckr_i64(r);
		t->corp = ckr_int(r);
		if (what < TI_ENTITY || what > TI_CURRENCY)
			ckr_fail(r, "a trade's item of no known sort");
	}
}

static const char *known_why(ckr *r)
{
	char *why = ckr_str(r);
	if (!why)
		return NULL;
	for (int i = 0; trade_whys[i]; i++)
		if (strcmp(trade_whys[i], why) == 0) {
			free(why);
			return trade_whys[i];
		}
	free(why);
	ckr_fail(r, "a trade ended for no known reason");
	return NULL;
}

static trade_offer *load_offer(const nomic *n, ckr *r, int want)
{
	trade_offer *o = xcalloc(1, sizeof *o);
	o->number = ckr_int(r);
	if (ckr_ok(r) && o->number != want) /* trade_by_number: v[N - 1] */
		ckr_fail(r, "an offer's number out of order");
	o->offerer = entity_owner_load(r, n);
	int nto = ckr_count(r, 3);
	if (nto && ckr_ok(r)) {
		o->to = xcalloc((size_t)nto, sizeof *o->to);
		o->nto = nto;
		for (int j = 0; j < nto; j++) {
			o->to[j].who = entity_owner_load(r, n);
			o->to[j].declined = ckr_int(r);
		}
	}
	if (ckr_ok(r))
		load_side(r, &o->give);
	if (ckr_ok(r))
		load_side(r, &o->want);
	o->text = ckr_str(r);
	o->made = ckr_i64(r);
	o->ends = ckr_i64(r);
	o->made_seq = ckr_u64(r);
	int st = ckr_int(r);
	o->state = (enum trade_state)st;
	if (st < TS_STANDING || st > TS_LAPSED)
		ckr_fail(r, "an offer's state out of range");
	o->accepter = entity_owner_load(r, n);
	o->expiry = ckr_u64(r);
	if (ckr_ok(r))
		o->why = known_why(r);
	return o;
}

int trades_load_state(nomic *n, ckr *r)
{
	if (!ckr_int(r))
		return ckr_ok(r) ? 0 : -1;
	trades *s = xcalloc(1, sizeof *s);
	n->trades = s;
	int count = ckr_count(r, 20);
	if (!ckr_ok(r))
		return -1;
	s->v = count ? xcalloc((size_t)count, sizeof *s->v) : NULL;
	s->cap = count;
	for (int i = 0; i < count && ckr_ok(r); i++)
		s->v[s->n++] = load_offer(n, r, i + 1);
	return ckr_ok(r) ? 0 : -1;
}
