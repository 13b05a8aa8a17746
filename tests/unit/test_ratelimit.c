/* test_ratelimit.c: the focus of this file is the command limits
 * (core/ratelimit.c; issue 12 item 4): a bucket spends a minute's
 * allowance at once and regains it evenly, says how long to wait, keeps
 * keys apart and forgets full ones; and the engine's three limits
 * (limit.commands by player, limit.address, limit.joins) with the admin
 * exempt and the parameters changed by `param set`. */
#include "core/engine.h"
#include "core/ratelimit.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "nomictest.h"

static void test_bucket(void **state)
{
	(void)state;
	ratelimit *rl = ratelimit_new();
	/* 3 a minute: three at once, then a wait of 20 s for the next. */
	for (int i = 0; i < 3; i++)
		assert_int_equal(ratelimit_take(rl, "a", 3, 60, 100.0), 0);
	assert_int_equal(ratelimit_take(rl, "a", 3, 60, 100.0), 20);
	assert_int_equal(ratelimit_take(rl, "a", 3, 60, 110.0), 10);
	/* A refusal takes nothing: at 120 s one is back. */
	assert_int_equal(ratelimit_take(rl, "a", 3, 60, 120.0), 0);
	assert_int_equal(ratelimit_take(rl, "a", 3, 60, 120.0), 20);
	/* Another key is another allowance; 0 is no limit. */
	assert_int_equal(ratelimit_take(rl, "b", 3, 60, 120.0), 0);
	for (int i = 0; i < 1000; i++)
		assert_int_equal(ratelimit_take(rl, "a", 0, 60, 120.0), 0);
	/* A wait is at least a second, however close the token. */
	assert_int_equal(ratelimit_take(rl, "a", 3, 60, 139.99), 1);
	/* A lowered allowance caps what the bucket holds. */
	assert_int_equal(ratelimit_take(rl, "c", 100, 60, 0.0), 0);
	assert_int_equal(ratelimit_take(rl, "c", 1, 60, 0.0), 0);
	assert_int_equal(ratelimit_take(rl, "c", 1, 60, 0.0), 60);
	ratelimit_free(rl);
}

static void test_forgets_full_buckets(void **state)
{
	(void)state;
	ratelimit *rl = ratelimit_new();
	char key[32];
	/* 100,000 addresses, one command each, a second apart: the table
	 * keeps only those whose minute is not over. */
	for (int i = 0; i < 100000; i++) {
		snprintf(key, sizeof key, "10.0.%d.%d", i / 256, i % 256);
		assert_int_equal(ratelimit_take(rl, key, 1, 60, (double)i), 0);
	}
	assert_true(ratelimit_size(rl) < 4096);
	/* Busy keys beyond the cap share one bucket: memory stays bounded. */
	ratelimit *busy = ratelimit_new();
	for (int i = 0; i < 70000; i++) {
		snprintf(key, sizeof key, "k%d", i);
		ratelimit_take(busy, key, 1, 3600, 0.0);
	}
	assert_true(ratelimit_size(busy) <= 65537);
	ratelimit_free(busy);
	ratelimit_free(rl);
}

/* How many of `count` submissions of line by actor from `from` are let
 * through before the first refusal; *why gets its reason. */
static int allowed(engine *e, const char *actor, const char *from, const char *line,
		   int count, char *why, size_t len)
{
	for (int i = 0; i < count; i++)
		if (engine_limit(e, actor, from, line, why, len))
			return i;
	return count;
}

static void test_engine_limits(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	char why[256];
	/* limit.commands: 60 a minute from a player, by permanent id. */
	assert_int_equal(allowed(f.e, "alice", NULL, "clock", 100, why, sizeof why), 60);
	assert_non_null(strstr(why, "limit.commands"));
	assert_non_null(strstr(why, "try again in 1 s"));
	run(f.e, "alice", "rename alicia");
	run(f.e, "admin", "ack rename alice");
	assert_true(engine_limit(f.e, "alicia", NULL, "clock", why, sizeof why) > 0);
	/* Another player is not held up by her. */
	assert_int_equal(engine_limit(f.e, "bob", NULL, "clock", why, sizeof why), 0);
	/* The admin never is. */
	assert_int_equal(allowed(f.e, "admin", "192.0.2.1", "clock", 1000, why, sizeof why), 1000);
	/* limit.address: 120 a minute from one address, whoever sends. */
	assert_int_equal(allowed(f.e, "carol", "192.0.2.7", "clock", 50, why, sizeof why), 50);
	assert_int_equal(allowed(f.e, "dave", "192.0.2.7", "clock", 50, why, sizeof why), 50);
	assert_int_equal(allowed(f.e, NULL, "192.0.2.7", "clock", 50, why, sizeof why), 20);
	assert_non_null(strstr(why, "limit.address"));
	/* limit.joins: 5 a day from an address by someone not signed in. */
	assert_int_equal(allowed(f.e, NULL, "198.51.100.9", "join x", 10, why, sizeof why), 5);
	assert_non_null(strstr(why, "limit.joins"));
	assert_non_null(strstr(why, "try again in 17280 s"));
	/* ... while other commands from there go on. */
	assert_int_equal(engine_limit(f.e, NULL, "198.51.100.9", "clock", why, sizeof why), 0);
	/* The parameters are the nomic's: 0 lifts a limit, at once. */
	run(f.e, "admin", "param set limit.joins 0");
	run(f.e, "admin", "param set limit.commands 0");
	assert_int_equal(allowed(f.e, NULL, "198.51.100.9", "join y", 10, why, sizeof why), 10);
	assert_int_equal(allowed(f.e, "alicia", NULL, "clock", 500, why, sizeof why), 500);
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bucket),
		cmocka_unit_test(test_forgets_full_buckets),
		cmocka_unit_test(test_engine_limits),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
