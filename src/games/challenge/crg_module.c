/* crg_module.c: the numbers of A Nomic's Challenge/Response Games that
 * R336 gives every C/RG (seed 001), each a parameter bound to its clause
 * (core/params.h), as a subsystem of its own. Each C/RG class declares its
 * own attributes (period of duration, entry fee) in its folder's module. */
#include "core/module.h"
#include "games/framework/games.h"

static const param_decl crg_params[] = {
	{"crg.judge", PT_DURATION, 2 * DAY, 60, 365 * DAY, "", "A Nomic R336",
	 "the Contestmaster judges the answers within this after the period of duration "
	 "(\"a reasonable amount of time [[like 2 days at most]]\"); without a judgement the "
	 "challenge is finished with no winner and the fees are returned (ruling)", 0, NULL},
	{"crg.sum.wait", PT_DURATION, 2 * DAY, 60, 365 * DAY, "", "A Nomic R336",
	 "a Secondary Unilateral Motion naming a new Contestmaster passes this long after it "
	 "is made if no objection is voiced", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

const nomic_module crg_module = {
	.name = "crg",
	.params = crg_params,
};
