/* test_malformed.c: a malformed file is refused with the line number and
 * the reason, and nothing is returned (no half-imported ruleset). */
#include "testutil.h"

static void refuse(rules_format f, const char *text, size_t line, const char *reason)
{
    rules_ruleset *rs = (rules_ruleset *)&rs; /* must be reset to NULL */
    rules_error e;
    rules_status st = rules_import(f, text, strlen(text), &rs, &e);
    assert_int_equal(st, RULES_ERR_PARSE);
    assert_null(rs);
    assert_int_equal(e.line, line);
    if (!strstr(e.msg, reason))
        fail_msg("reason \"%s\" does not mention \"%s\"", e.msg, reason);
}

static void test_ackanomic_bad(void **state)
{
    (void)state;
    refuse(RULES_FORMAT_ACKANOMIC, "just prose\nno rules\n", 2, "no rule header");
    refuse(RULES_FORMAT_ACKANOMIC, "", 1, "no rule header");
    /* R303 I: numbers are positive integers. */
    refuse(RULES_FORMAT_ACKANOMIC, "Rule 1/0\nT\n\nx\n\nRule 0.5/1\nT\n\ny\n", 6,
           "bad rule header");
    refuse(RULES_FORMAT_ACKANOMIC, "Rule 1/0\nT\n\nx\n\nRule 1/1\nU\n\ny\n", 6,
           "appears twice (first at line 1)");
    refuse(RULES_FORMAT_ACKANOMIC, "Rule 1/0\nT\nA (B C)\nthird\n\nx\n", 4,
           "header block has 3 lines");
}

static void test_ackanomic_bad_nul(void **state)
{
    (void)state;
    const char text[] = "Rule 1/0\nT\n\nx\0y\n";
    rules_ruleset *rs = NULL;
    rules_error e;
    assert_int_equal(rules_import(RULES_FORMAT_ACKANOMIC, text, sizeof text - 1, &rs, &e),
                     RULES_ERR_PARSE);
    assert_null(rs);
    assert_int_equal(e.line, 4);
    assert_non_null(strstr(e.msg, "NUL"));
}

static void test_anomic_bad(void **state)
{
    (void)state;
    refuse(RULES_FORMAT_ANOMIC,
           "Rule 1/1 : T\ntext\n\n0. Rule 1/0 created by P1/0, 1 Jan 2001 00:00:00\n"
           "2. Rule 1/0 amended by P2/0, 2 Jan 2001 00:00:00\n",
           5, "history line numbered 2, expected 1");
    refuse(RULES_FORMAT_ANOMIC, "Rule 01/0 : T\ntext\n", 1, "bad rule header");
    refuse(RULES_FORMAT_ANOMIC, "Rule 1/0 : T\nx\n\nRule 1/0 : U\ny\n", 4, "appears twice");
    /* Found by fuzz/fuzz_ruleset: a " :" inside "Rule " read out of bounds. */
    refuse(RULES_FORMAT_ANOMIC, "\xe2\nRule :\x80\xd3" "1", 2, "no rule header");
}

static void test_regulations_bad(void **state)
{
    (void)state;
    refuse(RULES_FORMAT_REGULATIONS, "- 101.\nno dash here\n", 2, "starting with \"- \"");
    refuse(RULES_FORMAT_REGULATIONS, "- 101.\n- 102.\n- text\n", 2, "regulation 101");
    refuse(RULES_FORMAT_REGULATIONS, "- 101.\n- a\n- 101.\n- b\n", 3, "appears twice");
    refuse(RULES_FORMAT_REGULATIONS, "nothing\n", 1, "no regulation header");
}

/* A good prefix followed by a bad rule still returns nothing. */
static void test_nothing_half_imported(void **state)
{
    (void)state;
    size_t len;
    char *buf = tu_read("ackanomic.txt", &len);
    char *bad = malloc(len + 32);
    memcpy(bad, buf, len);
    memcpy(bad + len, "\nRule 7.0/1\nX\n\ny\n", 17);
    rules_ruleset *rs = (rules_ruleset *)&rs;
    rules_error e;
    assert_int_equal(rules_import(RULES_FORMAT_ACKANOMIC, bad, len + 17, &rs, &e),
                     RULES_ERR_PARSE);
    assert_null(rs);
    assert_int_equal(e.line, 6693); /* the seed has 6692 lines */
    free(bad);
    free(buf);
}

static void test_json_bad(void **state)
{
    (void)state;
    rules_ruleset *rs = (rules_ruleset *)&rs;
    rules_error e;
    const char *j = "{\"format\": \"ackanomic\",\n \"rules\": [\n";
    assert_int_equal(rules_import_json(j, strlen(j), &rs, &e), RULES_ERR_PARSE);
    assert_null(rs);
    assert_true(e.line >= 2);
    const char *k = "{\"format\":\"ackanomic\",\"preamble\":null,\"epilogue\":null,"
                    "\"final_newline\":true,\"rules\":[{\"number\":\"1.0\"}]}";
    assert_int_equal(rules_import_json(k, strlen(k), &rs, &e), RULES_ERR_PARSE);
    assert_non_null(strstr(e.msg, "rules[0]"));
    assert_non_null(strstr(e.msg, "number"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ackanomic_bad),
        cmocka_unit_test(test_ackanomic_bad_nul),
        cmocka_unit_test(test_anomic_bad),
        cmocka_unit_test(test_regulations_bad),
        cmocka_unit_test(test_nothing_half_imported),
        cmocka_unit_test(test_json_bad),
    };
    return cmocka_run_group_tests_name("rules_malformed", tests, NULL, NULL);
}
