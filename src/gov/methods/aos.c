/* aos.c: Ace of Spades proposals, regs 109 and 110 (seed 004).
 *
 * Reg 109: each Contestant may submit one vote, FOR or AGAINST, on a
 * Proposal that is Up for Vote; votes may not be retracted.
 * Reg 110: at any time starting 72 hours after the Proposal is placed Up for
 * Vote, it is Adopted if a majority of the current Contestants have voted
 * FOR, and it fails if a majority of them have voted AGAINST.
 *
 * The regs set no end to a vote: a Proposal with neither majority stays Up
 * for Vote (docs/RULINGS.md, "Voting methods"). Votes count by Contestant,
 * not by strength, so the tally's ballot counts are used. */
#include "gov/methods/methods.h"

#include <stdio.h>

enum { AOS_FOR = 1, AOS_AGAINST };

static enum decision_result aos_decide(const tally *t, const method_config *cfg, int at_close,
				       char *why, size_t n)
{
	(void)at_close; /* reg 110 has no closing time; see above */
	int64_t yes = nonneg(t->ballots[AOS_FOR]), no = nonneg(t->ballots[AOS_AGAINST]);
	int64_t contestants = nonneg(t->eligible);
	int64_t need = contestants / 2 + 1;

	/* Reg 110: "starting 72 hours after" -- the 72nd hour itself counts. */
	if (t->elapsed < cfg->min_wait) {
		snprintf(why, n, "%lld FOR, %lld AGAINST of %lld Contestants; "
			 "not before %lld hours Up for Vote (Ace of Spades reg 110)",
			 (long long)yes, (long long)no, (long long)contestants,
			 (long long)(cfg->min_wait / 3600));
		return DECIDE_OPEN;
	}
	if (is_majority_of(yes, contestants)) {
		snprintf(why, n, "%lld FOR of %lld Contestants, %lld needed: Adopted "
			 "(Ace of Spades reg 110)", (long long)yes, (long long)contestants,
			 (long long)need);
		return DECIDE_ADOPTED;
	}
	if (is_majority_of(no, contestants)) {
		snprintf(why, n, "%lld AGAINST of %lld Contestants, %lld needed: fails "
			 "(Ace of Spades reg 110)", (long long)no, (long long)contestants,
			 (long long)need);
		return DECIDE_REJECTED;
	}
	snprintf(why, n, "%lld FOR, %lld AGAINST of %lld Contestants, %lld needed for either: "
		 "still Up for Vote (Ace of Spades reg 110)", (long long)yes, (long long)no,
		 (long long)contestants, (long long)need);
	return DECIDE_OPEN;
}

const vote_method method_aos = {
	.name = "aos",
	.rule = "Ace of Spades reg 109-110",
	.ballots = {NULL, "FOR", "AGAINST"},
	.changeable = 0,    /* reg 109: "Votes may not be retracted once placed." */
	.decides_early = 1, /* reg 110: "at any time starting 72 hours after" */
	/* window 0: reg 110 sets no end, so the engine should not close it. */
	.defaults = {.window = 0, .min_wait = 72 * 3600},
	.uses = USES_MIN_WAIT,
	.decide = aos_decide,
};
