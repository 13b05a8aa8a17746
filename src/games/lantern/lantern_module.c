/* lantern_module.c: Ye Olde Rusty Lantern's numbers (Ackanomic R1250.18/12),
 * each a parameter bound to its clause (core/params.h), and the deadlines
 * the rule leaves open, documented (docs/RULINGS.md R1250.18). A module of
 * its own so that the class (lantern_game.c, registered in
 * games/registry.h) adds nothing to the framework's list. The tale reads
 * the card counts and `lantern.late` when it starts. */
#include "core/module.h"
#include "games/framework/games.h"

static const param_decl lantern_params[] = {
	{"lantern.benches", PT_INT, 6, 2, 100, "", "R1250.18",
	 "benches when the Barkeep names none (`game new lantern benches N`); a Duel has 2", 0,
	 NULL},
	{"lantern.hand", PT_INT, 7, 1, 50, "cards", "R1250.18",
	 "\"Each Bard receives seven cards upon joining\"", 0, NULL},
	{"lantern.denied", PT_INT, 2, 0, 50, "cards", "R1250.18",
	 "a denied play's card is burned and the Bard receives this many to replace it", 0, NULL},
	{"lantern.pass", PT_INT, 1, 0, 50, "cards", "R1250.18",
	 "\"When a Bard passes, e receives a card\"", 0, NULL},
	{"lantern.interrupt.not_held", PT_INT, 1, 0, 50, "cards", "R1250.18",
	 "penalty for interrupting with a card the Bard does not have", 0, NULL},
	{"lantern.interrupt.unmentioned", PT_INT, 2, 0, 50, "cards", "R1250.18",
	 "an interruption whose element was not sufficiently mentioned: the card is burned and "
	 "the Bard receives this many", 0, NULL},
	{"lantern.interrupt.late", PT_INT, 1, 0, 50, "cards", "R1250.18",
	 "an interruption that came too late: the card is burned and the Bard receives this many",
	 0, NULL},
	{"lantern.interrupted", PT_INT, 1, 0, 50, "cards", "R1250.18",
	 "the Bard successfully interrupted receives this many", 0, NULL},
	{"lantern.late", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.18",
	 "an interruption of a play attempted longer ago than this is too late; a play attempted "
	 "this long after the beginning of the turn may be denied", 0, NULL},
	{"lantern.sleep", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.18",
	 "a Bard whose turn has lasted this long without a play attempt is asleep and passes", 0,
	 NULL},
	{"lantern.away", PT_DURATION, 3 * DAY, 0, 365 * DAY, "", "R1250.18",
	 "the Barkeep may declare a Bard on Vacation Asleep at once only if eir expected return is "
	 "at least this far away (\"an expected return 3 or more days away\")", 0, NULL},
	{"lantern.under_table", PT_INT, 3, 1, 100, "turns", "R1250.18",
	 "asleep on this many turns in a row, a Bard may be sent Under The Table", 0, NULL},
	{"lantern.ale.points", PT_INT, 1, 0, 10, "points", "R1250.18",
	 "each Ale comes with a FairPlay Award, worth this many points (within the suite's caps)",
	 0, NULL},
	{"lantern.reply", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.18 (ruling)",
	 "the Barkeep's time to reply to a play or an interruption; then the default applies "
	 "(docs/RULINGS.md R1250.18)", 0, NULL},
	{"lantern.deck_wait", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.18 (ruling)",
	 "the Barkeep's time to add story elements when the deck runs short; then the tale ends "
	 "lamely (docs/RULINGS.md R1250.18)", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

const nomic_module lantern_module = {
	.name = "lantern",
	.params = lantern_params,
};
