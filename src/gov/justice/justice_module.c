/* justice_module.c: the trial as a subsystem of the engine (core/module.h):
 * its state's life, its parameters (R212, R213, R217 I, R330), its command
 * table (every command with its rule), its mechanics and what it hears
 * from core (R250 IV a, VI b, VII a: judges who leave the active states;
 * Non-Players leave the CFJ Ineligibility List). */
#include "core/module.h"
#include "core/remind.h"
#include "gov/justice/trial.h"

#include <stdlib.h>
#include <string.h>

static void justice_free_state(nomic *n)
{
	justice_free(n->justice);
	n->justice = NULL;
}

void justice_free(justice *j)
{
	if (!j)
		return;
	court_free_parts(j);
	for (int i = 0; i < j->ncfjs; i++)
		cfj_destroy(j->cfjs[i]);
	free(j->cfjs);
	free(j->inelig);
	free(j);
}

static const param_decl justice_params[] = {
	{"cfj.judge_time", PT_DURATION, 7 * DAY, 1, 365 * DAY, "", "R213",
	 "the time a judge has from eir appointment to post eir judgement", 0, NULL},
	{"cfj.decline_time", PT_DURATION, 3 * DAY, 0, 365 * DAY, "", "R212",
	 "the time a selected judge has to decline the appointment", 0, NULL},
	{"cfj.deadbeat_penalty", PT_INT, 10, 0, 1000, "points", "R213",
	 "what a deadbeat judge loses", 0, NULL},
	{"cfj.appeal_time", PT_DURATION, 4 * DAY, 1, 365 * DAY, "", "R217 I",
	 "the time to appeal a judgement, from its posting", 0, NULL},
	{"cfj.retract_penalty", PT_INT, 3, 0, 1000, "points", "R330",
	 "what an author loses for retracting a Paradox or Cycle Win CFJ", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

static const command justice_commands[] = {
	{"cfj", 1, 2, P_ACTIVE, NULL, 0, cmd_cfj, NULL, "cfj STATEMENT [REASONING]",
	 "call for judgement on a statement that can be answered TRUE or FALSE", "R211"},
	{"cfj paradox", 1, 2, P_ACTIVE, NULL, 0, cmd_cfj_paradox, NULL,
	 "cfj paradox STATEMENT [REASONING]", "call a Paradox Win CFJ", "R601"},
	{"cfj win", 1, 2, P_ACTIVE, NULL, 0, cmd_cfj_win, NULL, "cfj win RULE [REASONING]",
	 "call a Cycle Win CFJ: you have an Unclaimed Winning Condition by RULE", "R600"},
	{"cfj accept", 1, 1, P_ACTIVE, NULL, 0, cmd_cfj_accept, NULL, "cfj accept N",
	 "accept your appointment as judge of CFJ N", "R212"},
	{"cfj decline", 1, 1, P_ACTIVE, NULL, 0, cmd_cfj_decline, NULL, "cfj decline N",
	 "decline to judge CFJ N (within cfj.decline_time of selection)", "R212"},
	{"cfj judge", 2, 3, P_ACTIVE, NULL, 0, cmd_cfj_judge, NULL,
	 "cfj judge N TRUE|FALSE|UNDECIDED|INVALID [REASONS]",
	 "post your judgement on CFJ N", "R213"},
	{"cfj retract", 1, 1, P_ACTIVE, NULL, 0, cmd_cfj_retract, NULL, "cfj retract N",
	 "retract your CFJ N", "R330"},
	{"cfj argue", 2, 2, P_ACTIVE, NULL, 0, cmd_cfj_argue, NULL, "cfj argue N TEXT",
	 "add a public argument or evidence to CFJ N", "R211"},
	{"cfj reason", 2, 2, P_ACTIVE, NULL, 0, cmd_cfj_reason, NULL, "cfj reason N TEXT",
	 "send reasoning for CFJ N's result to the Clerk (Justices, Torch owners, the accused)",
	 "R418"},
	{"cfj ineligible", 1, 1, P_ACTIVE, NULL, 0, cmd_cfj_inelig, NULL,
	 "cfj ineligible on|off", "add your name to the CFJ Ineligibility List or remove it",
	 "R212"},
	{"cfj list", 0, 1, P_ANYONE, NULL, CMD_READONLY, cmd_cfj_list, NULL, "cfj list [open]",
	 "the CFJs and the CFJ Ineligibility List", "R413"},
	{"cfjs", 0, 1, P_ANYONE, NULL, CMD_READONLY, cmd_cfj_list, NULL, "cfjs [open]",
	 "the CFJs and the CFJ Ineligibility List", "R413"},
	{"cfj show", 1, 1, P_ANYONE, NULL, CMD_READONLY, cmd_cfj_show, NULL, "cfj show N",
	 "one CFJ's record", "R413"},
	{"cfj pool", 1, 1, P_ANYONE, NULL, CMD_READONLY, cmd_cfj_pool, NULL, "cfj pool N",
	 "who would be eligible to judge CFJ N if its judge were drawn now", "R212"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

static void justice_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("the cfj-judge deadline", dl_cfj_judge.rule, arg);
	fn("the cfj-appeal deadline", dl_cfj_appeal.rule, arg);
	fn("judges leaving the active states", "R250 IV a", arg);
	fn("Non-Players leaving the CFJ Ineligibility List", "R250 VII a", arg);
}

/* R250 IV a (and VI b for On Ice): a judge who becomes Non-Voting is
 * treated as having declined all eir CFJs, without the deadbeat penalty;
 * a Vacationing judge or a Non-Player cannot judge either (R250 II b), so
 * likewise. R250 VII a: a Non-Player leaves the Ineligibility List. */
static void justice_on_change(ctx *c, const state_change *ch)
{
	if (ch->kind != CHANGE_STATE || !c->n->justice)
		return;
	if (ch->to != PS_VOTING && ch->from != ch->to) {
		const player *p = player_by_id(c->n, ch->player);
		char why[160];
		snprintf(why, sizeof why, "%s is now %s and is treated as having declined "
			 "(R250 IV a)", p ? p->name : "?", player_state_name(ch->to));
		judge_unable(c, ch->player, why);
	}
	if (ch->to == PS_NONPLAYER)
		inelig_remove(c, ch->player);
}

static int justice_on_event(ctx *c, const char *event, const json_t *data)
{
	if (strcmp(event, REMIND_EVENT) == 0) /* the lead time changed */
		judge_retime_reminders(c);
	return 0;
}

const nomic_module justice_module = {
	.name = "justice",
	.free_state = justice_free_state,
	.save_state = justice_save_state,
	.load_state = justice_load_state,
	.state_version = 1,
	.params = justice_params,
	.commands = justice_commands,
	.each_mechanic = justice_mechanics,
	.on_change = justice_on_change,
	.on_event = justice_on_event,
};
