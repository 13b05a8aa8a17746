/* pgo_local.c: the fast path of a placement. When the alliances are
 * transitive (none, or disjoint blocs) Dragons are plain connected groups
 * of one bloc, and when no Dragon lacked liberties before the move only the
 * new Stone's Dragon and its neighbours' can have none after it. So the
 * move needs a few flood fills instead of the whole-board computation of
 * pgo_dragons.c; it gives the same Dragons, in the same order, and
 * tests/games/go/test_pgo.c checks the two paths agree on random games. */
#include "games/polgo/pgo_internal.h"

#include <string.h>

bool pgo_alliances_transitive(const pgo_game *g)
{
	for (int p = 1; p <= PGO_MAX_PLAYERS; p++) {
		if (!g->ally[p])
			continue;
		uint64_t fp = g->ally[p] | pgo_bit(p);
		for (uint64_t m = g->ally[p]; m; m &= m - 1) {
			int q = __builtin_ctzll(m) + 1;
			if ((g->ally[q] | pgo_bit(q)) != fp)
				return false;
		}
	}
	return true;
}

bool pgo_board_settled(const pgo_game *g)
{
	pgo_dragons ds = {0};
	bool settled = pgo_dragons_compute(g, &g->board, &ds) == PGO_OK;
	for (size_t i = 0; settled && i < ds.n; i++)
		settled = ds.d[i].libs > 0;
	pgo_dragons_free(&ds);
	return settled;
}

/* Floods the group of v0 (owners in cls) into cells; returns its size and
 * sets *libs and *minv. */
static uint32_t flood(const pgo_board *b, int v0, uint64_t cls, uint16_t *cells,
	uint8_t *seen, uint8_t *libseen, uint32_t *libs, uint32_t *minv)
{
	uint32_t n = 0;
	*libs = 0;
	*minv = (uint32_t)v0;
	cells[n++] = (uint16_t)v0;
	seen[v0] = 1;
	for (uint32_t i = 0; i < n; i++) {
		int v = cells[i], nb[4], k = pgo_neighbours(v, nb);
		if ((uint32_t)v < *minv)
			*minv = (uint32_t)v;
		for (int j = 0; j < k; j++) {
			int w = nb[j], o = b->cell[w];
			if (!o) {
				if (!libseen[w]) {
					libseen[w] = 1;
					++*libs;
				}
			} else if ((cls & pgo_bit(o)) && !seen[w]) {
				seen[w] = 1;
				cells[n++] = (uint16_t)w;
			}
		}
	}
	return n;
}

void pgo_local_dragons(const pgo_game *g, const pgo_board *b, int v, int player,
	pgo_dragons *ds, uint32_t *own_libs)
{
	uint8_t seen[PGO_CELLS], libseen[PGO_CELLS];
	uint16_t own[PGO_CELLS];
	memset(seen, 0, sizeof seen);
	memset(libseen, 0, sizeof libseen);
	uint32_t minv;
	uint64_t mine = g->ally[player] | pgo_bit(player);
	flood(b, v, mine, own, seen, libseen, own_libs, &minv);

	ds->n = 0;
	ds->ncells = 0;
	int nb[4], k = pgo_neighbours(v, nb);
	for (int j = 0; j < k; j++) {
		int w = nb[j], o = b->cell[w];
		if (!o || seen[w] || (mine & pgo_bit(o)))
			continue;
		memset(libseen, 0, sizeof libseen);
		pgo_dragon *d = &ds->d[ds->n];
		uint32_t libs;
		d->start = (uint32_t)ds->ncells;
		d->len = flood(b, w, g->ally[o] | pgo_bit(o), ds->cells + ds->ncells, seen, libseen,
			&libs, &d->min_vertex);
		if (libs)
			continue; /* not captured: leave it out of the list */
		d->libs = 0;
		d->owners = 0;
		for (uint32_t i = 0; i < d->len; i++)
			d->owners |= pgo_bit(b->cell[ds->cells[d->start + i]]);
		ds->ncells += d->len;
		ds->n++;
	}
}
