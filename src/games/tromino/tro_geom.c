/* tro_geom.c: the geometry of Tromino Go (1250.11): squares of a
 * tromino, units of edge touched, adjacency, No Man's Land and outside
 * edges, and surrounded groups (rule 6). */
#include "games/tromino/tro_internal.h"

#include <string.h>

void tro_cells(int x, int y, int missing, int cx[3], int cy[3])
{
	int k = 0;
	for (int c = 0; c < 4; c++)
		if (c != missing) {
			cx[k] = x + (c & 1);
			cy[k] = y + (c >> 1);
			k++;
		}
}

bool tro_map_build(const tro_game *g, int skip, tro_map *m)
{
	int minx = 0, maxx = 0, miny = 0, maxy = 0;
	bool any = false;
	for (int i = 0; i < g->npieces; i++) {
		if (i == skip)
			continue;
		const tro_piece *p = &g->piece[i];
		if (!any || p->x < minx) minx = p->x;
		if (!any || p->x + 1 > maxx) maxx = p->x + 1;
		if (!any || p->y < miny) miny = p->y;
		if (!any || p->y + 1 > maxy) maxy = p->y + 1;
		any = true;
	}
	m->ox = minx - TRO_MARGIN;
	m->oy = miny - TRO_MARGIN;
	m->w = maxx - minx + 1 + 2 * TRO_MARGIN;
	m->h = maxy - miny + 1 + 2 * TRO_MARGIN;
	if (m->w > TRO_MAP || m->h > TRO_MAP)
		return false;
	memset(m->cell, -1, sizeof m->cell);
	for (int i = 0; i < g->npieces; i++) {
		if (i == skip)
			continue;
		int cx[3], cy[3];
		tro_cells(g->piece[i].x, g->piece[i].y, g->piece[i].missing, cx, cy);
		for (int k = 0; k < 3; k++)
			m->cell[(cy[k] - m->oy) * TRO_MAP + (cx[k] - m->ox)] = (int8_t)i;
	}
	return true;
}

int tro_map_at(const tro_map *m, int x, int y)
{
	int dx = x - m->ox, dy = y - m->oy;
	if (dx < 0 || dy < 0 || dx >= m->w || dy >= m->h)
		return -1;
	return m->cell[dy * TRO_MAP + dx];
}

static const int DX[4] = {1, -1, 0, 0}, DY[4] = {0, 0, 1, -1};

bool tro_touch(const tro_map *m, int x, int y, int missing, int touch[TRO_PIECES])
{
	int cx[3], cy[3];
	tro_cells(x, y, missing, cx, cy);
	memset(touch, 0, sizeof(int) * TRO_PIECES);
	for (int k = 0; k < 3; k++)
		if (tro_map_at(m, cx[k], cy[k]) >= 0)
			return false;
	/* Each (own square, neighbouring square of another tromino) pair is
	 * one unit of edge. */
	for (int k = 0; k < 3; k++)
		for (int d = 0; d < 4; d++) {
			int j = tro_map_at(m, cx[k] + DX[d], cy[k] + DY[d]);
			if (j >= 0)
				touch[j]++;
		}
	return true;
}

void tro_adjacency(const tro_game *g, const tro_map *m, int skip, bool *adj)
{
	memset(adj, 0, sizeof(bool) * TRO_PIECES * TRO_PIECES);
	for (int i = 0; i < g->npieces; i++) {
		if (i == skip)
			continue;
		int cx[3], cy[3];
		tro_cells(g->piece[i].x, g->piece[i].y, g->piece[i].missing, cx, cy);
		for (int k = 0; k < 3; k++)
			for (int d = 0; d < 4; d++) {
				int j = tro_map_at(m, cx[k] + DX[d], cy[k] + DY[d]);
				if (j >= 0 && j != i)
					adj[i * TRO_PIECES + j] = true;
			}
	}
}

void tro_outside(const tro_game *g, const tro_map *m, bool outside[TRO_PIECES])
{
	/* The exterior: empty squares joined edge to edge to the window's
	 * border (the window has empty margins). Empty squares it does not
	 * reach are No Man's Land; squares only meet through edges, so two
	 * trominoes touching at a corner close a boundary. */
	static const int8_t EXT = 2;
	uint8_t ext[TRO_MAP * TRO_MAP];
	int q[TRO_MAP * TRO_MAP], qn = 0;
	memset(ext, 0, sizeof ext);
	for (int y = 0; y < m->h; y++)
		for (int x = 0; x < m->w; x++)
			if ((x == 0 || y == 0 || x == m->w - 1 || y == m->h - 1) &&
			    m->cell[y * TRO_MAP + x] < 0) {
				ext[y * TRO_MAP + x] = (uint8_t)EXT;
				q[qn++] = y * TRO_MAP + x;
			}
	for (int i = 0; i < qn; i++) {
		int x = q[i] % TRO_MAP, y = q[i] / TRO_MAP;
		for (int d = 0; d < 4; d++) {
			int nx = x + DX[d], ny = y + DY[d];
			if (nx < 0 || ny < 0 || nx >= m->w || ny >= m->h)
				continue;
			int c = ny * TRO_MAP + nx;
			if (!ext[c] && m->cell[c] < 0) {
				ext[c] = (uint8_t)EXT;
				q[qn++] = c;
			}
		}
	}
	for (int i = 0; i < g->npieces; i++) {
		int cx[3], cy[3];
		outside[i] = false;
		tro_cells(g->piece[i].x, g->piece[i].y, g->piece[i].missing, cx, cy);
		for (int k = 0; k < 3 && !outside[i]; k++)
			for (int d = 0; d < 4; d++) {
				int nx = cx[k] + DX[d] - m->ox, ny = cy[k] + DY[d] - m->oy;
				if (ext[ny * TRO_MAP + nx])
					outside[i] = true;
			}
	}
}

void tro_surrounded(const tro_game *g, int count[2], bool *piece_surrounded)
{
	count[0] = count[1] = 0;
	tro_map m;
	bool outside[TRO_PIECES], adj[TRO_PIECES * TRO_PIECES], done[TRO_PIECES];
	if (!g->npieces || !tro_map_build(g, -1, &m))
		return;
	tro_outside(g, &m, outside);
	tro_adjacency(g, &m, -1, adj);
	memset(done, 0, sizeof done);
	for (int s = 0; s < g->npieces; s++) {
		if (done[s])
			continue;
		/* A group: one player's trominoes joined by adjacency. */
		int grp[TRO_PIECES], n = 0;
		bool any_outside = false;
		grp[n++] = s;
		done[s] = true;
		for (int i = 0; i < n; i++) {
			any_outside |= outside[grp[i]];
			for (int j = 0; j < g->npieces; j++)
				if (!done[j] && adj[grp[i] * TRO_PIECES + j] &&
				    g->piece[j].owner == g->piece[s].owner) {
					done[j] = true;
					grp[n++] = j;
				}
		}
		if (!any_outside)
			count[g->piece[s].owner] += n;
		if (piece_surrounded)
			for (int i = 0; i < n; i++)
				piece_surrounded[grp[i]] = !any_outside;
	}
}
