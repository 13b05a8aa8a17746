/* order_check.c — is this order possible in this position and phase?
 *
 * One function decides, so the game can refuse an order at submission with
 * the same one-line reason the adjudicator uses to ignore it. "Possible"
 * follows the DATC's preferred choices: an army may be ordered to a distant
 * coast only while fleets at sea could form a chain (6.D.32), a fleet must
 * name a coast only when it could reach more than one (6.B.1/6.B.2), the
 * coast written for the ordering unit itself is ignored (6.B.10), a support
 * needs only to reach the province, not the coast (6.B.4).
 */
#include "games/diplomacy/dip_internal.h"

#include <stdio.h>
#include <string.h>

typedef struct {
	const dip_map *map;
	const dip_position *pos;
	const dip_order *o;
	dip__checked *out;
	char *err;
	size_t errlen;
} checker;

static int prov_of(const checker *c, int loc)
{
	return c->map->loc[loc].prov;
}

static const char *abbr(const checker *c, int prov)
{
	return c->map->prov[prov].abbr;
}

static const char *type_word(dip_unit_type t)
{
	return t == DIP_ARMY ? "army" : "fleet";
}

/* Finds the ordered unit on the board, or among the dislodged units. */
static int find_unit(checker *c, bool dislodged)
{
	int p = prov_of(c, c->o->loc);
	int n = dislodged ? c->pos->ndislodged : c->pos->nunits;
	for (int i = 0; i < n; i++) {
		const dip_unit *u = dislodged ? &c->pos->dislodged[i].unit : &c->pos->units[i];
		if (prov_of(c, u->loc) != p)
			continue;
		if (c->o->type != DIP_ANY_UNIT && c->o->type != u->type)
			return dip__fail(c->err, c->errlen, "the unit in %s is %s %s, not %s %s", abbr(c, p),
			                 u->type == DIP_ARMY ? "an" : "a", type_word(u->type),
			                 c->o->type == DIP_ARMY ? "an" : "a", type_word(c->o->type));
		if (c->o->power >= 0 && u->power != c->o->power)
			return dip__fail(c->err, c->errlen, "%s %s belongs to %s, not %s", dip__type_letter(u->type),
			                 dip_loc_name(c->map, u->loc), dip_power_name(c->map, u->power),
			                 dip_power_name(c->map, c->o->power));
		return i;
	}
	return dip__fail(c->err, c->errlen, "there is no %sunit in %s", dislodged ? "dislodged " : "", abbr(c, p));
}

static int move_army(checker *c, int from, int to)
{
	const dip_map *m = c->map;
	if (m->prov[to].terrain == DIP_SEA)
		return dip__fail(c->err, c->errlen, "an army cannot move to a sea (%s)", abbr(c, to));
	c->out->dest = to;
	if (m->army_adj[from][to])
		return 0;
	if (m->prov[from].terrain != DIP_COAST || m->prov[to].terrain != DIP_COAST)
		return dip__fail(c->err, c->errlen, "A %s cannot reach %s: not adjacent", abbr(c, from), abbr(c, to));
	if (!dip__fleet_chain(m, c->pos, from, to, -1))
		return dip__fail(c->err, c->errlen, "A %s cannot reach %s: not adjacent, and no fleets at sea to convoy it",
		                 abbr(c, from), abbr(c, to));
	c->out->convoy_only = true;
	return 0;
}

static int coast_needed(checker *c, int from, int to)
{
	const dip_province *pv = &c->map->prov[to];
	char list[64] = "";
	for (int i = 0; i < pv->ncoasts; i++)
		if (c->map->fleet_adj[from][pv->coasts[i]]) {
			if (list[0])
				strncat(list, " or ", sizeof list - strlen(list) - 1);
			strncat(list, c->map->loc[pv->coasts[i]].name, sizeof list - strlen(list) - 1);
		}
	return dip__fail(c->err, c->errlen, "say which coast of %s: %s", pv->abbr, list);
}

static int move_fleet(checker *c, const dip_unit *u, int to)
{
	if (c->o->via_convoy)
		return dip__fail(c->err, c->errlen, "only armies can be convoyed");
	if (c->map->prov[to].terrain == DIP_LAND)
		return dip__fail(c->err, c->errlen, "a fleet cannot move inland (%s)", abbr(c, to));
	int t = dip__fleet_target(c->map, u->loc, c->o->dest);
	if (t == -2)
		return coast_needed(c, u->loc, to);
	if (t < 0)
		return dip__fail(c->err, c->errlen, "F %s cannot reach %s", dip_loc_name(c->map, u->loc),
		                 dip_loc_name(c->map, c->o->dest));
	c->out->dest = t;
	return 0;
}

static int check_move(checker *c, const dip_unit *u)
{
	int from = prov_of(c, u->loc), to = prov_of(c, c->o->dest);
	if (from == to)
		return dip__fail(c->err, c->errlen, "a unit cannot move to the province it is in");
	return u->type == DIP_ARMY ? move_army(c, from, to) : move_fleet(c, u, to);
}

/* The other unit named by a support or convoy order. */
static int find_target(checker *c, const char *verb)
{
	int tp = prov_of(c, c->o->target);
	int t = dip_unit_in(c->map, c->pos, tp);
	if (t < 0)
		return dip__fail(c->err, c->errlen, "there is no unit in %s to %s", abbr(c, tp), verb);
	const dip_unit *tu = &c->pos->units[t];
	if (c->o->target_type != DIP_ANY_UNIT && c->o->target_type != tu->type)
		return dip__fail(c->err, c->errlen, "the unit in %s is %s %s, not %s %s", abbr(c, tp),
		                 tu->type == DIP_ARMY ? "an" : "a", type_word(tu->type),
		                 c->o->target_type == DIP_ARMY ? "an" : "a", type_word(c->o->target_type));
	c->out->target_unit = t;
	return t;
}

static int check_support(checker *c, const dip_unit *u)
{
	int self = prov_of(c, u->loc), tp = prov_of(c, c->o->target);
	if (tp == self)
		return dip__fail(c->err, c->errlen, "a unit cannot support itself");
	int t = find_target(c, "support");
	if (t < 0)
		return -1;
	const dip_unit *tu = &c->pos->units[t];
	int into = tp;
	if (c->o->dest >= 0) {
		into = prov_of(c, c->o->dest);
		if (into == self)
			return dip__fail(c->err, c->errlen, "a unit cannot support a move into its own province");
		if (into == tp)
			return dip__fail(c->err, c->errlen, "a unit cannot move to the province it is in");
		dip_terrain ter = c->map->prov[into].terrain;
		if (tu->type == DIP_ARMY && ter == DIP_SEA)
			return dip__fail(c->err, c->errlen, "an army cannot move to a sea (%s)", abbr(c, into));
		if (tu->type == DIP_FLEET && ter == DIP_LAND)
			return dip__fail(c->err, c->errlen, "a fleet cannot move inland (%s)", abbr(c, into));
	}
	if (!dip__unit_reaches(c->map, u, into))
		return dip__fail(c->err, c->errlen, "%s %s cannot support into %s: it could not move there",
		                 dip__type_letter(u->type), dip_loc_name(c->map, u->loc), abbr(c, into));
	return 0;
}

static int check_convoy(checker *c, const dip_unit *u)
{
	const dip_map *m = c->map;
	int self = prov_of(c, u->loc), tp = prov_of(c, c->o->target), to = prov_of(c, c->o->dest);
	if (u->type != DIP_FLEET)
		return dip__fail(c->err, c->errlen, "only fleets can convoy");
	if (m->prov[self].terrain != DIP_SEA)
		return dip__fail(c->err, c->errlen, "F %s cannot convoy: only fleets at sea convoy", abbr(c, self));
	if (c->o->target_type == DIP_FLEET)
		return dip__fail(c->err, c->errlen, "only armies can be convoyed");
	int t = find_target(c, "convoy");
	if (t < 0)
		return -1;
	if (c->pos->units[t].type != DIP_ARMY)
		return dip__fail(c->err, c->errlen, "only armies can be convoyed (F %s is a fleet)", abbr(c, tp));
	if (to == tp)
		return dip__fail(c->err, c->errlen, "a unit cannot move to the province it is in");
	if (m->prov[tp].terrain != DIP_COAST || m->prov[to].terrain != DIP_COAST)
		return dip__fail(c->err, c->errlen, "convoys carry armies from coast to coast (%s - %s)",
		                 abbr(c, tp), abbr(c, to));
	if (!dip__fleet_chain(m, c->pos, tp, to, self))
		return dip__fail(c->err, c->errlen, "F %s cannot be part of a convoy from %s to %s",
		                 abbr(c, self), abbr(c, tp), abbr(c, to));
	return 0;
}

static int check_movement(checker *c)
{
	switch (c->o->kind) {
	case DIP_HOLD: case DIP_MOVE: case DIP_SUPPORT: case DIP_CONVOY:
		break;
	case DIP_RETREAT: case DIP_DISBAND:
		return dip__fail(c->err, c->errlen, "retreats and disbands wait for the retreat phase");
	default:
		return dip__fail(c->err, c->errlen, "builds wait for the adjustment phase");
	}
	int ui = find_unit(c, false);
	if (ui < 0)
		return -1;
	c->out->unit = ui;
	const dip_unit *u = &c->pos->units[ui];
	switch (c->o->kind) {
	case DIP_MOVE: return check_move(c, u);
	case DIP_SUPPORT: return check_support(c, u);
	case DIP_CONVOY: return check_convoy(c, u);
	default: return 0;
	}
}

static int check_retreat(checker *c)
{
	switch (c->o->kind) {
	case DIP_MOVE: case DIP_RETREAT: case DIP_DISBAND:
		break;
	case DIP_HOLD:
		return dip__fail(c->err, c->errlen, "a dislodged unit must retreat or disband");
	case DIP_SUPPORT: case DIP_CONVOY:
		return dip__fail(c->err, c->errlen, "only retreats and disbands are allowed in a retreat phase");
	default:
		return dip__fail(c->err, c->errlen, "builds wait for the adjustment phase");
	}
	int di = find_unit(c, true);
	if (di < 0)
		return -1;
	c->out->unit = di;
	if (c->o->kind == DIP_DISBAND)
		return 0;
	if (c->o->via_convoy)
		return dip__fail(c->err, c->errlen, "retreats cannot be convoyed");
	int t = dip__retreat_target(c->map, c->pos, &c->pos->dislodged[di], c->o->dest, c->err, c->errlen);
	if (t < 0)
		return -1;
	c->out->dest = t;
	return 0;
}

static int units_of(const dip_position *pos, int power)
{
	int n = 0;
	for (int i = 0; i < pos->nunits; i++)
		n += pos->units[i].power == power;
	return n;
}

static int check_build(checker *c)
{
	const dip_map *m = c->map;
	int p = prov_of(c, c->o->loc);
	const dip_province *pv = &m->prov[p];
	int power = c->o->power >= 0 ? c->o->power : pv->home;
	if (!pv->centre || pv->home < 0)
		return dip__fail(c->err, c->errlen, "%s is not a home supply centre", pv->abbr);
	if (pv->home != power)
		return dip__fail(c->err, c->errlen, "%s is not one of %s's home centres", pv->abbr,
		                 dip_power_name(m, power));
	if (c->pos->owner[p] != power)
		return dip__fail(c->err, c->errlen, "%s does not own %s", dip_power_name(m, power), pv->abbr);
	if (dip_unit_in(m, c->pos, p) >= 0)
		return dip__fail(c->err, c->errlen, "%s is occupied", pv->abbr);
	if (dip_centre_count(m, c->pos, power) <= units_of(c->pos, power))
		return dip__fail(c->err, c->errlen, "%s has no builds", dip_power_name(m, power));
	c->out->dest = p;
	if (c->o->type == DIP_FLEET) {
		if (pv->terrain != DIP_COAST)
			return dip__fail(c->err, c->errlen, "fleets cannot be built inland (%s)", pv->abbr);
		if (pv->ncoasts > 0) {
			if (c->o->loc == p)
				return dip__fail(c->err, c->errlen, "say which coast of %s to build on", pv->abbr);
			c->out->dest = c->o->loc;
		}
	} else if (c->o->type != DIP_ARMY) {
		return dip__fail(c->err, c->errlen, "say what to build: A or F");
	}
	return 0;
}

static int check_adjustment(checker *c)
{
	const dip_map *m = c->map;
	switch (c->o->kind) {
	case DIP_BUILD:
		return check_build(c);
	case DIP_WAIVE:
		if (c->o->power < 0)
			return dip__fail(c->err, c->errlen, "a waive needs the power giving it");
		if (dip_centre_count(m, c->pos, c->o->power) <= units_of(c->pos, c->o->power))
			return dip__fail(c->err, c->errlen, "%s has no builds to waive", dip_power_name(m, c->o->power));
		return 0;
	case DIP_DISBAND: {
		int ui = find_unit(c, false);
		if (ui < 0)
			return -1;
		c->out->unit = ui;
		int power = c->pos->units[ui].power;
		if (dip_centre_count(m, c->pos, power) >= units_of(c->pos, power))
			return dip__fail(c->err, c->errlen, "%s has no units to disband", dip_power_name(m, power));
		return 0;
	}
	default:
		return dip__fail(c->err, c->errlen, "only builds, disbands and waives are allowed in an adjustment phase");
	}
}

static bool loc_ok(const dip_map *m, int loc)
{
	return loc >= 0 && loc < m->nlocs;
}

int dip__check(const dip_map *map, const dip_position *pos, const dip_order *o,
               dip__checked *out, char *err, size_t errlen)
{
	dip__checked scratch;
	if (!out)
		out = &scratch;
	*out = (dip__checked){ .unit = -1, .dest = -1, .target_unit = -1 };
	if (o->power >= map->npowers || o->power < -1)
		return dip__fail(err, errlen, "unknown power");
	/* Orders normally come from dip_order_parse; guard against hand-made ones. */
	bool need_loc = o->kind != DIP_WAIVE;
	bool need_dest = o->kind == DIP_MOVE || o->kind == DIP_RETREAT || o->kind == DIP_CONVOY;
	bool need_target = o->kind == DIP_SUPPORT || o->kind == DIP_CONVOY;
	if ((need_loc && !loc_ok(map, o->loc)) || (need_dest && !loc_ok(map, o->dest)) ||
	    (need_target && !loc_ok(map, o->target)) ||
	    (o->kind == DIP_SUPPORT && o->dest != -1 && !loc_ok(map, o->dest)))
		return dip__fail(err, errlen, "order names an unknown location");
	checker c = { .map = map, .pos = pos, .o = o, .out = out, .err = err, .errlen = errlen };
	switch (pos->phase.kind) {
	case DIP_PHASE_MOVEMENT: return check_movement(&c);
	case DIP_PHASE_RETREAT: return check_retreat(&c);
	case DIP_PHASE_ADJUSTMENT: return check_adjustment(&c);
	}
	return dip__fail(err, errlen, "unknown phase");
}

int dip_order_check(const dip_map *map, const dip_position *pos, const dip_order *order,
                    char *err, size_t errlen)
{
	return dip__check(map, pos, order, NULL, err, errlen);
}
