/* test_hearings.c: the verdict of a Hearing (Ackanomic R360 ¶5-7),
 * hearing_verdict in src/gov/hearings/hearings_state.c, a pure function:
 * the most responses; a tie and no responses inconclusive; the recount
 * without non-player entities; the tied response listed first; a Serious
 * Hearing's response that would modify the ruleset needing R106's
 * majority, else the second most. */
#include "gov/hearings/hearings.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#define MAJ 50 /* hearings.serious: R106 ¶2's majority, more than 50% */

static hearing_result verdict(const int *all, const int *players, int n, int modifies)
{
	hearing_result r;
	hearing_verdict(all, players, n, modifies, MAJ, &r);
	return r;
}

/* R360 ¶5: "whichever valid response was given by the most Players". */
static void test_most(void **state)
{
	(void)state;
	int c[] = {1, 3, 2};
	hearing_result r = verdict(c, c, 3, -1);
	assert_int_equal(r.verdict, 1);
	assert_int_equal(r.tie, 0);
	assert_int_equal(r.total, 6);
	assert_int_equal(r.counts[2], 2);
}

/* R360 ¶5: "or there were no responses": inconclusive; ¶7 has no tied
 * response to choose (docs/RULINGS.md): no verdict. */
static void test_no_responses(void **state)
{
	(void)state;
	int c[] = {0, 0};
	hearing_result r = verdict(c, c, 2, -1);
	assert_int_equal(r.verdict, -1);
}

/* R360 ¶7: still inconclusive after the recount: "whichever of the tied
 * responses appears first in the Rule defining them". */
static void test_tie_first_listed(void **state)
{
	(void)state;
	int c[] = {1, 2, 2};
	hearing_result r = verdict(c, c, 3, -1);
	assert_int_equal(r.verdict, 1); /* not 0: it is not tied */
	assert_int_equal(r.tie, 1);
	int d[] = {2, 1, 2};
	r = verdict(d, d, 3, -1);
	assert_int_equal(r.verdict, 0);
}

/* R360 ¶7: "recount the votes, discounting any cast by a non-Player
 * Entity": 2 to 2 with an entity's among the second's, 2 to 1 without. */
static void test_recount_without_entities(void **state)
{
	(void)state;
	int all[] = {2, 2}, players[] = {1, 2};
	hearing_result r = verdict(all, players, 2, -1);
	assert_int_equal(r.tie, 1);
	assert_int_equal(r.verdict, 1);
}

/* R360 ¶6: a Serious Hearing's modifying response (here the first) with
 * the most but not a majority gives way to the second most. */
static void test_serious_needs_majority(void **state)
{
	(void)state;
	int c[] = {2, 1, 1}; /* 2 of 4: 50%, not more */
	hearing_result r = verdict(c, c, 3, 0);
	assert_int_equal(r.serious_failed, 1);
	assert_int_equal(r.verdict, 1); /* second most, tied: listed first (¶7) */
	int d[] = {3, 1, 1}; /* 3 of 5: 60% */
	r = verdict(d, d, 3, 0);
	assert_int_equal(r.serious_failed, 0);
	assert_int_equal(r.verdict, 0);
	/* Not the modifying response: ¶6 does not touch it. */
	int e[] = {1, 2};
	r = verdict(e, e, 2, 0);
	assert_int_equal(r.verdict, 1);
	assert_int_equal(r.serious_failed, 0);
	/* A tie won by the modifying response listed first: 50%, so the
	 * other (¶6 after ¶7). */
	int f[] = {2, 2};
	r = verdict(f, f, 2, 0);
	assert_int_equal(r.verdict, 1);
	assert_int_equal(r.serious_failed, 1);
	/* Without ¶6 (not Serious, modifies -1) the same counts give the
	 * first listed. */
	r = verdict(f, f, 2, -1);
	assert_int_equal(r.verdict, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_most),
		cmocka_unit_test(test_no_responses),
		cmocka_unit_test(test_tie_first_listed),
		cmocka_unit_test(test_recount_without_entities),
		cmocka_unit_test(test_serious_needs_majority),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
