/* sum.c: A Nomic's Secondary Unilateral Motion (seed 001, R336: "a
 * Secondary Unilateral Motion may me [be] made naming a new (different)
 * Contestmaster for the game which will pass after 2 days if no objections
 * are voiced in any public forum").
 *
 * The only ballot is OBJECT. An objection, once voiced, has been voiced: it
 * cannot be taken back, and the motion fails at once (docs/RULINGS.md,
 * "Voting methods"). With none by the end of the 2 days, it passes.
 * cfg->objections is how many objections stop it: 1 ("no objections"). */
#include "gov/methods/methods.h"

#include <stdio.h>

enum { SUM_OBJECT = 1 };

static enum decision_result sum_decide(const tally *t, const method_config *cfg, int at_close,
				       char *why, size_t n)
{
	int64_t obj = nonneg(t->ballots[SUM_OBJECT]);
	/* A threshold below 1 would reject with no objection at all. */
	int64_t limit = cfg->objections < 1 ? 1 : cfg->objections;

	if (obj >= limit) {
		snprintf(why, n, "%lld objection%s voiced: does not pass (A Nomic R336)",
			 (long long)obj, obj == 1 ? "" : "s");
		return DECIDE_REJECTED;
	}
	if (!at_close) {
		snprintf(why, n, "no objection yet; passes after %lld days without one (A Nomic R336)",
			 (long long)(cfg->window / 86400));
		return DECIDE_OPEN;
	}
	snprintf(why, n, "no objection in %lld days: passes (A Nomic R336)",
		 (long long)(t->elapsed / 86400));
	return DECIDE_ADOPTED;
}

const vote_method method_sum = {
	.name = "sum",
	.rule = "A Nomic R336 (Secondary Unilateral Motion)",
	.ballots = {NULL, "OBJECT"},
	.changeable = 0,    /* an objection voiced stays voiced */
	.decides_early = 1, /* an objection ends it at once */
	.defaults = {.window = 2 * 86400, .objections = 1},
	.uses = USES_OBJECTIONS,
	.decide = sum_decide,
};
