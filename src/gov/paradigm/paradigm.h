/* paradigm.h: the Paradigms Rule Suite (Ackanomic R320, R320.1-R320.7):
 * the Paradigm Types the ruleset defines, The Current Paradigm of
 * Ackanomia, every player's rebelliousness, Revolutions and their
 * Proto-Paradigm, and the deviations each Paradigm Type makes while it is
 * Current (docs/PARADIGMS.md).
 *
 * A Paradigm Type exists while a rule of suite 320 titled "Paradigm Type: X"
 * is in force (R320 ¶2): the list is read from the ruleset, so a proposal
 * that enacts or repeals such a rule changes it. The part's state is created
 * on first change; before it, the Current Paradigm is Democracy
 * (docs/RULINGS.md).
 *
 * Events: none emitted; it hears gov's "proposal" (R320.3, R320.5 scoring). */
#ifndef NOMIC_PARADIGM_H
#define NOMIC_PARADIGM_H

#include "core/ctx.h"
#include "core/module.h"

#include <jansson.h>

#define PARADIGM_DAY ((int64_t)86400)
#define PARADIGM_MAX_TYPES 64

/* The built-in names whose deviations the server applies. */
#define PT_ANARCHY "Anarchy"
#define PT_DEMOCRACY "Democracy"
#define PT_ANTIVOTING "AntiVoting"
#define PT_INFLATIONARY "Inflationary"
#define PT_FLOW "Flow Voting"
#define PT_PUPPET "Puppet Dictatorship"
#define PT_POLICE "Police State"

typedef struct paradigm_state {
	char *current;        /* set by a change; NULL: never changed (Democracy) */
	int **rebels;         /* player ids whose rebelliousness is "on" (R320 ¶4) */
	int nrebels, rebels_cap;
	int revolution;       /* a Revolution is in progress (R320 ¶5) */
	gtime rev_started;
	char *before;         /* the Type Current immediately before it */
	char *proto;          /* the Proto-Paradigm (R320 ¶5 3) */
	uint64_t rev_dl;      /* its end (deadline paradigm-revolution) */
	int overlord;         /* R320.6 the Supreme Overlord, 0 none */
	int **laughing;       /* R320.6 3: guilty of Making X a Laughingstock */
	int nlaughing, laughing_cap;
	char *laughing_x;     /* ... where X is this Overlord's name */
	int voter_saved;      /* R320.3, R320.5: score.voter was set aside */
	int64_t voter_was;    /* its value then (-2000: it had its default) */
	int fee_saved;        /* R320.4: fee.harfer was set aside */
	int64_t fee_was;
	uint64_t inflate_dl;  /* R320.4: the next weekly draw */
} paradigm_state;

/* paradigm_state.c */
paradigm_state *paradigm_of(ctx *c);
const paradigm_state *paradigm_peek(const nomic *n);
void paradigm_free(paradigm_state *s);
/* The Paradigm Types in force, in the ruleset's order: names into out
 * (pointing into the rules' titles), their rules' numbers into rule (each
 * 16 bytes) if not NULL. The count. */
int paradigm_types(const nomic *n, const char **out, char (*rule)[16], int max);
int paradigm_exists(const nomic *n, const char *name);
/* The Current Paradigm of Ackanomia, NULL if no Type is Active. */
const char *paradigm_current(const nomic *n);
int paradigm_is(const nomic *n, const char *name);
int paradigm_is_rebel(const nomic *n, int player_id);

/* paradigm_change.c: makes name the Active Type (R320 ¶1: the old goes
 * Dormant first), undoing the old one's deviations and applying the new
 * one's; announces it with why. NULL: none Active. */
int paradigm_activate(ctx *c, const char *name, const char *why);
/* R320.6: a random voting player other than `except` (0 none): 0 if none. */
int paradigm_draw_voter(ctx *c, int except);
int paradigm_set_overlord(ctx *c, int who, const char *why);
/* R320.4: the draws, and the next week's deadline. */
int paradigm_inflate(ctx *c);
extern const deadline_kind dl_paradigm_revolution, dl_paradigm_inflation;

/* paradigm_cmd.c */
int paradigm_cmd_show(ctx *c, int argc, char **argv);
int paradigm_cmd_rebel(ctx *c, int argc, char **argv);
int paradigm_cmd_revolution(ctx *c, int argc, char **argv);
int paradigm_cmd_set(ctx *c, int argc, char **argv);
int paradigm_cmd_overlord(ctx *c, int argc, char **argv);
int paradigm_cmd_renounce(ctx *c, int argc, char **argv);

/* paradigm_effects.c: the deviations where the server has the mechanic. */
int paradigm_guard(ctx *c, const command *cmd, int argc, char **argv);
int paradigm_on_proposal(ctx *c, const json_t *data);
int paradigm_rules_changed(ctx *c);

/* paradigm_police.c: R320.7, Police State. What the part that builds
 * each mechanic must ask: are proposals guarded (i), are proposal bribes
 * valid (ii), do Political Parties cast R1021's unity votes (iii). */
int paradigm_proposals_guarded(const nomic *n);
int paradigm_bribes_valid(const nomic *n);
int paradigm_unity_votes(const nomic *n);
/* Announces the Police State's deviations as it becomes Active or ends. */
void paradigm_police_changed(ctx *c, const char *was, const char *now);
/* Its deviations in one line while it is Current (nothing otherwise). */
void paradigm_police_describe(const nomic *n, sbuf *out);
/* {"proposals_guarded", "bribes_valid", "unity_votes"}, or null. */
json_t *paradigm_police_json(const nomic *n);

/* paradigm_json.c: the whole state, as everyone may see it. */
json_t *paradigm_json(const nomic *n);

/* paradigm_ckpt.c: the part in a checkpoint (core/module.h save_state). */
int paradigm_save_state(const nomic *n, ckw *w);
int paradigm_load_state(nomic *n, ckr *r);

/* The subsystem (core/module.h): its state's life, parameters, commands. */
extern const nomic_module paradigm_module;

#endif
