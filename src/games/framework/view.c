/* view.c: every game instance rendered for one viewer, as JSON and as text.
 * The one place that decides what a viewer sees of a game (DESIGN
 * principle 5): the framework's public fields here, and the module's
 * view(), which is handed the viewer and must leave out what the rules
 * hide from em. The text form is drawn from the JSON, so both always
 * agree. */
#include "games/framework/games.h"

#include <stdio.h>
#include <string.h>

gviewer game_viewer(const nomic *n, const game *g, const char *viewer)
{
	gviewer v = {0, -1, 0};
	if (viewer && strcmp(viewer, "admin") == 0) {
		v.all = 1;
		return v;
	}
	const player *p = viewer ? player_by_name(n, viewer) : NULL;
	if (!p)
		return v;
	v.pid = p->id;
	v.seat = game_acting_seat(n, g, p->id);
	if (v.seat < 0)
		v.seat = game_seat_of(g, p->id);
	v.all = g->referee == p->id;
	return v;
}

const char *game_viewer_seat_name(const nomic *n, const game *g, const gviewer *v)
{
	if (v->seat < 0 || v->seat >= g->nseats)
		return NULL;
	return holder_name(n, g->seats[v->seat].pid);
}

static const char *status_name(const game *g)
{
	return g->status == GS_PENDING ? "open" : g->status == GS_RUNNING ? "running" : "ended";
}

json_t *game_view_json(const nomic *n, const game *g, const gviewer *v)
{
	json_t *o = json_object();
	json_object_set_new(o, "id", json_integer(g->id));
	json_object_set_new(o, "class", json_string(g->cls->name));
	json_object_set_new(o, "title", json_string(g->cls->title));
	json_object_set_new(o, "rule", json_string(g->cls->rule));
	json_object_set_new(o, "status", json_string(status_name(g)));
	json_object_set_new(o, "referee",
			    g->referee ? json_string(holder_name(n, g->referee)) : json_null());
	json_t *ps = json_array();
	for (int i = 0; i < g->nseats; i++) {
		const seat *s = &g->seats[i];
		json_t *p = json_pack("{s:s, s:I}", "name", holder_name(n, s->pid), "gamepoints",
				      (json_int_t)s->gp);
		if (s->flags & SEAT_LEFT)
			json_object_set_new(p, "left", json_true());
		if (s->flags & SEAT_BOT)
			json_object_set_new(p, "bot", json_true());
		if (s->sub)
			json_object_set_new(p, "substitute", json_string(holder_name(n, s->sub)));
		json_array_append_new(ps, p);
	}
	json_object_set_new(o, "players", ps);
	if (g->exhibition)
		json_object_set_new(o, "exhibition", json_true());
	if (g->moribund_dl)
		json_object_set_new(o, "moribund", json_true());
	if (g->internomic)
		json_object_set_new(o, "internomic", json_true());
	if (g->disputed)
		json_object_set_new(o, "disputed", json_true());
	if (g->duel)
		json_object_set_new(o, "duel", json_pack("{s:s, s:s}", "challenger",
			holder_name(n, g->seats[1 - g->challenged].pid), "challenged",
			holder_name(n, g->seats[g->challenged].pid)));
	if (g->status == GS_ENDED) {
		json_object_set_new(o, "result", json_string(g->result));
		json_t *w = json_array();
		for (int i = 0; i < g->nwinners; i++)
			json_array_append_new(w, json_string(holder_name(n, g->winners[i])));
		json_object_set_new(o, "winners", w);
	}
	if (g->status != GS_PENDING && g->cls->view)
		json_object_set_new(o, "state", g->cls->view(n, g, v));
	return o;
}

/* One JSON value as text: scalars plainly, arrays joined with ", ". */
void game_json_text(const json_t *x, sbuf *out)
{
	if (json_is_string(x)) {
		sbuf_add(out, json_string_value(x));
	} else if (json_is_integer(x)) {
		sbuf_printf(out, "%lld", (long long)json_integer_value(x));
	} else if (json_is_true(x)) {
		sbuf_add(out, "yes");
	} else if (json_is_false(x)) {
		sbuf_add(out, "no");
	} else if (json_is_null(x)) {
		sbuf_add(out, "-");
	} else if (json_is_array(x)) {
		if (!json_array_size(x))
			sbuf_add(out, "none");
		for (size_t i = 0; i < json_array_size(x); i++) {
			if (i)
				sbuf_add(out, json_is_object(json_array_get(x, i)) ? "; " : ", ");
			game_json_text(json_array_get(x, i), out);
		}
	} else if (json_is_object(x)) {
		const char *k;
		json_t *val;
		int first = 1;
		json_object_foreach((json_t *)x, k, val) {
			sbuf_printf(out, "%s%s=", first ? "" : " ", k);
			game_json_text(val, out);
			first = 0;
		}
	}
}

void game_view_text(const nomic *n, const game *g, const gviewer *v, sbuf *out)
{
	json_t *o = game_view_json(n, g, v);
	sbuf_printf(out, "game %d: %s (%s), %s", g->id, g->cls->title, g->cls->rule,
		    status_name(g));
	if (g->referee)
		sbuf_printf(out, "; referee %s", holder_name(n, g->referee));
	if (g->exhibition)
		sbuf_add(out, "; exhibition");
	if (g->moribund_dl)
		sbuf_add(out, "; declared moribund");
	if (g->internomic)
		sbuf_add(out, "; Internomic Exhibition");
	if (g->disputed)
		sbuf_add(out, "; suspended for a dispute");
	if (g->duel)
		sbuf_printf(out, "; a Duel, %s challenged", holder_name(n, g->seats[g->challenged].pid));
	sbuf_add(out, "\nplayers:");
	for (int i = 0; i < g->nseats; i++) {
		const seat *s = &g->seats[i];
		sbuf_printf(out, "%s %s", i ? "," : "", holder_name(n, s->pid));
		if (s->flags & SEAT_BOT)
			sbuf_add(out, " (bot)");
		else if (s->flags & SEAT_LEFT)
			sbuf_add(out, " (left)");
		if (s->sub)
			sbuf_printf(out, " (substitute %s)", holder_name(n, s->sub));
	}
	if (!g->nseats)
		sbuf_add(out, " none yet");
	const json_t *st = json_object_get(o, "state");
	const char *k;
	json_t *val;
	if (st)
		json_object_foreach((json_t *)st, k, val) {
			sbuf_printf(out, "\n%s:", k);
			if (json_is_array(val) && json_array_size(val) &&
			    json_is_object(json_array_get(val, 0))) {
				/* A table: one row a line. */
				for (size_t i = 0; i < json_array_size(val); i++) {
					sbuf_add(out, "\n  ");
					game_json_text(json_array_get(val, i), out);
				}
			} else if (json_is_array(val) && !json_array_size(val)) {
				sbuf_add(out, " none");
			} else {
				sbuf_add(out, " ");
				game_json_text(val, out);
			}
		}
	if (g->status == GS_ENDED)
		sbuf_printf(out, "\nresult: %s", g->result);
	json_decref(o);
}

json_t *view_game(const nomic *n, const char *viewer, int id)
{
	const game *g = game_by_id(n, id);
	if (!g)
		return NULL;
	gviewer v = game_viewer(n, g, viewer);
	return game_view_json(n, g, &v);
}

json_t *view_games(const nomic *n, const char *viewer, gtime now)
{
	(void)now;
	json_t *a = json_array();
	for (int i = 0; i < games_count(n); i++) {
		const game *g = game_at(n, i);
		gviewer v = game_viewer(n, g, viewer);
		json_array_append_new(a, game_view_json(n, g, &v));
	}
	return a;
}
