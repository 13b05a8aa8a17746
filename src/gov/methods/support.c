/* support.c: an action done "with N support and without M objections"
 * (Arcadia, seed 003: "With 2 support and without 2 objections from active
 * parties to this contract, the player who submitted an Arcadian Proposal
 * CAN apply any changes listed therein").
 *
 * The seed uses the phrase and does not define it; Arcadia is an Agora
 * contract, so it means what Agora's dependent-action rules make it mean:
 * "with N support" needs at least N supporters, "without M objections"
 * needs fewer than M objectors, both counted when the action is done.
 * The times are Agora's too, not the seed's: a "without objections" action
 * may be done no sooner than 4 days and no later than 14 days after the
 * intent was announced (docs/RULINGS.md, "Voting methods").
 *
 * ADOPTED means the action CAN now be performed; the engine performs it for
 * the initiator. Who counts as an active party, and that the initiator may
 * not support eir own intent, are the engine's to decide. */
#include "gov/methods/methods.h"

#include <stdio.h>

enum { SUP_SUPPORT = 1, SUP_OBJECT };

static enum decision_result support_decide(const tally *t, const method_config *cfg,
					   int at_close, char *why, size_t n)
{
	int64_t sup = nonneg(t->ballots[SUP_SUPPORT]), obj = nonneg(t->ballots[SUP_OBJECT]);
	int supported = sup >= cfg->support;
	/* objections <= 0: the body gave no objection clause ("with N support"
	 * alone), rather than an impossible "without 0 objections". */
	int unobjected = cfg->objections <= 0 || obj < cfg->objections;
	int waited = t->elapsed >= cfg->min_wait;

	if (supported && unobjected && waited) {
		snprintf(why, n, "%lld support (%lld needed), %lld objections (fewer than %lld "
			 "allowed): may be done (Arcadia, with N support without N objections)",
			 (long long)sup, (long long)cfg->support, (long long)obj,
			 (long long)cfg->objections);
		return DECIDE_ADOPTED;
	}
	snprintf(why, n, "%lld support (%lld needed), %lld objections (fewer than %lld allowed)%s: "
		 "%s (Arcadia, with N support without N objections)",
		 (long long)sup, (long long)cfg->support, (long long)obj,
		 (long long)cfg->objections, waited ? "" : ", waiting period not over",
		 at_close ? "intent expired" : "not yet");
	/* Support and objections may be withdrawn until the action is done
	 * (Agora), so nothing is final before the window closes. */
	return at_close ? DECIDE_REJECTED : DECIDE_OPEN;
}

const vote_method method_support = {
	.name = "support",
	.rule = "Arcadia (Agora: with 2 support and without 2 objections)",
	.ballots = {NULL, "SUPPORT", "OBJECT"},
	.changeable = 1,    /* Agora: support and objections may be withdrawn */
	.decides_early = 1, /* the action may be done as soon as it is allowed */
	.defaults = {.window = 14 * 86400, .support = 2, .objections = 2,
		     .min_wait = 4 * 86400},
	.uses = USES_SUPPORT | USES_OBJECTIONS | USES_MIN_WAIT,
	.decide = support_decide,
};
