/* offices_ckpt.c: the offices part's checkpoint pair (issue 17 item 3;
 * core/ckpt.h, core/module.h save_state, load_state).
 *
 * Writes struct offices (n->offices_state) whole: 0 if the part was never
 * made, else 1 then the Elections that ended (R402 (ii) f-h: each tally,
 * who was seated, how it ended), the President's declarations of
 * impeachment (R403 (v)), the Impeachment Papers with their votes (R404),
 * the open Nominations and Elections with their ballots (R402), the id of
 * the next Nomination, what the rules add to each office (R401 (i), (iv),
 * (v), R401.1: the term, the Acting Officer, the month last paid, the seats
 * past the first, the hand-over) and the next payday's deadline.
 *
 * Core keeps the office objects themselves and each one's first holder
 * (core/state.h, written by core's part); this part refers to them by name
 * only, as it does in memory. Players are written as ids, deadlines as
 * their ids (core writes the deadlines). An Election's outcome is one of
 * election.c's fixed sentences, written as its text and resolved at load
 * to the same static string (a text not in the table below is refused,
 * and one election.c adds must be added to it). */
#include "gov/offices/offices.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* election.c's outcomes (election_result_keep's third argument). */
static const char *const outcomes[] = {
	"every seat was held meanwhile",
	"no Nominee was left: a new Nomination",
	"a tie: a New Election",
	"elected, a tie broken at random",
	"elected",
};
#define NOUTCOMES ((int)(sizeof outcomes / sizeof *outcomes))

static void save_ids(ckw *w, const int *v, int n)
{
	ck_ints(w, v, n);
}

static int save_result(ckw *w, const election_result *x)
{
	int k = 0;
	while (k < NOUTCOMES && (!x->outcome || strcmp(outcomes[k], x->outcome) != 0))
		k++;
	if (k == NOUTCOMES)
		return -1;
	ck_int(w, x->id);
	ck_str(w, x->office);
	ck_i64(w, x->opened);
	ck_i64(w, x->ended);
	ck_int(w, x->nnominees);
	for (int i = 0; i < x->nnominees; i++) {
		ck_int(w, x->nominees[i]);
		ck_int(w, x->votes[i]);
	}
	save_ids(w, x->seated, x->nseated);
	ck_str(w, x->outcome);
	return 0;
}

static void save_fip(ckw *w, const fip *x)
{
	ck_int(w, x->id);
	ck_int(w, x->officer);
	ck_str(w, x->office);
	ck_i64(w, x->declared);
	ck_i64(w, x->ends);
	ck_u64(w, x->dl);
	ck_int(w, x->resolved);
	save_ids(w, x->concur, x->nconcur);
}

static void save_ip(ckw *w, const impeachment *x)
{
	ck_int(w, x->id);
	ck_int(w, x->author);
	ck_int(w, x->officer);
	ck_str(w, x->office);
	ck_i64(w, x->opened);
	ck_i64(w, x->ends);
	ck_u64(w, x->dl);
	ck_int(w, x->resolved);
	ck_int(w, x->nvotes);
	for (int i = 0; i < x->nvotes; i++) {
		ck_int(w, x->votes[i]->voter);
		ck_int(w, x->votes[i]->yes);
	}
}

static void save_nom(ckw *w, const nomination *x)
{
	ck_int(w, x->id);
	ck_str(w, x->office);
	ck_int(w, x->phase);
	ck_i64(w, x->opened);
	ck_i64(w, x->ends);
	ck_u64(w, x->dl);
	ck_int(w, x->caller);
	save_ids(w, x->nominees, x->nnominees);
	ck_int(w, x->nballots);
	for (int i = 0; i < x->nballots; i++) {
		ck_int(w, x->ballots[i]->voter);
		ck_int(w, x->ballots[i]->nominee);
	}
}

static void save_rec(ckw *w, const office_rec *x)
{
	ck_str(w, x->office);
	ck_i64(w, x->since);
	ck_u64(w, x->term_dl);
	ck_int(w, x->acting);
	ck_i64(w, x->paid_period);
	for (int k = 0; k < OFF_MAX_SEATS - 1; k++) {
		ck_int(w, x->extra[k]);
		ck_i64(w, x->extra_since[k]);
		ck_int(w, x->seat_acting[k]);
	}
	ck_int(w, x->gone);
	ck_int(w, x->handover);
	ck_i64(w, x->handover_at);
}

int offices_save_state(const nomic *n, ckw *w)
{
	const offices *s = n->offices_state;
	if (!s) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, s->nresults);
	for (int i = 0; i < s->nresults; i++)
		if (save_result(w, s->results[i]))
			return -1;
	ck_int(w, s->nfips);
	for (int i = 0; i < s->nfips; i++)
		save_fip(w, s->fips[i]);
	ck_int(w, s->nips);
	for (int i = 0; i < s->nips; i++)
		save_ip(w, s->ips[i]);
	ck_int(w, s->nnoms);
	for (int i = 0; i < s->nnoms; i++)
		save_nom(w, s->noms[i]);
	ck_int(w, s->next_nom);
	ck_int(w, s->nrecs);
	for (int i = 0; i < s->nrecs; i++)
		save_rec(w, s->recs[i]);
	ck_u64(w, s->payday_dl);
	return 0;
}

/* ---- loading ---- */

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

/* An office's name: present (core's offices are found by it). */
static char *read_office(ckr *r)
{
	char *s = ckr_str(r);
	if (ckr_ok(r) && !s)
		ckr_fail(r, "no office named");
	return s;
}

/* Up to OFF_MAX_NOMINEES player ids into out, the count in *count. */
static void read_ids(ckr *r, const nomic *n, int *out, int *count)
{
	*count = ckr_count(r, 1);
	if (*count > OFF_MAX_NOMINEES) {
		ckr_fail(r, "too many players in a fixed list");
		*count = 0;
	}
	for (int i = 0; i < *count; i++)
		out[i] = read_player(r, n);
}

/* An array of pointers read item by item: each item is in the array and
 * counted as soon as it is allocated, so offices_free frees a half-read
 * one. Returns the array; *cap is how many to read. */
static void *new_array(ckr *r, size_t min_bytes, int *count, int *cap)
{
	int m = ckr_count(r, min_bytes);
	*count = 0;
	*cap = m;
	return m ? xcalloc((size_t)m, sizeof(void *)) : NULL;
}

static void load_result(nomic *n, ckr *r, election_result *x)
{
	x->id = read_in(r, 1, INT_MAX, "Election id out of range");
	x->office = read_office(r);
	x->opened = ckr_i64(r);
	x->ended = ckr_i64(r);
	x->nnominees = ckr_count(r, 2);
	if (x->nnominees > OFF_MAX_NOMINEES) {
		ckr_fail(r, "too many Nominees");
		x->nnominees = 0;
	}
	for (int i = 0; i < x->nnominees; i++) {
		x->nominees[i] = read_player(r, n);
		x->votes[i] = read_in(r, 0, INT_MAX, "votes out of range");
	}
	read_ids(r, n, x->seated, &x->nseated);
	char *outcome = ckr_str(r);
	int k = 0;
	while (k < NOUTCOMES && (!outcome || strcmp(outcomes[k], outcome) != 0))
		k++;
	if (k < NOUTCOMES)
		x->outcome = outcomes[k];
	else
		ckr_fail(r, "an Election's outcome unknown");
	free(outcome);
}

static void load_fip(nomic *n, ckr *r, fip *x)
{
	x->id = read_in(r, 1, INT_MAX, "declaration id out of range");
	x->officer = read_player(r, n);
	x->office = read_office(r);
	x->declared = ckr_i64(r);
	x->ends = ckr_i64(r);
	x->dl = ckr_u64(r);
	x->resolved = read_in(r, 0, 2, "declaration's resolution out of range");
	read_ids(r, n, x->concur, &x->nconcur);
}

static void load_ip(nomic *n, ckr *r, impeachment *x)
{
	x->id = read_in(r, 1, INT_MAX, "Impeachment Paper id out of range");
	x->author = read_player(r, n);
	x->officer = read_player(r, n);
	x->office = read_office(r);
	x->opened = ckr_i64(r);
	x->ends = ckr_i64(r);
	x->dl = ckr_u64(r);
	x->resolved = read_in(r, 0, 2, "Impeachment Paper's resolution out of range");
	x->votes = new_array(r, 2, &x->nvotes, &x->votes_cap);
	for (int i = 0; i < x->votes_cap && ckr_ok(r); i++) {
		ip_vote *v = xcalloc(1, sizeof *v);
		x->votes[x->nvotes++] = v;
		v->voter = read_player(r, n);
		v->yes = read_in(r, 0, 1, "an IP vote out of range");
	}
}

static void load_nom(nomic *n, ckr *r, nomination *x)
{
	x->id = read_in(r, 1, INT_MAX, "Nomination id out of range");
	x->office = read_office(r);
	x->phase = (enum nom_phase)read_in(r, NP_NOMINATING, NP_VOTING,
					   "Nomination phase out of range");
	x->opened = ckr_i64(r);
	x->ends = ckr_i64(r);
	x->dl = ckr_u64(r);
	x->caller = read_player(r, n);
	read_ids(r, n, x->nominees, &x->nnominees);
	x->ballots = new_array(r, 2, &x->nballots, &x->ballots_cap);
	for (int i = 0; i < x->ballots_cap && ckr_ok(r); i++) {
		ballot *b = xcalloc(1, sizeof *b);
		x->ballots[x->nballots++] = b;
		b->voter = read_player(r, n);
		b->nominee = read_player(r, n);
	}
}

static void load_rec(nomic *n, ckr *r, office_rec *x)
{
	x->office = read_office(r);
	x->since = ckr_i64(r);
	x->term_dl = ckr_u64(r);
	x->acting = read_player(r, n);
	x->paid_period = ckr_i64(r);
	for (int k = 0; k < OFF_MAX_SEATS - 1; k++) {
		x->extra[k] = read_player(r, n);
		x->extra_since[k] = ckr_i64(r);
		x->seat_acting[k] = read_player(r, n);
	}
	x->gone = read_in(r, 0, 1, "an office's gone flag out of range");
	x->handover = read_player(r, n);
	x->handover_at = ckr_i64(r);
}

int offices_load_state(nomic *n, ckr *r)
{
	if (!read_in(r, 0, 1, "offices marker out of range"))
		return ckr_ok(r) ? 0 : -1;
	offices *s = xcalloc(1, sizeof *s);
	n->offices_state = s;
	s->results = new_array(r, 8, &s->nresults, &s->results_cap);
	for (int i = 0; i < s->results_cap && ckr_ok(r); i++) {
		election_result *x = xcalloc(1, sizeof *x);
		s->results[s->nresults++] = x;
		load_result(n, r, x);
	}
	s->fips = new_array(r, 8, &s->nfips, &s->fips_cap);
	for (int i = 0; i < s->fips_cap && ckr_ok(r); i++) {
		fip *x = xcalloc(1, sizeof *x);
		s->fips[s->nfips++] = x;
		load_fip(n, r, x);
	}
	s->ips = new_array(r, 9, &s->nips, &s->ips_cap);
	for (int i = 0; i < s->ips_cap && ckr_ok(r); i++) {
		impeachment *x = xcalloc(1, sizeof *x);
		s->ips[s->nips++] = x;
		load_ip(n, r, x);
	}
	s->noms = new_array(r, 9, &s->nnoms, &s->noms_cap);
	for (int i = 0; i < s->noms_cap && ckr_ok(r); i++) {
		nomination *x = xcalloc(1, sizeof *x);
		s->noms[s->nnoms++] = x;
		load_nom(n, r, x);
	}
	s->next_nom = read_in(r, 1, INT_MAX, "next Nomination id out of range");
	s->recs = new_array(r, 53, &s->nrecs, &s->recs_cap);
	for (int i = 0; i < s->recs_cap && ckr_ok(r); i++) {
		office_rec *x = xcalloc(1, sizeof *x);
		s->recs[s->nrecs++] = x;
		load_rec(n, r, x);
	}
	s->payday_dl = ckr_u64(r);
	return ckr_ok(r) ? 0 : -1;
}
