/* trades.h: the Free Market (Ackanomic R515 "Trading and Gifts", R510
 * "Voluntary Debt Prohibited", R505 III the Treasury's donations, R506
 * A$ and Trinkets as gift entities, R500.2 tradeable/giftable/ackable):
 * offers, their acceptance, refusal, withdrawal, expiry and lapse, and
 * the settlement that moves both sides at once or nothing
 * (docs/ECONOMY.md "Trades (R515)").
 *
 * An offer has a number (1, 2, ...; never reused), its offerer, the
 * parties it is made to (none: at large), what it gives and what it
 * requests (each a list of items: one entity by id, a count of a kind, an
 * amount of a transferable currency), and its state. It stands until it is
 * accepted, declined by every party it was made to, withdrawn, stood
 * `trades.standing` (R515 ¶3: three days), or lapsed (its offerer no
 * longer owns what it gives: checked in the event of every move of an
 * entity or a currency, and again at acceptance).
 *
 * Parties are `ent_owner`s: players and the Treasury today. Organisations
 * (R1000) plug in at trade_party_parse and trade_party_problem
 * (trades_party.c), the one place that says who may trade and own what.
 *
 * Events: emits "trade" (ctx_emit) at each settlement, with data {"what":
 * "settled", "number", "from" (the offerer's name), "to" (the accepter's),
 * "reason" ("R515 ¶4 a gift", "R515 ¶4", "R505 III"), "text" (the whole
 * trade)}: the Financier's records (src/reports, R412 b) list it. Hears
 * "entity" (econ/entities.h) and the ledger's changes (module.h
 * on_change) to lapse offers whose offerer no longer owns what they give. */
#ifndef NOMIC_ECON_TRADES_H
#define NOMIC_ECON_TRADES_H

#include "econ/entities.h"

#define TRADE_EVENT "trade"

enum trade_item_kind {
	TI_ENTITY,   /* one entity, by id */
	TI_KIND,     /* `count` entities of `kind`, any of them (the oldest move) */
	TI_CURRENCY, /* `count` of currency `cur` (a currency id) */
};

typedef struct trade_item {
	enum trade_item_kind what;
	int id;                   /* TI_ENTITY */
	const entity_kind *kind;  /* TI_KIND; TI_ENTITY: the entity's kind */
	int cur;                  /* TI_CURRENCY */
	int64_t count;            /* TI_KIND, TI_CURRENCY: positive (R515 ¶6) */
	int corp;                 /* TI_KIND of shares: the Corporation (an
				   * organisation's id, R1023 1) whose shares
				   * move; 0: unqualified, a requested side's
				   * only (the giver's one Corporation) */
} trade_item;

typedef struct trade_side {
	trade_item *v;
	int n;
} trade_side;

enum trade_state {
	TS_STANDING,
	TS_ACCEPTED,  /* settled: both sides moved */
	TS_DECLINED,  /* every party it was made to refused it */
	TS_WITHDRAWN, /* R515 ¶3 "retract" */
	TS_EXPIRED,   /* R515 ¶3: stood trades.standing */
	TS_LAPSED,    /* R515 ¶3: the offerer no longer owns what it gives */
};

typedef struct trade_party {
	ent_owner who;
	int declined;             /* e refused it (docs/RULINGS.md) */
} trade_party;

typedef struct trade_offer {
	int number;
	ent_owner offerer;
	trade_party *to;          /* none: at large */
	int nto;
	trade_side give, want;    /* want.n == 0: one-sided (R515 ¶2) */
	char *text;               /* the whole offer, as made */
	gtime made, ends;         /* ends: when it stops standing, or will */
	uint64_t made_seq;
	enum trade_state state;
	ent_owner accepter;       /* TS_ACCEPTED */
	uint64_t expiry;          /* its deadline, 0 once it no longer stands */
	const char *why;          /* how it ended: a clause (static text) */
} trade_offer;

typedef struct trades {
	trade_offer **v;          /* by number, ascending */
	int n, cap;
	int settling;             /* not state: lapses wait while a trade settles */
} trades;

/* ---- parties (trades_party.c): the one place organisations plug in ---- */
/* "alice", "Treasury", an organisation's name (any case): 0 and *out;
 * else -1. */
int trade_party_parse(const nomic *n, const char *word, ent_owner *out);
/* Why `who` may not trade now (R515 "Trading Entity": a player, not a
 * Non-Player; the Treasury, R505 I), or NULL. */
const char *trade_party_problem(const nomic *n, ent_owner who, char *buf, size_t len);
/* Why `who` may not own an entity of kind k (NULL: a currency) now
 * (R250 VI d On Ice, VII b Non-Player), or NULL. */
const char *trade_may_own(const nomic *n, ent_owner who, const entity_kind *k, char *buf,
			  size_t len);
/* The ledger's holder for who (core: 0 the Treasury, k > 0 player k, an
 * organisation's account); -1 if the ledger keeps none. */
int trade_holder(const nomic *n, ent_owner who);

/* ---- the acts of R515, by a party (trades_cmd.c): a player's commands
 * call them for em; an organisation's Organisational Action (R1003,
 * src/society/orgs) for it. Each is 0, or -1 with c->err and nothing
 * changed. argv: the words after `trade offer`. ---- */
int trade_act_offer(ctx *c, ent_owner by, int argc, char **argv);
int trade_act_accept(ctx *c, ent_owner by, const char *number);
int trade_act_decline(ctx *c, ent_owner by, const char *number);
int trade_act_withdraw(ctx *c, ent_owner by, const char *number);

/* ---- items (trades_items.c) ---- */
/* Parses words [from, to) as a side: "nothing", or items separated by
 * "and" or commas: "#ID", an entity's name, "N KIND", "a KIND", "A$N",
 * "N CURRENCY", "N share of CORPORATION". 0, or -1 with c->err set. */
int trade_side_parse(ctx *c, char **w, int from, int to, trade_side *out);
/* R1023 1 "Each share is associated with a Corporation": an item of
 * shares is "N share of CORPORATION"; this names the Corporation of each
 * unqualified count of shares `giver` gives: the one whose shares e holds.
 * 0, or -1 with c->err set when e holds shares of more than one (the
 * trade must say which). */
int trade_side_qualify(ctx *c, trade_side *s, ent_owner giver);
void trade_side_free(trade_side *s);
/* "the Trinket "X" (#4), 2 Chartreuse Goose Eggs and A$30"; "nothing". */
void trade_side_describe(const nomic *n, const trade_side *s, sbuf *out);
/* The same, an unqualified count of shares named by the Corporation whose
 * shares `giver` (NULL: none) owns (R1023 1): what a settlement moves. */
void trade_side_describe_by(const nomic *n, const trade_side *s, const ent_owner *giver,
			    sbuf *out);
/* R515 ¶2: every item tradeable; 0, or -1 with c->err set. */
int trade_side_tradeable(ctx *c, const trade_side *s);
/* Every item giftable (R500.2, R506: A$ are gift entities). */
int trade_side_giftable(const nomic *n, const trade_side *s);
/* Does `who` own everything of s in its quantities (R515 ¶2, ¶3)? */
int trade_side_has(const nomic *n, const trade_side *s, ent_owner who);
/* The same, 0 or -1 with c->err naming what is missing and `clause`
 * (R510 for A$). */
int trade_side_owned(ctx *c, const trade_side *s, ent_owner who, const char *clause);
/* May `who` own everything of s (R515 ¶2, ¶3)? 0, or -1 with c->err. */
int trade_side_ownable(ctx *c, const trade_side *s, ent_owner who);
/* Moves s from `from` to `to` (entity_transfer MOVE_TRADE, ledger_move):
 * 0, or -1 with c->err set; the caller rolls back. */
int trade_side_move(ctx *c, const trade_side *s, ent_owner from, ent_owner to,
		    const char *why);

/* ---- state (trades_state.c) ---- */
const trades *trades_peek(const nomic *n);
trade_offer *trade_by_number(const nomic *n, int number);
const char *trade_state_name(enum trade_state s);
/* A new standing offer (journaled), its expiry deadline set; the caller
 * gives `o` whole (it is owned by the state from now on). */
trade_offer *trade_add(ctx *c, trade_offer *o);
/* Ends a standing offer in state st (journaled; its deadline cancelled). */
void trade_end(ctx *c, trade_offer *o, enum trade_state st, const char *why);
/* Accepts and settles o for `by`: 0, or -1 with c->err set and nothing
 * changed. how: the clause ("R515 ¶3", "R515 ¶4", "R505 III"). */
int trade_settle(ctx *c, trade_offer *o, ent_owner by, const char *how);
/* R515 ¶3: lapses every standing offer whose offerer no longer owns what
 * it gives (not while a trade settles: trade_settle checks after). say:
 * in the reply too (a settlement's), else in the public text alone. */
void trades_check_lapses(ctx *c, int say);
/* Is who one of the parties o was made to? Its index, or -1. */
int trade_party_index(const trade_offer *o, ent_owner who);
void trades_free(nomic *n);
/* Checkpoints (trades_ckpt.c; core/ckpt.h). */
struct ckw;
struct ckr;
int trades_save_state(const nomic *n, struct ckw *w);
int trades_load_state(nomic *n, struct ckr *r);
extern const deadline_kind dl_trade_expiry;

/* ---- commands (trades_cmd.c), JSON (trades_json.c) ---- */
extern const command trades_commands[];
json_t *trade_json(const nomic *n, const trade_offer *o);
/* Every offer; state (NULL: any) and party (NULL: any) filter: an offer
 * made by, to or accepted by the party. *bad is set for an unknown state
 * or party. */
json_t *trades_json(const nomic *n, const char *state, const char *party, const char **bad);

#endif
