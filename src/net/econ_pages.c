/* econ_pages.c: the economy and a player's standing as pages for the public
 * (issue 16 item 6: "a player's holdings", "an auction with its bids when
 * public"):
 *
 *   /players/NAME     a player's currencies and entities (R500.2, R412 a),
 *                     eir characteristics, Honour and titles (R540-R550),
 *                     and the record of their changes
 *   /auctions         every auction (R516, R520): what is sold, by whom,
 *                     when it closes, the highest bid where public
 *   /auctions/N       one auction with its bids where the public may see
 *                     them (an open private auction's are sealed, R516 6e)
 *
 * Each page is drawn from the JSON views alone (entity_holdings_json,
 * player_characteristics_json, auction_json for a viewer who is not signed
 * in: a browser sends no token), so it shows nothing the API withholds;
 * every value goes through html_escape. */
#include "econ/auctions/auctions.h"
#include "econ/entities.h"
#include "net/text.h"
#include "net/web.h"
#include "society/character/character.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void esc(sbuf *b, const char *s)
{
	html_escape(b, s ? s : "");
}

static void link_to(sbuf *b, const char *base, const char *segment, const char *text)
{
	sbuf tmp = {0};
	url_segment(&tmp, segment);
	sbuf_printf(b, "<a href=\"%s", base);
	esc(b, tmp.s);
	sbuf_add(b, "\">");
	esc(b, text);
	sbuf_add(b, "</a>");
	sbuf_free(&tmp);
}

/* ---- /players/NAME ---- */

static void holdings_html(sbuf *b, const json_t *h)
{
	size_t i;
	const char *k;
	json_t *v;
	sbuf_add(b, "<h2>Holdings</h2>\n<table>\n<tr><th>Currency</th><th>Amount</th></tr>\n");
	json_object_foreach(json_object_get(h, "currencies"), k, v) {
		sbuf_add(b, "<tr><td>");
		esc(b, k);
		sbuf_printf(b, "</td><td class=\"n\">%lld</td></tr>\n", (long long)json_integer_value(v));
	}
	sbuf_add(b, "</table>\n");
	const json_t *ents = json_object_get(h, "entities");
	if (!json_array_size(ents)) {
		sbuf_add(b, "<p class=\"muted\">No entities.</p>\n");
		return;
	}
	sbuf_add(b, "<table>\n<tr><th>#</th><th>Kind</th><th>Name</th><th>Since</th></tr>\n");
	json_array_foreach(ents, i, v) {
		sbuf_printf(b, "<tr><td class=\"n\">%lld</td><td>",
			    (long long)json_integer_value(json_object_get(v, "id")));
		esc(b, json_field_str(v, "kind_name"));
		sbuf_add(b, "</td><td>");
		esc(b, json_field_str(v, "name"));
		sbuf_add(b, "</td><td>");
		esc(b, json_field_str(v, "created"));
		sbuf_add(b, "</td></tr>\n");
	}
	sbuf_add(b, "</table>\n");
}

static void history_html(sbuf *b, const json_t *hist)
{
	size_t i;
	json_t *v;
	sbuf_add(b, "<h3>Changes</h3>\n<table>\n<tr><th>When</th><th>Characteristic</th>"
		    "<th>From</th><th>To</th><th>Why</th></tr>\n");
	json_array_foreach(hist, i, v) {
		sbuf_add(b, "<tr><td>");
		esc(b, json_field_str(v, "when"));
		sbuf_add(b, "</td><td>");
		esc(b, json_field_str(v, "characteristic"));
		sbuf_printf(b, "</td><td class=\"n\">%lld</td><td class=\"n\">%lld</td><td>",
			    (long long)json_integer_value(json_object_get(v, "from")),
			    (long long)json_integer_value(json_object_get(v, "to")));
		esc(b, json_field_str(v, "why"));
		sbuf_add(b, "</td></tr>\n");
	}
	sbuf_add(b, "</table>\n");
}

static void characteristics_html(sbuf *b, const json_t *ch)
{
	const char *k;
	json_t *v;
	sbuf_add(b, "<h2>Characteristics</h2>\n<table>\n<tr><th>Characteristic</th><th>Value</th>"
		    "</tr>\n");
	json_object_foreach(json_object_get(ch, "values"), k, v) {
		sbuf_add(b, "<tr><td>");
		esc(b, k);
		sbuf_printf(b, "</td><td class=\"n\">%lld</td></tr>\n", (long long)json_integer_value(v));
	}
	sbuf_add(b, "</table>\n<p>Order: ");
	esc(b, json_field_str(ch, "alignment"));
	if (json_is_true(json_object_get(ch, "champion_of_honour")))
		sbuf_add(b, " &middot; Champion of Honour");
	if (json_is_true(json_object_get(ch, "evil")))
		sbuf_add(b, " &middot; Evil");
	if (json_is_true(json_object_get(ch, "on_fire")))
		sbuf_add(b, " &middot; On Fire");
	sbuf_add(b, "</p>\n");
	if (json_array_size(json_object_get(ch, "history")))
		history_html(b, json_object_get(ch, "history"));
}

/* GET /players/NAME (MHD hands the path percent-decoded). */
enum MHD_Result page_player(web_request *r)
{
	const char *name = r->path + strlen("/players/");
	const nomic *n = engine_read_begin(r->e);
	json_t *h = *name ? entity_holdings_json(n, name) : NULL;
	json_t *ch = *name ? player_characteristics_json(n, name) : NULL;
	char *title = xstrdup(n->title);
	engine_read_end(r->e);
	enum MHD_Result ret;
	if (!h || !ch) {
		ret = web_error(r, MHD_HTTP_NOT_FOUND, "no such player");
	} else {
		sbuf b = {0};
		page_head(&b, title);
		page_nav(&b);
		sbuf_add(&b, "<h1>");
		esc(&b, json_field_str(h, "player"));
		sbuf_add(&b, "</h1>\n");
		holdings_html(&b, h);
		characteristics_html(&b, ch);
		sbuf_add(&b, "<footer>As JSON: ");
		link_to(&b, "/api/v1/players/", json_field_str(h, "player"), "the player");
		sbuf_add(&b, " (add <code>/holdings</code> or <code>/characteristics</code>), "
			     "<a href=\"/api/v1/honour\">honour</a>.</footer>\n</body>\n</html>\n");
		ret = page_send(r, MHD_HTTP_OK, &b);
	}
	free(title);
	json_decref(h);
	json_decref(ch);
	return ret;
}

/* ---- /auctions, /auctions/N ---- */

static void items_text(sbuf *b, const json_t *a)
{
	size_t i;
	json_t *it;
	json_array_foreach(json_object_get(a, "items"), i, it) {
		if (i)
			sbuf_add(b, ", ");
		esc(b, json_field_str(it, "what"));
	}
}

static void auction_row(sbuf *b, const json_t *a)
{
	char id[24];
	snprintf(id, sizeof id, "%lld", (long long)json_integer_value(json_object_get(a, "id")));
	sbuf_add(b, "<tr><td>");
	link_to(b, "/auctions/", id, id);
	sbuf_add(b, "</td><td>");
	items_text(b, a);
	sbuf_add(b, "</td><td>");
	esc(b, json_field_str(a, "auctioneer"));
	sbuf_add(b, "</td><td>");
	esc(b, json_is_true(json_object_get(a, "private")) ? "private" : "public");
	if (json_is_true(json_object_get(a, "shubik")))
		sbuf_add(b, ", Shubik");
	sbuf_printf(b, "</td><td class=\"n\">A$%lld</td><td>",
		    (long long)json_integer_value(json_object_get(a, "min")));
	esc(b, json_field_str(a, "phase"));
	sbuf_add(b, "</td><td>");
	esc(b, json_field_str(a, "closes"));
	sbuf_add(b, "</td><td>");
	const json_t *hi = json_object_get(a, "highest");
	if (json_is_true(json_object_get(a, "sealed"))) {
		sbuf_add(b, "<span class=\"muted\">sealed</span>");
	} else if (json_is_object(hi)) {
		esc(b, json_field_str(hi, "player"));
		sbuf_printf(b, ", A$%lld", (long long)json_integer_value(json_object_get(hi, "amount")));
	}
	sbuf_add(b, "</td></tr>\n");
}

static void bids_html(sbuf *b, const json_t *one)
{
	const json_t *bids = json_object_get(one, "bids");
	if (json_is_true(json_object_get(one, "sealed"))) {
		sbuf_add(b, "<p class=\"muted\">The bids are sealed until the auction closes "
			    "(R516 6e).</p>\n");
		return;
	}
	if (!json_array_size(bids)) {
		sbuf_add(b, "<p class=\"muted\">No bids.</p>\n");
		return;
	}
	sbuf_add(b, "<h2>Bids</h2>\n<table>\n<tr><th>Player</th><th>Amount</th><th>When</th>"
		    "<th>Status</th></tr>\n");
	size_t i;
	json_t *v;
	json_array_foreach(bids, i, v) {
		sbuf_add(b, "<tr><td>");
		esc(b, json_field_str(v, "player"));
		sbuf_printf(b, "</td><td class=\"n\">A$%lld</td><td>",
			    (long long)json_integer_value(json_object_get(v, "amount")));
		esc(b, json_field_str(v, "at"));
		sbuf_add(b, "</td><td>");
		esc(b, json_field_str(v, "status"));
		sbuf_add(b, "</td></tr>\n");
	}
	sbuf_add(b, "</table>\n");
}

static void auctions_html(sbuf *b, const json_t *list, const json_t *one)
{
	sbuf_add(b, "<h1>Auctions</h1>\n<table>\n<tr><th>#</th><th>Items</th><th>Auctioneer</th>"
		    "<th>Kind</th><th>Minimum</th><th>Phase</th><th>Closes</th><th>Highest</th>"
		    "</tr>\n");
	size_t i;
	json_t *a;
	if (one)
		auction_row(b, one);
	else
		json_array_foreach(list, i, a)
			auction_row(b, a);
	sbuf_add(b, "</table>\n");
	if (!one) {
		if (!json_array_size(list))
			sbuf_add(b, "<p class=\"muted\">No auctions yet.</p>\n");
		return;
	}
	if (json_is_string(json_object_get(one, "result"))) {
		sbuf_add(b, "<p>Result: ");
		esc(b, json_field_str(one, "result"));
		sbuf_add(b, "</p>\n");
	}
	bids_html(b, one);
}

/* GET /auctions and /auctions/N. */
enum MHD_Result page_auctions(web_request *r)
{
	const char *num = strncmp(r->path, "/auctions/", 10) == 0 ? r->path + 10 : NULL;
	int64_t id = 0;
	if (num && *num && (parse_int64(num, &id) != 0 || id < 1 || id >= 1000000000))
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such auction");
	const nomic *n = engine_read_begin(r->e);
	vis_viewer v = vis_viewer_named(n, NULL); /* the public's */
	json_t *list = auctions_json(n, &v);
	const auction *a = id ? auction_by_id(n, (int)id) : NULL;
	json_t *one = a ? auction_json(n, a, &v, 1) : NULL;
	char *title = xstrdup(n->title);
	engine_read_end(r->e);
	enum MHD_Result ret;
	if (id && !one) {
		ret = web_error(r, MHD_HTTP_NOT_FOUND, "no such auction");
	} else {
		sbuf b = {0};
		page_head(&b, title);
		page_nav(&b);
		auctions_html(&b, list, one);
		sbuf_add(&b, "<footer>As JSON: <a href=\"/api/v1/auctions\">auctions</a>.</footer>\n"
			     "</body>\n</html>\n");
		ret = page_send(r, MHD_HTTP_OK, &b);
	}
	free(title);
	json_decref(list);
	json_decref(one);
	return ret;
}
