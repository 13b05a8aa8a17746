/* route.c: several nomics on one server (issue 17 item 6; route.h). Which
 * nomic a request is for (/n/NAME/...), the server's list of its nomics at
 * "/", and the prefix every link of a nomic's pages carries. The names are
 * checked against a fixed character set before anything is looked up, so
 * no request can name a file ("..", "/", "%2e%2e" decoded) or a nomic not
 * served. The list's page is templates/nomics.html (tmpl.h). Each nomic
 * keeps its own engine: tokens, logs and views never
 * cross from one to another, because a request only ever reaches the
 * engine its prefix names. */
#include "net/route.h"
#include "net/tmpl.h"
#include "net/web.h"

#include <stdio.h>

#include <stdlib.h>
#include <string.h>

int route_name_ok(const char *name)
{
	size_t n = strlen(name);
	if (n == 0 || n > ROUTE_NAME_MAX)
		return 0;
	for (size_t i = 0; i < n; i++) {
		char c = name[i];
		int alnum = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
		if (!alnum && (i == 0 || (c != '_' && c != '-')))
			return 0;
	}
	return 1;
}

int route_site_init(http_site *site, const char *name, const char *path, engine *e)
{
	if (name && !route_name_ok(name))
		return -1;
	memset(site, 0, sizeof *site);
	if (name) {
		memcpy(site->name, name, strlen(name) + 1);
		memcpy(site->prefix, "/n/", 3);
		memcpy(site->prefix + 3, name, strlen(name) + 1);
	}
	site->path = path;
	site->e = e;
	return 0;
}

int route_site(const http_site *sites, size_t n, const char *url, const char **rest)
{
	*rest = url;
	if (n == 1 && !sites[0].name[0])
		return 0;
	if (strcmp(url, "/") == 0 || strcmp(url, "/api/v1/nomics") == 0)
		return ROUTE_INDEX;
	if (strncmp(url, "/n/", 3) != 0)
		return ROUTE_NONE;
	const char *name = url + 3;
	size_t len = strcspn(name, "/");
	char buf[ROUTE_NAME_MAX + 1];
	if (len == 0 || len > ROUTE_NAME_MAX)
		return ROUTE_NONE;
	memcpy(buf, name, len);
	buf[len] = '\0';
	if (!route_name_ok(buf))
		return ROUTE_NONE;
	for (size_t i = 0; i < n; i++) {
		if (strcmp(sites[i].name, buf) == 0) {
			*rest = name[len] ? name + len : "/";
			return (int)i;
		}
	}
	return ROUTE_NONE;
}

/* One nomic's line in the list: what its front page says of itself. */
static json_t *site_json(const http_site *s)
{
	const nomic *nm = engine_read_begin(s->e);
	json_t *o = view_nomic(nm, NULL, web_now(nm));
	engine_read_end(s->e);
	json_object_set_new(o, "name", json_string(s->name));
	json_object_set_new(o, "href", json_string(s->prefix));
	json_object_set_new(o, "head", json_integer((json_int_t)engine_head(s->e)));
	return o;
}

char *route_index_body(const http_site *sites, size_t n, int json, size_t *len,
		       const char **type)
{
	json_t *all = json_array();
	for (size_t i = 0; i < n; i++)
		json_array_append_new(all, site_json(&sites[i]));
	sbuf b = {0};
	if (json) {
		json_t *o = json_object();
		json_object_set_new(o, "nomics", all);
		char *s = json_dumps(o, JSON_COMPACT);
		json_decref(o);
		sbuf_add(&b, s ? s : "{}");
		sbuf_add(&b, "\n");
		free(s);
		*type = "application/json";
	} else {
		/* templates/nomics.html; no viewer: the list is everyone's. */
		json_t *d = json_pack("{s:s, s:s, s:o}", "title", "The nomics on this server", "api",
				      "/api/v1/nomics", "nomics", all);
		char err[256];
		if (tmpl_render(&b, "nomics", d, err, sizeof err)) {
			fprintf(stderr, "nomicd: template nomics: %s\n", err);
			sbuf_free(&b);
			sbuf_add(&b, "The nomics on this server: see /api/v1/nomics\n");
			*type = "text/plain; charset=utf-8";
		} else {
			*type = "text/html; charset=utf-8";
		}
		json_decref(d);
	}
	*len = b.len;
	return sbuf_take(&b);
}

enum MHD_Result route_index(web_request *r, const char *method, const http_site *sites,
			    size_t n)
{
	const char *type;
	size_t len;
	int json = strcmp(r->path, "/api/v1/nomics") == 0;
	if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0) {
		const char *const allow[] = {MHD_HTTP_HEADER_ALLOW, "GET, HEAD", NULL};
		return web_refuse(r, MHD_HTTP_METHOD_NOT_ALLOWED, "method not allowed", allow);
	}
	char *body = route_index_body(sites, n, json, &len, &type);
	enum MHD_Result ret = web_send(r, MHD_HTTP_OK, type, body, len, NULL);
	free(body);
	return ret;
}

int route_prefix_sbuf(sbuf *b, const char *prefix)
{
	if (!prefix || !prefix[0] || !b->s)
		return 0;
	size_t len;
	char *s = route_prefix_links(prefix, b->s, b->len, &len);
	sbuf_free(b);
	b->s = s;
	b->len = len;
	b->cap = len + 1;
	return 1;
}

void route_prefix_json(json_t *j, const char *prefix)
{
	if (!prefix || !prefix[0] || !j)
		return;
	if (json_is_array(j)) {
		size_t i;
		json_t *v;
		json_array_foreach(j, i, v)
			route_prefix_json(v, prefix);
		return;
	}
	if (!json_is_object(j))
		return;
	const char *key;
	json_t *v;
	json_object_foreach(j, key, v) {
		const char *s = json_string_value(v);
		if (strcmp(key, "map") == 0 && s && s[0] == '/') {
			sbuf b = {0};
			sbuf_printf(&b, "%s%s", prefix, s);
			json_string_set(v, b.s);
			sbuf_free(&b);
		} else {
			route_prefix_json(v, prefix);
		}
	}
}

int route_has_links(const char *type)
{
	return strncmp(type, "text/html", 9) == 0 ||
	       strncmp(type, "application/atom+xml", 20) == 0 ||
	       strncmp(type, "image/svg+xml", 13) == 0;
}

char *route_prefix_links(const char *prefix, const char *body, size_t len, size_t *outlen)
{
	static const char *const attrs[] = {"href=\"/", "src=\"/", "action=\"/"};
	sbuf b = {0};
	size_t from = 0;
	for (size_t i = 0; i < len; i++) {
		for (size_t k = 0; k < sizeof attrs / sizeof *attrs; k++) {
			size_t n = strlen(attrs[k]);
			if (i + n <= len && memcmp(body + i, attrs[k], n) == 0 &&
			    (i == 0 || body[i - 1] == ' ')) {
				/* Copy up to the '/', then the prefix before it. */
				sbuf_addn(&b, body + from, i + n - 1 - from);
				sbuf_add(&b, prefix);
				from = i + n - 1;
				i += n - 1;
				break;
			}
		}
	}
	sbuf_addn(&b, body + from, len - from);
	*outlen = b.len;
	return sbuf_take(&b);
}
