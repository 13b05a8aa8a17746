/* tro_render.c: a Tromino Go round as text (the grid players repost,
 * rule 9) and as SVG (squares in the owners' colours, each tromino
 * outlined, surrounded groups marked, coordinates and a legend). */
#include "games/go/go_sbuf.h"
#include "games/tromino/tro_internal.h"

#include <stdio.h>
#include <string.h>

static char piece_char(const tro_game *g, int i)
{
	char c = (char)('A' + g->piece[i].letter);
	/* Rule 1: the round's first player writes capitals. */
	return g->piece[i].owner == g->first ? c : (char)(c - 'A' + 'a');
}

static const char *name_of(const char *const names[2], int p, char *buf)
{
	if (names && names[p])
		return names[p];
	snprintf(buf, 24, "player %d", p + 1);
	return buf;
}

static void bounds(const tro_game *g, int *x0, int *y0, int *w, int *h)
{
	tro_map m;
	if (!g->npieces || !tro_map_build(g, -1, &m)) {
		*x0 = *y0 = 0;
		*w = *h = 4;
		return;
	}
	/* One empty square around the pieces. */
	*x0 = m.ox + TRO_MARGIN - 1;
	*y0 = m.oy + TRO_MARGIN - 1;
	*w = m.w - 2 * TRO_MARGIN + 2;
	*h = m.h - 2 * TRO_MARGIN + 2;
}

static void status(go_sbuf *b, const tro_game *g, const char *const names[2], bool svg, int y)
{
	char nb[24];
	for (int p = 0; p < 2; p++) {
		if (svg) {
			char col[8];
			go_sbuf_printf(b, "<rect x=\"12\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\" "
				"stroke=\"#000\"/>", y + 16 * p - 10, go_colour(p + 2, col));
			go_sbuf_printf(b, "<text x=\"30\" y=\"%d\">", y + 16 * p);
		}
		go_sbuf_printf(b, "%s ", p == g->first ? "capitals" : "lower case");
		if (svg)
			go_sbuf_xml(b, name_of(names, p, nb));
		else
			go_sbuf_printf(b, "%s", name_of(names, p, nb));
		go_sbuf_printf(b, ": %d Gamepoints%s%s", g->gp[p], g->winner == p ? ", winner" : "",
			svg ? "</text>\n" : "\n");
	}
	if (svg)
		go_sbuf_printf(b, "<text x=\"12\" y=\"%d\">", y + 32);
	if (g->round_over)
		go_sbuf_printf(b, "round over: surrounded %d / %d, %s", g->surrounded[0],
			g->surrounded[1], g->round_winner < 0 ? "a tie" : "won");
	else
		go_sbuf_printf(b, "round %d, play %d: %c due", g->rounds + 1, g->play + 1,
			(char)((tro_next_player(g) == g->first ? 'A' : 'a') + tro_next_letter(g)));
	go_sbuf_printf(b, "%s", svg ? "</text>\n" : "\n");
}

char *tro_render_text(const tro_game *g, const char *const names[2])
{
	int x0, y0, w, h;
	bounds(g, &x0, &y0, &w, &h);
	tro_map m;
	bool have = g->npieces && tro_map_build(g, -1, &m);
	go_sbuf b = {0};
	go_sbuf_printf(&b, "     ");
	for (int x = x0; x < x0 + w; x++)
		go_sbuf_printf(&b, "%4d", x);
	go_sbuf_printf(&b, "\n");
	for (int y = y0; y < y0 + h; y++) {
		go_sbuf_printf(&b, "%4d ", y);
		for (int x = x0; x < x0 + w; x++) {
			int i = have ? tro_map_at(&m, x, y) : -1;
			go_sbuf_printf(&b, "   %c", i >= 0 ? piece_char(g, i) : '.');
		}
		go_sbuf_printf(&b, "\n");
	}
	status(&b, g, names, false, 0);
	return go_sbuf_finish(&b);
}

#define SQ 22
#define M 34

char *tro_render_svg(const tro_game *g, const char *const names[2])
{
	int x0, y0, w, h;
	bounds(g, &x0, &y0, &w, &h);
	tro_map m;
	bool have = g->npieces && tro_map_build(g, -1, &m);
	bool sur[TRO_PIECES];
	memset(sur, 0, sizeof sur);
	int cnt[2];
	tro_surrounded(g, cnt, sur);
	int W = 2 * M + w * SQ, top = M + h * SQ + 10;
	if (W < 320)
		W = 320;
	int H = top + 64;
	go_sbuf b = {0};
	char col[8];
	go_sbuf_printf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
		"viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"11\">\n", W, H, W, H);
	go_sbuf_printf(&b, "<title>Tromino Go</title>\n<rect width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n", W, H);
	go_sbuf_printf(&b, "<g text-anchor=\"middle\">\n");
	for (int i = 0; i < w; i++)
		go_sbuf_printf(&b, "<text x=\"%d\" y=\"%d\">%d</text>\n", M + i * SQ + SQ / 2, M - 6, x0 + i);
	for (int i = 0; i < h; i++)
		go_sbuf_printf(&b, "<text x=\"%d\" y=\"%d\">%d</text>\n", M - 14, M + i * SQ + SQ / 2 + 4, y0 + i);
	go_sbuf_printf(&b, "</g>\n");
	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++) {
			int i = have ? tro_map_at(&m, x0 + x, y0 + y) : -1, px = M + x * SQ, py = M + y * SQ;
			go_sbuf_printf(&b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" "
				"stroke=\"#ddd\"/>\n", px, py, SQ, SQ,
				i < 0 ? "#fafafa" : go_colour(g->piece[i].owner + 2, col));
			if (i < 0)
				continue;
			go_sbuf_printf(&b, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-weight=\"bold\">"
				"%c</text>\n", px + SQ / 2, py + SQ / 2 + 4, piece_char(g, i));
			/* Outline each tromino: a side whose neighbour is not the same
			 * tromino; red when its group is surrounded (rule 6). */
			static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
			for (int d = 0; d < 4; d++) {
				if (tro_map_at(&m, x0 + x + dx[d], y0 + y + dy[d]) == i)
					continue;
				int ax = px + (d == 1 ? SQ : 0), ay = py + (d == 2 ? SQ : 0);
				int bx = d == 0 || d == 2 ? ax + SQ : ax, by = d == 1 || d == 3 ? ay + SQ : ay;
				go_sbuf_printf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" "
					"stroke-width=\"3\"/>\n", ax, ay, bx, by, sur[i] ? "#d00" : "#000");
			}
		}
	go_sbuf_printf(&b, "<g>\n");
	status(&b, g, names, true, top + 8);
	go_sbuf_printf(&b, "</g>\n</svg>\n");
	return go_sbuf_finish(&b);
}
