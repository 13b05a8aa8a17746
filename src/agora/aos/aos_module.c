/* aos_module.c: the Ace of Spades contest as a subsystem of the engine
 * (core/module.h): its state's life, its parameters (every number its
 * regulations give, each bound to its reg), its commands, its deadline
 * and mechanics. No behaviour level: the contest exists only once the
 * admin starts it, so a nomic begun before replays unchanged. */
#include "agora/aos/aos.h"
#include "core/command.h"
#include "core/module.h"

#include <stdio.h>

#define HOUR 3600
#define DAY 86400

static const param_decl aos_params[] = {
	{"aos.reg_min", PT_INT, 200, 126, 999, "", "Ace of Spades reg 107",
	 "the least number a proposed Regulation may have", 0, NULL},
	{"aos.reg_max", PT_INT, 999, 126, 999, "", "Ace of Spades reg 107",
	 "the greatest number a proposed Regulation may have (\"less than 1000\")", 0, NULL},
	{"aos.vote_wait", PT_DURATION, 72 * HOUR, 0, 365 * DAY, "", "Ace of Spades reg 110",
	 "how long a Proposal is Up for Vote before it may be Adopted or fail", 0, NULL},
	{"aos.report_every", PT_DURATION, 7 * DAY, DAY, 365 * DAY, "", "Ace of Spades reg 113",
	 "how often the Contestmaster publishes eir Report", 0, NULL},
	{"aos.marking_from", PT_INT, 300, 126, 999, "", "Ace of Spades reg 119",
	 "the least number of a Marking Regulation", 0, NULL},
	{"aos.deck_mauve", PT_INT, 1, 1, 1000, "cards", "Ace of Spades reg 123",
	 "the Mauve Cards always in the Deck at the least", 0, NULL},
	{"aos.join_mauve", PT_INT, 2, 0, 1000, "cards", "Ace of Spades reg 124",
	 "Mauve Cards created in a new Contestant's Hand", 0, NULL},
	{"aos.suit_cards", PT_INT, 20, 0, 10000, "cards", "Ace of Spades reg 210",
	 "Cards of each Suit created in the Deck when the contest begins", 0, NULL},
	{"aos.deck_low", PT_INT, 10, 0, 10000, "cards", "Ace of Spades reg 210",
	 "below this many Cards in the Deck, more are created", 0, NULL},
	{"aos.deck_refill", PT_INT, 4, 0, 10000, "cards", "Ace of Spades reg 210",
	 "Cards of each Suit then created in the Deck", 0, NULL},
	{"aos.join_deal", PT_INT, 7, 0, 1000, "cards", "Ace of Spades reg 215",
	 "Cards dealt at random to a new Contestant", 0, NULL},
	{"aos.mark_nonmauve", PT_INT, 1, -1000, 1000, "Marks", "Ace of Spades reg 320",
	 "Marks added for every non-Mauve Card in a Hand", 0, NULL},
	{"aos.mark_mauve", PT_INT, 4, -1000, 1000, "Marks", "Ace of Spades reg 330",
	 "Marks subtracted for every Mauve Card in a Hand", 0, NULL},
	{"aos.marking_budget", PT_INT, 1000000, 1000, 100000000, "instructions",
	 "Ace of Spades reg 118", "a Marking Regulation's script's instruction budget: past "
	 "it, the worth is uncalculatable", 0, NULL},
	{"aos.marking_memory", PT_INT, 4 << 20, 1 << 16, 1 << 28, "bytes",
	 "Ace of Spades reg 118", "a Marking Regulation's script's memory cap", 0, NULL},
	{"aos.tie_deal", PT_INT, 3, 0, 100, "cards", "Ace of Spades reg 999",
	 "cards each tied Hand is rescored as if dealt", 0, NULL},
	/* Regs 122 and 200's dates, in seconds since 1970 UTC; the defaults
	 * are the text's (2002): a date at or before the contest began
	 * schedules nothing (docs/RULINGS.md). */
	{"aos.reckon_not_before", PT_INT, 1018828800, 0, 1LL << 40, "s since 1970 UTC",
	 "Ace of Spades reg 122", "no Moment of Reckoning before this (April 15, 2002)", 0, NULL},
	{"aos.reckon_by", PT_INT, 1023667200, 0, 1LL << 40, "s since 1970 UTC",
	 "Ace of Spades reg 122", "a Moment of Reckoning occurs at this if none has before "
	 "(the beginning of June 10, 2002)", 0, NULL},
	{"aos.reckon_at", PT_INT, 1021420800, 0, 1LL << 40, "s since 1970 UTC",
	 "Ace of Spades reg 200", "a Moment of Reckoning occurs at this (the beginning of May "
	 "15, 2002)", 0, NULL},
	/* Reg 103: Objection and Support "as in the Rules" (Agora's, as
	 * src/gov/methods/support.c reads them). */
	{"aos.objection_wait", PT_DURATION, 4 * DAY, 0, 365 * DAY, "", "Ace of Spades reg 103",
	 "how long after its intent an action without Objection may be done", 0, NULL},
	{"aos.support_wait", PT_DURATION, 0, 0, 365 * DAY, "", "Ace of Spades reg 103",
	 "how long after its intent an action with Support may be done", 0, NULL},
	{"aos.intent_window", PT_DURATION, 14 * DAY, DAY, 365 * DAY, "", "Ace of Spades reg 103",
	 "how long an intent may be acted on", 0, NULL},
	{"aos.reveal_objections", PT_INT, 1, 1, 1000, "objections", "Ace of Spades reg 250",
	 "objections that stop making a Secret Regulation Public (\"without Objection\")", 0,
	 NULL},
	{"aos.redress_objections", PT_INT, 3, 1, 1000, "objections", "Ace of Spades reg 114",
	 "objections that stop a redress, unless it has Majority Support", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};


#define R(x) "Ace of Spades reg " x
static const command aos_commands[] = {
	{"aos start", 1, 1, P_ADMIN, NULL, 0, aos_cmd_start, NULL, "aos start CONTESTMASTER",
	 "begin the Ace of Spades contest with its Deck (regs 205, 210)", R("102")},
	{"aos join", 0, 0, P_ACTIVE, NULL, 0, aos_cmd_join, NULL, "aos join",
	 "become a Contestant: two Mauve Cards, then seven dealt", R("102, 124, 215")},
	{"aos deal", 1, 1, P_ANYONE, NULL, 0, aos_cmd_deal, NULL, "aos deal N",
	 "as the Contestmaster, deal N cards to each Contestant in joining order", R("117")},
	{"aos intent", 2, CMD_MAX_WORDS - 2, P_ANYONE, NULL, 0, aos_cmd_intent, NULL,
	 "aos intent reveal REG | hint REG TEXT | remove PLAYER | repeal REG | create|destroy "
	 "PLAYER|deck [N] SUIT...", "as the Contestmaster, announce a Contest action done "
	 "without Objection or with Support", R("103, 114, 250")},
	{"aos support", 1, 1, P_ACTIVE, NULL, 0, aos_cmd_support, NULL, "aos support INTENT",
	 "as a Contestant, support an intent", R("103")},
	{"aos object", 1, 1, P_ACTIVE, NULL, 0, aos_cmd_object, NULL, "aos object INTENT",
	 "as a Contestant, object to an intent", R("103")},
	{"aos act", 1, 1, P_ANYONE, NULL, 0, aos_cmd_act, NULL, "aos act INTENT",
	 "as the Contestmaster, do what an intent announced, if its conditions hold",
	 R("103, 114, 250")},
	{"aos intents", 0, 0, P_ANYONE, NULL, CMD_READONLY, aos_cmd_intents, NULL, "aos intents",
	 "the Contestmaster's intents, their Support and Objections", R("103")},
	{"aos change", 2, 2, P_ANYONE, NULL, 0, aos_cmd_change, NULL, "aos change REG TEXT",
	 "propose a new text for an Immutable Regulation", R("101")},
	{"aos consent", 1, 1, P_ACTIVE, NULL, 0, aos_cmd_consent, NULL, "aos consent CHANGE",
	 "as a Member, consent to a change of an Immutable Regulation", R("101")},
	{"aos transfer", 2, CMD_MAX_WORDS - 2, P_ACTIVE, NULL, 0, aos_cmd_transfer, NULL,
	 "aos transfer PLAYER|deck [N] SUIT...", "transfer cards from your Hand", R("116")},
	{"aos offer", 4, CMD_MAX_WORDS - 2, P_ACTIVE, NULL, 0, aos_cmd_offer, NULL,
	 "aos offer PLAYER [N] SUIT... for [N] SUIT... [anonymous]",
	 "offer an exchange of cards", R("125")},
	{"aos accept", 1, 1, P_ACTIVE, NULL, 0, aos_cmd_accept, NULL, "aos accept OFFER",
	 "accept an Offer made to you: the cards are exchanged at once", R("125")},
	{"aos withdraw", 1, 1, P_ACTIVE, NULL, 0, aos_cmd_withdraw, NULL, "aos withdraw OFFER",
	 "withdraw your Offer before it is accepted", R("125")},
	{"aos offers", 0, 0, P_ANYONE, NULL, CMD_READONLY, aos_cmd_offers, NULL, "aos offers",
	 "the Offers you are a party to", R("125")},
	{"aos ally", 1, CMD_MAX_WORDS - 2, P_ACTIVE, NULL, 0, aos_cmd_ally, NULL,
	 "aos ally PLAYER...", "form an Alliance with other Contestants", R("220")},
	{"aos leave", 1, 1, P_ACTIVE, NULL, 0, aos_cmd_leave, NULL, "aos leave ALLIANCE",
	 "leave an Alliance", R("220")},
	{"aos alliance", 1, 1, P_ANYONE, NULL, CMD_READONLY, aos_cmd_alliance, NULL,
	 "aos alliance N", "an Alliance's members, to its members", R("230")},
	{"aos grant", 2, 3, P_ANYONE, NULL, 0, aos_cmd_grant, NULL,
	 "aos grant PLAYER REG [full|limited]",
	 "with Full NTK for a Private Regulation, grant NTK for its current value", R("240")},
	{"aos privatise", 1, 1, P_ACTIVE, NULL, 0, aos_cmd_privatise, NULL, "aos privatise REG",
	 "pay one Card of each Suit to make a Secret Regulation's value Private to you",
	 R("245")},
	{"aos propose", 2, 3, P_ANYONE, NULL, 0, aos_cmd_propose, NULL,
	 "aos propose NUMBER TEXT [private|secret]",
	 "submit a Proposal for one new Mutable Regulation", R("107")},
	{"aos up", 1, 1, P_ANYONE, NULL, 0, aos_cmd_up, NULL, "aos up PROPOSAL",
	 "as the Contestmaster, place a Proposal Up for Vote", R("108")},
	{"aos vote", 2, 2, P_ACTIVE, NULL, 0, aos_cmd_vote, NULL, "aos vote PROPOSAL for|against",
	 "vote once on a Proposal Up for Vote; never retracted", R("109")},
	{"aos decide", 1, 1, P_ANYONE, NULL, 0, aos_cmd_decide, NULL, "aos decide PROPOSAL",
	 "as the Contestmaster, announce a Proposal Adopted or failed", R("110, 112")},
	{"aos proposals", 0, 0, P_ANYONE, NULL, CMD_READONLY, aos_cmd_proposals, NULL,
	 "aos proposals", "the Proposals you may see", R("107, 108")},
	{"aos proposal", 1, 1, P_ANYONE, NULL, CMD_READONLY, aos_cmd_proposal, NULL,
	 "aos proposal N", "one Proposal, its contents if you may know them", R("104, 107")},
	{"aos hand", 0, 1, P_ANYONE, NULL, CMD_READONLY, aos_cmd_hand, NULL, "aos hand [PLAYER]",
	 "a Hand's cards, to whoever has Need To Know", R("230")},
	{"aos contest", 0, 0, P_ANYONE, NULL, CMD_READONLY, aos_cmd_contest, NULL, "aos contest",
	 "the contest's Public information", R("225")},
	{"aos worths", 0, 0, P_ANYONE, NULL, CMD_READONLY, aos_cmd_worths, NULL, "aos worths",
	 "as the Contestmaster, each Hand's worth now (Secret to all others)", R("119, 235")},
	{"aos report", 0, 0, P_ANYONE, NULL, 0, aos_cmd_report, NULL, "aos report",
	 "as the Contestmaster, publish the Report now", R("113")},
	{"aos reckon", 0, 0, P_ANYONE, NULL, 0, aos_cmd_reckon, NULL, "aos reckon",
	 "as the Contestmaster, declare the Moment of Reckoning", R("120, 121")},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

static void aos_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("the Contestmaster's weekly Report (the aos-report deadline)", "Ace of Spades reg 113",
	   arg);
	fn("the Marking Regulations, scripts applied in order to all Hands",
	   "Ace of Spades reg 119", arg);
	fn("Need To Know: who may know Private and Secret information", "Ace of Spades reg 104",
	   arg);
	fn("the Moment of Reckoning at the regulations' dates (the aos-reckoning deadline)",
	   "Ace of Spades reg 122, 200", arg);
	fn("ties for the highest worth rescored with three hypothetical cards each",
	   "Ace of Spades reg 999", arg);
}

static int aos_describe_deadline(const nomic *n, const deadline *d, char *buf, size_t len)
{
	(void)n;
	if (d->kind == &dl_aos_reckoning) {
		snprintf(buf, len, "the Moment of Reckoning (Ace of Spades reg 122, 200)");
		return 1;
	}
	if (d->kind != &dl_aos_report)
		return 0;
	snprintf(buf, len, "the Contestmaster's weekly Report (Ace of Spades reg 113)");
	return 1;
}

const nomic_module aos_module = {
	.name = "aos",
	.free_state = aos_free,
	.save_state = aos_save_state,
	.load_state = aos_load_state,
	.state_version = 2, /* 2: intents, changes, the Reckoning's deadline */
	.params = aos_params,
	.commands = aos_commands,
	.each_mechanic = aos_mechanics,
	.describe_deadline = aos_describe_deadline,
	.after_command = aos_after_command,
};
