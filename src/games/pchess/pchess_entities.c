/* pchess_entities.c: Party Chess Pieces as entities (Ackanomic R1230.1 7:
 * "Party Chess Pieces are ownable entities") and the instance limits
 * (R1230.1 3 G, R1230.4 A: one King per Swinger).
 *
 * The board (pch.h) stays the game's own flat struct, journaled whole; it
 * keeps each piece's square and type. With `pchess.entities` 1 (level 8)
 * each piece also is an entity of the model (econ/entities.h, kind
 * "piece"), and s->ent[i] ties piece i to it. R1230.1 2 A: "The pieces are
 * owned by that Swinger's Swingership"; the model has no entity that owns
 * entities, so the piece is held by the Swinger who owns the Swingership
 * (docs/RULINGS.md), and the board's side says which Swingership. So
 * `holdings`, `entities` and `entity show` show a Swinger's pieces.
 *
 * Rather than a hook at each of the many places the game adds, captures,
 * promotes or destroys a piece (most on a trial copy of the board,
 * pchess_play.c), pchess_entities_sync() makes the entities agree with the
 * kept board after every change: a new piece gets its entity (created), a
 * captured piece's entity moves to the capturer's Swinger (R1230.1 4), a
 * destroyed piece's is destroyed. Every change is journaled by the entity
 * functions, so a refused command leaves none and replay folds them.
 *
 * The other way round (pchess_entities_event, heard through the module's
 * on_event): a piece's entity destroyed other than by the game (the
 * admin's `entity destroy`, standing for a rule's effect) destroys the
 * piece, off the board, as a Winning Condition's record follows its entity
 * (docs/RULINGS.md); and when an instance of Party Chess ends (the
 * framework's "game" event: R1250.1 XII's termination) its pieces' entities
 * are destroyed, the final board staying as the record. A piece's entity
 * is created by the game alone: the admin's `entity create piece` would
 * make a piece of no game, and is refused (with `pchess.entities` 1). */
#include "games/pchess/pchess_game.h"

#include "core/ctx.h"
#include "core/bind.h"
#include "core/params.h"
#include "econ/entities.h"

#include <stdio.h>
#include <string.h>

/* A line of its own, after what the command has said already. */
static const char *sep(const ctx *c)
{
	return c->out.len ? "\n" : "";
}

int pchess_entities_on(const nomic *n)
{
	return param_int(n, "pchess.entities") != 0;
}

/* The player who owns side's Swingership, 0 if none (Somewhere Else, or
 * an organisation's: the pieces are then Somewhere Else too). */
static int side_owner(const nomic *n, const pchess_state *s, int side)
{
	const entity *e = s->swingership[side] ? entity_by_id(n, s->swingership[side]) : NULL;
	return e && e->owner.kind == OWN_PLAYER ? e->owner.id : 0;
}

/* R1230.1 3 G: "if it is ever found that e possesses pieces in excess of
 * the specified limit, all excess pieces are destroyed until this
 * situation is corrected, starting with off-board pieces. If random
 * determination is required ... the Chess-Umpire shall handle it": the
 * server draws, keyed by the game. Only the King has a limit of the types
 * built (R1230.4 A). */
static void limits(ctx *c, game *g)
{
	pchess_state *s = g->st;
	int lim = (int)param_int(c->n, "pchess.king.limit");
	for (int side = 0; side < g->nseats && side < PCH_MAX_SIDES; side++) {
		for (int pass = 0; pass < 2; pass++) { /* off-board first */
			int idx[PCH_MAX_PIECES], k = 0, have = 0;
			for (int i = 0; i < s->b.npieces; i++) {
				const pch_piece *p = &s->b.p[i];
				if (p->gone || p->side != side || p->type != PC_KING)
					continue;
				have++;
				if ((p->sq < 0) == !pass)
					idx[k++] = i;
			}
			int excess = have - lim;
			if (excess <= 0)
				break;
			rng_key(c->rng, "pchess limit", (uint64_t)g->id);
			for (int d = 0; d < excess && k > 0; d++) {
				int j = excess < k ? (int)rng_below(c->rng, (uint64_t)k) : k - 1;
				pch_destroy(&s->b, idx[j]);
				idx[j] = idx[--k];
				ctx_reply(c, "\n%s has more Kings than the instance limit of %d: one is "
					     "destroyed (R1230.1 3 G, R1230.4 A)",
					  game_seat_name(c->n, g, side), lim);
			}
		}
	}
}

/* Set while the game creates a piece's entity: any other creation (the
 * admin's `entity create piece`) is refused, a piece being made only in a
 * game, by R1230.1 2 B-E, R1230.2 2 and R1045 c (docs/RULINGS.md). */
static _Thread_local int creating; /* per thread: parallel verify runs nomics side by side */

/* Creates piece i's entity for pid (0: Somewhere Else). A Swinger who may
 * gain nothing now (On Ice, R250 VI d) has eir piece Somewhere Else rather
 * than the game refused. */
static int create(ctx *c, const game *g, const entity_kind *k, int i, int pid)
{
	pchess_state *s = g->st;
	char why[96];
	snprintf(why, sizeof why, "R1230.1 7: a %s in game %d", pch_type(s->b.p[i].type)->name,
		 g->id);
	creating = 1;
	entity *e = pid ? entity_create(c, k, NULL, OWNER_PLAYER(pid), why) : NULL;
	if (!e) {
		c->err.len = 0;
		if (c->err.s)
			c->err.s[0] = 0;
		e = entity_create(c, k, NULL, OWNER_NOBODY, why);
	}
	creating = 0;
	if (!e)
		return -1;
	UNDO_SET(c->j, s->ent[i], e->id);
	return 0;
}

void pchess_entities_sync(ctx *c, game *g)
{
	if (g->cls != &pchess_class || g->status != GS_RUNNING)
		return;
	game_touch(c, g);
	limits(c, g);
	const entity_kind *k = entity_kind_find("piece");
	char why[64];
	if (!k || !pchess_entities_on(c->n) || bind_stopped(c->n, k->rule, why, sizeof why))
		return;
	pchess_state *s = g->st;
	for (int i = 0; i < s->b.npieces; i++) {
		const pch_piece *p = &s->b.p[i];
		entity *e = s->ent[i] ? entity_by_id(c->n, s->ent[i]) : NULL;
		if (p->gone) {
			if (e)
				entity_destroy(c, e, "R1230.1: the Party Chess Piece is destroyed");
			if (s->ent[i])
				UNDO_SET(c->j, s->ent[i], 0);
			continue;
		}
		int pid = side_owner(c->n, s, p->side);
		if (!e) {
			if (create(c, g, k, i, pid))
				return;
			e = entity_by_id(c->n, s->ent[i]);
		}
		/* Its type (a Pawn promoted, R1230.8 4) and Swingership. */
		char desc[96];
		snprintf(desc, sizeof desc, "a %s of the Swingership #%d in game %d",
			 pch_type(p->type)->name, s->swingership[p->side], g->id);
		if (!e->description || strcmp(e->description, desc) != 0)
			entity_set_description(c, e, desc);
		ent_owner to = pid ? OWNER_PLAYER(pid) : OWNER_NOBODY;
		if (!owner_eq(e->owner, to) &&
		    entity_transfer(c, e, to, MOVE_RULES,
				    "R1230.1 4: captured, or its Swingership changed hands")) {
			c->err.len = 0;
			if (c->err.s)
				c->err.s[0] = 0;
		}
	}
}

/* R1230.1 7, R500: the piece whose entity id was destroyed by another than
 * the game leaves the board and the game; a piece the game destroyed
 * (gone already) or a finished game's is left alone. */
static void piece_entity_destroyed(ctx *c, int id)
{
	for (int k = 0; k < games_count(c->n); k++) {
		game *g = game_at(c->n, k);
		if (g->cls != &pchess_class || g->status != GS_RUNNING)
			continue;
		pchess_state *s = g->st;
		for (int i = 0; i < s->b.npieces; i++) {
			if (s->ent[i] != id || s->b.p[i].gone)
				continue;
			game_touch(c, g);
			const pch_piece *p = &s->b.p[i];
			char sq[4];
			int on = p->sq;
			if (on >= 0)
				pch_square_name(on, sq);
			pch_destroy(&s->b, i);
			UNDO_SET(c->j, s->ent[i], 0);
			/* Heard before the destroying command replies: a line of
			 * its own either way (a reply's last newline is dropped). */
			int first = c->out.len == 0;
			ctx_reply(c, "%sgame %d: the %s of %s%s%s is destroyed with its entity #%d "
				     "(R1230.1 7, R500)%s", sep(c), g->id, pch_type(p->type)->name,
				  game_seat_name(c->n, g, p->side), on >= 0 ? " on " : "",
				  on >= 0 ? sq : "", id, first ? "\n" : "");
			return;
		}
	}
}

/* R1230.1 ¶1, 1, 7: the instance g has ended; its pieces' entities are
 * destroyed (docs/RULINGS.md). Only with pchess.entities 1 are there any. */
static int game_ended(ctx *c, game *g)
{
	pchess_state *s = g->st;
	int count = 0;
	for (int i = 0; i < s->b.npieces; i++) {
		int id = s->ent[i];
		if (!id)
			continue;
		game_touch(c, g);
		UNDO_SET(c->j, s->ent[i], 0);
		entity *e = entity_by_id(c->n, id);
		char why[96];
		snprintf(why, sizeof why, "R1230.1 7: game %d of Party Chess has ended", g->id);
		if (e && entity_destroy(c, e, why))
			return -1;
		count += e != NULL;
	}
	if (count)
		ctx_reply(c, "%sgame %d: its %d Party Chess Piece%s, having no game to be played in, "
			     "%s destroyed; the final board stays as the record (R1230.1 7)",
			  sep(c), g->id, count, count == 1 ? "" : "s", count == 1 ? "is" : "are");
	return 0;
}

int pchess_entities_event(ctx *c, const char *event, const json_t *data)
{
	if (strcmp(event, "game") == 0) {
		game *g = game_by_id(c->n, (int)json_integer_value(json_object_get(data, "id")));
		if (g && g->cls == &pchess_class && g->status == GS_ENDED)
			return game_ended(c, g);
		return 0;
	}
	if (strcmp(event, "entity") != 0)
		return 0;
	const char *kind = json_string_value(json_object_get(data, "kind"));
	const char *what = json_string_value(json_object_get(data, "what"));
	if (!kind || !what || strcmp(kind, "piece") != 0)
		return 0;
	/* Where pieces are entities (level 8); before, the admin's stands as
	 * it did, so that an older log replays unchanged. */
	if (strcmp(what, "created") == 0 && !creating && pchess_entities_on(c->n))
		return ctx_fail(c, "a Party Chess Piece is created only in a game of Party Chess, as "
				"R1230.1 2 B-E, R1230.2 2 and R1045 c say (`pchess buy`, `play N free`)");
	if (strcmp(what, "destroyed") == 0)
		piece_entity_destroyed(c, (int)json_integer_value(json_object_get(data, "id")));
	return 0;
}
