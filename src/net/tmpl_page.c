/* tmpl_page.c: a whole page from a template (web.h tmpl_page): the frame
 * every page shares (the head partial: title, style, the links to each
 * part of the nomic, who is signed in) gets what only the request knows,
 * the viewer and the CSRF token its forms carry, and the nomic's title
 * when the page gives none. The page is then sent like any other
 * (page_send: no-store, the pages' Content-Security-Policy). */
#include "net/tmpl.h"
#include "net/web.h"

#include <stdio.h>
#include <string.h>

enum MHD_Result tmpl_page(web_request *r, unsigned status, const char *name, json_t *data)
{
	if (!data)
		data = json_object();
	if (r->actor)
		json_object_set_new(data, "viewer", json_string(r->actor));
	if (r->csrf[0])
		json_object_set_new(data, "csrf", json_string(r->csrf));
	if (!json_object_get(data, "title")) {
		const nomic *n = engine_read_begin(r->e);
		json_t *info = view_nomic(n, NULL, web_now(n));
		engine_read_end(r->e);
		json_object_set_new(data, "title", json_string(json_field_str(info, "title")));
		json_decref(info);
	}
	sbuf b = {0};
	char err[256];
	int rc = tmpl_render(&b, name, data, err, sizeof err);
	json_decref(data);
	if (rc) {
		fprintf(stderr, "nomicd: template %s: %s\n", name, err);
		sbuf_free(&b);
		return web_error(r, MHD_HTTP_INTERNAL_SERVER_ERROR, "the page could not be drawn");
	}
	return page_send(r, status, &b);
}
