/* pchess_swing.c: the Swingerships behind the seats of Party Chess (R1040,
 * R1230.1 2 A: a Swinger's pieces are owned by eir Swingership). Hears the
 * entity model's "entity" event (econ/entities.h) for a Swingership:
 * destroyed, its pieces are destroyed (R1040 VIII) and it leaves the
 * Swinger Play List (R1230.2 3 E); transferred to a player with no seat in
 * the game, e takes the seat and its pieces. A Swingership gone Somewhere
 * Else, or to a player who already plays, leaves its seat without a
 * Swinger: nobody plays it and its turns are played by default. */
#include "games/pchess/pchess_game.h"

#include "core/ctx.h"
#include "society/swingers/swingers.h"

#include <string.h>

/* A line of its own, after what the command has said already. */
static const char *sep(const ctx *c)
{
	return c->out.len ? "\n" : "";
}

static void destroyed(ctx *c, game *g, int who)
{
	pchess_state *s = g->st;
	game_touch(c, g);
	for (int i = 0; i < s->b.npieces; i++)
		if (!s->b.p[i].gone && s->b.p[i].side == who)
			pch_destroy(&s->b, i);
	int was_top = s->norder && s->order[0] == who, k = 0;
	for (int i = 0; i < s->norder; i++)
		if (s->order[i] != who)
			s->order[k++] = s->order[i];
	s->norder = k;
	s->swingership[who] = 0;
	ctx_reply(c, "%sgame %d: %s's Swingership is destroyed: its Party Chess Pieces are destroyed "
		     "and it leaves the Swinger Play List (R1040 VIII, R1230.2 3 E)", sep(c), g->id,
		  game_seat_name(c->n, g, who));
	if (was_top && s->norder) {
		pchess_post_weights(c, g);
		pchess_begin_turn(c, g);
	}
}

static void transferred(ctx *c, game *g, int who, const entity *e)
{
	if (e->owner.kind != OWN_PLAYER || e->owner.id == g->seats[who].pid ||
	    game_seat_of(g, e->owner.id) >= 0)
		return; /* played by nobody until its owner is a Swinger of it */
	game_touch(c, g);
	ctx_reply(c, "%sgame %d: %s now plays the pieces of %s's Swingership (R1230.1 2 A)", sep(c),
		  g->id, holder_name(c->n, e->owner.id), game_seat_name(c->n, g, who));
	g->seats[who].pid = e->owner.id;
}

int pchess_on_event(ctx *c, const char *event, const json_t *data)
{
	if (pchess_entities_event(c, event, data)) /* R1230.1 7: pieces' entities */
		return -1;
	if (strcmp(event, "office") == 0) {
		pchess_umpire_on_office(c, data); /* R1230.2 1 A */
		return 0;
	}
	if (strcmp(event, "entity") != 0)
		return 0;
	const char *kind = json_string_value(json_object_get(data, "kind"));
	const char *what = json_string_value(json_object_get(data, "what"));
	if (!kind || !what || strcmp(kind, "swingership") != 0)
		return 0;
	int id = (int)json_integer_value(json_object_get(data, "id"));
	for (int i = 0; i < games_count(c->n); i++) {
		game *g = game_at(c->n, i);
		if (g->cls != &pchess_class || g->status != GS_RUNNING)
			continue;
		pchess_state *s = g->st;
		for (int who = 0; who < g->nseats && who < PCH_MAX_SIDES; who++) {
			if (s->swingership[who] != id)
				continue;
			if (strcmp(what, "destroyed") == 0)
				destroyed(c, g, who);
			else if (strcmp(what, "transferred") == 0 && entity_by_id(c->n, id))
				transferred(c, g, who, entity_by_id(c->n, id));
			pchess_entities_sync(c, g); /* R1230.1 2 A: the pieces follow */
		}
	}
	return 0;
}

int pchess_seat_swinger(const nomic *n, const game *g, int who)
{
	const pchess_state *s = g->st;
	const entity *e = s->swingership[who] ? entity_by_id(n, s->swingership[who]) : NULL;
	return e && e->owner.kind == OWN_PLAYER && e->owner.id == g->seats[who].pid;
}
