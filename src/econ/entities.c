/* entities.c: the entities' state and the only functions that change it
 * (entities.h): creation (R500 ¶2 "may not be created ... except as
 * specified by the Rules"; R500.1 names; R500.2 the Treasury as the
 * default owner; R500.3 uniqueness), destruction, transfer (R500.2 "only
 * through methods specified by the Rules"; R515 tradeable, ¶4 giftable)
 * and switches. Every change is journaled (core/ctx.h), so it is folded
 * from the log by replay and a refused command leaves nothing, and is told
 * to the other parts as the event "entity" (the Financier's records,
 * R412 b). */
#include "core/bind.h"
#include "econ/entities.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the state ---- */

static void entity_free(void *p)
{
	entity *e = p;
	if (!e)
		return;
	free(e->name);
	free(e->sw);
	free(e->origin);
	free(e->description);
	free(e);
}

void entities_free(nomic *n)
{
	entities *s = n->entities;
	if (!s)
		return;
	for (int i = 0; i < s->n; i++)
		entity_free(s->v[i]);
	free(s->v);
	free(s);
	n->entities = NULL;
}

static void undo_entities_create(undo_entry *e)
{
	entities_free(e->obj);
}

static entities *entities_of(ctx *c)
{
	if (!c->n->entities) {
		c->n->entities = xcalloc(1, sizeof *c->n->entities);
		undo_entry *e = undo_push(c->j, undo_entities_create, NULL);
		e->obj = c->n;
	}
	return c->n->entities;
}

const entities *entities_peek(const nomic *n)
{
	return n->entities;
}

/* ---- reading ---- */

static int index_of(const entities *s, int id)
{
	int lo = 0, hi = s ? s->n - 1 : -1;
	while (lo <= hi) { /* ids ascend: entities are appended in id order */
		int mid = lo + (hi - lo) / 2;
		if (s->v[mid]->id == id)
			return mid;
		if (s->v[mid]->id < id)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return -1;
}

entity *entity_by_id(const nomic *n, int id)
{
	int i = index_of(n->entities, id);
	return i < 0 ? NULL : n->entities->v[i];
}

entity *entity_by_name(const nomic *n, const char *name)
{
	const entities *s = n->entities;
	for (int i = 0; s && i < s->n; i++)
		if (s->v[i]->name && strcaseeq(s->v[i]->name, name))
			return s->v[i];
	return NULL;
}

/* "OWNER's KIND" ("alice's Edam"): the one entity of that kind the owner
 * holds, or NULL if e holds none or several. A name that does not change
 * when other entities are created, as an id does (a Home granted at a join
 * takes two ids): what a player or a transcript may type instead. */
static entity *entity_by_owner_kind(const nomic *n, const char *word)
{
	const char *sep = strstr(word, "'s ");
	if (!sep || sep == word || sep - word >= 128)
		return NULL;
	char who[128];
	snprintf(who, sizeof who, "%.*s", (int)(sep - word), word);
	ent_owner o;
	const entity_kind *k = entity_kind_find(sep + 3);
	if (!k || owner_parse(n, who, &o))
		return NULL;
	return entity_count(n, k, o) == 1 ? entity_first(n, k, o) : NULL;
}

entity *entity_find(const nomic *n, const char *word)
{
	const char *d = word[0] == '#' ? word + 1 : word;
	int64_t id;
	if (*d && parse_int64(d, &id) == 0 && id > 0 && id <= 0x7fffffff)
		return entity_by_id(n, (int)id);
	entity *e = entity_by_name(n, word);
	return e ? e : entity_by_owner_kind(n, word);
}

int owner_eq(ent_owner a, ent_owner b)
{
	return a.kind == b.kind &&
	       (a.kind != OWN_PLAYER && a.kind != OWN_ORG && a.kind != OWN_TREASURE ? 1 : a.id == b.id);
}

int entity_count(const nomic *n, const entity_kind *k, ent_owner o)
{
	const entities *s = n->entities;
	int count = 0;
	for (int i = 0; s && i < s->n; i++)
		count += (!k || s->v[i]->kind == k) && owner_eq(s->v[i]->owner, o);
	return count;
}

int entity_count_all(const nomic *n, const entity_kind *k)
{
	const entities *s = n->entities;
	int count = 0;
	for (int i = 0; s && i < s->n; i++)
		count += !k || s->v[i]->kind == k;
	return count;
}

entity *entity_first(const nomic *n, const entity_kind *k, ent_owner o)
{
	const entities *s = n->entities;
	for (int i = 0; s && i < s->n; i++)
		if ((!k || s->v[i]->kind == k) && owner_eq(s->v[i]->owner, o))
			return s->v[i];
	return NULL;
}

const char *owner_name(const nomic *n, ent_owner o, char *buf, size_t len)
{
	switch (o.kind) {
	case OWN_NOBODY:
		return "Somewhere Else";
	case OWN_TREASURY:
		return "Treasury";
	case OWN_PLAYER: {
		const player *p = player_by_id(n, o.id);
		return p ? p->name : "?";
	}
	case OWN_ORG: {
		const char *name = entity_org_hooks ? entity_org_hooks->name(n, o.id) : NULL;
		if (name)
			return name;
		snprintf(buf, len, "organisation %d", o.id);
		return buf;
	}
	case OWN_TREASURE: /* R1217 ¶2: "owned by the Treasure" */
		snprintf(buf, len, "Buried Treasure %d", o.id);
		return buf;
	case OWN_CUSTOMS: /* R501 ¶2 */
		return "Customs Office";
	case OWN_EXPORTED: /* R500.2, R501 ¶5 */
		return "exported";
	}
	return "?";
}

int owner_parse(const nomic *n, const char *word, ent_owner *out)
{
	if (strcaseeq(word, "treasury")) {
		*out = OWNER_TREASURY;
		return 0;
	}
	if (strcaseeq(word, "Customs Office")) { /* R501 ¶2 */
		*out = OWNER_CUSTOMS;
		return 0;
	}
	if (strcaseeq(word, "nobody") || strcaseeq(word, "Somewhere Else")) {
		*out = OWNER_NOBODY;
		return 0;
	}
	const player *p = player_by_name(n, word);
	int org = !p && entity_org_hooks ? entity_org_hooks->find(n, word) : 0;
	if (!p && !org)
		return -1;
	*out = p ? OWNER_PLAYER(p->id) : OWNER_ORG(org);
	return 0;
}

void entity_describe(const entity *e, sbuf *out)
{
	if (e->name)
		sbuf_printf(out, "the %s \"%s\" (#%d)", e->kind->name, e->name, e->id);
	else if (e->kind->flags & EK_UNIQUE)
		sbuf_printf(out, "the %s (#%d)", e->kind->name, e->id);
	else
		sbuf_printf(out, "%s %s (#%d)", strchr("AEIOU", e->kind->name[0]) ? "an" : "a",
			    e->kind->name, e->id);
}

/* R500.1: "! # $ % & * + - / 0-9 = ? @ \ ^ _ | a-z ~ . , ' and the space
 * character"; upper case too, since names compare without case (as
 * players' do, docs/RULINGS.md Names). */
static int name_char(int ch)
{
	return isalnum(ch) || ch == ' ' || (ch && strchr("!#$%&*+-/=?@\\^_|~.,'", ch));
}

const char *entity_name_problem(const nomic *n, const char *name)
{
	size_t len = strlen(name);
	if (len == 0 || len > 70)
		return "a name is 1 to 70 name characters (R500.1)";
	for (const char *p = name; *p; p++)
		if (!name_char((unsigned char)*p))
			return "a name uses only name characters (R500.1)";
	if (entity_by_name(n, name) || player_by_name(n, name) || strcaseeq(name, "treasury") ||
	    (entity_org_hooks && entity_org_hooks->find(n, name)))
		return "that name is already the name of an entity (R500.1)";
	return NULL;
}

/* R501 ¶1: an Import's name is a name (R500.1) followed by " {NOO}", its
 * noo between braces, which R501 appends though R500.1's characters do not
 * include braces (docs/RULINGS.md "Imports"): the whole is at most 70
 * characters and no other entity's name. */
const char *import_name_problem(const nomic *n, const char *name)
{
	const char *open = strrchr(name, '{');
	size_t len = strlen(name);
	if (!open || open == name || open[-1] != ' ' || len < 4 || name[len - 1] != '}' ||
	    open + 2 >= name + len)
		return "an Import's name ends with its noo between braces: \"Golden Fleece "
		       "{Agora}\" (R501 ¶1)";
	if (len > 70)
		return "a name is 1 to 70 name characters (R500.1)";
	for (const char *p = name; p < open - 1; p++)
		if (!name_char((unsigned char)*p))
			return "a name uses only name characters (R500.1)";
	for (const char *p = open + 1; p < name + len - 1; p++)
		if (!name_char((unsigned char)*p))
			return "a noo uses only name characters (R500.1, R501 ¶1)";
	if (entity_by_name(n, name))
		return "that name is already the name of an entity (R500.1)";
	return NULL;
}

/* ---- changing ---- */

static int tell(ctx *c, const char *what, const entity *e, ent_owner from, ent_owner to,
		const char *sw, const char *value, const char *why, const char *text)
{
	char b1[32], b2[32];
	json_t *d = json_pack("{s:s, s:i, s:s, s:o, s:s, s:s, s:s, s:s}", "what", what, "id", e->id,
			      "kind", e->kind->word, "name",
			      e->name ? json_string(e->name) : json_null(), "from",
			      owner_name(c->n, from, b1, sizeof b1), "to",
			      owner_name(c->n, to, b2, sizeof b2), "reason", why ? why : "",
			      "text", text);
	if (sw) {
		json_object_set_new(d, "switch", json_string(sw));
		json_object_set_new(d, "value", json_string(value));
	}
	int rc = ctx_emit(c, "entity", d);
	json_decref(d);
	return rc;
}

/* R250 VII b: a Non-Player owns nothing; R250 VI d: one On Ice gains
 * nothing; an organisation owns what its kind of organisation may (its
 * hooks, above: R1021 ¶3 for a Political Party). */
static int owner_problem(ctx *c, ent_owner o, const entity_kind *k)
{
	if (o.kind == OWN_PLAYER) {
		const player *p = player_by_id(c->n, o.id);
		if (!p)
			return ctx_fail(c, "no such player");
		if (p->state == PS_NONPLAYER)
			return ctx_fail(c, "%s is not a player and owns nothing (R250 VII b)", p->name);
		if (p->state == PS_ONICE) /* "nor do they ever gain entities" */
			return ctx_fail(c, "%s is On Ice and never gains entities (R250 VI d)", p->name);
	} else if (o.kind == OWN_ORG) {
		if (!entity_org_hooks || !entity_org_hooks->name(c->n, o.id))
			return ctx_fail(c, "no such organisation (R1000)");
		return entity_org_hooks->may_own(c, o.id, k, NULL);
	}
	return 0;
}

static int kind_stopped(ctx *c, const entity_kind *k)
{
	char why[256];
	if (bind_stopped(c->n, k->rule, why, sizeof why))
		return ctx_fail(c, "%s", why);
	return 0;
}

entity *entity_create(ctx *c, const entity_kind *k, const char *name, ent_owner owner,
		      const char *why)
{
	return entity_create_sw(c, k, name, owner, NULL, why);
}

/* The index of value among switch w's values (any case), or -1. */
static int switch_value_index(const entity_switch *w, const char *value)
{
	for (int k = 0; w->values[k]; k++)
		if (strcaseeq(w->values[k], value))
			return k;
	return -1;
}

entity *entity_create_sw(ctx *c, const entity_kind *k, const char *name, ent_owner owner,
			 const char *const *values, const char *why)
{
	if (kind_stopped(c, k))
		return NULL;
	/* Each value given must be one of its switch's: checked before
	 * anything is made. */
	for (int i = 0; values && k->switches && k->switches[i].name; i++)
		if (values[i] && switch_value_index(&k->switches[i], values[i]) < 0) {
			ctx_fail(c, "%s is not a value of a %s's %s (%s)", values[i], k->name,
				 k->switches[i].name, k->switches[i].rule);
			return NULL;
		}
	if (!(k->flags & EK_OWNABLE))
		owner = OWNER_NOBODY; /* unownable: Somewhere Else, always */
	else if ((k->flags & EK_NOTREASURY) && owner.kind == OWN_TREASURY)
		owner = OWNER_NOBODY; /* R820: "never in the Treasury, even if unowned" */
	else if (owner_problem(c, owner, k))
		return NULL;
	if ((k->flags & EK_NAMED) && !name) {
		ctx_fail(c, "a %s is named: give its name (R500.1)", k->name);
		return NULL;
	}
	if (!(k->flags & EK_NAMED) && name) {
		ctx_fail(c, "a %s is nameless (R500.1)", k->name);
		return NULL;
	}
	const char *bad = !name ? NULL
			  : (k->flags & EK_NOO) ? import_name_problem(c->n, name)
						: entity_name_problem(c->n, name);
	if (bad) {
		ctx_fail(c, "%s", bad);
		return NULL;
	}
	/* R500.3: a unique entity "may not be cloned, copied, duplicated, or
	 * Xeroxed": a second one is never made. */
	if ((k->flags & EK_UNIQUE) && entity_count_all(c->n, k)) {
		ctx_fail(c, "the %s is unique and exists already (R500.3)", k->name);
		return NULL;
	}
	size_t mark = undo_mark(c->j);
	entities *s = entities_of(c);
	entity *e = xcalloc(1, sizeof *e);
	UNDO_SET(c->j, s->next_id, s->next_id + 1);
	e->id = s->next_id;
	e->kind = k;
	e->name = name ? xstrdup(name) : NULL;
	e->owner = owner;
	for (const entity_switch *w = k->switches; w && w->name; w++)
		e->nsw++;
	e->sw = e->nsw ? xcalloc((size_t)e->nsw, sizeof *e->sw) : NULL;
	for (int i = 0; i < e->nsw; i++)
		e->sw[i] = values && values[i] ? switch_value_index(&k->switches[i], values[i])
					       : k->switches[i].dflt;
	e->created = c->now;
	e->created_seq = c->seq;
	e->origin = xstrdup(why ? why : "");
	mut_append(c, (void ***)&s->v, &s->n, &s->cap, e, entity_free);
	sbuf t = {0};
	char b[32];
	entity_describe(e, &t);
	for (int i = 0; values && i < e->nsw; i++) /* what it was made with */
		sbuf_printf(&t, "%s%s %s%s", i ? ", " : " (", k->switches[i].name,
			    k->switches[i].values[e->sw[i]], i == e->nsw - 1 ? ")" : "");
	sbuf_printf(&t, " is created, owned by %s (%s)", owner_name(c->n, owner, b, sizeof b),
		    e->origin);
	int rc = tell(c, "created", e, OWNER_NOBODY, owner, NULL, NULL, why, t.s);
	free(t.s);
	if (rc) {
		undo_rollback(c->j, mark);
		return NULL;
	}
	return e;
}

int entity_destroy(ctx *c, entity *e, const char *why)
{
	/* R501 ¶1: "this sentence takes precedence over any rule which would
	 * destroy an Import". */
	char stopped[256];
	if ((e->kind->flags & EK_NOO) &&
	    !bind_stopped(c->n, e->kind->rule, stopped, sizeof stopped))
		return import_destroyed(c, e, why);
	return entity_destroy_import(c, e, why);
}

int entity_destroy_import(ctx *c, entity *e, const char *why)
{
	entities *s = c->n->entities;
	int i = index_of(s, e->id);
	if (i < 0)
		return ctx_fail(c, "no entity #%d", e->id);
	if (e->kind->flags & EK_LASTING)
		return ctx_fail(c, "the %s exists while %s stands: it cannot be destroyed (R500)",
				e->kind->name, e->kind->rule);
	size_t mark = undo_mark(c->j);
	sbuf t = {0};
	char b[32];
	entity_describe(e, &t);
	sbuf_printf(&t, " of %s is destroyed (%s)", owner_name(c->n, e->owner, b, sizeof b),
		    why ? why : "");
	/* Told while it still exists, so the hearers may read it; removed
	 * after (the journal keeps it until the command commits). */
	int rc = tell(c, "destroyed", e, e->owner, OWNER_NOBODY, NULL, NULL, why, t.s);
	free(t.s);
	if (rc) {
		undo_rollback(c->j, mark);
		return -1;
	}
	if (trinket_destroyed(c, e)) {
		undo_rollback(c->j, mark);
		return -1;
	}
	mut_remove_at(c, (void ***)&s->v, &s->n, i, entity_free);
	return 0;
}

int entity_transfer(ctx *c, entity *e, ent_owner to, enum ent_move how, const char *why)
{
	const entity_kind *k = e->kind;
	char b1[32], b2[32];
	sbuf d = {0};
	entity_describe(e, &d);
	int rc = -1;
	if (!(k->flags & EK_OWNABLE))
		ctx_fail(c, "%s is unownable: nobody owns it (R500.2)", d.s);
	else if (how == MOVE_TRADE && !(k->flags & EK_TRADEABLE))
		ctx_fail(c, "%s is nontradeable (%s, R500.2)", d.s, k->rule);
	else if (how == MOVE_GIFT && !(k->flags & EK_TRADEABLE))
		ctx_fail(c, "%s is nontradeable: it cannot be given (%s, R500.2)", d.s, k->rule);
	else if (how == MOVE_GIFT && !(k->flags & EK_GIFTABLE))
		ctx_fail(c, "%s is ackable, not giftable: it changes hands only by a trade its "
			 "receiver accepts (R500.2, R515)", d.s);
	else if (owner_eq(e->owner, to))
		ctx_fail(c, "%s already owns %s", owner_name(c->n, to, b1, sizeof b1), d.s);
	else if ((k->flags & EK_NOTREASURY) && to.kind == OWN_TREASURY)
		ctx_fail(c, "%s is never in the Treasury (%s)", d.s, k->rule);
	else if (!kind_stopped(c, k) && !owner_problem(c, to, k))
		rc = 0;
	if (rc) {
		free(d.s);
		return -1;
	}
	size_t mark = undo_mark(c->j);
	ent_owner from = e->owner;
	UNDO_SET(c->j, e->owner, to);
	/* A switch that is its owner's act (R931: "no player is said to be
	 * wearing any garment he does not own") goes back to its default. */
	for (int i = 0; i < e->nsw; i++)
		if (k->switches[i].owners && e->sw[i] != k->switches[i].dflt)
			UNDO_SET(c->j, e->sw[i], k->switches[i].dflt);
	sbuf_printf(&d, " goes from %s to %s (%s)", owner_name(c->n, from, b1, sizeof b1),
		    owner_name(c->n, to, b2, sizeof b2), why ? why : "");
	rc = tell(c, "transferred", e, from, to, NULL, NULL, why, d.s);
	free(d.s);
	if (rc == 0)
		rc = trinket_in_treasury(c, e);
	if (rc)
		undo_rollback(c->j, mark);
	return rc;
}

static int switch_index(const entity *e, const char *sw)
{
	for (int i = 0; i < e->nsw; i++)
		if (strcaseeq(e->kind->switches[i].name, sw))
			return i;
	return -1;
}

const char *entity_switch_value(const entity *e, const char *sw)
{
	int i = switch_index(e, sw);
	return i < 0 ? NULL : e->kind->switches[i].values[e->sw[i]];
}

int entity_set_switch(ctx *c, entity *e, const char *sw, const char *value, const char *why)
{
	int i = switch_index(e, sw);
	if (i < 0)
		return ctx_fail(c, "a %s has no switch \"%s\"", e->kind->name, sw);
	const entity_switch *w = &e->kind->switches[i];
	int v = -1;
	for (int k = 0; w->values[k]; k++)
		if (strcaseeq(w->values[k], value))
			v = k;
	if (v < 0) {
		sbuf vals = {0};
		for (int k = 0; w->values[k]; k++)
			sbuf_printf(&vals, "%s%s", k ? ", " : "", w->values[k]);
		ctx_fail(c, "%s is one of: %s (%s)", w->name, vals.s, w->rule);
		free(vals.s);
		return -1;
	}
	if (kind_stopped(c, e->kind))
		return -1;
	size_t mark = undo_mark(c->j);
	UNDO_SET(c->j, e->sw[i], v);
	sbuf t = {0};
	entity_describe(e, &t);
	sbuf_printf(&t, ": %s is %s (%s)", w->name, w->values[v], why ? why : w->rule);
	int rc = tell(c, "switched", e, e->owner, e->owner, w->name, w->values[v], why, t.s);
	free(t.s);
	if (rc)
		undo_rollback(c->j, mark);
	return rc;
}

int entity_destroy_all(ctx *c, const entity_kind *k, ent_owner o, int any_owner,
		       const char *why)
{
	entities *s = c->n->entities;
	int count = 0;
	/* In id order; a destroyed one's place is taken by the next. */
	for (int i = 0; s && i < s->n;) {
		entity *e = s->v[i];
		if ((!k || e->kind == k) && (any_owner || owner_eq(e->owner, o)) &&
		    entity_destroy(c, e, why) == 0) {
			count++;
			/* An Import goes to the Customs Office instead (R501
			 * ¶1): still here, so step over it. */
			if (i < s->n && s->v[i] == e)
				i++;
		} else
			i++;
	}
	return count;
}

int entity_rename(ctx *c, entity *e, const char *name, const char *why)
{
	if (!(e->kind->flags & EK_NAMED))
		return ctx_fail(c, "a %s is nameless (R500.1)", e->kind->name);
	if (e->name && strcmp(e->name, name) == 0)
		return ctx_fail(c, "it is already named \"%s\"", name);
	/* Its own name, in another case, is no other entity's. */
	const char *bad = e->name && strcaseeq(e->name, name) ? NULL
								: entity_name_problem(c->n, name);
	if (bad)
		return ctx_fail(c, "%s", bad);
	size_t mark = undo_mark(c->j);
	sbuf t = {0};
	entity_describe(e, &t);
	sbuf_printf(&t, " is renamed \"%s\" (%s)", name, why ? why : "");
	undo_string(c->j, &e->name);
	e->name = xstrdup(name);
	int rc = tell(c, "renamed", e, e->owner, e->owner, NULL, NULL, why, t.s);
	free(t.s);
	if (rc)
		undo_rollback(c->j, mark);
	return rc;
}

int entity_set_description(ctx *c, entity *e, const char *text)
{
	(void)c;
	undo_string(c->j, &e->description);
	e->description = text && *text ? xstrdup(text) : NULL;
	return 0;
}
