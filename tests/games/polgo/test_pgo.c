/* test_pgo.c: cmocka tests of the Political Go core, one or more per clause
 * of A Nomic R365-R377 (each test names the clause it checks). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "games/polgo/pgo.h"

/* Puts Stones of player p on the listed vertices of g's board directly and
 * makes that the starting configuration ("d4 e5 ..."). */
static void put(pgo_game *g, int p, const char *list)
{
	pgo_board b = g->board;
	char buf[256];
	strncpy(buf, list, sizeof buf - 1);
	buf[sizeof buf - 1] = '\0';
	for (char *t = strtok(buf, " "); t; t = strtok(NULL, " ")) {
		int v = pgo_parse_vertex(t);
		assert_true(v >= 0);
		b.cell[v] = (uint8_t)p;
	}
	assert_int_equal(pgo_set_board(g, &b), PGO_OK);
}

static int at(const pgo_game *g, const char *s) { return g->board.cell[pgo_parse_vertex(s)]; }
static int V(const char *s) { return pgo_parse_vertex(s); }

/* A scripted pick: returns the values in order and counts its calls. */
typedef struct {
	unsigned vals[8];
	int n, calls;
} script;

static unsigned scripted(void *ctx, unsigned n)
{
	script *s = ctx;
	unsigned x = s->calls < s->n ? s->vals[s->calls] : 0;
	s->calls++;
	assert_true(x < n);
	return x;
}

static pgo_game *fresh(void)
{
	pgo_game *g = malloc(sizeof *g);
	assert_non_null(g);
	assert_int_equal(pgo_init(g, PGO_FREE_STONES), PGO_OK);
	return g;
}

static void done(pgo_game *g)
{
	pgo_free(g);
	free(g);
}

/* The refusal of a move leaves every part of the game as it was. */
static void assert_refused(pgo_game *g, int rc, int want, const pgo_game *before)
{
	assert_int_equal(rc, want);
	assert_memory_equal(&g->board, &before->board, sizeof g->board);
	assert_true(g->hash == before->hash);
	assert_memory_equal(g->captured, before->captured, sizeof g->captured);
	assert_memory_equal(g->offers, before->offers, sizeof g->offers);
	assert_int_equal(g->moves, before->moves);
	assert_int_equal(g->hist.n, before->hist.n);
}

/* R366: files a-s, ranks 1-19. */
static void test_r366_coordinates(void **st)
{
	(void)st;
	char b[8];
	assert_int_equal(V("a1"), 0);
	assert_int_equal(V("s1"), 18);
	assert_int_equal(V("a2"), 19);
	assert_int_equal(V("s19"), 360);
	assert_int_equal(V("t1"), -1);
	assert_int_equal(V("a20"), -1);
	assert_int_equal(V("a0"), -1);
	assert_int_equal(V("a01"), -1);
	assert_int_equal(V("A1"), -1);
	assert_int_equal(V("d4x"), -1);
	assert_string_equal(pgo_format_vertex(V("k10"), b), "k10");
	assert_string_equal(pgo_format_vertex(V("i9"), b), "i9");
}

/* R369: a Dragon with no liberties, unfriendly to the mover, is captured
 * by the only owner of Stones adjacent to it. */
static void test_r369_single_owner_capture(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	put(g, 1, "c4 e4 d5");
	put(g, 2, "d4");
	pgo_captures cap;
	assert_int_equal(pgo_place(g, 1, V("d3"), NULL, NULL, &cap), PGO_OK);
	assert_int_equal(at(g, "d4"), 0);
	assert_int_equal(cap.n, 1);
	assert_int_equal(cap.vertex[0], V("d4"));
	assert_int_equal(cap.owner[0], 2);
	assert_int_equal(cap.receiver[0], 1);
	assert_int_equal(g->captured[1], 1);
	done(g);
}

/* R369: a two-Stone Dragon on the edge is captured whole. */
static void test_r369_dragon_capture(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	put(g, 2, "a1 b1");
	put(g, 1, "a2 b2");
	assert_int_equal(pgo_place(g, 1, V("c1"), NULL, NULL, NULL), PGO_OK);
	assert_int_equal(at(g, "a1") + at(g, "b1"), 0);
	assert_int_equal(g->captured[1], 2);
	done(g);
}

/* R369: captured Stones divided by the number of adjacent Stones each
 * owner has: most first, one each per pass, passes repeated. */
static void test_r369_division_by_count(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	/* C's three Stones b1 c1 d1; A is adjacent with a1 b2 c2 (3 Stones),
	 * B with e1 (1 Stone): passes give A,B then A -> A 2, B 1. */
	put(g, 3, "b1 c1 d1");
	put(g, 1, "a1 b2 c2");
	put(g, 2, "e1");
	script s = {{0}, 0, 0};
	pgo_captures cap;
	assert_int_equal(pgo_place(g, 2, V("d2"), scripted, &s, &cap), PGO_OK);
	/* B's d2 makes B adjacent with 2 Stones (d2 e1), A with 3: no tie. */
	assert_int_equal(cap.n, 3);
	assert_int_equal(g->captured[1], 2);
	assert_int_equal(g->captured[2], 1);
	assert_int_equal(s.calls, 0);
	done(g);
}

/* R369: "ties broken randomly": the tie is settled by the caller's pick,
 * and a different pick gives the Stone to the other tied owner. */
static void test_r369_division_tie(void **st)
{
	(void)st;
	for (unsigned choice = 0; choice < 2; choice++) {
		pgo_game *g = fresh();
		put(g, 3, "d4");
		put(g, 1, "c4 e4");
		put(g, 2, "d5");
		script s = {{choice}, 1, 0};
		/* B plays d3: A has 2 adjacent Stones, B 2: a tie for 1 Stone. */
		assert_int_equal(pgo_place(g, 2, V("d3"), scripted, &s, NULL), PGO_OK);
		assert_int_equal(s.calls, 1);
		assert_int_equal(g->captured[choice == 0 ? 1 : 2], 1);
		assert_int_equal(g->captured[choice == 0 ? 2 : 1], 0);
		done(g);
	}
}

/* R369 with a NULL pick: ties go to the lowest player id, always. */
static void test_r369_division_null_pick(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	put(g, 3, "d4");
	put(g, 1, "c4 e4");
	put(g, 2, "d5");
	assert_int_equal(pgo_place(g, 2, V("d3"), NULL, NULL, NULL), PGO_OK);
	assert_int_equal(g->captured[1], 1);
	done(g);
}

/* R366: a vertex holds at most one Stone. */
static void test_r366_occupied(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	assert_int_equal(pgo_place(g, 1, V("d4"), NULL, NULL, NULL), PGO_OK);
	pgo_game before = *g;
	assert_refused(g, pgo_place(g, 2, V("d4"), NULL, NULL, NULL), PGO_EOCCUPIED, &before);
	assert_refused(g, pgo_place(g, 2, -1, NULL, NULL, NULL), PGO_EVERTEX, &before);
	assert_refused(g, pgo_place(g, 0, V("e4"), NULL, NULL, NULL), PGO_EPLAYER, &before);
	done(g);
}

/* R368 1c: never two Stones in a row by the same Go player. */
static void test_r368_1c_consecutive(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	assert_int_equal(pgo_place(g, 1, V("d4"), NULL, NULL, NULL), PGO_OK);
	pgo_game before = *g;
	assert_refused(g, pgo_place(g, 1, V("q16"), NULL, NULL, NULL), PGO_ECONSECUTIVE, &before);
	/* An alliance move in between does not make a placement in between. */
	assert_int_equal(pgo_offer(g, 1, 2, NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_place(g, 1, V("q16"), NULL, NULL, NULL), PGO_ECONSECUTIVE);
	assert_int_equal(pgo_place(g, 3, V("q16"), NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_place(g, 1, V("q4"), NULL, NULL, NULL), PGO_OK);
	done(g);
}

/* R368 1b: no friendly Dragon with no liberties... */
static void test_r368_1b_suicide(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	put(g, 2, "c4 e4 d5 d3");
	pgo_game before = *g;
	assert_refused(g, pgo_place(g, 1, V("d4"), NULL, NULL, NULL), PGO_ESUICIDE, &before);
	/* ...also a multi-Stone one: A's a1 plus a2 in B's corner. */
	put(g, 1, "a1");
	put(g, 2, "b1 b2 a3");
	before = *g;
	assert_refused(g, pgo_place(g, 1, V("a2"), NULL, NULL, NULL), PGO_ESUICIDE, &before);
	done(g);
}

/* R368 1b: ...unless it also forms an enemy Dragon with no liberties. */
static void test_r368_1b_suicide_that_captures(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	/* B's Stones around d4 have only d4 left: A's d4 has no liberties
	 * itself but takes B's e4 Dragon's last liberty. */
	put(g, 2, "c4 d5 d3 e4");
	put(g, 1, "f4 e5 e3");
	assert_int_equal(pgo_place(g, 1, V("d4"), NULL, NULL, NULL), PGO_OK);
	assert_int_equal(at(g, "e4"), 0);
	assert_int_equal(at(g, "d4"), 1);
	assert_int_equal(g->captured[1], 1);
	done(g);
}

/* R368 1a: a simple ko: the immediate recapture would repeat the board. */
static void test_r368_1a_ko(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	put(g, 1, "c4 d5 d3");
	put(g, 2, "e4 f5 f3 g4 e5 e3");
	put(g, 2, "d4");
	/* B's d4 is in atari: A takes it at... A is c4 d5 d3 around d4 and e4
	 * is B; instead set the classic shape: */
	pgo_free(g);
	assert_int_equal(pgo_init(g, PGO_FREE_STONES), PGO_OK);
	put(g, 1, "c4 d5 d3");
	put(g, 2, "f4 e5 e3 d4");
	/* A takes d4 by playing e4. */
	assert_int_equal(pgo_place(g, 1, V("e4"), NULL, NULL, NULL), PGO_OK);
	assert_int_equal(at(g, "d4"), 0);
	pgo_game before = *g;
	assert_refused(g, pgo_place(g, 2, V("d4"), NULL, NULL, NULL), PGO_ESUPERKO, &before);
	/* After moves elsewhere the board differs, so the retake is legal. */
	assert_int_equal(pgo_place(g, 2, V("q16"), NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_place(g, 1, V("q4"), NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_place(g, 2, V("d4"), NULL, NULL, NULL), PGO_OK);
	assert_int_equal(at(g, "e4"), 0);
	done(g);
}

/* R368 1a: any previous configuration, not only the one before (positional
 * superko). Two kos, K1 between A and B, K2 between A and C; after A, C
 * and B each capture, A's recapture would bring back the set-up board of
 * three moves ago. A simple ko rule (no return to the board before the
 * last move) would allow it; R368 1a does not. */
static void test_r368_1a_superko_long(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	put(g, 1, "c4 d5 d3 r16 q17 q15 p16");
	put(g, 2, "f4 e5 e3 d4");
	put(g, 3, "o16 p17 p15");
	pgo_board start = g->board;
	assert_int_equal(pgo_place(g, 1, V("e4"), NULL, NULL, NULL), PGO_OK);
	assert_int_equal(at(g, "d4"), 0);
	assert_int_equal(pgo_place(g, 3, V("q16"), NULL, NULL, NULL), PGO_OK);
	assert_int_equal(at(g, "p16"), 0);
	assert_int_equal(pgo_place(g, 2, V("d4"), NULL, NULL, NULL), PGO_OK);
	assert_int_equal(at(g, "e4"), 0);
	pgo_game before = *g;
	assert_refused(g, pgo_place(g, 1, V("p16"), NULL, NULL, NULL), PGO_ESUPERKO, &before);
	/* It is indeed the set-up board that p16 would recreate. */
	pgo_board would = g->board;
	would.cell[V("p16")] = 1;
	would.cell[V("q16")] = 0;
	assert_memory_equal(&would, &start, sizeof would);
	done(g);
}

/* R367, R368 2 and 4: allies' Stones are friendly and form one Dragon
 * that shares its liberties. */
static void test_r367_alliance_dragon(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	put(g, 1, "a1");
	put(g, 2, "a2");
	assert_int_equal(pgo_offer(g, 1, 2, NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_accept(g, 2, 1, NULL, NULL, NULL), PGO_OK);
	assert_true(pgo_friendly(g, 1, 2));
	/* C's b1 would leave A's a1 alone with no liberty; with the alliance
	 * the Dragon {a1 a2} still has a3 and b2. */
	assert_int_equal(pgo_place(g, 3, V("b1"), NULL, NULL, NULL), PGO_OK);
	assert_int_equal(at(g, "a1"), 1);
	pgo_dragons ds = {0};
	assert_int_equal(pgo_dragons_compute(g, &g->board, &ds), PGO_OK);
	assert_int_equal(ds.n, 2);
	pgo_dragons_free(&ds);
	done(g);
}

/* Same position without the alliance: A's a1 is captured (control). */
static void test_r369_without_alliance(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	put(g, 1, "a1");
	put(g, 2, "a2");
	script s = {{1}, 1, 0};
	assert_int_equal(pgo_place(g, 3, V("b1"), scripted, &s, NULL), PGO_OK);
	assert_int_equal(at(g, "a1"), 0);
	/* B (a2) and C (b1) each have one adjacent Stone: the pick chose C. */
	assert_int_equal(g->captured[3], 1);
	done(g);
}

/* R368 3 and R369: declaring war is a Go move; the Dragons left with no
 * liberties and unfriendly to the declarer are captured after it. */
static void test_r368_3_war_then_capture(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	put(g, 1, "a1");
	put(g, 2, "a2");
	assert_int_equal(pgo_offer(g, 1, 2, NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_accept(g, 2, 1, NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_place(g, 3, V("b1"), NULL, NULL, NULL), PGO_OK);
	pgo_game before = *g;
	assert_refused(g, pgo_declare_war(g, 3, 1, NULL, NULL, NULL), PGO_ENOTALLIED, &before);
	script s = {{0}, 1, 0};
	pgo_captures cap;
	assert_int_equal(pgo_declare_war(g, 2, 1, scripted, &s, &cap), PGO_OK);
	assert_false(pgo_friendly(g, 1, 2));
	assert_int_equal(at(g, "a1"), 0);
	assert_int_equal(cap.n, 1);
	assert_int_equal(cap.receiver[0], 2); /* tie B/C, pick 0 = lower id */
	done(g);
}

/* R368 2: an offer is void once the offeree makes any other move. */
static void test_r368_2_offer_void(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	assert_int_equal(pgo_offer(g, 1, 2, NULL, NULL, NULL), PGO_OK);
	pgo_game before = *g;
	assert_refused(g, pgo_offer(g, 1, 2, NULL, NULL, NULL), PGO_EOFFERED, &before);
	assert_int_equal(pgo_place(g, 2, V("d4"), NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_accept(g, 2, 1, NULL, NULL, NULL), PGO_ENOOFFER);
	/* A move by the offerer does not void it. */
	assert_int_equal(pgo_offer(g, 1, 2, NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_place(g, 1, V("q4"), NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_accept(g, 2, 1, NULL, NULL, NULL), PGO_OK);
	/* R368 2: only enemies can be offered an alliance. */
	assert_int_equal(pgo_offer(g, 1, 2, NULL, NULL, NULL), PGO_EALLIED);
	assert_int_equal(pgo_offer(g, 1, 1, NULL, NULL, NULL), PGO_EPLAYER);
	done(g);
}

/* R368 5: a withdrawn offer can no longer be accepted; an accepted one
 * can no longer be withdrawn. */
static void test_r368_5_withdraw(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	assert_int_equal(pgo_offer(g, 1, 2, NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_withdraw(g, 1, 2, NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_accept(g, 2, 1, NULL, NULL, NULL), PGO_ENOOFFER);
	assert_int_equal(pgo_withdraw(g, 1, 2, NULL, NULL, NULL), PGO_ENOOFFER);
	assert_int_equal(pgo_offer(g, 1, 2, NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_accept(g, 2, 1, NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_withdraw(g, 1, 2, NULL, NULL, NULL), PGO_ENOOFFER);
	done(g);
}

/* R367: with A-B and B-C allied but not A-C, friendliness is not
 * transitive and the Dragons {A,B} and {B,C} overlap on B's Stone. */
static void test_r367_overlapping_dragons(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	put(g, 1, "d4");
	put(g, 2, "e4");
	put(g, 3, "f4");
	assert_int_equal(pgo_offer(g, 1, 2, NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_accept(g, 2, 1, NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_offer(g, 3, 2, NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_accept(g, 2, 3, NULL, NULL, NULL), PGO_OK);
	pgo_dragons ds = {0};
	assert_int_equal(pgo_dragons_compute(g, &g->board, &ds), PGO_OK);
	assert_int_equal(ds.n, 2);
	for (size_t i = 0; i < ds.n; i++) {
		assert_int_equal(ds.d[i].len, 2);
		assert_int_equal(ds.d[i].libs, 5);
	}
	/* Neither is friendly to A (the {B,C} one has C's Stone). */
	int friendly_to_a = pgo_dragon_friendly(g, &ds.d[0], 1) + pgo_dragon_friendly(g, &ds.d[1], 1);
	assert_int_equal(friendly_to_a, 1);
	pgo_dragons_free(&ds);
	done(g);
}

/* R369 with non-transitive alliances (rulings 6 and 7 in docs/GO.md):
 * A-B and B-C allied, A-C not. B's a1 belongs to two Dragons, {a1 a2 b2}
 * with A and {a1 b1} with C. When A takes the last liberty of {a1 b1},
 * that Dragon is unfriendly to A (C's Stone) and is captured whole, B's
 * Stone included, although B is A's ally. */
static void test_r369_overlapping_capture(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	/* Alliances first: without them B's a1 would have no liberty. */
	assert_int_equal(pgo_offer(g, 1, 2, NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_accept(g, 2, 1, NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_offer(g, 3, 2, NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_accept(g, 2, 3, NULL, NULL, NULL), PGO_OK);
	put(g, 2, "a1");
	put(g, 3, "b1");
	put(g, 1, "a2 b2");
	pgo_dragons ds = {0};
	assert_int_equal(pgo_dragons_compute(g, &g->board, &ds), PGO_OK);
	assert_int_equal(ds.n, 2); /* {a1 a2 b2} and {a1 b1} */
	pgo_dragons_free(&ds);
	pgo_captures cap;
	assert_int_equal(pgo_place(g, 1, V("c1"), NULL, NULL, &cap), PGO_OK);
	assert_int_equal(cap.n, 2);
	assert_int_equal(at(g, "a1"), 0);
	assert_int_equal(at(g, "b1"), 0);
	/* All adjacent Stones (a2 b2 c1) are A's: A takes both. */
	assert_int_equal(g->captured[1], 2);
	assert_int_equal(at(g, "a2"), 1);
	done(g);
}

/* R368 2 (ruling 9): accepting one offer is "any other move" for the
 * other offers pending to the acceptor, which become void. */
static void test_r368_2_accept_voids_others(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	assert_int_equal(pgo_offer(g, 1, 3, NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_offer(g, 2, 3, NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_accept(g, 3, 1, NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_accept(g, 3, 2, NULL, NULL, NULL), PGO_ENOOFFER);
	assert_true(pgo_friendly(g, 1, 3));
	assert_false(pgo_friendly(g, 2, 3));
	done(g);
}

/* R370, R367: territory is the empty area no clear path joins to an
 * unfriendly Dragon; dead (one-liberty) Dragons are taken first. */
static void test_r370_scoring(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	put(g, 1, "b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12 b13 b14 b15 b16 b17 b18 b19");
	put(g, 2, "r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13 r14 r15 r16 r17 r18 r19");
	put(g, 2, "a10");
	put(g, 1, "a11");
	/* B's a10 has one liberty (a9): a dead Dragon, taken by A. */
	pgo_score sc;
	assert_int_equal(pgo_score_game(g, NULL, NULL, &sc), PGO_OK);
	assert_int_equal(sc.dead.n, 1);
	assert_int_equal(sc.dead.receiver[0], 1);
	assert_int_equal(at(g, "a10"), 0);
	assert_int_equal(sc.territory[1], 18); /* a1-a10 and a12-a19 */
	assert_int_equal(sc.territory[2], 19); /* s1-s19 */
	assert_int_equal(sc.captured[1], 1);
	assert_int_equal(sc.score[1], 19);
	assert_int_equal(sc.score[2], 19);
	assert_int_equal(sc.winner, 0); /* a tie: no winner */
	done(g);
}

/* R367: territory of allies: an area bordered only by allied Stones is
 * territory for both. */
static void test_r367_allied_territory(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	put(g, 1, "b1 b2 b3 b4 b5 b6 b7 b8 b9");
	put(g, 2, "b10 b11 b12 b13 b14 b15 b16 b17 b18 b19");
	uint32_t t[PGO_MAX_PLAYERS + 1];
	assert_int_equal(pgo_territory(g, t), PGO_OK);
	assert_int_equal(t[1], 0);
	assert_int_equal(pgo_offer(g, 1, 2, NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_accept(g, 2, 1, NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_territory(g, t), PGO_OK);
	/* a-file (19) and c..s (17 x 19 = 323) */
	assert_int_equal(t[1], 19 + 323);
	assert_int_equal(t[2], 19 + 323);
	done(g);
}

/* R371: clearing adds territory and Stones in play to the captured pool. */
static void test_r371_clearing(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	put(g, 1, "b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12 b13 b14 b15 b16 b17 b18 b19");
	put(g, 2, "r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13 r14 r15 r16 r17 r18 r19");
	g->captured[1] = 3;
	pgo_score sc;
	assert_int_equal(pgo_score_game(g, NULL, NULL, &sc), PGO_OK);
	assert_int_equal(sc.score[1], 22);
	assert_int_equal(sc.winner, 1);
	pgo_clear_board(g, sc.territory);
	assert_int_equal(g->captured[1], 3 + 19 + 19);
	assert_int_equal(g->captured[2], 19 + 19);
	uint32_t on[PGO_MAX_PLAYERS + 1];
	pgo_stones_on_board(g, on);
	assert_int_equal(on[1] + on[2], 0);
	assert_int_equal(g->hist.n, 1);
	assert_int_equal(g->go_players, 0);
	done(g);
}

/* R365: the game ends when it is no longer legal to place a Stone. */
static void test_r365_end_no_legal_placement(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	assert_false(pgo_no_legal_placement(g));
	/* A fills the board but for two separate eyes, a1 and s19, and placed
	 * last: A may not place again (R368 1c); anyone else's Stone in an eye
	 * would have no liberties and capture nothing (R368 1b). */
	pgo_board b;
	memset(&b, 1, sizeof b);
	b.cell[V("a1")] = 0;
	b.cell[V("s19")] = 0;
	assert_int_equal(pgo_set_board(g, &b), PGO_OK);
	g->last_placer = 1;
	assert_true(pgo_no_legal_placement(g));
	/* If B placed last, A may fill one eye (the Dragon keeps s19). */
	g->last_placer = 2;
	assert_false(pgo_no_legal_placement(g));
	done(g);
}

/* R373, R376: placing puts a Reserve Stone In Play; R374 price; R375
 * transfer; R377 sale of Captured Stones. */
static void test_r373_r377_economy(void **st)
{
	(void)st;
	pgo_game *g = malloc(sizeof *g);
	assert_int_equal(pgo_init(g, 0), PGO_OK);
	assert_int_equal(pgo_place(g, 1, V("d4"), NULL, NULL, NULL), PGO_ENOSTONE);
	assert_int_equal(pgo_add_reserve(g, 1, 2), PGO_OK);
	assert_int_equal(pgo_place(g, 1, V("d4"), NULL, NULL, NULL), PGO_OK);
	assert_int_equal(g->reserve[1], 1);
	assert_int_equal(pgo_transfer_reserve(g, 1, 2, 2), PGO_ECOUNT);
	assert_int_equal(pgo_transfer_reserve(g, 1, 2, 1), PGO_OK);
	assert_int_equal(g->reserve[2], 1);
	g->captured[2] = 5;
	assert_int_equal(pgo_sell_captured(g, 2, 6), PGO_ECOUNT);
	assert_int_equal(pgo_sell_captured(g, 2, 5), PGO_OK);
	assert_int_equal(g->captured[2], 0);
	uint64_t price;
	assert_true(pgo_stone_price(0, &price));
	assert_true(price == 0);
	assert_true(pgo_stone_price(1, &price));
	assert_true(price == 4);
	assert_true(pgo_stone_price(3, &price));
	assert_true(price == 124);
	assert_true(pgo_stone_price(27, &price));
	assert_false(pgo_stone_price(28, &price));
	done(g);
}

/* R368: one Go move per 19 hours; accepting and withdrawing are free. */
static void test_r368_19_hours(void **st)
{
	(void)st;
	const int64_t t = 1000000;
	assert_true(pgo_move_allowed_at(-1, t, PGO_MOVE_PLACE));
	assert_false(pgo_move_allowed_at(t, t + 19 * 3600 - 1, PGO_MOVE_PLACE));
	assert_true(pgo_move_allowed_at(t, t + 19 * 3600, PGO_MOVE_PLACE));
	assert_false(pgo_move_allowed_at(t, t + 3600, PGO_MOVE_OFFER));
	assert_false(pgo_move_allowed_at(t, t + 3600, PGO_MOVE_WAR));
	assert_true(pgo_move_allowed_at(t, t + 1, PGO_MOVE_ACCEPT));
	assert_true(pgo_move_allowed_at(t, t + 1, PGO_MOVE_WITHDRAW));
	assert_false(pgo_move_limited(PGO_MOVE_ACCEPT));
	assert_true(pgo_move_limited(PGO_MOVE_PLACE));
}

/* Checking a move changes nothing and draws no random numbers. */
static void test_check_is_pure(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	put(g, 3, "d4");
	put(g, 1, "c4 e4");
	put(g, 2, "d5");
	pgo_game before = *g;
	assert_int_equal(pgo_check_place(g, 2, V("d3")), PGO_OK);
	assert_memory_equal(&g->board, &before.board, sizeof g->board);
	assert_int_equal(g->hist.n, before.hist.n);
	done(g);
}

/* The renderings show the position: coordinates, stones, legend. */
static void test_render(void **st)
{
	(void)st;
	pgo_game *g = fresh();
	assert_int_equal(pgo_place(g, 1, V("d4"), NULL, NULL, NULL), PGO_OK);
	assert_int_equal(pgo_place(g, 2, V("q16"), NULL, NULL, NULL), PGO_OK);
	const char *names[PGO_MAX_PLAYERS + 1] = {0};
	names[1] = "alice";
	names[2] = "<bob>";
	char *t = pgo_render_text(g, names);
	assert_non_null(t);
	/* rank 4 line: a b c d -> 'A' at d4 */
	assert_non_null(strstr(t, "\n 4  . . . A"));
	assert_non_null(strstr(t, "A alice: 1 in play"));
	free(t);
	char *s = pgo_render_svg(g, names);
	assert_non_null(s);
	assert_non_null(strstr(s, "<svg"));
	assert_non_null(strstr(s, "<title>d4</title>"));
	assert_non_null(strstr(s, "<title>q16</title>"));
	assert_non_null(strstr(s, ">s</text>"));
	assert_non_null(strstr(s, ">19</text>"));
	assert_non_null(strstr(s, "&lt;bob&gt;"));
	assert_null(strstr(s, "<bob>"));
	int lines = 0;
	for (const char *p = s; (p = strstr(p, "<line")); p++)
		lines++;
	assert_int_equal(lines, 38);
	free(s);
	done(g);
}

static unsigned splitmix_pick(void *ctx, unsigned n)
{
	uint64_t *s = ctx, z = (*s += 0x9e3779b97f4a7c15u);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return (unsigned)((z ^ (z >> 31)) % n);
}

/* The fast path (pgo_local.c) and the general Dragon computation give the
 * same verdicts, captures, receivers and boards on random dense games with
 * 2-4 players, with and without (transitive) alliances. */
static void test_fast_path_agrees(void **st)
{
	(void)st;
	for (int game = 0; game < 24; game++) {
		pgo_game *a = fresh(), *b = fresh();
		b->full_check = true;
		int players = 2 + game % 3, span = 7 + game % 5;
		if (game % 2 && players > 2) { /* 1 and 2 allied: still transitive */
			assert_int_equal(pgo_offer(a, 1, 2, NULL, NULL, NULL), PGO_OK);
			assert_int_equal(pgo_accept(a, 2, 1, NULL, NULL, NULL), PGO_OK);
			assert_int_equal(pgo_offer(b, 1, 2, NULL, NULL, NULL), PGO_OK);
			assert_int_equal(pgo_accept(b, 2, 1, NULL, NULL, NULL), PGO_OK);
		}
		uint64_t mv = (uint64_t)game, ra = 99, rb = 99;
		int player = 1, placed = 0;
		for (int step = 0; step < 600; step++) {
			int v = pgo_vertex((int)splitmix_pick(&mv, (unsigned)span),
				(int)splitmix_pick(&mv, (unsigned)span) + 1);
			pgo_captures ca, cb;
			int rca = pgo_place(a, player, v, splitmix_pick, &ra, &ca);
			int rcb = pgo_place(b, player, v, splitmix_pick, &rb, &cb);
			assert_int_equal(rca, rcb);
			if (rca == PGO_OK) {
				assert_int_equal(ca.n, cb.n);
				assert_memory_equal(ca.vertex, cb.vertex, sizeof ca.vertex[0] * (size_t)ca.n);
				assert_memory_equal(ca.receiver, cb.receiver, sizeof ca.receiver[0] * (size_t)ca.n);
				player = player % players + 1;
				placed++;
			}
			assert_memory_equal(&a->board, &b->board, sizeof a->board);
			assert_memory_equal(a->captured, b->captured, sizeof a->captured);
		}
		assert_true(placed > 50);
		done(a);
		done(b);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_r366_coordinates),
		cmocka_unit_test(test_r366_occupied),
		cmocka_unit_test(test_r369_single_owner_capture),
		cmocka_unit_test(test_r369_dragon_capture),
		cmocka_unit_test(test_r369_division_by_count),
		cmocka_unit_test(test_r369_division_tie),
		cmocka_unit_test(test_r369_division_null_pick),
		cmocka_unit_test(test_r368_1c_consecutive),
		cmocka_unit_test(test_r368_1b_suicide),
		cmocka_unit_test(test_r368_1b_suicide_that_captures),
		cmocka_unit_test(test_r368_1a_ko),
		cmocka_unit_test(test_r368_1a_superko_long),
		cmocka_unit_test(test_r367_alliance_dragon),
		cmocka_unit_test(test_r369_without_alliance),
		cmocka_unit_test(test_r368_3_war_then_capture),
		cmocka_unit_test(test_r368_2_offer_void),
		cmocka_unit_test(test_r368_5_withdraw),
		cmocka_unit_test(test_r367_overlapping_dragons),
		cmocka_unit_test(test_r369_overlapping_capture),
		cmocka_unit_test(test_r368_2_accept_voids_others),
		cmocka_unit_test(test_r370_scoring),
		cmocka_unit_test(test_r367_allied_territory),
		cmocka_unit_test(test_r371_clearing),
		cmocka_unit_test(test_r365_end_no_legal_placement),
		cmocka_unit_test(test_r373_r377_economy),
		cmocka_unit_test(test_r368_19_hours),
		cmocka_unit_test(test_check_is_pure),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_fast_path_agrees),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
