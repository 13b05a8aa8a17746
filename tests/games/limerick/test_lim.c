/* test_lim.c: the pure core of the Limerick Contest (Ackanomic R1250.8/0),
 * clause by clause, with no engine: posting once each, the defaults of a
 * missing limerick, the votes (one per player, the last counting), the
 * Poet Laureate's counted twice, and the winner by votes, then by the
 * first posting, then by a draw (4). */
#include "games/limerick/lim.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

static lm_state st;

static void test_post(void **state)
{
	(void)state;
	lm_init(&st, 0);
	assert_int_equal(st.phase, LM_WRITE);
	assert_int_equal(lm_post(&st, 0, "", 5), LM_E_EMPTY);
	char big[LM_MAX_TEXT + 2];
	memset(big, 'a', sizeof big - 1);
	big[sizeof big - 1] = 0;
	assert_int_equal(lm_post(&st, 0, big, 5), LM_E_TOO_LONG);
	assert_int_equal(lm_post(&st, 2, "x", 5), LM_E_PHASE);
	assert_int_equal(lm_post(&st, 0, "first", 5), LM_OK);
	assert_int_equal(lm_post(&st, 0, "again", 6), LM_E_POSTED);
	assert_false(lm_both(&st));
	int r;
	assert_int_equal(lm_vote(&st, 9, 0, &r), LM_E_PHASE);
	assert_int_equal(lm_post(&st, 1, "second", 7), LM_OK);
	assert_true(lm_both(&st));
	lm_reveal(&st, 1, 10);
	assert_int_equal(st.phase, LM_VOTE);
	assert_int_equal(st.shown[0], 1);
	assert_int_equal(st.shown[1], 0);
	assert_int_equal(lm_post(&st, 1, "late", 8), LM_E_PHASE);
}

/* 4 ¶1: one missing: the other wins by default; both: a draw. */
static void test_defaults(void **state)
{
	(void)state;
	int how;
	lm_init(&st, 0);
	assert_int_equal(lm_default(&st, &how), -1);
	assert_int_equal(how, LM_NEITHER);
	lm_post(&st, 1, "only", 3);
	assert_int_equal(lm_default(&st, &how), 1);
	assert_int_equal(how, LM_DEFAULT);
	lm_init(&st, 0);
	lm_post(&st, 0, "only", 3);
	assert_int_equal(lm_default(&st, &how), 0);
}

/* 4 ¶2, ¶3: the votes, the Poet's twice, ties to the first posted. */
static void test_count(void **state)
{
	(void)state;
	int r, how;
	lm_init(&st, 0);
	lm_post(&st, 0, "a", 20);
	lm_post(&st, 1, "b", 10); /* seat 1 posted first */
	lm_reveal(&st, 0, 30);
	assert_int_equal(lm_vote(&st, 101, 0, &r), LM_OK);
	assert_false(r);
	assert_int_equal(lm_vote(&st, 102, 1, &r), LM_OK);
	assert_int_equal(lm_vote(&st, 101, 1, &r), LM_OK); /* replaces */
	assert_true(r);
	assert_int_equal(lm_vote(&st, 103, 5, &r), LM_E_CHOICE);
	assert_int_equal(st.nvotes, 2);
	assert_int_equal(lm_vote_of(&st, 101), 1);
	assert_int_equal(lm_vote_of(&st, 999), -1);
	assert_int_equal(lm_vote(&st, 104, 0, &r), LM_OK); /* the Poet */
	/* 2 for seat 1, 1 for seat 0; with the Poet counted twice, a tie:
	 * seat 1 posted first. */
	assert_int_equal(lm_count(&st, 0, 2, &how), 1);
	assert_int_equal(how, LM_VOTES);
	assert_int_equal(lm_count(&st, 104, 2, &how), 1);
	assert_int_equal(how, LM_FIRST);
	assert_int_equal(st.tally[0], 2);
	assert_int_equal(st.tally[1], 2);
	assert_int_equal(lm_count(&st, 104, 3, &how), 0);
	assert_int_equal(how, LM_VOTES);
	/* A tie the first posting cannot break: a draw. */
	st.posted_seq[0] = st.posted_seq[1];
	assert_int_equal(lm_count(&st, 104, 2, &how), -1);
	assert_int_equal(how, LM_DRAW);
	/* No votes at all: a tie, to the first posted. */
	lm_init(&st, 0);
	lm_post(&st, 0, "a", 1);
	lm_post(&st, 1, "b", 2);
	lm_reveal(&st, 0, 3);
	assert_int_equal(lm_count(&st, 0, 2, &how), 0);
	assert_int_equal(how, LM_FIRST);
}

static void test_full(void **state)
{
	(void)state;
	int r;
	lm_init(&st, 0);
	lm_post(&st, 0, "a", 1);
	lm_post(&st, 1, "b", 2);
	lm_reveal(&st, 0, 3);
	for (int i = 0; i < LM_MAX_VOTERS; i++)
		assert_int_equal(lm_vote(&st, i + 1, i % 2, &r), LM_OK);
	assert_int_equal(lm_vote(&st, LM_MAX_VOTERS + 1, 0, &r), LM_E_FULL);
	assert_int_equal(lm_vote(&st, 1, 1, &r), LM_OK); /* a change still fits */
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_post),
		cmocka_unit_test(test_defaults),
		cmocka_unit_test(test_count),
		cmocka_unit_test(test_full),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
