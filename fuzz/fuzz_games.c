/* fuzz_games.c: every game's moves inside a started game, with the clock
 * advancing, and every view of it. The input names a game class (its first
 * line, if that is a class's name, else its first byte modulo the number of
 * classes); each later line is one step: an actor character (r: the
 * referee or opener, a-e: alice..erin, A: the admin, anything else: nobody
 * signed in), a clock character ('1'-'9': advance that many hours first,
 * 'a'-'z': that many days, else none), then a move, sent as
 * `play 1 MOVE`, or as a whole command if it starts with '!'.
 *
 * Checks: every command is applied, or refused with one "error: " line and
 * nothing appended (fuzzlib.c); after every step that appended (for one
 * viewer in turn, to keep it fast) and at the end (for every viewer: the
 * public, the admin, the referee, each player, a stranger), the game
 * renders as JSON (view_game), as text
 * (game_view_text) and as SVG where the class draws one (go_board_svg,
 * dg_svg), each valid UTF-8, the JSON with its framework fields; and at the
 * end the log verifies, so replay reproduces whatever the moves did. The
 * HTML pages of a game need a connection: fuzz_http reaches them.
 *
 * Self-contained: one template file per class is built once per process
 * (six players who joined, the game opened, joined and started); each input
 * runs on a fresh copy of its class's template, so nothing carries over
 * from one input to the next. */
#include "fuzzlib.h"
#include "games/diplomacy_game.h"
#include "games/go_boards.h"
#include "net/text.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_STEPS 64

static const char *const people[] = {"ref", "alice", "bob", "carol", "dave", "erin"};
static char tmpl[32][512], work[512];
static int nclasses;

/* Options some classes need at `game new` (their configure hook). */
static const char *options(const char *cls)
{
	if (strcmp(cls, "mediocrity343") == 0)
		return " 1 3 3";
	if (strcmp(cls, "diplomacy") == 0)
		return " movement=1d retreat=12h adjustment=12h";
	return "";
}

static void setup(void)
{
	nclasses = game_class_count();
	if (nclasses > 32)
		abort();
	fz_path(work, sizeof work, "games");
	for (int k = 0; k < nclasses; k++) {
		const game_class *cls = game_class_at(k);
		char tag[64], line[256];
		snprintf(tag, sizeof tag, "games-%s", cls->name);
		fz_path(tmpl[k], sizeof tmpl[k], tag);
		engine *e = fz_create(tmpl[k], NULL);
		for (size_t i = 0; i < sizeof people / sizeof *people; i++) {
			snprintf(line, sizeof line, "join %s", people[i]);
			fz_must(e, "admin", line, NULL);
		}
		/* The opener referees, or plays where the class has no referee. */
		const char *opener = cls->referees ? "ref" : "alice";
		snprintf(line, sizeof line, "game new %s%s", cls->name, options(cls->name));
		fz_must(e, opener, line, NULL);
		int max = cls->max_players; /* 0: the nomic's players less one */
		for (size_t i = 1, seats = cls->referees ? 0 : 1; i < sizeof people / sizeof *people;
		     i++) {
			if (strcmp(people[i], opener) == 0 || (max && (int)seats >= max))
				continue;
			seats += fz_poke(e, people[i], "game join 1");
		}
		fz_must(e, opener, "game start 1", NULL);
		engine_close(e);
	}
}

static void utf8_or_abort(const char *what, const char *s)
{
	if (s && !utf8_valid(s, strlen(s))) {
		fprintf(stderr, "fuzz: the %s is not valid UTF-8\n", what);
		abort();
	}
}

/* The views of game 1 for one viewer (0-8), or for every viewer (-1). */
static void render(engine *e, int only)
{
	static const char *const viewers[] = {NULL, "admin", "ref", "alice", "bob", "carol",
					      "dave", "erin", "mallory"};
	const nomic *n = engine_read_begin(e);
	const game *g = game_by_id(n, 1);
	if (!g)
		abort(); /* nothing deletes a game */
	for (size_t i = 0; i < sizeof viewers / sizeof *viewers; i++) {
		if (only >= 0 && (size_t)only != i)
			continue;
		json_t *j = view_game(n, viewers[i], 1);
		if (!j || !json_object_get(j, "id") || !json_object_get(j, "class") ||
		    !json_object_get(j, "status") || !json_object_get(j, "players") ||
		    (g->status == GS_ENDED && !json_object_get(j, "result")) ||
		    (g->status != GS_PENDING && g->cls->view && !json_object_get(j, "state"))) {
			fprintf(stderr, "fuzz: the JSON view for %s lacks a field\n",
				viewers[i] ? viewers[i] : "the public");
			abort();
		}
		char *dump = json_dumps(j, JSON_COMPACT);
		if (!dump)
			abort();
		utf8_or_abort("JSON view", dump);
		free(dump);
		json_decref(j);
		gviewer v = game_viewer(n, g, viewers[i]);
		sbuf t = {0};
		game_view_text(n, g, &v, &t);
		utf8_or_abort("text view", t.s);
		sbuf_free(&t);
	}
	char *svg = go_board_svg(n, g);
	utf8_or_abort("board", svg);
	free(svg);
	if (g->cls == &diplomacy_class) {
		sbuf b = {0};
		dg_svg(g, &b);
		if (!b.len)
			abort();
		utf8_or_abort("map", b.s);
		sbuf_free(&b);
	}
	engine_read_end(e);
}

static const char *actor_of(char c)
{
	if (c == 'r')
		return "ref";
	if (c >= 'a' && c <= 'e')
		return people[c - 'a' + 1];
	if (c == 'A')
		return "admin";
	return NULL;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!nclasses)
		setup();
	if (size < 1 || size > 8192)
		return 0;
	char *text = fz_string(data, size);
	char *p = text, *nl = strchr(p, '\n');
	int k = -1;
	if (nl) {
		*nl = '\0';
		for (int i = 0; i < nclasses; i++)
			if (strcmp(p, game_class_at(i)->name) == 0)
				k = i;
		p = nl + 1;
	}
	if (k < 0) {
		k = data[0] % nclasses;
		p = text + (text[0] != '\0');
		if (nl)
			p = nl + 1;
	}
	fz_copy(tmpl[k], work);
	engine *e = fz_open(work);
	for (int step = 0; *p && step < MAX_STEPS; step++) {
		nl = strchr(p, '\n');
		if (nl)
			*nl = '\0';
		const char *actor = actor_of(p[0]);
		char clk = p[0] ? p[1] : '\0';
		const char *move = p[0] && p[1] ? p + 2 : "";
		if (*move == ' ')
			move++;
		uint64_t head = engine_head(e);
		char line[8300];
		if (clk >= '1' && clk <= '9')
			snprintf(line, sizeof line, "clock advance %dh", clk - '0');
		else if (clk >= 'a' && clk <= 'z')
			snprintf(line, sizeof line, "clock advance %dd", clk - 'a' + 1);
		else
			line[0] = '\0';
		if (line[0])
			fz_poke(e, "admin", line);
		if (*move == '!')
			snprintf(line, sizeof line, "%s", move + 1);
		else
			snprintf(line, sizeof line, "play 1 %s", move);
		fz_poke(e, actor, line);
		if (engine_head(e) != head)
			render(e, step % 9);
		if (!nl)
			break;
		p = nl + 1;
	}
	render(e, -1);
	engine_close(e);
	uint64_t count, bad;
	char why[512];
	if (engine_verify(work, &count, &bad, why, sizeof why)) {
		fprintf(stderr, "fuzz: the log does not verify: event %llu: %s\n",
			(unsigned long long)bad, why);
		abort();
	}
	free(text);
	return 0;
}
