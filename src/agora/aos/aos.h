/* aos.h: the Ace of Spades contest (Agora; seed 004; issue 19 items 2, 3).
 *
 * The contest runs beside the nomic's regulations (the ruleset loaded with
 * `ruleset load ace-of-spades`: regs 101-125 Immutable, reg 101's
 * precedence in src/rules/precedence.c). This part keeps what the
 * regulations make that is not a regulation: the Contestmaster (reg 102),
 * the Contestants in joining order, the Cards in the Deck and the Hands
 * (regs 115-117, 123, 124, 205-215), proposals and their votes (regs
 * 107-112, voted by the aos method, src/gov/methods/aos.c), Offers (reg
 * 125), Alliances (reg 220), Need-To-Know grants and designations (regs
 * 104-106, 230, 240, 245), the dependent actions (regs 103, 114, 250),
 * changes of Immutable Regulations (reg 101) and the Moment of Reckoning
 * (regs 118-122, 200, 999).
 *
 * Who may know what is decided in one place, core/visibility.c, which asks
 * this part through the hooks in src/modules.c (aos_vis_hooks): views here
 * call vis_may_know() for a contest fact and vis_may_read_rule() for a
 * regulation, never a rule of their own.
 *
 * State changes: every command that changes the contest takes a writable
 * copy first (aos_w): the copy replaces the part and the journal puts the
 * old one back if the event fails, so a failed command changes nothing.
 * The copy is made through the checkpoint pair (aos_ckpt.c). */
#ifndef NOMIC_AGORA_AOS_H
#define NOMIC_AGORA_AOS_H

#include "core/ckpt.h"
#include "core/ctx.h"
#include "core/util.h"
#include "core/visibility.h"

/* Cards of one descriptor set (reg 115: fungible when the sets are equal),
 * written canonically: the descriptors sorted and joined with '+'. */
typedef struct aos_pile {
	char *desc;
	int count;
} aos_pile;

/* A Hand or the Deck: piles sorted by desc, none empty. */
typedef struct aos_cards {
	aos_pile *v;
	int n;
} aos_cards;

typedef struct aos_member {
	int pid;       /* the player's permanent id */
	int order;     /* reg 117: order of first joining, from 1 */
	gtime joined;
	int active;    /* a Contestant now (reg 114 may remove one) */
	int dealt;     /* cards dealt to em (reg 225: public) */
	aos_cards hand;
} aos_member;

/* A Need-To-Know grant (reg 104, 240): player pid may know the fact key
 * ("reg 340#2": that revision of a regulation's content; "proposal 3":
 * a private proposal's content). Hands and Alliances need no grants: reg
 * 230 names their NTK holders, worked out from the state. */
typedef struct aos_grant {
	int pid;
	char *key;
	int full; /* reg 240: Full NTK may grant again; Limited may not */
} aos_grant;

/* A Secret regulation's revision designated anew: Private (reg 245) or
 * Public (reg 250). */
typedef struct aos_desig {
	char *key; /* "reg 340#2" */
	int vis;   /* a rules_visibility */
} aos_desig;

enum aos_phase { AOS_SUBMITTED, AOS_UP, AOS_ADOPTED, AOS_FAILED };
enum aos_vis { AOS_PUBLIC, AOS_PRIVATE, AOS_SECRET };

typedef struct aos_vote {
	int pid;
	int ballot; /* 1 FOR, 2 AGAINST (method_aos's ballots) */
} aos_vote;

typedef struct aos_prop {
	int id;
	int num;        /* the proposed regulation's number (reg 107) */
	int vis;        /* enum aos_vis: a private proposal (reg 107), a
			   Contestmaster's Secret one */
	int proposer;
	int phase;
	char *text;
	gtime submitted, up_at;
	aos_vote *votes;
	int nvotes;
} aos_prop;

enum aos_offer_phase { OFFER_OPEN, OFFER_ACCEPTED, OFFER_WITHDRAWN };

typedef struct aos_offer {
	int id;
	int offerer, to;
	int anon;       /* reg 125: the Offerer's identity Private */
	int phase;
	aos_cards give; /* what the Offerer gives */
	aos_cards want; /* what e asks in exchange */
} aos_offer;

typedef struct aos_alliance {
	int id;
	int *members;   /* player ids, sorted */
	int n;
	int *agreed;    /* the members who have agreed (reg 220: mutual
			   agreement), sorted; formed when all have */
	int nagreed;
} aos_alliance;

/* Reg 220: an Alliance exists once every member has agreed, and has two
 * or more members. */
int aos_alliance_formed(const aos_alliance *a);

/* A dependent action the Contestmaster has announced (regs 103, 114, 250:
 * aos_intent.c). */
enum aos_act { AOS_ACT_REVEAL, AOS_ACT_HINT, AOS_ACT_REMOVE, AOS_ACT_REPEAL, AOS_ACT_CREATE,
	       AOS_ACT_DESTROY };
enum aos_intent_phase { AOS_INTENT_OPEN, AOS_INTENT_DONE };

typedef struct aos_intent {
	int id;
	int act;         /* enum aos_act */
	char *arg;       /* the regulation's number, the player's id, or "deck" */
	char *text;      /* a hint's words; "" otherwise */
	aos_cards cards; /* created or destroyed */
	int by;          /* who announced it (0: the admin) */
	gtime at;
	int phase;
	aos_vote *v;     /* ballot 1 SUPPORT, 2 OBJECT (method_support's) */
	int nv;
} aos_intent;

/* A change of an Immutable Regulation awaiting unanimous consent (reg 101:
 * aos_change.c). */
typedef struct aos_change {
	int id;
	char *reg;
	char *text;
	int by;
	gtime at;
	int applied;
	int *consent;    /* the Members who consented, in order */
	int nconsent;
} aos_change;

typedef struct aos {
	int cm;          /* the Contestmaster's player id (reg 102) */
	gtime started;
	int reckoned;    /* the Moment of Reckoning has occurred (reg 120) */
	char *result;    /* what the Reckoning found, once it has */
	uint64_t report_dl; /* the weekly report's deadline (reg 113) */
	uint64_t reckon_dl; /* the Moment of Reckoning's (regs 122, 200), or 0 */
	int reports;     /* reports published */
	int transfers;   /* transfers made (reg 225: their number is public) */
	char **suits;    /* reg 205: the defined descriptors */
	int nsuits;
	aos_cards deck;
	aos_member *m;   /* in joining order */
	int nm;
	aos_grant *g;
	int ng;
	aos_desig *d;
	int nd;
	aos_prop *p;     /* numbered from 1 */
	int np;
	aos_offer *o;    /* numbered from 1 */
	int no;
	aos_alliance *a; /* numbered from 1; an empty one has dissolved */
	int na;
	aos_intent *in;  /* numbered from 1 */
	int nin;
	aos_change *ch;  /* numbered from 1 */
	int nch;
} aos;

/* ---- aos_state.c ---- */
const aos *aos_peek(const nomic *n);
void aos_free_part(aos *s);
void aos_free(nomic *n);
/* The contest, writable for this command (see above); NULL with c->err
 * set when no contest has begun. */
aos *aos_w(ctx *c);
/* A copy of s through the checkpoint pair; NULL if it cannot be read. */
aos *aos_clone(const nomic *n, const aos *s);
aos_member *aos_member_of(const aos *s, int pid);
int aos_is_cm(const ctx *c, const aos *s);
/* The contestant a name stands for, or NULL with c->err set. */
aos_member *aos_arg_member(ctx *c, const aos *s, const char *name);
const char *aos_name(const nomic *n, int pid);

/* Cards (aos_cards.c). desc is canonical (aos_canon). */
int aos_canon(const aos *s, const char *words, char *out, size_t len);
int aos_count(const aos_cards *h, const char *desc);
int aos_total(const aos_cards *h);
void aos_add(aos_cards *h, const char *desc, int k);
int aos_take(aos_cards *h, const char *desc, int k); /* -1 if short, nothing taken */
void aos_cards_free(aos_cards *h);
void aos_cards_copy(aos_cards *dst, const aos_cards *src);
void aos_cards_describe(const aos_cards *h, sbuf *out);
/* "2 Red 1 Mauve" or "Red Red Mauve" into h; -1 with c->err. */
int aos_parse_cards(ctx *c, const aos *s, int argc, char **argv, aos_cards *h);
/* Reg 123 and 210's upkeep of the Deck, then deals k cards at random to m. */
void aos_upkeep(ctx *c, aos *s);
void aos_upkeep_n(const nomic *n, aos *s);
int aos_deal(ctx *c, aos *s, aos_member *m, int k);
/* The same with a given rng (reg 999's hypothetical deal on a copy); -1
 * if the Deck is empty. */
int aos_deal_from(const nomic *n, rng *rg, aos *s, aos_member *m, int k);

/* NTK (aos_ntk.c): the hooks visibility.c calls. */
int aos_has_grant(const aos *s, int pid, const char *key, int *full);
void aos_grant_add(aos *s, int pid, const char *key, int full);
int aos_knows(const nomic *n, int pid, const char *key);
void aos_rule_key(const rules_rule *r, uint32_t rev, char *buf, size_t len);

/* Proposals (aos_props.c). */
aos_prop *aos_prop_by(const aos *s, int id);

/* Marking and the Reckoning (aos_mark.c). worth[i] is member i's.
 * 0, or -1 with why (a regulation's script failed: reg 118). */
int aos_marking_run(const nomic *n, const aos *s, const char *source, const char *name,
		    double *worth, char *why, size_t len);
int aos_worths(const nomic *n, const aos *s, double *worth, sbuf *notes);
/* The same with reg 999's tie rescoring, its cards dealt with rg (the
 * Reckoning's event rng, so a replay agrees). */
int aos_worths_rescored(const nomic *n, const aos *s, rng *rg, double *worth, sbuf *notes);

/* The Moment of Reckoning (aos_reckon.c): performs it; when it occurs by
 * itself (regs 122, 200; 0: never); (re)schedules its deadline. */
int aos_reckon(ctx *c, aos *s);
gtime aos_reckon_due(const nomic *n, const aos *s);
void aos_reckon_schedule(ctx *c, aos *s);
int aos_after_command(ctx *c, const struct command *cmd, int argc, char **argv);

/* Checkpoints (aos_ckpt.c). */
void aos_write(const aos *s, ckw *w);
aos *aos_read(const nomic *n, ckr *r);
int aos_save_state(const nomic *n, ckw *w);
int aos_load_state(nomic *n, ckr *r);

/* Commands (aos_cmd.c, aos_trade.c, aos_props.c, aos_view.c, aos_reckon.c;
 * aos_intent.c: regs 103, 114, 250; aos_change.c: reg 101). */
int aos_cmd_start(ctx *c, int argc, char **argv);
int aos_cmd_join(ctx *c, int argc, char **argv);
int aos_cmd_deal(ctx *c, int argc, char **argv);
int aos_cmd_transfer(ctx *c, int argc, char **argv);
int aos_cmd_offer(ctx *c, int argc, char **argv);
int aos_cmd_accept(ctx *c, int argc, char **argv);
int aos_cmd_withdraw(ctx *c, int argc, char **argv);
int aos_cmd_ally(ctx *c, int argc, char **argv);
int aos_cmd_leave(ctx *c, int argc, char **argv);
int aos_cmd_grant(ctx *c, int argc, char **argv);
int aos_cmd_privatise(ctx *c, int argc, char **argv);
int aos_cmd_intent(ctx *c, int argc, char **argv);
int aos_cmd_support(ctx *c, int argc, char **argv);
int aos_cmd_object(ctx *c, int argc, char **argv);
int aos_cmd_act(ctx *c, int argc, char **argv);
int aos_cmd_intents(ctx *c, int argc, char **argv);
int aos_cmd_change(ctx *c, int argc, char **argv);
int aos_cmd_consent(ctx *c, int argc, char **argv);
int aos_cmd_propose(ctx *c, int argc, char **argv);
int aos_cmd_up(ctx *c, int argc, char **argv);
int aos_cmd_vote(ctx *c, int argc, char **argv);
int aos_cmd_decide(ctx *c, int argc, char **argv);
int aos_cmd_reckon(ctx *c, int argc, char **argv);
int aos_cmd_contest(ctx *c, int argc, char **argv);
int aos_cmd_hand(ctx *c, int argc, char **argv);
int aos_cmd_proposals(ctx *c, int argc, char **argv);
int aos_cmd_proposal(ctx *c, int argc, char **argv);
int aos_cmd_alliance(ctx *c, int argc, char **argv);
int aos_cmd_offers(ctx *c, int argc, char **argv);
int aos_cmd_report(ctx *c, int argc, char **argv);
int aos_cmd_worths(ctx *c, int argc, char **argv);
/* The weekly report's text (reg 113, 225): public facts only. */
void aos_report_text(const nomic *n, const aos *s, sbuf *out);

extern const deadline_kind dl_aos_report, dl_aos_reckoning;

#endif
