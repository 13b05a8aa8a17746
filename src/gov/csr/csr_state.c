/* csr_state.c: the Common Sense Reports' state (csr.h): created on first
 * use (journaled), looked up by number, freed. */
#include "gov/csr/csr.h"

#include <stdlib.h>

csrs *csrs_of(ctx *c)
{
	if (!c->n->csrs) {
		c->n->csrs = xcalloc(1, sizeof *c->n->csrs);
		mut_part_made(c, csr_module.free_state);
	}
	return c->n->csrs;
}

const csrs *csrs_peek(const nomic *n)
{
	return n->csrs;
}

csr *csr_get(const nomic *n, int number)
{
	const csrs *s = n->csrs;
	return s && number >= 1 && number <= s->nall ? s->all[number - 1] : NULL;
}

void csr_free(void *p)
{
	csr *r = p;
	if (!r)
		return;
	free(r->text);
	for (int i = 0; i < r->nobjections; i++)
		free(r->objections[i]);
	free(r->objections);
	free(r);
}

void csrs_free(csrs *s)
{
	if (!s)
		return;
	for (int i = 0; i < s->nall; i++)
		csr_free(s->all[i]);
	free(s->all);
	free(s);
}
