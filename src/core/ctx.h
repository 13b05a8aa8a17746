/* ctx.h: what a command handler sees while it runs, and the journaled
 * mutations it may make. A handler reads state freely but changes it only
 * through these functions, so a failed command leaves no trace. */
#ifndef NOMIC_CTX_H
#define NOMIC_CTX_H

#include "core/rng.h"
#include "core/state.h"

#include <jansson.h>

typedef enum actor_kind {
	ACTOR_ANON,   /* not signed in: may only join and read */
	ACTOR_PLAYER,
	ACTOR_ADMIN,  /* whoever runs the server */
	ACTOR_CLOCK,  /* the engine itself, running a default action */
} actor_kind;

struct command;

/* Replay: the arguments the log holds, as text, parsed only when a handler
 * first asks for them (ctx_recorded, scope_recorded): most events' handlers
 * never do, and parsing every event's arguments was the largest single
 * cost of replay (issue 17 item 3; exec.c compares the texts instead). */
typedef struct logged_args {
	const char *text; /* the logged arguments (json_canonical's text) */
	json_t *value;    /* parsed, once asked for; NULL until then */
	int parsed;       /* value is parsed (NULL then: not JSON) */
} logged_args;

/* The parsed value of a (NULL: none), parsing it the first time. */
const json_t *logged_args_value(logged_args *a);

/* What every run of a rule's script inside one event shares (src/script):
 * the budget, and the runs that failed without failing the event, which
 * the event records so that replay fails them the same way. */
typedef struct event_scope {
	int64_t script_steps;     /* instructions used, against script.budget */
	int script_runs;          /* runs so far: the number of the next */
	int script_depth;         /* runs inside runs (a script's effects) */
	int64_t script_memory;    /* bytes held by the event's Lua states */
	void *script_active;      /* the innermost run going on (src/script) */
	int clock;                /* the event is the clock's (a deadline) */
	json_t *args;             /* the event's own resolved arguments */
	logged_args *logged;      /* replay: the arguments the log holds
				     (scope_recorded); live: NULL */
	sbuf news;                /* the event's public text (ctx_announce) */
} event_scope;

typedef struct ctx {
	nomic *n;
	undo_journal *j;
	actor_kind kind;
	player *actor;           /* ACTOR_PLAYER only */
	const char *actor_name;  /* as logged */
	gtime now;
	uint64_t seq;            /* the sequence number this event will get */
	int replaying;
	rng *rng;
	json_t *args;            /* resolved arguments, logged with the event */
	logged_args *logged;     /* replay: the event's logged arguments, read
				    through ctx_recorded; live: NULL */
	const json_t *part_recorded; /* replay, an effect's ctx (effect.c, whose
				    logged is NULL): its part of the parent's.
				    Read through ctx_recorded, never directly
				    (it was `recorded`, renamed so that code
				    reading it directly does not build) */
	sbuf out;                /* reply text */
	sbuf err;                /* one line: what was wrong */
	int hidden;              /* hashed into the event: it is shown only to its
				    actor and the admin (visibility.h) */
	unsigned sealed;         /* why else the event is withheld (visibility.h
				    VIS_REGULATION): kept beside the log, not in
				    it, so logs made before it still replay */
	int *sealed_effects;     /* its effects (indices in args "effects") that
				    are withheld from all but the admin */
	int nsealed_effects;
	const char *cause;       /* what a rule change is recorded as caused by
				    ("Proposal 12"); NULL: the actor */
	char *secret;            /* shown to the issuer once, never logged */
	const struct command *cmd; /* the command running (command_run) */
	event_scope *scope;      /* shared by the event's effects and scripts */
	int arg_faults;          /* arguments that could not be logged (ctx_arg_str) */
	const char *why;         /* what the ledger's movements made now are for
				    ("R505 II b", "R508 dividend"): kept with each in
				    the Financier's records (R412 b); NULL: none */
} ctx;

/* Records the error and returns -1, so handlers can `return ctx_fail(...)`. */
int ctx_fail(ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void ctx_reply(ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Adds a line to the event's public text: what the forum, the page's news
 * and the feeds say happened ("Proposal 3 is adopted, 4-1"). The reply
 * (ctx_reply) is the actor's alone and may hold what only e may know (a
 * token, a hand); the public text is for everyone who may see the event
 * (visibility.h), so it must never hold anything hidden. Not logged: it is
 * rebuilt by replay, like the state. An effect that fails or that seals
 * itself leaves none. */
void ctx_announce(ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The same line both publicly (ctx_announce) and to the actor (ctx_reply,
 * after a line break if the reply has text): what a deadline's event did
 * is public, and its reply is what the clock shows. */
void ctx_say(ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Marks the event as carrying what only some may see (visibility.h): the
 * content of a Private or Secret regulation (VIS_REGULATION). The event's
 * actor (a player, by id) and the admin still see it. */
void ctx_seal(ctx *c, unsigned reason);
/* Marks the index-th of the event's effects (its entry in args "effects")
 * as withheld from all but the admin: ctx_run_effect does, for an effect
 * that sealed itself or any of its own. */
void ctx_seal_effect(ctx *c, int index);

/* Resolved arguments. Keys starting with '_' never appear in public views.
 * An argument is logged exactly or not at all: a string that is not valid
 * UTF-8 (or NULL) is refused, -1 with c->err set, and the command fails
 * even if its handler goes on (command_run checks c->arg_faults). 0 when
 * logged. */
int ctx_arg_str(ctx *c, const char *key, const char *v);
int ctx_arg_int(ctx *c, const char *key, int64_t v);
/* In replay, the value logged under key; live, NULL. */
const char *ctx_recorded_str(const ctx *c, const char *key);
/* In replay, the arguments the log holds for this ctx (an effect's: its
 * part of its parent's); live, NULL. Parsed on first use. */
const json_t *ctx_recorded(const ctx *c);
/* The same for the whole event, from its scope (NULL: none). */
const json_t *scope_recorded(const event_scope *sc);

/* A bearer token. Live: a random one, handed to the issuer once (c->secret);
 * in replay: the one the log holds. Either way only its BLAKE2b hash goes
 * into out and into the log under key. 0, or -1 if the logged hash is bad. */
int ctx_issue_token(ctx *c, const char *prefix, const char *key, unsigned char out[32]);

/* Tells the subsystems that something happened ("on-ice", "proposal"),
 * so that the rules may react (module.h on_event). 0, or -1 if a reaction
 * refused it (c->err says why). */
int ctx_emit(ctx *c, const char *event, const json_t *data);

/* The purpose-keyed draws' counter (rng.h rng_count_fn; arg is the ctx):
 * the draws made so far for (purpose, object), counted up by one. */
uint64_t mut_rng_count(void *arg, const char *purpose, uint64_t object);

/* Appends item to a growable pointer array; rollback pops and destroys it. */
void mut_append(ctx *c, void ***items, int *count, int *cap, void *item,
		void (*destroy)(void *));
/* Inserts item at index i, moving the rest up; rollback takes it out and
 * destroys it. */
void mut_insert_at(ctx *c, void ***items, int *count, int *cap, int i, void *item,
		   void (*destroy)(void *));
/* Takes out the item at index i, moving the rest down; rollback puts it
 * back where it was, commit destroys it (so it stays valid until then). */
void mut_remove_at(ctx *c, void ***items, int *count, int i, void (*destroy)(void *));

/* Runs one line of the command language as an effect of the rules (an
 * adopted proposal's, R104) inside the current event: with the game's own
 * powers (commands for the admin or an officer), recorded under the parent's
 * arguments. 0 on success; else -1 and nothing it did remains. */
int ctx_run_effect(ctx *c, const char *line, const char *cause, sbuf *out, sbuf *err);

player *mut_add_player(ctx *c, const char *name, enum player_state st);
void mut_player_state(ctx *c, player *p, enum player_state st);
void mut_player_name(ctx *c, player *p, const char *name);
void mut_player_pending_name(ctx *c, player *p, const char *name);
void mut_player_contact(ctx *c, player *p, const char *address);

currency *mut_add_currency(ctx *c, const char *name, unsigned flags);
office *mut_add_office(ctx *c, const char *name);
void mut_office_holder(ctx *c, office *o, int holder);
/* Removes the player from every office (R250 VI a). */
void mut_vacate_offices_of(ctx *c, int player_id);
/* Sets a parameter's value unchecked: for mechanics that change their own
 * (R603 raising the Magic Number); commands use param_set (params.h). The
 * rule argument is ignored: the declaration names the rule. */
param *mut_set_param(ctx *c, const char *name, int64_t value, const char *rule);

/* Opens a ledger account (state.h) named name: its holder id. */
int mut_open_account(ctx *c, const char *name);
/* A subsystem has just made its part of the state (n->PART, calloc'd on
 * first use): undone with the event that made it by part_free, which frees
 * the part and sets n->PART to NULL (the module's free_state). */
void mut_part_made(ctx *c, void (*part_free)(nomic *n));
/* Closes holder h's account: fails (ctx) unless it is an open account
 * that holds nothing, so nothing is ever lost with it. */
int mut_close_account(ctx *c, int h);

/* Adds delta of cur to holder, enforcing the currency's rules and R250 VI d. */
int ledger_add(ctx *c, int holder, const currency *cur, int64_t delta);
/* Moves amount (> 0) from one holder to another, or fails changing nothing. */
int ledger_move(ctx *c, int from, int to, const currency *cur, int64_t amount);
/* Sets a balance outright (R250 VI d "score is set to 0"). */
void ledger_set(ctx *c, int holder, const currency *cur, int64_t value);

uint64_t deadline_add(ctx *c, gtime due, const deadline_kind *k, int subject, int64_t aux);
void deadline_cancel(ctx *c, uint64_t id);
/* Moves a pending deadline to another time, keeping its id (so whoever
 * holds the id still finds it); nothing if there is none. */
void deadline_move(ctx *c, uint64_t id, gtime due);
/* Takes the earliest deadline off the queue into *out; 0 if there was one. */
int deadline_pop(ctx *c, deadline *out);

#endif
