/* arcadia_module.c: Arcadia (Agora, seed 003) as a subsystem of the engine
 * (core/module.h): its parameters, each bound to its clause (the
 * tournament's own numbers are the Template's, bound in
 * arcadia_template.c), commands, deadlines and mechanics.
 *
 * No behaviour level: nothing exists until someone uses Arcadia, so a
 * nomic begun before replays unchanged. */
#include "agora/arcadia/arcadia.h"

#include <stdio.h>

#define DAY 86400

static const param_decl arcadia_params[] = {
	{"arcadia.support", PT_INT, 2, 1, 100, "", "Arcadia (seed 003): With 2 support",
	 "supporters among active parties needed to apply an Arcadian Proposal", 0, NULL},
	{"arcadia.objections", PT_INT, 2, 1, 100, "",
	 "Arcadia (seed 003): without 2 objections",
	 "objections from active parties that stop an Arcadian Proposal", 0, NULL},
	{"arcadia.wait", PT_DURATION, 4 * DAY, 0, 60 * DAY, "",
	 "Arcadia (seed 003), read by Agora's dependent actions (RULINGS)",
	 "how long after its creation an Arcadian Proposal may first be applied", 0, NULL},
	{"arcadia.window", PT_DURATION, 14 * DAY, DAY, 365 * DAY, "",
	 "Arcadia (seed 003), read by Agora's dependent actions (RULINGS)",
	 "how long after its creation an Arcadian Proposal may still be applied", 0, NULL},
	{"arcadia.hook_budget", PT_INT, 100000, 1000, 100000000, "instructions",
	 "issue 19 item 1 (the Template's scripts)",
	 "the Lua instructions a Template's claim hook may run before it is stopped", 0, NULL},
	{"arcadia.entities", PT_INT, 0, 0, 1, "", "Arcadia (seed 003): Land Units are assets",
	 "1: a tournament's Land Units are entities of the kind landunit (src/econ), created "
	 "when it begins; 0: its Map keeps them alone (nomics begun before level 10)", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

/* Tournaments of nomics begun at level 10 or later hold their Land Units
 * as entities; earlier ones replay as they were played (core/level.h). */
static const param_level arcadia_level_defaults[] = {
	{"arcadia.entities", 10, 1},
	{NULL, 0, 0},
};

#define SEED "Arcadia (seed 003)"

static const command arcadia_commands[] = {
	{"arcadia", 0, 0, P_ANYONE, NULL, CMD_READONLY, arc_cmd_show, NULL, "arcadia",
	 "the Arcadia contract: Lord-Ruler, parties, Iteration Date, tournament", SEED},
	{"arcadia lord", 1, 1, P_ANYONE, NULL, 0, arc_cmd_lord, NULL, "arcadia lord PLAYER",
	 "designate the Lord-Ruler of Arcadia (the admin, or the Lord-Ruler handing it on)",
	 SEED ": The Lord-Ruler of Arcadia"},
	{"arcadia party", 0, 0, P_ACTIVE, NULL, 0, arc_cmd_party, NULL, "arcadia party",
	 "become a party to the Arcadia contract", SEED},
	{"arcadia leave", 0, 0, P_PLAYER, NULL, 0, arc_cmd_leave, NULL, "arcadia leave",
	 "cease to be a party to the Arcadia contract", SEED},
	{"arcadia template", 0, 0, P_ANYONE, NULL, CMD_READONLY, arc_cmd_template, NULL,
	 "arcadia template", "the Tournament Template: every number and Facility",
	 SEED ": The Tournament Template"},
	{"arcadia propose", 1, CMD_MAX_WORDS - 2, P_ACTIVE, NULL, 0, arc_cmd_propose, NULL,
	 "arcadia propose CHANGE[; CHANGE]...",
	 "create an Arcadian Proposal: 'set KEY N' (join.stone, energy, claim.base, Farm.energy, "
	 "Mine.yield.stone, ...) or 'facility NAME [food N] [stone N] [lumber N] [energy N] "
	 "[yield RESOURCE N] [wins] [anywhere]' or 'hook claim LUA' (the claim's cost from base and "
	 "streak; no ';' in it)", SEED ": Modifying the Game"},
	{"arcadia proposals", 0, 0, P_ANYONE, NULL, CMD_READONLY, arc_cmd_proposals, NULL,
	 "arcadia proposals", "every Arcadian Proposal, its support and objections", SEED},
	{"arcadia support", 1, 1, P_ACTIVE, NULL, 0, arc_cmd_support, NULL, "arcadia support N",
	 "support Arcadian Proposal N (a party, not its submitter)", SEED ": With 2 support"},
	{"arcadia object", 1, 1, P_ACTIVE, NULL, 0, arc_cmd_object, NULL, "arcadia object N",
	 "object to Arcadian Proposal N", SEED ": without 2 objections"},
	{"arcadia apply", 1, 1, P_ACTIVE, NULL, 0, arc_cmd_apply, NULL, "arcadia apply N",
	 "apply your Arcadian Proposal N to the Template and post the full modified Template",
	 SEED ": CAN apply any changes listed therein"},
	{"arcadia iterate", 1, 1, P_ACTIVE, NULL, 0, arc_cmd_iterate, NULL,
	 "arcadia iterate DATE|never",
	 "as the Lord-Ruler, while no Arcadian Tournament exists, set the Iteration Date",
	 SEED ": the Lord-Ruler CAN and SHOULD announce a new date"},
	{"arcadia join", 0, 0, P_ACTIVE, NULL, 0, arc_cmd_join, NULL, "arcadia join",
	 "join the running Arcadian Tournament (given 2 Stone and 2 Lumber)",
	 SEED ": Players, upon joining this tournament"},
	{"arcadia claim", 2, 2, P_ACTIVE, NULL, 0, arc_cmd_claim, NULL, "arcadia claim LAT LON",
	 "claim an Aether Land Unit: it takes the Alternating Land Type and becomes yours",
	 SEED ": Participants CAN set the Land Type"},
	{"arcadia build", 3, 3, P_ACTIVE, NULL, 0, arc_cmd_build, NULL,
	 "arcadia build LAT LON FACILITY", "build a Facility on your Land Unit at its cost",
	 SEED ": The owner of a Land Unit with a Facility value None"},
	{"arcadia raze", 2, 2, P_ACTIVE, NULL, 0, arc_cmd_raze, NULL, "arcadia raze LAT LON",
	 "destroy the Facility on your Land Unit (1 Energy)",
	 SEED ": can set its Facility value to None"},
	{"arcadia eat", 1, 1, P_ACTIVE, NULL, 0, arc_cmd_eat, NULL, "arcadia eat N",
	 "destroy N Food to increase your Energy by N", SEED ": destroy N Food"},
	{"arcadia map", 0, 0, P_ANYONE, NULL, CMD_READONLY, arc_cmd_map, NULL, "arcadia map",
	 "the Map of the newest Arcadian Tournament, its participants and their holdings",
	 SEED ": The Map"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

static void arcadia_free_state(nomic *n)
{
	arcadia_free(n);
}

static void arcadia_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("the Iteration Date: it becomes Never and a new Free Tournament begins",
	   SEED ": On the Iteration Date", arg);
	fn("midnight: Facilities produce, Energy is set to the Template's value",
	   SEED ": Every day at midnight", arg);
	fn("exactly one Land Unit per Latitude and Longitude", SEED ": Exactly one Land Unit",
	   arg);
}

static int arcadia_describe_deadline(const nomic *n, const deadline *d, char *buf, size_t len)
{
	(void)n;
	if (d->kind == &dl_arcadia_midnight)
		snprintf(buf, len, "midnight in Arcadian Tournament %d", d->subject);
	else if (d->kind == &dl_arcadia_iteration)
		snprintf(buf, len, "the Iteration Date of Arcadia");
	else
		return 0;
	return 1;
}

const nomic_module arcadia_module = {
	.name = "arcadia",
	.free_state = arcadia_free_state,
	.save_state = arcadia_save_state,
	.load_state = arcadia_load_state,
	.state_version = 3, /* 2: Food, Stone and Lumber moved to the ledger;
			       3: each Land Unit's entity id */
	.params = arcadia_params,
	.level_defaults = arcadia_level_defaults,
	.commands = arcadia_commands,
	.each_mechanic = arcadia_mechanics,
	.describe_deadline = arcadia_describe_deadline,
	.on_event = arc_on_event,
};
