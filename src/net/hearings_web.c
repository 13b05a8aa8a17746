/* hearings_web.c: GET /api/v1/hearings, the Hearings (Ackanomic R360,
 * hearings.h): every Hearing with what anyone may see (the responses are
 * private until the end, which gives only the counts) and the viewer's
 * own response. */
#include "gov/hearings/hearings.h"
#include "net/web.h"

json_t *view_hearings(const nomic *n, const char *viewer, gtime now)
{
	(void)now;
	const player *p = viewer ? player_by_name(n, viewer) : NULL;
	return hearings_json(n, p ? p->id : 0);
}
