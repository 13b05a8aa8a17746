/* test_roundtrip.c: export reproduces each shipped file byte for byte,
 * export then import gives the same ruleset, and an export that would not
 * read back is refused rather than written. */
#include "testutil.h"

#include "rules/rules_ops.h"

static void byte_exact(const char *name, rules_format f)
{
    size_t len;
    char *src = tu_read(name, &len);
    rules_ruleset *rs = tu_load(name, f);
    char *out = NULL;
    size_t olen = 0;
    rules_error e;
    assert_int_equal(rules_export(rs, f, &out, &olen, &e), RULES_OK);
    assert_int_equal(olen, len);
    assert_memory_equal(out, src, len);
    /* And the export reads back as the same ruleset, layout included. */
    rules_ruleset *back = NULL;
    assert_int_equal(rules_import(f, out, olen, &back, &e), RULES_OK);
    char why[256] = "";
    assert_true(rules_ruleset_equal(rs, back, why, sizeof why));
    rules_ruleset_free(back);
    rules_ruleset_free(rs);
    free(out);
    free(src);
}

static void test_ackanomic_bytes(void **state) { (void)state; byte_exact("ackanomic.txt", RULES_FORMAT_ACKANOMIC); }
static void test_anomic_bytes(void **state) { (void)state; byte_exact("anomic.txt", RULES_FORMAT_ANOMIC); }
static void test_regs_bytes(void **state) { (void)state; byte_exact("ace-of-spades.txt", RULES_FORMAT_REGULATIONS); }

/* After changes, export then import still gives the same ruleset as far
 * as the format carries it (A Nomic carries history). */
static void test_anomic_after_ops(void **state)
{
    (void)state;
    rules_ruleset *rs = tu_load("anomic.txt", RULES_FORMAT_ANOMIC);
    rules_error e;
    assert_int_equal(rules_amend(rs, rules_num(338, 0), "Contests are over.",
                                 "Proposal 500/0", 990000000, &e), RULES_OK);
    assert_int_equal(rules_renumber(rs, rules_num(399, 0), rules_num(400, 0),
                                    "Proposal 501/0", 990000100, &e), RULES_OK);
    rules_enact_spec s = { .by = RULES_ENACT_BY_PROPOSAL, .number = rules_num(401, 0),
                           .title = "New Thing", .text = "A new rule.\n\nTwo paragraphs." };
    assert_int_equal(rules_enact(rs, &s, "P502/0", 990000200, NULL, &e), RULES_OK);
    assert_int_equal(rules_repeal(rs, rules_num(366, 0), "P503/0", 990000300, &e), RULES_OK);
    char *out;
    size_t len;
    assert_int_equal(rules_export(rs, RULES_FORMAT_ANOMIC, &out, &len, &e), RULES_OK);
    assert_non_null(strstr(out, "Rule 338/1 : Contests\nContests are over.\n\n"
                                "0. Rule 338/0 created by P374/0, 10 Jan 2001 00:00:00\n"
                                "1. Rule 338/0 amended by Proposal 500/0, "));
    assert_non_null(strstr(out, "1. Rule 399/0 renumbered to 400 by Proposal 501/0, "));
    assert_null(strstr(out, "Rule 366/"));
    rules_ruleset *back;
    assert_int_equal(rules_import(RULES_FORMAT_ANOMIC, out, len, &back, &e), RULES_OK);
    assert_int_equal(rules_count(back), 30); /* 30 - 1 repealed + 1 enacted */
    assert_int_equal(tu_rule(back, "400")->n_history, 2);
    assert_int_equal(tu_rule(back, "400")->history[1].kind, RULES_CHANGE_RENUMBERED);
    assert_int_equal(tu_rule(back, "401")->history[0].time, 990000200);
    assert_string_equal(rules_rule_text(tu_rule(back, "401")), "A new rule.\n\nTwo paragraphs.");
    rules_ruleset_free(back);
    free(out);
    rules_ruleset_free(rs);
}

static void test_ackanomic_after_ops(void **state)
{
    (void)state;
    rules_ruleset *rs = tu_load("ackanomic.txt", RULES_FORMAT_ACKANOMIC);
    rules_error e;
    assert_int_equal(rules_retitle(rs, rules_num(104, 0), "Proposals", "P1/0", 1, &e),
                     RULES_OK);
    assert_int_equal(rules_amend(rs, rules_num(1390, 3), "Lager, sir, is still regal.",
                                 "P2/0", 2, &e), RULES_OK);
    char *out;
    size_t len;
    assert_int_equal(rules_export(rs, RULES_FORMAT_ACKANOMIC, &out, &len, &e), RULES_OK);
    assert_non_null(strstr(out, "Rule 104/10\nProposals\n\nA Voting player"));
    assert_non_null(strstr(out, "Rule 1390.3/1\n/dev/joe (Joseph DeVincentis)\n\n"
                                "Lager, sir, is still regal.\n"));
    free(out);
    rules_ruleset_free(rs);
}

/* A title that the reader would take for an author line cannot be
 * written as a lone header line: the export refuses. */
static void test_unrepresentable(void **state)
{
    (void)state;
    rules_ruleset *rs = tu_load("ackanomic.txt", RULES_FORMAT_ACKANOMIC);
    rules_error e;
    assert_int_equal(rules_retitle(rs, rules_num(601, 0), "Vynd (John McCoy)", "P3/0",
                                   3, &e), RULES_OK);
    char *out = (char *)1;
    size_t len = 7;
    assert_int_equal(rules_export(rs, RULES_FORMAT_ACKANOMIC, &out, &len, &e),
                     RULES_ERR_UNREPRESENTABLE);
    assert_null(out);
    assert_non_null(strstr(e.msg, "601"));
    /* A text line that looks like a rule header also cannot be written. */
    rules_ruleset_free(rs);
    rs = tu_load("ackanomic.txt", RULES_FORMAT_ACKANOMIC);
    assert_int_equal(rules_amend(rs, rules_num(23, 0), "One.\nRule 5/0\nTwo.", "P4/0", 4,
                                 &e), RULES_OK);
    assert_int_equal(rules_export(rs, RULES_FORMAT_ACKANOMIC, &out, &len, &e),
                     RULES_ERR_UNREPRESENTABLE);
    rules_ruleset_free(rs);
}

/* The Ackanomic rules written as an A Nomic page and back keep numbers,
 * revisions, titles and texts (not authors: that format has none). */
static void test_cross_format(void **state)
{
    (void)state;
    rules_ruleset *rs = tu_load("anomic.txt", RULES_FORMAT_ANOMIC);
    char *out;
    size_t len;
    rules_error e;
    assert_int_equal(rules_export(rs, RULES_FORMAT_ACKANOMIC, &out, &len, &e), RULES_OK);
    rules_ruleset *back;
    assert_int_equal(rules_import(RULES_FORMAT_ACKANOMIC, out, len, &back, &e), RULES_OK);
    assert_int_equal(rules_count(back), 30);
    assert_string_equal(rules_rule_text(tu_rule(back, "399")),
                        rules_rule_text(tu_rule(rs, "399")));
    assert_string_equal(tu_rule(back, "336")->title, "Challenge/response games");
    rules_ruleset_free(back);
    free(out);
    rules_ruleset_free(rs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ackanomic_bytes),
        cmocka_unit_test(test_anomic_bytes),
        cmocka_unit_test(test_regs_bytes),
        cmocka_unit_test(test_anomic_after_ops),
        cmocka_unit_test(test_ackanomic_after_ops),
        cmocka_unit_test(test_unrepresentable),
        cmocka_unit_test(test_cross_format),
    };
    return cmocka_run_group_tests_name("rules_roundtrip", tests, NULL, NULL);
}
