/* eleusis_module.c: Eleusis's numbers (Ackanomic R1250.23/10), each a
 * parameter bound to its clause (core/params.h), as a subsystem of its
 * own so that the class (eleusis_game.c, registered in games/registry.h)
 * adds nothing to the framework's list. */
#include "core/module.h"
#include "games/framework/games.h"

static const param_decl eleusis_params[] = {
	{"eleusis.turn", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.23 5 f)",
	 "a player who does not play within this long has a random card from eir hand played "
	 "for em", 0, NULL},
	{"eleusis.prophet", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.23 5 i) 1)",
	 "a prophet who does not call a play within this long is deemed to have called it "
	 "correct", 0, NULL},
	{"eleusis.deus.wait", PT_DURATION, 0, 0, 365 * DAY, "", "R1250.23 9, 8",
	 "0: the Deus has no time limit (9: \"not possible to impose a 3 day timeout on "
	 "Deus\"); otherwise a Deus who has not sealed, announced or judged within this long is "
	 "treated as absent with no substitute, and the round ends (8)", 0, NULL},
	{"eleusis.error.window", PT_DURATION, 3 * DAY, 0, 365 * DAY, "", "R1250.23 4 e)",
	 "after a round's rule is announced, the players have this long to announce an error in "
	 "it", 0, NULL},
	{"eleusis.vote", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.23 11 a)",
	 "the vote on an error lasts this long (it ends early when every player has voted)", 0,
	 NULL},
	{"eleusis.error.penalty", PT_INT, 20, 0, 1000, "Gamepoints", "R1250.23 11 c)",
	 "the Deus of a round with an error loses this many Gamepoints, once a round", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

const nomic_module eleusis_module = {
	.name = "eleusis",
	.params = eleusis_params,
};
