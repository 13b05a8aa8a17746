/* treasure_find.c: finding a Buried Treasure (Ackanomic R1217 ¶5, ¶6):
 * the map writer or a Map Custodian announces that a Trading Entity
 * achieved the Map's conditions (the server cannot judge free text); the
 * Map is made public and destroyed, the finder receives the entities
 * (those e may not own go to the Treasury), and a map writer who finds eir
 * own Treasure gets the Chartreuse Goose. */
#include "econ/treasure/treasure.h"

#include "core/util.h"
#include "gov/cycle/cycle.h"

#include <stdlib.h>
#include <string.h>

/* ¶5 "except for those which the finder may not legally own, which are
 * transferred to the Treasury": e goes to the finder if the entities'
 * rules let it (entity_transfer refuses what e may not own: R250 VI d, VII
 * b, an organisation's limits, a card type's), else to the Treasury (or,
 * for what is never in the Treasury, Somewhere Else: R820). */
static int give(ctx *c, entity *e, ent_owner finder, const char *why)
{
	size_t mark = undo_mark(c->j), had = c->err.len;
	if (entity_transfer(c, e, finder, MOVE_RULES, why) == 0)
		return 0;
	undo_rollback(c->j, mark);
	c->err.len = had; /* the refusal is this clause's case, not the command's error */
	if (c->err.s)
		c->err.s[had] = '\0';
	char w2[128];
	snprintf(w2, sizeof w2, "%s; the finder may not own it: to the Treasury", why);
	ent_owner to = e->kind->flags & EK_NOTREASURY ? OWNER_NOBODY : OWNER_TREASURY;
	sbuf d = {0};
	entity_describe(e, &d);
	ctx_say(c, "%s goes to %s: the finder may not own it (R1217 ¶5)", d.s,
		to.kind == OWN_TREASURY ? "the Treasury" : "nobody");
	free(d.s);
	return entity_transfer(c, e, to, MOVE_RULES, w2);
}

/* treasure found N ENTITY: the map writer's or a Custodian's duty (¶5). */
int treasure_cmd_found(ctx *c, int argc, char **argv)
{
	(void)argc;
	treasure *t = treasure_arg(c, argv[0]);
	if (!t)
		return -1;
	int me = c->actor->id;
	if (t->writer != me && !treasure_is_custodian(t, me))
		return ctx_fail(c, "only the map writer or a Map Custodian of Buried Treasure %d "
			 "announces its finding (R1217 ¶5)", t->id);
	if (t->finder.kind != OWN_NOBODY)
		return ctx_fail(c, "Buried Treasure %d is found already (R1217 ¶5)", t->id);
	if (!t->map)
		return ctx_fail(c, "Buried Treasure %d has no Map yet: nobody can achieve its "
			 "conditions (R1217 ¶3)", t->id);
	if (t->map_gone)
		return ctx_fail(c, "the Map of Buried Treasure %d is destroyed; it can no longer "
			 "be found (R1217 ¶10)", t->id);
	ent_owner who;
	if (owner_parse(c->n, argv[1], &who) ||
	    (who.kind != OWN_PLAYER && who.kind != OWN_ORG))
		return ctx_fail(c, "'%s' is not a player or an organisation: a Trading Entity "
			 "finds a Treasure (R1217 ¶5)", argv[1]);
	if (who.kind == OWN_PLAYER && treasure_is_custodian(t, who.id))
		return ctx_fail(c, "a Map Custodian never finds the Treasure of eir Map "
			 "(R1217 ¶5, ¶7)");
	UNDO_SET(c->j, t->finder, who);
	UNDO_SET(c->j, t->found, c->now);
	char b[64];
	const char *fname = owner_name(c->n, who, b, sizeof b);
	/* ¶5: "make this fact, and the map, public": this destroys the Map. */
	ctx_say(c, "%s announces that %s achieved the conditions of the Map of Buried Treasure "
		"%d and finds it (R1217 ¶5); the Map: %s", c->actor->name, fname, t->id, t->map);
	UNDO_SET(c->j, t->map_gone, 1);
	char why[64];
	snprintf(why, sizeof why, "R1217 ¶5: found in Buried Treasure %d", t->id);
	/* The ids first: a Trinket that reaches the Treasury is dissolved
	 * (R505 III), which would shift the list being walked. */
	sbuf ids = {0};
	int n = treasure_count(c->n, t), k = 0;
	int *list = xcalloc((size_t)n + 1, sizeof *list);
	const entities *s = entities_peek(c->n);
	for (int i = 0; s && i < s->n && k < n; i++)
		if (owner_eq(s->v[i]->owner, OWNER_TREASURE(t->id)))
			list[k++] = s->v[i]->id;
	for (int i = 0; i < k; i++) {
		sbuf_printf(&ids, "%s%d", ids.len ? " " : "", list[i]);
		if (give(c, entity_by_id(c->n, list[i]), who, why)) {
			free(list);
			free(ids.s);
			return -1;
		}
	}
	free(list);
	/* ¶13: The Motherload, for a Hostile Takeover. */
	undo_string(c->j, &t->motherload);
	t->motherload = sbuf_take(&ids);
	/* ¶6: "when this happens, the Chartreuse Goose is transferred to the
	 * map writer from wherever it is." */
	if (who.kind == OWN_PLAYER && who.id == t->writer)
		goose_move(c, t->writer, "R1217 ¶6: the map writer found eir own Treasure", 0);
	return 0;
}
