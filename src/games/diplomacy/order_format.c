/* order_format.c — writes an order back in the usual short notation
 * ("A par - bur", "F nth C A lon - bel", "Build F stp/nc"), for notes,
 * reports and test diffs. */
#include "games/diplomacy/dip_internal.h"

#include <stdio.h>

static const char *letter(dip_unit_type t)
{
	return t == DIP_ARMY ? "A " : t == DIP_FLEET ? "F " : "";
}

int dip_order_format(const dip_map *map, const dip_order *o, char *buf, size_t len)
{
	const char *ul = letter(o->type), *un = dip_loc_name(map, o->loc);
	const char *tl = letter(o->target_type), *tn = dip_loc_name(map, o->target);
	const char *dn = dip_loc_name(map, o->dest);
	switch (o->kind) {
	case DIP_HOLD:
		return snprintf(buf, len, "%s%s H", ul, un);
	case DIP_MOVE:
		return snprintf(buf, len, "%s%s - %s%s", ul, un, dn, o->via_convoy ? " via convoy" : "");
	case DIP_SUPPORT:
		if (o->dest < 0)
			return snprintf(buf, len, "%s%s S %s%s", ul, un, tl, tn);
		return snprintf(buf, len, "%s%s S %s%s - %s", ul, un, tl, tn, dn);
	case DIP_CONVOY:
		return snprintf(buf, len, "%s%s C %s%s - %s", ul, un, tl, tn, dn);
	case DIP_RETREAT:
		return snprintf(buf, len, "%s%s R %s", ul, un, dn);
	case DIP_DISBAND:
		return snprintf(buf, len, "Disband %s%s", ul, un);
	case DIP_BUILD:
		return snprintf(buf, len, "Build %s%s", ul, un);
	case DIP_WAIVE:
		return snprintf(buf, len, "Waive");
	}
	return snprintf(buf, len, "?");
}
