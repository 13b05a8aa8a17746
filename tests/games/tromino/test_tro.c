/* test_tro.c: cmocka tests of the Tromino Go core, rule by rule of
 * Ackanomic 1250.11/1 (definitions, rules 1-8 and 10). A piece is the 2x2
 * box at (x, y) minus a corner: 0 nw, 1 ne, 2 sw, 3 se; y grows down. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/tromino/tro.h"

enum { NW, NE, SW, SE };

static void show(const tro_game *g)
{
	char *t = tro_render_text(g, NULL);
	if (t)
		fprintf(stderr, "%s", t);
	free(t);
}

/* The opening of the rule's first example, "AAb / Abb". */
static void opening2(tro_game *g)
{
	tro_init(g, 0);
	assert_int_equal(tro_place(g, 0, 0, 0, SE), TRO_OK);  /* A: (0,0) (1,0) (0,1) */
	assert_int_equal(tro_place(g, 1, 1, 0, NW), TRO_OK);  /* b: (2,0) (1,1) (2,1) */
}

/* Rule 1: plays alternate and cycle A b C a B c; the first player writes
 * capitals. */
static void test_rule1_cycle(void **st)
{
	(void)st;
	tro_game g;
	tro_init(&g, 1);
	const int letters[6] = {0, 1, 2, 0, 1, 2}, players[6] = {1, 0, 1, 0, 1, 0};
	for (int k = 0; k < 6; k++) {
		g.play = k;
		assert_int_equal(tro_next_letter(&g), letters[k]);
		assert_int_equal(tro_next_player(&g), players[k]);
	}
	g.play = 0;
	assert_int_equal(tro_place(&g, 0, 0, 0, SE), TRO_ETURN);
}

/* Rule 2: b touches at least two units of edge of A. */
static void test_rule2_b(void **st)
{
	(void)st;
	tro_game g;
	tro_init(&g, 0);
	assert_int_equal(tro_place(&g, 0, 100, -50, SE), TRO_OK); /* anywhere */
	tro_init(&g, 0);
	assert_int_equal(tro_place(&g, 0, 0, 0, SE), TRO_OK);
	/* (2,0) (3,0) (3,1): one unit against A's (1,0) */
	assert_int_equal(tro_check_place(&g, 1, 2, 0, SW), TRO_EFIRST);
	assert_int_equal(tro_check_place(&g, 1, 0, 0, NW), TRO_EOVERLAP);
	assert_int_equal(tro_place(&g, 1, 1, 0, NW), TRO_OK); /* three units */
	assert_int_equal(g.piece[1].letter, 1);
}

/* Rule 2: C touches b along two units and does not touch A; a touches C
 * along two units and does not touch b. */
static void test_rule2_c_and_a(void **st)
{
	(void)st;
	tro_game g;
	opening2(&g);
	/* (0,2) (1,2) (1,3): touches A at (0,1) */
	assert_int_equal(tro_check_place(&g, 0, 0, 2, SW), TRO_EFIRST);
	/* (4,0) (3,1) (4,1): one unit of b only */
	assert_int_equal(tro_check_place(&g, 0, 3, 0, NW), TRO_EFIRST);
	/* (1,2) (2,2) (1,3): two units of b, none of A */
	assert_int_equal(tro_place(&g, 0, 1, 2, SE), TRO_OK);
	/* a: (2,3) (2,4) (1,4) touches C along (2,2)-(2,3) and (1,3)-(1,4) */
	assert_int_equal(tro_check_place(&g, 1, 1, 3, NW), TRO_OK);
	/* a touching b: (3,1) (3,2) (2,3)? use (3,1) (3,2) (2,2)-> overlap;
	 * (3,2) (3,3) (2,3): C at (2,2)-(2,3)? and b at (2,1)? no: b (2,1)
	 * is above (2,2), not (3,2). Take (3,1) (2,... a box at (2,2)
	 * overlaps C; use box (3,1) missing ne: (3,1) (3,2) (4,2): touches
	 * b at (2,1)-(3,1) and C only at (2,2)-(3,2): one unit -> refused */
	assert_int_equal(tro_check_place(&g, 1, 3, 1, NE), TRO_EFIRST);
	assert_int_equal(tro_place(&g, 1, 1, 3, NW), TRO_OK);
	assert_int_equal(g.npieces, 4);
}

/* Rule 3 i-iii for plays five to thirty. */
static void test_rule3(void **st)
{
	(void)st;
	tro_game g;
	opening2(&g);
	assert_int_equal(tro_place(&g, 0, 1, 2, SE), TRO_OK);  /* C (1,2) (2,2) (1,3) */
	assert_int_equal(tro_place(&g, 1, 1, 3, NW), TRO_OK);  /* a (2,3) (1,4) (2,4) */
	/* Play 5 is B by player 0. */
	assert_int_equal(tro_next_letter(&g), 1);
	/* i: (3,0) (3,1) (4,1) touches b at (2,0)-(3,0), (2,1)-(3,1) */
	assert_int_equal(tro_check_place(&g, 0, 3, 0, NE), TRO_ESAME);
	/* ii: (-1,3) (0,3) (0,4)?? touches only own C at (0,3)-(1,3): use box
	 * (-1,2) missing nw: (0,2) (-1,3) (0,3): touches A (0,1)-(0,2), C
	 * (0,2)-(1,2), (0,3)-(1,3): all own */
	assert_int_equal(tro_check_place(&g, 0, -1, 2, NW), TRO_EOPPONENT);
	/* iii: one unit in all: (3,3) (4,3) (4,4)? box (3,3) missing sw:
	 * (3,3) (4,3) (4,4): touches a at (2,3)-(3,3) only */
	assert_int_equal(tro_check_place(&g, 0, 3, 3, SW), TRO_ETWO);
	/* legal: box (3,2) missing ne: (3,2) (3,3) (4,3): touches C
	 * (2,2)-(3,2), a (2,3)-(3,3): 2 units, an opponent's, no B/b */
	if (tro_check_place(&g, 0, 3, 2, NE) != TRO_OK)
		show(&g);
	assert_int_equal(tro_place(&g, 0, 3, 2, NE), TRO_OK);
	/* Rule 4: no moving before 30. */
	assert_int_equal(tro_check_move(&g, 1, 1, 9, 9, NW), TRO_EPHASE);
}

/* Rule 6: a group with no outside edge is surrounded; No Man's Land (the
 * empty missing corner) does not count as outside. The round ends at once;
 * the player with fewer surrounded trominoes scores the difference; the
 * loser starts the next round. */
static void surround_setup(tro_game *g)
{
	tro_init(g, 0);
	tro_piece X = {0, 0, SE, 0, 0};   /* A of player 0: (0,0) (1,0) (0,1) */
	tro_piece P1 = {-1, -1, SE, 0, 1}; /* a: (-1,-1) (0,-1) (-1,0) */
	tro_piece P2 = {1, -1, SW, 1, 1};  /* b: (1,-1) (2,-1) (2,0) */
	tro_piece P3 = {1, 1, NW, 1, 1};   /* b: (2,1) (1,2) (2,2) */
	g->piece[0] = X;
	g->piece[1] = P1;
	g->piece[2] = P2;
	g->piece[3] = P3;
	g->npieces = 4;
	g->play = 5; /* the sixth play: c by player 1 */
}

static void test_rule6_surrounded(void **st)
{
	(void)st;
	tro_game g;
	surround_setup(&g);
	int s[2];
	tro_surrounded(&g, s, NULL);
	assert_int_equal(s[0] + s[1], 0);
	/* c: (-1,1) (-1,2) (0,2) closes the ring around X and (1,1). */
	assert_int_equal(tro_place(&g, 1, -1, 1, NE), TRO_OK);
	assert_true(g.round_over);
	assert_int_equal(g.surrounded[0], 1);
	assert_int_equal(g.surrounded[1], 0);
	assert_int_equal(g.round_winner, 1);
	assert_int_equal(g.round_points, 1);
	assert_int_equal(g.gp[1], 1);
	assert_int_equal(g.next_first, 0); /* the loser starts */
	assert_int_equal(tro_place(&g, 0, 9, 9, NW), TRO_EROUND);
	assert_int_equal(tro_start_round(&g), TRO_OK);
	assert_int_equal(g.first, 0);
	assert_int_equal(g.npieces, 0);
}

/* Rule 6: equal counts are a tie; the second player starts next. */
/* Rule 6: a tie. X (player 0) and Y (player 1) fill a 2x4 hole except
 * two squares; player 1's trominoes wall X in, player 0's wall Y in, and a
 * gap on top lets the empty squares reach outside. Closing the gap makes
 * them No Man's Land: X and Y are surrounded at once, 1 each, a tie: no
 * score, and the player who played second starts the next round. */
static void test_rule6_tie(void **st)
{
	(void)st;
	tro_game g;
	tro_init(&g, 0);
	const tro_piece set[] = {
		{0, 0, NE, 0, 0},   /* X: (0,0) (0,1) (1,1) */
		{2, 0, NW, 1, 1},   /* Y: (3,0) (2,1) (3,1) */
		{-1, -1, SE, 0, 1}, /* (-1,-1) (0,-1) (-1,0) */
		{-1, 1, NE, 2, 1},  /* (-1,1) (-1,2) (0,2) */
		{0, 2, NW, 1, 1},   /* (1,2) (0,3) (1,3) */
		{3, -2, NE, 1, 0},  /* (3,-2) (3,-1) (4,-1) */
		{4, 0, SE, 2, 0},   /* (4,0) (5,0) (4,1) */
		{2, 2, SW, 0, 0},   /* (2,2) (3,2) (3,3) */
	};
	memcpy(g.piece, set, sizeof set);
	g.npieces = 8;
	g.play = 8; /* C by player 0 */
	int sc[2];
	tro_surrounded(&g, sc, NULL);
	assert_int_equal(sc[0] + sc[1], 0);
	/* (2,-2) (1,-1) (2,-1) closes the gap above the two empty squares. */
	if (tro_check_place(&g, 0, 1, -2, NW) != TRO_OK)
		show(&g);
	assert_int_equal(tro_place(&g, 0, 1, -2, NW), TRO_OK);
	assert_true(g.round_over);
	assert_int_equal(g.surrounded[0], 1);
	assert_int_equal(g.surrounded[1], 1);
	assert_int_equal(g.round_winner, -1);
	assert_int_equal(g.round_points, 0);
	assert_int_equal(g.gp[0] + g.gp[1], 0);
	assert_int_equal(g.next_first, 1);
}

/* Rule 4: a round that ends in the moving phase scores double. The ring
 * of rule 6's test, padded to 30 trominoes by a chain; player 1 moves the
 * chain's last tromino (which has outside edges and holds nothing
 * together) into the ring's gap. */
static void test_rule4_double(void **st)
{
	(void)st;
	tro_game g;
	surround_setup(&g);
	for (int i = 0; i < 26; i++)
		g.piece[4 + i] = (tro_piece){3 + 2 * i, -1, SE, (uint8_t)(i % 2), (uint8_t)(i % 2)};
	g.piece[29].owner = 1;
	g.piece[29].letter = 2;
	g.npieces = 30;
	g.play = 35; /* c by player 1 */
	int sc[2];
	tro_surrounded(&g, sc, NULL);
	assert_int_equal(sc[0] + sc[1], 0);
	/* Its old place is the same place: refused; the others stay joined. */
	assert_int_equal(tro_check_move(&g, 1, 29, 53, -1, SE), TRO_ESAMEPLACE);
	/* A tromino in the middle of the chain would split it. */
	g.piece[15].owner = 1;
	g.piece[15].letter = 2;
	assert_int_equal(tro_check_move(&g, 1, 15, -1, 1, NE), TRO_ESPLIT);
	assert_int_equal(tro_check_place(&g, 1, -1, 1, NE), TRO_EPHASE);
	assert_int_equal(tro_move(&g, 1, 29, -1, 1, NE), TRO_OK);
	assert_true(g.round_over);
	assert_int_equal(g.round_winner, 1);
	assert_int_equal(g.round_points, 2);
	assert_int_equal(g.gp[1], 2);
}

/* Rule 5: a pass only when no other play is legal. */
static void test_rule5_pass(void **st)
{
	(void)st;
	tro_game g;
	tro_init(&g, 0);
	assert_int_equal(tro_pass(&g, 0), TRO_EPASS);
	/* After A, suppose b passed (no legal b, hypothetically): C must touch
	 * "the b tromino", which does not exist, so C has no legal play. */
	assert_int_equal(tro_place(&g, 0, 0, 0, SE), TRO_OK);
	g.play = 2;
	g.pass_mask = 1u << 1;
	assert_false(tro_has_legal_play(&g));
	assert_int_equal(tro_pass(&g, 0), TRO_OK);
	assert_int_equal(g.play, 3);
	assert_int_equal(g.npieces, 1);
}

/* Rule 7: a concession is not a play; accepting one ends the round and
 * scores its Gamepoints; the conceder starts the next round. */
static void test_rule7_concession(void **st)
{
	(void)st;
	tro_game g;
	opening2(&g);
	assert_int_equal(tro_concede(&g, 0, 3), TRO_OK);
	assert_int_equal(g.play, 2);
	assert_int_equal(tro_accept(&g, 0, 0), TRO_ECONCESSION); /* eir own */
	assert_int_equal(tro_accept(&g, 1, 1), TRO_ECONCESSION); /* none */
	assert_int_equal(tro_accept(&g, 1, 0), TRO_OK);
	assert_true(g.round_over);
	assert_int_equal(g.gp[1], 3);
	assert_int_equal(g.rounds, 1);
	assert_int_equal(tro_start_round(&g), TRO_OK);
	assert_int_equal(g.first, 0);
	assert_int_equal(g.nconc, 0);
}

/* Rule 8: 7 Gamepoints win; A$ 2 x the difference, or 14 - 2 x the
 * opponent's after a timeout; the referee A$1 a round, at most 10. */
static void test_rule8_win_and_payouts(void **st)
{
	(void)st;
	tro_game g;
	opening2(&g);
	g.gp[0] = 2;
	assert_int_equal(tro_concede(&g, 0, 7), TRO_OK);
	assert_int_equal(tro_accept(&g, 1, 0), TRO_OK);
	assert_true(g.over);
	assert_int_equal(g.winner, 1);
	assert_int_equal(tro_winner_payout(&g), 2 * (7 - 2));
	assert_int_equal(tro_referee_payout(&g), 1);
	assert_int_equal(tro_start_round(&g), TRO_EOVER);
	tro_init(&g, 0);
	g.gp[0] = 3;
	g.rounds = 12;
	assert_int_equal(tro_timeout(&g, 0), TRO_OK);
	assert_int_equal(g.winner, 1);
	assert_int_equal(tro_winner_payout(&g), 14 - 2 * 3);
	assert_int_equal(tro_referee_payout(&g), 10);
}

/* Rule 10: the first illegal play and all after it are void. */
static void test_rule10_first_illegal(void **st)
{
	(void)st;
	tro_game g;
	tro_init(&g, 0);
	const tro_play plays[] = {
		{TRO_PLACE, 0, 0, 0, 0, SE},
		{TRO_PLACE, 1, 0, 1, 0, NW},
		{TRO_PLACE, 0, 0, 0, 2, SW}, /* C touching A: illegal */
		{TRO_PLACE, 1, 0, 1, 3, NW},
	};
	int err = 0;
	assert_int_equal(tro_first_illegal(&g, plays, 4, &err), 2);
	assert_int_equal(err, TRO_EFIRST);
	assert_int_equal(g.npieces, 0); /* start untouched */
	assert_int_equal(tro_first_illegal(&g, plays, 2, &err), -1);
}

/* Random legal games: through rules 2-4 to the moving phase, checking
 * rule 4's refusals and that every position keeps the pieces joined. */
static unsigned rnd(uint64_t *s)
{
	*s = *s * 6364136223846793005u + 1442695040888963407u;
	return (unsigned)(*s >> 33);
}

static bool random_play(tro_game *g, uint64_t *seed)
{
	int player = tro_next_player(g);
	int n = 0, cand[4096][4];
	int minx = 0, maxx = 0, miny = 0, maxy = 0;
	for (int i = 0; i < g->npieces; i++) {
		if (!i || g->piece[i].x < minx) minx = g->piece[i].x;
		if (!i || g->piece[i].x > maxx) maxx = g->piece[i].x;
		if (!i || g->piece[i].y < miny) miny = g->piece[i].y;
		if (!i || g->piece[i].y > maxy) maxy = g->piece[i].y;
	}
	int first = g->npieces < 30 ? -1 : 0, last = g->npieces < 30 ? -1 : g->npieces - 1;
	for (int idx = first; idx <= last; idx++)
		for (int y = miny - 3; y <= maxy + 3; y++)
			for (int x = minx - 3; x <= maxx + 3; x++)
				for (int c = 0; c < 4 && n < 4096; c++) {
					int rc = idx < 0 ? tro_check_place(g, player, x, y, c)
						: tro_check_move(g, player, idx, x, y, c);
					if (rc == TRO_OK) {
						cand[n][0] = idx;
						cand[n][1] = x;
						cand[n][2] = y;
						cand[n][3] = c;
						n++;
					}
				}
	if (!n) {
		assert_int_equal(tro_pass(g, player), TRO_OK);
		return true;
	}
	int k = (int)(rnd(seed) % (unsigned)n);
	int rc = cand[k][0] < 0 ? tro_place(g, player, cand[k][1], cand[k][2], cand[k][3])
		: tro_move(g, player, cand[k][0], cand[k][1], cand[k][2], cand[k][3]);
	assert_int_equal(rc, TRO_OK);
	return true;
}

static void test_rule4_random_games(void **st)
{
	(void)st;
	int reached_moving = 0, rounds_ended = 0;
	for (uint64_t s0 = 1; s0 <= 12; s0++) {
		uint64_t seed = s0;
		tro_game g;
		tro_init(&g, (int)(s0 % 2));
		for (int plays = 0; plays < 40 && !g.round_over; plays++) {
			random_play(&g, &seed);
			if (g.npieces == 30 && !g.round_over && g.play >= 30) {
				int player = tro_next_player(&g), letter = tro_next_letter(&g);
				for (int i = 0; i < g.npieces; i++) {
					if (g.piece[i].owner != player) {
						assert_int_equal(tro_check_move(&g, player, i, 99, 99, NW),
							TRO_ENOTYOURS);
						continue;
					}
					if (g.piece[i].letter != letter)
						continue;
					int rc = tro_check_move(&g, player, i, g.piece[i].x, g.piece[i].y,
						g.piece[i].missing);
					assert_true(rc == TRO_ESAMEPLACE || rc == TRO_ENOEDGE || rc == TRO_ESPLIT);
				}
				assert_int_equal(tro_check_place(&g, player, 99, 99, NW), TRO_EPHASE);
			}
		}
		reached_moving += g.play > 30;
		rounds_ended += g.round_over;
		if (g.round_over) {
			/* Rule 6 bookkeeping, whatever the position: fewer surrounded
			 * wins the difference (double after 30, rule 4); a tie scores
			 * nothing and the second player starts; else the loser does. */
			int c0 = g.surrounded[0], c1 = g.surrounded[1];
			assert_true(c0 + c1 > 0);
			if (c0 == c1) {
				assert_int_equal(g.round_winner, -1);
				assert_int_equal(g.next_first, 1 - g.first);
			} else {
				int w = c0 < c1 ? 0 : 1;
				int base = w ? c0 - c1 : c1 - c0;
				assert_int_equal(g.round_winner, w);
				assert_int_equal(g.round_points, base * (g.play > 30 ? 2 : 1));
				assert_int_equal(g.next_first, 1 - w);
			}
		}
	}
	/* The seeds are fixed: some games end by surrounding, some move. */
	print_message("random games: %d reached the moving phase, %d rounds ended\n",
		reached_moving, rounds_ended);
	assert_true(reached_moving > 0);
	assert_true(rounds_ended > 0);
}

static void test_parse_and_render(void **st)
{
	(void)st;
	int x, y, c;
	assert_true(tro_parse_piece("3,-2,ne", &x, &y, &c));
	assert_int_equal(x, 3);
	assert_int_equal(y, -2);
	assert_int_equal(c, NE);
	assert_false(tro_parse_piece("3,-2,up", &x, &y, &c));
	assert_false(tro_parse_piece("3,ne", &x, &y, &c));
	tro_game g;
	opening2(&g);
	char *t = tro_render_text(&g, NULL);
	assert_non_null(t);
	/* rows 0 and 1 of "AAb / Abb" */
	assert_non_null(strstr(t, "   A   A   b   ."));
	assert_non_null(strstr(t, "   A   b   b   ."));
	free(t);
	const char *names[2] = {"<x>", "y"};
	char *s = tro_render_svg(&g, names);
	assert_non_null(s);
	assert_non_null(strstr(s, "&lt;x&gt;"));
	assert_non_null(strstr(s, ">b</text>"));
	free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rule1_cycle),
		cmocka_unit_test(test_rule2_b),
		cmocka_unit_test(test_rule2_c_and_a),
		cmocka_unit_test(test_rule3),
		cmocka_unit_test(test_rule6_surrounded),
		cmocka_unit_test(test_rule6_tie),
		cmocka_unit_test(test_rule4_double),
		cmocka_unit_test(test_rule5_pass),
		cmocka_unit_test(test_rule7_concession),
		cmocka_unit_test(test_rule8_win_and_payouts),
		cmocka_unit_test(test_rule10_first_illegal),
		cmocka_unit_test(test_rule4_random_games),
		cmocka_unit_test(test_parse_and_render),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
