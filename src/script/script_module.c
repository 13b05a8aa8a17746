/* script_module.c: rules as code as a subsystem of the engine (module.h):
 * the limits every script runs under, bound to R101 ("Actions described in
 * the rules may only be performed, and shall only have those effects, as
 * specified by the rules": a script is how a rule acts, and these say how
 * much it may compute), the commands that show the scripts, and the hooks
 * through which the engine runs them. */
#include "script/script_impl.h"

#include <stdio.h>
#include <string.h>

static const param_decl script_params[] = {
	{"script.budget", PT_INT, 10000000, 100000, 1000000000, "instructions", "R101",
	 "Lua instructions all of one event's scripts may run", 0, NULL},
	{"script.memory", PT_INT, 32 << 20, 1 << 20, 1 << 30, "bytes", "R101",
	 "memory one event's scripts may hold at once", 0, NULL},
	{"script.time", PT_INT, 2000, 10, 60000, "ms", "R101",
	 "a backstop: milliseconds a script may run, live (replay keeps to the log)", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

static void script_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	for (int i = 0; n->scripts && i < n->scripts->n; i++) {
		const script *s = n->scripts->v[i];
		char what[96];
		snprintf(what, sizeof what, "the script of Rule %s", s->number);
		fn(what, s->cite, arg);
	}
	for (int i = 0; n->scripts && i < n->scripts->ngames; i++) {
		const script_game *g = n->scripts->games[i];
		char what[96];
		snprintf(what, sizeof what, "the game %s", g->name);
		fn(what, g->cite, arg);
	}
}

const nomic_module script_module = {
	.name = "script",
	.free_state = scripts_free,
	.save_state = scripts_save_state, .load_state = scripts_load_state, .state_version = 1,
	.params = script_params,
	.commands = script_commands,
	.find_command = script_find_command,
	.each_command = script_each_command,
	.each_mechanic = script_mechanics,
	.after_command = script_after_command,
	.on_event = script_on_event,
	.rules_changed = script_sync,
};
