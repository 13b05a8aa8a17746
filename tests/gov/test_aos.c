/* test_aos.c: the "aos" method, Ace of Spades regs 109-110 (seed 004). */
#include "govtest.h"

enum { FOR = 1, AGAINST };

static enum decision_result aos(const tally *t, int at_close)
{
	return decide_cfg("aos", t, NULL, at_close, "Ace of Spades reg 110");
}

static void test_shape(void **state)
{
	(void)state;
	const vote_method *m = must_find("aos");
	assert_int_equal(m->changeable, 0); /* reg 109: no retraction */
	assert_int_equal(m->decides_early, 1);
	assert_int_equal(m->defaults.min_wait, 72 * HOUR);
	assert_int_equal(m->defaults.window, 0); /* reg 110 sets no end */
	assert_int_equal(method_ballot(m, "for"), FOR);
	assert_int_equal(method_ballot(m, "AGAINST"), AGAINST);
	assert_int_equal(method_ballot(m, "PRESENT"), 0);
	assert_int_equal(method_ballot(m, "yes"), 0);
}

static void test_not_before_72_hours(void **state)
{
	(void)state;
	tally t = question(5, 72 * HOUR - 1);
	vote(&t, FOR, 5);
	assert_int_equal(aos(&t, 0), DECIDE_OPEN);
	t = question(5, 0);
	vote(&t, AGAINST, 5);
	assert_int_equal(aos(&t, 0), DECIDE_OPEN);
}

static void test_from_72_hours(void **state)
{
	(void)state;
	tally t = question(5, 72 * HOUR);
	vote(&t, FOR, 3);
	assert_int_equal(aos(&t, 0), DECIDE_ADOPTED);
	t.elapsed = 30 * DAY; /* "at any time starting 72 hours after" */
	assert_int_equal(aos(&t, 0), DECIDE_ADOPTED);
}

static void test_exact_majority_for(void **state)
{
	(void)state;
	tally t = question(6, 4 * DAY);
	vote(&t, FOR, 3); /* half of 6 is not a majority */
	vote(&t, AGAINST, 1);
	assert_int_equal(aos(&t, 0), DECIDE_OPEN);
	vote(&t, FOR, 1);
	assert_int_equal(aos(&t, 0), DECIDE_ADOPTED);
	t = question(1, 4 * DAY);
	vote(&t, FOR, 1);
	assert_int_equal(aos(&t, 0), DECIDE_ADOPTED);
}

static void test_majority_against_fails(void **state)
{
	(void)state;
	tally t = question(5, 3 * DAY);
	vote(&t, AGAINST, 3);
	vote(&t, FOR, 2);
	assert_int_equal(aos(&t, 0), DECIDE_REJECTED);
	t = question(6, 3 * DAY);
	vote(&t, AGAINST, 3);
	assert_int_equal(aos(&t, 0), DECIDE_OPEN);
}

static void test_majority_of_contestants_not_votes(void **state)
{
	(void)state;
	tally t = question(5, 10 * DAY);
	vote(&t, FOR, 2); /* every vote is FOR, but 2 of 5 Contestants */
	assert_int_equal(aos(&t, 0), DECIDE_OPEN);
	/* "current Contestants": when two leave, 2 of 3 is a majority. */
	t.eligible = 3;
	assert_int_equal(aos(&t, 0), DECIDE_ADOPTED);
}

static void test_tie_stays_up_for_vote(void **state)
{
	(void)state;
	tally t = question(4, 100 * DAY);
	vote(&t, FOR, 2);
	vote(&t, AGAINST, 2);
	assert_int_equal(aos(&t, 0), DECIDE_OPEN);
	/* No end is set by reg 110: even if the engine closes it, it is open. */
	assert_int_equal(aos(&t, 1), DECIDE_OPEN);
}

static void test_no_contestants(void **state)
{
	(void)state;
	tally t = question(0, 5 * DAY);
	assert_int_equal(aos(&t, 0), DECIDE_OPEN);
	assert_int_equal(aos(&t, 1), DECIDE_OPEN);
	t = question(3, 5 * DAY);
	assert_int_equal(aos(&t, 1), DECIDE_OPEN);
}

static void test_one_vote_per_contestant(void **state)
{
	(void)state;
	tally t = question(5, 5 * DAY);
	cast(&t, FOR, 1, 10); /* a strength of 10 is still one Contestant */
	cast(&t, AGAINST, 2, 1);
	assert_int_equal(aos(&t, 0), DECIDE_OPEN);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		CLAUSE("Ace of Spades reg 109: FOR or AGAINST, no retraction", test_shape),
		CLAUSE("Ace of Spades reg 110: nothing before 72 hours", test_not_before_72_hours),
		CLAUSE("Ace of Spades reg 110: from the 72nd hour, at any time", test_from_72_hours),
		CLAUSE("Ace of Spades reg 110: a majority FOR adopts, half does not",
		       test_exact_majority_for),
		CLAUSE("Ace of Spades reg 110: a majority AGAINST fails", test_majority_against_fails),
		CLAUSE("Ace of Spades reg 110: a majority of the current Contestants",
		       test_majority_of_contestants_not_votes),
		CLAUSE("Ace of Spades reg 110: a tie stays Up for Vote", test_tie_stays_up_for_vote),
		CLAUSE("Ace of Spades reg 110: no Contestants, no majority", test_no_contestants),
		CLAUSE("Ace of Spades reg 109: one vote per Contestant", test_one_vote_per_contestant),
	};
	return cmocka_run_group_tests_name("gov_aos", tests, NULL, NULL);
}
