/* test_similarity.c: the pure core of A Nomic's Similarity Game (seed 001,
 * R337 Limits and guidelines: "a list containing at least three distinct
 * items"), with no engine. */
#include "games/similarity/similarity.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

static void test_list(void **state)
{
	(void)state;
	int n, d;
	assert_int_equal(sim_check_list("apple, cherry, fire truck", 3, &n, &d), SIM_OK);
	assert_int_equal(n, 3);
	assert_int_equal(d, 3);
	/* Distinct: compared trimmed and without regard to case. */
	assert_int_equal(sim_check_list("apple,  Apple , cherry", 3, &n, &d), SIM_TOO_FEW);
	assert_int_equal(n, 3);
	assert_int_equal(d, 2);
	assert_int_equal(sim_check_list("apple, Apple, cherry, plum", 3, &n, &d), SIM_OK);
	assert_int_equal(d, 3);
	/* A single phrase is one item. */
	assert_int_equal(sim_check_list("apples and cherries", 3, &n, &d), SIM_TOO_FEW);
	assert_int_equal(d, 1);
	/* Empty items: between commas, trailing, or nothing at all. */
	assert_int_equal(sim_check_list("apple, , cherry", 3, &n, &d), SIM_EMPTY_ITEM);
	assert_int_equal(n, 1);
	assert_int_equal(sim_check_list("a, b, c,", 3, &n, &d), SIM_EMPTY_ITEM);
	assert_int_equal(sim_check_list("", 3, &n, &d), SIM_EMPTY_ITEM);
	assert_int_equal(sim_check_list("   ", 3, &n, &d), SIM_EMPTY_ITEM);
	/* The minimum is the caller's (the parameter similarity.items). */
	assert_int_equal(sim_check_list("a, b", 2, &n, &d), SIM_OK);
	assert_int_equal(sim_check_list("a, b, c", 4, &n, &d), SIM_TOO_FEW);
}

static void test_long(void **state)
{
	(void)state;
	char buf[4000];
	size_t k = 0;
	for (int i = 0; i < 300; i++)
		k += (size_t)snprintf(buf + k, sizeof buf - k, "%sx%d", i ? "," : "", i % 280);
	int n, d;
	assert_int_equal(sim_check_list(buf, 3, &n, &d), SIM_OK);
	assert_int_equal(n, 300);
	assert_true(d >= 256 && d <= 280); /* items past the 256th are counted as new */
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_list),
		cmocka_unit_test(test_long),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
