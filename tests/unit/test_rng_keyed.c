/* test_rng_keyed.c: purpose-keyed draws (core/rng.h, level 6, rng.keyed;
 * R230 I). A draw's value depends only on (seed, purpose, object, n): an
 * event inserted before it changes nothing; `nomic audit` re-derives a log
 * that holds both seq-keyed draws (before `param set rng.keyed 1`) and
 * purpose-keyed ones; and a log replays. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/level.h"
#include "core/rng.h"
#include "nomictest.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>

static const unsigned char zero_seed[32] = {0};

static void open_level(nomic_file *f, int level)
{
	snprintf(f->path, sizeof f->path, "/tmp/nomic-test-XXXXXX");
	int fd = mkstemp(f->path);
	assert_true(fd >= 0);
	close(fd);
	unlink(f->path);
	reply r;
	char err[256];
	f->e = engine_create_level(f->path, "Keyed", CLOCK_VIRTUAL, 978307200, zero_seed, level,
				   &r, err, sizeof err);
	assert_non_null(f->e);
	reply_free(&r);
}

static char *say(engine *e, const char *actor, const char *line)
{
	reply r;
	engine_submit(e, actor, line, &r);
	if (!r.ok)
		fail_msg("%s> %s: %s", actor, line, r.text);
	char *out = strdup(r.text ? r.text : "");
	reply_free(&r);
	return out;
}

/* The draws the last event logged, as JSON text. */
static char *last_draws(engine *e)
{
	json_t *log = engine_log_json(e, engine_head(e), 1, "admin");
	char *out = json_dumps(json_object_get(json_array_get(log, 0), "draws"), JSON_COMPACT);
	json_decref(log);
	assert_non_null(out);
	return out;
}

static void audit_passes(const char *path, uint64_t want_draws)
{
	char seed[65], why[256];
	uint64_t n = 0, bad = 0;
	int rc = engine_audit(path, seed, &n, &bad, why, sizeof why);
	if (rc)
		fail_msg("audit fails at %llu: %s", (unsigned long long)bad, why);
	assert_int_equal(n, want_draws);
}

/* A roll by alice: the same whatever events came before it (level 6). */
static void draw_ignores_events_before(void **state)
{
	(void)state;
	nomic_file a, b;
	open_level(&a, -1);
	open_level(&b, -1);
	run(a.e, "admin", "join alice");
	run(b.e, "admin", "join alice");
	/* b has more events first, and different ones: its seq differs. */
	run(b.e, "admin", "join bob");
	run(b.e, "admin", "mint 5 points to bob");
	run(b.e, "bob", "roll 2d6");
	char *ra = say(a.e, "alice", "roll 3d1000000");
	char *rb = say(b.e, "alice", "roll 3d1000000");
	assert_true(engine_head(a.e) != engine_head(b.e));
	assert_string_equal(ra, rb);
	/* The draws carry their key: [bound, value, purpose, object, n]. */
	char *da = last_draws(a.e), *db = last_draws(b.e);
	assert_string_equal(da, db);
	assert_non_null(strstr(da, ",\"roll\",1,0]"));
	assert_non_null(strstr(da, ",\"roll\",1,2]")); /* the third draw of alice's rolls */
	/* Her next roll is the stream's next draws, not the same again. */
	char *ra2 = say(a.e, "alice", "roll 3d1000000");
	assert_string_not_equal(ra, ra2);
	free(ra);
	free(rb);
	free(ra2);
	free(da);
	free(db);
	/* Replay takes the draws from the log and checks their keys. */
	reopen(&a);
	audit_passes(a.path, 2);
	audit_passes(b.path, 2);
	close_nomic(&a);
	close_nomic(&b);
}

/* The value is rng_keyed_value's: the seed, purpose, object and n alone. */
static void draw_is_derived_from_key(void **state)
{
	(void)state;
	nomic_file a;
	open_level(&a, -1);
	run(a.e, "admin", "join alice");
	char *r = say(a.e, "alice", "roll 1d1000000");
	char want[64];
	snprintf(want, sizeof want, "alice rolls 1d1000000: %llu",
		 (unsigned long long)rng_keyed_value(zero_seed, "roll", 1, 0, 1000000) + 1);
	assert_string_equal(r, want);
	free(r);
	close_nomic(&a);
}

/* A nomic begun at level 5 draws by seq until it sets rng.keyed; audit
 * re-derives both kinds, and replay reproduces both. */
static void audit_mixed_log(void **state)
{
	(void)state;
	nomic_file a;
	open_level(&a, 5);
	char *p = say(a.e, "admin", "params rng.keyed");
	assert_non_null(strstr(p, "rng.keyed = 0"));
	free(p);
	run(a.e, "admin", "join alice");
	run(a.e, "alice", "roll 2d6");
	char *d1 = last_draws(a.e);
	assert_null(strstr(d1, "\"roll\"")); /* [bound, value] as before */
	assert_non_null(strstr(d1, "[6,"));
	run(a.e, "admin", "param set rng.keyed 1");
	run(a.e, "alice", "roll 2d6");
	char *d2 = last_draws(a.e);
	assert_non_null(strstr(d2, ",\"roll\",1,0]"));
	free(d1);
	free(d2);
	audit_passes(a.path, 2);
	reopen(&a);
	run(a.e, "alice", "roll 2d6"); /* after replay the counter stands at 2 */
	char *d3 = last_draws(a.e);
	assert_non_null(strstr(d3, ",\"roll\",1,2]"));
	free(d3);
	audit_passes(a.path, 3);
	close_nomic(&a);
}

/* A level 6 nomic starts keyed; core/level.h says so. */
static void level_six_is_keyed(void **state)
{
	(void)state;
	assert_true(NOMIC_LEVEL >= 6);
	nomic_file a;
	open_level(&a, 6);
	char *p = say(a.e, "admin", "params rng.keyed");
	assert_non_null(strstr(p, "rng.keyed = 1"));
	free(p);
	close_nomic(&a);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(draw_ignores_events_before),
		cmocka_unit_test(draw_is_derived_from_key),
		cmocka_unit_test(audit_mixed_log),
		cmocka_unit_test(level_six_is_keyed),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
