/* vir.h: the pure core of Ackanomic 1250.16/4, Viruses (multiplayer Life).
 *
 * Owns the grid (unbounded: stored as the active area of rule 2), the
 * random set-up of rule 1, the move checks and conflict resolution of rules
 * 5-6, the generation of rule 7, the Gamepoints and end of rule 8 and the
 * genocide of rule 11. Deadlines, joining and the referee are the module's.
 * Randomness (set-up only) comes from the caller's pick function. */
#ifndef NOMICD_GAMES_GO_VIR_H
#define NOMICD_GAMES_GO_VIR_H

#include <stdbool.h>
#include <stdint.h>

#define VIR_MIN_PLAYERS 2
#define VIR_MAX_PLAYERS 20
#define VIR_WIN_POINTS 10
#define VIR_EMPTY 0
#define VIR_CLEAN 1          /* '@' */
/* A cell infected by player i holds VIR_VIRUS(i). */
#define VIR_VIRUS(i) ((uint8_t)(2 + (i)))

enum vir_err {
	VIR_OK = 0,
	VIR_EPLAYERS, /* 2 to 20 players */
	VIR_ENOMEM,
	VIR_EOVER,    /* rule 8: the game has been won */
	VIR_EMOVES    /* more than 64 moves handed in for one turn */
};
/* Why a move was not applied (rule 6), per move in vir_turn. */
enum vir_verdict {
	VIR_APPLIED = 0,
	VIR_INVALID,      /* rule 5: wrong square, type or player */
	VIR_TOO_MANY,     /* rule 6: beyond the player's limit, ignored */
	VIR_CONFLICT      /* rule 6: conflicts with another remaining move */
};

typedef unsigned (*vir_pick_fn)(void *ctx, unsigned n);

/* Squares are (x, y): x the column, y the row; the initial grid is columns
 * and rows 1..side, x growing rightwards and y downwards, and the numbers
 * go on (0, -1, ... or side+1, ...) where the active area grows. */
typedef struct {
	int nplayers;
	int x0, y0, w, h;         /* the active area: columns x0..x0+w-1 etc. */
	uint8_t *cell;            /* w * h, row-major */
	uint32_t in_game;         /* bit i: player i still in the game */
	unsigned points[VIR_MAX_PLAYERS];
	unsigned turn;            /* turns resolved */
	bool over;
	int winner;               /* -1: none yet */
} vir_game;

/* Rule 1: 10x10 with 20 random cells, or for more than 10 players the
 * smallest square with >= 10P squares and 2P cells; each player gets one of
 * them infected; then rule 2. */
int vir_setup(vir_game *g, int nplayers, vir_pick_fn pick, void *ctx);
void vir_free(vir_game *g);
int vir_copy(vir_game *dst, const vir_game *src);
/* The initial grid's side for nplayers (rule 1). */
int vir_initial_side(int nplayers);

/* Cell at (x, y), VIR_EMPTY outside the active area. */
uint8_t vir_at(const vir_game *g, int x, int y);
bool vir_in_area(const vir_game *g, int x, int y);
/* Cells infected by player i. */
unsigned vir_count(const vir_game *g, int player);

enum vir_kind { VIR_PLACE, VIR_INFECT, VIR_STEP, VIR_DESTROY, VIR_UNINFECT };
typedef struct {
	int player;
	enum vir_kind kind;
	int x, y;       /* the square (for STEP: the cell that moves) */
	int tx, ty;     /* STEP only: the adjacent empty square it moves to */
} vir_move;

/* What a player may do this turn (rule 4, rule 10): `max` moves, and
 * whether they must all be Place or Infect (first turn of a player). */
typedef struct {
	int max;
	bool place_infect_only;
} vir_allow;

/* Rule 4's allowance: first turn (or a new player's first) 3 Place or
 * Infect moves, otherwise 1 of any type. */
vir_allow vir_default_allow(bool first_turn);

/* Rule 5: is m valid on the grid as it stands (ignores limits)? */
bool vir_move_valid(const vir_game *g, const vir_move *m, bool place_infect_only);

typedef struct {
	int nmoves;
	uint8_t verdict[64];             /* per move, enum vir_verdict */
	int old_x0, old_y0, old_w, old_h; /* rule 9: the area before... */
	unsigned born, died;
	bool reseeded;                   /* rule 2: the 2x2 block was created */
	unsigned cells[VIR_MAX_PLAYERS]; /* rule 8, after the generation */
	int scorer;                      /* -1: a tie, no Gamepoint */
	uint32_t eliminated;             /* rule 11 */
	int winner;
	bool over;
} vir_turn;

/* Resolves one turn: rule 6 on the moves (in the order received, at most
 * 64), rule 7, rule 2, rule 8, rule 11. allow[i] is player i's allowance.
 * On error nothing changes. */
int vir_resolve(vir_game *g, const vir_move *moves, int nmoves,
	const vir_allow allow[VIR_MAX_PLAYERS], vir_turn *out);

/* Rule 10: an orphaned virus's cells are uninfected; a retired player
 * leaves the game. */
void vir_uninfect_all(vir_game *g, int player);
void vir_remove_player(vir_game *g, int player);

/* Rule 7 alone on the current grid (tests): one generation, then rule 2. */
int vir_generation(vir_game *g, unsigned *born, unsigned *died, bool *reseeded);

/* Square names "x,y" (e.g. "3,7", "-1,12"): returns false if malformed. */
bool vir_parse_square(const char *s, int *x, int *y);

/* marks[i]: player i's ASCII mark (NULL: 'A' + i); names may be NULL. */
char *vir_render_text(const vir_game *g, const char *marks, const char *const *names);
char *vir_render_svg(const vir_game *g, const char *marks, const char *const *names);

#endif
