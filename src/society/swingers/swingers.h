/* swingers.h: Swingerships (Ackanomic R1040 Party Hall) and the Benefits of
 * Swinging (R1044); docs/ORGANISATIONS.md "Swingerships".
 *
 * A Swingership is an entity of kind "swingership" (econ/kinds.c: owned,
 * moved and destroyed through econ/entities.h; its switch "provisional"
 * says whether it is a Provisional Swingership). This part keeps, for each,
 * what the entity model does not: its Party attribute (R1040 II, "" for a
 * Free Swingership), a Free one's name (R1040 V, X), since when it has been
 * Provisional (IV) and Somewhere Else (IX, Warm).
 *
 * Hears "org" (src/society/orgs): a Political Party formed creates its
 * Swingership Somewhere Else, one disbanded makes its Swingerships
 * Provisional (R1040 III); "entity": a Party Swingership held by a player
 * not of its Party goes Somewhere Else (R1040 VI); core's changes of
 * state: a Party Swinger going on Vacation (R1040 VII). After each command
 * it looks again at who holds Party Swingerships (a member left eir party).
 *
 * R1044 2's fortnightly points are by "Weights", which are Party Chess's:
 * src/games/pchess/pchess_points.c gives them. swingers_count is R1044 1's
 * NoS. Emits no events. */
#ifndef NOMIC_SOCIETY_SWINGERS_H
#define NOMIC_SOCIETY_SWINGERS_H

#include "core/module.h"
#include "econ/entities.h"

typedef struct swinging {
	int entity;            /* its entity's id */
	char *party;           /* R1040 II: a Political Party's name, or "" (Free) */
	char *name;            /* a Free Swingership's name (R1040 V, X), or NULL */
	gtime provisional_since; /* R1040 IV: when it became Provisional, 0 if not */
	gtime else_since;      /* R1040 IX: when it went Somewhere Else, 0 if owned */
	int gone;              /* destroyed */
} swinging;

typedef struct swingers {
	swinging **v;
	int n, cap;
} swingers;

void swingers_free(nomic *n);
/* The record of entity id, or NULL. */
swinging *swinging_of(const nomic *n, int entity_id);
/* "#7", "7", or a Free Swingership's name, or (a Party Swingership) its
 * Party's name; fails c if none. Found, its description (swinging_describe)
 * goes into desc, for the command's lines. */
swinging *swinging_arg(ctx *c, const char *word, char *desc, size_t len);
struct entity *swinging_entity(const nomic *n, const swinging *w);
int swinging_provisional(const nomic *n, const swinging *w);
/* Standing Swingerships, Provisional ones not counted (R1040 V). */
int swingerships_count(const nomic *n);
/* R1044 1: "the number of Swingers, excluding vacationing Swingers". */
int swingers_count(const nomic *n);
/* "the Swingership \"Blue\" (#4)", "Red Party's Swingership (#3)". */
void swinging_describe(const nomic *n, const swinging *w, char *buf, size_t len);

/* Mechanics (swingers.c). */
int swingers_on_event(ctx *c, const char *event, const json_t *data);
void swingers_on_change(ctx *c, const state_change *ch);
int swingers_after_command(ctx *c, const command *cmd, int argc, char **argv);
/* Creates one: party "" for a Free one with name; owner as given. */
swinging *swinging_create(ctx *c, const char *party, const char *name, ent_owner owner,
			  const char *why);
/* Destroys it (R1040 IV, VII; VIII: Party Chess destroys its pieces when it
 * hears the "entity" event, src/games/pchess). */
int swinging_destroy(ctx *c, swinging *w, const char *why);
/* Sends it Somewhere Else (R1040 VI, VII); a Free one is destroyed. */
int swinging_else(ctx *c, swinging *w, const char *why);

/* Commands (swingers_cmd.c). */
int swingers_cmd_list(ctx *c, int argc, char **argv);
int swingers_cmd_buy(ctx *c, int argc, char **argv);
int swingers_cmd_convert(ctx *c, int argc, char **argv);
int swingers_cmd_expire(ctx *c, int argc, char **argv);
int swingers_cmd_take(ctx *c, int argc, char **argv);
int swingers_cmd_release(ctx *c, int argc, char **argv);
int swingers_cmd_rename(ctx *c, int argc, char **argv);
json_t *swingers_json(const nomic *n);

/* The part in a checkpoint (swingers_ckpt.c). */
int swingers_save_state(const nomic *n, ckw *w);
int swingers_load_state(nomic *n, ckr *r);

#endif
