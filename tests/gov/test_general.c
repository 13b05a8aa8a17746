/* test_general.c: the "general" method: quorum, adoption index and voting
 * strength, as Agora resolves its proposals. */
#include "govtest.h"

enum { FOR = 1, AGAINST, PRESENT };

/* Decide at close with this quorum and adoption index (x 1000). */
static enum decision_result gen(const tally *t, int64_t quorum, int64_t ai_milli)
{
	method_config cfg = must_find("general")->defaults;
	cfg.quorum = quorum;
	cfg.ai_milli = ai_milli;
	return decide_cfg("general", t, &cfg, 1, "(general)");
}

/* FOR and AGAINST strengths, one voter each side, no quorum. */
static enum decision_result ratio(int64_t yes, int64_t no, int64_t ai_milli)
{
	tally t = question(2, 7 * DAY);
	cast(&t, FOR, 1, yes);
	cast(&t, AGAINST, 1, no);
	return gen(&t, 0, ai_milli);
}

static void test_shape(void **state)
{
	(void)state;
	const vote_method *m = must_find("general");
	assert_int_equal(m->decides_early, 0);
	assert_int_equal(m->defaults.ai_milli, 1000);
	assert_int_equal(method_ballot(m, "for"), FOR);
	assert_int_equal(method_ballot(m, "AGAINST"), AGAINST);
	assert_int_equal(method_ballot(m, "present"), PRESENT);
}

static void test_open_until_close(void **state)
{
	(void)state;
	tally t = question(5, 6 * DAY);
	vote(&t, FOR, 5);
	assert_int_equal(decide_cfg("general", &t, NULL, 0, "(general)"), DECIDE_OPEN);
	assert_int_equal(decide_cfg("general", &t, NULL, 1, "(general)"), DECIDE_ADOPTED);
}

static void test_quorum(void **state)
{
	(void)state;
	tally t = question(10, 7 * DAY);
	vote(&t, FOR, 2);
	assert_int_equal(gen(&t, 3, 1000), DECIDE_REJECTED);
	assert_non_null(strstr(why, "FAILED QUORUM"));
	vote(&t, PRESENT, 1); /* PRESENT counts toward quorum ... */
	assert_int_equal(gen(&t, 3, 1000), DECIDE_ADOPTED);
	assert_null(strstr(why, "FAILED QUORUM"));
	t = question(10, 7 * DAY);
	assert_int_equal(gen(&t, 1, 1000), DECIDE_REJECTED); /* 0 voters */
	assert_non_null(strstr(why, "FAILED QUORUM"));
	assert_int_equal(gen(&t, 0, 1000), DECIDE_REJECTED); /* 0 FOR is not > 0 */
	assert_null(strstr(why, "FAILED QUORUM"));
}

static void test_present_not_in_ratio(void **state)
{
	(void)state;
	tally t = question(10, 7 * DAY);
	vote(&t, FOR, 2);
	vote(&t, AGAINST, 1);
	vote(&t, PRESENT, 7); /* ... but not toward the ratio */
	assert_int_equal(gen(&t, 0, 2000), DECIDE_ADOPTED);
}

static void test_ai_one(void **state)
{
	(void)state;
	assert_int_equal(ratio(5, 4, 1000), DECIDE_ADOPTED);
	assert_int_equal(ratio(5, 5, 1000), DECIDE_REJECTED); /* a tie fails */
	assert_int_equal(ratio(1, 0, 1000), DECIDE_ADOPTED);
	assert_int_equal(ratio(0, 0, 1000), DECIDE_REJECTED);
	assert_int_equal(ratio(5, 5, 0), DECIDE_REJECTED); /* AI 0: FOR > AGAINST still */
	assert_int_equal(ratio(5, 5, 500), DECIDE_REJECTED);
}

static void test_ai_three(void **state)
{
	(void)state;
	assert_int_equal(ratio(6, 2, 3000), DECIDE_ADOPTED); /* exactly 3:1 */
	assert_int_equal(ratio(5, 2, 3000), DECIDE_REJECTED);
	assert_int_equal(ratio(2999, 1000, 3000), DECIDE_REJECTED);
	assert_int_equal(ratio(3001, 1000, 3000), DECIDE_ADOPTED);
	assert_int_equal(ratio(1, 0, 3000), DECIDE_ADOPTED);
}

static void test_ai_fractions(void **state)
{
	(void)state;
	assert_int_equal(ratio(3, 2, 1500), DECIDE_ADOPTED);
	assert_int_equal(ratio(14, 10, 1500), DECIDE_REJECTED);
	assert_int_equal(ratio(15, 10, 1500), DECIDE_ADOPTED);
	assert_int_equal(ratio(17, 10, 1700), DECIDE_ADOPTED);
	assert_int_equal(ratio(1699, 1000, 1700), DECIDE_REJECTED);
	assert_int_equal(ratio(2, 1, 2000), DECIDE_ADOPTED);
	assert_int_equal(ratio(1999, 1000, 2000), DECIDE_REJECTED);
	assert_non_null(strstr(why, "AI 2.000"));
}

static void test_strength(void **state)
{
	(void)state;
	tally t = question(3, 7 * DAY);
	cast(&t, FOR, 1, 3); /* one strong voter outweighs two */
	cast(&t, AGAINST, 2, 1);
	assert_int_equal(gen(&t, 3, 1000), DECIDE_ADOPTED);
	assert_int_equal(gen(&t, 4, 1000), DECIDE_REJECTED); /* quorum counts voters */
	t = question(3, 7 * DAY);
	cast(&t, FOR, 2, 0); /* strength 0: voted, but weighs nothing */
	cast(&t, AGAINST, 1, 1);
	assert_int_equal(gen(&t, 3, 1000), DECIDE_REJECTED);
}

static void test_big_strengths(void **state)
{
	(void)state;
	/* FOR * 1000 does not fit in 64 bits; the comparison must be exact. */
	int64_t e18 = 1000000000000000000;
	assert_int_equal(ratio(3 * e18, e18, 3000), DECIDE_ADOPTED);
	assert_int_equal(ratio(3 * e18, e18 + 1, 3000), DECIDE_REJECTED);
	assert_int_equal(ratio(INT64_MAX, INT64_MAX - 1, 1000), DECIDE_ADOPTED);
	assert_int_equal(ratio(INT64_MAX, INT64_MAX - 1, 1001), DECIDE_REJECTED);
	assert_int_equal(ratio(INT64_MAX, 1, INT64_MAX / 1000), DECIDE_ADOPTED);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		CLAUSE("general: FOR, AGAINST, PRESENT; decided at the end", test_shape),
		CLAUSE("general: open until the voting period ends", test_open_until_close),
		CLAUSE("general (Agora): fewer voters than quorum fails quorum", test_quorum),
		CLAUSE("general (Agora): PRESENT is not in the ratio", test_present_not_in_ratio),
		CLAUSE("general (Agora): AI 1.0 is a simple majority of strength", test_ai_one),
		CLAUSE("general (Agora): AI 3.0 is 3:1", test_ai_three),
		CLAUSE("general (Agora): fractional adoption indices", test_ai_fractions),
		CLAUSE("general (Agora): weights are voting strengths", test_strength),
		CLAUSE("general: exact for strengths near INT64_MAX", test_big_strengths),
	};
	return cmocka_run_group_tests_name("gov_general", tests, NULL, NULL);
}
