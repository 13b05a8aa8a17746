/* court.c: the Supreme Court (R416, R416.1, R217). (Scaffold: the Supreme
 * Court part of issue 14 replaces these.) */
#include "gov/justice/justice.h"

#include <stdlib.h>

void court_free_parts(justice *j)
{
	free(j->seats);
	free(j->cortices);
	free(j->past);
}

int court_is_justice(const nomic *n, int who)
{
	(void)n;
	(void)who;
	return 0;
}

int court_active_justices(const nomic *n, int *out, int max)
{
	(void)n;
	(void)out;
	(void)max;
	return 0;
}

int court_consider(ctx *c, cfj *f)
{
	(void)f;
	return ctx_fail(c, "the Supreme Court is not sitting yet (R217)");
}

int court_has_torch(const nomic *n, int who)
{
	return 0;
}
