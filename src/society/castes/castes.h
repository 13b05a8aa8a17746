/* castes.h: the Castes (Ackanomic R1030): the Worker, Warrior and Religious
 * Castes, three Unique Organizations; a player joins one by random
 * determination when e ceases to be a Newbie or ceases to be On Ice, and
 * may leave eirs only by a swap that two or three players agree to
 * (docs/ORGANISATIONS.md "Castes").
 *
 * The Castes are kept here, not yet as rows of the orgs' table
 * (src/society/orgs): they have members and nothing else this slice (no
 * ledger account, no Organisational Action; R1030 gives them none), and
 * "No player may leave eir Caste" would be one more exception in orgs'
 * `org leave`. Their members are players by id, with when each joined
 * and last swapped.
 *
 * The draw is automatic: behind `castes.auto` (1 from level 5,
 * core/level.h). Emits "caste" {"player", "from", "to" (caste words, ""
 * for none), "why"} whenever a player's Caste changes: the Grey Council
 * (R1031) hears it. */
#ifndef NOMIC_SOCIETY_CASTES_H
#define NOMIC_SOCIETY_CASTES_H

#include "core/command.h"
#include "core/module.h"

enum caste_id { CASTE_NONE = -1, CASTE_WORKER, CASTE_WARRIOR, CASTE_RELIGIOUS, CASTE_COUNT };

typedef struct caste_member {
	int player;
	int caste;            /* enum caste_id */
	gtime since;          /* joined eir present Caste */
	gtime swapped;        /* eir last swap, 0 never (R1030 ¶3) */
} caste_member;

/* A swap proposed by its first player and agreed by the others (R1030
 * ¶3): player i takes the Caste of player i+1, the last the first's. */
typedef struct caste_swap {
	int number;
	int players[3];
	int nplayers;
	int agreed[3];
	gtime made;
	int done;             /* 1 done, 2 withdrawn */
} caste_swap;

typedef struct castes {
	caste_member **v;
	int n, cap;
	caste_swap **swaps;
	int nswaps, swaps_cap;
} castes;

const char *caste_word(int caste);  /* "worker" */
const char *caste_name(int caste);  /* "Worker Caste" */
int caste_parse(const char *word);  /* CASTE_NONE if none */
/* The Caste of player_id, or CASTE_NONE. */
int caste_of(const nomic *n, int player_id);
int caste_size(const nomic *n, int caste);
/* The members of a caste, ids in order of joining; returns how many. */
int caste_members(const nomic *n, int caste, int *out, int max);

extern const deadline_kind dl_caste_newbie;
void castes_free(nomic *n);
/* R1030 ¶2: draws player_id's Caste (if e is in none); 0 or -1. */
int caste_draw(ctx *c, int player_id, const char *why);
void castes_on_change(ctx *c, const state_change *ch);
json_t *castes_json(const nomic *n);
/* The part in a checkpoint (castes_ckpt.c). */
int castes_save_state(const nomic *n, ckw *w);
int castes_load_state(nomic *n, ckr *r);

int castes_cmd_list(ctx *c, int argc, char **argv);
int castes_cmd_swap(ctx *c, int argc, char **argv);
int castes_cmd_agree(ctx *c, int argc, char **argv);
int castes_cmd_withdraw(ctx *c, int argc, char **argv);

#endif
