/* test_pch_promote.c: cmocka tests of promotion in the Party Chess core
 * (src/games/pchess/pch_promote.c), clause by clause: R1230.1 3 C (a
 * promoted piece changes into a different type), R1230.4 A (never a
 * second King), the Demon's pair of friendly pieces (R1230.18 3) and the
 * Zombie's change to its victim's type (R1230.21). Side 0 is "ours", side
 * 1 the opponent. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "games/pchess/pch.h"

#include "pch_fixture.h"

/* R1230.18 3: two friendly pieces of one type, ABS(xR-R)=ABS(yR-R) and
 * ABS(xC-C)=ABS(yC-C), within 8 of each other. */
static void test_demon_pair(void **st)
{
	(void)st;
	int d = put(0, PC_DEMON, "j10");
	int x, y;
	assert_false(pch_demon_pair(&B, d, 8, &x, &y)); /* nobody */
	int r1 = put(0, PC_ROOK, "l12");                /* +2, +2 */
	assert_false(pch_demon_pair(&B, d, 8, NULL, NULL)); /* one alone */
	put(0, PC_BISHOP, "h8");                        /* -2, -2, another type */
	assert_false(pch_demon_pair(&B, d, 8, NULL, NULL));
	put(1, PC_ROOK, "h12"); /* -2, +2: an opponent's: not friendly */
	assert_false(pch_demon_pair(&B, d, 8, NULL, NULL));
	int r2 = put(0, PC_ROOK, "l8"); /* -2 rows, +2 columns: a friendly pair */
	assert_true(pch_demon_pair(&B, d, 8, &x, &y));
	assert_true((x == r1 && y == r2) || (x == r2 && y == r1));
	/* "equal to or smaller than 8": l12 and l8 are 4 apart. */
	assert_true(pch_demon_pair(&B, d, 4, NULL, NULL));
	assert_false(pch_demon_pair(&B, d, 3, NULL, NULL));
}

/* R1230.18 3: the distances are the absolute row and column distances,
 * so the pair may be mirrored in a row or column alone, or be far. */
static void test_demon_pair_far(void **st)
{
	(void)st;
	int d = put(0, PC_DEMON, "j10");
	put(0, PC_PAWN, "j15");  /* 5 rows up */
	put(0, PC_PAWN, "j5");   /* 5 rows down: 10 apart */
	assert_false(pch_demon_pair(&B, d, 8, NULL, NULL));
	assert_true(pch_demon_pair(&B, d, 10, NULL, NULL));
	put(0, PC_CAMEL, "a10"); /* 9 columns left */
	put(0, PC_CAMEL, "s10"); /* 9 right: 18 apart */
	assert_false(pch_demon_pair(&B, d, 8, NULL, NULL));
	put(0, PC_GESS, "m13");  /* +3, +3 */
	put(0, PC_GESS, "g13");  /* +3, -3: 6 apart */
	assert_true(pch_demon_pair(&B, d, 8, NULL, NULL));
	/* Off-board pieces have no row nor column; a non-Demon has no pair. */
	int g = put(0, PC_GESS, "off");
	assert_false(pch_demon_pair(&B, g, 8, NULL, NULL));
	pch_lift(&B, d);
	assert_false(pch_demon_pair(&B, d, 8, NULL, NULL));
}

/* R1230.1 3 C: a different type; R1230.4 A: not a King. */
static void test_promote(void **st)
{
	(void)st;
	int d = put(0, PC_DEMON, "e5");
	assert_int_equal(pch_promote(&B, d, PC_KING), PCH_EKINGPROMO);
	assert_int_equal(pch_promote(&B, d, PC_DEMON), PCH_ESAMETYPE);
	assert_int_equal(B.p[d].type, PC_DEMON);
	assert_int_equal(pch_promote(&B, d, PC_ROOK), PCH_OK);
	assert_int_equal(B.p[d].type, PC_ROOK);
	assert_int_equal(B.p[d].sq, S("e5"));
	assert_int_equal(B.p[d].side, 0);
	assert_true(pch_can_move(&B, d, S("e12"))); /* it moves as a Rook now */
	assert_int_equal(pch_piece_mv(&B, d), pch_type(PC_ROOK)->mv);
}

/* R1230.21: a Zombie that captures a HarfyBlob of Hn 5 becomes a
 * HarfyBlob; its Hn is a new one's, 1 (R1230.14, docs/RULINGS.md). */
static void test_zombie_harfy(void **st)
{
	(void)st;
	int z = put(0, PC_ZOMBIE, "e5");
	int h = put(1, PC_HARFY, "e7");
	B.p[h].hn = 5;
	assert_int_equal(pch_can_capture(&B, z, S("e7")), PCH_OK);
	pch_capture_res r;
	pch_capture_apply(&B, z, S("e7"), &r);
	assert_int_equal(r.victim, h);
	assert_int_equal(pch_promote(&B, z, B.p[h].type), PCH_OK);
	assert_int_equal(B.p[z].type, PC_HARFY);
	assert_int_equal(B.p[z].hn, 1);
	assert_int_equal(B.p[z].sq, S("e7"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup(test_demon_pair, pch_fixture_setup),
		cmocka_unit_test_setup(test_demon_pair_far, pch_fixture_setup),
		cmocka_unit_test_setup(test_promote, pch_fixture_setup),
		cmocka_unit_test_setup(test_zombie_harfy, pch_fixture_setup),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
