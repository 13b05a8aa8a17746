/* session_web.c: signing in and out on the web pages (issue 18 item 1).
 *
 * GET /signin shows the form (templates/signin.html). POST /signin with
 * a player's token runs `session` as that player (core/sessions.h): the
 * session's secret comes back in the reply's secret, never logged, and is
 * handed to the browser in the nomic_session cookie (csrf.c web_cookie:
 * HttpOnly, SameSite=Lax, Secure over TLS, Max-Age session.lifetime),
 * with a 303 to the front page. From then on http.c signs the browser's
 * page requests in from the cookie. POST /signout runs `session end` for
 * the session the cookie holds (named by its hash, which the log holds
 * already) and clears the cookie. Both POSTs need the form's CSRF token
 * (csrf.c); a refused sign-in sets no cookie. The sign-in links sent by
 * mail (signin_link_web.c) end in the same answer and cookie. */
#include "core/params.h"
#include "core/sessions.h"
#include "net/route.h"
#include "net/text.h"
#include "net/web.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static json_t *lifetime_json(web_request *r)
{
	const nomic *n = engine_read_begin(r->e);
	int64_t life = param_int(n, "session.lifetime");
	engine_read_end(r->e);
	char buf[40];
	format_duration(life, buf, sizeof buf);
	return json_string(buf);
}

enum MHD_Result web_signin_form(web_request *r, unsigned status, const char *error,
				const char *notice)
{
	json_t *d = json_object();
	json_object_set_new(d, "lifetime", lifetime_json(r));
	if (error)
		json_object_set_new(d, "error", json_string(error));
	if (notice)
		json_object_set_new(d, "notice", json_string(notice));
	return tmpl_page(r, status, "signin", d);
}

static enum MHD_Result signin_form(web_request *r, unsigned status, const char *error)
{
	return web_signin_form(r, status, error, NULL);
}

/* The 303 to the front page (under the nomic's prefix), with cookie. */
static enum MHD_Result see_front(web_request *r, const char *cookie)
{
	char where[64];
	snprintf(where, sizeof where, "%s/", r->prefix ? r->prefix : "");
	const char *const h[] = {MHD_HTTP_HEADER_LOCATION, where,
				 MHD_HTTP_HEADER_SET_COOKIE, cookie, NULL};
	static const char body[] = "signed in or out: see /\n";
	return web_send(r, MHD_HTTP_SEE_OTHER, "text/plain; charset=utf-8", body,
			sizeof body - 1, h);
}

int web_read_form(web_request *r, const char *name, char **csrf, char **value,
		  enum MHD_Result *ret)
{
	*csrf = *value = NULL;
	if (!web_content_type_is(r, "application/x-www-form-urlencoded")) {
		*ret = web_error(r, MHD_HTTP_UNSUPPORTED_MEDIA_TYPE,
				 "the form sends application/x-www-form-urlencoded");
		return -1;
	}
	const char *body = r->body.s ? r->body.s : "";
	int bad1, bad2;
	*csrf = form_field(body, r->body.len, "csrf", &bad1);
	*value = form_field(body, r->body.len, name, &bad2);
	if (bad1 || bad2) {
		free(*csrf);
		free(*value);
		*csrf = *value = NULL;
		*ret = web_error(r, MHD_HTTP_BAD_REQUEST, "the form is garbled (bad encoding, bad "
				 "UTF-8 or a field given twice)");
		return -1;
	}
	return 0;
}

/* POST /signin, second call: the engine has answered `session` (or, for
 * POST /signin/link, `session link`: signin_link_web.c). */
enum MHD_Result web_signin_answer(web_request *r)
{
	if (!r->rep.ok || !r->rep.secret) {
		const char *why;
		web_reply_status(&r->rep, &why);
		return signin_form(r, MHD_HTTP_UNPROCESSABLE_CONTENT, why);
	}
	const nomic *n = engine_read_begin(r->e);
	long long life = (long long)param_int(n, "session.lifetime");
	engine_read_end(r->e);
	char cookie[200];
	web_cookie(r, cookie, sizeof cookie, WEB_SESSION_COOKIE, r->rep.secret, life);
	return see_front(r, cookie);
}

enum MHD_Result page_signin(web_request *r)
{
	return signin_form(r, MHD_HTTP_OK, NULL);
}

enum MHD_Result page_signin_post(web_request *r)
{
	if (r->submitted)
		return web_signin_answer(r);
	char *csrf, *token;
	enum MHD_Result ret;
	if (web_read_form(r, "token", &csrf, &token, &ret))
		return ret;
	if (!web_csrf_ok(r, csrf)) {
		ret = web_csrf_refuse(r, csrf);
		goto out;
	}
	if (!token || !*token) {
		ret = signin_form(r, MHD_HTTP_UNPROCESSABLE_CONTENT, "give your token to sign in");
		goto out;
	}
	char who[256];
	int why, by_session;
	const char *actor = engine_sign_in(r->e, token, who, sizeof who, &why, &by_session);
	if (!actor || by_session || strcmp(actor, "admin") == 0) {
		ret = signin_form(r, MHD_HTTP_UNAUTHORIZED,
				  why == AUTH_TOKEN_EXPIRED
					  ? "That token has expired (it is older than token.lifetime): "
					    "ask the admin for a new one. Nothing was done."
				  : actor ? "Only a player's token signs in here; nothing was done."
					  : "That token names nobody; nothing was done.");
		goto out;
	}
	int limited;
	ret = web_limit(r, actor, "session", &limited);
	if (limited)
		goto out;
	/* The answer (and the cookie) in signin_answer, once the engine has
	 * committed the session (defer.c). */
	ret = web_submit(r, actor, "session", NULL);
out:
	if (token)
		sodium_memzero(token, strlen(token));
	free(token);
	free(csrf);
	return ret;
}

enum MHD_Result page_signout(web_request *r)
{
	char cookie[200];
	web_cookie(r, cookie, sizeof cookie, WEB_SESSION_COOKIE, "", 0);
	if (r->submitted)
		return see_front(r, cookie);
	char *csrf, *token;
	enum MHD_Result ret;
	if (web_read_form(r, "token", &csrf, &token, &ret))
		return ret;
	if (!web_csrf_ok(r, csrf)) {
		ret = web_csrf_refuse(r, csrf);
	} else if (r->actor && r->session[0]) {
		/* The session is named by its hash: the log has it already, and
		 * it signs nobody in. */
		unsigned char h[32];
		char line[100], hex[65];
		crypto_generichash(h, sizeof h, (const unsigned char *)r->session,
				   strlen(r->session), NULL, 0);
		sodium_bin2hex(hex, sizeof hex, h, sizeof h);
		snprintf(line, sizeof line, "session end %s", hex);
		ret = web_submit(r, r->actor, line, NULL);
	} else {
		ret = see_front(r, cookie); /* no session: only the cookie to clear */
	}
	free(csrf);
	free(token);
	return ret;
}
