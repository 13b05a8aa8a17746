/* games_web.c: the games as pages. /games lists the instances and the
 * trophies; /games/N shows one game as the public sees it (the games' own
 * text view, so hidden moves stay hidden) with its picture; and the
 * pictures themselves, /games/N/board.svg (Go-family games, api_boards.c)
 * and /games/N/map.svg (Diplomacy, api_diplomacy.c), are dispatched from
 * here: one prefix route owns everything under /games/. */
#include "games/framework/games.h"
#include "net/text.h"
#include "net/web.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The picture a game class draws, if any. */
static const char *picture_of(const game *g)
{
	static const char *const boards[] = {"scgo", "pgo", "tromino", "viruses"};
	for (size_t i = 0; i < sizeof boards / sizeof *boards; i++)
		if (strcmp(g->cls->name, boards[i]) == 0)
			return "board.svg";
	return strcmp(g->cls->name, "diplomacy") == 0 ? "map.svg" : NULL;
}

static const char *status_name(enum game_status s)
{
	return s == GS_PENDING ? "waiting for players" : s == GS_RUNNING ? "running" : "ended";
}

static void list_html(sbuf *b, const nomic *n)
{
	sbuf_add(b, "<h1>Games</h1>\n");
	int count = games_count(n);
	if (!count) {
		sbuf_add(b, "<p class=\"muted\">No games yet. <code>game classes</code> lists what can "
			    "be played; <code>game new CLASS</code> opens one.</p>\n");
		return;
	}
	sbuf_add(b, "<table>\n<tr><th>#</th><th>Game</th><th>Players</th><th>State</th>"
		    "<th>Result</th></tr>\n");
	for (int i = 0; i < count; i++) {
		const game *g = game_at(n, i);
		sbuf_printf(b, "<tr><td class=\"n\"><a href=\"/games/%d\">%d</a></td><td>", g->id, g->id);
		html_escape(b, g->cls->title);
		sbuf_add(b, "</td><td>");
		for (int s = 0; s < g->nseats; s++) {
			if (s)
				sbuf_add(b, ", ");
			html_escape(b, game_seat_name(n, g, s));
		}
		sbuf_printf(b, "</td><td>%s</td><td>", status_name(g->status));
		html_escape(b, g->result);
		sbuf_add(b, "</td></tr>\n");
	}
	sbuf_add(b, "</table>\n");
}

static void one_html(sbuf *b, const nomic *n, const game *g)
{
	sbuf_printf(b, "<h1>Game %d: ", g->id);
	html_escape(b, g->cls->title);
	sbuf_printf(b, "</h1>\n<p class=\"meta\">%s (%s)</p>\n", status_name(g->status), g->cls->rule);
	const char *pic = picture_of(g);
	if (pic && g->status != GS_PENDING)
		sbuf_printf(b, "<p><img src=\"/games/%d/%s\" alt=\"the board of game %d\" "
			    "style=\"max-width:100%%\"></p>\n", g->id, pic, g->id);
	/* A browser sends no token: the page is the public's view. */
	gviewer v = {0, -1, 0};
	sbuf text = {0};
	game_view_text(n, g, &v, &text);
	sbuf_add(b, "<pre class=\"game\">");
	html_escape(b, text.s ? text.s : "");
	sbuf_add(b, "</pre>\n");
	sbuf_free(&text);
}

static enum MHD_Result game_page(web_request *r, int64_t id)
{
	const nomic *n = engine_read_begin(r->e);
	const game *g = id ? game_by_id(n, (int)id) : NULL;
	if (id && !g) {
		engine_read_end(r->e);
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such game");
	}
	sbuf b = {0};
	page_head(&b, n->title);
	page_nav(&b);
	if (g)
		one_html(&b, n, g);
	else
		list_html(&b, n);
	engine_read_end(r->e);
	sbuf_add(&b, "</body>\n</html>\n");
	return page_send(r, MHD_HTTP_OK, &b);
}

enum MHD_Result page_games(web_request *r)
{
	if (strcmp(r->path, "/games") == 0)
		return game_page(r, 0);
	const char *rest = r->path + strlen("/games/");
	const char *slash = strchr(rest, '/');
	if (slash && strcmp(slash, "/board.svg") == 0)
		return page_board_svg(r);
	if (slash && strcmp(slash, "/map.svg") == 0)
		return api_diplomacy_map(r);
	int64_t id;
	if (slash && strcmp(slash, "/feed.atom") == 0) {
		char num[24];
		size_t len = (size_t)(slash - rest);
		if (len == 0 || len >= sizeof num)
			return web_error(r, MHD_HTTP_NOT_FOUND, "no such page");
		memcpy(num, rest, len);
		num[len] = '\0';
		if (parse_int64(num, &id) || id < 1 || id > 1000000000)
			return web_error(r, MHD_HTTP_NOT_FOUND, "no such page");
		return feed_game(r, id); /* feed.c */
	}
	if (slash || parse_int64(rest, &id) || id < 1 || id > 1000000000)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such page");
	return game_page(r, id);
}
