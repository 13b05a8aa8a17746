/* pchess_game.h: the Party Chess game class (Ackanomic R1230.x) on the
 * games framework (games/games.h), shared by its files: pchess_game.c (the
 * class: start, join, turns, deadlines, the view), pchess_play.c (a
 * Swinger's Play: its Atomic Plays, their legality and resolution) and
 * pchess_points.c (R1044 2: the Swingers' fortnightly points by Weight),
 * pchess_swing.c (the Swingerships behind the seats).
 *
 * One seat is one Swinger (R1040 I: the owner of a Swingership), who must
 * own a Swingership when the game starts or when e joins it. The game's
 * referee performs the Chess-Umpire's duties (R1230.2 1; docs/RULINGS.md).
 * Nothing is hidden: every Play is a Public Action (R1230.2 6) and the
 * board, the pieces off it, the Play List and the Weights are public
 * (R1230.2 1 C (vii)). Hears "entity" (a Swingership destroyed or
 * transferred, pchess_swing.c); emits no events. */
#ifndef NOMIC_PCHESS_GAME_H
#define NOMIC_PCHESS_GAME_H

#include "games/games.h"
#include "games/pchess/pch.h"

typedef struct pchess_state {
	pch_board b;
	int swingership[PCH_MAX_SIDES]; /* each seat's Swingership (entity id) */
	int chosen[PCH_MAX_SIDES];      /* R1230.2 2 B: eir five pieces chosen */
	int defaults[PCH_MAX_SIDES];    /* default plays in a row (R1230.2 4) */
	int order[PCH_MAX_SIDES];       /* the Swinger Play List, top first (3) */
	int norder;
	int turn;                       /* turns begun; the turn deadline's aux */
	int64_t weight2[PCH_MAX_SIDES]; /* Weights posted after the last play, halves */
	uint64_t points_dl;             /* R1044 2 a's next announcement, 0 none */
} pchess_state;

extern const game_class pchess_class;
extern const deadline_kind dl_swinger_points;

/* pchess_game.c */
/* Ends the turn of the Swinger at the top of the list: e goes to the
 * bottom, the checked go to the top (R1230.2 3), Weights are posted
 * (1 C (v)) and the next turn begins with its deadline (4). */
void pchess_end_turn(ctx *c, game *g);
void pchess_post_weights(ctx *c, game *g);
/* "12", "12.5". */
const char *pchess_weight_text(int64_t w2, char buf[32]);
/* The Swingership entity pid owns (the first), 0 if none. */
int pchess_swingership_of(const nomic *n, int pid);

/* pchess_play.c */
int pchess_play(ctx *c, game *g, int who, int argc, char **argv);
int pchess_choose(ctx *c, game *g, int who, int argc, char **argv);
/* R1230.2 6 F, 8: all eir pieces off the board. */
void pchess_surrender(ctx *c, game *g, int who);

/* Begins the next turn: whose it is and its deadline (R1230.2 3 B, 4). */
void pchess_begin_turn(ctx *c, game *g);

/* pchess_swing.c: the "entity" event for a Swingership (R1040 VIII,
 * R1230.2 3 E); does the seat's player own its Swingership still? */
int pchess_on_event(ctx *c, const char *event, const json_t *data);
int pchess_seat_swinger(const nomic *n, const game *g, int who);

/* pchess_points.c */
void pchess_points_schedule(ctx *c, game *g);

#endif
