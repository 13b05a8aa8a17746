/* http.c: the HTTP daemon: starting and stopping libmicrohttpd, admitting
 * connections (admit.c keeps the per-address limits and the watchdog),
 * refusing requests whose framing or target cannot be read one way only,
 * reading request bodies within a bound, routing, and sign-in: a bearer
 * token, or a page's session cookie (issue 18; csrf.c, session_web.c).
 * The handlers live in api.c (JSON) and page.c (HTML).
 *
 * Event-driven (issue 17 item 4): libmicrohttpd runs a pool of threads,
 * each with its own epoll set serving many connections, kept alive
 * between requests (HTTP/1.1 persistent connections). No pool thread ever
 * waits for a commit: a handler that submits a command suspends its
 * connection and is called again when the engine's writer thread has
 * committed it (defer.c), so concurrent POSTs from any number of
 * connections queue side by side and are committed as one group. Every
 * handler builds its whole reply in memory and lets go of the engine's
 * locks before queueing it; libmicrohttpd writes it to the socket without
 * blocking, so a client that reads slowly, or never, holds no lock that a
 * commit needs, and no thread. A GET is answered from its ETag when it
 * can be (etag.c): a 304, or the response built for the same state. The
 * main thread only waits for a signal, and once a second ticks the clock
 * and sweeps the connections that stopped moving. */
#include "core/sessions.h"
#include "net/http.h"
#include "net/route.h"
#include "net/web.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netdb.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

/* Enough for a nomic's players, few enough to keep a flood from
 * exhausting descriptors. No one address may hold more than its share
 * (--conns-per-address), so no one host can hold them all. */
#define MAX_CONNECTIONS 256

/* The pool: eight threads a core, within bounds. Each thread serves its
 * share of the connections, and a thread that waits for the state lock (a
 * view, or a sign-in, while a commit holds it through its sync) stalls
 * only its own share: with many threads, a few connections each. Idle
 * threads cost nothing but their stacks. */
#define POOL_PER_CPU 8
#define POOL_MIN 16
#define POOL_MAX 64

/* When stopping, how long answers in flight may take to go out. */
#define STOP_GRACE_MS 10000

/* Each connection's memory (libmicrohttpd's pool: the request's headers
 * and the reply's, and the read buffer). libmicrohttpd clears it for each
 * request on a kept-alive connection, so its size is paid per request:
 * the default 32 KiB was a tenth of the CPU of a GET answered from the
 * cache. 16 KiB still reads any request this server takes (a bearer
 * token, a path, a command body in pieces); one whose headers do not fit
 * gets a 431. */
#define CONN_MEMORY (16 * 1024)

/* What every callback is handed. */
typedef struct server {
	const http_site *sites; /* route.h: one unnamed, or several under /n/NAME/ */
	size_t nsites;
	admit *admit;           /* one for the whole server, whichever nomic */
} server;

/* One connection's state of ours (its socket context): its entry in the
 * admission table, and the current request's target as libmicrohttpd
 * first showed it, before decoding. */
typedef struct conn_state {
	admit_conn *admit;
	const char *target;  /* MHD's buffer; valid while the request lasts */
	size_t target_len;
	int target_escaped_nul;
} conn_state;

typedef enum MHD_Result (*handler_fn)(web_request *r);

typedef struct route {
	const char *path;
	int post;        /* 1: POST only; 0: GET and HEAD */
	handler_fn handler;
	view_fn view;    /* for api_view */
} route;

static const route routes[] = {
	{"/", 0, page_get, NULL},
	{"/commands", 1, page_post, NULL},
	{"/act", 0, page_act, NULL}, /* act_web.c: a form for every command */
	{"/act/", 0, page_act, NULL},
	{"/api/v1/commands", 1, api_command, NULL},
	{"/api/v1/nomic", 0, api_nomic, NULL},
	{"/api/v1/log", 0, api_log, NULL},
	{"/api/v1/news", 0, api_news, NULL},
	{"/feed.atom", 0, feed_nomic, NULL},
	{"/api/v1/players", 0, api_view, view_players},
	{"/api/v1/players/", 0, api_player_sub, NULL}, /* econ_web.c: NAME/holdings, /location */
	{"/api/v1/entities", 0, api_entities, NULL},
	{"/api/v1/entities/", 0, api_entities, NULL},
	{"/api/v1/entity-kinds", 0, api_view, view_entity_kinds},
	{"/api/v1/characteristics", 0, api_view, view_characteristics},
	{"/api/v1/honour", 0, api_view, view_honour},
	{"/api/v1/auctions", 0, api_auctions, NULL}, /* auctions_web.c */
	{"/api/v1/auctions/", 0, api_auctions, NULL},
	{"/api/v1/trades", 0, api_trades, NULL}, /* trades_web.c */
	{"/api/v1/trades/", 0, api_trades, NULL},
	{"/api/v1/orgs", 0, api_orgs, NULL},
	{"/api/v1/orgs/", 0, api_orgs, NULL}, /* orgs_web.c: NAME */
	{"/api/v1/agenda", 0, api_agenda, NULL}, /* agenda_web.c */
	{"/api/v1/ledger", 0, api_view, view_ledger},       /* econ_web.c: R412 b */
	{"/api/v1/dividends", 0, api_view, view_dividends}, /* econ_web.c: R508, R506 */
	{"/api/v1/trinkets", 0, api_view, view_trinkets},   /* econ_web.c: R506 ¶7 */
	{"/api/v1/contracts", 0, api_view, view_contracts}, /* econ_web.c: R560, R433 */
	{"/api/v1/machine", 0, api_view, view_machine}, /* econ_web.c: R1209 */
	{"/api/v1/customs", 0, api_view, view_customs}, /* econ_web.c: R501 ¶3 */
	{"/api/v1/land", 0, api_view, view_land}, /* land_web.c */
	{"/api/v1/buildings", 0, api_view, view_buildings},
	{"/api/v1/castes", 0, api_view, view_castes}, /* castes_web.c */
	{"/api/v1/swingers", 0, api_view, view_swingers},
	{"/api/v1/otzma", 0, api_view, view_otzma}, /* castes_web.c: R1240.1 */
	{"/api/v1/offices", 0, api_view, view_offices},
	{"/api/v1/currencies", 0, api_view, view_currencies},
	{"/api/v1/params", 0, api_view, view_params},
	{"/api/v1/deadlines", 0, api_view, view_deadlines},
	{"/api/v1/games", 0, api_games, NULL},
	{"/api/v1/games/", 0, api_games, NULL},
	{"/games", 0, page_games, NULL},
	{"/games/", 0, page_games, NULL}, /* pages and pictures: games_web.c */
	{"/api/v1/rules", 0, api_rules, NULL},
	{"/api/v1/rules/", 0, api_rules, NULL},
	{"/rules", 0, page_rules, NULL},
	{"/rules/", 0, page_rules, NULL},
	{"/api/v1/proposals", 0, api_proposals, NULL},
	{"/api/v1/proposals/", 0, api_proposals, NULL},
	{"/api/v1/wins", 0, api_view, view_wins}, /* gov_web.c */
	{"/proposals", 0, page_proposals, NULL},
	{"/proposals/", 0, page_proposals, NULL},
	{"/api/v1/cfjs", 0, api_cfjs, NULL},
	{"/api/v1/cfjs/", 0, api_cfjs, NULL},
	{"/cfjs", 0, page_cfjs, NULL},
	{"/cfjs/", 0, page_cfjs, NULL}, /* justice_web.c */
	{"/api/v1/gaol", 0, api_view, view_gaol},
	{"/api/v1/cycle", 0, api_view, view_cycle}, /* cycle_web.c */
	{"/api/v1/duties", 0, api_view, view_duties}, /* duties_web.c */
	{"/api/v1/court", 0, api_view, view_court},
	{"/api/v1/paradigm", 0, api_view, view_paradigm}, /* paradigm_web.c */
	{"/api/v1/mentors", 0, api_view, view_mentors},
	{"/api/v1/hearings", 0, api_view, view_hearings}, /* hearings_web.c */
	{"/hearings", 0, page_hearings, NULL},
	{"/api/v1/csrs", 0, api_view, view_csrs}, /* csr_web.c */
	{"/api/v1/nominations", 0, api_view, view_nominations}, /* offices_web.c */
	{"/api/v1/impeachments", 0, api_view, view_impeachments},
	{"/api/v1/salaries", 0, api_view, view_salaries},
	{"/api/v1/elections", 0, api_view, view_elections},
	{"/players/", 0, page_player, NULL}, /* econ_pages.c: holdings, characteristics */
	{"/auctions", 0, page_auctions, NULL},
	{"/auctions/", 0, page_auctions, NULL},
	{"/orgs", 0, page_orgs, NULL}, /* orgs_web.c */
	{"/orgs/", 0, page_orgs, NULL},
	{"/offices", 0, page_offices, NULL},
	{"/offices/", 0, page_offices, NULL},
	{"/api/v1/reports", 0, api_reports, NULL},
	{"/api/v1/reports/", 0, api_reports, NULL},
	{"/reports", 0, page_reports, NULL},
	{"/reports/", 0, page_reports, NULL}, /* reports_web.c */
	{"/api/v1/arcadia", 0, api_view, view_arcadia}, /* arcadia_web.c */
	{"/arcadia", 0, page_arcadia, NULL},
	{"/arcadia/", 0, page_arcadia, NULL},
	{"/signin", 0, page_signin, NULL}, /* session_web.c: the form */
	{"/signin", 1, page_signin_post, NULL}, /* a token for a session cookie */
	{"/signout", 1, page_signout, NULL},
	{"/cards/", 0, page_cards, NULL}, /* pictures_web.c: card faces and backs */
	{"/charts", 0, page_charts, NULL}, /* pictures_web.c: the charts' page */
	{"/charts/", 0, page_charts, NULL}, /* scores.svg, balances.svg */
	{"/signin/mail", 1, page_signin_mail, NULL}, /* signin_link_web.c: ask for a link */
	{"/signin/link", 0, page_signin_link, NULL}, /* the link's page: one button */
	{"/signin/link", 1, page_signin_link_post, NULL}, /* the button: a session cookie */
};

/* Exact paths, except that a route ending in '/' (other than "/") takes
 * everything under it: "/rules/" serves "/rules/1250.7". A path may have
 * a GET route and a POST route (/signin): the one for the method, else
 * the first (whose method is then refused). */
static const route *route_find(const char *path, int post)
{
	const route *first = NULL;
	for (size_t i = 0; i < sizeof routes / sizeof *routes; i++) {
		const char *p = routes[i].path;
		size_t n = strlen(p);
		if (strcmp(p, path) == 0 ||
		    (n > 1 && p[n - 1] == '/' && strncmp(p, path, n) == 0 && path[n])) {
			if (routes[i].post == post)
				return &routes[i];
			if (!first)
				first = &routes[i];
		}
	}
	return first;
}

/* Per-request state, kept by MHD between the calls of one request. */
typedef struct pending {
	web_request req;
	const route *rt;
} pending;

/* Signs the request in from "Authorization: Bearer TOKEN". No header is
 * the public; any header that does not name a player or the admin is a
 * 401, so a typo never silently downgrades a player to the public. With
 * no header, a page (never the API: a cookie is ambient authority, and
 * the API's POSTs carry no CSRF token) is signed in by the session cookie
 * (session_web.c); one that names nobody now leaves the request public,
 * marked stale_session. -1 with *why for a 401. */
static int sign_in(web_request *r, int *why)
{
	const char *h = MHD_lookup_connection_value(r->conn, MHD_HEADER_KIND,
						    MHD_HTTP_HEADER_AUTHORIZATION);
	int by_session;
	r->actor = NULL;
	*why = AUTH_NOBODY;
	if (!h) {
		const char *c = r->json ? NULL
					: MHD_lookup_connection_value(r->conn, MHD_COOKIE_KIND,
								      WEB_SESSION_COOKIE);
		if (!c || !*c)
			return 0;
		if (strlen(c) < sizeof r->session &&
		    strncmp(c, SESSION_PREFIX, strlen(SESSION_PREFIX)) == 0)
			r->actor = engine_sign_in(r->e, c, r->actor_buf, sizeof r->actor_buf, why,
						  &by_session);
		if (r->actor)
			snprintf(r->session, sizeof r->session, "%s", c);
		else
			r->stale_session = 1;
		return 0;
	}
	if (strncasecmp(h, "Bearer ", 7) != 0)
		return -1;
	h += 7;
	while (*h == ' ')
		h++;
	char token[256];
	size_t n = strcspn(h, " \t");
	if (n == 0 || n >= sizeof token || h[n + strspn(h + n, " \t")] != '\0')
		return -1;
	memcpy(token, h, n);
	token[n] = '\0';
	r->actor = engine_sign_in(r->e, token, r->actor_buf, sizeof r->actor_buf, why,
				  &by_session);
	return r->actor ? 0 : -1;
}

/* Parses an announced Content-Length; -1 when it is not a plain number. */
static long long content_length(struct MHD_Connection *c)
{
	const char *s = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
						    MHD_HTTP_HEADER_CONTENT_LENGTH);
	if (!s)
		return 0;
	long long v = 0;
	if (!*s)
		return -1;
	for (; *s; s++) {
		if (*s < '0' || *s > '9')
			return -1;
		if (v > (1LL << 40))
			return 1LL << 40; /* far over the cap; no need to be exact */
		v = v * 10 + (*s - '0');
	}
	return v;
}

static conn_state *conn_of(struct MHD_Connection *conn)
{
	const union MHD_ConnectionInfo *ci =
		MHD_get_connection_info(conn, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
	return ci ? ci->socket_context : NULL;
}

/* Called with each request's target as it came, before libmicrohttpd
 * decodes it (and before it splits off the query). Decoded, "%00" would
 * end the path early: "/api/v1/nomic%00junk" would be served as
 * "/api/v1/nomic". So remember whether one is there, and where the target
 * lies, for target_hides_nul. */
static void *on_uri(void *cls, const char *uri, struct MHD_Connection *conn)
{
	conn_state *cs = conn_of(conn);
	if (cs) {
		cs->target = uri;
		cs->target_len = strlen(uri);
		cs->target_escaped_nul = strstr(uri, "%00") != NULL;
	}
	return NULL; /* no per-request state yet: first_call makes it */
}

/* A raw NUL byte in the target hides the rest of it from every string
 * libmicrohttpd hands us ("/api/v1/nomic\0junk" reads as "/api/v1/nomic").
 * libmicrohttpd parses the request line in place: the target runs from
 * where on_uri saw it up to the space before the version, which it has
 * made a NUL. So the target's true length is the distance to `version`,
 * and strlen stopping short of it means a NUL inside. When the strings are
 * not laid out that way (another libmicrohttpd), nothing is concluded. */
static int target_hides_nul(const conn_state *cs, const char *url, const char *version)
{
	if (!cs || !cs->target || url != cs->target || strncmp(version, "HTTP/", 5) != 0)
		return 0;
	uintptr_t t = (uintptr_t)cs->target, v = (uintptr_t)version;
	return v > t && v - t - 1 != cs->target_len;
}

/* 1 when s is an HTTP token (RFC 9110 5.6.2), as a header's name must be. */
static int is_token(const char *s)
{
	if (!*s)
		return 0;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
		      (*s >= '0' && *s <= '9') || strchr("!#$%&'*+-.^_`|~", *s)))
			return 0;
	return 1;
}

/* The headers this server or libmicrohttpd acts on. */
static const char *const read_headers[] = {
	MHD_HTTP_HEADER_AUTHORIZATION, MHD_HTTP_HEADER_CONTENT_LENGTH,
	MHD_HTTP_HEADER_CONTENT_TYPE, MHD_HTTP_HEADER_TRANSFER_ENCODING,
	MHD_HTTP_HEADER_CONNECTION, MHD_HTTP_HEADER_EXPECT,
};

typedef struct header_check {
	char why[160];
	const char *length;  /* the first Content-Length */
	int authorizations, chunked;
} header_check;

/* libmicrohttpd 0.9.75 joins a folded header's second line (obs-fold: a
 * line that starts with a space) to the header's *name*: "Authorization:
 * Bearer\r\n TOKEN" arrives as a header "AuthorizationTOKEN" with the value
 * "Bearer", and sign_in, finding no Authorization, would serve the public.
 * So a name that is not a token, or that is one of the headers we act on
 * with something after it, is refused: RFC 9112 5.2 lets a server refuse
 * obs-fold with a 400. So are two Content-Lengths that differ (which one
 * frames the body?), a Content-Length beside Transfer-Encoding (RFC 9112
 * 6.1: a request smuggler's favourite), and two Authorizations. */
static enum MHD_Result check_header(void *cls, enum MHD_ValueKind kind, const char *key,
				    const char *value)
{
	header_check *hc = cls;
	value = value ? value : "";
	if (!is_token(key)) {
		snprintf(hc->why, sizeof hc->why, "a header's name is not a word of "
			 "letters and digits (a header folded onto a second line?)");
		return MHD_NO;
	}
	for (size_t i = 0; i < sizeof read_headers / sizeof *read_headers; i++) {
		size_t n = strlen(read_headers[i]);
		if (strlen(key) > n && strncasecmp(key, read_headers[i], n) == 0) {
			snprintf(hc->why, sizeof hc->why, "the %s header is folded onto a second "
				 "line, or misnamed; send it on one line", read_headers[i]);
			return MHD_NO;
		}
	}
	if (strcasecmp(key, MHD_HTTP_HEADER_CONTENT_LENGTH) == 0) {
		if (hc->length && strcmp(hc->length, value) != 0) {
			snprintf(hc->why, sizeof hc->why, "two different Content-Length headers");
			return MHD_NO;
		}
		hc->length = value;
	} else if (strcasecmp(key, MHD_HTTP_HEADER_TRANSFER_ENCODING) == 0) {
		hc->chunked = 1;
	} else if (strcasecmp(key, MHD_HTTP_HEADER_AUTHORIZATION) == 0 &&
		   ++hc->authorizations > 1) {
		snprintf(hc->why, sizeof hc->why, "more than one Authorization header");
		return MHD_NO;
	}
	return MHD_YES;
}

/* Why the request cannot be read one way only, or NULL when it can. */
static const char *unreadable(struct MHD_Connection *conn, const conn_state *cs,
			      const char *url, const char *version, header_check *hc)
{
	if (cs && cs->target_escaped_nul)
		return "the address holds %00, a NUL byte";
	if (target_hides_nul(cs, url, version))
		return "the address holds a NUL byte";
	memset(hc, 0, sizeof *hc);
	MHD_get_connection_values(conn, MHD_HEADER_KIND, check_header, hc);
	if (hc->why[0])
		return hc->why;
	if (hc->length && hc->chunked)
		return "both Content-Length and Transfer-Encoding";
	return NULL;
}

/* The first call of a request: headers are in, no body read yet. Answers
 * what can be refused without reading the body. */
static enum MHD_Result first_call(server *srv, struct MHD_Connection *conn, const char *url,
				  const char *method, const char *version, void **con_cls)
{
	/* route.c: which nomic; its engine, and the path under its prefix. */
	const char *rest;
	int site = route_site(srv->sites, srv->nsites, url, &rest);
	web_request tmp = {.e = site >= 0 ? srv->sites[site].e : NULL, .conn = conn,
			   .path = rest, .json = strncmp(rest, "/api/", 5) == 0,
			   .prefix = site >= 0 ? srv->sites[site].prefix : ""};
	conn_state *cs = conn_of(conn);
	/* Past its address's rate, a request is refused before anything is
	 * read or looked up: it costs the server as little as can be. A card's
	 * picture is not counted: a page of a card game shows twenty and more
	 * at once, each drawn without the engine and kept by the browser for a
	 * day (pictures_web.c), so a player's first look at eir hand would
	 * otherwise lose cards to the limit. */
	int card = strncmp(rest, "/cards/", 7) == 0 && strcmp(method, "GET") == 0;
	unsigned wait = card ? 0 : admit_request(srv->admit, cs ? cs->admit : NULL);
	if (wait) {
		char secs[16], why[96];
		snprintf(secs, sizeof secs, "%u", wait);
		snprintf(why, sizeof why, "too many requests from your address; try again in %u s",
			 wait);
		const char *const h[] = {MHD_HTTP_HEADER_RETRY_AFTER, secs, NULL};
		return web_refuse(&tmp, MHD_HTTP_TOO_MANY_REQUESTS, why, h);
	}
	header_check hc;
	const char *bad = unreadable(conn, cs, url, version, &hc);
	if (bad) {
		/* Where a request begins or ends may be in doubt: never read
		 * another on this connection. */
		static const char *const h[] = {MHD_HTTP_HEADER_CONNECTION, "close", NULL};
		return web_refuse(&tmp, MHD_HTTP_BAD_REQUEST, bad, h);
	}
	if (site == ROUTE_INDEX)
		return route_index(&tmp, method, srv->sites, srv->nsites);
	int get = strcmp(method, "GET") == 0 || strcmp(method, "HEAD") == 0;
	int post = strcmp(method, "POST") == 0;
	const route *rt = site >= 0 ? route_find(rest, post) : NULL;
	if (!rt)
		return web_error(&tmp, MHD_HTTP_NOT_FOUND, "no such page");
	if (rt->post ? !post : !get) {
		const char *const allow[] = {MHD_HTTP_HEADER_ALLOW,
					     rt->post ? "POST" : "GET, HEAD", NULL};
		if (tmp.json) {
			static const char body[] = "{\"ok\":false,\"error\":\"method not allowed\"}\n";
			return web_send(&tmp, MHD_HTTP_METHOD_NOT_ALLOWED, "application/json", body,
					sizeof body - 1, allow);
		}
		static const char body[] = "method not allowed\n";
		return web_send(&tmp, MHD_HTTP_METHOD_NOT_ALLOWED, "text/plain; charset=utf-8",
				body, sizeof body - 1, allow);
	}
	if (post) {
		long long len = content_length(conn);
		if (len < 0)
			return web_error(&tmp, MHD_HTTP_BAD_REQUEST, "bad Content-Length");
		if (len > WEB_MAX_BODY)
			return web_error(&tmp, MHD_HTTP_CONTENT_TOO_LARGE,
					 "the body is over 64 KiB");
	}
	pending *p = xcalloc(1, sizeof *p);
	p->req = tmp;
	p->req.view = rt->view;
	p->rt = rt;
	*con_cls = p;
	return MHD_YES;
}

static enum MHD_Result dispatch(pending *p)
{
	web_request *r = &p->req;
	/* A command's second call, once the engine has answered it: signed
	 * in already, and the token may not be looked up again. */
	if (r->submitted)
		return p->rt->handler(r);
	if (r->too_big)
		return web_error(r, MHD_HTTP_CONTENT_TOO_LARGE, "the body is over 64 KiB");
	int why;
	if (sign_in(r, &why))
		return web_error(r, MHD_HTTP_UNAUTHORIZED, why == AUTH_TOKEN_EXPIRED
			? "that token has expired (it is older than token.lifetime): send `token` "
			  "while signed in (a web session still works) for a new one, or ask the "
			  "admin for one (`token for NAME`)"
			: why == AUTH_SESSION_EXPIRED ? "that session has expired; sign in again"
						      : "that token names nobody");
	/* Every page gets its CSRF token before its handler (csrf.c). */
	if (!r->json)
		web_csrf_prepare(r);
	/* A form posted with a session cookie that names nobody now: not as
	 * the public, which would be a surprise; sign in again. */
	if (p->rt->post && r->stale_session && strncmp(p->rt->path, "/signin", 7) != 0 &&
	    strcmp(p->rt->path, "/signout") != 0)
		return web_error(r, MHD_HTTP_UNAUTHORIZED, "your session has ended or expired; "
				 "sign in again: nothing was done");
	/* Every GET but the front page (whose form carries a fresh key each
	 * time it is sent) is a function of what etag.c hashes. Not a page
	 * for a signed-in player (private, never stored); a page that gives a
	 * visitor eir first CSRF cookie is not kept either (web_csrf_need). */
	if (!p->rt->post && strcmp(p->rt->path, "/") != 0 && !(r->actor && !r->json)) {
		web_etag_compute(r);
		enum MHD_Result ret;
		if (web_etag_answer(r, &ret))
			return ret;
	}
	return p->rt->handler(r);
}

static enum MHD_Result on_request(void *cls, struct MHD_Connection *conn, const char *url,
				  const char *method, const char *version,
				  const char *upload, size_t *upload_size, void **con_cls)
{
	server *srv = cls;
	conn_state *cs = conn_of(conn);
	admit_conn *ac = cs ? cs->admit : NULL;
	pending *p = *con_cls;
	if (!p) {
		enum MHD_Result ret = first_call(srv, conn, url, method, version, con_cls);
		if (!*con_cls) /* answered already */
			admit_sending(srv->admit, ac);
		return ret;
	}
	web_request *r = &p->req;
	if (*upload_size) {
		/* A body sent without a length (chunked) is counted as it comes;
		 * past the cap it is read and dropped, then refused whole. */
		if (p->rt->post && !r->too_big) {
			if (r->body.len + *upload_size > WEB_MAX_BODY) {
				r->too_big = 1;
				sbuf_free(&r->body);
			} else {
				sbuf_addn(&r->body, upload, *upload_size);
			}
		}
		*upload_size = 0;
		return MHD_YES;
	}
	/* The request is in whole: however long the handler takes (a command
	 * may wait for its group to commit) is not the client's doing. */
	admit_busy(srv->admit, ac);
	enum MHD_Result ret = dispatch(p);
	admit_sending(srv->admit, ac);
	return ret;
}

static void on_completed(void *cls, struct MHD_Connection *conn, void **con_cls,
			 enum MHD_RequestTerminationCode toe)
{
	server *srv = cls;
	conn_state *cs = conn_of(conn);
	/* The reply is out: a kept-alive connection has the timeout again to
	 * bring its next request. */
	if (cs)
		admit_reading(srv->admit, cs->admit);
	pending *p = *con_cls;
	if (!p)
		return;
	sbuf_free(&p->req.body);
	web_request_done(&p->req);
	free(p);
	*con_cls = NULL;
}

static socklen_t addr_len(const struct sockaddr *sa)
{
	return sa && sa->sa_family == AF_INET6 ? (socklen_t)sizeof(struct sockaddr_in6)
					       : (socklen_t)sizeof(struct sockaddr_in);
}

/* Past its address's share of connections, a new one is closed unread. */
static enum MHD_Result accept_policy(void *cls, const struct sockaddr *addr, socklen_t len)
{
	server *srv = cls;
	return admit_accept(srv->admit, addr, len) ? MHD_YES : MHD_NO;
}

static void on_connection(void *cls, struct MHD_Connection *conn, void **socket_context,
			  enum MHD_ConnectionNotificationCode toe)
{
	server *srv = cls;
	if (toe == MHD_CONNECTION_NOTIFY_STARTED) {
		const union MHD_ConnectionInfo *a =
			MHD_get_connection_info(conn, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
		const union MHD_ConnectionInfo *f =
			MHD_get_connection_info(conn, MHD_CONNECTION_INFO_CONNECTION_FD);
		const struct sockaddr *sa = a ? a->client_addr : NULL;
		conn_state *cs = xcalloc(1, sizeof *cs);
		cs->admit = admit_open(srv->admit, sa, addr_len(sa), f ? f->connect_fd : -1);
		*socket_context = cs;
	} else if (toe == MHD_CONNECTION_NOTIFY_CLOSED) {
		conn_state *cs = *socket_context;
		if (cs) {
			admit_close(srv->admit, cs->admit);
			free(cs);
		}
		*socket_context = NULL;
	}
}

__attribute__((format(printf, 2, 0)))
static void log_mhd(void *cls, const char *fmt, va_list ap)
{
	fputs("nomicd: http: ", stderr);
	vfprintf(stderr, fmt, ap);
}

/* Resolves the address to bind; numeric or a name like "localhost". */
static int resolve(const char *host, int port, struct sockaddr_storage *ss, int *v6)
{
	struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM,
				 .ai_flags = AI_PASSIVE}, *res;
	if (getaddrinfo(host, NULL, &hints, &res) || !res)
		return -1;
	memset(ss, 0, sizeof *ss);
	memcpy(ss, res->ai_addr, res->ai_addrlen);
	*v6 = res->ai_family == AF_INET6;
	freeaddrinfo(res);
	if (*v6)
		((struct sockaddr_in6 *)ss)->sin6_port = htons((uint16_t)port);
	else
		((struct sockaddr_in *)ss)->sin_port = htons((uint16_t)port);
	return 0;
}

int http_serve(engine *e, const http_options *o)
{
	http_site one;
	route_site_init(&one, NULL, NULL, e);
	return http_serve_sites(&one, 1, o);
}

int http_serve_sites(const http_site *sites, size_t nsites, const http_options *o)
{
	struct sockaddr_storage ss;
	int v6;
	if (resolve(o->bind, o->port, &ss, &v6)) {
		fprintf(stderr, "nomic: cannot bind to %s\n", o->bind);
		return -1;
	}
	/* Block the stop signals before any thread starts, so every thread
	 * inherits the mask and only sigtimedwait below ever takes them. */
	sigset_t stop, old;
	sigemptyset(&stop);
	sigaddset(&stop, SIGINT);
	sigaddset(&stop, SIGTERM);
	pthread_sigmask(SIG_BLOCK, &stop, &old);
	for (size_t i = 0; i < nsites; i++) {
		if (engine_start(sites[i].e)) {
			fprintf(stderr, "nomic: cannot start the engine's writer\n");
			pthread_sigmask(SIG_SETMASK, &old, NULL);
			return -1;
		}
	}
	server srv = {sites, nsites, admit_new(&o->limits)};
	web_trust_proxy = o->trust_proxy;
	unsigned flags = MHD_USE_EPOLL_INTERNAL_THREAD | MHD_ALLOW_SUSPEND_RESUME |
			 (v6 ? MHD_USE_IPv6 : 0) | (o->quiet ? 0 : MHD_USE_ERROR_LOG);
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	unsigned pool = cpus > 0 ? (unsigned)cpus * POOL_PER_CPU : POOL_MIN;
	pool = pool < POOL_MIN ? POOL_MIN : pool > POOL_MAX ? POOL_MAX : pool;
	/* libmicrohttpd's own timeout sees only idleness, and closes with a
	 * FIN that waits behind any unsent reply; the watchdog (admit_sweep)
	 * enforces the request timeout by progress, and resets. So MHD's is
	 * only a backstop, set past the watchdog's. */
	struct MHD_Daemon *d = MHD_start_daemon(flags, (uint16_t)o->port, accept_policy, &srv,
		on_request, &srv,
		MHD_OPTION_EXTERNAL_LOGGER, log_mhd, NULL, /* MHD wants it first */
		MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&ss,
		MHD_OPTION_NOTIFY_COMPLETED, on_completed, &srv,
		MHD_OPTION_NOTIFY_CONNECTION, on_connection, &srv,
		MHD_OPTION_URI_LOG_CALLBACK, on_uri, &srv,
		MHD_OPTION_CONNECTION_LIMIT, (unsigned)MAX_CONNECTIONS,
		MHD_OPTION_THREAD_POOL_SIZE, pool,
		MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)CONN_MEMORY,
		MHD_OPTION_CONNECTION_TIMEOUT, 2 * o->limits.request_timeout + 2,
		MHD_OPTION_END);
	if (!d) {
		fprintf(stderr, "nomic: cannot listen on %s port %d: %s\n", o->bind, o->port,
			strerror(errno));
		admit_free(srv.admit);
		pthread_sigmask(SIG_SETMASK, &old, NULL);
		return -1;
	}
	const union MHD_DaemonInfo *info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
	int port = info ? info->port : o->port;
	char addr[INET6_ADDRSTRLEN] = "?";
	inet_ntop(v6 ? AF_INET6 : AF_INET,
		  v6 ? (const void *)&((struct sockaddr_in6 *)&ss)->sin6_addr
		     : (const void *)&((struct sockaddr_in *)&ss)->sin_addr, addr, sizeof addr);
	/* Tests start us on port 0 and read this line to learn the port. */
	printf(v6 ? "listening on http://[%s]:%d\n" : "listening on http://%s:%d\n", addr, port);
	fflush(stdout);

	for (;;) {
		struct timespec second = {1, 0};
		int sig = sigtimedwait(&stop, NULL, &second);
		if (sig == SIGINT || sig == SIGTERM)
			break;
		if (sig < 0 && errno != EAGAIN && errno != EINTR)
			break;
		admit_sweep(srv.admit);
		for (size_t i = 0; i < nsites; i++) /* each nomic its own clock */
			engine_tick(sites[i].e);
	}
	if (!o->quiet)
		fprintf(stderr, "nomic: stopping\n");
	/* The engine's writer is still running: commands in flight are
	 * committed and their answers go out before the daemon stops (a
	 * client that never reads its answer is waited for only so long). */
	struct timespec tick = {0, 10 * 1000 * 1000};
	while (web_queued() > 0) /* the writer always answers */
		nanosleep(&tick, NULL);
	for (int ms = 0; web_in_flight() > 0 && ms < STOP_GRACE_MS; ms += 10)
		nanosleep(&tick, NULL);
	MHD_stop_daemon(d);
	web_etag_clear();
	admit_free(srv.admit);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	return 0;
}
