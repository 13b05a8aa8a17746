/* cmd_clock.c: the nomic's clock and its deadline queue.
 * A virtual clock moves only by command (tests, play-by-script); a real one
 * follows the wall clock. Either way, passing a deadline runs its default
 * action as an ordinary event with the actor "clock". */
#include "core/bind.h"
#include "core/command.h"
#include "core/module.h"
#include "core/visibility.h"

#include <stdio.h>
#include <string.h>

static int virtual_only(ctx *c)
{
	if (c->n->clock_mode != CLOCK_VIRTUAL)
		return ctx_fail(c, "this nomic follows the real clock; it cannot be moved");
	return 0;
}

static int advance_target(ctx *c, int argc, char **argv, gtime *t)
{
	int64_t d;
	if (virtual_only(c))
		return -1;
	if (parse_duration(argv[0], &d) || d <= 0)
		return ctx_fail(c, "'%s' is not a duration (like 3d, 12h, 1w2d)", argv[0]);
	*t = c->now + d;
	return 0;
}

static int set_target(ctx *c, int argc, char **argv, gtime *t)
{
	if (virtual_only(c))
		return -1;
	if (parse_time(argv[0], t))
		return ctx_fail(c, "'%s' is not a time (like 2001-01-10T00:00Z)", argv[0]);
	if (*t < c->now)
		return ctx_fail(c, "the clock never goes back");
	return 0;
}

static int cmd_clock_moved(ctx *c, int argc, char **argv)
{
	char when[32];
	format_time(c->now, when, sizeof when);
	ctx_arg_str(c, "to", when);
	ctx_reply(c, "the time is now %s", when);
	return 0;
}

static int cmd_clock(ctx *c, int argc, char **argv)
{
	char when[32];
	format_time(c->n->now, when, sizeof when);
	ctx_reply(c, "%s (%s clock)", when,
		  c->n->clock_mode == CLOCK_VIRTUAL ? "virtual" : "real");
	const deadline *d = deadline_next(c->n);
	if (d) {
		char rule[64], shown[64];
		vis_viewer v = vis_viewer_ctx(c);
		format_time(d->due, when, sizeof when);
		ctx_reply(c, "; next deadline %s at %s (%s)", d->kind->name, when,
			  vis_citation(&v, c->n, deadline_rule(c->n, d, rule, sizeof rule), shown,
				       sizeof shown));
	}
	return 0;
}

static int cmd_deadlines(ctx *c, int argc, char **argv)
{
	/* The heap is not sorted; list in due order by repeated selection. */
	int n = c->n->ndeadlines;
	gtime last_due = INT64_MIN;
	uint64_t last_id = 0;
	for (int shown = 0; shown < n; shown++) {
		const deadline *best = NULL;
		for (int i = 0; i < n; i++) {
			const deadline *d = &c->n->heap[i];
			int after = d->due > last_due || (d->due == last_due && d->id > last_id);
			if (after && (!best || d->due < best->due ||
				      (d->due == best->due && d->id < best->id)))
				best = d;
		}
		char when[32], rule[64], cite[64], what[400];
		vis_viewer v = vis_viewer_ctx(c);
		format_time(best->due, when, sizeof when);
		/* A subsystem may say what the deadline is (an officer's duty). */
		if (deadline_describe(c->n, best, what, sizeof what)) {
			ctx_reply(c, "%sdeadline %llu: %s %s, %s (%s)", shown ? "\n" : "",
				  (unsigned long long)best->id, when, best->kind->name, what,
				  vis_citation(&v, c->n, deadline_rule(c->n, best, rule, sizeof rule),
					       cite, sizeof cite));
			last_due = best->due;
			last_id = best->id;
			continue;
		}
		/* A deadline is for a player (whose duty or state it is); the
		 * rules' own (a script's timer) are for nobody in particular. */
		ctx_reply(c, "%sdeadline %llu: %s %s%s%s (%s)", shown ? "\n" : "",
			  (unsigned long long)best->id, when, best->kind->name,
			  best->subject ? " for " : "",
			  best->subject ? holder_name(c->n, best->subject) : "",
			  vis_citation(&v, c->n, deadline_rule(c->n, best, rule, sizeof rule),
				       cite, sizeof cite));
		last_due = best->due;
		last_id = best->id;
	}
	if (!n)
		ctx_reply(c, "no deadlines");
	return 0;
}

static int cmd_deadline(ctx *c, int argc, char **argv)
{
	int64_t id;
	const deadline *next = deadline_next(c->n);
	if (parse_int64(argv[0], &id) || !next || next->id != (uint64_t)id)
		return ctx_fail(c, "deadline %s is not the next one due", argv[0]);
	if (next->due > c->now)
		return ctx_fail(c, "deadline %s is not due yet", argv[0]);
	deadline d;
	char rule[64], why[256];
	deadline_pop(c, &d);
	const char *cite = deadline_rule(c->n, &d, rule, sizeof rule);
	/* A Private or Secret regulation's timer: its arguments name it, and
	 * what it does is the regulation's (core/visibility.h). */
	if (vis_cited_hidden(c->n, cite))
		ctx_seal(c, VIS_REGULATION);
	ctx_arg_str(c, "kind", d.kind->name);
	ctx_arg_str(c, "rule", cite);
	ctx_arg_int(c, "subject", d.subject);
	/* A default action the rules no longer name does not happen. */
	if (bind_stopped(c->n, cite, why, sizeof why)) {
		ctx_reply(c, "the %s deadline passes without effect: %s", d.kind->name, why);
		return 0;
	}
	return d.kind->fire(c, &d);
}

const command clock_commands[] = {
	{"clock", 0, 0, P_ANYONE, NULL, CMD_READONLY, cmd_clock, NULL,
	 "clock", "show the time and the next deadline", NULL},
	{"clock advance", 1, 1, P_ADMIN, NULL, 0, cmd_clock_moved, advance_target,
	 "clock advance DURATION", "move a virtual clock forward, running deadlines", NULL},
	{"clock set", 1, 1, P_ADMIN, NULL, 0, cmd_clock_moved, set_target,
	 "clock set TIME", "move a virtual clock to a later time, running deadlines", NULL},
	{"deadlines", 0, 0, P_ANYONE, NULL, CMD_READONLY, cmd_deadlines, NULL,
	 "deadlines", "list the deadlines in the order they fall due", NULL},
	{"deadline", 1, 1, P_CLOCK, NULL, 0, cmd_deadline, NULL,
	 "deadline ID", "run a deadline's default action (the clock does this)", NULL},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
