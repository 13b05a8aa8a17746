/* pgo_internal.h: helpers shared by the Political Go sources only (board
 * neighbours, Zobrist keys, the history set, capture division). */
#ifndef NOMICD_GAMES_GO_PGO_INTERNAL_H
#define NOMICD_GAMES_GO_PGO_INTERNAL_H

#include "games/polgo/pgo.h"

/* Fills out[] with the up-to-4 vertices adjacent to v (R366); returns how many. */
static inline int pgo_neighbours(int v, int out[4])
{
	int n = 0, f = v % PGO_SIZE, r = v / PGO_SIZE;
	if (f > 0) out[n++] = v - 1;
	if (f < PGO_SIZE - 1) out[n++] = v + 1;
	if (r > 0) out[n++] = v - PGO_SIZE;
	if (r < PGO_SIZE - 1) out[n++] = v + PGO_SIZE;
	return n;
}

static inline uint64_t pgo_bit(int p) { return (uint64_t)1 << (p - 1); }

/* Zobrist key of (vertex, owner): a fixed mixing function rather than a
 * table, so there is no global state and any owner id works. */
uint64_t pgo_zobrist(int v, int owner);
uint64_t pgo_board_hash(const pgo_board *b);

int pgo_history_init(pgo_history *h);
void pgo_history_free(pgo_history *h);
int pgo_history_copy(pgo_history *dst, const pgo_history *src);
bool pgo_history_contains(const pgo_history *h, const pgo_board *b, uint64_t hash);
int pgo_history_add(pgo_history *h, const pgo_board *b, uint64_t hash);
/* Makes sure one more add cannot fail, so a move can be committed after
 * all its checks without a half-done state. */
int pgo_history_reserve(pgo_history *h);

/* R369 division of one captured Dragon of `len` Stones among the owners of
 * the Stones adjacent to it: adj[p] = how many adjacent Stones p owns.
 * Writes got[p]. */
void pgo_divide(const uint32_t adj[PGO_MAX_PLAYERS + 1], uint32_t len,
	pgo_pick_fn pick, void *pctx, uint32_t got[PGO_MAX_PLAYERS + 1]);

/* Removes every Dragon of ds with no liberties that is unfriendly to mover
 * (R369) from *b, dividing its Stones, adding them to the receivers' pools
 * in `pools` and recording them in cap (may be NULL). Dragons are handled in
 * order of their lowest vertex; a Stone in two such Dragons goes with the
 * first. With dead_mode, the Dragons taken are instead those with exactly
 * one liberty (R370), and one with no adjacent Stones stays. */
void pgo_take_dragons(const pgo_game *g, const pgo_dragons *ds, pgo_board *b, int mover,
	bool dead_mode, pgo_pick_fn pick, void *pctx, uint32_t pools[PGO_MAX_PLAYERS + 1],
	pgo_captures *cap);

/* The fast path (pgo_local.c). Transitive: every ally of p has the same
 * allies as p, so friendliness is an equivalence. */
bool pgo_alliances_transitive(const pgo_game *g);
/* No Dragon on g's board is without liberties. */
bool pgo_board_settled(const pgo_game *g);
/* With transitive alliances and a settled board before the move: fills ds
 * (storage for 4 Dragons and PGO_CELLS cells supplied by the caller) with
 * the Dragons unfriendly to player that the Stone at v left without
 * liberties, and *own_libs with the liberties of the Stone's Dragon. */
void pgo_local_dragons(const pgo_game *g, const pgo_board *b, int v, int player,
	pgo_dragons *ds, uint32_t *own_libs);

#endif
