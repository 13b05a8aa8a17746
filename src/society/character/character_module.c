/* character_module.c: characteristics, Honour and fires (R540-R550) as a
 * subsystem of the engine (core/module.h): its state's life, parameters,
 * behaviour level, mechanics, what it hears and its deadline. */
#include "core/bind.h"
#include "core/level.h"
#include "society/character/character.h"

#include <stdio.h>
#include <string.h>

static int character_on_event(ctx *c, const char *event, const json_t *data)
{
	if (honour_on_event(c, event, data) || elements_on_event(c, event, data))
		return -1;
	return fire_on_event(c, event, data);
}

static void character_on_change(ctx *c, const state_change *ch)
{
	honour_on_change(c, ch);
}

void character_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("characteristics: values kept in their ranges", "R540", arg);
	fn("Basic Player Characteristics generated and rerolled", "R540.2", arg);
	fn("Water and Earth Skill lost on going On Ice involuntarily", "R540.3", arg);
	fn("Alignment: grandiose proposals, CFCJ convictions, cycles won", "R540.3", arg);
	fn("Characteristic Tests", "R541", arg);
	fn("a player On Fire must say so within a week", dl_fire_week.rule, arg);
	fn("Honourable Acts", "R550.1", arg);
	fn("Dishonourable Acts", "R550.2", arg);
	fn("the Champion of Honour and Evil", "R550.3", arg);
	fn("Honour wraps past 100 and -100", "R550.10", arg);
}

static int character_describe(const nomic *n, const deadline *d, char *buf, size_t len)
{
	if (d->kind != &dl_fire_week)
		return 0;
	snprintf(buf, len, "%s must have said \"I'm on fire\"", holder_name(n, d->subject));
	return 1;
}

const param_decl character_params[] = {
	{"characteristics.auto", PT_INT, 0, 0, 1, "", "R540",
	 "1 (nomics begun at level 3): the server changes Honour (R550.1, R550.2) and the "
	 "Elements (R540.3) by itself for the acts it sees; 0 (nomics begun before, so that they "
	 "replay unchanged): only the admin does",
	 0, NULL},
	{"fire.week", PT_DURATION, 7 * 86400, 3600, 365 * 86400, "", "R543",
	 "the time a player On Fire has to say \"I'm on fire\"", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

/* Nomics begun at level 3 or later keep Honour and the Elements by
 * themselves (core/level.h); earlier ones replay as they were played. */
const param_level character_level_defaults[] = {
	{"characteristics.auto", 3, 1},
	{NULL, 0, 0},
};

const nomic_module character_module = {
	.name = "character",
	.free_state = character_free,
	.save_state = character_save_state,
	.load_state = character_load_state,
	.state_version = 1,
	.params = character_params,
	.level_defaults = character_level_defaults,
	.commands = character_commands,
	.each_mechanic = character_mechanics,
	.on_event = character_on_event,
	.on_change = character_on_change,
	.describe_deadline = character_describe,
};
