/* csrf.c: the CSRF tokens of the pages' forms, the checks a POST from a
 * form must pass, and the cookies sign-in sets (issue 18 item 1).
 *
 * Every form that changes anything carries r->csrf in a hidden field
 * "csrf", and the POST must send it back (web_csrf_ok). Where r->csrf
 * comes from:
 *   - signed in by the session cookie: a keyed BLAKE2b of the session's
 *     secret (the cookie, which another site can neither read nor set).
 *     Derived from the secret, not kept anywhere, so every nomicd serving
 *     the store computes the same token for the same session (issue 17),
 *     and it dies with the session. The secret's hash is in the log; the
 *     secret is not, so nobody can derive the token from the log.
 *   - everyone else (joining, signing in): a random token in a cookie of
 *     its own, nomic_csrf, made by the first page drawn for a visitor
 *     without one (web_csrf_need: an HTML page, not a picture or a feed,
 *     which stay cacheable for all) and sent back in the form: a double
 *     submit. Another site can make the browser post, but
 *     cannot read the cookie to put it in the form.
 * Beside the token, a POST whose Origin is another host's (or "null": a
 * file:// page, a sandboxed frame) or whose Sec-Fetch-Site says
 * cross-site or same-site is refused outright.
 *
 * Cookies are HttpOnly, SameSite=Lax, Path=/ (or /n/NAME/ under several
 * nomics, route.h: each nomic its own sessions), and Secure when the
 * request came over TLS: behind a proxy that ends TLS, only when the
 * operator said to trust its X-Forwarded-Proto (`trust-proxy`). */
#include "net/web.h"

#include <sodium.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

int web_trust_proxy;

/* Domain separation: this key makes the token no other hash of the
 * secret (the log's hash is unkeyed). */
static const unsigned char csrf_key[] = "nomic csrf token, issue 18, v1..";

void web_csrf_from_secret(const char *secret, char out[65])
{
	unsigned char h[32];
	crypto_generichash(h, sizeof h, (const unsigned char *)secret, strlen(secret), csrf_key,
			   32);
	sodium_bin2hex(out, 65, h, sizeof h);
}

static int is_hex64(const char *s)
{
	if (!s || strlen(s) != 64)
		return 0;
	return strspn(s, "0123456789abcdef") == 64;
}

int web_request_tls(web_request *r)
{
	const union MHD_ConnectionInfo *ci =
		MHD_get_connection_info(r->conn, MHD_CONNECTION_INFO_PROTOCOL);
	if (ci && ci->tls_session)
		return 1;
	if (!web_trust_proxy)
		return 0;
	const char *p = MHD_lookup_connection_value(r->conn, MHD_HEADER_KIND,
						    "X-Forwarded-Proto");
	return p && strcasecmp(p, "https") == 0;
}

void web_cookie(web_request *r, char *out, size_t n, const char *name, const char *value,
		long long max_age)
{
	int len = snprintf(out, n, "%s=%s; Path=%s/; HttpOnly; SameSite=Lax", name, value,
			   r->prefix ? r->prefix : "");
	if (max_age >= 0 && len > 0 && (size_t)len < n)
		len += snprintf(out + len, n - (size_t)len, "; Max-Age=%lld", max_age);
	if (web_request_tls(r) && len > 0 && (size_t)len < n)
		snprintf(out + len, n - (size_t)len, "; Secure");
}

void web_csrf_prepare(web_request *r)
{
	if (r->session[0]) {
		web_csrf_from_secret(r->session, r->csrf);
		return;
	}
	const char *c = MHD_lookup_connection_value(r->conn, MHD_COOKIE_KIND, WEB_CSRF_COOKIE);
	if (is_hex64(c))
		memcpy(r->csrf, c, 65);
}

void web_csrf_need(web_request *r)
{
	if (r->json || r->csrf[0])
		return;
	/* A visitor's first page: a new token, and the cookie that holds it.
	 * A browser session's cookie (no Max-Age): a visitor's form is
	 * filled in soon after the page is drawn. The response is this
	 * visitor's alone: never kept for another (etag.c). */
	unsigned char raw[32];
	randombytes_buf(raw, sizeof raw);
	sodium_bin2hex(r->csrf, 65, raw, sizeof raw);
	web_cookie(r, r->set_cookie, sizeof r->set_cookie, WEB_CSRF_COOKIE, r->csrf, -1);
	r->etag[0] = '\0';
}

/* Why the POST r came from another site, or NULL when nothing says so. */
static const char *cross_site(web_request *r)
{
	const char *site = MHD_lookup_connection_value(r->conn, MHD_HEADER_KIND,
						       "Sec-Fetch-Site");
	if (site && (strcasecmp(site, "cross-site") == 0 || strcasecmp(site, "same-site") == 0))
		return "the form was sent from another site";
	const char *origin = MHD_lookup_connection_value(r->conn, MHD_HEADER_KIND, "Origin");
	if (!origin)
		return NULL;
	const char *host = MHD_lookup_connection_value(r->conn, MHD_HEADER_KIND, "Host");
	const char *fwd = web_trust_proxy ? MHD_lookup_connection_value(
						    r->conn, MHD_HEADER_KIND, "X-Forwarded-Host")
					  : NULL;
	const char *o = strstr(origin, "://");
	if (!o)
		return "the form was sent from a page of no site (Origin: null)";
	o += 3;
	if ((host && strcasecmp(o, host) == 0) || (fwd && strcasecmp(o, fwd) == 0))
		return NULL;
	return "the form was sent from another site";
}

int web_csrf_ok(web_request *r, const char *form_value)
{
	if (cross_site(r))
		return 0;
	if (!r->csrf[0] || !form_value || strlen(form_value) != 64)
		return 0;
	return sodium_memcmp(r->csrf, form_value, 64) == 0;
}

enum MHD_Result web_csrf_refuse(web_request *r, const char *form_value)
{
	const char *why = cross_site(r);
	if (!why)
		why = form_value && *form_value
			      ? "the form's CSRF token is stale or wrong; reload the page and send "
				"it again"
			      : "the form carries no CSRF token; send it from the nomic's own page";
	char line[200];
	snprintf(line, sizeof line, "%s: nothing was done", why);
	return web_error(r, MHD_HTTP_FORBIDDEN, line);
}
