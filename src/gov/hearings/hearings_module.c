/* hearings_module.c: Hearings (Ackanomic R360, R361) as a subsystem of
 * the engine (core/module.h): its state's life, its parameters, its
 * commands and its mechanics. */
#include "core/module.h"
#include "gov/hearings/hearings.h"

#define DAY ((int64_t)86400)

static void hearings_free_state(nomic *n)
{
	hearings_free(n->hearings);
	n->hearings = NULL;
}

static const param_decl hearings_params[] = {
	{"hearings.period", PT_DURATION, 3 * DAY, 60, 3650 * DAY, "", "R360 ¶4",
	 "how long a Hearing is in session unless its rule defines a longer period", 0, NULL},
	{"hearings.serious", PT_INT, 50, 0, 100, "%", "R360 ¶6",
	 "a Serious Hearing's response that would modify the ruleset needs more than this share "
	 "of the responses (R106 ¶2: a majority)", 0, NULL},
	{"politeness.rude", PT_INT, 3, 0, 1000, "points", "R374 ¶2",
	 "what the sender of a message a Politeness Moon Hearing finds not polite loses", 0, NULL},
	{"politeness.caller", PT_INT, 2, 0, 1000, "points", "R374 ¶2",
	 "what the caller of a Politeness Moon Hearing that finds the message polite loses", 0,
	 NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

static const command hearings_commands[] = {
	{"hearings", 0, 1, P_ANYONE, NULL, CMD_READONLY, hearings_cmd_show, NULL, "hearings [N]",
	 "the Hearings, open and ended: counts and verdicts once ended, your own response",
	 "R360"},
	{"hearing call", 2, 3, P_ACTIVE, NULL, 0, hearings_cmd_call, NULL,
	 "hearing call TYPE ...",
	 "call a Hearing a rule lets a player call: will MATTER (a Will of the People, R361), "
	 "politeness PLAYER MESSAGE (R374), ebs REASON (a Test of the Emergency Broadcast "
	 "System, R432), tax PARTY CLAIM (R1009), corruption CORPORATION CLAIM (R1023 7), "
	 "takeover TREASURE (a Hostile Takeover, R1217)",
	 "R360"},
	{"respond", 2, 2, P_ACTIVE, NULL, 0, hearings_cmd_respond, NULL, "respond N RESPONSE",
	 "as a Voting player, send your response (its text or number) to Hearing N privately",
	 "R360"},
	{"hearing retract", 1, 1, P_ACTIVE, NULL, 0, hearings_cmd_retract, NULL,
	 "hearing retract N", "as its Hearing Harfer, retract Hearing N while in session",
	 "R360"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

static void hearings_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("a Hearing's end and verdict", dl_hearing.rule, arg);
	fn("the Will of the People", "R361", arg);
	fn("the Politeness Moon Hearing and its points", "R374", arg);
	fn("the Test of the Emergency Broadcast System", "R432", arg);
	fn("a Tax Evasion Hearing against a Political Party", "R1009", arg);
	fn("a Corruption Hearing against a Corporation", "R1023 7", arg);
}

const nomic_module hearings_module = {
	.name = "hearings",
	.free_state = hearings_free_state,
	.save_state = hearings_save_state,
	.load_state = hearings_load_state,
	.state_version = 1,
	.params = hearings_params,
	.commands = hearings_commands,
	.each_mechanic = hearings_mechanics,
};
