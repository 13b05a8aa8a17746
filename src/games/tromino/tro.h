/* tro.h: the pure core of Ackanomic 1250.11/1, Tromino Go.
 *
 * Owns one game between two players (0 and 1): the pieces of the current
 * round on an unbounded grid, the letter cycle A b C a B c (rule 1), the
 * placement rules of the first four plays (rule 2) and of plays 5-30 (rule
 * 3), the moving phase (rule 4), passes (rule 5), surrounded groups, No
 * Man's Land and round scoring (rule 6), concessions (rule 7), the end of
 * the game and its A$ (rule 8), and the replay that finds the first
 * illegal play (rule 10). Clocks and posts are the module's. */
#ifndef NOMICD_GAMES_GO_TRO_H
#define NOMICD_GAMES_GO_TRO_H

#include <stdbool.h>
#include <stdint.h>

#define TRO_PIECES 30      /* rule 4: the moving phase starts at 30 */
#define TRO_WIN_GP 7       /* rule 8 */
#define TRO_MAX_CONCESSIONS 32

enum tro_err {
	TRO_OK = 0,
	TRO_EOVER,       /* rule 8: the game has ended */
	TRO_EROUND,      /* rule 6: the round has ended; start the next one */
	TRO_ETURN,       /* rule 1: not this player's play */
	TRO_EPHASE,      /* rule 4: placing after 30 trominoes, or moving before */
	TRO_EPIECE,      /* malformed piece or coordinates */
	TRO_EOVERLAP,    /* squares already taken */
	TRO_EFIRST,      /* rule 2: the first four plays' touching rules */
	TRO_ESAME,       /* rule 3 i: touches a tromino of the same letter */
	TRO_EOPPONENT,   /* rule 3 ii: touches no opponent tromino */
	TRO_ETWO,        /* rule 3 iii: fewer than two units of edge touched */
	TRO_ENOTYOURS,   /* rule 4: not eir tromino of the letter now due */
	TRO_ENOEDGE,     /* rule 4: a tromino with no outside edge may not move */
	TRO_ESPLIT,      /* rule 4: removing it would split the grid */
	TRO_ESAMEPLACE,  /* rule 4: it must move to a new location */
	TRO_EPASS,       /* rule 5: a pass only when no other play is legal */
	TRO_ECONCESSION  /* rule 7: no such concession to accept */
};

const char *tro_strerror(int err);

/* A tromino: the 2x2 box with top-left square (x, y), minus the corner
 * `missing` (0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right).
 * x grows to the right, y downwards, as in a posted grid. */
typedef struct {
	int x, y;
	uint8_t missing;
	uint8_t letter;  /* 0 A, 1 B, 2 C */
	uint8_t owner;   /* player 0 or 1 */
} tro_piece;

typedef struct {
	int gp;
	int player;      /* who conceded */
} tro_concession;

typedef struct {
	tro_piece piece[TRO_PIECES];
	int npieces;
	int play;                 /* plays made this round (passes included) */
	uint32_t pass_mask;       /* which of the first four plays were passes */
	int first;                /* who plays first (capitals) this round */
	int gp[2];
	int rounds;               /* rounds completed */
	bool round_over;
	int round_winner;         /* -1 tie */
	int round_points;
	int surrounded[2];        /* rule 6 counts when the round ended */
	int next_first;           /* who starts the next round */
	tro_concession conc[TRO_MAX_CONCESSIONS];
	int nconc;
	bool over;
	int winner;               /* -1 none yet */
	bool by_timeout;
} tro_game;

/* first: the player the referee drew at random to start round 1. */
void tro_init(tro_game *g, int first);
/* Rule 1: the letter (0-2) and the player of the next play. */
int tro_next_letter(const tro_game *g);
int tro_next_player(const tro_game *g);

/* Rules 2 and 3: place a new tromino of the letter due. */
int tro_place(tro_game *g, int player, int x, int y, int missing);
/* Rule 4: move eir tromino `index` (of the letter due) to (x, y, missing). */
int tro_move(tro_game *g, int player, int index, int x, int y, int missing);
/* Rule 5. */
int tro_pass(tro_game *g, int player);
/* Would the play be legal? Nothing changes. */
int tro_check_place(const tro_game *g, int player, int x, int y, int missing);
int tro_check_move(const tro_game *g, int player, int index, int x, int y, int missing);
bool tro_has_legal_play(const tro_game *g);

/* Rule 7. */
int tro_concede(tro_game *g, int player, int gp);
int tro_accept(tro_game *g, int player, int concession);
/* Rule 8: the player who missed the 3-day limit loses the game. */
int tro_timeout(tro_game *g, int player);
/* Rule 10: the next round begins (after the referee's post). */
int tro_start_round(tro_game *g);

/* Rule 6 on the current grid: trominoes in surrounded groups per player. */
void tro_surrounded(const tro_game *g, int count[2], bool *piece_surrounded);

/* Rule 8 A$: to the winner (0 in a Duel, which the module knows), and the
 * referee's A$1 per completed round, at most 10. */
int tro_winner_payout(const tro_game *g);
int tro_referee_payout(const tro_game *g);

/* Rule 10: a play as recorded, for the referee's check. */
enum tro_kind { TRO_PLACE, TRO_MOVE, TRO_PASS };
typedef struct {
	enum tro_kind kind;
	int player, index, x, y, missing;
} tro_play;
int tro_apply(tro_game *g, const tro_play *p);
/* Replays plays on a copy of start; returns the index of the first illegal
 * one (it and all after it are void), or -1 if all are legal. */
int tro_first_illegal(const tro_game *start, const tro_play *plays, int n, int *err);

/* "3,-2,ne": top-left square and missing corner (nw ne sw se). */
bool tro_parse_piece(const char *s, int *x, int *y, int *missing);

char *tro_render_text(const tro_game *g, const char *const names[2]);
char *tro_render_svg(const tro_game *g, const char *const names[2]);

#endif
