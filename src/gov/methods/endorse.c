/* endorse.c: Ackanomic's Game and General Equipment Submissions (seed 002,
 * R1250.1 V c-e).
 *
 * V d: approved if at least 4 Active Players other than the poster, or 10%
 * of the Active Players, whichever is greater, endorse it within 7 days of
 * its posting; otherwise rejected when the 7 days expire.
 * V e: an approved Submission is accepted when approved, or 3 days after it
 * was posted, whichever is later.
 * V c: the Speaker or President may veto it before its acceptance, which
 * rejects it. A veto is the ballot VETO; only the engine knows who holds
 * those offices, so it alone lets them cast it, and here any VETO rejects.
 *
 * t->eligible is the number of Active Players, the poster included: the 10%
 * is of "the Active Players", and only the endorsers exclude the poster
 * (docs/RULINGS.md, "Voting methods"). 10% is rounded up, because "at least"
 * 10% of 45 players is 4.5, so 5 endorsements. Endorsements and vetoes count
 * by player; an endorsement made public is not withdrawn (changeable = 0). */
#include "gov/methods/methods.h"

#include <stdio.h>

enum { END_ENDORSE = 1, END_VETO };

/* V d: max(min_endorse, ceil(pct_endorse% of the Active Players)). */
static int64_t endorsements_needed(const tally *t, const method_config *cfg)
{
	int64_t active = nonneg(t->eligible), pct = nonneg(cfg->pct_endorse);
	/* Over 100% could never be met anyway (the poster may not endorse);
	 * capping it keeps the arithmetic below from overflowing. */
	if (pct > 100)
		pct = 100;
	/* a * p / 100 rounded up, without forming a * p, which could overflow. */
	int64_t share = active / 100 * pct + (active % 100 * pct + 99) / 100;
	return share > cfg->min_endorse ? share : cfg->min_endorse;
}

static enum decision_result endorse_decide(const tally *t, const method_config *cfg,
					   int at_close, char *why, size_t n)
{
	int64_t got = nonneg(t->ballots[END_ENDORSE]);
	int64_t need = endorsements_needed(t, cfg);

	if (t->ballots[END_VETO] > 0 || t->weight[END_VETO] > 0) {
		snprintf(why, n, "vetoed by the Speaker or President: rejected (Ackanomic R1250.1 V c)");
		return DECIDE_REJECTED;
	}
	if (got >= need && t->elapsed >= cfg->min_wait) {
		snprintf(why, n, "%lld endorsements of %lld needed, %lld days posted: accepted "
			 "(Ackanomic R1250.1 V d, e)", (long long)got, (long long)need,
			 (long long)(t->elapsed / 86400));
		return DECIDE_ADOPTED;
	}
	if (got >= need) {
		/* Approved, but acceptance waits for the 3 days even if the
		 * 7-day window were set shorter: V e, not V d, says when. */
		snprintf(why, n, "%lld endorsements of %lld needed: approved, accepted %lld days "
			 "after posting (Ackanomic R1250.1 V e)", (long long)got, (long long)need,
			 (long long)(cfg->min_wait / 86400));
		return DECIDE_OPEN;
	}
	snprintf(why, n, "%lld endorsements of %lld needed: %s (Ackanomic R1250.1 V d)",
		 (long long)got, (long long)need, at_close ? "rejected" : "not yet approved");
	return at_close ? DECIDE_REJECTED : DECIDE_OPEN;
}

const vote_method method_endorse = {
	.name = "endorse",
	.rule = "Ackanomic R1250.1 V (Game Submissions)",
	.ballots = {NULL, "ENDORSE", "VETO"},
	.changeable = 0,
	.decides_early = 1, /* approval and a veto both happen when they happen */
	.defaults = {.window = 7 * 86400, .min_endorse = 4, .pct_endorse = 10,
		     .min_wait = 3 * 86400},
	.uses = USES_ENDORSE | USES_MIN_WAIT,
	.decide = endorse_decide,
};
