/* position.c — the game position as a value: the opening position of a map,
 * the consistency check every adjudication starts with (so bad input is
 * refused before anything is computed), and small lookups. */
#include "games/diplomacy/dip_internal.h"

#include <stdio.h>
#include <string.h>

void dip_initial_position(const dip_map *map, dip_position *out)
{
	memset(out, 0, sizeof *out);
	out->phase.year = map->start_year;
	out->phase.season = map->start_season;
	out->phase.kind = DIP_PHASE_MOVEMENT;
	out->nunits = map->nstart;
	memcpy(out->units, map->start, (size_t)map->nstart * sizeof map->start[0]);
	for (int p = 0; p < DIP_MAX_PROVINCES; p++)
		out->owner[p] = (signed char)(p < map->nprov && map->prov[p].centre ? map->prov[p].home : -1);
}

static int check_unit(const dip_map *map, const dip_unit *u, char *err, size_t errlen)
{
	if (u->power < 0 || u->power >= map->npowers)
		return dip__fail(err, errlen, "unit with unknown power %d", u->power);
	if (u->loc < 0 || u->loc >= map->nlocs)
		return dip__fail(err, errlen, "unit with unknown location %d", u->loc);
	const dip_province *pv = &map->prov[map->loc[u->loc].prov];
	if (u->type == DIP_ARMY) {
		if (pv->terrain == DIP_SEA)
			return dip__fail(err, errlen, "army in sea province %s", pv->abbr);
		if (u->loc != map->loc[u->loc].prov)
			return dip__fail(err, errlen, "army on a coast (%s); armies hold whole provinces",
			                 map->loc[u->loc].name);
	} else if (u->type == DIP_FLEET) {
		if (pv->terrain == DIP_LAND)
			return dip__fail(err, errlen, "fleet in inland province %s", pv->abbr);
		if (pv->ncoasts > 0 && u->loc == map->loc[u->loc].prov)
			return dip__fail(err, errlen, "fleet in %s without a coast", pv->abbr);
	} else {
		return dip__fail(err, errlen, "unit in %s has no type", pv->abbr);
	}
	return 0;
}

int dip_position_check(const dip_map *map, const dip_position *pos, char *err, size_t errlen)
{
	if (pos->phase.kind < DIP_PHASE_MOVEMENT || pos->phase.kind > DIP_PHASE_ADJUSTMENT ||
	    pos->phase.season < DIP_SPRING || pos->phase.season > DIP_FALL)
		return dip__fail(err, errlen, "position has an unknown phase");
	if (pos->phase.kind == DIP_PHASE_ADJUSTMENT && pos->phase.season != DIP_FALL)
		return dip__fail(err, errlen, "adjustments happen only after the fall");
	if (pos->nunits < 0 || pos->nunits > DIP_MAX_UNITS || pos->ndislodged < 0 ||
	    pos->ndislodged > DIP_MAX_UNITS)
		return dip__fail(err, errlen, "position has a bad unit count");
	if (pos->ndislodged > 0 && pos->phase.kind != DIP_PHASE_RETREAT)
		return dip__fail(err, errlen, "dislodged units outside a retreat phase");
	bool taken[DIP_MAX_PROVINCES] = { false };
	for (int i = 0; i < pos->nunits; i++) {
		if (check_unit(map, &pos->units[i], err, errlen) < 0)
			return -1;
		int p = map->loc[pos->units[i].loc].prov;
		if (taken[p])
			return dip__fail(err, errlen, "two units in %s", map->prov[p].abbr);
		taken[p] = true;
	}
	bool gone[DIP_MAX_PROVINCES] = { false };
	for (int i = 0; i < pos->ndislodged; i++) {
		const dip_dislodged *d = &pos->dislodged[i];
		if (check_unit(map, &d->unit, err, errlen) < 0)
			return -1;
		int p = map->loc[d->unit.loc].prov;
		if (gone[p])
			return dip__fail(err, errlen, "two dislodged units in %s", map->prov[p].abbr);
		gone[p] = true;
		if (d->attacker_from < -1 || d->attacker_from >= map->nprov)
			return dip__fail(err, errlen, "dislodged unit in %s has a bad attacker province",
			                 map->prov[p].abbr);
	}
	for (int p = 0; p < map->nprov; p++)
		if (pos->owner[p] < -1 || pos->owner[p] >= map->npowers)
			return dip__fail(err, errlen, "%s has an unknown owner", map->prov[p].abbr);
	return 0;
}

int dip_unit_in(const dip_map *map, const dip_position *pos, int prov)
{
	for (int i = 0; i < pos->nunits; i++)
		if (map->loc[pos->units[i].loc].prov == prov)
			return i;
	return -1;
}

int dip_centre_count(const dip_map *map, const dip_position *pos, int power)
{
	int n = 0;
	for (int p = 0; p < map->nprov; p++)
		if (map->prov[p].centre && pos->owner[p] == power)
			n++;
	return n;
}

const char *dip_phase_name(dip_phase phase, char *buf, size_t len)
{
	static const char *const kinds[] = { "Movement", "Retreat", "Adjustment" };
	snprintf(buf, len, "%s %d %s", phase.season == DIP_SPRING ? "Spring" : "Fall", phase.year,
	         phase.kind >= DIP_PHASE_MOVEMENT && phase.kind <= DIP_PHASE_ADJUSTMENT ? kinds[phase.kind] : "?");
	return buf;
}
