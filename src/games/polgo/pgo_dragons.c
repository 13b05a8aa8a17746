/* pgo_dragons.c: the Dragons of R367 on a board under the current alliances.
 *
 * A Dragon is a maximal set of mutually friendly Stones on mutually adjacent
 * vertices. Friendliness is not transitive when A is allied with B and B
 * with C but A is not with C, so Dragons may overlap. Every Dragon is a
 * connected component of the Stones owned by the members of some maximal
 * clique of the "friendly" relation among owners; conversely such a
 * component is a Dragon unless it lies inside another one. So: enumerate the
 * maximal cliques (Bron-Kerbosch), flood each, drop the components contained
 * in others. When the relation is transitive (no alliances, or alliances
 * forming disjoint blocs) the cliques are disjoint and nothing is dropped. */
#include "games/polgo/pgo_internal.h"

#include <stdlib.h>
#include <string.h>

#define WORDS ((PGO_CELLS + 63) / 64)

void pgo_dragons_free(pgo_dragons *ds)
{
	free(ds->d);
	free(ds->cells);
	memset(ds, 0, sizeof *ds);
}

bool pgo_dragon_friendly(const pgo_game *g, const pgo_dragon *d, int player)
{
	uint64_t friends = g->ally[player] | pgo_bit(player);
	return (d->owners & ~friends) == 0;
}

static uint64_t friends_of(const pgo_game *g, int p, uint64_t present)
{
	return (g->ally[p] | pgo_bit(p)) & present;
}

/* Collects maximal cliques into out[] (capacity cap); returns the count or
 * -1 when there are more than cap (impossible for real games: see GO.md). */
static int bron_kerbosch(const pgo_game *g, uint64_t present, uint64_t r, uint64_t p,
	uint64_t x, uint64_t *out, int n, int cap)
{
	if (!p && !x) {
		if (n >= cap)
			return -1;
		out[n++] = r;
		return n;
	}
	/* Pivot: the vertex of p|x with most neighbours in p cuts branching. */
	uint64_t px = p | x, best = 0;
	int bestc = -1;
	for (uint64_t m = px; m; m &= m - 1) {
		int u = __builtin_ctzll(m) + 1;
		int c = __builtin_popcountll(p & friends_of(g, u, present) & ~pgo_bit(u));
		if (c > bestc) {
			bestc = c;
			best = friends_of(g, u, present) & ~pgo_bit(u);
		}
	}
	for (uint64_t m = p & ~best; m; m &= m - 1) {
		int v = __builtin_ctzll(m) + 1;
		uint64_t nv = friends_of(g, v, present) & ~pgo_bit(v);
		n = bron_kerbosch(g, present, r | pgo_bit(v), p & nv, x & nv, out, n, cap);
		if (n < 0)
			return -1;
		p &= ~pgo_bit(v);
		x |= pgo_bit(v);
	}
	return n;
}

static int push_dragon(pgo_dragons *ds)
{
	if (ds->n == ds->cap) {
		size_t nc = ds->cap ? ds->cap * 2 : 64;
		pgo_dragon *nd = realloc(ds->d, nc * sizeof *nd);
		if (!nd)
			return PGO_ENOMEM;
		ds->d = nd;
		ds->cap = nc;
	}
	return PGO_OK;
}

static int reserve_cells(pgo_dragons *ds, size_t extra)
{
	if (ds->ncells + extra <= ds->cellcap)
		return PGO_OK;
	size_t nc = ds->cellcap ? ds->cellcap : 512;
	while (nc < ds->ncells + extra)
		nc *= 2;
	uint16_t *c = realloc(ds->cells, nc * sizeof *c);
	if (!c)
		return PGO_ENOMEM;
	ds->cells = c;
	ds->cellcap = nc;
	return PGO_OK;
}

/* Floods every component of the Stones whose owner is in clique. */
static int flood_clique(const pgo_board *b, uint64_t clique, pgo_dragons *ds,
	uint32_t *seen, uint32_t stamp, uint32_t *libseen, uint32_t *libstamp)
{
	for (int v0 = 0; v0 < PGO_CELLS; v0++) {
		int o = b->cell[v0];
		if (!o || !(clique & pgo_bit(o)) || seen[v0] == stamp)
			continue;
		int rc = push_dragon(ds);
		if (rc || (rc = reserve_cells(ds, PGO_CELLS)))
			return rc;
		pgo_dragon *d = &ds->d[ds->n++];
		d->start = (uint32_t)ds->ncells;
		d->min_vertex = (uint32_t)v0;
		d->owners = 0;
		d->libs = 0;
		uint16_t *q = ds->cells + ds->ncells;
		size_t qn = 0;
		q[qn++] = (uint16_t)v0;
		seen[v0] = stamp;
		++*libstamp;
		for (size_t i = 0; i < qn; i++) {
			int v = q[i], nb[4];
			d->owners |= pgo_bit(b->cell[v]);
			int k = pgo_neighbours(v, nb);
			for (int j = 0; j < k; j++) {
				int w = nb[j], ow = b->cell[w];
				if (!ow) {
					if (libseen[w] != *libstamp) {
						libseen[w] = *libstamp;
						d->libs++;
					}
				} else if ((clique & pgo_bit(ow)) && seen[w] != stamp) {
					seen[w] = stamp;
					q[qn++] = (uint16_t)w;
				}
			}
		}
		d->len = (uint32_t)qn;
		ds->ncells += qn;
	}
	return PGO_OK;
}

/* Drops the components contained in another (only with overlapping
 * cliques). Equal components found from two cliques keep the first. */
static int drop_contained(pgo_dragons *ds)
{
	uint64_t (*bits)[WORDS] = calloc(ds->n ? ds->n : 1, sizeof *bits);
	bool *drop = calloc(ds->n ? ds->n : 1, sizeof *drop);
	if (!bits || !drop) {
		free(bits);
		free(drop);
		return PGO_ENOMEM;
	}
	for (size_t i = 0; i < ds->n; i++)
		for (uint32_t k = 0; k < ds->d[i].len; k++) {
			int v = ds->cells[ds->d[i].start + k];
			bits[i][v / 64] |= (uint64_t)1 << (v % 64);
		}
	for (size_t i = 0; i < ds->n; i++)
		for (size_t j = 0; j < ds->n && !drop[i]; j++) {
			if (i == j || drop[j] || ds->d[j].len < ds->d[i].len)
				continue;
			bool sub = true;
			for (int w = 0; w < WORDS && sub; w++)
				sub = (bits[i][w] & ~bits[j][w]) == 0;
			if (sub && (ds->d[j].len > ds->d[i].len || j < i))
				drop[i] = true;
		}
	size_t out = 0;
	for (size_t i = 0; i < ds->n; i++)
		if (!drop[i])
			ds->d[out++] = ds->d[i];
	ds->n = out;
	free(bits);
	free(drop);
	return PGO_OK;
}

int pgo_dragons_compute(const pgo_game *g, const pgo_board *b, pgo_dragons *ds)
{
	ds->n = 0;
	ds->ncells = 0;
	uint64_t present = 0;
	for (int v = 0; v < PGO_CELLS; v++)
		if (b->cell[v])
			present |= pgo_bit(b->cell[v]);

	/* Transitive on the owners present: each owner's friend set is the
	 * same as each of its friends'; then those sets are the cliques. */
	bool transitive = true;
	for (uint64_t m = present; m && transitive; m &= m - 1) {
		int p = __builtin_ctzll(m) + 1;
		uint64_t fp = friends_of(g, p, present);
		for (uint64_t f = fp; f && transitive; f &= f - 1)
			transitive = friends_of(g, __builtin_ctzll(f) + 1, present) == fp;
	}
	uint64_t cliques[4096];
	int nc = 0;
	if (transitive) {
		for (uint64_t m = present; m; ) {
			int p = __builtin_ctzll(m) + 1;
			uint64_t fp = friends_of(g, p, present);
			cliques[nc++] = fp;
			m &= ~fp;
		}
	} else {
		nc = bron_kerbosch(g, present, 0, present, 0, cliques, 0, 4096);
		if (nc < 0)
			return PGO_ENOMEM;
	}
	uint32_t seen[PGO_CELLS], libseen[PGO_CELLS], libstamp = 0;
	memset(seen, 0, sizeof seen);
	memset(libseen, 0, sizeof libseen);
	for (int i = 0; i < nc; i++) {
		int rc = flood_clique(b, cliques[i], ds, seen, (uint32_t)i + 1, libseen, &libstamp);
		if (rc)
			return rc;
	}
	return transitive ? PGO_OK : drop_contained(ds);
}
