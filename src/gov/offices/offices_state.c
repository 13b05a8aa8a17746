/* offices_state.c: the offices part's state (offices.h): its creation on
 * first use (journaled, like crime_of), its freeing and its lookups. */
#include "gov/offices/offices.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static void undo_offices_create(undo_entry *e)
{
	nomic *n = e->obj;
	offices_free(n->offices_state);
	n->offices_state = NULL;
}

offices *offices_of(ctx *c)
{
	if (!c->n->offices_state) {
		c->n->offices_state = xcalloc(1, sizeof *c->n->offices_state);
		c->n->offices_state->next_nom = 1;
		undo_entry *e = undo_push(c->j, undo_offices_create, NULL);
		e->obj = c->n;
	}
	return c->n->offices_state;
}

const offices *offices_peek(const nomic *n)
{
	return n->offices_state;
}

void nomination_free(void *p)
{
	nomination *m = p;
	for (int i = 0; i < m->nballots; i++)
		free(m->ballots[i]);
	free(m->ballots);
	free(m->office);
	free(m);
}

void impeachment_free(void *p)
{
	impeachment *m = p;
	for (int i = 0; i < m->nvotes; i++)
		free(m->votes[i]);
	free(m->votes);
	free(m->office);
	free(m);
}

void fip_free(void *p)
{
	fip *f = p;
	free(f->office);
	free(f);
}

static void rec_free(void *p)
{
	office_rec *r = p;
	free(r->office);
	free(r);
}

void offices_free(offices *s)
{
	if (!s)
		return;
	for (int i = 0; i < s->nresults; i++)
		election_result_free(s->results[i]);
	free(s->results);
	for (int i = 0; i < s->nnoms; i++)
		nomination_free(s->noms[i]);
	free(s->noms);
	for (int i = 0; i < s->nrecs; i++)
		rec_free(s->recs[i]);
	free(s->recs);
	for (int i = 0; i < s->nips; i++)
		impeachment_free(s->ips[i]);
	free(s->ips);
	for (int i = 0; i < s->nfips; i++)
		fip_free(s->fips[i]);
	free(s->fips);
	free(s);
}

const office_rec *office_rec_peek(const nomic *n, const char *name)
{
	const offices *s = n->offices_state;
	for (int i = 0; s && i < s->nrecs; i++)
		if (strcaseeq(s->recs[i]->office, name))
			return s->recs[i];
	return NULL;
}

office_rec *office_rec_of(ctx *c, const char *name)
{
	office_rec *r = (office_rec *)office_rec_peek(c->n, name);
	if (r)
		return r;
	offices *s = offices_of(c);
	r = xcalloc(1, sizeof *r);
	r->office = xstrdup(name);
	mut_append(c, (void ***)&s->recs, &s->nrecs, &s->recs_cap, r, rec_free);
	return r;
}

nomination *nomination_for(const nomic *n, const char *name)
{
	const offices *s = n->offices_state;
	for (int i = 0; s && i < s->nnoms; i++)
		if (strcaseeq(s->noms[i]->office, name))
			return s->noms[i];
	return NULL;
}
