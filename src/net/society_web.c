/* society_web.c: characteristics and Honour over HTTP (src/society,
 * R540-R550): GET /api/v1/characteristics (every characteristic and every
 * player's values), /api/v1/honour (the Honour of each player, the titles
 * and the acts) and /api/v1/players/NAME/characteristics (econ_web.c's
 * api_player_sub routes it here). Public: the rules hide none of them. */
#include "net/web.h"
#include "society/character/character.h"

json_t *view_characteristics(const nomic *n, const char *viewer, gtime now)
{
	(void)viewer;
	(void)now;
	return characteristics_json(n);
}

json_t *view_honour(const nomic *n, const char *viewer, gtime now)
{
	(void)viewer;
	(void)now;
	return honour_json(n);
}
