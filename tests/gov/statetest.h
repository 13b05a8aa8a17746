/* statetest.h: a bare nomic state with a journal for the tests of
 * governance's C API (tests/gov): made with no players, freed whole. */
#ifndef NOMIC_TESTS_STATETEST_H
#define NOMIC_TESTS_STATETEST_H

#include <stdlib.h>

#include "core/ctx.h"

/* An empty nomic at game time `now`, its journal committed. */
static inline ctx *state_ctx_new(gtime now)
{
	ctx *c = xcalloc(1, sizeof *c);
	c->n = nomic_new();
	c->j = xcalloc(1, sizeof *c->j);
	c->now = now;
	return c;
}

static inline void state_ctx_free(ctx *c)
{
	undo_free(c->j);
	free(c->j);
	nomic_free(c->n);
	sbuf_free(&c->out);
	sbuf_free(&c->err);
	free(c);
}

#endif
