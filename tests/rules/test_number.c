/* test_number.c: rule numbers (Ackanomic R303 I) and their order (R102). */
#include "testutil.h"

static void test_parse(void **state)
{
    (void)state;
    rules_number n;
    assert_true(rules_number_parse("1250.7", 6, &n)); /* R303 I example */
    assert_int_equal(n.base, 1250);
    assert_int_equal(n.sub, 7);
    assert_true(rules_number_parse("23", 2, &n));
    assert_int_equal(n.sub, 0);
    const char *bad[] = { "", "0", "1.0", "01", "1.", ".5", "1.2.3", "-1", "1a",
                          "99999999999" };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        assert_false(rules_number_parse(bad[i], strlen(bad[i]), &n));
    char buf[RULES_NUMBER_BUFSZ];
    assert_string_equal(rules_number_format(rules_num(1250, 15), buf, sizeof buf), "1250.15");
    assert_string_equal(rules_number_format(rules_num(101, 0), buf, sizeof buf), "101");
}

/* R102: base first, then sub, a missing sub counting as zero. */
static void test_order(void **state)
{
    (void)state;
    assert_true(rules_number_cmp(rules_num(303, 0), rules_num(1250, 7)) < 0);
    assert_true(rules_number_cmp(rules_num(1250, 12), rules_num(1250, 7)) > 0);
    assert_true(rules_number_cmp(rules_num(1250, 0), rules_num(1250, 1)) < 0);
    assert_true(rules_number_cmp(rules_num(999, 99), rules_num(1000, 0)) < 0);
    assert_int_equal(rules_number_cmp(rules_num(5, 2), rules_num(5, 2)), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse),
        cmocka_unit_test(test_order),
    };
    return cmocka_run_group_tests_name("rules_number", tests, NULL, NULL);
}
