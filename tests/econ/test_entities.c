/* test_entities.c: the entity model's journal and conservation (src/econ,
 * Ackanomic R500-R500.3, R505 III, R506 ¶3, R515 ¶4, R250 VII b).
 *
 * - A refused command changes nothing: every entity, every owner, every
 *   A$ and the next id are as before.
 * - Replay reproduces: the state folded from the log on reopening is the
 *   state the commands left.
 * - Conservation over a long random sequence of creations, gifts, the
 *   rules' transfers, destructions, Composing and Dissolving (R506 ¶5, ¶6): entities are neither
 *   made nor lost but by the operations that succeed (counted by owner
 *   before and after each), and the A$ and the Trinkets' values together
 *   stay 100,000 (R506 ¶3). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "../nomictest.h"
#include "econ/entities.h"

#include <stdlib.h>
#include <string.h>

/* Everything the entities are: each one's JSON, the A$ of every holder,
 * the next id. */
static char *fingerprint(engine *e)
{
	const nomic *n = engine_read_begin(e);
	json_t *o = json_object();
	json_object_set_new(o, "entities", entities_json(n, NULL, NULL));
	const currency *ad = currency_by_name(n, "A$");
	json_t *bal = json_array();
	for (int h = 0; h <= n->nplayers; h++)
		json_array_append_new(bal, json_integer(balance(n, h, ad->id)));
	json_object_set_new(o, "A$", bal);
	json_object_set_new(o, "next", json_integer(n->entities ? n->entities->next_id : 0));
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

/* R500.3, R500.1, R515 ¶4, R506 ¶4, R250 VII b: each refused, and the
 * state is byte for byte what it was. */
static void refused_changes_nothing(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "admin", "ruleset load ackanomic");
	run(f.e, "admin", "entity create grapefruit alice");
	run(f.e, "admin", "entity create cloak alice");
	run(f.e, "admin", "entity create egg bob");
	run(f.e, "admin", "entity create trinket carol \"Shiny\" 7");
	char *before = fingerprint(f.e);
	static const char *const refused[][2] = {
		{"admin", "entity create grapefruit bob"},          /* R500.3 */
		{"admin", "entity create egg bob \"Named\""},       /* R500.1 */
		{"admin", "entity create trinket bob \"shiny\" 3"}, /* R500.1: taken */
		{"admin", "entity create trinket bob \"X\" 0"},      /* R506 ¶4 */
		{"admin", "entity create trinket bob \"Y\" 999999"}, /* the Treasury's A$ */
		{"admin", "entity create trinket Treasury \"Z\" 3"}, /* R505 III */
		{"alice", "give 2 to bob"},                         /* nontradeable */
		{"bob", "give 3 to alice"},                         /* ackable */
		{"alice", "give 4 to bob"},                         /* not eirs */
		{"alice", "entity create egg alice"},               /* the rules' alone */
		{"admin", "entity set 2 worn perhaps"},             /* R931's values */
		{"admin", "entity destroy 99"},
		{"admin", "entity transfer 1 to nobody-at-all"},
		{"alice", "trinket compose \"Big\" 999999 \"d\""},        /* R504: not eirs */
		{"alice", "trinket compose \"shiny\" 5 \"d\""},           /* R506 ¶5: name taken */
		{"alice", "trinket dissolve 1"},                    /* not a Trinket */
		{"alice", "trinket dissolve 4"},                    /* carol's */
	};
	for (size_t i = 0; i < sizeof refused / sizeof *refused; i++) {
		assert_false(submit(f.e, refused[i][0], refused[i][1]));
		char *now = fingerprint(f.e);
		assert_string_equal(before, now);
		free(now);
	}
	free(before);
	close_nomic(&f);
}

/* The state after a mixed sequence is the state replay folds. */
static void replay_reproduces(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "admin", "ruleset load ackanomic");
	run(f.e, "admin", "entity create cloak alice");
	run(f.e, "admin", "entity set 1 worn yes");
	run(f.e, "admin", "entity create trinket alice \"Marble\" 12 \"a glass marble\"");
	run(f.e, "alice", "give Marble to bob");
	run(f.e, "admin", "entity create egg carol");
	run(f.e, "admin", "entity transfer 3 to dave");
	run(f.e, "admin", "entity destroy 1");
	run(f.e, "admin", "entity create trinket erin \"Button\" 4");
	run(f.e, "erin", "leave"); /* R250 VII b: the Treasury Dissolves the Button */
	char *live = fingerprint(f.e);
	reopen(&f);
	char *replayed = fingerprint(f.e);
	assert_string_equal(live, replayed);
	free(live);
	free(replayed);
	close_nomic(&f);
}

/* Counts by owner: [0] nobody, [1] the Treasury, [2 + k] player k + 1. */
static void count_by_owner(engine *e, int *counts, int slots, int *total, int64_t *wealth)
{
	const nomic *n = engine_read_begin(e);
	memset(counts, 0, (size_t)slots * sizeof *counts);
	*total = 0;
	const entities *s = entities_peek(n);
	int64_t values = 0;
	for (int i = 0; s && i < s->n; i++) {
		const entity *x = s->v[i];
		int slot = x->owner.kind == OWN_NOBODY ? 0 : x->owner.kind == OWN_TREASURY ? 1
											 : 1 + x->owner.id;
		assert_true(slot < slots);
		counts[slot]++;
		values += x->value;
	}
	for (int k = 0; k < slots; k++)
		*total += counts[k];
	const currency *ad = currency_by_name(n, "A$");
	int64_t a = 0;
	for (int h = 0; h <= n->nplayers; h++)
		a += balance(n, h, ad->id);
	*wealth = a + values;
	engine_read_end(e);
}

static void conservation(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "admin", "ruleset load ackanomic");
	static const char *const who[] = {"alice", "bob", "carol", "dave", "erin"};
	static const char *const kinds[] = {"egg", "cloak", "badge", "grapefruit", "trinket"};
	enum { SLOTS = 7 };
	int before[SLOTS], after[SLOTS], total0, total1;
	int64_t wealth;
	unsigned seed = 16;
	int made = 0, gone = 0, trinkets = 0, operations = 0;
	for (int step = 0; step < 400; step++) {
		count_by_owner(f.e, before, SLOTS, &total0, &wealth);
		assert_int_equal(wealth, 100000); /* R506 ¶3 */
		char line[160];
		int op = rand_r(&seed) % 12, id = 1 + rand_r(&seed) % (made + 1);
		const char *p = who[rand_r(&seed) % 5], *q = who[rand_r(&seed) % 5];
		const char *k = kinds[rand_r(&seed) % 5];
		const char *actor = "admin";
		if (op < 3 && strcmp(k, "trinket") == 0)
			snprintf(line, sizeof line, "entity create trinket %s \"T%d\" %d", p,
				 ++trinkets, 1 + rand_r(&seed) % 50);
		else if (op < 3)
			snprintf(line, sizeof line, "entity create %s %s", k, p);
		else if (op < 6) {
			snprintf(line, sizeof line, "give %d to %s", id, q);
			actor = p;
		} else if (op < 8)
			snprintf(line, sizeof line, "entity transfer %d to %s", id,
				 rand_r(&seed) % 4 ? q : "Treasury");
		else if (op < 9)
			snprintf(line, sizeof line, "entity destroy %d", id);
		else if (op < 10)
			snprintf(line, sizeof line, "entity create badge %s", q);
		else if (op < 11) { /* R506 ¶5: A$ become a Trinket */
			snprintf(line, sizeof line, "trinket compose \"C%d\" %d \"a thing\"", step,
				 1 + rand_r(&seed) % 400);
			actor = p;
		} else { /* R506 ¶6: a Trinket becomes A$ */
			snprintf(line, sizeof line, "trinket dissolve %d", id);
			actor = p;
		}
		int ok = submit(f.e, actor, line);
		count_by_owner(f.e, after, SLOTS, &total1, &wealth);
		int creates = strncmp(line, "entity create", 13) == 0 ||
			      strncmp(line, "trinket compose", 15) == 0;
		int destroys = strncmp(line, "entity destroy", 14) == 0 ||
			       strncmp(line, "trinket dissolve", 16) == 0;
		if (!ok) { /* refused: every owner's count is as it was */
			assert_memory_equal(before, after, sizeof before);
			continue;
		}
		operations += strncmp(line, "trinket", 7) == 0;
		if (creates) {
			made++;
			assert_int_equal(total1, total0 + 1);
		} else if (destroys) {
			gone++;
			assert_int_equal(total1, total0 - 1);
		} else if (total1 == total0 - 1) {
			gone++; /* a Trinket to the Treasury is Dissolved (R505 III) */
		} else {
			assert_int_equal(total1, total0); /* a move keeps the count */
		}
	}
	count_by_owner(f.e, after, SLOTS, &total1, &wealth);
	assert_int_equal(total1, made - gone);
	assert_true(made > 50 && gone > 5 && operations > 5);
	assert_int_equal(wealth, 100000);
	/* Replay folds the same. */
	char *live = fingerprint(f.e);
	reopen(&f);
	char *replayed = fingerprint(f.e);
	assert_string_equal(live, replayed);
	free(live);
	free(replayed);
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(refused_changes_nothing),
		cmocka_unit_test(replay_reproduces),
		cmocka_unit_test(conservation),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
