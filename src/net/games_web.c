/* games_web.c: the games as pages (issue 18 items 2-4). /games lists the
 * instances and, for a signed-in player, a form that opens a new one;
 * /games/N shows one game as the games' own view shows it to the viewer
 * (r->actor, from a bearer token or a session: eir own hand, bids and
 * orders, never anyone else's; the public's view for the public), with its
 * picture (the Go-family board, the Diplomacy map) embedded, the cards of
 * a hand as pictures, and the forms of the moves the viewer may make now
 * (games.h moves hook, framework/moves.c). Every page is a template
 * (templates/games.html, game.html); the data is built here from the
 * views. The pictures themselves, /games/N/board.svg (api_boards.c) and
 * /games/N/map.svg (api_diplomacy.c), are dispatched from here: one prefix
 * route owns everything under /games/. */
#include "games/framework/games.h"
#include "net/svg/card_picture.h"
#include "net/text.h"
#include "net/web.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The picture a game class draws, if any. */
static const char *picture_of(const game *g)
{
	static const char *const boards[] = {"scgo", "pgo", "tromino", "viruses"};
	for (size_t i = 0; i < sizeof boards / sizeof *boards; i++)
		if (strcmp(g->cls->name, boards[i]) == 0)
			return "board.svg";
	return strcmp(g->cls->name, "diplomacy") == 0 ? "map.svg" : NULL;
}

static const char *status_name(enum game_status s)
{
	return s == GS_PENDING ? "waiting for players" : s == GS_RUNNING ? "running" : "ended";
}

/* ---- cards as pictures ---- */

/* Is name a card as the games' views print one: a Standard face ("QS",
 * "10H"), the same after a Pack's word (A Nomic's, "Red QS"), or an
 * Eleusis card ("S!", "10#"; the Wild "W" only in Eleusis)? Strict, so
 * that no other list a view holds (words, names) is taken for cards. */
static int card_name_pack(const char *name, int eleusis, enum card_pack *pack)
{
	static const char *const packs[] = {"Red ", "Blue ", "Fish ", "Corporate "};
	static const char *const ranks = "A2345678910JQKSNMP";
	if (!name)
		return 0;
	*pack = CARD_PACK_STANDARD;
	for (size_t i = 0; i < sizeof packs / sizeof *packs; i++)
		if (strncmp(name, packs[i], strlen(packs[i])) == 0) {
			name += strlen(packs[i]);
			*pack = CARD_PACK_ANOMIC;
		}
	size_t len = strlen(name);
	if (eleusis && *pack == CARD_PACK_STANDARD && strcmp(name, "W") == 0) {
		*pack = CARD_PACK_ELEUSIS;
		return 1;
	}
	if (len < 2 || len > 3 || (len == 3 && strncmp(name, "10", 2) != 0) ||
	    (len == 2 && !strchr(ranks, name[0])))
		return 0;
	char suit = name[len - 1];
	if (strchr("SHDC", suit))
		return len == 3 || strchr("A23456789JQK", name[0]) != NULL;
	if (eleusis && *pack == CARD_PACK_STANDARD && strchr("!@#$%^&*", suit)) {
		*pack = CARD_PACK_ELEUSIS;
		return len == 3 || strchr("A23456789SNMKP", name[0]) != NULL;
	}
	return 0;
}

/* The picture of a card named as the games write it, {name, src, alt},
 * or NULL when name is no card. The URL and the words come from the
 * pictures' one naming place (net/svg/card_picture.h; docs/WEB.md
 * "Pictures"): a page never writes a card's URL itself. */
/* A card's URL and words, remembered: reading a URL back
 * (card_picture_parse) formats every name of the pack to find the one it
 * is, which was a sixth of a player's game page (bench/RESULTS.md,
 * "Template speed"). Per thread, so no lock; a name maps to one slot, and
 * a name too long for a slot is worked out each time. */
typedef struct card_memo {
	char name[16]; /* "" when the slot is empty */
	int eleusis;
	int ok; /* 0: the name is no card */
	char url[64], alt[96];
} card_memo;

static void card_work_out(card_memo *m)
{
	enum card_pack pack;
	card_pic p;
	const char *why;
	m->ok = card_name_pack(m->name, m->eleusis, &pack) &&
		card_picture_url_named(pack, m->name, m->url, sizeof m->url) && m->url[0] &&
		strncmp(m->url, "/cards/", 7) == 0 && !card_picture_parse(m->url + 7, &p, &why);
	if (m->ok)
		card_picture_title(&p, m->alt, sizeof m->alt);
}

static json_t *card_picture(const char *name, int eleusis)
{
	static _Thread_local card_memo memo[64];
	card_memo one, *m = &one;
	size_t n = name ? strlen(name) : 0;
	if (!name)
		return NULL;
	if (n < sizeof one.name) {
		unsigned h = (unsigned)eleusis;
		for (size_t i = 0; i < n; i++)
			h = h * 31 + (unsigned char)name[i];
		m = &memo[h % (sizeof memo / sizeof *memo)];
		if (m->name[0] && m->eleusis == eleusis && strcmp(m->name, name) == 0)
			goto known;
	}
	if (n < sizeof one.name) {
		memcpy(m->name, name, n + 1);
		m->eleusis = eleusis;
		card_work_out(m);
	} else {
		/* Too long to remember: card_name_pack refuses it anyway. */
		m->ok = 0;
	}
known:
	if (!m->ok)
		return NULL;
	json_t *o = json_object();
	json_object_set_new(o, "name", json_string(name));
	json_object_set_new(o, "src", json_string(m->url));
	json_object_set_new(o, "alt", json_string(m->alt));
	return o;
}

/* The pictures of x when it is a non-empty array of Standard cards, else
 * NULL. */
static json_t *cards_of(const json_t *x, int eleusis)
{
	if (!json_is_array(x) || !json_array_size(x))
		return NULL;
	json_t *a = json_array();
	size_t i;
	json_t *c;
	json_array_foreach(x, i, c) {
		json_t *p = card_picture(json_string_value(c), eleusis);
		if (!p) {
			json_decref(a);
			return NULL;
		}
		json_array_append_new(a, p);
	}
	return a;
}

/* ---- the game's state, from the class's view ---- */

static json_t *text_of(const json_t *x)
{
	sbuf b = {0};
	game_json_text(x, &b);
	json_t *s = json_text(b.s ? b.s : "");
	sbuf_free(&b);
	return s;
}

/* {k: v} and {k: v, k2: v2}, taking v and v2: a game's page makes one
 * per cell, where json_pack's reading of its format showed in the
 * profile (bench/RESULTS.md, "Template speed"). */
static json_t *obj1(const char *k, json_t *v)
{
	json_t *o = json_object();
	json_object_set_new(o, k, v);
	return o;
}

static json_t *obj2(const char *k, json_t *v, const char *k2, json_t *v2)
{
	json_t *o = obj1(k, v);
	json_object_set_new(o, k2, v2);
	return o;
}

/* One cell of a table: cards as pictures, anything else as text. */
static json_t *cell_of(const json_t *x, int eleusis)
{
	json_t *cards = cards_of(x, eleusis);
	if (cards)
		return obj1("cards", cards);
	return obj1("text", text_of(x));
}

/* A list of objects as a table: the columns are every key met, in the
 * order first met. */
static json_t *table_of(const json_t *rows, int eleusis)
{
	json_t *cols = json_array();
	size_t i;
	json_t *row;
	json_array_foreach(rows, i, row) {
		const char *k;
		json_t *v;
		json_object_foreach((json_t *)row, k, v) {
			size_t j;
			json_t *c;
			int seen = 0;
			json_array_foreach(cols, j, c)
				seen |= strcmp(json_string_value(c), k) == 0;
			if (!seen)
				json_array_append_new(cols, json_string(k));
		}
	}
	json_t *out = json_array();
	json_array_foreach(rows, i, row) {
		json_t *cells = json_array();
		size_t j;
		json_t *c;
		json_array_foreach(cols, j, c) {
			const json_t *v = json_object_get(row, json_string_value(c));
			json_array_append_new(cells, v ? cell_of(v, eleusis)
						       : obj1("text", json_string("")));
		}
		json_array_append_new(out, obj1("cells", cells));
	}
	return obj2("columns", cols, "rows", out);
}

static int is_table(const json_t *x)
{
	return json_is_array(x) && json_array_size(x) && json_is_object(json_array_get(x, 0));
}

/* The class's view as sections: a table for a list of rows, a block of
 * preformatted text for a drawing (a grid, a board), pictures for cards,
 * a line for anything else. */
static json_t *sections_of(const json_t *state, int eleusis)
{
	json_t *facts = json_array(), *blocks = json_array();
	const char *k;
	json_t *v;
	json_object_foreach((json_t *)state, k, v) {
		json_t *cards;
		if (is_table(v))
			json_array_append_new(blocks, obj2("key", json_string(k), "table",
							   table_of(v, eleusis)));
		else if (json_is_string(v) && strchr(json_string_value(v), '\n'))
			json_array_append_new(blocks, obj2("key", json_string(k), "pre",
							   json_text(json_string_value(v))));
		else if ((cards = cards_of(v, eleusis)))
			json_array_append_new(facts, obj2("key", json_string(k), "cards", cards));
		else
			json_array_append_new(facts, obj2("key", json_string(k), "text", text_of(v)));
	}
	return obj2("facts", facts, "blocks", blocks);
}

/* The viewer's own hand, wherever the class's view puts it: a row of a
 * list (seats, hands) naming the viewer as its player, with a "hand" of
 * cards. The view gives a hand only to its holder and the referee, so
 * this is never another's. */
static json_t *own_hand(const json_t *state, const char *viewer, int eleusis)
{
	const char *k;
	json_t *v;
	json_object_foreach((json_t *)state, k, v) {
		if (!is_table(v))
			continue;
		size_t i;
		json_t *row;
		json_array_foreach(v, i, row) {
			const char *who = json_string_value(json_object_get(row, "player"));
			if (!who || strcmp(who, viewer) != 0)
				continue;
			json_t *hand = json_object_get(row, "hand");
			json_t *cards = cards_of(hand, eleusis);
			if (cards)
				return json_pack("{s:o, s:i}", "cards", cards, "count",
						 (json_int_t)json_array_size(cards));
			if (json_is_string(hand))
				return json_pack("{s:O}", "note", hand);
		}
	}
	return NULL;
}

/* ---- the moves as forms ---- */

/* The moves (games.h's shapes) grouped under their headings, in the order
 * met, each marked with the kind of form the template draws for it. */
static json_t *forms_of(json_t *moves, int eleusis)
{
	json_t *groups = json_array();
	size_t i;
	json_t *m;
	json_array_foreach(moves, i, m) {
		const char *group = json_string_value(json_object_get(m, "group"));
		json_t *gr = NULL;
		size_t j;
		json_t *x;
		json_array_foreach(groups, j, x)
			if (strcmp(json_string_value(json_object_get(x, "group")), group ? group : "") == 0)
				gr = x;
		if (!gr) {
			gr = json_pack("{s:s, s:[]}", "group", group ? group : "", "moves");
			json_array_append_new(groups, gr);
		}
		char id[32];
		snprintf(id, sizeof id, "move-%zu", i);
		json_object_set_new(m, "id", json_string(id));
		const char *card = json_string_value(json_object_get(m, "card"));
		json_t *pic = card ? card_picture(card, eleusis) : NULL;
		if (pic)
			json_object_set_new(m, "card_pic", pic);
		if (json_object_get(m, "command"))
			json_object_set_new(m, "is_button", json_true());
		else if (json_object_get(m, "choices"))
			json_object_set_new(m, "is_choices", json_true());
		else if (json_object_get(m, "rows"))
			json_object_set_new(m, "is_grid", json_true());
		else if (json_object_get(m, "line")) {
			/* The free form: the words before, then the rest as typed. */
			char c[64];
			snprintf(c, sizeof c, "%s", json_string_value(json_object_get(m, "line")));
			for (size_t n = strlen(c); n && c[n - 1] == ' '; n--)
				c[n - 1] = '\0';
			json_object_set_new(m, "c", json_text(c));
			json_object_set_new(m, "is_line", json_true());
		} else if (json_object_get(m, "inputs")) {
			json_t *in, *inputs = json_object_get(m, "inputs");
			size_t k;
			/* The form protocol has a1..a9. */
			while (json_array_size(inputs) > 9)
				json_array_remove(inputs, json_array_size(inputs) - 1);
			json_array_foreach(inputs, k, in) {
				char field[24], fid[64];
				snprintf(field, sizeof field, "a%zu", k + 1);
				snprintf(fid, sizeof fid, "%.31s-%.8s", id, field);
				json_object_set_new(in, "field", json_string(field));
				json_object_set_new(in, "fid", json_string(fid));
				/* A literal word sent before the field's (pN). */
				if (json_is_string(json_object_get(in, "before")))
					json_object_set_new(in, "pfield", json_sprintf("p%zu", k + 1));
				if (json_is_true(json_object_get(in, "words")))
					json_object_set_new(in, "split", json_sprintf("s%zu", k + 1));
				/* As text: a bound of 0 is a bound, and a template's
				 * section takes 0 for none. */
				static const char *const bounds[] = {"min", "max", "step"};
				static const char *const attrs[] = {"min_attr", "max_attr", "step_attr"};
				for (int b = 0; b < 3; b++) {
					json_t *bound = json_object_get(in, bounds[b]);
					if (json_is_integer(bound))
						json_object_set_new(in, attrs[b],
							json_sprintf("%lld", (long long)json_integer_value(bound)));
				}
				const char *type = json_string_value(json_object_get(in, "type"));
				json_object_set_new(in, type && strcmp(type, "select") == 0 ? "is_select"
						  : type && strcmp(type, "number") == 0 ? "is_number"
											: "is_text",
						  json_true());
			}
			json_object_set_new(m, "is_inputs", json_true());
		}
		json_array_append(json_object_get(gr, "moves"), m);
	}
	return groups;
}

/* ---- the pages ---- */

/* Does g wait for the viewer's move? The class says (its awaits, as for
 * the move reminders), or its view names em as the one whose turn it is
 * (Spades), or eir row of its view says e has not moved (Single Capture
 * Go). */
static int awaits_viewer(const nomic *n, const game *g, const gviewer *v, const char *viewer)
{
	if (g->status != GS_RUNNING || v->seat < 0 || !viewer)
		return 0;
	if (g->cls->awaits && g->cls->awaits(n, g, v->seat))
		return 1;
	if (!g->cls->view)
		return 0;
	json_t *st = g->cls->view(n, g, v);
	const char *turn = json_string_value(json_object_get(st, "turn"));
	int mine = turn && strcmp(turn, viewer) == 0;
	/* Or eir row says e has not moved yet (Single Capture Go's rounds). */
	const char *k;
	json_t *rows;
	json_object_foreach(st, k, rows) {
		size_t i;
		json_t *row;
		if (json_is_array(rows))
			json_array_foreach(rows, i, row) {
				const char *who = json_string_value(json_object_get(row, "player"));
				if (who && strcmp(who, viewer) == 0 &&
				    json_is_false(json_object_get(row, "moved")))
					mine = 1;
			}
	}
	json_decref(st);
	return mine;
}

static json_t *list_data(const nomic *n, const char *viewer)
{
	json_t *list = json_array();
	for (int i = 0; i < games_count(n); i++) {
		const game *g = game_at(n, i);
		sbuf players = {0};
		for (int s = 0; s < g->nseats; s++)
			sbuf_printf(&players, "%s%s", s ? ", " : "", game_seat_name(n, g, s));
		/* json_text: a rule's script names its class, and a stray byte
		 * must not make the row NULL. */
		json_t *o = json_pack("{s:i, s:o, s:o, s:s, s:o}", "id", g->id, "title",
				      json_text(g->cls->title), "players",
				      json_text(players.s ? players.s : ""),
				      "status", status_name(g->status), "result", json_text(g->result));
		sbuf_free(&players);
		const player *me = viewer ? player_by_name(n, viewer) : NULL;
		if (me && (game_seat_of(g, me->id) >= 0 || game_acting_seat(n, g, me->id) >= 0)) {
			json_object_set_new(o, "yours", json_true());
			gviewer v = game_viewer(n, g, viewer);
			const char *as = game_viewer_seat_name(n, g, &v);
			if (awaits_viewer(n, g, &v, as ? as : viewer))
				json_object_set_new(o, "awaited", json_true());
		}
		json_array_append_new(list, o);
	}
	json_t *d = json_pack("{s:s, s:s, s:o, s:b}", "title", "Games", "api", "/api/v1/games",
			      "games", list, "has_games", games_count(n) > 0);
	const player *p = viewer ? player_by_name(n, viewer) : NULL;
	if (p) {
		json_t *classes = json_array();
		char why[160];
		for (int i = 0; i < games_class_count_in(n); i++) {
			const game_class *c = games_class_at_in(n, i);
			if (game_class_stopped(n, c, why, sizeof why))
				continue;
			json_array_append_new(classes, json_pack("{s:o, s:o, s:o}", "name",
				json_text(c->name), "title", json_text(c->title), "rule",
				json_text(c->rule)));
		}
		json_object_set_new(d, "new_game", json_pack("{s:o, s:s}", "classes", classes,
							     "back", "/games"));
	}
	return d;
}

static json_t *game_data(const nomic *n, const game *g, const char *viewer)
{
	gviewer v = game_viewer(n, g, viewer);
	json_t *view = game_view_json(n, g, &v);
	/* Eleusis's view names its own Deck's cards ("S!", the Wild "W"). */
	int eleusis = strcmp(g->cls->name, "eleusis") == 0;
	char title[200], buf[64];
	snprintf(title, sizeof title, "Game %d: %s", g->id, g->cls->title);
	json_t *d = json_pack("{s:o, s:o, s:s, s:o, s:i}", "title", json_text(title), "api",
			      json_sprintf("/api/v1/games/%d", g->id), "status",
			      status_name(g->status), "rule", json_text(g->cls->rule), "id", g->id);
	json_object_set_new(d, "back", json_sprintf("/games/%d", g->id));
	if (g->referee)
		json_object_set_new(d, "referee", json_text(holder_name(n, g->referee)));
	json_object_set(d, "players", json_object_get(view, "players"));
	json_object_set_new(d, "has_players", json_boolean(g->nseats > 0));
	if (g->status == GS_ENDED)
		json_object_set_new(d, "result", json_text(g->result));
	const char *pic = picture_of(g);
	if (pic && g->status != GS_PENDING) {
		snprintf(buf, sizeof buf, "/games/%d/%s", g->id, pic);
		json_object_set_new(d, "picture", json_pack("{s:s, s:o}", "src", buf, "alt",
			json_sprintf("The %s of game %d as it stands", strcmp(pic, "map.svg") == 0
				     ? "map" : "board", g->id)));
	}
	const json_t *state = json_object_get(view, "state");
	/* The seat the viewer plays is shown under its holder's name: a
	 * Substitute's (R1250.1 VI c) is the absent player's. */
	const char *as = viewer ? game_viewer_seat_name(n, g, &v) : NULL;
	if (!as)
		as = viewer;
	if (state) {
		json_object_set_new(d, "state", sections_of(state, eleusis));
		json_t *hand = as ? own_hand(state, as, eleusis) : NULL;
		if (hand)
			json_object_set_new(d, "hand", hand);
	}
	if (viewer && v.pid) {
		json_t *moves = game_moves(n, g, &v);
		json_object_set_new(d, "has_moves", json_boolean(json_array_size(moves) > 0));
		json_object_set_new(d, "moves", forms_of(moves, eleusis));
		json_decref(moves);
		if (awaits_viewer(n, g, &v, as))
			json_object_set_new(d, "awaited", json_true());
		if (g->dl && g->status == GS_RUNNING) {
			const deadline *dl = deadline_by_id(n, g->dl);
			if (dl) {
				format_time(dl->due, buf, sizeof buf);
				json_object_set_new(d, "deadline", json_string(buf));
			}
		}
	}
	json_decref(view);
	return d;
}

static enum MHD_Result game_page(web_request *r, int64_t id)
{
	const nomic *n = engine_read_begin(r->e);
	const game *g = id ? game_by_id(n, (int)id) : NULL;
	if (id && !g) {
		engine_read_end(r->e);
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such game");
	}
	json_t *d = g ? game_data(n, g, r->actor) : list_data(n, r->actor);
	engine_read_end(r->e);
	/* A signed-in viewer's page is eirs alone and carries forms with a
	 * fresh key: it is never kept for a later request (etag.c keeps a
	 * GET's 200 under its tag, and a kept page would hand its key out
	 * again). The public's page has no form and is kept as before. */
	if (r->actor)
		r->etag[0] = '\0';
	return tmpl_page(r, MHD_HTTP_OK, g ? "game" : "games", d);
}

enum MHD_Result page_games(web_request *r)
{
	if (strcmp(r->path, "/games") == 0)
		return game_page(r, 0);
	const char *rest = r->path + strlen("/games/");
	const char *slash = strchr(rest, '/');
	if (slash && strcmp(slash, "/board.svg") == 0)
		return page_board_svg(r);
	if (slash && strcmp(slash, "/map.svg") == 0)
		return api_diplomacy_map(r);
	int64_t id;
	if (slash && strcmp(slash, "/feed.atom") == 0) {
		char num[24];
		size_t len = (size_t)(slash - rest);
		if (len == 0 || len >= sizeof num)
			return web_error(r, MHD_HTTP_NOT_FOUND, "no such page");
		memcpy(num, rest, len);
		num[len] = '\0';
		if (parse_int64(num, &id) || id < 1 || id > 1000000000)
			return web_error(r, MHD_HTTP_NOT_FOUND, "no such page");
		return feed_game(r, id); /* feed.c */
	}
	if (slash || parse_int64(rest, &id) || id < 1 || id > 1000000000)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such page");
	return game_page(r, id);
}
