/* test_support.c: the "support" method, Arcadia's "with 2 support and
 * without 2 objections" (seed 003) as Agora's dependent actions read it. */
#include "govtest.h"

enum { SUPPORT = 1, OBJECT };

#define CITE "Arcadia, with N support without N objections"

static enum decision_result sup(const tally *t, int at_close)
{
	return decide_cfg("support", t, NULL, at_close, CITE);
}

static void test_shape(void **state)
{
	(void)state;
	const vote_method *m = must_find("support");
	assert_int_equal(m->defaults.support, 2);
	assert_int_equal(m->defaults.objections, 2);
	assert_int_equal(m->defaults.min_wait, 4 * DAY);
	assert_int_equal(m->defaults.window, 14 * DAY);
	assert_int_equal(m->changeable, 1);
	assert_int_equal(method_ballot(m, "support"), SUPPORT);
	assert_int_equal(method_ballot(m, "Object"), OBJECT);
	assert_int_equal(method_ballot(m, "for"), 0);
}

static void test_two_support(void **state)
{
	(void)state;
	tally t = question(6, 4 * DAY);
	vote(&t, SUPPORT, 1);
	assert_int_equal(sup(&t, 0), DECIDE_OPEN);
	assert_int_equal(sup(&t, 1), DECIDE_REJECTED);
	vote(&t, SUPPORT, 1);
	assert_int_equal(sup(&t, 0), DECIDE_ADOPTED);
}

static void test_fewer_than_two_objections(void **state)
{
	(void)state;
	tally t = question(6, 5 * DAY);
	vote(&t, SUPPORT, 2);
	vote(&t, OBJECT, 1);
	assert_int_equal(sup(&t, 0), DECIDE_ADOPTED);
	vote(&t, OBJECT, 1); /* two objections block however many support */
	vote(&t, SUPPORT, 3);
	assert_int_equal(sup(&t, 0), DECIDE_OPEN);
	assert_int_equal(sup(&t, 1), DECIDE_REJECTED);
}

static void test_withdrawn_objection(void **state)
{
	(void)state;
	tally t = question(6, 5 * DAY);
	vote(&t, SUPPORT, 2);
	vote(&t, OBJECT, 2);
	assert_int_equal(sup(&t, 0), DECIDE_OPEN); /* not final: may be withdrawn */
	t.ballots[OBJECT] = 1;
	t.weight[OBJECT] = 1;
	t.voters = 3;
	assert_int_equal(sup(&t, 0), DECIDE_ADOPTED);
}

static void test_waiting_period(void **state)
{
	(void)state;
	tally t = question(6, 4 * DAY - 1);
	vote(&t, SUPPORT, 5);
	assert_int_equal(sup(&t, 0), DECIDE_OPEN);
	assert_non_null(strstr(why, "waiting period"));
	/* A window shorter than the wait can never allow the action. */
	assert_int_equal(sup(&t, 1), DECIDE_REJECTED);
	t.elapsed = 4 * DAY;
	assert_int_equal(sup(&t, 0), DECIDE_ADOPTED);
}

static void test_nobody(void **state)
{
	(void)state;
	tally t = question(0, 14 * DAY);
	assert_int_equal(sup(&t, 0), DECIDE_OPEN);
	assert_int_equal(sup(&t, 1), DECIDE_REJECTED);
}

static void test_parties_not_strength(void **state)
{
	(void)state;
	tally t = question(6, 5 * DAY);
	cast(&t, SUPPORT, 1, 5); /* one party, however strong, is 1 support */
	assert_int_equal(sup(&t, 1), DECIDE_REJECTED);
}

static void test_other_numbers(void **state)
{
	(void)state;
	const vote_method *m = must_find("support");
	method_config cfg = m->defaults;
	cfg.support = 3;
	cfg.objections = 0; /* "with 3 support" alone: objections do not count */
	cfg.min_wait = 0;
	tally t = question(9, 0);
	vote(&t, SUPPORT, 3);
	vote(&t, OBJECT, 5);
	assert_int_equal(decide_cfg("support", &t, &cfg, 0, CITE), DECIDE_ADOPTED);
	cfg.objections = 1; /* "without objection" */
	assert_int_equal(decide_cfg("support", &t, &cfg, 0, CITE), DECIDE_OPEN);
	cfg.support = 0; /* "without 6 objections" alone */
	cfg.objections = 6;
	t = question(9, 0);
	vote(&t, OBJECT, 5);
	assert_int_equal(decide_cfg("support", &t, &cfg, 0, CITE), DECIDE_ADOPTED);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		CLAUSE("Arcadia: SUPPORT or OBJECT, 2 and 2, Agora's 4 and 14 days", test_shape),
		CLAUSE("Arcadia (Agora): with 2 support means at least 2", test_two_support),
		CLAUSE("Arcadia (Agora): without 2 objections means fewer than 2",
		       test_fewer_than_two_objections),
		CLAUSE("Agora: an objection may be withdrawn", test_withdrawn_objection),
		CLAUSE("Agora (seed silent): not before 4 days", test_waiting_period),
		CLAUSE("Arcadia: 0 parties, 0 support, expires", test_nobody),
		CLAUSE("Arcadia: support counts parties", test_parties_not_strength),
		CLAUSE("Agora: other N, and one clause without the other", test_other_numbers),
	};
	return cmocka_run_group_tests_name("gov_support", tests, NULL, NULL);
}
