/* pgo_render.c: Political Go positions as text (CLI) and as SVG (web
 * page): the diagram a person would draw, with a legend of the players. */
#include "games/go/go_sbuf.h"
#include "games/polgo/pgo_internal.h"

#include <stdio.h>

char pgo_symbol(int p)
{
	if (p >= 1 && p <= 26) return (char)('A' + p - 1);
	if (p >= 27 && p <= 52) return (char)('a' + p - 27);
	if (p >= 53 && p <= 62) return (char)('0' + p - 53);
	if (p == 63) return '#';
	if (p == 64) return '%';
	return '?';
}

static bool star_point(int v)
{
	int f = pgo_file(v), r = pgo_rank(v);
	return (f == 3 || f == 9 || f == 15) && (r == 4 || r == 10 || r == 16);
}

static const char *name_of(const char *const *names, int p, char *buf)
{
	if (names && names[p])
		return names[p];
	snprintf(buf, 24, "player %d", p);
	return buf;
}

/* Who appears in a legend: Go players and anyone with Stones anywhere. */
static bool listed(const pgo_game *g, const uint32_t on[PGO_MAX_PLAYERS + 1], int p)
{
	return (g->go_players & pgo_bit(p)) || on[p] || g->captured[p] || g->reserve[p];
}

static void list_mask(go_sbuf *b, uint64_t m)
{
	bool first = true;
	for (; m; m &= m - 1) {
		int q = __builtin_ctzll(m) + 1;
		go_sbuf_printf(b, "%s%c", first ? "" : ",", pgo_symbol(q));
		first = false;
	}
	if (first)
		go_sbuf_printf(b, "-");
}

char *pgo_render_text(const pgo_game *g, const char *const *names)
{
	go_sbuf b = {0};
	go_sbuf_printf(&b, "   ");
	for (int f = 0; f < PGO_SIZE; f++)
		go_sbuf_printf(&b, " %c", 'a' + f);
	go_sbuf_printf(&b, "\n");
	for (int r = PGO_SIZE; r >= 1; r--) {
		go_sbuf_printf(&b, "%2d ", r);
		for (int f = 0; f < PGO_SIZE; f++) {
			int v = pgo_vertex(f, r), o = g->board.cell[v];
			go_sbuf_printf(&b, " %c", o ? pgo_symbol(o) : star_point(v) ? '+' : '.');
		}
		go_sbuf_printf(&b, " %2d\n", r);
	}
	go_sbuf_printf(&b, "   ");
	for (int f = 0; f < PGO_SIZE; f++)
		go_sbuf_printf(&b, " %c", 'a' + f);
	char vb[8];
	go_sbuf_printf(&b, "\nmoves %u, last Stone %s\n", g->moves, pgo_format_vertex(g->last_vertex, vb));
	uint32_t on[PGO_MAX_PLAYERS + 1];
	pgo_stones_on_board(g, on);
	for (int p = 1; p <= PGO_MAX_PLAYERS; p++) {
		if (!listed(g, on, p))
			continue;
		char nb[24];
		go_sbuf_printf(&b, "%c %s: %u in play, %u captured, %u reserve; allies ",
			pgo_symbol(p), name_of(names, p, nb), on[p], g->captured[p], g->reserve[p]);
		list_mask(&b, g->ally[p]);
		go_sbuf_printf(&b, "; offers to ");
		list_mask(&b, g->offers[p]);
		go_sbuf_printf(&b, "\n");
	}
	return go_sbuf_finish(&b);
}

#define CELL 24
#define MARGIN 32
#define BOARD_PX ((PGO_SIZE - 1) * CELL)
#define LEGEND_LINE 22

static int px(int file) { return MARGIN + file * CELL; }
static int py(int rank) { return MARGIN + (PGO_SIZE - rank) * CELL; }

char *pgo_render_svg(const pgo_game *g, const char *const *names)
{
	uint32_t on[PGO_MAX_PLAYERS + 1];
	pgo_stones_on_board(g, on);
	int nlisted = 0;
	for (int p = 1; p <= PGO_MAX_PLAYERS; p++)
		nlisted += listed(g, on, p);
	int w = 2 * MARGIN + BOARD_PX, top = 2 * MARGIN + BOARD_PX;
	int h = top + 28 + LEGEND_LINE * nlisted + 8;
	go_sbuf b = {0};
	char col[8], vb[8];
	go_sbuf_printf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
		"viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n", w, h, w, h);
	go_sbuf_printf(&b, "<title>Political Go, %u moves</title>\n", g->moves);
	go_sbuf_printf(&b, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", w, h);
	go_sbuf_printf(&b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#dcb35c\"/>\n",
		MARGIN - CELL / 2 - 4, MARGIN - CELL / 2 - 4, BOARD_PX + CELL + 8, BOARD_PX + CELL + 8);
	go_sbuf_printf(&b, "<g stroke=\"#000\" stroke-width=\"1\">\n");
	for (int i = 0; i < PGO_SIZE; i++) {
		go_sbuf_printf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n",
			px(i), py(1), px(i), py(PGO_SIZE));
		go_sbuf_printf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n",
			px(0), py(i + 1), px(PGO_SIZE - 1), py(i + 1));
	}
	go_sbuf_printf(&b, "</g>\n");
	for (int v = 0; v < PGO_CELLS; v++)
		if (star_point(v))
			go_sbuf_printf(&b, "<circle cx=\"%d\" cy=\"%d\" r=\"3\" fill=\"#000\"/>\n",
				px(pgo_file(v)), py(pgo_rank(v)));
	/* Coordinates on all four sides, as R366 names them. */
	go_sbuf_printf(&b, "<g fill=\"#000\" text-anchor=\"middle\">\n");
	for (int i = 0; i < PGO_SIZE; i++) {
		go_sbuf_printf(&b, "<text x=\"%d\" y=\"%d\">%c</text><text x=\"%d\" y=\"%d\">%c</text>\n",
			px(i), MARGIN - CELL / 2 - 8, 'a' + i, px(i), py(1) + CELL / 2 + 18, 'a' + i);
		go_sbuf_printf(&b, "<text x=\"%d\" y=\"%d\">%d</text><text x=\"%d\" y=\"%d\">%d</text>\n",
			MARGIN - CELL / 2 - 14, py(i + 1) + 4, i + 1, px(PGO_SIZE - 1) + CELL / 2 + 14,
			py(i + 1) + 4, i + 1);
	}
	go_sbuf_printf(&b, "</g>\n");
	for (int v = 0; v < PGO_CELLS; v++) {
		int o = g->board.cell[v];
		if (!o)
			continue;
		go_sbuf_printf(&b, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\" stroke=\"#000\">"
			"<title>%s</title></circle>\n", px(pgo_file(v)), py(pgo_rank(v)), CELL / 2 - 1,
			go_colour(o - 1, col), pgo_format_vertex(v, vb));
	}
	if (g->last_vertex >= 0 && g->board.cell[g->last_vertex])
		go_sbuf_printf(&b, "<circle cx=\"%d\" cy=\"%d\" r=\"5\" fill=\"none\" stroke=\"#e00\" "
			"stroke-width=\"2\"/>\n", px(pgo_file(g->last_vertex)), py(pgo_rank(g->last_vertex)));
	go_sbuf_printf(&b, "<text x=\"%d\" y=\"%d\" font-weight=\"bold\">Go players "
		"(in play / captured / reserve; allies)</text>\n", MARGIN - CELL / 2, top + 14);
	int line = 0;
	for (int p = 1; p <= PGO_MAX_PLAYERS; p++) {
		if (!listed(g, on, p))
			continue;
		int y = top + 28 + LEGEND_LINE * line++;
		char nb[24];
		go_sbuf_printf(&b, "<circle cx=\"%d\" cy=\"%d\" r=\"8\" fill=\"%s\" stroke=\"#000\"/>\n",
			MARGIN - CELL / 2 + 8, y + 4, go_colour(p - 1, col));
		go_sbuf_printf(&b, "<text x=\"%d\" y=\"%d\">%c ", MARGIN - CELL / 2 + 22, y + 8, pgo_symbol(p));
		go_sbuf_xml(&b, name_of(names, p, nb));
		go_sbuf_printf(&b, ": %u / %u / %u; allies ", on[p], g->captured[p], g->reserve[p]);
		list_mask(&b, g->ally[p]);
		go_sbuf_printf(&b, "</text>\n");
	}
	go_sbuf_printf(&b, "</svg>\n");
	return go_sbuf_finish(&b);
}
