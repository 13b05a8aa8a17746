/* pch_promote.c: promotion in the pure core of Party Chess (Ackanomic
 * R1230.1 3 C: "When a piece is promoted, it changes itself into a piece
 * of a different type"): the change itself, shared by the Pawn's (R1230.8
 * 4), the Demon's (R1230.18 3) and the Zombie's (R1230.21); and the
 * Demon's condition, the pair of friendly pieces (R1230.18 3). Who may
 * promote when, and how it is written, is the game module's
 * (pchess_play.c). */
#include "games/pchess/pch_internal.h"

#include <stdlib.h>

int pch_demon_pair(const pch_board *b, int d, int within, int *xo, int *yo)
{
	/* R1230.18 3: "there exist two friendly pieces of the same type (as
	 * each other, not necessarily the Demon), X and Y such that
	 * ABS(xR-R)=ABS(yR-R) /AND/ ABS(xC-C)=ABS(yC-C) /AND/ the distance
	 * between those two pieces is equal to or smaller than 8". Only
	 * on-board pieces have a row and column; neither can be the Demon
	 * itself (its partner would stand on the Demon's own square). */
	const pch_piece *p = &b->p[d];
	if (p->gone || p->sq < 0 || p->type != PC_DEMON)
		return 0;
	int R = pch_row(p->sq), C = pch_col(p->sq);
	for (int x = 0; x < b->npieces; x++) {
		const pch_piece *px = &b->p[x];
		if (x == d || px->gone || px->sq < 0 || px->side != p->side)
			continue;
		for (int y = x + 1; y < b->npieces; y++) {
			const pch_piece *py = &b->p[y];
			if (y == d || py->gone || py->sq < 0 || py->side != p->side ||
			    py->type != px->type)
				continue;
			if (abs(pch_row(px->sq) - R) != abs(pch_row(py->sq) - R) ||
			    abs(pch_col(px->sq) - C) != abs(pch_col(py->sq) - C) ||
			    pch_distance(px->sq, py->sq) > within)
				continue;
			if (xo)
				*xo = x;
			if (yo)
				*yo = y;
			return 1;
		}
	}
	return 0;
}

int pch_promote(pch_board *b, int i, int type)
{
	pch_piece *p = &b->p[i];
	if (p->gone || type < 0 || type >= PC_NTYPES)
		return PCH_EEMPTY;
	/* R1230.4 A: one King per Swinger, and every Swinger has eirs. */
	if (type == PC_KING)
		return PCH_EKINGPROMO;
	/* R1230.1 3 C: "a piece of a different type". */
	if (type == p->type)
		return PCH_ESAMETYPE;
	p->type = (uint8_t)type;
	/* R1230.14: a HarfyBlob's Hn is 1 "when first created"; a piece
	 * promoted into one is taken as created so (docs/RULINGS.md). */
	p->hn = 1;
	return PCH_OK;
}
