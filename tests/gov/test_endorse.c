/* test_endorse.c: the "endorse" method, Ackanomic's Game Submissions
 * (seed 002, R1250.1 V c-e). */
#include "govtest.h"

enum { ENDORSE = 1, VETO };

static enum decision_result endorse(const tally *t, int at_close)
{
	return decide_cfg("endorse", t, NULL, at_close, "Ackanomic R1250.1 V");
}

static void test_shape(void **state)
{
	(void)state;
	const vote_method *m = must_find("endorse");
	assert_int_equal(m->defaults.window, 7 * DAY);
	assert_int_equal(m->defaults.min_endorse, 4);
	assert_int_equal(m->defaults.pct_endorse, 10);
	assert_int_equal(m->defaults.min_wait, 3 * DAY);
	assert_int_equal(m->changeable, 0);
	assert_int_equal(method_ballot(m, "endorse"), ENDORSE);
	assert_int_equal(method_ballot(m, "Veto"), VETO);
}

/* Endorsements `got` of `active` Active Players, 5 days after posting. */
static enum decision_result with(int64_t got, int64_t active)
{
	tally t = question(active, 5 * DAY);
	vote(&t, ENDORSE, got);
	return endorse(&t, 0);
}

static void test_at_least_four(void **state)
{
	(void)state;
	assert_int_equal(with(3, 10), DECIDE_OPEN);
	assert_int_equal(with(4, 10), DECIDE_ADOPTED);
	assert_int_equal(with(4, 5), DECIDE_ADOPTED);
	assert_int_equal(with(4, 0), DECIDE_ADOPTED);
	assert_int_equal(with(3, 0), DECIDE_OPEN);
}

static void test_ten_percent_if_greater(void **state)
{
	(void)state;
	assert_int_equal(with(4, 40), DECIDE_ADOPTED); /* 10% is 4 */
	assert_int_equal(with(4, 41), DECIDE_OPEN);    /* 4.1: at least 5 */
	assert_int_equal(with(5, 41), DECIDE_ADOPTED);
	assert_int_equal(with(4, 45), DECIDE_OPEN); /* 4.5: at least 5 */
	assert_int_equal(with(5, 50), DECIDE_ADOPTED);
	assert_int_equal(with(10, 101), DECIDE_OPEN); /* 10.1 */
	assert_int_equal(with(11, 101), DECIDE_ADOPTED);
	assert_int_equal(with(100, 1000), DECIDE_ADOPTED);
	assert_int_equal(with(99, 1000), DECIDE_OPEN);
}

static void test_rejected_after_seven_days(void **state)
{
	(void)state;
	tally t = question(10, 7 * DAY);
	vote(&t, ENDORSE, 3);
	assert_int_equal(endorse(&t, 1), DECIDE_REJECTED);
	t = question(10, 7 * DAY);
	assert_int_equal(endorse(&t, 1), DECIDE_REJECTED); /* nobody endorsed */
	vote(&t, ENDORSE, 4);
	assert_int_equal(endorse(&t, 1), DECIDE_ADOPTED);
}

static void test_accepted_at_three_days(void **state)
{
	(void)state;
	tally t = question(10, DAY);
	vote(&t, ENDORSE, 4); /* approved on day 1 ... */
	assert_int_equal(endorse(&t, 0), DECIDE_OPEN);
	assert_non_null(strstr(why, "approved"));
	t.elapsed = 3 * DAY - 1;
	assert_int_equal(endorse(&t, 0), DECIDE_OPEN);
	t.elapsed = 3 * DAY; /* ... accepted 3 days after posting */
	assert_int_equal(endorse(&t, 0), DECIDE_ADOPTED);
	t.elapsed = 6 * DAY; /* approved later: accepted when approved */
	assert_int_equal(endorse(&t, 0), DECIDE_ADOPTED);
}

static void test_veto(void **state)
{
	(void)state;
	tally t = question(10, 0);
	vote(&t, VETO, 1);
	assert_int_equal(endorse(&t, 0), DECIDE_REJECTED);
	t = question(10, 2 * DAY);
	vote(&t, ENDORSE, 9); /* approved, not yet accepted: still vetoable */
	assert_int_equal(endorse(&t, 0), DECIDE_OPEN);
	vote(&t, VETO, 1);
	assert_int_equal(endorse(&t, 0), DECIDE_REJECTED);
	assert_non_null(strstr(why, "V c"));
	t.elapsed = 7 * DAY;
	assert_int_equal(endorse(&t, 1), DECIDE_REJECTED);
	t = question(10, 5 * DAY);
	vote(&t, ENDORSE, 9);
	t.weight[VETO] = 1; /* any VETO weight, however the engine counts it */
	assert_int_equal(endorse(&t, 0), DECIDE_REJECTED);
	t = question(10, 5 * DAY);
	vote(&t, ENDORSE, 9);
	cast(&t, VETO, 1, 0); /* the office vetoes, not a strength: 0 still counts */
	assert_int_equal(endorse(&t, 0), DECIDE_REJECTED);
}

static void test_players_not_strength(void **state)
{
	(void)state;
	tally t = question(10, 5 * DAY);
	cast(&t, ENDORSE, 2, 10);
	assert_int_equal(endorse(&t, 1), DECIDE_REJECTED);
}

static void test_other_percent(void **state)
{
	(void)state;
	method_config cfg = must_find("endorse")->defaults;
	cfg.pct_endorse = 1000; /* more than everyone: never met, no overflow */
	tally t = question(INT64_MAX, 5 * DAY);
	vote(&t, ENDORSE, INT64_MAX - 1);
	assert_int_equal(decide_cfg("endorse", &t, &cfg, 1, "R1250.1"), DECIDE_REJECTED);
	cfg.pct_endorse = 50;
	cfg.min_endorse = 0;
	t = question(7, 5 * DAY);
	vote(&t, ENDORSE, 3); /* 3.5 needed: 4 */
	assert_int_equal(decide_cfg("endorse", &t, &cfg, 1, "R1250.1"), DECIDE_REJECTED);
	vote(&t, ENDORSE, 1);
	assert_int_equal(decide_cfg("endorse", &t, &cfg, 1, "R1250.1"), DECIDE_ADOPTED);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		CLAUSE("Ackanomic R1250.1 V: ENDORSE or VETO, 4, 10%, 3 and 7 days", test_shape),
		CLAUSE("Ackanomic R1250.1 V d: at least 4 Active Players", test_at_least_four),
		CLAUSE("Ackanomic R1250.1 V d: or 10% of the Active Players, whichever is greater",
		       test_ten_percent_if_greater),
		CLAUSE("Ackanomic R1250.1 V d: otherwise rejected when the 7 days expire",
		       test_rejected_after_seven_days),
		CLAUSE("Ackanomic R1250.1 V e: accepted at the later of approval and 3 days",
		       test_accepted_at_three_days),
		CLAUSE("Ackanomic R1250.1 V c: a veto before acceptance rejects", test_veto),
		CLAUSE("Ackanomic R1250.1 V d: endorsements count Players", test_players_not_strength),
		CLAUSE("Ackanomic R1250.1 V d: the percentage is configurable", test_other_percent),
	};
	return cmocka_run_group_tests_name("gov_endorse", tests, NULL, NULL);
}
