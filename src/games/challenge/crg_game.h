/* crg_game.h: A Nomic's Challenge/Response Games (seed 001, R336) and
 * Contests (R338) on the games framework: the shared equipment a C/RG
 * class is built from. A class (src/games/similarity, src/games/poetry)
 * gives its attributes in a crg_spec (R336: game name, Contestmaster
 * title, period of duration, repetitive or not, entry fee, the form of
 * its challenges) and hands its hooks to the functions below, which do
 * the rest: the Contestmaster posts challenges, any player answers
 * privately (the answer goes to the Contestmaster alone, by mut_tell),
 * the entry fees move in points, the Contestmaster is asked privately to
 * judge when the period is over and the default applies when e does not,
 * and the Secondary Unilateral Motion replaces a Contestmaster who has not
 * changed for two periods. The class's state begins with a crg_core
 * (crg.h). docs/GAMES.md "Challenge/Response Games". */
#ifndef NOMIC_GAMES_CRG_GAME_H
#define NOMIC_GAMES_CRG_GAME_H

#include "games/challenge/crg.h"
#include "games/framework/games.h"

typedef struct crg_spec {
	const char *game;         /* R336 "game name": "The Similarity Game" */
	const char *cm_title;     /* R336 "Contestmaster title": "Similarity Officer" */
	const char *rule;         /* the instance's rule, for replies: "R337" */
	const char *period_param; /* the period of duration (a PT_DURATION parameter) */
	const char *fee_param;    /* the entry fee, in points (each answer moves twice it) */
	int repetitive;           /* the winner is the next challenge's Contestmaster */
	/* The form of a challenge the instance's rule sets ("Limits and
	 * guidelines"): 0, or a ctx_fail saying what is wrong. NULL: any text. */
	int (*check_challenge)(ctx *c, const char *text);
	const char *challenge_usage; /* "ITEM, ITEM, ITEM[, ...]" */
	const char *answer_usage;    /* "ATTRIBUTE" */
} crg_spec;

/* The hooks, for a class's wrappers. */
int crg_configure(ctx *c, game *g, const crg_spec *sp, int argc, char **argv);
int crg_start(ctx *c, game *g, const crg_spec *sp);
int crg_act(ctx *c, game *g, const crg_spec *sp, int me, int argc, char **argv);
int crg_tick(ctx *c, game *g, const crg_spec *sp, int64_t aux);
json_t *crg_view(const nomic *n, const game *g, const crg_spec *sp, const gviewer *v);
/* The instance ended (a moribund declaration, its rule repealed): a
 * challenge in progress has no winner and its fees go back. */
void crg_ended(ctx *c, game *g);
/* The Contestmaster's judgement is awaited (for move reminders). */
int crg_awaits(const nomic *n, const game *g, int s);

/* "play N challenge ... | answer ... | incomplete PLAYER | judge PLAYER... |
 * motion PLAYER | object" */
#define CRG_VERBS_TAIL "incomplete PLAYER | judge PLAYER [PLAYER...] | motion PLAYER | object"

#endif
