/* test_arcadia_units.c: Arcadia's Land Units as entities of src/econ
 * (seed 003: "Land Units are assets"; src/agora/arcadia/arcadia_units.c;
 * docs/AGORA.md "Land Units as entities").
 *
 * - the checkpoint pair: a tournament's part loads back and writes the
 *   same bytes; a checkpoint whose units disagree with their entities (an
 *   entity of another owner, another Land Type, another Location, missing,
 *   a stray Land Unit entity, a won tournament still naming one) is refused
 *   with one clear error; every prefix is refused and every forged byte
 *   loads or is refused safely (ASan);
 * - the mirror: a player who becomes a Non-Player leaves eir land unowned
 *   (R250 VII b), which is Agora's Public Land again on the Map, and the
 *   checkpoint still agrees. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "../ckpttest.h"
#include "../nomictest.h"
#include "agora/arcadia/arcadia.h"
#include "core/ckpt.h"
#include "core/state.h"
#include "econ/entities.h"

#include <stdlib.h>
#include <string.h>

extern const nomic_module arcadia_module;

static const char *const script[][2] = {
	{"admin", "arcadia lord alice"},
	{"alice", "arcadia iterate 2001-01-02"},
	{"admin", "clock advance 1d"},
	{"alice", "arcadia join"},
	{"bob", "arcadia join"},
	{"alice", "arcadia claim 5 5"},
	{"bob", "arcadia claim 1 1"},
};

static void play(nomic_file *f)
{
	open_nomic(f);
	for (size_t i = 0; i < sizeof script / sizeof script[0]; i++)
		run(f->e, script[i][0], script[i][1]);
}

/* Loads bytes into a detached Arcadia part of n; the load's result, and
 * the reader's error (a static string) in *why. Frees what it built. */
static int load(nomic *n, const void *p, size_t len, const char **why)
{
	void *kept = n->arcadia;
	n->arcadia = NULL;
	ckr r;
	ckr_init(&r, p, len);
	int rc = arcadia_module.load_state(n, &r);
	if (rc == 0 && !ckr_done(&r))
		rc = -1;
	if (why)
		*why = r.why;
	arcadia_module.free_state(n);
	n->arcadia = kept;
	return rc;
}

static int try_load(void *arg, const void *bytes, size_t len)
{
	return load(arg, bytes, len, NULL);
}

static void save(const nomic *n, ckw *w)
{
	memset(w, 0, sizeof *w);
	assert_int_equal(arcadia_module.save_state(n, w), 0);
}

/* Saves n's Arcadia part as it is now and expects its load refused with
 * an error containing want. */
static void refused(nomic *n, const char *want)
{
	ckw w;
	save(n, &w);
	const char *why = NULL;
	assert_int_equal(load(n, w.b.s, w.b.len, &why), -1);
	assert_non_null(why);
	if (!strstr(why, want))
		fail_msg("refused with \"%s\", not \"%s\"", why, want);
	sbuf_free(&w.b);
}

static void round_trip_and_bad_bytes(void **state)
{
	(void)state;
	nomic_file f;
	play(&f);
	nomic *n = (nomic *)engine_read_begin(f.e);
	assert_int_equal(arcadia_module.state_version, 3);
	const arc_tourney *t = arc_current(n);
	assert_non_null(t);
	/* 81 entities, one per Location, the claimed ones their claimers'. */
	assert_int_equal(entity_count_all(n, entity_kind_find("landunit")), ARC_UNITS);
	const entity *e = entity_by_id(n, t->map[arc_index(5, 5)].ent);
	assert_non_null(e);
	assert_int_equal(e->owner.kind, OWN_PLAYER);
	assert_string_equal(player_by_id(n, e->owner.id)->name, "alice");
	assert_string_equal(entity_switch_value(e, "landtype"), "Black");
	assert_string_equal(entity_switch_value(e, "latitude"), "5");
	assert_string_equal(entity_switch_value(e, "longitude"), "5");
	ckw a, b;
	save(n, &a);
	void *kept = n->arcadia;
	n->arcadia = NULL;
	ckr r;
	ckr_init(&r, a.b.s, a.b.len);
	assert_int_equal(arcadia_module.load_state(n, &r), 0);
	assert_true(ckr_done(&r));
	save(n, &b);
	assert_int_equal(a.b.len, b.b.len);
	assert_memory_equal(a.b.s, b.b.s, a.b.len);
	sbuf_free(&b.b);
	arcadia_module.free_state(n);
	n->arcadia = kept;
	ckpt_check_bytes("arcadia", a.b.s, a.b.len, try_load, n);
	sbuf_free(&a.b);
	engine_read_end(f.e);
	close_nomic(&f);
}

/* Each way a unit and its entity can disagree is refused, with one
 * error; the state is put back after each. */
static void disagreement_refused(void **state)
{
	(void)state;
	nomic_file f;
	play(&f);
	nomic *n = (nomic *)engine_read_begin(f.e);
	arc_tourney *t = arc_current(n);
	arc_unit *u = &t->map[arc_index(5, 5)];
	entity *e = entity_by_id(n, u->ent);
	assert_non_null(e);

	/* Another owner: the entity Agora's, the unit alice's. */
	ent_owner was = e->owner;
	e->owner = OWNER_NOBODY;
	refused(n, "Land Unit at (5, 5) disagrees with its entity");
	e->owner = was;

	/* Another Land Type (index 2: White; the unit is Black). */
	int li = -1;
	for (int i = 0; i < e->nsw; i++)
		if (strcmp(e->kind->switches[i].name, "landtype") == 0)
			li = i;
	assert_true(li >= 0);
	int sw = e->sw[li];
	e->sw[li] = 2;
	refused(n, "Land Unit at (5, 5) disagrees with its entity");
	e->sw[li] = sw;

	/* Another Location: the unit names its neighbour's entity. */
	int ent = u->ent;
	u->ent = t->map[arc_index(5, 6)].ent;
	refused(n, "Land Unit at (5, 5) disagrees with its entity");
	/* No entity at all. */
	u->ent = 0;
	refused(n, "Land Unit at (5, 5) disagrees with its entity");
	u->ent = 100000;
	refused(n, "Land Unit at (5, 5) disagrees with its entity");
	u->ent = ent;

	/* A won tournament's unit still naming its entity. */
	t->winner = player_by_name(n, "alice")->id;
	refused(n, "still names an entity");
	t->winner = 0;

	/* The unit at (9, 9) forgets its entity. */
	arc_unit *far = &t->map[arc_index(9, 9)];
	int fe = far->ent;
	far->ent = 0;
	refused(n, "Land Unit at (9, 9) disagrees");
	far->ent = fe;

	/* A Land Unit entity on no Map: a stray one, appended by hand with
	 * the next id, then taken out again. */
	entities *es = n->entities;
	entity stray = *e;
	stray.id = es->next_id + 1;
	stray.sw = NULL;
	stray.nsw = 0;
	entity **v = realloc(es->v, (size_t)(es->n + 1) * sizeof *v);
	assert_non_null(v);
	es->v = v;
	es->v[es->n++] = &stray;
	es->cap = es->n; /* what the realloc left room for */
	refused(n, "82 Land Unit entities exist but the Maps hold 81");
	es->n--;

	/* Put back: it loads again. */
	ckw w;
	save(n, &w);
	assert_int_equal(load(n, w.b.s, w.b.len, NULL), 0);
	sbuf_free(&w.b);
	engine_read_end(f.e);
	close_nomic(&f);
}

/* R250 VII b: a Non-Player's land becomes unowned (econ, EK_NOTREASURY):
 * the Map follows, and the unit is Public Land again. */
static void nonplayer_land_is_public(void **state)
{
	(void)state;
	nomic_file f;
	play(&f);
	run(f.e, "bob", "leave");
	nomic *n = (nomic *)engine_read_begin(f.e);
	const arc_tourney *t = arc_current(n);
	const arc_unit *u = &t->map[arc_index(1, 1)];
	assert_int_equal(u->owner, 0);
	const entity *e = entity_by_id(n, u->ent);
	assert_non_null(e);
	assert_int_equal(e->owner.kind, OWN_NOBODY);
	ckw w;
	save(n, &w);
	assert_int_equal(load(n, w.b.s, w.b.len, NULL), 0);
	sbuf_free(&w.b);
	engine_read_end(f.e);
	/* And it replays the same from the log. */
	reopen(&f);
	n = (nomic *)engine_read_begin(f.e);
	assert_int_equal(arc_current(n)->map[arc_index(1, 1)].owner, 0);
	assert_int_equal(arc_current(n)->map[arc_index(5, 5)].owner,
			 player_by_name(n, "alice")->id);
	engine_read_end(f.e);
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(round_trip_and_bad_bytes),
		cmocka_unit_test(disagreement_refused),
		cmocka_unit_test(nonplayer_land_is_public),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
