/* test_rules_diff.c: the word-level diff of rule texts (src/rules/rules_diff.c,
 * issue 18 item 5): identical texts, an insertion, a deletion, a
 * replacement, empty texts, whitespace kept exactly, and long texts that
 * fall back to lines and to "replaced whole" within the bound. Every case
 * also checks that the segments give back both texts. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/rules_diff.h"

/* The text the segments give with op `skip` left out. */
static char *rebuild(const rules_diff *d, rules_diff_op skip)
{
    size_t len = 0;
    for (size_t i = 0; i < d->n; i++)
        len += strlen(d->segs[i].text);
    char *s = calloc(1, len + 1);
    for (size_t i = 0; i < d->n; i++)
        if (d->segs[i].op != skip)
            strcat(s, d->segs[i].text);
    return s;
}

/* Diffs a against b, checks both round trips, and compares the segments
 * written as "=same|-del|+ins|" with want (NULL: not compared). */
static rules_diff check(const char *a, const char *b, const char *want)
{
    rules_diff d;
    assert_int_equal(rules_diff_texts(a, b, &d), 0);
    char *old = rebuild(&d, RULES_DIFF_INS), *new_text = rebuild(&d, RULES_DIFF_DEL);
    assert_string_equal(old, a ? a : "");
    assert_string_equal(new_text, b ? b : "");
    free(old);
    free(new_text);
    for (size_t i = 0; i < d.n; i++) {
        assert_true(d.segs[i].text[0] != '\0');
        if (i)
            assert_true(d.segs[i].op != d.segs[i - 1].op);
    }
    if (want) {
        char got[4096] = "";
        for (size_t i = 0; i < d.n; i++) {
            const char *mark = d.segs[i].op == RULES_DIFF_DEL   ? "-"
                               : d.segs[i].op == RULES_DIFF_INS ? "+"
                                                                 : "=";
            strcat(got, mark);
            strcat(got, d.segs[i].text);
            strcat(got, "|");
        }
        assert_string_equal(got, want);
    }
    return d;
}

static void test_identical(void **state)
{
    (void)state;
    rules_diff d = check("All players may vote.", "All players may vote.",
                         "=All players may vote.|");
    assert_int_equal(d.grain, RULES_DIFF_WORDS);
    rules_diff_free(&d);
}

static void test_insertion(void **state)
{
    (void)state;
    rules_diff d = check("All players may vote.", "All active players may vote.",
                         "=All |+active |=players may vote.|");
    rules_diff_free(&d);
    d = check("Vote.", "Vote. Then rest.", "=Vote.|+ Then rest.|");
    rules_diff_free(&d);
}

static void test_deletion(void **state)
{
    (void)state;
    rules_diff d = check("Each player shall vote twice.", "Each player shall vote.",
                         "=Each player shall vote|- twice|=.|");
    rules_diff_free(&d);
}

static void test_replacement(void **state)
{
    (void)state;
    /* The kept space between two changed words joins them into one. */
    rules_diff d = check("The quorum is three players.", "The quorum is five voting players.",
                         "=The quorum is |-three|+five voting|= players.|");
    rules_diff_free(&d);
    d = check("a b c", "x y z", "-a b c|+x y z|");
    rules_diff_free(&d);
    /* Punctuation is its own token. */
    d = check("Rule 1, then", "Rule 1; then", "=Rule 1|-,|+;|= then|");
    rules_diff_free(&d);
}

static void test_rewrite_reads_whole(void **state)
{
    (void)state;
    /* A long text replaced by a sentence sharing a few of its words: the
     * shared words are not kept as scattered islands. */
    rules_diff d = check("If a Modest proposal is accepted, the player who proposed it receives "
                         "5 points. If a Grandiose proposal is accepted, the player receives 16.",
                         "The quorum is three players.", NULL);
    assert_int_equal(d.n, 3);
    assert_int_equal(d.segs[0].op, RULES_DIFF_DEL);
    assert_int_equal(d.segs[1].op, RULES_DIFF_INS);
    assert_string_equal(d.segs[1].text, "The quorum is three players");
    assert_string_equal(d.segs[2].text, "."); /* the common tail */
    rules_diff_free(&d);
    /* A kept word as long as the change beside it stays. */
    d = check("five voting players.", "five players & more.", "=five |-voting |=players|+ & more|=.|");
    rules_diff_free(&d);
}

static void test_whitespace_kept(void **state)
{
    (void)state;
    rules_diff d = check("one\ntwo  three\n", "one\ntwo three\n\n",
                         "=one\ntwo|-  |+ |=three|-\n|+\n\n|");
    rules_diff_free(&d);
}

static void test_empty(void **state)
{
    (void)state;
    rules_diff d = check("", "", "");
    assert_int_equal(d.n, 0);
    rules_diff_free(&d);
    d = check(NULL, "New text.", "+New text.|");
    rules_diff_free(&d);
    d = check("Old text.", "", "-Old text.|");
    rules_diff_free(&d);
}

/* n words "w0 w1 ..." with word k replaced by "CHANGED" when k == changed. */
static char *words(size_t n, size_t changed)
{
    char *s = malloc(n * 16 + 1), *p = s;
    for (size_t k = 0; k < n; k++)
        p += k == changed ? sprintf(p, "CHANGED%s", k % 10 == 9 ? "\n" : " ")
                          : sprintf(p, "w%zu%s", k, k % 10 == 9 ? "\n" : " ");
    *p = '\0';
    return s;
}

static void test_long_small_change(void **state)
{
    (void)state;
    /* 200 000 words, one changed: the common head and tail are trimmed,
     * so this stays a word diff. */
    char *a = words(200000, SIZE_MAX), *b = words(200000, 123456);
    rules_diff d = check(a, b, NULL);
    assert_int_equal(d.grain, RULES_DIFF_WORDS);
    assert_int_equal(d.n, 4);
    assert_string_equal(d.segs[1].text, "w123456");
    assert_string_equal(d.segs[2].text, "CHANGED");
    rules_diff_free(&d);
    free(a);
    free(b);
}

static void test_long_rewritten(void **state)
{
    (void)state;
    /* Every word different, 10 000 words a side (20 000 tokens): past the
     * word bound, within the line bound (1 000 lines a side). */
    char *a = words(10000, SIZE_MAX), *b = malloc(10000 * 16 + 1), *p = b;
    for (size_t k = 0; k < 10000; k++)
        p += sprintf(p, "v%zu%s", k, k % 10 == 9 ? "\n" : " ");
    rules_diff d = check(a, b, NULL);
    assert_int_equal(d.grain, RULES_DIFF_LINES);
    rules_diff_free(&d);
    free(a);
    free(b);

    /* 5 000 one-word lines a side, all changed: past both bounds. */
    size_t n = 5000;
    a = malloc(n * 2 + 1);
    b = malloc(n * 2 + 1);
    for (size_t k = 0; k < n; k++) {
        a[2 * k] = 'a';
        b[2 * k] = 'b';
        a[2 * k + 1] = b[2 * k + 1] = '\n';
    }
    a[2 * n] = b[2 * n] = '\0';
    d = check(a, b, NULL);
    assert_int_equal(d.grain, RULES_DIFF_WHOLE);
    assert_int_equal(d.n, 2);
    assert_int_equal(d.segs[0].op, RULES_DIFF_DEL);
    assert_int_equal(d.segs[1].op, RULES_DIFF_INS);
    rules_diff_free(&d);
    free(a);
    free(b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_identical),    cmocka_unit_test(test_insertion),
        cmocka_unit_test(test_deletion),     cmocka_unit_test(test_replacement),
        cmocka_unit_test(test_whitespace_kept), cmocka_unit_test(test_empty),
        cmocka_unit_test(test_rewrite_reads_whole),
        cmocka_unit_test(test_long_small_change), cmocka_unit_test(test_long_rewritten),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
