/* similarity_game.c: A Nomic's Similarity Game ("Three of these things
 * belong together", seed 001, R337) as a Challenge/Response Game (R336) on
 * the shared C/RG equipment (src/games/challenge): its attributes (the
 * Similarity Officer, a challenge each nweek, entry fee 2), the form of its
 * challenge (a list of at least three distinct items, the pure core
 * similarity.c), and its answers (an attribute all the items share). The
 * Similarity Officer judges which answers are most correct (R337
 * "Judging": more specific and multiple attributes are more correct); the
 * server collects, tells, waits and pays. */
#include "core/params.h"
#include "games/challenge/crg_game.h"
#include "games/similarity/similarity.h"

typedef struct sim_state {
	crg_core core; /* first: the C/RG glue reads it from g->st */
} sim_state;

static int sim_check(ctx *c, const char *text)
{
	int n, distinct;
	int min = (int)param_int(c->n, "similarity.items");
	switch (sim_check_list(text, min, &n, &distinct)) {
	case SIM_OK:
		return 0;
	case SIM_EMPTY_ITEM:
		return ctx_fail(c, "item %d of the list is empty: the challenge is a list of at "
				"least %d distinct items separated by commas (R337 Limits and "
				"guidelines)", n + 1, min);
	case SIM_TOO_FEW:
		break;
	}
	return ctx_fail(c, "the list has %d distinct item%s; a challenge lists at least %d "
			"distinct items, separated by commas (R337 Limits and guidelines)", distinct,
			distinct == 1 ? "" : "s", min);
}

static const crg_spec sim_spec = {
	.game = "The Similarity Game",
	.cm_title = "Similarity Officer",
	.rule = "A Nomic R337",
	.period_param = "similarity.period",
	.fee_param = "similarity.fee",
	.repetitive = 1, /* R337 "repetitive: yes, nweekly" */
	.check_challenge = sim_check,
	.challenge_usage = "ITEM, ITEM, ITEM[, ...]",
	.answer_usage = "ATTRIBUTE",
};

static int sim_configure(ctx *c, game *g, int argc, char **argv)
{
	return crg_configure(c, g, &sim_spec, argc, argv);
}

static int sim_start(ctx *c, game *g)
{
	return crg_start(c, g, &sim_spec);
}

static int sim_act(ctx *c, game *g, int me, int argc, char **argv)
{
	return crg_act(c, g, &sim_spec, me, argc, argv);
}

static int sim_tick(ctx *c, game *g, int64_t aux)
{
	return crg_tick(c, g, &sim_spec, aux);
}

static json_t *sim_view(const nomic *n, const game *g, const gviewer *v)
{
	return crg_view(n, g, &sim_spec, v);
}

const game_class similarity_class = {
	.name = "similarity",
	.title = "The Similarity Game",
	.rule = "A Nomic R337",
	.min_players = 1, /* the Similarity Officer; answerers come and go (R336) */
	.max_players = GAME_MAX_SEATS,
	.referees = 0,    /* the Contestmaster is a player, and changes (R336) */
	.joins_running = 1, /* R338: a Contestant by public consent, any time */
	.trophy = NULL,
	.state_size = sizeof(sim_state),
	.verbs = "challenge ITEM, ITEM, ITEM[, ...] | answer ATTRIBUTE | " CRG_VERBS_TAIL,
	.configure = sim_configure,
	.start = sim_start,
	.act = sim_act,
	.tick = sim_tick,
	.view = sim_view,
	.awaits = crg_awaits,
	.anyone_plays = 1, /* R336: answering makes a Contestant */
	.ended = crg_ended,
};
