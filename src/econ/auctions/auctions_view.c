/* auctions_view.c: the auctions as text (`auctions`, `auction show N`) and
 * as JSON (GET /api/v1/auctions, /api/v1/auctions/N; src/net/
 * auctions_web.c), each for one viewer. What a viewer sees of a bid is
 * auction_bid_visible's to say (R516 6e): an open private auction shows
 * nobody else's bids, nor its highest, nor how many there are. */
#include "econ/auctions/auctions.h"
#include "econ/entities.h"

#include <stdlib.h>

static const char *const phases[] = {"open", "sold", "void"};
static const char *const statuses[] = {"qualified", "above the bidder's A$ (R516 6a)",
				       "below the minimum (R516 6a)",
				       "under the increment (R516 6b)"};
static const char *const status_words[] = {"qualified", "above-means", "below-minimum",
					   "under-increment"};

/* The highest qualified bid v may see, or NULL. */
static const auction_bid *highest_seen(const nomic *n, const auction *a, const vis_viewer *v)
{
	const auction_bid *h = NULL;
	for (int i = 0; i < a->nbids; i++) {
		const auction_bid *b = a->bids[i];
		if (b->status != BID_OK || auction_disqualified(a, b->bidder) ||
		    !auction_bid_visible(n, a, v, b->bidder))
			continue;
		if (!h || b->amount > h->amount)
			h = b;
	}
	return h;
}

/* Whether v sees every bid (public, closed, the Auctioneer, the admin). */
static int sees_all(const nomic *n, const auction *a, const vis_viewer *v)
{
	return auction_bid_visible(n, a, v, -1);
}

static void summary(const nomic *n, const auction *a, const vis_viewer *v, sbuf *out)
{
	sbuf_printf(out, "auction %d%s: ", a->id, a->them ? " (Auction Them Entities)" : "");
	auction_items_describe(n, a, out);
	/* R516 3: "The Auctioneer may use the title of Chief Cheese for the
	 * duration of any Auction": shown while it runs. */
	sbuf_printf(out, "; %s%s; minimum A$%lld; Auctioneer %s%s; ", a->priv ? "private" : "public",
		    a->shubik ? ", Shubik" : "", (long long)a->min, holder_name(n, a->auctioneer),
		    a->phase == AP_OPEN ? " (Chief Cheese, R516 3)" : "");
	if (a->phase != AP_OPEN) {
		sbuf_printf(out, "%s", a->phase == AP_SOLD ? "closed" : "voided");
		return;
	}
	char when[40];
	format_time(a->closes, when, sizeof when);
	sbuf_printf(out, "open until %s", when);
	const auction_bid *h = highest_seen(n, a, v);
	if (!sees_all(n, a, v)) {
		sbuf_add(out, "; bids sealed (R516 6e)");
		if (h)
			sbuf_printf(out, "; your highest bid A$%lld", (long long)h->amount);
	} else if (h) {
		sbuf_printf(out, "; highest bid A$%lld by %s", (long long)h->amount,
			    holder_name(n, h->bidder));
	} else {
		sbuf_add(out, "; no bids yet");
	}
}

int auction_cmd_list(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const auctions *s = auctions_peek(c->n);
	vis_viewer v = vis_viewer_ctx(c);
	if (!s || !s->n) {
		ctx_reply(c, "no auctions yet (`auction call ITEM` calls one, R516 1)");
		return 0;
	}
	for (int i = 0; i < s->n; i++) {
		sbuf line = {0};
		summary(c->n, s->v[i], &v, &line);
		ctx_reply(c, "%s%s", i ? "\n" : "", line.s);
		free(line.s);
	}
	return 0;
}

int auction_cmd_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	const auction *a = arg_auction(c, argv[0]);
	if (!a)
		return -1;
	vis_viewer v = vis_viewer_ctx(c);
	sbuf t = {0};
	summary(c->n, a, &v, &t);
	char when[40];
	format_time(a->opened, when, sizeof when);
	sbuf_printf(&t, "\ncalled %s, %s; initiator %s", when, a->why,
		    holder_name(c->n, a->initiator));
	int shown = 0;
	for (int i = 0; i < a->nbids; i++) {
		const auction_bid *b = a->bids[i];
		if (!auction_bid_visible(c->n, a, &v, b->bidder))
			continue;
		format_time(b->at, when, sizeof when);
		sbuf_printf(&t, "\n  %s bids A$%lld at %s: %s%s", holder_name(c->n, b->bidder),
			    (long long)b->amount, when, statuses[b->status],
			    b->status == BID_OK && auction_disqualified(a, b->bidder)
				    ? ", but the bidder is disqualified" : "");
		shown++;
	}
	if (!shown && sees_all(c->n, a, &v))
		sbuf_add(&t, "\n  no bids");
	if (a->result)
		sbuf_printf(&t, "\n%s", a->result);
	ctx_reply(c, "%s", t.s);
	free(t.s);
	return 0;
}

json_t *auction_json(const nomic *n, const auction *a, const vis_viewer *v, int detail)
{
	char opened[40], closes[40];
	format_time(a->opened, opened, sizeof opened);
	format_time(a->closes, closes, sizeof closes);
	json_t *items = json_array();
	for (int i = 0; i < a->nitems; i++) {
		const entity *e = entity_by_id(n, a->items[i]);
		sbuf d = {0};
		if (e)
			entity_describe(e, &d);
		json_array_append_new(items, json_pack("{s:i, s:s}", "id", a->items[i], "what",
						       d.s ? d.s : "(gone)"));
		free(d.s);
	}
	json_t *o = json_pack("{s:i, s:s, s:b, s:o, s:s, s:o, s:b, s:i, s:I, s:b, s:b, s:s, s:s, "
			      "s:s, s:s}", "id", a->id, "origin",
			      a->origin == AU_PLAYER ? "player" : a->origin == AU_ORG ? "organisation" : "rules", "them", a->them,
			      "initiator", a->initiator ? json_string(holder_name(n, a->initiator))
			      : json_null(), "auctioneer", holder_name(n, a->auctioneer), "items",
			      items, "lot", a->lot, "quantity", auction_quantity(a), "min",
			      (json_int_t)a->min, "private", a->priv, "shubik", a->shubik, "called",
			      opened, "closes", closes, "phase", phases[a->phase], "why", a->why);
	int all = sees_all(n, a, v);
	json_object_set_new(o, "sealed", json_boolean(!all));
	const auction_bid *h = highest_seen(n, a, v);
	if (all)
		json_object_set_new(o, "highest", h ? json_pack("{s:s, s:I}", "player",
				    holder_name(n, h->bidder), "amount", (json_int_t)h->amount)
				    : json_null());
	json_object_set_new(o, "result", a->result ? json_string(a->result) : json_null());
	json_object_set_new(o, "reinitiated_as", a->next ? json_integer(a->next) : json_null());
	if (detail) {
		json_t *bids = json_array();
		for (int i = 0; i < a->nbids; i++) {
			const auction_bid *b = a->bids[i];
			if (!auction_bid_visible(n, a, v, b->bidder))
				continue;
			char at[40];
			format_time(b->at, at, sizeof at);
			json_array_append_new(bids, json_pack("{s:s, s:I, s:s, s:s, s:b}", "player",
				holder_name(n, b->bidder), "amount", (json_int_t)b->amount, "at", at,
				"status", status_words[b->status], "bidder_disqualified",
				auction_disqualified(a, b->bidder)));
		}
		json_object_set_new(o, "bids", bids);
	}
	return o;
}

json_t *auctions_json(const nomic *n, const vis_viewer *v)
{
	const auctions *s = auctions_peek(n);
	json_t *arr = json_array();
	for (int i = 0; s && i < s->n; i++)
		json_array_append_new(arr, auction_json(n, s->v[i], v, 0));
	return arr;
}
