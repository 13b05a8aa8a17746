/* close.c: an auction's close (Ackanomic R516 5, 6c, 6d, 7; R715), the
 * `auction-close` deadline's action, carried out in the clock's event so
 * that every move happens together or not at all.
 *
 * R516 6c: the N highest qualified bids (each bidder's highest, R516 6a)
 * each get an item for their bid. Ties that decide who gets an item (or,
 * in a Shubik auction, who is second) are drawn (R516 6d: rng_below,
 * which replay reproduces; every tied bidder is eligible, active or not),
 * and the public text says so. Before anything moves: a player who called
 * the auction and no longer has its items, and each bidder who cannot pay
 * eir bid (the Shubik second too), is held in Contempt (R715) and the
 * auction is voided; one the rules called is called again with the same
 * items and terms. Else the items and the A$ move: to the seller in a
 * player's auction, to the Treasury in the rules' (R506 ¶2: A$ with no
 * destination go there), less the Auctioneer's commission in a private one
 * (R516 5: "10% commission of all monies transferred to the Treasury").
 * R516 7: the Shubik second forfeits eir bid to the Treasury. Items nobody
 * won go to the Auctioneer if the minimum was A$0, else stay with the
 * player who called the auction, or are destroyed if they were unowned.
 * The close emits "auction" (auctions.h). */
#include "econ/auctions/auctions.h"
#include "econ/entities.h"
#include "gov/crime/crime.h"

#include <stdlib.h>
#include <string.h>

typedef struct standing {
	int bidder;
	int64_t amount;
	int first;  /* the index of eir best bid: earlier first, before draws */
} standing;

static int by_amount(const void *x, const void *y)
{
	const standing *a = x, *b = y;
	if (a->amount != b->amount)
		return a->amount > b->amount ? -1 : 1;
	return a->first - b->first;
}

/* Each qualified bidder's highest bid, highest first. */
static int standings(const auction *a, standing **out)
{
	standing *v = xcalloc((size_t)a->nbids + 1, sizeof *v);
	int n = 0;
	for (int i = 0; i < a->nbids; i++) {
		int who = a->bids[i]->bidder, seen = 0;
		for (int k = 0; k < n; k++)
			seen |= v[k].bidder == who;
		int64_t best = seen ? 0 : auction_best_bid(a, who);
		if (!best)
			continue;
		int first = i;
		for (int k = i; k < a->nbids; k++)
			if (a->bids[k]->bidder == who && a->bids[k]->status == BID_OK &&
			    a->bids[k]->amount == best) {
				first = k;
				break;
			}
		v[n++] = (standing){who, best, first};
	}
	qsort(v, (size_t)n, sizeof *v, by_amount);
	*out = v;
	return n;
}

/* R516 6d: a run of equal bids across a place that decides something
 * (place `cut`: the first `cut` places win something the rest do not) is
 * put in a random order; places before `from` are settled already. */
static void draw_ties(ctx *c, standing *v, int n, int cut, int from, sbuf *news)
{
	if (cut <= from || cut >= n)
		return;
	int lo = cut - 1, hi = cut;
	if (v[lo].amount != v[hi].amount)
		return;
	while (lo > from && v[lo - 1].amount == v[cut].amount)
		lo--;
	while (hi + 1 < n && v[hi + 1].amount == v[cut].amount)
		hi++;
	sbuf_printf(news, "The bids of A$%lld by ", (long long)v[cut].amount);
	for (int i = lo; i <= hi; i++)
		sbuf_printf(news, "%s%s", i == lo ? "" : i == hi ? " and " : ", ",
			    holder_name(c->n, v[i].bidder));
	/* Fisher-Yates over the tied run, one draw a place. */
	for (int i = hi; i > lo; i--) {
		int k = lo + (int)rng_below(c->rng, (uint64_t)(i - lo + 1));
		standing t = v[i];
		v[i] = v[k];
		v[k] = t;
	}
	sbuf_printf(news, " are tied: the Auctioneer drew at random, and the order is ");
	for (int i = lo; i <= hi; i++)
		sbuf_printf(news, "%s%s", i == lo ? "" : ", ", holder_name(c->n, v[i].bidder));
	sbuf_add(news, " (R516 6d)\n");
}

static int64_t held(const nomic *n, int pid)
{
	const currency *ad = currency_by_name(n, "A$");
	return ad ? balance(n, pid, ad->id) : 0;
}

/* Drops what a step of the close could not do from c->err: the close goes
 * on (a deadline's action does not fail for one item). */
static void forget_error(ctx *c, size_t had)
{
	if (c->err.len > had) {
		c->err.s[had] = '\0';
		c->err.len = had;
	}
}

/* R715 through src/gov/crime, which announces it; its reply to the clock
 * is dropped, the close's own lines say it. */
static void contempt(ctx *c, int pid)
{
	player *p = player_by_id(c->n, pid);
	if (!p || p->state == PS_NONPLAYER)
		return;
	size_t had = c->err.len, said = c->out.len;
	if (crime_hold_in_contempt(c, p, "R516 6c"))
		forget_error(c, had);
	if (c->out.len > said) {
		c->out.s[said] = '\0';
		c->out.len = said;
	}
}

/* R516 6c: "the auction is voided, and reinitiated if originally called by
 * the rules": the same items that are still Somewhere Else, the same terms. */
static int reinitiate(ctx *c, auction *a)
{
	int items[CMD_MAX_WORDS], n = 0;
	for (int i = 0; i < a->nitems && n < CMD_MAX_WORDS; i++) {
		const entity *e = entity_by_id(c->n, a->items[i]);
		if (e && e->owner.kind == OWN_NOBODY)
			items[n++] = e->id;
	}
	if (!n)
		return 0;
	size_t had = c->err.len;
	char why[64];
	snprintf(why, sizeof why, "auction %d reinitiated, R516 6c", a->id);
	auction *b = auction_call_rules(c, items, n, a->lot && n > 1, a->min, a->priv,
					a->initiator, a->them, why);
	if (!b) {
		forget_error(c, had);
		return 0;
	}
	return b->id;
}

static json_t *ids_json(const int *v, int n)
{
	json_t *j = json_array();
	for (int i = 0; i < n; i++)
		json_array_append_new(j, json_integer(v[i]));
	return j;
}

static void finish(ctx *c, auction *a, enum auction_phase phase, sbuf *news, json_t *ev)
{
	UNDO_SET(c->j, a->phase, phase);
	undo_string(c->j, &a->result);
	if (news->len && news->s[news->len - 1] == '\n')
		news->s[--news->len] = '\0';
	a->result = xstrdup(news->s ? news->s : "");
	/* Each line publicly, and as the clock's reply. */
	char *save = NULL;
	for (char *line = strtok_r(news->s, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
		ctx_say(c, "%s", line);
	json_object_set_new(ev, "text", json_string(a->result));
	size_t had = c->err.len;
	if (ctx_emit(c, AUCTION_EVENT, ev))
		forget_error(c, had);
	json_decref(ev);
}

/* R516 6c: "In either of these cases, the auction is voided, and
 * reinitiated if originally called by the rules." Says what the close
 * found, then holds each in Contempt, then calls the auction again. */
static void void_auction(ctx *c, auction *a, sbuf *news, json_t *ev, const int *who, int nwho)
{
	for (char *p = news->s, *nl; p && *p; p = nl + 1) {
		nl = strchr(p, '\n');
		if (!nl)
			break;
		ctx_say(c, "%.*s", (int)(nl - p), p);
	}
	for (int i = 0; i < nwho; i++)
		contempt(c, who[i]);
	int next = a->origin == AU_RULES ? reinitiate(c, a) : 0;
	if (next) {
		UNDO_SET(c->j, a->next, next);
		sbuf_printf(news, "It is reinitiated as auction %d (R516 6c)\n", next);
	}
	if (news->len && news->s[news->len - 1] == '\n')
		news->s[--news->len] = '\0';
	undo_string(c->j, &a->result);
	a->result = xstrdup(news->s);
	json_object_set_new(ev, "outcome", json_string("void"));
	json_object_set_new(ev, "reinitiated", next ? json_integer(next) : json_null());
	json_object_set_new(ev, "sales", json_array());
	json_object_set_new(ev, "unsold", json_array());
	json_object_set_new(ev, "forfeit", json_null());
	json_object_set_new(ev, "commission", json_integer(0));
	json_object_set_new(ev, "to", json_null());
	json_object_set_new(ev, "text", json_string(a->result));
	size_t had = c->err.len;
	if (ctx_emit(c, AUCTION_EVENT, ev))
		forget_error(c, had);
	json_decref(ev);
}

static int fire_close(ctx *c, const deadline *dl)
{
	auction *a = auction_by_id(c->n, dl->subject);
	if (!a || a->phase != AP_OPEN || a->dl != dl->id) {
		ctx_reply(c, "the auction has closed already");
		return 0;
	}
	UNDO_SET(c->j, a->dl, 0); /* popped already */
	const currency *ad = currency_by_name(c->n, "A$");
	standing *v;
	int nb = standings(a, &v);
	int q = auction_quantity(a);
	sbuf news = {0};
	sbuf_printf(&news, "Auction %d is over (R516 5): ", a->id);
	auction_items_describe(c->n, a, &news);
	sbuf_add(&news, "\n");

	rng_key(c->rng, "auction.tie", (uint64_t)a->id);
	draw_ties(c, v, nb, q, 0, &news);
	if (a->shubik) /* who is second (R516 7) */
		draw_ties(c, v, nb, 2, 1, &news);
	int nwin = nb < q ? nb : q;
	int second = a->shubik && nb > 1 ? 1 : -1;

	json_t *ev = json_pack("{s:i, s:b, s:b, s:s, s:o, s:o}", "id", a->id, "private", a->priv,
			       "shubik", a->shubik, "auctioneer", holder_name(c->n, a->auctioneer),
			       "initiator", a->initiator ? json_string(holder_name(c->n, a->initiator))
			       : json_null(), "items", ids_json(a->items, a->nitems));

	/* R516 6c: the checks, before anything moves. */
	int voided = 0, nwho = 0;
	int *who = xcalloc((size_t)nb + 1, sizeof *who);
	if (a->origin == AU_ORG) {
		/* R675: the organisation no longer has them: void, and nobody
		 * is in Contempt (R516 6c's is the calling player's). */
		int missing = 0;
		for (int i = 0; i < a->nitems; i++) {
			const entity *e = entity_by_id(c->n, a->items[i]);
			missing |= !e || !owner_eq(e->owner, OWNER_ORG(a->org));
		}
		if (missing) {
			sbuf_printf(&news, "the organisation that called auction %d no longer has its "
				    "items (R516 6c)\n", a->id);
			voided = 1;
		}
	}
	if (a->origin == AU_PLAYER) {
		int missing = 0;
		for (int i = 0; i < a->nitems; i++) {
			const entity *e = entity_by_id(c->n, a->items[i]);
			missing |= !e || !owner_eq(e->owner, OWNER_PLAYER(a->initiator));
		}
		if (missing) {
			char why[160];
			snprintf(why, sizeof why, "e called auction %d and no longer has its items",
				 a->id);
			sbuf_printf(&news, "%s is held in Contempt: %s (R516 6c, R715)\n",
				    holder_name(c->n, a->initiator), why);
			who[nwho++] = a->initiator;
			voided = 1;
		}
	}
	for (int i = 0; i < nb; i++) {
		if (i >= nwin && i != second)
			continue;
		if (held(c->n, v[i].bidder) >= v[i].amount)
			continue;
		char why[160];
		snprintf(why, sizeof why, "e bid A$%lld in auction %d and holds only A$%lld",
			 (long long)v[i].amount, a->id, (long long)held(c->n, v[i].bidder));
		sbuf_printf(&news, "%s is held in Contempt: %s (R516 6c, R715)\n",
			    holder_name(c->n, v[i].bidder), why);
		who[nwho++] = v[i].bidder;
		voided = 1;
	}
	if (voided) {
		sbuf_printf(&news, "Auction %d is voided (R516 6c)\n", a->id);
		UNDO_SET(c->j, a->phase, AP_VOID); /* its items are free again */
		free(v);
		void_auction(c, a, &news, ev, who, nwho);
		free(who);
		free(news.s);
		return 0;
	}

	/* The sales: winner i gets item i (or the whole lot). */
	json_t *sales = json_array();
	int64_t commission = 0;
	int sold[CMD_MAX_WORDS] = {0};
	enum ent_move how = a->origin == AU_RULES ? MOVE_RULES : MOVE_TRADE;
	/* AU_ORG: the organisation's ledger account (the Treasury if it is
	 * gone: R506 ¶2). */
	int org_account = a->origin == AU_ORG && entity_org_hooks
				  ? entity_org_hooks->account(c->n, a->org) : -1;
	for (int i = 0; i < nwin; i++) {
		int w = v[i].bidder;
		int from_i = a->lot ? 0 : i, to_i = a->lot ? a->nitems : i + 1;
		int payee = a->origin == AU_PLAYER ? a->initiator
			    : a->origin == AU_ORG && org_account > 0 ? org_account : 0;
		size_t mark = undo_mark(c->j), had = c->err.len;
		char why[96];
		snprintf(why, sizeof why, "R516 6c: auction %d, for A$%lld", a->id,
			 (long long)v[i].amount);
		int rc = 0;
		for (int k = from_i; k < to_i && !rc; k++) {
			entity *e = entity_by_id(c->n, a->items[k]);
			if (e && !owner_eq(e->owner, OWNER_PLAYER(w)))
				rc = entity_transfer(c, e, OWNER_PLAYER(w), how, why);
		}
		if (!rc && payee != w)
			rc = ledger_move(c, w, payee, ad, v[i].amount);
		int64_t fee = 0;
		if (!rc && payee == 0 && a->priv) {
			fee = v[i].amount * param_int(c->n, "auctions.commission") / 100;
			if (fee > 0)
				rc = ledger_move(c, 0, a->auctioneer, ad, fee);
		}
		if (rc) {
			sbuf_printf(&news, "%s's winning bid of A$%lld cannot be carried out: %s\n",
				    holder_name(c->n, w), (long long)v[i].amount,
				    c->err.s ? c->err.s + had : "");
			undo_rollback(c->j, mark);
			forget_error(c, had);
			continue;
		}
		commission += fee;
		json_t *its = json_array();
		sbuf d = {0};
		for (int k = from_i; k < to_i; k++) {
			sold[k] = 1;
			json_array_append_new(its, json_integer(a->items[k]));
			const entity *e = entity_by_id(c->n, a->items[k]);
			if (d.len)
				sbuf_add(&d, ", ");
			if (e)
				entity_describe(e, &d);
		}
		sbuf_printf(&news, "%s wins %s for A$%lld, paid to %s (R516 6c)\n",
			    holder_name(c->n, w), d.s ? d.s : "", (long long)v[i].amount,
			    payee == w ? "emself" : payee ? holder_name(c->n, payee) : "the Treasury");
		free(d.s);
		json_array_append_new(sales, json_pack("{s:s, s:I, s:o}", "player",
						       holder_name(c->n, w), "amount",
						       (json_int_t)v[i].amount, "items", its));
	}
	if (commission)
		sbuf_printf(&news, "The Auctioneer, %s, keeps A$%lld of it as commission (R516 5)\n",
			    holder_name(c->n, a->auctioneer), (long long)commission);
	json_object_set_new(ev, "sales", sales);
	json_object_set_new(ev, "commission", json_integer(commission));

	/* R516 7: the second highest bidder forfeits eir bid. */
	json_t *forfeit = json_null();
	if (second > 0) {
		size_t had = c->err.len;
		if (ledger_move(c, v[second].bidder, 0, ad, v[second].amount) == 0) {
			sbuf_printf(&news, "%s, the second highest bidder, forfeits eir bid of A$%lld "
				    "to the Treasury (R516 7)\n", holder_name(c->n, v[second].bidder),
				    (long long)v[second].amount);
			forfeit = json_pack("{s:s, s:I}", "player", holder_name(c->n, v[second].bidder),
					    "amount", (json_int_t)v[second].amount);
		} else {
			forget_error(c, had);
		}
	}
	json_object_set_new(ev, "forfeit", forfeit);

	/* R516 6c: what nobody won. */
	json_t *unsold = json_array();
	const char *to = NULL;
	char tobuf[64];
	for (int k = 0; k < a->nitems; k++) {
		if (sold[k])
			continue;
		entity *e = entity_by_id(c->n, a->items[k]);
		if (!e)
			continue;
		json_array_append_new(unsold, json_integer(e->id));
		sbuf d = {0};
		entity_describe(e, &d);
		size_t had = c->err.len;
		if (a->min == 0) {
			snprintf(tobuf, sizeof tobuf, "%s", holder_name(c->n, a->auctioneer));
			to = tobuf;
			if (owner_eq(e->owner, OWNER_PLAYER(a->auctioneer)) ||
			    entity_transfer(c, e, OWNER_PLAYER(a->auctioneer), MOVE_RULES,
					    "R516 6c: unsold, the minimum bid was A$0") == 0)
				sbuf_printf(&news, "%s is not sold and goes to the Auctioneer, %s: the "
					    "minimum bid was A$0 (R516 6c)\n", d.s, to);
			else
				sbuf_printf(&news, "%s is not sold and cannot go to the Auctioneer: %s\n",
					    d.s, c->err.s + had);
		} else if (a->origin == AU_ORG) {
			char ob[64];
			snprintf(tobuf, sizeof tobuf, "%s",
				 owner_name(c->n, OWNER_ORG(a->org), ob, sizeof ob));
			to = tobuf;
			sbuf_printf(&news, "%s is not sold and stays with %s, who called the "
				    "auction (R516 6c, R675)\n", d.s, to);
		} else if (a->origin == AU_PLAYER) {
			snprintf(tobuf, sizeof tobuf, "%s", holder_name(c->n, a->initiator));
			to = tobuf;
			sbuf_printf(&news, "%s is not sold and stays %s's, who called the auction "
				    "(R516 6c)\n", d.s, to);
		} else {
			to = "destroyed";
			if (entity_destroy(c, e, "R516 6c: unsold, it was unowned") == 0)
				sbuf_printf(&news, "%s is not sold and is destroyed: it was unowned "
					    "(R516 6c)\n", d.s);
		}
		forget_error(c, had);
		free(d.s);
	}
	if (!nb)
		sbuf_add(&news, "Nobody made a qualified bid\n");
	json_object_set_new(ev, "unsold", unsold);
	json_object_set_new(ev, "to", to ? json_string(to) : json_null());
	json_object_set_new(ev, "outcome", json_string("sold"));
	json_object_set_new(ev, "reinitiated", json_null());
	free(v);
	free(who);
	finish(c, a, AP_SOLD, &news, ev);
	free(news.s);
	return 0;
}

const deadline_kind dl_auction_close = {"auction-close", "R516 5", fire_close, NULL};
