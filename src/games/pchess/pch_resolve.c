/* pch_resolve.c: what a legal Atomic Play does to the Party Board
 * (Ackanomic R1230.x), in one place the game module calls: a Move (a
 * Qball's scratch, R1230.13 3 c), a Capture (R1230.1 4: the victim to the
 * capturer's off-board pieces; the HarfyBlob's Hn, R1230.14; an Archer
 * that stays, R1230.15 3 a; a Kamikaze destroyed, R1230.16 4), the Echo's
 * record of the last mover (R1230.10 2); the Special Moves (R1230.1 3 K:
 * the Rook's R1230.5 4, the Pawn's R1230.8 7, the Jester's R1230.11 4,
 * and R1230.2 6 D's bar on attacking a King); and pieces whose rule is no
 * longer in force moved off-board (R1230.1 3 E). */
#include "games/pchess/pch_internal.h"

#include <stdlib.h>

static void note(pch_board *b, int i)
{
	/* R1230.10 2 b: the friendly piece that Moved or Captured. An Echo
	 * moving leaves the record as it was: it moved by that piece's move,
	 * which stays its move (docs/RULINGS.md). */
	int side = b->p[i].side;
	if (side >= 0 && side < PCH_MAX_SIDES && b->p[i].type != PC_ECHO)
		b->last[side] = (int16_t)(i + 1);
}

void pch_note_other(pch_board *b, int side)
{
	/* R1230.10 2 a: after a Pass or a Placement (and, by our reading, a
	 * Special or a Surrender) an Echo has no move. */
	if (side >= 0 && side < PCH_MAX_SIDES)
		b->last[side] = 0;
}

int pch_move_apply(pch_board *b, int i, int dest)
{
	int how = pch_reach(b, i, dest);
	note(b, i);
	pch_lift(b, i);
	if (how == 2) /* pch_reach gives 1 when a Cantor lets it there */
		return 1; /* R1230.13 3 c: scratched, off-board, still its owner's */
	pch_place(b, i, dest);
	return 0;
}

static int locusts_on(const pch_board *b)
{
	int n = 0;
	for (int i = 0; i < b->npieces; i++)
		n += !b->p[i].gone && b->p[i].sq >= 0 && b->p[i].type == PC_LOCUST;
	return n;
}

void pch_capture_apply(pch_board *b, int i, int dest, pch_capture_res *r)
{
	int how = pch_capture_shape(b, i, dest), j = pch_piece_at(b, dest);
	pch_piece *p = &b->p[i], *v = &b->p[j];
	r->victim = j;
	r->victim_side = v->side;
	r->king = v->type == PC_KING;
	r->stayed = how == 2;
	r->destroyed = 0;
	note(b, i);
	pch_lift(b, j);
	if (r->king)
		pch_destroy(b, j); /* R1230.1 3 G, R1230.4 A: the module does R1230.2 8 */
	else
		v->side = p->side; /* R1230.1 4: to the capturer's off-board pieces */
	if (p->type == PC_HARFY) {
		/* R1230.14: +1; a HarfyBlob's Hn; a Locust, the Locusts left
		 * on-board (instead of 1, docs/RULINGS.md). */
		int add = v->type == PC_HARFY ? v->hn : v->type == PC_LOCUST ? locusts_on(b) : 1;
		p->hn = (int16_t)(p->hn + add);
		if (p->hn > PCH_N) /* "reduced to that maximum less 1" */
			p->hn = PCH_N - 1;
	}
	if (!r->stayed) {
		pch_lift(b, i);
		pch_place(b, i, dest);
	}
	if (p->type == PC_KAMIKAZE) {
		pch_destroy(b, i); /* R1230.16 4: "immediately after it makes the capture" */
		r->destroyed = 1;
	}
}

/* R1230.5 4: one square diagonally, then 1 to 5 orthogonally, at 45
 * degrees to the diagonal; every square on the way empty. */
static int rook_special(const pch_board *b, int from, int dest)
{
	for (int r1 = -1; r1 <= 1; r1 += 2)
		for (int c1 = -1; c1 <= 1; c1 += 2) {
			int r = pch_row(from) + r1, c = pch_col(from) + c1;
			if (r < 0 || r >= PCH_N || c < 0 || c >= PCH_N || b->at[r * PCH_N + c])
				continue;
			int dirs[2][2] = {{r1, 0}, {0, c1}};
			for (int d = 0; d < 2; d++)
				for (int k = 1; k <= 5; k++) {
					int rr = r + k * dirs[d][0], cc = c + k * dirs[d][1];
					if (rr < 0 || rr >= PCH_N || cc < 0 || cc >= PCH_N ||
					    b->at[rr * PCH_N + cc])
						break;
					if (rr * PCH_N + cc == dest)
						return 1;
				}
		}
	return 0;
}

static int kings_attacked(const pch_board *b, int side)
{
	int k = 0;
	for (int j = 0; j < b->npieces; j++) {
		if (b->p[j].gone || b->p[j].type != PC_KING || b->p[j].side == side || b->p[j].sq < 0)
			continue;
		for (int i = 0; i < b->npieces; i++)
			if (!b->p[i].gone && b->p[i].side == side && pch_attacks(b, i, j)) {
				k++;
				break;
			}
	}
	return k;
}

int pch_special_ok(const pch_board *b, int i, int dest)
{
	const pch_piece *p = &b->p[i];
	if (p->sq < 0)
		return PCH_EEMPTY;
	if (dest < 0 || dest >= PCH_SQUARES)
		return PCH_ESQUARE;
	if (p->type != PC_ROOK && p->type != PC_PAWN && p->type != PC_JESTER)
		return PCH_ENOSPECIAL;
	/* None is a capture (R1230.5 4, R1230.8 7; R1230.11 4 leaves the
	 * Jester attacking nothing; R1230.2 6 D: no King captured). */
	if (b->at[dest])
		return PCH_EOCCUPIED;
	if (p->type == PC_ROOK && !rook_special(b, p->sq, dest))
		return PCH_EREACH;
	if (p->type == PC_PAWN) {
		/* R1230.8 7: "moving as a Rook would normally move", not onto
		 * j10, j11, k10, k11. */
		if (!pch_reach_type(b, i, PC_ROOK, i, dest))
			return PCH_EREACH;
		if (pch_pawn_promotes(dest))
			return PCH_EPROMOTE;
	}
	pch_board t = *b;
	int before = kings_attacked(&t, p->side);
	pch_lift(&t, i);
	pch_place(&t, i, dest);
	if (p->type == PC_JESTER) /* R1230.11 4: "not attacking any pieces after" */
		for (int j = 0; j < t.npieces; j++)
			if (!t.p[j].gone && pch_attacks(&t, i, j))
				return PCH_EATTACKS;
	/* R1230.2 6 D: "nor can it be used to attack ... a King": no King
	 * attacked after it that was not before (docs/RULINGS.md). */
	if (kings_attacked(&t, p->side) > before)
		return PCH_EKINGATT;
	return PCH_OK;
}

int pch_undefined_off(pch_board *b, const int defined[PC_NTYPES])
{
	/* R1230.1 3 E: "that piece is immediately moved off-board. It does
	 * not change ownership." */
	int k = 0;
	for (int i = 0; i < b->npieces; i++)
		if (!b->p[i].gone && b->p[i].sq >= 0 && !defined[b->p[i].type]) {
			pch_lift(b, i);
			k++;
		}
	return k;
}
