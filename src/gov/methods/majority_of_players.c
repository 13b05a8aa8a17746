/* majority_of_players.c: A Nomic's Motion to Show Cards (seed 001, R396: "a
 * Secondary Approvable Motion which passes by being voted for by a majority
 * of Players").
 *
 * It passes the moment more than half of all Players (t->eligible, not of
 * those voting) have voted FOR. The seed does not hold A Nomic's rule on
 * Secondary Approvable Motions, so how long the motion stays pending and what
 * AGAINST does are readings (docs/RULINGS.md, "Voting methods"): it is
 * pending for cfg->window (2 days, the period R336 gives the seed's other
 * Secondary Motion) and then fails; AGAINST is a recorded vote that never
 * passes it, and since a vote may be changed while the motion is pending,
 * no number of AGAINST votes ends it early. */
#include "gov/methods/methods.h"

#include <stdio.h>

enum { MOP_FOR = 1, MOP_AGAINST };

static enum decision_result mop_decide(const tally *t, const method_config *cfg, int at_close,
				       char *why, size_t n)
{
	(void)cfg;
	int64_t yes = nonneg(t->ballots[MOP_FOR]), no = nonneg(t->ballots[MOP_AGAINST]);
	int64_t players = nonneg(t->eligible);
	int passed = is_majority_of(yes, players);

	snprintf(why, n, "%lld FOR, %lld AGAINST of %lld Players; %lld FOR needed: %s (A Nomic R396)",
		 (long long)yes, (long long)no, (long long)players, (long long)(players / 2 + 1),
		 passed ? "passes" : at_close ? "fails" : "pending");
	if (passed)
		return DECIDE_ADOPTED;
	return at_close ? DECIDE_REJECTED : DECIDE_OPEN;
}

const vote_method method_majority_of_players = {
	.name = "majority-of-players",
	.rule = "A Nomic R396 (Motion to Show Cards)",
	.ballots = {NULL, "FOR", "AGAINST"},
	.changeable = 1,
	.decides_early = 1, /* "passes by being voted for": as soon as it is */
	.defaults = {.window = 2 * 86400},
	.decide = mop_decide,
};
