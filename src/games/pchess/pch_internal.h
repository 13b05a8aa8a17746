/* pch_internal.h: what the Party Chess core's files share (pch_pieces.c,
 * pch_board.c) and nobody else. */
#ifndef NOMIC_PCH_INTERNAL_H
#define NOMIC_PCH_INTERNAL_H

#include "games/pchess/pch.h"

int pch_sgn(int v);
int pch_clear(const pch_board *b, int a, int to, int skip);
/* Could on-board piece i go to dest, were dest empty (its move)? */
int pch_reach(const pch_board *b, int i, int dest);
int pch_pawn_defending(const pch_board *b, int i);
int pch_capture_shape(const pch_board *b, int i, int dest);

#endif
