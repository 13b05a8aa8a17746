/* land_module.c: land, buildings and locations as a subsystem of the
 * engine (core/module.h): the state's life, the parameters (each bound to
 * the clause that states it: R820, R821, R825 I ii, V iii, R252 II 1),
 * the commands, and what follows of itself:
 *
 * - R252 II 1: a new player's Home, while `land.homes` is 1 (behaviour
 *   level 4: nomics begun before replay unchanged);
 * - R825 III ii: a building that becomes unowned (its owner a Non-Player,
 *   R250 VII b) is destroyed;
 * - R825 III i, iii: a building and the land it is attached to that come
 *   to belong to different entities: within a player's command that is
 *   impossible, and the command is refused unless they are together again
 *   by its end (a trade of both); the clock's default actions (a
 *   deadline: an auction's close) are not refused, and the building starts
 *   Floating.
 *
 * Events: none of its own; it hears "entity" (entities.h). */
#include "core/module.h"
#include "econ/land/land.h"

#include <stdio.h>
#include <string.h>

#define COST(word, dflt, help) \
	{"land.cost." word, PT_INT, dflt, 0, 1000000, "A$", "R825 I ii", help, 0, NULL}
#define KAAS(word, dflt, help) \
	{"land.kaas." word, PT_INT, dflt, 1, LAND_MAX_KAAS, "Kaas", "R825 I ii", help, 0, NULL}

static const param_decl land_params[] = {
	{"land.side", PT_INT, 13, 13, 101, "Kaas", "R820",
	 "the City's side: it holds side x side Kaas, The Lonely Mountain in the middle (R820: "
	 "\"the square of an odd integer greater than 12\"; an even value counts as the odd one "
	 "below it)", 0, NULL},
	{"land.price", PT_INT, 50, 0, 1000000, "A$", "R821 ¶1",
	 "what a player pays the Treasury for an empty, unowned Kaa", 0, NULL},
	{"land.sell_price", PT_INT, 25, 0, 1000000, "A$", "R821 ¶3",
	 "what the Treasury pays a player for each Kaa e sells it", 0, NULL},
	COST("small", 50, "the construction cost of a Small building"),
	COST("cosy", 200, "the construction cost of a Cosy building"),
	COST("classy", 450, "the construction cost of a Classy building"),
	COST("lavish", 800, "the construction cost of a Lavish building"),
	COST("sumptuous", 1250, "the construction cost of a Sumptuous building"),
	COST("extravagant", 7200, "the construction cost of an Extravagant building"),
	KAAS("small", 1, "the Kaas a Small building occupies"),
	KAAS("cosy", 2, "the Kaas a Cosy building occupies"),
	KAAS("classy", 4, "the Kaas a Classy building occupies"),
	KAAS("lavish", 6, "the Kaas a Lavish building occupies"),
	KAAS("sumptuous", 8, "the Kaas a Sumptuous building occupies"),
	KAAS("extravagant", 12, "the Kaas an Extravagant building occupies"),
	{"land.refund", PT_INT, 10, 0, 100, "%", "R825 V iii",
	 "the share of its construction cost (of the difference, when shrunk: R825 V iv) the "
	 "owner of a destroyed building receives", 0, NULL},
	{"land.homes", PT_INT, 0, 0, 1, "", "R252 II 1",
	 "1 (nomics begun at level 4): each new player is granted the free Kaa nearest The "
	 "Lonely Mountain and a Small building \"NAME's House\" upon it, eir Home; 0 (nomics "
	 "begun before, so that they replay unchanged): nothing", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

/* Nomics begun at level 4 or later grant Homes (core/level.h). */
static const param_level land_level_defaults[] = {
	{"land.homes", 4, 1},
	{NULL, 0, 0},
};

#define MANY (CMD_MAX_WORDS - 2)

static const command land_commands[] = {
	{"map", 0, 0, P_ANYONE, NULL, CMD_READONLY, land_cmd_map, NULL, "map",
	 "the Map of the City: each Kaa's owner and buildings, The Lonely Mountain in the middle",
	 "R846"},
	{"land show", 1, 2, P_ANYONE, NULL, CMD_READONLY, land_cmd_show, NULL, "land show N4 W3",
	 "one Kaa: its owner, its building, who is there", "R820"},
	{"land buy", 1, 2, P_ACTIVE, NULL, 0, land_cmd_buy, NULL, "land buy N4 W3",
	 "buy an empty, unowned Kaa from the Treasury for A$50", "R821 ¶1"},
	{"land sell", 1, MANY, P_ACTIVE, NULL, 0, land_cmd_sell, NULL, "land sell N4 W3 [N4 W2 ...]",
	 "sell Kaas you own to the Treasury for A$25 each (a building's with all its Kaas; the "
	 "building is destroyed, 10% back)", "R821 ¶3"},
	{"buildings", 0, 0, P_ANYONE, NULL, CMD_READONLY, land_cmd_buildings, NULL, "buildings",
	 "every building: its size, state, owner, Kaas, whose Home", "R825"},
	{"build", 4, CMD_MAX_WORDS - 1, P_ACTIVE, NULL, 0, land_cmd_build, NULL,
	 "build SIZE \"NAME\" on N4 W3 [N4 W2 ...]",
	 "build a Small, Cosy, Classy, Lavish, Sumptuous or Extravagant building on contiguous, "
	 "unoccupied Kaas you own, paying its cost to the Treasury", "R825 II i"},
	{"building grow", 2, MANY, P_ACTIVE, NULL, 0, land_cmd_grow, NULL,
	 "building grow B SIZE [on N4 W3 ...]",
	 "enlarge a building you own onto more of your Kaas, paying the difference", "R825 II ii"},
	{"building shrink", 2, MANY, P_ACTIVE, NULL, 0, land_cmd_shrink, NULL,
	 "building shrink B SIZE [off N4 W3 ...]",
	 "reduce a building you own, giving up Kaas; 10% of the difference back", "R825 V iv"},
	{"building destroy", 1, 1, P_ACTIVE, NULL, 0, land_cmd_destroy, NULL, "building destroy B",
	 "destroy a building you own; 10% of its construction cost back", "R825 V i"},
	{"building rename", 2, 2, P_ACTIVE, NULL, 0, land_cmd_rename, NULL,
	 "building rename B \"NAME\"", "rename a building you own", "R825 IV i"},
	{"building describe", 2, 2, P_ACTIVE, NULL, 0, land_cmd_describe, NULL,
	 "building describe B \"TEXT\"", "describe a building you own (\"\": no description)",
	 "R825 IV i"},
	{"building home", 1, 1, P_ACTIVE, NULL, 0, land_cmd_home, NULL, "building home B",
	 "designate a building you own your Home", "R825 IV ii"},
	{"building transfer", 2, 3, P_ADMIN, NULL, 0, land_cmd_transfer, NULL,
	 "building transfer B [to] OWNER",
	 "the rules' transfer of a building with the land it stands on", "R825 III i"},
	{"home invite", 1, 1, P_ACTIVE, NULL, 0, land_cmd_invite, NULL, "home invite PLAYER",
	 "permit a player to enter your Home", "R825 IV ii"},
	{"home uninvite", 1, 1, P_ACTIVE, NULL, 0, land_cmd_uninvite, NULL, "home uninvite PLAYER",
	 "withdraw that permission", "R825 IV ii"},
	{"where", 0, 1, P_ANYONE, NULL, CMD_READONLY, land_cmd_where, NULL, "where [PLAYER]",
	 "the Location a player is in", "R810 2"},
	{"go", 1, 2, P_ACTIVE, NULL, 0, land_cmd_go, NULL, "go LOCATION",
	 "go to a Common Location (library, wilds, ...), a Kaa (N4 W3), `home`, or a Home you "
	 "may enter", "R810 4"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

static void land_free_state(nomic *n)
{
	land_free(n);
}

static void land_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("the City's grid of Kaas around The Lonely Mountain", "R820", arg);
	fn("buying and selling Kaas", "R821", arg);
	fn("buildings: construction, sizes, destruction, Homes", "R825", arg);
	fn("Locations: where each player is", "R810", arg);
	fn("a new player's Home", "R252 II 1", arg);
}

/* R825 III ii: "Buildings which are unowned are destroyed unless they are
 * defined in the rules" (the rules' own are not kept as entities). */
static void destroy_unowned(ctx *c)
{
	land *s = c->n->land;
	size_t had = c->err.len;
	for (int i = 0; s && i < s->nblds;) {
		land_building *b = s->blds[i];
		const entity *e = entity_by_id(c->n, b->ent);
		if (e && e->owner.kind == OWN_NOBODY) {
			char name[128];
			snprintf(name, sizeof name, "%s", e->name);
			if (land_building_destroy(c, b, 0, "R825 III ii: unowned") == 0) {
				ctx_announce(c, "\"%s\", unowned, is destroyed (R825 III ii)", name);
				continue;
			}
			c->err.s[had] = '\0';
			c->err.len = had;
		}
		i++;
	}
}

static void land_on_change(ctx *c, const state_change *ch)
{
	if (ch->kind == CHANGE_JOIN) {
		const player *p = player_by_id(c->n, ch->player);
		if (p)
			land_grant_home(c, p);
	} else if (ch->kind == CHANGE_STATE && ch->to == PS_NONPLAYER) {
		destroy_unowned(c);
	}
}

/* Whether b's land is wholly its owner's (R825 III i). */
static int together(const nomic *n, const land_building *b)
{
	const entity *e = entity_by_id(n, b->ent);
	for (int k = 0; e && k < b->nk; k++)
		if (!owner_eq(land_kaa_owner(n, b->ky[k], b->kx[k]), e->owner))
			return 0;
	return 1;
}

static void float_if_apart(ctx *c, land_building *b)
{
	if (!b || b->state == BST_FLOATING || together(c->n, b))
		return;
	UNDO_SET(c->j, b->state, BST_FLOATING);
	UNDO_SET(c->j, b->floated_seq, c->seq);
}

static int land_on_event(ctx *c, const char *event, const json_t *data)
{
	if (strcmp(event, "entity") != 0 || !c->n->land)
		return 0;
	const char *what = json_string_value(json_object_get(data, "what"));
	const char *kind = json_string_value(json_object_get(data, "kind"));
	int id = (int)json_integer_value(json_object_get(data, "id"));
	if (!what || !kind || strcmp(what, "transferred") != 0)
		return 0;
	land *s = c->n->land;
	if (strcmp(kind, "building") == 0) {
		float_if_apart(c, land_building_of(c->n, id));
	} else if (strcmp(kind, "kaa") == 0) {
		for (int i = 0; i < s->nkaas; i++)
			if (s->kaas[i]->ent == id)
				float_if_apart(c, land_occupant(c->n, s->kaas[i]->y, s->kaas[i]->x));
	}
	return 0;
}

/* R825 III i: "An action which would cause a building and the land to
 * which that building is attached to belong to more than one entity is
 * impossible": a command that left them apart is refused; one that moved
 * both (a trade of the building with its land) leaves it Attached. */
static int land_after_command(ctx *c, const command *cmd, int argc, char **argv)
{
	(void)cmd;
	(void)argc;
	(void)argv;
	land *s = c->n->land;
	for (int i = 0; s && i < s->nblds; i++) {
		land_building *b = s->blds[i];
		if (b->state != BST_FLOATING || b->floated_seq != c->seq || !b->floated_seq)
			continue;
		const entity *e = entity_by_id(c->n, b->ent);
		/* The clock's default actions (`deadline ID`: an auction's close)
		 * are the rules' own and are not refused: it stays Floating. */
		if (e && !together(c->n, b) && c->kind == ACTOR_CLOCK)
			continue;
		if (e && !together(c->n, b))
			return ctx_fail(c, "\"%s\" and the land it stands on would belong to different "
				 "entities: that is impossible (R825 III i); move them together",
				 e->name);
		UNDO_SET(c->j, b->state, BST_ATTACHED);
		UNDO_SET(c->j, b->floated_seq, 0);
	}
	return 0;
}

const nomic_module land_module = {
	.name = "land",
	.free_state = land_free_state,
	.save_state = land_save_state,
	.load_state = land_load_state,
	.state_version = 1,
	.params = land_params,
	.level_defaults = land_level_defaults,
	.commands = land_commands,
	.each_mechanic = land_mechanics,
	.on_change = land_on_change,
	.on_event = land_on_event,
	.after_command = land_after_command,
};
