/* wordunassoc_module.c: Word Un-association's numbers (Ackanomic
 * R1250.19/5), each a parameter bound to its clause (core/params.h), as a
 * subsystem of its own so that the class (wordunassoc_game.c, registered
 * in games/registry.h) adds nothing to the framework's list. */
#include "core/module.h"
#include "games/framework/games.h"

static const param_decl wordunassoc_params[] = {
	{"wordunassoc.uh", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.19 IV",
	 "the Linker posts the uh? word within this long of the round's start, or loses "
	 "wordunassoc.fail_gp and the round ends", 0, NULL},
	{"wordunassoc.links", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.19 IV",
	 "the Confused send link words within this long of the uh? word", 0, NULL},
	{"wordunassoc.linker", PT_DURATION, 6 * DAY, 60, 365 * DAY, "", "R1250.19 IV",
	 "when no Confused found a link, the Linker's link is due within this long of the uh? "
	 "word", 0, NULL},
	{"wordunassoc.judge", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.19 IV (ruling)",
	 "the referee's time to judge link words; what e has not judged by then is accepted", 0,
	 NULL},
	{"wordunassoc.fail_gp", PT_INT, 3, 0, 1000, "Gamepoints", "R1250.19 IV",
	 "the Linker's loss for posting no uh? word (nothing on Vacation)", 0, NULL},
	{"wordunassoc.nolink_gp", PT_INT, 3, 0, 1000, "Gamepoints", "R1250.19 IV",
	 "the Linker's loss when nobody found a link and e has no acceptable one", 0, NULL},
	{"wordunassoc.link_gp", PT_INT, 1, 0, 1000, "Gamepoints", "R1250.19 IV",
	 "a Confused's gain for an acceptable link word", 0, NULL},
	{"wordunassoc.unique_gp", PT_INT, 1, 0, 1000, "Gamepoints", "R1250.19 IV",
	 "the further gain for a link word no other Confused sent (not with two players)", 0,
	 NULL},
	{"wordunassoc.target_per_player", PT_INT, 5, 1, 1000, "Gamepoints", "R1250.19 IV",
	 "the game can end once someone has this many per player, or wordunassoc.target_max, "
	 "whichever is lower", 0, NULL},
	{"wordunassoc.target_max", PT_INT, 30, 1, 100000, "Gamepoints", "R1250.19 IV",
	 "the cap on the target", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

const nomic_module wordunassoc_module = {
	.name = "wordunassoc",
	.params = wordunassoc_params,
};
