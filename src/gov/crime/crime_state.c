/* crime_state.c: the crime part's state (crime.h): its creation on first
 * use (journaled, like justice_of), its freeing and its lookups. */
#include "gov/crime/crime.h"
#include "gov/justice/justice.h"

#include <stdlib.h>

static void undo_crime_create(undo_entry *e)
{
	nomic *n = e->obj;
	crime_free(n->crime);
	n->crime = NULL;
}

crime *crime_of(ctx *c)
{
	if (!c->n->crime) {
		c->n->crime = xcalloc(1, sizeof *c->n->crime);
		undo_entry *e = undo_push(c->j, undo_crime_create, NULL);
		e->obj = c->n;
	}
	return c->n->crime;
}

const crime *crime_peek(const nomic *n)
{
	return n->crime;
}

void cfcj_rec_free(void *p)
{
	cfcj_rec *r = p;
	free(r->crime);
	free(r->rule);
	free(r->reasoning);
	free(r->suggested);
	free(r->penalty);
	free(r->imposed);
	free(r->imposed_from);
	free(r);
}

static void free_all(void **v, int n, void (*fn)(void *))
{
	for (int i = 0; i < n; i++)
		fn(v[i]);
	free(v);
}

void crime_free(crime *k)
{
	if (!k)
		return;
	free_all((void **)k->cfcjs, k->ncfcjs, cfcj_rec_free);
	free_all((void **)k->gaol, k->ngaol, free);
	free_all((void **)k->apologies, k->napologies, free);
	free_all((void **)k->pardons, k->npardons, free);
	free_all((void **)k->contempt, k->ncontempt, free);
	free_all((void **)k->patent, k->npatent, free);
	free(k);
}

cfcj_rec *crime_find_cfcj(const nomic *n, int number)
{
	const crime *k = n->crime;
	for (int i = 0; k && i < k->ncfcjs; i++)
		if (k->cfcjs[i]->number == number)
			return k->cfcjs[i];
	return NULL;
}

cfcj_rec *crime_latest_true(const nomic *n, int who)
{
	const crime *k = n->crime;
	cfcj_rec *best = NULL;
	for (int i = 0; k && i < k->ncfcjs; i++) {
		cfcj_rec *r = k->cfcjs[i];
		if (r->accused == who && r->seen == SEEN_TRUE &&
		    (!best || r->true_at >= best->true_at))
			best = r;
	}
	return best;
}

int crime_wait_index(crime_wait *const *v, int n, int who)
{
	for (int i = 0; i < n; i++)
		if (v[i]->player == who)
			return i;
	return -1;
}

int crime_is_patent(const nomic *n, int who)
{
	const crime *k = n->crime;
	return k && crime_wait_index(k->patent, k->npatent, who) >= 0;
}

void crime_set_str(ctx *c, char **field, const char *value)
{
	undo_string(c->j, field);
	*field = value ? xstrdup(value) : NULL;
}
