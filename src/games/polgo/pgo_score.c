/* pgo_score.c: the end of a game of Political Go: dead Dragons (R367,
 * R370), territory (R367), Go score and winner (R365, R370), clearing the
 * board (R371), and the pure arithmetic of the stones economy (R373-R377). */
#include "games/polgo/pgo_internal.h"

#include <string.h>

int pgo_territory(const pgo_game *g, uint32_t territory[PGO_MAX_PLAYERS + 1])
{
	memset(territory, 0, sizeof(uint32_t) * (PGO_MAX_PLAYERS + 1));
	pgo_dragons ds = {0};
	int rc = pgo_dragons_compute(g, &g->board, &ds);
	if (rc) {
		pgo_dragons_free(&ds);
		return rc;
	}
	/* owners_of[v]: the owners of every Dragon holding the Stone at v. A
	 * path reaching that Stone reaches each of those Dragons, and some
	 * Dragon there is unfriendly to p exactly when this union has an owner
	 * outside p's friends. */
	uint64_t owners_of[PGO_CELLS];
	memset(owners_of, 0, sizeof owners_of);
	for (size_t i = 0; i < ds.n; i++)
		for (uint32_t k = 0; k < ds.d[i].len; k++)
			owners_of[ds.cells[ds.d[i].start + k]] |= ds.d[i].owners;
	pgo_dragons_free(&ds);

	bool seen[PGO_CELLS];
	memset(seen, 0, sizeof seen);
	for (int v0 = 0; v0 < PGO_CELLS; v0++) {
		if (g->board.cell[v0] || seen[v0])
			continue;
		/* A "clear path" runs over empty vertices: flood the region. */
		int q[PGO_CELLS], qn = 0;
		uint64_t border = 0;
		q[qn++] = v0;
		seen[v0] = true;
		for (int i = 0; i < qn; i++) {
			int nb[4], n = pgo_neighbours(q[i], nb);
			for (int j = 0; j < n; j++) {
				int w = nb[j];
				if (g->board.cell[w])
					border |= owners_of[w];
				else if (!seen[w]) {
					seen[w] = true;
					q[qn++] = w;
				}
			}
		}
		for (uint64_t m = g->go_players; m; m &= m - 1) {
			int p = __builtin_ctzll(m) + 1;
			uint64_t friends = g->ally[p] | pgo_bit(p);
			if ((border & ~friends) == 0)
				territory[p] += (uint32_t)qn;
		}
	}
	return PGO_OK;
}

int pgo_score_game(pgo_game *g, pgo_pick_fn pick, void *pctx, pgo_score *out)
{
	memset(out, 0, sizeof *out);
	pgo_dragons ds = {0};
	int rc = pgo_dragons_compute(g, &g->board, &ds);
	if (!rc)
		rc = pgo_history_reserve(&g->hist);
	if (rc) {
		pgo_dragons_free(&ds);
		return rc;
	}
	pgo_board b = g->board;
	uint32_t pools[PGO_MAX_PLAYERS + 1];
	memcpy(pools, g->captured, sizeof pools);
	/* R370: the dead Dragons (one liberty, R367) of the final board are
	 * all found first and taken together. */
	pgo_take_dragons(g, &ds, &b, 0, true, pick, pctx, pools, &out->dead);
	pgo_dragons_free(&ds);
	/* The territory pass below only reads g, so commit first. */
	for (int i = 0; i < out->dead.n; i++)
		g->hash ^= pgo_zobrist(out->dead.vertex[i], out->dead.owner[i]);
	g->board = b;
	memcpy(g->captured, pools, sizeof pools);
	if (out->dead.n)
		pgo_history_add(&g->hist, &b, g->hash);
	g->settled = pgo_board_settled(g);

	if ((rc = pgo_territory(g, out->territory)))
		return rc;
	uint32_t best = 0;
	int nbest = 0;
	for (uint64_t m = g->go_players; m; m &= m - 1) {
		int p = __builtin_ctzll(m) + 1;
		out->captured[p] = g->captured[p];
		out->score[p] = out->territory[p] + g->captured[p];
		if (nbest == 0 || out->score[p] > best) {
			best = out->score[p];
			out->winner = p;
			nbest = 1;
		} else if (out->score[p] == best)
			nbest++;
	}
	if (nbest != 1)
		out->winner = 0; /* R365 names no winner for a tie */
	return PGO_OK;
}

void pgo_clear_board(pgo_game *g, const uint32_t territory[PGO_MAX_PLAYERS + 1])
{
	uint32_t on[PGO_MAX_PLAYERS + 1];
	pgo_stones_on_board(g, on);
	for (int p = 1; p <= PGO_MAX_PLAYERS; p++)
		if (g->go_players & pgo_bit(p))
			g->captured[p] += territory[p] + on[p];
	memset(&g->board, 0, sizeof g->board);
	g->hash = 0;
	/* A new game: empty board (R365), unallied (R365), fresh history. */
	g->go_players = 0;
	memset(g->ally, 0, sizeof g->ally);
	memset(g->offers, 0, sizeof g->offers);
	g->last_placer = 0;
	g->last_vertex = -1;
	g->moves = 0;
	g->settled = true;
	g->hist.n = 0;
	memset(g->hist.slots, 0, g->hist.nslots * sizeof *g->hist.slots);
	pgo_history_add(&g->hist, &g->board, 0); /* cap >= 1 already */
}

bool pgo_stone_price(unsigned n, uint64_t *price)
{
	uint64_t x = 1;
	for (unsigned i = 0; i < n; i++) {
		if (x > UINT64_MAX / 5)
			return false;
		x *= 5;
	}
	*price = x - 1;
	return true;
}

static bool valid_player(int p) { return p >= 1 && p <= PGO_MAX_PLAYERS; }

int pgo_add_reserve(pgo_game *g, int player, uint32_t n)
{
	if (!valid_player(player))
		return PGO_EPLAYER;
	if (g->reserve[player] > UINT32_MAX - n)
		return PGO_ECOUNT;
	g->reserve[player] += n;
	return PGO_OK;
}

int pgo_transfer_reserve(pgo_game *g, int from, int to, uint32_t n)
{
	if (!valid_player(from) || !valid_player(to))
		return PGO_EPLAYER;
	if (g->reserve[from] < n || g->reserve[to] > UINT32_MAX - n)
		return PGO_ECOUNT;
	g->reserve[from] -= n;
	g->reserve[to] += n;
	return PGO_OK;
}

int pgo_sell_captured(pgo_game *g, int player, uint32_t n)
{
	if (!valid_player(player))
		return PGO_EPLAYER;
	if (g->captured[player] < n)
		return PGO_ECOUNT;
	g->captured[player] -= n;
	return PGO_OK;
}
