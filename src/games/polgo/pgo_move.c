/* pgo_move.c: the Go moves of R368 (placing a Stone; offering, accepting,
 * withdrawing an alliance; declaring war), each followed by the captures
 * of R369, and the end-of-game test of R365. Every move is checked whole on
 * scratch copies before anything in the game changes. */
#include "games/polgo/pgo_internal.h"

#include <string.h>

static bool valid_player(int p) { return p >= 1 && p <= PGO_MAX_PLAYERS; }

/* The effects every Go move has on the mover (R365, R368 2). */
static void note_move(pgo_game *g, int player)
{
	g->go_players |= pgo_bit(player);
	g->moves++;
	/* An offer is void once its offeree makes any other move. */
	for (int q = 1; q <= PGO_MAX_PLAYERS; q++)
		g->offers[q] &= ~pgo_bit(player);
}

static int place_core(pgo_game *g, int player, int v, bool need_stone, bool commit,
	pgo_pick_fn pick, void *pctx, pgo_captures *out)
{
	if (!valid_player(player))
		return PGO_EPLAYER;
	if (v < 0 || v >= PGO_CELLS)
		return PGO_EVERTEX;
	if (g->board.cell[v])
		return PGO_EOCCUPIED;
	if (g->last_placer == player)
		return PGO_ECONSECUTIVE;
	if (need_stone && !g->free_stones && g->reserve[player] == 0)
		return PGO_ENOSTONE;

	pgo_board b = g->board;
	b.cell[v] = (uint8_t)player;
	pgo_dragons ds = {0};
	pgo_dragon local_d[4];
	uint16_t local_cells[PGO_CELLS];
	bool suicide = false, enemy = false, fast = false;
	if (!g->full_check && g->settled && pgo_alliances_transitive(g)) {
		/* Same Dragons as below, found by flooding around v only. */
		uint32_t own_libs;
		ds.d = local_d;
		ds.cap = 4;
		ds.cells = local_cells;
		ds.cellcap = PGO_CELLS;
		pgo_local_dragons(g, &b, v, player, &ds, &own_libs);
		suicide = own_libs == 0;
		enemy = ds.n > 0;
		fast = true;
	} else {
		int rc = pgo_dragons_compute(g, &b, &ds);
		if (rc) {
			pgo_dragons_free(&ds);
			return rc;
		}
		/* R368 1b: a Dragon holding the new Stone is friendly to the
		 * mover by construction; it may be left with no liberties only if
		 * the same Stone took the last liberty of an enemy Dragon. */
		for (size_t i = 0; i < ds.n; i++) {
			const pgo_dragon *d = &ds.d[i];
			if (d->libs)
				continue;
			bool has_v = false, touches_v = false;
			for (uint32_t k = 0; k < d->len; k++) {
				int c = ds.cells[d->start + k], nb[4], n = pgo_neighbours(c, nb);
				has_v |= c == v;
				for (int j = 0; j < n; j++)
					touches_v |= nb[j] == v;
			}
			if (has_v)
				suicide = true;
			else if (touches_v && !pgo_dragon_friendly(g, d, player))
				enemy = true;
		}
	}
	if (suicide && !enemy) {
		if (!fast)
			pgo_dragons_free(&ds);
		return PGO_ESUICIDE;
	}
	uint32_t pools[PGO_MAX_PLAYERS + 1];
	memcpy(pools, g->captured, sizeof pools);
	pgo_captures cap;
	cap.n = 0;
	/* Ties are drawn only when committing, so checking a move never
	 * consumes the caller's random numbers. */
	pgo_take_dragons(g, &ds, &b, player, false, commit ? pick : NULL, pctx, pools, &cap);
	if (!fast)
		pgo_dragons_free(&ds);

	uint64_t h = g->hash ^ pgo_zobrist(v, player);
	for (int i = 0; i < cap.n; i++)
		h ^= pgo_zobrist(cap.vertex[i], cap.owner[i]);
	if (pgo_history_contains(&g->hist, &b, h))
		return PGO_ESUPERKO;
	if (!commit)
		return PGO_OK;
	int rc = pgo_history_reserve(&g->hist);
	if (rc)
		return rc;

	g->board = b;
	g->hash = h;
	memcpy(g->captured, pools, sizeof pools);
	if (!g->free_stones)
		g->reserve[player]--;
	g->last_placer = player;
	g->last_vertex = v;
	note_move(g, player);
	pgo_history_add(&g->hist, &b, h); /* cannot fail after the reserve */
	/* A settled board stays settled after a placement (the new Dragon has
	 * liberties, the ones without were captured); otherwise look again. */
	if (!g->settled)
		g->settled = pgo_board_settled(g);
	if (out)
		*out = cap;
	return PGO_OK;
}

int pgo_place(pgo_game *g, int player, int vertex, pgo_pick_fn pick, void *pctx,
	pgo_captures *cap)
{
	return place_core(g, player, vertex, true, true, pick, pctx, cap);
}

int pgo_check_place(pgo_game *g, int player, int vertex)
{
	return place_core(g, player, vertex, true, false, NULL, NULL, NULL);
}

/* Commits an alliance move whose new alliance state is in t (a shallow
 * copy of g), running the R369 captures that follow every Go move. */
static int finish_alliance_move(pgo_game *g, pgo_game *t, int player,
	pgo_pick_fn pick, void *pctx, pgo_captures *out)
{
	pgo_dragons ds = {0};
	pgo_board b = g->board;
	int rc = pgo_dragons_compute(t, &b, &ds);
	if (!rc)
		rc = pgo_history_reserve(&g->hist);
	if (rc) {
		pgo_dragons_free(&ds);
		return rc;
	}
	uint32_t pools[PGO_MAX_PLAYERS + 1];
	memcpy(pools, g->captured, sizeof pools);
	pgo_captures cap;
	cap.n = 0;
	pgo_take_dragons(t, &ds, &b, player, false, pick, pctx, pools, &cap);
	pgo_dragons_free(&ds);

	memcpy(g->ally, t->ally, sizeof g->ally);
	memcpy(g->offers, t->offers, sizeof g->offers);
	if (cap.n) {
		for (int i = 0; i < cap.n; i++)
			g->hash ^= pgo_zobrist(cap.vertex[i], cap.owner[i]);
		g->board = b;
		memcpy(g->captured, pools, sizeof pools);
		/* A configuration reached by captures is a previous one too. */
		pgo_history_add(&g->hist, &b, g->hash);
	}
	note_move(g, player);
	/* The new alliances may leave friendly Dragons without liberties. */
	g->settled = pgo_board_settled(g);
	if (out)
		*out = cap;
	return PGO_OK;
}

int pgo_offer(pgo_game *g, int player, int to, pgo_pick_fn pick, void *pctx, pgo_captures *cap)
{
	if (!valid_player(player) || !valid_player(to) || player == to)
		return PGO_EPLAYER;
	if (pgo_friendly(g, player, to))
		return PGO_EALLIED;
	if (g->offers[player] & pgo_bit(to))
		return PGO_EOFFERED;
	pgo_game t = *g;
	t.offers[player] |= pgo_bit(to);
	return finish_alliance_move(g, &t, player, pick, pctx, cap);
}

int pgo_accept(pgo_game *g, int player, int from, pgo_pick_fn pick, void *pctx, pgo_captures *cap)
{
	if (!valid_player(player) || !valid_player(from) || player == from)
		return PGO_EPLAYER;
	if (!(g->offers[from] & pgo_bit(player)))
		return PGO_ENOOFFER;
	pgo_game t = *g;
	t.ally[player] |= pgo_bit(from);
	t.ally[from] |= pgo_bit(player);
	/* Accepted: neither side's offer to the other is pending any more. */
	t.offers[from] &= ~pgo_bit(player);
	t.offers[player] &= ~pgo_bit(from);
	return finish_alliance_move(g, &t, player, pick, pctx, cap);
}

int pgo_withdraw(pgo_game *g, int player, int to, pgo_pick_fn pick, void *pctx, pgo_captures *cap)
{
	if (!valid_player(player) || !valid_player(to) || player == to)
		return PGO_EPLAYER;
	if (!(g->offers[player] & pgo_bit(to)))
		return PGO_ENOOFFER;
	pgo_game t = *g;
	t.offers[player] &= ~pgo_bit(to);
	return finish_alliance_move(g, &t, player, pick, pctx, cap);
}

int pgo_declare_war(pgo_game *g, int player, int ally, pgo_pick_fn pick, void *pctx,
	pgo_captures *cap)
{
	if (!valid_player(player) || !valid_player(ally) || player == ally)
		return PGO_EPLAYER;
	if (!(g->ally[player] & pgo_bit(ally)))
		return PGO_ENOTALLIED;
	pgo_game t = *g;
	t.ally[player] &= ~pgo_bit(ally);
	t.ally[ally] &= ~pgo_bit(player);
	return finish_alliance_move(g, &t, player, pick, pctx, cap);
}

bool pgo_can_place_anywhere(pgo_game *g, int player)
{
	for (int v = 0; v < PGO_CELLS; v++)
		if (!g->board.cell[v] &&
		    place_core(g, player, v, false, false, NULL, NULL, NULL) == PGO_OK)
			return true;
	return false;
}

bool pgo_no_legal_placement(pgo_game *g)
{
	/* Any Player may become a Go player by placing (R365), so a newcomer
	 * with no allies counts too, when an id is free for one. */
	bool newcomer_done = false;
	for (int p = 1; p <= PGO_MAX_PLAYERS; p++) {
		if (!(g->go_players & pgo_bit(p))) {
			if (newcomer_done)
				continue; /* every newcomer is in the same position */
			newcomer_done = true;
		}
		if (pgo_can_place_anywhere(g, p))
			return false;
	}
	return true;
}
