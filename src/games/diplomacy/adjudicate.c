/* adjudicate.c — the library's one entry point for resolving a phase:
 * checks the arguments and the position, runs the adjudicator for the
 * phase into scratch space, and only then writes the caller's output, so a
 * refused call changes nothing (and next may be the same object as pos). */
#include "games/diplomacy/dip_internal.h"

#include <stdlib.h>
#include <string.h>

int dip_adjudicate(const dip_map *map, const dip_position *pos, const dip_order *orders,
                   int norders, dip_position *next, dip_result *results,
                   char *err, size_t errlen)
{
	if (!map || !pos || !next || norders < 0 || (norders > 0 && !orders))
		return dip__fail(err, errlen, "dip_adjudicate: bad arguments");
	char why[DIP_ERR_LEN];
	if (dip_position_check(map, pos, why, sizeof why) < 0)
		return dip__fail(err, errlen, "bad position: %s", why);
	dip_position *out = malloc(sizeof *out);
	dip_result *res = calloc((size_t)norders + 1, sizeof *res);
	if (!out || !res) {
		free(out);
		free(res);
		return dip__fail(err, errlen, "out of memory");
	}
	memset(out, 0, sizeof *out);
	int rc;
	switch (pos->phase.kind) {
	case DIP_PHASE_MOVEMENT:
		rc = dip__adjudicate_movement(map, pos, orders, norders, out, res, err, errlen);
		break;
	case DIP_PHASE_RETREAT:
		rc = dip__adjudicate_retreat(map, pos, orders, norders, out, res);
		break;
	default:
		rc = dip__adjudicate_adjustment(map, pos, orders, norders, out, res);
		break;
	}
	if (rc == 0) {
		*next = *out;
		if (results)
			memcpy(results, res, (size_t)norders * sizeof *res);
	}
	free(out);
	free(res);
	return rc;
}
