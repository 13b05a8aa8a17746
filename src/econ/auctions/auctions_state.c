/* auctions_state.c: the auctions' state (auctions.h): its creation on first
 * use (journaled), its freeing, its lookups, and the one rule of who may see
 * a bid (R516 6e). */
#include "econ/auctions/auctions.h"
#include "econ/entities.h"

#include <stdlib.h>

void auction_free(void *p)
{
	auction *a = p;
	if (!a)
		return;
	for (int i = 0; i < a->nbids; i++)
		free(a->bids[i]);
	free(a->bids);
	free(a->items);
	free(a->why);
	free(a->result);
	free(a);
}

static void free_all(auctions *s)
{
	if (!s)
		return;
	for (int i = 0; i < s->n; i++)
		auction_free(s->v[i]);
	free(s->v);
	free(s);
}

auctions *auctions_of(ctx *c)
{
	if (!c->n->auctions) {
		c->n->auctions = xcalloc(1, sizeof *c->n->auctions);
		c->n->auctions->next_id = 1;
		mut_part_made(c, auctions_free);
	}
	return c->n->auctions;
}

const auctions *auctions_peek(const nomic *n)
{
	return n->auctions;
}

void auctions_free(nomic *n)
{
	free_all(n->auctions);
	n->auctions = NULL;
}

auction *auction_by_id(const nomic *n, int id)
{
	const auctions *s = n->auctions;
	/* Numbered from 1 in order, never removed. */
	if (!s || id < 1 || id > s->n)
		return NULL;
	return s->v[id - 1];
}

auction *arg_auction(ctx *c, const char *word)
{
	int64_t id;
	const char *w = word[0] == '#' ? word + 1 : word;
	if (parse_int64(w, &id) || id <= 0 || id > 1000000000) {
		ctx_fail(c, "'%s' is not an auction's number (see `auctions`)", word);
		return NULL;
	}
	auction *a = auction_by_id(c->n, (int)id);
	if (!a)
		ctx_fail(c, "there is no auction %s (see `auctions`)", w);
	return a;
}

int auction_quantity(const auction *a)
{
	return a->lot ? 1 : a->nitems;
}

/* R516 6e: "If the Auction is private, the Auctioneer shall not disclose
 * the bids to anyone during the process of the Auction." The Auctioneer
 * accepts them (R516 4), so e sees them; a bidder knows eir own; after the
 * close the results are announced (R516 5) and the bids with them. */
int auction_bid_visible(const nomic *n, const auction *a, const vis_viewer *v, int bidder)
{
	(void)n;
	if (!a->priv || a->phase != AP_OPEN || v->admin)
		return 1;
	return v->pid && (v->pid == bidder || v->pid == a->auctioneer);
}

int auction_disqualified(const auction *a, int bidder)
{
	for (int i = 0; i < a->nbids; i++)
		if (a->bids[i]->bidder == bidder &&
		    (a->bids[i]->status == BID_ABOVE_MEANS || a->bids[i]->status == BID_BELOW_MIN))
			return 1;
	return 0;
}

int64_t auction_best_bid(const auction *a, int bidder)
{
	if (auction_disqualified(a, bidder))
		return 0;
	int64_t best = 0;
	for (int i = 0; i < a->nbids; i++)
		if (a->bids[i]->bidder == bidder && a->bids[i]->status == BID_OK &&
		    a->bids[i]->amount > best)
			best = a->bids[i]->amount;
	return best;
}

/* R516 6b's "previous bid": the latest that counts. A bid that was itself
 * disqualified is not one (docs/RULINGS.md, Economy: auctions), nor is a
 * bid of a bidder disqualified since. */
const auction_bid *auction_last_qualified(const auction *a)
{
	for (int i = a->nbids - 1; i >= 0; i--)
		if (a->bids[i]->status == BID_OK && !auction_disqualified(a, a->bids[i]->bidder))
			return a->bids[i];
	return NULL;
}

/* 1970-01-01 was a Thursday: Monday 1969-12-29 is day -3. */
int auction_week(gtime t)
{
	int64_t day = t >= 0 ? t / 86400 : -((-t + 86399) / 86400);
	return (int)((day + 3) / 7);
}

void auction_items_describe(const nomic *n, const auction *a, sbuf *out)
{
	for (int i = 0; i < a->nitems; i++) {
		if (i)
			sbuf_add(out, i == a->nitems - 1 ? " and " : ", ");
		const entity *e = entity_by_id(n, a->items[i]);
		if (e)
			entity_describe(e, out);
		else
			sbuf_printf(out, "#%d (gone)", a->items[i]);
	}
	if (a->lot && a->nitems > 1)
		sbuf_add(out, ", as one lot");
}
