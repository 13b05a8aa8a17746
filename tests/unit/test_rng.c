/* test_rng.c: the random source (src/core/rng.c): deterministic for a seed
 * and nonce, different across nonces, uniform enough, and strict in replay. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>

#include "core/rng.h"

#include <string.h>

static const unsigned char seed[RNG_SEED_BYTES] = {1, 2, 3};

static void deterministic(void **state)
{
	rng a, b, c;
	rng_begin(&a, seed, 7, NULL, 0);
	rng_begin(&b, seed, 7, NULL, 0);
	rng_begin(&c, seed, 8, NULL, 0);
	int same = 1, differs = 0;
	for (int i = 0; i < 100; i++) {
		uint64_t x = rng_below(&a, 1000000), y = rng_below(&b, 1000000);
		uint64_t z = rng_below(&c, 1000000);
		same &= x == y;
		differs |= x != z;
		assert_true(x < 1000000);
	}
	assert_true(same);
	assert_true(differs);
	assert_int_equal(a.ndraws, 100);
	assert_int_equal(a.draws[0].bound, 1000000);
	rng_end(&a);
	rng_end(&b);
	rng_end(&c);
}

static void roughly_uniform(void **state)
{
	rng r;
	int count[6] = {0};
	rng_begin(&r, seed, 1, NULL, 0);
	for (int i = 0; i < 60000; i++)
		count[rng_below(&r, 6)]++;
	for (int i = 0; i < 6; i++)
		assert_true(count[i] > 9400 && count[i] < 10600); /* ~6 sigma */
	rng_end(&r);
}

static void replay_is_strict(void **state)
{
	rng_draw logged[] = {{.bound = 6, .value = 4}, {.bound = 1, .value = 0}, {.bound = 10, .value = 9}};
	rng r;
	rng_begin(&r, NULL, 1, logged, 3);
	assert_int_equal(rng_below(&r, 6), 4);
	assert_int_equal(rng_below(&r, 1), 0);
	assert_int_equal(rng_below(&r, 10), 9);
	assert_int_equal(r.mismatch, 0);
	rng_below(&r, 10); /* one more than the log holds */
	assert_int_equal(r.mismatch, 1);
	rng_end(&r);

	rng_begin(&r, NULL, 1, logged, 3);
	rng_below(&r, 7); /* a different bound than logged */
	assert_int_equal(r.mismatch, 1);
	rng_end(&r);
}

/* A counter of draws per stream, as the state keeps it (rng_streams.c). */
static uint64_t count_one(void *arg, const char *purpose, uint64_t object)
{
	(void)purpose;
	(void)object;
	uint64_t *k = arg;
	return (*k)++;
}

/* Purpose-keyed: the value depends on (seed, purpose, object, n), not on
 * the event's nonce; each draw is logged with its key. */
static void keyed_ignores_nonce(void **state)
{
	uint64_t ka = 0, kb = 0;
	rng a, b;
	rng_begin(&a, seed, 7, NULL, 0);
	rng_begin(&b, seed, 1234, NULL, 0);
	rng_keyed(&a, count_one, &ka);
	rng_keyed(&b, count_one, &kb);
	rng_key(&a, "castes.draw", 3);
	rng_key(&b, "castes.draw", 3);
	for (uint64_t n = 0; n < 20; n++) {
		uint64_t x = rng_below(&a, 1000000), y = rng_below(&b, 1000000);
		assert_int_equal(x, y);
		assert_int_equal(x, rng_keyed_value(seed, "castes.draw", 3, n, 1000000));
	}
	assert_string_equal(a.draws[5].purpose, "castes.draw");
	assert_int_equal(a.draws[5].object, 3);
	assert_int_equal(a.draws[5].n, 5);
	/* Another object, purpose or n: another value (all but surely). */
	assert_true(rng_keyed_value(seed, "castes.draw", 4, 0, 1000000) !=
		    rng_keyed_value(seed, "castes.draw", 3, 0, 1000000));
	assert_true(rng_keyed_value(seed, "cfj.judge", 3, 0, 1000000) !=
		    rng_keyed_value(seed, "castes.draw", 3, 0, 1000000));
	rng_end(&a);
	rng_end(&b);
	/* Keying off (a nomic before level 6): rng_key changes nothing. */
	rng c, d;
	rng_begin(&c, seed, 7, NULL, 0);
	rng_begin(&d, seed, 7, NULL, 0);
	rng_key(&c, "castes.draw", 3);
	assert_int_equal(rng_below(&c, 1000000), rng_below(&d, 1000000));
	assert_null(c.draws[0].purpose);
	rng_end(&c);
	rng_end(&d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(deterministic),
		cmocka_unit_test(roughly_uniform),
		cmocka_unit_test(replay_is_strict),
		cmocka_unit_test(keyed_ignores_nonce),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
