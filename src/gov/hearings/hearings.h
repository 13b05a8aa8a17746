/* hearings.h: Hearings (Ackanomic R360) as one mechanism that every rule
 * calling a Hearing uses: the call and its announcement (R360 ¶1), the
 * Hearing Harfer (Count Tabula unless the calling rule names another,
 * ¶2), responses sent privately and a later one replacing the earlier
 * (¶3: hidden events; Non-Voting players may not respond), the end after
 * three days or the calling rule's longer period (¶4: deadline "hearing"),
 * the verdict (¶5 most responses; ¶6 a Serious Hearing's R106 majority;
 * ¶7 the recount without non-player entities, then the tied response
 * listed first) and retraction (¶8). The types a player may call by
 * command: the Will of the People (R361), the Politeness Moon (R374), the
 * Test of the Emergency Broadcast System (R432), Tax Evasion (R1009) and
 * Corruption (R1023 7) against an organisation; the Silver Moon Hearing of the
 * Commission d'Arts (R670 5) is a type of src/gov/cycle that calls it
 * itself and speaks for itself (HT_QUIET).
 *
 * A calling rule declares a hearing_type (its name, rule, responses, the
 * Harfer, its period's parameter, whether Serious) and gets its verdict
 * through the type's on_end hook, called once when the Hearing ends, is
 * retracted or withdrawn.
 *
 * Files: hearings_state.c (state, lookups, the verdict), hearings_run.c
 * (call, respond, end, retract), hearings_cmd.c (commands), hearings_read.c
 * (the views), hearings_types.c (the player-callable types: R361, R374,
 * R432), hearings_orgs.c (R1009, R1023 7),
 * hearings_module.c. docs/HEARINGS.md; readings: docs/RULINGS.md,
 * "Hearings (R360)". Events: none emitted or heard. */
#ifndef NOMIC_HEARINGS_H
#define NOMIC_HEARINGS_H

#include "core/command.h"
#include "core/module.h"

#include <jansson.h>

#define HEARING_MAX_RESPONSES 8

struct hearing;

/* What a Hearing's end gives the calling rule: the verdict (an index into
 * the responses, -1 none: no responses at all) and how it was reached. */
typedef struct hearing_result {
	int verdict;          /* -1: no verdict */
	int counts[HEARING_MAX_RESPONSES]; /* every responder's, players' and entities' */
	int total;
	int tie;              /* ¶5: inconclusive; resolved by ¶7 */
	int serious_failed;   /* ¶6: the modifying response lacked its majority */
	int retracted;        /* ¶8: retracted or withdrawn: no verdict */
} hearing_result;

enum {
	HT_QUIET = 1,         /* the calling rule announces the call and the end itself */
	HT_PLAYER_CALLS = 2,  /* a player may call it (`hearing call TYPE`) */
	HT_CALLER_HARFS = 4,  /* the caller is its Hearing Harfer (R361 ¶1 etc.) */
	HT_SERIOUS = 8,       /* a Serious Hearing (R360 ¶6) */
};

typedef struct hearing_type {
	const char *key;       /* the command's TYPE ("will"); the JSON's "type" */
	const char *name;      /* "Will of the People" */
	const char *rule;      /* the rule that calls it ("R361") */
	const char *harfer_title; /* what its Harfer is called ("WillWho?"), NULL none */
	unsigned flags;
	const char *period;    /* a duration parameter (¶4), NULL: hearings.period */
	/* Its end's deadline kind, NULL: dl_hearing (subject 0). A type
	 * that had a kind of its own before Hearings were one mechanism
	 * keeps it, with the hearing's subject as the deadline's, since a
	 * deadline's kind, rule and subject are logged (cmd_clock.c) and old
	 * logs must replay: its fire is hearing_fire. */
	const deadline_kind *dl_kind;
	int modifies;          /* ¶6: the response that would modify the ruleset, -1 none */
	int nresponses;        /* the fixed valid responses, 0: given at each call */
	const char *responses[HEARING_MAX_RESPONSES];
	/* For HT_PLAYER_CALLS: the words after `hearing call TYPE` (nargs
	 * of them, usage naming them); prepare checks them (ctx_fail, -1)
	 * and gives the subject and the circumstances. NULL: one word, the
	 * matter. */
	int nargs;
	const char *usage;
	int (*prepare)(ctx *c, char **args, int *subject, sbuf *circumstances);
	/* Once, at the end, with its verdict (R360 ¶5-7), or on a retraction
	 * or withdrawal (r->retracted, no verdict: ¶8), so that the calling
	 * rule can let go of it. */
	void (*on_end)(ctx *c, const struct hearing *h, const hearing_result *r);
} hearing_type;

/* A response (R360 ¶3): by a player, or a non-player entity that a rule
 * authorises (none yet). */
typedef struct hearing_response {
	int player;            /* player id; 0 for an entity */
	int entity;            /* 1: a non-player entity (¶7's recount leaves it out) */
	int choice;
	gtime at;
} hearing_response;

enum hearing_status { HS_SESSION, HS_ENDED, HS_RETRACTED, HS_WITHDRAWN };

typedef struct hearing {
	int number;
	const hearing_type *type;
	int harfer;            /* player id; 0: Count Tabula (R360 ¶2) */
	int caller;            /* who called it, 0: the rules */
	int subject;           /* what the calling rule keeps (a report's number), 0 none */
	char *circumstances;
	char **responses;      /* the valid responses, in the rule's order */
	int nresponses;
	gtime called, ends;
	uint64_t dl;           /* "hearing": its end */
	enum hearing_status status;
	hearing_response **got;
	int ngot, got_cap;
	int verdict;           /* after the end: -1 none */
	int counts[HEARING_MAX_RESPONSES];
} hearing;

typedef struct hearings {
	hearing **all;
	int nall, all_cap;
} hearings;

/* hearings_state.c */
hearings *hearings_of(ctx *c);
const hearings *hearings_peek(const nomic *n);
void hearings_free(hearings *s);
void hearing_free(void *h);
hearing *hearing_get(const nomic *n, int number);
/* The verdict of counts (players and entities) and pcounts (players
 * alone) over n responses, by R360 ¶5-7, with a Serious Hearing's
 * modifying response needing more than pct percent (¶6, R106); pure. */
void hearing_verdict(const int *counts, const int *pcounts, int n, int serious_modifies,
		     int pct, hearing_result *r);
/* Who harfs h now: the player id, or Count Tabula's holder (0 vacant). */
int hearing_harfer_id(const nomic *n, const hearing *h);
const char *hearing_harfer_name(const nomic *n, const hearing *h);

/* hearings_run.c */
/* R360 ¶1: calls a Hearing of type t; responses (n of them) if the type
 * gives none; period: the length, 0 for the type's parameter. Announces
 * it unless HT_QUIET. Returns the hearing. */
hearing *hearing_call(ctx *c, const hearing_type *t, int harfer, int caller, int subject,
		      const char *circumstances, const char *const *responses, int n,
		      gtime period);
/* R360 ¶3: records who's response choice: 1 new, 2 replaced, 0 the same
 * as before (nothing changes). Marks the event hidden. */
int hearing_record(ctx *c, hearing *h, int who, int choice);
/* R360 ¶8: retracted by its Harfer: no verdict. */
void hearing_retract(ctx *c, hearing *h);
/* A calling rule's own end of a Hearing without verdict (the Commission's
 * next report supersedes its sitting Hearing, R670 5): quiet. */
void hearing_withdraw(ctx *c, hearing *h);
extern const deadline_kind dl_hearing;
/* The fire of a Hearing's end (¶4); the deadline's aux is its number. */
int hearing_fire(ctx *c, const deadline *d);

/* hearings_cmd.c */
int hearings_cmd_call(ctx *c, int argc, char **argv);
int hearings_cmd_respond(ctx *c, int argc, char **argv);
int hearings_cmd_retract(ctx *c, int argc, char **argv);
int hearings_cmd_show(ctx *c, int argc, char **argv);

/* hearings_read.c: what viewer (a player id, 0 anyone) may see. */
json_t *hearings_json(const nomic *n, int viewer);

/* hearings_types.c */
extern const hearing_type hearing_will, hearing_politeness, hearing_ebs; /* R361, R374, R432 */
/* hearings_orgs.c: R1009's Tax Evasion, R1023 7's Corruption. */
extern const hearing_type hearing_tax, hearing_corruption;
/* src/econ/treasure/treasure_takeover.c: R1217 ¶12's Hostile Takeover. */
extern const hearing_type hearing_takeover;
/* src/gov/cycle/commission_hearing.c: R670 5's Silver Moon Hearing (quiet:
 * the Commission calls it; named here so a checkpoint finds it by key). */
extern const hearing_type hearing_moon;
const hearing_type *hearing_type_by_key(const char *key);
extern const hearing_type *const hearing_callable[];

/* hearings_ckpt.c: the part in a checkpoint (core/module.h save_state). */
int hearings_save_state(const nomic *n, ckw *w);
int hearings_load_state(nomic *n, ckr *r);

/* The subsystem (core/module.h): its state's life, parameters, commands. */
extern const nomic_module hearings_module;

#endif
