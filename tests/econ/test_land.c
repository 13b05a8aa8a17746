/* test_land.c: land's journal, invariants and replay (src/econ/land,
 * Ackanomic R820, R821, R825, R810, R252 II 1).
 *
 * A long random sequence of purchases, sales, constructions, growths,
 * shrinkings, destructions, moves and the rules' transfers, by five
 * players on a small part of the City (each mostly on a row of eir own)
 * so that they build and collide. After each:
 * - a refused command changed nothing (the grid, the buildings, the
 *   entities, every location and every A$);
 * - the A$ stay 100,000 (R506 ¶3: none made or lost);
 * - every Attached building occupies as many Kaas as its size (R825 I ii,
 *   v), one contiguous block (II iii), all its owner's (III i), and no Kaa
 *   has two buildings (III iv).
 * At the end the state folded from the log is the state the commands left. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "../nomictest.h"
#include "econ/land/land.h"

#include <stdlib.h>
#include <string.h>

static const char *const who[] = {"alice", "bob", "carol", "dave", "erin"};

static char *fingerprint(engine *e)
{
	const nomic *n = engine_read_begin(e);
	json_t *o = json_object();
	json_object_set_new(o, "land", land_json(n));
	json_object_set_new(o, "buildings", land_buildings_json(n));
	json_object_set_new(o, "entities", entities_json(n, NULL, NULL));
	json_t *locs = json_array(), *bal = json_array();
	for (int i = 0; i < 5; i++)
		json_array_append_new(locs, land_location_json(n, who[i]));
	const currency *ad = currency_by_name(n, "A$");
	for (int h = 0; h <= n->nplayers; h++)
		json_array_append_new(bal, json_integer(balance(n, h, ad->id)));
	json_object_set_new(o, "locations", locs);
	json_object_set_new(o, "A$", bal);
	engine_read_end(e);
	char *s = json_dumps(o, JSON_SORT_KEYS | JSON_COMPACT);
	json_decref(o);
	return s;
}

static void check_invariants(engine *e)
{
	const nomic *n = engine_read_begin(e);
	const currency *ad = currency_by_name(n, "A$");
	int64_t total = 0;
	for (int h = 0; h <= n->nplayers; h++)
		total += balance(n, h, ad->id);
	assert_int_equal(total, 100000);
	const land *s = land_peek(n);
	for (int i = 0; s && i < s->nblds; i++) {
		const land_building *b = s->blds[i];
		const entity *be = entity_by_id(n, b->ent);
		assert_non_null(be);
		if (b->state == BST_FLOATING)
			continue;
		assert_int_equal(b->nk, land_size_kaas(n, b->size));
		assert_true(land_contiguous(b->nk, b->ky, b->kx));
		for (int k = 0; k < b->nk; k++) {
			assert_true(owner_eq(land_kaa_owner(n, b->ky[k], b->kx[k]), be->owner));
			assert_ptr_equal(land_occupant(n, b->ky[k], b->kx[k]), b);
			for (int j = 0; j < i; j++) /* III iv: one building a Kaa */
				for (int l = 0; l < s->blds[j]->nk; l++)
					assert_false(s->blds[j]->state != BST_FLOATING &&
						     s->blds[j]->ky[l] == b->ky[k] &&
						     s->blds[j]->kx[l] == b->kx[k]);
		}
	}
	engine_read_end(e);
}

static int submit(engine *e, const char *actor, const char *line)
{
	reply r;
	engine_submit(e, actor, line, &r);
	int ok = r.ok;
	reply_free(&r);
	return ok;
}

/* Appends " N1 W2", the Kaa at y, x. */
static void add_kaa(char *line, size_t len, int y, int x)
{
	char b[32];
	land_coords(y, x, b, sizeof b);
	size_t have = strlen(line);
	snprintf(line + have, len - have, " %s", b);
}

static void random_sequence(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic_with(&f, NULL, 0);
	run(f.e, "admin", "ruleset load ackanomic");
	for (int i = 0; i < 5; i++) { /* R252 II 1: each with a House (level 4) */
		char line[96];
		snprintf(line, sizeof line, "join %s", who[i]);
		run(f.e, "admin", line);
		snprintf(line, sizeof line, "move 3000 A$ from Treasury to %s", who[i]);
		run(f.e, "admin", line);
	}
	static const char *const sizes[] = {"small", "cosy", "classy", "lavish"};
	static const char *const places[] = {"library", "wilds", "home", "hall"};
	unsigned seed = 820;
	int accepted = 0, refused = 0, built = 0, changed = 0, moved = 0;
	for (int step = 0; step < 1000; step++) {
		char *before = fingerprint(f.e);
		char line[512];
		int me = rand_r(&seed) % 5;
		const char *actor = who[me];
		int op = rand_r(&seed) % 14;
		/* Mostly the actor's own row (so that e builds), sometimes any
		 * (so that they collide). */
		int y = rand_r(&seed) % 5 ? me - 2 : (int)(rand_r(&seed) % 5) - 2;
		int x = (int)(rand_r(&seed) % 7) - 3;
		int id = 1 + rand_r(&seed) % 60;
		if (op < 3) {
			snprintf(line, sizeof line, "land buy");
			add_kaa(line, sizeof line, y, x);
		} else if (op < 4) {
			snprintf(line, sizeof line, "land sell");
			add_kaa(line, sizeof line, y, x);
			if (rand_r(&seed) % 2)
				add_kaa(line, sizeof line, y, x + 1);
		} else if (op < 7) { /* a row or a square from (y, x) */
			int r = rand_r(&seed) % 10, sz = r < 6 ? 0 : r < 9 ? 1 : 2;
			snprintf(line, sizeof line, "build %s \"B%d\" on", sizes[sz], step);
			int want = sz == 0 ? 1 : sz == 1 ? 2 : 4;
			for (int k = 0; k < want; k++)
				add_kaa(line, sizeof line, y - (want == 4 ? k / 2 : 0),
					x + (want == 4 ? k % 2 : k));
		} else if (op < 8) {
			snprintf(line, sizeof line, "building grow %d %s on", id,
				 sizes[1 + rand_r(&seed) % 3]);
			for (int k = 0, m = 1 + rand_r(&seed) % 4; k < m; k++)
				add_kaa(line, sizeof line, y, x + k);
		} else if (op < 9) {
			snprintf(line, sizeof line, "building shrink %d %s off", id,
				 sizes[rand_r(&seed) % 3]);
			for (int k = 0, m = 1 + rand_r(&seed) % 3; k < m; k++)
				add_kaa(line, sizeof line, y, x + k);
		} else if (op < 10) {
			snprintf(line, sizeof line, "building destroy %d", id);
		} else if (op < 11) {
			if (rand_r(&seed) % 2)
				snprintf(line, sizeof line, "go %s", places[rand_r(&seed) % 4]);
			else if (rand_r(&seed) % 2)
				snprintf(line, sizeof line, "go %d", id);
			else {
				snprintf(line, sizeof line, "go");
				add_kaa(line, sizeof line, y, x);
			}
		} else if (op < 12) {
			snprintf(line, sizeof line, "entity transfer %d to %s", id,
				 who[rand_r(&seed) % 5]);
			actor = "admin";
		} else if (op < 13) {
			snprintf(line, sizeof line, "building transfer %d to %s", id,
				 who[rand_r(&seed) % 5]);
			actor = "admin";
		} else {
			snprintf(line, sizeof line, "home invite %s", who[rand_r(&seed) % 5]);
		}
		int ok = submit(f.e, actor, line);
		char *after = fingerprint(f.e);
		if (!ok) {
			if (strcmp(before, after) != 0)
				fail_msg("%s> %s was refused but changed the state", actor, line);
			refused++;
		} else {
			accepted++;
			built += strncmp(line, "build ", 6) == 0;
			changed += strncmp(line, "building grow", 13) == 0 ||
				   strncmp(line, "building shrink", 15) == 0 ||
				   strncmp(line, "land sell", 9) == 0;
			moved += strncmp(line, "building transfer", 17) == 0;
		}
		free(before);
		free(after);
		check_invariants(f.e);
	}
	print_message("%d accepted, %d refused; %d built, %d grown, shrunk or sold, %d moved\n",
		      accepted, refused, built, changed, moved);
	assert_true(accepted > 100 && refused > 100 && built > 5 && changed > 5 && moved > 5);
	char *live = fingerprint(f.e);
	reopen(&f);
	char *replayed = fingerprint(f.e);
	assert_string_equal(live, replayed);
	check_invariants(f.e);
	free(live);
	free(replayed);
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(random_sequence),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
