/* econ_pages.c: the economy and a player's standing as pages (issue 16
 * item 6: "a player's holdings", "an auction with its bids when public"):
 *
 *   /players/NAME     a player's currencies and entities (R500.2, R412 a),
 *                     eir characteristics, Honour and titles (R540-R550),
 *                     and the record of their changes; for the player
 *                     emself, signed in: the transfer form (R515), a new
 *                     token and the contact address (issue 18 item 2)
 *   /auctions         every auction (R516, R520): what is sold, by whom,
 *                     when it closes, the highest bid where public
 *   /auctions/N       one auction with its bids where the public may see
 *                     them (an open private auction's are sealed, R516 6e);
 *                     for a signed-in player who may bid, the bid form and
 *                     eir own bids
 *
 * Each page is drawn from the JSON views alone (entity_holdings_json,
 * player_characteristics_json, auction_json for the public) by
 * templates/players.html and auctions.html (tmpl.h), so it shows nothing
 * the API withholds from the public but the viewer's own. */
#include "econ/auctions/auctions.h"
#include "econ/entities.h"
#include "net/page_forms.h"
#include "net/web.h"
#include "society/character/character.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static json_t *opt_str(const json_t *o, const char *key)
{
	const char *s = json_string_value(json_object_get(o, key));
	return s ? json_string(s) : json_null();
}

/* ---- /players/NAME ---- */

static json_t *holdings_model(const json_t *h)
{
	json_t *money = json_array(), *things = json_array();
	size_t i;
	const char *k;
	json_t *v;
	json_object_foreach(json_object_get(h, "currencies"), k, v)
		json_array_append_new(money, json_pack("{s:s, s:I}", "currency", k, "amount",
						       (json_int_t)json_integer_value(v)));
	json_array_foreach(json_object_get(h, "entities"), i, v)
		json_array_append_new(things, json_pack("{s:I, s:s, s:s, s:s}", "id",
			(json_int_t)json_integer_value(json_object_get(v, "id")), "kind_name",
			json_field_str(v, "kind_name"), "name", json_field_str(v, "name"), "created",
			json_field_str(v, "created")));
	return json_pack("{s:o, s:b, s:o}", "currencies", money, "any_entities",
			 json_array_size(things) > 0, "entities", things);
}

static json_t *characteristics_model(const json_t *ch)
{
	json_t *values = json_array(), *hist = json_array();
	size_t i;
	const char *k;
	json_t *v;
	json_object_foreach(json_object_get(ch, "values"), k, v)
		json_array_append_new(values, json_pack("{s:s, s:I}", "characteristic", k, "value",
							(json_int_t)json_integer_value(v)));
	json_array_foreach(json_object_get(ch, "history"), i, v)
		json_array_append_new(hist, json_pack("{s:s, s:s, s:I, s:I, s:s}", "when",
			json_field_str(v, "when"), "characteristic", json_field_str(v, "characteristic"),
			"from", (json_int_t)json_integer_value(json_object_get(v, "from")), "to",
			(json_int_t)json_integer_value(json_object_get(v, "to")), "why",
			json_field_str(v, "why")));
	return json_pack("{s:o, s:s, s:b, s:b, s:b, s:b, s:o}", "values", values, "alignment",
			 json_field_str(ch, "alignment"), "champion",
			 json_is_true(json_object_get(ch, "champion_of_honour")), "evil",
			 json_is_true(json_object_get(ch, "evil")), "on_fire",
			 json_is_true(json_object_get(ch, "on_fire")), "any_history",
			 json_array_size(hist) > 0, "history", hist);
}

/* The player's own forms (issue 18 item 2): transfer what e holds of a
 * transferable currency (R515), issue a new token, set eir contact. The
 * reply (a new token, eir address) is shown only on the answer to eir
 * POST. NULL for anyone but the player emself. */
static json_t *own_model(const nomic *n, const player *me, const char *name, const json_t *h)
{
	if (!me || !strcaseeq(me->name, name))
		return json_null();
	json_t *own = json_object();
	char back[300];
	snprintf(back, sizeof back, "/players/%s", me->name);
	json_object_set_new(own, "back", json_string(back));
	if (form_may(n, me, "transfer")) {
		json_t *cur = json_array();
		const char *k;
		json_t *v;
		json_object_foreach(json_object_get(h, "currencies"), k, v) {
			const currency *c = currency_by_name(n, k);
			if (c && (c->flags & CUR_TRANSFERABLE) && json_integer_value(v) > 0)
				json_array_append_new(cur, json_pack("{s:s}", "currency", k));
		}
		if (json_array_size(cur))
			json_object_set_new(own, "transfer", json_pack("{s:o}", "currencies", cur));
		else
			json_decref(cur);
	}
	if (form_may(n, me, "token"))
		json_object_set_new(own, "token", form_button("Issue me a new token", "token", back));
	if (form_may(n, me, "contact"))
		json_object_set_new(own, "contact", json_true());
	return own;
}

/* GET /players/NAME (MHD hands the path percent-decoded). */
enum MHD_Result page_player(web_request *r)
{
	const char *name = r->path + strlen("/players/");
	const nomic *n = engine_read_begin(r->e);
	json_t *h = *name ? entity_holdings_json(n, name) : NULL;
	json_t *ch = *name ? player_characteristics_json(n, name) : NULL;
	json_t *data = NULL;
	if (h && ch) {
		const char *who = json_field_str(h, "player");
		data = json_pack("{s:s, s:o, s:o, s:o}", "player", who, "holdings",
				 holdings_model(h), "character", characteristics_model(ch), "own",
				 own_model(n, form_viewer(n, r->actor), who, h));
		char api[300];
		snprintf(api, sizeof api, "/api/v1/players/%s", who);
		json_object_set_new(data, "api", json_string(api));
	}
	engine_read_end(r->e);
	json_decref(h);
	json_decref(ch);
	if (!data)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such player");
	return tmpl_page(r, MHD_HTTP_OK, "players", data);
}

/* ---- /auctions, /auctions/N ---- */

static json_t *auction_model(const json_t *a)
{
	json_t *items = json_array();
	size_t i;
	json_t *it;
	json_array_foreach(json_object_get(a, "items"), i, it)
		json_array_append_new(items, json_pack("{s:s, s:s}", "sep", i ? ", " : "", "what",
						       json_field_str(it, "what")));
	const json_t *hi = json_object_get(a, "highest");
	int sealed = json_is_true(json_object_get(a, "sealed"));
	return json_pack("{s:I, s:o, s:s, s:s, s:b, s:I, s:s, s:s, s:b, s:o}", "id",
			 (json_int_t)json_integer_value(json_object_get(a, "id")), "items", items,
			 "auctioneer", json_field_str(a, "auctioneer"), "kind",
			 json_is_true(json_object_get(a, "private")) ? "private" : "public", "shubik",
			 json_is_true(json_object_get(a, "shubik")), "min",
			 (json_int_t)json_integer_value(json_object_get(a, "min")), "phase",
			 json_field_str(a, "phase"), "closes", json_field_str(a, "closes"), "sealed",
			 sealed, "highest",
			 !sealed && json_is_object(hi)
				 ? json_pack("{s:s, s:I}", "player", json_field_str(hi, "player"),
					     "amount", (json_int_t)json_integer_value(json_object_get(hi, "amount")))
				 : json_null());
}

static json_t *bids_model(const json_t *bids, const char *only)
{
	json_t *rows = json_array();
	size_t i;
	json_t *v;
	json_array_foreach(bids, i, v) {
		if (only && !strcaseeq(json_field_str(v, "player"), only))
			continue;
		json_array_append_new(rows, json_pack("{s:s, s:I, s:s, s:s}", "player",
			json_field_str(v, "player"), "amount",
			(json_int_t)json_integer_value(json_object_get(v, "amount")), "at",
			json_field_str(v, "at"), "status", json_field_str(v, "status")));
	}
	return rows;
}

/* {"rows": rows} for a table drawn once, or null when there are none. */
static json_t *rows_or_null(json_t *rows)
{
	if (json_array_size(rows))
		return json_pack("{s:o}", "rows", rows);
	json_decref(rows);
	return json_null();
}

/* One auction whole: the public's bids (none while sealed), and for a
 * signed-in player who may bid (R516 3, 6: active, not the Auctioneer of a
 * private auction, the auction open) the bid form and eir own bids. */
static json_t *one_model(const nomic *n, const auction *a, const json_t *pub, const char *actor)
{
	json_t *m = json_pack("{s:o, s:o, s:b, s:o, s:n, s:n}", "row", auction_model(pub), "result",
			      opt_str(pub, "result"), "sealed",
			      json_is_true(json_object_get(pub, "sealed")), "public_bids",
			      rows_or_null(bids_model(json_object_get(pub, "bids"), NULL)), "own_bids",
			      "bid");
	const player *me = form_viewer(n, actor);
	if (!me)
		return m;
	vis_viewer v = vis_viewer_named(n, me->name);
	json_t *mine = auction_json(n, a, &v, 1);
	json_t *own = bids_model(json_object_get(mine, "bids"), me->name);
	json_decref(mine);
	json_object_set_new(m, "own_bids", rows_or_null(own));
	if (a->phase == AP_OPEN && !(a->priv && a->auctioneer == me->id) && form_may(n, me, "bid")) {
		char c[32], back[40];
		snprintf(c, sizeof c, "bid %d", a->id);
		snprintf(back, sizeof back, "/auctions/%d", a->id);
		json_object_set_new(m, "bid", json_pack("{s:s, s:s, s:i}", "c", c, "back", back,
							"number", a->id));
	}
	return m;
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
	json_t *data = NULL;
	const auction *a = id ? auction_by_id(n, (int)id) : NULL;
	if (a) {
		json_t *pub = auction_json(n, a, &v, 1);
		char api[48];
		snprintf(api, sizeof api, "/api/v1/auctions/%d", a->id);
		data = json_pack("{s:o, s:s}", "one", one_model(n, a, pub, r->actor), "api", api);
		json_decref(pub);
	} else if (!id) {
		json_t *list = auctions_json(n, &v), *rows = json_array();
		size_t i;
		json_t *o;
		json_array_foreach(list, i, o)
			json_array_append_new(rows, auction_model(o));
		json_decref(list);
		data = json_pack("{s:o, s:b}", "rows", rows, "all", 1);
	}
	engine_read_end(r->e);
	if (!data)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such auction");
	if (!json_object_get(data, "api"))
		json_object_set_new(data, "api", json_string("/api/v1/auctions"));
	return tmpl_page(r, MHD_HTTP_OK, "auctions", data);
}
