/* test_ops.c: enact, amend, repeal, renumber, retitle, transmute.  Each
 * adds a history entry and a revision; bad input changes nothing. */
#include "testutil.h"

#include <strings.h>

#include "rules/rules_io.h"
#include "rules/rules_ops.h"

static rules_ruleset *ack(void) { return tu_load("ackanomic.txt", RULES_FORMAT_ACKANOMIC); }

/* Fails with want, and leaves the ruleset equal to a copy taken before. */
#define EXPECT_NO_CHANGE(rs, want, call)                                       \
    do {                                                                       \
        rules_ruleset *before_ = rules_ruleset_clone(rs);                      \
        assert_non_null(before_);                                              \
        assert_int_equal((call), (want));                                      \
        char why_[256] = "";                                                   \
        if (!rules_ruleset_equal(before_, rs, why_, sizeof why_))              \
            fail_msg("changed on failure: %s", why_);                          \
        rules_ruleset_free(before_);                                           \
    } while (0)

/* Ackanomic R303 II.1: the requested number, if free. */
static void test_enact_r303_II_1_requested(void **state)
{
    (void)state;
    rules_ruleset *rs = ack();
    rules_error e;
    rules_number n;
    rules_enact_spec s = { .by = RULES_ENACT_BY_PROPOSAL, .number = rules_num(1250, 30),
                           .suite = "Games & Contests", .title = "Tiddlywinks",
                           .text = "Tiddlywinks is a game." };
    assert_int_equal(rules_enact(rs, &s, "Proposal 2001/0", 1000000000, &n, &e), RULES_OK);
    assert_true(rules_number_eq(n, rules_num(1250, 30)));
    const rules_rule *r = tu_rule(rs, "1250.30");
    assert_int_equal(r->revision, 0);
    assert_int_equal(r->n_history, 1);
    assert_int_equal(r->history[0].kind, RULES_CHANGE_CREATED);
    assert_string_equal(r->history[0].cause, "Proposal 2001/0");
    assert_int_equal(r->history[0].time, 1000000000);
    assert_int_equal(rules_count(rs), 306);
    /* Kept in number order: right after 1250.25 (the last 1250.x). */
    size_t i = 0;
    while (rules_at(rs, i) != r)
        i++;
    assert_true(rules_number_eq(rules_at(rs, i - 1)->number, rules_num(1250, 25)));
    rules_ruleset_free(rs);
}

/* R303 II.2: number taken -> the end of the named Rule Suite. */
static void test_enact_r303_II_2_suite_end(void **state)
{
    (void)state;
    rules_ruleset *rs = ack();
    rules_error e;
    rules_number n;
    rules_enact_spec s = { .by = RULES_ENACT_BY_PROPOSAL, .number = rules_num(1250, 7),
                           .suite = "Games & Contests", .text = "x" };
    assert_int_equal(rules_enact(rs, &s, "P1", 1, &n, &e), RULES_OK);
    assert_true(rules_number_eq(n, rules_num(1250, 26))); /* after 1250.25 */
    rules_ruleset_free(rs);
}

/* R303 II.3: no usable suite -> the Miscellaneous Rule Suite (1390). */
static void test_enact_r303_II_3_miscellaneous(void **state)
{
    (void)state;
    rules_ruleset *rs = ack();
    rules_error e;
    rules_number n;
    rules_enact_spec s = { .by = RULES_ENACT_BY_PROPOSAL, .number = rules_num(101, 0),
                           .suite = "No Such", .text = "x" };
    assert_int_equal(rules_enact(rs, &s, "P1", 1, &n, &e), RULES_OK);
    assert_true(rules_number_eq(n, rules_num(1390, 16)));
    rules_enact_spec t = { .by = RULES_ENACT_BY_PROPOSAL, .text = "y" };
    assert_int_equal(rules_enact(rs, &t, "P2", 2, &n, &e), RULES_OK);
    assert_true(rules_number_eq(n, rules_num(1390, 17)));
    rules_ruleset_free(rs);
}

/* R303 III: by another rule: suite first, then requested, then the next
 * base number (III.3). */
static void test_enact_r303_III(void **state)
{
    (void)state;
    rules_ruleset *rs = ack();
    rules_error e;
    rules_number n;
    rules_enact_spec s = { .by = RULES_ENACT_BY_OTHER, .number = rules_num(2000, 0),
                           .suite = "Paradigms", .text = "x" };
    assert_int_equal(rules_enact(rs, &s, "R320", 1, &n, &e), RULES_OK);
    assert_true(rules_number_eq(n, rules_num(320, 8))); /* III.1 beats III.2 */
    s.suite = NULL;
    assert_int_equal(rules_enact(rs, &s, "R320", 1, &n, &e), RULES_OK);
    assert_true(rules_number_eq(n, rules_num(2000, 0))); /* III.2 */
    assert_int_equal(rules_enact(rs, &s, "R320", 1, &n, &e), RULES_OK);
    assert_true(rules_number_eq(n, rules_num(2001, 0))); /* III.3 */
    rules_ruleset_free(rs);
}

/* Without a Miscellaneous suite, II.3 falls back to the next base number. */
static void test_enact_no_misc_suite(void **state)
{
    (void)state;
    rules_ruleset *rs = tu_load("anomic.txt", RULES_FORMAT_ANOMIC);
    rules_error e;
    rules_number n;
    rules_enact_spec s = { .by = RULES_ENACT_BY_PROPOSAL, .number = rules_num(336, 0),
                           .title = "T", .text = "x" };
    assert_int_equal(rules_enact(rs, &s, "P1", 1, &n, &e), RULES_OK);
    assert_true(rules_number_eq(n, rules_num(400, 0)));
    rules_ruleset_free(rs);
}

/* R301: titles up to 140 characters; bad input changes nothing. */
static void test_enact_rejects(void **state)
{
    (void)state;
    rules_ruleset *rs = ack();
    rules_error e;
    char title[142];
    memset(title, 'x', 141);
    title[141] = '\0';
    rules_enact_spec s = { .by = RULES_ENACT_BY_PROPOSAL, .title = title, .text = "x" };
    EXPECT_NO_CHANGE(rs, RULES_ERR_INVALID, rules_enact(rs, &s, "P1", 1, NULL, &e));
    assert_non_null(strstr(e.msg, "R301"));
    title[140] = '\0'; /* exactly 140 is fine */
    assert_int_equal(rules_enact(rs, &s, "P1", 1, NULL, &e), RULES_OK);
    rules_enact_spec t = { .by = RULES_ENACT_BY_PROPOSAL, .text = NULL };
    EXPECT_NO_CHANGE(rs, RULES_ERR_INVALID, rules_enact(rs, &t, "P1", 1, NULL, &e));
    rules_enact_spec u = { .by = RULES_ENACT_BY_PROPOSAL, .number = { 0, 3 }, .text = "x" };
    EXPECT_NO_CHANGE(rs, RULES_ERR_INVALID, rules_enact(rs, &u, "P1", 1, NULL, &e));
    rules_enact_spec v = { .by = RULES_ENACT_BY_PROPOSAL, .text = "x" };
    EXPECT_NO_CHANGE(rs, RULES_ERR_INVALID, rules_enact(rs, &v, "", 1, NULL, &e));
    rules_ruleset_free(rs);
}

/* Amendments keep every past text, so revisions 30 and 31 can be diffed. */
static void test_amend_keeps_texts(void **state)
{
    (void)state;
    rules_ruleset *rs = ack();
    rules_error e;
    const char *old = rules_rule_text(tu_rule(rs, "207"));
    char *copy = strdup(old);
    assert_int_equal(rules_amend(rs, rules_num(207, 0), "Scoring is abolished.",
                                 "Proposal 2002/1", 1000000100, &e), RULES_OK);
    assert_int_equal(rules_amend(rs, rules_num(207, 0), "Scoring is restored.",
                                 "Proposal 2003/0", 1000000200, &e), RULES_OK);
    const rules_rule *r = tu_rule(rs, "207");
    assert_int_equal(r->revision, 32);
    assert_string_equal(rules_rule_text_at(r, 30), copy);
    assert_string_equal(rules_rule_text_at(r, 31), "Scoring is abolished.");
    assert_string_equal(rules_rule_text_at(r, 32), "Scoring is restored.");
    assert_null(rules_rule_text_at(r, 33));
    assert_int_equal(r->n_history, 2);
    assert_int_equal(r->history[0].revision, 31);
    assert_int_equal(r->history[1].time, 1000000200);
    EXPECT_NO_CHANGE(rs, RULES_ERR_NOT_FOUND,
                     rules_amend(rs, rules_num(9999, 0), "x", "P", 1, &e));
    assert_non_null(strstr(e.msg, "9999"));
    free(copy);
    rules_ruleset_free(rs);
}

static void test_repeal(void **state)
{
    (void)state;
    rules_ruleset *rs = ack();
    rules_error e;
    assert_int_equal(rules_repeal(rs, rules_num(1390, 15), "Proposal 7/0", 5, &e), RULES_OK);
    assert_null(rules_find_str(rs, "1390.15"));
    assert_int_equal(rules_count_in_force(rs), 304);
    assert_int_equal(rules_count(rs), 305); /* kept, with its history */
    const rules_rule *r = rules_at(rs, rules_count(rs) - 1);
    assert_true(r->repealed);
    assert_int_equal(r->history[0].kind, RULES_CHANGE_REPEALED);
    assert_int_equal(r->revision, 1);
    EXPECT_NO_CHANGE(rs, RULES_ERR_NOT_FOUND,
                     rules_repeal(rs, rules_num(1390, 15), "again", 6, &e));
    /* The number is free again (R303 II.1). */
    rules_enact_spec s = { .by = RULES_ENACT_BY_PROPOSAL, .number = rules_num(1390, 15),
                           .text = "Teapot again." };
    rules_number n;
    assert_int_equal(rules_enact(rs, &s, "P8", 7, &n, &e), RULES_OK);
    assert_true(rules_number_eq(n, rules_num(1390, 15)));
    rules_ruleset_free(rs);
}

static void test_renumber(void **state)
{
    (void)state;
    rules_ruleset *rs = ack();
    rules_error e;
    EXPECT_NO_CHANGE(rs, RULES_ERR_TAKEN,
                     rules_renumber(rs, rules_num(23, 0), rules_num(101, 0), "P", 1, &e));
    assert_non_null(strstr(e.msg, "101"));
    EXPECT_NO_CHANGE(rs, RULES_ERR_INVALID,
                     rules_renumber(rs, rules_num(23, 0), rules_num(0, 0), "P", 1, &e));
    assert_int_equal(rules_renumber(rs, rules_num(23, 0), rules_num(1390, 20), "P9", 9, &e),
                     RULES_OK);
    assert_null(rules_find_str(rs, "23"));
    const rules_rule *r = tu_rule(rs, "1390.20");
    assert_int_equal(r->revision, 1);
    assert_int_equal(r->history[0].kind, RULES_CHANGE_RENUMBERED);
    assert_true(rules_number_eq(r->history[0].number, rules_num(23, 0)));
    assert_true(rules_number_eq(r->history[0].new_number, rules_num(1390, 20)));
    assert_ptr_equal(rules_at(rs, rules_count(rs) - 1), r); /* moved to its place */
    assert_ptr_equal(rules_suite_of(rs, r->number), rules_suite_head(rs, "Miscellaneous"));
    rules_ruleset_free(rs);
}

/* R311 1b's "no other rule has the same title", answered from scratch. */
static bool head_by_definition(const rules_ruleset *rs, const rules_rule *r)
{
    const char *suf = " Rule Suite";
    size_t n = r->title ? strlen(r->title) : 0, k = strlen(suf);
    if (r->repealed || r->number.sub != 0 || n <= k || strcasecmp(r->title + n - k, suf))
        return false;
    for (size_t i = 0; i < rules_count(rs); i++) {
        const rules_rule *o = rules_at(rs, i);
        if (o != r && !o->repealed && o->title && !strcasecmp(o->title, r->title))
            return false;
    }
    return true;
}

static void expect_heads_as_defined(const rules_ruleset *rs)
{
    for (size_t i = 0; i < rules_count(rs); i++) {
        const rules_rule *r = rules_at(rs, i);
        assert_int_equal(rules_is_suite_head(rs, r), head_by_definition(rs, r));
    }
}

/* R311 1: the suite heads the ruleset keeps beside its index follow every
 * change that can make or unmake one: a title taken, repeal, enactment. */
static void test_suite_heads_follow_changes(void **state)
{
    (void)state;
    rules_ruleset *rs = ack();
    rules_error e;
    const rules_rule *misc = rules_suite_head(rs, "Miscellaneous");
    assert_non_null(misc);
    expect_heads_as_defined(rs);
    /* Another rule takes the head's title: no longer unique (R311 1b). */
    assert_int_equal(rules_retitle(rs, rules_num(102, 0), misc->title, "P1", 1, &e), RULES_OK);
    assert_false(rules_is_suite_head(rs, misc));
    assert_null(rules_suite_of(rs, rules_num(1390, 1)));
    expect_heads_as_defined(rs);
    /* The rival repealed: a head again. */
    assert_int_equal(rules_repeal(rs, rules_num(102, 0), "P2", 2, &e), RULES_OK);
    assert_true(rules_is_suite_head(rs, misc));
    assert_ptr_equal(rules_suite_of(rs, rules_num(1390, 1)), misc);
    expect_heads_as_defined(rs);
    /* A rule enacted with a suite's title (R311 1a/1b). */
    rules_number n;
    rules_enact_spec s = { .by = RULES_ENACT_BY_OTHER, .number = rules_num(2000, 0),
                           .title = "Tiddlywinks Rule Suite", .text = "x" };
    assert_int_equal(rules_enact(rs, &s, "P3", 3, &n, &e), RULES_OK);
    assert_non_null(rules_suite_head(rs, "Tiddlywinks"));
    expect_heads_as_defined(rs);
    /* The head retitled away from "Rule Suite": its members are in none. */
    assert_int_equal(rules_retitle(rs, misc->number, "Odds and Ends", "P4", 4, &e), RULES_OK);
    assert_null(rules_suite_of(rs, rules_num(1390, 1)));
    expect_heads_as_defined(rs);
    rules_ruleset_free(rs);
}

static void test_retitle_transmute(void **state)
{
    (void)state;
    rules_ruleset *rs = ack();
    rules_error e;
    assert_int_equal(rules_retitle(rs, rules_num(102, 0), "Conflicts", "P10", 10, &e),
                     RULES_OK);
    const rules_rule *r = tu_rule(rs, "102");
    assert_string_equal(r->title, "Conflicts");
    assert_string_equal(r->history[0].old_title, "Resolving Conflicts");
    assert_int_equal(r->revision, 9);
    char big[200];
    memset(big, 'y', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    EXPECT_NO_CHANGE(rs, RULES_ERR_INVALID,
                     rules_retitle(rs, rules_num(102, 0), big, "P11", 11, &e));
    EXPECT_NO_CHANGE(rs, RULES_ERR_INVALID,
                     rules_retitle(rs, rules_num(102, 0), "two\nlines", "P11", 11, &e));
    assert_int_equal(rules_transmute(rs, rules_num(102, 0), RULES_MUT_IMMUTABLE, "P12", 12,
                                     &e), RULES_OK);
    assert_int_equal(r->mutability, RULES_MUT_IMMUTABLE);
    assert_int_equal(r->history[1].old_mutability, RULES_MUT_UNSPECIFIED);
    EXPECT_NO_CHANGE(rs, RULES_ERR_INVALID,
                     rules_transmute(rs, rules_num(102, 0), RULES_MUT_IMMUTABLE, "P13", 13,
                                     &e));
    assert_non_null(strstr(e.msg, "already immutable"));
    rules_ruleset_free(rs);
}

/* Ace of Spades reg 107 (numbers 200-999) and reg 112 (same number as a
 * Mutable regulation: the older one is repealed). */
static void test_regulation_enact(void **state)
{
    (void)state;
    rules_ruleset *rs = tu_load("ace-of-spades.txt", RULES_FORMAT_REGULATIONS);
    rules_error e;
    rules_enact_spec s = { .by = RULES_ENACT_REGULATION, .number = rules_num(150, 0),
                           .text = "x" };
    EXPECT_NO_CHANGE(rs, RULES_ERR_INVALID, rules_enact(rs, &s, "Proposal 1", 1, NULL, &e));
    assert_non_null(strstr(e.msg, "reg 107"));
    s.number = rules_num(1000, 0);
    EXPECT_NO_CHANGE(rs, RULES_ERR_INVALID, rules_enact(rs, &s, "Proposal 1", 1, NULL, &e));
    s.number = rules_num(210, 0);
    s.text = "When this Regulation takes effect, 30 Cards of each Suit are created.";
    assert_int_equal(rules_enact(rs, &s, "Proposal 2", 2, NULL, &e), RULES_OK);
    const rules_rule *r = tu_rule(rs, "210");
    assert_string_equal(rules_rule_text(r), s.text);
    assert_int_equal(r->mutability, RULES_MUT_MUTABLE);
    assert_int_equal(rules_count(rs), 48);
    assert_int_equal(rules_count_in_force(rs), 47);
    s.number = rules_num(500, 0);
    s.visibility = RULES_VIS_SECRET;
    assert_int_equal(rules_enact(rs, &s, "Proposal 3", 3, NULL, &e), RULES_OK);
    assert_int_equal(tu_rule(rs, "500")->visibility, RULES_VIS_SECRET);
    rules_ruleset_free(rs);
}

/* A rule's script (src/script) lives beside its text: set at enactment,
 * replaced or removed by an amendment that is one revision, kept by a
 * text-only amendment, carried by JSON, and refused by the text formats,
 * which cannot hold it. */
static void test_scripts(void **state)
{
    (void)state;
    rules_ruleset *rs = ack();
    rules_error e;
    rules_number n;
    rules_enact_spec s = { .by = RULES_ENACT_BY_PROPOSAL, .number = rules_num(1391, 0),
                           .title = "Sunday rest", .text = "No transfers on Sundays.",
                           .script = "nomic.guard('transfer', function() end)" };
    assert_int_equal(rules_enact(rs, &s, "Proposal 1", 10, &n, &e), RULES_OK);
    const rules_rule *r = tu_rule(rs, "1391");
    assert_string_equal(rules_rule_script(r), s.script);
    assert_int_equal(rules_amend(rs, n, "No transfers on Sundays, ever.", "P2", 11, &e),
                     RULES_OK);
    r = tu_rule(rs, "1391");
    assert_int_equal(r->revision, 1);
    assert_string_equal(rules_rule_script(r), s.script); /* kept */
    assert_int_equal(rules_amend_script(rs, n, NULL, RULES_SCRIPT_SET, "return 1", "P3", 12,
                                        &e), RULES_OK);
    r = tu_rule(rs, "1391");
    assert_int_equal(r->revision, 2);
    assert_string_equal(rules_rule_text(r), "No transfers on Sundays, ever.");
    assert_string_equal(rules_rule_script(r), "return 1");
    assert_int_equal(r->history[r->n_history - 1].kind, RULES_CHANGE_AMENDED);

    /* JSON keeps every revision's script. */
    char *json;
    size_t len;
    rules_ruleset *back;
    assert_int_equal(rules_export_json(rs, &json, &len, &e), RULES_OK);
    assert_int_equal(rules_import_json(json, len, &back, &e), RULES_OK);
    char why[256] = "";
    assert_true(rules_ruleset_equal(rs, back, why, sizeof why));
    free(json);
    rules_ruleset_free(back);
    /* The Ackanomic text format has no place for it. */
    char *text;
    assert_int_equal(rules_export(rs, RULES_FORMAT_ACKANOMIC, &text, &len, &e),
                     RULES_ERR_UNREPRESENTABLE);

    EXPECT_NO_CHANGE(rs, RULES_ERR_INVALID,
                     rules_amend_script(rs, n, NULL, RULES_SCRIPT_KEEP, NULL, "P4", 13, &e));
    assert_int_equal(rules_amend_script(rs, n, NULL, RULES_SCRIPT_REMOVE, NULL, "P4", 13, &e),
                     RULES_OK);
    assert_null(rules_rule_script(tu_rule(rs, "1391")));
    EXPECT_NO_CHANGE(rs, RULES_ERR_INVALID,
                     rules_amend_script(rs, n, NULL, RULES_SCRIPT_REMOVE, NULL, "P5", 14, &e));
    rules_ruleset_free(rs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_enact_r303_II_1_requested),
        cmocka_unit_test(test_enact_r303_II_2_suite_end),
        cmocka_unit_test(test_enact_r303_II_3_miscellaneous),
        cmocka_unit_test(test_enact_r303_III),
        cmocka_unit_test(test_enact_no_misc_suite),
        cmocka_unit_test(test_enact_rejects),
        cmocka_unit_test(test_amend_keeps_texts),
        cmocka_unit_test(test_repeal),
        cmocka_unit_test(test_renumber),
        cmocka_unit_test(test_retitle_transmute),
        cmocka_unit_test(test_suite_heads_follow_changes),
        cmocka_unit_test(test_regulation_enact),
        cmocka_unit_test(test_scripts),
    };
    return cmocka_run_group_tests_name("rules_ops", tests, NULL, NULL);
}
