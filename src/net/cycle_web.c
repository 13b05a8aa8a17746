/* cycle_web.c: the cycle over HTTP: GET /api/v1/cycle gives its number and
 * start, the Magic Number and its base value (R603), the cycles ended and
 * what R666 c-d gave (src/gov/cycle/cycle_read.c makes the JSON). Public:
 * nothing in it is hidden. */
#include "gov/cycle/cycle.h"
#include "net/web.h"

enum MHD_Result api_cycle(web_request *r)
{
	const nomic *n = engine_read_begin(r->e);
	json_t *out = cycle_json(n);
	engine_read_end(r->e);
	return web_json(r, MHD_HTTP_OK, out);
}
