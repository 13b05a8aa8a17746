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
	{"eleusis.referee.pay", PT_INT, 10, 0, 1000, "A$", "R1250.23 10",
	 "\"If there is an actual Referee, that player is paid $A10 when the game is concluded\" "
	 "(within R1250.1 III e's cap)", 0, NULL},
	{"eleusis.referee.wait", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.23 11 a) (ruling)",
	 "the Referee's time to decide an error claimed; then there was none (docs/RULINGS.md "
	 "R1250.23)", 0, NULL},
	{"eleusis.error.penalty", PT_INT, 20, 0, 1000, "Gamepoints", "R1250.23 11 c)",
	 "the Deus of a round with an error loses this many Gamepoints, once a round", 0, NULL},
	{"eleusis.hand", PT_INT, 14, 1, 30, "cards", "R1250.23 5 c)",
	 "each Scientist's hand of starting cards", 0, NULL},
	{"eleusis.penalty.card", PT_INT, 2, 0, 8, "cards", "R1250.23 5 i) 4)",
	 "penalty cards dealt for each card of an incorrect play", 0, NULL},
	{"eleusis.penalty.noplay", PT_INT, 5, 0, 20, "cards", "R1250.23 5 i) 4)",
	 "penalty cards dealt for an incorrect No Play", 0, NULL},
	{"eleusis.penalty.prophet", PT_INT, 5, 0, 20, "cards", "R1250.23 5 i) 3)",
	 "penalty cards dealt to a prophet whose call the Deus does not approve", 0, NULL},
	{"eleusis.noplay.fewer", PT_INT, 4, 0, 30, "cards", "R1250.23 5 i) 5)",
	 "a correct No Play's new hand has this many fewer cards than the old", 0, NULL},
	{"eleusis.mark.every", PT_INT, 10, 1, 100, "cards", "R1250.23 5 k), l)",
	 "every this-many-th card is marked '*' (no prophet) or '!' (since the prophet began)", 0,
	 NULL},
	{"eleusis.sudden.stars", PT_INT, 40, 1, 400, "cards", "R1250.23 5 k)",
	 "after this many cards played with no prophet, the round enters sudden death", 0, NULL},
	{"eleusis.sudden.bangs", PT_INT, 30, 1, 400, "cards", "R1250.23 5 l)",
	 "after this many cards played since the prophet began, the round enters sudden death", 0,
	 NULL},
	{"eleusis.bonus.empty", PT_INT, 4, 0, 100, "Gamepoints", "R1250.23 6 d)",
	 "the bonus of a player with no cards at the end of a round", 0, NULL},
	{"eleusis.hints", PT_INT, 3, 0, 100, "hints", "R1250.23 9",
	 "the hints a Deus may give in a round without cost", 0, NULL},
	{"eleusis.hint.cost", PT_INT, 2, 0, 100, "Gamepoints", "R1250.23 9",
	 "what each hint beyond eleusis.hints costs the Deus", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

const nomic_module eleusis_module = {
	.name = "eleusis",
	.params = eleusis_params,
};
