/* signin_link_web.c: signing in by a link sent by mail (issue 18 item 1:
 * "or a login link sent by mail"; the links themselves: mail/signin.c).
 *
 * POST /signin/mail (the sign-in page's second form: csrf, name) runs
 * `signin mail NAME BASE` as nobody, BASE being the address this request
 * came to (scheme, Host or, behind a trusted proxy, X-Forwarded-Host, and
 * the nomic's prefix); the admin's `mail web` address, when set, is used
 * instead. The answer is the sign-in page with the nomic's reply, the
 * same whatever NAME is.
 *
 * GET /signin/link?code=CODE shows one button, "Sign in as NAME": a GET
 * never signs in, since mail scanners fetch the links in a mail. The
 * button POSTs the code (with the page's CSRF token) to /signin/link,
 * which runs `session link K` as nobody, K being BLAKE2b of the code (so
 * the code reaches no log), and answers as POST /signin does
 * (session_web.c web_signin_answer: the same cookie). A used, expired or
 * unknown code is one refusal, and nothing is done. */
#include "mail/mail.h"
#include "net/forms.h"
#include "net/text.h"
#include "net/web.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define BAD_LINK "That sign-in link has been used, has expired or is unknown: nothing was " \
	"done. Ask for a new one below."

/* The code as the link gives it: "lnk_" and 64 hex digits, else NULL. */
static int code_ok(const char *code)
{
	return code && strlen(code) == SIGNIN_CODE_LEN &&
	       strncmp(code, SIGNIN_CODE_PREFIX, 4) == 0 &&
	       strspn(code + 4, "0123456789abcdef") == SIGNIN_CODE_LEN - 4;
}

/* The form's csrf and one other field; -1 with the refusal queued. */
static int read_fields(web_request *r, const char *name, char **csrf, char **value,
		       enum MHD_Result *ret)
{
	if (web_read_form(r, name, csrf, value, ret))
		return -1;
	if (!web_csrf_ok(r, *csrf)) {
		*ret = web_csrf_refuse(r, *csrf);
		free(*csrf);
		free(*value);
		*csrf = *value = NULL;
		return -1;
	}
	return 0;
}

/* The address of this nomic's pages as the request reached them. */
static void request_base(web_request *r, sbuf *out)
{
	const char *host = NULL;
	if (web_trust_proxy)
		host = MHD_lookup_connection_value(r->conn, MHD_HEADER_KIND, "X-Forwarded-Host");
	if (!host)
		host = MHD_lookup_connection_value(r->conn, MHD_HEADER_KIND, "Host");
	sbuf_printf(out, "%s://%s%s", web_request_tls(r) ? "https" : "http",
		    host ? host : "localhost", r->prefix ? r->prefix : "");
}

enum MHD_Result page_signin_mail(web_request *r)
{
	if (r->submitted) {
		const char *why;
		if (!r->rep.ok) {
			web_reply_status(&r->rep, &why);
			return web_signin_form(r, MHD_HTTP_UNPROCESSABLE_CONTENT, why, NULL);
		}
		return web_signin_form(r, MHD_HTTP_OK, NULL, r->rep.text);
	}
	char *csrf, *name;
	enum MHD_Result ret;
	if (read_fields(r, "name", &csrf, &name, &ret))
		return ret;
	if (!name || !*name) {
		ret = web_signin_form(r, MHD_HTTP_UNPROCESSABLE_CONTENT,
				      "give your name to be sent a sign-in link", NULL);
		goto out;
	}
	sbuf line = {0}, base = {0};
	sbuf_add(&line, "signin mail ");
	forms_quote(&line, name);
	sbuf_add(&line, " ");
	request_base(r, &base);
	forms_quote(&line, base.s);
	int limited;
	ret = web_limit(r, NULL, line.s, &limited);
	if (!limited)
		ret = web_submit(r, NULL, line.s, NULL);
	sbuf_free(&line);
	sbuf_free(&base);
out:
	free(csrf);
	free(name);
	return ret;
}

enum MHD_Result page_signin_link(web_request *r)
{
	const char *code = web_arg(r, "code");
	json_t *d = json_object();
	char key[65];
	const player *p = NULL;
	const nomic *n = engine_read_begin(r->e);
	if (code_ok(code)) {
		signin_code_key(code, key);
		p = signin_link_player(n, key, web_now(n));
		sodium_memzero(key, sizeof key);
	}
	if (p) {
		json_object_set_new(d, "name", json_string(p->name));
		json_object_set_new(d, "code", json_string(code));
	}
	engine_read_end(r->e);
	json_object_set_new(d, "title", json_string("Sign in by mail"));
	if (!p)
		json_object_set_new(d, "error", json_string(BAD_LINK));
	return tmpl_page(r, p ? MHD_HTTP_OK : MHD_HTTP_NOT_FOUND, "signin_link", d);
}

enum MHD_Result page_signin_link_post(web_request *r)
{
	if (r->submitted)
		return web_signin_answer(r);
	char *csrf, *code;
	enum MHD_Result ret;
	if (read_fields(r, "code", &csrf, &code, &ret))
		return ret;
	if (!code_ok(code)) {
		ret = web_signin_form(r, MHD_HTTP_UNPROCESSABLE_CONTENT, BAD_LINK, NULL);
	} else {
		char key[65], line[100];
		signin_code_key(code, key);
		snprintf(line, sizeof line, "session link %s", key);
		int limited;
		ret = web_limit(r, NULL, "session link", &limited);
		if (!limited)
			ret = web_submit(r, NULL, line, NULL);
		sodium_memzero(key, sizeof key);
		sodium_memzero(line, sizeof line);
	}
	if (code)
		sodium_memzero(code, strlen(code));
	free(code);
	free(csrf);
	return ret;
}
