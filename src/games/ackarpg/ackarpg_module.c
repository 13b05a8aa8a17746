/* ackarpg_module.c: Acka Role Playing's number (Ackanomic R1250.24/1 10:
 * the 30 days of silence that end a game), a parameter bound to its clause
 * (core/params.h), in a module of its own so that the class
 * (ackarpg_game.c, registered in games/registry.h) adds nothing to the
 * framework's list. */
#include "core/module.h"
#include "games/framework/games.h"

static const param_decl ackarpg_params[] = {
	{"ackarpg.silence", PT_DURATION, 30 * DAY, 60, 3650 * DAY, "", "R1250.24 10",
	 "a game in progress this long with no public update from the GM in this long ends "
	 "without a winner, and its characters disappear", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

const nomic_module ackarpg_module = {
	.name = "ackarpg",
	.params = ackarpg_params,
};
