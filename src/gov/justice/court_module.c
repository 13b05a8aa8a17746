/* court_module.c: the Supreme Court as a subsystem of the engine
 * (core/module.h): its parameters (R217, R416, R418, R907), its commands,
 * its mechanics and what it hears from core (R416 IV: Justices going on
 * and coming back from Vacation). Its state lives in struct justice, which
 * the justice module frees. */
#include "gov/justice/court.h"

#define DAY COURT_DAY

static const param_decl court_params[] = {
	{"appeal.frivolous_fine", PT_INT, 25, 0, 25, "points", "R217 III",
	 "an appellant's fine when the Court upholds the verdict (Justices may specify 0 to the maximum)", 0, NULL},
	{"appeal.overturn_fine", PT_INT, 1, 0, 10, "points", "R217 III",
	 "each previous decider's fine when the Court overturns (Justices may specify 0 to the maximum)", 0, NULL},
	{"court.time", PT_DURATION, 7 * DAY, 0, 365 * DAY, "", "R217 II",
	 "the whole Court's time for a unanimous verdict before 2/3 decides", 0, NULL},
	{"court.dissent_time", PT_DURATION, 7 * DAY, 0, 365 * DAY, "", "R418",
	 "the time to post a Dissent from a non-unanimous verdict", 0, NULL},
	{"cortex.overdue", PT_DURATION, 30 * DAY, 0, 365 * DAY, "", "R217 V",
	 "how long a Cortex considers a CFJ before it declines it when told", 0, NULL},
	{"justice.impeached_bar", PT_DURATION, 90 * DAY, 0, 3650 * DAY, "", "R416 II",
	 "how long a player impeached from Justice is ineligible", 0, NULL},
	{"justice.resigned_bar", PT_DURATION, 30 * DAY, 0, 3650 * DAY, "", "R416 II",
	 "how long a player who resigned from Justice is ineligible", 0, NULL},
	{"justice.vacant_time", PT_DURATION, 3 * DAY, 0, 365 * DAY, "", "R416 III",
	 "how long a seat is vacant before the President may appoint to it", 0, NULL},
	{"justice.min_seats", PT_INT, 2, 0, 100, "seats", "R416 I",
	 "the fewest seats the Office of Justice has", 0, NULL},
	{"torch.verdicts", PT_INT, 15, 0, 100000, "verdicts", "R907",
	 "the standing verdicts that make a player eligible for a Bronze Torch", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

static const command court_commands[] = {
	{"justice join", 0, 0, P_ACTIVE, NULL, 0, cmd_justice_join, NULL,
	 "justice join", "become a Justice (you need a Bronze Torch)", "R416 I"},
	{"justice resign", 0, 0, P_PLAYER, NULL, 0, cmd_justice_resign, NULL,
	 "justice resign", "leave the Office of Justice (your seat is destroyed)", "R416 I"},
	{"justice volunteer", 0, 0, P_ACTIVE, NULL, 0, cmd_justice_volunteer, NULL,
	 "justice volunteer", "say you are willing to be appointed a Justice", "R416 III"},
	{"justice appoint", 1, 1, P_OFFICER, "President", 0, cmd_justice_appoint, NULL,
	 "justice appoint PLAYER", "appoint a willing player to a vacant seat of Justice", "R416 III"},
	{"justice remove", 1, 2, P_ADMIN, NULL, 0, cmd_justice_remove, NULL,
	 "justice remove PLAYER [impeached]", "remove a Justice (by impeachment: R416 II's bar)", "R416 II"},
	{"cortex create", 1, 1, P_ACTIVE, NULL, 0, cmd_cortex_create, NULL,
	 "cortex create NAME", "create a Supreme Cortex and own it", "R416.1"},
	{"cortex join", 1, 1, P_ACTIVE, NULL, 0, cmd_cortex_join, NULL,
	 "cortex join NAME", "become an owner of a Vacant or Undermanned Cortex", "R416.1"},
	{"cortex leave", 0, 0, P_PLAYER, NULL, 0, cmd_cortex_leave, NULL,
	 "cortex leave", "give up the Cortex you own", "R416.1"},
	{"cortex decline", 1, 1, P_ACTIVE, NULL, 0, cmd_cortex_decline, NULL,
	 "cortex decline N", "say your Cortex declines CFJ N (all owners must)", "R217 V"},
	{"appeal", 1, CMD_MAX_WORDS, P_ACTIVE, NULL, 0, cmd_appeal, NULL,
	 "appeal N [MATERIAL]", "appeal CFJ N's latest judgement to the Supreme Court", "R217 I"},
	{"court judge", 2, CMD_MAX_WORDS, P_ACTIVE, NULL, 0, cmd_court_judge, NULL,
	 "court judge N VERDICT [REASONS]", "a Justice's verdict on CFJ N before the Court", "R217 II"},
	{"court fine", 2, 2, P_ACTIVE, NULL, 0, cmd_court_fine, NULL,
	 "court fine N POINTS", "specify the fine the Court's verdict on CFJ N imposes", "R217 III"},
	{"court decline", 1, 1, P_ACTIVE, NULL, 0, cmd_court_decline, NULL,
	 "court decline N", "as a Justice, decline judgement on CFJ N", "R217 VI"},
	{"court overdue", 1, 1, P_ACTIVE, NULL, 0, cmd_court_overdue, NULL,
	 "court overdue N", "point out that a Cortex has had CFJ N too long", "R217 V"},
	{"court dissent", 2, CMD_MAX_WORDS, P_ACTIVE, NULL, 0, cmd_court_dissent, NULL,
	 "court dissent N TEXT", "post a Dissent from the Court's verdict on CFJ N", "R418"},
	{"torch award", 1, 1, P_PLAYER, NULL, 0, cmd_torch_award, NULL,
	 "torch award PLAYER", "award a Bronze Torch to an eligible player", "R907"},
	{"court", 0, 0, P_ANYONE, NULL, CMD_READONLY, cmd_court_show, NULL,
	 "court", "the Justices, the Cortices and the CFJs before the Court", "R416"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

int court_own_command(const command *cmd)
{
	for (const command *k = court_commands; k->name; k++)
		if (k == cmd)
			return 1;
	return 0;
}

static void court_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("the whole Court's week (then 2/3 decides)", dl_court_week.rule, arg);
	fn("Acting Justices for vacationing Justices", "R416 IV", arg);
	fn("fines and refunds on appeals", "R217 III", arg);
	fn("assigning CFJs to Cortices", "R217.1", arg);
}

const nomic_module court_module = {
	.name = "court",
	.params = court_params,
	.commands = court_commands,
	.each_mechanic = court_mechanics,
	.on_change = court_on_change,
};
