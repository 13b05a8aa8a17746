/* bacon_module.c: Bacon's numbers (Ackanomic R1250.22/4), each a parameter
 * bound to its clause (core/params.h), as a subsystem of its own so that
 * the class (bacon_game.c, registered in games/registry.h) adds nothing to
 * the framework's list. */
#include "core/module.h"
#include "games/framework/games.h"

static const param_decl bacon_params[] = {
	{"bacon.naming", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.22",
	 "the naming period: over when both have named an actron or this long after the round's "
	 "start", 0, NULL},
	{"bacon.objection", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.22",
	 "the players' time to object to the other's actron or state they are satisfied", 0,
	 NULL},
	{"bacon.ruling", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.22 (ruling)",
	 "the referee's time to rule on an objected actron; one not ruled on stands", 0, NULL},
	{"bacon.chain", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.22",
	 "each player's time to send a Bacon chain from the actrons' acceptance", 0, NULL},
	{"bacon.challenge", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.22",
	 "the time to challenge the other's chain after the chains are posted", 0, NULL},
	{"bacon.check", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.22 (ruling)",
	 "the referee's time to check a challenged chain; one not checked stands as valid", 0,
	 NULL},
	{"bacon.ruling_gp", PT_INT, 1, 0, 1000, "Gamepoints", "R1250.22",
	 "an objection's ruling gives the objector (too obscure) or the selector this", 0, NULL},
	{"bacon.round_gp", PT_INT, 2, 0, 1000, "Gamepoints", "R1250.22",
	 "the winner of a round receives this", 0, NULL},
	{"bacon.target", PT_INT, 7, 1, 1000, "Gamepoints", "R1250.22",
	 "the first player to obtain this many wins the game", 0, NULL},
	{"bacon.referee.pay", PT_INT, 8, 0, 100000, "A$", "R1250.22",
	 "the referee receives this from the Treasury upon conclusion of the game", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

const nomic_module bacon_module = {
	.name = "bacon",
	.params = bacon_params,
};
