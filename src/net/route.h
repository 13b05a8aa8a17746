/* route.h: several nomics on one server (issue 17 item 6). One process
 * serves each nomic under /n/NAME/ with its own engine (its own log,
 * clock, deadlines and tokens); "/" lists them. http.c asks here which
 * nomic a request is for, and hands the rest of the path to its usual
 * routes; respond.c asks here to give a page's links the nomic's prefix.
 * With one nomic and no name (`nomic --file X serve`) nothing changes:
 * every URL is what it always was. */
#ifndef NOMIC_NET_ROUTE_H
#define NOMIC_NET_ROUTE_H

#include "core/engine.h"
#include "net/web.h"

#include <stddef.h>

/* The longest NAME: a path segment and a file name, never more. */
#define ROUTE_NAME_MAX 32

typedef struct http_site {
	char name[ROUTE_NAME_MAX + 1]; /* "" for the one nomic served at / */
	char prefix[ROUTE_NAME_MAX + 4]; /* "/n/NAME", or "" */
	const char *path;              /* its file */
	engine *e;
} http_site;

/* 1 when name may name a nomic: 1 to ROUTE_NAME_MAX characters of a-z,
 * 0-9, '_' and '-', starting with a letter or digit. So no name is "." or
 * "..", holds a '/', or needs escaping in a URL, a file name or HTML. */
int route_name_ok(const char *name);

/* Fills site's name and prefix; -1 (and nothing set) for a bad name. */
int route_site_init(http_site *site, const char *name, const char *path, engine *e);

/* Which nomic url is for. With one unnamed site, every url is site 0's
 * and *rest is url. Otherwise "/n/NAME" and "/n/NAME/..." are NAME's
 * (*rest "/" and "/..."); ROUTE_INDEX is the server's own list ("/" and
 * "/api/v1/nomics"), ROUTE_NONE anything else (a 404). */
#define ROUTE_INDEX (-2)
#define ROUTE_NONE (-1)
int route_site(const http_site *sites, size_t n, const char *url, const char **rest);

/* The server's list of its nomics: each one's name, title, players and
 * head (the count of its events); as JSON when json, else a page whose
 * links lead to /n/NAME/. Returns the body (malloc'd) and its type. */
char *route_index_body(const http_site *sites, size_t n, int json, size_t *len,
		       const char **type);

/* Answers the server's list (GET or HEAD "/" or "/api/v1/nomics"; any
 * other method is a 405). */
enum MHD_Result route_index(web_request *r, const char *method, const http_site *sites,
			    size_t n);

/* The links of a page, feed or picture the server wrote, under prefix:
 * every href="/, src="/ and action="/ becomes href="/n/NAME/ (and so
 * on). Only markup the server wrote can hold those bytes: text from
 * players is escaped ('"' is &quot;), so no one's words are rewritten.
 * Returns a malloc'd copy and its length. */
char *route_prefix_links(const char *prefix, const char *body, size_t len, size_t *outlen);

/* route_prefix_links in place on b; 1 when it changed b (prefix set). */
int route_prefix_sbuf(sbuf *b, const char *prefix);

/* The same for the links a JSON view carries (a Diplomacy game's "map":
 * "/games/N/map.svg", src/games): every string under a key "map" that
 * starts with "/" takes the prefix, at any depth. Nothing when prefix is
 * NULL or "". */
void route_prefix_json(json_t *j, const char *prefix);

/* Whether a response of this Content-Type carries links to rewrite. */
int route_has_links(const char *type);

#endif
