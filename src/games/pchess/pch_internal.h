/* pch_internal.h: what the Party Chess core's files share (pch_pieces.c,
 * pch_pieces2.c, pch_board.c, pch_resolve.c) and nobody else. */
#ifndef NOMIC_PCH_INTERNAL_H
#define NOMIC_PCH_INTERNAL_H

#include "games/pchess/pch.h"

int pch_sgn(int v);
int pch_clear(const pch_board *b, int a, int to, int skip);
/* Could on-board piece i go to dest, were dest empty (its move)? */
int pch_reach(const pch_board *b, int i, int dest);
int pch_pawn_defending(const pch_board *b, int i);
int pch_capture_shape(const pch_board *b, int i, int dest);
int pch_pawn_capture(const pch_board *b, int i, int dest);
/* pch_pieces.c: piece i's move as type's, with piece as's attributes. */
int pch_reach_type(const pch_board *b, int i, int type, int as, int dest);
/* pch_pieces2.c: the later types' moves (R1230.9 - R1230.24); the
 * Cantor's enhancement (R1230.20); capture as type (0 no, 1 moving, 2
 * staying), depth guarding a CopyCat copying a CopyCat. */
int pch_reach_more(const pch_board *b, int i, int type, int as, int dest);
int pch_cantor_reach(const pch_board *b, int i, int dest);
int pch_capture_as(const pch_board *b, int i, int type, int as, int dest, int depth);
int pch_guarded(const pch_board *b, int j);

#endif
