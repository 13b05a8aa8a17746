/* auctions_module.c: the auctions as a subsystem of the engine (core/
 * module.h): their state's life, parameters (each bound to the clause of
 * R516 or R520 that states it), commands, deadline and mechanics.
 *
 * No behaviour level: an auction exists only when someone calls one, so a
 * nomic begun before replays unchanged. Events: "auction" (auctions.h). */
#include "econ/auctions/auctions.h"

#include <stdio.h>

#define DAY 86400

static const param_decl auctions_params[] = {
	{"auctions.duration", PT_DURATION, 3 * DAY, 3600, 365 * DAY, "", "R516 5",
	 "how long an auction lasts at the least", 0, NULL},
	{"auctions.extension", PT_DURATION, DAY / 2, 0, 365 * DAY, "", "R516 5",
	 "a public auction lasts at least this long past its most recent bid", 0, NULL},
	{"auctions.increment", PT_INT, 10, 0, 1000, "%", "R516 6b",
	 "how much each bid in a public auction must exceed the previous one by", 0, NULL},
	{"auctions.shubik_increment", PT_INT, 1, 0, 1000, "%", "R516 6b",
	 "the same in a Shubik Auction", 0, NULL},
	{"auctions.commission", PT_INT, 10, 0, 100, "%", "R516 5",
	 "the Auctioneer's commission of the monies a private auction transfers to the Treasury",
	 0, NULL},
	{"auctions.request_fee", PT_INT, 10, 0, 100000, "A$", "R520",
	 "what a player pays into the Treasury to request an Auction Them Entities auction", 0,
	 NULL},
	{"auctions.request_days", PT_DURATION, 3 * DAY, 3600, 365 * DAY, "", "R520",
	 "how long the Financier has to call the auction a player requested", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

static const command auctions_commands[] = {
	{"auctions", 0, 0, P_ANYONE, NULL, CMD_READONLY, auction_cmd_list, NULL, "auctions",
	 "every auction: its items, terms, Auctioneer and state (sealed bids hidden)", "R516"},
	{"auction show", 1, 1, P_ANYONE, NULL, CMD_READONLY, auction_cmd_show, NULL,
	 "auction show N", "one auction: its terms, the bids you may see, its result", "R516"},
	{"auction call", 1, CMD_MAX_WORDS - 2, P_ACTIVE, NULL, 0, auction_cmd_call, NULL,
	 "auction call ITEM... [lot] [min A$N] [private] [shubik]",
	 "auction tradeable entities you own (public, minimum A$0 unless said)", "R516 1"},
	{"auction rules", 1, CMD_MAX_WORDS - 2, P_ADMIN, NULL, 0, auction_cmd_rules, NULL,
	 "auction rules ITEM... [lot] [min A$N] [private] [by PLAYER]",
	 "an auction the rules call, of unowned items; the Speaker is its Auctioneer unless "
	 "another is named", "R516 1"},
	{"auction them", 1, 1, P_OFFICER, "Financier", 0, auction_cmd_them, NULL,
	 "auction them ENTITY", "as the Financier, once a calendar week, auction a tradeable "
	 "entity in the Treasury", "R520"},
	{"auction request", 1, 1, P_ACTIVE, NULL, 0, auction_cmd_request, NULL,
	 "auction request ENTITY", "pay A$10 to have the Financier auction an entity in the "
	 "Treasury within three days", "R520"},
	{"bid", 2, 2, P_ACTIVE, NULL, 0, auction_cmd_bid, NULL, "bid N A$X",
	 "bid in auction N (sealed in a private auction); bids are never retracted", "R516 6"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

static void auctions_free_state(nomic *n)
{
	auctions_free(n);
}

static void auctions_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("the auction-close deadline: the results of an auction", "R516 5", arg);
	fn("an auction's items and A$ change hands, ties drawn, Contempt for who cannot honour",
	   "R516 6c", arg);
}

static int auctions_describe_deadline(const nomic *n, const deadline *d, char *buf, size_t len)
{
	if (d->kind != &dl_auction_close)
		return 0;
	snprintf(buf, len, "auction %d closes", d->subject);
	return 1;
}

const nomic_module auctions_module = {
	.name = "auctions",
	.free_state = auctions_free_state,
	.save_state = auctions_save_state,
	.load_state = auctions_load_state,
	.state_version = 1,
	.params = auctions_params,
	.commands = auctions_commands,
	.each_mechanic = auctions_mechanics,
	.describe_deadline = auctions_describe_deadline,
};
