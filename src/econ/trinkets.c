/* trinkets.c: Trinkets (R506 ¶4-¶6): named, giftable entities, each with a
 * positive, integral value in A$ and a description. Those the rules create
 * are Artificial (R506 ¶6): "the Treasury Operates on a number of A$ equal
 * to the value, using the specified name and description, and transfers
 * it to the recipient" -- Composing (R506 ¶5) destroys those A$, so the A$
 * and the Trinkets' values together stay 100,000 (R506 ¶3). Composing and
 * Dissolving by players, and forgeries (R506 ¶7, ¶8), are not built yet. */
#include "econ/entities.h"

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
