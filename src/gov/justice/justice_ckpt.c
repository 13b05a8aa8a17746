/* justice_ckpt.c: the courts' checkpoint pair (issue 17 item 3; core/ckpt.h,
 * core/module.h save_state, load_state).
 *
 * struct justice (n->justice) is one part, shared by two modules: the trial
 * (justice_module) and the Supreme Court (court_module). The justice module
 * owns the pointer and frees the whole struct, so it writes the whole struct
 * as ONE part (the self-test frees and reloads a part in place: a second
 * part holding the Court's half would be lost whenever the first is
 * reloaded). Of that part, this file writes the trial's fields: the CFJ
 * Ineligibility List (R212) and each CFJ's call, trial (R212, R213) and
 * record (rulings with their R217 III penalties, notes; R413 c, R418); the
 * Court's fields (each CFJ's appeal, Cortex, votes and declines; the seats,
 * Cortices, the past Justices and the willing, R217, R416, R416.1) are
 * written inside it by court_ckpt.c. The court module keeps no state of its
 * own and so has no pair; justice's state_version covers both halves.
 *
 * Layout: 0 (no courts yet), or 1, the Ineligibility List, the CFJs in
 * number order (each: trial fields, rulings, notes, then the Court's fields
 * of it), then the Court's own arrays. Deadlines are written as their ids
 * (core writes the deadlines themselves). Capacities are not state: each
 * array is loaded with capacity == count. */
#include "gov/justice/court.h"
#include "gov/justice/trial.h"

#include <stdlib.h>
#include <string.h>

static void save_ruling(ckw *w, const cfj_ruling *x)
{
	ck_int(w, x->level);
	ck_int(w, x->verdict);
	ck_ints(w, x->deciders, x->ndeciders);
	ck_str(w, x->reasons);
	ck_i64(w, x->when);
	ck_int(w, x->npenalised);
	for (int i = 0; i < x->npenalised; i++) {
		ck_int(w, x->penalised[i]);
		ck_i64(w, x->penalties[i]);
	}
}

static void save_note(ckw *w, const cfj_note *x)
{
	ck_int(w, x->kind);
	ck_int(w, x->author);
	ck_str(w, x->text);
	ck_i64(w, x->when);
	ck_int(w, x->published);
}

static void save_cfj(ckw *w, const cfj *f)
{
	ck_int(w, f->number);
	ck_int(w, f->author);
	ck_int(w, f->kind);
	ck_str(w, f->statement);
	ck_str(w, f->reasoning);
	ck_int(w, f->accused);
	ck_str(w, f->creator);
	ck_int(w, f->stage);
	ck_i64(w, f->called);
	ck_int(w, f->judge);
	ck_int(w, f->accepted);
	ck_i64(w, f->appointed);
	ck_u64(w, f->judge_dl);
	ck_u64(w, f->remind_dl);
	ck_int(w, f->reminded);
	ck_ints(w, f->declined, f->ndeclined);
	ck_int(w, f->nrulings);
	for (int i = 0; i < f->nrulings; i++)
		save_ruling(w, f->rulings[i]);
	ck_u64(w, f->appeal_dl);
	ck_int(w, f->nnotes);
	for (int i = 0; i < f->nnotes; i++)
		save_note(w, f->notes[i]);
	court_save_cfj(w, f);
}

int justice_save_state(const nomic *n, ckw *w)
{
	const justice *j = n->justice;
	if (!j) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_ints(w, j->inelig, j->ninelig);
	ck_int(w, j->ncfjs);
	for (int i = 0; i < j->ncfjs; i++)
		save_cfj(w, j->cfjs[i]);
	court_save_parts(w, j);
	return 0;
}

/* An enum written as an int, checked against [0, max]. */
static int read_enum(ckr *r, int max, const char *why)
{
	int v = ckr_int(r);
	if (v < 0 || v > max) {
		ckr_fail(r, why);
		return 0;
	}
	return v;
}

static void load_ruling(nomic *n, ckr *r, cfj_ruling *x)
{
	x->level = (enum cfj_level)read_enum(r, LEVEL_COURT, "ruling level out of range");
	x->verdict = (enum verdict)read_enum(r, VERDICT_INVALID, "ruling verdict out of range");
	x->deciders = court_ck_players(r, n, &x->ndeciders);
	x->reasons = ckr_str(r);
	x->when = ckr_i64(r);
	int np = ckr_count(r, 2);
	if (!np)
		return;
	x->penalised = xcalloc((size_t)np, sizeof *x->penalised);
	x->penalties = xcalloc((size_t)np, sizeof *x->penalties);
	x->npenalised = np;
	for (int i = 0; i < np; i++) {
		x->penalised[i] = court_ck_player(r, n);
		x->penalties[i] = ckr_i64(r);
	}
}

static void load_note(nomic *n, ckr *r, cfj_note *x)
{
	x->kind = (enum cfj_note_kind)read_enum(r, NOTE_DISSENT, "note kind out of range");
	x->author = court_ck_player(r, n);
	x->text = ckr_str(r);
	x->when = ckr_i64(r);
	x->published = read_enum(r, 1, "note's published flag out of range");
}

/* The CFJ's rulings and notes: every item is in its array (and counted)
 * as soon as it is allocated, so cfj_destroy frees a half-read CFJ. */
static void load_record(nomic *n, ckr *r, cfj *f)
{
	int nr = ckr_count(r, 6);
	if (nr) {
		f->rulings = xcalloc((size_t)nr, sizeof *f->rulings);
		f->rulings_cap = nr;
	}
	for (int i = 0; i < nr && ckr_ok(r); i++) {
		f->rulings[i] = xcalloc(1, sizeof *f->rulings[i]);
		f->nrulings = i + 1;
		load_ruling(n, r, f->rulings[i]);
	}
	f->appeal_dl = ckr_u64(r);
	int nn = ckr_count(r, 5);
	if (nn) {
		f->notes = xcalloc((size_t)nn, sizeof *f->notes);
		f->notes_cap = nn;
	}
	for (int i = 0; i < nn && ckr_ok(r); i++) {
		f->notes[i] = xcalloc(1, sizeof *f->notes[i]);
		f->nnotes = i + 1;
		load_note(n, r, f->notes[i]);
	}
}

static void load_cfj(nomic *n, ckr *r, cfj *f, int number)
{
	f->number = ckr_int(r);
	if (f->number != number)
		ckr_fail(r, "CFJ out of order");
	f->author = court_ck_player(r, n);
	f->kind = (enum cfj_kind)read_enum(r, CFJ_PARADOX_WIN, "CFJ kind out of range");
	f->statement = ckr_str(r);
	f->reasoning = ckr_str(r);
	if (ckr_ok(r) && !f->statement)
		ckr_fail(r, "a CFJ without a statement");
	f->accused = court_ck_player(r, n);
	char *creator = ckr_str(r);
	if (creator && strlen(creator) >= sizeof f->creator)
		ckr_fail(r, "a CFJ's creator too long");
	else if (creator)
		memcpy(f->creator, creator, strlen(creator) + 1);
	free(creator);
	f->stage = (enum cfj_stage)read_enum(r, CFJ_DISMISSED, "CFJ stage out of range");
	f->called = ckr_i64(r);
	f->judge = court_ck_player(r, n);
	f->accepted = read_enum(r, 1, "CFJ's accepted flag out of range");
	f->appointed = ckr_i64(r);
	f->judge_dl = ckr_u64(r);
	f->remind_dl = ckr_u64(r);
	f->reminded = read_enum(r, 1, "CFJ's reminded flag out of range");
	f->declined = court_ck_players(r, n, &f->ndeclined);
	f->declined_cap = f->ndeclined;
	load_record(n, r, f);
	court_load_cfj(n, r, f);
}

int justice_load_state(nomic *n, ckr *r)
{
	int present = read_enum(r, 1, "justice marker out of range");
	if (!present)
		return ckr_ok(r) ? 0 : -1;
	justice *j = xcalloc(1, sizeof *j);
	n->justice = j;
	j->inelig = court_ck_players(r, n, &j->ninelig);
	j->inelig_cap = j->ninelig;
	int nc = ckr_count(r, 20);
	if (nc) {
		j->cfjs = xcalloc((size_t)nc, sizeof *j->cfjs);
		j->cfjs_cap = nc;
	}
	for (int i = 0; i < nc && ckr_ok(r); i++) {
		j->cfjs[i] = xcalloc(1, sizeof *j->cfjs[i]);
		j->ncfjs = i + 1;
		load_cfj(n, r, j->cfjs[i], i + 1);
	}
	if (ckr_ok(r))
		court_load_parts(n, r, j);
	return ckr_ok(r) ? 0 : -1;
}
