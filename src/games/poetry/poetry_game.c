/* poetry_game.c: A Nomic's Poetry Contest (seed 001, R339) as a
 * Challenge/Response Game (R336) on the shared C/RG equipment
 * (src/games/challenge): its attributes (A Nomic's Poet Laureate as
 * Contestmaster, challenges at eir discretion, entry fee 2), the form of
 * its challenge (a topic, and optionally a length, a style and a title:
 * the pure core poetry.c), and its answers (a poem). Judging is "entirely
 * up to the personal tastes of the current Poet Laureate" (R339): the
 * server asks em privately and waits; it never judges a poem. */
#include "core/params.h"
#include "games/challenge/crg_game.h"
#include "games/poetry/poetry.h"

#include <string.h>

typedef struct poetry_state {
	crg_core core; /* first: the C/RG glue reads it from g->st */
} poetry_state;

static int poetry_check(ctx *c, const char *text)
{
	poetry_challenge pc;
	int part;
	poetry_err e = poetry_parse(text, &pc, &part);
	if (!e)
		return 0;
	return ctx_fail(c, "part %d of the challenge: %s; write TOPIC[; length: L][; style: "
			"S][; title: T]", part, poetry_strerror(e));
}

static const crg_spec poetry_spec = {
	.game = "The Poetry Contest",
	.cm_title = "Poet Laureate",
	.rule = "A Nomic R339",
	.period_param = "poetry.period",
	.fee_param = "poetry.fee",
	.repetitive = 1, /* R339 "repetitive: yes, at discretion of current contestmaster" */
	.check_challenge = poetry_check,
	.challenge_usage = "TOPIC[; length: L][; style: S][; title: T]",
	.answer_usage = "POEM",
};

static int poetry_configure(ctx *c, game *g, int argc, char **argv)
{
	return crg_configure(c, g, &poetry_spec, argc, argv);
}

static int poetry_start(ctx *c, game *g)
{
	return crg_start(c, g, &poetry_spec);
}

static int poetry_act(ctx *c, game *g, int me, int argc, char **argv)
{
	return crg_act(c, g, &poetry_spec, me, argc, argv);
}

static int poetry_tick(ctx *c, game *g, int64_t aux)
{
	return crg_tick(c, g, &poetry_spec, aux);
}

static json_t *poetry_view(const nomic *n, const game *g, const gviewer *v)
{
	json_t *o = crg_view(n, g, &poetry_spec, v);
	const poetry_state *s = g->st;
	json_t *ch = json_object_get(o, "challenge");
	poetry_challenge pc;
	int part;
	/* The challenge's parts, as R339 names them. */
	if (ch && poetry_parse(s->core.challenge, &pc, &part) == POETRY_OK) {
		json_object_set_new(ch, "topic", json_string(pc.topic));
		if (pc.length[0])
			json_object_set_new(ch, "length", json_string(pc.length));
		if (pc.style[0])
			json_object_set_new(ch, "style", json_string(pc.style));
		if (pc.title[0])
			json_object_set_new(ch, "title", json_string(pc.title));
	}
	return o;
}

const game_class poetry_class = {
	.name = "poetry",
	.title = "The Poetry Contest",
	.rule = "A Nomic R339",
	.min_players = 1, /* the Poet Laureate; poets come and go (R336) */
	.max_players = GAME_MAX_SEATS,
	.referees = 0,    /* the Contestmaster is a player, and changes (R336) */
	.joins_running = 1, /* R338 */
	.trophy = NULL,
	.state_size = sizeof(poetry_state),
	.verbs = "challenge TOPIC[; length: L][; style: S][; title: T] | answer POEM | "
		 CRG_VERBS_TAIL,
	.configure = poetry_configure,
	.start = poetry_start,
	.act = poetry_act,
	.tick = poetry_tick,
	.view = poetry_view,
	.awaits = crg_awaits,
	.anyone_plays = 1, /* R336: answering makes a Contestant */
	.ended = crg_ended,
};
