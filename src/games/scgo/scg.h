/* scg.h: the pure core of Ackanomic 1250.13/2, Single Capture Go.
 *
 * Owns the grid, the players still in the game, and the resolution of one
 * round of simultaneous secret moves (steps 1-6 of section IV). The module
 * collects the moves and the deadlines; this core only judges them. */
#ifndef NOMICD_GAMES_GO_SCG_H
#define NOMICD_GAMES_GO_SCG_H

#include <stdbool.h>
#include <stdint.h>

#define SCG_MIN_PLAYERS 3
#define SCG_MAX_PLAYERS 12
#define SCG_MAX_N 12            /* 12^2 >= 12 * 12 */
#define SCG_EMPTY 0
#define SCG_AT '@'              /* cell value of the '@' character */

enum scg_err {
	SCG_OK = 0,
	SCG_EPLAYERS,  /* II: 3 to 12 players */
	SCG_EPLAYER,   /* no such player, or not in the game any more */
	SCG_ESQUARE,   /* IV: not a square of the grid */
	SCG_ELETTER,   /* IV: the square held a Letter at the start of the round */
	SCG_EOVER      /* IV 6: the game has ended */
};

const char *scg_strerror(int err);

/* Cells hold SCG_EMPTY, SCG_AT, or 1 + the player's index (player i has
 * the Letter 'A' + i). Squares are row * n + column, rows a.. from the top,
 * columns 1.. from the left: "e7" is row e, column 7 (IV). */
typedef struct {
	int n;                      /* grid side */
	int nplayers;               /* who began the game */
	uint8_t cell[SCG_MAX_N * SCG_MAX_N];
	uint16_t in_game;           /* bit i: player i not yet removed */
	unsigned round;             /* rounds resolved */
	bool over;
	int winner;                 /* player index, -1 none (yet) */
} scg_game;

/* IV: the smallest N with N^2 >= 12 * players. */
int scg_grid_size(int nplayers);
int scg_init(scg_game *g, int nplayers);

/* "e7" -> square index for grid side n; -1 if not a square of it. */
int scg_parse_square(const char *s, int n);
char *scg_format_square(int sq, int n, char *buf); /* buf >= 4 bytes */

/* IV: may player play square this round? (in the game, on the grid, not
 * occupied by a Letter at the start of the round: '@' squares may be). */
int scg_check_move(const scg_game *g, int player, int square);

/* What a round did, for the referee's announcement (IV). */
typedef struct {
	int move[SCG_MAX_PLAYERS];      /* square that counted, -1 none/illegal */
	bool collided[SCG_MAX_PLAYERS]; /* step 2 */
	bool no_liberty[SCG_MAX_PLAYERS]; /* step 3, a Group without Liberty */
	bool no_move[SCG_MAX_PLAYERS];  /* step 3, did not (legally) play */
	bool doomed[SCG_MAX_PLAYERS];
	int letters_before[SCG_MAX_PLAYERS]; /* step 5, before step 4 */
	int winner;                     /* -1 none */
	bool over;
} scg_round;

/* Resolves a round. moves[i] is the square player i's last valid move
 * named, or -1 when e sent none; entries of players out of the game are
 * ignored. An illegal square counts as not playing (spec 2.7). */
int scg_resolve(scg_game *g, const int moves[SCG_MAX_PLAYERS], scg_round *out);

char *scg_render_text(const scg_game *g, const char *const *names);
char *scg_render_svg(const scg_game *g, const char *const *names);

#endif
