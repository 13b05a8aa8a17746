/* pgo_capture.c: taking Dragons off the board and dividing their Stones
 * among the owners of the adjacent Stones (R369; R370 for dead Dragons at
 * the end). The only randomness of Political Go lives here: the ties of
 * R369, drawn through the caller's pick function. */
#include "games/polgo/pgo_internal.h"

#include <stdlib.h>
#include <string.h>

void pgo_divide(const uint32_t adj[PGO_MAX_PLAYERS + 1], uint32_t len,
	pgo_pick_fn pick, void *pctx, uint32_t got[PGO_MAX_PLAYERS + 1])
{
	int order[PGO_MAX_PLAYERS], m = 0;
	memset(got, 0, sizeof(uint32_t) * (PGO_MAX_PLAYERS + 1));
	for (int p = 1; p <= PGO_MAX_PLAYERS; p++)
		if (adj[p])
			order[m++] = p;
	if (m == 0 || len == 0)
		return;
	/* Most adjacent Stones first; equal counts by id for now (stable
	 * insertion sort keeps ids ascending inside a tie). */
	for (int i = 1; i < m; i++) {
		int x = order[i], j = i;
		for (; j > 0 && adj[order[j - 1]] < adj[x]; j--)
			order[j] = order[j - 1];
		order[j] = x;
	}
	/* Each full pass of "the most receives the first Stone, the next most
	 * the next" gives every capturer one Stone whatever the order; only
	 * the last, partial pass depends on the order, and only a tie that
	 * straddles its end needs the random choice. */
	uint32_t q = len / (uint32_t)m, r = len % (uint32_t)m;
	for (int i = 0; i < m; i++)
		got[order[i]] = q;
	if (r == 0)
		return;
	int gs = (int)r - 1, ge = (int)r;
	while (gs > 0 && adj[order[gs - 1]] == adj[order[r - 1]])
		gs--;
	while (ge < m && adj[order[ge]] == adj[order[r - 1]])
		ge++;
	/* Partial Fisher-Yates over the tied block [gs, ge): the first r - gs
	 * places of the block get the remaining Stones. */
	if (pick && ge - gs > 1) {
		for (int i = gs; i < (int)r; i++) {
			int j = i + (int)pick(pctx, (unsigned)(ge - i));
			int t = order[i];
			order[i] = order[j];
			order[j] = t;
		}
	}
	for (int i = 0; i < (int)r; i++)
		got[order[i]]++;
}

static int cmp_u16(const void *a, const void *b)
{
	return (int)*(const uint16_t *)a - (int)*(const uint16_t *)b;
}

void pgo_take_dragons(const pgo_game *g, const pgo_dragons *ds, pgo_board *b, int mover,
	bool dead_mode, pgo_pick_fn pick, void *pctx, uint32_t pools[PGO_MAX_PLAYERS + 1],
	pgo_captures *cap)
{
	size_t sel[PGO_CELLS];
	size_t ns = 0;
	for (size_t i = 0; i < ds->n && ns < PGO_CELLS; i++) {
		const pgo_dragon *d = &ds->d[i];
		bool take = dead_mode ? d->libs == 1
			: d->libs == 0 && !pgo_dragon_friendly(g, d, mover);
		if (take)
			sel[ns++] = i;
	}
	if (!ns)
		return;
	/* Lowest vertex first: a fixed order for Stones in two such Dragons. */
	for (size_t i = 1; i < ns; i++) {
		size_t x = sel[i], j = i;
		for (; j > 0 && ds->d[sel[j - 1]].min_vertex > ds->d[x].min_vertex; j--)
			sel[j] = sel[j - 1];
		sel[j] = x;
	}
	/* Adjacency is judged on the board as the move left it, before any
	 * Dragon is removed: all captures of one move are simultaneous. */
	pgo_board orig = *b;
	uint32_t in[PGO_CELLS], counted[PGO_CELLS];
	memset(in, 0, sizeof in);
	memset(counted, 0, sizeof counted);
	for (size_t s = 0; s < ns; s++) {
		const pgo_dragon *d = &ds->d[sel[s]];
		uint32_t stamp = (uint32_t)s + 1;
		uint16_t cells[PGO_CELLS];
		memcpy(cells, ds->cells + d->start, d->len * sizeof *cells);
		qsort(cells, d->len, sizeof *cells, cmp_u16);
		for (uint32_t k = 0; k < d->len; k++)
			in[cells[k]] = stamp;
		uint32_t adj[PGO_MAX_PLAYERS + 1], got[PGO_MAX_PLAYERS + 1], nadj = 0;
		memset(adj, 0, sizeof adj);
		for (uint32_t k = 0; k < d->len; k++) {
			int nb[4], n = pgo_neighbours(cells[k], nb);
			for (int j = 0; j < n; j++) {
				int w = nb[j];
				if (orig.cell[w] && in[w] != stamp && counted[w] != stamp) {
					counted[w] = stamp;
					adj[orig.cell[w]]++;
					nadj++;
				}
			}
		}
		if (dead_mode && nadj == 0)
			continue; /* R370: no one's Dragon is adjacent, no one takes it */
		uint32_t len = 0;
		for (uint32_t k = 0; k < d->len; k++)
			len += b->cell[cells[k]] != 0;
		pgo_divide(adj, len, pick, pctx, got);
		int p = 1;
		for (uint32_t k = 0; k < d->len; k++) {
			int v = cells[k];
			if (!b->cell[v])
				continue; /* already went with an earlier Dragon */
			while (p <= PGO_MAX_PLAYERS && got[p] == 0)
				p++;
			int to = p <= PGO_MAX_PLAYERS ? p : 0;
			if (to) {
				got[to]--;
				pools[to]++;
			}
			if (cap && cap->n < PGO_CELLS) {
				cap->vertex[cap->n] = (uint16_t)v;
				cap->owner[cap->n] = b->cell[v];
				cap->receiver[cap->n] = (uint8_t)to;
				cap->n++;
			}
			b->cell[v] = 0;
		}
	}
}
