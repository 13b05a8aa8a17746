/* api_diplomacy.c: the board of a Diplomacy game (Ackanomic R1250.14 IV: a
 * web page may simulate the board) as an SVG image: GET /games/N/map.svg.
 * The drawing shows only the public position (units, dislodged units,
 * supply-centre owners), never pending orders, so it needs no viewer. */
#include "games/diplomacy/diplomacy_game.h"
#include "net/web.h"

#include <stdio.h>
#include <string.h>

enum MHD_Result api_diplomacy_map(web_request *r)
{
	const char *rest = r->path + strlen("/games/");
	char num[16];
	size_t len = strcspn(rest, "/");
	int64_t id;
	if (len == 0 || len >= sizeof num || strcmp(rest + len, "/map.svg") != 0)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such page");
	memcpy(num, rest, len);
	num[len] = '\0';
	if (parse_int64(num, &id) || id < 1 || id > 1000000000)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such game");
	sbuf b = {0};
	const nomic *n = engine_read_begin(r->e);
	const game *g = game_by_id(n, (int)id);
	if (g && g->cls == &diplomacy_class)
		dg_svg(g, &b);
	engine_read_end(r->e);
	if (!b.len)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such Diplomacy game");
	enum MHD_Result ret = web_send(r, MHD_HTTP_OK, "image/svg+xml", b.s, b.len, NULL);
	sbuf_free(&b);
	return ret;
}
