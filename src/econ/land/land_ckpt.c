/* land_ckpt.c: land's part of a checkpoint (issue 17 item 3;
 * core/ckpt.h): the Kaas that exist as entities (coordinates, entity id),
 * the buildings (entity id, size, state, the Kaas they occupy, whose Home,
 * the event that set them Floating: R825), every player's location (R810)
 * and the standing permissions to enter a Home (R825 IV ii), each in the
 * order kept. Entities themselves are econ's part, named here by id. */
#include "econ/land/land.h"

#include "core/ckpt.h"
#include "core/state.h"

#include <stdlib.h>

int land_save_state(const nomic *n, ckw *w)
{
	const land *s = n->land;
	if (!s) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, s->nkaas);
	for (int i = 0; i < s->nkaas; i++) {
		ck_int(w, s->kaas[i]->y);
		ck_int(w, s->kaas[i]->x);
		ck_int(w, s->kaas[i]->ent);
	}
	ck_int(w, s->nblds);
	for (int i = 0; i < s->nblds; i++) {
		const land_building *b = s->blds[i];
		ck_int(w, b->ent);
		ck_int(w, b->size);
		ck_int(w, b->state);
		ck_int(w, b->nk);
		for (int k = 0; k < b->nk; k++) {
			ck_int(w, b->ky[k]);
			ck_int(w, b->kx[k]);
		}
		ck_int(w, b->home_of);
		ck_u64(w, b->floated_seq);
	}
	ck_int(w, s->nlocs);
	for (int i = 0; i < s->nlocs; i++) {
		ck_int(w, s->locs[i]->pid);
		ck_int(w, s->locs[i]->kind);
		ck_int(w, s->locs[i]->a);
		ck_int(w, s->locs[i]->b);
	}
	ck_int(w, s->npermits);
	for (int i = 0; i < s->npermits; i++) {
		ck_int(w, s->permits[i]->owner);
		ck_int(w, s->permits[i]->guest);
	}
	return 0;
}

/* An array for count items (count checked by ckr_count). */
static void *array_for(int count, int *cap)
{
	*cap = count;
	return count ? xcalloc((size_t)count, sizeof(void *)) : NULL;
}

static void load_building(ckr *r, land_building *b)
{
	b->ent = ckr_int(r);
	b->size = ckr_int(r);
	b->state = ckr_int(r);
	b->nk = ckr_int(r);
	if (b->size < 0 || b->size >= BS_COUNT || b->state < BST_ATTACHED ||
	    b->state > BST_FLOATING) {
		ckr_fail(r, "land: a building's size or state out of range");
		return;
	}
	if (b->nk < 0 || b->nk > LAND_MAX_KAAS) {
		ckr_fail(r, "land: a building's number of Kaas out of range");
		b->nk = 0;
		return;
	}
	for (int k = 0; k < b->nk; k++) {
		b->ky[k] = ckr_int(r);
		b->kx[k] = ckr_int(r);
	}
	b->home_of = ckr_int(r);
	b->floated_seq = ckr_u64(r);
}

int land_load_state(nomic *n, ckr *r)
{
	if (!ckr_int(r))
		return ckr_ok(r) ? 0 : -1;
	land *s = xcalloc(1, sizeof *s);
	n->land = s;
	int count = ckr_count(r, 3);
	s->kaas = array_for(count, &s->kaas_cap);
	for (int i = 0; i < count && ckr_ok(r); i++) {
		land_kaa *k = xcalloc(1, sizeof *k);
		s->kaas[s->nkaas++] = k;
		k->y = ckr_int(r);
		k->x = ckr_int(r);
		k->ent = ckr_int(r);
	}
	count = ckr_count(r, 6);
	s->blds = array_for(count, &s->blds_cap);
	for (int i = 0; i < count && ckr_ok(r); i++) {
		land_building *b = xcalloc(1, sizeof *b);
		s->blds[s->nblds++] = b;
		load_building(r, b);
	}
	count = ckr_count(r, 4);
	s->locs = array_for(count, &s->locs_cap);
	for (int i = 0; i < count && ckr_ok(r); i++) {
		land_loc *l = xcalloc(1, sizeof *l);
		s->locs[s->nlocs++] = l;
		l->pid = ckr_int(r);
		l->kind = ckr_int(r);
		l->a = ckr_int(r);
		l->b = ckr_int(r);
		if (l->kind < LOC_DEFAULT || l->kind > LOC_BUILDING)
			ckr_fail(r, "land: a location's kind out of range");
		else if (l->kind == LOC_PLACE && (l->a < 0 || l->a >= land_place_count()))
			ckr_fail(r, "land: an unknown Common Location");
	}
	count = ckr_count(r, 2);
	s->permits = array_for(count, &s->permits_cap);
	for (int i = 0; i < count && ckr_ok(r); i++) {
		land_permit *p = xcalloc(1, sizeof *p);
		s->permits[s->npermits++] = p;
		p->owner = ckr_int(r);
		p->guest = ckr_int(r);
	}
	return ckr_ok(r) ? 0 : -1;
}
