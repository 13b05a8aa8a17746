/* test_arcadia_map.c: Arcadia's Map rules (seed 003; src/agora/arcadia/
 * arcadia_map.c), the Template's change language (arcadia_template.c), its
 * Lua claim hook (arcadia_hook.c) and the checkpoint pair (arcadia_ckpt.c).
 * Each test states the clause it checks. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "agora/arcadia/arcadia.h"
#include "core/ckpt.h"
#include "core/state.h"

#include <stdlib.h>

#include <string.h>

static arc_unit unit(int lat, int lon, int serial)
{
	arc_unit u;
	memset(&u, 0, sizeof u);
	u.lat = lat;
	u.lon = lon;
	u.fac = ARC_NONE;
	u.serial = serial;
	return u;
}

static void fresh(arc_unit map[ARC_UNITS])
{
	int serial = 1;
	arc_map_normalise(NULL, 0, map, &serial);
}

/* "if there ever is a possible Latitude and Longitude pair where no Land
 * Units exist, a new Land Unit is created": from nothing, all 81. */
static void test_created(void **state)
{
	(void)state;
	arc_unit map[ARC_UNITS];
	int serial = 1;
	assert_int_equal(arc_map_normalise(NULL, 0, map, &serial), ARC_UNITS);
	assert_int_equal(serial, ARC_UNITS + 1);
	int seen[ARC_SIDE + 1][ARC_SIDE + 1] = {{0}};
	for (int k = 0; k < ARC_UNITS; k++) {
		assert_in_range(map[k].lat, 1, 9);
		assert_in_range(map[k].lon, 1, 9);
		assert_int_equal(arc_index(map[k].lat, map[k].lon), k);
		seen[map[k].lat][map[k].lon]++;
		assert_int_equal(map[k].owner, 0);          /* Agora's */
		assert_int_equal(map[k].type, ARC_AETHER);  /* the default */
		assert_int_equal(map[k].fac, ARC_NONE);
	}
	for (int a = 1; a <= ARC_SIDE; a++)
		for (int b = 1; b <= ARC_SIDE; b++)
			assert_int_equal(seen[a][b], 1);
}

/* "If there ever exist more than one land unit with the same Latitude and
 * Longitude pair, the most recently created ones are destroyed." */
static void test_duplicates(void **state)
{
	(void)state;
	arc_unit in[4], out[ARC_UNITS];
	in[0] = unit(3, 4, 10);
	in[0].owner = 7;
	in[1] = unit(3, 4, 30); /* newer: destroyed */
	in[1].owner = 8;
	in[2] = unit(3, 4, 5);  /* oldest: kept */
	in[2].owner = 9;
	in[3] = unit(10, 1, 2); /* off the Map: not one of its units */
	int serial = 100;
	int changes = arc_map_normalise(in, 4, out, &serial);
	/* two duplicates destroyed, one off the Map, 80 pairs created */
	assert_int_equal(changes, 2 + 1 + 80);
	assert_int_equal(out[arc_index(3, 4)].owner, 9);
	assert_int_equal(out[arc_index(3, 4)].serial, 5);
	assert_int_equal(serial, 180);
}

static void test_index(void **state)
{
	(void)state;
	assert_int_equal(arc_index(1, 1), 0);
	assert_int_equal(arc_index(9, 9), 80);
	assert_int_equal(arc_index(0, 1), -1);
	assert_int_equal(arc_index(1, 10), -1);
}

/* "Two Land Units are adjacent if they have the same Latitude, and their
 * Longitudes differ by exactly one; or they have the same Longitude, and
 * their Latitudes differ by exactly one." */
static void test_adjacent(void **state)
{
	(void)state;
	arc_unit a = unit(5, 5, 1), b = unit(5, 6, 2), c = unit(6, 5, 3), d = unit(6, 6, 4),
		 e = unit(5, 7, 5);
	assert_true(arc_adjacent(&a, &b));
	assert_true(arc_adjacent(&b, &a));
	assert_true(arc_adjacent(&a, &c));
	assert_false(arc_adjacent(&a, &d)); /* diagonal */
	assert_false(arc_adjacent(&a, &e)); /* two apart */
	assert_false(arc_adjacent(&a, &a)); /* itself: differs by zero */
}

/* "Land Unit A is said to be connected to Land Unit B by an attribute if it
 * is possible to reach B by moving only to adjacent Land Units that have
 * that attribute, starting from A." */
static void test_connected(void **state)
{
	(void)state;
	arc_unit map[ARC_UNITS];
	fresh(map);
	/* A Black path (1,1) (1,2) (2,2) (3,2) and a Black unit (3,4) apart. */
	int path[][2] = {{1, 1}, {1, 2}, {2, 2}, {3, 2}, {3, 4}};
	for (size_t i = 0; i < 5; i++)
		map[arc_index(path[i][0], path[i][1])].type = ARC_BLACK;
	assert_true(arc_connected(map, arc_index(1, 1), arc_index(3, 2), ARC_BY_TYPE));
	assert_true(arc_connected(map, arc_index(3, 2), arc_index(1, 1), ARC_BY_TYPE));
	assert_false(arc_connected(map, arc_index(1, 1), arc_index(3, 4), ARC_BY_TYPE));
	/* (3,3) White breaks nothing but joining it: now Black joins (3,4). */
	map[arc_index(3, 3)].type = ARC_BLACK;
	assert_true(arc_connected(map, arc_index(1, 1), arc_index(3, 4), ARC_BY_TYPE));
	/* By owner: the same path owned by 2, except (2,2). */
	for (size_t i = 0; i < 5; i++)
		map[arc_index(path[i][0], path[i][1])].owner = 2;
	map[arc_index(3, 3)].owner = 2;
	assert_true(arc_connected(map, arc_index(1, 1), arc_index(3, 4), ARC_BY_OWNER));
	map[arc_index(2, 2)].owner = 3;
	assert_false(arc_connected(map, arc_index(1, 1), arc_index(3, 4), ARC_BY_OWNER));
	/* Out of range: never connected. */
	assert_false(arc_connected(map, -1, 0, ARC_BY_TYPE));
	assert_false(arc_connected(map, 0, ARC_UNITS, ARC_BY_TYPE));
}

/* "A group of Land Units is a set thereof where every member of the set is
 * connected to every other member of the set by Land Type." */
static void test_groups(void **state)
{
	(void)state;
	arc_unit map[ARC_UNITS];
	int group[ARC_UNITS];
	fresh(map);
	assert_int_equal(arc_groups(map, group), 1); /* all Aether */
	/* A White wall down Longitude 5 splits the Aether in two. */
	for (int lat = 1; lat <= ARC_SIDE; lat++)
		map[arc_index(lat, 5)].type = ARC_WHITE;
	assert_int_equal(arc_groups(map, group), 3);
	assert_int_equal(group[arc_index(1, 1)], group[arc_index(9, 4)]);
	assert_int_not_equal(group[arc_index(1, 1)], group[arc_index(1, 6)]);
	assert_int_equal(group[arc_index(1, 5)], group[arc_index(9, 5)]);
	/* A lone Black unit is a group of its own. */
	map[arc_index(1, 1)].type = ARC_BLACK;
	assert_int_equal(arc_groups(map, group), 4);
	/* Every pair in one group is connected by Land Type; across, not. */
	for (int a = 0; a < ARC_UNITS; a++)
		for (int b = 0; b < ARC_UNITS; b += 7)
			assert_int_equal(group[a] == group[b],
					 arc_connected(map, a, b, ARC_BY_TYPE));
}

/* The Template's numbers and the change language an Arcadian Proposal
 * lists. */
static void test_template(void **state)
{
	(void)state;
	arc_template t;
	char err[200];
	arc_template_default(&t);
	assert_int_equal(t.start[ARC_STONE], 2);
	assert_int_equal(t.start[ARC_LUMBER], 2);
	assert_int_equal(t.energy, 6);
	int m = arc_facility_find(&t, "monument");
	assert_true(m >= 0);
	assert_int_equal(t.fac[m].cost[ARC_FOOD], 20);
	assert_true(t.fac[m].wins);
	assert_int_equal(arc_template_apply(&t, "set Farm.energy 3; set energy 7", err,
					    sizeof err), 0);
	assert_int_equal(t.fac[arc_facility_find(&t, "Farm")].energy, 3);
	assert_int_equal(t.energy, 7);
	assert_int_equal(arc_template_apply(&t, "facility Quarry lumber 1 energy 2 yield stone 2",
					    err, sizeof err), 0);
	int q = arc_facility_find(&t, "quarry");
	assert_true(q >= 0);
	assert_int_equal(t.fac[q].yield[ARC_STONE], 2);
	assert_int_equal(t.fac[q].cost[ARC_LUMBER], 1);
	/* bad texts */
	assert_int_equal(arc_template_apply(&t, "set nothing 3", err, sizeof err), -1);
	assert_int_equal(arc_template_apply(&t, "set energy -1", err, sizeof err), -1);
	assert_int_equal(arc_template_apply(&t, "facility Farm", err, sizeof err), -1);
	assert_int_equal(arc_template_apply(&t, "facility None", err, sizeof err), -1);
	assert_int_equal(arc_template_apply(&t, "facility X yield gold 1", err, sizeof err), -1);
	assert_int_equal(arc_template_apply(&t, " ; ", err, sizeof err), -1);
	assert_int_equal(arc_template_apply(&t, "dance", err, sizeof err), -1);
}

/* The Template's claim hook: Lua in the rules' sandbox, stopped by its
 * budget, refused when it returns no cost. */
static void test_hook(void **state)
{
	(void)state;
	char err[300];
	int cost = -1;
	assert_int_equal(arc_hook_claim("return base + 2 * streak", 10000, 1, 2, &cost, err,
					sizeof err), 0);
	assert_int_equal(cost, 5);
	cost = -1;
	assert_int_equal(arc_hook_claim("while true do end", 10000, 1, 0, &cost, err, sizeof err),
			 -1);
	assert_int_equal(cost, -1);
	assert_non_null(strstr(err, "claim hook failed"));
	assert_int_equal(arc_hook_claim("return 'many'", 10000, 1, 0, &cost, err, sizeof err), -1);
	assert_non_null(strstr(err, "no whole number"));
	assert_int_equal(arc_hook_claim("return -1", 10000, 1, 0, &cost, err, sizeof err), -1);
	assert_int_equal(arc_hook_claim("return os.exit()", 10000, 1, 0, &cost, err, sizeof err),
			 -1);
	assert_int_equal(arc_hook_check("return (", err, sizeof err), -1);
	assert_int_equal(arc_hook_check("return base", err, sizeof err), 0);
	/* Through the change language: set, shown, removed; bad Lua refused. */
	arc_template t;
	arc_template_default(&t);
	assert_int_equal(arc_template_apply(&t, "hook claim return base * (streak + 1)", err,
					    sizeof err), 0);
	assert_string_equal(t.claim_hook, "return base * (streak + 1)");
	assert_int_equal(arc_template_apply(&t, "hook claim return (", err, sizeof err), -1);
	assert_int_equal(arc_template_apply(&t, "hook claim none", err, sizeof err), 0);
	assert_string_equal(t.claim_hook, "");
}

/* A small Arcadia built by hand (no players: owner 0 is Agora), its
 * tournament won, for the checkpoint pair. */
static void build_small(nomic *n)
{
	arcadia *s = calloc(1, sizeof *s);
	n->arcadia = s;
	arc_template_default(&s->tmpl);
	char err[200];
	assert_int_equal(arc_template_apply(&s->tmpl, "facility Quarry lumber 1 yield stone 2; "
					    "hook claim return base", err, sizeof err), 0);
	s->props = calloc(1, sizeof *s->props);
	s->propcap = 1;
	arc_proposal *p = calloc(1, sizeof *p);
	p->id = 1;
	p->text = strdup("set energy 7");
	p->at = 1000;
	s->props[s->nprops++] = p;
	s->iteration = 5000;
	s->tours = calloc(1, sizeof *s->tours);
	s->tcap = 1;
	arc_tourney *t = calloc(1, sizeof *t);
	t->id = 1;
	t->t = s->tmpl;
	t->next_serial = 1;
	arc_map_normalise(NULL, 0, t->map, &t->next_serial);
	t->map[40].type = ARC_WHITE;
	t->map[40].fac = 4; /* the Quarry */
	t->alt = ARC_WHITE;
	/* Won: its Land Units' entities are gone with it, so the loader's
	 * check against econ's entities (arc_units_check) asks none of this
	 * nomic, which has none; tests/agora/test_arcadia_units.c checks a
	 * running tournament's units against theirs. */
	t->winner = 1;
	s->tours[s->ntours++] = t;
}

/* The checkpoint pair (arcadia_ckpt.c): what is written loads and writes
 * the same bytes again; every proper prefix is refused, and so are a
 * forged count and a Facility out of range (ASan: whatever was built is
 * freed). */
static void test_checkpoint(void **state)
{
	(void)state;
	nomic *n = nomic_new();
	build_small(n);
	ckw a = {{0}};
	assert_int_equal(arcadia_save_state(n, &a), 0);
	nomic *m = nomic_new();
	ckr r;
	ckr_init(&r, a.b.s, a.b.len);
	assert_int_equal(arcadia_load_state(m, &r), 0);
	assert_true(ckr_done(&r));
	assert_string_equal(m->arcadia->tmpl.claim_hook, "return base");
	assert_int_equal(m->arcadia->tours[0]->map[40].fac, 4);
	ckw b = {{0}};
	assert_int_equal(arcadia_save_state(m, &b), 0);
	assert_int_equal(a.b.len, b.b.len);
	assert_memory_equal(a.b.s, b.b.s, a.b.len);
	nomic_free(m);
	sbuf_free(&b.b);
	for (size_t len = 1; len < a.b.len; len++) {
		unsigned char *copy = malloc(len);
		memcpy(copy, a.b.s, len);
		m = nomic_new();
		ckr_init(&r, copy, len);
		int rc = arcadia_load_state(m, &r);
		assert_true(rc != 0 || !ckr_done(&r));
		nomic_free(m);
		free(copy);
	}
	sbuf_free(&a.b);
	/* Running again, one unit naming an entity and the others none:
	 * refused, with one error. (All naming none is a tournament begun
	 * without entities, arcadia.entities 0: accepted.) */
	n->arcadia->tours[0]->winner = 0;
	n->arcadia->tours[0]->map[5].ent = 77;
	ckw run = {{0}};
	assert_int_equal(arcadia_save_state(n, &run), 0);
	m = nomic_new();
	ckr_init(&r, run.b.s, run.b.len);
	assert_int_equal(arcadia_load_state(m, &r), -1);
	assert_non_null(strstr(r.why, "Land Unit at (1, 1) disagrees with its entity #0"));
	nomic_free(m);
	sbuf_free(&run.b);
	n->arcadia->tours[0]->map[5].ent = 0;
	n->arcadia->tours[0]->winner = 1;
	/* A Facility index past the Template's. */
	n->arcadia->tours[0]->map[3].fac = 9;
	ckw f = {{0}};
	assert_int_equal(arcadia_save_state(n, &f), 0);
	m = nomic_new();
	ckr_init(&r, f.b.s, f.b.len);
	assert_int_equal(arcadia_load_state(m, &r), -1);
	assert_string_equal(r.why, "arcadia: a Facility out of range");
	nomic_free(m);
	sbuf_free(&f.b);
	nomic_free(n);
	/* A hundred million parties. */
	ckw g = {{0}};
	ck_int(&g, 1);
	ck_int(&g, 0);
	ck_int(&g, 100000000);
	m = nomic_new();
	ckr_init(&r, g.b.s, g.b.len);
	assert_int_equal(arcadia_load_state(m, &r), -1);
	nomic_free(m);
	sbuf_free(&g.b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_created),   cmocka_unit_test(test_duplicates),
		cmocka_unit_test(test_index),     cmocka_unit_test(test_adjacent),
		cmocka_unit_test(test_connected), cmocka_unit_test(test_groups),
		cmocka_unit_test(test_template), cmocka_unit_test(test_hook),
		cmocka_unit_test(test_checkpoint),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
