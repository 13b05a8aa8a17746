/* test_diplomacy_game.c: the secrecy of Diplomacy orders (R1250.14 IV: orders
 * go to the referee until adjudicated). After a player's hidden orders, no
 * view and no log entry may show them to anyone but their player, the
 * referee and the admin; after the deadline the results are public. Also:
 * the nomic reopens (replays) to the same views, and the SVG board. */
#include "core/engine.h"
#include "games/diplomacy/diplomacy_game.h"
#include "games/framework/games.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>
#include <sodium.h>

#include "nomictest.h"

static int submit(engine *e, const char *actor, const char *line)
{
	reply r;
	engine_submit(e, actor, line, &r);
	int ok = r.ok;
	reply_free(&r);
	return ok;
}

static void open_dip_nomic(nomic_file *f)
{
	static const char *const names[] = {"alice", "bob", "carol", "ref"};
	open_nomic_with(f, names, 4);
}

static char *game_json(engine *e, const char *viewer)
{
	const nomic *n = engine_read_begin(e);
	json_t *j = view_game(n, viewer, 1);
	engine_read_end(e);
	char *s = json_dumps(j, JSON_COMPACT);
	json_decref(j);
	return s;
}

static char *log_json(engine *e, const char *viewer)
{
	json_t *j = engine_log_json(e, 1, 1000, viewer);
	char *s = json_dumps(j, JSON_COMPACT);
	json_decref(j);
	return s;
}

/* view, log: 1 must see, 0 must not, -1 either. */
static void sees(engine *e, const char *viewer, const char *what, int view, int log)
{
	char *s = game_json(e, viewer);
	if (view >= 0 && !strstr(s, what) != !view)
		fail_msg("%s %s '%s' in the view: %s", viewer ? viewer : "the public",
			 view ? "should see" : "sees", what, s);
	free(s);
	s = log_json(e, viewer);
	if (log >= 0 && !strstr(s, what) != !log)
		fail_msg("%s %s '%s' in the log", viewer ? viewer : "the public",
			 log ? "should see" : "sees", what);
	free(s);
}

/* Two players: one plays England, France and Russia, the other Austria,
 * Germany and Turkey (the 1976 rules); the deal is random, so find who. */
static void start_game(nomic_file *f, const char **french, const char **other)
{
	run(f->e, "ref", "game new diplomacy movement=1d");
	run(f->e, "alice", "game join 1");
	run(f->e, "bob", "game join 1");
	run(f->e, "ref", "game start 1");
	*french = submit(f->e, "alice", "play 1 A par-bur") ? "alice" : "bob";
	*other = strcmp(*french, "alice") ? "alice" : "bob";
	if (strcmp(*french, "bob") == 0)
		run(f->e, "bob", "play 1 A par-bur");
}

static void test_leak_orders(void **state)
{
	(void)state;
	nomic_file f;
	open_dip_nomic(&f);
	const char *fr, *other;
	start_game(&f, &fr, &other);
	run(f.e, other, "play 1 A vie-gal");
	/* The view's form of the order, and the move's text in the log. */
	const char *viewers[] = {NULL, "alice", "bob", "carol", "ref", "admin"};
	for (int i = 0; i < 6; i++) {
		const char *v = viewers[i];
		int mine = v && strcmp(v, fr) == 0, theirs = v && strcmp(v, other) == 0;
		int ref = v && !strcmp(v, "ref"), admin = v && !strcmp(v, "admin");
		/* The view: the order's player, the referee, the admin. The log:
		 * the move's author and the admin (the referee may or may not). */
		sees(f.e, v, "A par - bur", mine || ref || admin, mine || admin ? -1 : ref ? -1 : 0);
		sees(f.e, v, "play 1 A par-bur", 0, mine || admin ? 1 : ref ? -1 : 0);
		sees(f.e, v, "A vie - gal", theirs || ref || admin, theirs || admin || ref ? -1 : 0);
		sees(f.e, v, "play 1 A vie-gal", 0, theirs || admin ? 1 : ref ? -1 : 0);
	}
	/* Orders given is public; after the deadline the results are too. */
	sees(f.e, NULL, "\"orders given\":1", 1, 0);
	run(f.e, "admin", "clock advance 1d");
	for (int i = 0; i < 4; i++) {
		sees(f.e, viewers[i], "A par - bur: moves to bur", 1, -1);
		sees(f.e, viewers[i], "A vie - gal: moves to gal", 1, -1);
		sees(f.e, viewers[i], "\"orders\":[\"F bre", 0, -1);
	}
	/* Replay: the reopened nomic shows everyone the same game. */
	char *before[6];
	for (int i = 0; i < 6; i++)
		before[i] = game_json(f.e, viewers[i]);
	run(f.e, fr, "play 1 F bre-mao");
	reopen(&f);
	run(f.e, fr, "play 1 clear");
	for (int i = 0; i < 6; i++) {
		char *after = game_json(f.e, viewers[i]);
		assert_string_equal(before[i], after);
		free(before[i]);
		free(after);
	}
	close_nomic(&f);
}

static void test_svg(void **state)
{
	(void)state;
	nomic_file f;
	open_dip_nomic(&f);
	const char *fr, *other;
	start_game(&f, &fr, &other);
	run(f.e, "admin", "clock advance 1d");
	const nomic *n = engine_read_begin(f.e);
	sbuf b = {0};
	dg_svg(game_by_id(n, 1), &b);
	engine_read_end(f.e);
	assert_non_null(strstr(b.s, "<svg xmlns=\"http://www.w3.org/2000/svg\""));
	assert_non_null(strstr(b.s, "Fall 1901 Movement"));
	assert_non_null(strstr(b.s, "</svg>\n"));
	/* 22 units, each a mark; 7 powers in the legend. */
	int marks = 0;
	for (const char *p = b.s; (p = strstr(p, "<rect x=")); p++)
		marks++;
	assert_int_equal(marks, 22 + 7);
	/* The pending orders never reach the drawing. */
	assert_null(strstr(b.s, " - "));
	sbuf_free(&b);
	close_nomic(&f);
}

int main(void)
{
	if (sodium_init() < 0)
		return 1;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_leak_orders),
		cmocka_unit_test(test_svg),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
