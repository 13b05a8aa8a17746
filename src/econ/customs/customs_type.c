/* customs_type.c: the Imports Rule Suite (Ackanomic R503). An Import's noo
 * "may make a public message ... placing that import into the set of a type
 * of entity": the Customs Officer enters the announcement (`customs type
 * IMPORT TYPE`), as every message from outside Acka. The type may be none
 * a rule defines (an entity kind of the rules, a currency, the A$, a type
 * R503 made already); a noo's second announcement in a calendar week is
 * ignored; the announcement creates the rule "Import Type: <type>",
 * numbered 503.X, X the lowest free, through the ruleset's journaled
 * effects (core/rules_effects.h), as an adopted proposal's `rule enact`
 * does, so the ruleset's history shows it. */
#include "econ/customs/customs.h"

#include "core/rules_effects.h"
#include "core/util.h"
#include "rules/rules.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The rule in force whose title is "Import Type: <type>" (any case). */
static const rules_rule *type_rule(const nomic *n, const char *type)
{
	char title[200];
	snprintf(title, sizeof title, "Import Type: %s", type);
	for (size_t i = 0; n->rules && i < rules_count(n->rules); i++) {
		const rules_rule *r = rules_at(n->rules, i);
		if (!r->repealed && r->title && strcaseeq(r->title, title))
			return r;
	}
	return NULL;
}

/* Why type is one "currently defined by a rule inside or outside of this
 * rule suite" (R503 ¶2), or NULL. */
static const char *defined_type(ctx *c, const char *type, char *buf, size_t len)
{
	static const char *const acka[] = {"A$", "AckaDollar", "AckaDollars", "Ackadollar",
					   "Ackadollars", "Import", "Imports", NULL};
	for (int i = 0; acka[i]; i++)
		if (strcaseeq(type, acka[i])) {
			snprintf(buf, len, "%s are defined by %s", type,
				 i < 5 ? "R506" : "R501");
			return buf;
		}
	const entity_kind *k = entity_kind_find(type);
	if (k) {
		snprintf(buf, len, "%s are defined by %s", k->plural, k->rule);
		return buf;
	}
	if (currency_by_name(c->n, type)) {
		snprintf(buf, len, "%s is a currency of the rules", type);
		return buf;
	}
	if (type_rule(c->n, type)) {
		const rules_rule *r = type_rule(c->n, type);
		char num[RULES_NUMBER_BUFSZ];
		rules_number_format(r->number, num, sizeof num);
		snprintf(buf, len, "Rule %s defines %s already", num, type);
		return buf;
	}
	return NULL;
}

/* customs type IMPORT TYPE */
int customs_cmd_type(ctx *c, int argc, char **argv)
{
	(void)argc;
	if (cu_officer_only(c, "enters a noo's announcement placing its Import into a type"))
		return -1;
	entity *e = entity_find(c->n, argv[0]);
	if (!e)
		return ctx_fail(c, "no entity '%s' (R503)", argv[0]);
	if (!(e->kind->flags & EK_NOO) || e->owner.kind == OWN_EXPORTED) {
		sbuf d = {0};
		entity_describe(e, &d);
		ctx_fail(c, "%s is no Import in Acka: only an import's noo places it into a type "
			 "(R503 ¶2)", d.s);
		free(d.s);
		return -1;
	}
	const char *type = argv[1];
	size_t tl = strlen(type);
	if (!tl || tl > 100 || strpbrk(type, "\"\n{}"))
		return ctx_fail(c, "a type is a word or a few, up to 100 characters (R503)");
	if (!c->n->rules)
		return ctx_fail(c, "no ruleset is kept: R503 creates its rule in it");
	char why[200], noo[80];
	cu_noo(e, noo, sizeof noo);
	if (defined_type(c, type, why, sizeof why))
		return ctx_fail(c, "%s may not place its Import into %s: %s, and the type may not be "
				"one currently defined by a rule (R503 ¶2)", noo, type, why);
	/* "If the same noo makes an announcement of this sort more than once
	 * in a calendar week, then all announcements after the first are
	 * ignored." */
	const customs *s = c->n->customs;
	int64_t week = calendar_week(c->now);
	for (int i = 0; s && i < s->nt; i++)
		if (strcaseeq(s->t[i]->noo, noo) && calendar_week(s->t[i]->at) == week)
			return ctx_fail(c, "%s placed an Import into a type this calendar week already: "
					"this announcement is ignored (R503 ¶2)", noo);
	/* "numbered 503.X, where X is the lowest positive integer such that
	 * this is a unique rule". */
	char number[RULES_NUMBER_BUFSZ];
	for (int x = 1;; x++) {
		snprintf(number, sizeof number, "503.%d", x);
		if (!rules_find_str(c->n->rules, number))
			break;
	}
	/* "any necessary capitalisation may be performed by the Rule-Harfer":
	 * the text begins with a capital. */
	char title[160], text[200];
	snprintf(title, sizeof title, "Import Type: %s", type);
	snprintf(text, sizeof text, "%c%s are tradeable, exportable entities.",
		 toupper((unsigned char)type[0]), type + 1);
	char cause[160], assigned[RULES_NUMBER_BUFSZ];
	snprintf(cause, sizeof cause, "R503: %s's announcement, entered by the Customs Officer",
		 noo);
	if (effect_rule_enact(c, number, NULL, title, text, cause, assigned, sizeof assigned))
		return -1;
	customs *w = customs_of(c);
	cu_typed *t = xcalloc(1, sizeof *t);
	t->entity = e->id;
	t->type = xstrdup(type);
	t->noo = xstrdup(noo);
	t->at = c->now;
	t->rule = xstrdup(assigned);
	mut_append(c, (void ***)&w->t, &w->nt, &w->tcap, t, cu_typed_free);
	sbuf d = {0};
	entity_describe(e, &d);
	ctx_arg_str(c, "rule", assigned);
	ctx_say(c, "%s places %s into the type %s: Rule %s \"%s\" is created in the Imports Rule "
		"Suite: \"%s\" (R503)", noo, d.s, type, assigned, title, text);
	free(d.s);
	return 0;
}
