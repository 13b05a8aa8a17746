/* fictionary_module.c: Fictionary's numbers (Ackanomic R1250.10/6), each a
 * parameter bound to its clause (core/params.h), as a subsystem of its own
 * so that the class (fictionary_game.c, registered in games/registry.h)
 * adds nothing to the framework's list. */
#include "core/module.h"
#include "games/framework/games.h"

static const param_decl fictionary_params[] = {
	{"fictionary.step", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.10 IV ¶3",
	 "every step of a round is completed within this long of the previous one's end (or "
	 "the round's start); then its default is deemed performed", 0, NULL},
	{"fictionary.default.loss", PT_INT, 1, 0, 100, "Gamepoints", "R1250.10 IV ¶3",
	 "a player who fails to act by a step's limit loses this many Gamepoints", 0, NULL},
	{"fictionary.online.many", PT_INT, 3, 0, 100, "Gamepoints", "R1250.10 IV 3a",
	 "each of 2 or more Bluffers whose definition is like an On-line Definition receives "
	 "this", 0, NULL},
	{"fictionary.online.one", PT_INT, 4, 0, 100, "Gamepoints", "R1250.10 IV 3b",
	 "the one Bluffer whose definition is like an On-line Definition receives this", 0, NULL},
	{"fictionary.brainiac.default", PT_INT, 4, 0, 100, "Gamepoints", "R1250.10 IV 3e",
	 "the Brainiac who gives no judgement loses this", 0, NULL},
	{"fictionary.vote.points", PT_INT, 1, 0, 100, "Gamepoints", "R1250.10 IV 5a i",
	 "a Bluffer receives this for every other player who voted for eir definition", 0, NULL},
	{"fictionary.actual.points", PT_INT, 2, 0, 100, "Gamepoints", "R1250.10 IV 5a ii",
	 "a Bluffer who voted for the Actual Definition receives this", 0, NULL},
	{"fictionary.nobody.points", PT_INT, 2, 0, 100, "Gamepoints", "R1250.10 IV 5a iii",
	 "the Brainiac receives this if nobody voted for the Actual Definition", 0, NULL},
	{"fictionary.goal", PT_INT, 25, 1, 10000, "Gamepoints", "R1250.10 IV 5b",
	 "the game ends when every player has been Brainiac equally often and someone has this "
	 "many", 0, NULL},
	{"fictionary.pay.per_gp", PT_INT, 1, 0, 1000, "A$", "R1250.10 IV 5b",
	 "the single winner receives this for each Gamepoint (within the suite's caps)", 0, NULL},
	{"fictionary.pay.tie", PT_INT, 12, 0, 1000, "A$", "R1250.10 IV 5b",
	 "with no single winner, each player tied with the most Gamepoints receives this", 0,
	 NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

const nomic_module fictionary_module = {
	.name = "fictionary",
	.params = fictionary_params,
};
