/* web.h: what the files of the HTTP front end share: one request as the
 * router hands it over, and the helpers that answer it. http.c owns the
 * daemon and the routing; api.c the JSON API; page.c the HTML page. */
#ifndef NOMIC_NET_WEB_H
#define NOMIC_NET_WEB_H

#include "core/engine.h"
#include "core/util.h"
#include "net/views.h"

#include <microhttpd.h>

/* No command needs more; anything larger is refused unread if its length
 * is announced, and discarded unstored if it is not. */
#define WEB_MAX_BODY (64 * 1024)

/* The most of an error line any reply echoes, in bytes (text_elide): a
 * 5,000-character name comes back as its head and tail, never whole. */
#define WEB_MAX_ECHO 400

typedef struct web_request {
	engine *e;
	struct MHD_Connection *conn;
	const char *path;    /* MHD's copy, valid until the request completes */
	int json;            /* errors are answered in JSON (the /api/ routes) */
	view_fn view;        /* for api_view */
	sbuf body;
	int too_big;
	const char *actor;   /* who the bearer token names; NULL = not signed in */
	const char *prefix;  /* "/n/NAME" under several nomics, else "" (route.h) */
	char actor_buf[256];
	/* A command's second call (defer.c): submitted is set once it is
	 * queued, and the handler is called again with rep filled. held is
	 * what the handler keeps for that call (freed with the request). */
	int submitted;
	reply rep;
	char *held;
	/* A GET's validator (etag.c), set before its handler runs: a 200
	 * carries it and is kept in the response cache under it. */
	char etag[48];
	/* The CSRF token every form on a page for this request carries, and a
	 * POST from a form must send back (csrf.c); "" when none. */
	char csrf[68];
	/* Sign-in by cookie (http.c, session_web.c): the session's secret when
	 * actor came from the session cookie, else ""; stale_session when a
	 * session cookie came that names nobody now (ended or expired). */
	char session[80];
	int stale_session;
	/* A Set-Cookie the response carries (a visitor's new CSRF cookie,
	 * csrf.c), "" for none: web_send adds it. */
	char set_cookie[200];
} web_request;

/* csrf.c: the forms' CSRF tokens (issue 18 item 1). The cookies' names. */
#define WEB_SESSION_COOKIE "nomic_session"
#define WEB_CSRF_COOKIE "nomic_csrf"
/* Set once at start (http_options.trust_proxy): X-Forwarded-Proto and
 * X-Forwarded-Host are believed. */
extern int web_trust_proxy;
/* Fills r->csrf from the session or the visitor's CSRF cookie; http.c
 * calls it for every request but the API's, after sign-in, before the
 * handler. A visitor without the cookie has none yet: */
void web_csrf_prepare(web_request *r);
/* ...a page with forms calls this (tmpl_page does, and the front page):
 * a new token into r->csrf and its cookie into r->set_cookie, and the
 * response is not kept for others (r->etag cleared). */
void web_csrf_need(web_request *r);
/* 1 when a POST may act: form_value (the form's "csrf" field) is r->csrf,
 * compared in constant time, and neither Origin nor Sec-Fetch-Site says
 * the POST came from another site. */
int web_csrf_ok(web_request *r, const char *form_value);
/* The 403 for a POST web_csrf_ok refused, saying which check failed. */
enum MHD_Result web_csrf_refuse(web_request *r, const char *form_value);
/* The CSRF token of a session's secret (hex, 64 digits). */
void web_csrf_from_secret(const char *secret, char out[65]);
/* 1 when r came over TLS (or, with web_trust_proxy, its proxy says so). */
int web_request_tls(web_request *r);
/* A Set-Cookie value for name=value under r's path (route.h prefix):
 * HttpOnly, SameSite=Lax, Secure over TLS; max_age < 0: none (the
 * browser's session), 0: delete it. */
void web_cookie(web_request *r, char *out, size_t n, const char *name, const char *value,
		long long max_age);
/* session_web.c: GET /signin (the form), POST /signin (a token for a
 * session cookie, 303 to /), POST /signout (ends it, clears the cookie). */
enum MHD_Result page_signin(web_request *r);
enum MHD_Result page_signin_post(web_request *r);
enum MHD_Result page_signout(web_request *r);
/* The sign-in page (status, a refusal or a notice, either may be NULL),
 * and the answer to a `session` or `session link` the request submitted:
 * the session cookie and a 303 to /, or the page saying why not. */
enum MHD_Result web_signin_form(web_request *r, unsigned status, const char *error,
				const char *notice);
enum MHD_Result web_signin_answer(web_request *r);
/* signin_link_web.c: sign-in links by mail (issue 18 item 1). POST
 * /signin/mail asks for one (`signin mail NAME BASE`); GET /signin/link
 * shows the link's one button; POST /signin/link uses it (`session link`). */
enum MHD_Result page_signin_mail(web_request *r);
enum MHD_Result page_signin_link(web_request *r);
enum MHD_Result page_signin_link_post(web_request *r);

/* Queues a response. headers: name, value, name, value, ..., NULL. Every
 * response says no-store (state changes under it, and some carry tokens),
 * but a GET's 200 with r->etag set: that carries its validators and is
 * kept in the response cache (etag.c). */
enum MHD_Result web_send(web_request *r, unsigned status, const char *type,
			 const char *body, size_t len, const char *const *headers);
/* The same for a malloc'd body, sent as it is and freed by libmicrohttpd:
 * its links must already carry the nomic's prefix (route.h). */
enum MHD_Result web_send_owned(web_request *r, unsigned status, const char *type, char *body,
			       size_t len, const char *const *headers);
/* Where a CSRF token not yet known will go in a drawn page, as long as one
 * (64 hex digits): a word no page writes. tmpl_page draws a visitor's
 * first page with it, and the front page's kept copy holds it where each
 * visitor's own token is written (page.c). Were a player's text to hold
 * it, the visitor would see eir own token there, on a page sent to em
 * alone. */
#define WEB_CSRF_MARK "csrf~placeholder~9f3b7c1e5a2d8f4b6c0e1a7d3f5b9c2e4a6d8f0b1c3e5a7"
/* A fresh idempotency key for a page's forms: 32 hex digits and a NUL. */
void web_form_key(char out[33]);
/* Sends j (and releases it) as application/json. */
enum MHD_Result web_json(web_request *r, unsigned status, json_t *j);
/* The same for JSON already serialized (json_dumps; freed here; NULL is a
 * 500). */
enum MHD_Result web_json_text(web_request *r, unsigned status, char *text);
/* {"ok":false,"error":why} on the API, a small HTML page elsewhere; why
 * is cut to WEB_MAX_ECHO. A 401 carries WWW-Authenticate. */
enum MHD_Result web_error(web_request *r, unsigned status, const char *why);
/* The same with headers of the caller's (name, value, ..., NULL). */
enum MHD_Result web_refuse(web_request *r, unsigned status, const char *why,
			   const char *const *headers);

/* 1 when the client has closed its connection (or reset it) before its
 * reply was made: work that would only be thrown away can be skipped. */
int web_client_gone(web_request *r);

/* The client's address as the command limits count it: an IPv4 address,
 * or an IPv6 /64 ("2001:db8:1:2::/64"); "" if unknown (limit.c). */
void web_client_address(web_request *r, char *buf, size_t len);
/* Whether actor may send line now (core/ratelimit.h): if not, *limited is
 * 1 and a 429 with Retry-After has been queued (its result returned). */
enum MHD_Result web_limit(web_request *r, const char *actor, const char *line, int *limited);

/* Queues line for actor (key: an idempotency key or NULL) and suspends
 * the connection until the engine has answered; the handler is called
 * again with r->submitted set and the reply in r->rep (defer.c). Returns
 * what the handler returns. */
enum MHD_Result web_submit(web_request *r, const char *actor, const char *line,
			   const char *key);
/* etag.c. The ETag of the GET r, into r->etag: the log's head, the
 * viewer, the path and query, a real clock's time, the read-only state. */
void web_etag_compute(web_request *r);
/* 1 when r was answered from its ETag (a 304 for If-None-Match, or the
 * cached response), with the result in *ret; 0 when it must be built. */
int web_etag_answer(web_request *r, enum MHD_Result *ret);
/* Adds ETag, Cache-Control and Vary to a response for r. */
void web_validators(web_request *r, struct MHD_Response *resp);
/* Keeps resp (size bytes of body) under r->etag, taking over the
 * caller's reference to it. */
void web_etag_keep(web_request *r, struct MHD_Response *resp, size_t size);
/* Lets go of every kept response (when the server stops). */
void web_etag_clear(void);

/* Frees what a request kept (its reply, r->held); when it completes. */
void web_request_done(web_request *r);
/* Requests whose command is queued or whose answer is not yet out. */
int web_in_flight(void);
/* Requests whose command the engine has not answered yet. */
int web_queued(void);

/* The value of query argument `name`, or NULL. */
const char *web_arg(web_request *r, const char *name);
/* 1 when the request's Content-Type is `type` (parameters ignored). */
int web_content_type_is(web_request *r, const char *type);

/* The game time a view should show: a real clock follows the wall. */
gtime web_now(const nomic *n);

/* The HTTP status for an engine reply: 200, 422 when the nomic refused the
 * command, 503 when it could not be recorded. why gets the error line
 * without its "error: " prefix. */
unsigned web_reply_status(const reply *rep, const char **why);

/* The route handlers. */
enum MHD_Result api_view(web_request *r);    /* GET /api/v1/<view> */
enum MHD_Result api_nomic(web_request *r);   /* GET /api/v1/nomic */
enum MHD_Result api_log(web_request *r);     /* GET /api/v1/log */
enum MHD_Result api_command(web_request *r); /* POST /api/v1/commands */
enum MHD_Result page_get(web_request *r);    /* GET / */
enum MHD_Result page_post(web_request *r);   /* POST /commands */
enum MHD_Result api_games(web_request *r);   /* GET /api/v1/games[/N] */
enum MHD_Result page_board_svg(web_request *r); /* GET /games/N/board.svg (api_boards.c) */
enum MHD_Result page_games(web_request *r);  /* GET /games, /games/N and their pictures */
enum MHD_Result api_rules(web_request *r);   /* GET /api/v1/rules[/N] */
enum MHD_Result page_rules(web_request *r);  /* GET /rules[/N] */
enum MHD_Result api_proposals(web_request *r);  /* GET /api/v1/proposals[/N] */
enum MHD_Result page_proposals(web_request *r); /* GET /proposals[/N] */
enum MHD_Result api_cfjs(web_request *r);       /* GET /api/v1/cfjs[/N] */
enum MHD_Result page_cfjs(web_request *r);      /* GET /cfjs[/N] */
/* The courts', the cycle's, the paradigm's and the mentors' state, public,
 * served through api_view (views.h view_fn). */
json_t *view_gaol(const nomic *n, const char *viewer, gtime now);     /* /api/v1/gaol */
json_t *view_court(const nomic *n, const char *viewer, gtime now);    /* /api/v1/court */
json_t *view_paradigm(const nomic *n, const char *viewer, gtime now); /* /api/v1/paradigm */
json_t *view_mentors(const nomic *n, const char *viewer, gtime now);  /* /api/v1/mentors */
json_t *view_cycle(const nomic *n, const char *viewer, gtime now);    /* /api/v1/cycle */
json_t *view_duties(const nomic *n, const char *viewer, gtime now);   /* /api/v1/duties */
json_t *view_hearings(const nomic *n, const char *viewer, gtime now); /* /api/v1/hearings (hearings_web.c) */
enum MHD_Result page_hearings(web_request *r); /* GET /hearings (hearings_web.c) */
/* Arcadia (Agora, seed 003): arcadia_web.c. */
json_t *view_arcadia(const nomic *n, const char *viewer, gtime now); /* /api/v1/arcadia */
enum MHD_Result page_arcadia(web_request *r); /* GET /arcadia, /arcadia/map.svg */
json_t *view_csrs(const nomic *n, const char *viewer, gtime now); /* /api/v1/csrs (csr_web.c) */
/* GET /api/v1/wins (gov_web.c): the Winning Conditions (Ackanomic R600),
 * the Scorekeeper's announcements (R603), the cycle's winners. */
json_t *view_wins(const nomic *n, const char *viewer, gtime now);
/* The offices (offices_web.c; Ackanomic R401-R441): the open Nominations
 * and Elections, no ballot but the viewer's own (R402); the Impeachment
 * Papers and their public votes (R404); the salaries (R401 (iv)). */
json_t *view_nominations(const nomic *n, const char *viewer, gtime now);  /* /api/v1/nominations */
json_t *view_impeachments(const nomic *n, const char *viewer, gtime now); /* /api/v1/impeachments */
json_t *view_salaries(const nomic *n, const char *viewer, gtime now);     /* /api/v1/salaries */
json_t *view_elections(const nomic *n, const char *viewer, gtime now);   /* /api/v1/elections */
enum MHD_Result page_offices(web_request *r);   /* GET /offices[/NAME] */
enum MHD_Result api_reports(web_request *r);    /* GET /api/v1/reports[/NAME[/DATE]] */
enum MHD_Result page_reports(web_request *r);   /* GET /reports[/NAME[/DATE]] */
enum MHD_Result api_diplomacy_map(web_request *r); /* GET /games/N/map.svg */
/* The entities (econ_web.c; Ackanomic R500-R506, R412 a). */
enum MHD_Result api_entities(web_request *r);   /* GET /api/v1/entities[/ID] */
enum MHD_Result api_auctions(web_request *r);   /* GET /api/v1/auctions[/N] */
enum MHD_Result api_orgs(web_request *r);       /* GET /api/v1/orgs[/NAME] (orgs_web.c) */
enum MHD_Result api_agenda(web_request *r);     /* GET /api/v1/agenda (R431, R671) */
enum MHD_Result api_player_sub(web_request *r); /* GET /api/v1/players/NAME/holdings */
json_t *view_entity_kinds(const nomic *n, const char *viewer, gtime now); /* /api/v1/entity-kinds */
enum MHD_Result page_player(web_request *r);   /* GET /players/NAME (econ_pages.c) */
enum MHD_Result page_auctions(web_request *r); /* GET /auctions, /auctions/N */
enum MHD_Result page_orgs(web_request *r);     /* GET /orgs, /orgs/NAME (orgs_web.c) */
json_t *view_land(const nomic *n, const char *viewer, gtime now);      /* /api/v1/land */
json_t *view_buildings(const nomic *n, const char *viewer, gtime now); /* /api/v1/buildings */
json_t *view_characteristics(const nomic *n, const char *viewer, gtime now); /* society_web.c */
json_t *view_honour(const nomic *n, const char *viewer, gtime now);           /* /api/v1/honour */
json_t *view_castes(const nomic *n, const char *viewer, gtime now);   /* castes_web.c */
json_t *view_swingers(const nomic *n, const char *viewer, gtime now); /* castes_web.c */
json_t *view_otzma(const nomic *n, const char *viewer, gtime now);    /* castes_web.c */
/* The Free Market's offers (trades_web.c; Ackanomic R515). */
enum MHD_Result api_trades(web_request *r);     /* GET /api/v1/trades[/N] */
json_t *page_trades_json(const nomic *n);        /* the standing offers, for the page */
json_t *view_ledger(const nomic *n, const char *viewer, gtime now);    /* /api/v1/ledger, R412 b */
json_t *view_dividends(const nomic *n, const char *viewer, gtime now); /* /api/v1/dividends, R508 */
json_t *view_trinkets(const nomic *n, const char *viewer, gtime now); /* /api/v1/trinkets, R506 ¶7 */
json_t *view_contracts(const nomic *n, const char *viewer, gtime now); /* /api/v1/contracts, R560 */
json_t *view_machine(const nomic *n, const char *viewer, gtime now); /* /api/v1/machine, R1209 */
json_t *view_customs(const nomic *n, const char *viewer, gtime now); /* /api/v1/customs, R501 ¶3 */
enum MHD_Result api_news(web_request *r);   /* GET /api/v1/news */
enum MHD_Result feed_nomic(web_request *r); /* GET /feed.atom (feed.c) */
enum MHD_Result feed_game(web_request *r, int64_t id); /* GET /games/N/feed.atom */

/* The pictures (pictures_web.c, issue 18 item 4; docs/WEB.md "Pictures"). */
enum MHD_Result page_cards(web_request *r);  /* GET /cards/PACK/NAME.svg (svg/card_picture.h) */
enum MHD_Result page_charts(web_request *r); /* GET /charts, /charts/scores.svg, /charts/balances.svg */

/* Sends an HTML page (releases b) with the pages' security headers; the
 * page itself is a template's (tmpl.h, tmpl_page). */
enum MHD_Result page_send(web_request *r, unsigned status, sbuf *b);
/* A sign-in form's fields (session_web.c): csrf and the field `name`
 * (malloc'd, NULL when absent); -1 for a form that is not
 * x-www-form-urlencoded or is garbled, with the refusal queued (*ret). */
int web_read_form(web_request *r, const char *name, char **csrf, char **value,
		  enum MHD_Result *ret);
enum MHD_Result page_act(web_request *r); /* GET /act, /act/NAME (act_web.c) */
/* Renders template `name` (tmpl.h) against data as a whole page and sends
 * it (page_send); takes over data. The page's frame sees "viewer" (who is
 * signed in, absent for the public), "csrf" (r->csrf) and "title" (data's
 * own, or the nomic's). A template fault is a 500, logged. */
enum MHD_Result tmpl_page(web_request *r, unsigned status, const char *name, json_t *data);
/* A view's string field, "" when absent or not a string: what a page
 * writes for it. */
const char *json_field_str(const json_t *o, const char *key);

#endif
