/* csr_cmd.c: the Common Sense Reports' commands, their deadline and their
 * views (Ackanomic R421.2; csr.h). */
#include "gov/csr/csr.h"
#include "gov/gov.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* R421.2 ¶2: "Whenever a player authors a CSR, he must assign it a unique
 * number and distribute it publicly": the server numbers it and the event
 * announces it, its text whole. */
int csr_cmd_issue(ctx *c, int argc, char **argv)
{
	(void)argc;
	char err[200], why[400];
	char **effects = NULL;
	int count = proposal_effects(argv[0], &effects, err, sizeof err);
	if (count < 0)
		return ctx_fail(c, "%s", err);
	const char *no = csr_may_issue(c->n, c->actor->id, effects, count, why, sizeof why);
	proposal_effects_free(effects, count);
	if (no)
		return ctx_fail(c, "%s", no);
	csrs *s = csrs_of(c);
	csr *r = xcalloc(1, sizeof *r);
	r->number = s->nall + 1;
	r->author = c->actor->id;
	r->text = xstrdup(argv[0]);
	r->distributed = c->now;
	r->listed = count;
	mut_append(c, (void ***)&s->all, &s->nall, &s->all_cap, r, csr_free);
	gtime due = c->now + param_int(c->n, "csr.period");
	r->dl = deadline_add(c, due, &dl_csr, r->author, r->number);
	char when[40];
	format_time(due, when, sizeof when);
	ctx_announce(c, "%s distributes CSR %d (R421.2), enacted %s unless %d or more players "
		     "object (`csr object %d`):\n%s", c->actor->name, r->number, when,
		     (int)param_int(c->n, "csr.objections"), r->number, r->text);
	ctx_reply(c, "CSR %d is distributed; its %d change%s take%s effect %s unless %d or more "
		  "players object (R421.2)", r->number, count, count == 1 ? "" : "s",
		  count == 1 ? "s" : "", when, (int)param_int(c->n, "csr.objections"));
	return 0;
}

/* R421.2 ¶2: "After it has been distributed, any player may publicly
 * object to that CSR", within the three days. */
int csr_cmd_object(ctx *c, int argc, char **argv)
{
	(void)argc;
	int64_t k;
	csr *r = parse_int64(argv[0], &k) ? NULL : csr_get(c->n, (int)k);
	if (!r)
		return ctx_fail(c, "there is no CSR %s", argv[0]);
	if (r->status != CSR_PENDING)
		return ctx_fail(c, "CSR %d was %s already (R421.2)", r->number,
				r->status == CSR_ENACTED ? "enacted" : "decided");
	for (int i = 0; i < r->nobjections; i++)
		if (r->objections[i]->player == c->actor->id)
			return ctx_fail(c, "you have objected to CSR %d already", r->number);
	csr_objection *o = xcalloc(1, sizeof *o);
	o->player = c->actor->id;
	o->at = c->now;
	mut_append(c, (void ***)&r->objections, &r->nobjections, &r->objections_cap, o, free);
	ctx_say(c, "%s objects to CSR %d (%d objection%s; R421.2)", c->actor->name, r->number,
		r->nobjections, r->nobjections == 1 ? "" : "s");
	return 0;
}

/* R421.2 ¶2: "3 days after it has been distributed, the changes described
 * in a CSR are enacted, unless 2 or more players objected ... The author
 * of the CSR shall publicly announce the fact of its enaction, or
 * failure": the server does, in the author's name. Each change applies as
 * a proposal's effect does (R104, gov/results.c), the CSR as its cause. */
static int csr_fire(ctx *c, const deadline *d)
{
	csr *r = csr_get(c->n, (int)d->aux);
	if (!r || r->status != CSR_PENDING || r->dl != d->id)
		return 0;
	UNDO_SET(c->j, r->dl, 0);
	const player *a = player_by_id(c->n, r->author);
	const char *author = a ? a->name : "its author";
	if (r->nobjections >= param_int(c->n, "csr.objections")) {
		UNDO_SET(c->j, r->status, CSR_FAILED);
		ctx_say(c, "%s announces that CSR %d fails: %d players objected (R421.2)", author,
			r->number, r->nobjections);
		return 0;
	}
	char cause[32], err[200];
	snprintf(cause, sizeof cause, "CSR %d", r->number);
	char **effects;
	static const effects_how how = {"change", " has no effect", NULL, NULL};
	int count = proposal_effects(r->text, &effects, err, sizeof err);
	sbuf said = {0};
	int applied = effects_apply(c, effects, count, cause, &how, &said);
	proposal_effects_free(effects, count);
	UNDO_SET(c->j, r->status, CSR_ENACTED);
	UNDO_SET(c->j, r->applied, applied);
	ctx_say(c, "%s announces that CSR %d is enacted (R421.2): %d of %d change%s took "
		"effect%s", author, r->number, applied, count < 0 ? 0 : count,
		count == 1 ? "" : "s", said.s ? said.s : "");
	sbuf_free(&said);
	return 0;
}

const deadline_kind dl_csr = {"csr", "R421.2 ¶2", csr_fire, NULL};

static const char *status_name(const csr *r)
{
	return r->status == CSR_PENDING ? "distributed" : r->status == CSR_ENACTED ? "enacted"
										      : "failed";
}

int csr_cmd_show(ctx *c, int argc, char **argv)
{
	const csrs *s = csrs_peek(c->n);
	int64_t k = 0;
	if (argc && (parse_int64(argv[0], &k) || !csr_get(c->n, (int)k)))
		return ctx_fail(c, "there is no CSR %s", argv[0]);
	if (!s || !s->nall)
		return ctx_reply(c, "no CSR has been distributed"), 0;
	for (int i = 0; i < s->nall; i++) {
		const csr *r = s->all[i];
		if (k && r->number != k)
			continue;
		const player *a = player_by_id(c->n, r->author);
		char when[40];
		format_time(r->distributed, when, sizeof when);
		ctx_reply(c, "%sCSR %d by %s, distributed %s: %s, %d objection%s", c->out.len ? "\n" : "",
			  r->number, a ? a->name : "?", when, status_name(r), r->nobjections,
			  r->nobjections == 1 ? "" : "s");
		if (r->status == CSR_ENACTED)
			ctx_reply(c, ", %d of %d change%s took effect", r->applied, r->listed,
				  r->listed == 1 ? "" : "s");
		if (k)
			ctx_reply(c, "\n%s", r->text);
	}
	return 0;
}

json_t *csr_json(const nomic *n)
{
	json_t *out = json_array();
	const csrs *s = csrs_peek(n);
	for (int i = 0; s && i < s->nall; i++) {
		const csr *r = s->all[i];
		const player *a = player_by_id(n, r->author);
		char when[40];
		format_time(r->distributed, when, sizeof when);
		json_t *objectors = json_array();
		for (int k = 0; k < r->nobjections; k++) {
			const player *p = player_by_id(n, r->objections[k]->player);
			json_array_append_new(objectors, json_string(p ? p->name : "?"));
		}
		json_t *o = json_pack("{s:i, s:s, s:s, s:s, s:s, s:o, s:i}", "number", r->number,
				      "author", a ? a->name : "?", "distributed", when, "status",
				      status_name(r), "text", r->text, "objectors", objectors,
				      "changes", r->listed);
		if (r->status == CSR_ENACTED)
			json_object_set_new(o, "applied", json_integer(r->applied));
		json_array_append_new(out, o);
	}
	return out;
}
