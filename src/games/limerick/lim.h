/* lim.h: the pure core of the Limerick Contest (Ackanomic R1250.8/0): the
 * two limericks, sealed until both are in and then shown in a drawn order
 * (ruling), the defaults when one or both are missing, the votes sent to
 * the referee (one per player, the last counting: ruling), the Poet
 * Laureate's vote counted twice, and the winner: most votes, then the
 * limerick posted first, then a random draw (4). No engine: the module
 * (limerick_game.c) keeps the clock, finds the Poet Laureate, draws. One
 * flat struct, no pointers (games.h). */
#ifndef NOMIC_GAMES_LIM_H
#define NOMIC_GAMES_LIM_H

#include <stdint.h>

#define LM_MAX_TEXT 1000  /* server limit on a limerick's bytes (ruling R1250.8) */
#define LM_MAX_VOTERS 256 /* server limit on the players who vote (ruling) */

enum lm_phase { LM_OVER = 0, LM_WRITE = 1, LM_VOTE = 2 };

/* How the winner was found. */
enum lm_how { LM_NONE = 0, LM_VOTES, LM_FIRST, LM_DRAW, LM_DEFAULT, LM_NEITHER };

enum lm_err {
	LM_OK = 0,
	LM_E_OVER,     /* the contest is over */
	LM_E_PHASE,    /* not the time for this move */
	LM_E_POSTED,   /* the limerick is already posted */
	LM_E_EMPTY,    /* an empty limerick */
	LM_E_TOO_LONG, /* over LM_MAX_TEXT */
	LM_E_CHOICE,   /* no such limerick */
	LM_E_FULL,     /* no room for another voter */
};

typedef struct lm_state {
	int phase;               /* lm_phase */
	int32_t tick;            /* bumped at each phase: stale deadlines */
	int64_t began;           /* when the phase began */
	char text[2][LM_MAX_TEXT + 1];
	int posted[2];
	uint64_t posted_seq[2];  /* the event that posted it: "posted first" */
	int shown[2];            /* shown[k]: the seat whose limerick is number k+1 */
	int nvotes;
	int voter[LM_MAX_VOTERS]; /* player ids */
	int choice[LM_MAX_VOTERS]; /* the seat voted for */
	int64_t tally[2];        /* at the end, per seat */
	int poet;                /* the Poet Laureate when counted, 0 none */
	int winner;              /* seat, -1 none yet */
	int how;                 /* lm_how */
} lm_state;

void lm_init(lm_state *s, int64_t now);
const char *lm_error(int err);
int lm_post(lm_state *s, int seat, const char *text, uint64_t seq);
int lm_both(const lm_state *s);
/* Both are in: shown in order (first: the seat shown as number 1). */
void lm_reveal(lm_state *s, int first, int64_t now);
/* The writing time is over with one or none posted: the winner by default
 * (LM_DEFAULT), or -1 with LM_NEITHER (the referee draws). */
int lm_default(const lm_state *s, int *how);
/* voter (a player id) votes for seat; a later vote replaces an earlier. */
int lm_vote(lm_state *s, int voter, int seat, int *replaced);
/* What voter has voted for: seat, -1 none. */
int lm_vote_of(const lm_state *s, int voter);
/* Counts (the poet's vote weight times) into s->tally; the winner by the
 * votes or the first posting (how), or -1 when neither decides (a draw). */
int lm_count(lm_state *s, int poet, int weight, int *how);

#endif
