/* test_bind.c: core/bind.c's remembered answers (issue 17 item 3). bind_stopped
 * and bind_foreign keep their answers per thread under the ruleset's serial
 * and the citation's text: a repeal in place, a new ruleset swapped in, or a
 * citation's address reused for another text must each be seen at once. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>

#include "core/bind.h"
#include "core/state.h"
#include "rules/rules.h"
#include "rules/rules_ops.h"

#include <string.h>

static void enact(rules_ruleset *rs, uint32_t num)
{
	rules_enact_spec s = {.by = RULES_ENACT_BY_OTHER, .number = {num, 0},
			      .title = "T", .text = "text"};
	rules_number got;
	rules_error err;
	assert_int_equal(rules_enact(rs, &s, "test", 0, &got, &err), RULES_OK);
	assert_int_equal(got.base, num);
}

static void answers_follow_the_rules(void **state)
{
	(void)state;
	nomic *n = calloc(1, sizeof *n);
	char why[200];
	assert_null(bind_stopped(n, "R401", why, sizeof why)); /* no ruleset */
	rules_ruleset *rs = rules_ruleset_new(RULES_FORMAT_ACKANOMIC);
	enact(rs, 401);
	enact(rs, 402);
	rules_ruleset *before = rules_ruleset_clone(rs);
	n->rules = rs;
	/* Asked twice: the second is the remembered answer. */
	assert_null(bind_stopped(n, "R401", why, sizeof why));
	assert_null(bind_stopped(n, "R401", why, sizeof why));
	assert_int_equal(bind_foreign(n, "R401"), 0);
	assert_int_equal(bind_foreign(n, "A Nomic R401"), 1);
	assert_int_equal(bind_foreign(n, "A Nomic R401"), 1);
	/* Repealed in place: the ruleset's serial changes with it. */
	rules_error err;
	assert_int_equal(rules_repeal(rs, (rules_number){401, 0}, "Proposal 7", 0, &err),
			 RULES_OK);
	assert_non_null(bind_stopped(n, "R401", why, sizeof why));
	assert_non_null(strstr(why, "repealed by Proposal 7"));
	assert_null(bind_stopped(n, "R402", why, sizeof why));
	/* Another ruleset in its place (as swap_rules does): in force again. */
	n->rules = before;
	assert_null(bind_stopped(n, "R401", why, sizeof why));
	n->rules = rs;
	assert_non_null(bind_stopped(n, "R401", why, sizeof why));
	/* The same address with another text is another citation. */
	char cite[8];
	strcpy(cite, "R402");
	assert_null(bind_stopped(n, cite, why, sizeof why));
	strcpy(cite, "R401");
	assert_non_null(bind_stopped(n, cite, why, sizeof why));
	/* Of another family: binds nothing, remembered or not. */
	n->rules = rules_ruleset_new(RULES_FORMAT_ANOMIC);
	assert_int_equal(bind_foreign(n, "R401"), 1);
	assert_null(bind_stopped(n, "R401", why, sizeof why));
	rules_ruleset_free(n->rules);
	rules_ruleset_free(rs);
	rules_ruleset_free(before);
	free(n);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(answers_follow_the_rules),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
