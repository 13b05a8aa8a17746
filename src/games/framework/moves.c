/* moves.c: what a viewer may do in a game now, for the web page's forms
 * (issue 18 item 2: "each game's moves from the legal moves the game's
 * view lists"). The framework's own moves (join, leave, start: R1250.1
 * VI a, b, IX) come first; then the class's moves hook (games.h), or,
 * for a class without one, the generic form: a line after "play N" with
 * the class's verbs. Like the views, this only reads, and says nothing the
 * viewer may not see: a move offered is one the viewer may make. */
#include "games/framework/games.h"

#include <stdarg.h>
#include <stdio.h>

static json_t *vline(const char *fmt, va_list ap)
{
	sbuf b = {0};
	sbuf_vprintf(&b, fmt, ap);
	json_t *s = json_string(b.s ? b.s : "");
	sbuf_free(&b);
	return s;
}

json_t *game_move_button(const char *label, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	json_t *line = vline(fmt, ap);
	va_end(ap);
	return json_pack("{s:s, s:o}", "label", label, "command", line);
}

void game_move_choice(json_t *move, const char *label, const char *fmt, ...)
{
	json_t *a = json_object_get(move, "choices");
	if (!a) {
		a = json_array();
		json_object_set_new(move, "choices", a);
	}
	va_list ap;
	va_start(ap, fmt);
	json_t *line = vline(fmt, ap);
	va_end(ap);
	json_array_append_new(a, json_pack("{s:s, s:o}", "label", label, "command", line));
}

json_t *game_move_form(const char *label, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	json_t *prefix = vline(fmt, ap);
	va_end(ap);
	return json_pack("{s:s, s:o, s:[]}", "label", label, "prefix", prefix, "inputs");
}

static json_t *field(json_t *move, const char *label, const char *type)
{
	json_t *in = json_pack("{s:s, s:s}", "label", label, "type", type);
	json_array_append_new(json_object_get(move, "inputs"), in);
	return in;
}

void game_move_number(json_t *move, const char *label, long long min, long long max,
		      long long step)
{
	json_t *in = field(move, label, "number");
	json_object_set_new(in, "min", json_integer(min));
	if (max >= min)
		json_object_set_new(in, "max", json_integer(max));
	if (step > 1)
		json_object_set_new(in, "step", json_integer(step));
}

void game_move_text(json_t *move, const char *label)
{
	field(move, label, "text");
}

void game_move_words(json_t *move, const char *label)
{
	json_object_set_new(field(move, label, "text"), "words", json_true());
}

void game_move_select(json_t *move, const char *label, const char *const *options)
{
	json_t *o = json_array();
	for (; *options; options++)
		json_array_append_new(o, json_string(*options));
	json_object_set_new(field(move, label, "select"), "options", o);
}

static void add(json_t *a, json_t *move, const char *group)
{
	json_object_set_new(move, "group", json_string(group));
	json_array_append_new(a, move);
}

json_t *game_moves(const nomic *n, const game *g, const gviewer *v)
{
	json_t *a = json_array();
	/* The public, and the admin (who is no player), are offered nothing. */
	if (!v->pid || g->status == GS_ENDED)
		return a;
	int seated = game_seat_of(g, v->pid) >= 0;
	int referee = g->referee == v->pid;
	char label[64];
	if (g->status == GS_PENDING) {
		if (!seated && !referee) {
			snprintf(label, sizeof label, "Join game %d", g->id);
			add(a, game_move_button(label, "game join %d", g->id), "Players");
		}
		if (referee || (!g->referee && seated)) {
			snprintf(label, sizeof label, "Start game %d", g->id);
			add(a, game_move_button(label, "game start %d", g->id), "Players");
		}
		if (seated) {
			snprintf(label, sizeof label, "Leave game %d", g->id);
			add(a, game_move_button(label, "game leave %d", g->id), "Players");
		}
		return a;
	}
	/* Running: the class's moves for those who may move. */
	if (v->seat >= 0 || referee || g->cls->anyone_plays) {
		json_t *m = g->cls->moves ? g->cls->moves(n, g, v) : NULL;
		if (m) {
			size_t i;
			json_t *x;
			json_array_foreach(m, i, x) {
				if (!json_object_get(x, "group"))
					json_object_set_new(x, "group", json_string("Your move"));
				json_array_append(a, x);
			}
			json_decref(m);
		} else {
			char line[32];
			snprintf(line, sizeof line, "play %d ", g->id);
			add(a, json_pack("{s:s, s:s, s:s}", "label", "Your move", "line", line, "help",
					 g->cls->verbs ? g->cls->verbs : ""),
			    "Your move");
		}
	}
	if (seated) {
		snprintf(label, sizeof label, "Leave game %d", g->id);
		add(a, game_move_button(label, "game leave %d", g->id), "Leave");
	}
	return a;
}
