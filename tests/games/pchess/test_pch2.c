/* test_pch2.c: cmocka tests of the later Party Chess pieces in the core
 * (src/games/pchess/pch_pieces2.c, pch_resolve.c), clause by clause of
 * Ackanomic R1230.9 CopyCat, R1230.10 Echo, R1230.12 il-Nabi, R1230.13
 * Qball, R1230.15 Archer, R1230.16 Kamikaze, R1230.20 Cantor, R1230.24
 * Locust, the Guard's protection (R1230.25), the Special Moves (R1230.5 4,
 * R1230.8 7, R1230.11 4, R1230.2 6 D) and R1230.1 3 E. Side 0 is "ours",
 * side 1 the opponent. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "games/pchess/pch.h"

#include "pch_fixture.h"

static int can(int i, const char *to)
{
	return pch_can_move(&B, i, S(to)) != 0;
}

static int cap(int i, const char *to)
{
	return pch_can_capture(&B, i, S(to));
}

/* R1230.9 2: 3 or 5 squares in any direction, the squares between empty. */
static void test_copycat_move(void **st)
{
	(void)st;
	int o = put(0, PC_COPYCAT, "e5");
	assert_true(can(o, "e8") && can(o, "e10") && can(o, "h8") && can(o, "b2"));
	assert_false(can(o, "e6") || can(o, "e7") || can(o, "e9") || can(o, "f7"));
	put(1, PC_PAWN, "e6");
	assert_false(can(o, "e8")); /* R1230.1 3 D: no skipping */
	assert_int_equal(pch_piece_mv(&B, o), 7); /* 4 */
}

/* R1230.9 3: a CopyCat captures only as the captured piece captures; a
 * CopyCat only by the move of section 2. */
static void test_copycat_capture(void **st)
{
	(void)st;
	int o = put(0, PC_COPYCAT, "e5");
	put(1, PC_ROOK, "e9");   /* a Rook's move: 4 up, clear */
	put(1, PC_BISHOP, "g7"); /* a Bishop's: 2 diagonally */
	put(1, PC_CAMEL, "f2");  /* a Camel's: 3 down, 1 right */
	put(1, PC_PAWN, "d6");   /* a Pawn's: 1 diagonally */
	put(1, PC_ROOK, "c3");   /* diagonal: a Rook cannot */
	put(1, PC_PAWN, "e4");   /* orthogonal: a Pawn captures only diagonally */
	put(1, PC_COPYCAT, "h5"); /* 3: its own move */
	put(1, PC_COPYCAT, "e1"); /* 4: not its own move */
	assert_int_equal(cap(o, "e9"), PCH_OK);
	assert_int_equal(cap(o, "g7"), PCH_OK);
	assert_int_equal(cap(o, "f2"), PCH_OK);
	assert_int_equal(cap(o, "d6"), PCH_OK);
	assert_int_equal(cap(o, "c3"), PCH_EREACH);
	assert_int_equal(cap(o, "e4"), PCH_EREACH);
	assert_int_equal(cap(o, "h5"), PCH_OK);
	assert_int_equal(cap(o, "e1"), PCH_EREACH);
	/* The Rook copied moves it onto the square (R1230.1 4). */
	pch_capture_res r;
	pch_capture_apply(&B, o, S("e9"), &r);
	assert_int_equal(B.p[o].sq, S("e9"));
	assert_int_equal(B.p[r.victim].side, 0);
	assert_int_equal(B.p[r.victim].sq, -1);
}

/* R1230.9 3 with R1230.15 3 a: a CopyCat copying an Archer's capture in
 * its own Defensive Position shoots and stays (docs/RULINGS.md). */
static void test_copycat_archer(void **st)
{
	(void)st;
	put(0, PC_KING, "e1");
	int o = put(0, PC_COPYCAT, "e4");
	put(1, PC_ARCHER, "e8");
	assert_int_equal(cap(o, "e8"), PCH_OK);
	pch_capture_res r;
	pch_capture_apply(&B, o, S("e8"), &r);
	assert_true(r.stayed);
	assert_int_equal(B.p[o].sq, S("e4"));
	/* Away from its King, by the Archer's move: 3 up, 1 right. */
	pch_init(&B);
	int o2 = put(0, PC_COPYCAT, "e4");
	put(1, PC_ARCHER, "f7");
	put(1, PC_ARCHER, "e8");
	assert_int_equal(cap(o2, "f7"), PCH_OK);
	assert_int_equal(cap(o2, "e8"), PCH_OK); /* 4 up is an Archer's move too */
	put(1, PC_ARCHER, "e9");
	assert_int_equal(cap(o2, "e9"), PCH_EREACH);
}

/* R1230.10 2 b with R1230.13 3 c: an Echo moving as a Qball scratches. */
static void test_echo_qball(void **st)
{
	(void)st;
	int q = put(0, PC_QBALL, "j10");
	int e = put(0, PC_ECHO, "off");
	assert_int_equal(pch_move_apply(&B, q, S("a1")), 1); /* j10 down-left: a1, a scratch */
	assert_int_equal(B.p[q].sq, -1);
	pch_place(&B, e, S("e5")); /* a Placement by hand: the record is kept */
	assert_true(can(e, "a1"));
	assert_int_equal(pch_move_apply(&B, e, S("a1")), 1);
	assert_int_equal(B.p[e].sq, -1);
}

/* R1230.10 2: the move of the friendly piece that last Moved or
 * Captured; none after a Pass or a Placement. */
static void test_echo(void **st)
{
	(void)st;
	int e = put(0, PC_ECHO, "e5");
	int r = put(0, PC_ROOK, "a1"), b = put(0, PC_BISHOP, "t1");
	assert_false(can(e, "e6")); /* no Atomic Play yet */
	assert_int_equal(pch_move_apply(&B, r, S("a2")), 0);
	assert_true(can(e, "e6") && can(e, "e15") && can(e, "o5"));
	assert_false(can(e, "f6"));
	pch_note_other(&B, 0); /* 2 a: a Pass or Placement */
	assert_false(can(e, "e6"));
	pch_move_apply(&B, b, S("s2"));
	assert_true(can(e, "f6") && can(e, "h8"));
	assert_false(can(e, "e6"));
	put(1, PC_PAWN, "g7");
	assert_int_equal(cap(e, "g7"), PCH_OK); /* captures by its move (R1230.1 4) */
	/* The Echo moving keeps the Bishop's move its own (docs/RULINGS.md). */
	pch_move_apply(&B, e, S("f6"));
	assert_true(can(e, "e5") && can(e, "d4"));
	/* Another side's record is its own. */
	int e1 = put(1, PC_ECHO, "p16");
	assert_false(can(e1, "q17"));
}

/* R1230.12 2 (a) 3 diagonally then 1 orthogonally; (b) over an occupied
 * SQ1 to SQ2; (c) SQ3 occupied, SQ2 empty, to SQ4. 3: captures by (a)
 * alone. */
static void test_nabi(void **st)
{
	(void)st;
	int m = put(0, PC_NABI, "e5");
	assert_true(can(m, "h9") && can(m, "h7") && can(m, "i8") && can(m, "g8"));
	assert_false(can(m, "h8") || can(m, "e7") || can(m, "e9"));
	int f6 = put(1, PC_PAWN, "f6");
	assert_false(can(m, "h9")); /* (a) passes f6 */
	assert_true(can(m, "g7")); /* (b) over f6 */
	pch_lift(&B, f6);
	put(1, PC_PAWN, "e8");
	assert_true(can(m, "e9")); /* (c): e8 occupied, e7 empty */
	put(1, PC_PAWN, "e7");
	assert_false(can(m, "e9")); /* SQ2 occupied */
	put(1, PC_PAWN, "e6");
	assert_int_equal(cap(m, "e7"), PCH_EREACH); /* (b) is no capture */
	put(1, PC_ROOK, "h9");
	assert_int_equal(cap(m, "h9"), PCH_OK); /* (a) */
}

/* R1230.13 3: a to the edge diagonally, b at a right angle 1-10; c on a
 * corner it scratches, off-board and still its owner's. */
static void test_qball(void **st)
{
	(void)st;
	int q = put(0, PC_QBALL, "e5");
	assert_true(can(q, "c11")); /* a: to a9; b: up-right 2 */
	assert_true(can(q, "k3"));  /* a: to i1; b: up-right 2 */
	assert_false(can(q, "a9")); /* part a alone is no move */
	assert_true(can(q, "a1"));  /* a to the corner: the scratch */
	put(1, PC_ROOK, "c11");
	assert_int_equal(cap(q, "c11"), PCH_OK); /* b may capture */
	put(1, PC_ROOK, "i1");
	assert_int_equal(cap(q, "i1"), PCH_EREACH); /* a may not */
	assert_false(can(q, "k3"));                  /* nor pass a piece */
	int c7 = put(1, PC_PAWN, "c7");
	assert_int_equal(cap(q, "c11"), PCH_EREACH);
	pch_lift(&B, c7);
	assert_int_equal(pch_move_apply(&B, q, S("a1")), 1);
	assert_int_equal(B.p[q].sq, -1);
	assert_int_equal(B.p[q].side, 0);
	assert_int_equal(B.p[q].gone, 0);
	/* "If it rests on such a square before moving, it must legally move
	 * to another such square": from the edge, inwards to another edge. */
	pch_place(&B, q, S("a5"));
	assert_true(can(q, "q19") && can(q, "f2")); /* via p20, e1 */
}

/* R1230.15 2: d1 then 4 - d1 at a right angle; 3 a in a Defensive
 * Position it captures from a distance and stays; b otherwise by its move. */
static void test_archer(void **st)
{
	(void)st;
	int a = put(0, PC_ARCHER, "e5");
	assert_true(can(a, "e9") && can(a, "f8") && can(a, "g7") && can(a, "h6") && can(a, "i5"));
	assert_false(can(a, "e6") || can(a, "f9") || can(a, "f6"));
	put(1, PC_PAWN, "g7");
	assert_int_equal(cap(a, "g7"), PCH_OK); /* b: by its move */
	put(1, PC_PAWN, "e8");
	assert_int_equal(cap(a, "e8"), PCH_EREACH); /* not in a Defensive Position */
	put(0, PC_KING, "e3"); /* R1230.1 8: within 4 of its King */
	assert_true(pch_defensive(&B, a));
	assert_int_equal(cap(a, "e8"), PCH_OK); /* 3 a: 3 up */
	assert_int_equal(cap(a, "g7"), PCH_OK); /* 3 a: 2 diagonally */
	put(1, PC_PAWN, "f8");
	assert_int_equal(cap(a, "f8"), PCH_EREACH); /* "cannot capture using the move" */
	put(1, PC_PAWN, "i9");
	assert_int_equal(cap(a, "i9"), PCH_EREACH); /* 4 diagonally: over 3 */
	pch_capture_res r;
	pch_capture_apply(&B, a, S("e8"), &r);
	assert_true(r.stayed);
	assert_int_equal(B.p[a].sq, S("e5"));
	assert_int_equal(pch_piece_at(&B, S("e8")), -1);
	assert_int_equal(B.p[r.victim].side, 0);
	/* R1230.2 7: an Archer's shot puts a King in Check. */
	int k1 = put(1, PC_KING, "a7");
	(void)k1;
	assert_true(pch_in_check(&B, 1) == 0);
	pch_lift(&B, pch_piece_at(&B, S("g7")));
	int k1b = pch_king_of(&B, 1);
	pch_lift(&B, k1b);
	pch_place(&B, k1b, S("g7"));
	assert_true(pch_in_check(&B, 1));
}

/* R1230.16 3: 1-6 one way, then 1-6 at a right angle, no skipping; 4:
 * destroyed right after it captures. */
static void test_kamikaze(void **st)
{
	(void)st;
	int z = put(0, PC_KAMIKAZE, "e5");
	assert_true(can(z, "f6") && can(z, "k11") && can(z, "a1"));
	assert_false(can(z, "e8") || can(z, "l5") || can(z, "l12"));
	put(1, PC_PAWN, "e6");
	assert_true(can(z, "f6")); /* through f5 */
	put(1, PC_PAWN, "f5");
	assert_false(can(z, "f6"));
	int v = put(1, PC_BISHOP, "g8");
	assert_false(cap(z, "g8") == PCH_OK); /* e6, f5 block both paths */
	pch_lift(&B, pch_piece_at(&B, S("e6")));
	assert_int_equal(cap(z, "g8"), PCH_OK);
	pch_capture_res r;
	pch_capture_apply(&B, z, S("g8"), &r);
	assert_true(r.destroyed);
	assert_true(B.p[z].gone);
	assert_int_equal(B.p[v].side, 0);
	assert_int_equal(pch_piece_at(&B, S("g8")), -1);
}

/* R1230.25: no Archer or Kamikaze captures a Guard, nor a friendly piece
 * orthogonally next to a Guard no enemy attacks. */
static void test_guard_protects(void **st)
{
	(void)st;
	int z = put(0, PC_KAMIKAZE, "e5");
	put(1, PC_GUARD, "g8");
	assert_int_equal(cap(z, "g8"), PCH_EGUARD);
	put(1, PC_ROOK, "h8");
	put(1, PC_GUARD, "h9");
	assert_int_equal(cap(z, "h8"), PCH_EGUARD); /* next to g8 and h9 */
	put(0, PC_ROOK, "h15"); /* attacks the Guard on h9 */
	assert_int_equal(cap(z, "h8"), PCH_EGUARD); /* g8's still protects */
	put(0, PC_ROOK, "g15");
	assert_int_equal(cap(z, "h8"), PCH_OK);
	/* An Archer neither; another piece may. */
	int a = put(0, PC_ARCHER, "g4");
	assert_int_equal(cap(a, "g8"), PCH_EGUARD);
	int r = put(0, PC_ROOK, "a8");
	assert_int_equal(cap(r, "g8"), PCH_OK);
}

/* R1230.20: one or two diagonally, over pieces; a piece at distance 1
 * from a friendly Cantor moves or captures up to 4 diagonally, over
 * pieces (R1230.1 3 F). */
static void test_cantor(void **st)
{
	(void)st;
	int c = put(0, PC_CANTOR, "e5");
	put(1, PC_PAWN, "f6");
	assert_true(can(c, "g7") && can(c, "d4") && can(c, "c7"));
	assert_false(can(c, "e6") || can(c, "h8"));
	int r = put(0, PC_ROOK, "e6");
	assert_true(can(r, "i10")); /* enhanced: 4 diagonally */
	put(1, PC_PAWN, "a10");
	assert_int_equal(cap(r, "a10"), PCH_OK);
	int far = put(0, PC_ROOK, "e8");
	assert_false(can(far, "g10"));
	int p = put(0, PC_PAWN, "d4");
	put(1, PC_BISHOP, "a1");
	assert_int_equal(cap(p, "a1"), PCH_OK); /* a Pawn too */
	int foe = put(1, PC_ROOK, "f4"); /* the Cantor is not the opponent's */
	assert_false(can(foe, "g3"));
}

/* R1230.24: MV the larger of 6 and 1.5 N rounded down; moves up to
 * ceil(N/2), then up to floor(N/2) at a right angle, both halves. */
static void test_locust(void **st)
{
	(void)st;
	int l = put(0, PC_LOCUST, "e5");
	assert_int_equal(pch_piece_mv(&B, l), 6);
	assert_false(can(l, "e6") || can(l, "f6")); /* N = 1: no second half */
	put(1, PC_LOCUST, "a20");
	assert_true(can(l, "f6") && can(l, "e7") && can(l, "d6"));
	assert_false(can(l, "e6") || can(l, "g7")); /* N = 2: 1 then 1 */
	put(1, PC_LOCUST, "t1");
	put(1, PC_LOCUST, "t20");
	assert_true(can(l, "g7")); /* N = 4: 2 then 2 */
	assert_int_equal(pch_piece_mv(&B, l), 6);
	put(1, PC_LOCUST, "a1");
	assert_int_equal(pch_piece_mv(&B, l), 7);
	put(1, PC_LOCUST, "a2");
	assert_int_equal(pch_type_mv(&B, PC_LOCUST), 9);
	assert_int_equal(pch_material(&B, 0, 1), 9);
	/* R1230.14: a HarfyBlob capturing a Locust gains the Locusts left. */
	int h = put(0, PC_HARFY, "e8");
	B.p[h].hn = 3;
	pch_lift(&B, l);
	put(1, PC_LOCUST, "e10");
	pch_capture_res r;
	assert_int_equal(cap(h, "e10"), PCH_OK);
	pch_capture_apply(&B, h, S("e10"), &r);
	assert_int_equal(B.p[h].hn, 3 + 5);
}

/* R1230.5 4, R1230.8 7, R1230.11 4, R1230.2 6 D. */
static void test_specials(void **st)
{
	(void)st;
	int r = put(0, PC_ROOK, "e5");
	assert_int_equal(pch_special_ok(&B, r, S("f8")), PCH_OK);
	assert_int_equal(pch_special_ok(&B, r, S("k6")), PCH_OK);
	assert_int_equal(pch_special_ok(&B, r, S("d8")), PCH_OK);
	assert_int_equal(pch_special_ok(&B, r, S("f12")), PCH_EREACH); /* 6 after */
	assert_int_equal(pch_special_ok(&B, r, S("e6")), PCH_EREACH); /* not 45 degrees */
	put(1, PC_PAWN, "f7");
	assert_int_equal(pch_special_ok(&B, r, S("f8")), PCH_EREACH);
	assert_int_equal(pch_special_ok(&B, r, S("f7")), PCH_EOCCUPIED); /* no capture */
	int p = put(0, PC_PAWN, "j5");
	assert_int_equal(pch_special_ok(&B, p, S("j9")), PCH_OK);
	assert_int_equal(pch_special_ok(&B, p, S("j10")), PCH_EPROMOTE);
	assert_int_equal(pch_special_ok(&B, p, S("j16")), PCH_EREACH);
	int j = put(0, PC_JESTER, "a20");
	assert_int_equal(pch_special_ok(&B, j, S("t1")), PCH_OK);
	put(1, PC_PAWN, "t3");
	assert_int_equal(pch_special_ok(&B, j, S("t1")), PCH_EATTACKS);
	int b = put(0, PC_BISHOP, "p16");
	assert_int_equal(pch_special_ok(&B, b, S("q17")), PCH_ENOSPECIAL);
	/* 6 D: not to attack a King. */
	put(0, PC_KING, "t20");
	put(1, PC_KING, "h3");
	int r2 = put(0, PC_ROOK, "a1");
	assert_int_equal(pch_special_ok(&B, r2, S("b3")), PCH_EKINGATT);
	assert_int_equal(pch_special_ok(&B, r2, S("b4")), PCH_OK);
}

/* R1230.1 3 E: a type no rule defines goes off-board, owner kept. */
static void test_undefined(void **st)
{
	(void)st;
	int a = put(0, PC_ARCHER, "e5"), r = put(0, PC_ROOK, "e6");
	int def[PC_NTYPES];
	for (int t = 0; t < PC_NTYPES; t++)
		def[t] = t != PC_ARCHER;
	assert_int_equal(pch_undefined_off(&B, def), 1);
	assert_int_equal(B.p[a].sq, -1);
	assert_int_equal(B.p[a].side, 0);
	assert_false(B.p[a].gone);
	assert_int_equal(B.p[r].sq, S("e6"));
}

/* R1230.3: Weight and Mobility use the new pieces' moves. */
static void test_weight(void **st)
{
	(void)st;
	put(0, PC_KING, "a1");
	int z = put(0, PC_KAMIKAZE, "j10");
	assert_true(pch_mobility2(&B, z) > 0);
	int e = put(0, PC_ECHO, "j5");
	assert_int_equal(pch_mobility2(&B, e), 0); /* no record yet */
	assert_true(pch_weight2(&B, 0, 5, 4) >= 2 * (6 + 7));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup(test_copycat_move, pch_fixture_setup),
		cmocka_unit_test_setup(test_copycat_capture, pch_fixture_setup),
		cmocka_unit_test_setup(test_copycat_archer, pch_fixture_setup),
		cmocka_unit_test_setup(test_echo, pch_fixture_setup),
		cmocka_unit_test_setup(test_echo_qball, pch_fixture_setup),
		cmocka_unit_test_setup(test_nabi, pch_fixture_setup),
		cmocka_unit_test_setup(test_qball, pch_fixture_setup),
		cmocka_unit_test_setup(test_archer, pch_fixture_setup),
		cmocka_unit_test_setup(test_kamikaze, pch_fixture_setup),
		cmocka_unit_test_setup(test_guard_protects, pch_fixture_setup),
		cmocka_unit_test_setup(test_cantor, pch_fixture_setup),
		cmocka_unit_test_setup(test_locust, pch_fixture_setup),
		cmocka_unit_test_setup(test_specials, pch_fixture_setup),
		cmocka_unit_test_setup(test_undefined, pch_fixture_setup),
		cmocka_unit_test_setup(test_weight, pch_fixture_setup),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
