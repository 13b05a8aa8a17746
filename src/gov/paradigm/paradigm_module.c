/* paradigm_module.c: the Paradigms Rule Suite (R320, R320.1-R320.7) as a
 * subsystem of the engine (core/module.h): its state's life, its
 * parameters, its commands, its mechanics, the guard of R320.1 and the
 * scoring of R320.3 and R320.5 on gov's "proposal" events. */
#include "core/module.h"
#include "gov/paradigm/paradigm.h"

#include <string.h>

static void paradigm_free_state(nomic *n)
{
	paradigm_free(n->paradigm);
	n->paradigm = NULL;
}

static const param_decl paradigm_params[] = {
	{"paradigm.rebels_percent", PT_INT, 50, 0, 100, "%", "R320 (a)",
	 "more than this share of voting players rebellious lets a Revolution begin", 0, NULL},
	{"paradigm.revolution", PT_DURATION, 3 * PARADIGM_DAY, 0, 365 * PARADIGM_DAY, "",
	 "R320 Revolution 4", "how long after a Revolution starts the Proto-Paradigm is Active", 0,
	 NULL},
	{"paradigm.antivote.modest", PT_INT, 1, -1000, 1000, "points", "R320.3 II i",
	 "anti-voting on a Modest proposal", 0, NULL},
	{"paradigm.antivote.ordinary", PT_INT, 3, -1000, 1000, "points", "R320.3 II ii",
	 "anti-voting on a Non-Modest proposal", 0, NULL},
	{"paradigm.antivote.grandiose", PT_INT, 5, -1000, 1000, "points", "R320.3 II iii",
	 "anti-voting on a Grandiose proposal", 0, NULL},
	{"paradigm.flowvote.modest", PT_INT, 1, -1000, 1000, "points", "R320.5 II i",
	 "flow-voting on a Modest proposal", 0, NULL},
	{"paradigm.flowvote.ordinary", PT_INT, 3, -1000, 1000, "points", "R320.5 II ii",
	 "flow-voting on a Non-Modest proposal", 0, NULL},
	{"paradigm.flowvote.grandiose", PT_INT, 5, -1000, 1000, "points", "R320.5 II iii",
	 "flow-voting on a Grandiose proposal", 0, NULL},
	{"paradigm.inflation.period", PT_DURATION, 7 * PARADIGM_DAY, PARADIGM_DAY,
	 365 * PARADIGM_DAY, "", "R320.4", "how often Inflation draws its values again", 0, NULL},
	{"paradigm.inflation.fee_min", PT_INT, 5, 0, 100000, "A$", "R320.4 i",
	 "the least Standard Harfer Fee Inflation draws", 0, NULL},
	{"paradigm.inflation.fee_max", PT_INT, 50, 0, 100000, "A$", "R320.4 i",
	 "the most Standard Harfer Fee Inflation draws", 0, NULL},
	{"paradigm.renounce.democracy", PT_INT, 50, 0, 100, "%", "R320.6 1",
	 "the chance a renouncing Overlord's Government reverts to Democracy", 0, NULL},
	{"paradigm.renounce.replace", PT_INT, 45, 0, 100, "%", "R320.6 2",
	 "the chance a renouncing Overlord is replaced by another", 0, NULL},
	{"paradigm.renounce.expose", PT_INT, 5, 0, 100, "%", "R320.6 3",
	 "the chance the conspiracy is exposed and Anarchy follows", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

static const command paradigm_commands[] = {
	{"paradigm set", 1, CMD_MAX_WORDS - 2, P_ADMIN, NULL, 0, paradigm_cmd_set, NULL,
	 "paradigm set TYPE", "make a Paradigm Type Active (the rules' effect)", "R320"},
	{"paradigm", 0, 0, P_ANYONE, NULL, CMD_READONLY, paradigm_cmd_show, NULL, "paradigm",
	 "The Current Paradigm of Ackanomia, the Paradigm Types, any Revolution", "R320"},
	{"rebel", 1, 1, P_PLAYER, NULL, 0, paradigm_cmd_rebel, NULL, "rebel on|off",
	 "publicly set your rebelliousness", "R320"},
	{"revolution", 0, 0, P_PLAYER, NULL, 0, paradigm_cmd_revolution, NULL, "revolution",
	 "point out that more than half the voting players are rebellious: a Revolution begins",
	 "R320"},
	{"overlord renounce", 0, 0, P_PLAYER, NULL, 0, paradigm_cmd_renounce, NULL,
	 "overlord renounce", "as the Supreme Overlord, renounce your powerlessness", "R320.6"},
	{"overlord", 2, 2, P_PLAYER, NULL, 0, paradigm_cmd_overlord, NULL,
	 "overlord approve|disapprove PROPOSAL",
	 "as the Supreme Overlord, Approve or Disapprove a proposal (no effect on its outcome)",
	 "R320.6"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

static void paradigm_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("The Current Paradigm of Ackanomia", "R320", arg);
	fn("a Revolution's end", dl_paradigm_revolution.rule, arg);
	fn("no proposals under Anarchy", "R320.1", arg);
	fn("scoring for anti-voting", "R320.3", arg);
	fn("Inflation's weekly draws", dl_paradigm_inflation.rule, arg);
	fn("scoring for flow-voting", "R320.5", arg);
	fn("the Supreme Overlord", "R320.6", arg);
	fn("the Police State's deviations", "R320.7", arg);
}

static int paradigm_on_event(ctx *c, const char *event, const json_t *data)
{
	if (strcmp(event, "proposal") == 0)
		return paradigm_on_proposal(c, data);
	return 0;
}

const nomic_module paradigm_module = {
	.name = "paradigm",
	.free_state = paradigm_free_state,
	.save_state = paradigm_save_state,
	.load_state = paradigm_load_state,
	.state_version = 1,
	.params = paradigm_params,
	.commands = paradigm_commands,
	.each_mechanic = paradigm_mechanics,
	.after_command = paradigm_guard,
	.on_event = paradigm_on_event,
	.rules_changed = paradigm_rules_changed,
};
