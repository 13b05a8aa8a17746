/* test_level.c: behaviour levels (core/level.h). A nomic begun before a
 * level keeps the defaults it was played with, after any number of
 * replays; a new one gets the current level's. Level 1 made the offices
 * run by Ackanomic's rules (offices.mode rules, R401); level 2 gives the
 * Sponsor's Trinkets (trinkets.sponsor, R252 II 4). */
#include "core/level.h"
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "nomictest.h"

#include <stdlib.h>
#include <string.h>

static char *reply_to(engine *e, const char *actor, const char *line)
{
	reply r;
	engine_submit(e, actor, line, &r);
	char *out = strdup(r.text ? r.text : "");
	reply_free(&r);
	return out;
}

static void assert_reply_has(engine *e, const char *line, const char *want)
{
	char *out = reply_to(e, "admin", line);
	if (!strstr(out, want))
		fail_msg("'%s' does not say '%s': %s", line, want, out);
	free(out);
}

static void open_at(nomic_file *f, int level)
{
	snprintf(f->path, sizeof f->path, "/tmp/nomic-test-XXXXXX");
	int fd = mkstemp(f->path);
	assert_true(fd >= 0);
	close(fd);
	unlink(f->path);
	unsigned char seed[32] = {0};
	reply r;
	char err[256];
	f->e = engine_create_level(f->path, "Level", CLOCK_VIRTUAL, 978307200, seed, level, &r,
				   err, sizeof err);
	assert_non_null(f->e);
	reply_free(&r);
	run(f->e, "admin", "join alice");
	run(f->e, "admin", "appoint alice Registrar"); /* R403 (ii): a salaried seat */
}

/* The init event logs the level, or nothing at level 0 (as before levels). */
static int init_logs_level(engine *e, int64_t *level)
{
	json_t *log = engine_log_json(e, 1, 1, NULL);
	json_t *args = json_object_get(json_array_get(log, 0), "args");
	json_t *v = json_object_get(args, "level");
	int has = v != NULL;
	*level = json_integer_value(v);
	json_decref(log);
	return has;
}

static void current_level_runs_the_offices(void **state)
{
	(void)state;
	nomic_file f;
	open_at(&f, -1);
	int64_t level;
	assert_true(init_logs_level(f.e, &level));
	assert_int_equal(level, NOMIC_LEVEL);
	for (int pass = 0; pass < 2; pass++) {
		assert_reply_has(f.e, "params offices.mode", "offices.mode = rules (R401");
		assert_reply_has(f.e, "deadlines", "office-salaries (R401 (iv))");
		reopen(&f);
	}
	/* R401 (iv): noon on Monday 2001-01-01 is payday. */
	assert_reply_has(f.e, "clock advance 1d", "alice is paid A$25 as Registrar for 2001-01");
	reopen(&f);
	assert_reply_has(f.e, "balance alice", "925 A$");
	close_nomic(&f);
}

static void level_0_keeps_its_defaults(void **state)
{
	(void)state;
	nomic_file f;
	open_at(&f, 0);
	int64_t level;
	assert_false(init_logs_level(f.e, &level));
	for (int pass = 0; pass < 2; pass++) {
		assert_reply_has(f.e, "params offices.mode", "offices.mode = admin (R401");
		assert_reply_has(f.e, "deadlines", "no deadlines");
		reopen(&f);
	}
	assert_reply_has(f.e, "clock advance 1d", "the time is now 2001-01-02T00:00:00Z");
	assert_reply_has(f.e, "balance alice", "900 A$");
	/* The game may move itself to the new behaviour like any change. */
	run(f.e, "admin", "param set offices.mode rules");
	reopen(&f);
	assert_reply_has(f.e, "params offices.mode", "offices.mode = rules (R401");
	assert_reply_has(f.e, "deadlines", "office-salaries");
	close_nomic(&f);
}

/* Level 2: naming a Sponsor gives the Trinkets of R252 II 4; a nomic begun
 * at level 1 gives none, after replays too, until it sets the parameter. */
static void level_2_gives_the_sponsor_trinkets(void **state)
{
	(void)state;
	for (int level = 1; level <= 2; level++) {
		nomic_file f;
		open_at(&f, level);
		run(f.e, "admin", "ruleset load ackanomic");
		run(f.e, "admin", "join gina");
		run(f.e, "gina", "sponsor alice");
		for (int pass = 0; pass < 2; pass++) {
			assert_reply_has(f.e, "params trinkets.sponsor",
					 level == 2 ? "trinkets.sponsor = 1" : "trinkets.sponsor = 0");
			assert_reply_has(f.e, "entities trinket",
					 level == 2 ? "2 entities" : "0 entities");
			reopen(&f);
		}
		close_nomic(&f);
	}
}

static void no_level_from_the_future(void **state)
{
	(void)state;
	char path[64];
	snprintf(path, sizeof path, "/tmp/nomic-test-XXXXXX");
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	unlink(path);
	unsigned char seed[32] = {0};
	reply r;
	char err[256];
	engine *e = engine_create_level(path, "Level", CLOCK_VIRTUAL, 978307200, seed, 99, &r,
					err, sizeof err);
	assert_null(e);
	char want[64];
	snprintf(want, sizeof want, "the level is a number from 0 to %d", NOMIC_LEVEL);
	assert_non_null(strstr(err, want));
	reply_free(&r);
	unlink(path);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(current_level_runs_the_offices),
		cmocka_unit_test(level_0_keeps_its_defaults),
		cmocka_unit_test(level_2_gives_the_sponsor_trinkets),
		cmocka_unit_test(no_level_from_the_future),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
