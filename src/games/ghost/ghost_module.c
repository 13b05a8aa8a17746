/* ghost_module.c: Ghost's numbers (Ackanomic R1250.9/1), each a parameter
 * bound to its clause (core/params.h), as a subsystem of its own so that
 * the class (ghost_game.c, registered in games/games.c) adds nothing to the
 * framework's list. */
#include "core/module.h"
#include "games/framework/games.h"

static const param_decl ghost_params[] = {
	{"ghost.turn", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.9 4",
	 "a turn lasts this long at most; a player who does not play is assumed to have "
	 "resigned (4 (4))", 0, NULL},
	{"ghost.answer", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.9 4 (3)",
	 "the accused's time to post a word containing the ghost word", 0, NULL},
	{"ghost.addition.window", PT_DURATION, 3 * DAY, 0, 365 * DAY, "", "R1250.9 4",
	 "an addition may be protested until the new player's first turn or this long after "
	 "it, whichever comes first", 0, NULL},
	{"ghost.protest.letters", PT_INT, 4, 1, 48, "", "R1250.9 4 (3)",
	 "a protest that the ghost word is a word needs a word of at least this many letters",
	 0, NULL},
	{"ghost.referee.pay", PT_INT, 8, 0, 100000, "A$", "R1250.9 5",
	 "the referee receives this when a winner is found", 0, NULL},
	{"ghost.points.few_players", PT_INT, 4, 1, 100, "", "R1250.9 5",
	 "with fewer players than this at the start, the winner receives ghost.points.few", 0,
	 NULL},
	{"ghost.points.few", PT_INT, 4, 0, 1000, "points", "R1250.9 5",
	 "the winner's points when fewer than ghost.points.few_players began", 0, NULL},
	{"ghost.points.many_players", PT_INT, 8, 1, 100, "", "R1250.9 5",
	 "with more players than this at the start, the winner receives ghost.points.many; "
	 "in between, one point per player who began", 0, NULL},
	{"ghost.points.many", PT_INT, 8, 0, 1000, "points", "R1250.9 5",
	 "the winner's points when more than ghost.points.many_players began", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

const nomic_module ghost_module = {
	.name = "ghost",
	.params = ghost_params,
};
