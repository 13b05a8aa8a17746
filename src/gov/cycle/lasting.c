/* lasting.c: the cycle's two lasting unique entities, the Chartreuse
 * Goose (R620 ¶1: "Let a unique, nontradeable, non-mimsy entity exist")
 * and the Great Tuba of Ackanomic (R901 ¶2: "There also exists ... a
 * unique entity"), as entities of the model (econ/entities.h, kinds
 * "goose" and "tuba").
 *
 * With `wins.entities` 1 (nomics begun at level 6) the entity is the
 * truth: its owner is the holder (a player, or Somewhere Else). It is
 * recorded the first time it moves, where the old record says it is
 * (docs/RULINGS.md: the entity exists in law from the start; the server
 * writes it down when a rule first touches it, so that a nomic which never
 * moves them has no new entity ids). Before that, and on the old path
 * (wins.entities 0, nomics begun before level 6), the holder is the cycle
 * state's field (cycle.h: goose, tuba), which then is all there is. */
#include "core/params.h"
#include "econ/entities.h"
#include "gov/cycle/cycle.h"

#include <stdio.h>

const entity *cycle_lasting(const nomic *n, const char *word)
{
	const entity_kind *k = entity_kind_find(word);
	const entities *s = entities_peek(n);
	for (int i = 0; k && s && i < s->n; i++)
		if (s->v[i]->kind == k)
			return s->v[i];
	return NULL;
}

int cycle_lasting_holder(const nomic *n, const char *word, int old)
{
	const entity *e = cycle_lasting(n, word);
	if (!e)
		return old;
	return e->owner.kind == OWN_PLAYER ? e->owner.id : 0;
}

/* Forgets what a step could not do: the caller says it in its own words. */
static void forget(ctx *c, size_t had, char *why, size_t len)
{
	if (why && len)
		snprintf(why, len, "%s", c->err.len > had ? c->err.s + had : "refused");
	if (c->err.len > had) {
		c->err.s[had] = '\0';
		c->err.len = had;
	}
}

int cycle_lasting_move(ctx *c, const char *word, int *old, int to, const char *why,
		       char *whynot, size_t len)
{
	entity *e = (entity *)cycle_lasting(c->n, word);
	if (!e && param_int(c->n, "wins.entities") != 1) {
		UNDO_SET(c->j, *old, to); /* the old path */
		return 0;
	}
	size_t had = c->err.len;
	if (!e) {
		/* Written down where the old record has it (0: Somewhere Else). */
		const entity_kind *k = entity_kind_find(word);
		char origin[64];
		snprintf(origin, sizeof origin, "%s: it exists while its rule stands", k ? k->rule : "?");
		e = k ? entity_create(c, k, NULL, *old ? OWNER_PLAYER(*old) : OWNER_NOBODY, origin)
		      : NULL;
		if (!e) {
			forget(c, had, whynot, len);
			return -1;
		}
	}
	ent_owner dest = to ? OWNER_PLAYER(to) : OWNER_NOBODY;
	if (owner_eq(e->owner, dest))
		return 0;
	if (entity_transfer(c, e, dest, MOVE_RULES, why) != 0) {
		forget(c, had, whynot, len);
		return -1;
	}
	return 0;
}
