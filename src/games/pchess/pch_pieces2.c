/* pch_pieces2.c: the later PartyChessPieceDef rules (Ackanomic R1230.9
 * CopyCat, R1230.10 Echo, R1230.12 il-Nabi, R1230.13 Qball, R1230.15
 * Archer, R1230.16 Kamikaze, R1230.20 Cantor, R1230.24 Locust): their
 * moves, the Cantor's enhancement of friendly neighbours (R1230.1 3 F),
 * every type's capture (R1230.1 4 and each rule's own), and the Guard's
 * protection from Archers and Kamikazes (R1230.25). The type table stays
 * in pch_pieces.c. No piece skips others unless its rule says so
 * (R1230.1 3 D). */
#include "games/pchess/pch_internal.h"

#include <stdlib.h>

static int on_board(int r, int c)
{
	return r >= 0 && r < PCH_N && c >= 0 && c < PCH_N;
}

/* A two-part path from piece i's square: n1 steps of (r1, c1), then n2
 * of (r2, c2). Every square passed through before the last is on the
 * board and empty (R1230.1 3 D); the last is dest. */
static int path2(const pch_board *b, int from, int r1, int c1, int n1, int r2, int c2, int n2,
		 int dest)
{
	int r = pch_row(from), c = pch_col(from), k = n1 + n2;
	for (int s = 1; s <= k; s++) {
		if (s <= n1)
			r += r1, c += c1;
		else
			r += r2, c += c2;
		if (!on_board(r, c))
			return 0;
		if (s < k && b->at[r * PCH_N + c])
			return 0;
	}
	return r * PCH_N + c == dest;
}

static int locusts_on(const pch_board *b)
{
	int n = 0;
	for (int i = 0; i < b->npieces; i++)
		n += !b->p[i].gone && b->p[i].sq >= 0 && b->p[i].type == PC_LOCUST;
	return n;
}

int pch_type_mv(const pch_board *b, int type)
{
	if (type == PC_LOCUST) {
		/* R1230.24: the larger of 6 and 1.5 N rounded down. */
		int v = 3 * locusts_on(b) / 2;
		return v > 6 ? v : 6;
	}
	return pch_type(type)->mv;
}

int pch_piece_mv(const pch_board *b, int i)
{
	return pch_type_mv(b, b->p[i].type);
}

int pch_defensive(const pch_board *b, int i)
{
	/* R1230.1 8: "the distance between that piece and a friendly King is
	 * equal to or smaller than 4". */
	int k = pch_king_of(b, b->p[i].side);
	return b->p[i].sq >= 0 && k >= 0 && k != i && b->p[k].sq >= 0 &&
	       pch_distance(b->p[i].sq, b->p[k].sq) <= 4;
}

/* R1230.13 3: part a diagonally to the edge (all empty, at least one
 * square; a corner scratches: 2), then part b at a right angle, 1 to 10
 * squares, the squares between empty. */
static int qball(const pch_board *b, int from, int dest)
{
	for (int r1 = -1; r1 <= 1; r1 += 2)
		for (int c1 = -1; c1 <= 1; c1 += 2) {
			int r = pch_row(from), c = pch_col(from), n = 0;
			while (on_board(r + r1, c + c1) && !b->at[(r + r1) * PCH_N + c + c1]) {
				r += r1, c += c1, n++;
				if (r == 0 || r == PCH_N - 1 || c == 0 || c == PCH_N - 1)
					break; /* "until it reaches the edge" */
			}
			int edge = r == 0 || r == PCH_N - 1 || c == 0 || c == PCH_N - 1;
			if (!n || !edge)
				continue; /* stopped by a piece, or no move */
			int e = r * PCH_N + c;
			if ((r == 0 || r == PCH_N - 1) && (c == 0 || c == PCH_N - 1)) {
				if (dest == e)
					return 2; /* c: the scratch */
				continue;
			}
			/* b: the two diagonals at a right angle to (r1, c1). */
			for (int s = -1; s <= 1; s += 2) {
				int r2 = s * c1, c2 = -s * r1;
				for (int k = 1; k <= 10; k++)
					if (path2(b, e, r2, c2, k, 0, 0, 0, dest))
						return 1;
			}
		}
	return 0;
}

/* R1230.12 2 (a): 3 diagonally, then 1 horizontally or vertically, all
 * the squares passed through empty. */
static int nabi_a(const pch_board *b, int from, int dr, int dc)
{
	int ar = abs(dr), ac = abs(dc);
	if (!((ar == 3 && (ac == 2 || ac == 4)) || (ac == 3 && (ar == 2 || ar == 4))))
		return 0;
	int sr = pch_sgn(dr), sc = pch_sgn(dc);
	int last_r = dr - 3 * sr, last_c = dc - 3 * sc;
	int dest = from + dr * PCH_N + dc;
	return path2(b, from, sr, sc, 3, last_r, last_c, 1, dest);
}

static int nabi(const pch_board *b, int from, int dr, int dc)
{
	if (nabi_a(b, from, dr, dc))
		return 1;
	int ar = abs(dr), ac = abs(dc), dist = ar > ac ? ar : ac;
	if (!((dr == 0) != (dc == 0) || ar == ac))
		return 0;
	int step = pch_sgn(dr) * PCH_N + pch_sgn(dc);
	if (dist == 2) /* (b): over an occupied SQ1 to SQ2 */
		return b->at[from + step] != 0;
	if (dist == 4) /* (c): SQ3 occupied, SQ2 empty, to SQ4 */
		return b->at[from + 3 * step] && !b->at[from + 2 * step];
	return 0;
}

/* R1230.15 2: d1 (1-4) one way orthogonally, then 4 - d1 at a right
 * angle; either order of the two directions, the squares passed empty. */
static int archer(const pch_board *b, int from, int dr, int dc, int dest)
{
	int ar = abs(dr), ac = abs(dc);
	if (ar + ac != 4)
		return 0;
	int sr = pch_sgn(dr), sc = pch_sgn(dc);
	return (ar && path2(b, from, sr, 0, ar, 0, sc, ac, dest)) ||
	       (ac && path2(b, from, 0, sc, ac, sr, 0, ar, dest));
}

/* R1230.15 3 a: from a Defensive Position, any opposing piece within 4
 * orthogonally or 3 diagonally, the squares between empty. */
static int archer_shot(const pch_board *b, int from, int dest)
{
	int dr = pch_row(dest) - pch_row(from), dc = pch_col(dest) - pch_col(from);
	int ar = abs(dr), ac = abs(dc);
	int ok = ((dr == 0) != (dc == 0) && (ar <= 4 && ac <= 4)) || (ar == ac && ar <= 3);
	return ok && pch_clear(b, from, dest, -1);
}

/* R1230.16 3: 1-6 orthogonally, then 1-6 at a right angle; both. */
static int kamikaze(const pch_board *b, int from, int dr, int dc, int dest)
{
	int ar = abs(dr), ac = abs(dc);
	if (ar < 1 || ar > 6 || ac < 1 || ac > 6)
		return 0;
	int sr = pch_sgn(dr), sc = pch_sgn(dc);
	return path2(b, from, sr, 0, ar, 0, sc, ac, dest) ||
	       path2(b, from, 0, sc, ac, sr, 0, ar, dest);
}

/* R1230.24: up to ceil(N/2) in one of the eight directions, then up to
 * floor(N/2) at a right angle; both halves, no skipping. */
static int locust(const pch_board *b, int from, int dest)
{
	int n = locusts_on(b), n1 = (n + 1) / 2, n2 = n / 2;
	for (int r1 = -1; r1 <= 1; r1++)
		for (int c1 = -1; c1 <= 1; c1++) {
			if (!r1 && !c1)
				continue;
			/* The two directions at a right angle to (r1, c1). */
			int perp[2][2] = {{c1, -r1}, {-c1, r1}};
			for (int k1 = 1; k1 <= n1; k1++)
				for (int q = 0; q < 2; q++)
					for (int k2 = 1; k2 <= n2; k2++)
						if (path2(b, from, r1, c1, k1, perp[q][0], perp[q][1], k2,
							  dest))
							return 1;
		}
	return 0;
}

int pch_reach_more(const pch_board *b, int i, int type, int as, int dest)
{
	const pch_piece *p = &b->p[i];
	int dr = pch_row(dest) - pch_row(p->sq), dc = pch_col(dest) - pch_col(p->sq);
	int ar = abs(dr), ac = abs(dc), dist = ar > ac ? ar : ac;
	int line = (dr == 0) != (dc == 0) || ar == ac;
	switch (type) {
	case PC_COPYCAT: /* R1230.9 2: 3 or 5 in any direction, the squares between empty */
		return line && (dist == 3 || dist == 5) && pch_clear(b, p->sq, dest, -1);
	case PC_ECHO: { /* R1230.10 2: the move of the piece that last Moved or Captured */
		int m = b->last[b->p[as].side & (PCH_MAX_SIDES - 1)] - 1;
		if (m < 0 || b->p[m].type == PC_ECHO)
			return 0;
		return pch_reach_type(b, i, b->p[m].type, m, dest);
	}
	case PC_NABI:
		return nabi(b, p->sq, dr, dc);
	case PC_QBALL:
		return qball(b, p->sq, dest);
	case PC_ARCHER:
		return archer(b, p->sq, dr, dc, dest);
	case PC_KAMIKAZE:
		return kamikaze(b, p->sq, dr, dc, dest);
	case PC_CANTOR: /* R1230.20: one or two diagonally, over pieces */
		return ar == ac && dist <= 2;
	case PC_LOCUST:
		return locust(b, p->sq, dest);
	default:
		return 0;
	}
}

int pch_cantor_reach(const pch_board *b, int i, int dest)
{
	/* R1230.20: "A piece that has a distance of 1 from a friendly Cantor
	 * may move or capture by moving up to 4 squares in any diagonal
	 * direction, moving over pieces in its path." */
	const pch_piece *p = &b->p[i];
	int ar = abs(pch_row(dest) - pch_row(p->sq)), ac = abs(pch_col(dest) - pch_col(p->sq));
	if (p->sq < 0 || ar != ac || ar < 1 || ar > 4)
		return 0;
	for (int dr = -1; dr <= 1; dr++)
		for (int dc = -1; dc <= 1; dc++) {
			int r = pch_row(p->sq) + dr, c = pch_col(p->sq) + dc;
			if ((!dr && !dc) || !on_board(r, c))
				continue;
			int q = b->at[r * PCH_N + c] - 1;
			if (q >= 0 && b->p[q].type == PC_CANTOR && b->p[q].side == p->side)
				return 1;
		}
	return 0;
}

int pch_capture_as(const pch_board *b, int i, int type, int as, int dest, int depth)
{
	const pch_piece *p = &b->p[i];
	if (p->sq < 0 || dest < 0 || dest >= PCH_SQUARES || dest == p->sq)
		return 0;
	int dr = pch_row(dest) - pch_row(p->sq), dc = pch_col(dest) - pch_col(p->sq);
	switch (type) {
	case PC_PAWN:
		if (pch_pawn_capture(b, i, dest))
			return 1;
		break;
	case PC_NABI: /* R1230.12 3: only by 2 (a) */
		if (nabi_a(b, p->sq, dr, dc))
			return 1;
		break;
	case PC_QBALL: /* R1230.13 3 b: on part b's destination */
		if (qball(b, p->sq, dest) == 1)
			return 1;
		break;
	case PC_ARCHER:
		/* R1230.15 3 a: in a Defensive Position, from a distance,
		 * staying; not by its move. b: otherwise only by its move. */
		if (pch_defensive(b, i)) {
			if (archer_shot(b, p->sq, dest))
				return 2;
		} else if (archer(b, p->sq, dr, dc, dest)) {
			return 1;
		}
		break;
	case PC_COPYCAT: {
		/* R1230.9 3: by the captured piece's own capture rule; a
		 * CopyCat by its own move (section 2). A copied rule is the
		 * captured type's with its Hn or record (docs/RULINGS.md). */
		int j = b->at[dest] - 1;
		if (j < 0)
			break;
		int vt = b->p[j].type;
		if (vt == PC_COPYCAT || depth) {
			if (pch_reach_more(b, i, PC_COPYCAT, as, dest))
				return 1;
			break;
		}
		int k = pch_capture_as(b, i, vt, j, dest, depth + 1);
		if (k)
			return k;
		break;
	}
	default:
		/* R1230.1 4: where it could otherwise legally move (an Echo too:
		 * its move is the echoed piece's, docs/RULINGS.md). */
		if (pch_reach_type(b, i, type, as, dest) == 1)
			return 1;
		break;
	}
	/* R1230.20 and 3 F: the Cantor's neighbours capture up to 4 diagonally. */
	return pch_cantor_reach(b, i, dest);
}

int pch_guarded(const pch_board *b, int j)
{
	/* R1230.25: a Guard, and a friendly piece orthogonally next to a
	 * Guard that no enemy piece attacks. */
	const pch_piece *q = &b->p[j];
	if (q->type == PC_GUARD)
		return 1;
	if (q->sq < 0)
		return 0;
	static const int d[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
	for (int k = 0; k < 4; k++) {
		int r = pch_row(q->sq) + d[k][0], c = pch_col(q->sq) + d[k][1];
		if (!on_board(r, c))
			continue;
		int g = b->at[r * PCH_N + c] - 1;
		if (g < 0 || b->p[g].type != PC_GUARD || b->p[g].side != q->side)
			continue;
		int attacked = 0;
		for (int e = 0; e < b->npieces && !attacked; e++)
			attacked = !b->p[e].gone && pch_attacks(b, e, g);
		if (!attacked)
			return 1;
	}
	return 0;
}
