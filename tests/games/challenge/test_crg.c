/* test_crg.c: the pure core of A Nomic's Challenge/Response Games (seed
 * 001, R336; src/games/challenge/crg.c), clause by clause, with no engine;
 * and a random driver: many seeds of random moves, legal and illegal,
 * after each of which R336's invariants hold (a refused move changes
 * nothing; one answer each; never the Contestmaster's; the fees owed equal
 * the answers' fees; the winner is an answerer and becomes Contestmaster). */
#include "games/challenge/crg.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#define DAYS 86400
static crg_core st;

/* R336: only the Contestmaster posts, one challenge at a time; the period
 * of duration runs from the posting. */
static void test_post(void **state)
{
	(void)state;
	crg_init(&st, 1, 0);
	assert_int_equal(crg_post(&st, 2, 0, 7 * DAYS, "a, b, c"), CRG_NOT_CM);
	assert_int_equal(crg_post(&st, 1, 0, 7 * DAYS, ""), CRG_EMPTY);
	char big[CRG_TEXT + 10];
	memset(big, 'x', sizeof big - 1);
	big[sizeof big - 1] = 0;
	assert_int_equal(crg_post(&st, 1, 0, 7 * DAYS, big), CRG_TOO_LONG);
	assert_int_equal(crg_post(&st, 1, 100, 7 * DAYS, "a, b, c"), CRG_OK);
	assert_int_equal(st.number, 1);
	assert_int_equal(st.answers_until, 100 + 7 * DAYS);
	assert_int_equal(crg_post(&st, 1, 100, 7 * DAYS, "d, e, f"), CRG_BUSY);
	assert_int_equal(crg_next_due(&st), 100 + 7 * DAYS);
}

/* R336: "The other Players may ... submit ... an answer"; "within the
 * period of duration"; "up to one complete answer". */
static void test_answers(void **state)
{
	(void)state;
	crg_init(&st, 1, 0);
	assert_int_equal(crg_submit(&st, 2, 0, 4, "red"), CRG_NO_CHALLENGE);
	crg_post(&st, 1, 0, 7 * DAYS, "a, b, c");
	assert_int_equal(crg_submit(&st, 1, 1, 4, "red"), CRG_IS_CM);
	assert_int_equal(crg_submit(&st, 2, 1, 4, ""), CRG_EMPTY);
	assert_int_equal(crg_submit(&st, 2, 1, 4, "red"), CRG_OK);
	assert_int_equal(crg_submit(&st, 2, 2, 4, "round"), CRG_ALREADY);
	assert_int_equal(crg_submit(&st, 3, 7 * DAYS, 4, "late"), CRG_CLOSED);
	assert_int_equal(crg_submit(&st, 3, 7 * DAYS - 1, 4, "just"), CRG_OK);
	assert_int_equal(st.nanswers, 2);
	assert_int_equal(crg_find(&st, 3), 1);
	assert_int_equal(crg_find(&st, 4), -1);
	for (int p = 10; p < 10 + CRG_MAX_ANSWERS - 2; p++)
		assert_int_equal(crg_submit(&st, p, 5, 4, "x"), CRG_OK);
	assert_int_equal(crg_submit(&st, 99, 5, 4, "x"), CRG_FULL);
}

/* R336: a partial or incomplete answer (the Contestmaster's call) is not a
 * submission: taken out with its fee, and its player may answer again. */
static void test_incomplete(void **state)
{
	(void)state;
	int64_t fee = 0;
	crg_init(&st, 1, 0);
	crg_post(&st, 1, 0, 7 * DAYS, "a, b, c");
	crg_submit(&st, 2, 1, 4, "red");
	crg_submit(&st, 3, 2, 4, "things");
	crg_submit(&st, 4, 3, 4, "red fruit");
	assert_int_equal(crg_incomplete(&st, 2, 3, &fee), CRG_NOT_CM);
	assert_int_equal(crg_incomplete(&st, 1, 5, &fee), CRG_NO_ANSWER);
	assert_int_equal(crg_incomplete(&st, 1, 3, &fee), CRG_OK);
	assert_int_equal(fee, 4);
	assert_int_equal(st.nanswers, 2);
	assert_int_equal(st.answer[1].pid, 4); /* the order submitted is kept */
	assert_int_equal(crg_submit(&st, 3, 4, 4, "round things"), CRG_OK);
	assert_int_equal(st.answer[2].pid, 3);
}

/* R336: fewer than 2 answers: no winner; else the Contestmaster judges,
 * and of the answers judged most correct the earliest wins. */
static void test_close_and_judge(void **state)
{
	(void)state;
	int w = 0;
	crg_init(&st, 1, 0);
	crg_post(&st, 1, 0, 7 * DAYS, "a, b, c");
	crg_submit(&st, 2, 1, 4, "red");
	assert_int_equal(crg_close(&st, 7 * DAYS, 2 * DAYS), 0);
	assert_int_equal(st.phase, CRG_OPEN); /* the caller refunds, then finishes */
	crg_finish(&st, 0, 0, 7 * DAYS, 1);
	assert_int_equal(st.cm, 1); /* "the Contestmaster does not change" */
	assert_int_equal(st.history[0].winner, 0);
	assert_int_equal(st.history[0].answers, 1);

	crg_post(&st, 1, 8 * DAYS, 7 * DAYS, "d, e, f");
	crg_submit(&st, 2, 8 * DAYS + 1, 4, "red");
	crg_submit(&st, 3, 8 * DAYS + 2, 4, "red and edible");
	crg_submit(&st, 4, 8 * DAYS + 2, 4, "red fruit"); /* same second, later */
	int both[] = {4, 3};
	assert_int_equal(crg_judge(&st, 1, both, 2, &w), CRG_NOT_JUDGING);
	assert_int_equal(crg_close(&st, 15 * DAYS, 2 * DAYS), 1);
	assert_int_equal(st.phase, CRG_JUDGING);
	assert_int_equal(crg_next_due(&st), 17 * DAYS);
	assert_int_equal(crg_judge(&st, 2, both, 2, &w), CRG_NOT_CM);
	int none[] = {9};
	assert_int_equal(crg_judge(&st, 1, none, 1, &w), CRG_NO_ANSWER);
	int twice[] = {3, 3};
	assert_int_equal(crg_judge(&st, 1, twice, 2, &w), CRG_DUPLICATE);
	assert_int_equal(crg_judge(&st, 1, both, 0, &w), CRG_EMPTY);
	assert_int_equal(crg_judge(&st, 1, both, 2, &w), CRG_OK);
	assert_int_equal(w, 3);
	crg_finish(&st, w, 6, 16 * DAYS, 1);
	/* R336: the winner is the Contestmaster for the following challenge. */
	assert_int_equal(st.cm, 3);
	assert_int_equal(st.cm_since, 16 * DAYS);
	assert_int_equal(st.phase, CRG_IDLE);
	assert_int_equal(st.nanswers, 0);
	assert_int_equal(st.history[1].prize, 6);
	/* Not repetitive: the Contestmaster stays. */
	crg_init(&st, 1, 0);
	crg_post(&st, 1, 0, DAYS, "x");
	crg_submit(&st, 2, 1, 4, "a");
	crg_submit(&st, 3, 1, 4, "b");
	crg_close(&st, DAYS, DAYS);
	crg_finish(&st, 2, 4, DAYS, 0);
	assert_int_equal(st.cm, 1);
	/* The history keeps the latest CRG_HISTORY. */
	for (int i = 0; i < CRG_HISTORY + 3; i++) {
		crg_post(&st, 1, 0, DAYS, "x");
		crg_finish(&st, 0, 0, 0, 1);
	}
	assert_int_equal(st.nhistory, CRG_HISTORY);
	assert_int_equal(st.history[CRG_HISTORY - 1].number, st.number);
}

/* R336: the Secondary Unilateral Motion: after two consecutive periods
 * without a change, naming a new (different) Contestmaster; one at a time. */
static void test_sum(void **state)
{
	(void)state;
	crg_init(&st, 1, 10);
	assert_int_equal(crg_sum_make(&st, 2, 3, 10 + 14 * DAYS - 1, 7 * DAYS, 2 * DAYS),
			 CRG_SUM_EARLY);
	assert_int_equal(crg_sum_make(&st, 2, 1, 10 + 14 * DAYS, 7 * DAYS, 2 * DAYS),
			 CRG_SUM_SAME);
	assert_int_equal(crg_sum_object(&st), CRG_NO_SUM);
	assert_int_equal(crg_sum_make(&st, 2, 3, 10 + 14 * DAYS, 7 * DAYS, 2 * DAYS), CRG_OK);
	assert_int_equal(crg_next_due(&st), 10 + 16 * DAYS);
	assert_int_equal(crg_sum_make(&st, 4, 5, 10 + 14 * DAYS, 7 * DAYS, 2 * DAYS),
			 CRG_SUM_PENDING);
	assert_int_equal(crg_sum_object(&st), CRG_OK);
	assert_int_equal(st.sum_objections, 1);
	crg_sum_drop(&st);
	assert_int_equal(st.sum_nominee, 0);
	assert_int_equal(crg_next_due(&st), 0);
	crg_sum_make(&st, 2, 3, 10 + 15 * DAYS, 7 * DAYS, 2 * DAYS);
	crg_sum_pass(&st, 10 + 17 * DAYS);
	assert_int_equal(st.cm, 3);
	assert_int_equal(st.cm_since, 10 + 17 * DAYS);
	/* The new Contestmaster's two periods count from now. */
	assert_int_equal(crg_sum_check(&st, 1, 10 + 30 * DAYS, 7 * DAYS), CRG_SUM_EARLY);
	/* The earlier of the motion and the period is due first. */
	crg_post(&st, 3, 10 + 31 * DAYS, 7 * DAYS, "x");
	crg_sum_make(&st, 2, 1, 10 + 31 * DAYS, 7 * DAYS, 2 * DAYS);
	assert_int_equal(crg_next_due(&st), 10 + 33 * DAYS);
	for (int e = 0; e <= CRG_NO_SUM; e++)
		assert_non_null(crg_strerror((crg_err)e));
}

/* Many seeds of random moves: a refused move changes nothing, and the
 * invariants hold after each accepted one. */
static void test_random(void **state)
{
	(void)state;
	static crg_core before;
	for (unsigned seed = 1; seed <= 300; seed++) {
		srand(seed);
		int64_t now = 0;
		crg_init(&st, 1, now);
		for (int step = 0; step < 400; step++) {
			memcpy(&before, &st, sizeof st);
			now += rand() % (2 * DAYS);
			int who = 1 + rand() % 6, other = 1 + rand() % 6;
			crg_err e = CRG_OK;
			int64_t fee;
			int w, named[3] = {1 + rand() % 6, 1 + rand() % 6, 1 + rand() % 6};
			switch (rand() % 8) {
			case 0: e = crg_post(&st, who, now, 7 * DAYS, "a, b, c"); break;
			case 1:
			case 2: e = crg_submit(&st, who, now, 4, "answer"); break;
			case 3: e = crg_incomplete(&st, who, other, &fee); break;
			case 4:
				if (st.phase == CRG_OPEN && now >= st.answers_until &&
				    !crg_close(&st, now, 2 * DAYS))
					crg_finish(&st, 0, 0, now, 1);
				break;
			case 5:
				e = crg_judge(&st, who, named, 1 + rand() % 3, &w);
				if (!e) {
					assert_true(crg_find(&st, w) >= 0);
					crg_finish(&st, w, 2 * st.nanswers, now, 1);
					assert_int_equal(st.cm, w);
				}
				break;
			case 6: e = crg_sum_make(&st, who, other, now, 7 * DAYS, 2 * DAYS); break;
			case 7:
				if (st.sum_nominee && now >= st.sum_until) {
					/* The glue voids a challenge in progress first. */
					if (st.phase != CRG_IDLE)
						crg_finish(&st, 0, 0, now, 1);
					crg_sum_pass(&st, now);
				}
				else
					e = crg_sum_object(&st);
				if (!e && st.sum_objections)
					crg_sum_drop(&st);
				break;
			}
			if (e) {
				assert_memory_equal(&before, &st, sizeof st);
				continue;
			}
			assert_true(st.cm >= 1 && st.cm <= 6);
			assert_true(st.nanswers >= 0 && st.nanswers <= CRG_MAX_ANSWERS);
			if (st.phase == CRG_IDLE)
				assert_int_equal(st.nanswers, 0);
			for (int i = 0; i < st.nanswers; i++) {
				assert_int_not_equal(st.answer[i].pid, st.cm);
				assert_int_equal(st.answer[i].fee, 4);
				for (int j = 0; j < i; j++) {
					assert_int_not_equal(st.answer[i].pid, st.answer[j].pid);
					assert_true(st.answer[j].at <= st.answer[i].at);
				}
			}
			if (st.sum_nominee)
				assert_int_not_equal(st.sum_nominee, st.cm);
		}
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_post),
		cmocka_unit_test(test_answers),
		cmocka_unit_test(test_incomplete),
		cmocka_unit_test(test_close_and_judge),
		cmocka_unit_test(test_sum),
		cmocka_unit_test(test_random),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
