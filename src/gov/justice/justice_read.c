/* justice_read.c: the read-only views of the trial: the list of CFJs and
 * one CFJ's record (R413 b-d: the Clerk administers them publicly and
 * makes the CFJ Ineligibility List public on request). A private note
 * (R418, R710 6) shows only to its author and the admin until published. */
#include "core/visibility.h"
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

static const char *str(const json_t *o, const char *key)
{
	return json_string_value(json_object_get(o, key));
}

/* One CFJ's record as the viewer may see it, from the one view of a CFJ
 * (justice_json.c), so that `cfj show` keeps back what the API and the
 * page keep back (R418, R710 6). */
int cmd_cfj_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	int64_t num;
	const cfj *f = parse_int64(argv[0], &num) || num < 1 || num > 1000000000
			       ? NULL : cfj_find(c->n, (int)num);
	if (!f)
		return ctx_fail(c, "there is no CFJ %s", argv[0]);
	vis_viewer viewer = vis_viewer_ctx(c);
	json_t *o = cfj_json(c->n, f, &viewer, 1);
	ctx_reply(c, "%s %d \"%s\" by %s, called %s: %s", str(o, "kind"), f->number,
		  str(o, "statement"), str(o, "author"), str(o, "called"), str(o, "stage"));
	if (str(o, "reasoning"))
		ctx_reply(c, "\n  comments: %s", str(o, "reasoning"));
	if (str(o, "accused"))
		ctx_reply(c, "\n  accused: %s", str(o, "accused"));
	if (str(o, "judge"))
		ctx_reply(c, "\n  judge: %s, appointed %s%s", str(o, "judge"), str(o, "appointed"),
			  f->accepted && f->stage == CFJ_WITH_JUDGE ? ", accepted" : "");
	if (f->ndeclined) {
		ctx_reply(c, "\n  declined:");
		for (int i = 0; i < f->ndeclined; i++)
			ctx_reply(c, " %s", name_of(c->n, f->declined[i]));
	}
	size_t i;
	json_t *item;
	json_array_foreach(json_object_get(o, "rulings"), i, item) {
		ctx_reply(c, "\n  %s %s by the %s", str(item, "when"), str(item, "verdict"),
			  str(item, "level"));
		size_t k;
		json_t *by;
		json_array_foreach(json_object_get(item, "by"), k, by)
			ctx_reply(c, " %s", json_string_value(by));
		if (str(item, "reasons"))
			ctx_reply(c, ": %s", str(item, "reasons"));
	}
	json_array_foreach(json_object_get(o, "notes"), i, item)
		ctx_reply(c, "\n  %s by %s%s: %s", str(item, "kind"), str(item, "by"),
			  json_is_true(json_object_get(item, "private")) ? " (private)" : "",
			  str(item, "text"));
	json_decref(o);
	if (f->stage == CFJ_APPEALABLE && f->appeal_dl) {
		const deadline *d = deadline_by_id(c->n, f->appeal_dl);
		if (d) {
			char when[32];
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
