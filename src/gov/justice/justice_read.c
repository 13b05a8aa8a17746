/* justice_read.c: the read-only views of the trial: the list of CFJs and
 * one CFJ's record (R413 b-d: the Clerk administers them publicly and
 * makes the CFJ Ineligibility List public on request). A private note
 * (R418, R710 6) shows only to its author and the admin until published. */
#include "gov/justice/trial.h"

#include <stdlib.h>
#include <string.h>

static const char *name_of(const nomic *n, int id)
{
	const player *p = player_by_id(n, id);
	return p ? p->name : "nobody";
}

static int is_open(const cfj *f)
{
	return f->stage == CFJ_WITH_JUDGE || f->stage == CFJ_APPEALABLE ||
	       f->stage == CFJ_AT_CORTEX || f->stage == CFJ_AT_COURT;
}

int cmd_cfj_list(ctx *c, int argc, char **argv)
{
	int open_only = argc > 0 && strcmp(argv[0], "open") == 0;
	if (argc > 0 && !open_only)
		return ctx_fail(c, "say 'cfjs' or 'cfjs open'");
	const justice *j = justice_peek(c->n);
	int shown = 0;
	for (int i = 0; j && i < j->ncfjs; i++) {
		const cfj *f = j->cfjs[i];
		if (open_only && !is_open(f))
			continue;
		const cfj_ruling *r = cfj_latest(f);
		ctx_reply(c, "%sCFJ %d \"%s\" by %s: %s", shown++ ? "\n" : "", f->number,
			  f->statement, name_of(c->n, f->author), cfj_stage_name(f->stage));
		if (f->stage == CFJ_WITH_JUDGE)
			ctx_reply(c, "; judge %s", name_of(c->n, f->judge));
		if (r)
			ctx_reply(c, "; %s", verdict_name(r->verdict));
	}
	if (!shown)
		ctx_reply(c, open_only ? "no open CFJs" : "no CFJs");
	if (!open_only && j && j->ninelig) {
		ctx_reply(c, "\nCFJ Ineligibility List (R212):");
		for (int i = 0; i < j->ninelig; i++)
			ctx_reply(c, " %s", name_of(c->n, j->inelig[i]));
	}
	return 0;
}

static const char *note_kind_name(enum cfj_note_kind k)
{
	static const char *const names[] = {"argument", "reasoning", "mitigation", "appeal",
					    "dissent"};
	return (unsigned)k < sizeof names / sizeof *names ? names[k] : "?";
}

int cmd_cfj_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	int64_t num;
	const cfj *f = parse_int64(argv[0], &num) || num < 1 || num > 1000000000
			       ? NULL : cfj_find(c->n, (int)num);
	if (!f)
		return ctx_fail(c, "there is no CFJ %s", argv[0]);
	int viewer = c->kind == ACTOR_ADMIN ? 0 : c->kind == ACTOR_PLAYER ? c->actor->id : -1;
	char when[32];
	format_time(f->called, when, sizeof when);
	ctx_reply(c, "%s %d \"%s\" by %s, called %s: %s", cfj_kind_name(f->kind), f->number,
		  f->statement, name_of(c->n, f->author), when, cfj_stage_name(f->stage));
	if (f->reasoning)
		ctx_reply(c, "\n  comments: %s", f->reasoning);
	if (f->accused)
		ctx_reply(c, "\n  accused: %s", name_of(c->n, f->accused));
	if (f->judge) {
		format_time(f->appointed, when, sizeof when);
		ctx_reply(c, "\n  judge: %s, appointed %s%s", name_of(c->n, f->judge), when,
			  f->accepted ? ", accepted" : "");
	}
	if (f->ndeclined) {
		ctx_reply(c, "\n  declined:");
		for (int i = 0; i < f->ndeclined; i++)
			ctx_reply(c, " %s", name_of(c->n, f->declined[i]));
	}
	for (int i = 0; i < f->nrulings; i++) {
		const cfj_ruling *r = f->rulings[i];
		format_time(r->when, when, sizeof when);
		ctx_reply(c, "\n  %s %s by", when, verdict_name(r->verdict));
		for (int k = 0; k < r->ndeciders; k++)
			ctx_reply(c, " %s", name_of(c->n, r->deciders[k]));
		if (r->reasons)
			ctx_reply(c, ": %s", r->reasons);
	}
	for (int i = 0; i < f->nnotes; i++) {
		const cfj_note *note = f->notes[i];
		if (!cfj_note_visible(note, viewer))
			continue;
		ctx_reply(c, "\n  %s by %s%s: %s", note_kind_name(note->kind),
			  name_of(c->n, note->author), note->published ? "" : " (private)",
			  note->text);
	}
	if (f->stage == CFJ_APPEALABLE && f->appeal_dl) {
		const deadline *d = deadline_by_id(c->n, f->appeal_dl);
		if (d) {
			format_time(d->due, when, sizeof when);
			ctx_reply(c, "\n  appealable until %s (R217 I)", when);
		}
	}
	return 0;
}

/* R212 i-vii and R709: who would be eligible if CFJ N's judge were drawn
 * now (its current judge counted as declined, as a redraw would). */
int cmd_cfj_pool(ctx *c, int argc, char **argv)
{
	(void)argc;
	int64_t num;
	const cfj *f = parse_int64(argv[0], &num) || num < 1 || num > 1000000000
			       ? NULL : cfj_find(c->n, (int)num);
	if (!f)
		return ctx_fail(c, "there is no CFJ %s", argv[0]);
	cfj probe = *f;
	int extra[1] = {f->judge}, *declined = NULL;
	if (f->judge && !int_in(f->declined, f->ndeclined, f->judge)) {
		declined = xcalloc((size_t)f->ndeclined + 1, sizeof *declined);
		for (int i = 0; i < f->ndeclined; i++)
			declined[i] = f->declined[i];
		declined[f->ndeclined] = extra[0];
		probe.declined = declined;
		probe.ndeclined = f->ndeclined + 1;
	}
	probe.judge = 0;
	int *set;
	int count = judge_pool(c->n, &probe, &set);
	ctx_reply(c, "eligible to judge CFJ %d now (R212):", f->number);
	for (int i = 0; i < count; i++)
		ctx_reply(c, " %s", name_of(c->n, set[i]));
	if (!count)
		ctx_reply(c, " nobody");
	free(set);
	free(declined);
	return 0;
}
