/* vir_render.c: the Viruses grid (its active area) as text and SVG, with
 * the column and row numbers rule 1 asks the referee to post with it. */
#include "games/go/go_sbuf.h"
#include "games/viruses/vir.h"

#include <stdio.h>

static char mark(const char *marks, int p)
{
	return marks && marks[p] ? marks[p] : (char)('A' + p);
}

static char cell_char(uint8_t c, const char *marks)
{
	return c == VIR_EMPTY ? '.' : c == VIR_CLEAN ? '@' : mark(marks, c - VIR_VIRUS(0));
}

static const char *name_of(const char *const *names, int p, char *buf)
{
	if (names && names[p])
		return names[p];
	snprintf(buf, 24, "player %d", p + 1);
	return buf;
}

char *vir_render_text(const vir_game *g, const char *marks, const char *const *names)
{
	go_sbuf b = {0};
	go_sbuf_printf(&b, "     ");
	for (int x = g->x0; x < g->x0 + g->w; x++)
		go_sbuf_printf(&b, "%4d", x);
	go_sbuf_printf(&b, "\n");
	for (int y = g->y0; y < g->y0 + g->h; y++) {
		go_sbuf_printf(&b, "%4d ", y);
		for (int x = g->x0; x < g->x0 + g->w; x++)
			go_sbuf_printf(&b, "   %c", cell_char(vir_at(g, x, y), marks));
		go_sbuf_printf(&b, "\n");
	}
	go_sbuf_printf(&b, "turn %u; active area columns %d..%d, rows %d..%d\n", g->turn, g->x0,
		g->x0 + g->w - 1, g->y0, g->y0 + g->h - 1);
	for (int p = 0; p < g->nplayers; p++) {
		char nb[24];
		go_sbuf_printf(&b, "%c %s: %u cells, %u Gamepoints%s\n", mark(marks, p),
			name_of(names, p, nb), vir_count(g, p), g->points[p],
			g->winner == p ? ", winner" : (g->in_game >> p & 1u) ? "" : ", out");
	}
	return go_sbuf_finish(&b);
}

#define SQ 22
#define M 34

char *vir_render_svg(const vir_game *g, const char *marks, const char *const *names)
{
	int w = 2 * M + g->w * SQ, top = M + g->h * SQ + 10;
	if (w < 340)
		w = 340;
	int h = top + 24 + 22 * g->nplayers + 8;
	go_sbuf b = {0};
	char col[8];
	go_sbuf_printf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
		"viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"11\">\n", w, h, w, h);
	go_sbuf_printf(&b, "<title>Viruses, turn %u</title>\n", g->turn);
	go_sbuf_printf(&b, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", w, h);
	go_sbuf_printf(&b, "<g text-anchor=\"middle\">\n");
	for (int i = 0; i < g->w; i++)
		go_sbuf_printf(&b, "<text x=\"%d\" y=\"%d\">%d</text>\n", M + i * SQ + SQ / 2, M - 6, g->x0 + i);
	for (int i = 0; i < g->h; i++)
		go_sbuf_printf(&b, "<text x=\"%d\" y=\"%d\">%d</text>\n", M - 14, M + i * SQ + SQ / 2 + 4, g->y0 + i);
	go_sbuf_printf(&b, "</g>\n");
	for (int y = 0; y < g->h; y++)
		for (int x = 0; x < g->w; x++) {
			uint8_t c = g->cell[y * g->w + x];
			int px = M + x * SQ, py = M + y * SQ;
			go_sbuf_printf(&b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#f7f7f2\" "
				"stroke=\"#bbb\"><title>%d,%d</title></rect>\n", px, py, SQ, SQ, g->x0 + x, g->y0 + y);
			if (c == VIR_EMPTY)
				continue;
			const char *fill = c == VIR_CLEAN ? "#9e9e9e" : go_colour(c - VIR_VIRUS(0) + 2, col);
			go_sbuf_printf(&b, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\" stroke=\"#000\"/>"
				"<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-weight=\"bold\">", px + SQ / 2,
				py + SQ / 2, SQ / 2 - 2, fill, px + SQ / 2, py + SQ / 2 + 4);
			char ch[2] = {cell_char(c, marks), 0};
			go_sbuf_xml(&b, ch);
			go_sbuf_printf(&b, "</text>\n");
		}
	go_sbuf_printf(&b, "<text x=\"%d\" y=\"%d\" font-weight=\"bold\">Viruses, turn %u "
		"(@ = clean cell)</text>\n", M / 2, top + 12, g->turn);
	for (int p = 0; p < g->nplayers; p++) {
		int y = top + 24 + 22 * p;
		char nb[24], ch[2] = {mark(marks, p), 0};
		go_sbuf_printf(&b, "<circle cx=\"%d\" cy=\"%d\" r=\"8\" fill=\"%s\" stroke=\"#000\"/>\n",
			M / 2 + 8, y + 8, go_colour(p + 2, col));
		go_sbuf_printf(&b, "<text x=\"%d\" y=\"%d\">", M / 2 + 24, y + 12);
		go_sbuf_xml(&b, ch);
		go_sbuf_printf(&b, " ");
		go_sbuf_xml(&b, name_of(names, p, nb));
		go_sbuf_printf(&b, ": %u cells, %u Gamepoints%s</text>\n", vir_count(g, p), g->points[p],
			g->winner == p ? ", winner" : (g->in_game >> p & 1u) ? "" : ", out");
	}
	go_sbuf_printf(&b, "</svg>\n");
	return go_sbuf_finish(&b);
}
