/* contracts_ckpt.c: the contracts module's checkpoint pair (issue 17
 * item 3; core/ckpt.h): the Contracts of R560 (contracts.h).
 *
 * Writes: 0 if no Contract was ever made, else 1, the number of
 * Contracts, then each in id order: its id, name, privacy, text, creator,
 * creation and expiry times, penalty (points, count, kind's word or "A$"),
 * status, why it ended, its signers, those asked to sign, its readers and
 * the signers approving its end (each a list of player ids, at most
 * CONTRACT_MAX_PEOPLE), its three deadlines' ids, its entity's id, and
 * its breaches (player, week, what). */
#include "core/ckpt.h"
#include "econ/entities.h"
#include "core/module.h"
#include "econ/contracts/contracts.h"

#include <stdlib.h>

int contracts_save_state(const nomic *n, ckw *w)
{
	const contracts *s = n->contracts;
	if (!s) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, s->n);
	for (int i = 0; i < s->n; i++) {
		const contract *k = s->v[i];
		ck_int(w, k->id);
		ck_str(w, k->name);
		ck_int(w, k->is_private);
		ck_str(w, k->text);
		ck_int(w, k->creator);
		ck_i64(w, k->created);
		ck_i64(w, k->expires);
		ck_i64(w, k->pen_points);
		ck_i64(w, k->pen_count);
		ck_str(w, k->pen_kind);
		ck_int(w, k->status);
		ck_str(w, k->end);
		ck_ints(w, k->signers, k->nsigners);
		ck_ints(w, k->pending, k->npending);
		ck_ints(w, k->readers, k->nreaders);
		ck_ints(w, k->destroy, k->ndestroy);
		ck_u64(w, k->ack_dl);
		ck_u64(w, k->expiry_dl);
		ck_u64(w, k->stale_dl);
		ck_int(w, k->entity);
		ck_int(w, k->nbreaches);
		for (int j = 0; j < k->nbreaches; j++) {
			ck_int(w, k->breaches[j]->player);
			ck_i64(w, k->breaches[j]->week);
			ck_str(w, k->breaches[j]->what);
		}
	}
	return 0;
}

/* A list of player ids into one of a Contract's fixed arrays. */
static void load_people(const nomic *n, ckr *r, int *v, int *nv)
{
	int count = ckr_count(r, 1);
	if (count > CONTRACT_MAX_PEOPLE)
		ckr_fail(r, "a Contract with too many people");
	for (int i = 0; i < count && ckr_ok(r); i++)
		v[i] = entity_player_load(r, n);
	*nv = ckr_ok(r) ? count : 0;
}

static contract *load_contract(const nomic *n, ckr *r, int want)
{
	contract *k = xcalloc(1, sizeof *k);
	k->id = ckr_int(r);
	if (ckr_ok(r) && k->id != want)
		ckr_fail(r, "a Contract's id out of order");
	k->name = ckr_str(r);
	k->is_private = ckr_int(r);
	k->text = ckr_str(r);
	k->creator = entity_player_load(r, n);
	k->created = ckr_i64(r);
	k->expires = ckr_i64(r);
	k->pen_points = ckr_i64(r);
	k->pen_count = ckr_i64(r);
	k->pen_kind = ckr_str(r);
	k->status = ckr_int(r);
	if (k->status < K_PENDING || k->status > K_DESTROYED)
		ckr_fail(r, "a Contract's status out of range");
	k->end = ckr_str(r);
	load_people(n, r, k->signers, &k->nsigners);
	load_people(n, r, k->pending, &k->npending);
	load_people(n, r, k->readers, &k->nreaders);
	load_people(n, r, k->destroy, &k->ndestroy);
	k->ack_dl = ckr_u64(r);
	k->expiry_dl = ckr_u64(r);
	k->stale_dl = ckr_u64(r);
	k->entity = ckr_int(r);
	int nb = ckr_count(r, 3);
	if (nb && ckr_ok(r)) {
		k->breaches = xcalloc((size_t)nb, sizeof *k->breaches);
		k->bcap = nb;
		for (; k->nbreaches < nb && ckr_ok(r); k->nbreaches++) {
			contract_breach *b = xcalloc(1, sizeof *b);
			k->breaches[k->nbreaches] = b;
			b->player = entity_player_load(r, n);
			b->week = ckr_i64(r);
			b->what = ckr_str(r);
		}
	}
	return k;
}

int contracts_load_state(nomic *n, ckr *r)
{
	if (!ckr_int(r))
		return ckr_ok(r) ? 0 : -1;
	contracts *s = xcalloc(1, sizeof *s);
	n->contracts = s;
	int count = ckr_count(r, 24);
	if (!ckr_ok(r))
		return -1;
	s->v = count ? xcalloc((size_t)count, sizeof *s->v) : NULL;
	s->cap = count;
	for (int i = 0; i < count && ckr_ok(r); i++)
		s->v[s->n++] = load_contract(n, r, i + 1);
	return ckr_ok(r) ? 0 : -1;
}
