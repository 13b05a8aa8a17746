/* test_json.c: JSON export then import gives exactly the same ruleset,
 * history, past texts and layout included; and the JSON copy of a seed
 * still exports to the seed's bytes. */
#include "testutil.h"

#include "rules/rules_ops.h"

static void roundtrip(rules_ruleset *rs)
{
    char *json;
    size_t len;
    rules_error e;
    assert_int_equal(rules_export_json(rs, &json, &len, &e), RULES_OK);
    rules_ruleset *back = NULL;
    if (rules_import_json(json, len, &back, &e) != RULES_OK)
        fail_msg("JSON import: line %zu: %s", e.line, e.msg);
    char why[256] = "";
    if (!rules_ruleset_equal(rs, back, why, sizeof why))
        fail_msg("JSON round trip differs: %s", why);
    /* Stable: a second export is the same text. */
    char *json2;
    size_t len2;
    assert_int_equal(rules_export_json(back, &json2, &len2, &e), RULES_OK);
    assert_int_equal(len, len2);
    assert_memory_equal(json, json2, len);
    free(json2);
    rules_ruleset_free(back);
    free(json);
}

static void test_seeds(void **state)
{
    (void)state;
    const char *files[] = { "ackanomic.txt", "anomic.txt", "ace-of-spades.txt" };
    rules_format fs[] = { RULES_FORMAT_ACKANOMIC, RULES_FORMAT_ANOMIC,
                          RULES_FORMAT_REGULATIONS };
    for (int i = 0; i < 3; i++) {
        rules_ruleset *rs = tu_load(files[i], fs[i]);
        roundtrip(rs);
        /* Through JSON and back to the original bytes. */
        char *json, *txt;
        size_t jl, tl, sl;
        rules_error e;
        assert_int_equal(rules_export_json(rs, &json, &jl, &e), RULES_OK);
        rules_ruleset *back;
        assert_int_equal(rules_import_json(json, jl, &back, &e), RULES_OK);
        assert_int_equal(rules_export(back, fs[i], &txt, &tl, &e), RULES_OK);
        char *src = tu_read(files[i], &sl);
        assert_int_equal(tl, sl);
        assert_memory_equal(txt, src, sl);
        free(src);
        free(txt);
        rules_ruleset_free(back);
        free(json);
        rules_ruleset_free(rs);
    }
}

static void test_after_every_operation(void **state)
{
    (void)state;
    rules_ruleset *rs = tu_load("ackanomic.txt", RULES_FORMAT_ACKANOMIC);
    rules_error e;
    rules_enact_spec s = { .by = RULES_ENACT_BY_PROPOSAL, .suite = "Games & Contests",
                           .title = "Snap", .author = "someone (Some One)",
                           .text = "Snap is a card game.", .mutability = RULES_MUT_MUTABLE };
    rules_number n;
    assert_int_equal(rules_enact(rs, &s, "Proposal 3000/0", 1100000000, &n, &e), RULES_OK);
    assert_true(rules_number_eq(n, rules_num(1250, 26)));
    assert_int_equal(rules_amend(rs, n, "Snap is a fast card game.",
                                 "Proposal 3001/0", 1100000100, &e), RULES_OK);
    assert_int_equal(rules_retitle(rs, n, NULL, "Proposal 3002/0",
                                   1100000200, &e), RULES_OK);
    assert_int_equal(rules_transmute(rs, n, RULES_MUT_IMMUTABLE,
                                     "Proposal 3003/0", 1100000300, &e), RULES_OK);
    assert_int_equal(rules_renumber(rs, n, rules_num(1250, 40),
                                    "Proposal 3004/0", -5, &e), RULES_OK);
    assert_int_equal(rules_repeal(rs, rules_num(23, 0), "Proposal 3005/0", 1100000500, &e),
                     RULES_OK);
    const rules_rule *r = tu_rule(rs, "1250.40");
    assert_int_equal(r->n_history, 5);
    assert_int_equal(r->revision, 4);
    roundtrip(rs);
    rules_ruleset_free(rs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_seeds),
        cmocka_unit_test(test_after_every_operation),
    };
    return cmocka_run_group_tests_name("rules_json", tests, NULL, NULL);
}
