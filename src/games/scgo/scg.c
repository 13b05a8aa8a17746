/* scg.c: Single Capture Go (Ackanomic 1250.13/2): the grid, the moves and
 * the six steps of a round's resolution. */
#include "games/scgo/scg.h"

#include <stdio.h>
#include <string.h>

const char *scg_strerror(int err)
{
	switch (err) {
	case SCG_OK: return "ok";
	case SCG_EPLAYERS: return "Single Capture Go takes 3 to 12 players (II)";
	case SCG_EPLAYER: return "no such player in the game";
	case SCG_ESQUARE: return "not a square of the grid (IV)";
	case SCG_ELETTER: return "that square held a Letter at the start of the round (IV)";
	case SCG_EOVER: return "the game has ended (IV 6)";
	default: return "unknown error";
	}
}

int scg_grid_size(int nplayers)
{
	int n = 1;
	while (n * n < 12 * nplayers)
		n++;
	return n;
}

int scg_init(scg_game *g, int nplayers)
{
	if (nplayers < SCG_MIN_PLAYERS || nplayers > SCG_MAX_PLAYERS)
		return SCG_EPLAYERS;
	memset(g, 0, sizeof *g);
	g->nplayers = nplayers;
	g->n = scg_grid_size(nplayers);
	g->in_game = (uint16_t)((1u << nplayers) - 1);
	g->winner = -1;
	return SCG_OK;
}

int scg_parse_square(const char *s, int n)
{
	if (!s || s[0] < 'a' || s[0] >= 'a' + n)
		return -1;
	int row = s[0] - 'a', col = 0, i = 1;
	if (s[1] < '1' || s[1] > '9')
		return -1;
	for (; s[i] >= '0' && s[i] <= '9' && i < 3; i++)
		col = col * 10 + (s[i] - '0');
	if (s[i] != '\0' || col < 1 || col > n)
		return -1;
	return row * n + (col - 1);
}

char *scg_format_square(int sq, int n, char *buf)
{
	/* n <= 12, so at most a letter and two digits. */
	int col = sq % n + 1, k = 0;
	buf[k++] = (char)('a' + sq / n);
	if (col >= 10)
		buf[k++] = (char)('0' + col / 10);
	buf[k++] = (char)('0' + col % 10);
	buf[k] = '\0';
	return buf;
}

static bool in_game(const scg_game *g, int p)
{
	return p >= 0 && p < g->nplayers && (g->in_game >> p & 1u);
}

int scg_check_move(const scg_game *g, int player, int square)
{
	if (g->over)
		return SCG_EOVER;
	if (!in_game(g, player))
		return SCG_EPLAYER;
	if (square < 0 || square >= g->n * g->n)
		return SCG_ESQUARE;
	uint8_t c = g->cell[square];
	if (c != SCG_EMPTY && c != SCG_AT)
		return SCG_ELETTER;
	return SCG_OK;
}

/* Step 3: does the Group holding square sq have Liberty? */
static bool group_has_liberty(const scg_game *g, int sq, bool *seen)
{
	int n = g->n, q[SCG_MAX_N * SCG_MAX_N], qn = 0;
	uint8_t letter = g->cell[sq];
	bool liberty = false;
	q[qn++] = sq;
	seen[sq] = true;
	for (int i = 0; i < qn; i++) {
		int v = q[i], r = v / n, c = v % n;
		int nb[4], k = 0;
		if (r > 0) nb[k++] = v - n;
		if (r < n - 1) nb[k++] = v + n;
		if (c > 0) nb[k++] = v - 1;
		if (c < n - 1) nb[k++] = v + 1;
		for (int j = 0; j < k; j++) {
			int w = nb[j];
			if (g->cell[w] == SCG_EMPTY)
				liberty = true; /* '@' is a character, so occupied */
			else if (g->cell[w] == letter && !seen[w]) {
				seen[w] = true;
				q[qn++] = w;
			}
		}
	}
	return liberty;
}

int scg_resolve(scg_game *g, const int moves[SCG_MAX_PLAYERS], scg_round *out)
{
	if (g->over)
		return SCG_EOVER;
	memset(out, 0, sizeof *out);
	out->winner = -1;
	int count[SCG_MAX_N * SCG_MAX_N];
	memset(count, 0, sizeof count);
	for (int p = 0; p < SCG_MAX_PLAYERS; p++) {
		out->move[p] = -1;
		if (!in_game(g, p))
			continue;
		if (moves[p] >= 0 && scg_check_move(g, p, moves[p]) == SCG_OK) {
			out->move[p] = moves[p];
			count[moves[p]]++;
		} else
			out->no_move[p] = true;
	}
	/* Steps 1 and 2, judged against the grid as the round began. */
	for (int p = 0; p < g->nplayers; p++) {
		int sq = out->move[p];
		if (sq < 0)
			continue;
		if (count[sq] == 1)
			g->cell[sq] = (uint8_t)(p + 1);
		else {
			g->cell[sq] = SCG_AT;
			out->collided[p] = true;
		}
	}
	/* Step 3. */
	bool seen[SCG_MAX_N * SCG_MAX_N];
	memset(seen, 0, sizeof seen);
	int cells = g->n * g->n;
	for (int sq = 0; sq < cells; sq++) {
		uint8_t c = g->cell[sq];
		if (c == SCG_EMPTY || c == SCG_AT)
			continue;
		out->letters_before[c - 1]++;
		if (!seen[sq] && !group_has_liberty(g, sq, seen))
			out->no_liberty[c - 1] = true;
	}
	int alive = 0, last = -1;
	for (int p = 0; p < g->nplayers; p++) {
		if (!in_game(g, p))
			continue;
		out->doomed[p] = out->no_liberty[p] || out->no_move[p];
		if (!out->doomed[p]) {
			alive++;
			last = p;
		}
	}
	/* Step 4. */
	for (int sq = 0; sq < cells; sq++) {
		uint8_t c = g->cell[sq];
		if (c != SCG_EMPTY && c != SCG_AT && out->doomed[c - 1])
			g->cell[sq] = SCG_AT;
	}
	/* Step 5: one survivor wins; with none, the most Letters before step
	 * 4 wins, and a tie for the most has no winner (spec 2.7). */
	if (alive == 1)
		out->winner = last;
	else if (alive == 0) {
		int best = -1, nbest = 0;
		for (int p = 0; p < g->nplayers; p++) {
			if (!in_game(g, p))
				continue;
			if (best < 0 || out->letters_before[p] > out->letters_before[best]) {
				best = p;
				nbest = 1;
			} else if (out->letters_before[p] == out->letters_before[best])
				nbest++;
		}
		out->winner = nbest == 1 ? best : -1;
	}
	/* Step 6. */
	for (int p = 0; p < g->nplayers; p++)
		if (out->doomed[p])
			g->in_game &= (uint16_t)~(1u << p);
	g->round++;
	out->over = alive <= 1;
	g->over = out->over;
	g->winner = out->winner;
	return SCG_OK;
}
