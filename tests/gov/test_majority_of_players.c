/* test_majority_of_players.c: the "majority-of-players" method, A Nomic's
 * Motion to Show Cards (seed 001, R396). */
#include "govtest.h"

enum { FOR = 1, AGAINST };

static enum decision_result mop(const tally *t, int at_close)
{
	return decide_cfg("majority-of-players", t, NULL, at_close, "A Nomic R396");
}

static void test_shape(void **state)
{
	(void)state;
	const vote_method *m = must_find("majority-of-players");
	assert_int_equal(m->decides_early, 1);
	assert_int_equal(m->defaults.window, 2 * DAY);
	assert_int_equal(method_ballot(m, "For"), FOR);
	assert_int_equal(method_ballot(m, "against"), AGAINST);
}

static void test_majority_passes_at_once(void **state)
{
	(void)state;
	tally t = question(5, 1);
	vote(&t, FOR, 3);
	assert_int_equal(mop(&t, 0), DECIDE_ADOPTED);
	t = question(6, 1);
	vote(&t, FOR, 3); /* half of 6 */
	assert_int_equal(mop(&t, 0), DECIDE_OPEN);
	assert_int_equal(mop(&t, 1), DECIDE_REJECTED);
	vote(&t, FOR, 1);
	assert_int_equal(mop(&t, 0), DECIDE_ADOPTED);
}

static void test_of_players_not_of_votes(void **state)
{
	(void)state;
	tally t = question(5, 2 * DAY);
	vote(&t, FOR, 2);
	assert_int_equal(mop(&t, 0), DECIDE_OPEN);
	assert_int_equal(mop(&t, 1), DECIDE_REJECTED);
}

static void test_against(void **state)
{
	(void)state;
	tally t = question(5, DAY);
	vote(&t, AGAINST, 3); /* votes may change: not the end of it */
	assert_int_equal(mop(&t, 0), DECIDE_OPEN);
	assert_int_equal(mop(&t, 1), DECIDE_REJECTED);
	t = question(4, DAY);
	vote(&t, FOR, 2);
	vote(&t, AGAINST, 2);
	assert_int_equal(mop(&t, 1), DECIDE_REJECTED); /* a tie is no majority */
}

static void test_no_players(void **state)
{
	(void)state;
	tally t = question(0, 2 * DAY);
	assert_int_equal(mop(&t, 0), DECIDE_OPEN);
	assert_int_equal(mop(&t, 1), DECIDE_REJECTED);
}

static void test_players_not_strength(void **state)
{
	(void)state;
	tally t = question(5, DAY);
	cast(&t, FOR, 1, 100);
	assert_int_equal(mop(&t, 1), DECIDE_REJECTED);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		CLAUSE("A Nomic R396: FOR, AGAINST, 2 days (reading)", test_shape),
		CLAUSE("A Nomic R396: passes once a majority of Players vote FOR",
		       test_majority_passes_at_once),
		CLAUSE("A Nomic R396: a majority of Players, not of votes",
		       test_of_players_not_of_votes),
		CLAUSE("A Nomic R396 (reading): AGAINST does not end it early", test_against),
		CLAUSE("A Nomic R396: no Players, no majority", test_no_players),
		CLAUSE("A Nomic R396: Players count, not strength", test_players_not_strength),
	};
	return cmocka_run_group_tests_name("gov_majority_of_players", tests, NULL, NULL);
}
