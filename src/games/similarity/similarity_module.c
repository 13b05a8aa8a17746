/* similarity_module.c: the Similarity Game's attributes (A Nomic R337,
 * seed 001), each a parameter bound to its clause (core/params.h), as a
 * subsystem of its own. */
#include "core/module.h"
#include "games/framework/games.h"

static const param_decl similarity_params[] = {
	{"similarity.period", PT_DURATION, 7 * DAY, 60, 365 * DAY, "", "A Nomic R337",
	 "the period of duration: answers are due within it after a challenge (\"repetitive: "
	 "yes, nweekly\"; an nweek read as 7 days)", 0, NULL},
	{"similarity.fee", PT_INT, 2, 0, 1000, "points", "A Nomic R337",
	 "the entry fee: each answer moves twice it to the Similarity Officer (R336)", 0, NULL},
	{"similarity.items", PT_INT, 3, 1, 100, "", "A Nomic R337",
	 "a challenge lists at least this many distinct items (Limits and guidelines)", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

const nomic_module similarity_module = {
	.name = "similarity",
	.params = similarity_params,
};
