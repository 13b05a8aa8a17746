/* cfj.c: receiving a Call for Judgement (Ackanomic R211, R413 a-b): the
 * record of a CFJ, its arguments and reasoning notes (R418, R710 6), the
 * "cfj" event that tells the other parts what happened to it, and the
 * journaled helpers the trial's files share. */
#include "gov/justice/trial.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- journaled int arrays ---- */

static void undo_jint_append(undo_entry *e)
{
	int *n = e->obj;
	(*n)--;
}

void jint_append(ctx *c, int **arr, int *n, int *cap, int v)
{
	if (*n == *cap) {
		/* Growing moves the array: nothing journals an element's
		 * address, only the count (here) and whole values (remove). */
		*cap = *cap ? *cap * 2 : 4;
		*arr = xrealloc(*arr, (size_t)*cap * sizeof **arr);
	}
	(*arr)[(*n)++] = v;
	undo_entry *e = undo_push(c->j, undo_jint_append, NULL);
	e->obj = n;
}

static void undo_jint_remove(undo_entry *e)
{
	int **arr = e->ptr;
	int *n = e->obj;
	int i = (int)e->a;
	/* The array never shrinks, so the slot freed by the removal is there. */
	memmove(*arr + i + 1, *arr + i, (size_t)(*n - i) * sizeof **arr);
	(*arr)[i] = (int)e->b;
	(*n)++;
}

int jint_remove(ctx *c, int **arr, int *n, int v)
{
	for (int i = 0; i < *n; i++)
		if ((*arr)[i] == v) {
			memmove(*arr + i, *arr + i + 1, (size_t)(*n - i - 1) * sizeof **arr);
			(*n)--;
			undo_entry *e = undo_push(c->j, undo_jint_remove, NULL);
			e->ptr = arr;
			e->obj = n;
			e->a = i;
			e->b = v;
			return 1;
		}
	return 0;
}

int int_in(const int *arr, int n, int v)
{
	for (int i = 0; i < n; i++)
		if (arr[i] == v)
			return 1;
	return 0;
}

/* ---- the record ---- */

static void ruling_destroy(void *p)
{
	cfj_ruling *r = p;
	if (!r)
		return;
	free(r->deciders);
	free(r->reasons);
	free(r->penalised);
	free(r->penalties);
	free(r);
}

static void note_destroy(void *p)
{
	cfj_note *note = p;
	if (!note)
		return;
	free(note->text);
	free(note);
}

void cfj_destroy(void *p)
{
	cfj *f = p;
	if (!f)
		return;
	free(f->statement);
	free(f->reasoning);
	free(f->declined);
	for (int i = 0; i < f->nrulings; i++)
		ruling_destroy(f->rulings[i]);
	free(f->rulings);
	for (int i = 0; i < f->nnotes; i++)
		note_destroy(f->notes[i]);
	free(f->notes);
	free(f->appellants);
	free(f->court_declined);
	free(f->cortex_declined);
	free(f->votes);
	free(f);
}

void cfj_append_ruling(ctx *c, cfj *f, cfj_ruling *r)
{
	mut_append(c, (void ***)&f->rulings, &f->nrulings, &f->rulings_cap, r, ruling_destroy);
}

const char *cfj_kind_key(enum cfj_kind k)
{
	static const char *const keys[] = {"plain", "criminal", "cycle-win", "paradox-win"};
	return (unsigned)k < sizeof keys / sizeof *keys ? keys[k] : "?";
}

int cfj_emit(ctx *c, const cfj *f, const char *what, enum verdict v, enum cfj_level level)
{
	json_t *data = json_pack("{s:i, s:s, s:s, s:s, s:i, s:i, s:i, s:s}", "number", f->number,
				 "kind", cfj_kind_key(f->kind), "what", what, "verdict",
				 verdict_name(v), "level", (int)level, "author", f->author,
				 "accused", f->accused, "creator", f->creator);
	int rc = ctx_emit(c, "cfj", data);
	json_decref(data);
	return rc;
}

static int blank(const char *s)
{
	for (; s && *s; s++)
		if (!isspace((unsigned char)*s))
			return 0;
	return 1;
}

int cfj_add_note(ctx *c, cfj *f, enum cfj_note_kind kind, int author, const char *text)
{
	if (blank(text))
		return ctx_fail(c, "the text is empty: say something (R211)");
	cfj_note *note = xcalloc(1, sizeof *note);
	note->kind = kind;
	note->author = author;
	note->text = xstrdup(text);
	note->when = c->now;
	note->published = kind != NOTE_REASONING && kind != NOTE_MITIGATION;
	mut_append(c, (void ***)&f->notes, &f->nnotes, &f->notes_cap, note, note_destroy);
	return 0;
}

/* ---- calling ---- */

static void undo_cfj_append(undo_entry *e)
{
	justice *j = e->obj;
	cfj_destroy(j->cfjs[--j->ncfjs]);
}

int cfj_call(ctx *c, const cfj_spec *spec, cfj **out)
{
	/* R211: a single, clear statement; an empty one is no CFJ at all. */
	if (blank(spec->statement))
		return ctx_fail(c, "a CFJ needs a statement that can be answered TRUE or FALSE (R211)");
	player *author = player_by_id(c->n, spec->author);
	if (!author)
		return ctx_fail(c, "no such player to call a CFJ");
	justice *j = justice_of(c);
	cfj *f = xcalloc(1, sizeof *f);
	f->number = j->ncfjs + 1;
	f->author = spec->author;
	f->kind = spec->kind;
	f->statement = xstrdup(spec->statement);
	f->reasoning = blank(spec->reasoning) ? NULL : xstrdup(spec->reasoning);
	f->accused = spec->kind == CFJ_CRIMINAL ? spec->accused : 0;
	if (spec->kind == CFJ_CYCLE_WIN && spec->creator)
		snprintf(f->creator, sizeof f->creator, "%s", spec->creator);
	f->stage = CFJ_WITH_JUDGE;
	f->called = c->now;
	if (j->ncfjs == j->cfjs_cap) {
		j->cfjs_cap = j->cfjs_cap ? j->cfjs_cap * 2 : 8;
		j->cfjs = xrealloc(j->cfjs, (size_t)j->cfjs_cap * sizeof *j->cfjs);
	}
	j->cfjs[j->ncfjs++] = f;
	undo_entry *e = undo_push(c->j, undo_cfj_append, NULL);
	e->obj = j;

	/* A CFCJ is labelled as such (R710 2); the win CFJs say their kind. */
	const char *call = f->kind == CFJ_CRIMINAL ? "CFCJ" : "CFJ";
	char label[48] = "";
	if (f->kind == CFJ_CYCLE_WIN || f->kind == CFJ_PARADOX_WIN)
		snprintf(label, sizeof label, " (%s)", cfj_kind_name(f->kind));
	/* R212: the Clerk selects the judge on receiving it (R413 b). */
	int judge = judge_select(c, f);
	if (!judge) {
		/* R212 ¶3: nobody eligible: Invalid, and no judge. */
		UNDO_SET(c->j, f->stage, CFJ_DISMISSED);
		ctx_announce(c, "%s %d%s \"%s\" by %s is dismissed as Invalid: no active player "
			     "is eligible to judge it (R212)", call, f->number, label, f->statement,
			     author->name);
		ctx_reply(c, "%s %d%s \"%s\" by %s is dismissed as Invalid: no active player is "
			  "eligible to judge it (R212)", call, f->number, label, f->statement, author->name);
		if (cfj_emit(c, f, "called", VERDICT_INVALID, LEVEL_JUDGE))
			return -1;
	} else {
		const char *jn = player_by_id(c->n, judge)->name;
		ctx_announce(c, "%s %d%s \"%s\" by %s; judge: %s (R211, R212)", call, f->number, label,
			     f->statement, author->name, jn);
		ctx_reply(c, "%s %d%s \"%s\" by %s; judge: %s (R211, R212)", call, f->number, label,
			  f->statement, author->name, jn);
		if (cfj_emit(c, f, "called", VERDICT_NONE, LEVEL_JUDGE))
			return -1;
	}
	if (out)
		*out = f;
	return 0;
}
