/* cycle_state.c: the cycle's state (cycle.h): created on first use
 * (journaled, like crime_of), freed, and looked up. R666 j's cycle number,
 * R666 c-d's entities by player. */
#include "gov/cycle/commission.h"
#include "gov/cycle/cycle.h"

#include "econ/entities.h"

#include <stdio.h>
#include <stdlib.h>

static void undo_cycle_create(undo_entry *e)
{
	nomic *n = e->obj;
	cycle_free(n->cycle);
	n->cycle = NULL;
}

cycle_state *cycle_of(ctx *c)
{
	if (!c->n->cycle) {
		cycle_state *s = xcalloc(1, sizeof *s);
		s->number = 1;
		c->n->cycle = s;
		undo_entry *e = undo_push(c->j, undo_cycle_create, NULL);
		e->obj = c->n;
	}
	return c->n->cycle;
}

const cycle_state *cycle_peek(const nomic *n)
{
	return n->cycle;
}

void cycle_free(cycle_state *s)
{
	if (!s)
		return;
	for (int i = 0; i < s->nhistory; i++)
		free(s->history[i]);
	for (int i = 0; i < s->nassets; i++)
		free(s->assets[i]);
	commission_free(s->arts);
	for (int i = 0; i < s->fl_ntexts; i++)
		free(s->fl_texts[i]);
	free(s->history);
	free(s->assets);
	free(s->fl_texts);
	free(s);
}

int cycle_number(const nomic *n)
{
	return n->cycle ? n->cycle->number : 1;
}

gtime cycle_began(const nomic *n)
{
	if (n->cycle && n->cycle->began)
		return n->cycle->began;
	/* The first cycle began with the nomic: its first player's joining
	 * (docs/RULINGS.md, R666 h). */
	gtime t = 0;
	for (int i = 0; i < n->nplayers; i++)
		if (!t || n->players[i]->first_joined < t)
			t = n->players[i]->first_joined;
	return t;
}

const cycle_assets *cycle_assets_of(const nomic *n, int player_id)
{
	const cycle_state *s = n->cycle;
	for (int i = 0; s && i < s->nassets; i++)
		if (s->assets[i]->player == player_id)
			return s->assets[i];
	return NULL;
}

cycle_assets *cycle_assets_mut(ctx *c, int player_id)
{
	cycle_state *s = cycle_of(c);
	for (int i = 0; i < s->nassets; i++)
		if (s->assets[i]->player == player_id)
			return s->assets[i];
	cycle_assets *a = xcalloc(1, sizeof *a);
	a->player = player_id;
	mut_append(c, (void ***)&s->assets, &s->nassets, &s->assets_cap, a, free);
	return a;
}

entity *cycle_give(ctx *c, const char *word, int owner, const char *why, char *whynot,
		   size_t len)
{
	const entity_kind *k = entity_kind_find(word);
	size_t had = c->err.len;
	cycle_assets_mut(c, owner);
	entity *e = entity_create(c, k, NULL, OWNER_PLAYER(owner), why);
	if (!e) {
		snprintf(whynot, len, "%s", c->err.len > had ? c->err.s + had : "refused");
		if (c->err.s)
			c->err.s[had] = '\0';
		c->err.len = had;
	}
	return e;
}
