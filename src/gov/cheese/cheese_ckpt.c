/* cheese_ckpt.c: the cheese part of a checkpoint (issue 17 item 3;
 * core/ckpt.h, core/module.h save_state/load_state): what R611's gaining
 * counts.
 *
 * Written, in this order: a presence marker (0: the part never used);
 * every mark in order (its player, its kind: an office taken, a game of
 * five or more won, R611's Winning Condition achieved; and what: the
 * office's name, the game's number). The cheeses themselves are entities
 * and are econ's part. */
#include "gov/cheese/cheese.h"
#include "gov/gov_ckpt.h"

int cheese_save_state(const nomic *n, ckw *w)
{
	const cheese_state *s = n->cheese;
	if (!s) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, s->nmarks);
	for (int i = 0; i < s->nmarks; i++) {
		const cheese_mark *m = s->marks[i];
		ck_int(w, m->player);
		ck_int(w, m->kind);
		ck_str(w, m->what);
	}
	return 0;
}

int cheese_load_state(nomic *n, ckr *r)
{
	int present = ckg_flag(r, "cheese: presence marker out of range");
	if (!ckr_ok(r) || !present)
		return ckr_ok(r) ? 0 : -1;
	cheese_state *s = xcalloc(1, sizeof *s);
	n->cheese = s; /* from here on, its free_state frees whatever was read */
	s->marks = (cheese_mark **)ckg_items(r, 3, &s->cap);
	for (int i = 0; ckr_ok(r) && i < s->cap; i++) {
		cheese_mark *m = xcalloc(1, sizeof *m);
		s->marks[s->nmarks++] = m;
		m->player = ckg_player(r, n, "cheese: a player id out of range");
		m->kind = ckg_range(r, CM_OFFICE, CM_WON, "cheese: a mark's kind out of range");
		ckg_fixed(r, m->what, sizeof m->what, "cheese: a mark's what missing or too long");
	}
	return ckr_ok(r) ? 0 : -1;
}
