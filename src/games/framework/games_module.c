/* games_module.c: the Games & Contests suite as a subsystem of the engine
 * (core/module.h): its state's life, the suite's numbers as parameters
 * (Ackanomic R1250.1 III e, IV c, IV d, XII), and its mechanics (each game
 * class rests on its own rule; the framework's deadlines on R1250.1). */
#include "core/module.h"
#include "core/remind.h"
#include "games/framework/games.h"

#include <stdio.h>
#include <string.h>

static void games_free_state(nomic *n)
{
	games_free(n->games);
	n->games = NULL;
}

static const param_decl games_params[] = {
	{"games.instance.adollars", PT_INT, 50, 0, 100000, "A$", "R1250.1 IV c",
	 "A$ one instance of a game may give from the Treasury", 0, NULL},
	{"games.month.adollars", PT_INT, 100, 0, 100000, "A$", "R1250.1 IV c",
	 "A$ a player may receive per month from one game class", 0, NULL},
	{"games.referee.adollars", PT_INT, 10, 0, 100000, "A$", "R1250.1 III e",
	 "A$ a referee may receive per instance", 0, NULL},
	{"games.instance.points", PT_INT, 8, 0, 1000, "points", "R1250.1 IV d",
	 "points one instance may add or subtract", 0, NULL},
	{"games.month.points", PT_INT, 20, 0, 1000, "points", "R1250.1 IV d",
	 "points a player may gain per month from one game class", 0, NULL},
	{"games.moribund.wait", PT_DURATION, 3 * DAY, 0, 365 * DAY, "", "R1250.1 XII",
	 "time after a moribund declaration before the game ends", 0, NULL},
	{"games.moribund.objections", PT_INT, 33, 0, 100, "%", "R1250.1 XII",
	 "share of its players whose objections keep a moribund game going", 0, NULL},
	/* The games' own (their folders under src/games). */
	{"games.doublecrash.refuse_target", PT_INT, 0, 0, 1, "", "R1250.12 IV",
	 "1: a Target Word that is not a five-letter word of the Official Dictionary is refused "
	 "at once and the player selects again; 0: it is taken and the opponent wins", 0, NULL},
	{"games.tripledc.rounds", PT_INT, 40, 1, 40, "", "R1250.20 IV",
	 "rounds of Triple Double Crash before the server calls the game off with no winner "
	 "(the rule sets none: a ruling; at most 40, what the state holds)", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

/* Nomics begun at a later level refuse a bad Target Word at once (R1250.12
 * IV; docs/RULINGS.md); earlier ones replay as they were played. Level 9 is
 * not yet NOMIC_LEVEL: the lead raises it. */
static const param_level games_level_defaults[] = {
	{"games.doublecrash.refuse_target", 9, 1},
	{NULL, 0, 0},
};

static void games_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	for (int i = 0; i < game_class_count(); i++) {
		const game_class *k = game_class_at(i); /* the scripts list their own */
		char what[96];
		snprintf(what, sizeof what, "the game %s", k->name);
		fn(what, k->rule, arg);
	}
	fn("the game-round deadline", dl_game.rule, arg);
	fn("the moribund deadline", dl_moribund.rule, arg);
	fn("the game-departures deadline", dl_departures.rule, arg);
	fn("the move-reminder deadline", dl_move_reminder.rule, arg);
}

static int games_on_event(ctx *c, const char *event, const json_t *data)
{
	if (strcmp(event, REMIND_EVENT) == 0) /* the lead time changed */
		games_retime_reminders(c);
	return 0;
}

const nomic_module games_module = {
	.name = "games",
	.free_state = games_free_state,
	.save_state = games_save_state, .load_state = games_load_state, .state_version = 2,
	.params = games_params,
	.level_defaults = games_level_defaults,
	.commands = game_commands,
	.each_mechanic = games_mechanics,
	.on_event = games_on_event,
};
