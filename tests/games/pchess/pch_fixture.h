/* pch_fixture.h: what the Party Chess core's unit tests share (test_pch.c,
 * test_pch2.c, test_pch_promote.c): one board, squares by name, pieces put
 * on it, and a cmocka setup that empties it. Include after cmocka.h. */
#ifndef NOMIC_PCH_FIXTURE_H
#define NOMIC_PCH_FIXTURE_H

#include <string.h>

#include "games/pchess/pch.h"

static pch_board B;

/* The square named w ("a1" .. "t20"); fails the test if it is none. */
static inline int S(const char *w)
{
	int sq = pch_square(w);
	assert_true(sq >= 0);
	return sq;
}

/* A piece of side's, put on square w ("off" leaves it off-board). */
static inline int put(int side, int type, const char *w)
{
	int i = pch_add(&B, side, type);
	assert_true(i >= 0);
	if (strcmp(w, "off"))
		assert_int_equal(pch_place(&B, i, S(w)), PCH_OK);
	return i;
}

static inline int pch_fixture_setup(void **st)
{
	(void)st;
	pch_init(&B);
	return 0;
}

#endif
