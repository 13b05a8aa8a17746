/* test_fict.c: the pure core of Fictionary (Ackanomic R1250.10/6), clause
 * by clause, with no engine: the numbers and the Brainiac's rotation
 * (III, IV ¶2), step 1 and its default, step 2's submissions and "", the
 * judgement's cases 3a-3e and its refusals, the shuffled list, the votes
 * and sheeping (4), the scoring of 5a i)-iii) with duplicates, the end
 * test of 5b, and departures (V 2); and a random driver over many seeds
 * checking that every list holds the Actual Definition once and each
 * surviving definition once. */
#include "games/fictionary/fict.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

static fi_state st;
static uint64_t lcg = 1;

/* A deterministic "rng": the tests need draws, not randomness. */
static uint64_t below(void *arg, uint64_t n)
{
	(void)arg;
	lcg = lcg * 6364136223846793005ULL + 1442695040888963407ULL;
	return (lcg >> 33) % n;
}

static uint64_t first(void *arg, uint64_t n)
{
	(void)arg;
	(void)n;
	return 0;
}

static void five(void)
{
	int perm[] = {3, 0, 4, 1, 2}; /* seat 3 is player 1, seat 0 player 2, ... */
	fi_init(&st, 5, perm, 0);
}

/* The number of the submission from seat in the Brainiac's list. */
static int num_of(int seat)
{
	for (int k = 0; k < st.npriv; k++)
		if (st.priv[k] == seat)
			return k + 1;
	fail();
	return 0;
}

static int entry_of(int seat)
{
	for (int k = 0; k < st.nlist; k++)
		if (st.list[k] == seat)
			return k + 1;
	return 0;
}

static int actual_entry(void)
{
	for (int k = 0; k < st.nlist; k++)
		if (st.list[k] < 0)
			return k + 1;
	fail();
	return 0;
}

static void to_judge(void)
{
	five();
	assert_int_equal(fi_define(&st, 3, "The real one."), FI_OK);
	assert_int_equal(fi_word(&st, 3, "zax", 1), FI_OK);
	const char *defs[] = {"zero", "one", "two", "", "four"};
	for (int i = 0; i < 5; i++)
		if (i != 3)
			assert_int_equal(fi_submit(&st, i, defs[i]), FI_OK);
	fi_close_submissions(&st, NULL, below, NULL, 2);
	assert_int_equal(st.step, FI_JUDGE);
	assert_int_equal(st.npriv, 4);
}

/* III, IV ¶2: player 1 first, then increasing numbers, wrapping. */
static void test_rotation(void **state)
{
	(void)state;
	five();
	assert_int_equal(st.brainiac, 3);
	assert_int_equal(st.round, 1);
	assert_int_equal(fi_next_brainiac(&st, 3), 0);
	assert_int_equal(fi_next_brainiac(&st, 0), 4);
	assert_int_equal(fi_next_brainiac(&st, 2), 3); /* 5 -> 1 */
	int64_t d[FI_MAX_SEATS] = {0};
	fi_end_round(&st, d, 5);
	assert_int_equal(st.brainiac, 0);
	assert_int_equal(st.times[3], 1);
	assert_int_equal(st.round, 2);
	assert_int_equal(st.step, FI_WORD);
}

/* IV 1: the definition first, privately; then one word; the default. */
static void test_step1(void **state)
{
	(void)state;
	five();
	assert_int_equal(fi_word(&st, 0, "zax", 1), FI_E_NOT_BRAINIAC);
	assert_int_equal(fi_word(&st, 3, "zax", 1), FI_E_NO_DEF);
	assert_int_equal(fi_define(&st, 3, ""), FI_E_EMPTY_DEF);
	assert_int_equal(fi_define(&st, 0, "x"), FI_E_NOT_BRAINIAC);
	char big[FI_MAX_DEF + 2];
	memset(big, 'a', sizeof big - 1);
	big[sizeof big - 1] = 0;
	assert_int_equal(fi_define(&st, 3, big), FI_E_TOO_LONG);
	assert_int_equal(fi_define(&st, 3, "A tool."), FI_OK);
	assert_int_equal(fi_word(&st, 3, "two words", 1), FI_E_BAD_WORD);
	assert_int_equal(fi_word(&st, 3, "x1", 1), FI_E_BAD_WORD);
	assert_int_equal(fi_submit(&st, 0, "early"), FI_E_STEP);
	assert_int_equal(fi_word(&st, 3, "zax", 1), FI_OK);
	assert_int_equal(st.step, FI_SUBMIT);
	assert_int_equal(fi_define(&st, 3, "again"), FI_E_STEP);
	five();
	fi_word_default(&st, 3);
	assert_string_equal(st.word, "ing");
	assert_string_equal(st.actual,
			    "A pasture or meadow; generally one lying low, near a river.");
	assert_int_equal(st.step, FI_SUBMIT);
}

/* IV 2: Bluffers only; a later one replaces; "" by default. */
static void test_step2(void **state)
{
	(void)state;
	five();
	fi_define(&st, 3, "d");
	fi_word(&st, 3, "w", 1);
	assert_int_equal(fi_submit(&st, 3, "mine"), FI_E_BRAINIAC);
	assert_int_equal(fi_submit(&st, 0, "a"), FI_OK);
	assert_int_equal(fi_submit(&st, 0, "b"), FI_OK);
	assert_string_equal(st.sub[0], "b");
	assert_false(fi_submissions_in(&st, NULL));
	int bot[FI_MAX_SEATS] = {0, 1, 1, 0, 1}; /* V 1: bots need not */
	assert_true(fi_submissions_in(&st, bot));
	int missed[FI_MAX_SEATS] = {0};
	fi_close_submissions(&st, missed, below, NULL, 4);
	assert_int_equal(missed[0], 0);
	assert_int_equal(missed[1], 1);
	assert_int_equal(missed[3], 0);
	assert_string_equal(st.sub[1], "");
	assert_int_equal(st.npriv, 4);
}

/* 3: only the Brainiac, once; numbers in range, none twice, sets of 2+. */
static void test_judge_refusals(void **state)
{
	(void)state;
	to_judge();
	int64_t d[FI_MAX_SEATS] = {0};
	fi_groups g;
	memset(&g, 0, sizeof g);
	int on[2] = {1, 1};
	assert_int_equal(fi_judge(&st, 0, on, 0, &g, 3, 4, d, below, NULL), FI_E_NOT_BRAINIAC);
	assert_int_equal(fi_judge(&st, 3, on, 2, &g, 3, 4, d, below, NULL), FI_E_TWICE);
	int bad[1] = {5};
	assert_int_equal(fi_judge(&st, 3, bad, 1, &g, 3, 4, d, below, NULL), FI_E_BAD_NUMBER);
	g.n = 1;
	g.size[0] = 1;
	g.num[0][0] = 2;
	assert_int_equal(fi_judge(&st, 3, on, 0, &g, 3, 4, d, below, NULL), FI_E_SMALL_GROUP);
	g.size[0] = 2;
	g.num[0][1] = 1;
	assert_int_equal(fi_judge(&st, 3, on, 1, &g, 3, 4, d, below, NULL), FI_E_TWICE);
	for (int i = 0; i < 5; i++)
		assert_int_equal(d[i], 0);
	assert_false(st.judged);
	memset(&g, 0, sizeof g);
	assert_int_equal(fi_judge(&st, 3, on, 0, &g, 3, 4, d, below, NULL), FI_OK);
	assert_int_equal(fi_judge(&st, 3, on, 0, &g, 3, 4, d, below, NULL), FI_E_JUDGED);
}

/* 3a: two or more like an On-line Definition: 3 each, the round ends. */
static void test_3a(void **state)
{
	(void)state;
	to_judge();
	int64_t d[FI_MAX_SEATS] = {0};
	fi_groups g;
	memset(&g, 0, sizeof g);
	int on[2] = {num_of(0), num_of(2)};
	assert_int_equal(fi_judge(&st, 3, on, 2, &g, 3, 4, d, below, NULL), FI_OK);
	assert_int_equal(st.kase, FI_C_A);
	assert_int_equal(d[0], 3);
	assert_int_equal(d[2], 3);
	assert_int_equal(d[1] + d[3] + d[4], 0);
	assert_int_equal(fi_post_list(&st, 3), 0);
}

/* 3b: exactly one: 4 points, off the list, no vote; 3c otherwise. */
static void test_3b(void **state)
{
	(void)state;
	to_judge();
	int64_t d[FI_MAX_SEATS] = {0};
	fi_groups g;
	memset(&g, 0, sizeof g);
	int on[1] = {num_of(4)};
	assert_int_equal(fi_judge(&st, 3, on, 1, &g, 3, 4, d, below, NULL), FI_OK);
	assert_int_equal(st.kase, FI_C_B);
	assert_int_equal(d[4], 4);
	assert_int_equal(st.nlist, 4); /* the Actual Definition and three */
	assert_int_equal(entry_of(4), 0);
	assert_int_equal(fi_post_list(&st, 3), 1);
	assert_int_equal(fi_vote(&st, 4, 1), FI_E_NOT_VOTER);
	assert_false(fi_may_vote(&st, 4));
	assert_true(fi_votes_in(&st, NULL) == 0);
	fi_vote(&st, 0, 1);
	fi_vote(&st, 1, 1);
	fi_vote(&st, 2, 1);
	assert_true(fi_votes_in(&st, NULL));
}

/* 3d and 5a i): duplicates share one entry; both score from others'
 * votes, not from each other's sheeping. ii) and iii). */
static void test_3d_scoring(void **state)
{
	(void)state;
	to_judge();
	int64_t d[FI_MAX_SEATS] = {0};
	fi_groups g;
	memset(&g, 0, sizeof g);
	g.n = 1;
	g.size[0] = 2;
	g.num[0][0] = num_of(0);
	g.num[0][1] = num_of(1);
	assert_int_equal(fi_judge(&st, 3, NULL, 0, &g, 3, 4, d, first, NULL), FI_OK);
	assert_int_equal(st.kase, FI_C_D);
	assert_true(st.dups);
	assert_int_equal(st.nlist, 4); /* AD, the pair's one, 2's, 4's */
	assert_int_equal(fi_post_list(&st, 3), 1);
	int dup = fi_own_entry(&st, 0);
	assert_true(dup > 0);
	assert_int_equal(fi_own_entry(&st, 1), dup);
	assert_int_equal(fi_vote(&st, 1, dup), FI_OK);  /* sheeping the pair's */
	assert_int_equal(fi_vote(&st, 2, dup), FI_OK);  /* +1 to 0 and 1 */
	assert_int_equal(fi_vote(&st, 4, actual_entry()), FI_OK); /* ii) +2 */
	assert_int_equal(fi_vote(&st, 4, 1), FI_E_VOTED);
	assert_int_equal(fi_vote(&st, 3, 1), FI_E_BRAINIAC);
	assert_int_equal(fi_vote(&st, 0, 99), FI_E_BAD_ENTRY);
	int missed[FI_MAX_SEATS] = {0};
	fi_close_votes(&st, missed); /* 0 sheeps by default */
	assert_int_equal(missed[0], 1);
	assert_int_equal(st.vote[0], dup);
	int64_t p[FI_MAX_SEATS] = {0};
	fi_score(&st, p, 1, 2, 2);
	assert_int_equal(p[0], 1);
	assert_int_equal(p[1], 1);
	assert_int_equal(p[2], 0);
	assert_int_equal(p[4], 2);
	assert_int_equal(p[3], 0); /* someone found it: iii) gives nothing */
}

static void test_nobody_finds_it(void **state)
{
	(void)state;
	to_judge();
	int64_t d[FI_MAX_SEATS] = {0};
	fi_groups g;
	memset(&g, 0, sizeof g);
	assert_int_equal(fi_judge(&st, 3, NULL, 0, &g, 3, 4, d, below, NULL), FI_OK);
	assert_int_equal(st.kase, FI_C_C);
	assert_int_equal(st.nlist, 5);
	fi_post_list(&st, 3);
	fi_vote(&st, 0, entry_of(2));
	fi_vote(&st, 1, entry_of(2));
	fi_vote(&st, 2, entry_of(0));
	fi_vote(&st, 4, entry_of(4)); /* sheeping: nothing */
	int64_t p[FI_MAX_SEATS] = {0};
	fi_score(&st, p, 1, 2, 2);
	assert_int_equal(p[2], 2);
	assert_int_equal(p[0], 1);
	assert_int_equal(p[4], 0);
	assert_int_equal(p[3], 2); /* iii) */
}

/* 3e: the default costs the Brainiac 4 and nobody else scores. */
static void test_3e(void **state)
{
	(void)state;
	to_judge();
	int64_t d[FI_MAX_SEATS] = {0};
	fi_judge_default(&st, d, 4);
	assert_int_equal(d[3], -4);
	assert_int_equal(st.kase, FI_C_E);
	assert_int_equal(fi_post_list(&st, 3), 0);
}

/* 5b: equal turns as Brainiac and someone at the goal. */
static void test_end(void **state)
{
	(void)state;
	five();
	int64_t gp[FI_MAX_SEATS] = {30, 0, 0, 0, 0};
	assert_false(fi_over(&st, gp, 25)); /* nobody has been Brainiac yet... */
	for (int r = 0; r < 4; r++)
		fi_end_round(&st, NULL, r);
	assert_false(fi_over(&st, gp, 25)); /* four of five */
	fi_end_round(&st, NULL, 5);
	assert_true(fi_over(&st, gp, 25));
	gp[0] = 24;
	assert_false(fi_over(&st, gp, 25));
}

/* V 2: a bot until the round ends, then the spot goes; in step 1 at once,
 * and a departing Brainiac's round begins again with the next. */
static void test_leave(void **state)
{
	(void)state;
	to_judge();
	assert_int_equal(fi_leave(&st, 1, 3), 0);
	assert_true(st.gone[1]);
	assert_false(st.out[1]);
	fi_end_round(&st, NULL, 4);
	assert_true(st.out[1]);
	assert_int_equal(fi_players(&st), 4);
	int b = st.brainiac; /* seat 0, number 2 */
	assert_int_equal(b, 0);
	assert_int_equal(fi_leave(&st, 0, 5), 1);
	assert_true(st.out[0]);
	assert_int_equal(st.brainiac, 4); /* number 3 */
	assert_int_equal(st.step, FI_WORD);
	assert_int_equal(fi_submit(&st, 1, "x"), FI_E_OUT);
}

/* Many seeds of random judgements: every list holds the Actual
 * Definition once and no submission twice, and nobody's own entry is
 * missing unless e is the 3b Bluffer. */
static void test_random_lists(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed < 400; seed++) {
		lcg = seed;
		int n = 5 + (int)below(NULL, 8);
		int perm[FI_MAX_SEATS];
		for (int i = 0; i < n; i++)
			perm[i] = i;
		fi_init(&st, n, perm, 0);
		fi_define(&st, 0, "real");
		fi_word(&st, 0, "w", 1);
		for (int i = 1; i < n; i++)
			if (below(NULL, 4))
				fi_submit(&st, i, "x");
		fi_close_submissions(&st, NULL, below, NULL, 2);
		fi_groups g;
		memset(&g, 0, sizeof g);
		int used[FI_MAX_SEATS + 1] = {0}, on[1];
		int non = (int)below(NULL, 2);
		if (non) {
			on[0] = 1 + (int)below(NULL, (uint64_t)st.npriv);
			used[on[0]] = 1;
		}
		int next = 1;
		while (next <= st.npriv && below(NULL, 2)) {
			int a = 0, b = 0;
			while (next <= st.npriv && used[next])
				next++;
			a = next++;
			while (next <= st.npriv && used[next])
				next++;
			b = next++;
			if (b > st.npriv)
				break;
			g.num[g.n][0] = a;
			g.num[g.n][1] = b;
			g.size[g.n++] = 2;
			used[a] = used[b] = 1;
		}
		int64_t d[FI_MAX_SEATS] = {0};
		assert_int_equal(fi_judge(&st, 0, on, non, &g, 3, 4, d, below, NULL), FI_OK);
		int actual = 0;
		for (int k = 0; k < st.nlist; k++) {
			actual += st.list[k] < 0;
			for (int m = k + 1; m < st.nlist; m++)
				assert_true(st.list[k] < 0 || st.list[k] != st.list[m]);
		}
		assert_int_equal(actual, 1);
		assert_int_equal(st.nlist, 1 + (n - 1) - non - g.n);
		for (int i = 1; i < n; i++)
			assert_true(i == st.correct || fi_own_entry(&st, i) > 0);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rotation),
		cmocka_unit_test(test_step1),
		cmocka_unit_test(test_step2),
		cmocka_unit_test(test_judge_refusals),
		cmocka_unit_test(test_3a),
		cmocka_unit_test(test_3b),
		cmocka_unit_test(test_3d_scoring),
		cmocka_unit_test(test_nobody_finds_it),
		cmocka_unit_test(test_3e),
		cmocka_unit_test(test_end),
		cmocka_unit_test(test_leave),
		cmocka_unit_test(test_random_lists),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
