/* arcadia_units.c: Arcadia's Land Units as entities of src/econ (seed 003,
 * the tournament: "Land Units are assets. The Map is the term for the set
 * of all Land Units. Each Land Unit has switches for Latitude and
 * Longitude"; "Land Type is a Land Unit switch"; docs/AGORA.md "Land Units
 * as entities"; readings in docs/RULINGS.md "Arcadia (seed 003)").
 *
 * Each unit of a running tournament's Map is an entity of kind "landunit"
 * (src/econ/kinds.c: ownable, nontradeable, never in the Treasury) with the
 * switches latitude, longitude and landtype; its owner is the participant
 * who claimed it, or nobody for Agora's Public Land. The tournament keeps,
 * per Location, the entity's id and the Facility (a Template may add
 * Facilities, so the Facility is not a static switch). Here:
 *
 * - the units' entities are created through entity_create_sw when the
 *   one-per-pair rule creates the units (a tournament's beginning), and
 *   destroyed through entity_destroy when the tournament is won (its
 *   regulations, which define them, end with it: RULINGS);
 * - a claim sets the Land Type switch and transfers the entity to the
 *   claimer through the econ mutators, so `holdings`, `entity show`,
 *   /api/v1/entities and the player's page show it;
 * - what other parts do to a unit's entity (R250 VII b leaves a Non-Player's
 *   land unowned; the admin's `entity transfer`, `entity set`) is mirrored
 *   into the Map, and what the Map cannot follow (a unit made or destroyed
 *   outside its tournament, its Location changed, an owner that is neither
 *   a player nor Agora) is refused with one line;
 * - arc_units_check: the checkpoint's test that each unit's entity exists
 *   with the unit's owner and switches. */
#include "agora/arcadia/arcadia.h"
#include "core/ctx.h"
#include "econ/entities.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CLAUSE "Arcadia (seed 003)"

static const entity_kind *unit_kind(void)
{
	return entity_kind_find("landunit");
}

static ent_owner owner_of(const arc_unit *u)
{
	return u->owner ? OWNER_PLAYER(u->owner) : OWNER_NOBODY;
}

static const char *coord(int v)
{
	static const char *const digits[] = {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"};
	return v >= 1 && v <= ARC_SIDE ? digits[v] : "0";
}

/* Arcadia's own changes to its units' entities are marked, so that
 * arc_on_event tells them from other parts' (the flag lives only for the
 * call: it is never saved and never seen between commands). */
static void acting(ctx *c, int on)
{
	arcadia_of(c)->acting = on;
}

int arc_units_make(ctx *c, arc_tourney *t)
{
	/* A nomic begun before level 10 keeps its Map alone (arcadia.entities). */
	if (!param_int(c->n, "arcadia.entities"))
		return 0;
	const entity_kind *k = unit_kind();
	char why[96];
	acting(c, 1);
	int rc = 0;
	for (int i = 0; i < ARC_UNITS && rc == 0; i++) {
		arc_unit *u = &t->map[i];
		if (u->ent)
			continue;
		const char *values[] = {coord(u->lat), coord(u->lon), arc_type_name(u->type)};
		snprintf(why, sizeof why, CLAUSE ", Tournament %d: a new Land Unit is created with "
			 "that Latitude and Longitude", t->id);
		entity *e = entity_create_sw(c, k, NULL, owner_of(u), values, why);
		if (!e)
			rc = -1;
		else
			UNDO_SET(c->j, u->ent, e->id);
	}
	acting(c, 0);
	return rc;
}

int arc_units_end(ctx *c, arc_tourney *t)
{
	char why[96];
	snprintf(why, sizeof why, CLAUSE ": Arcadian Tournament %d is won and its regulations end",
		 t->id);
	acting(c, 1);
	int rc = 0;
	for (int i = 0; i < ARC_UNITS && rc == 0; i++) {
		arc_unit *u = &t->map[i];
		entity *e = u->ent ? entity_by_id(c->n, u->ent) : NULL;
		if (e && entity_destroy(c, e, why))
			rc = -1;
		else if (u->ent)
			UNDO_SET(c->j, u->ent, 0);
	}
	acting(c, 0);
	return rc;
}

int arc_units_claim(ctx *c, arc_unit *u, int pid)
{
	if (!u->ent)
		return 0; /* a tournament begun without entities (arcadia.entities 0) */
	entity *e = entity_by_id(c->n, u->ent);
	if (!e)
		return ctx_fail(c, "the Land Unit at (%d, %d) has no entity (the Map is damaged)",
				u->lat, u->lon);
	acting(c, 1);
	int rc = entity_set_switch(c, e, "landtype", arc_type_name(u->type),
				   CLAUSE ": set the Land Type ... to the value of the Alternating "
					  "Land Type");
	if (rc == 0)
		rc = entity_transfer(c, e, OWNER_PLAYER(pid), MOVE_RULES,
				     CLAUSE ": and transfer it to emself by announcement");
	acting(c, 0);
	return rc;
}

/* The unit of the running tournament whose entity is id, or NULL. */
static arc_unit *unit_of(const nomic *n, int id, arc_tourney **tp)
{
	arc_tourney *t = arc_current(n);
	for (int i = 0; t && i < ARC_UNITS; i++)
		if (t->map[i].ent == id) {
			*tp = t;
			return &t->map[i];
		}
	return NULL;
}

static int type_of(const char *name)
{
	for (int v = ARC_AETHER; v <= ARC_WHITE; v++)
		if (strcaseeq(arc_type_name(v), name))
			return v;
	return -1;
}

int arc_on_event(ctx *c, const char *event, const json_t *data)
{
	if (strcmp(event, "entity") != 0)
		return 0;
	const char *kind = json_string_value(json_object_get(data, "kind"));
	if (!kind || strcmp(kind, "landunit") != 0 || (c->n->arcadia && c->n->arcadia->acting))
		return 0;
	const char *what = json_string_value(json_object_get(data, "what"));
	int id = (int)json_integer_value(json_object_get(data, "id"));
	arc_tourney *t = NULL;
	arc_unit *u = unit_of(c->n, id, &t);
	if (!what || !u)
		return ctx_fail(c, "a Land Unit exists only on a running Arcadian Tournament's Map, "
			    "one for each Latitude and Longitude (" CLAUSE ": Exactly one Land Unit)");
	if (strcmp(what, "created") == 0 || strcmp(what, "destroyed") == 0)
		return ctx_fail(c, "Land Units are created and destroyed only to keep exactly one for "
			    "each Latitude and Longitude (" CLAUSE ": Exactly one Land Unit)");
	const entity *e = entity_by_id(c->n, id);
	if (strcmp(what, "transferred") == 0) {
		/* "Land Units belonging to Agora are called Public Land, and Land
		 * Units belonging to any other entity are called Private Land":
		 * the Map follows the move (R250 VII b leaves a Non-Player's land
		 * unowned: Agora's again). */
		if (!e || (e->owner.kind != OWN_PLAYER && e->owner.kind != OWN_NOBODY))
			return ctx_fail(c, "a Land Unit belongs to a player or to Agora (" CLAUSE
				    ": Public and Private Land)");
		UNDO_SET(c->j, u->owner, e->owner.kind == OWN_PLAYER ? e->owner.id : 0);
		return 0;
	}
	if (strcmp(what, "switched") == 0) {
		const char *sw = json_string_value(json_object_get(data, "switch"));
		const char *value = json_string_value(json_object_get(data, "value"));
		if (sw && strcmp(sw, "landtype") == 0 && value && type_of(value) >= 0) {
			UNDO_SET(c->j, u->type, type_of(value));
			return 0;
		}
		return ctx_fail(c, "the Land Unit at (%d, %d) keeps its Location: a second unit "
			    "there would be destroyed at once (" CLAUSE ": Exactly one Land Unit)",
			    u->lat, u->lon);
	}
	return 0;
}

int arc_units_check(const nomic *n, char *err, size_t len)
{
	const arcadia *s = n->arcadia;
	const entity_kind *k = unit_kind();
	int live = 0;
	for (int i = 0; s && i < s->ntours; i++) {
		const arc_tourney *t = s->tours[i];
		/* A tournament begun without entities (arcadia.entities 0) names
		 * none; one that names any must name all. */
		int any = 0;
		for (int j = 0; j < ARC_UNITS; j++)
			any |= t->map[j].ent != 0;
		for (int j = 0; j < ARC_UNITS && (any || t->winner); j++) {
			const arc_unit *u = &t->map[j];
			if (t->winner) {
				if (u->ent) {
					snprintf(err, len, "arcadia: won Tournament %d's Land Unit at "
						 "(%d, %d) still names an entity", t->id, u->lat, u->lon);
					return -1;
				}
				continue;
			}
			const entity *e = u->ent ? entity_by_id(n, u->ent) : NULL;
			const char *lat = e ? entity_switch_value(e, "latitude") : NULL;
			const char *lon = e ? entity_switch_value(e, "longitude") : NULL;
			const char *type = e ? entity_switch_value(e, "landtype") : NULL;
			if (!e || e->kind != k || !owner_eq(e->owner, owner_of(u)) || !lat || !lon ||
			    !type || strcmp(lat, coord(u->lat)) || strcmp(lon, coord(u->lon)) ||
			    strcmp(type, arc_type_name(u->type))) {
				snprintf(err, len, "arcadia: Tournament %d's Land Unit at (%d, %d) "
					 "disagrees with its entity #%d (missing, or another owner, "
					 "Latitude, Longitude or Land Type)", t->id, u->lat, u->lon,
					 u->ent);
				return -1;
			}
			for (int m = 0; m < j; m++)
				if (t->map[m].ent == u->ent) {
					snprintf(err, len, "arcadia: two Land Units share entity #%d",
						 u->ent);
					return -1;
				}
			live++;
		}
	}
	/* No Land Unit outside a running tournament's Map. */
	if (entity_count_all(n, k) != live) {
		snprintf(err, len, "arcadia: %d Land Unit entities exist but the Maps hold %d",
			 entity_count_all(n, k), live);
		return -1;
	}
	return 0;
}
