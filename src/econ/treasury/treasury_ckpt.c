/* treasury_ckpt.c: the treasury module's checkpoint pair (issue 17 item 3;
 * core/ckpt.h): what the Treasury keeps beside core's ledger (treasury.h).
 *
 * Writes: 0 if the part was never made, else 1, then R508's history of
 * score changes (each: time, event, player, change), the most recent
 * cycle's event and time, the next dividend's deadline id, the last
 * dividend (time, its Fortnight's start, its event, its lines: player,
 * change, amount, what moved), and R506 ¶7's records of forgery.c: the
 * names players held (player, name, since which event), the Natural
 * Trinkets (entity id, Operator, event) and who has owned a Trinket
 * (entity id, player). Each list in its order; players, entities and
 * deadlines by id. */
#include "core/ckpt.h"
#include "econ/entities.h"
#include "econ/treasury/treasury.h"

#include <stdlib.h>

int treasury_save_state(const nomic *n, ckw *w)
{
	const treasury *t = n->treasury_state;
	if (!t) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, t->nchg);
	for (int i = 0; i < t->nchg; i++) {
		ck_i64(w, t->chg[i]->when);
		ck_u64(w, t->chg[i]->seq);
		ck_int(w, t->chg[i]->player);
		ck_i64(w, t->chg[i]->delta);
	}
	ck_u64(w, t->cycle_seq);
	ck_i64(w, t->cycle_when);
	ck_u64(w, t->dl);
	ck_i64(w, t->last);
	ck_i64(w, t->last_from);
	ck_u64(w, t->last_seq);
	ck_int(w, t->nlines);
	for (int i = 0; i < t->nlines; i++) {
		ck_int(w, t->lines[i]->player);
		ck_i64(w, t->lines[i]->change);
		ck_i64(w, t->lines[i]->amount);
		ck_i64(w, t->lines[i]->done);
	}
	ck_int(w, t->nnames);
	for (int i = 0; i < t->nnames; i++) {
		ck_int(w, t->names[i]->player);
		ck_str(w, t->names[i]->name);
		ck_u64(w, t->names[i]->seq);
	}
	ck_int(w, t->nnatural);
	for (int i = 0; i < t->nnatural; i++) {
		ck_int(w, t->natural[i]->entity);
		ck_int(w, t->natural[i]->operator_id);
		ck_u64(w, t->natural[i]->seq);
	}
	ck_int(w, t->nowned);
	for (int i = 0; i < t->nowned; i++) {
		ck_int(w, t->owned[i]->entity);
		ck_int(w, t->owned[i]->player);
	}
	return 0;
}

/* An array of count pointers, allocated from a checked count: each item
 * is then made by the caller, which counts it in *n as it goes, so that
 * treasury_free frees exactly what was made. */
static void *alloc_list(ckr *r, size_t min_bytes, int *count, int *cap)
{
	*count = ckr_count(r, min_bytes);
	*cap = *count;
	return *count ? xcalloc((size_t)*count, sizeof(void *)) : NULL;
}

int treasury_load_state(nomic *n, ckr *r)
{
	if (!ckr_int(r))
		return ckr_ok(r) ? 0 : -1;
	treasury *t = xcalloc(1, sizeof *t);
	n->treasury_state = t;
	int count;
	t->chg = alloc_list(r, 4, &count, &t->chgcap);
	for (; t->nchg < count && ckr_ok(r); t->nchg++) {
		score_change *s = t->chg[t->nchg] = xcalloc(1, sizeof *s);
		s->when = ckr_i64(r);
		s->seq = ckr_u64(r);
		s->player = entity_player_load(r, n);
		s->delta = ckr_i64(r);
	}
	t->cycle_seq = ckr_u64(r);
	t->cycle_when = ckr_i64(r);
	t->dl = ckr_u64(r);
	t->last = ckr_i64(r);
	t->last_from = ckr_i64(r);
	t->last_seq = ckr_u64(r);
	t->lines = alloc_list(r, 4, &count, &t->linecap);
	for (; t->nlines < count && ckr_ok(r); t->nlines++) {
		dividend_line *l = t->lines[t->nlines] = xcalloc(1, sizeof *l);
		l->player = entity_player_load(r, n);
		l->change = ckr_i64(r);
		l->amount = ckr_i64(r);
		l->done = ckr_i64(r);
	}
	t->names = alloc_list(r, 3, &count, &t->namecap);
	for (; t->nnames < count && ckr_ok(r); t->nnames++) {
		forge_name *f = t->names[t->nnames] = xcalloc(1, sizeof *f);
		f->player = entity_player_load(r, n);
		f->name = ckr_str(r);
		f->seq = ckr_u64(r);
	}
	t->natural = alloc_list(r, 3, &count, &t->naturalcap);
	for (; t->nnatural < count && ckr_ok(r); t->nnatural++) {
		forge_natural *f = t->natural[t->nnatural] = xcalloc(1, sizeof *f);
		f->entity = ckr_int(r);
		f->operator_id = entity_player_load(r, n);
		f->seq = ckr_u64(r);
	}
	t->owned = alloc_list(r, 2, &count, &t->ownedcap);
	for (; t->nowned < count && ckr_ok(r); t->nowned++) {
		forge_owned *f = t->owned[t->nowned] = xcalloc(1, sizeof *f);
		f->entity = ckr_int(r);
		f->player = ckr_int(r);
	}
	return ckr_ok(r) ? 0 : -1;
}
