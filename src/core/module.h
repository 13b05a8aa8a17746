/* module.h: how a subsystem plugs into the engine without core including it.
 *
 * Core owns the log, the players, the ledger, the clock and the command
 * language. Each subsystem (governance, the games, rules' scripts) keeps its
 * own part of the state behind an opaque pointer of the nomic and hooks into
 * the engine at the few points below. src/modules.c lists the subsystems: it
 * is the one file that sees them all, so core never includes one. Every hook
 * may be NULL; the engine calls them in the order of that list. */
#ifndef NOMIC_MODULE_H
#define NOMIC_MODULE_H

#include "core/ckpt.h"
#include "core/command.h"
#include "core/params.h"

/* A change core made to the state that officers keep records of (Ackanomic
 * R409 the Registrar's players and offices, R410 the scores, R412 every
 * movement of an entity): told to the subsystems inside the event that
 * made it, so that their records are folded from the log like the rest. */
enum change_kind {
	CHANGE_JOIN,   /* player joined in state `to` */
	CHANGE_STATE,  /* player went from `from` to `to` */
	CHANGE_NAME,   /* player is now named as eir name; old_name before */
	CHANGE_OFFICE, /* office's holder is now player (0 vacant), was old_holder */
	CHANGE_LEDGER, /* amount of cur from src to dst; -1 = created or destroyed */
	CHANGE_PARAM,  /* parameter `param` went from old_value to value (rule: the
			  rule that changed it, or NULL), so the records keep
			  the Magic Number's past (R603, R666 j) */
};

typedef struct state_change {
	enum change_kind kind;
	int player;
	enum player_state from, to;
	const char *old_name;
	const office *office;
	int old_holder;
	const currency *cur;
	int src, dst;
	int64_t amount;
	const char *param, *rule;
	int64_t old_value, value;
} state_change;

/* Tells every module's on_change of ch (mutate.c); core's mutators call it. */
void state_changed(ctx *c, const state_change *ch);

typedef void (*mechanic_fn)(const char *what, const char *citation, void *arg);

typedef struct nomic_module {
	const char *name;
	/* Frees the subsystem's part of a nomic's state (nomic_free) and sets
	 * its pointer in the nomic to NULL. */
	void (*free_state)(nomic *n);
	/* Checkpoints (core/ckpt.h, core/checkpoint.h): writes the subsystem's
	 * part of n, deterministically and whole (a NULL part writes that it
	 * is absent); 0, or -1 if it cannot. A module with free_state and no
	 * save_state makes checkpoints impossible: none is written. */
	int (*save_state)(const nomic *n, ckw *w);
	/* Rebuilds the part from what save_state wrote, into n whose part is
	 * NULL and whose core part and earlier modules' parts (src/modules.c
	 * order) are restored; 0, or -1 if the bytes are malformed (the
	 * caller frees whatever was built with free_state). */
	int (*load_state)(nomic *n, ckr *r);
	/* Raised whenever what save_state writes changes: a checkpoint written
	 * with another version is not used (opening replays instead). */
	int state_version;
	/* The parameters the subsystem's mechanics use ({NULL} ends it). */
	const param_decl *params;
	/* Defaults that changed for nomics begun at a later level (core/level.h;
	 * {NULL} ends it). */
	const param_level *level_defaults;
	/* The subsystem's commands ({NULL} ends it), after core's in `help`. */
	const command *commands;
	/* Commands the subsystem adds while the nomic runs (a rule's script):
	 * the one the words v[0..nw) name, and how many words its name took. */
	const command *(*find_command)(const nomic *n, char *const *v, int nw, int *used);
	void (*each_command)(const nomic *n, void (*fn)(const command *cmd, void *arg),
			     void *arg);
	/* Every built-in mechanic and the rule it rests on (bind.h), for
	 * `mechanics` and for the warning on amending such a rule. */
	void (*each_mechanic)(const nomic *n, mechanic_fn fn, void *arg);
	/* After a command's handler succeeded, before its event is committed:
	 * may refuse it (a guard; returns -1 with c->err set) or react to it.
	 * Runs for commands run as effects too. */
	int (*after_command)(ctx *c, const command *cmd, int argc, char **argv);
	/* Something happened that other parts may react to (ctx_emit). */
	int (*on_event)(ctx *c, const char *event, const json_t *data);
	/* The ruleset has just changed, in the event that changed it; -1
	 * refuses the change (c->err says why). */
	int (*rules_changed)(ctx *c);
	/* A change core made (above), in the event that made it: may journal
	 * a record of it; never refuses. */
	void (*on_change)(ctx *c, const state_change *ch);
	/* Describes one of the subsystem's deadlines for `deadlines` ("President
	 * (erin): choose among the Nominees for Promoter (R403 (vi))"): 1 and
	 * buf if it is one it describes, else 0. */
	int (*describe_deadline)(const nomic *n, const deadline *d, char *buf, size_t len);
	/* Pays amount A$ from the Treasury to player `to` for an obligation of
	 * the rules that core meets (R252 II 2, the join grant), the way the
	 * subsystem that keeps the Treasury does (R505 II, a bankrupt
	 * Treasury; src/econ/treasury): 1 and *paid if it did, 0 if it leaves
	 * the payment to core (its rule's behaviour is off), -1 on error. */
	int (*treasury_pay)(ctx *c, int to, int64_t amount, const char *why, int64_t *paid);
	/* Core's `offices` line for o when the subsystem knows more of it than
	 * its first seat (R401 (i): every seat, src/gov/offices): 1 if it
	 * appended one to out, else 0 (core writes "NAME: holder"). */
	int (*office_line)(const nomic *n, const office *o, sbuf *out);
	/* Whether player id holds a seat of o past the first (R401 (i): the
	 * subsystem keeps them): 1 or 0. office_seated asks it. */
	int (*holds_seat)(const nomic *n, const office *o, int id);
} nomic_module;

/* What the subsystem whose deadline d is says it is (describe_deadline):
 * 1 and buf, or 0 if none describes it (`deadlines`, /api/v1/deadlines). */
int deadline_describe(const nomic *n, const deadline *d, char *buf, size_t len);

/* src/modules.c: NULL-terminated. */
extern const nomic_module *const nomic_modules[];

#endif
