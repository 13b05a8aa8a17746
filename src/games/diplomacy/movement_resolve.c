/* movement_resolve.c — Lucas Kruijswijk's guess-and-check resolver ("The
 * Math of Adjudication"), written from the description of the method.
 *
 * Every order has one boolean to decide: a move succeeds, a support is
 * given (not cut), a convoying fleet is not dislodged. adjudicate() decides
 * one order from the others, calling resolve() for each order it needs.
 * resolve() first guesses "fails" for the order it starts deciding. If the
 * decision meets an order that is itself still being decided, it uses that
 * order's current guess and notes that it leaned on it. Then:
 *   - it leaned on no guess: the answer is final;
 *   - it leaned on an older decision still in progress: it is part of that
 *     decision's cycle, stays undecided ("tainted") and reports the lean
 *     upwards, so the older decision is not mistaken for independent;
 *   - it leaned only on its own guess: it starts a cycle. It is decided
 *     again guessing "succeeds". Equal answers are final. Different answers
 *     mean two consistent outcomes, or none; a backup rule settles the
 *     cycle. A cycle holding a convoy is a convoy paradox, settled by the
 *     Szykman rule (the convoys in the cycle fail, so the armies they carry
 *     stay put and cut no support); any other cycle is units moving in a
 *     circle, and they all move.
 * Unlike a plain dependency list, the lean is tracked as "the oldest guess
 * leaned on", so a decision that leans on an outer guess already recorded
 * is never taken as independent.
 * Strengths follow the DATC definitions (attack, hold, defend, prevent).
 */
#include "games/diplomacy/movement.h"

static bool adjudicate(mv_ctx *c, int u);

/* The decision in progress that order u's current value ultimately leans
 * on (following undecided orders to the active decision they lean on), or
 * -1. */
static int lean_target(const mv_ctx *c, int u)
{
	while (u >= 0 && !c->active[u]) {
		if (c->state[u] != MV_GUESSING)
			return -1;
		u = c->leans_on[u];
	}
	return u;
}

/* The older (earlier started, so further up) of two active decisions. */
static int older(const mv_ctx *c, int a, int b)
{
	a = lean_target(c, a);
	b = lean_target(c, b);
	if (a < 0)
		return b;
	if (b < 0)
		return a;
	return c->serial[a] <= c->serial[b] ? a : b;
}

/* Forget every tainted value recorded since `mark`: it rested on a guess. */
static void untaint(mv_ctx *c, int mark)
{
	while (c->ntaint > mark)
		c->state[c->taint[--c->ntaint]] = MV_UNRESOLVED;
}

/* Settles the cycle started by u: u and the orders tainted since `mark`. */
static void backup_rule(mv_ctx *c, int u, int mark)
{
	bool paradox = c->ord[u].kind == MV_CONVOY;
	for (int i = mark; i < c->ntaint; i++)
		paradox = paradox || c->ord[c->taint[i]].kind == MV_CONVOY;
	c->taint[c->ntaint++] = u;
	for (int i = mark; i < c->ntaint; i++) {
		int v = c->taint[i];
		mv_kind k = c->ord[v].kind;
		if (paradox && k == MV_CONVOY) {
			c->res[v] = false;  /* Szykman: the convoy is disrupted */
			c->state[v] = MV_RESOLVED;
			c->forced[v] = true;
		} else if (!paradox && k == MV_MOVE) {
			c->res[v] = true;   /* circular movement: everyone moves */
			c->state[v] = MV_RESOLVED;
			c->forced[v] = true;
		} else {
			c->state[v] = MV_UNRESOLVED;
		}
	}
	c->ntaint = mark;
}

bool dip__mv_resolve(mv_ctx *c, int u)
{
	if (c->state[u] == MV_RESOLVED)
		return c->res[u];
	if (c->state[u] == MV_GUESSING) {
		c->lean = older(c, c->lean, c->active[u] ? u : c->leans_on[u]);
		return c->res[u];
	}
	int outer_lean = c->lean, mark = c->ntaint;
	c->active[u] = true;
	c->serial[u] = c->next_serial++;
	c->state[u] = MV_GUESSING;
	bool first = false;
	for (int guess = 0; guess < 2; guess++) {
		c->res[u] = guess == 1;
		c->lean = -1;
		bool answer = adjudicate(c, u);
		int lean = lean_target(c, c->lean);
		if (lean < 0 || (lean == u && guess == 1 && answer == first)) {
			untaint(c, mark);
			c->active[u] = false;
			c->res[u] = answer;
			c->state[u] = MV_RESOLVED;
			c->lean = outer_lean;
			return answer;
		}
		if (lean != u) {
			/* Leans on an older decision: undecided until that settles. */
			c->active[u] = false;
			c->leans_on[u] = lean;
			c->res[u] = answer;
			c->taint[c->ntaint++] = u;
			c->lean = older(c, outer_lean, lean);
			return answer;
		}
		if (guess == 0) {
			first = answer;
			untaint(c, mark);
		}
	}
	/* Two consistent outcomes or none. */
	c->active[u] = false;
	backup_rule(c, u, mark);
	c->lean = outer_lean;
	return dip__mv_resolve(c, u);
}

/* Is there a chain of intact convoying fleets from the army to its
 * destination? Moves over land always have a path. */
bool dip__mv_path(mv_ctx *c, int u)
{
	const mv_order *mo = &c->ord[u];
	if (!mo->convoyed)
		return true;
	const dip_map *m = c->map;
	bool reached[DIP_MAX_UNITS] = { false };
	int queue[DIP_MAX_UNITS], head = 0, tail = 0;
	for (int f = c->conv_head[u]; f >= 0; f = c->conv_next[f])
		if (m->fleet_border[mo->src][c->ord[f].src] && dip__mv_resolve(c, f)) {
			reached[f] = true;
			queue[tail++] = f;
		}
	while (head < tail) {
		int f = queue[head++];
		if (m->fleet_border[c->ord[f].src][mo->dest])
			return true;
		for (int g = c->conv_head[u]; g >= 0; g = c->conv_next[g])
			if (!reached[g] && m->fleet_border[c->ord[f].src][c->ord[g].src] && dip__mv_resolve(c, g)) {
				reached[g] = true;
				queue[tail++] = g;
			}
	}
	return false;
}

/* Supports given to u's order, leaving out those of power `skip` (-1: none). */
static int supports(mv_ctx *c, int u, int skip)
{
	int n = 0;
	for (int s = c->sup_head[u]; s >= 0; s = c->sup_next[s])
		if (c->ord[s].power != skip && dip__mv_resolve(c, s))
			n++;
	return n;
}

static int hold_strength(mv_ctx *c, int prov)
{
	int u = c->unit_at[prov];
	if (u < 0)
		return 0;
	if (c->ord[u].kind == MV_MOVE)
		return dip__mv_resolve(c, u) ? 0 : 1;
	return 1 + supports(c, u, -1);
}

static int attack_strength(mv_ctx *c, int u)
{
	const mv_order *mo = &c->ord[u];
	if (!dip__mv_path(c, u))
		return 0;
	int v = c->unit_at[mo->dest];
	if (v < 0)
		return 1 + supports(c, u, -1);
	if (c->ord[v].kind == MV_MOVE && mo->opposing != v && dip__mv_resolve(c, v))
		return 1 + supports(c, u, -1);  /* the defender has left */
	if (c->ord[v].power == mo->power)
		return 0;                        /* no self-dislodgement */
	/* A power's supports never help dislodge its own unit. */
	return 1 + supports(c, u, c->ord[v].power);
}

static int defend_strength(mv_ctx *c, int u)
{
	return 1 + supports(c, u, -1);
}

int dip__mv_prevent_strength(mv_ctx *c, int u)
{
	const mv_order *mo = &c->ord[u];
	if (!dip__mv_path(c, u))
		return 0;
	/* A unit beaten in a head-to-head battle cannot stop others entering. */
	if (mo->opposing >= 0 && dip__mv_resolve(c, mo->opposing))
		return 0;
	return 1 + supports(c, u, -1);
}

static bool move_succeeds(mv_ctx *c, int u)
{
	const mv_order *mo = &c->ord[u];
	int attack = attack_strength(c, u);
	if (mo->opposing >= 0) {
		if (attack <= defend_strength(c, mo->opposing))
			return false;
	} else if (attack <= hold_strength(c, mo->dest)) {
		return false;
	}
	for (int v = c->into_head[mo->dest]; v >= 0; v = c->into_next[v])
		if (v != u && attack <= dip__mv_prevent_strength(c, v))
			return false;
	return true;
}

static bool support_given(mv_ctx *c, int u)
{
	const mv_order *mo = &c->ord[u];
	for (int v = c->into_head[mo->src]; v >= 0; v = c->into_next[v]) {
		const mv_order *att = &c->ord[v];
		if (att->power == mo->power)
			continue;  /* a power cannot cut its own support */
		if (mo->dest >= 0 && att->src == mo->dest) {
			/* Attacked by the unit it supports against: cut only if that
			 * attack dislodges it (also via convoy, 6.G.13). */
			if (dip__mv_resolve(c, v))
				return false;
			continue;
		}
		if (dip__mv_path(c, v))
			return false;
	}
	return true;
}

static bool convoy_intact(mv_ctx *c, int u)
{
	for (int v = c->into_head[c->ord[u].src]; v >= 0; v = c->into_next[v])
		if (dip__mv_resolve(c, v))
			return false;
	return true;
}

static bool adjudicate(mv_ctx *c, int u)
{
	switch (c->ord[u].kind) {
	case MV_MOVE: return move_succeeds(c, u);
	case MV_SUPPORT: return support_given(c, u);
	case MV_CONVOY: return convoy_intact(c, u);
	case MV_HOLD: break;
	}
	return true;
}

int dip__mv_inconsistent(mv_ctx *c)
{
	for (int u = 0; u < c->n; u++)
		if (c->state[u] != MV_RESOLVED)
			return u;
	for (int u = 0; u < c->n; u++) {
		if (c->forced[u] && c->ord[u].kind == MV_CONVOY)
			continue;
		if (adjudicate(c, u) != c->res[u])
			return u;
	}
	return -1;
}
