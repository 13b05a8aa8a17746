/* pchess_retreat.c: the Party Chess side of two Otzma Cards whose subject
 * is Party Chess (src/society/otzma/otzma_use.c, otzma_play.c call here).
 *
 * Tactical Retreat (R1240.9): once played, Swingers have another Party
 * Chess move: in eir turn, a Swinger removes one friendly non-King piece
 * from the Party Board to eir off-board pieces (`move SQ off`, R1230.2 6 A
 * (b)), until that is exercised or the card is Countered (its
 * Counter-Action, 3). Each card played opens one such move in every
 * running game of Party Chess (the rules know one game: R1230.1 "The game
 * of Party Chess"), the first Swinger to use it there exercising it.
 *
 * Paratroop (R1240.10): played only by a Swinger, in eir turn; the piece e
 * places before the end of that turn may attack enemy pieces (R1230.2 6 C
 * (b)); no piece may still put a Swinger in Check ("No matter what"). Its
 * Counter-Action lifts that piece off-board (3). */
#include "games/pchess/pchess_game.h"

#include "core/ctx.h"

#include <stdio.h>
#include <string.h>

static int running(const game *g)
{
	return g->cls == &pchess_class && g->status == GS_RUNNING;
}

/* ---- Tactical Retreat ---- */

const char *pchess_retreat_cannot(const nomic *n)
{
	for (int i = 0; i < games_count(n); i++)
		if (running(game_at(n, i)))
			return NULL;
	return "no game of Party Chess is running: the Tactical Retreat would open no move "
	       "(R1240.9 2)";
}

void pchess_retreat_card(ctx *c, int card)
{
	for (int i = 0; i < games_count(c->n); i++) {
		game *g = game_at(c->n, i);
		if (!running(g))
			continue;
		pchess_state *s = g->st;
		if (s->nretreats == (int)(sizeof s->retreats / sizeof *s->retreats))
			continue;
		game_touch(c, g);
		s->retreats[s->nretreats++] = card;
		ctx_say(c, "in game %d a Swinger may, in eir turn, remove one friendly piece but a King "
			   "from the Party Board: `play %d move SQUARE off` (R1240.9 2, R1230.2 6 A (b))",
			g->id, g->id);
	}
}

void pchess_retreat_counter(ctx *c, int card)
{
	int open = 0;
	for (int i = 0; i < games_count(c->n); i++) {
		game *g = game_at(c->n, i);
		if (!running(g))
			continue;
		pchess_state *s = g->st;
		for (int k = 0; k < s->nretreats; k++) {
			if (s->retreats[k] != card)
				continue;
			game_touch(c, g);
			memmove(s->retreats + k, s->retreats + k + 1,
				(size_t)(s->nretreats - k - 1) * sizeof *s->retreats);
			s->nretreats--;
			open++;
			ctx_say(c, "the move the Tactical Retreat #%d opened in game %d is no longer "
				   "available (R1240.9 3)", card, g->id);
			break;
		}
	}
	if (!open)
		ctx_say(c, "the move the Tactical Retreat #%d opened was not available: the "
			   "Counter-Action has no further effect (R1240.9 3)", card);
}

int pchess_retreat_open(const game *g)
{
	const pchess_state *s = g->st;
	return s->nretreats > 0;
}

int pchess_retreat_used(game *g)
{
	pchess_state *s = g->st;
	if (!s->nretreats)
		return 0;
	int card = s->retreats[0];
	memmove(s->retreats, s->retreats + 1, (size_t)(s->nretreats - 1) * sizeof *s->retreats);
	s->nretreats--;
	return card;
}

/* ---- Paratroop ---- */

/* The running game where pid's turn it is, or NULL. */
static game *turn_of(const nomic *n, int pid, int *out)
{
	for (int i = 0; i < games_count(n); i++) {
		game *g = game_at(n, i);
		if (!running(g))
			continue;
		const pchess_state *s = g->st;
		int who = game_seat_of(g, pid);
		if (who >= 0 && s->norder && s->order[0] == who && !s->suspended &&
		    !pchess_ffa_running(n, g) && pchess_seat_swinger(n, g, who)) {
			*out = who;
			return g;
		}
	}
	return NULL;
}

const char *pchess_para_cannot(const nomic *n, int pid)
{
	int who;
	return turn_of(n, pid, &who) ? NULL
				       : "a Paratroop may be played only by a Swinger, in eir turn "
					 "of Party Chess (R1240.10 2)";
}

void pchess_para_card(ctx *c, int pid, int card)
{
	int who;
	game *g = turn_of(c->n, pid, &who);
	if (!g)
		return;
	pchess_state *s = g->st;
	game_touch(c, g);
	s->para_card = card;
	s->para_side = who;
	s->para_turn = s->turn;
	s->para_piece = 0;
	ctx_say(c, "in game %d, the piece %s places before the end of this turn may attack enemy "
		   "pieces (R1240.10 2, R1230.2 6 C (b))", g->id, game_seat_name(c->n, g, who));
}

int pchess_para_allows(const game *g, int who)
{
	const pchess_state *s = g->st;
	return s->para_card && s->para_side == who && s->para_turn == s->turn && !s->para_piece;
}

void pchess_para_placed(game *g, int who, int piece)
{
	pchess_state *s = g->st;
	if (pchess_para_allows(g, who))
		s->para_piece = piece + 1;
}

void pchess_para_counter(ctx *c, int card)
{
	for (int i = 0; i < games_count(c->n); i++) {
		game *g = game_at(c->n, i);
		if (!running(g))
			continue;
		pchess_state *s = g->st;
		if (s->para_card != card)
			continue;
		int k = s->para_piece - 1;
		if (k < 0 || s->b.p[k].gone || s->b.p[k].sq < 0 || s->b.p[k].side != s->para_side) {
			ctx_say(c, "no piece placed under the Paratroop #%d is on the Party Board: the "
				   "Counter-Action has no effect (R1240.10 3)", card);
			return;
		}
		game_touch(c, g);
		char sq[4];
		pch_square_name(s->b.p[k].sq, sq);
		pch_lift(&s->b, k);
		s->para_piece = 0;
		s->para_card = 0;
		ctx_say(c, "the %s placed on %s under the Paratroop #%d is removed from the Party Board "
			   "to %s's off-board pieces (R1240.10 3)", pch_type(s->b.p[k].type)->name, sq,
			card, game_seat_name(c->n, g, s->para_side));
		pchess_post_weights(c, g); /* the board changed (R1230.2 1 C (v)) */
		return;
	}
	ctx_say(c, "no piece was placed under the Paratroop #%d: the Counter-Action has no effect "
		   "(R1240.10 3)", card);
}
