/* castes_ckpt.c: the Castes' part of a checkpoint (issue 17 item 3;
 * core/ckpt.h): every member (player id, Caste, when e joined and last
 * swapped) in joining order, and every swap proposed (its number, players,
 * who agreed, when made, whether done or withdrawn). Nothing else is kept:
 * the Castes themselves are fixed (R1030). */
#include "society/castes/castes.h"

#include "core/ckpt.h"
#include "core/state.h"

#include <stdlib.h>

int castes_save_state(const nomic *n, ckw *w)
{
	const castes *s = n->castes;
	if (!s) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, s->n);
	for (int i = 0; i < s->n; i++) {
		const caste_member *m = s->v[i];
		ck_int(w, m->player);
		ck_int(w, m->caste);
		ck_i64(w, m->since);
		ck_i64(w, m->swapped);
	}
	ck_int(w, s->nswaps);
	for (int i = 0; i < s->nswaps; i++) {
		const caste_swap *x = s->swaps[i];
		ck_int(w, x->number);
		ck_int(w, x->nplayers);
		for (int k = 0; k < x->nplayers; k++) {
			ck_int(w, x->players[k]);
			ck_int(w, x->agreed[k]);
		}
		ck_i64(w, x->made);
		ck_int(w, x->done);
	}
	return 0;
}

int castes_load_state(nomic *n, ckr *r)
{
	int present = ckr_int(r);
	if (!present)
		return ckr_ok(r) ? 0 : -1;
	castes *s = xcalloc(1, sizeof *s);
	n->castes = s;
	int count = ckr_count(r, 4);
	if (count) {
		s->v = xcalloc((size_t)count, sizeof *s->v);
		s->cap = count;
	}
	for (int i = 0; i < count && ckr_ok(r); i++) {
		caste_member *m = xcalloc(1, sizeof *m);
		s->v[s->n++] = m;
		m->player = ckr_int(r);
		m->caste = ckr_int(r);
		m->since = ckr_i64(r);
		m->swapped = ckr_i64(r);
		if (m->caste < 0 || m->caste >= CASTE_COUNT)
			ckr_fail(r, "castes: a member's Caste out of range");
	}
	count = ckr_count(r, 5);
	if (count) {
		s->swaps = xcalloc((size_t)count, sizeof *s->swaps);
		s->swaps_cap = count;
	}
	for (int i = 0; i < count && ckr_ok(r); i++) {
		caste_swap *x = xcalloc(1, sizeof *x);
		s->swaps[s->nswaps++] = x;
		x->number = ckr_int(r);
		x->nplayers = ckr_int(r);
		if (x->nplayers < 0 || x->nplayers > 3) {
			ckr_fail(r, "castes: a swap's number of players out of range");
			break;
		}
		for (int k = 0; k < x->nplayers; k++) {
			x->players[k] = ckr_int(r);
			x->agreed[k] = ckr_int(r);
		}
		x->made = ckr_i64(r);
		x->done = ckr_int(r);
		if (x->done < 0 || x->done > 2)
			ckr_fail(r, "castes: a swap's state out of range");
	}
	return ckr_ok(r) ? 0 : -1;
}
