/* arcadia_state.c: Arcadia's state (arcadia.h): its creation on first use
 * (journaled), its freeing, its lookups, and the beginning of a tournament
 * from a copy of the Template. */
#include "agora/arcadia/arcadia.h"
#include "core/ctx.h"

#include <stdlib.h>
#include <string.h>

#define DAY 86400

void arc_tourney_free(void *p)
{
	arc_tourney *t = p;
	if (!t)
		return;
	for (int i = 0; i < t->npl; i++)
		free(t->pl[i]);
	free(t->pl);
	free(t);
}

void arc_proposal_free(void *p)
{
	arc_proposal *a = p;
	if (!a)
		return;
	for (int i = 0; i < a->nst; i++)
		free(a->st[i]);
	free(a->st);
	free(a->text);
	free(a);
}

void arcadia_free(nomic *n)
{
	arcadia *s = n->arcadia;
	if (!s)
		return;
	for (int i = 0; i < s->nparties; i++)
		free(s->parties[i]);
	free(s->parties);
	for (int i = 0; i < s->nprops; i++)
		arc_proposal_free(s->props[i]);
	free(s->props);
	for (int i = 0; i < s->ntours; i++)
		arc_tourney_free(s->tours[i]);
	free(s->tours);
	free(s);
	n->arcadia = NULL;
}

arcadia *arcadia_of(ctx *c)
{
	if (!c->n->arcadia) {
		c->n->arcadia = xcalloc(1, sizeof *c->n->arcadia);
		arc_template_default(&c->n->arcadia->tmpl);
		mut_part_made(c, arcadia_free);
	}
	return c->n->arcadia;
}

arc_tourney *arc_latest(const nomic *n)
{
	const arcadia *s = n->arcadia;
	return s && s->ntours ? s->tours[s->ntours - 1] : NULL;
}

arc_tourney *arc_current(const nomic *n)
{
	arc_tourney *t = arc_latest(n);
	return t && !t->winner ? t : NULL;
}

arc_player *arc_player_of(const arc_tourney *t, int pid)
{
	for (int i = 0; t && i < t->npl; i++)
		if (t->pl[i]->pid == pid)
			return t->pl[i];
	return NULL;
}

int arc_is_party(const nomic *n, int pid)
{
	const arcadia *s = n->arcadia;
	for (int i = 0; s && i < s->nparties; i++)
		if (s->parties[i]->pid == pid)
			return 1;
	return 0;
}

arc_proposal *arc_proposal_by_id(const nomic *n, int id)
{
	const arcadia *s = n->arcadia;
	if (!s || id < 1 || id > s->nprops)
		return NULL;
	return s->props[id - 1];
}

arc_tourney *arc_begin(ctx *c)
{
	arcadia *s = arcadia_of(c);
	arc_tourney *t = xcalloc(1, sizeof *t);
	t->id = s->ntours + 1;
	t->gm = s->lord;
	t->began = c->now;
	t->t = s->tmpl; /* its own copy: later changes are the next one's */
	t->next_serial = 1;
	/* The Map begins empty; the rule of one unit per pair creates all 81. */
	arc_map_normalise(NULL, 0, t->map, &t->next_serial);
	t->alt = ARC_BLACK; /* RULINGS: the Alternating Land Type starts Black */
	/* Midnight: the next 00:00 UTC after now. */
	gtime next = (c->now / DAY + 1) * DAY;
	t->midnight = deadline_add(c, next, &dl_arcadia_midnight, t->id, 0);
	mut_append(c, (void ***)&s->tours, &s->ntours, &s->tcap, t, arc_tourney_free);
	/* "Land Units are assets": each of the 81 the rule created is an
	 * entity (arcadia_units.c). */
	if (arc_units_make(c, t))
		return NULL;
	return t;
}

/* "Food, Stone, and Lumber are each currencies" (RULINGS "Arcadia (seed
 * 003)": core currencies, so they are holdings like A$, persist from one
 * tournament to the next, and are made the first time the tournament needs
 * one, inside the event that needs it, so the journal undoes the making
 * with the rest). The seed gives no way to transfer them: not transferable.
 * A currency of the same name made before (`currency create Food`) is the
 * same currency: a name means one currency in the nomic. */
const currency *arc_currency(ctx *c, int r)
{
	const currency *cur = currency_by_name(c->n, arc_res_name[r]);
	return cur ? cur : mut_add_currency(c, arc_res_name[r], 0);
}

int64_t arc_have(const nomic *n, int pid, int r)
{
	const currency *cur = currency_by_name(n, arc_res_name[r]);
	return cur ? balance(n, pid, cur->id) : 0;
}
