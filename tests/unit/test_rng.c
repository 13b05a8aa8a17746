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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(deterministic),
		cmocka_unit_test(roughly_uniform),
		cmocka_unit_test(replay_is_strict),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
