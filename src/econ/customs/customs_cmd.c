/* customs_cmd.c: the customs log (Ackanomic R501 ¶3: "an ITA-compliant log
 * of all ITA trades involving Acka"), public: each offer to or from Acka,
 * its parties, what each side gives, the case of ¶4 that applied, its state
 * and its Ackan-anchor; then the Imports placed into types (R503). And the
 * guard that makes an Import only by an accepted trade (R501 ¶1). */
#include "econ/customs/customs.h"

#include "core/util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int customs_cmd_log(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const customs *s = c->n->customs;
	if (!s || (!s->n && !s->nt)) {
		ctx_reply(c, "no ITA trades involve Acka (R501 ¶3)\n");
		return 0;
	}
	char when[40], b[64];
	for (int i = 0; i < s->n; i++) {
		const cu_offer *o = s->v[i];
		sbuf d = {0};
		cu_offer_describe(c->n, o, &d);
		format_time(o->at, when, sizeof when);
		ctx_reply(c, "%d. %s %s: %s", o->id, when, o->dir == CU_IN ? "to Acka" : "from Acka",
			  d.s);
		free(d.s);
		if (o->dir == CU_IN)
			ctx_reply(c, "; case %d", o->kase);
		ctx_reply(c, "; %s", cu_status_word(o->status));
		if (o->status == CU_ACCEPTED)
			ctx_reply(c, ", Ackan-anchor %s", owner_name(c->n, o->anchor, b, sizeof b));
		ctx_reply(c, "\n");
	}
	for (int i = 0; i < s->nt; i++) {
		const cu_typed *t = s->t[i];
		const entity *e = entity_by_id(c->n, t->entity);
		ctx_reply(c, "type: %s \"%s\" placed by %s into %s (Rule %s, R503)\n",
			  e ? e->kind->name : "Import", e && e->name ? e->name : "?", t->noo, t->type,
			  t->rule ? t->rule : "?");
	}
	return 0;
}

/* R501 ¶1: "Imports may only be created or destroyed as specified in the
 * rules": the admin's `entity create import` is refused. */
int customs_on_event(ctx *c, const char *event, const json_t *data)
{
	if (strcmp(event, "entity") != 0)
		return 0;
	const char *what = json_string_value(json_object_get(data, "what"));
	const char *kind = json_string_value(json_object_get(data, "kind"));
	if (what && kind && strcmp(what, "created") == 0 && strcmp(kind, "import") == 0 &&
	    !cu_creating)
		return ctx_fail(c, "an Import is created only by an accepted ITA trade (R501 ¶1, "
				"¶5)");
	return 0;
}
