/* swingers_ckpt.c: the Swingerships' part of a checkpoint (issue 17 item
 * 3; core/ckpt.h): for each Swingership in order of creation, its entity's
 * id (the entity itself is econ's part), its Party, a Free one's name, when
 * it became Provisional and went Somewhere Else, and whether it is gone. */
#include "society/swingers/swingers.h"

#include "core/ckpt.h"
#include "core/state.h"

#include <stdlib.h>

int swingers_save_state(const nomic *n, ckw *w)
{
	const swingers *s = n->swingers;
	if (!s) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, s->n);
	for (int i = 0; i < s->n; i++) {
		const swinging *x = s->v[i];
		ck_int(w, x->entity);
		ck_str(w, x->party);
		ck_str(w, x->name);
		ck_i64(w, x->provisional_since);
		ck_i64(w, x->else_since);
		ck_int(w, x->gone);
	}
	return 0;
}

int swingers_load_state(nomic *n, ckr *r)
{
	if (!ckr_int(r))
		return ckr_ok(r) ? 0 : -1;
	swingers *s = xcalloc(1, sizeof *s);
	n->swingers = s;
	int count = ckr_count(r, 6);
	if (count) {
		s->v = xcalloc((size_t)count, sizeof *s->v);
		s->cap = count;
	}
	for (int i = 0; i < count && ckr_ok(r); i++) {
		swinging *x = xcalloc(1, sizeof *x);
		s->v[s->n++] = x;
		x->entity = ckr_int(r);
		x->party = ckr_str(r);
		x->name = ckr_str(r);
		x->provisional_since = ckr_i64(r);
		x->else_since = ckr_i64(r);
		x->gone = ckr_int(r);
		if (x->gone < 0 || x->gone > 1)
			ckr_fail(r, "swingers: a Swingership's gone flag out of range");
	}
	return ckr_ok(r) ? 0 : -1;
}
