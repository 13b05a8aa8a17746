/* treasury.h: the Treasury's obligations and Fortnightly Dividends
 * (Ackanomic R505 II Bankrupt Treasury, R505 IV the Harfer Fee, R506 total
 * wealth, R508 Fortnightly Dividends; docs/ECONOMY.md "The Treasury").
 *
 * Every part that takes A$ from the Treasury for an obligation of the
 * rules pays through treasury_pay: the join grant (R252 II 2, through
 * core's module hook), officers' salaries (R401 (iv), src/gov/offices)
 * and the dividends (R508). While `treasury.bankrupt` is 1 (nomics begun
 * at level 3), a Treasury short of the A$ its obligations require runs
 * R505 II: each On Ice player gives 10% (rounded up) of eir A$, again
 * while any has A$ and the Treasury is still short; then what there is is
 * shared in proportion to the amounts required, each share rounded down
 * (docs/RULINGS.md). With 0, each caller keeps its behaviour from before.
 *
 * The dividends' state (dividends.c): every change of a score, with its
 * time and event, and the event that began the most recent cycle (heard as
 * gov's "cycle-win": its own resets are not in the next Virtual
 * Fortnight), folded from the log through the journal.
 *
 * Events: emits "dividends" {"paid": n, "from", "to"} after each
 * Fortnightly Dividend. */
#ifndef NOMIC_ECON_TREASURY_H
#define NOMIC_ECON_TREASURY_H

#include "core/command.h"
#include "core/module.h"

/* One obligation: `amount` A$ from the Treasury to player `to`. */
typedef struct treasury_due {
	int to;
	int64_t amount;
	int64_t paid;      /* out: what the Treasury paid */
} treasury_due;

/* 1 if R505 II runs (`treasury.bankrupt`), else 0. */
int treasury_rules_on(const nomic *n);

/* Meets the n obligations at once (R505 II): in full if the Treasury has
 * (or, by b, comes to have) the A$, else in proportion. A due to one who
 * cannot gain (On Ice, R250 VI d; a Non-Player) is paid nothing and is not
 * counted. why is kept with each movement in the records (R412 b). 0, or
 * -1 with c->err set. Announces the On Ice players' contributions. */
int treasury_pay(ctx *c, treasury_due *dues, int n, const char *why);

/* core's hook (module.h treasury_pay): the join grant. */
int treasury_pay_one(ctx *c, int to, int64_t amount, const char *why, int64_t *paid);

/* R506 ¶4: the Total Wealth of a named entity: the A$ ledger holder
 * `holder` has plus the values of the Trinkets `who` owns (a player: eir
 * id and OWNER_PLAYER; an organisation: its account and its owner). */
struct ent_owner;
int64_t treasury_wealth(const nomic *n, int holder, struct ent_owner who);
/* R506 ¶3: all A$ held and all Trinkets' values. */
void treasury_totals(const nomic *n, int64_t *adollars, int64_t *trinkets);

/* ---- Fortnightly Dividends (dividends.c, R508) ---- */
typedef struct score_change {
	gtime when;
	uint64_t seq;      /* its event */
	int player;
	int64_t delta;
} score_change;

typedef struct dividend_line {
	int player;
	int64_t change;    /* net score change over the Virtual Fortnight */
	int64_t amount;    /* A$ gained (> 0) or lost (< 0) as R508 says */
	int64_t done;      /* what moved (a short Treasury, a player's A$) */
} dividend_line;

typedef struct treasury {
	score_change **chg;
	int nchg, chgcap;
	uint64_t cycle_seq;  /* the event that began the most recent cycle */
	gtime cycle_when;
	uint64_t dl;         /* the next dividend's deadline, 0 = none */
	gtime last, last_from; /* the last dividend, and its Fortnight's start */
	uint64_t last_seq;   /* the last dividend's event */
	dividend_line **lines; /* the last dividend's */
	int nlines, linecap;
	/* Forgeries (forgery.c, R506 ¶7): every name each player has held and
	 * since which event; every Natural Trinket with its Operator; and
	 * every player who has owned a Trinket. Append-only, journaled. */
	struct forge_name **names;
	int nnames, namecap;
	struct forge_natural **natural;
	int nnatural, naturalcap;
	struct forge_owned **owned;
	int nowned, ownedcap;
} treasury;

treasury *treasury_of(ctx *c);
void treasury_free(nomic *n);
/* Checkpoints (treasury_ckpt.c; core/ckpt.h). */
int treasury_save_state(const nomic *n, ckw *w);
int treasury_load_state(nomic *n, ckr *r);
/* Noon of the dividend Monday after t (R508; the first: RULINGS). */
gtime dividends_next(const nomic *n, gtime t);
/* The module's hooks (treasury_module.c calls them). */
void dividends_on_change(ctx *c, const state_change *ch);
void dividends_on_cycle(ctx *c);
void dividends_schedule(ctx *c);
extern const deadline_kind dl_dividends;
int dividends_cmd_show(ctx *c, int argc, char **argv);

/* ---- Forgeries (forgery.c, R506 ¶7, ¶8) ---- */
typedef struct forge_name {
	int player;
	char *name;
	uint64_t seq;      /* the event from which e has held it */
} forge_name;

typedef struct forge_natural {
	int entity;        /* a Natural Trinket (R506 ¶6: Composed by a player) */
	int operator_id;   /* the player who Operated to create it (R506 ¶5) */
	uint64_t seq;      /* the event that created it */
} forge_natural;

typedef struct forge_owned {
	int entity;
	int player;
} forge_owned;

/* The module's hooks: names as players join and change them; Trinkets as
 * they are created and change hands (the event "entity"). */
void forgery_on_change(ctx *c, const state_change *ch);
void forgery_on_entity(ctx *c, const json_t *data);
void forgery_free(treasury *t);
/* `forgery TRINKET`: R506 ¶7 "a player points this fact out publicly". */
int forgery_cmd(ctx *c, int argc, char **argv);

/* ---- views (treasury_cmd.c, treasury_json.c) ---- */
extern const command treasury_commands[];
json_t *treasury_dividends_json(const nomic *n, gtime now);
/* The Financier's records of A$ and entities (R412 b); player NULL: all. */
json_t *treasury_ledger_json(const nomic *n, const char *player_name);
/* What R506 ¶7's test of a forgery reads (forgery.c's records), public
 * like the Financier's (R412 a): {"trinkets": [{"id", "name", "value",
 * "owner", "natural", "operator", "owned_by"}], "names": [{"player",
 * "name", "since_event"}]}. */
json_t *treasury_trinkets_json(const nomic *n);

#endif
