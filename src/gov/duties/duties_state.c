/* duties_state.c: the duties part's state (duties.h): its creation on
 * first use (journaled), its freeing and its lookups. */
#include "gov/duties/duties.h"

#include <stdlib.h>

void obligation_free(void *p)
{
	obligation *o = p;
	free(o->office);
	free(o->what);
	free(o->done);
	free(o);
}

static void free_all(duties *s)
{
	if (!s)
		return;
	for (int i = 0; i < s->nobs; i++)
		obligation_free(s->obs[i]);
	free(s->obs);
	free(s);
}

duties *duties_of(ctx *c)
{
	if (!c->n->duties) {
		c->n->duties = xcalloc(1, sizeof *c->n->duties);
		c->n->duties->next_id = 1;
		mut_part_made(c, duties_free);
	}
	return c->n->duties;
}

const duties *duties_peek(const nomic *n)
{
	return n->duties;
}

void duties_free(nomic *n)
{
	free_all(n->duties);
	n->duties = NULL;
}

obligation *obligation_by_id(const nomic *n, int id)
{
	const duties *s = n->duties;
	for (int i = 0; s && i < s->nobs; i++)
		if (s->obs[i]->id == id)
			return s->obs[i];
	return NULL;
}
