/* pchess_module.c: Party Chess (Ackanomic R1230.x) and R1044 2's points as
 * a subsystem: the numbers its mechanics use, each bound to its clause,
 * the levels at which the points (7), the pieces as entities and the
 * hands (8) start by themselves (core/level.h), and its mechanics. Its
 * commands are the games framework's (`game new pchess`, `play N ...`),
 * and `pchess buy` (R1230.1 2 E, pchess_buy.c); the class is registered in
 * games/games.c. */
#include "core/module.h"
#include "games/pchess/pchess_game.h"

static const param_decl pchess_params[] = {
	{"pchess.turn", PT_DURATION, 3 * DAY, DAY, 30 * DAY, "", "R1230.2 4",
	 "a turn's time limit after the state of the game is announced", 0, NULL},
	{"pchess.setup.pieces", PT_INT, 5, 0, 15, "", "R1230.2 2 B",
	 "pieces each Swinger chooses besides the King", 0, NULL},
	{"pchess.setup.mv", PT_INT, 30, 0, 1000, "", "R1230.2 2 B",
	 "the chosen pieces' total material value is at most this", 0, NULL},
	{"pchess.ransom", PT_INT, 100, 0, 100000, "A$", "R1230.2 8",
	 "the Sucker whose King is captured pays this to the SneakThief", 0, NULL},
	{"pchess.weight.attack", PT_INT, 5, 0, 1000, "", "R1230.3",
	 "added to a Weight for each piece that attacks an opponent's", 0, NULL},
	{"pchess.weight.defend", PT_INT, 4, 0, 1000, "", "R1230.3",
	 "added to a Weight for each piece that defends a friendly one", 0, NULL},
	{"pchess.play.min_mv", PT_INT, 2, 0, 100, "", "R1230.2 6",
	 "pieces counted for a Play's size have at least this material value", 0, NULL},
	{"pchess.play.few", PT_INT, 4, 0, 100, "", "R1230.2 6",
	 "with this many on-board pieces or fewer, Plays may combine Atomic Plays", 0, NULL},
	{"pchess.play.many", PT_INT, 9, 0, 100, "", "R1230.2 6",
	 "with more on-board pieces than this, a Play is one Atomic Play", 0, NULL},
	{"pchess.play.weight_low", PT_INT, 50, 0, 100000, "", "R1230.2 6",
	 "below this Weight (and over 0), two Moves or two Placements may be combined", 0, NULL},
	{"pchess.play.weight_high", PT_INT, 100, 0, 100000, "", "R1230.2 6",
	 "over this Weight, a Play is one Atomic Play", 0, NULL},
	{"pchess.skip_at", PT_INT, 7, 0, 100, "", "R1230.2 4 B (iii)",
	 "with this many Swingers on the board, one with no on-board piece is skipped", 0, NULL},
	{"pchess.umpire", PT_INT, 0, 0, 1, "", "R1230.2 1 A",
	 "1: the game's referee is the holder of the office of Chess-Umpire, and the game is "
	 "suspended while nobody holds it or its holder is absent; its notices of a turn, a "
	 "check and a Warm Party's check go to the players' inboxes", 0, NULL},
	{"pchess.auto", PT_INT, 0, 0, 1, "", "R1230.2 4 B (i)",
	 "1: a Warm Swingership plays its turn automatically, and a Party Swinger's Swingership "
	 "goes Somewhere Else after three default plays", 0, NULL},
	{"pchess.extend_max", PT_DURATION, 7 * DAY, DAY, 60 * DAY, "", "R1230.2 4 A",
	 "the Chess-Umpire extends a turn's time limit up to this after the announcement", 0, NULL},
	{"pchess.defaults_else", PT_INT, 3, 1, 100, "", "R1230.2 4",
	 "a Party Swinger whose last this many moves were default plays: eir Swingership goes "
	 "Somewhere Else", 0, NULL},
	{"pchess.ffa.gap", PT_DURATION, 42 * DAY, 0, 365 * DAY, "", "R1230.2 9 A (i)",
	 "a Free For All is announced at least this long after the last one", 0, NULL},
	{"pchess.ffa.notice", PT_DURATION, 3 * DAY, 0, 30 * DAY, "", "R1230.2 9 B",
	 "a Free For All starts this long after its announcement", 0, NULL},
	{"pchess.ffa.min", PT_DURATION, 3 * DAY, DAY, 60 * DAY, "", "R1230.2 9 B",
	 "a Free For All's minimum duration", 0, NULL},
	{"pchess.ffa.max", PT_DURATION, 14 * DAY, DAY, 60 * DAY, "", "R1230.2 9 B",
	 "a Free For All's maximum duration", 0, NULL},
	{"pchess.ffa.objected_max", PT_DURATION, 7 * DAY, DAY, 60 * DAY, "", "R1230.2 9 B",
	 "after one objection, a Free For All's maximum duration", 0, NULL},
	{"pchess.ffa.wait", PT_DURATION, 3 * DAY, 0, 30 * DAY, "", "R1230.2 9 C (ii)",
	 "during a Free For All, the time between a Swinger's plays", 0, NULL},
	{"pchess.ffa.wait_short", PT_DURATION, 2 * DAY, 0, 30 * DAY, "", "R1230.2 9 C (ii)",
	 "... for a checked Swinger, or one of non-zero Weight with fewer than five on-board pieces "
	 "who cannot capture a King", 0, NULL},
	{"swingers.points", PT_INT, 0, 0, 1, "", "R1044 2 a",
	 "1: every other Monday the Swingers receive points by their Weights", 0, NULL},
	{"swingers.points.divisor", PT_INT, 2, 1, 100, "", "R1044 2 a",
	 "the Swingers with equal or lower Weight are divided by this, rounded down", 0, NULL},
	{"swingers.points.support", PT_INT, 1, 0, 100, "points", "R1044 2 b",
	 "each other member of the top Party Swinger's Party receives this", 0, NULL},
	{"pchess.entities", PT_INT, 0, 0, 1, "", "R1230.1 7",
	 "1: each Party Chess Piece is an entity, held by its Swingership's Swinger", 0, NULL},
	{"pchess.king.limit", PT_INT, 1, 0, 100, "", "R1230.4 A",
	 "the instance limit of Kings per Swinger (R1230.1 3 G)", 0, NULL},
	{"pchess.free.base", PT_INT, 120, 0, 100000, "", "R1230.1 2 D",
	 "a monthly free piece's material value is at most (this - MV) / pchess.free.div", 0, NULL},
	{"pchess.free.div", PT_INT, 10, 1, 1000, "", "R1230.1 2 D",
	 "the divisor of a monthly free piece's material value", 0, NULL},
	{"pchess.price.base", PT_INT, 1, 0, 100000, "A$", "R1230.1 2 E",
	 "a new piece costs this", 0, NULL},
	{"pchess.price.per_mv", PT_INT, 7, 0, 100000, "A$", "R1230.1 2 E",
	 "plus this times its material value", 0, NULL},
	{"pchess.max_owned", PT_INT, 15, 0, 300, "", "R1230.1 2 E, R1045 c, R1230.40 d",
	 "no piece is bought or converted for a Swinger who would own more; a hand's winner "
	 "leaves no Swinger more", 0, NULL},
	{"pchess.convert.num", PT_INT, 5, 0, 1000, "", "R1045 c",
	 "a piece converted from N points has material value at most (this * N) / "
	 "pchess.convert.den", 0, NULL},
	{"pchess.convert.den", PT_INT, 7, 1, 1000, "", "R1045 c",
	 "the divisor of a converted piece's material value", 0, NULL},
	{"pchess.hands", PT_INT, 0, 0, 1, "", "R1230.40",
	 "1: Stabber's Knives are given by themselves and a hand of Party Chess is won", 0, NULL},
	{"pchess.hand.points", PT_INT, 1, 0, 1000, "points", "R1230.40 a",
	 "the hand's winner receives this for every Swinger in the game", 0, NULL},
	{"pchess.hand.compensation", PT_INT, 3, 0, 1000, "A$", "R1230.40 d",
	 "paid per material value of each excess piece destroyed", 0, NULL},
	{"pchess.hand.fresh", PT_INT, 6, 0, 100, "", "R1230.40 e",
	 "a Swinger with fewer pieces after a hand may choose up to this many", 0, NULL},
	{"pchess.hand.fresh_mv", PT_INT, 30, 0, 1000, "", "R1230.40 e",
	 "those pieces' material value is at most this less pchess.hand.fresh_step per piece "
	 "held", 0, NULL},
	{"pchess.hand.fresh_step", PT_INT, 5, 0, 1000, "", "R1230.40 e",
	 "see pchess.hand.fresh_mv", 0, NULL},
	{"pchess.benefyt.cost", PT_INT, 10, 0, 100000, "points", "R1045 d (i)",
	 "points a player converts into a Benefyt (`convert benefyt`)", 0, NULL},
	{"pchess.undefined_off", PT_INT, 0, 0, 1, "", "R1230.1 3 E",
	 "1: a piece whose PartyChessPieceDef rule is not in force goes off-board", 0, NULL},
	{"pchess.demon.pair", PT_INT, 8, 0, 40, "", "R1230.18 3",
	 "a Demon is promoted only by two friendly pieces of one type at most this far apart", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

/* Nomics begun at level 7 or later have the points by themselves
 * (core/level.h); earlier ones replay as they were played. */
static const param_level pchess_level_defaults[] = {
	{"swingers.points", 7, 1},
	{"pchess.entities", 8, 1},
	{"pchess.hands", 8, 1},
	{"pchess.umpire", 8, 1}, /* R1230.2 1 A: pchess_umpire.c */
	{"pchess.auto", 8, 1},   /* R1230.2 4 B (i), 4: pchess_turns.c */
	{"pchess.undefined_off", 8, 1}, /* R1230.1 3 E, by itself (pchess_special.c) */
	{NULL, 0, 0},
};

static void pchess_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("the Swingers' points by Weight", dl_swinger_points.rule, arg);
	fn("a Free For All starts and ends", dl_pchess_ffa.rule, arg);
	fn("a Warm Swingership's automatic play; three default plays send a Party Swingership "
	   "Somewhere Else", "R1230.2 4", arg);
}

const nomic_module pchess_module = {
	.name = "pchess",
	.params = pchess_params,
	.level_defaults = pchess_level_defaults,
	.each_mechanic = pchess_mechanics,
	.commands = pchess_commands, /* R1230.1 2 E (pchess_buy.c) */
	.on_event = pchess_on_event, /* a Swingership destroyed or transferred (pchess_swing.c) */
	.on_change = pchess_umpire_on_change, /* the Chess-Umpire's Vacation (pchess_umpire.c) */
};
