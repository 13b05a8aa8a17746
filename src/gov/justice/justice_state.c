/* justice_state.c: the courts' state (justice.h): its creation on first
 * use, its freeing, and the names of verdicts, stages and kinds. Shared by
 * the trial and the Supreme Court; each frees its own arrays. */
#include "gov/justice/justice.h"

#include <stdlib.h>
#include <strings.h>

static void undo_justice_create(undo_entry *e)
{
	nomic *n = e->obj;
	justice_free(n->justice);
	n->justice = NULL;
}

justice *justice_of(ctx *c)
{
	if (!c->n->justice) {
		c->n->justice = xcalloc(1, sizeof *c->n->justice);
		undo_entry *e = undo_push(c->j, undo_justice_create, NULL);
		e->obj = c->n;
	}
	return c->n->justice;
}

const justice *justice_peek(const nomic *n)
{
	return n->justice;
}

cfj *cfj_find(const nomic *n, int number)
{
	const justice *j = n->justice;
	if (!j || number < 1 || number > j->ncfjs)
		return NULL;
	return j->cfjs[number - 1];
}

static const char *const verdict_names[] = {"none", "TRUE", "FALSE", "UNDECIDED", "INVALID"};

const char *verdict_name(enum verdict v)
{
	return (unsigned)v < sizeof verdict_names / sizeof *verdict_names ? verdict_names[v] : "?";
}

int verdict_parse(const char *word, enum verdict *out)
{
	for (int v = VERDICT_TRUE; v <= VERDICT_INVALID; v++)
		if (strcasecmp(word, verdict_names[v]) == 0) {
			*out = (enum verdict)v;
			return 0;
		}
	return -1;
}

const char *cfj_stage_name(enum cfj_stage s)
{
	static const char *const names[] = {"with its judge", "appealable", "before a Cortex",
		"before the Supreme Court", "final", "retracted", "dismissed"};
	return (unsigned)s < sizeof names / sizeof *names ? names[s] : "?";
}

const char *cfj_kind_name(enum cfj_kind k)
{
	static const char *const names[] = {"CFJ", "CFCJ", "Cycle-Win CFJ", "Paradox Win CFJ"};
	return (unsigned)k < sizeof names / sizeof *names ? names[k] : "?";
}

const cfj_ruling *cfj_latest(const cfj *f)
{
	return f->nrulings ? f->rulings[f->nrulings - 1] : NULL;
}
