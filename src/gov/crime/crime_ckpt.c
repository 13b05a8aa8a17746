/* crime_ckpt.c: the crime part's checkpoint pair (issue 17 item 3;
 * core/ckpt.h, core/module.h save_state, load_state).
 *
 * Writes struct crime (n->crime) whole: 0 if the part was never made, else
 * 1 then, each array as its count and items in order, the CFCJs (R710: the
 * crime, its rule, the penalties as their canonical text, the phase, what
 * verdict was seen, the grace period, what was imposed and reversed), the
 * Gaol (R709), the Public Apologies due (R710 8d), the Appeals for Pardon
 * awaiting the President (R711), those held in Contempt (R715) and those
 * guilty of Patent Infringement (R716). A CFCJ names its CFJ by number and
 * players by id; deadlines are written as their ids (core writes the
 * deadlines themselves). */
#include "gov/crime/crime.h"

#include <limits.h>
#include <stdlib.h>

static void save_cfcj(ckw *w, const cfcj_rec *x)
{
	ck_int(w, x->number);
	ck_int(w, x->author);
	ck_int(w, x->accused);
	ck_str(w, x->crime);
	ck_str(w, x->rule);
	ck_str(w, x->reasoning);
	ck_str(w, x->suggested);
	ck_str(w, x->penalty);
	ck_str(w, x->imposed);
	ck_str(w, x->imposed_from);
	ck_int(w, x->phase);
	ck_int(w, x->seen);
	ck_int(w, x->closed);
	ck_u64(w, x->grace_dl);
	ck_i64(w, x->grace_end);
	ck_i64(w, x->true_at);
	ck_int(w, x->expelled_from);
	ck_int(w, x->impeached_from_office);
	ck_int(w, x->sentence_days);
}

static void save_waits(ckw *w, crime_wait *const *v, int n)
{
	ck_int(w, n);
	for (int i = 0; i < n; i++) {
		ck_int(w, v[i]->player);
		ck_i64(w, v[i]->since);
		ck_u64(w, v[i]->dl);
	}
}

int crime_save_state(const nomic *n, ckw *w)
{
	const crime *k = n->crime;
	if (!k) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, k->ncfcjs);
	for (int i = 0; i < k->ncfcjs; i++)
		save_cfcj(w, k->cfcjs[i]);
	ck_int(w, k->ngaol);
	for (int i = 0; i < k->ngaol; i++) {
		const gaol_stay *s = k->gaol[i];
		ck_int(w, s->player);
		ck_i64(w, s->since);
		ck_i64(w, s->until);
		ck_u64(w, s->dl);
	}
	ck_int(w, k->napologies);
	for (int i = 0; i < k->napologies; i++) {
		const apology_due *a = k->apologies[i];
		ck_int(w, a->player);
		ck_int(w, a->cfj);
		ck_int(w, a->lines);
		ck_i64(w, a->due);
		ck_u64(w, a->dl);
	}
	save_waits(w, k->pardons, k->npardons);
	save_waits(w, k->contempt, k->ncontempt);
	save_waits(w, k->patent, k->npatent);
	return 0;
}

/* An int checked against [lo, hi]. */
static int read_in(ckr *r, int lo, int hi, const char *why)
{
	int v = ckr_int(r);
	if (v < lo || v > hi) {
		ckr_fail(r, why);
		return lo;
	}
	return v;
}

static int read_player(ckr *r, const nomic *n)
{
	return read_in(r, 0, n->nplayers, "player id out of range");
}

static void load_cfcj(nomic *n, ckr *r, cfcj_rec *x)
{
	x->number = read_in(r, 1, INT_MAX, "CFCJ number out of range");
	x->author = read_player(r, n);
	x->accused = read_player(r, n);
	x->crime = ckr_str(r);
	x->rule = ckr_str(r);
	x->reasoning = ckr_str(r);
	x->suggested = ckr_str(r);
	x->penalty = ckr_str(r);
	x->imposed = ckr_str(r);
	x->imposed_from = ckr_str(r);
	x->phase = (enum cfcj_phase)read_in(r, CFCJ_OPEN, CFCJ_WAIVED, "CFCJ phase out of range");
	x->seen = (enum verdict_seen)read_in(r, SEEN_NONE, SEEN_OTHER, "CFCJ verdict out of range");
	x->closed = read_in(r, 0, 1, "CFCJ closed flag out of range");
	x->grace_dl = ckr_u64(r);
	x->grace_end = ckr_i64(r);
	x->true_at = ckr_i64(r);
	x->expelled_from = read_in(r, -1, PS_COUNT - 1, "CFCJ expelled state out of range");
	x->impeached_from_office = read_in(r, 0, n->noffices, "CFCJ office out of range");
	x->sentence_days = ckr_int(r);
}

/* An array of pointers read item by item: each item is in the array and
 * counted as soon as it is allocated, so crime_free frees a half-read one. */
static void **load_array(ckr *r, size_t min_bytes, int *count, int *cap)
{
	int m = ckr_count(r, min_bytes);
	*count = 0;
	*cap = m;
	return m ? xcalloc((size_t)m, sizeof(void *)) : NULL;
}

static void load_waits(nomic *n, ckr *r, crime_wait ***v, int *count, int *cap)
{
	*v = (crime_wait **)load_array(r, 3, count, cap);
	for (int i = 0; i < *cap && ckr_ok(r); i++) {
		crime_wait *x = xcalloc(1, sizeof *x);
		(*v)[(*count)++] = x;
		x->player = read_player(r, n);
		x->since = ckr_i64(r);
		x->dl = ckr_u64(r);
	}
}

int crime_load_state(nomic *n, ckr *r)
{
	if (!read_in(r, 0, 1, "crime marker out of range"))
		return ckr_ok(r) ? 0 : -1;
	crime *k = xcalloc(1, sizeof *k);
	n->crime = k;
	k->cfcjs = (cfcj_rec **)load_array(r, 19, &k->ncfcjs, &k->cfcjs_cap);
	for (int i = 0; i < k->cfcjs_cap && ckr_ok(r); i++) {
		cfcj_rec *x = xcalloc(1, sizeof *x);
		k->cfcjs[k->ncfcjs++] = x;
		load_cfcj(n, r, x);
	}
	k->gaol = (gaol_stay **)load_array(r, 4, &k->ngaol, &k->gaol_cap);
	for (int i = 0; i < k->gaol_cap && ckr_ok(r); i++) {
		gaol_stay *s = xcalloc(1, sizeof *s);
		k->gaol[k->ngaol++] = s;
		s->player = read_player(r, n);
		s->since = ckr_i64(r);
		s->until = ckr_i64(r);
		s->dl = ckr_u64(r);
	}
	k->apologies = (apology_due **)load_array(r, 5, &k->napologies,
						   &k->apologies_cap);
	for (int i = 0; i < k->apologies_cap && ckr_ok(r); i++) {
		apology_due *a = xcalloc(1, sizeof *a);
		k->apologies[k->napologies++] = a;
		a->player = read_player(r, n);
		a->cfj = read_in(r, 0, INT_MAX, "apology's CFJ out of range");
		a->lines = read_in(r, 0, INT_MAX, "apology's lines out of range");
		a->due = ckr_i64(r);
		a->dl = ckr_u64(r);
	}
	load_waits(n, r, &k->pardons, &k->npardons, &k->pardons_cap);
	load_waits(n, r, &k->contempt, &k->ncontempt, &k->contempt_cap);
	load_waits(n, r, &k->patent, &k->npatent, &k->patent_cap);
	return ckr_ok(r) ? 0 : -1;
}
