/* test_render.c: the short (current text) and full (with history)
 * plain-text rulesets. */
#include "testutil.h"

#include "rules/rules_ops.h"
#include "rules/rules_render.h"

static void test_short_and_full(void **state)
{
    (void)state;
    rules_ruleset *rs = tu_load("anomic.txt", RULES_FORMAT_ANOMIC);
    size_t len;
    char *slr = rules_render_short(rs, &len);
    assert_non_null(slr);
    assert_int_equal(strlen(slr), len);
    assert_true(strncmp(slr, "Short ruleset, 30 rules in force\n", 33) == 0);
    assert_non_null(strstr(slr, "Rule 343/2: \"C/RG: Mediocrity\"\n\n"));
    assert_null(strstr(slr, "History:"));
    assert_null(strstr(slr, "amended by"));
    char *flr = rules_render_full(rs, NULL);
    assert_non_null(flr);
    assert_non_null(strstr(flr, "History:\n  revision 0: created by P385/1, "
                                "20 Jan 2001 00:00:00 UTC\n"
                                "  revision 1: amended by Proposal 453/0, "
                                "21 Mar 2001 00:00:00 UTC\n"));
    free(slr);
    free(flr);
    rules_ruleset_free(rs);
}

static void test_rule_forms(void **state)
{
    (void)state;
    rules_ruleset *rs = tu_load("ackanomic.txt", RULES_FORMAT_ACKANOMIC);
    rules_error e;
    assert_int_equal(rules_renumber(rs, rules_num(1390, 10), rules_num(1390, 11), "P7", 0,
                                    &e), RULES_OK);
    char *s = rules_render_rule(tu_rule(rs, "1390.11"), false, NULL);
    assert_string_equal(s, "Rule 1390.11/1: \"The Haiku Limit\"\n\nIt is illegal\n"
                           "To have a score exceeding\nSeven hundred points\n");
    free(s);
    s = rules_render_rule(tu_rule(rs, "1390.11"), true, NULL);
    assert_non_null(strstr(s, "Author: Robert Sevin (Mitchell Harding)\n"));
    assert_non_null(strstr(s, "revision 1: renumbered from 1390.10 to 1390.11 by P7, "
                              "1 Jan 1970 00:00:00 UTC"));
    free(s);
    rules_ruleset_free(rs);
    rs = tu_load("ace-of-spades.txt", RULES_FORMAT_REGULATIONS);
    s = rules_render_rule(tu_rule(rs, "340"), true, NULL);
    assert_true(strncmp(s, "Rule 340/0 [mutable] [secret]\n", 30) == 0);
    free(s);
    rules_ruleset_free(rs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_short_and_full),
        cmocka_unit_test(test_rule_forms),
    };
    return cmocka_run_group_tests_name("rules_render", tests, NULL, NULL);
}
