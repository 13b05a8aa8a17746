/* test_rules_search.c: the one search of the ruleset (core/rules_search.h)
 * that `rules search`, the /rules page and /api/v1/rules?q= share: matches
 * in current and earlier texts, each rule once at its newest match (the
 * page's mode) against every revision (the command's), phrases and
 * prefixes, every malformed query refused with one sentence, the command's
 * reply built from the same hits, and two reader threads searching under
 * the engine's read lock while the writer amends the rule (run under ASan
 * and TSan-free: each search must see the ruleset it holds, never a stale
 * index). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "../nomictest.h"
#include "core/rules_search.h"
#include "core/util.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

static nomic_file F;

static int setup(void **state)
{
	(void)state;
	open_nomic(&F);
	run(F.e, "admin", "ruleset load ackanomic");
	run(F.e, "admin", "rule enact 2001 \"Tested Xylophone\" \"The first text alpha.\"");
	run(F.e, "admin", "rule amend 2001 \"The changed text beta alpha.\"");
	run(F.e, "admin", "rule amend 2001 \"The final text gamma zebrafish.\"");
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	close_nomic(&F);
	return 0;
}

/* Searches as the admin; the hits, or fails the test with the error. */
static rules_hits find(const char *q, enum rules_search_mode mode)
{
	const nomic *n = engine_read_begin(F.e);
	vis_viewer v = vis_viewer_named(n, "admin");
	rules_hits h;
	char err[256];
	int rc = rules_search_find(n, q, &v, mode, &h, err, sizeof err);
	engine_read_end(F.e);
	if (rc)
		fail_msg("'%s': %s", q, err);
	return h;
}

/* The hit for rule 2001 at position *at, or NULL. */
static const rules_hit *hit_2001(const rules_hits *h, size_t from, size_t *at)
{
	for (size_t i = from; i < h->n; i++)
		if (!strcmp(h->v[i].number, "2001")) {
			if (at)
				*at = i;
			return &h->v[i];
		}
	return NULL;
}

static void test_current_and_earlier(void **state)
{
	(void)state;
	/* Only in the newest text: current. */
	rules_hits h = find("zebrafish", RULES_SEARCH_BY_RULE);
	assert_int_equal(h.n, 1);
	assert_string_equal(h.v[0].number, "2001");
	assert_true(h.v[0].current);
	assert_string_equal(h.v[0].title, "Tested Xylophone");
	assert_string_equal(h.v[0].plain, "The final text gamma zebrafish.");
	assert_string_equal(h.v[0].marked, "The final text gamma [zebrafish].");
	uint32_t newest = h.v[0].revision;
	rules_hits_free(&h);

	/* In the two earlier texts: the page shows the newer, marked as not
	 * current; the command shows both. */
	h = find("alpha", RULES_SEARCH_BY_RULE);
	size_t at;
	const rules_hit *x = hit_2001(&h, 0, &at);
	assert_non_null(x);
	assert_false(x->current);
	assert_int_equal(x->revision, newest - 1);
	assert_string_equal(x->plain, "The changed text beta alpha.");
	assert_null(hit_2001(&h, at + 1, NULL));
	rules_hits_free(&h);
	h = find("alpha", RULES_SEARCH_REVISIONS);
	x = hit_2001(&h, 0, &at);
	assert_non_null(x);
	const rules_hit *y = hit_2001(&h, at + 1, NULL);
	assert_non_null(y);
	assert_true((x->revision == newest - 1 && y->revision == newest - 2) ||
		    (x->revision == newest - 2 && y->revision == newest - 1));
	rules_hits_free(&h);

	/* The title matches in every text: three revisions, one rule. */
	h = find("xylophone", RULES_SEARCH_REVISIONS);
	assert_int_equal(h.n, 3);
	rules_hits_free(&h);
	h = find("XYLOPHONE", RULES_SEARCH_BY_RULE);
	assert_int_equal(h.n, 1);
	assert_int_equal(h.v[0].revision, newest);
	rules_hits_free(&h);

	/* Punctuation only separates words: nothing matches, no error. */
	h = find("<script> zzyzx", RULES_SEARCH_BY_RULE);
	assert_int_equal(h.n, 0);
	rules_hits_free(&h);
}

static void test_phrase_prefix_operators(void **state)
{
	(void)state;
	rules_hits h = find("\"final text\"", RULES_SEARCH_BY_RULE);
	assert_non_null(hit_2001(&h, 0, NULL));
	rules_hits_free(&h);
	h = find("\"text final\" zebrafish", RULES_SEARCH_BY_RULE);
	assert_int_equal(h.n, 0);
	rules_hits_free(&h);
	h = find("zebraf*", RULES_SEARCH_BY_RULE);
	assert_int_equal(h.n, 1);
	rules_hits_free(&h);
	h = find("zebraf", RULES_SEARCH_BY_RULE);
	assert_int_equal(h.n, 0);
	rules_hits_free(&h);
	h = find("\"gamma zebra\"*", RULES_SEARCH_BY_RULE);
	assert_int_equal(h.n, 1);
	rules_hits_free(&h);
	h = find("zebrafish OR beta", RULES_SEARCH_REVISIONS);
	assert_int_equal(h.n, 2);
	rules_hits_free(&h);
	h = find("alpha NOT beta", RULES_SEARCH_REVISIONS);
	size_t at;
	const rules_hit *x = hit_2001(&h, 0, &at);
	assert_non_null(x);
	assert_string_equal(x->plain, "The first text alpha.");
	assert_null(hit_2001(&h, at + 1, NULL));
	rules_hits_free(&h);
}

static void refused(const char *q, const char *why)
{
	const nomic *n = engine_read_begin(F.e);
	vis_viewer v = vis_viewer_named(n, NULL);
	rules_hits h;
	char err[256] = "";
	int rc = rules_search_find(n, q, &v, RULES_SEARCH_BY_RULE, &h, err, sizeof err);
	engine_read_end(F.e);
	if (rc != -1 || !strstr(err, why))
		fail_msg("'%s': %d '%s', not '%s'", q, rc, err, why);
	assert_int_equal(h.n, 0);
	assert_null(h.v);
}

static void test_refused(void **state)
{
	(void)state;
	char longq[300];
	memset(longq, 'a', sizeof longq - 1);
	longq[sizeof longq - 1] = '\0';
	refused("", "Type one or more words");
	refused("  & -- ", "Type one or more words");
	refused(longq, "at most 200 characters");
	refused("a b c d e f g h i", "at most 8 words");
	refused("\xff\xfe", "not valid UTF-8");
	refused("a\x01" "b", "control characters");
	refused("\"open phrase", "closing quote");
	refused("AND alpha", "cannot search for that: AND, OR and NOT go between");
	refused("alpha OR", "cannot search for that");
	refused("NOT alpha", "cannot search for that");
	/* The command says the same. */
	reply r;
	engine_submit(F.e, "alice", "rules search alpha OR", &r);
	assert_false(r.ok);
	assert_non_null(strstr(r.text, "AND, OR and NOT go between"));
	reply_free(&r);
}

/* The command's reply is the same hits, one line a revision. */
static void test_command_agrees(void **state)
{
	(void)state;
	rules_hits h = find("zebrafish", RULES_SEARCH_REVISIONS);
	char want[256];
	snprintf(want, sizeof want, "Rule 2001/%u Tested Xylophone: The final text gamma [zebrafish].",
		 (unsigned)h.v[0].revision);
	rules_hits_free(&h);
	reply r;
	engine_submit(F.e, "bob", "rules search zebrafish", &r);
	assert_true(r.ok);
	assert_string_equal(r.text, want);
	reply_free(&r);
	engine_submit(F.e, "bob", "rules search zzyzx", &r);
	assert_string_equal(r.text, "no rule matches");
	reply_free(&r);
}

/* ---- readers searching while the writer amends ---- */

static atomic_int stop, searches;

static void *reader(void *arg)
{
	const char *q = arg;
	while (!atomic_load(&stop)) {
		const nomic *n = engine_read_begin(F.e);
		vis_viewer v = vis_viewer_named(n, "bob");
		rules_hits h;
		char err[256];
		int rc = rules_search_find(n, q, &v, RULES_SEARCH_BY_RULE, &h, err, sizeof err);
		int ok = rc == 0;
		const rules_hit *x = ok ? hit_2001(&h, 0, NULL) : NULL;
		/* What it finds is the text the ruleset it holds has now. */
		if (x) {
			const rules_rule *r = x->rule;
			ok = x->current && !strcmp(x->plain, r->texts[r->n_texts - 1].text);
		} else {
			ok = 0;
		}
		rules_hits_free(&h);
		engine_read_end(F.e);
		if (!ok) {
			atomic_store(&stop, 2);
			return NULL;
		}
		atomic_fetch_add(&searches, 1);
	}
	return NULL;
}

static void test_concurrent(void **state)
{
	(void)state;
	pthread_t a, b;
	atomic_store(&stop, 0);
	atomic_store(&searches, 0);
	/* The first text with the word is in before the readers look. */
	run(F.e, "admin", "rule amend 2001 \"The quokka 0.\"");
	assert_int_equal(pthread_create(&a, NULL, reader, "quokka"), 0);
	assert_int_equal(pthread_create(&b, NULL, reader, "quokk*"), 0);
	for (int i = 1; i <= 40 && atomic_load(&stop) != 2; i++) {
		char line[80];
		snprintf(line, sizeof line, "rule amend 2001 \"The quokka %d.\"", i);
		run(F.e, "admin", line);
		/* A failed batch rolls the ruleset back: the index built for it
		 * must not be taken for the next change's. */
		reply r;
		snprintf(line, sizeof line,
			 "rule amend 2001 \"The quokka %d.\" script \"this is not Lua (\"", 100 + i);
		engine_submit(F.e, "admin", line, &r);
		assert_false(r.ok); /* the script does not compile: all undone */
		reply_free(&r);
	}
	while (atomic_load(&searches) < 20 && atomic_load(&stop) != 2)
		;
	int failed = atomic_load(&stop) == 2;
	atomic_store(&stop, 1);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert_false(failed);
	print_message("%d searches\n", atomic_load(&searches));
	rules_hits h = find("quokka", RULES_SEARCH_BY_RULE);
	assert_int_equal(h.n, 1);
	assert_string_equal(h.v[0].plain, "The quokka 40.");
	rules_hits_free(&h);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_current_and_earlier),
		cmocka_unit_test(test_phrase_prefix_operators),
		cmocka_unit_test(test_refused),
		cmocka_unit_test(test_command_agrees),
		cmocka_unit_test(test_concurrent),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
