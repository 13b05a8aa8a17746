/* auctions_ckpt.c: the auctions module's checkpoint pair (issue 17 item 3;
 * core/ckpt.h): the auctions of R516 and R520 (auctions.h).
 *
 * Writes: 0 if no auction was ever called, else 1, next_id, R520's
 * weekly marks (them_week, request_week, request_by, request_entity,
 * request_duty), the number of auctions, then each in number order: its
 * id, origin, initiator, organisation, Auctioneer, items (entity ids),
 * terms (lot, min, private, shubik, them), why, its open and close times,
 * its auction-close deadline's id, its phase, its bids in the order made
 * (bidder, amount, time, status), its result and the auction that
 * reinitiated it. Players, entities, organisations and deadlines are
 * written by id: this part keeps no pointer into another. */
#include "core/ckpt.h"
#include "econ/auctions/auctions.h"
#include "econ/entities.h"

#include <stdlib.h>

int auctions_save_state(const nomic *n, ckw *w)
{
	const auctions *s = n->auctions;
	if (!s) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, s->next_id);
	ck_int(w, s->them_week);
	ck_int(w, s->request_week);
	ck_int(w, s->request_by);
	ck_int(w, s->request_entity);
	ck_int(w, s->request_duty);
	ck_int(w, s->n);
	for (int i = 0; i < s->n; i++) {
		const auction *a = s->v[i];
		ck_int(w, a->id);
		ck_int(w, (int)a->origin);
		ck_int(w, a->initiator);
		ck_int(w, a->org);
		ck_int(w, a->auctioneer);
		ck_ints(w, a->items, a->nitems);
		ck_int(w, a->lot);
		ck_i64(w, a->min);
		ck_int(w, a->priv);
		ck_int(w, a->shubik);
		ck_int(w, a->them);
		ck_str(w, a->why);
		ck_i64(w, a->opened);
		ck_i64(w, a->closes);
		ck_u64(w, a->dl);
		ck_int(w, (int)a->phase);
		ck_int(w, a->nbids);
		for (int j = 0; j < a->nbids; j++) {
			const auction_bid *b = a->bids[j];
			ck_int(w, b->bidder);
			ck_i64(w, b->amount);
			ck_i64(w, b->at);
			ck_int(w, (int)b->status);
		}
		ck_str(w, a->result);
		ck_int(w, a->next);
	}
	return 0;
}

static void load_bids(const nomic *n, ckr *r, auction *a)
{
	int nb = ckr_count(r, 4);
	if (!nb)
		return;
	a->bids = xcalloc((size_t)nb, sizeof *a->bids);
	a->bids_cap = nb;
	for (int j = 0; j < nb && ckr_ok(r); j++) {
		auction_bid *b = xcalloc(1, sizeof *b);
		a->bids[a->nbids++] = b;
		b->bidder = entity_player_load(r, n);
		b->amount = ckr_i64(r);
		b->at = ckr_i64(r);
		int st = ckr_int(r);
		if (st < BID_OK || st > BID_INCREMENT)
			ckr_fail(r, "a bid's status out of range");
		b->status = (enum bid_status)st;
	}
}

static auction *load_auction(const nomic *n, ckr *r, int want_id)
{
	auction *a = xcalloc(1, sizeof *a);
	a->id = ckr_int(r);
	int origin = ckr_int(r);
	a->origin = (enum auction_origin)origin;
	a->initiator = entity_player_load(r, n);
	a->org = ckr_int(r);
	a->auctioneer = entity_player_load(r, n);
	a->items = ckr_ints(r, &a->nitems);
	a->lot = ckr_int(r);
	a->min = ckr_i64(r);
	a->priv = ckr_int(r);
	a->shubik = ckr_int(r);
	a->them = ckr_int(r);
	a->why = ckr_str(r);
	a->opened = ckr_i64(r);
	a->closes = ckr_i64(r);
	a->dl = ckr_u64(r);
	int phase = ckr_int(r);
	a->phase = (enum auction_phase)phase;
	if (ckr_ok(r)) {
		/* auction_by_id finds auction N at v[N - 1]. */
		if (a->id != want_id)
			ckr_fail(r, "an auction's number out of order");
		else if (origin < AU_PLAYER || origin > AU_ORG)
			ckr_fail(r, "an auction's origin out of range");
		else if (phase < AP_OPEN || phase > AP_VOID)
			ckr_fail(r, "an auction's phase out of range");
	}
	if (ckr_ok(r))
		load_bids(n, r, a);
	a->result = ckr_str(r);
	a->next = ckr_int(r);
	return a;
}

int auctions_load_state(nomic *n, ckr *r)
{
	if (!ckr_int(r))
		return ckr_ok(r) ? 0 : -1;
	auctions *s = xcalloc(1, sizeof *s);
	n->auctions = s;
	s->next_id = ckr_int(r);
	s->them_week = ckr_int(r);
	s->request_week = ckr_int(r);
	s->request_by = entity_player_load(r, n);
	s->request_entity = ckr_int(r);
	s->request_duty = ckr_int(r);
	int count = ckr_count(r, 20);
	if (!ckr_ok(r))
		return -1;
	s->v = count ? xcalloc((size_t)count, sizeof *s->v) : NULL;
	s->cap = count;
	for (int i = 0; i < count && ckr_ok(r); i++)
		s->v[s->n++] = load_auction(n, r, i + 1);
	return ckr_ok(r) ? 0 : -1;
}
