/* fffm_module.c: Frog, Frog, Frog, Mouse's numbers (Ackanomic R1250.25/0),
 * each a parameter bound to its clause (core/params.h), as a subsystem of
 * its own (the class is fffm_game.c, registered in games/registry.h). */
#include "core/module.h"
#include "games/framework/games.h"

static const param_decl fffm_params[] = {
	{"fffm.turn", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.25 6 II",
	 "a turn lasts this long at most; the players who have not moved then pass", 0, NULL},
	{"fffm.setup", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.25 6 V",
	 "the Mad Scientist posts the round within this long of gaining the title; after it, "
	 "any player may point out that e is Delinquent", 0, NULL},
	{"fffm.delinquent.points", PT_INT, 5, 0, 100, "points", "R1250.25 6 V",
	 "a Delinquent Mad Scientist loses this many points", 0, NULL},
	{"fffm.zoo", PT_INT, 5, 1, 50, "animals", "R1250.25 6 I, 7 IV B",
	 "the animals of a randomly chosen zoo", 0, NULL},
	{"fffm.target.max", PT_INT, 9, 1, 100, "animals", "R1250.25 6 I",
	 "the most animals a target zoo may have (at least one)", 0, NULL},
	{"fffm.turns", PT_INT, 10, 1, 100, "turns", "R1250.25 6 II",
	 "a round has at most this many turns", 0, NULL},
	{"fffm.score.scale", PT_INT, 10, 1, 1000, "Gamepoints", "R1250.25 6 IV",
	 "a zoo scores this times N/T, rounded down", 0, NULL},
	{"fffm.score.excess", PT_INT, 2, 0, 1000, "Gamepoints", "R1250.25 6 IV",
	 "less this for each animal in the excess", 0, NULL},
	{"fffm.score.match", PT_INT, 5, 0, 1000, "Gamepoints", "R1250.25 6 IV",
	 "the bonus of a zoo that matches the target exactly", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

const nomic_module fffm_module = {
	.name = "fffm",
	.params = fffm_params,
};
