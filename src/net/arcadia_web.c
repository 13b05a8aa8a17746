/* arcadia_web.c: Arcadia (Agora, seed 003; src/agora/arcadia) over HTTP:
 * GET /arcadia (the tournament's page: the contract, the Template and the
 * Map drawn inline as SVG), /arcadia/map.svg (the Map alone) and
 * /api/v1/arcadia (everything as JSON). All public: the seed keeps nothing
 * secret. Every word a player chose is escaped (the SVG writer's own
 * escaping, html_escape here). */
#include "agora/arcadia/arcadia.h"
#include "net/text.h"
#include "net/web.h"

#include <stdlib.h>
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
	int have = arcadia_svg(n, &svg) == 0;
	arc_template t;
	if (n->arcadia)
		t = n->arcadia->tmpl;
	else
		arc_template_default(&t);
	arc_template_text(&t, &tmpl);
	char *title = xstrdup(n->title);
	engine_read_end(r->e);
	enum MHD_Result ret;
	if (svg_only) {
		ret = have ? web_send(r, MHD_HTTP_OK, "image/svg+xml", svg.s, svg.len, NULL)
			   : web_error(r, MHD_HTTP_NOT_FOUND, "no Arcadian Tournament has begun");
	} else {
		sbuf b = {0};
		page_head(&b, title);
		page_nav(&b);
		sbuf_add(&b, "<h1>Arcadia (Agora)</h1>\n");
		if (have)
			sbuf_addn(&b, svg.s, svg.len);
		else
			sbuf_add(&b, "<p class=\"muted\">No Arcadian Tournament has begun.</p>\n");
		sbuf_add(&b, "<h2>The Tournament Template</h2>\n<pre>");
		html_escape(&b, tmpl.s);
		sbuf_add(&b, "</pre>\n<footer>As JSON: <a href=\"/api/v1/arcadia\">arcadia</a>; the "
			     "map: <a href=\"/arcadia/map.svg\">map.svg</a>.</footer>\n</body>\n"
			     "</html>\n");
		ret = page_send(r, MHD_HTTP_OK, &b);
	}
	free(title);
	sbuf_free(&svg);
	sbuf_free(&tmpl);
	return ret;
}
