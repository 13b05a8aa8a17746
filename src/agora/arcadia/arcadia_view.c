/* arcadia_view.c: Arcadia as text, JSON (/api/v1/arcadia) and SVG
 * (/arcadia/map.svg): the contract, the Template, the proposals, and the
 * newest tournament's Map. All of it is public: the seed keeps nothing
 * secret. Every text a player chose (names) is escaped in the SVG. */
#include "agora/arcadia/arcadia.h"

#include <stdio.h>
#include <string.h>

static const char *pname(const nomic *n, int pid)
{
	const player *p = pid ? player_by_id(n, pid) : NULL;
	return p ? p->name : pid ? "?" : "Agora";
}

/* One character per Land Unit: '.' Aether, 'b'/'w' Black or White, upper
 * case with a Facility; the owners follow. */
void arc_map_text(const arc_tourney *t, const nomic *n, sbuf *out)
{
	sbuf_printf(out, "Map of Arcadian Tournament %d (Latitude down, Longitude across; b/w "
		    "Black/White, capital: a Facility, . Aether):\n  ", t->id);
	for (int lon = 1; lon <= ARC_SIDE; lon++)
		sbuf_printf(out, "%d", lon);
	for (int lat = 1; lat <= ARC_SIDE; lat++) {
		sbuf_printf(out, "\n%d ", lat);
		for (int lon = 1; lon <= ARC_SIDE; lon++) {
			const arc_unit *u = &t->map[arc_index(lat, lon)];
			char ch = u->type == ARC_BLACK ? 'b' : u->type == ARC_WHITE ? 'w' : '.';
			if (u->fac != ARC_NONE)
				ch = (char)(ch - 'a' + 'A');
			sbuf_printf(out, "%c", ch);
		}
	}
	for (int k = 0; k < ARC_UNITS; k++) {
		const arc_unit *u = &t->map[k];
		if (!u->owner)
			continue;
		sbuf_printf(out, "\n(%d, %d) %s %s, %s", u->lat, u->lon, arc_type_name(u->type),
			    u->fac == ARC_NONE ? "None" : t->t.fac[u->fac].name, pname(n, u->owner));
		/* Its entity (`entity show #N`), while its tournament runs. */
		if (u->ent)
			sbuf_printf(out, ", Land Unit #%d", u->ent);
	}
	for (int i = 0; i < t->npl; i++) {
		const arc_player *p = t->pl[i];
		sbuf_printf(out, "\n%s: Energy %d, %lld Food, %lld Stone, %lld Lumber",
			    pname(n, p->pid), p->energy, (long long)arc_have(n, p->pid, ARC_FOOD),
			    (long long)arc_have(n, p->pid, ARC_STONE),
			    (long long)arc_have(n, p->pid, ARC_LUMBER));
	}
	sbuf_printf(out, "\nAlternating Land Type: %s", arc_type_name(t->alt));
	if (t->winner)
		sbuf_printf(out, "\nwon by %s", pname(n, t->winner));
}

static json_t *tourney_json(const arc_tourney *t, const nomic *n)
{
	json_t *o = json_object();
	json_object_set_new(o, "id", json_integer(t->id));
	json_object_set_new(o, "gamemaster", json_string(pname(n, t->gm)));
	json_object_set_new(o, "template", arc_template_json(&t->t));
	json_object_set_new(o, "alternating_land_type", json_string(arc_type_name(t->alt)));
	json_object_set_new(o, "winner", t->winner ? json_string(pname(n, t->winner)) : json_null());
	json_t *map = json_array();
	for (int k = 0; k < ARC_UNITS; k++) {
		const arc_unit *u = &t->map[k];
		json_t *x = json_object();
		json_object_set_new(x, "latitude", json_integer(u->lat));
		json_object_set_new(x, "longitude", json_integer(u->lon));
		json_object_set_new(x, "owner", json_string(pname(n, u->owner)));
		json_object_set_new(x, "public", json_boolean(!u->owner));
		/* Its entity's id (/api/v1/entities), null once the tournament
		 * is won and its Land Units destroyed. */
		json_object_set_new(x, "entity", u->ent ? json_integer(u->ent) : json_null());
		json_object_set_new(x, "land_type", json_string(arc_type_name(u->type)));
		json_object_set_new(x, "facility", json_string(u->fac == ARC_NONE ? "None"
								    : t->t.fac[u->fac].name));
		json_array_append_new(map, x);
	}
	json_object_set_new(o, "map", map);
	json_t *pl = json_array();
	for (int i = 0; i < t->npl; i++) {
		const arc_player *p = t->pl[i];
		json_t *x = json_object();
		json_object_set_new(x, "player", json_string(pname(n, p->pid)));
		json_object_set_new(x, "energy", json_integer(p->energy));
		for (int r = 0; r < ARC_NRES; r++)
			json_object_set_new(x, arc_res_name[r], json_integer(arc_have(n, p->pid, r)));
		json_array_append_new(pl, x);
	}
	json_object_set_new(o, "participants", pl);
	return o;
}

json_t *arcadia_json(const nomic *n)
{
	const arcadia *s = n->arcadia;
	json_t *o = json_object();
	json_object_set_new(o, "lord_ruler", s && s->lord ? json_string(pname(n, s->lord))
							   : json_null());
	json_t *parties = json_array();
	for (int i = 0; s && i < s->nparties; i++)
		json_array_append_new(parties, json_string(pname(n, s->parties[i]->pid)));
	json_object_set_new(o, "parties", parties);
	char when[32] = "Never";
	if (s && s->iteration)
		format_time(s->iteration, when, sizeof when);
	json_object_set_new(o, "iteration_date", json_string(when));
	arc_template t;
	if (s)
		t = s->tmpl;
	else
		arc_template_default(&t);
	json_object_set_new(o, "template", arc_template_json(&t));
	json_t *props = json_array();
	for (int i = 0; s && i < s->nprops; i++) {
		const arc_proposal *p = s->props[i];
		json_t *x = json_object();
		json_object_set_new(x, "id", json_integer(p->id));
		json_object_set_new(x, "by", json_string(pname(n, p->by)));
		json_object_set_new(x, "text", json_string(p->text));
		json_t *sup = json_array(), *obj = json_array();
		for (int k = 0; k < p->nst; k++)
			json_array_append_new(p->st[k]->stance == ARC_SUPPORT ? sup : obj,
					      json_string(pname(n, p->st[k]->pid)));
		json_object_set_new(x, "support", sup);
		json_object_set_new(x, "objections", obj);
		json_object_set_new(x, "applied_as_version", p->applied ? json_integer(p->applied)
									: json_null());
		json_array_append_new(props, x);
	}
	json_object_set_new(o, "proposals", props);
	const arc_tourney *cur = arc_latest(n);
	json_object_set_new(o, "tournament", cur ? tourney_json(cur, n) : json_null());
	json_object_set_new(o, "tournaments", json_integer(s ? s->ntours : 0));
	return o;
}

static void esc(sbuf *b, const char *s)
{
	for (; *s; s++) {
		switch (*s) {
		case '<': sbuf_add(b, "&lt;"); break;
		case '>': sbuf_add(b, "&gt;"); break;
		case '&': sbuf_add(b, "&amp;"); break;
		case '"': sbuf_add(b, "&quot;"); break;
		case '\'': sbuf_add(b, "&#39;"); break;
		default: sbuf_addn(b, s, 1);
		}
	}
}

#define CELL 48
#define MARGIN 24

int arcadia_svg(const nomic *n, sbuf *out)
{
	const arc_tourney *t = arc_latest(n);
	if (!t)
		return -1;
	int side = ARC_SIDE * CELL + 2 * MARGIN;
	int h = side + 24 * (t->npl + 2);
	sbuf_printf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
		    "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"11\">\n", side,
		    h, side, h);
	sbuf_printf(out, "<title>Arcadian Tournament %d</title>\n", t->id);
	for (int i = 1; i <= ARC_SIDE; i++) {
		sbuf_printf(out, "<text x=\"%d\" y=\"16\" text-anchor=\"middle\">%d</text>\n",
			    MARGIN + (i - 1) * CELL + CELL / 2, i);
		sbuf_printf(out, "<text x=\"8\" y=\"%d\">%d</text>\n",
			    MARGIN + (i - 1) * CELL + CELL / 2 + 4, i);
	}
	for (int k = 0; k < ARC_UNITS; k++) {
		const arc_unit *u = &t->map[k];
		int x = MARGIN + (u->lon - 1) * CELL, y = MARGIN + (u->lat - 1) * CELL;
		const char *fill = u->type == ARC_BLACK ? "#333" : u->type == ARC_WHITE ? "#fafafa"
										   : "#cfe3f7";
		const char *ink = u->type == ARC_BLACK ? "#fff" : "#000";
		sbuf_printf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" "
			    "stroke=\"%s\" stroke-width=\"%d\"><title>(%d, %d) %s, ", x, y, CELL,
			    CELL, fill, u->owner ? "#b5651d" : "#888", u->owner ? 3 : 1, u->lat,
			    u->lon, arc_type_name(u->type));
		esc(out, u->fac == ARC_NONE ? "None" : t->t.fac[u->fac].name);
		sbuf_add(out, ", ");
		esc(out, pname(n, u->owner));
		sbuf_add(out, "</title></rect>\n");
		if (u->fac != ARC_NONE) {
			sbuf_printf(out, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" fill=\"%s\">",
				    x + CELL / 2, y + CELL / 2, ink);
			esc(out, t->t.fac[u->fac].name);
			sbuf_add(out, "</text>\n");
		}
		if (u->owner) {
			sbuf_printf(out, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" fill=\"%s\" "
				    "font-size=\"9\">", x + CELL / 2, y + CELL - 6, ink);
			esc(out, pname(n, u->owner));
			sbuf_add(out, "</text>\n");
		}
	}
	int y = side;
	sbuf_printf(out, "<text x=\"%d\" y=\"%d\">Alternating Land Type: %s%s", MARGIN, y,
		    arc_type_name(t->alt), t->winner ? "; won by " : "");
	if (t->winner)
		esc(out, pname(n, t->winner));
	sbuf_add(out, "</text>\n");
	for (int i = 0; i < t->npl; i++) {
		const arc_player *p = t->pl[i];
		y += 24;
		sbuf_printf(out, "<text x=\"%d\" y=\"%d\">", MARGIN, y);
		esc(out, pname(n, p->pid));
		sbuf_printf(out, ": Energy %d, %lld Food, %lld Stone, %lld Lumber</text>\n",
			    p->energy, (long long)arc_have(n, p->pid, ARC_FOOD),
			    (long long)arc_have(n, p->pid, ARC_STONE),
			    (long long)arc_have(n, p->pid, ARC_LUMBER));
	}
	sbuf_add(out, "</svg>\n");
	return 0;
}
