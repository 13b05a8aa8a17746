/* paradigm_state.c: the paradigm part's state (paradigm.h): its creation
 * on first change (journaled), its freeing, and what the ruleset says
 * exists: the Paradigm Types (R320 ¶2) and the Current Paradigm (R320 ¶1). */
#include "gov/paradigm/paradigm.h"
#include "rules/rules.h"

#include <stdlib.h>
#include <string.h>

paradigm_state *paradigm_of(ctx *c)
{
	if (!c->n->paradigm) {
		c->n->paradigm = xcalloc(1, sizeof *c->n->paradigm);
		mut_part_made(c, paradigm_module.free_state);
	}
	return c->n->paradigm;
}

const paradigm_state *paradigm_peek(const nomic *n)
{
	return n->paradigm;
}

void paradigm_free(paradigm_state *s)
{
	if (!s)
		return;
	free(s->current);
	for (int i = 0; i < s->nrebels; i++)
		free(s->rebels[i]);
	free(s->rebels);
	for (int i = 0; i < s->nlaughing; i++)
		free(s->laughing[i]);
	free(s->before);
	free(s->proto);
	free(s->laughing);
	free(s->laughing_x);
	free(s);
}

/* R320 ¶2: only rules within this suite named "Paradigm Type: X" define a
 * Paradigm Type, and X is its name. */
static const char *type_name(const rules_rule *r)
{
	static const char prefix[] = "Paradigm Type: ";
	if (r->repealed || !r->title || r->number.base != 320 || r->number.sub == 0)
		return NULL;
	if (strncmp(r->title, prefix, sizeof prefix - 1) != 0 || !r->title[sizeof prefix - 1])
		return NULL;
	return r->title + sizeof prefix - 1;
}

int paradigm_types(const nomic *n, const char **out, char (*rule)[16], int max)
{
	const rules_ruleset *rs = n->rules;
	int count = 0;
	for (size_t i = 0; rs && i < rules_count(rs) && count < max; i++) {
		const rules_rule *r = rules_at(rs, i);
		const char *name = type_name(r);
		if (!name)
			continue;
		int dup = 0; /* two rules naming one Type define one Type */
		for (int k = 0; k < count; k++)
			dup |= strcmp(out[k], name) == 0;
		if (dup)
			continue;
		if (rule)
			rules_number_format(r->number, rule[count], 16);
		out[count++] = name;
	}
	return count;
}

int paradigm_exists(const nomic *n, const char *name)
{
	const char *t[PARADIGM_MAX_TYPES];
	int k = paradigm_types(n, t, NULL, PARADIGM_MAX_TYPES);
	for (int i = 0; name && i < k; i++)
		if (strcmp(t[i], name) == 0)
			return 1;
	return 0;
}

const char *paradigm_current(const nomic *n)
{
	const paradigm_state *s = n->paradigm;
	const char *t[PARADIGM_MAX_TYPES];
	int k = paradigm_types(n, t, NULL, PARADIGM_MAX_TYPES);
	/* docs/RULINGS.md: a game starts under Democracy (R320.2). */
	const char *want = s && s->current ? s->current : PT_DEMOCRACY;
	for (int i = 0; i < k; i++)
		if (strcmp(t[i], want) == 0)
			return t[i];
	/* R320 ¶1: if no Paradigm Type is Active, Anarchy (if it exists). */
	for (int i = 0; i < k; i++)
		if (strcmp(t[i], PT_ANARCHY) == 0)
			return t[i];
	return NULL;
}

int paradigm_is(const nomic *n, const char *name)
{
	const char *cur = paradigm_current(n);
	return cur && strcmp(cur, name) == 0;
}

int paradigm_is_rebel(const nomic *n, int player_id)
{
	const paradigm_state *s = n->paradigm;
	for (int i = 0; s && i < s->nrebels; i++)
		if (*s->rebels[i] == player_id)
			return 1;
	return 0;
}
