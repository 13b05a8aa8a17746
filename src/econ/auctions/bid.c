/* bid.c: bids (Ackanomic R516 6a, 6b, 6e, 3, 5).
 *
 * `bid N A$X`: by an active player (R516 6a "All qualified active players
 * are permitted to submit bids"). Refused outright, changing nothing: no
 * such auction, a closed one, an amount that is not positive (not a bid at
 * all), the Auctioneer of a private auction (R516 3: disqualified to bid),
 * a bidder disqualified already. Otherwise the bid is made and kept, with
 * what R516 says of it: above the A$ the bidder holds, or below the
 * minimum, and the bidder and all eir bids are disqualified (R516 6a); in a
 * public auction, not enough over the previous bid, and that bid is
 * disqualified (R516 6b). Bids are never retracted (R516 6a): nothing here
 * removes one.
 *
 * R516 6e: a private auction's bid is a hidden event (ctx.hidden): the
 * bidder's reply says what became of it, and nothing is announced. A public
 * auction's bid is announced at once, and moves the close to 12 hours after
 * it if that is later (R516 5). */
#include "econ/auctions/auctions.h"

#include <string.h>

gtime auction_close_time(const nomic *n, const auction *a)
{
	gtime t = a->opened + param_int(n, "auctions.duration");
	const auction_bid *b = a->priv ? NULL : auction_last_qualified(a);
	if (b && b->at + param_int(n, "auctions.extension") > t)
		t = b->at + param_int(n, "auctions.extension");
	/* Never earlier than announced: a later disqualification does not
	 * take back time a bid gave. */
	return a->closes > t ? a->closes : t;
}

static int parse_bid(const char *w, int64_t *out)
{
	if ((w[0] == 'A' || w[0] == 'a') && w[1] == '$')
		w += 2;
	return parse_int64(w, out) || *out > 1000000000000LL ? -1 : 0;
}

int auction_cmd_bid(ctx *c, int argc, char **argv)
{
	(void)argc;
	auction *a = arg_auction(c, argv[0]);
	if (!a)
		return -1;
	int64_t x;
	if (parse_bid(argv[1], &x))
		return ctx_fail(c, "'%s' is not an amount of A$ (`bid %d A$X`)", argv[1], a->id);
	if (x <= 0)
		return ctx_fail(c, "a bid is a positive amount of A$ (R516 6a)");
	if (a->phase != AP_OPEN)
		return ctx_fail(c, "auction %d is over (R516 5)", a->id);
	const int me = c->actor->id;
	if (a->priv && me == a->auctioneer)
		return ctx_fail(c, "the Auctioneer is disqualified to bid in a private auction "
				"(R516 3)");
	if (auction_disqualified(a, me))
		return ctx_fail(c, "you are disqualified from auction %d (R516 6a)", a->id);
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t held = ad ? balance(c->n, me, ad->id) : 0;

	enum bid_status st = BID_OK;
	const auction_bid *prev = a->priv ? NULL : auction_last_qualified(a);
	int64_t pct = param_int(c->n, a->shubik ? "auctions.shubik_increment"
					       : "auctions.increment");
	if (x > held)
		st = BID_ABOVE_MEANS;
	else if (x < a->min)
		st = BID_BELOW_MIN;
	else if (prev && (x <= prev->amount || x * 100 < prev->amount * (100 + pct)))
		st = BID_INCREMENT;
	int64_t best_before = auction_best_bid(a, me);

	auction_bid *b = xcalloc(1, sizeof *b);
	b->bidder = me;
	b->amount = x;
	b->at = c->now;
	b->status = st;
	mut_append(c, (void ***)&a->bids, &a->nbids, &a->bids_cap, b, free);
	/* R516 6e: sealed until the close. */
	c->hidden = a->priv;
	ctx_arg_int(c, "auction", a->id);
	ctx_arg_int(c, "amount", x);

	const char *name = c->actor->name;
	char line[512];
	switch (st) {
	case BID_ABOVE_MEANS:
		snprintf(line, sizeof line, "%s bids A$%lld in auction %d, more than the A$%lld e "
			 "holds: e and eir bids are disqualified (R516 6a)", name, (long long)x,
			 a->id, (long long)held);
		break;
	case BID_BELOW_MIN:
		snprintf(line, sizeof line, "%s bids A$%lld in auction %d, below its minimum bid "
			 "A$%lld: e and eir bids are disqualified (R516 6a)", name, (long long)x,
			 a->id, (long long)a->min);
		break;
	case BID_INCREMENT:
		snprintf(line, sizeof line, "%s's bid of A$%lld in auction %d does not exceed the "
			 "previous bid, A$%lld, by %lld%%: the bid is disqualified (R516 6b)", name,
			 (long long)x, a->id, (long long)prev->amount, (long long)pct);
		break;
	default:
		if (a->priv)
			snprintf(line, sizeof line, "your sealed bid of A$%lld in auction %d is "
				 "accepted by the Auctioneer, %s (R516 4, 6e)%s", (long long)x,
				 a->id, holder_name(c->n, a->auctioneer),
				 best_before >= x ? "; only your highest bid counts (R516 6a)" : "");
		else
			snprintf(line, sizeof line, "%s bids A$%lld in auction %d (R516 6e)", name,
				 (long long)x, a->id);
	}
	if (a->priv) {
		ctx_reply(c, "%s", line);
		return 0;
	}
	ctx_say(c, "%s", line);
	if (st != BID_OK)
		return 0;
	gtime t = auction_close_time(c->n, a);
	if (t != a->closes) {
		UNDO_SET(c->j, a->closes, t);
		deadline_move(c, a->dl, t);
		char when[40];
		format_time(t, when, sizeof when);
		ctx_say(c, "auction %d now closes at %s, 12 hours after this bid (R516 5)", a->id,
			when);
	}
	return 0;
}
