/* general.c: a general method for other nomics' decisions, after Agora's
 * (quorum, adoption index, voting strength).
 *
 * Ballots FOR, AGAINST and PRESENT; the tally's weights are the voters'
 * strengths (the engine multiplies). At the end of the voting period only:
 * fewer voters than cfg->quorum (PRESENT counts, as in Agora) fails quorum
 * and the question is rejected; otherwise it is adopted iff the strength FOR
 * exceeds the strength AGAINST and FOR/AGAINST >= AI, i.e. FOR * 1000 >=
 * ai_milli * AGAINST. AI 1.0 is a simple majority of strength; AI 3.0 is
 * 3:1. An AI at or below 1.0 adds nothing to "FOR > AGAINST". */
#include "gov/methods/methods.h"

#include <stdio.h>

enum { GEN_FOR = 1, GEN_AGAINST, GEN_PRESENT };

/* a * b as a 128-bit number (hi, lo), for non-negative a and b: strengths
 * are only bounded by int64_t, and FOR * 1000 must not overflow. */
static void mul_wide(uint64_t a, uint64_t b, uint64_t *hi, uint64_t *lo)
{
	uint64_t al = a & 0xffffffffu, ah = a >> 32, bl = b & 0xffffffffu, bh = b >> 32;
	uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
	uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
	*lo = (ll & 0xffffffffu) | (mid << 32);
	*hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}

/* a * b >= c * d, exactly, for non-negative operands. */
static int product_ge(int64_t a, int64_t b, int64_t c, int64_t d)
{
	uint64_t h1, l1, h2, l2;
	mul_wide((uint64_t)a, (uint64_t)b, &h1, &l1);
	mul_wide((uint64_t)c, (uint64_t)d, &h2, &l2);
	return h1 != h2 ? h1 > h2 : l1 >= l2;
}

static enum decision_result general_decide(const tally *t, const method_config *cfg,
					   int at_close, char *why, size_t n)
{
	int64_t yes = nonneg(t->weight[GEN_FOR]), no = nonneg(t->weight[GEN_AGAINST]);
	int64_t present = nonneg(t->weight[GEN_PRESENT]), ai = nonneg(cfg->ai_milli);
	int64_t voters = nonneg(t->voters);

	if (!at_close) {
		snprintf(why, n, "%lld FOR, %lld AGAINST, %lld PRESENT so far: open until the end "
			 "of the voting period (general)", (long long)yes, (long long)no,
			 (long long)present);
		return DECIDE_OPEN;
	}
	if (voters < cfg->quorum) {
		snprintf(why, n, "%lld voters, quorum %lld: FAILED QUORUM (general)",
			 (long long)voters, (long long)cfg->quorum);
		return DECIDE_REJECTED;
	}
	int adopted = yes > no && product_ge(yes, 1000, ai, no);
	snprintf(why, n, "%lld FOR, %lld AGAINST, %lld PRESENT by strength; AI %lld.%03lld, "
		 "quorum %lld met: %s (general)", (long long)yes, (long long)no,
		 (long long)present, (long long)(ai / 1000), (long long)(ai % 1000),
		 (long long)cfg->quorum, adopted ? "ADOPTED" : "REJECTED");
	return adopted ? DECIDE_ADOPTED : DECIDE_REJECTED;
}

const vote_method method_general = {
	.name = "general",
	.rule = "general: quorum, adoption index, voting strength (after Agora)",
	.ballots = {NULL, "FOR", "AGAINST", "PRESENT"},
	.changeable = 1,    /* a vote may be changed until the period ends */
	.decides_early = 0, /* quorum and ratio are judged at the end only */
	.defaults = {.window = 7 * 86400, .quorum = 0, .ai_milli = 1000},
	.uses = USES_QUORUM | USES_AI,
	.decide = general_decide,
};
