/* duties_web.c: GET /api/v1/duties, officers' duties (Ackanomic R401 (ii),
 * (x)): each office's duties with who performs them, and every duty made
 * due, pending, done or missed (R701); src/gov/duties/duties_json.c makes
 * the JSON. Public: nothing in it is hidden. */
#include "gov/duties/duties.h"
#include "net/web.h"

json_t *view_duties(const nomic *n, const char *viewer, gtime now)
{
	return duties_json(n);
}
