/* econ_module.c: the economy as a subsystem of the engine (core/module.h):
 * the entities' state's life, their commands (entities_cmd.c), their
 * mechanics (each kind bound to the rule that defines it), and what they
 * hear: a player who becomes a Non-Player (R250 VII b: "All of eir
 * tradeable entities are transferred to the treasury ... All of eir
 * nontradeable entities are destroyed").
 *
 * R252 II 4: the Sponsor's Trinkets (sponsor.c), from behaviour level 2.
 *
 * Events: emits "entity" (entities.h) at each creation, destruction,
 * transfer and switch change. */
#include "core/module.h"
#include "econ/entities.h"

#include <stdlib.h>
#include <string.h>

static void econ_free_state(nomic *n)
{
	entities_free(n);
}

static void econ_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("entities, their names, ownership and uniqueness", "R500", arg);
	for (int i = 0; i < entity_kind_count(); i++)
		fn(entity_kind_at(i)->plural, entity_kind_at(i)->rule, arg);
	fn("the Sponsor's Trinkets", "R252 II 4", arg);
	fn("a Non-Player's entities: the tradeable to the Treasury, the rest destroyed",
	   "R250 VII b", arg);
}

/* on_change never refuses: what a step could not do is dropped from c->err
 * (the command that made the Non-Player goes on). */
static void forget_error(ctx *c, size_t had)
{
	if (c->err.len > had) {
		c->err.s[had] = '\0';
		c->err.len = had;
	}
}

/* R250 VII b. Land and buildings (EK_NOTREASURY) "become unowned": they go
 * Somewhere Else (the land part destroys the buildings, R825 III ii). A
 * tradeable entity whose rule is repealed cannot move (entities.h): it is
 * destroyed with the rest, since a Non-Player owns nothing. */
static void econ_on_change(ctx *c, const state_change *ch)
{
	if (ch->kind != CHANGE_STATE || ch->to != PS_NONPLAYER || !c->n->entities)
		return;
	entities *s = c->n->entities;
	ent_owner o = OWNER_PLAYER(ch->player);
	const char *why = "R250 VII b: its owner is no longer a player";
	size_t had = c->err.len;
	for (int i = 0; i < s->n;) {
		entity *e = s->v[i];
		if (!owner_eq(e->owner, o)) {
			i++;
			continue;
		}
		sbuf d = {0};
		entity_describe(e, &d);
		if ((e->kind->flags & EK_NOTREASURY) &&
		    entity_transfer(c, e, OWNER_NOBODY, MOVE_RULES, why) == 0) {
			ctx_announce(c, "%s becomes unowned (R250 VII b)", d.s);
			i++;
		} else if ((e->kind->flags & EK_TRADEABLE) &&
		    entity_transfer(c, e, OWNER_TREASURY, MOVE_RULES, why) == 0) {
			ctx_announce(c, "%s goes to the Treasury (R250 VII b)", d.s);
			/* A Trinket the Treasury Dissolved (R505 III) is gone. */
			if (i < s->n && s->v[i] == e)
				i++;
		} else if (entity_destroy(c, e, why) == 0) {
			ctx_announce(c, "%s is destroyed (R250 VII b)", d.s);
		} else {
			i++;
		}
		forget_error(c, had);
		free(d.s);
	}
}

static const param_decl econ_params[] = {
	{"trinkets.sponsor", PT_INT, 0, 0, 1, "", "R252 II 4",
	 "1 (nomics begun at level 2): naming a Sponsor gives the new player and the Sponsor "
	 "their Trinkets; 0 (nomics begun before, so that they replay unchanged): none", 0, NULL},
	{"trinkets.sponsor_value", PT_INT, 10, 1, 100000, "A$", "R252 II 4",
	 "the value of each of the Sponsor's Trinkets", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

/* Nomics begun at level 2 or later make the Sponsor's Trinkets
 * (core/level.h); earlier ones replay as they were played. */
static const param_level econ_level_defaults[] = {
	{"trinkets.sponsor", 2, 1},
	{NULL, 0, 0},
};

/* R252 II 4: a new player who names eir Sponsor (`sponsor PLAYER`, src/gov/
 * mentors, R252 I) and the Sponsor receive their Trinkets in that event. */
static int econ_after_command(ctx *c, const command *cmd, int argc, char **argv)
{
	if (strcmp(cmd->name, "sponsor") != 0 || argc != 1 || c->kind != ACTOR_PLAYER)
		return 0;
	const player *sponsor = player_by_name(c->n, argv[0]);
	return sponsor ? sponsor_trinkets(c, c->actor, sponsor) : 0;
}

const nomic_module econ_module = {
	.name = "econ",
	.free_state = econ_free_state,
	.save_state = econ_save_state,
	.load_state = econ_load_state,
	.state_version = 1,
	.params = econ_params,
	.level_defaults = econ_level_defaults,
	.after_command = econ_after_command,
	.commands = entities_commands,
	.each_mechanic = econ_mechanics,
	.on_change = econ_on_change,
};
