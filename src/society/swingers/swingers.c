/* swingers.c: the Swingerships' records and the rules' own movements of
 * them (Ackanomic R1040 III, VI, VII, VIII): creation with a Political
 * Party, Provisional when it disbands, Somewhere Else when held by one not
 * of its Party or when its Party Swinger goes on Vacation. Entities are
 * changed through econ/entities.h, the records through the journal. */
#include "society/swingers/swingers.h"

#include "core/bind.h"
#include "core/ctx.h"
#include "core/undo.h"
#include "econ/entities.h"
#include "society/orgs/orgs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void swinging_free(void *p)
{
	swinging *w = p;
	free(w->party);
	free(w->name);
	free(w);
}

void swingers_free(nomic *n)
{
	swingers *s = n->swingers;
	if (!s)
		return;
	for (int i = 0; i < s->n; i++)
		swinging_free(s->v[i]);
	free(s->v);
	free(s);
	n->swingers = NULL;
}

static swingers *swingers_of(ctx *c)
{
	if (!c->n->swingers) {
		c->n->swingers = xcalloc(1, sizeof *c->n->swingers);
		mut_part_made(c, swingers_free);
	}
	return c->n->swingers;
}

swinging *swinging_of(const nomic *n, int entity_id)
{
	const swingers *s = n->swingers;
	for (int i = 0; s && i < s->n; i++)
		if (s->v[i]->entity == entity_id && !s->v[i]->gone)
			return s->v[i];
	return NULL;
}

entity *swinging_entity(const nomic *n, const swinging *w)
{
	return entity_by_id(n, w->entity);
}

int swinging_provisional(const nomic *n, const swinging *w)
{
	const entity *e = swinging_entity(n, w);
	const char *v = e ? entity_switch_value(e, "provisional") : NULL;
	return v && strcmp(v, "yes") == 0;
}

static swinging *find_arg(ctx *c, const char *word)
{
	const char *num = word[0] == '#' ? word + 1 : word;
	char *end;
	long id = strtol(num, &end, 10);
	if (*num && !*end) {
		swinging *w = swinging_of(c->n, (int)id);
		if (w)
			return w;
	}
	const swingers *s = c->n->swingers;
	for (int i = 0; s && i < s->n; i++) {
		swinging *w = s->v[i];
		if (!w->gone && ((w->name && strcaseeq(w->name, word)) ||
				 (*w->party && strcaseeq(w->party, word))))
			return w;
	}
	ctx_fail(c, "no Swingership '%s' (`swingers` lists them)", word);
	return NULL;
}

swinging *swinging_arg(ctx *c, const char *word, char *desc, size_t len)
{
	swinging *w = find_arg(c, word);
	if (w)
		swinging_describe(c->n, w, desc, len);
	return w;
}

int swingerships_count(const nomic *n)
{
	const swingers *s = n->swingers;
	int k = 0;
	for (int i = 0; s && i < s->n; i++)
		k += !s->v[i]->gone && !swinging_provisional(n, s->v[i]);
	return k;
}

int swingers_count(const nomic *n)
{
	/* R1044 1: owners of a Swingership, once each, not on Vacation. */
	int seen[256], k = 0;
	const swingers *s = n->swingers;
	for (int i = 0; s && i < s->n; i++) {
		const entity *e = swinging_entity(n, s->v[i]);
		if (s->v[i]->gone || !e || swinging_provisional(n, s->v[i]) ||
		    e->owner.kind != OWN_PLAYER)
			continue;
		const player *p = player_by_id(n, e->owner.id);
		int dup = 0;
		for (int j = 0; j < k; j++)
			dup |= seen[j] == e->owner.id;
		if (!dup && p && p->state != PS_VACATIONING && k < 256)
			seen[k++] = e->owner.id;
	}
	return k;
}

void swinging_describe(const nomic *n, const swinging *w, char *buf, size_t len)
{
	const char *what = swinging_provisional(n, w) ? "Provisional Swingership" : "Swingership";
	if (w->name)
		snprintf(buf, len, "the %s \"%s\" (#%d)", what, w->name, w->entity);
	else if (*w->party)
		snprintf(buf, len, "%s's %s (#%d)", w->party, what, w->entity);
	else
		snprintf(buf, len, "the Free %s #%d", what, w->entity);
}

swinging *swinging_create(ctx *c, const char *party, const char *name, ent_owner owner,
			  const char *why)
{
	const entity_kind *k = entity_kind_find("swingership");
	entity *e = entity_create(c, k, NULL, owner, why);
	if (!e)
		return NULL;
	swingers *s = swingers_of(c);
	swinging *w = xcalloc(1, sizeof *w);
	w->entity = e->id;
	w->party = xstrdup(party);
	w->name = name ? xstrdup(name) : NULL;
	w->else_since = owner.kind == OWN_NOBODY ? c->now : 0;
	mut_append(c, (void ***)&s->v, &s->n, &s->cap, w, swinging_free);
	return w;
}

int swinging_destroy(ctx *c, swinging *w, const char *why)
{
	entity *e = swinging_entity(c->n, w);
	if (e && entity_destroy(c, e, why))
		return -1;
	UNDO_SET(c->j, w->gone, 1);
	/* R1040 VIII: its Party Chess Pieces are destroyed with it; Party
	 * Chess is not built, so there are none. */
	return 0;
}

int swinging_else(ctx *c, swinging *w, const char *why)
{
	char d[160];
	swinging_describe(c->n, w, d, sizeof d);
	entity *e = swinging_entity(c->n, w);
	if (!e)
		return 0;
	if (!*w->party && !swinging_provisional(c->n, w)) {
		/* R1040 VII: "Free Swingerships which go Somewhere Else are
		 * destroyed". */
		ctx_say(c, "%s goes Somewhere Else and, being Free, is destroyed (R1040 VII)", d);
		return swinging_destroy(c, w, why);
	}
	if (e->owner.kind == OWN_NOBODY)
		return 0;
	if (entity_transfer(c, e, OWNER_NOBODY, MOVE_RULES, why))
		return -1;
	UNDO_SET(c->j, w->else_since, c->now);
	ctx_say(c, "%s goes Somewhere Else (%s)", d, why);
	return 0;
}

/* The standing Political Party named name, or NULL. */
static const org *party_named(const nomic *n, const char *name)
{
	const org *o = *name ? org_by_name(n, name) : NULL;
	return o && !o->gone && strcmp(o->type->word, "party") == 0 ? o : NULL;
}

/* R1040 VI: "If ever a Party Swingership is held by a player not of the
 * Appropriate Party, then it goes Somewhere Else." */
static int check_holders(ctx *c)
{
	const swingers *s = c->n->swingers;
	for (int i = 0; s && i < s->n; i++) {
		swinging *w = s->v[i];
		const entity *e = swinging_entity(c->n, w);
		if (w->gone || !e || !*w->party || swinging_provisional(c->n, w) ||
		    e->owner.kind != OWN_PLAYER)
			continue;
		const org *o = party_named(c->n, w->party);
		if (!o || org_member_index(o, e->owner.id) < 0)
			if (swinging_else(c, w, "R1040 VI: held by a player not of its Party"))
				return -1;
	}
	return 0;
}

static int party_formed(ctx *c, const char *name)
{
	/* R1040 III: "When a Political Party is created, a Swingership with
	 * Party attribute the name of that Political Party is created, and is
	 * Somewhere Else." */
	swinging *w = swinging_create(c, name, NULL, OWNER_NOBODY, "R1040 III: a Party formed");
	if (!w)
		return -1;
	ctx_say(c, "%s's Swingership (#%d) is created, Somewhere Else (R1040 III)", name,
		w->entity);
	return 0;
}

static int party_disbanded(ctx *c, const char *name)
{
	/* R1040 III: "When a Political Party is destroyed, any Swingership
	 * with Party attribute the name of that Political Party becomes a
	 * Provisional Swingership." */
	const swingers *s = c->n->swingers;
	for (int i = 0; s && i < s->n; i++) {
		swinging *w = s->v[i];
		entity *e = swinging_entity(c->n, w);
		if (w->gone || !e || !strcaseeq(w->party, name) || swinging_provisional(c->n, w))
			continue;
		if (entity_set_switch(c, e, "provisional", "yes", "R1040 III: its Party disbanded"))
			return -1;
		UNDO_SET(c->j, w->provisional_since, c->now);
		ctx_say(c, "%s's Swingership (#%d) becomes a Provisional Swingership (R1040 III)",
			name, w->entity);
	}
	return 0;
}

int swingers_on_event(ctx *c, const char *event, const json_t *data)
{
	char why[160];
	/* R1040 in force in an Ackanomic nomic; else its reactions stop (a
	 * party still forms). */
	if (!c->n->rules || bind_foreign(c->n, "R1040") || bind_stopped(c->n, "R1040", why, sizeof why))
		return 0;
	if (strcmp(event, "org") == 0) {
		const char *what = json_string_value(json_object_get(data, "what"));
		const char *type = json_string_value(json_object_get(data, "type"));
		const char *name = json_string_value(json_object_get(data, "name"));
		if (!what || !type || !name || strcmp(type, "party") != 0)
			return 0;
		if (strcmp(what, "formed") == 0)
			return party_formed(c, name);
		if (strcmp(what, "disbanded") == 0)
			return party_disbanded(c, name);
		return 0;
	}
	if (strcmp(event, "entity") == 0) {
		const char *kind = json_string_value(json_object_get(data, "kind"));
		const char *what = json_string_value(json_object_get(data, "what"));
		if (kind && what && strcmp(kind, "swingership") == 0 &&
		    strcmp(what, "transferred") == 0)
			return check_holders(c);
	}
	return 0;
}

void swingers_on_change(ctx *c, const state_change *ch)
{
	/* R1040 VII: "When the owner of a Party Swingership goes on Vacation,
	 * that Swingership goes Somewhere Else." */
	if (ch->kind != CHANGE_STATE || ch->to != PS_VACATIONING || !c->n->swingers)
		return;
	size_t had = c->err.len;
	const swingers *s = c->n->swingers;
	for (int i = 0; i < s->n; i++) {
		swinging *w = s->v[i];
		const entity *e = swinging_entity(c->n, w);
		if (!w->gone && e && *w->party && !swinging_provisional(c->n, w) &&
		    owner_eq(e->owner, OWNER_PLAYER(ch->player)))
			swinging_else(c, w, "R1040 VII: its Swinger went on Vacation");
	}
	if (c->err.len > had) { /* on_change never refuses */
		c->err.s[had] = '\0';
		c->err.len = had;
	}
}

int swingers_after_command(ctx *c, const command *cmd, int argc, char **argv)
{
	(void)cmd;
	(void)argc;
	(void)argv;
	return c->n->swingers ? check_holders(c) : 0;
}
