/* test_limerick_game.c: the Limerick Contest (Ackanomic R1250.8/0)
 * through the engine: the leak test of what is hidden (each limerick until
 * both are in, each vote until the count and then but its tally) in every
 * player's view, the referee's, the public's, and the log as each sees it
 * (GET /api/v1/games and /api/v1/log are these same views); and the same
 * view after the nomic is rebuilt from its log. */
#include "core/engine.h"
#include "games/framework/games.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "nomictest.h"

static int gid = 1;
static const char *const names[] = {"alice", "bob", "carol", "dave", "erin", "frank"};

static char *game_json(engine *e, const char *viewer)
{
	const nomic *n = engine_read_begin(e);
	json_t *j = view_game(n, viewer, gid);
	engine_read_end(e);
	char *s = json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS);
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

/* Who sees what in the views: needle in the view of each viewer listed
 * in yes, and of none in no ("public": nobody signed in). */
static void views(engine *e, const char *needle, const char *const *yes, const char *const *no)
{
	for (; *yes; yes++) {
		char *s = game_json(e, strcmp(*yes, "public") ? *yes : NULL);
		if (!strstr(s, needle))
			fail_msg("%s should see %s in %s", *yes, needle, s);
		free(s);
	}
	for (; *no; no++) {
		char *s = game_json(e, strcmp(*no, "public") ? *no : NULL);
		if (strstr(s, needle))
			fail_msg("%s sees %s in %s", *no, needle, s);
		free(s);
	}
}

/* The log as each sees it. */
static void logs(engine *e, const char *needle, const char *const *yes, const char *const *no)
{
	for (; *yes; yes++) {
		char *s = log_json(e, strcmp(*yes, "public") ? *yes : NULL);
		if (!strstr(s, needle))
			fail_msg("%s should see '%s' in the log", *yes, needle);
		free(s);
	}
	for (; *no; no++) {
		char *s = log_json(e, strcmp(*no, "public") ? *no : NULL);
		if (strstr(s, needle))
			fail_msg("%s sees '%s' in the log", *no, needle);
		free(s);
	}
}

static void test_leaks(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic_with(&f, names, 6);
	run(f.e, "admin", "office create \"Count Tabula\"");
	run(f.e, "admin", "appoint erin \"Count Tabula\"");
	run(f.e, "admin", "office create \"Poet Laureate\"");
	run(f.e, "admin", "appoint frank \"Poet Laureate\"");
	/* Game 1: erin, Count Tabula, plays and referees (2). */
	run(f.e, "erin", "game new limerick play");
	run(f.e, "alice", "game join 1");
	run(f.e, "erin", "game start 1");
	run(f.e, "alice", "play 1 limerick Sealedalice about erin");
	/* Sealed until both are in: alice and the admin only; not erin, who
	 * plays as well as referees. */
	views(f.e, "Sealedalice", (const char *const[]){"alice", "admin", NULL},
	      (const char *const[]){"public", "erin", "bob", "frank", NULL});
	logs(f.e, "Sealedalice", (const char *const[]){"alice", "admin", NULL},
	     (const char *const[]){"public", "erin", "bob", "frank", NULL});
	run(f.e, "erin", "play 1 limerick Sealederin about alice");
	views(f.e, "Sealederin", (const char *const[]){"erin", "admin", NULL},
	      (const char *const[]){"public", "alice", "bob", NULL});
	/* Both in: the clock shows both to everyone. */
	run(f.e, "frank", "games");
	views(f.e, "Sealedalice", (const char *const[]){"public", "bob", "erin", NULL},
	      (const char *const[]){NULL});
	views(f.e, "Sealederin", (const char *const[]){"public", "alice", NULL},
	      (const char *const[]){NULL});
	/* Votes: hidden events; each voter sees eir own. erin referees but
	 * plays too, so e sees no list of votes (ruling). */
	run(f.e, "bob", "play 1 vote alice");
	run(f.e, "frank", "play 1 vote erin");
	logs(f.e, "play 1 vote alice", (const char *const[]){"bob", "admin", NULL},
	     (const char *const[]){"public", "alice", "erin", "frank", NULL});
	views(f.e, "\"voter\"", (const char *const[]){"admin", NULL},
	      (const char *const[]){"public", "alice", "bob", "erin", "frank", NULL});
	char *b = game_json(f.e, "bob");
	assert_non_null(strstr(b, "\"your vote\""));
	free(b);
	char *p = game_json(f.e, NULL);
	assert_null(strstr(p, "\"your vote\""));
	free(p);
	/* Game 2: a referee who does not play sees the votes (they are sent
	 * to em), nobody else does. */
	run(f.e, "alice", "game new limerick");
	run(f.e, "bob", "game join 2");
	run(f.e, "erin", "game start 2");
	run(f.e, "alice", "play 2 limerick Sealed2a");
	run(f.e, "bob", "play 2 limerick Sealed2b");
	gid = 2;
	views(f.e, "Sealed2a", (const char *const[]){"alice", "admin", NULL},
	      (const char *const[]){"public", "bob", "erin", "carol", NULL});
	run(f.e, "carol", "play 2 vote bob");
	views(f.e, "\"voter\":\"carol\"", (const char *const[]){"erin", "admin", NULL},
	      (const char *const[]){"public", "alice", "bob", "carol", "dave", NULL});
	/* The count: only the tallies become public, never who voted how. */
	run(f.e, "admin", "clock advance 3d");
	views(f.e, "\"votes\":1", (const char *const[]){"public", NULL}, (const char *const[]){NULL});
	views(f.e, "\"voter\"", (const char *const[]){NULL},
	      (const char *const[]){"public", "alice", "carol", NULL});
	logs(f.e, "play 2 vote bob", (const char *const[]){"carol", "admin", NULL},
	     (const char *const[]){"public", "alice", "bob", "erin", NULL});
	char *before = game_json(f.e, "admin");
	reopen(&f);
	char *after = game_json(f.e, "admin");
	assert_string_equal(before, after);
	free(before);
	free(after);
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_leaks),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
