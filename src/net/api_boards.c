/* api_boards.c: GET /games/N/board.svg, the board of a Go-family game as
 * the picture a person would draw (src/games/go/go_boards.h). Boards hold only
 * public, resolved positions: secret moves are never drawn. Reached through
 * games_web.c, which owns every path under /games/. */
#include "games/go/go_boards.h"
#include "net/web.h"

#include <stdlib.h>
#include <string.h>

enum MHD_Result page_board_svg(web_request *r)
{
	const char *rest = r->path + strlen("/games/");
	const char *slash = strchr(rest, '/');
	char num[16];
	int64_t id;
	size_t len = slash ? (size_t)(slash - rest) : 0;
	if (!slash || strcmp(slash, "/board.svg") != 0)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such page");
	if (len == 0 || len >= sizeof num)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such page");
	memcpy(num, rest, len);
	num[len] = 0;
	if (parse_int64(num, &id) || id < 1 || id > 1000000000)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such game");
	const nomic *n = engine_read_begin(r->e);
	const game *g = game_by_id(n, (int)id);
	char *svg = g ? go_board_svg(n, g) : NULL;
	engine_read_end(r->e);
	if (!svg)
		return web_error(r, MHD_HTTP_NOT_FOUND, g ? "that game has no board to draw yet"
							  : "no such game");
	enum MHD_Result res = web_send(r, MHD_HTTP_OK, "image/svg+xml", svg, strlen(svg), NULL);
	free(svg);
	return res;
}
