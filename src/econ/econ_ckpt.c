/* econ_ckpt.c: the econ module's checkpoint pair (issue 17 item 3;
 * core/ckpt.h, core/checkpoint.h): the entities of R500 (entities.h).
 *
 * Writes: 0 if no entity was ever made, else 1, the last id given
 * (next_id), the number of entities, then each in id order: its id, its
 * kind's word (kinds are code, kinds.c: found again by word), its name,
 * its owner (entity_owner_save), its switches' values (indexes in the
 * kind's values), its value, description, creation time, event and origin.
 *
 * Ids are kept as they were: other parts (auctions, trades, orgs, land,
 * treasure, customs, contracts, the machine, otzma...) refer to an entity
 * by its id alone and find it again with entity_by_id, so nothing outside
 * this part points into it. */
#include "core/ckpt.h"
#include "core/module.h"
#include "econ/entities.h"

#include <stdlib.h>
#include <string.h>

void entity_kind_save(struct ckw *w, const entity_kind *k)
{
	ck_str(w, k ? k->word : NULL);
}

void entity_owner_save(struct ckw *w, ent_owner o)
{
	ck_int(w, (int)o.kind);
	ck_int(w, o.id);
}

ent_owner entity_owner_load(struct ckr *r, const nomic *n)
{
	ent_owner o = OWNER_NOBODY;
	int k = ckr_int(r);
	int id = ckr_int(r);
	if (k < OWN_NOBODY || k > OWN_EXPORTED) {
		ckr_fail(r, "an owner of no known kind");
		return o;
	}
	/* Players are core's, loaded first, and never removed; the other
	 * owners' ids are their parts', loaded after this one. */
	if (k == OWN_PLAYER && !player_by_id(n, id)) {
		ckr_fail(r, "an owner who is no player");
		return o;
	}
	o.kind = (enum owner_kind)k;
	o.id = id;
	return o;
}

int entity_player_load(struct ckr *r, const nomic *n)
{
	int id = ckr_int(r);
	if (id && !player_by_id(n, id)) {
		ckr_fail(r, "a player's id that is no player's");
		return 0;
	}
	return id;
}

static int kind_switches(const entity_kind *k)
{
	int n = 0;
	while (k->switches && k->switches[n].name)
		n++;
	return n;
}

static int value_count(const entity_switch *s)
{
	int n = 0;
	while (s->values[n])
		n++;
	return n;
}

int econ_save_state(const nomic *n, ckw *w)
{
	const entities *s = n->entities;
	if (!s) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, s->next_id);
	ck_int(w, s->n);
	for (int i = 0; i < s->n; i++) {
		const entity *e = s->v[i];
		ck_int(w, e->id);
		entity_kind_save(w, e->kind);
		ck_str(w, e->name);
		entity_owner_save(w, e->owner);
		ck_ints(w, e->sw, e->nsw);
		ck_i64(w, e->value);
		ck_str(w, e->description);
		ck_i64(w, e->created);
		ck_u64(w, e->created_seq);
		ck_str(w, e->origin);
	}
	return 0;
}

const entity_kind *entity_kind_load(struct ckr *r)
{
	char *word = ckr_str(r);
	if (!word)
		return NULL;
	const entity_kind *k = NULL;
	for (int i = 0; !k && i < entity_kind_count(); i++)
		if (strcmp(entity_kind_at(i)->word, word) == 0)
			k = entity_kind_at(i);
	free(word);
	if (!k)
		ckr_fail(r, "an entity kind of no known word");
	return k;
}

static entity *load_entity(const nomic *n, ckr *r, int prev, int next_id)
{
	entity *e = xcalloc(1, sizeof *e);
	e->id = ckr_int(r);
	e->kind = entity_kind_load(r);
	e->name = ckr_str(r);
	e->owner = entity_owner_load(r, n);
	e->sw = ckr_ints(r, &e->nsw);
	e->value = ckr_i64(r);
	e->description = ckr_str(r);
	e->created = ckr_i64(r);
	e->created_seq = ckr_u64(r);
	e->origin = ckr_str(r);
	if (!ckr_ok(r))
		return e;
	if (e->id <= prev || e->id > next_id)
		ckr_fail(r, "an entity's id out of order");
	else if (!e->kind)
		ckr_fail(r, "an entity with no kind");
	else if (e->nsw != kind_switches(e->kind))
		ckr_fail(r, "an entity with another number of switches than its kind");
	for (int j = 0; ckr_ok(r) && j < e->nsw; j++)
		if (e->sw[j] < 0 || e->sw[j] >= value_count(&e->kind->switches[j]))
			ckr_fail(r, "a switch's value out of range");
	return e;
}

int econ_load_state(nomic *n, ckr *r)
{
	if (!ckr_int(r))
		return ckr_ok(r) ? 0 : -1;
	entities *s = xcalloc(1, sizeof *s);
	n->entities = s;
	s->next_id = ckr_int(r);
	int count = ckr_count(r, 10);
	if (!ckr_ok(r) || s->next_id < 0)
		return -1;
	s->v = count ? xcalloc((size_t)count, sizeof *s->v) : NULL;
	s->cap = count;
	for (int i = 0; i < count && ckr_ok(r); i++) {
		s->v[s->n] = load_entity(n, r, i ? s->v[i - 1]->id : 0, s->next_id);
		s->n++;
	}
	return ckr_ok(r) ? 0 : -1;
}
