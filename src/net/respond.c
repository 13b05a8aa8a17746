/* respond.c: the small helpers every handler shares: queueing a response
 * with the headers every answer carries, JSON and error bodies, reading
 * query arguments and the content type, and mapping engine replies to
 * HTTP statuses. */
#include "net/route.h"
#include "net/text.h"
#include "net/tmpl.h"
#include "net/web.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <time.h>

/* Adds the headers every response carries and queues resp. */
static enum MHD_Result queue(web_request *r, unsigned status, const char *type,
			     struct MHD_Response *resp, size_t len, const char *const *headers)
{
	int keep = r->etag[0] && status == MHD_HTTP_OK;
	MHD_add_response_header(resp, MHD_HTTP_HEADER_CONTENT_TYPE, type);
	if (keep)
		web_validators(r, resp);
	else
		MHD_add_response_header(resp, MHD_HTTP_HEADER_CACHE_CONTROL,
					r->actor && !r->json ? "private, no-store" : "no-store");
	MHD_add_response_header(resp, "X-Content-Type-Options", "nosniff");
	if (r->set_cookie[0]) /* a visitor's first CSRF cookie (csrf.c) */
		MHD_add_response_header(resp, MHD_HTTP_HEADER_SET_COOKIE, r->set_cookie);
	for (; headers && headers[0] && headers[1]; headers += 2)
		MHD_add_response_header(resp, headers[0], headers[1]);
	enum MHD_Result ret = MHD_queue_response(r->conn, status, resp);
	if (keep)
		web_etag_keep(r, resp, len);
	else
		MHD_destroy_response(resp);
	return ret;
}

enum MHD_Result web_send(web_request *r, unsigned status, const char *type,
			 const char *body, size_t len, const char *const *headers)
{
	/* Under /n/NAME/ a page's links take the prefix (route.c). */
	char *prefixed = NULL;
	if (r->prefix && r->prefix[0] && route_has_links(type))
		body = prefixed = route_prefix_links(r->prefix, body, len, &len);
	/* MUST_COPY: the body is ours to free as soon as this returns. */
	struct MHD_Response *resp =
		MHD_create_response_from_buffer(len, (void *)body, MHD_RESPMEM_MUST_COPY);
	free(prefixed);
	if (!resp)
		return MHD_NO;
	return queue(r, status, type, resp, len, headers);
}

enum MHD_Result web_send_owned(web_request *r, unsigned status, const char *type, char *body,
			       size_t len, const char *const *headers)
{
	struct MHD_Response *resp =
		MHD_create_response_from_buffer(len, body, MHD_RESPMEM_MUST_FREE);
	if (!resp) {
		free(body);
		return MHD_NO;
	}
	return queue(r, status, type, resp, len, headers);
}

static enum MHD_Result send_json_text(web_request *r, unsigned status, char *s,
				      const char *const *headers)
{
	if (!s)
		return web_send(r, MHD_HTTP_INTERNAL_SERVER_ERROR, "application/json",
				"{\"ok\":false,\"error\":\"internal error\"}\n", 38, NULL);
	sbuf b = {0};
	sbuf_add(&b, s);
	sbuf_add(&b, "\n"); /* keeps curl output tidy */
	free(s);
	enum MHD_Result ret = web_send(r, status, "application/json", b.s, b.len, headers);
	sbuf_free(&b);
	return ret;
}

enum MHD_Result web_json_text(web_request *r, unsigned status, char *text)
{
	return send_json_text(r, status, text, NULL);
}

enum MHD_Result web_json(web_request *r, unsigned status, json_t *j)
{
	char *s = j ? json_dumps(j, JSON_COMPACT) : NULL;
	json_decref(j);
	return send_json_text(r, status, s, NULL);
}

enum MHD_Result web_refuse(web_request *r, unsigned status, const char *why,
			   const char *const *headers)
{
	/* An error may quote what it refuses (a name, a header); a hostile
	 * one is never sent back whole. */
	char *capped = text_elide(why, WEB_MAX_ECHO);
	enum MHD_Result ret;
	if (r->json) {
		json_t *j = json_pack("{s:b, s:o}", "ok", 0, "error", json_text(capped));
		char *s = j ? json_dumps(j, JSON_COMPACT) : NULL;
		json_decref(j);
		ret = send_json_text(r, status, s, headers);
	} else {
		/* Through the one HTML layer (tmpl.h), with the pages' frame. */
		char title[32];
		snprintf(title, sizeof title, "Error %u", status);
		json_t *d = json_pack("{ss si ss}", "title", title, "status", (int)status, "why",
				      capped);
		sbuf b = {0};
		char err[128];
		if (tmpl_render(&b, "error", d, err, sizeof err)) {
			sbuf_free(&b);
			sbuf_add(&b, title); /* the template is missing: the status alone */
		}
		json_decref(d);
		ret = web_send(r, status, "text/html; charset=utf-8", b.s, b.len, headers);
		sbuf_free(&b);
	}
	free(capped);
	return ret;
}

enum MHD_Result web_error(web_request *r, unsigned status, const char *why)
{
	static const char *const unauthorized[] = {
		MHD_HTTP_HEADER_WWW_AUTHENTICATE, "Bearer realm=\"nomic\"", NULL};
	return web_refuse(r, status, why, status == MHD_HTTP_UNAUTHORIZED ? unauthorized : NULL);
}

int web_client_gone(web_request *r)
{
	const union MHD_ConnectionInfo *ci =
		MHD_get_connection_info(r->conn, MHD_CONNECTION_INFO_CONNECTION_FD);
	if (!ci)
		return 0;
	/* A peek reads nothing: 0 is the client's FIN with nothing before it,
	 * an error other than "nothing yet" a reset. */
	char c;
	ssize_t n = recv(ci->connect_fd, &c, 1, MSG_PEEK | MSG_DONTWAIT);
	return n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR);
}

const char *web_arg(web_request *r, const char *name)
{
	return MHD_lookup_connection_value(r->conn, MHD_GET_ARGUMENT_KIND, name);
}

int web_content_type_is(web_request *r, const char *type)
{
	const char *ct = MHD_lookup_connection_value(r->conn, MHD_HEADER_KIND,
						     MHD_HTTP_HEADER_CONTENT_TYPE);
	if (!ct)
		return 0;
	size_t n = strlen(type);
	if (strncasecmp(ct, type, n) != 0)
		return 0;
	/* "text/plain; charset=utf-8" is text/plain; "text/plainx" is not. */
	return ct[n] == '\0' || ct[n] == ';' || ct[n] == ' ' || ct[n] == '\t';
}

gtime web_now(const nomic *n)
{
	gtime wall = (gtime)time(NULL);
	return n->clock_mode == CLOCK_REAL && wall > n->now ? wall : n->now;
}

unsigned web_reply_status(const reply *rep, const char **why)
{
	const char *text = rep->text ? rep->text : "";
	*why = text;
	if (rep->ok)
		return MHD_HTTP_OK;
	if (strncmp(text, "error: ", 7) == 0)
		*why = text + 7;
	/* engine_writer.c says "not recorded" when the store failed: not the
	 * player's fault, so not a 4xx. */
	if (strncmp(*why, "not recorded:", 13) == 0)
		return MHD_HTTP_SERVICE_UNAVAILABLE;
	return MHD_HTTP_UNPROCESSABLE_CONTENT;
}
