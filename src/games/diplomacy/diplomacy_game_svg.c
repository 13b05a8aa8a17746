/* diplomacy_game_svg.c: a schematic map of a Diplomacy game (R1250.14 IV
 * allows a web page that simulates the board) as SVG: every province a
 * labelled circle at the position data/diplomacy/standard.coords gives it
 * (sea blue, land buff), a line for every border, supply centres ringed in
 * their owner's colour, units as A/F marks in their power's colour, and
 * dislodged units beside them in red. Served at GET /games/N/map.svg. */
#include "games/diplomacy/diplomacy_game.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern const char dg_coords_text[]; /* built from data/diplomacy/standard.coords */

static int px[DIP_MAX_PROVINCES], py[DIP_MAX_PROVINCES];
static pthread_once_t coords_once = PTHREAD_ONCE_INIT;

static void coords_load(void)
{
	const dip_map *m = dg_map();
	const char *p = dg_coords_text;
	while (*p) {
		char name[16];
		int x, y, used = 0;
		if (*p != '#' && sscanf(p, "%15s %d %d%n", name, &x, &y, &used) == 3) {
			int loc = dip_loc_find(m, name);
			if (loc >= 0) {
				px[dip_loc_province(m, loc)] = x;
				py[dip_loc_province(m, loc)] = y;
			}
		}
		const char *nl = strchr(p, '\n');
		p = nl ? nl + 1 : p + strlen(p);
	}
}

static const char *const colour[DG_POWERS] = {
	"#c0392b", "#1f3a93", "#3498db", "#555555", "#27ae60", "#8e44ad", "#d4ac0d",
};

static int bordering(const dip_map *m, int a, int b)
{
	if (dip_adjacent(m, DIP_ARMY, a, b))
		return 1;
	for (int l = 0; l < dip_map_nlocs(m); l++)
		if (dip_loc_province(m, l) == a && dip_adjacent(m, DIP_FLEET, l, b))
			return 1;
	return 0;
}

static void unit_mark(sbuf *out, const dip_unit *u, int dx, const char *stroke)
{
	int prov = dip_loc_province(dg_map(), u->loc);
	sbuf_printf(out, "<g><rect x=\"%d\" y=\"%d\" width=\"18\" height=\"16\" rx=\"3\" "
		    "fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/><text x=\"%d\" y=\"%d\" "
		    "font-size=\"12\" fill=\"#fff\" text-anchor=\"middle\">%c</text></g>\n",
		    px[prov] + dx, py[prov] - 24, colour[u->power], stroke, px[prov] + dx + 9,
		    py[prov] - 12, u->type == DIP_FLEET ? 'F' : 'A');
}

void dg_svg(const game *g, sbuf *out)
{
	const dip_map *m = dg_map();
	const dg_state *s = g->st;
	pthread_once(&coords_once, coords_load);
	dip_position *pos = xmalloc(sizeof *pos);
	if (g->status == GS_PENDING)
		dip_initial_position(m, pos);
	else
		*pos = s->pos;
	int np = dip_map_nprovinces(m);
	char ph[48];
	sbuf_add(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1000 900\" "
		 "font-family=\"sans-serif\">\n<rect width=\"1000\" height=\"900\" fill=\"#f4f1e8\"/>\n");
	sbuf_printf(out, "<text x=\"10\" y=\"24\" font-size=\"18\">Game %d: %s</text>\n", g->id,
		    g->status == GS_PENDING ? "not started"
					    : dip_phase_name(pos->phase, ph, sizeof ph));
	for (int a = 0; a < np; a++)
		for (int b = a + 1; b < np; b++)
			if (bordering(m, a, b))
				sbuf_printf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
					    "stroke=\"#bbb\"/>\n", px[a], py[a], px[b], py[b]);
	for (int prov = 0; prov < np; prov++) {
		int centre = dip_province_is_centre(m, prov), own = pos->owner[prov];
		sbuf_printf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"15\" fill=\"%s\" stroke=\"%s\" "
			    "stroke-width=\"%d\"/>\n", px[prov], py[prov],
			    dip_province_terrain(m, prov) == DIP_SEA ? "#aed6f1" : "#f5deb3",
			    centre && own >= 0 ? colour[own] : "#888", centre ? 4 : 1);
		sbuf_printf(out, "<text x=\"%d\" y=\"%d\" font-size=\"10\" text-anchor=\"middle\">"
			    "%s%s</text>\n", px[prov], py[prov] + 4, dip_loc_name(m, prov),
			    centre ? "*" : "");
	}
	for (int i = 0; i < pos->nunits; i++)
		unit_mark(out, &pos->units[i], -9, "#fff");
	for (int i = 0; i < pos->ndislodged; i++)
		unit_mark(out, &pos->dislodged[i].unit, 10, "#e00");
	for (int p = 0; p < DG_POWERS; p++)
		sbuf_printf(out, "<rect x=\"10\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/>"
			    "<text x=\"28\" y=\"%d\" font-size=\"12\">%s %d</text>\n", 40 + 18 * p,
			    colour[p], 51 + 18 * p, dg_power(p), dip_centre_count(m, pos, p));
	sbuf_add(out, "</svg>\n");
	free(pos);
}
