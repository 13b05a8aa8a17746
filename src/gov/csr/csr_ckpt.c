/* csr_ckpt.c: the csr part of a checkpoint (issue 17 item 3; core/ckpt.h,
 * core/module.h save_state/load_state): every Common Sense Report
 * (R421.2).
 *
 * Written, in this order: a presence marker (0: the part never used);
 * every CSR in number order (its number, author, text, when distributed,
 * the id of the deadline that decides it: core's; its objections in
 * order, each a player and when; its status; the changes that took
 * effect and those listed). A CSR's number is its place (csr_get), so
 * the numbers are checked to run 1, 2, ... */
#include "gov/csr/csr.h"
#include "gov/gov_ckpt.h"

#define BAD_PLAYER "csr: a player id out of range"

static void save_csr(ckw *w, const csr *x)
{
	ck_int(w, x->number);
	ck_int(w, x->author);
	ck_str(w, x->text);
	ck_i64(w, x->distributed);
	ck_u64(w, x->dl);
	ck_int(w, x->nobjections);
	for (int i = 0; i < x->nobjections; i++) {
		ck_int(w, x->objections[i]->player);
		ck_i64(w, x->objections[i]->at);
	}
	ck_int(w, (int)x->status);
	ck_int(w, x->applied);
	ck_int(w, x->listed);
}

static void load_csr(ckr *r, const nomic *n, csr *x, int number)
{
	x->number = ckr_int(r);
	if (ckr_ok(r) && x->number != number)
		ckr_fail(r, "csr: the CSRs are not numbered 1, 2, ...");
	x->author = ckg_player(r, n, BAD_PLAYER);
	x->text = ckr_str(r);
	x->distributed = ckr_i64(r);
	x->dl = ckr_u64(r);
	x->objections = (csr_objection **)ckg_items(r, 2, &x->objections_cap);
	for (int i = 0; ckr_ok(r) && i < x->objections_cap; i++) {
		csr_objection *o = xcalloc(1, sizeof *o);
		x->objections[x->nobjections++] = o;
		o->player = ckg_range(r, 1, n->nplayers, BAD_PLAYER);
		o->at = ckr_i64(r);
	}
	x->status = (enum csr_status)ckg_range(r, CSR_PENDING, CSR_FAILED,
					       "csr: a status out of range");
	x->applied = ckg_range(r, 0, INT32_MAX, "csr: a negative count of changes");
	x->listed = ckg_range(r, 0, INT32_MAX, "csr: a negative count of changes");
}

int csr_save_state(const nomic *n, ckw *w)
{
	const csrs *s = n->csrs;
	if (!s) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, s->nall);
	for (int i = 0; i < s->nall; i++)
		save_csr(w, s->all[i]);
	return 0;
}

int csr_load_state(nomic *n, ckr *r)
{
	int present = ckg_flag(r, "csr: presence marker out of range");
	if (!ckr_ok(r) || !present)
		return ckr_ok(r) ? 0 : -1;
	csrs *s = xcalloc(1, sizeof *s);
	n->csrs = s; /* from here on, its free_state frees whatever was read */
	s->all = (csr **)ckg_items(r, 9, &s->all_cap);
	for (int i = 0; ckr_ok(r) && i < s->all_cap; i++) {
		csr *x = xcalloc(1, sizeof *x);
		s->all[s->nall++] = x;
		load_csr(r, n, x, i + 1);
	}
	return ckr_ok(r) ? 0 : -1;
}
