/* ckpttest.h: the checks every checkpoint test makes on a part's bytes
 * (issue 17 item 3, core/ckpt.h): every prefix cut short is refused, and
 * every byte forged with each of a few masks either loads whole or is
 * refused, never reading past the end or leaking (the tests also run under
 * ASan and UBSan, which catch both). The caller says how one load is tried
 * (into a copy of a nomic, into a detached part, into a fresh nomic) and
 * frees what the load built. Include after <cmocka.h>. */
#ifndef NOMIC_TESTS_CKPTTEST_H
#define NOMIC_TESTS_CKPTTEST_H

#include <stdlib.h>
#include <string.h>

/* Tries to load len bytes: 0 if they loaded whole, -1 if refused. Frees
 * whatever it built either way. */
typedef int (*ckpt_try_fn)(void *arg, const void *bytes, size_t len);

/* Every proper prefix of bytes is refused. */
static inline void ckpt_check_prefixes(const char *what, const void *bytes, size_t len,
				       ckpt_try_fn try_load, void *arg)
{
	for (size_t k = 0; k < len; k++)
		if (try_load(arg, bytes, k) == 0)
			fail_msg("%s: a prefix of %zu of %zu bytes loaded", what, k, len);
}

/* Every byte forged, one at a time, with each mask: whatever the load does
 * with it, it does safely (the sanitizers are the judge). */
static inline void ckpt_check_forgeries(const void *bytes, size_t len, ckpt_try_fn try_load,
					void *arg)
{
	static const unsigned char masks[] = {0x01, 0x40, 0x7f, 0x80, 0xff};
	unsigned char *c = malloc(len ? len : 1);
	assert_non_null(c);
	for (size_t k = 0; k < len; k++)
		for (size_t m = 0; m < sizeof masks; m++) {
			memcpy(c, bytes, len);
			c[k] ^= masks[m];
			(void)try_load(arg, c, len);
		}
	free(c);
}

/* Both. */
static inline void ckpt_check_bytes(const char *what, const void *bytes, size_t len,
				    ckpt_try_fn try_load, void *arg)
{
	ckpt_check_prefixes(what, bytes, len, try_load, arg);
	ckpt_check_forgeries(bytes, len, try_load, arg);
}

#endif
