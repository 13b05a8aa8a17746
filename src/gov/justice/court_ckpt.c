/* court_ckpt.c: the Supreme Court's half of the courts' checkpoint part
 * (issue 17 item 3; core/ckpt.h).
 *
 * The Court keeps its state in struct justice, which the justice module
 * owns, frees and writes as one part (justice_ckpt.c says why); the court
 * module therefore has no pair of its own, and this file writes, inside
 * justice's part:
 *   - of each CFJ, what the Court adds (R217, R217.1, R416.1): its
 *     appellants, how often it was sent up, whether by R214, the Cortex
 *     considering it and since when, the Justices and Cortices that
 *     declined it, each Justice's vote, the fine proposed, the whole
 *     Court's week and whether it passed;
 *   - the Justices' seats (R416 I, IV), the Cortices with their owners and
 *     declines (R416.1, R217 V), the id of the latest Cortex, when players
 *     last left the Office (R416 II) and who volunteered (R416 III).
 * A CFJ's votes are written up to the last Justice who voted: the slots
 * past it are "no vote" whether or not the array grew (its growth is not
 * journaled), so two nomics folded from the same events write the same. */
#include "gov/justice/court.h"

#include <stdlib.h>

int court_ck_player(ckr *r, const nomic *n)
{
	int v = ckr_int(r);
	if (v < 0 || v > n->nplayers) {
		ckr_fail(r, "player id out of range");
		return 0;
	}
	return v;
}

int *court_ck_players(ckr *r, const nomic *n, int *count)
{
	int *v = ckr_ints(r, count);
	for (int i = 0; i < *count && ckr_ok(r); i++)
		if (v[i] < 0 || v[i] > n->nplayers)
			ckr_fail(r, "player id out of range");
	return v;
}

static int read_flag(ckr *r)
{
	int v = ckr_int(r);
	if (v != 0 && v != 1)
		ckr_fail(r, "flag out of range");
	return v == 1;
}

void court_save_cfj(ckw *w, const cfj *f)
{
	ck_ints(w, f->appellants, f->nappellants);
	ck_int(w, f->appeals);
	ck_int(w, f->undecided_referral);
	ck_int(w, f->cortex);
	ck_i64(w, f->court_since);
	ck_ints(w, f->court_declined, f->ncourt_declined);
	ck_ints(w, f->cortex_declined, f->ncortex_declined);
	int nv = f->nvotes;
	while (nv > 0 && f->votes[nv - 1] == VERDICT_NONE)
		nv--;
	ck_int(w, nv);
	for (int i = 0; i < nv; i++)
		ck_int(w, f->votes[i]);
	ck_i64(w, f->proposed_fine);
	ck_u64(w, f->court_dl);
	ck_int(w, f->court_week_over);
}

void court_load_cfj(nomic *n, ckr *r, cfj *f)
{
	f->appellants = court_ck_players(r, n, &f->nappellants);
	f->appellants_cap = f->nappellants;
	f->appeals = ckr_int(r);
	if (f->appeals < 0)
		ckr_fail(r, "appeals out of range");
	f->undecided_referral = read_flag(r);
	f->cortex = ckr_int(r); /* checked against the Cortices once they are read */
	f->court_since = ckr_i64(r);
	f->court_declined = court_ck_players(r, n, &f->ncourt_declined);
	f->court_declined_cap = f->ncourt_declined;
	f->cortex_declined = ckr_ints(r, &f->ncortex_declined);
	f->cortex_declined_cap = f->ncortex_declined;
	int nv = ckr_count(r, 1);
	if (nv > n->nplayers)
		ckr_fail(r, "votes past the last player");
	else if (nv) {
		f->votes = xcalloc((size_t)nv, sizeof *f->votes);
		f->nvotes = nv;
	}
	for (int i = 0; i < f->nvotes; i++) {
		int v = ckr_int(r);
		if (v < VERDICT_NONE || v > VERDICT_INVALID)
			ckr_fail(r, "a Justice's vote out of range");
		else
			f->votes[i] = (enum verdict)v;
	}
	f->proposed_fine = ckr_i64(r);
	if (f->proposed_fine < -1)
		ckr_fail(r, "proposed fine out of range");
	f->court_dl = ckr_u64(r);
	f->court_week_over = read_flag(r);
}

void court_save_parts(ckw *w, const justice *j)
{
	ck_int(w, j->nseats);
	for (int i = 0; i < j->nseats; i++) {
		const justice_seat *s = j->seats[i];
		ck_int(w, s->player);
		ck_int(w, s->acting_for);
		ck_i64(w, s->since);
		ck_int(w, s->appointed);
	}
	ck_int(w, j->ncortices);
	for (int i = 0; i < j->ncortices; i++) {
		const cortex *x = j->cortices[i];
		ck_int(w, x->id);
		ck_str(w, x->name);
		ck_int(w, x->nowners);
		ck_int(w, x->owners[0]);
		ck_int(w, x->owners[1]);
		ck_i64(w, x->created);
		ck_int(w, x->declining[0]);
		ck_int(w, x->declining[1]);
	}
	ck_int(w, j->next_cortex);
	ck_int(w, j->npast);
	for (int i = 0; i < j->npast; i++) {
		ck_int(w, j->past[i]->player);
		ck_i64(w, j->past[i]->when);
		ck_int(w, j->past[i]->impeached);
	}
	ck_ints(w, j->willing, j->nwilling);
}

static void load_cortex(nomic *n, ckr *r, const justice *j, cortex *x)
{
	x->id = ckr_int(r);
	x->name = ckr_str(r);
	x->nowners = ckr_int(r);
	if (x->nowners < 0 || x->nowners > 2)
		ckr_fail(r, "a Cortex's owners out of range");
	x->owners[0] = court_ck_player(r, n);
	x->owners[1] = court_ck_player(r, n);
	x->created = ckr_i64(r);
	for (int k = 0; k < 2; k++) {
		x->declining[k] = ckr_int(r);
		if (x->declining[k] < 0 || x->declining[k] > j->ncfjs)
			ckr_fail(r, "a Cortex declines no such CFJ");
	}
	if (ckr_ok(r) && !x->name)
		ckr_fail(r, "a Cortex without a name");
}

/* Ids the CFJs name: the Cortex considering each exists, and every Cortex
 * that declined one was made (ids are never reused, R416.1). */
static void check_cortex_ids(ckr *r, const justice *j)
{
	for (int i = 0; i < j->ncortices && ckr_ok(r); i++) {
		if (j->cortices[i]->id < 1 || j->cortices[i]->id > j->next_cortex)
			ckr_fail(r, "a Cortex id out of range");
		for (int k = 0; k < i; k++)
			if (j->cortices[k]->id == j->cortices[i]->id)
				ckr_fail(r, "two Cortices with one id");
	}
	for (int i = 0; i < j->ncfjs && ckr_ok(r); i++) {
		const cfj *f = j->cfjs[i];
		int found = f->cortex == 0;
		for (int k = 0; !found && k < j->ncortices; k++)
			found = j->cortices[k]->id == f->cortex;
		if (!found)
			ckr_fail(r, "a CFJ before no such Cortex");
		for (int k = 0; k < f->ncortex_declined; k++)
			if (f->cortex_declined[k] < 1 || f->cortex_declined[k] > j->next_cortex)
				ckr_fail(r, "a CFJ declined by no such Cortex");
	}
}

void court_load_parts(nomic *n, ckr *r, justice *j)
{
	int ns = ckr_count(r, 4);
	if (ns) {
		j->seats = xcalloc((size_t)ns, sizeof *j->seats);
		j->seats_cap = ns;
	}
	for (int i = 0; i < ns && ckr_ok(r); i++) {
		justice_seat *s = xcalloc(1, sizeof *s);
		j->seats[j->nseats++] = s;
		s->player = court_ck_player(r, n);
		s->acting_for = court_ck_player(r, n);
		s->since = ckr_i64(r);
		s->appointed = read_flag(r);
	}
	int nx = ckr_count(r, 8);
	if (nx) {
		j->cortices = xcalloc((size_t)nx, sizeof *j->cortices);
		j->cortices_cap = nx;
	}
	for (int i = 0; i < nx && ckr_ok(r); i++) {
		cortex *x = xcalloc(1, sizeof *x);
		j->cortices[j->ncortices++] = x;
		load_cortex(n, r, j, x);
	}
	j->next_cortex = ckr_int(r);
	int np = ckr_count(r, 3);
	if (np) {
		j->past = xcalloc((size_t)np, sizeof *j->past);
		j->past_cap = np;
	}
	for (int i = 0; i < np && ckr_ok(r); i++) {
		justice_past *p = xcalloc(1, sizeof *p);
		j->past[j->npast++] = p;
		p->player = court_ck_player(r, n);
		p->when = ckr_i64(r);
		p->impeached = read_flag(r);
	}
	j->willing = court_ck_players(r, n, &j->nwilling);
	j->willing_cap = j->nwilling;
	check_cortex_ids(r, j);
}
