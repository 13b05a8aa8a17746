/* treasure.h: Buried Treasure (Ackanomic R1217) and its Treasure Maps.
 *
 * A Trading Entity buries one or more of its tradeable entities (¶1): they
 * become "owned by the Treasure" (¶2), an owner of kind OWN_TREASURE
 * (econ/entities.h) whose id is the Treasure's number, so no holdings show
 * them and the ledger (R412 b) records each move with its reason.
 *
 * The Map (¶3) is hidden information. It is written by its own command,
 * `treasure map N "TEXT"`, whose event is hidden (ctx.hidden,
 * core/visibility.h: only its actor and the admin see it in the log, the
 * news, the feeds and search), so the burial itself stays a public act.
 * It is shown to its writer by `treasure N`, to a Map Custodian by the
 * inbox (core/inbox.h: the private message the server sends on eir
 * acceptance, ¶9) and by `treasure N`, and to everyone only when the
 * writer reveals it (¶4) or it is found (¶5). Nothing else prints it.
 *
 * The server cannot judge a Map's free-text conditions: the map writer or
 * a Custodian announces the finder (¶5, `treasure found`), which makes
 * the Map public and destroys it and gives the finder the entities
 * (treasure_find.c). A Hostile Takeover (¶12-¶15) is a Hearing
 * (src/gov/hearings) whose type is treasure_takeover.c's.
 *
 * Files: treasure_state.c (state, who is privy, ¶10), treasure_cmd.c
 * (bury, map, reveal, custodians, views), treasure_find.c (¶5, ¶6),
 * treasure_takeover.c (¶12-¶15), treasure_module.c (parameters,
 * commands). The Otzma Card Map Shard (R1240.3), which reads a Map, is
 * src/society/otzma/otzma_shard.c. Readings: docs/RULINGS.md "Buried
 * Treasure (R1217)". */
#ifndef NOMIC_ECON_TREASURE_H
#define NOMIC_ECON_TREASURE_H

#include "core/ctx.h"
#include "econ/entities.h"

/* A Potential Map Custodian, or (accepted) a Map Custodian (¶9). */
typedef struct treasure_cust {
	int pid;
	gtime named;  /* when the author named em */
	int accepted; /* 1: a Map Custodian; never "un becomes" one (¶7) */
} treasure_cust;

typedef struct treasure {
	int id;            /* 1, 2, ...: "Buried Treasure N" */
	ent_owner burier;  /* ¶1: the Trading Entity that buried it */
	int writer;        /* ¶3: the map writer (a player's id) */
	char *map;         /* hidden (above); NULL until written */
	int map_gone;      /* ¶5, ¶10: the Map is destroyed */
	gtime buried;
	treasure_cust **cust;
	int ncust, cust_cap;
	ent_owner finder;  /* ¶5; OWN_NOBODY: not found */
	gtime found;       /* when it was found (¶12: three days) */
	char *motherload;  /* ¶13: the ids found, "12 13" (for the Takeover) */
	int takeover;      /* a Hostile Takeover was called on it */
} treasure;

typedef struct treasures {
	treasure **v;
	int n, cap;
} treasures;

/* ---- state (treasure_state.c) ---- */
treasures *treasures_of(ctx *c);
const treasures *treasures_peek(const nomic *n);
treasure *treasure_by_id(const nomic *n, int id);
/* "3" or "#3" (a Treasure's number); NULL with c->err set. */
treasure *treasure_arg(ctx *c, const char *word);
/* Whether pid is a Map Custodian of t (¶7: once one, always one). */
int treasure_is_custodian(const treasure *t, int pid);
treasure_cust *treasure_cust_of(const treasure *t, int pid);
/* Whether pid is privy to t's Map: its writer or a Custodian, while it
 * exists (R1240.3 "privy to its Map"). */
int treasure_privy(const treasure *t, int pid);
/* How many entities t holds (¶10). */
int treasure_count(const nomic *n, const treasure *t);
/* Destroys t's Map (¶5, ¶10). Journaled. */
void treasure_destroy_map(ctx *c, treasure *t, const char *why);
/* ¶10: after every command, a Treasure holding no entities loses its Map. */
int treasure_after_command(ctx *c, const command *cmd, int argc, char **argv);
void treasures_free(nomic *n);
/* Checkpoints (treasure_ckpt.c; core/ckpt.h). */
struct ckw;
struct ckr;
int treasure_save_state(const nomic *n, struct ckw *w);
int treasure_load_state(nomic *n, struct ckr *r);
/* Frees one Treasure (mut_append's destroy: a refused burial's). */
void treasure_free_one(void *p);

/* ---- commands (treasure_cmd.c, treasure_find.c) ---- */
int treasure_cmd_list(ctx *c, int argc, char **argv);
int treasure_cmd_bury(ctx *c, int argc, char **argv);
/* R1217 ¶1-¶3: the Trading Entity me (a player, or an organisation by its
 * Organisational Action; who names it in replies) buries the entities
 * named by argv, its Map to be written by the player writer. */
int treasure_bury(ctx *c, ent_owner me, const char *who, int writer, int argc, char **argv);
int treasure_cmd_map(ctx *c, int argc, char **argv);
int treasure_cmd_reveal(ctx *c, int argc, char **argv);
int treasure_cmd_custodian(ctx *c, int argc, char **argv);
int treasure_cmd_accept(ctx *c, int argc, char **argv);
int treasure_cmd_found(ctx *c, int argc, char **argv);

#endif
