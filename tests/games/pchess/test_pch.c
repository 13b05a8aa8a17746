/* test_pch.c: cmocka tests of the Party Chess core (src/games/pchess/pch.h),
 * clause by clause of Ackanomic R1230.1, R1230.2 5, 7, 8, R1230.3 and the
 * PartyChessPieceDef rules built (R1230.4 to R1230.25). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "games/pchess/pch.h"

#include "pch_fixture.h"

static int can(int i, const char *to)
{
	return pch_can_move(&B, i, S(to));
}

/* R1230.1 1: columns a-t from the left, rows 1-20 from the bottom; the
 * letter precedes the number. 6 F: distance is the greater difference. */
static void test_1_squares(void **st)
{
	(void)st;
	char b[4];
	assert_int_equal(pch_square("a1"), 0);
	assert_int_equal(pch_square("t20"), PCH_SQUARES - 1);
	assert_string_equal(pch_square_name(pch_square("j10"), b), "j10");
	assert_int_equal(pch_square("u1"), -1);
	assert_int_equal(pch_square("a21"), -1);
	assert_int_equal(pch_square("a0"), -1);
	assert_int_equal(pch_square("a01"), -1);
	assert_int_equal(pch_square("1a"), -1);
	assert_int_equal(pch_distance(S("a1"), S("c7")), 6);
}

/* R1230.1 3 A (v): the characters; a lower case letter is its upper case. */
static void test_3a_characters(void **st)
{
	(void)st;
	assert_int_equal(pch_type_find("K"), PC_KING);
	assert_int_equal(pch_type_find("k"), PC_KING);
	assert_int_equal(pch_type_find("P"), PC_PAWN);
	assert_int_equal(pch_type_find("!"), PC_BOUNCY);
	assert_int_equal(pch_type_find("HarfyBlob"), PC_HARFY);
	assert_int_equal(pch_type_find("Archer"), PC_ARCHER); /* R1230.15 1 */
	assert_int_equal(pch_type_find("a"), PC_ARCHER);
	assert_int_equal(pch_type_find("%"), PC_CANTOR);
	assert_int_equal(pch_type_find("il-Nabi"), PC_NABI);
	assert_int_equal(pch_type_find("Knight"), -1); /* never defined */
	assert_int_equal(pch_type(PC_ROOK)->mv, 9);
	assert_int_equal(pch_type(PC_KING)->mv, 0);
}

/* R1230.4 B: one square in any direction; R1230.5 2: a Rook orthogonally
 * up to 10 with the squares between empty (R1230.1 3 D: no skipping). */
static void test_king_rook(void **st)
{
	(void)st;
	int k = put(0, PC_KING, "e5"), r = put(0, PC_ROOK, "a1");
	assert_true(can(k, "f6"));
	assert_true(can(k, "e4"));
	assert_false(can(k, "e7"));
	assert_true(can(r, "k1"));  /* 10 */
	assert_false(can(r, "l1")); /* 11 */
	assert_false(can(r, "b2"));
	put(1, PC_PAWN, "a3");
	assert_true(can(r, "a2"));
	assert_false(can(r, "a4")); /* would skip a3 */
}

/* R1230.6: a Camel goes (3,1) or (1,3) and skips; R1230.7: a Bishop
 * diagonally up to 10; R1230.11: a Jester exactly two, skipping. */
static void test_camel_bishop_jester(void **st)
{
	(void)st;
	int c = put(0, PC_CAMEL, "e5"), b = put(0, PC_BISHOP, "a3"), j = put(0, PC_JESTER, "j10");
	put(1, PC_PAWN, "e6");
	assert_true(can(c, "f8"));
	assert_true(can(c, "h4"));
	assert_false(can(c, "g7"));
	assert_true(can(b, "k13"));
	assert_false(can(b, "l14")); /* 11 */
	put(1, PC_PAWN, "k11");
	assert_true(can(j, "l12"));  /* skips k11 */
	assert_false(can(j, "k11")); /* occupied: not a move */
	assert_false(can(j, "m13"));
	assert_false(can(j, "k12"));
}

/* R1230.8: a Pawn moves one orthogonally, two if it defends a friendly
 * piece; captures only one diagonally; is Placed only on the edge
 * columns and rows (5); is promoted on j10, j11, k10, k11 (4). */
static void test_pawn(void **st)
{
	(void)st;
	int p = put(0, PC_PAWN, "e5");
	assert_true(can(p, "e6"));
	assert_false(can(p, "e7"));
	assert_false(can(p, "f6"));
	put(0, PC_ROOK, "d4"); /* diagonally adjacent: defended */
	assert_true(can(p, "e7"));
	assert_true(can(p, "g5"));
	put(1, PC_ROOK, "f6");
	put(1, PC_ROOK, "e6");
	assert_int_equal(pch_can_capture(&B, p, S("f6")), PCH_OK);
	assert_int_equal(pch_can_capture(&B, p, S("e6")), PCH_EREACH);
	assert_int_equal(pch_can_capture(&B, p, S("d4")), PCH_EFRIENDLY); /* R1230.1 4 */
	assert_true(pch_pawn_place_ok(S("b9")));
	assert_true(pch_pawn_place_ok(S("j19")));
	assert_false(pch_pawn_place_ok(S("c3")));
	assert_true(pch_pawn_promotes(S("k11")));
	assert_false(pch_pawn_promotes(S("l11")));
}

/* R1230.14: a HarfyBlob goes up to Hn, which starts at 1; R1230.17: a
 * Bouncy!Ball jumps exactly one piece, on SQn, to SQ2n. */
static void test_harfy_bouncy(void **st)
{
	(void)st;
	int h = put(0, PC_HARFY, "e5"), bb = put(0, PC_BOUNCY, "a1");
	assert_int_equal(B.p[h].hn, 1);
	assert_true(can(h, "f6"));
	assert_false(can(h, "g7"));
	B.p[h].hn = 3;
	assert_true(can(h, "h8"));
	put(1, PC_PAWN, "c3");
	assert_true(can(bb, "e5") == 0); /* e5 is occupied */
	assert_true(can(bb, "c3") == 0);
	pch_lift(&B, h);
	assert_true(can(bb, "e5"));  /* over c3, SQ2 of SQ4 */
	assert_false(can(bb, "g7")); /* SQ3 empty */
	assert_false(can(bb, "a5")); /* nothing to jump */
}

/* R1230.18: a Demon goes exactly 1 inside rows 6-15 and columns f-o,
 * exactly 2 outside; R1230.21: a Zombie up to three orthogonally;
 * R1230.25: a Guard up to 3 orthogonally or 2 diagonally. */
static void test_demon_zombie_guard(void **st)
{
	(void)st;
	int d = put(0, PC_DEMON, "j10"), e = put(0, PC_DEMON, "b2");
	assert_true(can(d, "k11"));
	assert_false(can(d, "l12"));
	assert_true(can(e, "d4"));
	assert_false(can(e, "c3"));
	int z = put(0, PC_ZOMBIE, "a10"), g = put(0, PC_GUARD, "r10");
	assert_true(can(z, "d10"));
	assert_false(can(z, "e10"));
	assert_false(can(z, "b11"));
	assert_true(can(g, "r13"));
	assert_true(can(g, "t12"));
	assert_false(can(g, "o13"));
}

/* R1230.22: a Gess goes one square, or 2-10 past an occupied neighbour,
 * skipping (the rule's own example: i9 with a piece on j10). */
static void test_gess(void **st)
{
	(void)st;
	int g = put(0, PC_GESS, "i9");
	put(1, PC_PAWN, "j10");
	assert_true(can(g, "h8"));
	assert_true(can(g, "k11"));
	assert_true(can(g, "s19"));
	assert_false(can(g, "t20")); /* 11 */
	assert_false(can(g, "i11"));
}

/* R1230.23: a Loyalist goes one square, or along the line to its King
 * within 8, no friendly piece on the way. */
static void test_loyalist(void **st)
{
	(void)st;
	put(0, PC_KING, "a1");
	int l = put(0, PC_LOYALIST, "g7");
	assert_true(can(l, "b2"));
	assert_true(can(l, "f6"));
	assert_false(can(l, "g4"));
	put(0, PC_ROOK, "c3");
	assert_false(can(l, "d4"));
	assert_true(can(l, "f6")); /* one square is always open */
}

/* R1230.2 8: no King is captured by a Swinger whose King is off-board;
 * R1230.2 7: Check only by a Swinger whose King is on-board. */
static void test_king_capture_and_check(void **st)
{
	(void)st;
	int k0 = put(0, PC_KING, "e5");
	int r1 = put(1, PC_ROOK, "e9");
	int k1 = put(1, PC_KING, "off");
	assert_int_equal(pch_can_capture(&B, r1, S("e5")), PCH_EKING);
	assert_false(pch_in_check(&B, 0));
	assert_false(pch_attacks(&B, r1, k0));
	assert_int_equal(pch_place(&B, k1, S("t20")), PCH_OK);
	assert_int_equal(pch_can_capture(&B, r1, S("e5")), PCH_OK);
	assert_true(pch_in_check(&B, 0));
	assert_false(pch_in_check(&B, 1));
}

/* R1230.3: Mobility is the greatest distance, unless the least distance
 * is over one and within two of the greatest: then half the moves. The
 * Weight adds material value, Mobility, 5 for attacking and 4 for
 * defending; a Swinger whose King is off-board weighs 0 (RULINGS). */
static void test_mobility_weight(void **st)
{
	(void)st;
	int k = put(0, PC_KING, "a1");
	int c = put(0, PC_CAMEL, "j10");
	assert_int_equal(pch_mobility2(&B, k), 2);  /* 1 */
	assert_int_equal(pch_mobility2(&B, c), 8);  /* 8 moves / 2 = 4 */
	/* King 0 + 1, Camel 5 + 4: 10. */
	assert_int_equal(pch_weight2(&B, 0, 5, 4), 20);
	/* The Camel attacks it: + 5; and has 7 moves left, not 8 (a capture
	 * is no move for Mobility): 3.5. */
	put(1, PC_PAWN, "k13");
	assert_int_equal(pch_weight2(&B, 0, 5, 4), 29);
	put(0, PC_ROOK, "a5"); /* Rook 9 + 10 (up to a15); it defends the King: + 4 */
	assert_int_equal(pch_weight2(&B, 0, 5, 4), 29 + 2 * (9 + 10 + 4));
	assert_int_equal(pch_weight2(&B, 1, 5, 4), 0); /* side 1's King: none */
	int j = put(0, PC_JESTER, "t20"); /* in the corner: r18, r20, t18 */
	assert_int_equal(pch_mobility2(&B, j), 3); /* min 2 = max 2: 3 moves, half */
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup(test_1_squares, pch_fixture_setup),
		cmocka_unit_test_setup(test_3a_characters, pch_fixture_setup),
		cmocka_unit_test_setup(test_king_rook, pch_fixture_setup),
		cmocka_unit_test_setup(test_camel_bishop_jester, pch_fixture_setup),
		cmocka_unit_test_setup(test_pawn, pch_fixture_setup),
		cmocka_unit_test_setup(test_harfy_bouncy, pch_fixture_setup),
		cmocka_unit_test_setup(test_demon_zombie_guard, pch_fixture_setup),
		cmocka_unit_test_setup(test_gess, pch_fixture_setup),
		cmocka_unit_test_setup(test_loyalist, pch_fixture_setup),
		cmocka_unit_test_setup(test_king_capture_and_check, pch_fixture_setup),
		cmocka_unit_test_setup(test_mobility_weight, pch_fixture_setup),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
