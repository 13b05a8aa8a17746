/* test_sum.c: the "sum" method, A Nomic's Secondary Unilateral Motion
 * (seed 001, R336). */
#include "govtest.h"

enum { OBJECT = 1 };

static enum decision_result sum(const tally *t, int at_close)
{
	return decide_cfg("sum", t, NULL, at_close, "A Nomic R336");
}

static void test_shape(void **state)
{
	(void)state;
	const vote_method *m = must_find("sum");
	assert_int_equal(m->defaults.window, 2 * DAY);
	assert_int_equal(m->defaults.objections, 1);
	assert_int_equal(m->changeable, 0);
	assert_int_equal(m->decides_early, 1);
	assert_int_equal(method_ballot(m, "object"), OBJECT);
	assert_int_equal(method_ballot(m, "FOR"), 0);
	assert_int_equal(method_ballot(m, "against"), 0);
}

static void test_passes_after_two_days(void **state)
{
	(void)state;
	tally t = question(7, 2 * DAY - 1);
	assert_int_equal(sum(&t, 0), DECIDE_OPEN);
	t.elapsed = 2 * DAY;
	assert_int_equal(sum(&t, 1), DECIDE_ADOPTED);
	t = question(0, 2 * DAY); /* nobody at all: still no objection */
	assert_int_equal(sum(&t, 1), DECIDE_ADOPTED);
}

static void test_one_objection(void **state)
{
	(void)state;
	tally t = question(7, 0);
	vote(&t, OBJECT, 1);
	assert_int_equal(sum(&t, 0), DECIDE_REJECTED); /* at once */
	t.elapsed = 2 * DAY;
	assert_int_equal(sum(&t, 1), DECIDE_REJECTED);
	vote(&t, OBJECT, 4);
	assert_int_equal(sum(&t, 1), DECIDE_REJECTED);
}

static void test_objection_threshold(void **state)
{
	(void)state;
	method_config cfg = must_find("sum")->defaults;
	tally t = question(7, 2 * DAY);
	cfg.objections = 0; /* below 1 is read as 1, not "always rejected" */
	assert_int_equal(decide_cfg("sum", &t, &cfg, 1, "A Nomic R336"), DECIDE_ADOPTED);
	cfg.objections = 3;
	vote(&t, OBJECT, 2);
	assert_int_equal(decide_cfg("sum", &t, &cfg, 1, "A Nomic R336"), DECIDE_ADOPTED);
	vote(&t, OBJECT, 1);
	assert_int_equal(decide_cfg("sum", &t, &cfg, 0, "A Nomic R336"), DECIDE_REJECTED);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		CLAUSE("A Nomic R336: OBJECT only, 2 days, cannot be unvoiced", test_shape),
		CLAUSE("A Nomic R336: passes after 2 days if no objections",
		       test_passes_after_two_days),
		CLAUSE("A Nomic R336: one objection voiced stops it", test_one_objection),
		CLAUSE("A Nomic R336: the objection count is configurable",
		       test_objection_threshold),
	};
	return cmocka_run_group_tests_name("gov_sum", tests, NULL, NULL);
}
