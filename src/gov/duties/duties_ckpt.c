/* duties_ckpt.c: the duties part's checkpoint pair (issue 17 item 3;
 * core/ckpt.h, core/module.h save_state, load_state).
 *
 * Writes struct duties (n->duties) whole: 0 if the part was never made,
 * else 1, the id the next obligation takes, then every obligation (R401
 * (x), R701) in order: its duty as its index in the catalogue (catalogue.c;
 * checked at load), the office and what it is, whom and which Nomination
 * or cycle it is about, when it opened and falls due, since when its clock
 * stands, its office-duty deadline (as the deadline's id: core writes the
 * deadlines), its state, who missed it and when, and how and when it was
 * discharged. */
#include "gov/duties/duties.h"

#include <limits.h>
#include <stdlib.h>

int duties_save_state(const nomic *n, ckw *w)
{
	const duties *s = n->duties;
	if (!s) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, s->next_id);
	ck_int(w, s->nobs);
	for (int i = 0; i < s->nobs; i++) {
		const obligation *o = s->obs[i];
		ck_int(w, o->id);
		ck_int(w, o->duty);
		ck_str(w, o->office);
		ck_str(w, o->what);
		ck_int(w, o->about);
		ck_int(w, o->nom);
		ck_i64(w, o->opened);
		ck_i64(w, o->due);
		ck_i64(w, o->paused_at);
		ck_u64(w, o->dl);
		ck_int(w, o->state);
		ck_int(w, o->missed_by);
		ck_i64(w, o->missed_at);
		ck_str(w, o->done);
		ck_i64(w, o->done_at);
	}
	return 0;
}

static int read_in(ckr *r, int lo, int hi, const char *why)
{
	int v = ckr_int(r);
	if (v < lo || v > hi) {
		ckr_fail(r, why);
		return lo;
	}
	return v;
}

static void load_obligation(nomic *n, ckr *r, obligation *o)
{
	o->id = read_in(r, 1, INT_MAX, "obligation id out of range");
	o->duty = ckr_int(r);
	if (ckr_ok(r) && (o->duty < 0 || !duty_def_at(o->duty)))
		ckr_fail(r, "no such duty in the catalogue");
	o->office = ckr_str(r);
	o->what = ckr_str(r);
	if (ckr_ok(r) && (!o->office || !o->what))
		ckr_fail(r, "an obligation without its office or what it is");
	o->about = read_in(r, 0, n->nplayers, "player id out of range");
	o->nom = read_in(r, 0, INT_MAX, "obligation's Nomination out of range");
	o->opened = ckr_i64(r);
	o->due = ckr_i64(r);
	o->paused_at = ckr_i64(r);
	o->dl = ckr_u64(r);
	o->state = (enum ob_state)read_in(r, OB_PENDING, OB_LAPSED, "obligation state out of range");
	o->missed_by = read_in(r, 0, n->nplayers, "player id out of range");
	o->missed_at = ckr_i64(r);
	o->done = ckr_str(r);
	o->done_at = ckr_i64(r);
}

int duties_load_state(nomic *n, ckr *r)
{
	if (!read_in(r, 0, 1, "duties marker out of range"))
		return ckr_ok(r) ? 0 : -1;
	duties *s = xcalloc(1, sizeof *s);
	n->duties = s;
	s->next_id = read_in(r, 1, INT_MAX, "next obligation id out of range");
	int m = ckr_count(r, 15);
	if (m) {
		s->obs = xcalloc((size_t)m, sizeof *s->obs);
		s->cap = m;
	}
	/* Each obligation is in the array and counted as soon as it is made,
	 * so duties_free frees a half-read part. */
	for (int i = 0; i < m && ckr_ok(r); i++) {
		obligation *o = xcalloc(1, sizeof *o);
		s->obs[s->nobs++] = o;
		load_obligation(n, r, o);
	}
	return ckr_ok(r) ? 0 : -1;
}
