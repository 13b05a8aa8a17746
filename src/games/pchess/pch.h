/* pch.h: the pure core of Party Chess (Ackanomic R1230.x): the Party Board
 * (R1230.1 1), the pieces the PartyChessPieceDef rules define (R1230.4 -
 * R1230.25) with their material values and moves, capture (R1230.1 4,
 * R1230.2 8), attack and defence (R1230.2 5), Check (R1230.2 7), Defensive
 * Position (R1230.1 8), Mobility and Weight (R1230.3). No engine: a flat
 * struct with no pointers, so the game module journals it whole, and the
 * unit test (tests/games/pchess/test_pch.c) drives it directly.
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

/* The piece types (R1230.1 3 A: one type per PartyChessPieceDef rule).
 * The first thirteen are in pch_pieces.c; the later eight (R1230.9,
 * .10, .12, .13, .15, .16, .20, .24) in pch_pieces2.c. New types go at
 * the end, so a type's number never changes. */
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
	PC_COPYCAT,  /* R1230.9 */
	PC_ECHO,     /* R1230.10 */
	PC_NABI,     /* R1230.12 */
	PC_QBALL,    /* R1230.13 */
	PC_ARCHER,   /* R1230.15 */
	PC_KAMIKAZE, /* R1230.16 */
	PC_CANTOR,   /* R1230.20 */
	PC_LOCUST,   /* R1230.24 */
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
	/* R1230.10 2: each side's most recent Atomic Play, for its Echoes:
	 * the index + 1 of the friendly piece that Moved or Captured, 0 after
	 * any other Atomic Play (or none yet). */
	int16_t last[PCH_MAX_SIDES];
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
	PCH_EGUARD,      /* an Archer or Kamikaze on a Guarded piece (R1230.25) */
	PCH_ENOSPECIAL,  /* the piece has no Special Move (R1230.1 3 K) */
	PCH_EPROMOTE,    /* a Pawn's Special to a promotion square (R1230.8 7) */
	PCH_EATTACKS,    /* a Jester's Special leaving it attacking (R1230.11 4) */
	PCH_EKINGATT,    /* a Special attacking a King (R1230.2 6 D) */
	PCH_EKINGPROMO,  /* a promotion to a King (R1230.4 A) */
	PCH_ESAMETYPE,   /* a promotion to the piece's own type (R1230.1 3 C) */
};

/* What a capture did (pch_capture_apply). */
typedef struct pch_capture_res {
	int victim;       /* the captured piece's index */
	int victim_side;  /* its side before the capture */
	int king;         /* it was a King: destroyed (the module does R1230.2 8) */
	int stayed;       /* the capturer stayed on its square (R1230.15 3 a) */
	int destroyed;    /* the capturer was destroyed (R1230.16 4) */
} pch_capture_res;

const pch_type_info *pch_type(int type);
/* By character (case-insensitive for letters, R1230.1 3 A (v)) or name;
 * -1 if none. */
int pch_type_find(const char *word);
/* "a" or "an", for the type's name ("an Archer", "an il-Nabi"). */
const char *pch_article(int type);
/* Material value of a type on board b (R1230.24: a Locust's depends on
 * the on-board Locusts), and of piece i. */
int pch_type_mv(const pch_board *b, int type);
int pch_piece_mv(const pch_board *b, int i);
/* R1230.1 8: on-board piece i within distance 4 of its on-board King. */
int pch_defensive(const pch_board *b, int i);

/* Resolution (the game module calls these on a board copy once the play
 * is found legal). A Move of piece i to dest: 1 when a Qball scratched
 * (R1230.13 3 c: it is off-board), else 0. A Capture by i on dest:
 * the victim off the board (a King destroyed, another piece to the
 * capturer's side, R1230.1 4), the HarfyBlob's Hn grown (R1230.14), the
 * capturer moved to dest, or left where it is (an Archer in a Defensive
 * Position, R1230.15 3 a), or destroyed (a Kamikaze, R1230.16 4). Both
 * note the Echo's record (R1230.10 2); pch_note_other notes any other
 * Atomic Play. */
int pch_move_apply(pch_board *b, int i, int dest);
void pch_capture_apply(pch_board *b, int i, int dest, pch_capture_res *r);
void pch_note_other(pch_board *b, int side);
/* R1230.1 3 K, R1230.2 6 D: may on-board piece i make its Special Move to
 * dest? PCH_OK or why not: the Rook's (R1230.5 4), the Pawn's (R1230.8
 * 7), the Jester's (R1230.11 4); never attacking a King after it. */
int pch_special_ok(const pch_board *b, int i, int dest);
/* R1230.1 3 E: every on-board piece of a type whose defined[type] is 0
 * goes off-board (its owner unchanged); how many went. */
int pch_undefined_off(pch_board *b, const int defined[PC_NTYPES]);

/* pch_promote.c. R1230.18 3: has on-board Demon d two friendly
 * on-board pieces X, Y of one type, |xR-R| = |yR-R| and |xC-C| = |yC-C|
 * (R, C the Demon's), at a distance of at most within from each other?
 * 1 and their indexes in *x, *y (either may be NULL), else 0. */
int pch_demon_pair(const pch_board *b, int d, int within, int *x, int *y);
/* R1230.1 3 C: piece i changes itself into type: PCH_OK, PCH_EKINGPROMO
 * (R1230.4 A), PCH_ESAMETYPE; R1230.8 4, R1230.18 3, R1230.21. */
int pch_promote(pch_board *b, int i, int type);

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
