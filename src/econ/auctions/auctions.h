/* auctions.h: Auctions (Ackanomic R516) and Auction Them Entities (R520),
 * with what they lean on: Contempt (R715, src/gov/crime) for a seller who
 * no longer holds what e sold or a bidder who cannot pay, A$ (R506) in
 * core's ledger, and the entities (econ/entities.h) that are sold.
 *
 * An auction is called by a player for tradeable entities e owns (R516 1a,
 * `auction call`), or by the rules for unowned ones (R516 1a, 1e: the
 * admin's `auction rules`, an adopted proposal's effect, or another part
 * through auction_call_rules; R520's `auction them` by the Financier). An
 * unowned item is Somewhere Else while it is auctioned (R516 8: "not
 * considered to be in the Treasury"). Bids (`bid N A$X`, R516 6) are kept
 * one by one, each qualified or not and why; a bid that disqualifies its
 * bidder (R516 6a) is kept too, and so is the fact. The auction closes by
 * its `auction-close` deadline (R516 5): 3 days, or 12 hours after the
 * latest bid in a public auction, whichever is later; then R516 6c, 6d, 7
 * and 5's commission are carried out in the clock's event, atomically.
 *
 * Hidden information (R516 6e): the bids of an open private auction are
 * sealed. Whether a viewer may see a bid is decided in one place,
 * auction_bid_visible (auctions_state.c): the admin, the bidder emself and
 * the Auctioneer (who accepts the bids, R516 4) see it; everyone else only
 * after the close. The bid's event is hidden (ctx.hidden, core/
 * visibility.h): its actor and the admin see it in the log, nobody else,
 * and its public text is none. Every view here (`auctions`, `auction
 * show`, /api/v1/auctions[/N]) asks auction_bid_visible.
 *
 * State: struct auctions (n->auctions), changed only through the journal.
 * Files: auctions_state.c (the state, the visibility rule), call.c (R516
 * 1-3, 7, 8; R520), bid.c (R516 6a, 6b, 6e), close.c (R516 5, 6c, 6d, 7),
 * auctions_view.c (the text and JSON views), auctions_module.c (params,
 * commands, deadlines, mechanics).
 *
 * Events emitted: "auction" at each close, for the Financier's records
 * (R412 b): {"id", "outcome": "sold" | "void", "private", "shubik",
 * "auctioneer", "initiator" (or null), "items": [entity ids], "sales":
 * [{"player", "amount", "items": [ids]}], "forfeit": {"player", "amount"}
 * or null (R516 7), "commission": A$ (R516 5), "unsold": [ids], "to" (who
 * got the unsold: a player's name, "destroyed" or null), "reinitiated":
 * the new auction's number or null, "text"}. */
#ifndef NOMIC_ECON_AUCTIONS_H
#define NOMIC_ECON_AUCTIONS_H

#include "core/command.h"
#include "core/module.h"
#include "core/visibility.h"

#include <jansson.h>

#define AUCTION_EVENT "auction"

enum auction_origin {
	AU_PLAYER, /* called by a player acting on eir own (R516 1a) */
	AU_RULES,  /* called by the rules, for unowned items (R516 1a, 1e) */
	AU_ORG,    /* called by an organisation for items it owns (R675: the Mad
		      Hatters): they stay its until the close, which pays it */
};

enum auction_phase { AP_OPEN, AP_SOLD, AP_VOID };

/* Why a bid does not count (R516 6a, 6b). */
enum bid_status {
	BID_OK,
	BID_ABOVE_MEANS,  /* R516 6a: more than e holds: e is disqualified */
	BID_BELOW_MIN,    /* R516 6a: below the minimum: e is disqualified */
	BID_INCREMENT,    /* R516 6b: not enough over the previous bid */
};

typedef struct auction_bid {
	int bidder;        /* player id */
	int64_t amount;
	gtime at;
	enum bid_status status;
} auction_bid;

typedef struct auction {
	int id;                /* 1, 2, ...: its number */
	enum auction_origin origin;
	int initiator;         /* player id, 0: none (the rules' own) */
	int org;               /* AU_ORG: the organisation (OWN_ORG id) */
	int auctioneer;        /* player id (R516 2) */
	int *items;            /* entity ids */
	int nitems;
	int lot;               /* R516 1b: one lot, quantity 1 */
	int64_t min;           /* R516 1c */
	int priv;              /* R516 1d: private (sealed bids) */
	int shubik;            /* R516 7 */
	int them;              /* an Auction Them Entities auction (R520) */
	char *why;             /* "by alice", "R520", "the admin" */
	gtime opened, closes;
	uint64_t dl;           /* its auction-close deadline, 0 once closed */
	enum auction_phase phase;
	auction_bid **bids;    /* in the order made */
	int nbids, bids_cap;
	char *result;          /* what the close announced, NULL while open */
	int next;              /* the auction that reinitiated it (R516 6c), 0 */
} auction;

typedef struct auctions {
	auction **v;
	int n, cap;
	int next_id;
	int them_week;         /* R520: 1 + the calendar week of the Financier's
				  latest Auction Them Entities call; 0 none */
	int request_week;      /* 1 + the week of the first request (R520) */
	int request_by;        /* who requested, and which entity */
	int request_entity;
	int request_duty;      /* the Financier's duty (src/gov/duties), 0 */
} auctions;

/* ---- the state (auctions_state.c) ---- */
auctions *auctions_of(ctx *c);
const auctions *auctions_peek(const nomic *n);
void auctions_free(nomic *n);
void auction_free(void *p);
auction *auction_by_id(const nomic *n, int id);
/* "N" or "#N": the auction, or NULL with c->err set. */
auction *arg_auction(ctx *c, const char *word);
/* The number of items (R516 6c's N): 1 for a lot (R516 1b). */
int auction_quantity(const auction *a);
/* Whether the bid of `bidder` in a may be seen by v (R516 6e): the one
 * place that decides it. */
int auction_bid_visible(const nomic *n, const auction *a, const vis_viewer *v, int bidder);
/* Whether a player is disqualified from a (R516 6a). */
int auction_disqualified(const auction *a, int bidder);
/* The bidder's highest qualified bid (R516 6a: "only the highest will be
 * considered"), 0 if none. */
int64_t auction_best_bid(const auction *a, int bidder);
/* The latest qualified bid of a public auction (R516 6b's "previous"),
 * NULL if none. */
const auction_bid *auction_last_qualified(const auction *a);
/* The calendar week (Monday to Sunday, UTC) of t, counted from 1970. */
int auction_week(gtime t);
/* "the Trinket \"X\" (#4), a Chartreuse Goose Egg (#5)" (or "#4" if gone). */
void auction_items_describe(const nomic *n, const auction *a, sbuf *out);

/* ---- checkpoints (auctions_ckpt.c; core/ckpt.h) ---- */
int auctions_save_state(const nomic *n, ckw *w);
int auctions_load_state(nomic *n, ckr *r);

/* ---- calling (call.c) ---- */
/* R516 1: an auction the rules call, of unowned items (ownable entities in
 * the Treasury or Somewhere Else), which leave the Treasury while it runs
 * (R516 8). initiator: a player id, 0 for the Speaker (R516 1e). Returns
 * the auction, or NULL with c->err set and nothing changed (R516 2: no
 * Speaker, no auction). */
auction *auction_call_rules(ctx *c, const int *items, int nitems, int lot, int64_t min,
			   int priv, int initiator, int them, const char *why);
/* R675: an auction organisation `org` calls of items it owns (tradeable,
 * none under auction), initiated by player `initiator` (its Auctioneer,
 * R516 2); at the close the price goes to the organisation's ledger
 * account and what is not sold stays its. NULL with c->err set. */
auction *auction_call_org(ctx *c, const int *items, int nitems, int64_t min, int org,
			  int initiator, const char *why);
int auction_cmd_call(ctx *c, int argc, char **argv);
int auction_cmd_rules(ctx *c, int argc, char **argv);
int auction_cmd_them(ctx *c, int argc, char **argv);
int auction_cmd_request(ctx *c, int argc, char **argv);

/* ---- bidding (bid.c) ---- */
int auction_cmd_bid(ctx *c, int argc, char **argv);
/* When a closes (R516 5): 3 days after it opened, or 12 hours after its
 * latest bid if it is public, whichever is later. */
gtime auction_close_time(const nomic *n, const auction *a);

/* ---- the close (close.c) ---- */
extern const deadline_kind dl_auction_close;

/* ---- views (auctions_view.c) ---- */
int auction_cmd_list(ctx *c, int argc, char **argv);
int auction_cmd_show(ctx *c, int argc, char **argv);
/* One auction as v may see it; detail adds the bids and the result. */
json_t *auction_json(const nomic *n, const auction *a, const vis_viewer *v, int detail);
/* GET /api/v1/auctions: every auction, as v may see it. */
json_t *auctions_json(const nomic *n, const vis_viewer *v);

#endif
