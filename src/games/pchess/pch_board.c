/* pch_board.c: the Party Board (Ackanomic R1230.1 1) and what is read off
 * it: squares and their names (R1230.1 1), distance (6 F), capture
 * (R1230.1 4, R1230.2 8), attack and defence (R1230.2 5), Check (R1230.2
 * 7), Mobility and Weight (R1230.3), and the text diagram. Every type's
 * move and capture come from pch_pieces.c and pch_pieces2.c. */
#include "games/pchess/pch_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int pch_row(int sq)
{
	return sq / PCH_N;
}

int pch_col(int sq)
{
	return sq % PCH_N;
}

int pch_distance(int a, int b)
{
	int dr = abs(pch_row(a) - pch_row(b)), dc = abs(pch_col(a) - pch_col(b));
	return dr > dc ? dr : dc;
}

int pch_square(const char *w)
{
	/* R1230.1 1: a letter a-t for the column, then the row 1-20. */
	if (!w || w[0] < 'a' || w[0] > 'a' + PCH_N - 1 || !w[1])
		return -1;
	int r = 0;
	for (const char *s = w + 1; *s; s++) {
		if (*s < '0' || *s > '9' || r > PCH_N || (s == w + 1 && *s == '0'))
			return -1;
		r = r * 10 + (*s - '0');
	}
	if (r < 1 || r > PCH_N)
		return -1;
	return (r - 1) * PCH_N + (w[0] - 'a');
}

const char *pch_square_name(int sq, char buf[4])
{
	if (sq < 0 || sq >= PCH_SQUARES) {
		strcpy(buf, "off");
		return buf;
	}
	buf[0] = (char)('a' + pch_col(sq));
	int r = pch_row(sq) + 1;
	if (r >= 10) {
		buf[1] = (char)('0' + r / 10);
		buf[2] = (char)('0' + r % 10);
		buf[3] = 0;
	} else {
		buf[1] = (char)('0' + r);
		buf[2] = 0;
	}
	return buf;
}

void pch_init(pch_board *b)
{
	memset(b, 0, sizeof *b);
}

int pch_add(pch_board *b, int side, int type)
{
	if (b->npieces >= PCH_MAX_PIECES)
		return -1;
	pch_piece *p = &b->p[b->npieces];
	memset(p, 0, sizeof *p);
	p->type = (uint8_t)type;
	p->side = (int8_t)side;
	p->sq = -1;
	p->hn = 1; /* R1230.14: "When a HarfyBlob is first created, its Hn value is 1." */
	return b->npieces++;
}

int pch_place(pch_board *b, int i, int sq)
{
	if (sq < 0 || sq >= PCH_SQUARES)
		return PCH_ESQUARE;
	if (b->at[sq])
		return PCH_EOCCUPIED;
	b->p[i].sq = (int16_t)sq;
	b->at[sq] = (int16_t)(i + 1);
	return PCH_OK;
}

void pch_lift(pch_board *b, int i)
{
	if (b->p[i].sq >= 0)
		b->at[b->p[i].sq] = 0;
	b->p[i].sq = -1;
}

void pch_destroy(pch_board *b, int i)
{
	pch_lift(b, i);
	b->p[i].gone = 1;
}

int pch_piece_at(const pch_board *b, int sq)
{
	return sq >= 0 && sq < PCH_SQUARES ? b->at[sq] - 1 : -1;
}

int pch_king_of(const pch_board *b, int side)
{
	for (int i = 0; i < b->npieces; i++)
		if (!b->p[i].gone && b->p[i].side == side && b->p[i].type == PC_KING)
			return i;
	return -1;
}

int pch_king_on(const pch_board *b, int side)
{
	int k = pch_king_of(b, side);
	return k >= 0 && b->p[k].sq >= 0;
}

int pch_can_move(const pch_board *b, int i, int dest)
{
	return dest >= 0 && dest < PCH_SQUARES && !b->at[dest] && pch_reach(b, i, dest);
}

int pch_can_capture(const pch_board *b, int i, int dest)
{
	int j = pch_piece_at(b, dest);
	if (j < 0)
		return PCH_EEMPTY;
	if (b->p[j].side == b->p[i].side)
		return PCH_EFRIENDLY; /* R1230.1 4: "forbidden ... a friendly piece" */
	if (!pch_capture_shape(b, i, dest))
		return PCH_EREACH;
	/* R1230.25: no Archer or Kamikaze captures a Guard, nor a piece an
	 * unattacked Guard protects. */
	if ((b->p[i].type == PC_ARCHER || b->p[i].type == PC_KAMIKAZE) && pch_guarded(b, j))
		return PCH_EGUARD;
	/* R1230.2 8: no King is captured by a Swinger whose King is off-board. */
	if (b->p[j].type == PC_KING && !pch_king_on(b, b->p[i].side))
		return PCH_EKING;
	return PCH_OK;
}

int pch_attacks(const pch_board *b, int i, int j)
{
	const pch_piece *p = &b->p[i], *q = &b->p[j];
	return p->sq >= 0 && q->sq >= 0 && p->side != q->side &&
	       pch_can_capture(b, i, q->sq) == PCH_OK;
}

int pch_defends(const pch_board *b, int i, int j)
{
	/* R1230.2 5: i would attack j were j opposing: a friendly King, the
	 * only one j could be, is on the board, so R1230.2 8 never bars it. */
	const pch_piece *p = &b->p[i], *q = &b->p[j];
	return i != j && p->sq >= 0 && q->sq >= 0 && p->side == q->side &&
	       pch_capture_shape(b, i, q->sq);
}

int pch_in_check(const pch_board *b, int side)
{
	/* R1230.2 7: eir King attacked by a piece of a Swinger whose King is
	 * on-board (pch_can_capture asks that of every King capture). */
	int k = pch_king_of(b, side);
	if (k < 0 || b->p[k].sq < 0)
		return 0;
	for (int i = 0; i < b->npieces; i++)
		if (!b->p[i].gone && pch_attacks(b, i, k))
			return 1;
	return 0;
}

int pch_pawn_place_ok(int sq)
{
	/* R1230.8 5: columns a, b, s, t or rows 1, 2, 19, 20. */
	int r = pch_row(sq), c = pch_col(sq);
	return c < 2 || c > PCH_N - 3 || r < 2 || r > PCH_N - 3;
}

int pch_pawn_promotes(int sq)
{
	/* R1230.8 4: j10, j11, k10, k11. */
	int r = pch_row(sq), c = pch_col(sq);
	return (r == 9 || r == 10) && (c == 9 || c == 10);
}

int pch_mobility2(const pch_board *b, int i)
{
	/* R1230.3: from the moves open to it now without a capture (RULINGS):
	 * if the least distance is over one and the greatest is within two
	 * of it, half their number; otherwise the greatest distance. */
	int lo = 0, hi = 0, k = 0;
	for (int d = 0; d < PCH_SQUARES; d++) {
		if (b->at[d] || !pch_reach(b, i, d))
			continue;
		int dist = pch_distance(b->p[i].sq, d);
		if (!k || dist < lo)
			lo = dist;
		if (!k || dist > hi)
			hi = dist;
		k++;
	}
	if (!k)
		return 0;
	return lo > 1 && hi - lo <= 2 ? k : 2 * hi;
}

int64_t pch_weight2(const pch_board *b, int side, int attack, int defend)
{
	if (!pch_king_on(b, side))
		return 0; /* R1230.3: no formula for a King off-board (RULINGS) */
	int64_t w = 0;
	for (int i = 0; i < b->npieces; i++) {
		const pch_piece *p = &b->p[i];
		if (p->gone || p->side != side || p->sq < 0)
			continue;
		w += 2 * pch_piece_mv(b, i) + pch_mobility2(b, i);
		int att = 0, def = 0;
		for (int j = 0; j < b->npieces; j++) {
			if (b->p[j].gone || b->p[j].sq < 0)
				continue;
			att |= pch_attacks(b, i, j);
			def |= pch_defends(b, i, j);
		}
		w += 2 * (att ? attack : 0) + 2 * (def ? defend : 0);
	}
	return w;
}

int pch_on_board(const pch_board *b, int side, int min_mv)
{
	int k = 0;
	for (int i = 0; i < b->npieces; i++)
		k += !b->p[i].gone && b->p[i].side == side && b->p[i].sq >= 0 &&
		     pch_piece_mv(b, i) >= min_mv;
	return k;
}

int pch_material(const pch_board *b, int side, int on_board_only)
{
	int m = 0;
	for (int i = 0; i < b->npieces; i++)
		if (!b->p[i].gone && b->p[i].side == side && (!on_board_only || b->p[i].sq >= 0))
			m += pch_piece_mv(b, i);
	return m;
}

int pch_owned(const pch_board *b, int side)
{
	int k = 0;
	for (int i = 0; i < b->npieces; i++)
		k += !b->p[i].gone && b->p[i].side == side;
	return k;
}

static char side_digit(int side)
{
	return "0123456789ABCDEF"[side & 15];
}

char *pch_render_text(const pch_board *b)
{
	/* Rows 20 down to 1 (R1230.1 1: "the lowest row is 1"), each square
	 * two characters: the piece's own character and its side's digit,
	 * ". " when empty; the columns' letters below. */
	size_t cap = (size_t)(PCH_N + 1) * (4 + 3 * PCH_N + 2) + 1;
	char *out = malloc(cap), *o = out;
	if (!out)
		return NULL;
	for (int r = PCH_N - 1; r >= 0; r--) {
		o += sprintf(o, "%2d ", r + 1);
		for (int c = 0; c < PCH_N; c++) {
			int i = b->at[r * PCH_N + c] - 1;
			*o++ = i < 0 ? '.' : pch_type(b->p[i].type)->ch;
			*o++ = i < 0 ? ' ' : side_digit(b->p[i].side);
			if (c < PCH_N - 1)
				*o++ = ' ';
		}
		while (o > out && o[-1] == ' ')
			o--;
		*o++ = '\n';
	}
	o += sprintf(o, "  ");
	for (int c = 0; c < PCH_N; c++)
		o += sprintf(o, " %c ", 'a' + c);
	while (o > out && o[-1] == ' ')
		o--;
	*o = 0;
	return out;
}
