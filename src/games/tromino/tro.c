/* tro.c: the rules of Tromino Go (1250.11/1): whose play and which letter
 * (rule 1), legal placements (rules 2, 3), moves (rule 4), passes (rule
 * 5), the end and score of a round (rule 6), concessions (rule 7), the end
 * of the game and its A$ (rule 8), and the replay of rule 10. */
#include "games/tromino/tro_internal.h"

#include <stdlib.h>
#include <string.h>

const char *tro_strerror(int err)
{
	switch (err) {
	case TRO_OK: return "ok";
	case TRO_EOVER: return "the game has ended (rule 8)";
	case TRO_EROUND: return "the round has ended; the next one has not begun (rule 10)";
	case TRO_ETURN: return "it is not that player's play (rule 1)";
	case TRO_EPHASE: return "after 30 trominoes players move, before they place (rule 4)";
	case TRO_EPIECE: return "not a tromino: top-left square and missing corner nw/ne/sw/se";
	case TRO_EOVERLAP: return "those squares are taken";
	case TRO_EFIRST: return "the first four plays must touch and avoid as rule 2 says";
	case TRO_ESAME: return "it touches a tromino of the same letter (rule 3 i)";
	case TRO_EOPPONENT: return "it must touch an opponent's tromino (rule 3 ii)";
	case TRO_ETWO: return "it must touch at least two units of edge (rule 3 iii)";
	case TRO_ENOTYOURS: return "not your tromino of the letter now due (rule 4)";
	case TRO_ENOEDGE: return "only trominoes with some outside edge may move (rule 4)";
	case TRO_ESPLIT: return "removing it would split the grid into two pieces (rule 4)";
	case TRO_ESAMEPLACE: return "a moved tromino must go to a new location (rule 4)";
	case TRO_EPASS: return "a pass is allowed only when no other play is legal (rule 5)";
	case TRO_ECONCESSION: return "no such concession by your opponent this round (rule 7)";
	default: return "unknown error";
	}
}

void tro_init(tro_game *g, int first)
{
	memset(g, 0, sizeof *g);
	g->first = first ? 1 : 0;
	g->winner = -1;
	g->round_winner = -1;
}

int tro_next_letter(const tro_game *g) { return g->play % 3; }

int tro_next_player(const tro_game *g)
{
	return g->play % 2 == 0 ? g->first : 1 - g->first;
}

static int turn_check(const tro_game *g, int player)
{
	if (g->over)
		return TRO_EOVER;
	if (g->round_over)
		return TRO_EROUND;
	if (player != tro_next_player(g))
		return TRO_ETURN;
	return TRO_OK;
}

static bool piece_ok(int x, int y, int missing)
{
	return missing >= 0 && missing <= 3 && abs(x) <= TRO_COORD_MAX && abs(y) <= TRO_COORD_MAX;
}

/* The index of the piece laid by play number `play` (0-based) of this
 * round, -1 if that play was a pass: pieces are stored in play order and
 * only the first four plays (all placements) are asked about. */
static int piece_of_play(const tro_game *g, int play, const int *play_piece)
{
	return play < 4 ? play_piece[play] : -1;
}

/* Rules 2 and 3 for a tromino of `letter` by `player` at the candidate
 * position, on map m (which lacks the moving piece, if any). */
static int placement_rules(const tro_game *g, const tro_map *m, int player, int letter,
	int x, int y, int missing, const int *play_piece)
{
	int touch[TRO_PIECES];
	if (!tro_touch(m, x, y, missing, touch))
		return TRO_EOVERLAP;
	int k = g->play; /* 0-based number of this play */
	if (k < 4 && g->npieces < TRO_PIECES) {
		if (k == 0)
			return TRO_OK; /* anywhere on the empty grid */
		int prev = piece_of_play(g, k - 1, play_piece);
		int before = k >= 2 ? piece_of_play(g, k - 2, play_piece) : -1;
		if (prev < 0 || touch[prev] < 2)
			return TRO_EFIRST;
		if (before >= 0 && touch[before] > 0)
			return TRO_EFIRST; /* C may not touch A; a may not touch b */
		return TRO_OK;
	}
	int total = 0;
	bool opponent = false;
	for (int j = 0; j < g->npieces; j++) {
		if (!touch[j])
			continue;
		if (g->piece[j].letter == letter)
			return TRO_ESAME;
		opponent |= g->piece[j].owner != player;
		total += touch[j];
	}
	if (!opponent)
		return TRO_EOPPONENT;
	if (total < 2)
		return TRO_ETWO;
	return TRO_OK;
}

/* Which piece each of the first four plays laid (passes lay none). */
static void first_plays(const tro_game *g, int play_piece[4])
{
	/* Pieces are appended in play order while placing; the passes among
	 * the first plays are remembered in pass_mask. */
	int p = 0;
	for (int k = 0; k < 4; k++)
		play_piece[k] = k < g->play && !(g->pass_mask >> k & 1u) && p < g->npieces ? p++ : -1;
}

int tro_check_place(const tro_game *g, int player, int x, int y, int missing)
{
	int rc = turn_check(g, player);
	if (rc)
		return rc;
	if (g->npieces >= TRO_PIECES)
		return TRO_EPHASE;
	if (!piece_ok(x, y, missing))
		return TRO_EPIECE;
	tro_map m;
	if (!tro_map_build(g, -1, &m))
		return TRO_EPIECE;
	int play_piece[4];
	first_plays(g, play_piece);
	return placement_rules(g, &m, player, tro_next_letter(g), x, y, missing, play_piece);
}

/* Rule 4's conditions on the tromino itself (the mover's, of the letter
 * due, with an outside edge, not holding the grid together); fills the
 * position with it lifted off, where its new place is judged. */
static int movable(const tro_game *g, int player, int index, tro_game *lifted, tro_map *lm)
{
	if (index < 0 || index >= g->npieces || g->piece[index].owner != player ||
	    g->piece[index].letter != tro_next_letter(g))
		return TRO_ENOTYOURS;
	tro_map full, m;
	if (!tro_map_build(g, -1, &full) || !tro_map_build(g, index, &m))
		return TRO_EPIECE;
	bool outside[TRO_PIECES], adj[TRO_PIECES * TRO_PIECES];
	tro_outside(g, &full, outside);
	if (!outside[index])
		return TRO_ENOEDGE;
	/* "Split the grid into two pieces": the others would no longer be
	 * joined by adjacency (spec 2.5). */
	tro_adjacency(g, &m, index, adj);
	bool seen[TRO_PIECES] = {false};
	int q[TRO_PIECES], qn = 0, start = index == 0 ? 1 : 0;
	q[qn++] = start;
	seen[start] = true;
	for (int i = 0; i < qn; i++)
		for (int j = 0; j < g->npieces; j++)
			if (j != index && !seen[j] && adj[q[i] * TRO_PIECES + j]) {
				seen[j] = true;
				q[qn++] = j;
			}
	if (qn != g->npieces - 1)
		return TRO_ESPLIT;
	*lifted = *g;
	lifted->piece[index] = lifted->piece[g->npieces - 1];
	lifted->npieces--;
	return tro_map_build(lifted, -1, lm) ? TRO_OK : TRO_EPIECE;
}

int tro_check_move(const tro_game *g, int player, int index, int x, int y, int missing)
{
	int rc = turn_check(g, player);
	if (rc)
		return rc;
	if (g->npieces < TRO_PIECES)
		return TRO_EPHASE;
	if (!piece_ok(x, y, missing))
		return TRO_EPIECE;
	if (index >= 0 && index < g->npieces && g->piece[index].x == x &&
	    g->piece[index].y == y && g->piece[index].missing == missing &&
	    g->piece[index].owner == player)
		return TRO_ESAMEPLACE;
	tro_game lifted;
	tro_map lm;
	if ((rc = movable(g, player, index, &lifted, &lm)))
		return rc;
	/* The new place follows rule 3 with the tromino lifted off. */
	int play_piece[4] = {-1, -1, -1, -1};
	return placement_rules(&lifted, &lm, player, g->piece[index].letter, x, y, missing,
		play_piece);
}

/* Rule 6 after a play that changed the grid; rule 8 after that. */
static void after_play(tro_game *g, bool moving)
{
	int s[2];
	tro_surrounded(g, s, NULL);
	if (!s[0] && !s[1])
		return; /* rule 6: no surrounded group yet */
	g->round_over = true;
	g->rounds++;
	g->surrounded[0] = s[0];
	g->surrounded[1] = s[1];
	if (s[0] == s[1]) {
		g->round_winner = -1;
		g->round_points = 0;
		/* A tie: the player who played second starts the next round. */
		g->next_first = 1 - g->first;
	} else {
		int w = s[0] < s[1] ? 0 : 1;
		g->round_winner = w;
		g->round_points = (s[1 - w] - s[w]) * (moving ? 2 : 1);
		g->gp[w] += g->round_points;
		g->next_first = 1 - w; /* the loser starts */
	}
	for (int p = 0; p < 2; p++)
		if (g->gp[p] >= TRO_WIN_GP) {
			g->over = true;
			g->winner = p;
		}
}

int tro_place(tro_game *g, int player, int x, int y, int missing)
{
	int rc = tro_check_place(g, player, x, y, missing);
	if (rc)
		return rc;
	tro_piece *p = &g->piece[g->npieces++];
	p->x = x;
	p->y = y;
	p->missing = (uint8_t)missing;
	p->letter = (uint8_t)tro_next_letter(g);
	p->owner = (uint8_t)player;
	g->play++;
	after_play(g, false);
	return TRO_OK;
}

int tro_move(tro_game *g, int player, int index, int x, int y, int missing)
{
	int rc = tro_check_move(g, player, index, x, y, missing);
	if (rc)
		return rc;
	g->piece[index].x = x;
	g->piece[index].y = y;
	g->piece[index].missing = (uint8_t)missing;
	g->play++;
	after_play(g, true);
	return TRO_OK;
}

/* Every candidate that can touch the pieces lies in the map's window
 * (margins of 3), so scanning it decides rule 5. Maps are built once. */
static bool any_place(const tro_game *g, int player)
{
	if (g->npieces == 0)
		return true;
	tro_map m;
	if (!tro_map_build(g, -1, &m))
		return false;
	int play_piece[4], letter = tro_next_letter(g);
	first_plays(g, play_piece);
	for (int y = m.oy; y < m.oy + m.h - 1; y++)
		for (int x = m.ox; x < m.ox + m.w - 1; x++)
			for (int c = 0; c < 4; c++)
				if (placement_rules(g, &m, player, letter, x, y, c, play_piece) == TRO_OK)
					return true;
	return false;
}

static bool any_move(const tro_game *g, int player)
{
	tro_map m;
	if (!tro_map_build(g, -1, &m))
		return false;
	for (int i = 0; i < g->npieces; i++) {
		tro_game lifted;
		tro_map lm;
		if (movable(g, player, i, &lifted, &lm) != TRO_OK)
			continue;
		const tro_piece *p = &g->piece[i];
		int play_piece[4] = {-1, -1, -1, -1};
		for (int y = m.oy; y < m.oy + m.h - 1; y++)
			for (int x = m.ox; x < m.ox + m.w - 1; x++)
				for (int c = 0; c < 4; c++)
					if ((x != p->x || y != p->y || c != p->missing) &&
					    placement_rules(&lifted, &lm, player, p->letter, x, y, c,
						    play_piece) == TRO_OK)
						return true;
	}
	return false;
}

bool tro_has_legal_play(const tro_game *g)
{
	if (g->over || g->round_over)
		return false;
	int player = tro_next_player(g);
	return g->npieces < TRO_PIECES ? any_place(g, player) : any_move(g, player);
}

int tro_pass(tro_game *g, int player)
{
	int rc = turn_check(g, player);
	if (rc)
		return rc;
	if (tro_has_legal_play(g))
		return TRO_EPASS;
	if (g->play < 4)
		g->pass_mask |= 1u << g->play;
	g->play++; /* the grid stays; the letter and the turn advance */
	return TRO_OK;
}

int tro_concede(tro_game *g, int player, int gp)
{
	if (g->over)
		return TRO_EOVER;
	if (g->round_over)
		return TRO_EROUND;
	if ((player != 0 && player != 1) || gp < 0 || g->nconc >= TRO_MAX_CONCESSIONS)
		return TRO_ECONCESSION;
	g->conc[g->nconc].player = player;
	g->conc[g->nconc].gp = gp;
	g->nconc++;
	return TRO_OK;
}

int tro_accept(tro_game *g, int player, int concession)
{
	if (g->over)
		return TRO_EOVER;
	if (g->round_over)
		return TRO_EROUND;
	if (concession < 0 || concession >= g->nconc || g->conc[concession].player == player ||
	    (player != 0 && player != 1))
		return TRO_ECONCESSION;
	g->round_over = true;
	g->rounds++;
	g->round_winner = player;
	g->round_points = g->conc[concession].gp;
	g->gp[player] += g->round_points;
	g->next_first = 1 - player; /* the conceder counts as the loser */
	if (g->gp[player] >= TRO_WIN_GP) {
		g->over = true;
		g->winner = player;
	}
	return TRO_OK;
}

int tro_timeout(tro_game *g, int player)
{
	if (g->over)
		return TRO_EOVER;
	if (player != 0 && player != 1)
		return TRO_ETURN;
	g->over = true;
	g->winner = 1 - player;
	g->by_timeout = true;
	return TRO_OK;
}

int tro_start_round(tro_game *g)
{
	if (g->over)
		return TRO_EOVER;
	if (!g->round_over)
		return TRO_EROUND;
	g->first = g->next_first;
	g->npieces = 0;
	g->play = 0;
	g->pass_mask = 0;
	g->nconc = 0;
	g->round_over = false;
	g->round_winner = -1;
	g->round_points = 0;
	return TRO_OK;
}

int tro_winner_payout(const tro_game *g)
{
	if (!g->over || g->winner < 0)
		return 0;
	int me = g->gp[g->winner], opp = g->gp[1 - g->winner];
	if (g->by_timeout)
		return 14 - 2 * opp;
	return 2 * (me - opp);
}

int tro_referee_payout(const tro_game *g)
{
	return g->rounds < 10 ? g->rounds : 10;
}

int tro_apply(tro_game *g, const tro_play *p)
{
	switch (p->kind) {
	case TRO_PLACE: return tro_place(g, p->player, p->x, p->y, p->missing);
	case TRO_MOVE: return tro_move(g, p->player, p->index, p->x, p->y, p->missing);
	case TRO_PASS: return tro_pass(g, p->player);
	default: return TRO_EPIECE;
	}
}

int tro_first_illegal(const tro_game *start, const tro_play *plays, int n, int *err)
{
	tro_game g = *start;
	for (int i = 0; i < n; i++) {
		int rc = tro_apply(&g, &plays[i]);
		if (rc) {
			if (err)
				*err = rc;
			return i;
		}
	}
	return -1;
}

bool tro_parse_piece(const char *s, int *x, int *y, int *missing)
{
	static const char *const corners[4] = {"nw", "ne", "sw", "se"};
	char *end;
	long a = strtol(s, &end, 10);
	if (end == s || *end != ',')
		return false;
	const char *s2 = end + 1;
	long b = strtol(s2, &end, 10);
	if (end == s2 || *end != ',')
		return false;
	for (int c = 0; c < 4; c++)
		if (strcmp(end + 1, corners[c]) == 0) {
			if (labs(a) > TRO_COORD_MAX || labs(b) > TRO_COORD_MAX)
				return false;
			*x = (int)a;
			*y = (int)b;
			*missing = c;
			return true;
		}
	return false;
}
