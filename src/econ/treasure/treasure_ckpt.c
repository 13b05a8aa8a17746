/* treasure_ckpt.c: the treasure module's checkpoint pair (issue 17 item 3;
 * core/ckpt.h): the Buried Treasures of R1217 (treasure.h).
 *
 * Writes: 0 if none was ever buried, else 1, the number of Treasures,
 * then each in number order: its id, burier (entity_owner_save), the
 * Map's writer, the Map (hidden: a checkpoint holds the whole state, as
 * the log does), whether the Map is gone, when it was buried, its Map
 * Custodians (player, when named, accepted), finder, when found, the
 * motherload's ids and whether a Hostile Takeover was called. The
 * entities it holds are econ's (owned OWN_TREASURE by its id). */
#include "core/ckpt.h"
#include "econ/treasure/treasure.h"

#include <stdlib.h>

int treasure_save_state(const nomic *n, ckw *w)
{
	const treasures *s = n->treasures;
	if (!s) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, s->n);
	for (int i = 0; i < s->n; i++) {
		const treasure *t = s->v[i];
		ck_int(w, t->id);
		entity_owner_save(w, t->burier);
		ck_int(w, t->writer);
		ck_str(w, t->map);
		ck_int(w, t->map_gone);
		ck_i64(w, t->buried);
		ck_int(w, t->ncust);
		for (int j = 0; j < t->ncust; j++) {
			ck_int(w, t->cust[j]->pid);
			ck_i64(w, t->cust[j]->named);
			ck_int(w, t->cust[j]->accepted);
		}
		entity_owner_save(w, t->finder);
		ck_i64(w, t->found);
		ck_str(w, t->motherload);
		ck_int(w, t->takeover);
	}
	return 0;
}

static treasure *load_treasure(const nomic *n, ckr *r, int want)
{
	treasure *t = xcalloc(1, sizeof *t);
	t->id = ckr_int(r);
	if (ckr_ok(r) && t->id != want) /* treasure_by_id: v[N - 1] */
		ckr_fail(r, "a Treasure's number out of order");
	t->burier = entity_owner_load(r, n);
	t->writer = entity_player_load(r, n);
	t->map = ckr_str(r);
	t->map_gone = ckr_int(r);
	t->buried = ckr_i64(r);
	int nc = ckr_count(r, 3);
	if (nc && ckr_ok(r)) {
		t->cust = xcalloc((size_t)nc, sizeof *t->cust);
		t->cust_cap = nc;
		for (; t->ncust < nc && ckr_ok(r); t->ncust++) {
			treasure_cust *c = xcalloc(1, sizeof *c);
			t->cust[t->ncust] = c;
			c->pid = entity_player_load(r, n);
			c->named = ckr_i64(r);
			c->accepted = ckr_int(r);
		}
	}
	t->finder = entity_owner_load(r, n);
	t->found = ckr_i64(r);
	t->motherload = ckr_str(r);
	t->takeover = ckr_int(r);
	return t;
}

int treasure_load_state(nomic *n, ckr *r)
{
	if (!ckr_int(r))
		return ckr_ok(r) ? 0 : -1;
	treasures *s = xcalloc(1, sizeof *s);
	n->treasures = s;
	int count = ckr_count(r, 12);
	if (!ckr_ok(r))
		return -1;
	s->v = count ? xcalloc((size_t)count, sizeof *s->v) : NULL;
	s->cap = count;
	for (int i = 0; i < count && ckr_ok(r); i++)
		s->v[s->n++] = load_treasure(n, r, i + 1);
	return ckr_ok(r) ? 0 : -1;
}
