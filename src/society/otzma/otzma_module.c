/* otzma_module.c: Otzma Cards (Ackanomic R1240 to R1240.50) and R1045's
 * conversions as a subsystem: their parameters (each bound to its
 * clause), commands and what they hear (otzma.c). */
#include "society/otzma/otzma.h"

#include "core/ctx.h"

#define D 86400

static void otzma_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("Otzma Cards: limits, the Otzma-Day, use once; a type over its limit loses cards at "
	   "random", "R1240.1", arg);
	fn("a played Otzma Card with no Counter-Action takes effect", dl_otzma_effect.rule, arg);
	fn("the Otzma-Day's end: the cards in the Treasury auctioned", dl_otzma_day_end.rule, arg);
	fn("Otzma Cards of a Corporation destroyed", "R1023", arg);
	fn("Otzma Cards of a Trust Fund destroyed", "R1027", arg);
	fn("points converted into an Otzma Card or a Bonus Vote", "R1045", arg);
}

static const param_decl otzma_params[] = {
	{"otzma.max", PT_INT, 100, 0, 100000, "", "R1240.1 ¶1",
	 "the most Otzma Cards there may be at any given time", 0, NULL},
	{"otzma.max_player", PT_INT, 6, 0, 1000, "", "R1240.1 ¶2",
	 "the most Otzma Cards one player may own", 0, NULL},
	{"otzma.max_window", PT_INT, 14, 0, 1000, "", "R1240.1 C 1",
	 "the most Otzma Cards created in any period of otzma.window", 0, NULL},
	{"otzma.window", PT_DURATION, 7 * D, 0, 365 * D, "", "R1240.1 C 1",
	 "the period (7 consecutive days) in which at most otzma.max_window cards are created", 0,
	 NULL},
	{"otzma.notice", PT_DURATION, 3 * D, 0, 365 * D, "", "R1240.1 C 3",
	 "an Otzma-Day not declared by a Rule is declared at least this far in advance", 0, NULL},
	{"otzma.length", PT_DURATION, 3 * D, 0, 365 * D, "", "R1240.1 C 3",
	 "how long an Otzma-Day lasts unless the RuneMaker ends it", 0, NULL},
	{"otzma.gap", PT_DURATION, 10 * D, 0, 365 * D, "", "R1240.1 C 3",
	 "how long after an Otzma-Day ends the next may start", 0, NULL},
	{"otzma.public_gap", PT_DURATION, 3 * D, 0, 365 * D, "", "R1240.1 E 8",
	 "after using an Otzma Card in the public forum a player waits this long to use another",
	 0, NULL},
	{"otzma.counter_window", PT_DURATION, 3 * D, 0, 365 * D, "", "R1240.1 E 9",
	 "a card played may be Countered for this long; one with no Counter-Action takes effect "
	 "when it ends", 0, NULL},
	{"otzma.training.named_max", PT_INT, 16, 0, 1000, "", "R1240.21 1",
	 "a Training Regime names a Characteristic of at most this value", 0, NULL},
	{"otzma.training.gain", PT_INT, 2, 0, 1000, "", "R1240.21 1",
	 "the named Characteristic rises by this much", 0, NULL},
	{"otzma.training.loss", PT_INT, 1, 0, 1000, "", "R1240.21 1",
	 "the Characteristic the Dungeonmaster draws falls by this much", 0, NULL},
	{"otzma.training.random_max", PT_INT, 17, 0, 1000, "", "R1240.21 2",
	 "choice 2 draws among the Characteristics of at most this value", 0, NULL},
	{"otzma.training.random_gain", PT_INT, 1, 0, 1000, "", "R1240.21 2",
	 "the Characteristic drawn by choice 2 rises by this much", 0, NULL},
	{"otzma.convert.common", PT_INT, 10, 0, 100000, "points", "R1045 a (i)",
	 "points converted into an Otzma Card of F-Designation Common", 0, NULL},
	{"otzma.convert.normal", PT_INT, 15, 0, 100000, "points", "R1045 a (ii)",
	 "points converted into an Otzma Card of F-Designation Normal or Common", 0, NULL},
	{"otzma.convert.any", PT_INT, 20, 0, 100000, "points", "R1045 a (iii)",
	 "points converted into an Otzma Card of a randomly determined type", 0, NULL},
	{"otzma.convert.vote", PT_INT, 30, 0, 100000, "points", "R1045 b (i)",
	 "points converted into a Bonus Vote", 0, NULL},
	{"otzma.convert_gap", PT_DURATION, 14 * D, 0, 365 * D, "", "R1045 a (iv), b (ii)",
	 "a conversion of each type at most once in this long", 0, NULL},
	{"otzma.limit.go_fish", PT_INT, 14, 0, 1000, "", "R1240.2 5",
	 "the most Otzma Cards of type Go Fish", 0, NULL},
	{"otzma.limit.share_my_expenses", PT_INT, 10, 0, 1000, "", "R1240.6 ¶4",
	 "the most Otzma Cards of type Share my Expenses", 0, NULL},
	{"otzma.limit.share_your_income", PT_INT, 10, 0, 1000, "", "R1240.7 ¶4",
	 "the most Otzma Cards of type Share your income", 0, NULL},
	{"otzma.limit.swinging_sale", PT_INT, 1, 0, 1000, "", "R1240.8 ¶2",
	 "the most Otzma Cards of type Swinging Sale", 0, NULL},
	{"otzma.limit.tactical_retreat", PT_INT, 10, 0, 1000, "", "R1240.9 4",
	 "the most Otzma Cards of type Tactical Retreat", 0, NULL},
	{"otzma.limit.foul_fowl", PT_INT, 5, 0, 1000, "", "R1240.11 ¶4",
	 "the most Otzma Cards of type Foul Fowl", 0, NULL},
	{"otzma.limit.skeleton_key", PT_INT, 5, 0, 1000, "", "R1240.16 ¶4",
	 "the most Otzma Cards of type Skeleton Key", 0, NULL},
	{"otzma.limit.arctic_explorer", PT_INT, 5, 0, 1000, "", "R1240.17 ¶5",
	 "the most Otzma Cards of type Arctic Explorer", 0, NULL},
	{"otzma.limit.founders_boon", PT_INT, 3, 0, 1000, "", "R1240.19 ¶2",
	 "the most Otzma Cards of type Founder's Boon", 0, NULL},
	{"otzma.limit.roulette_wheel", PT_INT, 5, 0, 1000, "", "R1240.20 ¶4",
	 "the most Otzma Cards of type Roulette Wheel", 0, NULL},
	{"otzma.limit.shield", PT_INT, 5, 0, 1000, "", "R1240.50 ¶7",
	 "the most Otzma Cards of type Shield", 0, NULL},
	{"otzma.expenses.ratio", PT_INT, 2, 1, 1000, "", "R1240.6 ¶1",
	 "Share my Expenses: the amount named is at most 1/N of the sum about to be paid; The "
	 "Transfer on a Valid Sum of at least N times it", 0, NULL},
	{"otzma.expenses.window", PT_DURATION, 3 * D, 0, 365 * D, "", "R1240.6 ¶1",
	 "Share my Expenses: The Transfer on a Valid Sum paid within this long of the use", 0,
	 NULL},
	{"otzma.expenses.counter_pct", PT_INT, 10, 0, 1000, "%", "R1240.6 ¶3",
	 "Share my Expenses' Counter-Action: this percent of the sum named, rounded down", 0,
	 NULL},
	{"otzma.income.ratio", PT_INT, 2, 1, 1000, "", "R1240.7 ¶1",
	 "Share your income: the amount named is at most 1/N of a Valid Sum received", 0, NULL},
	{"otzma.income.window", PT_DURATION, 3 * D, 0, 365 * D, "", "R1240.7 ¶1, ¶2",
	 "Share your income: a sum received is a Valid Sum for this long", 0, NULL},
	{"otzma.income.counter_pct", PT_INT, 10, 0, 1000, "%", "R1240.7 ¶3",
	 "Share your income's Counter-Action: the sum named plus this percent, rounded down", 0,
	 NULL},
	{"otzma.arctic.amount", PT_INT, 10, 0, 100000, "A$", "R1240.17 ¶3, ¶4",
	 "Arctic Explorer: the A$ taken from a target with no tradeable entity (all e has if "
	 "less), and given back by the Counter-Action", 0, NULL},
	{"otzma.shard.window", PT_DURATION, 3 * D, 0, 365 * D, "", "R1240.3 ¶3",
	 "Map Shard: the named player posts the 10 words within this long of the card taking "
	 "effect", 0, NULL},
	{"otzma.day_auctions", PT_INT, 0, 0, 1, "", "R1240.1 C g",
	 "1 (nomics begun at level 7): at an Otzma-Day's end the cards in the Treasury are listed "
	 "and auctioned, a set per type; 0 (nomics begun before, so that they replay unchanged): "
	 "they stay", 0, NULL},
	{"otzma.lsap_duty", PT_INT, 0, 0, 1, "", "R1240.1 C e",
	 "1 (nomics begun at level 7): an Otzma-Day starting with an LSAP of otzma.lsap_min or more "
	 "makes it the RuneMaker's Duty to create a card (src/gov/duties); 0: not checked", 0,
	 NULL},
	{"otzma.lsap_min", PT_INT, 10, 0, 100000, "", "R1240.1 C e",
	 "the LSAP from which the RuneMaker must create at least one Otzma Card", 0, NULL},
	{"otzma.org_destroy", PT_INT, 0, 0, 1, "", "R1023 8, R1027 ¶3",
	 "1 (nomics begun at level 6): an Otzma Card a Corporation or a Trust Fund comes to own "
	 "is destroyed; 0 (nomics begun before, so that they replay unchanged): it stays", 0,
	 NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

/* Nomics begun at level 6 or later destroy an organisation's cards by
 * themselves (core/level.h). */
static const param_level otzma_level_defaults[] = {
	{"otzma.org_destroy", 6, 1},
	{"otzma.day_auctions", 7, 1},
	{"otzma.lsap_duty", 7, 1},
	{NULL, 0, 0},
};

static const command otzma_commands[] = {
	{"otzma", 0, 0, P_ANYONE, NULL, CMD_READONLY, otzma_cmd_list, NULL, "otzma",
	 "the Otzma Card types, their limits, the cards and the Otzma-Day", "R1240.1"},
	{"cards", 0, 0, P_ANYONE, NULL, CMD_READONLY, otzma_cmd_list, NULL, "cards",
	 "the same as `otzma`", "R1240.1"},
	{"otzma declare", 1, 1, P_ANYONE, NULL, 0, otzma_cmd_declare, NULL, "otzma declare IN",
	 "declare an Otzma-Day starting IN from now (at least 3d; the President, the RuneMaker, or "
	 "the admin for a Rule)", "R1240.1 C 2, 3"},
	{"otzma end", 0, 1, P_ACTIVE, NULL, 0, otzma_cmd_end, NULL, "otzma end [public|private]",
	 "the RuneMaker declares the end of the Otzma-Day; its cards are auctioned", "R1240.1 C 3, g"},
	{"otzma create", 1, 1, P_ACTIVE, NULL, 0, otzma_cmd_create, NULL, "otzma create TYPE",
	 "the RuneMaker creates an Otzma Card on an Otzma-Day (TYPE if the method drawn is "
	 "Deterministic)", "R1240.1 C 1, III"},
	{"otzma use", 1, 5, P_ACTIVE, NULL, 0, otzma_cmd_use, NULL, "otzma use CARD [ARG...]",
	 "use your Otzma Card once (Skeleton Key: gaol; Foul Fowl: PLAYER; Go Fish, Shield: #PLAYED; "
	 "Roulette Wheel: #CARD; Training Regime: CHARACTERISTIC|random; Share my Expenses: "
	 "PLAYER AMOUNT SUM; Share your income: PLAYER AMOUNT; Arctic Explorer: PLAYER; Swinging "
	 "Sale: nothing; Map Shard: PLAYER TREASURE; Founder's Boon: founder CHURCH or act CHURCH "
	 "ordain|defrock|excommunicate|accept PLAYER)", "R1240.1 E"},
	{"treasure shard", 2, 11, P_ACTIVE, NULL, 0, otzma_cmd_shard, NULL,
	 "treasure shard CARD WORDS...|none",
	 "the player a Map Shard named privately posts 10 consecutive words of the Map to the "
	 "card's player (sent to eir inbox alone); none: the Map has no such passage",
	 "R1240.3 ¶3"},
	{"convert", 1, 5, P_ACTIVE, NULL, 0, otzma_cmd_convert, NULL,
	 "convert card 10|15|20 | vote | piece N TYPE for SWINGER | benefyt",
	 "convert points into a random Otzma Card or a Bonus Vote, once in 14 days each, a Party "
	 "Chess Piece for a Swinger (R1045 c) or a Benefyt (R1045 d)",
	 "R1045"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

const nomic_module otzma_module = {
	.name = "otzma",
	.free_state = otzma_free,
	.save_state = otzma_save_state,
	.load_state = otzma_load_state,
	.state_version = 1,
	.params = otzma_params,
	.level_defaults = otzma_level_defaults,
	.commands = otzma_commands,
	.each_mechanic = otzma_mechanics,
	.on_event = otzma_on_event,
	.after_command = otzma_after_command,
};
