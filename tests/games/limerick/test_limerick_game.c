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

#include "gametest.h"
#include "nomictest.h"

static int gid = 1;
static const char *const names[] = {"alice", "bob", "carol", "dave", "erin", "frank"};


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
	gt_views(f.e, gid, "Sealedalice", (const char *const[]){"alice", "admin", NULL},
	      (const char *const[]){"public", "erin", "bob", "frank", NULL});
	gt_logs(f.e, "Sealedalice", (const char *const[]){"alice", "admin", NULL},
	     (const char *const[]){"public", "erin", "bob", "frank", NULL});
	run(f.e, "erin", "play 1 limerick Sealederin about alice");
	gt_views(f.e, gid, "Sealederin", (const char *const[]){"erin", "admin", NULL},
	      (const char *const[]){"public", "alice", "bob", NULL});
	/* Both in: the clock shows both to everyone. */
	run(f.e, "frank", "games");
	gt_views(f.e, gid, "Sealedalice", (const char *const[]){"public", "bob", "erin", NULL},
	      (const char *const[]){NULL});
	gt_views(f.e, gid, "Sealederin", (const char *const[]){"public", "alice", NULL},
	      (const char *const[]){NULL});
	/* Votes: hidden events; each voter sees eir own. erin referees but
	 * plays too, so e sees no list of votes (ruling). */
	run(f.e, "bob", "play 1 vote alice");
	run(f.e, "frank", "play 1 vote erin");
	gt_logs(f.e, "play 1 vote alice", (const char *const[]){"bob", "admin", NULL},
	     (const char *const[]){"public", "alice", "erin", "frank", NULL});
	gt_views(f.e, gid, "\"voter\"", (const char *const[]){"admin", NULL},
	      (const char *const[]){"public", "alice", "bob", "erin", "frank", NULL});
	char *b = gt_view_text(f.e, "bob", gid);
	assert_non_null(strstr(b, "\"your vote\""));
	free(b);
	char *p = gt_view_text(f.e, NULL, gid);
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
	gt_views(f.e, gid, "Sealed2a", (const char *const[]){"alice", "admin", NULL},
	      (const char *const[]){"public", "bob", "erin", "carol", NULL});
	run(f.e, "carol", "play 2 vote bob");
	gt_views(f.e, gid, "\"voter\":\"carol\"", (const char *const[]){"erin", "admin", NULL},
	      (const char *const[]){"public", "alice", "bob", "carol", "dave", NULL});
	/* The count: only the tallies become public, never who voted how. */
	run(f.e, "admin", "clock advance 3d");
	gt_views(f.e, gid, "\"votes\":1", (const char *const[]){"public", NULL}, (const char *const[]){NULL});
	gt_views(f.e, gid, "\"voter\"", (const char *const[]){NULL},
	      (const char *const[]){"public", "alice", "carol", NULL});
	gt_logs(f.e, "play 2 vote bob", (const char *const[]){"carol", "admin", NULL},
	     (const char *const[]){"public", "alice", "bob", "erin", NULL});
	char *before = gt_view_text(f.e, "admin", gid);
	reopen(&f);
	char *after = gt_view_text(f.e, "admin", gid);
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
