/* character_ckpt.c: Characteristics' and Honour's part of a checkpoint
 * (issue 17 item 3; core/ckpt.h): every value that is not its default, the
 * marks (R550.1, R550.2's Unique acts done; R540.2's rolls), the fires
 * (R543: lit when, the week's deadline id, declared), every change in the
 * record, and R550.3's Champion of Honour and Evil player. A
 * characteristic is written by its name and found again in charac_defs at
 * load (an unknown name is refused). */
#include "society/character/character.h"

#include "core/ckpt.h"
#include "core/state.h"

#include <stdio.h>
#include <stdlib.h>

int character_save_state(const nomic *n, ckw *w)
{
	const character *s = n->character;
	if (!s) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, s->nvalues);
	for (int i = 0; i < s->nvalues; i++) {
		ck_int(w, s->values[i]->player);
		ck_str(w, s->values[i]->def->name);
		ck_i64(w, s->values[i]->value);
	}
	ck_int(w, s->nmarks);
	for (int i = 0; i < s->nmarks; i++) {
		ck_int(w, s->marks[i]->player);
		ck_int(w, s->marks[i]->what);
	}
	ck_int(w, s->nfires);
	for (int i = 0; i < s->nfires; i++) {
		const fire *f = s->fires[i];
		ck_int(w, f->player);
		ck_i64(w, f->lit);
		ck_u64(w, f->dl);
		ck_int(w, f->declared);
	}
	ck_int(w, s->nhistory);
	for (int i = 0; i < s->nhistory; i++) {
		const charac_entry *e = s->history[i];
		ck_int(w, e->player);
		ck_str(w, e->def->name);
		ck_i64(w, e->from);
		ck_i64(w, e->to);
		ck_i64(w, e->when);
		ck_str(w, e->why);
	}
	ck_int(w, s->champion);
	ck_int(w, s->evil);
	return 0;
}

/* A characteristic by the name written; NULL (and r bad) if unknown. */
static const charac_def *read_def(ckr *r)
{
	char *name = ckr_str(r);
	const charac_def *d = name ? charac_find(name) : NULL;
	free(name);
	if (!d)
		ckr_fail(r, "character: an unknown characteristic");
	return d;
}

/* Allocates an array for count items (count checked by ckr_count). */
static void *array_for(int count, int *cap)
{
	*cap = count;
	return count ? xcalloc((size_t)count, sizeof(void *)) : NULL;
}

int character_load_state(nomic *n, ckr *r)
{
	if (!ckr_int(r))
		return ckr_ok(r) ? 0 : -1;
	character *s = xcalloc(1, sizeof *s);
	n->character = s;
	int count = ckr_count(r, 3);
	s->values = array_for(count, &s->values_cap);
	for (int i = 0; i < count && ckr_ok(r); i++) {
		charac_value *v = xcalloc(1, sizeof *v);
		s->values[s->nvalues++] = v;
		v->player = ckr_int(r);
		v->def = read_def(r);
		v->value = ckr_i64(r);
	}
	count = ckr_count(r, 2);
	s->marks = array_for(count, &s->marks_cap);
	for (int i = 0; i < count && ckr_ok(r); i++) {
		charac_mark *m = xcalloc(1, sizeof *m);
		s->marks[s->nmarks++] = m;
		m->player = ckr_int(r);
		m->what = ckr_int(r);
	}
	count = ckr_count(r, 4);
	s->fires = array_for(count, &s->fires_cap);
	for (int i = 0; i < count && ckr_ok(r); i++) {
		fire *f = xcalloc(1, sizeof *f);
		s->fires[s->nfires++] = f;
		f->player = ckr_int(r);
		f->lit = ckr_i64(r);
		f->dl = ckr_u64(r);
		f->declared = ckr_int(r);
	}
	count = ckr_count(r, 6);
	s->history = array_for(count, &s->history_cap);
	for (int i = 0; i < count && ckr_ok(r); i++) {
		charac_entry *e = xcalloc(1, sizeof *e);
		s->history[s->nhistory++] = e;
		e->player = ckr_int(r);
		e->def = read_def(r);
		e->from = ckr_i64(r);
		e->to = ckr_i64(r);
		e->when = ckr_i64(r);
		char *why = ckr_str(r);
		snprintf(e->why, sizeof e->why, "%s", why ? why : "");
		free(why);
	}
	s->champion = ckr_int(r);
	s->evil = ckr_int(r);
	return ckr_ok(r) ? 0 : -1;
}
