/* page.c: the HTML page at / and the form that posts a command to it.
 * The page is drawn from the same JSON views the API serves, shown to the
 * public (a browser sends no bearer token), and needs no JavaScript. Every
 * piece of text from the nomic goes through html_escape: player, office
 * and currency names may hold & ' and more, and titles anything.
 *
 * A visitor's form carries the token in a field; a player signed in on
 * the web (session_web.c) acts through the session cookie, and so every
 * form carries the request's CSRF token (csrf.c) and a POST without it,
 * or from another site, is refused before anything is read (issue 18).
 *
 * The nomic's reply to a command posted here (a Pooker player's hand, a
 * Diplomacy player's orders echoed, a new token) is shown on the page the
 * POST returns, to the one who posted it and nobody else: it is never put
 * in a URL, a cookie or the shared page (issue 13, item 1). Reloading that
 * page posts again, so the form carries a fresh idempotency key (idem.h):
 * the same key again gets the first reply, and nothing is done twice. The
 * news list is the public's: events with the texts they announced. */
#include "core/idem.h"
#include "net/route.h"
#include "net/text.h"
#include "net/tmpl.h"
#include "net/web.h"
#include "rules/rules.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <pthread.h>
#include <stdatomic.h>
#include <string.h>

#define RECENT_EVENTS 25
/* The news list: enough to see the last round of votes and results. */
#define RECENT_NEWS 10

typedef struct notice {
	int ok;
	const char *text;   /* the reply or the refusal */
	const char *token;  /* a token issued by the command, shown once */
	const char *command; /* the command the reply answers, or NULL */
	uint64_t seq;       /* the event it made, 0 none */
	int repeated;       /* the same form posted again: its first reply */
} notice;

/* The pages' style is the template style.html, in every page's head. */

static void esc(sbuf *b, const char *s)
{
	html_escape(b, s ? s : "");
}

const char *json_field_str(const json_t *o, const char *key)
{
	const char *s = json_string_value(json_object_get(o, key));
	return s ? s : "";
}

static void render_players(sbuf *b, json_t *players, json_t *currencies)
{
	size_t i, k;
	json_t *p, *c;
	sbuf_add(b, "<h2>Players</h2>\n");
	if (!json_array_size(players)) {
		sbuf_add(b, "<p class=\"muted\">No players yet.</p>\n");
		return;
	}
	sbuf_add(b, "<table>\n<tr><th>Player</th><th>State</th>");
	json_array_foreach(currencies, k, c) {
		sbuf_add(b, "<th>");
		esc(b, json_field_str(c, "name"));
		sbuf_add(b, "</th>");
	}
	sbuf_add(b, "<th>Entities</th></tr>\n");
	json_array_foreach(players, i, p) {
		/* The player's page: holdings, characteristics (econ_pages.c). */
		sbuf tmp = {0};
		url_segment(&tmp, json_field_str(p, "name"));
		sbuf_add(b, "<tr><td><a href=\"/players/");
		esc(b, tmp.s ? tmp.s : "");
		sbuf_free(&tmp);
		sbuf_add(b, "\">");
		esc(b, json_field_str(p, "name"));
		sbuf_add(b, "</a></td><td>");
		esc(b, json_field_str(p, "state"));
		if (json_is_true(json_object_get(p, "newbie")))
			sbuf_add(b, ", Newbie");
		sbuf_add(b, "</td>");
		json_t *bal = json_object_get(p, "balances");
		json_array_foreach(currencies, k, c) {
			json_t *v = json_object_get(bal, json_field_str(c, "name"));
			sbuf_printf(b, "<td class=\"n\">%lld</td>",
				    (long long)json_integer_value(v));
		}
		/* What e owns of the entities (R500.2; /api/v1/players/NAME/holdings). */
		sbuf_add(b, "<td>");
		json_t *ents = json_object_get(p, "entities");
		json_array_foreach(ents, k, c) {
			if (k)
				sbuf_add(b, ", ");
			esc(b, json_string_value(c));
		}
		sbuf_add(b, "</td></tr>\n");
	}
	sbuf_add(b, "</table>\n");
}

static void render_offices(sbuf *b, json_t *offices)
{
	size_t i;
	json_t *f;
	sbuf_add(b, "<h2>Offices</h2>\n");
	if (!json_array_size(offices)) {
		sbuf_add(b, "<p class=\"muted\">No offices.</p>\n");
		return;
	}
	sbuf_add(b, "<table>\n<tr><th>Office</th><th>Holder</th></tr>\n");
	json_array_foreach(offices, i, f) {
		sbuf_add(b, "<tr><td>");
		esc(b, json_field_str(f, "name"));
		sbuf_add(b, "</td><td>");
		const char *holder = json_string_value(json_object_get(f, "holder"));
		if (holder)
			esc(b, holder);
		else
			sbuf_add(b, "<span class=\"muted\">vacant</span>");
		sbuf_add(b, "</td></tr>\n");
	}
	sbuf_add(b, "</table>\n");
}

static void render_events(sbuf *b, json_t *events, uint64_t highlight)
{
	sbuf_add(b, "<h2>Recent events</h2>\n<table>\n"
		    "<tr><th>#</th><th>Time</th><th>Actor</th><th>Command</th></tr>\n");
	/* Newest first: the reader came to see what just happened. */
	for (size_t i = json_array_size(events); i-- > 0;) {
		json_t *ev = json_array_get(events, i);
		json_int_t seq = json_integer_value(json_object_get(ev, "seq"));
		const char *actor = json_field_str(ev, "actor");
		sbuf_printf(b, "<tr%s><td class=\"n\">%lld</td><td>",
			    highlight && (uint64_t)seq == highlight ? " class=\"hl\"" : "",
			    (long long)seq);
		esc(b, json_field_str(ev, "time"));
		sbuf_add(b, "</td><td>");
		if (*actor)
			esc(b, actor);
		else
			sbuf_add(b, "<span class=\"muted\">(someone)</span>");
		sbuf_add(b, "</td><td><code>");
		esc(b, json_field_str(ev, "command"));
		sbuf_add(b, "</code></td></tr>\n");
	}
	sbuf_add(b, "</table>\n");
}

/* The public events' texts, newest first: what happened, in words. */
static void render_news(sbuf *b, json_t *news)
{
	sbuf_add(b, "<h2>News</h2>\n");
	if (!json_array_size(news)) {
		sbuf_add(b, "<p class=\"muted\">Nothing has happened yet.</p>\n");
		return;
	}
	sbuf_add(b, "<ol class=\"news\">\n");
	size_t i;
	json_t *ev;
	json_array_foreach(news, i, ev) {
		sbuf_printf(b, "<li id=\"news-%lld\"><span class=\"muted\">#%lld &middot; ",
			    (long long)json_integer_value(json_object_get(ev, "seq")),
			    (long long)json_integer_value(json_object_get(ev, "seq")));
		esc(b, json_field_str(ev, "time"));
		sbuf_add(b, "</span><pre>");
		esc(b, json_field_str(ev, "text"));
		sbuf_add(b, "</pre></li>\n");
	}
	sbuf_add(b, "</ol>\n<p class=\"muted\">As a feed: <a href=\"/feed.atom\">/feed.atom</a>"
		    " (Atom); as JSON: <a href=\"/api/v1/news\">/api/v1/news</a>.</p>\n");
}

static void render_notice(sbuf *b, const notice *nt)
{
	if (!nt)
		return;
	sbuf_printf(b, "<div class=\"notice %s\" role=\"status\" id=\"reply\">",
		    nt->ok ? "ok" : "bad");
	if (nt->command) {
		sbuf_add(b, "<code>");
		esc(b, nt->command);
		sbuf_add(b, "</code>");
		if (nt->seq)
			sbuf_printf(b, " (event %llu%s)", (unsigned long long)nt->seq,
				    nt->repeated ? "; sent again, so not done again" : "");
		sbuf_add(b, "\n");
	}
	esc(b, nt->text);
	if (nt->token) {
		sbuf_add(b, "\n\nYour token (shown only this once; keep it secret):\n<code>");
		esc(b, nt->token);
		sbuf_add(b, "</code>");
	}
	sbuf_add(b, "</div>\n");
}

/* The token field: for a visitor only (a signed-in player acts as emself). */
static const char token_html[] =
	"<label for=\"token\">Token</label>"
	"<input id=\"token\" name=\"token\" type=\"password\" autocomplete=\"off\""
	" placeholder=\"empty: not signed in\">\n";

static const char form_html[] =
	"<label for=\"command\">Command</label>"
	"<input id=\"command\" name=\"command\" required maxlength=\"4000\""
	" placeholder=\"transfer 5 A$ to Treasury\">\n"
	"<button type=\"submit\">Submit</button>\n"
	"</form>\n"
	"<p class=\"muted\">Not a player yet? Leave the token empty and send "
	"<code>join NAME</code>. <code>help</code> lists the commands.</p>\n";

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

/* The form, with a fresh idempotency key: a reload of the page its POST
 * returns posts the same key, and is not done again. And the request's
 * CSRF token (csrf.c; 64 hex digits, so no escaping). */
static void render_form(web_request *r, sbuf *b)
{
	unsigned char raw[16];
	char key[sizeof raw * 2 + 1];
	key_bytes(raw, sizeof raw);
	sodium_bin2hex(key, sizeof key, raw, sizeof raw);
	sbuf_printf(b, "<h2>Act</h2>\n<form method=\"post\" action=\"/commands\">\n"
		    "<input type=\"hidden\" name=\"key\" value=\"page-%s\">\n"
		    "<input type=\"hidden\" name=\"csrf\" value=\"%.64s\">\n", key, r->csrf);
	if (!r->actor)
		sbuf_add(b, token_html);
	sbuf_add(b, form_html);
}

/* The frame's head with who is signed in and eir sign-out form (the head
 * template's viewer and csrf, as tmpl_page gives them). */
static void render_head(web_request *r, sbuf *b, const char *title)
{
	json_t *d = json_pack("{ss}", "title", title ? title : "");
	if (r->actor)
		json_object_set_new(d, "viewer", json_string(r->actor));
	if (r->csrf[0])
		json_object_set_new(d, "csrf", json_string(r->csrf));
	char err[256];
	if (tmpl_render(b, "head", d, err, sizeof err))
		fprintf(stderr, "nomicd: template head: %s\n", err);
	json_decref(d);
}

static void render(web_request *r, sbuf *b, const notice *nt, uint64_t highlight)
{
	const nomic *n = engine_read_begin(r->e);
	gtime now = web_now(n);
	json_t *info = view_nomic(n, NULL, now);
	json_t *players = view_players(n, NULL, now);
	json_t *offices = view_offices(n, NULL, now);
	json_t *currencies = view_currencies(n, NULL, now);
	json_t *offers = page_trades_json(n);
	size_t n_rules = n->rules ? rules_count_in_force(n->rules) : 0;
	engine_read_end(r->e);
	uint64_t head = engine_head(r->e);
	uint64_t from = head > RECENT_EVENTS ? head - RECENT_EVENTS + 1 : 1;
	json_t *events = engine_log_heads_json(r->e, from, RECENT_EVENTS, NULL);
	json_t *news = engine_news_json(r->e, 0, RECENT_NEWS, NULL, NULL, NULL);

	render_head(r, b, json_field_str(info, "title"));
	sbuf_add(b, "<header>\n<h1>");
	esc(b, json_field_str(info, "title"));
	sbuf_add(b, "</h1>\n<p class=\"meta\">Game time ");
	esc(b, json_field_str(info, "time"));
	sbuf_printf(b, " (%s clock) &middot; %lld players &middot; %llu events</p>\n</header>\n",
		    json_field_str(info, "clock"),
		    (long long)json_integer_value(json_object_get(info, "players")),
		    (unsigned long long)head);
	render_notice(b, nt);
	render_news(b, news);
	render_players(b, players, currencies);
	render_offices(b, offices);
	page_trades(b, offers);
	if (n_rules)
		sbuf_printf(b, "<h2>Rules</h2>\n<p><a href=\"/rules\">The ruleset</a>: %zu rules"
			    " in force, each with its history. <a href=\"/proposals\">Proposals</a>"
			    " to change them, and the scores.</p>\n", n_rules);
	sbuf_add(b, "<p><a href=\"/games\">The games</a> played inside the nomic. "
		    "<a href=\"/cfjs\">Calls for Judgement</a> and their verdicts. "
		    "<a href=\"/offices\">The offices</a>: holders, terms, elections, "
		    "salaries and duties.</p>\n");
	render_events(b, events, highlight);
	render_form(r, b);
	sbuf_add(b, "<footer>The same state as JSON: <a href=\"/api/v1/nomic\">nomic</a>, "
		    "<a href=\"/api/v1/players\">players</a>, <a href=\"/api/v1/offices\">offices</a>, "
		    "<a href=\"/api/v1/currencies\">currencies</a>, <a href=\"/api/v1/params\">params</a>, "
		    "<a href=\"/api/v1/deadlines\">deadlines</a>, <a href=\"/api/v1/log\">log</a>."
		    "</footer>\n</body>\n</html>\n");
	json_decref(info);
	json_decref(players);
	json_decref(offices);
	json_decref(currencies);
	json_decref(offers);
	json_decref(events);
	json_decref(news);
}

void page_head(sbuf *b, const char *title)
{
	/* The pages not yet drawn from a template share its frame (tmpl.h). */
	json_t *d = json_pack("{ss}", "title", title ? title : "");
	char err[256];
	if (tmpl_render(b, "head", d, err, sizeof err))
		fprintf(stderr, "nomicd: template head: %s\n", err);
	json_decref(d);
}

/* Inline style only, no scripts, no framing, forms post here only. The
 * referrer goes to this site only: under no-referrer a browser sends
 * "Origin: null" with the pages' own forms, which csrf.c must refuse as
 * it refuses a file:// page's. */
static const char *const page_headers[] = {
	"Content-Security-Policy",
	"default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; "
	"frame-ancestors 'none'; base-uri 'none'",
	"Referrer-Policy", "same-origin",
	NULL};

enum MHD_Result page_send(web_request *r, unsigned status, sbuf *b)
{
	enum MHD_Result ret = web_send(r, status, "text/html; charset=utf-8", b->s, b->len,
				       page_headers);
	sbuf_free(b);
	return ret;
}

static enum MHD_Result send_page(web_request *r, unsigned status, const notice *nt,
				 uint64_t highlight)
{
	sbuf b = {0};
	render(r, &b, nt, highlight);
	return page_send(r, status, &b);
}

/* The front page for the public, built once per state (issue 17 item 4):
 * what etag.c hashes (the head, the path and query, a real clock's
 * second...) fixes it but for the form's key, which must be fresh on
 * every page sent, or two pages would share one and the second command
 * would be taken for a retry of the first. So the page is kept with the
 * key's place noted, and each request gets it with a new key: the cost
 * of a few bytes, not of a build. The page is sent no-store as before (a
 * stored copy would bring its used key back). */
#define KEY_MARK "name=\"key\" value=\"page-"
#define KEY_HEX 32
/* The same for the CSRF token (csrf.c): each visitor's own, put in at
 * its place (and its cookie set) as each response is made. A signed-in
 * player's front page is never kept: it is built for em (page_get). */
#define CSRF_MARK "name=\"csrf\" value=\""
#define CSRF_HEX 64

/* The kept page. Each response is a copy with its own key put in: a few
 * KB of memcpy, so that libmicrohttpd sends the headers and the body in
 * one sendmsg (an iovec response costs a second system call, ~5 % of a
 * cached GET). */
typedef struct front {
	atomic_int refs;
	char tag[48];
	char *text;
	size_t len, key, csrf;
} front;

static pthread_mutex_t front_lock = PTHREAD_MUTEX_INITIALIZER;
static front *front_kept;

static void front_drop(front *f)
{
	if (atomic_fetch_sub(&f->refs, 1) == 1) {
		free(f->text);
		free(f);
	}
}

/* Sends f with a fresh key; takes over the caller's reference to f. */
static enum MHD_Result send_front(web_request *r, front *f)
{
	char *copy = malloc(f->len);
	if (!copy) {
		front_drop(f);
		return MHD_NO;
	}
	memcpy(copy, f->text, f->len);
	unsigned char raw[KEY_HEX / 2];
	char hex[KEY_HEX + 1];
	key_bytes(raw, sizeof raw);
	sodium_bin2hex(hex, sizeof hex, raw, sizeof raw);
	memcpy(copy + f->key, hex, KEY_HEX);
	if (strlen(r->csrf) == CSRF_HEX)
		memcpy(copy + f->csrf, r->csrf, CSRF_HEX);
	size_t len = f->len;
	front_drop(f);
	struct MHD_Response *resp =
		MHD_create_response_from_buffer(len, copy, MHD_RESPMEM_MUST_FREE);
	if (!resp) {
		free(copy);
		return MHD_NO;
	}
	MHD_add_response_header(resp, MHD_HTTP_HEADER_CONTENT_TYPE, "text/html; charset=utf-8");
	MHD_add_response_header(resp, MHD_HTTP_HEADER_CACHE_CONTROL, "no-store");
	MHD_add_response_header(resp, "X-Content-Type-Options", "nosniff");
	if (r->set_cookie[0])
		MHD_add_response_header(resp, MHD_HTTP_HEADER_SET_COOKIE, r->set_cookie);
	for (const char *const *h = page_headers; h[0] && h[1]; h += 2)
		MHD_add_response_header(resp, h[0], h[1]);
	enum MHD_Result ret = MHD_queue_response(r->conn, MHD_HTTP_OK, resp);
	MHD_destroy_response(resp);
	return ret;
}

static enum MHD_Result send_cached(web_request *r)
{
	/* One kept page for every visitor: its tag without the CSRF token. */
	char csrf[sizeof r->csrf];
	memcpy(csrf, r->csrf, sizeof csrf);
	r->csrf[0] = '\0';
	web_etag_compute(r);
	memcpy(r->csrf, csrf, sizeof csrf);
	char tag[sizeof r->etag];
	memcpy(tag, r->etag, sizeof tag);
	r->etag[0] = '\0'; /* no validators: see above */
	pthread_mutex_lock(&front_lock);
	front *f = front_kept && strcmp(front_kept->tag, tag) == 0 ? front_kept : NULL;
	if (f)
		atomic_fetch_add(&f->refs, 1);
	pthread_mutex_unlock(&front_lock);
	if (f)
		return send_front(r, f);
	sbuf b = {0};
	render(r, &b, NULL, 0);
	const char *mark = strstr(b.s, KEY_MARK);
	const char *cmark = strstr(b.s, CSRF_MARK);
	if (!mark || (size_t)(mark - b.s) + strlen(KEY_MARK) + KEY_HEX > b.len || !cmark ||
	    (size_t)(cmark - b.s) + strlen(CSRF_MARK) + CSRF_HEX > b.len)
		return page_send(r, MHD_HTTP_OK, &b);
	/* Sent past web_send: under /n/NAME/ its links take the prefix here
	 * (route.c), once, before the key's place is noted. */
	if (route_prefix_sbuf(&b, r->prefix)) {
		mark = strstr(b.s, KEY_MARK);
		cmark = strstr(b.s, CSRF_MARK);
	}
	f = xcalloc(1, sizeof *f);
	atomic_init(&f->refs, 2); /* the cache's and this response's */
	memcpy(f->tag, tag, sizeof f->tag);
	f->key = (size_t)(mark - b.s) + strlen(KEY_MARK);
	f->csrf = (size_t)(cmark - b.s) + strlen(CSRF_MARK);
	f->len = b.len;
	f->text = sbuf_take(&b);
	pthread_mutex_lock(&front_lock);
	front *old = front_kept;
	front_kept = f;
	pthread_mutex_unlock(&front_lock);
	if (old)
		front_drop(old);
	return send_front(r, f);
}

enum MHD_Result page_get(web_request *r)
{
	/* After the form, "/?done=SEQ" marks the event the command made. */
	int64_t done = 0;
	const char *d = web_arg(r, "done");
	char text[64];
	notice nt = {1, text, NULL, NULL, 0, 0};
	if (d && parse_int64(d, &done) == 0 && done > 0 &&
	    (uint64_t)done <= engine_head(r->e)) {
		snprintf(text, sizeof text, "Done: recorded as event %lld.", (long long)done);
		return send_page(r, MHD_HTTP_OK, &nt, (uint64_t)done);
	}
	/* A signed-in player's page is eirs: built for em, never kept (the
	 * ETag would differ by viewer, but the kept page is the public's). */
	if (r->actor)
		return send_page(r, MHD_HTTP_OK, NULL, 0);
	return send_cached(r);
}

/* The page a POSTed command returns, once the engine has answered; its
 * command is r->held. */
static enum MHD_Result post_answer(web_request *r)
{
	const reply *rep = &r->rep;
	const char *why;
	unsigned status = web_reply_status(rep, &why);
	/* The reply is the poster's alone (a hand, eir orders, a token): it
	 * is shown on this page, the answer to eir POST, and never travels
	 * in a URL. A refusal quotes what it refuses, never all of it. */
	char *capped = status == MHD_HTTP_OK ? NULL : text_elide(why, WEB_MAX_ECHO);
	char *shown_cmd = text_elide(r->held, WEB_MAX_ECHO);
	notice nt = {status == MHD_HTTP_OK, capped ? capped : why,
		     rep->repeated ? NULL : rep->secret, shown_cmd, rep->seq, rep->repeated};
	enum MHD_Result ret = send_page(r, status, &nt, rep->seq);
	free(capped);
	free(shown_cmd);
	return ret;
}

enum MHD_Result page_post(web_request *r)
{
	if (r->submitted)
		return post_answer(r);
	if (!web_content_type_is(r, "application/x-www-form-urlencoded"))
		return web_error(r, MHD_HTTP_UNSUPPORTED_MEDIA_TYPE,
				 "the form sends application/x-www-form-urlencoded");
	const char *body = r->body.s ? r->body.s : "";
	int bad_cmd, bad_token, bad_key, bad_csrf;
	char *cmd = form_field(body, r->body.len, "command", &bad_cmd);
	char *token = form_field(body, r->body.len, "token", &bad_token);
	char *key = form_field(body, r->body.len, "key", &bad_key);
	char *csrf = form_field(body, r->body.len, "csrf", &bad_csrf);
	unsigned char h[32];
	enum MHD_Result ret;
	if (bad_cmd || bad_token || bad_key || !cmd) {
		ret = web_error(r, MHD_HTTP_BAD_REQUEST,
				bad_cmd || bad_token || bad_key
					? "the form is garbled (bad encoding, bad UTF-8 or a field "
					  "given twice)"
					: "the form has no command");
		goto out;
	}
	/* The form's CSRF token (csrf.c), before its token or command is
	 * used: a cross-site POST does nothing. A client that signs in with
	 * the Authorization header carries no ambient authority, needs none. */
	if (!MHD_lookup_connection_value(r->conn, MHD_HEADER_KIND,
					 MHD_HTTP_HEADER_AUTHORIZATION) &&
	    !web_csrf_ok(r, bad_csrf ? NULL : csrf)) {
		ret = web_csrf_refuse(r, csrf);
		goto out;
	}
	if (key && idem_hash("check", key, h)) {
		ret = web_error(r, MHD_HTTP_BAD_REQUEST, "the form's key is 1 to 200 printable "
				"ASCII characters");
		goto out;
	}
	/* The form's token field signs in; without one, the Authorization
	 * header does, as on the API. */
	const char *actor = r->actor;
	char who[256];
	if (token && *token) {
		actor = engine_authenticate(r->e, token, who, sizeof who);
		if (!actor) {
			notice nt = {0, "That token names nobody; nothing was done.", NULL, NULL, 0, 0};
			ret = send_page(r, MHD_HTTP_UNAUTHORIZED, &nt, 0);
			goto out;
		}
	}
	int limited;
	ret = web_limit(r, actor, cmd, &limited);
	if (limited)
		goto out;
	/* The key makes a reload (which posts the form again) a repeat, not a
	 * second act; someone not signed in is never keyed (idem.h). The
	 * answer comes in post_answer, when the engine has it (defer.c). */
	r->held = cmd;
	cmd = NULL;
	ret = web_submit(r, actor, r->held, key && *key ? key : NULL);
out:
	free(cmd);
	free(token);
	free(key);
	free(csrf);
	return ret;
}

/* The links to each part of the nomic are in the head template now. */
void page_nav(sbuf *b)
{
	(void)b;
}
