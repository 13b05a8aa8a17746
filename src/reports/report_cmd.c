/* report_cmd.c: the reports' commands, the weekly duty and the subsystem's
 * place in the engine (core/module.h).
 *
 *   report OFFICE                 the report now, for the viewer
 *   report OFFICE --since DATE    the changes since DATE, each with its reason
 *   report OFFICE --on DATE       the report(s) published on that day
 *   report publish OFFICE         publish it: an event whose public text is
 *                                 the report (the officer, or the admin)
 *   report duty OFFICE on|off     the office's weekly duty (the admin, or a
 *                                 proposal's effect)
 *   reports                       the offices, their duties and archives
 *
 * The duties are Ackanomic's: R406 Promoter, R408 Tabulator, R409
 * Registrar, R410 Scorekeeper, R412 Financier (Agora's Treasuror). R401 (ii)
 * says duties are "typified by the compilation, maintenance, and
 * distribution of information" and R401 (x) that officers do them "as
 * quickly as feasible", but no Ackanomic rule says how often a report is
 * published: the parameter report.interval does, a week by default as
 * Agora's officers do (docs/RULINGS.md, Reports). */
#include "gov/offices/offices.h"
#include "reports/reports.h"

#include <stdio.h>
#include <string.h>

#define DAY 86400

static const report_office *arg_report(ctx *c, const char *word)
{
	const report_office *o = report_find(word);
	if (!o)
		ctx_fail(c, "'%s' is not a report: promoter, tabulator, registrar, "
			 "scorekeeper, treasuror or clerk", word);
	return o;
}

/* A date or a time ("2001-01-08", "2001-01-08T12:00Z"). */
static int arg_date(ctx *c, const char *word, gtime *t)
{
	if (parse_time(word, t))
		return ctx_fail(c, "'%s' is not a date (like 2001-01-08 or 2001-01-08T12:00Z)",
				word);
	return 0;
}

static void published_on(ctx *c, const report_office *o, gtime day)
{
	const reports *r = c->n->reports;
	day -= day % DAY;
	int any = 0;
	for (int i = 0; r && i < r->npub; i++) {
		const rpt_published *p = r->pub[i];
		if (p->office != report_index(o) || p->time < day || p->time >= day + DAY)
			continue;
		ctx_reply(c, "%s%s", any ? "\n\n" : "", p->text);
		any = 1;
	}
	if (!any) {
		char when[32];
		format_time(day, when, sizeof when);
		ctx_reply(c, "no %s's report was published on %.10s", o->title, when);
	}
}

static int cmd_report(ctx *c, int argc, char **argv)
{
	const report_office *o = arg_report(c, argv[0]);
	if (!o)
		return -1;
	report_view rv = report_view_for(c->n, vis_viewer_ctx(c));
	if (argc == 1) {
		report_render(&rv, o, c->now, &c->out);
		return 0;
	}
	gtime t;
	if (argc != 3 || (!strcaseeq(argv[1], "--since") && !strcaseeq(argv[1], "--on")))
		return ctx_fail(c, "usage: report OFFICE [--since DATE | --on DATE]");
	if (arg_date(c, argv[2], &t))
		return -1;
	if (strcaseeq(argv[1], "--on")) {
		published_on(c, o, t);
		return 0;
	}
	char when[32];
	format_time(t, when, sizeof when);
	ctx_reply(c, "The %s's changes since %s (%s):", o->title, when, o->rule);
	report_changes(&rv, o, t, 0, &c->out);
	return 0;
}

void reports_publish(ctx *c, const report_office *o)
{
	reports *r = reports_of(c);
	report_view rv = report_view_for(c->n, (vis_viewer){0, 0});
	rv.public_text = 1;
	sbuf text = {0};
	report_render(&rv, o, c->now, &text);
	rpt_published *p = xcalloc(1, sizeof *p);
	p->office = report_index(o);
	p->time = c->now;
	p->seq = c->seq;
	p->text = sbuf_take(&text);
	mut_append(c, (void ***)&r->pub, &r->npub, &r->pubcap, p, reports_published_destroy);
	ctx_arg_str(c, "report", o->name);
	ctx_announce(c, "%s", p->text);
	ctx_reply(c, "%s", p->text);
}

/* The office's holder publishes eir report, or the admin does (R401.1: in
 * a vacant office's stead). */
static int cmd_report_publish(ctx *c, int argc, char **argv)
{
	const report_office *o = arg_report(c, argv[0]);
	if (!o)
		return -1;
	const office *off = office_by_name(c->n, o->office);
	if (c->kind != ACTOR_ADMIN &&
	    !(c->kind == ACTOR_PLAYER && off && off->holder == c->actor->id))
		return ctx_fail(c, "only the %s (or the admin) publishes the %s's report (%s)",
				o->office, o->title, o->rule);
	reports_publish(c, o);
	/* R401 (x): the officer did eir duty before the server: this week's
	 * is done, and the next falls due one interval from now. Only where
	 * the offices run by the rules (offices.mode), so that a nomic begun
	 * before replays as it was played (core/level.h). */
	reports *r = reports_of(c);
	int i = report_index(o);
	if (c->kind == ACTOR_PLAYER && offices_rules_run(c->n) && r->duty[i] &&
	    deadline_by_id(c->n, r->duty[i])) {
		char when[32];
		gtime next = c->now + param_int(c->n, "report.interval");
		deadline_move(c, r->duty[i], next);
		format_time(next, when, sizeof when);
		ctx_reply(c, "\nthe %s's weekly duty is done; the next report is due %s (R401 (x))",
			  o->office, when);
	}
	return 0;
}

static int cmd_report_duty(ctx *c, int argc, char **argv)
{
	const report_office *o = arg_report(c, argv[0]);
	if (!o)
		return -1;
	int on = strcaseeq(argv[1], "on");
	if (!on && !strcaseeq(argv[1], "off"))
		return ctx_fail(c, "usage: report duty OFFICE on|off");
	reports *r = reports_of(c);
	int i = report_index(o);
	ctx_arg_str(c, "report", o->name);
	/* A duty whose deadline passed without effect (its rule repealed,
	 * core/bind.h) set itself no new one: it is off. */
	int was_on = r->duty[i] && deadline_by_id(c->n, r->duty[i]);
	if (on == was_on)
		return ctx_fail(c, "the %s's weekly duty is already %s", o->title, on ? "on" : "off");
	if (!on) {
		deadline_cancel(c, r->duty[i]);
		UNDO_SET(c->j, r->duty[i], 0);
		ctx_reply(c, "the %s's report is no longer published on a schedule", o->title);
		return 0;
	}
	int64_t every = param_int(c->n, "report.interval");
	uint64_t id = deadline_add(c, c->now + every, &dl_report_due, 0, i);
	UNDO_SET(c->j, r->duty[i], id);
	char when[32];
	format_time(c->now + every, when, sizeof when);
	ctx_reply(c, "the %s's report is published every %lld days, first %s (%s)", o->title,
		  (long long)(every / DAY), when, o->rule);
	return 0;
}

static int cmd_reports(ctx *c, int argc, char **argv)
{
	const reports *r = c->n->reports;
	for (int i = 0; i < REPORT_OFFICES; i++) {
		const report_office *o = &report_offices[i];
		const office *off = office_by_name(c->n, o->office);
		const deadline *d = r && r->duty[i] ? deadline_by_id(c->n, r->duty[i]) : NULL;
		char when[32];
		ctx_reply(c, "%s%s: the %s's report (%s), %s: %s; ", i ? "\n" : "", o->name, o->title,
			  o->rule, o->office, off && off->holder ? holder_name(c->n, off->holder)
			  : "vacant");
		if (d) {
			format_time(d->due, when, sizeof when);
			ctx_reply(c, "next due %s; ", when);
		}
		int count = 0;
		for (int k = 0; r && k < r->npub; k++)
			count += r->pub[k]->office == i;
		const rpt_published *last = report_last(c->n, o, 0);
		if (last) {
			format_time(last->time, when, sizeof when);
			ctx_reply(c, "%d published, the last %s", count, when);
		} else {
			ctx_reply(c, "none published");
		}
	}
	return 0;
}

static const char *duty_rule(const nomic *n, const deadline *d, char *buf, size_t len)
{
	int i = d->aux >= 0 && d->aux < REPORT_OFFICES ? (int)d->aux : 0;
	snprintf(buf, len, "%s", report_offices[i].rule);
	return buf;
}

/* The weekly duty: publishes, in the office's name (its public text says
 * so), then sets itself again one interval on (the interval as it is now).
 * A vacant office's report is published all the same (docs/RULINGS.md,
 * Reports). The holder who publishes first does the week's duty
 * (cmd_report_publish moves this deadline on). */
static int fire_report_due(ctx *c, const deadline *d)
{
	if (d->aux < 0 || d->aux >= REPORT_OFFICES)
		return ctx_fail(c, "the report deadline names no office");
	const report_office *o = &report_offices[d->aux];
	reports *r = reports_of(c);
	reports_publish(c, o);
	/* Done on time in the office's name: the public text says so. */
	ctx_announce(c, "(published by the server in the %s's name, on time: %s, R401 (x))",
		     o->office, o->rule);
	gtime next = d->due + param_int(c->n, "report.interval");
	if (next <= c->now)
		next = c->now + param_int(c->n, "report.interval");
	uint64_t id = deadline_add(c, next, &dl_report_due, 0, d->aux);
	UNDO_SET(c->j, r->duty[d->aux], id);
	return 0;
}

const deadline_kind dl_report_due = {"report-due", "R401", fire_report_due, duty_rule};

const command report_commands[] = {
	{"report", 1, 3, P_ANYONE, NULL, CMD_READONLY, cmd_report, NULL,
	 "report OFFICE [--since DATE | --on DATE]",
	 "an officer's report now, the changes since a date with their reasons, or the one "
	 "published on a date", "R406, R408, R409, R410, R412"},
	{"report publish", 1, 1, P_ANYONE, NULL, 0, cmd_report_publish, NULL,
	 "report publish OFFICE", "publish your office's report to the forum", "R401"},
	{"report duty", 2, 2, P_ADMIN, NULL, 0, cmd_report_duty, NULL,
	 "report duty OFFICE on|off",
	 "publish an office's report every report.interval (a week), or stop", "R401"},
	{"reports", 0, 0, P_ANYONE, NULL, CMD_READONLY, cmd_reports, NULL,
	 "reports", "the officers' reports, their duties and what was published", "R401"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

static const param_decl report_params[] = {
	{"report.interval", PT_DURATION, 7 * DAY, 3600, 365 * DAY, "", "R401",
	 "how often an office's weekly duty publishes its report", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

static void reports_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	for (int i = 0; i < REPORT_OFFICES; i++) {
		char what[64];
		snprintf(what, sizeof what, "the %s's weekly report", report_offices[i].title);
		fn(what, report_offices[i].rule, arg);
	}
}

const nomic_module reports_module = {
	.name = "reports",
	.free_state = reports_free,
	.save_state = reports_save_state, .load_state = reports_load_state,
	.state_version = 2, /* 2: each entry's amount; RPT_MAGIC */
	.params = report_params,
	.commands = report_commands,
	.each_mechanic = reports_mechanics,
	.after_command = reports_after_command,
	.on_event = reports_on_event,
	.on_change = reports_on_change,
};
