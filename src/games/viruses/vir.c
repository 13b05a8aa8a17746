/* vir.c: Viruses (1250.16/4): set-up (rule 1), the active area (rule 2),
 * moves and their resolution (rules 4-6), Gamepoints, winning (rule 8),
 * leaving (rule 10) and genocide (rule 11). The generation is vir_life.c. */
#include "games/viruses/vir_internal.h"

#include <stdlib.h>
#include <string.h>

int vir_initial_side(int nplayers)
{
	if (nplayers <= 10)
		return 10;
	int s = 1;
	while (s * s < 10 * nplayers)
		s++;
	return s;
}

void vir_free(vir_game *g)
{
	free(g->cell);
	g->cell = NULL;
}

int vir_copy(vir_game *dst, const vir_game *src)
{
	*dst = *src;
	size_t n = (size_t)src->w * (size_t)src->h;
	dst->cell = malloc(n ? n : 1);
	if (!dst->cell)
		return VIR_ENOMEM;
	memcpy(dst->cell, src->cell, n);
	return VIR_OK;
}

bool vir_in_area(const vir_game *g, int x, int y)
{
	return x >= g->x0 && x < g->x0 + g->w && y >= g->y0 && y < g->y0 + g->h;
}

uint8_t vir_at(const vir_game *g, int x, int y)
{
	return vir_in_area(g, x, y) ? g->cell[(y - g->y0) * g->w + (x - g->x0)] : VIR_EMPTY;
}

static uint8_t *ref(vir_game *g, int x, int y)
{
	return &g->cell[(y - g->y0) * g->w + (x - g->x0)];
}

unsigned vir_count(const vir_game *g, int player)
{
	unsigned n = 0;
	for (int i = 0; i < g->w * g->h; i++)
		n += g->cell[i] == VIR_VIRUS(player);
	return n;
}

int vir_reframe(vir_game *g, int x0, int y0, int w, int h)
{
	size_t n = (size_t)w * (size_t)h;
	uint8_t *c = calloc(n ? n : 1, 1);
	if (!c)
		return VIR_ENOMEM;
	for (int y = y0; y < y0 + h; y++)
		for (int x = x0; x < x0 + w; x++)
			c[(y - y0) * w + (x - x0)] = vir_at(g, x, y);
	free(g->cell);
	g->cell = c;
	g->x0 = x0;
	g->y0 = y0;
	g->w = w;
	g->h = h;
	return VIR_OK;
}

int vir_reset_area(vir_game *g, bool *reseeded)
{
	int minx = 0, maxx = -1, miny = 0, maxy = -1;
	bool any = false;
	for (int y = g->y0; y < g->y0 + g->h; y++)
		for (int x = g->x0; x < g->x0 + g->w; x++) {
			if (vir_at(g, x, y) == VIR_EMPTY)
				continue;
			if (!any) {
				minx = maxx = x;
				miny = maxy = y;
				any = true;
			}
			minx = x < minx ? x : minx;
			maxx = x > maxx ? x : maxx;
			miny = y < miny ? y : miny;
			maxy = y > maxy ? y : maxy;
		}
	*reseeded = !any;
	if (!any) {
		/* Rule 2: a 2x2 block of clean cells; where is not said, so at
		 * the middle of the area that died out (see docs/GO.md). */
		int cx = g->x0 + g->w / 2 - 1, cy = g->y0 + g->h / 2 - 1;
		int rc = vir_reframe(g, cx - 2, cy - 2, 6, 6);
		if (rc)
			return rc;
		for (int y = cy; y < cy + 2; y++)
			for (int x = cx; x < cx + 2; x++)
				*ref(g, x, y) = VIR_CLEAN;
		return VIR_OK;
	}
	/* No cell in the two outermost rings: the bounding box plus 2. */
	return vir_reframe(g, minx - 2, miny - 2, maxx - minx + 5, maxy - miny + 5);
}

int vir_setup(vir_game *g, int nplayers, vir_pick_fn pick, void *ctx)
{
	if (nplayers < VIR_MIN_PLAYERS || nplayers > VIR_MAX_PLAYERS)
		return VIR_EPLAYERS;
	memset(g, 0, sizeof *g);
	int side = vir_initial_side(nplayers);
	int ncells = nplayers <= 10 ? 20 : 2 * nplayers;
	g->nplayers = nplayers;
	g->winner = -1;
	g->in_game = (uint32_t)((1u << nplayers) - 1);
	g->x0 = g->y0 = 1;
	g->w = g->h = side;
	g->cell = calloc((size_t)side * (size_t)side, 1);
	int *idx = malloc(sizeof *idx * (size_t)side * (size_t)side);
	if (!g->cell || !idx) {
		free(idx);
		vir_free(g);
		return VIR_ENOMEM;
	}
	/* Partial Fisher-Yates: the first ncells of idx are the chosen squares. */
	int n = side * side;
	for (int i = 0; i < n; i++)
		idx[i] = i;
	for (int i = 0; i < ncells; i++) {
		int j = i + (pick ? (int)pick(ctx, (unsigned)(n - i)) : 0);
		int t = idx[i];
		idx[i] = idx[j];
		idx[j] = t;
		g->cell[idx[i]] = VIR_CLEAN;
	}
	/* One of them, at random, infected for each starting player. */
	int left = ncells;
	for (int p = 0; p < nplayers; p++) {
		int j = pick ? (int)pick(ctx, (unsigned)left) : 0;
		g->cell[idx[j]] = VIR_VIRUS(p);
		idx[j] = idx[--left];
	}
	free(idx);
	bool reseeded;
	int rc = vir_reset_area(g, &reseeded);
	if (rc)
		vir_free(g);
	return rc;
}

vir_allow vir_default_allow(bool first_turn)
{
	vir_allow a = {first_turn ? 3 : 1, first_turn};
	return a;
}

static bool adjacent(int x, int y, int tx, int ty)
{
	int dx = tx - x, dy = ty - y;
	return (dx || dy) && dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1;
}

bool vir_move_valid(const vir_game *g, const vir_move *m, bool place_infect_only)
{
	if (m->player < 0 || m->player >= g->nplayers || !(g->in_game >> m->player & 1u))
		return false;
	if (!vir_in_area(g, m->x, m->y))
		return false;
	uint8_t c = vir_at(g, m->x, m->y), own = VIR_VIRUS(m->player);
	if (place_infect_only && m->kind != VIR_PLACE && m->kind != VIR_INFECT)
		return false;
	switch (m->kind) {
	case VIR_PLACE: return c == VIR_EMPTY;
	case VIR_INFECT: return c == VIR_CLEAN;
	case VIR_STEP:
		return c == own && vir_in_area(g, m->tx, m->ty) && adjacent(m->x, m->y, m->tx, m->ty)
			&& vir_at(g, m->tx, m->ty) == VIR_EMPTY;
	case VIR_DESTROY:
	case VIR_UNINFECT: return c == own;
	default: return false;
	}
}

/* The square a move puts a cell into (Place, Step), or -1/-1. */
static bool into(const vir_move *m, int *x, int *y)
{
	if (m->kind == VIR_PLACE) {
		*x = m->x;
		*y = m->y;
		return true;
	}
	if (m->kind == VIR_STEP) {
		*x = m->tx;
		*y = m->ty;
		return true;
	}
	return false;
}

static bool conflict(const vir_move *a, const vir_move *b)
{
	int ax, ay, bx, by;
	if (into(a, &ax, &ay) && into(b, &bx, &by))
		return ax == bx && ay == by;
	return a->kind == VIR_INFECT && b->kind == VIR_INFECT && a->x == b->x && a->y == b->y;
}

void vir_uninfect_all(vir_game *g, int player)
{
	for (int i = 0; i < g->w * g->h; i++)
		if (g->cell[i] == VIR_VIRUS(player))
			g->cell[i] = VIR_CLEAN;
}

void vir_remove_player(vir_game *g, int player)
{
	if (player >= 0 && player < g->nplayers)
		g->in_game &= ~(1u << player);
}

int vir_resolve(vir_game *g, const vir_move *moves, int nmoves,
	const vir_allow allow[VIR_MAX_PLAYERS], vir_turn *out)
{
	if (g->over)
		return VIR_EOVER;
	if (nmoves < 0 || nmoves > 64)
		return VIR_EMOVES;
	memset(out, 0, sizeof *out);
	out->nmoves = nmoves;
	out->scorer = -1;
	out->winner = -1;
	out->old_x0 = g->x0;
	out->old_y0 = g->y0;
	out->old_w = g->w;
	out->old_h = g->h;
	/* Rule 6, in its order: invalid, too many, conflicting. */
	int used[VIR_MAX_PLAYERS] = {0};
	for (int i = 0; i < nmoves; i++) {
		const vir_move *m = &moves[i];
		bool pio = m->player >= 0 && m->player < VIR_MAX_PLAYERS && allow[m->player].place_infect_only;
		if (!vir_move_valid(g, m, pio))
			out->verdict[i] = VIR_INVALID;
		else if (used[m->player]++ >= allow[m->player].max)
			out->verdict[i] = VIR_TOO_MANY;
	}
	for (int i = 0; i < nmoves; i++)
		for (int j = i + 1; j < nmoves; j++) {
			bool ri = out->verdict[i] == VIR_APPLIED || out->verdict[i] == VIR_CONFLICT;
			bool rj = out->verdict[j] == VIR_APPLIED || out->verdict[j] == VIR_CONFLICT;
			if (ri && rj && conflict(&moves[i], &moves[j]))
				out->verdict[i] = out->verdict[j] = VIR_CONFLICT;
		}
	/* Work on a copy so that a failed allocation changes nothing. */
	vir_game t;
	if (vir_copy(&t, g))
		return VIR_ENOMEM;
	for (int i = 0; i < nmoves; i++) {
		if (out->verdict[i] != VIR_APPLIED)
			continue;
		const vir_move *m = &moves[i];
		uint8_t own = VIR_VIRUS(m->player);
		switch (m->kind) {
		case VIR_PLACE:
		case VIR_INFECT: *ref(&t, m->x, m->y) = own; break;
		case VIR_STEP:
			*ref(&t, m->x, m->y) = VIR_EMPTY;
			*ref(&t, m->tx, m->ty) = own;
			break;
		case VIR_DESTROY: *ref(&t, m->x, m->y) = VIR_EMPTY; break;
		case VIR_UNINFECT: *ref(&t, m->x, m->y) = VIR_CLEAN; break;
		}
	}
	if (vir_generation(&t, &out->born, &out->died, &out->reseeded)) {
		vir_free(&t);
		return VIR_ENOMEM;
	}
	/* Rule 8: the most cells scores, a tie (or nobody with a cell) not. */
	unsigned best = 0;
	int nbest = 0;
	for (int p = 0; p < t.nplayers; p++) {
		if (!(t.in_game >> p & 1u))
			continue;
		out->cells[p] = vir_count(&t, p);
		if (out->cells[p] > best) {
			best = out->cells[p];
			out->scorer = p;
			nbest = 1;
		} else if (out->cells[p] == best && best > 0)
			nbest++;
	}
	if (nbest != 1)
		out->scorer = -1;
	else
		t.points[out->scorer]++;
	t.turn++;
	/* Rule 11: from the end of turn 11, a virus with no cells is out,
	 * unless that would leave nobody. */
	if (t.turn >= 11) {
		uint32_t dead = 0;
		for (int p = 0; p < t.nplayers; p++)
			if ((t.in_game >> p & 1u) && out->cells[p] == 0)
				dead |= 1u << p;
		if (dead != t.in_game) {
			t.in_game &= ~dead;
			out->eliminated = dead;
		}
	}
	for (int p = 0; p < t.nplayers; p++)
		if (t.points[p] >= VIR_WIN_POINTS)
			t.winner = p;
	if (t.winner < 0 && __builtin_popcount(t.in_game) == 1)
		t.winner = __builtin_ctz(t.in_game);
	t.over = t.winner >= 0;
	out->winner = t.winner;
	out->over = t.over;
	vir_free(g);
	*g = t;
	return VIR_OK;
}

bool vir_parse_square(const char *s, int *x, int *y)
{
	char *end;
	long a = strtol(s, &end, 10);
	if (end == s || *end != ',' || a < -1000000 || a > 1000000)
		return false;
	const char *s2 = end + 1;
	long b = strtol(s2, &end, 10);
	if (end == s2 || *end != '\0' || b < -1000000 || b > 1000000)
		return false;
	*x = (int)a;
	*y = (int)b;
	return true;
}
