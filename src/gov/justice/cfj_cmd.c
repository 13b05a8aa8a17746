/* cfj_cmd.c: the trial's commands (the table is in justice_module.c, each
 * with its rule): calling a CFJ (R211, R600, R601), accepting and
 * declining (R212 ¶4, R709), judging (R213, R214), retracting (R330),
 * arguments and reasoning (R418, R710 6) and the CFJ Ineligibility List
 * (R212 last paragraph). */
#include "gov/justice/trial.h"

#include <stdlib.h>
#include <string.h>

/* The CFJ a word names, or NULL with c->err. */
static cfj *arg_cfj(ctx *c, const char *word)
{
	int64_t num;
	cfj *f = parse_int64(word, &num) || num < 1 || num > 1000000000 ? NULL
									: cfj_find(c->n, (int)num);
	if (!f)
		ctx_fail(c, "there is no CFJ %s", word);
	else
		ctx_arg_int(c, "cfj", f->number);
	return f;
}

static int call(ctx *c, enum cfj_kind kind, const char *statement, const char *reasoning,
		const char *creator)
{
	cfj_spec spec = {c->actor->id, kind, statement, reasoning, 0, creator};
	cfj *f;
	return cfj_call(c, &spec, &f);
}

int cmd_cfj(ctx *c, int argc, char **argv)
{
	return call(c, CFJ_PLAIN, argv[0], argc > 1 ? argv[1] : NULL, NULL);
}

int cmd_cfj_paradox(ctx *c, int argc, char **argv)
{
	return call(c, CFJ_PARADOX_WIN, argv[0], argc > 1 ? argv[1] : NULL, NULL);
}

/* R600: "X has an Unclaimed Winning Condition by Rule N", N the rule that
 * creates the condition. */
int cmd_cfj_win(ctx *c, int argc, char **argv)
{
	const char *rule = argv[0];
	size_t len = strlen(rule);
	int ok = len > 0 && len < sizeof ((cfj *)0)->creator;
	for (size_t i = 0; ok && i < len; i++)
		ok = (rule[i] >= '0' && rule[i] <= '9') || (rule[i] == '.' && i > 0);
	if (!ok)
		return ctx_fail(c, "'%s' is not a rule number (R600)", rule);
	char statement[256];
	snprintf(statement, sizeof statement, "%s has an Unclaimed Winning Condition by Rule %s",
		 c->actor->name, rule);
	return call(c, CFJ_CYCLE_WIN, statement, argc > 1 ? argv[1] : NULL, rule);
}

/* The CFJ's appointed judge must be the actor. */
static cfj *as_judge(ctx *c, const char *word, const char *rule)
{
	cfj *f = arg_cfj(c, word);
	if (!f)
		return NULL;
	if (f->stage != CFJ_WITH_JUDGE) {
		ctx_fail(c, "CFJ %d is %s: it has no judge to act now (%s)", f->number,
			 cfj_stage_name(f->stage), rule);
		return NULL;
	}
	if (f->judge != c->actor->id) {
		const player *p = player_by_id(c->n, f->judge);
		ctx_fail(c, "only CFJ %d's judge, %s, may do that (%s)", f->number,
			 p ? p->name : "nobody", rule);
		return NULL;
	}
	return f;
}

int cmd_cfj_accept(ctx *c, int argc, char **argv)
{
	(void)argc;
	cfj *f = as_judge(c, argv[0], "R212");
	if (!f)
		return -1;
	if (f->accepted)
		return ctx_fail(c, "you have already accepted CFJ %d", f->number);
	UNDO_SET(c->j, f->accepted, 1);
	char when[32];
	format_time(f->appointed + param_int(c->n, "cfj.judge_time"), when, sizeof when);
	ctx_reply(c, "%s accepts CFJ %d; judgement is due by %s (R213)", c->actor->name, f->number,
		  when);
	ctx_announce(c, "%s accepts CFJ %d; judgement is due by %s (R213)", c->actor->name,
		     f->number, when);
	return 0;
}

int cmd_cfj_decline(ctx *c, int argc, char **argv)
{
	(void)argc;
	cfj *f = as_judge(c, argv[0], "R212");
	if (!f)
		return -1;
	/* Accepting is the judge's word that e will not decline. */
	if (f->accepted)
		return ctx_fail(c, "you accepted CFJ %d and may no longer decline it (R212, R213)",
				f->number);
	int64_t window = param_int(c->n, "cfj.decline_time");
	if (c->now - f->appointed > window) {
		char when[32];
		format_time(f->appointed + window, when, sizeof when);
		return ctx_fail(c, "CFJ %d could be declined only until %s (R212)", f->number, when);
	}
	char why[128];
	snprintf(why, sizeof why, "%s declines", c->actor->name);
	return cfj_reassign(c, f, why);
}

int cmd_cfj_judge(ctx *c, int argc, char **argv)
{
	cfj *f = as_judge(c, argv[0], "R213");
	if (!f)
		return -1;
	enum verdict v;
	if (verdict_parse(argv[1], &v))
		return ctx_fail(c, "'%s' is not a judgement: TRUE, FALSE, UNDECIDED or INVALID (R214)",
				argv[1]);
	int me = c->actor->id;
	if (cfj_post_verdict(c, f, LEVEL_JUDGE, v, &me, 1, argc > 2 ? argv[2] : NULL, NULL))
		return -1;
	ctx_reply(c, "CFJ %d: %s judges %s; distributed by the Clerk (R213, R214, R413 c)",
		  f->number, c->actor->name, verdict_name(v));
	const deadline *d = f->stage == CFJ_APPEALABLE ? deadline_by_id(c->n, f->appeal_dl) : NULL;
	if (d) {
		char when[32];
		format_time(d->due, when, sizeof when);
		ctx_reply(c, "; it may be appealed until %s (R217 I)", when);
	}
	return 0;
}

int cmd_cfj_retract(ctx *c, int argc, char **argv)
{
	(void)argc;
	cfj *f = arg_cfj(c, argv[0]);
	if (!f)
		return -1;
	if (f->author != c->actor->id)
		return ctx_fail(c, "only CFJ %d's author may retract it (R330)", f->number);
	if (f->stage == CFJ_RETRACTED || f->stage == CFJ_DISMISSED || f->stage == CFJ_FINAL)
		return ctx_fail(c, "CFJ %d is %s (R330)", f->number, cfj_stage_name(f->stage));
	/* R330: fails once a verdict other than Undecided has been delivered. */
	for (int i = 0; i < f->nrulings; i++)
		if (f->rulings[i]->verdict != VERDICT_UNDECIDED)
			return ctx_fail(c, "CFJ %d has a verdict of %s and may not be retracted (R330)",
					f->number, verdict_name(f->rulings[i]->verdict));
	judge_cancel_reminder(c, f);
	if (f->judge_dl)
		deadline_cancel(c, f->judge_dl);
	UNDO_SET(c->j, f->judge_dl, 0);
	if (f->appeal_dl)
		deadline_cancel(c, f->appeal_dl);
	UNDO_SET(c->j, f->appeal_dl, 0);
	/* Retracted before the Supreme Court (after an UNDECIDED, R214): its
	 * week ends with it; the court hears "retracted" for the rest. */
	if (f->court_dl)
		deadline_cancel(c, f->court_dl);
	UNDO_SET(c->j, f->court_dl, 0);
	UNDO_SET(c->j, f->stage, CFJ_RETRACTED);
	ctx_reply(c, "CFJ %d is retracted by its author (R330)", f->number);
	ctx_announce(c, "CFJ %d is retracted by its author, %s (R330)", f->number, c->actor->name);
	/* R330: 3 points for a Paradox or Cycle Win CFJ; Newbies lose none. */
	int64_t penalty = param_int(c->n, "cfj.retract_penalty");
	const currency *pts = currency_by_name(c->n, "points");
	if ((f->kind == CFJ_PARADOX_WIN || f->kind == CFJ_CYCLE_WIN) && pts && penalty > 0 &&
	    !player_is_newbie(c->n, c->actor)) {
		if (ledger_add(c, c->actor->id, pts, -penalty))
			return -1;
		ctx_reply(c, "; %s loses %lld points", c->actor->name, (long long)penalty);
		ctx_announce(c, "  %s loses %lld points (R330)", c->actor->name, (long long)penalty);
	}
	const cfj_ruling *r = cfj_latest(f);
	return cfj_emit(c, f, "retracted", r ? r->verdict : VERDICT_NONE,
			r ? r->level : LEVEL_JUDGE);
}

int cmd_cfj_argue(ctx *c, int argc, char **argv)
{
	(void)argc;
	cfj *f = arg_cfj(c, argv[0]);
	if (!f || cfj_add_note(c, f, NOTE_ARGUMENT, c->actor->id, argv[1]))
		return -1;
	ctx_reply(c, "%s argues on CFJ %d", c->actor->name, f->number);
	ctx_announce(c, "CFJ %d: argument by %s: %s", f->number, c->actor->name, argv[1]);
	return 0;
}

/* R418 (a Justice, a Bronze Torch owner) and R710 6 (the accused): sent to
 * the Clerk before the result is made public, private until then. */
int cmd_cfj_reason(ctx *c, int argc, char **argv)
{
	(void)argc;
	cfj *f = arg_cfj(c, argv[0]);
	if (!f)
		return -1;
	int me = c->actor->id;
	enum cfj_note_kind kind;
	if (f->kind == CFJ_CRIMINAL && f->accused == me)
		kind = NOTE_MITIGATION;
	else if (court_is_justice(c->n, me) || court_has_torch(c->n, me))
		kind = NOTE_REASONING;
	else
		return ctx_fail(c, "only a Justice or a Bronze Torch owner (R418), or the accused of a "
				"CFCJ (R710 6), may add reasoning to a CFJ's result");
	if (f->stage != CFJ_WITH_JUDGE && f->stage != CFJ_AT_CORTEX && f->stage != CFJ_AT_COURT)
		return ctx_fail(c, "CFJ %d is %s: reasoning goes in before its result is made "
				"public (R418)", f->number, cfj_stage_name(f->stage));
	if (cfj_add_note(c, f, kind, me, argv[1]))
		return -1;
	/* Only the author may make it public before the result (R418): the
	 * event is hidden, and its public text says only that it was sent. */
	c->hidden = 1;
	const char *rule = kind == NOTE_MITIGATION ? "R710 6" : "R418";
	ctx_reply(c, "%s sends %s on CFJ %d to the Clerk of the Court; it is published with the "
		  "result (%s)", c->actor->name,
		  kind == NOTE_MITIGATION ? "mitigation" : "reasoning", f->number, rule);
	ctx_announce(c, "%s sends %s on CFJ %d to the Clerk of the Court (%s)", c->actor->name,
		     kind == NOTE_MITIGATION ? "mitigation" : "reasoning", f->number, rule);
	return 0;
}

int cmd_cfj_inelig(ctx *c, int argc, char **argv)
{
	(void)argc;
	int me = c->actor->id, on = cfj_on_inelig_list(c->n, me);
	if (strcmp(argv[0], "on") == 0) {
		if (on)
			return ctx_fail(c, "you are already on the CFJ Ineligibility List (R212)");
		inelig_add(c, me);
	} else if (strcmp(argv[0], "off") == 0) {
		if (!on)
			return ctx_fail(c, "you are not on the CFJ Ineligibility List (R212)");
		inelig_remove(c, me);
	} else {
		return ctx_fail(c, "say 'cfj ineligible on' or 'cfj ineligible off' (R212)");
	}
	ctx_arg_str(c, "list", argv[0]);
	const char *what = on ? "removes eir name from" : "adds eir name to";
	ctx_reply(c, "%s %s the CFJ Ineligibility List (R212)", c->actor->name, what);
	ctx_announce(c, "%s %s the CFJ Ineligibility List (R212)", c->actor->name, what);
	return 0;
}
