/* arcadia_web.c: Arcadia (Agora, seed 003; src/agora/arcadia) over HTTP:
 * GET /arcadia (the tournament's page, templates/arcadia.html: the
 * Template, and the Map as an <img> of /arcadia/map.svg), /arcadia/map.svg
 * (the Map, drawn by arcadia_svg) and /api/v1/arcadia (everything as
 * JSON). All public: the seed keeps nothing secret. Every word a player
 * chose is escaped (the SVG writer's own escaping, the template's). */
#include "agora/arcadia/arcadia.h"
#include "net/web.h"

#include <string.h>

json_t *view_arcadia(const nomic *n, const char *viewer, gtime now)
{
	(void)viewer;
	(void)now;
	return arcadia_json(n);
}

enum MHD_Result page_arcadia(web_request *r)
{
	int svg_only = strcmp(r->path, "/arcadia/map.svg") == 0;
	if (!svg_only && strcmp(r->path, "/arcadia") != 0)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such page");
	sbuf svg = {0}, tmpl = {0};
	const nomic *n = engine_read_begin(r->e);
	int have = svg_only ? arcadia_svg(n, &svg) == 0 : arc_latest(n) != NULL;
	arc_template t;
	if (n->arcadia)
		t = n->arcadia->tmpl;
	else
		arc_template_default(&t);
	if (!svg_only)
		arc_template_text(&t, &tmpl);
	engine_read_end(r->e);
	enum MHD_Result ret;
	if (svg_only) {
		ret = have ? web_send(r, MHD_HTTP_OK, "image/svg+xml", svg.s, svg.len, NULL)
			   : web_error(r, MHD_HTTP_NOT_FOUND, "no Arcadian Tournament has begun");
	} else {
		/* The Map is its own SVG document (/arcadia/map.svg), shown
		 * with <img>: the page holds no markup but the template's. */
		ret = tmpl_page(r, MHD_HTTP_OK, "arcadia",
				json_pack("{s:b, s:s, s:s}", "map", have, "template",
					  tmpl.s ? tmpl.s : "", "api", "/api/v1/arcadia"));
	}
	sbuf_free(&svg);
	sbuf_free(&tmpl);
	return ret;
}
