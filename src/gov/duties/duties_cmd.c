/* duties_cmd.c: the duties' commands (R401 (ii), (x); R701).
 *
 *   duties [OFFICE|PLAYER]   each office's duties and the pending ones with
 *                            their due times; one office's whole catalogue
 *                            and record; a player's offices and the duties
 *                            e missed (the Crime of Non-Performance, R701)
 *   duty done N ["TEXT"]     the holder or Acting Officer (or the admin)
 *                            does duty N, TEXT the public part (R409 (e):
 *                            the new player's answer) */
#include "gov/duties/duties.h"

#include <stdio.h>
#include <string.h>

static void status(const nomic *n, const obligation *o, char *buf, size_t len)
{
	char t1[32], t2[32], stands[160];
	const char *why = obligation_paused_why(n, o, stands, sizeof stands);
	if (o->state == OB_DONE || o->state == OB_LAPSED) {
		format_time(o->done_at, t1, sizeof t1);
		snprintf(buf, len, "%s at %s", o->done, t1);
	} else if (o->missed_by) {
		format_time(o->missed_at, t1, sizeof t1);
		snprintf(buf, len, "MISSED by %s at %s, the Crime of Non-Performance (R701); still due",
			 holder_name(n, o->missed_by), t1);
	} else if (why) {
		format_time(o->paused_at, t1, sizeof t1);
		format_duration(o->due - o->paused_at, t2, sizeof t2);
		snprintf(buf, len, "its clock stands since %s, as %s; %s left", t1, why, t2);
	} else {
		format_time(o->due, t2, sizeof t2);
		snprintf(buf, len, "due %s", t2);
	}
}

static void office_line(ctx *c, const office *f, int *first)
{
	int total = 0, holders = 0;
	for (int i = 0; duty_def_at(i); i++)
		if (strcaseeq(duty_def_at(i)->office, f->name)) {
			total++;
			holders += duty_def_at(i)->by == BY_HOLDER;
		}
	if (!total)
		return;
	int acting;
	int who = duty_performer(c->n, f->name, &acting);
	ctx_reply(c, "%s%s (%s%s): %d duties, %d only the holder can do", *first ? "" : "\n",
		  f->name, who ? holder_name(c->n, who) : "vacant", duty_capacity(acting), total,
		  holders);
	*first = 0;
	const duties *s = c->n->duties;
	for (int i = 0; s && i < s->nobs; i++) {
		const obligation *o = s->obs[i];
		if (o->state != OB_PENDING || !strcaseeq(o->office, f->name))
			continue;
		char st[300];
		status(c->n, o, st, sizeof st);
		ctx_reply(c, "\n  #%d %s (%s): %s", o->id, o->what, duty_def_at(o->duty)->rule, st);
	}
}

static void one_office(ctx *c, const office *f)
{
	int acting;
	int who = duty_performer(c->n, f->name, &acting);
	ctx_reply(c, "%s (%s%s):", f->name, who ? holder_name(c->n, who) : "vacant",
		  duty_capacity(acting));
	for (int i = 0; duty_def_at(i); i++) {
		const duty_def *d = duty_def_at(i);
		if (strcaseeq(d->office, f->name))
			ctx_reply(c, "\n- %s: %s; by %s: %s", d->rule, d->text,
				  d->by == BY_SERVER ? "the server" : "the holder", d->how);
	}
	const duties *s = c->n->duties;
	for (int i = 0; s && i < s->nobs; i++) {
		const obligation *o = s->obs[i];
		if (!strcaseeq(o->office, f->name))
			continue;
		char st[300];
		status(c->n, o, st, sizeof st);
		ctx_reply(c, "\n  #%d %s (%s): %s", o->id, o->what, duty_def_at(o->duty)->rule, st);
	}
}

static void one_player(ctx *c, const player *p)
{
	int any = 0;
	ctx_reply(c, "%s performs:", p->name);
	for (int i = 0; i < c->n->noffices; i++) {
		const office *f = c->n->offices[i];
		int acting;
		if (!duties_of_office(f->name) || duty_performer(c->n, f->name, &acting) != p->id)
			continue;
		ctx_reply(c, "%s %s%s", any ? "," : "", f->name,
			  acting == 2 ? " (as Substitute)" : acting ? " (acting)" : "");
		any = 1;
	}
	if (!any)
		ctx_reply(c, " no office's duties");
	any = 0;
	const duties *s = c->n->duties;
	for (int i = 0; s && i < s->nobs; i++) {
		const obligation *o = s->obs[i];
		if (o->missed_by != p->id)
			continue;
		char when[32];
		format_time(o->missed_at, when, sizeof when);
		ctx_reply(c, "\nmissed #%d: %s: %s (%s) at %s, the Crime of Non-Performance (R701)%s",
			  o->id, o->office, o->what, duty_def_at(o->duty)->rule, when,
			  o->state == OB_PENDING ? "; still due" : "; done since");
		any = 1;
	}
	if (!any)
		ctx_reply(c, "\nno missed duties");
}

static int cmd_duties(ctx *c, int argc, char **argv)
{
	if (argc == 0) {
		int first = 1;
		for (int i = 0; i < c->n->noffices; i++)
			office_line(c, c->n->offices[i], &first);
		if (first)
			ctx_reply(c, "no office here has duties (R401 (ii))");
		return 0;
	}
	const office *f = office_by_name(c->n, argv[0]);
	if (f) {
		one_office(c, f);
		return 0;
	}
	const player *p = player_by_name(c->n, argv[0]);
	if (!p)
		return ctx_fail(c, "'%s' is neither an office nor a player", argv[0]);
	one_player(c, p);
	return 0;
}

static int cmd_duty_done(ctx *c, int argc, char **argv)
{
	int64_t id;
	if (parse_int64(argv[0], &id) || id <= 0 || id > 1000000000)
		return ctx_fail(c, "'%s' is not a duty's number (see `duties`)", argv[0]);
	obligation *o = obligation_by_id(c->n, (int)id);
	if (!o)
		return ctx_fail(c, "there is no duty #%s (see `duties`)", argv[0]);
	const duty_def *d = duty_def_at(o->duty);
	if (o->state != OB_PENDING)
		return ctx_fail(c, "duty #%d is no longer due: %s", o->id, o->done);
	if (d->trigger == TR_CHOOSE)
		return ctx_fail(c, "the President does this duty by choosing: `choose PLAYER as %s` "
			 "(R403 (vi))", o->what + strlen("choose among the Nominees for "));
	if (d->trigger == TR_WIN)
		return ctx_fail(c, "the Speaker does this duty by announcing it: `fatlady sing` "
				"(R667)");
	if (d->trigger == TR_CALL)
		return ctx_fail(c, "the Financier does this duty by calling the auction: `auction "
				"them ENTITY` (R520)");
	int acting;
	int who = duty_performer(c->n, o->office, &acting);
	if (c->kind != ACTOR_ADMIN && !(c->kind == ACTOR_PLAYER && who == c->actor->id))
		return ctx_fail(c, "only the %s or eir Acting Officer does the %s's duties (R401.1)",
				o->office, o->office);
	const char *text = argc > 1 ? argv[1] : NULL;
	if (strcmp(d->rule, "R409 (e)") == 0 && (!text || !*text))
		return ctx_fail(c, "give the answer to make public: `duty done %d \"ANSWER\"` "
			 "(R409 (e))", o->id);
	char how[160];
	snprintf(how, sizeof how, "done by %s", c->actor_name);
	char line[1200];
	snprintf(line, sizeof line, "The %s (%s%s) has done eir duty: %s (%s)%s%s%s", o->office,
		 c->actor_name, duty_capacity(acting), o->what, d->rule, text ? ": \"" : "",
		 text ? text : "", text ? "\"" : "");
	duty_discharge(c, o, how);
	ctx_announce(c, "%s", line);
	ctx_reply(c, "%s", line);
	return 0;
}

const command duties_commands[] = {
	{"duties", 0, 1, P_ANYONE, NULL, CMD_READONLY, cmd_duties, NULL, "duties [OFFICE|PLAYER]",
	 "each office's duties, the pending ones with their due times, and missed ones",
	 "R401 (ii)"},
	{"duty done", 1, 2, P_ANYONE, NULL, 0, cmd_duty_done, NULL, "duty done N [\"TEXT\"]",
	 "as the officer, do a duty that is due (TEXT: what you make public)", "R401 (x)"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
