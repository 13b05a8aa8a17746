/* diplomacy_game_moves.c: the orders a Diplomacy player may give now, for
 * the web page's forms (games.h moves hook; issue 18 item 2: "Diplomacy
 * orders per unit"). For each unit of the viewer's powers, a select of its
 * orders the judge would accept (R1250.14 IV; each candidate passes
 * dip_order_check, the adjudicator's own test): in movement, hold and
 * every move to a neighbouring location; in retreats, each retreat and the
 * disband; in adjustments, each build, disband and the waive. Supports and
 * convoys, which name a second unit, are written on a line of their own.
 * Only the viewer's own units: a move reveals nothing the view does not. */
#include "games/diplomacy/diplomacy_game.h"

#include <stdio.h>
#include <string.h>

static void unit_name(const dip_map *m, const dip_unit *u, char *buf, size_t len)
{
	snprintf(buf, len, "%c %s", u->type == DIP_FLEET ? 'F' : 'A', dip_loc_name(m, u->loc));
}

/* Adds o as a choice of move if the judge would take it. */
static void offer(json_t *move, const game *g, const dg_state *s, const dip_order *o,
		  const char *power)
{
	const dip_map *m = dg_map();
	char err[DIP_ERR_LEN], text[96];
	if (dip_order_check(m, &s->pos, o, err, sizeof err))
		return;
	dip_order_format(m, o, text, sizeof text);
	if (power)
		game_move_choice(move, text, "play %d %s: %s", g->id, power, text);
	else
		game_move_choice(move, text, "play %d %s", g->id, text);
}

static dip_order order_of(int kind, int power, const dip_unit *u)
{
	dip_order o;
	memset(&o, 0, sizeof o);
	o.kind = (dip_order_kind)kind;
	o.power = power;
	o.type = u ? u->type : DIP_ANY_UNIT;
	o.loc = u ? u->loc : -1;
	o.dest = -1;
	o.target_type = DIP_ANY_UNIT;
	o.target = -1;
	return o;
}

static void add_if_any(json_t *a, json_t *move)
{
	if (json_object_get(move, "choices"))
		json_array_append_new(a, move);
	else
		json_decref(move);
}

static void unit_moves(json_t *a, const game *g, const dg_state *s, int p, const dip_unit *u,
		       int retreat)
{
	const dip_map *m = dg_map();
	char name[64];
	unit_name(m, u, name, sizeof name);
	json_t *move = json_pack("{s:s, s:s}", "label", name, "group", dg_power(p));
	dip_order o = order_of(retreat ? DIP_DISBAND : DIP_HOLD, p, u);
	offer(move, g, s, &o, NULL);
	for (int l = 0; l < dip_map_nlocs(m); l++) {
		if (!dip_adjacent(m, u->type, u->loc, l))
			continue;
		o = order_of(retreat ? DIP_RETREAT : DIP_MOVE, p, u);
		o.dest = l;
		offer(move, g, s, &o, NULL);
	}
	add_if_any(a, move);
}

static void adjustments(json_t *a, const game *g, const dg_state *s, int p)
{
	const dip_map *m = dg_map();
	const char *power = dg_power(p);
	char label[64];
	snprintf(label, sizeof label, "%s: build or disband", power);
	json_t *move = json_pack("{s:s, s:s}", "label", label, "group", power);
	for (int l = 0; l < dip_map_nlocs(m); l++)
		for (int t = DIP_ARMY; t <= DIP_FLEET; t++) {
			dip_unit u = {p, (dip_unit_type)t, l};
			dip_order o = order_of(DIP_BUILD, p, &u);
			offer(move, g, s, &o, power);
		}
	for (int i = 0; i < s->pos.nunits; i++)
		if (s->pos.units[i].power == p) {
			dip_order o = order_of(DIP_DISBAND, p, &s->pos.units[i]);
			offer(move, g, s, &o, power);
		}
	dip_order w = order_of(DIP_WAIVE, p, NULL);
	offer(move, g, s, &w, power);
	add_if_any(a, move);
}

json_t *dg_moves(const nomic *n, const game *g, const gviewer *v)
{
	(void)n;
	const dg_state *s = g->st;
	json_t *a = json_array();
	if (g->status != GS_RUNNING || v->seat < 0 || (g->seats[v->seat].flags & SEAT_LEFT))
		return a;
	int any = 0;
	for (int p = 0; p < DG_POWERS; p++) {
		if (s->power_seat[p] != v->seat)
			continue;
		any = 1;
		if (dg_kind(s) == DG_MOVE) {
			for (int i = 0; i < s->pos.nunits; i++)
				if (s->pos.units[i].power == p)
					unit_moves(a, g, s, p, &s->pos.units[i], 0);
		} else if (dg_kind(s) == DG_RETREAT) {
			for (int i = 0; i < s->pos.ndislodged; i++)
				if (s->pos.dislodged[i].unit.power == p)
					unit_moves(a, g, s, p, &s->pos.dislodged[i].unit, 1);
		} else {
			adjustments(a, g, s, p);
		}
	}
	if (!any)
		return a;
	char line[32];
	snprintf(line, sizeof line, "play %d ", g->id);
	json_array_append_new(a, json_pack("{s:s, s:s, s:s, s:s}", "label", "Any order", "line",
		line, "help", "A par S A mar - bur; F nth C A lon - bel; A lon - bel via convoy "
		"(several orders joined by ;)", "group", "Supports, convoys and more"));
	json_t *clear = game_move_button("Clear my orders", "play %d clear", g->id);
	json_object_set_new(clear, "group", json_string("Supports, convoys and more"));
	json_array_append_new(a, clear);
	if (s->cowin) {
		int mine = (s->claim >> v->seat) & 1u;
		json_t *c = game_move_button(mine ? "Withdraw my co-win claim" : "Claim a co-win",
					     "play %d %s", g->id, mine ? "unclaim" : "claim");
		json_object_set_new(c, "group", json_string("Co-win (R1250.14 IV)"));
		json_array_append_new(a, c);
	}
	return a;
}
