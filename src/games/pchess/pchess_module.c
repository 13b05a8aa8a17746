/* pchess_module.c: Party Chess (Ackanomic R1230.x) and R1044 2's points as
 * a subsystem: the numbers its mechanics use, each bound to its clause,
 * the level at which the points start by themselves (core/level.h), and
 * its mechanics. Its commands are the games framework's (`game new
 * pchess`, `play N ...`); the class is registered in games/games.c. */
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
	{"swingers.points", PT_INT, 0, 0, 1, "", "R1044 2 a",
	 "1: every other Monday the Swingers receive points by their Weights", 0, NULL},
	{"swingers.points.divisor", PT_INT, 2, 1, 100, "", "R1044 2 a",
	 "the Swingers with equal or lower Weight are divided by this, rounded down", 0, NULL},
	{"swingers.points.support", PT_INT, 1, 0, 100, "points", "R1044 2 b",
	 "each other member of the top Party Swinger's Party receives this", 0, NULL},
	{"pchess.benefyt.cost", PT_INT, 10, 0, 100000, "points", "R1045 d (i)",
	 "points a player converts into a Benefyt (`convert benefyt`)", 0, NULL},
	{"pchess.undefined_off", PT_INT, 0, 0, 1, "", "R1230.1 3 E",
	 "1: a piece whose PartyChessPieceDef rule is not in force goes off-board", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

/* Nomics begun at level 7 or later have the points by themselves
 * (core/level.h); earlier ones replay as they were played. */
static const param_level pchess_level_defaults[] = {
	{"swingers.points", 7, 1},
	{"pchess.undefined_off", 8, 1}, /* R1230.1 3 E, by itself (pchess_special.c) */
	{NULL, 0, 0},
};

static void pchess_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("the Swingers' points by Weight", dl_swinger_points.rule, arg);
}

const nomic_module pchess_module = {
	.name = "pchess",
	.params = pchess_params,
	.level_defaults = pchess_level_defaults,
	.each_mechanic = pchess_mechanics,
	.on_event = pchess_on_event, /* a Swingership destroyed or transferred (pchess_swing.c) */
};
