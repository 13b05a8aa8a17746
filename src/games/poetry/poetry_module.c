/* poetry_module.c: the Poetry Contest's attributes (A Nomic R339, seed
 * 001), each a parameter bound to its clause (core/params.h), as a
 * subsystem of its own. */
#include "core/module.h"
#include "games/framework/games.h"

static const param_decl poetry_params[] = {
	{"poetry.period", PT_DURATION, 7 * DAY, 60, 365 * DAY, "", "A Nomic R339",
	 "the period of duration: poems are due within it after a challenge (R336 asks for one; "
	 "R339 gives none, so 7 days by ruling)", 0, NULL},
	{"poetry.fee", PT_INT, 2, 0, 1000, "points", "A Nomic R339",
	 "the entry fee: each poem moves twice it to the Poet Laureate (R336)", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

const nomic_module poetry_module = {
	.name = "poetry",
	.params = poetry_params,
};
