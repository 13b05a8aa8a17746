/* test_registry.c: method_find, method_ballot and method_each
 * (src/gov/method.c) over every registered method. */
#include "govtest.h"

#include <strings.h>

static const char *const names[] = {"ackanomic", "aos", "support", "sum",
				    "majority-of-players", "endorse", "general"};
#define NAMES (sizeof names / sizeof *names)

static void test_find(void **state)
{
	(void)state;
	for (size_t i = 0; i < NAMES; i++) {
		const vote_method *m = method_find(names[i]);
		assert_non_null(m);
		assert_string_equal(m->name, names[i]);
	}
	assert_ptr_equal(method_find("AOS"), method_find("aos")); /* any case */
	assert_ptr_equal(method_find("Ackanomic"), &method_ackanomic);
	assert_null(method_find("nope"));
	assert_null(method_find(""));
	assert_null(method_find("aos "));
	assert_null(method_find("majority"));
}

/* Ackanomic R106: YES, NO or BAA!; R340 lets "baa" stand for "BAA!". */
static void test_ballot_ackanomic(void **state)
{
	(void)state;
	const vote_method *m = &method_ackanomic;
	assert_int_equal(method_ballot(m, "YES"), 1);
	assert_int_equal(method_ballot(m, "yes"), 1);
	assert_int_equal(method_ballot(m, "No"), 2);
	assert_int_equal(method_ballot(m, "BAA!"), 3);
	assert_int_equal(method_ballot(m, "baa!"), 3);
	assert_int_equal(method_ballot(m, "baa"), 3);
	assert_int_equal(method_ballot(m, "Baa"), 3);
	assert_int_equal(method_ballot(m, "ba"), 0);
	assert_int_equal(method_ballot(m, "baa!!"), 0);
	assert_int_equal(method_ballot(m, "yes!"), 0); /* only a word that has its "!" */
	assert_int_equal(method_ballot(m, ""), 0);
	assert_int_equal(method_ballot(m, "FOR"), 0);
}

static void test_ballot_others(void **state)
{
	(void)state;
	assert_int_equal(method_ballot(method_find("aos"), "for"), 1);
	assert_int_equal(method_ballot(method_find("aos"), "baa"), 0);
	assert_int_equal(method_ballot(method_find("general"), "Present"), 3);
	assert_int_equal(method_ballot(method_find("endorse"), "VETO"), 2);
	assert_int_equal(method_ballot(method_find("sum"), "object"), 1);
	assert_int_equal(method_ballot(method_find("sum"), ""), 0);
	assert_int_equal(method_ballot(method_find("support"), "SUPPORT"), 1);
}

static void count(const vote_method *m, void *arg)
{
	size_t *seen = arg;
	for (size_t i = 0; i < NAMES; i++)
		if (strcmp(m->name, names[i]) == 0)
			seen[i]++;
	seen[NAMES]++;
}

static void test_each(void **state)
{
	(void)state;
	size_t seen[NAMES + 1] = {0};
	method_each(count, seen);
	for (size_t i = 0; i < NAMES; i++)
		assert_int_equal(seen[i], 1);
	assert_int_equal(seen[NAMES], NAMES); /* no method beyond these */
}

/* Every method: a name, a clause, ballots, and a reason of one line for any
 * tally, even when the reason does not fit or is not wanted. Before the
 * close only methods that decide early are asked (Ackanomic R106's is not,
 * and gives no reason then). */
static void check(const vote_method *m, void *arg)
{
	(void)arg;
	assert_non_null(m->decide);
	assert_non_null(m->rule);
	assert_non_null(m->ballots[1]);
	assert_null(m->ballots[0]);
	for (int v = 1; v <= BALLOT_KINDS; v++)
		for (int w = v + 1; m->ballots[v] && w <= BALLOT_KINDS; w++)
			assert_true(!m->ballots[w] || strcasecmp(m->ballots[v], m->ballots[w]) != 0);
	tally t = question(3, 30 * DAY);
	for (int at_close = !m->decides_early; at_close <= 1; at_close++) {
		char small[8];
		memset(small, 'x', sizeof small);
		m->decide(&t, &m->defaults, at_close, small, sizeof small);
		assert_true(memchr(small, '\0', sizeof small) != NULL);
		m->decide(&t, &m->defaults, at_close, NULL, 0);
		char line[256] = "";
		m->decide(&t, &m->defaults, at_close, line, sizeof line);
		assert_true(strlen(line) > 0);
		assert_null(strchr(line, '\n'));
	}
}

static void test_all_well_formed(void **state)
{
	(void)state;
	method_each(check, NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		CLAUSE("issue 4: methods are found by name", test_find),
		CLAUSE("Ackanomic R106, R340: YES, NO, BAA! and baa", test_ballot_ackanomic),
		CLAUSE("each method's ballot words", test_ballot_others),
		CLAUSE("method_each visits every method once", test_each),
		CLAUSE("every method is well formed and gives a reason", test_all_well_formed),
	};
	return cmocka_run_group_tests_name("gov_registry", tests, NULL, NULL);
}
