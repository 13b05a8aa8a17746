/* test_precedence.c: Ackanomic R102 (claims first, then the lowest
 * number), and Ace of Spades reg 101 (Immutable over Mutable, then the
 * lower number, unless a regulation claims or defers precedence). */
#include "testutil.h"

#include "rules/rules_ops.h"
#include "rules/rules_precedence.h"

static void expect(const rules_ruleset *rs, const char *a, const char *b,
                   const char *want, const char *reason_part)
{
    rules_number na, nb, w;
    assert_true(rules_number_parse(a, strlen(a), &na));
    assert_true(rules_number_parse(b, strlen(b), &nb));
    char reason[512];
    assert_int_equal(rules_precedence(rs, na, nb, &w, reason, sizeof reason), RULES_OK);
    char ws[RULES_NUMBER_BUFSZ];
    rules_number_format(w, ws, sizeof ws);
    if (strcmp(ws, want) != 0)
        fail_msg("%s vs %s: got %s, want %s (%s)", a, b, ws, want, reason);
    if (!strstr(reason, reason_part))
        fail_msg("%s vs %s: reason \"%s\" lacks \"%s\"", a, b, reason, reason_part);
    assert_null(strchr(reason, '\n'));
    /* Symmetric. */
    assert_int_equal(rules_precedence(rs, nb, na, &w, reason, sizeof reason), RULES_OK);
    rules_number_format(w, ws, sizeof ws);
    assert_string_equal(ws, want);
}

/* R102 paragraphs 1 and 3: lowest number, base then sub, missing sub = 0. */
static void test_r102_lowest_number(void **state)
{
    (void)state;
    rules_ruleset *rs = tu_load("ackanomic.txt", RULES_FORMAT_ACKANOMIC);
    expect(rs, "303", "1250.7", "303", "base number 303 < 1250");
    expect(rs, "1250.7", "1250.12", "1250.7", "7 < 12");
    expect(rs, "1250", "1250.3", "1250", "missing sub number counting as zero");
    expect(rs, "407", "407.1", "407", "0 < 1");
    rules_ruleset_free(rs);
}

/* R101 "has precedence over all other rules". */
static void test_r101_over_all(void **state)
{
    (void)state;
    rules_ruleset *rs = tu_load("ackanomic.txt", RULES_FORMAT_ACKANOMIC);
    expect(rs, "101", "102", "101", "This rule has precedence over all other rules.");
    expect(rs, "101", "1390.10", "101", "R101");
    /* R320's suite claims over all rules too; R101 still governs. */
    expect(rs, "101", "320.1", "101", "This rule has precedence over all other rules.");
    /* Even a rule that names R101 does not outrank it. */
    rules_error e;
    assert_int_equal(rules_amend(rs, rules_num(1390, 10), "This rule takes precedence "
                                 "over Rule 101.", "P1", 1, &e), RULES_OK);
    expect(rs, "101", "1390.10", "101", "R101 says");
    /* Two general claims that contradict: R102's lowest number decides. */
    expect(rs, "250", "405", "250", "contradict");
    rules_ruleset_free(rs);
}

/* Claims and deferrals in the text decide before the lowest number. */
static void test_claims_decide(void **state)
{
    (void)state;
    rules_ruleset *rs = tu_load("ackanomic.txt", RULES_FORMAT_ACKANOMIC);
    /* R320: "All rules in this rulesuite take precedence over all other rules." */
    expect(rs, "23", "320.1", "320.1", "All rules in this rulesuite take precedence");
    /* R320: "This rule takes precedence over all other rules in this rulesuite." */
    expect(rs, "320", "320.3", "320", "all other rules in this rulesuite");
    /* R1390: the Miscellaneous suite defers to rules outside it. */
    expect(rs, "500", "1390.2", "500", "defer precedence to rules outside");
    /* R403: "This rule takes precedence over rule 401." */
    expect(rs, "401", "403", "403", "This rule takes precedence over rule 401.");
    /* R1003: "This Rule defers to all other rules." */
    expect(rs, "1003", "1250.7", "1250.7", "This Rule defers to all other rules.");
    /* R975 "takes precedence over all Rules numbered 200 or lower". */
    expect(rs, "110", "975", "975", "numbered 200 or lower");
    /* A claim limited to a matter is not applied: R1311's distance claim. */
    expect(rs, "1311", "1350", "1311", "base number 1311 < 1350");
    rules_ruleset_free(rs);
}

static void test_find_claims_phrasings(void **state)
{
    (void)state;
    rules_claim c[8];
    const char *t = "Foo. This rule has precedence over all other rules. Bar.";
    assert_int_equal(rules_find_claims(t, c, 8), 1);
    assert_int_equal(c[0].kind, RULES_CLAIM_OVER);
    assert_int_equal(c[0].scope, RULES_SCOPE_RULE);
    assert_int_equal(c[0].target, RULES_TARGET_ALL);
    assert_false(c[0].qualified);
    assert_int_equal(c[0].start, 5);
    assert_true(strncmp(t + c[0].start, "This rule has precedence", 24) == 0);

    assert_int_equal(rules_find_claims("This takes precedence over R1003.", c, 8), 1);
    assert_int_equal(c[0].scope, RULES_SCOPE_PART);
    assert_int_equal(c[0].target, RULES_TARGET_RULE);
    assert_true(rules_number_eq(c[0].rule, rules_num(1003, 0)));

    assert_int_equal(rules_find_claims("(This paragraph takes precedence over Rule 500.1.)",
                                       c, 8), 1);
    assert_true(rules_number_eq(c[0].rule, rules_num(500, 1)));

    assert_int_equal(rules_find_claims("This Rule yields precedence to all other Rules.", c, 8), 1);
    assert_int_equal(c[0].kind, RULES_CLAIM_DEFER);
    assert_int_equal(c[0].target, RULES_TARGET_ALL);

    assert_int_equal(rules_find_claims("This Regulation defers to Regulation 205.", c, 8), 1);
    assert_int_equal(c[0].kind, RULES_CLAIM_DEFER);
    assert_true(rules_number_eq(c[0].rule, rules_num(205, 0)));

    /* Qualified: only on some matter. */
    assert_int_equal(rules_find_claims("This rule takes precedence over any rule which "
                                       "defines an Otzma Card type.", c, 8), 1);
    assert_true(c[0].qualified);

    /* Not claims: another rule's precedence, or the statement rule of R102. */
    assert_int_equal(rules_find_claims("If another rule specifies when that entity accepts "
                                       "trades then that rule takes precedence.", c, 8), 0);
    assert_int_equal(rules_find_claims("No precedence here at all.", c, 8), 0);
}

/* Ace of Spades reg 101. */
static void test_reg101(void **state)
{
    (void)state;
    rules_ruleset *rs = tu_load("ace-of-spades.txt", RULES_FORMAT_REGULATIONS);
    expect(rs, "205", "115", "115", "Immutable Regulations have precedence over all Mutable");
    expect(rs, "999", "125", "125", "reg 125 is Immutable");
    expect(rs, "205", "210", "205", "within the Mutable Regulations");
    expect(rs, "101", "125", "101", "within the Immutable Regulations");
    /* A mutable regulation claiming precedence wins within its class ... */
    rules_error e;
    rules_enact_spec s = { .by = RULES_ENACT_REGULATION, .number = rules_num(450, 0),
                           .text = "Marks are doubled. This Regulation takes precedence "
                                   "over Regulation 410." };
    assert_int_equal(rules_enact(rs, &s, "Proposal 4", 4, NULL, &e), RULES_OK);
    expect(rs, "410", "450", "450", "reg 101: a regulation may claim or defer precedence");
    /* ... but not over an Immutable one. */
    s.number = rules_num(460, 0);
    s.text = "This Regulation takes precedence over all other Regulations.";
    assert_int_equal(rules_enact(rs, &s, "Proposal 5", 5, NULL, &e), RULES_OK);
    expect(rs, "460", "119", "119", "Immutable");
    expect(rs, "460", "200", "460", "This Regulation takes precedence");
    rules_ruleset_free(rs);
}

static void test_errors(void **state)
{
    (void)state;
    rules_ruleset *rs = tu_load("ackanomic.txt", RULES_FORMAT_ACKANOMIC);
    rules_number w = { 0, 0 };
    char reason[128];
    assert_int_equal(rules_precedence(rs, rules_num(101, 0), rules_num(5, 0), &w, reason,
                                      sizeof reason), RULES_ERR_NOT_FOUND);
    assert_non_null(strstr(reason, "no rule 5"));
    assert_int_equal(rules_precedence(rs, rules_num(101, 0), rules_num(101, 0), &w, reason,
                                      sizeof reason), RULES_ERR_INVALID);
    rules_ruleset_free(rs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_r102_lowest_number),
        cmocka_unit_test(test_r101_over_all),
        cmocka_unit_test(test_claims_decide),
        cmocka_unit_test(test_find_claims_phrasings),
        cmocka_unit_test(test_reg101),
        cmocka_unit_test(test_errors),
    };
    return cmocka_run_group_tests_name("rules_precedence", tests, NULL, NULL);
}
