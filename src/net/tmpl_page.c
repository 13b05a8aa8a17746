/* tmpl_page.c: a whole page from a template (web.h tmpl_page): the frame
 * every page shares (the head partial: title, style, the links to each
 * part of the nomic, who is signed in) gets what only the request knows,
 * the viewer and the CSRF token its forms carry, and the nomic's title
 * when the page gives none. The page is then sent like any other
 * (page_send: no-store, the pages' Content-Security-Policy). */
#include "net/tmpl.h"
#include "net/web.h"

#include <sodium.h>
#include <stdio.h>
#include <string.h>

/* n fresh random bytes, from a per-thread block of the system's that is
 * refilled when used up: one getrandom call for 256 page keys instead of
 * one for each. */
static void key_bytes(unsigned char *out, size_t n)
{
	static _Thread_local unsigned char block[4096];
	static _Thread_local size_t used = sizeof block;
	if (used + n > sizeof block) {
		randombytes_buf(block, sizeof block);
		used = 0;
	}
	memcpy(out, block + used, n);
	sodium_memzero(block + used, n); /* a key is never handed out twice */
	used += n;
}

void web_form_key(char out[33])
{
	unsigned char raw[16];
	key_bytes(raw, sizeof raw);
	sodium_bin2hex(out, 33, raw, sizeof raw);
}

enum MHD_Result tmpl_page(web_request *r, unsigned status, const char *name, json_t *data)
{
	if (!data)
		data = json_object();
	if (r->actor)
		json_object_set_new(data, "viewer", json_string(r->actor));
	/* A visitor without a CSRF token is drawn with a placeholder of a
	 * token's length in its place (below). */
	int placeholder = !r->csrf[0] && !json_object_get(data, "csrf");
	if (r->csrf[0] && !json_object_get(data, "csrf"))
		json_object_set_new(data, "csrf", json_string(r->csrf));
	else if (placeholder)
		json_object_set_new(data, "csrf", json_string(WEB_CSRF_MARK));
	if (!json_object_get(data, "formkey")) {
		char key[33];
		web_form_key(key);
		json_object_set_new(data, "formkey", json_string(key));
	}
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
	/* A visitor's first page that holds a form (formkeys.html) gets eir
	 * CSRF cookie (csrf.c), its token written over the placeholder: the
	 * page is drawn once. A page without forms sets no cookie, so the
	 * public's copy stays one for all, kept under its ETag. */
	if (rc == 0 && placeholder && b.s && strstr(b.s, WEB_CSRF_MARK)) {
		web_csrf_need(r);
		if (strlen(r->csrf) == strlen(WEB_CSRF_MARK))
			for (char *p = b.s; (p = strstr(p, WEB_CSRF_MARK)); p += strlen(WEB_CSRF_MARK))
				memcpy(p, r->csrf, strlen(WEB_CSRF_MARK));
	}
	json_decref(data);
	if (rc) {
		fprintf(stderr, "nomicd: template %s: %s\n", name, err);
		sbuf_free(&b);
		return web_error(r, MHD_HTTP_INTERNAL_SERVER_ERROR, "the page could not be drawn");
	}
	return page_send(r, status, &b);
}
