/* orgs.h: Institutions and Organisations (Ackanomic R1000 Institutions,
 * R1001 Organizations, R1003 Organizational Action, R1005 Institutional
 * Powers as far as owning goes, R1021 Political Parties and Rewarding
 * Party Unity); docs/ORGANISATIONS.md.
 *
 * Founding (R1000): a player announces e intends to found an Institution
 * of a foundable type (`org found TYPE`) and becomes a pseudo-Founder for
 * seven days; others announce they wish to join (`org join-intent`); the
 * pseudo-Founder forms it (`org form`) with at least two of them, paying the
 * Standard Harfer Fee and the type's fee to the Treasury. An organisation
 * has members (R1001 1, 2), an admissions policy (R1001 4), a ledger
 * account in core (state.h: its A$ and other currencies) and may own
 * entities (OWN_ORG owners, econ/entities.h), and decides by suggestions
 * that its members approve or denounce (R1003, orgs_action.c). It disbands
 * with no members (R1001 3) or by its own action; what it owns goes to the
 * Treasury (R1000 b).
 *
 * Types are a table (orgs_types.c): the Political Party (R1021), the
 * Corporation (R1023), the Trust Fund (R1027) and the Church (R1301: its
 * Founder, Dogma, hidden Policy, Priests and Cults, orgs_church*.c), each
 * with its own fees, forming data and verbs (docs/ORGANISATIONS.md).
 *
 * State lives in struct orgs (n->orgs), owned by this subsystem and changed
 * only through the journal. Emits "org" (org_emit); hears core's changes of
 * state (a Non-Player is no longer eligible, R1001 4).
 *
 * The Mad Hatters (R675, orgs_hatters.c) are a Unique Organization the
 * rules make (not founded), while `hatters.auto` is 1 (level 6). */
#ifndef NOMIC_SOCIETY_ORGS_H
#define NOMIC_SOCIETY_ORGS_H

#include "core/ckpt.h"
#include "core/command.h"
#include "core/params.h"
#include "econ/entities.h"

#define ORG_DAY 86400

/* R1001 4 a-e. */
enum org_policy {
	POL_STANDARD,    /* the Organisation admits a requester by Organisational Action */
	POL_OPEN,        /* anyone eligible joins as a public action */
	POL_PRIVILEGED,  /* one named member grants requests */
	POL_QUASI,       /* a request is granted after 3 days unless a member refuses */
	POL_COMMUNIST,   /* any member grants requests */
	POL_COUNT
};

/* A type of Institution (orgs_types.c). */
typedef struct org_type {
	const char *word;      /* "party" */
	const char *name;      /* "Political Party" */
	const char *rule;      /* the rule that makes it foundable: "R1021" */
	const char *fee_param; /* its additional forming fee (R1000), or NULL */
	int exclusive;         /* a member of two is a crime (R1021 Branch-Stacking) */
} org_type;

typedef struct org_member {
	int player;
	gtime since;           /* eir most recent acquisition of membership (R1003 2) */
	uint64_t since_seq;    /* ...and the event's number, to order it among
				  events of the same instant */
	int proxy;             /* eir approval is proxied to the organisation (R1003 ¶5) */
} org_member;

/* A request to become a member (R1001 4: valid two weeks). */
typedef struct org_request {
	int player;
	gtime when;
	uint64_t dl;           /* Quasi-open: the 3 days' deadline, 0 none */
} org_request;

typedef struct org {
	int id;                /* 1, 2, ...: never reused (OWN_ORG owners) */
	char *name;            /* a legal name (R500.1) */
	const org_type *type;
	enum org_policy policy;
	int privileged;        /* POL_PRIVILEGED: the member who grants */
	int account;           /* its ledger account (core/state.h) */
	int gone;              /* disbanded: ceased to exist (R1000 c) */
	gtime formed;
	org_member **members;
	int nmembers, members_cap;
	org_request **requests;
	int nrequests, requests_cap;
} org;

/* A pseudo-Founder (R1000) and the players who announced they wish to
 * join. */
typedef struct org_founder {
	int player;
	const org_type *type;
	gtime since;
	uint64_t dl;           /* the seven days' end */
	int joiners[64];
	int njoiners;
} org_founder;

enum sugg_state { SUG_PENDING, SUG_DONE, SUG_FAILED, SUG_VOIDED, SUG_LAPSED };

/* A suggested Organisational Action (R1003). */
typedef struct org_suggestion {
	int number;            /* 1, 2, ...: `org approve N` */
	int org;
	int author;
	char *action;          /* the verb and its words, as suggested */
	gtime made;
	uint64_t made_seq;     /* the event that made it */
	uint64_t dl;           /* the seven days' end (R1003 ¶3) */
	enum sugg_state state;
	char *outcome;         /* what the attempt did, or why it failed */
	int approvals[64];     /* player ids, in order */
	int napprovals;
	int denouncer;
} org_suggestion;

/* R1023 1: a share (an entity of kind "share") and its Corporation. */
typedef struct corp_share {
	int entity;            /* the share's entity id (ascending: created in order) */
	int org;               /* its Corporation's id */
} corp_share;

/* A stockholder's vote on a motion (R1023 5: an Operation on eir shares). */
typedef struct corp_vote {
	int player;
	int favour;            /* 1 for, 0 against */
	int64_t shares;        /* how many of eir shares; -1: all of them */
} corp_vote;

enum motion_state { MOT_PENDING, MOT_PASSED, MOT_FAILED, MOT_REJECTED, MOT_VOIDED };

/* A motion (R1023 5, 6; orgs_corp.c). */
typedef struct corp_motion {
	int number;            /* 1, 2, ...: `corp vote N` */
	int org;
	int author;
	char *action;          /* its type and words */
	int privileged;        /* R1023 6 */
	gtime made;
	uint64_t dl;           /* the week's end */
	enum motion_state state;
	char *outcome;
	corp_vote votes[64];
	int nvotes;
} corp_motion;

/* A Trust Fund's charter (R1027 ¶1). */
typedef struct org_charter {
	int org;
	char *text;
} org_charter;

/* A Priest's ordination (R1301 4, 11): e is a Priest while a member
 * ordained since eir last joining (seq at least eir member since_seq). */
typedef struct church_priest {
	int player;
	gtime when;            /* seniority: the longest a Priest (R1301 4 d, e) */
	uint64_t seq;
} church_priest;

/* What R1301 adds to an organisation of type "church" (orgs_church*.c). */
typedef struct church_info {
	int org;
	int founder;           /* the Founder; 0 once e left (orphan, R1301 8 i) */
	int original;          /* the one who founded it (R1301 2; R1240.19) */
	gtime founded;
	char *dogma;           /* public (R1301 2 d) */
	char *policy;          /* NOT public: its members' (R1301 3 b, e); NULL none */
	int cult;              /* transformed into a Cult (R1301 8 a) */
	church_priest **priests;
	int npriests, priests_cap;
} church_info;

typedef struct orgs {
	org **v;
	int n, cap;
	org_founder **founders;
	int nfounders, founders_cap;
	org_suggestion **suggestions;
	int nsuggestions, suggestions_cap;
	/* Corporations and Trust Funds (orgs_corp.c, orgs_trust.c). */
	corp_share **shares;
	int nshares, shares_cap;
	corp_motion **motions;
	int nmotions, motions_cap;
	org_charter **charters;
	int ncharters, charters_cap;
	/* Churches and Cults (orgs_church*.c; R1301). */
	church_info **churches;
	int nchurches, churches_cap;
} orgs;

/* ---- types (orgs_types.c) ---- */
const org_type *org_type_find(const char *word);
const org_type *org_type_at(int i);
const char *org_policy_name(enum org_policy p);
int org_policy_parse(const char *word, enum org_policy *out);

/* ---- state (orgs_state.c) ---- */
orgs *orgs_of(ctx *c);
const orgs *orgs_peek(const nomic *n);
void orgs_free(nomic *n);
org *org_by_id(const nomic *n, int id);
/* A standing organisation by name, any case; NULL if none. */
org *org_by_name(const nomic *n, const char *name);
/* An org by name, or fails the ctx. */
org *org_arg(ctx *c, const char *word);
int org_member_index(const org *o, int player_id);
org_founder *org_founder_of(const nomic *n, int player_id);
int org_request_index(const org *o, int player_id);
/* The request who made within the past two weeks (R1001 4), or -1. */
int org_live_request(const nomic *n, const org *o, int player_id);
org_suggestion *org_suggestion_by_number(const nomic *n, int number);
/* Journaled changes. */
int org_add_member(ctx *c, org *o, int player_id, const char *why);
/* Removes a member; disbands o if none is left (R1001 3). */
int org_remove_member(ctx *c, org *o, int player_id, const char *why);
void org_drop_request(ctx *c, org *o, int i);
/* R1000: what it owns to the Treasury, then it ceases to exist. */
int org_disband(ctx *c, org *o, const char *why);
void org_set_str(ctx *c, char **field, const char *value);
/* Tells the other parts (ctx_emit "org", data {"what": "formed" |
 * "disbanded", "id", "type" (its word), "name"}): a Political Party's
 * Swingership (R1040 III, src/society/swingers) hears it. 0 or -1. */
int org_emit(ctx *c, const org *o, const char *what);
/* Frees an org (the journal's destroy for one appended). */
void org_free(void *p);
void org_suggestion_free(void *p);

/* ---- founding and membership (orgs_cmd.c) ---- */
extern const deadline_kind dl_org_founder, dl_org_quasi;
int orgs_cmd_found(ctx *c, int argc, char **argv);
int orgs_cmd_join_intent(ctx *c, int argc, char **argv);
int orgs_cmd_form(ctx *c, int argc, char **argv);
int orgs_cmd_join(ctx *c, int argc, char **argv);
int orgs_cmd_request(ctx *c, int argc, char **argv);
int orgs_cmd_grant(ctx *c, int argc, char **argv);
int orgs_cmd_refuse(ctx *c, int argc, char **argv);
int orgs_cmd_leave(ctx *c, int argc, char **argv);
/* Words v[0..n) after "policy": a policy and, for Privileged Single
 * Player, its member (R1001 4 c). 0, or -1 with c->err. */
int org_parse_policy(ctx *c, char **v, int n, enum org_policy *pol, const player **who);

/* ---- Organisational Action (orgs_action.c; R1003, R1001 6) ---- */
extern const deadline_kind dl_org_action;
int orgs_cmd_suggest(ctx *c, int argc, char **argv);
int orgs_cmd_approve(ctx *c, int argc, char **argv);
int orgs_cmd_denounce(ctx *c, int argc, char **argv);
int orgs_cmd_proxy(ctx *c, int argc, char **argv);
int orgs_cmd_renounce(ctx *c, int argc, char **argv);
/* Voids o's pending suggestions (it disbanded). */
void orgs_void_suggestions(ctx *c, const org *o, const char *why);
/* `org verbs`: the organisational verbs. */
int orgs_cmd_verbs(ctx *c, int argc, char **argv);
/* "pending", "done", "failed", "voided", "lapsed". */
const char *orgs_sugg_state(int st);

/* ---- Political Parties (orgs_party.c; R1021) ---- */
struct proposal;
struct close_vote;
/* gov's close-votes hook (gov.h): each party's extra YES votes. */
int orgs_party_votes(const nomic *n, const struct proposal *p, struct close_vote *out, int max);
/* R1021 ¶1: the parties (other than o, if given) player_id is also a member
 * of: how many. */
int orgs_other_parties(const nomic *n, const org *o, int player_id);
/* R1021 ¶3: may o receive an entity of kind word (NULL: a currency, which
 * A$ alone is)? 0, or -1 with c->err. The trades part calls it for what an
 * organisation would receive. */
int orgs_may_receive(ctx *c, const org *o, const char *kind_word, const char *cur);

/* ---- Corporations (orgs_corp.c, orgs_motion.c; R1023, R1005, R1011) ---- */
extern const deadline_kind dl_corp_motion;
/* R1023 1: what a Corporation may own (orgs_may_receive calls it). */
int corp_may_receive(ctx *c, const org *o, const char *kind_word, const char *cur);
/* R1023 3: 40 shares to each initial member (orgs_cmd_form calls it). */
int corp_formed(ctx *c, org *o);
/* R1023 4: its shares destroyed, its motions voided (org_disband calls it). */
int corp_disbanding(ctx *c, org *o);
/* The Corporation share entity e belongs to, or 0. */
int corp_of_share(const nomic *n, int entity_id);
/* How many shares of corporation oid owner w holds (any owner: all). */
int64_t corp_shares(const nomic *n, int oid, ent_owner w, int any);
/* The Chairman (R1023 1), or 0 (OWN_NOBODY) if none. */
int corp_chairman(const nomic *n, const org *o, ent_owner *out);
/* Creates n (1..1000) shares of o in w's possession (R1023 6 b). */
int corp_mint(ctx *c, org *o, ent_owner w, int64_t n, const char *why);
/* R1023 6: its stockholders other than the Treasury. */
int corp_stockholder_count(const nomic *n, const org *o);
/* After each command and motion: shares owned by their own Corporation
 * destroyed, one with none disbanded, the group rule (R1023 1, 4). */
int corp_settle(ctx *c);
void corp_free_state(orgs *s);
json_t *corp_json(const nomic *n, const org *o);
int corps_cmd_show(ctx *c, int argc, char **argv);
int corps_cmd_return(ctx *c, int argc, char **argv);
int corps_cmd_motion(ctx *c, int argc, char **argv);
int corps_cmd_vote(ctx *c, int argc, char **argv);
void corp_motion_free(void *p);
/* ---- Trust Funds (orgs_trust.c; R1027) ---- */
/* Corporations (R1023 1) and Trust Funds (R1027 ¶1) are Institutions, not
 * Organizations (R1001 1): R1001's joining and leaving and R1003's
 * Organisational Action are not theirs. -1 with c->err for one. */
int org_not_organisation(ctx *c, const org *o);
/* The words argv[from..argc) as one action's text, a word with a space (or
 * none) quoted, so that it runs again as the same words: a suggestion
 * (R1003) or a Corporation's motion (R1023 5). Malloc'd; NULL with c->err
 * ("a WHAT's words hold no quotes ...") when a word holds a quote, a
 * backslash or a line break. */
char *org_action_text(ctx *c, int argc, char **argv, int from, const char *what);
/* o's charter, or NULL. */
const char *trust_charter(const nomic *n, const org *o);
int trust_set_charter(ctx *c, const org *o, const char *text);
int trusts_cmd_show(ctx *c, int argc, char **argv);
int trusts_cmd_disband(ctx *c, int argc, char **argv);

/* ---- Churches and Cults (orgs_church.c, orgs_church_cmd.c; R1301) ---- */
int org_is_church(const org *o);
church_info *church_of(const nomic *n, const org *o);
/* org_form's checks for a Church (R1301 2): the followers, one a month,
 * the Dogma. 0, or -1 with c->err. */
int church_form_check(ctx *c, int followers, const char *dogma);
/* Records the Church's Founder and Dogma after its members (R1301 2). */
int church_formed(ctx *c, org *o, const char *dogma);
/* org_add_member's check: R1301 6, at most three Churches. */
int church_join_check(ctx *c, const org *o, int player_id);
/* Is pid a Priest of o (R1301 11)? The Founder is not, by this. */
int church_is_priest(const nomic *n, const org *o, const church_info *ch, int pid);
/* Whether pid has the Founder's authority in o (R1301 4 d: the most
 * senior Priest in the Founder's absence, but for ordaining). */
int church_authority(const nomic *n, const org *o, int pid, int ordaining);
/* R1301 8 b: a Cult neither trades nor uses Institutional Powers: -1 with
 * c->err for such a verb of Organisational Action; 0 otherwise. */
int church_verb_check(ctx *c, const org *o, const char *verb);
/* R1301 8 g: the verb `church`: a Cult transforms itself into a Church. */
int church_verb_transform(ctx *c, org *o);
/* R1301 ¶11: a suggestion by the Founder (or whoever has eir authority)
 * is also its approval: attempt it at once. */
int church_announces(const nomic *n, const org *o, int pid);
/* R1301 ¶11 a, b, for a Church or Cult with no Founder: whether it has
 * none; whether every Active Priest (one at least) approved; how many of
 * its Active members approved (*k of *of) and whether that is enough
 * (`church.approve_thirds` thirds: "at least 2/3"); and a
 * denunciation's check (only a Priest debunks). */
int church_founderless(const nomic *n, const org *o);
int church_priests_approve(const nomic *n, const org *o, const int *ap, int nap);
int church_active_approve(const nomic *n, const org *o, const int *ap, int nap, int *k, int *of);
int church_debunk_check(ctx *c, const org *o);
/* After every command (R1301 8 a, 8 i): Cults, orphans. */
int church_settle(ctx *c);
void church_free_state(orgs *s);
/* What is public of a Church (R1301 2, ¶4): {"cult", "founder" (or null),
 * "founded_by", "dogma", "priests" [{"player", "since"}], "policy_set"};
 * never the Policy's text (¶3 b, e). */
json_t *church_json(const nomic *n, const org *o);
int churches_cmd_show(ctx *c, int argc, char **argv);
int churches_cmd_policy(ctx *c, int argc, char **argv);
int churches_cmd_ordain(ctx *c, int argc, char **argv);
int churches_cmd_defrock(ctx *c, int argc, char **argv);
int churches_cmd_excommunicate(ctx *c, int argc, char **argv);
int churches_cmd_petition(ctx *c, int argc, char **argv);
int churches_cmd_accept(ctx *c, int argc, char **argv);
int churches_cmd_restore(ctx *c, int argc, char **argv);
/* R1240.19 (otzma): pid becomes o's Founder. */
int church_set_founder(ctx *c, org *o, int pid, const char *why);
/* The Founder's acts without the check of who does them (the commands
 * check it; a Founder's Boon acts as if its player were the Founder):
 * who names the one acting. 0, or -1 with c->err. */
int church_do_ordain(ctx *c, org *o, const player *p, const char *who);
int church_do_defrock(ctx *c, org *o, const player *p, const char *who);
int church_do_excommunicate(ctx *c, org *o, const player *p, int by, const char *who);
int church_do_accept(ctx *c, org *o, const player *p, const char *why);
/* R1240.19 Founder's Boon (orgs_church_boon.c): `otzma use CARD founder
 * CHURCH` or `otzma use CARD act CHURCH ordain|defrock|excommunicate|accept
 * PLAYER`: checked when played (argv[1..]); the org, the act and the
 * player named kept in *org, *act, *target. */
int church_boon_check(ctx *c, int argc, char **argv, int *org, int *act, int *target);
/* Its effect, three days later (R1240.1 E 9 b): player plays it. */
int church_boon_effect(ctx *c, int player, int org, int act, int target, int card);

/* ---- the Grey Council (orgs_grey.c; R1031 ¶1, R1001 1) ---- */
extern const org_type grey_type;
int org_is_grey(const org *o);
/* module on_event: the members follow the seats ("office" events). */
int grey_on_event(ctx *c, const char *event, const json_t *data);
/* Why no player joins, requests or leaves it by eir own act; NULL for
 * another organisation. */
const char *grey_refusal(const org *o);

/* ---- the Mad Hatters (orgs_hatters.c; R675, R1001 1) ---- */
#define HATTERS_NAME "Mad Hatters"
extern const org_type hatters_type;
int org_is_hatters(const org *o);
/* The Mad Hatters if they exist, else NULL. */
org *hatters_org(const nomic *n);
/* econ's hooks (entities.h unique_id, unique_make) for word "hatters". */
int hatters_id(const nomic *n, const char *word);
int hatters_make(ctx *c, const char *word);
/* R675 ¶1: A$, Agenda Hats and its More Than Human. 0 or -1 (c->err). */
int hatters_may_receive(ctx *c, const org *o, const char *kind_word, const char *cur);
const char *hatters_members_text(void);

/* ---- views (orgs_view.c) ---- */
json_t *orgs_json(const nomic *n);
json_t *org_json(const nomic *n, const org *o);
int orgs_cmd_list(ctx *c, int argc, char **argv);
int orgs_cmd_show(ctx *c, int argc, char **argv);

/* ---- the part in a checkpoint (orgs_ckpt.c) ---- */
int orgs_save_state(const nomic *n, ckw *w);
int orgs_load_state(nomic *n, ckr *r);

#endif
