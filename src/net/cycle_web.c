/* cycle_web.c: the cycle over HTTP: GET /api/v1/cycle gives its number and
 * start, the Magic Number and its base value (R603), the cycles ended and
 * what R666 c-d gave (src/gov/cycle/cycle_read.c makes the JSON). Public:
 * nothing in it is hidden. */
#include "gov/cycle/cycle.h"
#include "net/web.h"

json_t *view_cycle(const nomic *n, const char *viewer, gtime now)
{
	return cycle_json(n);
}
