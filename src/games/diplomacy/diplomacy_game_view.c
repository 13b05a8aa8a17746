/* diplomacy_game_view.c: Diplomacy (Ackanomic R1250.14) as a viewer may
 * see it. Everyone sees the position, the supply centres, the announced
 * variations, the claims and the last phase's published results; the
 * orders given for the phase under way go only to the player of their
 * power and to the referee (IV: orders go to the referee, not the board). */
#include "games/diplomacy/diplomacy_game.h"

#include <stdio.h>
#include <string.h>

static json_t *units_of(const dip_position *pos, int p, int dislodged)
{
	const dip_map *m = dg_map();
	json_t *a = json_array();
	int count = dislodged ? pos->ndislodged : pos->nunits;
	char buf[64];
	for (int i = 0; i < count; i++) {
		const dip_unit *u = dislodged ? &pos->dislodged[i].unit : &pos->units[i];
		if (u->power != p)
			continue;
		snprintf(buf, sizeof buf, "%c %s", u->type == DIP_FLEET ? 'F' : 'A',
			 dip_loc_name(m, u->loc));
		json_array_append_new(a, json_string(buf));
	}
	return a;
}

static json_t *centres_of(const dip_position *pos, int p)
{
	const dip_map *m = dg_map();
	json_t *a = json_array();
	for (int prov = 0; prov < dip_map_nprovinces(m); prov++)
		if (dip_province_is_centre(m, prov) && pos->owner[prov] == p)
			json_array_append_new(a, json_string(dip_loc_name(m, prov)));
	return a;
}

static json_t *variations(const dg_state *s)
{
	char a[32], b[32], d[32], buf[300];
	format_duration(s->limit[DG_MOVE], a, sizeof a);
	format_duration(s->limit[DG_RETREAT], b, sizeof b);
	format_duration(s->limit[DG_ADJUST], d, sizeof d);
	int len = snprintf(buf, sizeof buf, "orders within %s (movement), %s (retreats), %s "
			   "(adjustments); %d centres win; co-wins %s; bots %s",
			   a, b, d, s->target, s->cowin ? "allowed" : "not allowed",
			   s->random_bots ? "random" : "hold");
	if (s->end_year)
		snprintf(buf + len, sizeof buf - (size_t)len, "; ends after Fall %d, %s",
			 s->end_year, s->end_most ? "most centres wins" : "no winner");
	return json_string(buf);
}

json_t *dg_view(const nomic *n, const game *g, const gviewer *v)
{
	const dg_state *s = g->st;
	const dip_map *m = dg_map();
	int running = g->status == GS_RUNNING;
	json_t *o = json_object();
	char buf[96];
	dip_phase_name(s->pos.phase, buf, sizeof buf);
	json_object_set_new(o, "phase", json_string(running ? buf : "over"));
	if (running) {
		format_time(s->due, buf, sizeof buf);
		json_object_set_new(o, "deadline", json_string(buf));
	}
	json_object_set_new(o, "variations", variations(s));
	json_t *powers = json_array();
	for (int p = 0; p < DG_POWERS; p++) {
		int st = s->power_seat[p];
		json_t *r = json_pack("{s:s, s:s, s:i, s:o, s:o}", "power", dg_power(p), "player",
				      st < 0 ? "neutral" : game_seat_name(n, g, st), "centres",
				      dip_centre_count(m, &s->pos, p), "units",
				      units_of(&s->pos, p, 0), "supply centres",
				      centres_of(&s->pos, p));
		if (s->pos.phase.kind == DIP_PHASE_RETREAT)
			json_object_set_new(r, "dislodged", units_of(&s->pos, p, 1));
		if (running && st >= 0) {
			/* Whether orders were given is public; what they are is not. */
			json_object_set_new(r, "orders given", json_integer(s->norders[p]));
			if (v->all || v->seat == st) {
				json_t *a = json_array();
				for (int i = 0; i < s->norders[p]; i++) {
					dip_order_format(m, &s->orders[p][i], buf, sizeof buf);
					json_array_append_new(a, json_string(buf));
				}
				json_object_set_new(r, "orders", a);
			}
		}
		json_array_append_new(powers, r);
	}
	json_object_set_new(o, "powers", powers);
	json_object_set_new(o, "neutral centres", centres_of(&s->pos, -1));
	json_t *claims = json_array();
	for (int i = 0; i < g->nseats; i++)
		if (s->claim & (1u << i))
			json_array_append_new(claims, json_string(game_seat_name(n, g, i)));
	json_object_set_new(o, "co-win claims", claims);
	if (s->last_phase[0]) {
		json_object_set_new(o, "last adjudicated", json_string(s->last_phase));
		json_t *res = json_array();
		for (int i = 0; i < s->nlines; i++)
			json_array_append_new(res, json_pack("{s:s, s:s}", "power",
				s->lines[i].power < 0 ? "all" : dg_power(s->lines[i].power),
				"result", s->lines[i].text));
		json_object_set_new(o, "results", res);
	}
	snprintf(buf, sizeof buf, "/games/%d/map.svg", g->id);
	json_object_set_new(o, "map", json_string(buf));
	return o;
}
