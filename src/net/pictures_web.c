/* pictures_web.c: the pictures the server draws, over HTTP (issue 18 item
 * 4; docs/WEB.md "Pictures"):
 *
 *   /cards/PACK/NAME.svg     a card's face or a back (card_picture.h names
 *                            them): static, so sent with an ETag of its
 *                            bytes and a day's public max-age
 *   /charts/scores.svg       each player's points over time, with the
 *                            Magic Number (Ackanomic R410 b, R603)
 *   /charts/balances.svg?currency=NAME[&player=NAME]
 *                            a currency's balances over time (R412 b)
 *   /charts                  a page showing the charts, and the backs
 *
 * The charts change with the state: dispatch (http.c) has set their ETag
 * from the log's head (etag.c), and web_send keeps the built picture under
 * it, so each is drawn once per head. Pictures go to pages as <img>; an
 * <img>'s SVG runs no script, and every name in one is escaped (svg.h). */
#include "net/svg/card_picture.h"
#include "net/svg/chart_data.h"
#include "net/tmpl.h"
#include "net/web.h"

#include <sodium.h>
#include <stdio.h>
#include <string.h>

#define SVG_TYPE "image/svg+xml"
/* A card's picture changes only with the server's build: a day is long
 * enough to spare every page of cards the requests, short enough that a
 * new build's cards are seen the next day (or at once, by ETag). */
#define CARD_CACHE "public, max-age=86400"

/* RFC 9110 13.1.2, as etag.c reads it: "*" or the tag in the list. */
static int none_match(web_request *r, const char *etag)
{
	const char *h = MHD_lookup_connection_value(r->conn, MHD_HEADER_KIND,
						    MHD_HTTP_HEADER_IF_NONE_MATCH);
	if (!h)
		return 0;
	while (*h == ' ' || *h == '\t')
		h++;
	return strcmp(h, "*") == 0 || strstr(h, etag) != NULL;
}

/* Sends a static picture: its own ETag (a hash of its bytes, so the same
 * card on any server of the same build has the same tag), public, cached
 * a day; a 304 when the client has it. */
static enum MHD_Result send_static(web_request *r, const char *body, size_t len)
{
	unsigned char h[16];
	char hex[sizeof h * 2 + 1], etag[48];
	crypto_generichash(h, sizeof h, (const unsigned char *)body, len, NULL, 0);
	sodium_bin2hex(hex, sizeof hex, h, sizeof h);
	snprintf(etag, sizeof etag, "\"%s\"", hex);
	int fresh = none_match(r, etag);
	struct MHD_Response *resp =
		fresh ? MHD_create_response_from_buffer(0, (void *)"", MHD_RESPMEM_PERSISTENT)
		      : MHD_create_response_from_buffer(len, (void *)body, MHD_RESPMEM_MUST_COPY);
	if (!resp)
		return MHD_NO;
	if (!fresh)
		MHD_add_response_header(resp, MHD_HTTP_HEADER_CONTENT_TYPE, SVG_TYPE);
	MHD_add_response_header(resp, MHD_HTTP_HEADER_ETAG, etag);
	MHD_add_response_header(resp, MHD_HTTP_HEADER_CACHE_CONTROL, CARD_CACHE);
	MHD_add_response_header(resp, "X-Content-Type-Options", "nosniff");
	enum MHD_Result ret =
		MHD_queue_response(r->conn, fresh ? MHD_HTTP_NOT_MODIFIED : MHD_HTTP_OK, resp);
	MHD_destroy_response(resp);
	return ret;
}

enum MHD_Result page_cards(web_request *r)
{
	card_pic p;
	const char *why;
	if (card_picture_parse(r->path + strlen("/cards/"), &p, &why))
		return web_error(r, MHD_HTTP_NOT_FOUND, why);
	sbuf b = {0};
	enum MHD_Result ret;
	if (card_picture_svg(&p, &b))
		ret = web_error(r, MHD_HTTP_INTERNAL_SERVER_ERROR, "the card could not be drawn");
	else
		ret = send_static(r, b.s, b.len);
	sbuf_free(&b);
	return ret;
}

static enum MHD_Result send_chart(web_request *r, sbuf *b, int rc)
{
	enum MHD_Result ret = rc ? web_error(r, MHD_HTTP_INTERNAL_SERVER_ERROR,
					     "the chart could not be drawn")
				 : web_send(r, MHD_HTTP_OK, SVG_TYPE, b->s, b->len, NULL);
	sbuf_free(b);
	return ret;
}

static enum MHD_Result balances(web_request *r)
{
	const char *cname = web_arg(r, "currency"), *pname = web_arg(r, "player");
	if (!cname || !*cname)
		return web_error(r, MHD_HTTP_BAD_REQUEST, "say which currency: "
				 "/charts/balances.svg?currency=NAME (and &player=NAME for one player)");
	const nomic *n = engine_read_begin(r->e);
	const currency *cur = currency_by_name(n, cname);
	const player *only = pname && *pname ? player_by_name(n, pname) : NULL;
	if (!cur || (pname && *pname && !only)) {
		engine_read_end(r->e);
		return web_error(r, MHD_HTTP_NOT_FOUND, !cur ? "no such currency" : "no such player");
	}
	sbuf b = {0};
	int rc = chart_balances_svg(n, cur, only, web_now(n), &b);
	engine_read_end(r->e);
	return send_chart(r, &b, rc);
}

/* The /charts page: the score chart, one balance chart per currency, and
 * the cards' backs, as <img> (tmpl.h; no markup of the handler's). */
static enum MHD_Result charts_page(web_request *r)
{
	json_t *data = json_pack("{s:s}", "title", "Charts");
	json_t *curs = json_array(), *cards = json_array();
	const nomic *n = engine_read_begin(r->e);
	const currency *score = chart_score_currency(n);
	for (int i = 0; i < n->ncurrencies; i++)
		if (n->currencies[i] != score)
			json_array_append_new(curs, json_pack("{s:s}", "name", n->currencies[i]->name));
	if (score)
		json_object_set_new(data, "score", json_string(score->name));
	engine_read_end(r->e);
	char url[64], title[96];
	for (int pack = 0; pack < CARD_PACKS; pack++)
		for (int k = 0; k < (pack == CARD_PACK_ANOMIC ? CARDS_NPACKS : 1); k++) {
			card_pic p = {.pack = (enum card_pack)pack, .back = 1, .back_of = k};
			card_back_url(p.pack, k, url, sizeof url);
			card_picture_title(&p, title, sizeof title);
			json_array_append_new(cards, json_pack("{s:s, s:s}", "url", url, "title",
							       title));
		}
	json_object_set_new(data, "currencies", curs);
	json_object_set_new(data, "cards", cards);
	return tmpl_page(r, MHD_HTTP_OK, "charts", data);
}

enum MHD_Result page_charts(web_request *r)
{
	if (strcmp(r->path, "/charts") == 0)
		return charts_page(r);
	if (strcmp(r->path, "/charts/balances.svg") == 0)
		return balances(r);
	if (strcmp(r->path, "/charts/scores.svg") != 0)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such chart: the charts are "
				 "/charts/scores.svg and /charts/balances.svg?currency=NAME");
	const nomic *n = engine_read_begin(r->e);
	sbuf b = {0};
	int rc = chart_scores_svg(n, web_now(n), &b);
	engine_read_end(r->e);
	return send_chart(r, &b, rc);
}
