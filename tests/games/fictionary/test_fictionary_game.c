/* test_fictionary_game.c: Fictionary (Ackanomic R1250.10/6) through the
 * engine: the leak test of everything hidden (the Actual Definition until
 * the round ends, each submission and who sent it, the Brainiac's
 * judgement) in every player's view, the public's, and the log as each
 * sees it (GET /api/v1/games and /api/v1/log are these same views); and
 * the same view after the nomic is rebuilt from its log. */
#include "core/engine.h"
#include "games/fictionary/fict.h"
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

static const char *const names[] = {"alice", "bob", "carol", "dave", "erin", "frank"};

static const int gid = 1; /* the game every test here opens */

static const char *seat_name(engine *e, int who)
{
	const nomic *n = engine_read_begin(e);
	const game *g = game_by_id(n, 1);
	const char *s = holder_name(n, g->seats[who].pid);
	engine_read_end(e);
	return s;
}

static int brainiac(engine *e)
{
	const nomic *n = engine_read_begin(e);
	const game *g = game_by_id(n, 1);
	int b = ((const fi_state *)g->st)->brainiac;
	engine_read_end(e);
	return b;
}

static void test_leaks(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic_with(&f, names, 6);
	run(f.e, "alice", "game new fictionary");
	for (int i = 1; i < 5; i++)
		run(f.e, names[i], "game join 1");
	run(f.e, "alice", "game start 1");
	int b = brainiac(f.e);
	const char *bn = seat_name(f.e, b);
	run(f.e, bn, "play 1 define Secretactual a verbatim definition");
	/* IV 1: the Actual Definition is the Brainiac's until the round ends. */
	const char *others[6];
	int k = 0;
	for (int i = 0; i < 5; i++)
		if (i != b)
			others[k++] = seat_name(f.e, i);
	const char *no[] = {"public", others[0], others[1], others[2], others[3], "frank", NULL};
	const char *yes_b[] = {bn, "admin", NULL};
	gt_views(f.e, gid, "Secretactual", yes_b, no);
	gt_logs(f.e, "Secretactual", yes_b, no);
	run(f.e, bn, "play 1 word zax");
	/* IV 2: each submission to its Bluffer and the Brainiac only. */
	char line[96], needle[32];
	for (int i = 0; i < 4; i++) {
		snprintf(line, sizeof line, "play 1 submit Secretsub%d is a fake", i);
		run(f.e, others[i], line);
		snprintf(needle, sizeof needle, "Secretsub%d", i);
		const char *yes[] = {others[i], bn, "admin", NULL};
		const char *not[6];
		int m = 0;
		not[m++] = "public";
		for (int j = 0; j < 4; j++)
			if (j != i)
				not[m++] = others[j];
		not[m++] = "frank";
		not[m] = NULL;
		gt_views(f.e, gid, needle, yes, not);
		const char *lyes[] = {others[i], "admin", NULL};
		const char *lno[] = {"public", bn, others[(i + 1) % 4], "frank", NULL};
		gt_logs(f.e, needle, lyes, lno);
	}
	/* The clock closes step 2 (the next command runs it): nothing of the
	 * submissions in its public text, the inbox is the Brainiac's. */
	run(f.e, "frank", "games");
	gt_logs(f.e, "Secretsub", (const char *const[]){"admin", NULL},
	     (const char *const[]){"public", "frank", NULL});
	gt_views(f.e, gid, "Secretactual", yes_b, no);
	/* 3: the judgement is hidden (its draws shuffle the list). */
	run(f.e, bn, "play 1 judge");
	gt_logs(f.e, "play 1 judge", (const char *const[]){bn, "admin", NULL},
	     (const char *const[]){"public", others[0], "frank", NULL});
	run(f.e, "frank", "games");
	/* The list is public now, without names: no seat shows a definition
	 * but to its Bluffer; the Actual Definition is on the list. */
	char *pub = gt_view_text(f.e, NULL, gid);
	assert_non_null(strstr(pub, "\"list\""));
	assert_non_null(strstr(pub, "Secretactual"));
	assert_non_null(strstr(pub, "Secretsub0"));
	assert_null(strstr(pub, "\"definition\""));
	assert_null(strstr(pub, "\"submissions\""));
	free(pub);
	char *other = gt_view_text(f.e, others[0], gid);
	assert_non_null(strstr(other, "\"definition\":\"Secretsub0 is a fake\""));
	assert_null(strstr(other, "\"definition\":\"Secretsub1"));
	free(other);
	/* The public log says which text is on the list, never whose. */
	char *pl = gt_log_of(f.e, NULL);
	for (int i = 0; i < 4; i++) {
		snprintf(needle, sizeof needle, "play 1 submit Secretsub%d", i);
		assert_null(strstr(pl, needle));
	}
	free(pl);
	/* The same views once the nomic is rebuilt from its log. */
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
