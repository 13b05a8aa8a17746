/* test_boards.c: the Go-family game modules (scgo_game.c, polgo_game.c)
 * through the engine: a Single Capture Go move is a secret until its round
 * is resolved (no view, no public log entry and no board picture may show
 * it to anyone but its mover, the referee and the admin), and a nomic with
 * these games reopens (replays its log, R369's random ties included) to the
 * same views and boards. A Viruses move is secret in the same way. */
#include "core/engine.h"
#include "games/framework/games.h"
#include "games/go/go_boards.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "nomictest.h"
#include <sodium.h>


static char *game_json(engine *e, const char *viewer, int id)
{
	const nomic *n = engine_read_begin(e);
	json_t *j = view_game(n, viewer, id);
	engine_read_end(e);
	char *s = json_dumps(j, JSON_COMPACT);
	json_decref(j);
	return s;
}

static char *game_svg(engine *e, int id)
{
	const nomic *n = engine_read_begin(e);
	const game *g = game_by_id(n, id);
	char *s = g ? go_board_svg(n, g) : NULL;
	engine_read_end(e);
	return s;
}

static char *log_json(engine *e, const char *viewer)
{
	json_t *j = engine_log_json(e, 1, 1000, viewer);
	char *s = json_dumps(j, JSON_COMPACT);
	json_decref(j);
	return s;
}

static void expect_in(char *s, const char *what, int yes, const char *who)
{
	if (!!strstr(s, what) != yes)
		fail_msg("%s %s '%s' in %s", who, yes ? "should see" : "sees", what, s);
	free(s);
}

/* R1250.13 IV: a play is mailed privately to the referee. */
static void test_leak_scgo(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "dave", "game new scgo");
	run(f.e, "alice", "game join 1");
	run(f.e, "bob", "game join 1");
	run(f.e, "carol", "game join 1");
	run(f.e, "dave", "game start 1");
	char *svg_before = game_svg(f.e, 1);
	assert_non_null(svg_before);
	run(f.e, "alice", "play 1 move d4");
	const char *ok[] = {"alice", "dave", "admin"};
	const char *no[] = {NULL, "bob", "carol", "erin"};
	for (int i = 0; i < 3; i++)
		expect_in(game_json(f.e, ok[i], 1), "\"move\":\"d4\"", 1, ok[i]);
	expect_in(log_json(f.e, "alice"), "move d4", 1, "alice");
	expect_in(log_json(f.e, "admin"), "move d4", 1, "admin");
	for (int i = 0; i < 4; i++) {
		const char *who = no[i] ? no[i] : "the public";
		expect_in(game_json(f.e, no[i], 1), "\"d4\"", 0, who);
		expect_in(log_json(f.e, no[i]), "move d4", 0, who);
	}
	/* The board picture shows resolved rounds only. */
	char *svg_after = game_svg(f.e, 1);
	assert_string_equal(svg_before, svg_after);
	free(svg_before);
	free(svg_after);
	/* Once the round is resolved (in a public event of the clock's), the
	 * move is public. */
	run(f.e, "bob", "play 1 move a1");
	run(f.e, "carol", "play 1 move f6");
	run(f.e, NULL, "games");
	expect_in(game_json(f.e, NULL, 1), "\"move\":\"d4\"", 1, "the public");
	char *before = game_json(f.e, "admin", 1);
	reopen(&f);
	char *after = game_json(f.e, "admin", 1);
	assert_string_equal(before, after);
	free(before);
	free(after);
	close_nomic(&f);
}

/* R1250.16 4: "The referee shall not reveal any move to any player other
 * than the one who made it until the end of that turn." */
static void test_leak_viruses(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "dave", "game new viruses");
	run(f.e, "alice", "game join 1");
	run(f.e, "bob", "game join 1");
	run(f.e, "dave", "game start 1");
	char *svg_before = game_svg(f.e, 1);
	run(f.e, "alice", "play 1 place 1,9");
	const char *ok[] = {"alice", "dave", "admin"};
	const char *no[] = {NULL, "bob", "carol"};
	for (int i = 0; i < 3; i++)
		expect_in(game_json(f.e, ok[i], 1), "place 1,9", 1, ok[i]);
	expect_in(log_json(f.e, "alice"), "place 1,9", 1, "alice");
	for (int i = 0; i < 3; i++) {
		const char *who = no[i] ? no[i] : "the public";
		expect_in(game_json(f.e, no[i], 1), "place 1,9", 0, who);
		expect_in(log_json(f.e, no[i]), "place 1,9", 0, who);
	}
	char *svg_after = game_svg(f.e, 1);
	assert_string_equal(svg_before, svg_after);
	free(svg_before);
	free(svg_after);
	char *before = game_json(f.e, "admin", 1);
	reopen(&f);
	char *after = game_json(f.e, "admin", 1);
	assert_string_equal(before, after);
	free(before);
	free(after);
	close_nomic(&f);
}

/* A Nomic R369: the tie for k10 (two adjacent Stones each) is drawn from
 * the engine's rng; the replay must draw it the same way. */
static void test_replay_pgo(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "dave", "game new pgo");
	run(f.e, "alice", "game join 1");
	run(f.e, "bob", "game join 1");
	run(f.e, "dave", "game start 1");
	run(f.e, "carol", "game join 1");
	run(f.e, "admin", "mint 100 points to alice");
	run(f.e, "admin", "mint 100 points to carol");
	run(f.e, "alice", "play 1 buy 3");
	run(f.e, "bob", "play 1 buy");
	run(f.e, "carol", "play 1 buy 3");
	run(f.e, "bob", "play 1 place k10");
	run(f.e, "carol", "play 1 place j10");
	run(f.e, "alice", "play 1 place k11");
	run(f.e, "admin", "clock advance 19h");
	run(f.e, "carol", "play 1 place l10");
	run(f.e, "alice", "play 1 place k9");
	char *before = game_json(f.e, NULL, 1);
	char *svg = game_svg(f.e, 1);
	assert_non_null(strstr(svg, "<svg"));
	assert_non_null(strstr(before, "\"captured\":1"));
	reopen(&f);
	char *after = game_json(f.e, NULL, 1);
	char *svg2 = game_svg(f.e, 1);
	assert_string_equal(before, after);
	assert_string_equal(svg, svg2);
	free(before);
	free(after);
	free(svg);
	free(svg2);
	close_nomic(&f);
}

/* Only the Go-family games have a board picture, and only once started. */
static void test_svg_classes(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "dave", "game new scgo");
	assert_null(game_svg(f.e, 1));
	run(f.e, "dave", "game new pureskill");
	run(f.e, "alice", "game join 2");
	run(f.e, "bob", "game join 2");
	run(f.e, "carol", "game join 2");
	run(f.e, "dave", "game start 2");
	assert_null(game_svg(f.e, 2));
	assert_null(game_svg(f.e, 3));
	run(f.e, "dave", "game new tromino");
	run(f.e, "alice", "game join 3");
	run(f.e, "bob", "game join 3");
	run(f.e, "dave", "game start 3");
	char *svg = game_svg(f.e, 3);
	assert_non_null(svg);
	assert_non_null(strstr(svg, "<svg"));
	free(svg);
	close_nomic(&f);
}

int main(void)
{
	if (sodium_init() < 0)
		return 1;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_leak_scgo),
		cmocka_unit_test(test_leak_viruses),
		cmocka_unit_test(test_replay_pgo),
		cmocka_unit_test(test_svg_classes),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
