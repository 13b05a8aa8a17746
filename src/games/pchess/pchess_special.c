/* pchess_special.c: Benefyts (Ackanomic R1045 d: "A Player may convert 10
 * points into a Benefyt. Benefyts are tradeable entities", with R1045 ¶2:
 * no conversion leaves a player with negative points), spent by the
 * Special Atomic Play (R1230.2 6 D; pchess_play.c parses it, the core's
 * pch_special_ok says which Special Moves are legal); and each piece type
 * bound to its PartyChessPieceDef rule (R1230.1 3 E): while the rule is not
 * in force the type cannot be chosen, placed or promoted to, and its
 * on-board pieces go off-board (pchess.undefined_off, level 8).
 *
 * Whose Benefyt: the Swinger's, i.e. the player's who holds the seat (a
 * Swingership is not said to own any; docs/RULINGS.md). */
#include "games/pchess/pchess_special.h"
#include "games/pchess/pchess_game.h"

#include "core/bind.h"
#include "core/params.h"
#include "econ/entities.h"

#include <stdio.h>

static const entity_kind *benefyt_kind(void)
{
	return entity_kind_find("benefyt");
}

int pchess_benefyts(const nomic *n, int pid)
{
	const entity_kind *k = benefyt_kind();
	return k ? entity_count(n, k, OWNER_PLAYER(pid)) : 0;
}

int pchess_convert_benefyt(ctx *c, int argc, char **argv)
{
	(void)argv;
	if (argc != 1)
		return ctx_fail(c, "`convert benefyt` takes nothing more (R1045 d)");
	const currency *pts = currency_by_name(c->n, "points");
	const entity_kind *k = benefyt_kind();
	if (!pts || !k)
		return ctx_fail(c, "this nomic keeps no points (R1045)");
	int pid = c->actor->id;
	int64_t cost = param_int(c->n, "pchess.benefyt.cost");
	int64_t have = balance(c->n, pid, pts->id);
	if (have - cost < 0)
		return ctx_fail(c, "you have %lld points: converting %lld would leave you negative "
				"(R1045 ¶2)", (long long)have, (long long)cost);
	if (ledger_add(c, pid, pts, -cost))
		return -1;
	entity *e = entity_create(c, k, NULL, OWNER_PLAYER(pid), "R1045 d: converted from points");
	if (!e)
		return -1;
	ctx_say(c, "%s converts %lld points into a Benefyt (#%d); e owns %d (R1045 d)",
		c->actor->name, (long long)cost, e->id, pchess_benefyts(c->n, pid));
	return 0;
}

int pchess_benefyt_spend(ctx *c, int pid)
{
	const entity_kind *k = benefyt_kind();
	entity *e = k ? entity_first(c->n, k, OWNER_PLAYER(pid)) : NULL;
	if (!e)
		return ctx_fail(c, "you own no Benefyt: a Special cannot be used without one "
				"(R1230.2 6 D; `convert benefyt`, R1045 d)");
	return entity_destroy(c, e, "R1230.2 6 D: spent on a Special");
}

int pchess_special_atom(ctx *c, pch_board *b, int who, int from, int to, char *out, size_t len)
{
	char f[4], t[4];
	pch_square_name(from, f);
	pch_square_name(to, t);
	int i = pch_piece_at(b, from);
	if (i < 0)
		return ctx_fail(c, "there is no piece on %s", f);
	if (b->p[i].side != who)
		return ctx_fail(c, "the %s on %s is not yours (R1230.2 6 D)", pch_type(b->p[i].type)->name,
				f);
	const char *name = pch_type(b->p[i].type)->name, *rule = pch_type(b->p[i].type)->rule;
	switch (pch_special_ok(b, i, to)) {
	case PCH_OK:
		break;
	case PCH_ENOSPECIAL:
		return ctx_fail(c, "%s %s has no Special Move (%s; R1230.1 3 K): the Rook, the Pawn "
				"and the Jester have one", pch_article(b->p[i].type), name, rule);
	case PCH_EOCCUPIED:
		return ctx_fail(c, "%s is occupied: a Special Move goes to an empty square and is never "
				"a capture (%s, R1230.2 6 D)", t, rule);
	case PCH_EPROMOTE:
		return ctx_fail(c, "a Pawn's Special Move may not end on j10, j11, k10 or k11 "
				"(R1230.8 7)");
	case PCH_EATTACKS:
		return ctx_fail(c, "a Jester's Special Move leaves it attacking no piece: on %s it "
				"would attack one (R1230.11 4)", t);
	case PCH_EKINGATT:
		return ctx_fail(c, "a Special may not be used to attack a King (R1230.2 6 D)");
	default:
		return ctx_fail(c, "%s %s's Special Move cannot go from %s to %s (%s)",
				pch_article(b->p[i].type), name, f, t,
				rule);
	}
	pch_lift(b, i);
	pch_place(b, i, to);
	snprintf(out, len, "%s spends a Benefyt: the %s's Special Move from %s to %s (%s, "
		 "R1230.2 6 D)", c->actor->name, name, f, t, rule);
	return 0;
}

const char *pchess_type_stopped(const nomic *n, int type, char *why, size_t len)
{
	const pch_type_info *t = pch_type(type);
	return t ? bind_stopped(n, t->rule, why, len) : NULL;
}

void pchess_undefined_sweep(ctx *c, game *g)
{
	if (!param_int(c->n, "pchess.undefined_off"))
		return;
	pchess_state *s = g->st;
	int defined[PC_NTYPES];
	char why[160];
	for (int t = 0; t < PC_NTYPES; t++)
		defined[t] = !pchess_type_stopped(c->n, t, why, sizeof why);
	for (int t = 0; t < PC_NTYPES; t++) {
		if (defined[t])
			continue;
		int only[PC_NTYPES];
		for (int u = 0; u < PC_NTYPES; u++)
			only[u] = u != t;
		int k = pch_undefined_off(&s->b, only);
		if (k)
			ctx_reply(c, "%d %s%s moved off-board, owners unchanged: %s (R1230.1 3 E)\n", k,
				  pch_type(t)->name, k == 1 ? "" : "s",
				  pchess_type_stopped(c->n, t, why, sizeof why));
	}
}
