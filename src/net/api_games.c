/* api_games.c: the games over HTTP (Ackanomic R1250): GET /api/v1/games
 * lists every instance and the trophies; GET /api/v1/games/N shows one.
 * Each is rendered for the signed-in viewer by the games' own views
 * (src/games/framework/view.c), so hidden moves stay hidden here too. Moves are
 * ordinary commands: POST /api/v1/commands with "play N ...". */
#include "games/framework/games.h"
#include "net/route.h"
#include "net/web.h"

#include <string.h>

enum MHD_Result api_games(web_request *r)
{
	const char *rest = r->path + strlen("/api/v1/games");
	if (*rest == '/')
		rest++;
	const nomic *n = engine_read_begin(r->e);
	json_t *j;
	if (!*rest) {
		j = json_pack("{s:o, s:o}", "games", view_games(n, r->actor, web_now(n)),
			      "trophies", games_trophies_json(n));
	} else {
		int64_t id;
		j = parse_int64(rest, &id) || id < 1 || id > 1000000000
			    ? NULL
			    : view_game(n, r->actor, (int)id);
	}
	engine_read_end(r->e);
	if (!j)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such game");
	route_prefix_json(j, r->prefix); /* under /n/NAME/, its links too */
	return web_json(r, MHD_HTTP_OK, j);
}
