/* govtest.h: helpers for the voting-method tests (tests/gov): build a
 * tally, run a method by its registry name, keep its one-line reason. */
#ifndef NOMIC_TESTS_GOVTEST_H
#define NOMIC_TESTS_GOVTEST_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "gov/method.h"

#define HOUR ((int64_t)3600)
#define DAY ((int64_t)86400)

/* A case named by the clause it checks, so a failure names the clause. */
#define CLAUSE(cite, fn) {cite, fn, NULL, NULL, NULL}

/* The last reason a method gave, for tests that read it. */
static char why[256];

/* A question with `eligible` voters who may vote, open `elapsed` seconds. */
static inline tally question(int64_t eligible, int64_t elapsed)
{
	tally t;
	memset(&t, 0, sizeof t);
	t.eligible = eligible;
	t.elapsed = elapsed;
	return t;
}

/* `count` voters cast ballot `value`, each with voting strength `strength`. */
static inline void cast(tally *t, int value, int64_t count, int64_t strength)
{
	t->ballots[value] += count;
	t->weight[value] += count * strength;
	t->voters += count;
}

/* Shorthand for one-strength voters. */
static inline void vote(tally *t, int value, int64_t count)
{
	cast(t, value, count, 1);
}

static inline const vote_method *must_find(const char *name)
{
	const vote_method *m = method_find(name);
	assert_non_null(m);
	return m;
}

/* Decide with cfg (NULL: the method's defaults). Every answer must carry a
 * reason of one line that names the clause it came from (`cite`). */
static inline enum decision_result decide_cfg(const char *name, const tally *t,
					      const method_config *cfg, int at_close,
					      const char *cite)
{
	const vote_method *m = must_find(name);
	memset(why, 0, sizeof why);
	enum decision_result r = m->decide(t, cfg ? cfg : &m->defaults, at_close, why, sizeof why);
	assert_true(r == DECIDE_OPEN || r == DECIDE_ADOPTED || r == DECIDE_REJECTED);
	assert_true(strlen(why) > 0);
	assert_null(strchr(why, '\n'));
	assert_non_null(strstr(why, cite));
	return r;
}

#endif
