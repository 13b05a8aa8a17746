/* test_character.c: characteristics, Honour and fires (src/society/character,
 * Ackanomic R540, R540.2, R540.3, R541, R543, R550.x).
 *
 * - A refused command changes nothing: every value, record, title and fire
 *   is as before.
 * - Replay reproduces: what the commands and the clock left (the rolls of
 *   R540.2, a test's rolls, the automatic Honour of R550.1, a fire's week
 *   and going On Ice) is what the log folds on reopening.
 * - The JSON views say what the commands say. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "../nomictest.h"
#include "society/character/character.h"

#include <stdlib.h>
#include <string.h>

/* Everything characteristics are: the views' JSON, and the fires. */
static char *fingerprint(engine *e)
{
	const nomic *n = engine_read_begin(e);
	json_t *o = json_pack("{s:o, s:o}", "all", characteristics_json(n), "honour", honour_json(n));
	json_t *fires = json_array();
	for (int i = 0; n->character && i < n->character->nfires; i++)
		json_array_append_new(fires, json_pack("{s:i, s:I, s:i}", "player",
							n->character->fires[i]->player, "lit",
							(json_int_t)n->character->fires[i]->lit,
							"declared", n->character->fires[i]->declared));
	json_object_set_new(o, "fires", fires);
	engine_read_end(e);
	char *s = json_dumps(o, JSON_SORT_KEYS | JSON_COMPACT);
	json_decref(o);
	return s;
}

static int submit(engine *e, const char *actor, const char *line)
{
	reply r;
	engine_submit(e, actor, line, &r);
	int ok = r.ok;
	reply_free(&r);
	return ok;
}

static void open_ackanomic(nomic_file *f)
{
	open_nomic_with(f, NULL, 0);
	run(f->e, "admin", "ruleset load ackanomic");
	static const char *const names[] = {"alice", "bob", "carol"};
	for (int i = 0; i < 3; i++) {
		char line[64];
		snprintf(line, sizeof line, "join %s", names[i]);
		run(f->e, "admin", line);
	}
}

static void refused_changes_nothing(void **state)
{
	(void)state;
	nomic_file f;
	open_ackanomic(&f);
	run(f.e, "alice", "bpc roll");
	run(f.e, "admin", "honour act bob bluecross");
	run(f.e, "admin", "fire light carol");
	char *before = fingerprint(f.e);
	static const char *const refused[][2] = {
		{"alice", "bpc roll"},                              /* R540.2 ¶2: once */
		{"bob", "bpc reroll"},                              /* R540.2 ¶3: two low */
		{"admin", "characteristic set bob strength 2"},     /* R540.2: 3-18 */
		{"admin", "characteristic set bob honour -101"},    /* R550 */
		{"admin", "characteristic set bob nosuch 3"},
		{"admin", "characteristic gain nobody harf"},
		{"admin", "characteristic gain bob harf -3"},       /* a negative amount */
		{"admin", "characteristic gain bob harf 99999999999999999999"}, /* overflow */
		{"bob", "characteristic gain bob harf"},            /* the admin's */
		{"admin", "honour act bob bluecross"},              /* R550.1: Unique */
		{"admin", "honour act bob nosuch"},
		{"admin", "characteristic test harf alice bob"},    /* R541: not Testable */
		{"bob", "characteristic test strength alice bob"},  /* the Dungeon Master's */
		{"admin", "fire light carol"},                      /* on fire already */
		{"bob", "fire extinguish"},                         /* not on fire */
		{"admin", "fire out alice"},
		{"carol", "say \"\""},
	};
	for (size_t i = 0; i < sizeof refused / sizeof *refused; i++) {
		if (submit(f.e, refused[i][0], refused[i][1]))
			fail_msg("accepted: %s> %s", refused[i][0], refused[i][1]);
		char *after = fingerprint(f.e);
		if (strcmp(before, after) != 0)
			fail_msg("%s> %s changed the state", refused[i][0], refused[i][1]);
		free(after);
	}
	free(before);
	close_nomic(&f);
}

static void replay_reproduces(void **state)
{
	(void)state;
	nomic_file f;
	open_ackanomic(&f);
	run(f.e, "alice", "bpc roll");
	run(f.e, "bob", "bpc roll");
	run(f.e, "admin", "characteristic test strength alice bob carol");
	run(f.e, "admin", "appoint alice Promoter");
	run(f.e, "admin", "characteristic set carol honour 99");
	run(f.e, "admin", "characteristic gain carol honour 2"); /* R550.10 */
	run(f.e, "admin", "fire light bob");
	run(f.e, "admin", "fire light carol");
	run(f.e, "bob", "say \"I'm on fire\"");
	run(f.e, "admin", "clock advance 8d");
	run(f.e, "bob", "fire extinguish");
	char *live = fingerprint(f.e);
	reopen(&f);
	char *replayed = fingerprint(f.e);
	assert_string_equal(live, replayed);
	free(live);
	free(replayed);
	close_nomic(&f);
}

static json_int_t value_of(const json_t *who, const char *name)
{
	return json_integer_value(json_object_get(json_object_get(who, "values"), name));
}

static void views_say_what_happened(void **state)
{
	(void)state;
	nomic_file f;
	open_ackanomic(&f);
	run(f.e, "admin", "appoint alice Speaker");          /* R550.1: +1, Political */
	run(f.e, "admin", "characteristic set bob honour 30"); /* R550.3 */
	run(f.e, "admin", "fire light carol");
	run(f.e, "admin", "characteristic lose carol alignment 3");
	const nomic *n = engine_read_begin(f.e);
	json_t *a = player_characteristics_json(n, "alice");
	json_t *c = player_characteristics_json(n, "carol");
	json_t *h = honour_json(n);
	assert_null(player_characteristics_json(n, "nobody"));
	engine_read_end(f.e);
	assert_int_equal(value_of(a, "Honour"), 2); /* joining, and the Speaker */
	assert_int_equal(json_array_size(json_object_get(a, "history")), 2);
	assert_int_equal(value_of(a, "Strength"), 10);
	assert_false(json_is_true(json_object_get(a, "scores_generated")));
	assert_true(json_is_true(json_object_get(c, "on_fire")));
	assert_string_equal(json_string_value(json_object_get(c, "alignment")), "Chaotic");
	assert_string_equal(json_string_value(json_object_get(h, "champion_of_honour")), "bob");
	assert_true(json_is_null(json_object_get(h, "evil")));
	assert_int_equal(json_array_size(json_object_get(h, "players")), 3);
	json_decref(a);
	json_decref(c);
	json_decref(h);
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(refused_changes_nothing),
		cmocka_unit_test(replay_reproduces),
		cmocka_unit_test(views_say_what_happened),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
