/* arcadia_map.c: the Map's rules as pure functions (seed 003, the
 * tournament's first clauses): exactly one Land Unit per Location,
 * adjacency, connection by an attribute, groups by Land Type. No state, no
 * journal: the unit tests (tests/unit/test_arcadia_map.c) call them
 * directly, and the tournament's state is always a normalised map. */
#include "agora/arcadia/arcadia.h"

#include <stdlib.h>
#include <string.h>

int arc_index(int lat, int lon)
{
	if (lat < 1 || lat > ARC_SIDE || lon < 1 || lon > ARC_SIDE)
		return -1;
	return (lat - 1) * ARC_SIDE + (lon - 1);
}

/* "Two Land Units are adjacent if they have the same Latitude, and their
 * Longitudes differ by exactly one; or they have the same Longitude, and
 * their Latitudes differ by exactly one." */
int arc_adjacent(const arc_unit *a, const arc_unit *b)
{
	if (a->lat == b->lat)
		return abs(a->lon - b->lon) == 1;
	if (a->lon == b->lon)
		return abs(a->lat - b->lat) == 1;
	return 0;
}

/* "Exactly one Land Unit can exist for each combination of Latitude and
 * Longitude. If there ever exist more than one land unit with the same
 * Latitude and Longitude pair, the most recently created ones are
 * destroyed. Likewise, if there ever is a possible Latitude and Longitude
 * pair where no Land Units exist, a new Land Unit is created". */
int arc_map_normalise(const arc_unit *in, int n, arc_unit out[ARC_UNITS], int *next_serial)
{
	int have[ARC_UNITS] = {0};
	int changes = 0;
	for (int i = 0; i < n; i++) {
		int k = arc_index(in[i].lat, in[i].lon);
		if (k < 0) {
			changes++; /* off the Map: not a Land Unit of it */
			continue;
		}
		if (!have[k]) {
			out[k] = in[i];
			have[k] = 1;
			continue;
		}
		/* Keep the earliest created; the later one is destroyed. */
		changes++;
		if (in[i].serial < out[k].serial)
			out[k] = in[i];
	}
	for (int k = 0; k < ARC_UNITS; k++) {
		if (have[k])
			continue;
		memset(&out[k], 0, sizeof out[k]);
		out[k].lat = k / ARC_SIDE + 1;
		out[k].lon = k % ARC_SIDE + 1;
		out[k].owner = 0;          /* "owned by Agora" */
		out[k].type = ARC_AETHER;  /* "Aether (the default)" */
		out[k].fac = ARC_NONE;     /* "None (the default)" */
		out[k].serial = (*next_serial)++;
		changes++;
	}
	return changes;
}

static int attr_of(const arc_unit *u, enum arc_attr attr)
{
	switch (attr) {
	case ARC_BY_TYPE:
		return u->type;
	case ARC_BY_OWNER:
		return u->owner;
	case ARC_BY_FACILITY:
		return u->fac;
	}
	return 0;
}

/* Breadth-first from a through units sharing a's value; marks seen. */
static void flood(const arc_unit map[ARC_UNITS], int a, enum arc_attr attr, int *mark, int tag)
{
	int queue[ARC_UNITS], head = 0, tail = 0;
	int want = attr_of(&map[a], attr);
	mark[a] = tag;
	queue[tail++] = a;
	static const int d[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
	while (head < tail) {
		const arc_unit *u = &map[queue[head++]];
		for (int i = 0; i < 4; i++) {
			int k = arc_index(u->lat + d[i][0], u->lon + d[i][1]);
			if (k < 0 || mark[k] >= 0 || attr_of(&map[k], attr) != want)
				continue;
			mark[k] = tag;
			queue[tail++] = k;
		}
	}
}

int arc_connected(const arc_unit map[ARC_UNITS], int a, int b, enum arc_attr attr)
{
	if (a < 0 || a >= ARC_UNITS || b < 0 || b >= ARC_UNITS)
		return 0;
	int mark[ARC_UNITS];
	for (int i = 0; i < ARC_UNITS; i++)
		mark[i] = -1;
	flood(map, a, attr, mark, 0);
	return mark[b] == 0;
}

/* "A group of Land Units is a set thereof where every member of the set is
 * connected to every other member of the set by Land Type": the maximal
 * such sets are the components of equal Land Type. */
int arc_groups(const arc_unit map[ARC_UNITS], int group[ARC_UNITS])
{
	for (int i = 0; i < ARC_UNITS; i++)
		group[i] = -1;
	int ng = 0;
	for (int i = 0; i < ARC_UNITS; i++)
		if (group[i] < 0)
			flood(map, i, ARC_BY_TYPE, group, ng++);
	return ng;
}
