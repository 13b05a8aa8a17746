/* adjust.c — the adjustment phase: builds and disbands are applied in the
 * order given, each checked against the position as it stands after the
 * earlier ones (so a second build in the same centre, or one build too many,
 * fails: 6.I.1, 6.I.7, 6.J.1, 6.J.2). A power that leaves disbands unordered
 * is in civil disorder and loses the units farthest from its home centres
 * (fleets before armies at equal distance, then alphabetical by province
 * name: 6.J.3-6.J.11);
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

/* Civil-disorder distances, as DATC 2.4 measures them (6.J.3-6.J.11): the
 * number of moves from each location to the nearest home supply centre of
 * the power (owned or not, as in the 2000 rulebook). An army may count steps
 * over any province, sea included (it could be convoyed, 6.J.10, even with
 * no fleet there, 6.J.11); a fleet counts only moves it could make itself,
 * from whichever coast is nearer (6.J.5, 6.J.9). Unreachable counts as
 * farthest. dist[] is indexed by location for fleets, province for armies. */
static void home_distances(const dip_map *map, int power, dip_unit_type type, int *dist)
{
	int n = type == DIP_ARMY ? map->nprov : map->nlocs;
	int queue[DIP_MAX_LOCS], head = 0, tail = 0;
	for (int l = 0; l < n; l++) {
		dist[l] = -1;
		if (map->prov[map->loc[l].prov].home == power) {
			dist[l] = 0;
			queue[tail++] = l;
		}
	}
	while (head < tail) {
		int a = queue[head++];
		for (int b = 0; b < n; b++) {
			if (dist[b] >= 0)
				continue;
			bool step = type == DIP_ARMY ? map->army_adj[a][b] || map->fleet_border[a][b]
			                             : map->fleet_adj[a][b];
			if (step) {
				dist[b] = dist[a] + 1;
				queue[tail++] = b;
			}
		}
	}
	for (int l = 0; l < n; l++)
		if (dist[l] < 0)
			dist[l] = DIP_MAX_LOCS;
}

typedef struct {
	int army[DIP_MAX_LOCS];
	int fleet[DIP_MAX_LOCS];
} distances;

static int distance(const dip_map *map, const distances *d, const dip_unit *u)
{
	return u->type == DIP_ARMY ? d->army[map->loc[u->loc].prov] : d->fleet[u->loc];
}

/* True if unit a should be disbanded before unit b. */
static bool disband_first(const dip_map *map, const distances *d, const dip_unit *a, const dip_unit *b)
{
	int da = distance(map, d, a), db = distance(map, d, b);
	if (da != db)
		return da > db;
	if (a->type != b->type)
		return a->type == DIP_FLEET;
	return strcasecmp(map->prov[map->loc[a->loc].prov].full, map->prov[map->loc[b->loc].prov].full) < 0;
}

static void civil_disorder(const dip_map *map, dip_position *pos, int power)
{
	distances d;
	home_distances(map, power, DIP_ARMY, d.army);
	home_distances(map, power, DIP_FLEET, d.fleet);
	while (units_of(pos, power) > dip_centre_count(map, pos, power)) {
		int pick = -1;
		for (int i = 0; i < pos->nunits; i++)
			if (pos->units[i].power == power &&
			    (pick < 0 || disband_first(map, &d, &pos->units[i], &pos->units[pick])))
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
