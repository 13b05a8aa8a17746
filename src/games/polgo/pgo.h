/* pgo.h: the pure core of A Nomic's Political Go (R365-R377).
 *
 * Owns the position (board, alliances, offers, stone pools, the history of
 * board configurations), the Go moves of R368, capture and its division
 * (R369), scoring (R370), clearing (R371) and the pure parts of the stones
 * economy (R373-R377). No dependency on the engine: every function works
 * on a pgo_game the caller owns, never changes it when it returns an error,
 * and draws randomness only through a caller-supplied pgo_pick_fn so that a
 * replay reproduces every result. See docs/GO.md for the rulings. */
#ifndef NOMICD_GAMES_GO_PGO_H
#define NOMICD_GAMES_GO_PGO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define PGO_SIZE 19
#define PGO_CELLS (PGO_SIZE * PGO_SIZE)
/* Player ids are 1..PGO_MAX_PLAYERS; alliances are 64-bit masks, so this
 * is the number of distinct Go players one game can hold. */
#define PGO_MAX_PLAYERS 64

/* Errors: every illegal move returns exactly one of these, unchanged game. */
enum pgo_err {
	PGO_OK = 0,
	PGO_EPLAYER,      /* player id out of range, or a player named emself */
	PGO_EVERTEX,      /* vertex off the board */
	PGO_EOCCUPIED,    /* R366: the vertex already holds a Stone */
	PGO_ECONSECUTIVE, /* R368 1c: the previous Stone placed was eirs */
	PGO_ESUICIDE,     /* R368 1b: friendly Dragon with no liberties */
	PGO_ESUPERKO,     /* R368 1a: repeats a previous Board configuration */
	PGO_ENOSTONE,     /* R373/R376: no Reserve Stone to put In Play */
	PGO_EALLIED,      /* R368 2: an offer must go to an enemy */
	PGO_ENOTALLIED,   /* R368 3: war can only be declared on an ally */
	PGO_ENOOFFER,     /* R368 4/5: no such pending offer */
	PGO_EOFFERED,     /* R368 2: that offer is already pending */
	PGO_ECOUNT,       /* R375/R377: not that many stones in the pool */
	PGO_ENOMEM
};

/* The rule-number-citing message for an error, for the module's replies. */
const char *pgo_strerror(int err);

/* Returns a uniformly random integer in [0, n). Called only to break the
 * ties of R369; NULL means "lowest player id first" (deterministic). */
typedef unsigned (*pgo_pick_fn)(void *ctx, unsigned n);

/* A vertex is an index 0..360: file (a..s, 0..18) + 19 * (rank - 1).
 * Rank 1 is the bottom line, as in a Go diagram. */
static inline int pgo_vertex(int file, int rank) { return file + PGO_SIZE * (rank - 1); }
static inline int pgo_file(int v) { return v % PGO_SIZE; }
static inline int pgo_rank(int v) { return v / PGO_SIZE + 1; }
/* "d4" -> vertex; -1 if the text is not exactly a coordinate of R366. */
int pgo_parse_vertex(const char *s);
/* vertex -> "d4" into buf (at least 4 bytes). Returns buf. */
char *pgo_format_vertex(int v, char *buf);

typedef struct {
	uint8_t cell[PGO_CELLS]; /* 0 empty, else the owning player id */
} pgo_board;

/* History of every Board configuration of the current game (R368 1a):
 * Zobrist hashes in an open-addressed set, and the boards themselves so a
 * hash collision can never refuse a legal move. */
typedef struct {
	size_t n, cap;         /* boards stored */
	pgo_board *boards;
	uint64_t *hashes;      /* hashes[i] belongs to boards[i] */
	uint32_t *slots;       /* set of indexes+1 into boards, 0 = empty */
	size_t nslots;         /* power of two */
} pgo_history;

typedef struct pgo_game {
	pgo_board board;
	uint64_t hash;                          /* Zobrist hash of board */
	uint64_t go_players;                    /* bit p-1: p has made a Go move */
	uint64_t ally[PGO_MAX_PLAYERS + 1];     /* symmetric; bit q-1 of ally[p] */
	uint64_t offers[PGO_MAX_PLAYERS + 1];   /* bit q-1 of offers[p]: p offered to q */
	uint32_t reserve[PGO_MAX_PLAYERS + 1];  /* R373 Reserve Stones */
	uint32_t captured[PGO_MAX_PLAYERS + 1]; /* R373 Captured Stones held */
	int last_placer;                        /* R368 1c; 0 before any Stone */
	int last_vertex;                        /* -1 before any Stone */
	unsigned moves;                         /* Go moves made this game */
	bool free_stones;                       /* skip the Reserve check (tests, bench) */
	bool settled;                           /* no Dragon lacks liberties: fast path allowed */
	bool full_check;                        /* tests: always take the general path */
	pgo_history hist;
} pgo_game;

/* Flags for pgo_init. */
#define PGO_FREE_STONES 1u

/* An empty board (R365); the empty configuration is the first in history. */
int pgo_init(pgo_game *g, unsigned flags);
void pgo_free(pgo_game *g);
/* Deep copy into an uninitialised dst. */
int pgo_copy(pgo_game *dst, const pgo_game *src);

/* Sets up a position directly (tests; a referee's correction): the board
 * becomes b and the history restarts with b as its only configuration.
 * Alliances, pools and the last placer are left as they are. */
int pgo_set_board(pgo_game *g, const pgo_board *b);

/* Two players are friendly (R367) if they are the same player or allies. */
static inline bool pgo_friendly(const pgo_game *g, int p, int q)
{
	return p == q || (g->ally[p] >> (q - 1) & 1u);
}

/* What one move captured, stone by stone, in vertex order per Dragon. */
typedef struct {
	int n;
	uint16_t vertex[PGO_CELLS];
	uint8_t owner[PGO_CELLS];    /* whose Stone it was */
	uint8_t receiver[PGO_CELLS]; /* who captured it (0: nobody, see GO.md) */
} pgo_captures;

/* R368 1: place a Stone of player at vertex; then R369 captures. cap may
 * be NULL. On error nothing changes (the pick function is not called). */
int pgo_place(pgo_game *g, int player, int vertex, pgo_pick_fn pick, void *pctx,
	pgo_captures *cap);
/* The same checks as pgo_place without changing g (g is used as scratch
 * space internally and restored, hence not const). */
int pgo_check_place(pgo_game *g, int player, int vertex);

/* R368 2-5. Each is a Go move and so is followed by R369 captures of
 * Dragons unfriendly to the mover (cap may be NULL). */
int pgo_offer(pgo_game *g, int player, int to, pgo_pick_fn pick, void *pctx, pgo_captures *cap);
int pgo_accept(pgo_game *g, int player, int from, pgo_pick_fn pick, void *pctx, pgo_captures *cap);
int pgo_withdraw(pgo_game *g, int player, int to, pgo_pick_fn pick, void *pctx, pgo_captures *cap);
int pgo_declare_war(pgo_game *g, int player, int ally, pgo_pick_fn pick, void *pctx, pgo_captures *cap);

/* R365: the game ends when no Go player (nor a new one) can place. */
bool pgo_can_place_anywhere(pgo_game *g, int player);
bool pgo_no_legal_placement(pgo_game *g);

/* R370 scoring, as a pure result. */
typedef struct {
	uint32_t territory[PGO_MAX_PLAYERS + 1];
	uint32_t captured[PGO_MAX_PLAYERS + 1]; /* pools after dead Dragons were taken */
	uint32_t score[PGO_MAX_PLAYERS + 1];    /* territory + captured */
	int winner;                             /* highest score; 0 if tied or none */
	pgo_captures dead;                      /* Stones of dead Dragons taken */
} pgo_score;

/* R370: capture dead Dragons (one liberty, R367), then count territory.
 * Changes g: the dead Stones leave the board into their takers' pools. */
int pgo_score_game(pgo_game *g, pgo_pick_fn pick, void *pctx, pgo_score *out);
/* R367 territory of every Go player on the current board, no changes. */
int pgo_territory(const pgo_game *g, uint32_t territory[PGO_MAX_PLAYERS + 1]);
/* R371: pools += territory + own Stones in play; the board empties, the
 * history and alliances reset for the next game. Pools survive. */
void pgo_clear_board(pgo_game *g, const uint32_t territory[PGO_MAX_PLAYERS + 1]);

/* R374: price of a Stone after n purchases this nweek, 5^n - 1 points;
 * false if it does not fit in 64 bits. */
bool pgo_stone_price(unsigned n, uint64_t *price);
/* R373/R374: a purchased Stone is a new Reserve Stone. */
int pgo_add_reserve(pgo_game *g, int player, uint32_t n);
/* R375: Reserve Stones change hands at will. */
int pgo_transfer_reserve(pgo_game *g, int from, int to, uint32_t n);
/* R377: sold Captured Stones are destroyed (the module pays 1 point each). */
int pgo_sell_captured(pgo_game *g, int player, uint32_t n);

/* R368's rate limit, as pure arithmetic on the caller's clock (seconds):
 * one Go move per 19 hours, except that accepting an alliance and
 * withdrawing an offer can be done any number of times. */
#define PGO_MOVE_INTERVAL_S (19 * 3600)
enum pgo_move_kind { PGO_MOVE_PLACE, PGO_MOVE_OFFER, PGO_MOVE_WAR, PGO_MOVE_ACCEPT,
	PGO_MOVE_WITHDRAW };
/* Does this kind of move count against (and need) the 19-hour allowance? */
bool pgo_move_limited(enum pgo_move_kind kind);
/* last: when the player last made a limited move, or a negative number if
 * never. True if a move of this kind is allowed at `now`. */
bool pgo_move_allowed_at(int64_t last, int64_t now, enum pgo_move_kind kind);

/* Counts of Stones in play per player. */
void pgo_stones_on_board(const pgo_game *g, uint32_t count[PGO_MAX_PLAYERS + 1]);

/* Dragons (R367): possibly overlapping when alliances are not transitive.
 * Exposed for the renderers, the scorer and the tests. */
typedef struct {
	uint32_t start, len;   /* into cells[] */
	uint32_t libs;         /* distinct empty vertices adjacent */
	uint64_t owners;       /* mask of the owners of its Stones */
	uint32_t min_vertex;
} pgo_dragon;

typedef struct {
	size_t n, cap, ncells, cellcap;
	pgo_dragon *d;
	uint16_t *cells;
} pgo_dragons;

void pgo_dragons_free(pgo_dragons *ds);
/* Computes every Dragon of board b under the alliances of g. */
int pgo_dragons_compute(const pgo_game *g, const pgo_board *b, pgo_dragons *ds);
/* R367: friendly to a player if it contains only that player's or eir
 * allies' Stones. */
bool pgo_dragon_friendly(const pgo_game *g, const pgo_dragon *d, int player);

/* Text: a diagram with a-s across, 19..1 down, one symbol per player
 * (pgo_symbol), and a legend. names may be NULL or hold a name per id.
 * Returns a malloc'd string. */
char *pgo_render_text(const pgo_game *g, const char *const *names);
/* SVG of the same position: grid, star points, coordinates on all four
 * sides, stones in their owners' colours, the last Stone marked, and a
 * legend with each Go player's colour, name, Stones, pools and allies. */
char *pgo_render_svg(const pgo_game *g, const char *const *names);
char pgo_symbol(int player);

#endif
