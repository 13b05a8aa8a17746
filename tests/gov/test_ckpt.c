/* test_ckpt.c: the checkpoint pairs of the courts, crime, offices and
 * duties (issue 17 item 3; justice_ckpt.c, court_ckpt.c, crime_ckpt.c,
 * offices_ckpt.c, duties_ckpt.c) on parts built by hand, every field set:
 * what is written loads back equal (the fields no transcript can see
 * included: a note's time, a Cortex's creation, a CFCJ's closed mark, the
 * times only the JSON views show), writes the same bytes again, and a
 * checkpoint cut short or forged is refused with nothing left behind (run
 * under ASan, a leak or a read past the end fails). */
#include "govtest.h"
#include "../ckpttest.h"
#include "statetest.h"

#include <stdlib.h>
#include <string.h>

#include "core/module.h"
#include "gov/crime/crime.h"
#include "gov/duties/duties.h"
#include "gov/justice/justice.h"
#include "gov/offices/offices.h"

static const nomic_module *module(const char *name)
{
	for (int i = 0; nomic_modules[i]; i++)
		if (strcmp(nomic_modules[i]->name, name) == 0)
			return nomic_modules[i];
	fail_msg("no module %s", name);
	return NULL;
}

/* Field by field: a round-tripped part (a) against one built the same way
 * and never saved (b). */
#define EQ(f) assert_true(a->f == b->f)
#define SEQ(f) \
	do { \
		if (a->f || b->f) \
			assert_string_equal(a->f, b->f); \
	} while (0)
#define AEQ(p, cnt) \
	do { \
		EQ(cnt); \
		for (int i_ = 0; i_ < a->cnt; i_++) \
			EQ(p[i_]); \
	} while (0)

/* Five players (ids 1-5) and one office, so that ids are in range. */
static ctx *new_ctx(void)
{
	static const char *const names[] = {"alice", "bob", "carol", "dave", "erin"};
	ctx *c = state_ctx_new(1000);
	for (int i = 0; i < 5; i++)
		mut_add_player(c, names[i], PS_VOTING);
	mut_add_office(c, "President");
	undo_commit(c->j);
	return c;
}

static int *ints(int n, const int *v)
{
	int *a = xcalloc((size_t)n, sizeof *a);
	memcpy(a, v, (size_t)n * sizeof *a);
	return a;
}

static void save(const nomic_module *m, const nomic *n, sbuf *out)
{
	ckw w = {0};
	sbuf_addn(&w.b, "", 0);
	assert_int_equal(m->save_state(n, &w), 0);
	*out = w.b;
}

/* Loads bytes into a nomic whose part is empty, and frees what it built. */
struct fresh_load {
	nomic *n;
	const nomic_module *m;
};

static int load_fresh(void *arg, const void *bytes, size_t len)
{
	struct fresh_load *fl = arg;
	ckr r;
	ckr_init(&r, bytes, len);
	int rc = fl->m->load_state(fl->n, &r) == 0 && ckr_done(&r) ? 0 : -1;
	fl->m->free_state(fl->n);
	return rc;
}

/* Saves m's part, frees it, loads it back and saves again: the same bytes.
 * Then every shorter prefix, and the bytes with one byte changed at each
 * place, are loaded into a fresh nomic: a prefix is always refused, a
 * change either refused or loaded whole (no crash, no leak). */
static void round_trip(ctx *c, const char *name)
{
	const nomic_module *m = module(name);
	sbuf a, b;
	save(m, c->n, &a);
	m->free_state(c->n);
	ckr r;
	ckr_init(&r, a.s, a.len);
	assert_int_equal(m->load_state(c->n, &r), 0);
	assert_true(ckr_done(&r));
	save(m, c->n, &b);
	assert_int_equal(a.len, b.len);
	assert_memory_equal(a.s, b.s, a.len);
	sbuf_free(&b);

	ctx *fresh = new_ctx();
	struct fresh_load fl = {fresh->n, m};
	ckpt_check_bytes(name, a.s, a.len, load_fresh, &fl);
	state_ctx_free(fresh);
	sbuf_free(&a);
}

/* ---- the courts ---- */

static void build_justice(nomic *n)
{
	justice *j = xcalloc(1, sizeof *j);
	n->justice = j;
	j->inelig = ints(2, (const int[]){2, 4});
	j->ninelig = j->inelig_cap = 2;
	cfj *f = xcalloc(1, sizeof *f);
	j->cfjs = xcalloc(1, sizeof *j->cfjs);
	j->cfjs[0] = f;
	j->ncfjs = j->cfjs_cap = 1;
	f->number = 1;
	f->author = 1;
	f->kind = CFJ_CYCLE_WIN;
	f->statement = xstrdup("alice has an Unclaimed Winning Condition by Rule 612");
	f->reasoning = xstrdup("see R612");
	f->accused = 3;
	strcpy(f->creator, "612");
	f->stage = CFJ_AT_CORTEX;
	f->called = 1001;
	f->judge = 5;
	f->accepted = 1;
	f->appointed = 1002;
	f->judge_dl = 7;
	f->remind_dl = 8;
	f->reminded = 1;
	f->declined = ints(1, (const int[]){4});
	f->ndeclined = f->declined_cap = 1;
	cfj_ruling *x = xcalloc(1, sizeof *x);
	f->rulings = xcalloc(1, sizeof *f->rulings);
	f->rulings[0] = x;
	f->nrulings = f->rulings_cap = 1;
	x->level = LEVEL_CORTEX;
	x->verdict = VERDICT_UNDECIDED;
	x->deciders = ints(1, (const int[]){5});
	x->ndeciders = 1;
	x->reasons = xstrdup("no way to tell");
	x->when = 1003;
	x->penalised = ints(1, (const int[]){2});
	x->penalties = xcalloc(1, sizeof *x->penalties);
	x->penalties[0] = 25;
	x->npenalised = 1;
	f->appeal_dl = 9;
	f->notes = xcalloc(2, sizeof *f->notes);
	f->nnotes = f->notes_cap = 2;
	for (int i = 0; i < 2; i++) {
		cfj_note *note = xcalloc(1, sizeof *note);
		f->notes[i] = note;
		note->kind = i ? NOTE_REASONING : NOTE_ARGUMENT;
		note->author = 2 + i;
		note->text = xstrdup(i ? "private" : "public");
		note->when = 1004 + i;
		note->published = !i;
	}
	f->appellants = ints(1, (const int[]){2});
	f->nappellants = f->appellants_cap = 1;
	f->appeals = 1;
	f->undecided_referral = 1;
	f->cortex = 2;
	f->court_since = 1006;
	f->court_declined = ints(1, (const int[]){3});
	f->ncourt_declined = f->court_declined_cap = 1;
	f->cortex_declined = ints(1, (const int[]){1});
	f->ncortex_declined = f->cortex_declined_cap = 1;
	f->votes = xcalloc(5, sizeof *f->votes); /* trailing "no vote"s are not written */
	f->votes[1] = VERDICT_TRUE;
	f->nvotes = 5;
	f->proposed_fine = 7;
	f->court_dl = 10;
	f->court_week_over = 1;

	j->seats = xcalloc(2, sizeof *j->seats);
	j->nseats = j->seats_cap = 2;
	for (int i = 0; i < 2; i++) {
		justice_seat *s = xcalloc(1, sizeof *s);
		j->seats[i] = s;
		s->player = 2 + i;
		s->acting_for = i ? 5 : 0;
		s->since = 1010 + i;
		s->appointed = i;
	}
	cortex *k = xcalloc(1, sizeof *k);
	j->cortices = xcalloc(1, sizeof *j->cortices);
	j->cortices[0] = k;
	j->ncortices = j->cortices_cap = 1;
	k->id = 2;
	k->name = xstrdup("Ursa");
	k->owners[0] = 2;
	k->owners[1] = 3;
	k->nowners = 2;
	k->created = 1012;
	k->declining[0] = 1;
	k->declining[1] = 1;
	j->next_cortex = 2;
	justice_past *p = xcalloc(1, sizeof *p);
	j->past = xcalloc(1, sizeof *j->past);
	j->past[0] = p;
	j->npast = j->past_cap = 1;
	p->player = 1;
	p->when = 1013;
	p->impeached = 1;
	j->willing = ints(1, (const int[]){4});
	j->nwilling = j->willing_cap = 1;
}

static void same_ruling(const cfj_ruling *a, const cfj_ruling *b)
{
	EQ(level);
	EQ(verdict);
	AEQ(deciders, ndeciders);
	SEQ(reasons);
	EQ(when);
	AEQ(penalised, npenalised);
	for (int i = 0; i < a->npenalised; i++)
		EQ(penalties[i]);
}

static void same_cfj(const cfj *a, const cfj *b)
{
	EQ(number);
	EQ(author);
	EQ(kind);
	SEQ(statement);
	SEQ(reasoning);
	EQ(accused);
	assert_string_equal(a->creator, b->creator);
	EQ(stage);
	EQ(called);
	EQ(judge);
	EQ(accepted);
	EQ(appointed);
	EQ(judge_dl);
	EQ(remind_dl);
	EQ(reminded);
	AEQ(declined, ndeclined);
	EQ(nrulings);
	for (int i = 0; i < a->nrulings; i++)
		same_ruling(a->rulings[i], b->rulings[i]);
	EQ(appeal_dl);
	EQ(nnotes);
	for (int i = 0; i < a->nnotes; i++) {
		EQ(notes[i]->kind);
		EQ(notes[i]->author);
		SEQ(notes[i]->text);
		EQ(notes[i]->when);
		EQ(notes[i]->published);
	}
	AEQ(appellants, nappellants);
	EQ(appeals);
	EQ(undecided_referral);
	EQ(cortex);
	EQ(court_since);
	AEQ(court_declined, ncourt_declined);
	AEQ(cortex_declined, ncortex_declined);
	for (int i = 0; i < a->nvotes || i < b->nvotes; i++)
		assert_int_equal(i < a->nvotes ? a->votes[i] : VERDICT_NONE,
				 i < b->nvotes ? b->votes[i] : VERDICT_NONE);
	EQ(proposed_fine);
	EQ(court_dl);
	EQ(court_week_over);
}

static void same_justice(const justice *a, const justice *b)
{
	AEQ(inelig, ninelig);
	EQ(ncfjs);
	for (int i = 0; i < a->ncfjs; i++)
		same_cfj(a->cfjs[i], b->cfjs[i]);
	EQ(nseats);
	for (int i = 0; i < a->nseats; i++) {
		EQ(seats[i]->player);
		EQ(seats[i]->acting_for);
		EQ(seats[i]->since);
		EQ(seats[i]->appointed);
	}
	EQ(ncortices);
	for (int i = 0; i < a->ncortices; i++) {
		EQ(cortices[i]->id);
		SEQ(cortices[i]->name);
		EQ(cortices[i]->nowners);
		EQ(cortices[i]->owners[0]);
		EQ(cortices[i]->owners[1]);
		EQ(cortices[i]->created);
		EQ(cortices[i]->declining[0]);
		EQ(cortices[i]->declining[1]);
	}
	EQ(next_cortex);
	EQ(npast);
	for (int i = 0; i < a->npast; i++) {
		EQ(past[i]->player);
		EQ(past[i]->when);
		EQ(past[i]->impeached);
	}
	AEQ(willing, nwilling);
}

static void courts(void **state)
{
	(void)state;
	ctx *c = new_ctx();
	build_justice(c->n);
	round_trip(c, "justice");
	ctx *ref = new_ctx();
	build_justice(ref->n);
	same_justice(c->n->justice, ref->n->justice);
	state_ctx_free(ref);
	const justice *j = c->n->justice;
	const cfj *f = j->cfjs[0];
	assert_int_equal(j->ninelig, 2);
	assert_int_equal(j->inelig[1], 4);
	assert_string_equal(f->creator, "612");
	assert_int_equal(f->kind, CFJ_CYCLE_WIN);
	assert_int_equal(f->reminded, 1);
	assert_int_equal(f->rulings[0]->penalties[0], 25);
	assert_int_equal(f->notes[0]->when, 1004);
	assert_int_equal(f->notes[1]->when, 1005);
	assert_int_equal(f->notes[1]->published, 0);
	assert_int_equal(f->undecided_referral, 1);
	assert_int_equal(f->cortex_declined[0], 1);
	assert_int_equal(f->nvotes, 2);
	assert_int_equal(f->votes[1], VERDICT_TRUE);
	assert_int_equal(f->proposed_fine, 7);
	assert_int_equal(f->court_week_over, 1);
	assert_int_equal(j->seats[1]->acting_for, 5);
	assert_int_equal(j->cortices[0]->created, 1012);
	assert_int_equal(j->cortices[0]->declining[1], 1);
	assert_int_equal(j->past[0]->impeached, 1);
	assert_int_equal(j->willing[0], 4);
	state_ctx_free(c);
}

/* A CFJ before a Cortex that does not exist is refused. */
static void courts_forged(void **state)
{
	(void)state;
	ctx *c = new_ctx();
	build_justice(c->n);
	c->n->justice->cfjs[0]->cortex = 3;
	const nomic_module *m = module("justice");
	sbuf a;
	save(m, c->n, &a);
	m->free_state(c->n);
	ckr r;
	ckr_init(&r, a.s, a.len);
	assert_int_equal(m->load_state(c->n, &r), -1);
	assert_string_equal(r.why, "a CFJ before no such Cortex");
	sbuf_free(&a);
	state_ctx_free(c);
}

/* ---- crime ---- */

static void build_crime(nomic *n)
{
	crime *k = xcalloc(1, sizeof *k);
	n->crime = k;
	cfcj_rec *x = xcalloc(1, sizeof *x);
	k->cfcjs = xcalloc(1, sizeof *k->cfcjs);
	k->cfcjs[0] = x;
	k->ncfcjs = k->cfcjs_cap = 1;
	x->number = 1;
	x->author = 1;
	x->accused = 2;
	x->crime = xstrdup("Blatant Disregard");
	x->rule = xstrdup("701");
	x->reasoning = xstrdup("twice");
	x->suggested = xstrdup("fine 5");
	x->penalty = NULL;
	x->imposed = xstrdup("fine 5");
	x->imposed_from = xstrdup("fine 5");
	x->phase = CFCJ_IMPOSED;
	x->seen = SEEN_TRUE;
	x->closed = 1;
	x->grace_dl = 3;
	x->grace_end = 1001;
	x->true_at = 1002;
	x->expelled_from = PS_NONVOTING;
	x->impeached_from_office = 1;
	x->sentence_days = 2;
	gaol_stay *g = xcalloc(1, sizeof *g);
	k->gaol = xcalloc(1, sizeof *k->gaol);
	k->gaol[0] = g;
	k->ngaol = k->gaol_cap = 1;
	*g = (gaol_stay){2, 1003, 1004, 5};
	apology_due *a = xcalloc(1, sizeof *a);
	k->apologies = xcalloc(1, sizeof *k->apologies);
	k->apologies[0] = a;
	k->napologies = k->apologies_cap = 1;
	*a = (apology_due){2, 1, 3, 1005, 6};
	crime_wait **lists[] = {NULL, NULL, NULL};
	int *counts[] = {&k->npardons, &k->ncontempt, &k->npatent};
	int *caps[] = {&k->pardons_cap, &k->contempt_cap, &k->patent_cap};
	for (int i = 0; i < 3; i++) {
		lists[i] = xcalloc(1, sizeof *lists[i]);
		lists[i][0] = xcalloc(1, sizeof *lists[i][0]);
		*lists[i][0] = (crime_wait){3 + i, 1006 + i, (uint64_t)(7 + i)};
		*counts[i] = *caps[i] = 1;
	}
	k->pardons = lists[0];
	k->contempt = lists[1];
	k->patent = lists[2];
}

static void same_waits(crime_wait *const *a, int na, crime_wait *const *b, int nb)
{
	assert_int_equal(na, nb);
	for (int i = 0; i < na; i++) {
		assert_int_equal(a[i]->player, b[i]->player);
		assert_int_equal(a[i]->since, b[i]->since);
		assert_int_equal(a[i]->dl, b[i]->dl);
	}
}

static void same_crime(const crime *ka, const crime *kb)
{
	assert_int_equal(ka->ncfcjs, kb->ncfcjs);
	for (int i = 0; i < ka->ncfcjs; i++) {
		const cfcj_rec *a = ka->cfcjs[i], *b = kb->cfcjs[i];
		EQ(number);
		EQ(author);
		EQ(accused);
		SEQ(crime);
		SEQ(rule);
		SEQ(reasoning);
		SEQ(suggested);
		SEQ(penalty);
		SEQ(imposed);
		SEQ(imposed_from);
		EQ(phase);
		EQ(seen);
		EQ(closed);
		EQ(grace_dl);
		EQ(grace_end);
		EQ(true_at);
		EQ(expelled_from);
		EQ(impeached_from_office);
		EQ(sentence_days);
	}
	assert_int_equal(ka->ngaol, kb->ngaol);
	for (int i = 0; i < ka->ngaol; i++) {
		const gaol_stay *a = ka->gaol[i], *b = kb->gaol[i];
		EQ(player);
		EQ(since);
		EQ(until);
		EQ(dl);
	}
	assert_int_equal(ka->napologies, kb->napologies);
	for (int i = 0; i < ka->napologies; i++) {
		const apology_due *a = ka->apologies[i], *b = kb->apologies[i];
		EQ(player);
		EQ(cfj);
		EQ(lines);
		EQ(due);
		EQ(dl);
	}
	same_waits(ka->pardons, ka->npardons, kb->pardons, kb->npardons);
	same_waits(ka->contempt, ka->ncontempt, kb->contempt, kb->ncontempt);
	same_waits(ka->patent, ka->npatent, kb->patent, kb->npatent);
}

static void crimes(void **state)
{
	(void)state;
	ctx *c = new_ctx();
	build_crime(c->n);
	round_trip(c, "crime");
	ctx *ref = new_ctx();
	build_crime(ref->n);
	same_crime(c->n->crime, ref->n->crime);
	state_ctx_free(ref);
	const crime *k = c->n->crime;
	const cfcj_rec *x = k->cfcjs[0];
	assert_null(x->penalty);
	assert_string_equal(x->imposed_from, "fine 5");
	assert_int_equal(x->closed, 1);
	assert_int_equal(x->true_at, 1002);
	assert_int_equal(x->expelled_from, PS_NONVOTING);
	assert_int_equal(x->impeached_from_office, 1);
	assert_int_equal(x->sentence_days, 2);
	assert_int_equal(k->apologies[0]->lines, 3);
	assert_int_equal(k->patent[0]->player, 5);
	assert_int_equal(k->contempt[0]->dl, 8);
	state_ctx_free(c);
}

/* ---- offices ---- */

static void build_offices(nomic *n)
{
	offices *s = xcalloc(1, sizeof *s);
	n->offices_state = s;
	election_result *e = xcalloc(1, sizeof *e);
	s->results = xcalloc(1, sizeof *s->results);
	s->results[0] = e;
	s->nresults = s->results_cap = 1;
	e->id = 1;
	e->office = xstrdup("Speaker");
	e->opened = 1001;
	e->ended = 1002;
	e->nnominees = 2;
	e->nominees[0] = 2;
	e->nominees[1] = 3;
	e->votes[0] = 4;
	e->votes[1] = 1;
	e->seated[0] = 2;
	e->nseated = 1;
	e->outcome = "elected, a tie broken at random";
	fip *p = xcalloc(1, sizeof *p);
	s->fips = xcalloc(1, sizeof *s->fips);
	s->fips[0] = p;
	s->nfips = s->fips_cap = 1;
	*p = (fip){.id = 1, .officer = 4, .office = xstrdup("Registrar"), .declared = 1003,
		   .ends = 1004, .dl = 5, .resolved = 2, .concur = {2, 3}, .nconcur = 2};
	impeachment *m = xcalloc(1, sizeof *m);
	s->ips = xcalloc(1, sizeof *s->ips);
	s->ips[0] = m;
	s->nips = s->ips_cap = 1;
	*m = (impeachment){.id = 1, .author = 1, .officer = 5, .office = xstrdup("Herald"),
			   .opened = 1005, .ends = 1006, .dl = 6, .resolved = 1};
	m->votes = xcalloc(1, sizeof *m->votes);
	m->votes[0] = xcalloc(1, sizeof *m->votes[0]);
	*m->votes[0] = (ip_vote){2, 1};
	m->nvotes = m->votes_cap = 1;
	nomination *o = xcalloc(1, sizeof *o);
	s->noms = xcalloc(1, sizeof *s->noms);
	s->noms[0] = o;
	s->nnoms = s->noms_cap = 1;
	*o = (nomination){.id = 2, .office = xstrdup("Promoter"), .phase = NP_VOTING,
			  .opened = 1007, .ends = 1008, .dl = 7, .caller = 1, .nominees = {3, 4},
			  .nnominees = 2};
	o->ballots = xcalloc(1, sizeof *o->ballots);
	o->ballots[0] = xcalloc(1, sizeof *o->ballots[0]);
	*o->ballots[0] = (ballot){5, 4};
	o->nballots = o->ballots_cap = 1;
	s->next_nom = 3;
	office_rec *rec = xcalloc(1, sizeof *rec);
	s->recs = xcalloc(1, sizeof *s->recs);
	s->recs[0] = rec;
	s->nrecs = s->recs_cap = 1;
	*rec = (office_rec){.office = xstrdup("Grey Council"), .since = 1009, .term_dl = 8,
			    .acting = 2, .paid_period = 200101, .extra = {3, 0, 4},
			    .extra_since = {1010, 0, 1011}, .seat_acting = {0, 0, 5}, .gone = 1,
			    .handover = 1, .handover_at = 1012};
	s->payday_dl = 9;
}

static void same_offices(const offices *sa, const offices *sb)
{
	assert_int_equal(sa->nresults, sb->nresults);
	for (int i = 0; i < sa->nresults; i++) {
		const election_result *a = sa->results[i], *b = sb->results[i];
		EQ(id);
		SEQ(office);
		EQ(opened);
		EQ(ended);
		AEQ(nominees, nnominees);
		for (int k = 0; k < a->nnominees; k++)
			EQ(votes[k]);
		AEQ(seated, nseated);
		assert_string_equal(a->outcome, b->outcome);
	}
	assert_int_equal(sa->nfips, sb->nfips);
	for (int i = 0; i < sa->nfips; i++) {
		const fip *a = sa->fips[i], *b = sb->fips[i];
		EQ(id);
		EQ(officer);
		SEQ(office);
		EQ(declared);
		EQ(ends);
		EQ(dl);
		EQ(resolved);
		AEQ(concur, nconcur);
	}
	assert_int_equal(sa->nips, sb->nips);
	for (int i = 0; i < sa->nips; i++) {
		const impeachment *a = sa->ips[i], *b = sb->ips[i];
		EQ(id);
		EQ(author);
		EQ(officer);
		SEQ(office);
		EQ(opened);
		EQ(ends);
		EQ(dl);
		EQ(resolved);
		EQ(nvotes);
		for (int k = 0; k < a->nvotes; k++) {
			EQ(votes[k]->voter);
			EQ(votes[k]->yes);
		}
	}
	assert_int_equal(sa->nnoms, sb->nnoms);
	for (int i = 0; i < sa->nnoms; i++) {
		const nomination *a = sa->noms[i], *b = sb->noms[i];
		EQ(id);
		SEQ(office);
		EQ(phase);
		EQ(opened);
		EQ(ends);
		EQ(dl);
		EQ(caller);
		AEQ(nominees, nnominees);
		EQ(nballots);
		for (int k = 0; k < a->nballots; k++) {
			EQ(ballots[k]->voter);
			EQ(ballots[k]->nominee);
		}
	}
	assert_int_equal(sa->next_nom, sb->next_nom);
	assert_int_equal(sa->nrecs, sb->nrecs);
	for (int i = 0; i < sa->nrecs; i++) {
		const office_rec *a = sa->recs[i], *b = sb->recs[i];
		SEQ(office);
		EQ(since);
		EQ(term_dl);
		EQ(acting);
		EQ(paid_period);
		for (int k = 0; k < OFF_MAX_SEATS - 1; k++) {
			EQ(extra[k]);
			EQ(extra_since[k]);
			EQ(seat_acting[k]);
		}
		EQ(gone);
		EQ(handover);
		EQ(handover_at);
	}
	assert_int_equal(sa->payday_dl, sb->payday_dl);
}

static void offices_part(void **state)
{
	(void)state;
	ctx *c = new_ctx();
	build_offices(c->n);
	round_trip(c, "offices");
	ctx *ref = new_ctx();
	build_offices(ref->n);
	same_offices(c->n->offices_state, ref->n->offices_state);
	state_ctx_free(ref);
	const offices *s = c->n->offices_state;
	assert_int_equal(s->results[0]->opened, 1001);
	assert_string_equal(s->results[0]->outcome, "elected, a tie broken at random");
	assert_int_equal(s->fips[0]->declared, 1003);
	assert_int_equal(s->fips[0]->concur[1], 3);
	assert_int_equal(s->ips[0]->votes[0]->yes, 1);
	assert_int_equal(s->noms[0]->opened, 1007);
	assert_int_equal(s->noms[0]->ballots[0]->nominee, 4);
	assert_int_equal(s->next_nom, 3);
	assert_int_equal(s->recs[0]->extra_since[2], 1011);
	assert_int_equal(s->recs[0]->seat_acting[2], 5);
	assert_int_equal(s->recs[0]->handover_at, 1012);
	assert_int_equal(s->payday_dl, 9);
	state_ctx_free(c);
}

/* An Election's outcome not among election.c's sentences cannot be
 * written (so a new sentence is noticed, not lost). */
static void offices_unknown_outcome(void **state)
{
	(void)state;
	ctx *c = new_ctx();
	offices *s = xcalloc(1, sizeof *s);
	c->n->offices_state = s;
	s->next_nom = 1;
	election_result *e = xcalloc(1, sizeof *e);
	s->results = xcalloc(1, sizeof *s->results);
	s->results[0] = e;
	s->nresults = s->results_cap = 1;
	e->id = 1;
	e->office = xstrdup("Speaker");
	e->outcome = "a sentence nobody wrote";
	ckw w = {0};
	assert_int_equal(module("offices")->save_state(c->n, &w), -1);
	sbuf_free(&w.b);
	state_ctx_free(c);
}

/* ---- duties ---- */

static void build_duties(nomic *n)
{
	duties *s = xcalloc(1, sizeof *s);
	n->duties = s;
	s->next_id = 3;
	s->obs = xcalloc(2, sizeof *s->obs);
	s->nobs = s->cap = 2;
	for (int i = 0; i < 2; i++) {
		obligation *o = xcalloc(1, sizeof *o);
		s->obs[i] = o;
		*o = (obligation){.id = 1 + i, .duty = i, .office = xstrdup("President"),
				  .what = xstrdup("choose"), .about = 2, .nom = 4, .opened = 1001,
				  .due = 1002, .paused_at = 1003 * i, .dl = (uint64_t)(5 - i),
				  .state = i ? OB_LAPSED : OB_DONE, .missed_by = 3 * i,
				  .missed_at = 1004, .done = i ? NULL : xstrdup("by alice"),
				  .done_at = 1005};
	}
}

static void same_duties(const duties *sa, const duties *sb)
{
	assert_int_equal(sa->next_id, sb->next_id);
	assert_int_equal(sa->nobs, sb->nobs);
	for (int i = 0; i < sa->nobs; i++) {
		const obligation *a = sa->obs[i], *b = sb->obs[i];
		EQ(id);
		EQ(duty);
		SEQ(office);
		SEQ(what);
		EQ(about);
		EQ(nom);
		EQ(opened);
		EQ(due);
		EQ(paused_at);
		EQ(dl);
		EQ(state);
		EQ(missed_by);
		EQ(missed_at);
		SEQ(done);
		EQ(done_at);
	}
}

static void duties_part(void **state)
{
	(void)state;
	ctx *c = new_ctx();
	build_duties(c->n);
	round_trip(c, "duties");
	ctx *ref = new_ctx();
	build_duties(ref->n);
	same_duties(c->n->duties, ref->n->duties);
	state_ctx_free(ref);
	const duties *s = c->n->duties;
	assert_int_equal(s->next_id, 3);
	assert_int_equal(s->obs[1]->paused_at, 1003);
	assert_int_equal(s->obs[1]->missed_by, 3);
	assert_null(s->obs[1]->done);
	assert_string_equal(s->obs[0]->done, "by alice");
	assert_int_equal(s->obs[0]->done_at, 1005);
	state_ctx_free(c);
}

/* A part never made writes one marker and loads back as none. */
static void absent_parts(void **state)
{
	(void)state;
	const char *const names[] = {"justice", "crime", "offices", "duties"};
	for (int i = 0; i < 4; i++) {
		ctx *c = new_ctx();
		round_trip(c, names[i]);
		assert_null(c->n->justice);
		assert_null(c->n->crime);
		assert_null(c->n->offices_state);
		assert_null(c->n->duties);
		state_ctx_free(c);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		CLAUSE("courts (R211-R217, R416)", courts),
		CLAUSE("courts: a forged Cortex id", courts_forged),
		CLAUSE("crime (R709-R716)", crimes),
		CLAUSE("offices (R401-R404)", offices_part),
		CLAUSE("offices: an unknown outcome", offices_unknown_outcome),
		CLAUSE("duties (R401 (x), R701)", duties_part),
		CLAUSE("absent parts", absent_parts),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
