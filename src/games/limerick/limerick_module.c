/* limerick_module.c: the Limerick Contest's numbers (Ackanomic R1250.8/0),
 * each a parameter bound to its clause (core/params.h), as a subsystem of
 * its own so that the class (limerick_game.c, registered in
 * games/registry.h) adds nothing to the framework's list. */
#include "core/module.h"
#include "core/params.h"
#include "games/framework/games.h"

static const param_decl limerick_params[] = {
	{"limerick.write", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.8 4",
	 "the limericks must be posted within this long of the contest's start", 0, NULL},
	{"limerick.vote", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.8 4",
	 "the voting period once both limericks are posted", 0, NULL},
	{"limerick.poet.weight", PT_INT, 2, 1, 100, "votes", "R1250.8 4",
	 "the Poet Laureate's one vote is counted this many times", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

const nomic_module limerick_module = {
	.name = "limerick",
	.params = limerick_params,
};
