/* pch.h: the pure core of Party Chess (Ackanomic R1230.x): the Party Board
 * (R1230.1 1), the pieces the PartyChessPieceDef rules define (R1230.4 -
 * R1230.25) with their material values and moves, capture (R1230.1 4,
 * R1230.2 8), attack and defence (R1230.2 5), Check (R1230.2 7), Defensive
 * Position (R1230.1 8), Mobility and Weight (R1230.3). No engine: a flat
 * struct with no pointers, so the game module journals it whole, and the
 * unit test (tests/unit/test_pch.c) drives it directly.
 *
 * Squares are 0..399: column c (0 = 'a') and row r (0 = row 1) give
 * r * 20 + c. A piece is on the board at sq >= 0, off the board at -1.
 * Weights are kept in halves (R1230.3: a Mobility may be "half the number
 * of legal moves"), so that no rounding is ever invented: pch_weight2. */
#ifndef NOMIC_PCH_H
#define NOMIC_PCH_H

#include <stdint.h>

#define PCH_N 20                 /* R1230.1 1: 20 by 20 squares */
#define PCH_SQUARES (PCH_N * PCH_N)
#define PCH_MAX_SIDES 16         /* Swingers in one game */
#define PCH_MAX_PIECES 320       /* all sides' pieces, kept and captured */

/* The piece types built (R1230.1 3 A: one type per PartyChessPieceDef
 * rule). The others (CopyCat, Echo, il-Nabi, Qball, Archer, Kamikaze,
 * Cantor, Locust) are not built yet: pch_type_find says so. */
enum pch_type {
	PC_KING,     /* R1230.4 */
	PC_ROOK,     /* R1230.5 */
	PC_CAMEL,    /* R1230.6 */
	PC_BISHOP,   /* R1230.7 */
	PC_PAWN,     /* R1230.8 */
	PC_JESTER,   /* R1230.11 */
	PC_HARFY,    /* R1230.14 */
	PC_BOUNCY,   /* R1230.17 */
	PC_DEMON,    /* R1230.18 */
	PC_ZOMBIE,   /* R1230.21 */
	PC_GESS,     /* R1230.22 */
	PC_LOYALIST, /* R1230.23 */
	PC_GUARD,    /* R1230.25 */
	PC_NTYPES
};

typedef struct pch_type_info {
	char ch;            /* R1230.1 3 A (v): its ASCII character */
	const char *name;
	int mv;             /* material value (3 A (iv)) */
	const char *rule;
} pch_type_info;

typedef struct pch_piece {
	uint8_t type;       /* enum pch_type */
	uint8_t gone;       /* destroyed: the slot is kept, never reused */
	int8_t side;        /* the Swinger (seat) that controls it */
	int16_t sq;         /* 0..399 on the board, -1 off-board */
	int16_t hn;         /* a HarfyBlob's Hn (R1230.14) */
} pch_piece;

typedef struct pch_board {
	int npieces;
	pch_piece p[PCH_MAX_PIECES];
	int16_t at[PCH_SQUARES];     /* piece index + 1 on each square, 0 empty */
} pch_board;

enum pch_err {
	PCH_OK = 0,
	PCH_ESQUARE,     /* not a square of the board */
	PCH_EFULL,       /* no room for another piece */
	PCH_EOCCUPIED,   /* the destination is occupied */
	PCH_EEMPTY,      /* no piece there */
	PCH_EFRIENDLY,   /* a friendly piece may not be captured (R1230.1 4) */
	PCH_EREACH,      /* the piece cannot move (or capture) there */
	PCH_EKING,       /* King captured by a Swinger whose King is off-board (R1230.2 8) */
	PCH_EPAWN,       /* a Pawn placed outside its columns and rows (R1230.8 5) */
};

const pch_type_info *pch_type(int type);
/* By character (case-insensitive for letters, R1230.1 3 A (v)) or name;
 * -1 if none, -2 if a rule defines it but it is not built. */
int pch_type_find(const char *word);

/* "a1".."t20" -> 0..399, -1 if not a square; buf gets the name. */
int pch_square(const char *word);
const char *pch_square_name(int sq, char buf[4]);
int pch_row(int sq);     /* 0 = row 1 */
int pch_col(int sq);     /* 0 = column a */
int pch_distance(int a, int b); /* R1230.1 6 F */

void pch_init(pch_board *b);
/* A new piece off-board for side; its index, or -1 when full. */
int pch_add(pch_board *b, int side, int type);
int pch_place(pch_board *b, int i, int sq);  /* off -> sq (empty) */
void pch_lift(pch_board *b, int i);          /* on -> off */
void pch_destroy(pch_board *b, int i);
int pch_piece_at(const pch_board *b, int sq); /* index or -1 */
int pch_king_of(const pch_board *b, int side); /* index or -1 */
int pch_king_on(const pch_board *b, int side);

/* May piece i move to the empty square dest (its PieceDef's move, R1230.1
 * 3 B, D)? */
int pch_can_move(const pch_board *b, int i, int dest);
/* May piece i capture the piece on dest (R1230.1 4, R1230.8 3, R1230.2 8)?
 * PCH_OK or why not. */
int pch_can_capture(const pch_board *b, int i, int dest);
/* R1230.2 5: i attacks opposing j; i defends friendly j. */
int pch_attacks(const pch_board *b, int i, int j);
int pch_defends(const pch_board *b, int i, int j);
/* R1230.2 7: is side in Check? */
int pch_in_check(const pch_board *b, int side);
/* Is the square one a Pawn may be Placed on (R1230.8 5)? Promoted there
 * (R1230.8 4)? */
int pch_pawn_place_ok(int sq);
int pch_pawn_promotes(int sq);

/* R1230.3: Mobility of on-board piece i, in halves. */
int pch_mobility2(const pch_board *b, int i);
/* R1230.3: side's Weight, in halves; 0 when eir King is off-board
 * (docs/RULINGS.md: the rule gives no formula). attack and defend are the
 * additions for a piece that attacks, or defends, at least one. */
int64_t pch_weight2(const pch_board *b, int side, int attack, int defend);
/* On-board pieces of side; with min_mv, only those of that material value
 * or more (R1230.2 6). */
int pch_on_board(const pch_board *b, int side, int min_mv);
int pch_material(const pch_board *b, int side, int on_board_only);
int pch_owned(const pch_board *b, int side);

/* The board as text (malloc'd): rows 20 down to 1, each square two
 * characters, the piece's character and its side's digit (0-9, A-F), or
 * ". " empty; the columns' letters below. */
char *pch_render_text(const pch_board *b);

#endif
