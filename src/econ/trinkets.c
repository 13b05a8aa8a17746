/* trinkets.c: Trinkets (R506 ¶4-¶6): named, giftable entities, each with a
 * positive, integral value in A$ and a description. Those the rules create
 * are Artificial (R506 ¶6): "the Treasury Operates on a number of A$ equal
 * to the value, using the specified name and description, and transfers
 * it to the recipient" -- Composing (R506 ¶5) destroys those A$, so the A$
 * and the Trinkets' values together stay 100,000 (R506 ¶3). A player's
 * Operations (R504, R506 ¶5, ¶6): `trinket compose` and `trinket dissolve`.
 * Forgeries (R506 ¶7, ¶8): src/econ/treasury/forgery.c. */
#include "econ/entities.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

entity *trinket_create(ctx *c, const char *name, const char *description, int64_t value,
		       ent_owner owner, const char *why)
{
	const entity_kind *k = entity_kind_find("trinket");
	const currency *ad = currency_by_name(c->n, "A$");
	if (value <= 0) { /* "Trinkets always have a positive, integral value in A$" */
		ctx_fail(c, "a Trinket's value is a positive number of A$ (R506 ¶4)");
		return NULL;
	}
	if (owner.kind == OWN_TREASURY) {
		ctx_fail(c, "the Treasury would Dissolve it at once (R505 III)");
		return NULL;
	}
	if (!ad) {
		ctx_fail(c, "there are no A$ to make a Trinket of (R506)");
		return NULL;
	}
	if (balance(c->n, 0, ad->id) < value) {
		ctx_fail(c, "the Treasury holds only A$%lld, less than the Trinket's value A$%lld "
			 "(R506 ¶6)", (long long)balance(c->n, 0, ad->id), (long long)value);
		return NULL;
	}
	size_t mark = undo_mark(c->j);
	entity *e = entity_create(c, k, name, owner, why);
	if (!e)
		return NULL;
	UNDO_SET(c->j, e->value, value);
	e->description = description ? xstrdup(description) : NULL;
	/* R506 ¶5: the Operated A$ are destroyed. */
	if (ledger_add(c, 0, ad, -value)) {
		undo_rollback(c->j, mark);
		return NULL;
	}
	return e;
}

int trinket_in_treasury(ctx *c, entity *e)
{
	if (strcmp(e->kind->word, "trinket") != 0 || e->owner.kind != OWN_TREASURY)
		return 0;
	int64_t value = e->value;
	sbuf d = {0};
	entity_describe(e, &d);
	/* entity_destroy gives the Treasury its value (trinket_destroyed). */
	int rc = entity_destroy(c, e, "R505 III: the Treasury Dissolves a Trinket it owns");
	if (rc == 0)
		ctx_announce(c, "the Treasury Dissolves %s: A$%lld (R505 III, R506)", d.s,
			     (long long)value);
	free(d.s);
	return rc;
}

int trinket_destroyed(ctx *c, const entity *e)
{
	const currency *ad = currency_by_name(c->n, "A$");
	if (strcmp(e->kind->word, "trinket") != 0 || e->value <= 0 || !ad)
		return 0;
	return ledger_add(c, 0, ad, e->value);
}

/* trinket compose "NAME" AMOUNT "DESCRIPTION": R506 ¶5, "an Operation on
 * one or more A$ known as Composing. This Operation requires the name and
 * description of the resulting Trinket. The creation fails if the name
 * ... is not a valid Ackanomic name, or is already the name of a named
 * entity. If the Operation succeeds than the A$ are destroyed and a
 * Trinket ... with a value equal to the number of A$ used ... is created in
 * the posession of the Operator." R504: e must own the A$ e Operates on. */
int trinket_cmd_compose(ctx *c, int argc, char **argv)
{
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t amount;
	if (parse_int64(argv[1], &amount) || amount <= 0)
		return ctx_fail(c, "the A$ to Compose are a positive whole number (R506 ¶4, R500)");
	if (!ad)
		return ctx_fail(c, "there are no A$ (R506)");
	int64_t have = balance(c->n, c->actor->id, ad->id);
	if (have < amount)
		return ctx_fail(c, "you own only A$%lld (R504)", (long long)have);
	const char *bad = entity_name_problem(c->n, argv[0]);
	if (bad)
		return ctx_fail(c, "%s", bad);
	entity *e = entity_create(c, entity_kind_find("trinket"), argv[0],
				  OWNER_PLAYER(c->actor->id), TRINKET_COMPOSED);
	if (!e)
		return -1;
	UNDO_SET(c->j, e->value, amount);
	(void)argc;
	e->description = xstrdup(argv[2]);
	if (ledger_add(c, c->actor->id, ad, -amount))
		return -1;
	ctx_arg_int(c, "entity", e->id);
	ctx_reply(c, "you Compose A$%lld into the Trinket \"%s\" (#%d)", (long long)amount, e->name,
		  e->id);
	ctx_announce(c, "%s Composes A$%lld into the Trinket \"%s\" (#%d) (R506 ¶5)",
		     c->actor->name, (long long)amount, e->name, e->id);
	return 0;
}

/* trinket dissolve ENTITY: R506 ¶6, "When a Trinket is Dissolved it is
 * destroyed and A$ equal to the value of the Trinket are created in the
 * posession of the Operator." */
int trinket_cmd_dissolve(ctx *c, int argc, char **argv)
{
	(void)argc;
	entity *e = entity_find(c->n, argv[0]);
	if (!e)
		return ctx_fail(c, "no entity '%s' (`entities` lists them)", argv[0]);
	sbuf d = {0};
	entity_describe(e, &d);
	int rc = -1;
	if (strcmp(e->kind->word, "trinket") != 0)
		ctx_fail(c, "%s is not a Trinket: only Trinkets are Dissolved (R506 ¶6)", d.s);
	else if (!owner_eq(e->owner, OWNER_PLAYER(c->actor->id)))
		ctx_fail(c, "you do not own %s (R504)", d.s);
	else
		rc = 0;
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t value = e->value;
	if (rc == 0 && !ad)
		rc = ctx_fail(c, "there are no A$ (R506)");
	if (rc == 0) {
		/* Its value is the Operator's, not the Treasury's (trinket_destroyed). */
		UNDO_SET(c->j, e->value, 0);
		rc = entity_destroy(c, e, "R506 ¶6: Dissolved by its owner");
	}
	if (rc == 0)
		rc = ledger_add(c, c->actor->id, ad, value);
	if (rc == 0) {
		ctx_reply(c, "you Dissolve %s: A$%lld", d.s, (long long)value);
		ctx_announce(c, "%s Dissolves %s: A$%lld (R506 ¶6)", c->actor->name, d.s,
			     (long long)value);
	}
	free(d.s);
	return rc;
}
