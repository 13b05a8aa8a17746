/* customs_ckpt.c: the customs module's checkpoint pair (issue 17 item 3;
 * core/ckpt.h): the customs log of ITA trades and the typed Imports (R501,
 * R503; customs.h).
 *
 * Writes: 0 if the part was never made, else 1, the number of offers,
 * then each in id order: its id, direction, other nomic, recipient (whether
 * one is named, the owner, the word), ¶4's case, the ids of what it sends,
 * what was sent (text), what Acka receives (texts), the Ackan-anchor,
 * the trader, status, times and duty id; then the typed Imports in order
 * (entity id, type, noo, time, rule). cu_creating is not state (set only
 * within one command). */
#include "core/ckpt.h"
#include "econ/customs/customs.h"

#include <stdlib.h>

int customs_save_state(const nomic *n, ckw *w)
{
	const customs *s = n->customs;
	if (!s) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, s->n);
	for (int i = 0; i < s->n; i++) {
		const cu_offer *o = s->v[i];
		ck_int(w, o->id);
		ck_int(w, (int)o->dir);
		ck_str(w, o->nomic);
		ck_int(w, o->has_recipient);
		entity_owner_save(w, o->recipient);
		ck_str(w, o->recipient_word);
		ck_int(w, o->kase);
		ck_ints(w, o->sends, o->nsends);
		ck_str(w, o->sent);
		ck_int(w, o->nrecv);
		for (int j = 0; j < o->nrecv; j++)
			ck_str(w, o->recv[j]);
		entity_owner_save(w, o->anchor);
		ck_int(w, o->trader);
		ck_int(w, (int)o->status);
		ck_i64(w, o->at);
		ck_i64(w, o->settled);
		ck_int(w, o->duty);
	}
	ck_int(w, s->nt);
	for (int i = 0; i < s->nt; i++) {
		const cu_typed *t = s->t[i];
		ck_int(w, t->entity);
		ck_str(w, t->type);
		ck_str(w, t->noo);
		ck_i64(w, t->at);
		ck_str(w, t->rule);
	}
	return 0;
}

static cu_offer *load_offer(const nomic *n, ckr *r, int want)
{
	cu_offer *o = xcalloc(1, sizeof *o);
	o->id = ckr_int(r);
	if (ckr_ok(r) && o->id != want) /* cu_offer_by_id: v[N - 1] */
		ckr_fail(r, "a customs offer's id out of order");
	int dir = ckr_int(r);
	o->dir = (enum cu_dir)dir;
	if (dir < CU_IN || dir > CU_OUT)
		ckr_fail(r, "a customs offer's direction out of range");
	o->nomic = ckr_str(r);
	o->has_recipient = ckr_int(r);
	o->recipient = entity_owner_load(r, n);
	o->recipient_word = ckr_str(r);
	o->kase = ckr_int(r);
	o->sends = ckr_ints(r, &o->nsends);
	o->sent = ckr_str(r);
	int nrecv = ckr_count(r, 1);
	if (nrecv && ckr_ok(r)) {
		o->recv = xcalloc((size_t)nrecv, sizeof *o->recv);
		for (; o->nrecv < nrecv && ckr_ok(r); o->nrecv++)
			o->recv[o->nrecv] = ckr_str(r);
	}
	o->anchor = entity_owner_load(r, n);
	o->trader = entity_player_load(r, n);
	int st = ckr_int(r);
	o->status = (enum cu_status)st;
	if (st < CU_ANNOUNCED || st > CU_REFUSED)
		ckr_fail(r, "a customs offer's status out of range");
	o->at = ckr_i64(r);
	o->settled = ckr_i64(r);
	o->duty = ckr_int(r);
	return o;
}

int customs_load_state(nomic *n, ckr *r)
{
	if (!ckr_int(r))
		return ckr_ok(r) ? 0 : -1;
	customs *s = xcalloc(1, sizeof *s);
	n->customs = s;
	int count = ckr_count(r, 16);
	if (!ckr_ok(r))
		return -1;
	s->v = count ? xcalloc((size_t)count, sizeof *s->v) : NULL;
	s->cap = count;
	for (int i = 0; i < count && ckr_ok(r); i++)
		s->v[s->n++] = load_offer(n, r, i + 1);
	int nt = ckr_count(r, 5);
	if (!ckr_ok(r))
		return -1;
	s->t = nt ? xcalloc((size_t)nt, sizeof *s->t) : NULL;
	s->tcap = nt;
	for (; s->nt < nt && ckr_ok(r); s->nt++) {
		cu_typed *t = xcalloc(1, sizeof *t);
		s->t[s->nt] = t;
		t->entity = ckr_int(r);
		t->type = ckr_str(r);
		t->noo = ckr_str(r);
		t->at = ckr_i64(r);
		t->rule = ckr_str(r);
	}
	return ckr_ok(r) ? 0 : -1;
}
