/* pchess_knives.c: Stabber's Knives (Ackanomic R1230.30) and Winning a Hand
 * of Party Chess (R1230.40), with `pchess.hands` 1 (level 8: they happen by
 * themselves after a Play).
 *
 * R1230.40 ¶1: a King captured gives its Capturer a newly created Knife; a
 * Surrender as a Play gives one to each Swinger who was checking the King
 * of the Swinger who surrendered (the default Surrender of R1230.2 4 is a
 * Play made for em, and counts: docs/RULINGS.md). Knives are entities
 * (kind "knife"), owned by players (R1230.30).
 *
 * ¶2: the hand is won when the knives held by the game's active Swingers
 * exceed the number of its Swingers (on vacation too) and one Swinger
 * holds more than any other, or when one Swinger holds more than half the
 * number of Swingers. The winner gets the title "Winner of a game of Party
 * Chess" (kept as a count of hands won, shown in the view), then ¶3 a) to
 * e) in order: a) the ChessChamp's Cardigan (a second becomes a Tarnished
 * Badge of Gluery) and 1 point per Swinger; b) every Knife destroyed; c)
 * every piece off-board; d) over 15 pieces, the excess (no King) destroyed
 * at random, A$3 x its material value paid for each; e) fewer than 6, the
 * Swinger may choose 6 - N pieces of material value 30 - 5N at most,
 * before eir first non-Pass move (`play N choose T...`). */
#include "games/pchess/pchess_game.h"

#include "core/ctx.h"
#include "core/params.h"
#include "econ/entities.h"

#include <stdio.h>
#include <string.h>

uint32_t pchess_checkers(const pch_board *b, int who)
{
	int k = pch_king_of(b, who);
	uint32_t mask = 0;
	if (k < 0 || b->p[k].sq < 0)
		return 0;
	for (int i = 0; i < b->npieces; i++)
		if (!b->p[i].gone && b->p[i].sq >= 0 && b->p[i].side != who && pch_attacks(b, i, k))
			mask |= 1u << b->p[i].side;
	return mask;
}

/* The seat's Swinger, 0 when the seat has none now (R1230.1 2 A). */
static int swinger_of(const nomic *n, const game *g, int st_seat)
{
	return pchess_seat_swinger(n, g, st_seat) ? g->seats[st_seat].pid : 0;
}

static int in_list(const pchess_state *s, int st_seat)
{
	for (int i = 0; i < s->norder; i++)
		if (s->order[i] == st_seat)
			return 1;
	return 0;
}

static void give_knife(ctx *c, const game *g, int st_seat, const char *why)
{
	int pid = swinger_of(c->n, g, st_seat);
	entity *e = pid ? entity_create(c, entity_kind_find("knife"), NULL, OWNER_PLAYER(pid), why)
			: NULL;
	if (!e) { /* one who may gain nothing now (On Ice, R250 VI d) */
		c->err.len = 0;
		if (c->err.s)
			c->err.s[0] = 0;
		return;
	}
	ctx_reply(c, "\n%s receives a Stabber's Knife (#%d) (%s)", game_seat_name(c->n, g, st_seat),
		  e->id, why);
}

/* R1230.40 ¶2: the winning seat, or -1. */
static int winner(const nomic *n, const game *g)
{
	const pchess_state *s = g->st;
	const entity_kind *k = entity_kind_find("knife");
	int nsw = s->norder, total = 0, best = -1, top = 0, ties = 0, half = -1, halves = 0;
	for (int i = 0; i < s->norder; i++) {
		int st_seat = s->order[i], pid = swinger_of(n, g, st_seat);
		const player *p = pid ? player_by_id(n, pid) : NULL;
		int have = pid ? entity_count(n, k, OWNER_PLAYER(pid)) : 0;
		if (p && player_is_active(p))
			total += have;
		if (have > top)
			top = have, best = st_seat, ties = 0;
		else if (have == top)
			ties++;
		if (2 * have > nsw)
			half = st_seat, halves++;
	}
	if (halves == 1) /* "a single Swinger holds ... greater than ... divided by two" */
		return half;
	if (total > nsw && top > 0 && !ties)
		return best;
	return -1;
}

/* d) and e) for one seat. */
static void restock(ctx *c, game *g, int st_seat)
{
	pchess_state *s = g->st;
	int max = (int)param_int(c->n, "pchess.max_owned");
	int idx[PCH_MAX_PIECES], k = 0, n = 0;
	for (int i = 0; i < s->b.npieces; i++)
		if (!s->b.p[i].gone && s->b.p[i].side == st_seat) {
			n++;
			if (s->b.p[i].type != PC_KING)
				idx[k++] = i;
		}
	int pid = swinger_of(c->n, g, st_seat);
	int64_t per = param_int(c->n, "pchess.hand.compensation");
	if (n > max) {
		rng_key(c->rng, "pchess hand", (uint64_t)g->id);
		for (int d = 0; d < n - max && k > 0; d++) {
			int j = (int)rng_below(c->rng, (uint64_t)k), i = idx[j];
			idx[j] = idx[--k];
			int mv = pch_piece_mv(&s->b, i);
			pch_destroy(&s->b, i);
			int64_t paid = 0;
			if (pid)
				pchess_treasury_pays(c, pid, per * mv, "R1230.40 d: compensation", &paid);
			ctx_reply(c, "\n%s's %s is destroyed at random, A$%lld paid (R1230.40 d)",
				  game_seat_name(c->n, g, st_seat), pch_type(s->b.p[i].type)->name,
				  (long long)paid);
		}
		n = max;
	}
	int fresh = (int)param_int(c->n, "pchess.hand.fresh");
	if (n < fresh) {
		s->owed[st_seat] = fresh - n;
		s->owed_mv[st_seat] = (int)(param_int(c->n, "pchess.hand.fresh_mv") -
					 param_int(c->n, "pchess.hand.fresh_step") * n);
		ctx_reply(c, "\n%s has %d pieces: e may choose %d more of material value %d or less in "
			     "all before eir first non-Pass move (`play %d choose ...`, R1230.40 e)",
			  game_seat_name(c->n, g, st_seat), n, s->owed[st_seat], s->owed_mv[st_seat], g->id);
	}
}

static void win(ctx *c, game *g, int w)
{
	pchess_state *s = g->st;
	int pid = swinger_of(c->n, g, w), nsw = s->norder;
	s->hands[w]++;
	ctx_reply(c, "\n%s is declared the Winner of this Game of Party Chess and receives the title "
		     "\"Winner of a game of Party Chess\" (R1230.40 ¶2)", game_seat_name(c->n, g, w));
	/* a) */
	const entity_kind *cardigan = entity_kind_find("cardigan");
	entity *old = pid ? entity_first(c->n, cardigan, OWNER_PLAYER(pid)) : NULL;
	entity *e = NULL;
	if (old) {
		entity_destroy(c, old, "R1230.40 a: it transforms into a Tarnished Badge of Gluery");
		e = entity_create(c, entity_kind_find("gluery"), NULL, OWNER_PLAYER(pid),
				  "R1230.40 a: a ChessChamp's Cardigan transformed");
		if (e)
			ctx_reply(c, "\n%s's ChessChamp's Cardigan (#%d) transforms into a Tarnished Badge "
				     "of Gluery (#%d) (R1230.40 a)", game_seat_name(c->n, g, w), old->id,
				  e->id);
	} else if (pid) {
		e = entity_create(c, cardigan, NULL, OWNER_PLAYER(pid), "R1230.40 a");
		if (e)
			ctx_reply(c, "\n%s receives a ChessChamp's Cardigan (#%d) (R1230.40 a)",
				  game_seat_name(c->n, g, w), e->id);
	}
	if (!e) {
		c->err.len = 0;
		if (c->err.s)
			c->err.s[0] = 0;
	}
	const currency *pts = currency_by_name(c->n, "points");
	int64_t gain = nsw * param_int(c->n, "pchess.hand.points");
	if (pts && pid && gain && ledger_add(c, pid, pts, gain) == 0)
		ctx_reply(c, "\n%s receives %lld points, 1 for every Swinger in the game (R1230.40 a)",
			  game_seat_name(c->n, g, w), (long long)gain);
	/* b) */
	int gone = entity_destroy_all(c, entity_kind_find("knife"), OWNER_NOBODY, 1,
				      "R1230.40 b: a hand of Party Chess won");
	ctx_reply(c, "\n%d Stabber's Knives are destroyed (R1230.40 b)", gone);
	/* c) */
	for (int i = 0; i < s->b.npieces; i++)
		if (!s->b.p[i].gone && s->b.p[i].sq >= 0)
			pch_lift(&s->b, i);
	ctx_reply(c, "\nall on-board pieces are placed off-board (R1230.40 c)");
	/* d), e) */
	for (int st_seat = 0; st_seat < g->nseats && st_seat < PCH_MAX_SIDES; st_seat++)
		if (in_list(s, st_seat))
			restock(c, g, st_seat);
}

void pchess_hand_after(ctx *c, game *g, int who, int sucker, int surrendered, uint32_t checkers,
		       int nonpass)
{
	if (!param_int(c->n, "pchess.hands"))
		return;
	pchess_state *s = g->st;
	game_touch(c, g);
	if (nonpass && s->owed[who]) {
		s->owed[who] = 0;
		ctx_reply(c, "\n%s's right to %s free pieces lapses: e made a non-Pass move "
			     "(R1230.40 e)", game_seat_name(c->n, g, who), "eir");
	}
	if (sucker >= 0)
		give_knife(c, g, who, "R1230.40 ¶1: the Capturer of a King");
	if (surrendered)
		for (int k = 0; k < g->nseats && k < PCH_MAX_SIDES; k++)
			if (k != who && (checkers & (1u << k)))
				give_knife(c, g, k, "R1230.40 ¶1: checking the King of one who surrendered");
	int w = winner(c->n, g);
	if (w >= 0)
		win(c, g, w);
	pchess_entities_sync(c, g);
}

int pchess_hand_owed(const game *g, int who)
{
	const pchess_state *s = g->st;
	return s->chosen[who] && s->owed[who] > 0;
}

int pchess_hand_choose(ctx *c, game *g, int who, int argc, char **argv)
{
	pchess_state *s = g->st;
	if (argc != s->owed[who])
		return ctx_fail(c, "choose exactly %d pieces (R1230.40 e)", s->owed[who]);
	if (pchess_add_chosen(c, g, who, argc, argv, s->owed_mv[who], "R1230.40 e", "free, "))
		return -1;
	s->owed[who] = 0;
	return 0;
}
