/* agenda.h: Agenda Hats and Nemesis Eggplants (Ackanomic R431 the
 * Illuminatus's round, R671 the hats and eggplants, R607 Winning by Agenda,
 * R666 b their end with a cycle, R675 the Mad Hatters as far as they can
 * be kept before organisations). docs/AGENDA.md; readings in
 * docs/RULINGS.md, "Wins: Agenda Hats (R431, R607, R671, R675)".
 *
 * A round (R431): the Illuminatus calls for Agenda Conditions (`agenda
 * call`); for seven days voting players send em conditions (`agenda
 * submit`, hidden: c->hidden, seen by the sender, the Illuminatus and the
 * admin only); at the end (deadline agenda-release) the list is released
 * and, with four or more submitters, seven days of sealed weight bids
 * follow (`agenda bid`, hidden); at their end (agenda-award) the Nemesis
 * Eggplants are awarded (R431 a-c) and the Illuminatus has a day to make
 * conditions Silly (R431 d, `agenda silly`); then (agenda-hats, or
 * `agenda distribute`) the hats are made and dealt (R431 e-g).
 *
 * The hats and eggplants are entities (econ/kinds.c: "hat", "eggplant";
 * the switches worn and visible); their conditions, weights and authors
 * are kept here, by entity id, never in the entity (whose views are
 * public). Who may see what is decided in one place, agenda_may_see
 * (agenda_state.c): a submission before release, a bid before the award,
 * a hidden hat's condition and weight.
 *
 * The Mad Hatters (R675) are an organisation (src/society/orgs,
 * orgs_hatters.c) while `hatters.auto` is 1 (nomics begun at level 6):
 * a hat of theirs is owned by it (OWN_ORG), its A$1 trade is paid from
 * its ledger account and its auctions pay it (auction_call_org). gov does
 * not include society: it reaches the organisation through econ's entity
 * hooks (unique_id, unique_make). Before level 6, a hat of theirs is
 * Somewhere Else, as before. Either way `hatters` marks it here, with
 * when they came to hold it (R675 ¶4).
 *
 * Hears: "message" (core's `say`: R671's Silly hats fall off), "entity"
 * (a hat or eggplant destroyed or moved by others), core's CHANGE_STATE
 * (R671 On Ice). Emits none. Called by the end of a cycle
 * (src/gov/cycle/cycle_end.c): agenda_cycle_unworn (R666 b) and
 * agenda_cycle_end (R666 m, R607). */
#ifndef NOMIC_GOV_AGENDA_H
#define NOMIC_GOV_AGENDA_H

#include "core/command.h"
#include "core/module.h"
#include "core/visibility.h"

#include <jansson.h>

enum agenda_phase {
	AG_NONE,     /* no call under way */
	AG_SUBMIT,   /* R431: the seven days of submissions */
	AG_BIDDING,  /* R431: the seven days of weight bids */
	AG_CHOICE,   /* R431 d: eggplants awarded, hats not yet made */
};

/* A submitted Agenda Condition (R431). Numbered when released. */
typedef struct agenda_cond {
	int num;       /* 1, 2, ... over all rounds; 0 until released */
	int round;
	int author;    /* player id */
	char *text;    /* as submitted */
	char *silly;   /* R431 d: the Illuminatus's condition, or NULL */
	char *reading; /* R431 d i, ii or iii: why */
	gtime at;
	int truth;     /* R607: 1 declared true, -1 false, 0 not declared */
	int eggplant;  /* R431 b: its eggplant's entity id, 0 none */
	int64_t weight;/* R431 e ii: its hat's weight (set at the award) */
} agenda_cond;

typedef struct agenda_bid {
	int cond;      /* its number */
	int bidder;
	int64_t weight;
} agenda_bid;

/* A hat or an eggplant the rounds made (its entity is in econ). */
typedef struct agenda_item {
	int ent;       /* entity id */
	int cond;      /* its condition's number */
	int hat;       /* 1 an Agenda Hat, 0 a Nemesis Eggplant */
	int64_t weight;/* a hat's (R431 e ii) */
	int hatters;   /* R675: the Mad Hatters own it (their organisation
			  from level 6; before, the entity is Somewhere Else) */
	gtime hatters_since;
} agenda_item;

typedef struct agenda_state {
	int phase;           /* enum agenda_phase */
	int round;           /* the latest round's number */
	gtime called;        /* when the latest call was made (R431 90 days) */
	int called_cycle;    /* the cycle of the latest call */
	int illuminatus;     /* who called the round under way */
	uint64_t dl;         /* the deadline of the period under way */
	gtime ends;
	agenda_cond **conds;
	int nconds, conds_cap;
	agenda_bid **bids;
	int nbids, bids_cap;
	agenda_item **items;
	int nitems, items_cap;
	int agent;           /* R607 a: the Agent of KAOS, 0 none */
	int won_cycle;       /* R607: the cycle a Winning Condition by it was
				achieved in (the end of a cycle won so) */
	int duty;            /* the Illuminatus's R431 ¶3 obligation
				(src/gov/duties), 0 none */
	int **doomed;        /* R607 ¶2: who owned the destroyed eggplants */
	int ndoomed, doomed_cap;
} agenda_state;

/* ---- state (agenda_state.c) ---- */
agenda_state *agenda_of(ctx *c);
const agenda_state *agenda_peek(const nomic *n);
void agenda_free(nomic *n);
void agenda_cond_free(void *p);
agenda_cond *agenda_cond_by_num(const nomic *n, int num);
agenda_item *agenda_item_of(const nomic *n, int ent);
/* The condition as it stands (R431 d: the Illuminatus's, if e changed it). */
const char *agenda_cond_text(const agenda_cond *k);
/* The Illuminatus (R431), 0 if the office is vacant or not kept. */
int agenda_illuminatus(const nomic *n);
/* Whether R431 / R671 / R607 stand (a repealed rule stops: core/bind.h). */
int agenda_rule_stands(const nomic *n, const char *rule);
/* The Magic Number (R603). */
int64_t agenda_magic(const nomic *n);
/* R431's bounds of a weight bid and its default: ceil(-2MN/3), floor(MN/3). */
int64_t agenda_bid_min(const nomic *n);
int64_t agenda_bid_max(const nomic *n);
/* R671 (hidden information): the one place that decides who may see
 *  - a submission before its release (AS_SUBMISSION, owner its author),
 *  - a weight bid before the award (AS_BID, owner its bidder),
 *  - a hidden hat's condition and weight (AS_HAT, owner its owner).
 * The admin sees all; the Illuminatus the submissions and bids e collects
 * (R431) and the hats e distributes and checks (R431 g, R671). */
enum agenda_secret { AS_SUBMISSION, AS_BID, AS_HAT };
int agenda_may_see(const nomic *n, const vis_viewer *v, enum agenda_secret what, int owner);
/* Whether a hat is visible (R671), by its entity's switch. */
int agenda_hat_visible(const nomic *n, int ent);
int agenda_hat_worn(const nomic *n, int ent);
/* The player who owns entity ent, 0 if none (the Mad Hatters, nobody). */
int agenda_owner_of(const nomic *n, int ent);
/* R675: the Mad Hatters' organisation id, 0 if they are not one (before
 * level 6, or not needed yet); its name, or NULL. */
int agenda_hatters(const nomic *n);
const char *agenda_hatters_name(const nomic *n);
/* Where a hat going to the Mad Hatters goes: their organisation, made now
 * if the rules make it (hatters.auto), else Somewhere Else. 0 or -1. */
struct ent_owner;
int agenda_hatters_owner(ctx *c, struct ent_owner *out);
/* How many hats / eggplants player pid owns. */
int agenda_count(const nomic *n, int pid, int hat);
/* What everyone hears and the actor too (ctx_say, indented in a clock's
 * event where the reply already has text). */
void agenda_say(ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* ---- the round (agenda_round.c: R431) ---- */
int agenda_cmd_call(ctx *c, int argc, char **argv);
int agenda_cmd_submit(ctx *c, int argc, char **argv);
int agenda_cmd_bid(ctx *c, int argc, char **argv);
extern const deadline_kind dl_agenda_release, dl_agenda_award, dl_agenda_hats;
/* agenda_award.c: R431 a-g */
int agenda_award(ctx *c);
int agenda_distribute(ctx *c);
int agenda_cmd_silly(ctx *c, int argc, char **argv);
int agenda_cmd_distribute(ctx *c, int argc, char **argv);

/* ---- the hats (agenda_hats.c: R671, R607, R666 b, R675) ---- */
int agenda_cmd_reveal(ctx *c, int argc, char **argv);
int agenda_cmd_wear(ctx *c, int argc, char **argv);
int agenda_cmd_remove(ctx *c, int argc, char **argv);
int agenda_cmd_condition(ctx *c, int argc, char **argv);
int agenda_cmd_hatters_sell(ctx *c, int argc, char **argv);
int agenda_cmd_hatters_auction(ctx *c, int argc, char **argv);
void agenda_on_message(ctx *c, const json_t *data);
void agenda_on_ice(ctx *c, int pid);
/* Refuses (-1, c->err) a hat or eggplant change R671 forbids, whoever
 * makes it ("entity" events); notes a Mad Hatters' hat bought. */
int agenda_guard_entity(ctx *c, const json_t *data);
/* Refuses a player's `auction call` of a hidden hat (R671, R516 1a). */
int agenda_after_command(ctx *c, const command *cmd, int argc, char **argv);
/* R607: checks every voting player for Winning by Agenda. */
void agenda_check_wins(ctx *c);
/* R666 b: unworn hats destroyed, and eggplants of their conditions. */
void agenda_cycle_unworn(ctx *c);
/* R666 m, R607 ¶2, ¶3: at the end of a cycle won by Rule 607. */
void agenda_cycle_end(ctx *c, const char *rule);

/* agenda_duty.c: the Illuminatus's Duty to call (R431 ¶3) as an
 * obligation (src/gov/duties), while agenda.duty is 1 (from level 4):
 * made due when a cycle begins or the office is filled with no call this
 * cycle; discharged by the call. */
void agenda_duty_check(ctx *c);
void agenda_duty_done(ctx *c);
/* R431 ¶8: the Illuminatus's privilege of a Winning Condition. */
int agenda_cmd_privilege(ctx *c, int argc, char **argv);
/* R675 ¶4: a visible hat the Mad Hatters have held over 7 days, pointed
 * out, is destroyed with its eggplant. */
int agenda_cmd_hatters_point(ctx *c, int argc, char **argv);

/* ---- the part in a checkpoint (agenda_ckpt.c; core/module.h) ---- */
int agenda_save_state(const nomic *n, ckw *w);
int agenda_load_state(nomic *n, ckr *r);

/* ---- views (agenda_view.c) ---- */
int agenda_cmd_show(ctx *c, int argc, char **argv);
int agenda_cmd_hats(ctx *c, int argc, char **argv);
/* GET /api/v1/agenda: the round and the hats, as v may see them. */
json_t *agenda_json(const nomic *n, const vis_viewer *v);

#endif
