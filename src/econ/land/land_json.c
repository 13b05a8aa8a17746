/* land_json.c: the land as JSON (R412 a: who owns each ownable entity is
 * on the public record; R846: the Map of the City is public): the grid
 * (/api/v1/land), the buildings (/api/v1/buildings) and a player's
 * location (/api/v1/players/NAME/location, R810 2). */
#include "econ/land/land.h"

#include <stdlib.h>

static json_t *owner_json(const nomic *n, ent_owner o)
{
	char b[32];
	return o.kind == OWN_NOBODY ? json_null() : json_string(owner_name(n, o, b, sizeof b));
}

json_t *land_json(const nomic *n)
{
	int r = land_radius(n);
	json_t *kaas = json_array();
	char b[32];
	for (int y = r; y >= -r; y--)
		for (int x = -r; x <= r; x++) {
			land_coords(y, x, b, sizeof b);
			const entity *e = land_kaa_entity(n, y, x);
			const land_building *bl = land_occupant(n, y, x);
			json_t *k = json_pack("{s:s, s:i, s:i, s:o, s:o, s:o, s:b}", "coords", b,
					      "north", y, "east", x, "id",
					      e ? json_integer(e->id) : json_null(), "owner",
					      e ? owner_json(n, e->owner) : json_null(), "building",
					      bl ? json_integer(bl->ent) : json_null(), "mountain",
					      y == 0 && x == 0);
			json_array_append_new(kaas, k);
		}
	return json_pack("{s:I, s:s, s:I, s:I, s:o}", "side", (json_int_t)(2 * r + 1), "mountain",
			 "N0 W0", "price", (json_int_t)param_int(n, "land.price"), "sell_price",
			 (json_int_t)param_int(n, "land.sell_price"), "kaas", kaas);
}

json_t *land_buildings_json(const nomic *n)
{
	json_t *a = json_array();
	const land *s = land_peek(n);
	char b[32];
	for (int i = 0; s && i < s->nblds; i++) {
		const land_building *bl = s->blds[i];
		const entity *e = entity_by_id(n, bl->ent);
		if (!e)
			continue;
		json_t *kaas = json_array();
		for (int k = 0; k < bl->nk && bl->state != BST_FLOATING; k++) {
			land_coords(bl->ky[k], bl->kx[k], b, sizeof b);
			json_array_append_new(kaas, json_string(b));
		}
		const player *home = bl->home_of && land_home(n, bl->home_of) == bl
					     ? player_by_id(n, bl->home_of) : NULL;
		json_array_append_new(
			a, json_pack("{s:i, s:s, s:s, s:s, s:o, s:o, s:o, s:o, s:I}", "id", e->id,
				     "name", e->name, "size", land_size_name(bl->size), "state",
				     land_state_name(bl->state), "owner", owner_json(n, e->owner),
				     "kaas", kaas, "home_of",
				     home ? json_string(home->name) : json_null(), "description",
				     e->description ? json_string(e->description) : json_null(),
				     "cost", (json_int_t)land_size_cost(n, bl->size)));
	}
	return a;
}

json_t *land_location_json(const nomic *n, const char *player_name)
{
	const player *p = player_by_name(n, player_name);
	if (!p)
		return NULL;
	sbuf s = {0};
	land_where(n, p->id, &s);
	const land_building *h = land_home(n, p->id);
	json_t *o = json_pack("{s:s, s:s, s:o}", "player", p->name, "location", s.s, "home",
			      h ? json_integer(h->ent) : json_null());
	free(s.s);
	return o;
}
