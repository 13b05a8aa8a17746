/* scg_render.c: Single Capture Go grids as text and SVG, labelled as
 * 1250.13 IV labels them (rows a, b, c... down; columns 1, 2, 3... across). */
#include "games/go/go_sbuf.h"
#include "games/scgo/scg.h"

#include <stdio.h>

static char cell_char(uint8_t c)
{
	return c == SCG_EMPTY ? '.' : c == SCG_AT ? '@' : (char)('A' + c - 1);
}

static const char *name_of(const char *const *names, int p, char *buf)
{
	if (names && names[p])
		return names[p];
	snprintf(buf, 24, "player %c", 'A' + p);
	return buf;
}

char *scg_render_text(const scg_game *g, const char *const *names)
{
	go_sbuf b = {0};
	go_sbuf_printf(&b, "  ");
	for (int c = 1; c <= g->n; c++)
		go_sbuf_printf(&b, "%3d", c);
	go_sbuf_printf(&b, "\n");
	for (int r = 0; r < g->n; r++) {
		go_sbuf_printf(&b, " %c", 'a' + r);
		for (int c = 0; c < g->n; c++)
			go_sbuf_printf(&b, "  %c", cell_char(g->cell[r * g->n + c]));
		go_sbuf_printf(&b, "\n");
	}
	go_sbuf_printf(&b, "round %u%s\n", g->round, g->over ? ", game over" : "");
	for (int p = 0; p < g->nplayers; p++) {
		char nb[24];
		go_sbuf_printf(&b, "%c %s: %s\n", 'A' + p, name_of(names, p, nb),
			g->over && g->winner == p ? "winner"
			: (g->in_game >> p & 1u) ? "in the game" : "removed");
	}
	if (g->over && g->winner < 0)
		go_sbuf_printf(&b, "no winner\n");
	return go_sbuf_finish(&b);
}

#define SQ 32
#define M 28

char *scg_render_svg(const scg_game *g, const char *const *names)
{
	int side = g->n * SQ, w = 2 * M + side;
	if (w < 320)
		w = 320;
	int top = M + side + 12, h = top + 24 + 22 * g->nplayers + 24;
	go_sbuf b = {0};
	char col[8];
	go_sbuf_printf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
		"viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"13\">\n", w, h, w, h);
	go_sbuf_printf(&b, "<title>Single Capture Go, round %u</title>\n", g->round);
	go_sbuf_printf(&b, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", w, h);
	go_sbuf_printf(&b, "<g text-anchor=\"middle\">\n");
	for (int i = 0; i < g->n; i++) {
		go_sbuf_printf(&b, "<text x=\"%d\" y=\"%d\">%d</text>\n", M + i * SQ + SQ / 2, M - 8, i + 1);
		go_sbuf_printf(&b, "<text x=\"%d\" y=\"%d\">%c</text>\n", M - 12, M + i * SQ + SQ / 2 + 5, 'a' + i);
	}
	go_sbuf_printf(&b, "</g>\n");
	for (int r = 0; r < g->n; r++)
		for (int c = 0; c < g->n; c++) {
			uint8_t v = g->cell[r * g->n + c];
			const char *fill = v == SCG_EMPTY ? "#f4ecd8" : v == SCG_AT ? "#9e9e9e"
				: go_colour(v + 1, col); /* skip black and white: letters sit on it */
			go_sbuf_printf(&b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" "
				"stroke=\"#333\"><title>%c%d</title></rect>\n", M + c * SQ, M + r * SQ, SQ, SQ,
				fill, 'a' + r, c + 1);
			if (v != SCG_EMPTY)
				go_sbuf_printf(&b, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" "
					"font-weight=\"bold\" fill=\"#000\">%c</text>\n", M + c * SQ + SQ / 2,
					M + r * SQ + SQ / 2 + 5, cell_char(v));
		}
	go_sbuf_printf(&b, "<text x=\"%d\" y=\"%d\" font-weight=\"bold\">Players (round %u%s)</text>\n",
		M / 2, top + 12, g->round, g->over ? ", game over" : "");
	for (int p = 0; p < g->nplayers; p++) {
		int y = top + 24 + 22 * p;
		char nb[24];
		go_sbuf_printf(&b, "<rect x=\"%d\" y=\"%d\" width=\"16\" height=\"16\" fill=\"%s\" "
			"stroke=\"#333\"/>\n", M / 2, y, go_colour(p + 2, col));
		go_sbuf_printf(&b, "<text x=\"%d\" y=\"%d\">%c ", M / 2 + 24, y + 13, 'A' + p);
		go_sbuf_xml(&b, name_of(names, p, nb));
		go_sbuf_printf(&b, ": %s</text>\n", g->over && g->winner == p ? "winner"
			: (g->in_game >> p & 1u) ? "in the game" : "removed");
	}
	go_sbuf_printf(&b, "<text x=\"%d\" y=\"%d\">@: a collision or a doomed "
		"Letter</text>\n", M / 2, top + 24 + 22 * g->nplayers + 12);
	go_sbuf_printf(&b, "</svg>\n");
	return go_sbuf_finish(&b);
}
