/* otzma.h: Otzma Cards (Ackanomic's Otzma Cards Rule Suite, R1240 to
 * R1240.50) and R1045's conversions of points into an Otzma Card or a
 * Bonus Vote; docs/OTZMA.md.
 *
 * A card is an entity of kind "otzma" (econ/kinds.c: nameless, tradeable,
 * giftable), its type the switch "type". This part keeps what each type's
 * rule says (otzma_types.c: F-Designation, instance limit, whether it has
 * a Counter-Action and whether its effect is built) and what the entity
 * model does not: the Otzma-Day (R1240.1: declared, starting, ended), when
 * each card was created (the 14 in 7 days limit), each player's last R1045
 * conversions (once per 14 days each) and last use of a card in the public
 * forum (three days apart).
 *
 * Hears "entity": a card that comes to a Corporation (R1023 8) or a Trust
 * Fund (R1027 ¶3) is destroyed, while otzma.org_destroy is 1 (level 6);
 * one a player gives to a player who would own more than six is refused
 * (R1240.1 ¶7).
 * Churches (R1009) do not exist in the server. Emits no events. */
#ifndef NOMIC_SOCIETY_OTZMA_H
#define NOMIC_SOCIETY_OTZMA_H

#include "core/module.h"
#include "econ/entities.h"

/* R1240.1 III c: a type's F-Designation. */
enum otzma_class { OTZ_COMMON, OTZ_NORMAL, OTZ_RARE };

typedef struct otzma_type {
	const char *word;      /* the switch value: "skeleton-key" */
	const char *name;      /* "Skeleton Key" */
	const char *rule;      /* "R1240.16" */
	enum otzma_class cls;
	const char *limit_param; /* its instance limit, NULL: none */
	int counter;           /* a Counter-Action is defined (R1240.1 9) */
	int built;             /* its effect is built (`otzma use`) */
} otzma_type;

int otzma_type_count(void);
const otzma_type *otzma_type_at(int i);
/* By word or name, any case; NULL if none. */
const otzma_type *otzma_type_find(const char *word);
/* The type of card e (NULL: not an Otzma Card). */
const otzma_type *otzma_type_of(const entity *e);
const char *otzma_class_name(enum otzma_class k);
/* "a" or "an", for the type's name in a sentence. */
const char *otzma_article(const otzma_type *t);
/* The type's instance limit now, -1 if none (R1240.10: 1.5 times the
 * Swingerships standing). */
int otzma_type_limit(const nomic *n, const otzma_type *t);

/* A player's records. */
typedef struct otzma_pl {
	int player;
	gtime card_conv;       /* R1045 a (iv): last card conversion, 0 none */
	gtime vote_conv;       /* R1045 b (ii) */
	gtime public_use;      /* R1240.1 8: last card used in the public forum */
} otzma_pl;

/* R1240.1 E 9: a card played in the public forum, named by the card's id
 * (the card itself is destroyed when used, E 2). */
typedef struct otzma_play {
	int card;                /* the card's id */
	const otzma_type *type;
	int player;              /* who played it */
	int target;              /* Go Fish, Shield: the play it was used on */
	char arg[48];            /* what the use named (a player, a Characteristic) */
	gtime at, until;         /* played; it may be Countered until then (E 9) */
	int countered;           /* the Go Fish that Countered it, 0 none (E 9 d) */
	int shield;              /* the Shield played on it, 0 none (R1240.50) */
	int done;                /* a delayed effect carried out (E 9 b) */
	int64_t aux;             /* Skeleton Key: the sentence left; Roulette: the card named;
				    Arctic Explorer: the Ice Pick (otzma_share.c, otzma_explore.c) */
	int named;               /* R1240.6, 7, 17: the player named, 0 none */
	int64_t amount;          /* R1240.6, 7: the A$ named; R1240.17: the A$ taken */
	int64_t mark;            /* R1240.6: the ledger entries looked at; R1240.7: the entry
				    played upon, + 1; R1240.17: the entity taken; R1240.8: the
				    purchase made; R1240.19: the Church (aux: the act, named:
				    the player) */
	int fired;               /* R1240.6: The Transfer occurred; R1240.8: the sale open */
	uint64_t dl;             /* otzma-effect, 0 none */
} otzma_play;

typedef struct otzma {
	/* R1240.1: the Otzma-Day declared or running (start 0: none). */
	gtime day_start, day_end;  /* day_end: start + 3 days, or when ended */
	char *day_by;              /* who declared it */
	gtime last_end;            /* when the last Otzma-Day ended, 0 none */
	gtime prev_start;          /* when the one before this began, 0 none */
	int day_created;           /* cards the RuneMaker created this day */
	uint64_t day_dl;           /* otzma-day-end (otzma.day_auctions), 0 none */
	uint64_t start_dl;         /* otzma-day-start (otzma.lsap_duty), 0 none */
	int duty;                  /* R1240.1 C e: the RuneMaker's obligation, 0 none */
	gtime **made;              /* when each card was created (R1240.1 ¶1) */
	int nmade, capmade;
	otzma_pl **pl;
	int npl, cappl;
	otzma_play **plays;        /* every card played, in order */
	int nplays, capplays;
} otzma;

void otzma_free(nomic *n);
otzma *otzma_of(ctx *c);
/* A player's records, made (journaled) if need be. */
otzma_pl *otzma_pl_of(ctx *c, int pid);
const otzma_pl *otzma_pl_peek(const nomic *n, int pid);
/* 1 if an Otzma-Day is running now. */
int otzma_day_on(const nomic *n, gtime now);
/* R1240.1 C 4: the LSAP of the Otzma-Day declared, the Longest String of
 * Accepted Proposals (by number, as for a Chrome Streak, R919) among those
 * decided since the beginning of the previous Otzma-Day (of the game for
 * the first) and before this one began; 0 if none is declared. */
int otzma_lsap(const nomic *n);
/* Cards created in the 7 days before now (R1240.1 C 1). */
int otzma_made_recently(const nomic *n, gtime now);
/* Why no card of type t may be created now (total, type, 14 in 7 days),
 * or NULL: it may. */
const char *otzma_cannot_create(const nomic *n, gtime now, const otzma_type *t, char *buf,
				size_t len);
/* Creates a card of type t for owner, recording its time; NULL on error. */
entity *otzma_create(ctx *c, const otzma_type *t, ent_owner owner, const char *why);
/* The cards of player pid. */
int otzma_count_of(const nomic *n, int pid);

/* R1240.1 III c: a type's weight in the Probabilistic Method. */
int otzma_weight(const otzma_type *t);

/* Plays and Countering (otzma_play.c). */
extern const deadline_kind dl_otzma_effect;
otzma_play *otzma_play_find(const nomic *n, int card);
/* Records the play of card (of type t) by the actor; a type with no
 * Counter-Action gets its otzma-effect deadline (E 9 b). */
otzma_play *otzma_play_add(ctx *c, const otzma_type *t, int card, int target, const char *arg,
			   int64_t aux);
/* The card id of the play named by arg ("#12"), 0 none. */
int otzma_play_target(const nomic *n, const char *arg);
/* Why the use may not be made, or NULL (buf holds the reason). */
const char *otzma_go_fish_check(const nomic *n, gtime now, const char *arg, char *buf,
				size_t len);
const char *otzma_shield_check(const nomic *n, gtime now, const char *arg, char *buf,
			       size_t len);
const char *otzma_training_check(const nomic *n, int pid, const char *arg, char *buf,
				 size_t len);
/* The Go Fish g Counters its target; the Shield s covers its target. */
int otzma_play_counter(ctx *c, const otzma_play *g);
int otzma_play_shield(ctx *c, const otzma_play *s);
json_t *otzma_plays_json(const nomic *n);
/* `otzma`'s lines: the plays that may still be Countered. */
void otzma_plays_text(ctx *c);

/* The Otzma-Day's end (otzma_day.c, R1240.1 C g). */
extern const deadline_kind dl_otzma_day_end;
/* Gives the day declared its otzma-day-end deadline (otzma.day_auctions). */
void otzma_day_schedule(ctx *c);
/* The list and the auctions, one per type (priv: private auctions). */
int otzma_day_close(ctx *c, int priv);
/* R1240.1 C e: a card the RuneMaker created discharges eir duty. */
void otzma_duty_done(ctx *c);

/* Valid Sums (otzma_valid.c, R1240.6 ¶2, R1240.7 ¶2): the class of a
 * movement of A$ the Financier's ledger recorded (R412 b), by its reason. */
enum otzma_vs {
	OVS_VALID,     /* a Valid Sum */
	OVS_OTZMA,     /* paid or received as a direct result of Otzma Cards */
	OVS_VOLUNTARY, /* paid by a voluntary act of the payer (R1240.6 ¶2) */
	OVS_TRINKET,   /* received from the destruction of trinkets (R1240.7 ¶2) */
	OVS_HIDDEN,    /* the records do not say why (a hidden event) */
	OVS_NONE,      /* not a movement of A$ paid (received) by that player */
};
struct rpt_entry;
/* The class of ledger entry e for player pid paying it (paying 1) or
 * receiving it (0); *amount the A$. */
enum otzma_vs otzma_valid_class(const nomic *n, const struct rpt_entry *e, int pid, int paying,
				int64_t *amount);
const char *otzma_vs_name(enum otzma_vs k);
/* The Financier's ledger entries (reports.h), and their number. */
int otzma_ledger_count(const nomic *n);
const struct rpt_entry *otzma_ledger_at(const nomic *n, int i);

/* The types built in otzma_share.c and otzma_explore.c: the use's checks
 * before the card is destroyed (what they name kept in *u), its effect
 * once played, the Counter-Action, Swinging Sale's delayed effect. */
typedef struct otzma_more {
	int named;
	int64_t amount, mark, aux;
} otzma_more;
int otzma_more_type(const otzma_type *t);
int otzma_more_check(ctx *c, const otzma_type *t, int argc, char **argv, otzma_more *u);
int otzma_more_effect(ctx *c, otzma_play *p, const otzma_more *u);
int otzma_more_counter(ctx *c, otzma_play *p);
int otzma_sale_effect(ctx *c, otzma_play *p);
int otzma_explore_check(ctx *c, int argc, char **argv, otzma_more *u);
int otzma_explore_effect(ctx *c, otzma_play *p, const otzma_more *u);
int otzma_explore_counter(ctx *c, otzma_play *p);
/* R1240.3 Map Shard (otzma_shard.c): the use's checks, its effect, the
 * Counter-Action, and the named player's private post. */
int otzma_shard_check(ctx *c, int argc, char **argv, otzma_more *u);
int otzma_shard_effect(ctx *c, otzma_play *p, const otzma_more *u);
int otzma_shard_counter(ctx *c, otzma_play *p);
int otzma_cmd_shard(ctx *c, int argc, char **argv);
/* Pays up to amount A$ (what from has), with the ledger's reason why;
 * nothing to a player On Ice (R250 VI d). The A$ paid, -1 on error. */
int64_t otzma_pay_upto(ctx *c, int from, int to, int64_t amount, const char *why);
/* R1240.6: The Transfer, after each command (otzma_after_command). */
int otzma_share_after(ctx *c);
/* R1240.8: the Swinging Sale open to player pid (its card id), 0 none;
 * the purchase made with it. */
int otzma_sale_open(const nomic *n, int pid);
int otzma_sale_spend(ctx *c, int card);

/* Mechanics (otzma.c). */
int otzma_on_event(ctx *c, const char *event, const json_t *data);
/* R1240.1 IV: a type over its limit loses cards drawn at random. */
int otzma_after_command(ctx *c, const command *cmd, int argc, char **argv);

/* Commands (otzma_cmd.c, otzma_use.c). */
int otzma_cmd_list(ctx *c, int argc, char **argv);
int otzma_cmd_declare(ctx *c, int argc, char **argv);
int otzma_cmd_end(ctx *c, int argc, char **argv);
int otzma_cmd_create(ctx *c, int argc, char **argv);
int otzma_cmd_use(ctx *c, int argc, char **argv);
int otzma_cmd_convert(ctx *c, int argc, char **argv);
json_t *otzma_json(const nomic *n, gtime now);

/* The part in a checkpoint (otzma_ckpt.c). */
int otzma_save_state(const nomic *n, ckw *w);
int otzma_load_state(nomic *n, ckr *r);

#endif
