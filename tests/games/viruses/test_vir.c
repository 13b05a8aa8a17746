/* test_vir.c: cmocka tests of the Viruses core, rule by rule of Ackanomic
 * 1250.16/4 (rules 1-8 and 11; rule 9's report fields; rendering). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "games/viruses/vir.h"

/* A hand-made position: nplayers, area (x0, y0, w, h), all empty. */
static void blank(vir_game *g, int nplayers, int x0, int y0, int w, int h)
{
	memset(g, 0, sizeof *g);
	g->nplayers = nplayers;
	g->in_game = (1u << nplayers) - 1;
	g->winner = -1;
	g->x0 = x0;
	g->y0 = y0;
	g->w = w;
	g->h = h;
	g->cell = calloc((size_t)(w * h), 1);
	assert_non_null(g->cell);
}

static void set(vir_game *g, int x, int y, uint8_t v)
{
	assert_true(vir_in_area(g, x, y));
	g->cell[(y - g->y0) * g->w + (x - g->x0)] = v;
}

static unsigned count_kind(const vir_game *g, uint8_t v)
{
	unsigned n = 0;
	for (int i = 0; i < g->w * g->h; i++)
		n += g->cell[i] == v;
	return n;
}

typedef struct {
	uint64_t s;
} lcg;

static unsigned pick(void *ctx, unsigned n)
{
	lcg *r = ctx;
	r->s = r->s * 6364136223846793005u + 1442695040888963407u;
	return (unsigned)((r->s >> 33) % n);
}

static vir_allow allow_all[VIR_MAX_PLAYERS];

static void init_allow(bool first)
{
	for (int i = 0; i < VIR_MAX_PLAYERS; i++)
		allow_all[i] = vir_default_allow(first);
}

/* Rule 2 holds: no cell in the two outer rings, and the area is tight. */
static void assert_area_rule2(const vir_game *g)
{
	int minx = 1 << 30, maxx = -(1 << 30), miny = 1 << 30, maxy = -(1 << 30);
	for (int y = g->y0; y < g->y0 + g->h; y++)
		for (int x = g->x0; x < g->x0 + g->w; x++)
			if (vir_at(g, x, y)) {
				minx = x < minx ? x : minx;
				maxx = x > maxx ? x : maxx;
				miny = y < miny ? y : miny;
				maxy = y > maxy ? y : maxy;
			}
	assert_int_equal(g->x0, minx - 2);
	assert_int_equal(g->y0, miny - 2);
	assert_int_equal(g->w, maxx - minx + 5);
	assert_int_equal(g->h, maxy - miny + 5);
}

/* Rule 1: 10x10 with 20 cells for up to 10 players, one infected each;
 * more players: smallest square with >= 10P squares and 2P cells. */
static void test_rule1_setup(void **st)
{
	(void)st;
	assert_int_equal(vir_initial_side(2), 10);
	assert_int_equal(vir_initial_side(10), 10);
	assert_int_equal(vir_initial_side(11), 11);
	assert_int_equal(vir_initial_side(20), 15);
	const int players[] = {2, 10, 11, 20};
	for (int k = 0; k < 4; k++) {
		int p = players[k];
		lcg r = {(uint64_t)p};
		vir_game g;
		assert_int_equal(vir_setup(&g, p, pick, &r), VIR_OK);
		int cells = p <= 10 ? 20 : 2 * p;
		assert_int_equal(count_kind(&g, VIR_CLEAN), cells - p);
		for (int i = 0; i < p; i++)
			assert_int_equal(vir_count(&g, i), 1);
		int side = vir_initial_side(p);
		for (int y = g.y0; y < g.y0 + g.h; y++)
			for (int x = g.x0; x < g.x0 + g.w; x++)
				if (vir_at(&g, x, y))
					assert_true(x >= 1 && x <= side && y >= 1 && y <= side);
		assert_area_rule2(&g); /* rule 1: "after the adjustment of rule 2" */
		vir_free(&g);
	}
	vir_game g;
	assert_int_equal(vir_setup(&g, 1, pick, NULL), VIR_EPLAYERS);
	assert_int_equal(vir_setup(&g, 21, pick, NULL), VIR_EPLAYERS);
}

/* The set-up is a function of the random numbers handed in. */
static void test_rule1_deterministic(void **st)
{
	(void)st;
	lcg r1 = {7}, r2 = {7};
	vir_game a, b;
	assert_int_equal(vir_setup(&a, 5, pick, &r1), VIR_OK);
	assert_int_equal(vir_setup(&b, 5, pick, &r2), VIR_OK);
	assert_int_equal(a.w, b.w);
	assert_memory_equal(a.cell, b.cell, (size_t)(a.w * a.h));
	vir_free(&a);
	vir_free(&b);
}

/* Rule 2: "a 2x2 block ... the active area would be a 6x6 area with the
 * 2x2 block at the center" (a block is a still life). */
static void test_rule2_block(void **st)
{
	(void)st;
	vir_game g;
	blank(&g, 2, 1, 1, 10, 10);
	set(&g, 4, 4, VIR_CLEAN);
	set(&g, 5, 4, VIR_CLEAN);
	set(&g, 4, 5, VIR_VIRUS(0));
	set(&g, 5, 5, VIR_VIRUS(1));
	unsigned born, died;
	bool reseeded;
	assert_int_equal(vir_generation(&g, &born, &died, &reseeded), VIR_OK);
	assert_int_equal(born + died, 0);
	assert_false(reseeded);
	assert_int_equal(g.x0, 2);
	assert_int_equal(g.y0, 2);
	assert_int_equal(g.w, 6);
	assert_int_equal(g.h, 6);
	assert_int_equal(vir_at(&g, 5, 5), VIR_VIRUS(1));
	vir_free(&g);
}

/* Rule 2: no cells left: a 2x2 block of clean cells in a 6x6 area. */
static void test_rule2_reseed(void **st)
{
	(void)st;
	vir_game g;
	blank(&g, 2, 1, 1, 10, 10);
	set(&g, 5, 5, VIR_VIRUS(0)); /* a lone cell dies (rule 7a) */
	unsigned born, died;
	bool reseeded;
	assert_int_equal(vir_generation(&g, &born, &died, &reseeded), VIR_OK);
	assert_true(reseeded);
	assert_int_equal(died, 1);
	assert_int_equal(g.w, 6);
	assert_int_equal(g.h, 6);
	assert_int_equal(count_kind(&g, VIR_CLEAN), 4);
	assert_int_equal(vir_at(&g, g.x0 + 2, g.y0 + 2), VIR_CLEAN);
	assert_int_equal(vir_at(&g, g.x0 + 3, g.y0 + 3), VIR_CLEAN);
	vir_free(&g);
}

/* Rule 3 and 7a/7b: Life with 8 neighbours: the blinker turns. */
static void test_rule7_blinker(void **st)
{
	(void)st;
	vir_game g;
	blank(&g, 2, 0, 0, 7, 7);
	set(&g, 2, 3, VIR_VIRUS(0));
	set(&g, 3, 3, VIR_VIRUS(0));
	set(&g, 4, 3, VIR_VIRUS(0));
	unsigned born, died;
	bool reseeded;
	assert_int_equal(vir_generation(&g, &born, &died, &reseeded), VIR_OK);
	assert_int_equal(born, 2);
	assert_int_equal(died, 2);
	assert_int_equal(vir_at(&g, 3, 2), VIR_VIRUS(0));
	assert_int_equal(vir_at(&g, 3, 3), VIR_VIRUS(0));
	assert_int_equal(vir_at(&g, 3, 4), VIR_VIRUS(0));
	assert_int_equal(vir_at(&g, 2, 3), VIR_EMPTY);
	assert_area_rule2(&g);
	vir_free(&g);
}

/* Rule 7b: the newborn's infection from its three parents. */
static void test_rule7b_birth_infection(void **st)
{
	(void)st;
	const struct {
		uint8_t a, b, c, want;
	} cases[] = {
		{VIR_CLEAN, VIR_CLEAN, VIR_CLEAN, VIR_CLEAN},           /* all clean */
		{VIR_VIRUS(0), VIR_VIRUS(1), VIR_CLEAN, VIR_CLEAN},     /* two viruses */
		{VIR_VIRUS(0), VIR_CLEAN, VIR_CLEAN, VIR_VIRUS(0)},     /* one virus */
		{VIR_VIRUS(1), VIR_VIRUS(1), VIR_VIRUS(1), VIR_VIRUS(1)},
	};
	for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
		vir_game g;
		blank(&g, 2, 0, 0, 8, 8);
		/* An L of three: (3,3) (4,3) (3,4): (4,4) is born, the block
		 * (3,3)-(4,4) results. */
		set(&g, 3, 3, cases[k].a);
		set(&g, 4, 3, cases[k].b);
		set(&g, 3, 4, cases[k].c);
		unsigned born, died;
		bool reseeded;
		assert_int_equal(vir_generation(&g, &born, &died, &reseeded), VIR_OK);
		assert_int_equal(born, 1);
		assert_int_equal(vir_at(&g, 4, 4), cases[k].want);
		vir_free(&g);
	}
}

/* Rule 5: what each move type needs, and the active area. */
static void test_rule5_validity(void **st)
{
	(void)st;
	vir_game g;
	blank(&g, 2, 0, 0, 6, 6);
	set(&g, 2, 2, VIR_VIRUS(0));
	set(&g, 3, 2, VIR_CLEAN);
	set(&g, 3, 3, VIR_VIRUS(1));
	vir_move m = {0, VIR_PLACE, 4, 4, 0, 0};
	assert_true(vir_move_valid(&g, &m, false));
	m.x = 6; /* outside the active area */
	assert_false(vir_move_valid(&g, &m, false));
	m = (vir_move){0, VIR_PLACE, 2, 2, 0, 0};
	assert_false(vir_move_valid(&g, &m, false));
	m = (vir_move){0, VIR_INFECT, 3, 2, 0, 0};
	assert_true(vir_move_valid(&g, &m, true));
	m = (vir_move){0, VIR_INFECT, 3, 3, 0, 0}; /* not clean */
	assert_false(vir_move_valid(&g, &m, false));
	m = (vir_move){0, VIR_STEP, 2, 2, 1, 1};
	assert_true(vir_move_valid(&g, &m, false));
	assert_false(vir_move_valid(&g, &m, true)); /* first turn: place/infect */
	m.tx = 0; /* not adjacent */
	assert_false(vir_move_valid(&g, &m, false));
	m = (vir_move){0, VIR_STEP, 2, 2, 3, 3}; /* not empty */
	assert_false(vir_move_valid(&g, &m, false));
	m = (vir_move){0, VIR_DESTROY, 3, 3, 0, 0}; /* not eirs */
	assert_false(vir_move_valid(&g, &m, false));
	m = (vir_move){1, VIR_UNINFECT, 3, 3, 0, 0};
	assert_true(vir_move_valid(&g, &m, false));
	m.player = 2;
	assert_false(vir_move_valid(&g, &m, false));
	vir_free(&g);
}

/* Rule 6: invalid moves out, then beyond the limit, then every move in a
 * conflict; the rest applied before the generation. */
static void test_rule6_resolution(void **st)
{
	(void)st;
	vir_game g;
	blank(&g, 3, 0, 0, 12, 12);
	set(&g, 5, 5, VIR_CLEAN);
	init_allow(false);
	allow_all[2] = vir_default_allow(true); /* a newcomer: 3 place/infect */
	vir_move mv[] = {
		{0, VIR_PLACE, 2, 2, 0, 0},   /* conflicts with the next */
		{1, VIR_PLACE, 2, 2, 0, 0},
		{1, VIR_PLACE, 9, 9, 0, 0},   /* B's second: too many */
		{2, VIR_INFECT, 5, 5, 0, 0},  /* applied */
		{2, VIR_STEP, 5, 5, 6, 6},    /* invalid for a first turn */
		{2, VIR_PLACE, 5, 6, 0, 0},   /* applied */
		{2, VIR_PLACE, 6, 5, 0, 0},   /* applied */
		{2, VIR_PLACE, 6, 6, 0, 0},   /* C's fourth valid one: too many */
	};
	vir_turn t;
	assert_int_equal(vir_resolve(&g, mv, 8, allow_all, &t), VIR_OK);
	const uint8_t want[] = {VIR_CONFLICT, VIR_CONFLICT, VIR_TOO_MANY, VIR_APPLIED,
		VIR_INVALID, VIR_APPLIED, VIR_APPLIED, VIR_TOO_MANY};
	assert_memory_equal(t.verdict, want, sizeof want);
	/* C's L of three became a block of four (rule 7b), all eirs. */
	assert_int_equal(vir_count(&g, 2), 4);
	assert_int_equal(vir_at(&g, 2, 2), VIR_EMPTY);
	assert_int_equal(t.cells[2], 4);
	assert_int_equal(t.scorer, 2); /* rule 8 */
	assert_int_equal(g.points[2], 1);
	vir_free(&g);
}

/* Rule 6: "Two moves conflict if they ... try to infect the same clean
 * cell"; a step into a square another places into conflicts too. */
static void test_rule6_conflicts(void **st)
{
	(void)st;
	vir_game g;
	blank(&g, 2, 0, 0, 10, 10);
	set(&g, 3, 3, VIR_CLEAN);
	set(&g, 6, 6, VIR_VIRUS(0));
	init_allow(false);
	vir_move mv[] = {
		{0, VIR_INFECT, 3, 3, 0, 0},
		{1, VIR_INFECT, 3, 3, 0, 0},
	};
	vir_turn t;
	vir_game c;
	assert_int_equal(vir_copy(&c, &g), VIR_OK);
	assert_int_equal(vir_resolve(&c, mv, 2, allow_all, &t), VIR_OK);
	assert_int_equal(t.verdict[0], VIR_CONFLICT);
	assert_int_equal(t.verdict[1], VIR_CONFLICT);
	vir_free(&c);
	vir_move mv2[] = {
		{0, VIR_STEP, 6, 6, 7, 7},
		{1, VIR_PLACE, 7, 7, 0, 0},
	};
	assert_int_equal(vir_resolve(&g, mv2, 2, allow_all, &t), VIR_OK);
	assert_int_equal(t.verdict[0], VIR_CONFLICT);
	assert_int_equal(t.verdict[1], VIR_CONFLICT);
	vir_free(&g);
}

/* Rule 8: a tie for the most cells scores nothing; 10 Gamepoints win. */
static void test_rule8_points_and_win(void **st)
{
	(void)st;
	vir_game g;
	blank(&g, 2, 0, 0, 8, 8);
	/* Two blocks, one each: a tie every generation. */
	set(&g, 1, 1, VIR_VIRUS(0));
	set(&g, 2, 1, VIR_VIRUS(0));
	set(&g, 1, 2, VIR_VIRUS(0));
	set(&g, 2, 2, VIR_VIRUS(0));
	set(&g, 5, 5, VIR_VIRUS(1));
	set(&g, 6, 5, VIR_VIRUS(1));
	set(&g, 5, 6, VIR_VIRUS(1));
	set(&g, 6, 6, VIR_VIRUS(1));
	init_allow(false);
	vir_turn t;
	assert_int_equal(vir_resolve(&g, NULL, 0, allow_all, &t), VIR_OK);
	assert_int_equal(t.scorer, -1);
	/* A uninfects one of B's? No: B uninfects one of eir own cells. */
	vir_move m = {1, VIR_UNINFECT, 5, 5, 0, 0};
	assert_int_equal(vir_resolve(&g, &m, 1, allow_all, &t), VIR_OK);
	assert_int_equal(t.scorer, 0);
	g.points[0] = 9;
	assert_int_equal(vir_resolve(&g, NULL, 0, allow_all, &t), VIR_OK);
	assert_true(t.over);
	assert_int_equal(t.winner, 0);
	assert_int_equal(vir_resolve(&g, NULL, 0, allow_all, &t), VIR_EOVER);
	vir_free(&g);
}

/* Rule 11: from turn 11, a virus with no cells is eliminated, and the
 * only player left wins (rule 8). */
static void test_rule11_genocide(void **st)
{
	(void)st;
	vir_game g;
	blank(&g, 2, 0, 0, 8, 8);
	set(&g, 1, 1, VIR_VIRUS(0));
	set(&g, 2, 1, VIR_VIRUS(0));
	set(&g, 1, 2, VIR_VIRUS(0));
	set(&g, 2, 2, VIR_VIRUS(0));
	init_allow(false);
	vir_turn t;
	g.turn = 9;
	assert_int_equal(vir_resolve(&g, NULL, 0, allow_all, &t), VIR_OK);
	assert_int_equal(t.eliminated, 0); /* the end of turn 10 */
	assert_false(t.over);
	assert_int_equal(vir_resolve(&g, NULL, 0, allow_all, &t), VIR_OK);
	assert_int_equal(t.eliminated, 2u);
	assert_true(t.over);
	assert_int_equal(t.winner, 0);
	vir_free(&g);
}

/* Rule 11: not when it would eliminate everybody. */
static void test_rule11_not_all(void **st)
{
	(void)st;
	vir_game g;
	blank(&g, 2, 0, 0, 8, 8);
	set(&g, 3, 3, VIR_CLEAN);
	set(&g, 4, 3, VIR_CLEAN);
	set(&g, 3, 4, VIR_CLEAN);
	set(&g, 4, 4, VIR_CLEAN);
	init_allow(false);
	vir_turn t;
	g.turn = 12;
	assert_int_equal(vir_resolve(&g, NULL, 0, allow_all, &t), VIR_OK);
	assert_int_equal(t.eliminated, 0);
	assert_int_equal(g.in_game, 3u);
	vir_free(&g);
}

/* Rule 10: an orphaned virus's cells become clean. */
static void test_rule10_uninfect_all(void **st)
{
	(void)st;
	vir_game g;
	blank(&g, 2, 0, 0, 6, 6);
	set(&g, 2, 2, VIR_VIRUS(1));
	set(&g, 3, 3, VIR_VIRUS(1));
	vir_uninfect_all(&g, 1);
	assert_int_equal(count_kind(&g, VIR_CLEAN), 2);
	vir_free(&g);
}

static void test_squares_and_render(void **st)
{
	(void)st;
	int x, y;
	assert_true(vir_parse_square("3,7", &x, &y));
	assert_int_equal(x, 3);
	assert_int_equal(y, 7);
	assert_true(vir_parse_square("-1,12", &x, &y));
	assert_int_equal(x, -1);
	assert_false(vir_parse_square("3;7", &x, &y));
	assert_false(vir_parse_square("3,", &x, &y));
	assert_false(vir_parse_square("3,7x", &x, &y));
	vir_game g;
	blank(&g, 2, 0, 0, 5, 5);
	set(&g, 1, 1, VIR_VIRUS(0));
	set(&g, 2, 1, VIR_CLEAN);
	const char marks[] = {'<', 'o'};
	char *t = vir_render_text(&g, marks, NULL);
	assert_non_null(t);
	assert_non_null(strstr(t, "   1    .   <   @   .   .\n"));
	free(t);
	char *s = vir_render_svg(&g, marks, NULL);
	assert_non_null(s);
	assert_non_null(strstr(s, "&lt;</text>"));
	assert_non_null(strstr(s, "<title>1,1</title>"));
	free(s);
	vir_free(&g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rule1_setup),
		cmocka_unit_test(test_rule1_deterministic),
		cmocka_unit_test(test_rule2_block),
		cmocka_unit_test(test_rule2_reseed),
		cmocka_unit_test(test_rule7_blinker),
		cmocka_unit_test(test_rule7b_birth_infection),
		cmocka_unit_test(test_rule5_validity),
		cmocka_unit_test(test_rule6_resolution),
		cmocka_unit_test(test_rule6_conflicts),
		cmocka_unit_test(test_rule8_points_and_win),
		cmocka_unit_test(test_rule11_genocide),
		cmocka_unit_test(test_rule11_not_all),
		cmocka_unit_test(test_rule10_uninfect_all),
		cmocka_unit_test(test_squares_and_render),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
