/* retreat.c — the retreat phase: where a dislodged unit may go (not where
 * the attack came from unless it came by convoy, not an occupied province,
 * not one left empty by a standoff — 6.H), and the adjudication itself:
 * retreats to the same province all fail, and every dislodged unit that does
 * not retreat successfully is disbanded. */
#include "games/diplomacy/dip_internal.h"

#include <stdio.h>
#include <string.h>

int dip__retreat_target(const dip_map *map, const dip_position *pos, const dip_dislodged *d,
                        int want, char *err, size_t errlen)
{
	int from = d->unit.loc, fp = map->loc[from].prov, q = map->loc[want].prov;
	const char *qa = map->prov[q].abbr;
	int loc = q;
	if (q == fp)
		return dip__fail(err, errlen, "a unit cannot retreat to the province it is in");
	if (d->unit.type == DIP_ARMY) {
		if (map->prov[q].terrain == DIP_SEA)
			return dip__fail(err, errlen, "an army cannot retreat to a sea (%s)", qa);
		if (!map->army_adj[fp][q])
			return dip__fail(err, errlen, "A %s cannot retreat to %s: not adjacent", map->prov[fp].abbr, qa);
	} else {
		if (map->prov[q].terrain == DIP_LAND)
			return dip__fail(err, errlen, "a fleet cannot retreat inland (%s)", qa);
		loc = dip__fleet_target(map, from, want);
		if (loc == -2)
			return dip__fail(err, errlen, "say which coast of %s", qa);
		if (loc < 0)
			return dip__fail(err, errlen, "F %s cannot retreat to %s: not adjacent",
			                 map->loc[from].name, map->loc[want].name);
	}
	if (q == d->attacker_from)
		return dip__fail(err, errlen, "cannot retreat to %s, where the attack came from", qa);
	if (dip_unit_in(map, pos, q) >= 0)
		return dip__fail(err, errlen, "cannot retreat to %s: it is occupied", qa);
	if (pos->contested[q])
		return dip__fail(err, errlen, "cannot retreat to %s: it was left empty by a standoff", qa);
	return loc;
}

bool dip__has_retreat(const dip_map *map, const dip_position *pos, const dip_dislodged *d)
{
	for (int l = 0; l < map->nlocs; l++)
		if (dip__retreat_target(map, pos, d, l, NULL, 0) >= 0)
			return true;
	return false;
}

int dip__adjudicate_retreat(const dip_map *map, const dip_position *pos, const dip_order *orders,
                            int norders, dip_position *next, dip_result *results)
{
	int chosen[DIP_MAX_UNITS];  /* per dislodged unit: its order index, or -1 */
	int dest[DIP_MAX_UNITS];
	for (int i = 0; i < pos->ndislodged; i++)
		chosen[i] = dest[i] = -1;
	for (int i = 0; i < norders; i++) {
		dip__checked ck;
		char why[DIP_ERR_LEN - 32];
		dip_result *r = &results[i];
		*r = (dip_result){ .legal = true };
		if (dip__check(map, pos, &orders[i], &ck, why, sizeof why) < 0) {
			r->legal = false;
			snprintf(r->note, sizeof r->note, "illegal: %s", why);
			continue;
		}
		if (chosen[ck.unit] >= 0) {
			results[chosen[ck.unit]].legal = false;
			snprintf(results[chosen[ck.unit]].note, sizeof r->note, "replaced by a later order for the same unit");
		}
		chosen[ck.unit] = i;
		dest[ck.unit] = orders[i].kind == DIP_DISBAND ? -1 : ck.dest;
	}
	int arrivals[DIP_MAX_PROVINCES] = { 0 };
	for (int i = 0; i < pos->ndislodged; i++)
		if (chosen[i] >= 0 && dest[i] >= 0)
			arrivals[map->loc[dest[i]].prov]++;

	memcpy(next->owner, pos->owner, sizeof next->owner);
	next->phase = pos->phase;
	next->nunits = pos->nunits;
	memcpy(next->units, pos->units, (size_t)pos->nunits * sizeof pos->units[0]);
	next->ndislodged = 0;
	memset(next->contested, 0, sizeof next->contested);
	for (int i = 0; i < pos->ndislodged; i++) {
		if (chosen[i] < 0)
			continue;
		dip_result *r = &results[chosen[i]];
		if (dest[i] < 0) {
			snprintf(r->note, sizeof r->note, "disbanded");
			r->succeeded = true;
		} else if (arrivals[map->loc[dest[i]].prov] > 1) {
			snprintf(r->note, sizeof r->note, "fails: other units retreat to %s too; disbanded",
			         map->prov[map->loc[dest[i]].prov].abbr);
		} else {
			dip_unit u = pos->dislodged[i].unit;
			u.loc = dest[i];
			next->units[next->nunits++] = u;
			snprintf(r->note, sizeof r->note, "retreats to %s", map->loc[dest[i]].name);
			r->succeeded = true;
		}
	}
	dip__advance_after_moves(map, pos->phase, next);
	return 0;
}
