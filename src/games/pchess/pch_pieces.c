/* pch_pieces.c: the PartyChessPieceDef rules built (Ackanomic R1230.4 to
 * R1230.25): each type's character, material value and where it may go
 * from where it stands (R1230.1 3 B: relative to its square, and
 * depending on the other pieces). pch_reach answers "could piece i move to
 * dest, were dest empty?", which is both its move and, by R1230.1 4, its
 * capture; the Pawn alone captures otherwise (R1230.8 3). A piece never
 * skips over others unless its rule says it may (R1230.1 3 D). */
#include "games/pchess/pch_internal.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static const pch_type_info types[PC_NTYPES] = {
	[PC_KING] = {'K', "King", 0, "R1230.4"},
	[PC_ROOK] = {'R', "Rook", 9, "R1230.5"},
	[PC_CAMEL] = {'C', "Camel", 5, "R1230.6"},
	[PC_BISHOP] = {'B', "Bishop", 6, "R1230.7"},
	[PC_PAWN] = {'p', "Pawn", 1, "R1230.8"},
	[PC_JESTER] = {'J', "Jester", 3, "R1230.11"},
	[PC_HARFY] = {'H', "HarfyBlob", 7, "R1230.14"},
	[PC_BOUNCY] = {'!', "Bouncy!Ball", 5, "R1230.17"},
	[PC_DEMON] = {'D', "Demon", 2, "R1230.18"},
	[PC_ZOMBIE] = {'*', "Zombie", 4, "R1230.21"},
	[PC_GESS] = {'G', "Gess", 8, "R1230.22"},
	[PC_LOYALIST] = {'L', "Loyalist", 6, "R1230.23"},
	[PC_GUARD] = {'+', "Guard", 7, "R1230.25"},
	/* Their moves and captures: pch_pieces2.c. */
	[PC_COPYCAT] = {'O', "CopyCat", 7, "R1230.9"},
	[PC_ECHO] = {'E', "Echo", 7, "R1230.10"},
	[PC_NABI] = {'M', "il-Nabi", 6, "R1230.12"},
	[PC_QBALL] = {'Q', "Qball", 7, "R1230.13"},
	[PC_ARCHER] = {'A', "Archer", 7, "R1230.15"},
	[PC_KAMIKAZE] = {'Z', "Kamikaze", 6, "R1230.16"},
	[PC_CANTOR] = {'%', "Cantor", 5, "R1230.20"},
	/* R1230.24: 6 is its least; pch_type_mv gives it on a board. */
	[PC_LOCUST] = {'&', "Locust", 6, "R1230.24"},
};

const pch_type_info *pch_type(int type)
{
	return type >= 0 && type < PC_NTYPES ? &types[type] : NULL;
}

static int word_eq(const char *a, const char *b)
{
	for (; *a && *b; a++, b++)
		if (tolower((unsigned char)*a) != tolower((unsigned char)*b))
			return 0;
	return !*a && !*b;
}

int pch_type_find(const char *word)
{
	for (int t = 0; t < PC_NTYPES; t++) {
		char ch[2] = {types[t].ch, 0};
		/* 3 A (v): a lower case letter is the same as its upper case. */
		if (word_eq(word, ch) || word_eq(word, types[t].name))
			return t;
	}
	return -1;
}

const char *pch_article(int type)
{
	const pch_type_info *t = pch_type(type);
	return t && strchr("AEIOUaeiou", t->name[0]) ? "an" : "a";
}

int pch_sgn(int v)
{
	return (v > 0) - (v < 0);
}

/* Every square strictly between a and b (on one line) is empty; except,
 * with skip >= 0, that square, which must be occupied. */
int pch_clear(const pch_board *b, int a, int to, int skip)
{
	int dr = pch_sgn(pch_row(to) - pch_row(a)), dc = pch_sgn(pch_col(to) - pch_col(a));
	for (int s = a + dr * PCH_N + dc; s != to; s += dr * PCH_N + dc) {
		if (s == skip) {
			if (!b->at[s])
				return 0;
		} else if (b->at[s]) {
			return 0;
		}
	}
	return 1;
}

/* R1230.1 5: one of the eight directions (horizontal, vertical, diagonal). */
static int on_line(int dr, int dc)
{
	return (dr == 0) != (dc == 0) || abs(dr) == abs(dc);
}

static int loyalist(const pch_board *b, const pch_piece *p, int dest, int dr, int dc)
{
	if (abs(dr) <= 1 && abs(dc) <= 1)
		return 1; /* "may move one square in any direction" */
	/* R1230.23 ¶2: along the straight path to its own King, within 8, no
	 * friendly piece on it; and no skipping (R1230.1 3 D; RULINGS). */
	int k = pch_king_of(b, p->side);
	if (k < 0 || b->p[k].sq < 0)
		return 0;
	int ks = b->p[k].sq;
	int kr = pch_row(ks) - pch_row(p->sq), kc = pch_col(ks) - pch_col(p->sq);
	if (!on_line(kr, kc) || pch_distance(p->sq, ks) > 8)
		return 0;
	if (pch_sgn(kr) != pch_sgn(dr) || pch_sgn(kc) != pch_sgn(dc) || !on_line(dr, dc) ||
	    pch_distance(p->sq, dest) >= pch_distance(p->sq, ks))
		return 0;
	int step = pch_sgn(kr) * PCH_N + pch_sgn(kc);
	for (int s = p->sq + step; s != ks; s += step) {
		int q = b->at[s] - 1;
		if (q >= 0 && s != dest && b->p[q].side == p->side)
			return 0;
	}
	return pch_clear(b, p->sq, dest, -1);
}

int pch_reach(const pch_board *b, int i, int dest)
{
	const pch_piece *p = &b->p[i];
	if (p->sq < 0 || dest < 0 || dest >= PCH_SQUARES || dest == p->sq)
		return 0;
	/* R1230.20, R1230.1 3 F: next to a friendly Cantor, any piece may
	 * also go up to 4 diagonally, over pieces. */
	if (pch_cantor_reach(b, i, dest))
		return 1;
	return pch_reach_type(b, i, p->type, i, dest);
}

/* Could piece i (on its square) go to dest by the move of type, with the
 * attributes (Hn, side's record) of piece as? i's own move when type is
 * its type and as is i; another's for an Echo or a CopyCat. */
int pch_reach_type(const pch_board *b, int i, int type, int as, int dest)
{
	const pch_piece *p = &b->p[i];
	if (p->sq < 0 || dest < 0 || dest >= PCH_SQUARES || dest == p->sq)
		return 0;
	int dr = pch_row(dest) - pch_row(p->sq), dc = pch_col(dest) - pch_col(p->sq);
	int ar = abs(dr), ac = abs(dc), dist = ar > ac ? ar : ac;
	int orth = (dr == 0) != (dc == 0), diag = ar == ac;
	switch (type) {
	case PC_KING: /* R1230.4 B: exactly one square (RULINGS: max(dR,dC) = 1) */
		return dist == 1;
	case PC_ROOK: /* R1230.5 2 */
		return orth && dist <= 10 && pch_clear(b, p->sq, dest, -1);
	case PC_CAMEL: /* R1230.6 2, 3: may skip */
		return (ar == 3 && ac == 1) || (ar == 1 && ac == 3);
	case PC_BISHOP: /* R1230.7 2 */
		return diag && dist <= 10 && pch_clear(b, p->sq, dest, -1);
	case PC_PAWN: /* R1230.8 2: one orthogonal; two if defending a friendly piece */
		if (!orth || dist > 2)
			return 0;
		return dist == 1 || (pch_pawn_defending(b, i) && pch_clear(b, p->sq, dest, -1));
	case PC_JESTER: /* R1230.11 2: exactly two, may skip */
		return (orth || diag) && dist == 2;
	case PC_HARFY: /* R1230.14 2: up to Hn */
		return (orth || diag) && dist <= b->p[as].hn && pch_clear(b, p->sq, dest, -1);
	case PC_BOUNCY: { /* R1230.17 2: jumps exactly one piece, on SQn, to SQ2n */
		if (!(orth || diag) || dist % 2)
			return 0;
		int mid = p->sq + (dr / 2) * PCH_N + dc / 2;
		return pch_clear(b, p->sq, dest, mid);
	}
	case PC_DEMON: { /* R1230.18 2: 1 inside rows 6-15 and columns f-o, else 2 */
		int r = pch_row(p->sq), c = pch_col(p->sq);
		int inside = r > 4 && r < 15 && c > 4 && c < 15;
		return (orth || diag) && dist == (inside ? 1 : 2) && pch_clear(b, p->sq, dest, -1);
	}
	case PC_ZOMBIE: /* R1230.21: up to three horizontally or vertically */
		return orth && dist <= 3 && pch_clear(b, p->sq, dest, -1);
	case PC_GESS: { /* R1230.22: one square; or 2-10 past an occupied neighbour */
		if (dist == 1)
			return 1;
		if (!(orth || diag) || dist > 10)
			return 0;
		return b->at[p->sq + pch_sgn(dr) * PCH_N + pch_sgn(dc)] != 0;
	}
	case PC_LOYALIST: /* R1230.23 */
		return loyalist(b, p, dest, dr, dc);
	case PC_GUARD: /* R1230.25: up to three orthogonally, up to two diagonally */
		return ((orth && dist <= 3) || (diag && dist <= 2)) &&
		       pch_clear(b, p->sq, dest, -1);
	default:
		return pch_reach_more(b, i, type, as, dest);
	}
}

/* R1230.8 2: "A pawn that is currently defending a friendly piece"; a
 * Pawn defends what it would capture (R1230.2 5), diagonally adjacent. */
int pch_pawn_defending(const pch_board *b, int i)
{
	const pch_piece *p = &b->p[i];
	for (int dr = -1; dr <= 1; dr += 2)
		for (int dc = -1; dc <= 1; dc += 2) {
			int r = pch_row(p->sq) + dr, c = pch_col(p->sq) + dc;
			if (r < 0 || r >= PCH_N || c < 0 || c >= PCH_N)
				continue;
			int q = b->at[r * PCH_N + c] - 1;
			if (q >= 0 && b->p[q].side == p->side)
				return 1;
		}
	return 0;
}

/* Where piece i would capture, the piece on dest taken as opposing: 0
 * not, 1 by moving there, 2 from where it stands (pch_pieces2.c). */
int pch_capture_shape(const pch_board *b, int i, int dest)
{
	return pch_capture_as(b, i, b->p[i].type, i, dest, 0);
}

/* R1230.8 3: a Pawn "can capture only by moving diagonally a distance of
 * one square". */
int pch_pawn_capture(const pch_board *b, int i, int dest)
{
	const pch_piece *p = &b->p[i];
	if (p->sq < 0)
		return 0;
	int ar = abs(pch_row(dest) - pch_row(p->sq)), ac = abs(pch_col(dest) - pch_col(p->sq));
	return ar == 1 && ac == 1;
}
