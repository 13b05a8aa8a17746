/* cycle_ckpt.c: the cycle's part of a checkpoint (issue 17 item 3;
 * core/ckpt.h): the cycle's number and start, the winner's title (R666 c),
 * the cycles ended, the players' cycle assets, the Goose's fields (R620),
 * the Fat Lady's and the Great Tuba's (R667, R901), the texts posted to
 * her, and the Commission d'Arts (R670, R1003): its calls and session,
 * members, everyone who was one this session, the suggested reports with
 * their approvals, the latest report and its Hearing, and the works that
 * won. Deadlines appear as their ids in core's queue (core's part). */
#include "core/ckpt.h"
#include "gov/cycle/commission.h"
#include "gov/cycle/cycle.h"

#include <stdlib.h>
#include <string.h>

/* ---- writing ---- */

static void save_nominee(ckw *w, const arts_nominee *v)
{
	ck_str(w, v->title);
	ck_str(w, v->author);
}

/* An array of boxed ints (int **), as ck_ints would write it. */
static void save_boxed(ckw *w, int *const *v, int n)
{
	ck_int(w, n);
	for (int i = 0; i < n; i++)
		ck_int(w, *v[i]);
}

static void save_commission(ckw *w, const commission *k)
{
	if (!k) {
		ck_int(w, 0);
		return;
	}
	ck_int(w, 1);
	ck_i64(w, k->last_call);
	ck_int(w, k->calls);
	ck_int(w, k->sessions);
	ck_int(w, k->in_session);
	ck_i64(w, k->began);
	ck_i64(w, k->newest_join);
	ck_u64(w, k->session_dl);
	ck_int(w, k->nmembers);
	for (int i = 0; i < k->nmembers; i++) {
		ck_int(w, k->members[i]->player);
		ck_i64(w, k->members[i]->joined);
	}
	save_boxed(w, k->ever, k->never);
	ck_int(w, k->nsugg);
	for (int i = 0; i < k->nsugg; i++) {
		const arts_suggestion *s = k->sugg[i];
		ck_int(w, s->number);
		ck_int(w, s->by);
		ck_i64(w, s->at);
		for (int j = 0; j < ARTS_NOMINEES; j++)
			save_nominee(w, &s->nominees[j]);
		save_boxed(w, s->approvals, s->napprovals);
		ck_int(w, s->denounced);
		ck_u64(w, s->dl);
	}
	ck_int(w, k->next_sugg);
	ck_int(w, k->reports);
	for (int j = 0; j < ARTS_NOMINEES; j++)
		save_nominee(w, &k->report[j]);
	ck_int(w, k->in_hearing);
	ck_i64(w, k->hearing_ends);
	ck_int(w, k->hearing);
	ck_int(w, k->nwon);
	for (int i = 0; i < k->nwon; i++)
		save_nominee(w, k->won[i]);
	ck_int(w, k->speech_owed);
}

int cycle_save_state(const nomic *n, ckw *w)
{
	const cycle_state *s = n->cycle;
	if (!s) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, s->number);
	ck_i64(w, s->began);
	ck_int(w, s->winner_title);
	ck_int(w, s->nhistory);
	for (int i = 0; i < s->nhistory; i++) {
		const cycle_record *h = s->history[i];
		ck_int(w, h->number);
		ck_i64(w, h->began);
		ck_i64(w, h->ended);
		ck_int(w, h->winner);
		ck_str(w, h->rule);
		ck_str(w, h->how);
	}
	ck_int(w, s->nassets);
	for (int i = 0; i < s->nassets; i++)
		ck_int(w, s->assets[i]->player);
	ck_int(w, s->goose);
	ck_i64(w, s->goose_since);
	ck_i64(w, s->goose_treated);
	ck_int(w, s->sage_seen);
	ck_int(w, s->fl_owed);
	ck_int(w, s->fl_owed_cycle);
	ck_int(w, s->fl_singing);
	ck_int(w, s->fl_for);
	ck_int(w, s->fl_for_cycle);
	ck_i64(w, s->fl_since);
	ck_i64(w, s->fl_until);
	ck_u64(w, s->fl_dl);
	ck_int(w, s->fl_songs);
	ck_int(w, s->fl_last_accompanist);
	ck_int(w, s->fl_ntexts);
	for (int i = 0; i < s->fl_ntexts; i++)
		ck_str(w, s->fl_texts[i]);
	ck_int(w, s->tuba);
	save_commission(w, s->arts);
	return 0;
}

/* ---- reading ---- */

static void load_nominee(ckr *r, arts_nominee *v)
{
	v->title = ckr_str(r);
	v->author = ckr_str(r);
}

static void load_boxed(ckr *r, int ***v, int *n, int *cap)
{
	int k = ckr_count(r, 1);
	*v = k ? xcalloc((size_t)k, sizeof **v) : NULL;
	*cap = k;
	for (int i = 0; i < k && ckr_ok(r); i++) {
		int *x = xmalloc(sizeof *x);
		*x = ckr_int(r);
		(*v)[(*n)++] = x;
	}
}

static void load_commission(ckr *r, cycle_state *cs)
{
	int present = ckr_int(r);
	if (present == 0)
		return;
	if (present != 1) {
		ckr_fail(r, "cycle: bad Commission marker");
		return;
	}
	commission *k = xcalloc(1, sizeof *k);
	cs->arts = k;
	k->last_call = (gtime)ckr_i64(r);
	k->calls = ckr_int(r);
	k->sessions = ckr_int(r);
	k->in_session = ckr_int(r);
	k->began = (gtime)ckr_i64(r);
	k->newest_join = (gtime)ckr_i64(r);
	k->session_dl = ckr_u64(r);
	int nm = ckr_count(r, 2);
	k->members = nm ? xcalloc((size_t)nm, sizeof *k->members) : NULL;
	k->members_cap = nm;
	for (int i = 0; i < nm && ckr_ok(r); i++) {
		arts_member *m = xcalloc(1, sizeof *m);
		k->members[k->nmembers++] = m;
		m->player = ckr_int(r);
		m->joined = (gtime)ckr_i64(r);
	}
	load_boxed(r, &k->ever, &k->never, &k->ever_cap);
	int ns = ckr_count(r, 8);
	k->sugg = ns ? xcalloc((size_t)ns, sizeof *k->sugg) : NULL;
	k->sugg_cap = ns;
	for (int i = 0; i < ns && ckr_ok(r); i++) {
		arts_suggestion *s = xcalloc(1, sizeof *s);
		k->sugg[k->nsugg++] = s;
		s->number = ckr_int(r);
		s->by = ckr_int(r);
		s->at = (gtime)ckr_i64(r);
		for (int j = 0; j < ARTS_NOMINEES; j++)
			load_nominee(r, &s->nominees[j]);
		load_boxed(r, &s->approvals, &s->napprovals, &s->approvals_cap);
		s->denounced = ckr_int(r);
		s->dl = ckr_u64(r);
	}
	k->next_sugg = ckr_int(r);
	k->reports = ckr_int(r);
	for (int j = 0; j < ARTS_NOMINEES; j++)
		load_nominee(r, &k->report[j]);
	k->in_hearing = ckr_int(r);
	k->hearing_ends = (gtime)ckr_i64(r);
	k->hearing = ckr_int(r);
	int nw = ckr_count(r, 2);
	k->won = nw ? xcalloc((size_t)nw, sizeof *k->won) : NULL;
	k->won_cap = nw;
	for (int i = 0; i < nw && ckr_ok(r); i++) {
		arts_nominee *v = xcalloc(1, sizeof *v);
		k->won[k->nwon++] = v;
		load_nominee(r, v);
	}
	k->speech_owed = ckr_int(r);
}

/* A string written from a char[len] field, back into it. */
static void load_fixed(ckr *r, char *dst, size_t len)
{
	char *s = ckr_str(r);
	if (!s || strlen(s) >= len)
		ckr_fail(r, "cycle: a record's text is missing or too long");
	else
		strcpy(dst, s);
	free(s);
}

int cycle_load_state(nomic *n, ckr *r)
{
	int present = ckr_int(r);
	if (present == 0)
		return ckr_ok(r) ? 0 : -1;
	if (present != 1) {
		ckr_fail(r, "cycle: bad presence marker");
		return -1;
	}
	cycle_state *s = xcalloc(1, sizeof *s);
	n->cycle = s;
	s->number = ckr_int(r);
	s->began = (gtime)ckr_i64(r);
	s->winner_title = ckr_int(r);
	int nh = ckr_count(r, 7);
	s->history = nh ? xcalloc((size_t)nh, sizeof *s->history) : NULL;
	s->history_cap = nh;
	for (int i = 0; i < nh && ckr_ok(r); i++) {
		cycle_record *h = xcalloc(1, sizeof *h);
		s->history[s->nhistory++] = h;
		h->number = ckr_int(r);
		h->began = (gtime)ckr_i64(r);
		h->ended = (gtime)ckr_i64(r);
		h->winner = ckr_int(r);
		load_fixed(r, h->rule, sizeof h->rule);
		load_fixed(r, h->how, sizeof h->how);
	}
	int na = ckr_count(r, 1);
	s->assets = na ? xcalloc((size_t)na, sizeof *s->assets) : NULL;
	s->assets_cap = na;
	for (int i = 0; i < na && ckr_ok(r); i++) {
		cycle_assets *a = xcalloc(1, sizeof *a);
		s->assets[s->nassets++] = a;
		a->player = ckr_int(r);
	}
	s->goose = ckr_int(r);
	s->goose_since = (gtime)ckr_i64(r);
	s->goose_treated = ckr_i64(r);
	s->sage_seen = ckr_int(r);
	s->fl_owed = ckr_int(r);
	s->fl_owed_cycle = ckr_int(r);
	s->fl_singing = ckr_int(r);
	s->fl_for = ckr_int(r);
	s->fl_for_cycle = ckr_int(r);
	s->fl_since = (gtime)ckr_i64(r);
	s->fl_until = (gtime)ckr_i64(r);
	s->fl_dl = ckr_u64(r);
	s->fl_songs = ckr_int(r);
	s->fl_last_accompanist = ckr_int(r);
	int nt = ckr_count(r, 2);
	s->fl_texts = nt ? xcalloc((size_t)nt, sizeof *s->fl_texts) : NULL;
	s->fl_texts_cap = nt;
	for (int i = 0; i < nt && ckr_ok(r); i++) {
		char *t = ckr_str(r);
		if (!t && ckr_ok(r))
			ckr_fail(r, "cycle: a text posted to the Fat Lady is missing");
		if (t)
			s->fl_texts[s->fl_ntexts++] = t;
	}
	s->tuba = ckr_int(r);
	if (ckr_ok(r))
		load_commission(r, s);
	return ckr_ok(r) ? 0 : -1;
}
