/* page.c: the front page at / and POST /commands, where every page's forms
 * post (issue 18 item 2; docs/WEB.md "Forms"). The front page is the
 * template front.html drawn from the same JSON views the API serves: for
 * the public one copy per state (send_cached), for a signed-in player eir
 * own (front_yours: the games em sits in, those waiting for eir move).
 * Every value reaches the page through the template layer (tmpl.h).
 *
 * A player signed in on the web (session_web.c) acts through the session
 * cookie, so every form carries the request's CSRF token (csrf.c), and a
 * POST without it, or from another site, is refused before anything is
 * done (issue 18 item 1). A form sends the whole line, or a command's
 * fields that forms.c puts back into one quoted line.
 *
 * The nomic's reply to a command posted here (a Pooker player's hand, a
 * Diplomacy player's orders echoed, a new token) is shown on the page the
 * POST returns, to the one who posted it and nobody else: it is never put
 * in a URL, a cookie or the shared page (issue 13, item 1). Reloading that
 * page posts again, so the form carries a fresh idempotency key (idem.h):
 * the same key and command again get the first reply, and nothing is done
 * twice. */
#include "core/idem.h"
#include "games/framework/games.h"
#include "net/forms.h"
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

const char *json_field_str(const json_t *o, const char *key)
{
	const char *s = json_string_value(json_object_get(o, key));
	return s ? s : "";
}

/* What the front page shows only the signed-in viewer (issue 18 item 3):
 * the games em sits in, those that wait for eir move first. Each game's
 * own page shows em eir hand, orders and bids (games_web.c). */
static json_t *front_yours(const nomic *n, const char *viewer)
{
	const player *p = viewer ? player_by_name(n, viewer) : NULL;
	if (!p)
		return NULL;
	json_t *seats = json_array();
	int waiting = 0;
	for (int i = 0; i < games_count(n); i++) {
		const game *g = game_at(n, i);
		int s = game_seat_of(g, p->id);
		if (s < 0 || g->status == GS_ENDED)
			continue;
		int awaited = g->status == GS_RUNNING && g->cls->awaits && g->cls->awaits(n, g, s);
		waiting += awaited;
		json_array_append_new(seats, json_pack("{si ss sb ss}", "id", g->id, "class",
						       g->cls->title, "awaited", awaited, "status",
						       g->status == GS_PENDING ? "waiting for players"
									      : "running"));
	}
	return json_pack("{sb so si}", "has_games", json_array_size(seats) > 0, "games", seats,
			 "waiting", waiting);
}

/* The next deadlines, soonest first: what the nomic will do by itself. */
#define FRONT_DEADLINES 8

/* What the front page shows, as the template's data: the views the API
 * serves, with what a template cannot compute (a player's balance in each
 * currency in the table's order, the entities' names in one string, the
 * newest event first) worked out here. */
static json_t *front_data(web_request *r, const notice *nt, uint64_t highlight)
{
	const nomic *n = engine_read_begin(r->e);
	gtime now = web_now(n);
	json_t *info = view_nomic(n, NULL, now);
	json_t *players = view_players(n, NULL, now);
	json_t *offices = view_offices(n, NULL, now);
	json_t *currencies = view_currencies(n, NULL, now);
	json_t *offers = page_trades_json(n);
	size_t n_rules = n->rules ? rules_count_in_force(n->rules) : 0;
	json_t *yours = front_yours(n, r->actor);
	json_t *deadlines = view_deadlines(n, r->actor, now);
	engine_read_end(r->e);
	/* Eir own: the deadlines whose subject is the viewer (a vacation's
	 * end, an officer's duty), all of them, before the list is cut. */
	if (yours) {
		json_t *own = json_array();
		size_t i;
		json_t *dl;
		json_array_foreach(deadlines, i, dl)
			if (strcmp(json_field_str(dl, "subject"), r->actor) == 0)
				json_array_append(own, dl);
		json_object_set_new(yours, "has_deadlines", json_boolean(json_array_size(own) > 0));
		json_object_set_new(yours, "deadlines", own);
	}
	while (json_array_size(deadlines) > FRONT_DEADLINES)
		json_array_remove(deadlines, FRONT_DEADLINES);
	uint64_t head = engine_head(r->e);
	uint64_t from = head > RECENT_EVENTS ? head - RECENT_EVENTS + 1 : 1;
	/* The events and news as the viewer may see them: eir own hidden
	 * acts too when signed in (core/visibility.c decides). */
	json_t *events = engine_log_heads_json(r->e, from, RECENT_EVENTS, r->actor);
	json_t *news = engine_news_json(r->e, 0, RECENT_NEWS, r->actor, NULL, NULL);

	size_t i, k;
	json_t *p, *c;
	json_array_foreach(players, i, p) {
		json_t *bal = json_object_get(p, "balances"), *amounts = json_array();
		json_array_foreach(currencies, k, c)
			json_array_append_new(amounts, json_integer(json_integer_value(
				json_object_get(bal, json_field_str(c, "name")))));
		json_object_set_new(p, "amounts", amounts);
		sbuf ents = {0};
		json_array_foreach(json_object_get(p, "entities"), k, c)
			sbuf_printf(&ents, "%s%s", k ? ", " : "", json_string_value(c) ? json_string_value(c) : "");
		json_object_set_new(p, "entities", json_string(ents.s ? ents.s : ""));
		sbuf_free(&ents);
	}
	json_t *newest_first = json_array();
	for (size_t j = json_array_size(events); j-- > 0;) {
		json_t *ev = json_array_get(events, j);
		json_int_t seq = json_integer_value(json_object_get(ev, "seq"));
		if (highlight && (uint64_t)seq == highlight)
			json_object_set_new(ev, "hl", json_true());
		json_array_append(newest_first, ev);
	}
	json_decref(events);
	json_t *d = json_pack("{sO sO sO si sI so so so so so so sb sb sb sb ss}",
			      "title", json_object_get(info, "title"),
			      "time", json_object_get(info, "time"),
			      "clock", json_object_get(info, "clock"),
			      "rules_in_force", (int)n_rules,
			      "head_seq", (json_int_t)head,
			      "news", news, "players", players, "currencies", currencies,
			      "offices", offices, "offers", offers, "events", newest_first,
			      "has_news", json_array_size(news) > 0,
			      "has_players", json_array_size(players) > 0,
			      "has_offices", json_array_size(offices) > 0,
			      "has_offers", json_array_size(offers) > 0, "back", "/");
	json_object_set(d, "players_count", json_object_get(info, "players"));
	if (yours)
		json_object_set_new(d, "yours", yours);
	json_object_set_new(d, "has_deadlines", json_boolean(json_array_size(deadlines) > 0));
	json_object_set_new(d, "deadlines", deadlines);
	json_decref(info);
	if (nt) {
		json_t *o = json_pack("{sb ss}", "ok", nt->ok, "text", nt->text ? nt->text : "");
		if (nt->command)
			json_object_set_new(o, "command", json_string(nt->command));
		if (nt->seq)
			json_object_set_new(o, "seq", json_integer((json_int_t)nt->seq));
		if (nt->repeated)
			json_object_set_new(o, "repeated", json_true());
		if (nt->token)
			json_object_set_new(o, "token", json_string(nt->token));
		json_object_set_new(d, "notice", o);
	}
	return d;
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
	return tmpl_page(r, status, "front", front_data(r, nt, highlight));
}

/* The front page for the public, built once per state (issue 17 item 4):
 * what etag.c hashes (the head, the path and query, a real clock's
 * second...) fixes it but for what each visitor's forms carry, the
 * idempotency key and the CSRF token, which must be the visitor's own: a
 * shared key would make a second command look like a retry of the first.
 * So the page is drawn once with placeholders, their places noted, and
 * each request gets a copy with its own values put in: the cost of a few
 * bytes, not of a build. The page is sent no-store as before (a stored
 * copy would bring its used key back). A signed-in viewer's page is eir
 * own and never kept. */
#define KEY_HEX 32
#define MARK_KEY "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk" /* KEY_HEX long */
#define MAX_MARKS 32

/* The kept page. Each response is a copy with its own values put in: a
 * few KB of memcpy, so that libmicrohttpd sends the headers and the body
 * in one sendmsg (an iovec response costs a second system call, ~5 % of a
 * cached GET). */
typedef struct front {
	atomic_int refs;
	char tag[48];
	char *text;
	size_t len;
	size_t keys[MAX_MARKS], nkeys;
	size_t csrfs[MAX_MARKS], ncsrfs;
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

/* Where mark stands in f's text, up to MAX_MARKS places; -1 past that. */
static int find_marks(front *f, const char *mark, size_t *at, size_t *n)
{
	*n = 0;
	size_t len = strlen(mark);
	for (const char *p = f->text; (p = strstr(p, mark));
	     p += len) {
		if (*n == MAX_MARKS)
			return -1;
		at[(*n)++] = (size_t)(p - f->text);
	}
	return 0;
}

/* Sends f with fresh values; takes over the caller's reference to f. */
static enum MHD_Result send_front(web_request *r, front *f)
{
	char *copy = malloc(f->len);
	if (!copy) {
		front_drop(f);
		return MHD_NO;
	}
	memcpy(copy, f->text, f->len);
	char key[KEY_HEX + 1];
	web_form_key(key);
	for (size_t i = 0; i < f->nkeys; i++)
		memcpy(copy + f->keys[i], key, KEY_HEX);
	for (size_t i = 0; i < f->ncsrfs; i++)
		memcpy(copy + f->csrfs[i], r->csrf, strlen(WEB_CSRF_MARK));
	size_t len = f->len;
	front_drop(f);
	return web_send_owned(r, MHD_HTTP_OK, "text/html; charset=utf-8", copy, len,
			      page_headers);
}

static enum MHD_Result send_cached(web_request *r)
{
	web_csrf_need(r); /* a visitor's first page: eir CSRF cookie (csrf.c) */
	/* Only the public's page is kept, and only when the visitor's CSRF
	 * token fits its placeholder. */
	if (r->actor || (r->csrf[0] && strlen(r->csrf) != strlen(WEB_CSRF_MARK)))
		return send_page(r, MHD_HTTP_OK, NULL, 0);
	/* One kept page for every visitor: its tag without the CSRF token
	 * (etag.c hashes it for the other pages). */
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
	json_t *d = front_data(r, NULL, 0);
	json_object_set_new(d, "formkey", json_string(MARK_KEY));
	if (r->csrf[0])
		json_object_set_new(d, "csrf", json_string(WEB_CSRF_MARK));
	sbuf b = {0};
	char err[256];
	int rc = tmpl_render(&b, "front", d, err, sizeof err);
	json_decref(d);
	if (rc) {
		fprintf(stderr, "nomicd: template front: %s\n", err);
		sbuf_free(&b);
		return web_error(r, MHD_HTTP_INTERNAL_SERVER_ERROR, "the page could not be drawn");
	}
	/* Under /n/NAME/ its links take the prefix here (route.c), once,
	 * before the marks' places are noted. */
	route_prefix_sbuf(&b, r->prefix);
	f = xcalloc(1, sizeof *f);
	atomic_init(&f->refs, 2); /* the cache's and this response's */
	memcpy(f->tag, tag, sizeof f->tag);
	f->len = b.len;
	f->text = sbuf_take(&b);
	if (find_marks(f, MARK_KEY, f->keys, &f->nkeys) ||
	    find_marks(f, WEB_CSRF_MARK, f->csrfs, &f->ncsrfs)) {
		front_drop(f);
		front_drop(f);
		return send_page(r, MHD_HTTP_OK, NULL, 0);
	}
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
	return send_cached(r);
}

/* Where the reply page links back to: a path of this nomic's ("/..."),
 * never another site ("//host", "/\host"); "/" when none or odd. */
static const char *back_path(const char *back)
{
	if (!back || back[0] != '/' || back[1] == '/' || back[1] == '\\' || strlen(back) > 512)
		return "/";
	for (const char *p = back; *p; p++)
		if ((unsigned char)*p < 0x20 || *p == '\\')
			return "/";
	return back;
}

/* The page a POSTed command returns, once the engine has answered: the
 * reply page, or the front page with the reply when the form was the
 * front page's. The command is r->held, where to go back after it. */
static enum MHD_Result post_answer(web_request *r)
{
	const reply *rep = &r->rep;
	const char *why;
	unsigned status = web_reply_status(rep, &why);
	/* The reply is the poster's alone (a hand, eir orders, a token): it
	 * is shown on this page, the answer to eir POST, and never travels
	 * in a URL. A refusal quotes what it refuses, never all of it. */
	const char *line = r->held;
	const char *back = back_path(line + strlen(line) + 1);
	char *capped = status == MHD_HTTP_OK ? NULL : text_elide(why, WEB_MAX_ECHO);
	char *shown_cmd = text_elide(line, WEB_MAX_ECHO);
	notice nt = {status == MHD_HTTP_OK, capped ? capped : why,
		     rep->repeated ? NULL : rep->secret, shown_cmd, rep->seq, rep->repeated};
	enum MHD_Result ret;
	if (strcmp(back, "/") == 0) {
		ret = send_page(r, status, &nt, rep->seq);
	} else {
		json_t *d = json_pack("{ss ss}", "title", nt.ok ? "Done" : "Not done", "back", back);
		json_t *o = json_pack("{sb ss ss}", "ok", nt.ok, "text", nt.text ? nt.text : "",
				      "command", shown_cmd);
		if (rep->seq)
			json_object_set_new(o, "seq", json_integer((json_int_t)rep->seq));
		if (rep->repeated)
			json_object_set_new(o, "repeated", json_true());
		if (nt.token)
			json_object_set_new(o, "token", json_string(nt.token));
		json_object_set_new(d, "notice", o);
		ret = tmpl_page(r, status, "reply", d);
	}
	free(capped);
	free(shown_cmd);
	return ret;
}

/* The command line a form posts: the whole line in `command`, or the
 * literal words `c` with arguments a1..a9 after their literals p1..p9
 * (forms.h). Malloc'd, or NULL with *why. */
static char *posted_line(const char *body, size_t n, const char **why)
{
	int bad = 0, b1;
	char *cmd = form_field(body, n, "command", &b1);
	bad |= b1;
	char *c = form_field(body, n, "c", &b1);
	bad |= b1;
	char *line = NULL;
	if (bad) {
		*why = "the form is garbled (bad encoding, bad UTF-8 or a field given twice)";
	} else if (cmd && c) {
		*why = "the form sends either a command line or a command's fields, not both";
	} else if (cmd) {
		line = cmd;
		cmd = NULL;
	} else if (c) {
		char *a[FORMS_MAX_ARGS] = {0}, *p[FORMS_MAX_ARGS] = {0};
		int split[FORMS_MAX_ARGS] = {0};
		for (int i = 0; i < FORMS_MAX_ARGS && !bad; i++) {
			char name[4];
			snprintf(name, sizeof name, "a%d", i + 1);
			a[i] = form_field(body, n, name, &b1);
			bad |= b1;
			name[0] = 'p';
			p[i] = form_field(body, n, name, &b1);
			bad |= b1;
			name[0] = 's';
			char *sv = form_field(body, n, name, &b1);
			bad |= b1;
			split[i] = sv && strcmp(sv, "1") == 0;
			free(sv);
		}
		char *fr = form_field(body, n, "free", &b1);
		bad |= b1;
		if (bad)
			*why = "the form is garbled (bad encoding, bad UTF-8 or a field given twice)";
		else
			line = forms_compose(c, (const char *const *)a, (const char *const *)p, split,
					     fr && strcmp(fr, "1") == 0, why);
		free(fr);
		for (int i = 0; i < FORMS_MAX_ARGS; i++) {
			free(a[i]);
			free(p[i]);
		}
	} else {
		*why = "the form has no command";
	}
	free(cmd);
	free(c);
	return line;
}

enum MHD_Result page_post(web_request *r)
{
	if (r->submitted)
		return post_answer(r);
	if (!web_content_type_is(r, "application/x-www-form-urlencoded"))
		return web_error(r, MHD_HTTP_UNSUPPORTED_MEDIA_TYPE,
				 "the form sends application/x-www-form-urlencoded");
	const char *body = r->body.s ? r->body.s : "";
	int bad_token, bad_key, bad_back, bad_csrf;
	const char *why = NULL;
	char *cmd = posted_line(body, r->body.len, &why);
	char *token = form_field(body, r->body.len, "token", &bad_token);
	char *key = form_field(body, r->body.len, "key", &bad_key);
	char *back = form_field(body, r->body.len, "back", &bad_back);
	char *csrf = form_field(body, r->body.len, "csrf", &bad_csrf);
	unsigned char h[32];
	enum MHD_Result ret;
	if (!cmd || bad_token || bad_key || bad_back) {
		ret = web_error(r, MHD_HTTP_BAD_REQUEST,
				why ? why : "the form is garbled (bad encoding, bad UTF-8 or a "
					    "field given twice)");
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
	/* The form's token field signs in; without one, the session or the
	 * Authorization header does, as on the API. */
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
	/* A page's forms share its key, so the key the nomic keeps is the
	 * form's with the command's hash: a reload (the same form posted
	 * again) is a repeat, not a second act, while two forms of one page
	 * are two acts. Someone not signed in is never keyed (idem.h). The
	 * answer comes in post_answer, when the engine has it (defer.c); the
	 * back path rides after the command's NUL in r->held. */
	char keyed[IDEM_MAX_KEY + 1];
	const char *use_key = NULL;
	if (key && *key) {
		unsigned char ch[8];
		char hex[sizeof ch * 2 + 1];
		crypto_generichash(ch, sizeof ch, (const unsigned char *)cmd, strlen(cmd), NULL, 0);
		sodium_bin2hex(hex, sizeof hex, ch, sizeof ch);
		snprintf(keyed, sizeof keyed, "%.*s.%s", IDEM_MAX_KEY - (int)sizeof hex, key, hex);
		use_key = keyed;
	}
	const char *bp = back_path(back);
	size_t cl = strlen(cmd), bl = strlen(bp);
	r->held = xmalloc(cl + bl + 2);
	memcpy(r->held, cmd, cl + 1);
	memcpy(r->held + cl + 1, bp, bl + 1);
	ret = web_submit(r, actor, r->held, use_key);
out:
	free(cmd);
	free(token);
	free(key);
	free(back);
	free(csrf);
	return ret;
}
