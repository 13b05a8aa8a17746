/* adjust.c — the adjustment phase: builds and disbands are applied in the
 * order given, each checked against the position as it stands after the
 * earlier ones (so a second build in the same centre, or one build too many,
 * fails: 6.I.1, 6.I.7, 6.J.1, 6.J.2). A power that leaves disbands unordered
 * is in civil disorder and loses the units farthest from its home centres
 * (fleets before armies at equal distance, then alphabetical: 6.J.3-6.J.11);
 * builds left unordered are simply waived. */
#include "games/diplomacy/dip_internal.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

static int units_of(const dip_position *pos, int power)
{
	int n = 0;
	for (int i = 0; i < pos->nunits; i++)
		n += pos->units[i].power == power;
	return n;
}

static void remove_unit(dip_position *pos, int i)
{
	memmove(&pos->units[i], &pos->units[i + 1], (size_t)(pos->nunits - i - 1) * sizeof pos->units[0]);
	pos->nunits--;
}

/* Moves from every province to the nearest of `power`'s owned home centres
 * (all its home centres if it owns none), counting every border as passable
 * for every unit, as the civil disorder rule measures it (6.J.10, 6.J.11). */
static void home_distances(const dip_map *map, const dip_position *pos, int power, int *dist)
{
	int queue[DIP_MAX_PROVINCES], head = 0, tail = 0;
	bool owns_home = false;
	for (int p = 0; p < map->nprov; p++)
		owns_home = owns_home || (map->prov[p].home == power && pos->owner[p] == power);
	for (int p = 0; p < map->nprov; p++) {
		dist[p] = -1;
		if (map->prov[p].home == power && (!owns_home || pos->owner[p] == power)) {
			dist[p] = 0;
			queue[tail++] = p;
		}
	}
	while (head < tail) {
		int p = queue[head++];
		for (int q = 0; q < map->nprov; q++)
			if (dist[q] < 0 && (map->army_adj[p][q] || map->fleet_border[p][q])) {
				dist[q] = dist[p] + 1;
				queue[tail++] = q;
			}
	}
	for (int p = 0; p < map->nprov; p++)
		if (dist[p] < 0)
			dist[p] = map->nprov;  /* unreachable counts as farthest */
}

/* True if unit a should be disbanded before unit b. */
static bool disband_first(const dip_map *map, const int *dist, const dip_unit *a, const dip_unit *b)
{
	int pa = map->loc[a->loc].prov, pb = map->loc[b->loc].prov;
	if (dist[pa] != dist[pb])
		return dist[pa] > dist[pb];
	if (a->type != b->type)
		return a->type == DIP_FLEET;
	return strcasecmp(map->prov[pa].full, map->prov[pb].full) < 0;
}

static void civil_disorder(const dip_map *map, dip_position *pos, int power)
{
	int dist[DIP_MAX_PROVINCES];
	home_distances(map, pos, power, dist);
	while (units_of(pos, power) > dip_centre_count(map, pos, power)) {
		int pick = -1;
		for (int i = 0; i < pos->nunits; i++)
			if (pos->units[i].power == power &&
			    (pick < 0 || disband_first(map, dist, &pos->units[i], &pos->units[pick])))
				pick = i;
		remove_unit(pos, pick);
	}
}

int dip__adjudicate_adjustment(const dip_map *map, const dip_position *pos, const dip_order *orders,
                               int norders, dip_position *next, dip_result *results)
{
	*next = *pos;
	int waived[DIP_MAX_POWERS] = { 0 };
	for (int i = 0; i < norders; i++) {
		const dip_order *o = &orders[i];
		dip_result *r = &results[i];
		dip__checked ck;
		char why[DIP_ERR_LEN - 32];
		*r = (dip_result){ .legal = true };
		if (dip__check(map, next, o, &ck, why, sizeof why) < 0) {
			r->legal = false;
			snprintf(r->note, sizeof r->note, "illegal: %s", why);
			continue;
		}
		if (o->kind == DIP_DISBAND) {
			remove_unit(next, ck.unit);
			r->succeeded = true;
			snprintf(r->note, sizeof r->note, "disbanded");
			continue;
		}
		int power = o->power >= 0 ? o->power : map->prov[map->loc[ck.dest].prov].home;
		if (units_of(next, power) + waived[power] >= dip_centre_count(map, next, power)) {
			r->legal = false;
			snprintf(r->note, sizeof r->note, "illegal: %s has no builds left", dip_power_name(map, power));
			continue;
		}
		r->succeeded = true;
		if (o->kind == DIP_WAIVE) {
			waived[power]++;
			snprintf(r->note, sizeof r->note, "build waived");
			continue;
		}
		next->units[next->nunits++] = (dip_unit){ .power = power, .type = o->type, .loc = ck.dest };
		snprintf(r->note, sizeof r->note, "built");
	}
	for (int power = 0; power < map->npowers; power++)
		civil_disorder(map, next, power);
	next->phase.year = pos->phase.year + 1;
	next->phase.season = DIP_SPRING;
	next->phase.kind = DIP_PHASE_MOVEMENT;
	return 0;
}
