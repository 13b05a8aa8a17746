/* test_scg.c: cmocka tests of the Single Capture Go core, clause by clause
 * of Ackanomic 1250.13/2 (sections II and IV, steps 1-6). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "games/scgo/scg.h"

static int S(const scg_game *g, const char *s) { return scg_parse_square(s, g->n); }

static void no_moves(int m[SCG_MAX_PLAYERS])
{
	for (int i = 0; i < SCG_MAX_PLAYERS; i++)
		m[i] = -1;
}

/* II: 3 to 12 players. IV: N is the smallest with N^2 >= 12 x players. */
static void test_ii_iv_grid_size(void **st)
{
	(void)st;
	scg_game g;
	assert_int_equal(scg_init(&g, 2), SCG_EPLAYERS);
	assert_int_equal(scg_init(&g, 13), SCG_EPLAYERS);
	const int want[13] = {0, 0, 0, 6, 7, 8, 9, 10, 10, 11, 11, 12, 12};
	for (int p = 3; p <= 12; p++) {
		assert_int_equal(scg_init(&g, p), SCG_OK);
		assert_int_equal(g.n, want[p]);
	}
}

/* IV: squares are named row letter, column number ("e7"). */
static void test_iv_labels(void **st)
{
	(void)st;
	char b[8];
	assert_int_equal(scg_parse_square("a1", 6), 0);
	assert_int_equal(scg_parse_square("a6", 6), 5);
	assert_int_equal(scg_parse_square("b1", 6), 6);
	assert_int_equal(scg_parse_square("f6", 6), 35);
	assert_int_equal(scg_parse_square("g1", 6), -1);
	assert_int_equal(scg_parse_square("a7", 6), -1);
	assert_int_equal(scg_parse_square("a0", 6), -1);
	assert_int_equal(scg_parse_square("l12", 12), 143);
	assert_string_equal(scg_format_square(35, 6, b), "f6");
}

/* IV steps 1, 2: a square played once gets the Letter; played by two
 * gets '@', and both still count as having moved. */
static void test_iv_steps_1_2_collision(void **st)
{
	(void)st;
	scg_game g;
	assert_int_equal(scg_init(&g, 3), SCG_OK);
	int m[SCG_MAX_PLAYERS];
	no_moves(m);
	m[0] = S(&g, "c3");
	m[1] = S(&g, "c3");
	m[2] = S(&g, "a1");
	scg_round r;
	assert_int_equal(scg_resolve(&g, m, &r), SCG_OK);
	assert_int_equal(g.cell[S(&g, "c3")], SCG_AT);
	assert_int_equal(g.cell[S(&g, "a1")], 3);
	assert_true(r.collided[0] && r.collided[1] && !r.collided[2]);
	assert_false(r.doomed[0] || r.doomed[1] || r.doomed[2]);
	assert_false(r.over);
}

/* IV: a move names a square not occupied by a Letter at the start of the
 * round; '@' squares are not Letters and may be played. */
static void test_iv_move_validity(void **st)
{
	(void)st;
	scg_game g;
	assert_int_equal(scg_init(&g, 3), SCG_OK);
	g.cell[S(&g, "b2")] = 1;
	g.cell[S(&g, "b3")] = SCG_AT;
	assert_int_equal(scg_check_move(&g, 1, S(&g, "b2")), SCG_ELETTER);
	assert_int_equal(scg_check_move(&g, 1, S(&g, "b3")), SCG_OK);
	assert_int_equal(scg_check_move(&g, 1, -1), SCG_ESQUARE);
	assert_int_equal(scg_check_move(&g, 3, S(&g, "a1")), SCG_EPLAYER);
	/* Played once, an '@' square takes the Letter (step 1). */
	int m[SCG_MAX_PLAYERS];
	no_moves(m);
	m[0] = S(&g, "a1");
	m[1] = S(&g, "b3");
	m[2] = S(&g, "f6");
	scg_round r;
	assert_int_equal(scg_resolve(&g, m, &r), SCG_OK);
	assert_int_equal(g.cell[S(&g, "b3")], 2);
}

/* IV step 3: a Group without Liberty dooms its player; step 4: eir
 * Letters become '@'; '@' counts as occupied. */
static void test_iv_step_3_4_no_liberty(void **st)
{
	(void)st;
	scg_game g;
	assert_int_equal(scg_init(&g, 3), SCG_OK);
	/* A's a1 boxed in by B's a2 and an '@' at b1 after this round. */
	g.cell[S(&g, "a1")] = 1;
	g.cell[S(&g, "b1")] = SCG_AT;
	int m[SCG_MAX_PLAYERS];
	no_moves(m);
	m[0] = S(&g, "f6");
	m[1] = S(&g, "a2");
	m[2] = S(&g, "d4");
	scg_round r;
	assert_int_equal(scg_resolve(&g, m, &r), SCG_OK);
	assert_true(r.no_liberty[0]);
	assert_true(r.doomed[0]);
	assert_false(r.doomed[1]); /* B's a2 has a3 and b2 */
	assert_int_equal(g.cell[S(&g, "a1")], SCG_AT);
	assert_int_equal(g.cell[S(&g, "f6")], SCG_AT);
	assert_false(g.in_game & 1u);
	assert_false(r.over);
	assert_int_equal(scg_check_move(&g, 0, S(&g, "c3")), SCG_EPLAYER);
}

/* IV step 3: a player who did not play (or played illegally) is doomed;
 * step 5: one non-doomed player left wins; step 6: the game ends. */
static void test_iv_step_3_5_no_move_and_win(void **st)
{
	(void)st;
	scg_game g;
	assert_int_equal(scg_init(&g, 3), SCG_OK);
	g.cell[S(&g, "a1")] = 1;
	int m[SCG_MAX_PLAYERS];
	no_moves(m);
	m[0] = S(&g, "c3");
	m[1] = S(&g, "a1"); /* illegal: a Letter is there */
	scg_round r;
	assert_int_equal(scg_resolve(&g, m, &r), SCG_OK);
	assert_true(r.no_move[1] && r.no_move[2]);
	assert_true(r.doomed[1] && r.doomed[2]);
	assert_true(r.over);
	assert_int_equal(r.winner, 0);
	assert_int_equal(g.winner, 0);
	assert_int_equal(scg_resolve(&g, m, &r), SCG_EOVER);
}

/* IV step 5: nobody left: the most Letters before step 4 wins... */
static void test_iv_step_5_all_doomed(void **st)
{
	(void)st;
	scg_game g;
	assert_int_equal(scg_init(&g, 3), SCG_OK);
	g.cell[S(&g, "a1")] = 2;
	g.cell[S(&g, "a2")] = 2;
	int m[SCG_MAX_PLAYERS];
	no_moves(m);
	scg_round r;
	assert_int_equal(scg_resolve(&g, m, &r), SCG_OK);
	assert_true(r.over);
	assert_int_equal(r.letters_before[1], 2);
	assert_int_equal(r.winner, 1);
	assert_int_equal(g.cell[S(&g, "a1")], SCG_AT);
}

/* ...and a tie for the most has no winner (spec 2.7 interpretation). */
static void test_iv_step_5_tie(void **st)
{
	(void)st;
	scg_game g;
	assert_int_equal(scg_init(&g, 3), SCG_OK);
	g.cell[S(&g, "a1")] = 1;
	g.cell[S(&g, "f6")] = 2;
	int m[SCG_MAX_PLAYERS];
	no_moves(m);
	scg_round r;
	assert_int_equal(scg_resolve(&g, m, &r), SCG_OK);
	assert_true(r.over);
	assert_int_equal(r.winner, -1);
}

/* IV step 3: Groups are identical Letters joined orthogonally; a long
 * Group has Liberty if any member touches an empty square. */
static void test_iv_step_3_group(void **st)
{
	(void)st;
	scg_game g;
	assert_int_equal(scg_init(&g, 3), SCG_OK);
	/* Row a full of A except a6 empty; row b full of '@'. */
	for (int c = 0; c < 5; c++)
		g.cell[c] = 1;
	for (int c = 0; c < 6; c++)
		g.cell[6 + c] = SCG_AT;
	int m[SCG_MAX_PLAYERS];
	no_moves(m);
	m[0] = S(&g, "d4");
	m[1] = S(&g, "e5");
	m[2] = S(&g, "a6"); /* C fills A's last liberty and has none itself */
	scg_round r;
	assert_int_equal(scg_resolve(&g, m, &r), SCG_OK);
	assert_true(r.no_liberty[0]);
	assert_true(r.no_liberty[2]);
	assert_false(r.doomed[1]);
	assert_true(r.over);
	assert_int_equal(r.winner, 1);
}

static void test_render(void **st)
{
	(void)st;
	scg_game g;
	assert_int_equal(scg_init(&g, 3), SCG_OK);
	g.cell[S(&g, "b3")] = 2;
	g.cell[S(&g, "c1")] = SCG_AT;
	const char *names[SCG_MAX_PLAYERS] = {"ann", "<b>", "cy"};
	char *t = scg_render_text(&g, names);
	assert_non_null(t);
	assert_non_null(strstr(t, "\n b  .  .  B  .  .  .\n"));
	assert_non_null(strstr(t, "\n c  @  ."));
	free(t);
	char *s = scg_render_svg(&g, names);
	assert_non_null(s);
	assert_non_null(strstr(s, "<title>b3</title>"));
	assert_non_null(strstr(s, "&lt;b&gt;"));
	int rects = 0;
	for (const char *p = s; (p = strstr(p, "<rect")); p++)
		rects++;
	assert_int_equal(rects, 1 + 36 + 3);
	free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_ii_iv_grid_size),
		cmocka_unit_test(test_iv_labels),
		cmocka_unit_test(test_iv_steps_1_2_collision),
		cmocka_unit_test(test_iv_move_validity),
		cmocka_unit_test(test_iv_step_3_4_no_liberty),
		cmocka_unit_test(test_iv_step_3_5_no_move_and_win),
		cmocka_unit_test(test_iv_step_5_all_doomed),
		cmocka_unit_test(test_iv_step_5_tie),
		cmocka_unit_test(test_iv_step_3_group),
		cmocka_unit_test(test_render),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
