/* phase.c — the order of phases: spring and fall movement, each followed by
 * a retreat phase only when some unit must retreat; after the fall, supply
 * centres change hands and an adjustment phase follows only when some power
 * has units to build or disband. */
#include "games/diplomacy/dip_internal.h"

void dip__update_centres(const dip_map *map, dip_position *pos)
{
	for (int i = 0; i < pos->nunits; i++) {
		int p = map->loc[pos->units[i].loc].prov;
		if (map->prov[p].centre)
			pos->owner[p] = (signed char)pos->units[i].power;
	}
}

bool dip__adjustments_due(const dip_map *map, const dip_position *pos)
{
	for (int power = 0; power < map->npowers; power++) {
		int units = 0;
		for (int i = 0; i < pos->nunits; i++)
			units += pos->units[i].power == power;
		int centres = dip_centre_count(map, pos, power);
		if (units > centres)
			return true;
		if (units == centres)
			continue;
		/* Builds matter only if there is somewhere to build. */
		for (int p = 0; p < map->nprov; p++)
			if (map->prov[p].home == power && pos->owner[p] == power && dip_unit_in(map, pos, p) < 0)
				return true;
	}
	return false;
}

void dip__advance_after_moves(const dip_map *map, dip_phase cur, dip_position *next)
{
	next->phase.year = cur.year;
	next->phase.season = cur.season;
	if (next->ndislodged > 0) {
		next->phase.kind = DIP_PHASE_RETREAT;
		return;
	}
	if (cur.season == DIP_SPRING) {
		next->phase.season = DIP_FALL;
		next->phase.kind = DIP_PHASE_MOVEMENT;
		return;
	}
	dip__update_centres(map, next);
	if (dip__adjustments_due(map, next)) {
		next->phase.kind = DIP_PHASE_ADJUSTMENT;
		return;
	}
	next->phase.year = cur.year + 1;
	next->phase.season = DIP_SPRING;
	next->phase.kind = DIP_PHASE_MOVEMENT;
}
