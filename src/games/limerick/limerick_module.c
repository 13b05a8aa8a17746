/* limerick_module.c: the Limerick Contest's numbers (Ackanomic R1250.8/0),
 * each a parameter bound to its clause (core/params.h), and the command by
 * which any player of the nomic, not only the two contestants, sends the
 * referee a vote (4: "all Ackanomic players may send their vote to the
 * referee"). A subsystem of its own so that the class (limerick_game.c,
 * registered in games/registry.h) adds nothing to the framework's list. */
#include "core/module.h"
#include "core/params.h"
#include "games/limerick/limerick.h"

#include <string.h>

static const param_decl limerick_params[] = {
	{"limerick.write", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.8 4",
	 "the limericks must be posted within this long of the contest's start", 0, NULL},
	{"limerick.vote", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R1250.8 4",
	 "the voting period once both limericks are posted", 0, NULL},
	{"limerick.poet.weight", PT_INT, 2, 1, 100, "votes", "R1250.8 4",
	 "the Poet Laureate's one vote is counted this many times", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

static int cmd_vote(ctx *c, int argc, char **argv)
{
	(void)argc;
	int64_t id;
	game *g;
	if (parse_int64(argv[0], &id) || !(g = game_by_id(c->n, (int)id)))
		return ctx_fail(c, "there is no game %s", argv[0]);
	if (g->cls != &limerick_class)
		return ctx_fail(c, "game %d is not a Limerick Contest (R1250.8)", g->id);
	if (g->status != GS_RUNNING)
		return ctx_fail(c, "game %d is %s", g->id,
				g->status == GS_PENDING ? "not started" : "over");
	if (g->disputed)
		return ctx_fail(c, "game %d is suspended while a dispute is adjudicated (R1250.1 X)",
				g->id);
	game_touch(c, g);
	return limerick_vote(c, g, argv[1]);
}

static const command limerick_commands[] = {
	{"limerick vote", 2, 2, P_PLAYER, NULL, 0, cmd_vote, NULL, "limerick vote N 1|2|POET",
	 "send the referee of Limerick Contest N your vote for the better limerick (hidden)",
	 "R1250.8 4"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

const nomic_module limerick_module = {
	.name = "limerick",
	.params = limerick_params,
	.commands = limerick_commands,
};
