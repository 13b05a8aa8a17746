/* aos_module.c: the Ace of Spades contest as a subsystem of the engine
 * (core/module.h): its state's life, its parameters (every number its
 * regulations give, each bound to its reg), its commands, its deadline
 * and mechanics. No behaviour level: the contest exists only once the
 * admin starts it, so a nomic begun before replays unchanged. */
#include "agora/aos/aos.h"
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
	{"aos remove", 1, 1, P_ANYONE, NULL, 0, aos_cmd_remove, NULL, "aos remove PLAYER",
	 "as the Contestmaster, remove a Player from Contest membership", R("114")},
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
	{"aos reveal", 1, 1, P_ANYONE, NULL, 0, aos_cmd_reveal, NULL, "aos reveal REG",
	 "as the Contestmaster, make a Secret Regulation's current value Public", R("250")},
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
}

static int aos_describe_deadline(const nomic *n, const deadline *d, char *buf, size_t len)
{
	(void)n;
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
	.state_version = 1,
	.params = aos_params,
	.commands = aos_commands,
	.each_mechanic = aos_mechanics,
	.describe_deadline = aos_describe_deadline,
};
