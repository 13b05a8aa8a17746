/* test_import.c: every rule of the three seed rulesets comes in, with the
 * right numbers, titles, authors and texts; the counts are checked
 * against headers counted independently with a regex. */
#include "testutil.h"

#include <unistd.h>

static void test_ackanomic_count(void **state)
{
    (void)state;
    size_t len;
    char *buf = tu_read("ackanomic.txt", &len);
    size_t headers = tu_count_lines(buf, len, "^Rule [0-9]+(\\.[0-9]+)?/[0-9]+$");
    rules_ruleset *rs = tu_load("ackanomic.txt", RULES_FORMAT_ACKANOMIC);
    assert_int_equal(headers, 305);
    assert_int_equal(rules_count(rs), headers);
    assert_int_equal(rules_count_in_force(rs), headers);
    /* In file order, which is R102 order. */
    for (size_t i = 1; i < rules_count(rs); i++)
        assert_true(rules_number_cmp(rules_at(rs, i - 1)->number,
                                     rules_at(rs, i)->number) < 0);
    assert_string_equal(rules_ruleset_epilogue(rs), "Main Ackanomic Page");
    assert_false(rules_ruleset_final_newline(rs));
    rules_ruleset_free(rs);
    free(buf);
}

static void test_anomic_count(void **state)
{
    (void)state;
    size_t len;
    char *buf = tu_read("anomic.txt", &len);
    size_t headers = tu_count_lines(buf, len, "^Rule [0-9]+(\\.[0-9]+)?/[0-9]+ : ");
    size_t hist = tu_count_lines(buf, len,
                                 "^[0-9]+\\. Rule [0-9.]+/[0-9]+ [a-z]+ by .*, "
                                 "[0-9]+ [A-Z][a-z]{2} [0-9]{4} [0-9:]{8}$");
    rules_ruleset *rs = tu_load("anomic.txt", RULES_FORMAT_ANOMIC);
    assert_int_equal(headers, 30);
    assert_int_equal(rules_count(rs), headers);
    size_t n_hist = 0;
    for (size_t i = 0; i < rules_count(rs); i++)
        n_hist += rules_at(rs, i)->n_history;
    assert_int_equal(hist, 36);
    assert_int_equal(n_hist, hist);
    rules_ruleset_free(rs);
    free(buf);
}

static void test_regulations_count(void **state)
{
    (void)state;
    size_t len;
    char *buf = tu_read("ace-of-spades.txt", &len);
    size_t headers = tu_count_lines(buf, len, "^- [0-9]+\\.$");
    rules_ruleset *rs = tu_load("ace-of-spades.txt", RULES_FORMAT_REGULATIONS);
    assert_int_equal(headers, 47);
    assert_int_equal(rules_count(rs), headers);
    /* Reg 111 is missing from the list; 101-110 and 112-125 are there. */
    assert_null(rules_find_str(rs, "111"));
    assert_non_null(rules_find_str(rs, "112"));
    rules_ruleset_free(rs);
    free(buf);
}

/* Texts checked byte for byte against the seed. */
static void test_ackanomic_texts(void **state)
{
    (void)state;
    rules_ruleset *rs = tu_load("ackanomic.txt", RULES_FORMAT_ACKANOMIC);
    const rules_rule *r = tu_rule(rs, "1390.10");
    assert_string_equal(r->title, "The Haiku Limit");
    assert_string_equal(r->author, "Robert Sevin (Mitchell Harding)");
    assert_string_equal(rules_rule_text(r),
                        "It is illegal\nTo have a score exceeding\nSeven hundred points");
    assert_int_equal(r->revision, 0);

    r = tu_rule(rs, "102");
    assert_int_equal(r->revision, 8);
    assert_string_equal(r->title, "Resolving Conflicts");
    assert_null(r->author);
    assert_true(strncmp(rules_rule_text(r),
                        "If two or more rules other than this one conflict", 49) == 0);
    assert_non_null(strstr(rules_rule_text(r),
                           "treating a rule without a sub rule number as if the sub "
                           "rule number was zero."));

    r = tu_rule(rs, "1390.3"); /* untitled; author line only */
    assert_null(r->title);
    assert_string_equal(r->author, "/dev/joe (Joseph DeVincentis)");
    assert_string_equal(rules_rule_text(r), "Lager, sir, is regal.");

    r = tu_rule(rs, "104"); /* neither title nor author */
    assert_int_equal(r->revision, 9);
    assert_null(r->title);
    assert_null(r->author);
    assert_true(strncmp(rules_rule_text(r), "A Voting player may submit a proposal", 37) == 0);

    r = tu_rule(rs, "348"); /* R348: the title is a single space */
    assert_string_equal(r->title, " ");
    assert_string_equal(r->author, "mr cwm (Eric Murray)");
    assert_int_equal(r->n_notes, 1);
    assert_string_equal(r->notes[0], "[Web-Harfer's note: The name of this rule is a "
                                     "single space character.]");

    r = tu_rule(rs, "406"); /* "David Chapman" heads three rules: an author */
    assert_null(r->title);
    assert_string_equal(r->author, "David Chapman");
    r = tu_rule(rs, "601");
    assert_string_equal(r->title, "Winning By Paradox");
    assert_null(r->author);
    r = tu_rule(rs, "1150");
    assert_string_equal(r->title, "The Evil Overlords of Ackanomic (retired)");

    r = tu_rule(rs, "1250.7");
    assert_string_equal(r->title, "Game of Pure Skill");
    r = tu_rule(rs, "207");
    assert_int_equal(r->revision, 30);
    /* Imported rules only carry their current text (revision 30). */
    assert_non_null(rules_rule_text_at(r, 30));
    assert_null(rules_rule_text_at(r, 29));
    rules_ruleset_free(rs);
}

static void test_anomic_history(void **state)
{
    (void)state;
    rules_ruleset *rs = tu_load("anomic.txt", RULES_FORMAT_ANOMIC);
    const rules_rule *r = tu_rule(rs, "343");
    assert_int_equal(r->revision, 2);
    assert_string_equal(r->title, "C/RG: Mediocrity");
    assert_int_equal(r->n_history, 3);
    /* "0. Rule 343/0 created by P385/1, 20 Jan 2001 00:00:00" */
    assert_int_equal(r->history[0].kind, RULES_CHANGE_CREATED);
    assert_string_equal(r->history[0].cause, "P385/1");
    assert_int_equal(r->history[0].revision, 0);
    assert_true(r->history[0].has_time);
    assert_int_equal(r->history[0].time, 979948800); /* 2001-01-20T00:00:00Z */
    /* "2. Rule 343/1 amended by Proposal 463/0, 20 Apr 2001 00:00:00" */
    assert_int_equal(r->history[2].kind, RULES_CHANGE_AMENDED);
    assert_string_equal(r->history[2].cause, "Proposal 463/0");
    assert_int_equal(r->history[2].revision, 2);
    assert_int_equal(r->history[2].time, 987724800);

    r = tu_rule(rs, "399");
    assert_string_equal(rules_rule_text(r),
                        "Each Pack of Cards can be defined to be part of a certain "
                        "Card Game. A Card Game is a set of Rules that define how that "
                        "Game should be played within the Nomic.\n\nThe Red and Blue "
                        "Decks are defined to be part of the Card Game entitled "
                        "\"Pooker\".");
    /* R368's numbered moves ("1. Place a stone.") are text, not history. */
    r = tu_rule(rs, "368");
    assert_int_equal(r->n_history, 2);
    assert_non_null(strstr(rules_rule_text(r), "1. Place a stone."));
    r = tu_rule(rs, "370"); /* text directly followed by its history */
    assert_int_equal(r->layout.gap, 0);
    assert_int_equal(r->n_history, 1);
    rules_ruleset_free(rs);
}

static void test_regulations_fields(void **state)
{
    (void)state;
    rules_ruleset *rs = tu_load("ace-of-spades.txt", RULES_FORMAT_REGULATIONS);
    /* Reg 101: 101-125 Immutable, others Mutable. */
    assert_int_equal(tu_rule(rs, "101")->mutability, RULES_MUT_IMMUTABLE);
    assert_int_equal(tu_rule(rs, "125")->mutability, RULES_MUT_IMMUTABLE);
    assert_int_equal(tu_rule(rs, "200")->mutability, RULES_MUT_MUTABLE);
    /* Reg 106: Secret content. */
    assert_int_equal(tu_rule(rs, "340")->visibility, RULES_VIS_SECRET);
    assert_int_equal(tu_rule(rs, "330")->visibility, RULES_VIS_PUBLIC);
    assert_string_equal(rules_rule_text(tu_rule(rs, "310")),
                        "The Hand worth of every Contestant's Hand is set to zero.");
    assert_string_equal(rules_rule_text(tu_rule(rs, "200")),
                        "A Moment of Reckoning shall occur at the beginning of May 15,\n"
                        "2002.");
    assert_string_equal(tu_rule(rs, "101")->heading, "Immutable Basics");
    assert_string_equal(tu_rule(rs, "115")->heading, "Immutable Play Rules");
    assert_string_equal(tu_rule(rs, "200")->heading, "Mutable Card Setup/Dealing");
    assert_string_equal(tu_rule(rs, "310")->heading, "Marking Instructions");
    assert_null(tu_rule(rs, "102")->heading);
    /* The footer is not part of reg 999. */
    assert_null(strstr(rules_rule_text(tu_rule(rs, "999")), "Norrish"));
    assert_non_null(strstr(rules_ruleset_epilogue(rs), "Last modified:"));
    rules_ruleset_free(rs);
}

static void test_detect_format(void **state)
{
    (void)state;
    const char *files[] = { "ackanomic.txt", "anomic.txt", "ace-of-spades.txt" };
    rules_format want[] = { RULES_FORMAT_ACKANOMIC, RULES_FORMAT_ANOMIC,
                            RULES_FORMAT_REGULATIONS };
    for (int i = 0; i < 3; i++) {
        size_t len;
        char *buf = tu_read(files[i], &len);
        rules_format f;
        assert_true(rules_detect_format(buf, len, &f));
        assert_int_equal(f, want[i]);
        free(buf);
    }
}

/* R311: suite heads and members. */
static void test_suites(void **state)
{
    (void)state;
    rules_ruleset *rs = tu_load("ackanomic.txt", RULES_FORMAT_ACKANOMIC);
    const rules_rule *h = rules_suite_head(rs, "Games & Contests");
    assert_non_null(h);
    assert_int_equal(h->number.base, 1250);
    assert_ptr_equal(rules_suite_head(rs, "games & contests rule suite"), h);
    assert_ptr_equal(rules_suite_of(rs, rules_num(1250, 7)), h);
    assert_null(rules_suite_of(rs, rules_num(1250, 0)));
    assert_null(rules_suite_of(rs, rules_num(407, 1))); /* R407 is no head */
    assert_non_null(rules_suite_head(rs, "Miscellaneous"));
    assert_null(rules_suite_head(rs, "Nonexistent"));
    assert_int_equal(rules_suite_next_sub(rs, 1390), 16); /* after 1390.15 */
    rules_ruleset_free(rs);
}

/* An empty file reads as an empty string, terminated: rules_buf_take once
 * handed back a fresh buffer without its NUL, and strlen ran off its end
 * (ASan: a 257-byte read of a 256-byte buffer). */
static void test_read_empty_file(void **state)
{
    (void)state;
    char path[] = "/tmp/nomic-rules-empty-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    char *buf = NULL;
    size_t len = 99;
    rules_error e;
    assert_int_equal(rules_read_file(path, &buf, &len, &e), RULES_OK);
    unlink(path);
    assert_non_null(buf);
    assert_int_equal(len, 0);
    assert_int_equal(strlen(buf), 0);
    rules_format f;
    assert_false(rules_detect_format(buf, len, &f));
    free(buf);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ackanomic_count),
        cmocka_unit_test(test_anomic_count),
        cmocka_unit_test(test_regulations_count),
        cmocka_unit_test(test_ackanomic_texts),
        cmocka_unit_test(test_anomic_history),
        cmocka_unit_test(test_regulations_fields),
        cmocka_unit_test(test_detect_format),
        cmocka_unit_test(test_suites),
        cmocka_unit_test(test_read_empty_file),
    };
    return cmocka_run_group_tests_name("rules_import", tests, NULL, NULL);
}
