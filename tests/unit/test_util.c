/* test_util.c: durations, times, numbers and hex (src/core/util.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>

#include "core/util.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>

static void durations(void **state)
{
	int64_t s;
	assert_int_equal(parse_duration("3d", &s), 0);
	assert_int_equal(s, 3 * 86400);
	assert_int_equal(parse_duration("1w2d12h30m15s", &s), 0);
	assert_int_equal(s, 9 * 86400 + 12 * 3600 + 30 * 60 + 15);
	assert_int_equal(parse_duration("", &s), -1);
	assert_int_equal(parse_duration("3", &s), -1);
	assert_int_equal(parse_duration("d", &s), -1);
	assert_int_equal(parse_duration("3x", &s), -1);
	assert_int_equal(parse_duration("-3d", &s), -1);
	assert_int_equal(parse_duration("999999999999d", &s), -1);
}

static void times(void **state)
{
	gtime t;
	char buf[32];
	assert_int_equal(parse_time("2001-01-10T00:00Z", &t), 0);
	assert_int_equal(t, 979084800);
	format_time(t, buf, sizeof buf);
	assert_string_equal(buf, "2001-01-10T00:00:00Z");
	assert_int_equal(parse_time("2001-01-10", &t), 0);
	assert_int_equal(t, 979084800);
	assert_int_equal(parse_time("2001-01-10T12:34:56Z", &t), 0);
	assert_int_equal(t, 979084800 + 12 * 3600 + 34 * 60 + 56);
	assert_int_equal(parse_time("2001-02-29", &t), -1); /* not a leap year */
	assert_int_equal(parse_time("2000-02-29", &t), 0);
	assert_int_equal(parse_time("2001-13-01", &t), -1);
	assert_int_equal(parse_time("2001-01-10T25:00Z", &t), -1);
	assert_int_equal(parse_time("2001-01-10Tnoon", &t), -1);
	assert_int_equal(parse_time("2001-01-10T00:00Zjunk", &t), -1);
}

/* Ackanomic R380: a calendar week runs from the beginning of a Sunday to
 * the end of the next Saturday. */
static void calendar_weeks(void **state)
{
	gtime sun, sat, next_sun;
	parse_time("2001-01-07T00:00Z", &sun);         /* a Sunday */
	parse_time("2001-01-13T23:59:59Z", &sat);
	parse_time("2001-01-14T00:00Z", &next_sun);
	assert_int_equal(calendar_week(sun), calendar_week(sat));
	assert_int_equal(calendar_week(next_sun), calendar_week(sun) + 1);
	assert_int_equal(calendar_week_start(calendar_week(sat)), sun);
	assert_int_equal(calendar_week(sun - 1), calendar_week(sun) - 1);
	assert_int_equal(calendar_week_start(calendar_week(0)), -4 * 86400); /* 1969-12-28 */
}

static void numbers_and_hex(void **state)
{
	int64_t v;
	unsigned char b[3];
	char hex[7];
	assert_int_equal(parse_int64("-42", &v), 0);
	assert_int_equal(v, -42);
	assert_int_equal(parse_int64("42x", &v), -1);
	assert_int_equal(parse_int64(" 42", &v), -1);
	assert_int_equal(parse_int64("99999999999999999999", &v), -1);
	hex_encode((const unsigned char *)"\x01\xab\xff", 3, hex);
	assert_string_equal(hex, "01abff");
	assert_int_equal(hex_decode("01ABff", b, 3), 0);
	assert_memory_equal(b, "\x01\xab\xff", 3);
	assert_int_equal(hex_decode("01ab", b, 3), -1);
	assert_int_equal(hex_decode("01abzz", b, 3), -1);
}

static void string_buffers(void **state)
{
	sbuf b = {0};
	for (int i = 0; i < 1000; i++)
		sbuf_printf(&b, "%d,", i % 10);
	assert_int_equal(b.len, 2000);
	char *s = sbuf_take(&b);
	assert_int_equal(s[1998], '9');
	assert_null(b.s);
	free(s);
	s = sbuf_take(&b);
	assert_string_equal(s, "");
	free(s);
}

/* sbuf_printf formats once into the room there is and again only when the
 * text does not fit: each path must give the same text. */
/* sbuf_printf writes the plain formats itself (core/sbuf_fmt.c): each
 * must give vsnprintf's bytes, at the integers' limits, with a NULL %s
 * and a NUL %c, into an empty buffer and onto text already there. */
#define SAME_AS_SNPRINTF(...)                                                   \
	do {                                                                    \
		char want[512];                                                 \
		int n = snprintf(want, sizeof want, __VA_ARGS__);               \
		sbuf b = {0};                                                   \
		sbuf_printf(&b, __VA_ARGS__);                                   \
		assert_non_null(b.s);                                           \
		assert_int_equal(b.len, (size_t)n);                             \
		assert_memory_equal(b.s, want, (size_t)n + 1);                  \
		sbuf_add(&b, "x");                                              \
		sbuf_printf(&b, __VA_ARGS__);                                   \
		assert_int_equal(b.len, 2 * (size_t)n + 1);                     \
		assert_memory_equal(b.s + n + 1, want, (size_t)n + 1);          \
		sbuf_free(&b);                                                  \
	} while (0)

static void plain_formats(void **state)
{
	const char *volatile none = NULL; /* hidden from -Wformat-overflow */
	SAME_AS_SNPRINTF("%s", "");
	SAME_AS_SNPRINTF("no conversion at all");
	SAME_AS_SNPRINTF("%s %s %lld %s; now %lld", "Alice", "gains", 5LL, "points", -12LL);
	SAME_AS_SNPRINTF("%d|%i|%u|%ld|%li|%lu|%lld|%lli|%llu|%zu", INT_MIN, INT_MAX, UINT_MAX,
			 LONG_MIN, LONG_MAX, ULONG_MAX, LLONG_MIN, LLONG_MAX, ULLONG_MAX,
			 (size_t)SIZE_MAX);
	SAME_AS_SNPRINTF("%d%d%u", 0, -1, 0u);
	SAME_AS_SNPRINTF("100%% of %s%c%c", "it", 'z', '\n');
	SAME_AS_SNPRINTF("a%cb", '\0'); /* the NUL is written and counted */
	SAME_AS_SNPRINTF("%s!", none);	/* glibc's "(null)" */
	/* Not plain: left to vsnprintf, and the same still. */
	SAME_AS_SNPRINTF("%5d|%-4s|%.2s|%02x|%x|%zd|%lld%%|%.*s", 42, "ab", "xyz", 7, 255u,
			 (ssize_t)-3, 9LL, 3, "abcdef");
	char big[400];
	memset(big, 'q', sizeof big - 1);
	big[sizeof big - 1] = '\0';
	SAME_AS_SNPRINTF("[%s] %d", big, 7);
	SAME_AS_SNPRINTF("[%5s] %d", big, 7);
}

static void string_buffer_paths(void **state)
{
	(void)state;
	char big[700];
	memset(big, 'x', sizeof big - 1);
	big[sizeof big - 1] = '\0';
	sbuf b = {0};
	sbuf_printf(&b, "%s", big); /* longer than the stack's 256 bytes */
	assert_int_equal(b.len, 699);
	sbuf_printf(&b, "<%d>", 42); /* fits in the buffer's room */
	assert_int_equal(b.len, 703);
	assert_string_equal(b.s + 699, "<42>");
	sbuf_printf(&b, "%s|%s", big, big); /* more than the room left: again */
	assert_int_equal(b.len, 703 + 1399);
	assert_int_equal(b.s[703 + 699], '|');
	assert_int_equal(b.s[b.len], '\0');
	assert_int_equal(strlen(b.s), b.len);
	free(sbuf_take(&b));
	sbuf_printf(&b, "%s", ""); /* nothing, into no buffer */
	assert_int_equal(b.len, 0);
	sbuf_printf(&b, "a%sb", "-"); /* short, through the stack */
	assert_string_equal(b.s, "a-b");
	free(sbuf_take(&b));
}

static void utf8_checks(void **state)
{
	static const char ok[] = "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80";
	assert_int_equal(utf8_bad_at(ok, sizeof ok - 1), sizeof ok - 1);
	assert_int_equal(utf8_bad_at("caf\xe9 x", 6), 3);          /* Latin-1 */
	assert_int_equal(utf8_bad_at("ab\xc0\xaf", 4), 2);         /* overlong '/' */
	assert_int_equal(utf8_bad_at("a\xed\xa0\x80", 4), 1);      /* a surrogate */
	assert_int_equal(utf8_bad_at("a\xf4\x90\x80\x80", 5), 1);  /* past U+10FFFF */
	assert_int_equal(utf8_bad_at("ab\xe2\x82", 4), 2);         /* cut short */
	assert_int_equal(utf8_bad_at("ab\0cd", 5), 2);             /* a NUL byte */
	assert_int_equal(utf8_bad_at("", 0), 0);
	assert_int_equal(line_number_at("one\ntwo\nthree", 0), 1);
	assert_int_equal(line_number_at("one\ntwo\nthree", 4), 2);
	assert_int_equal(line_number_at("one\ntwo\nthree", 9), 3);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(durations),
		cmocka_unit_test(times),
		cmocka_unit_test(calendar_weeks),
		cmocka_unit_test(numbers_and_hex),
		cmocka_unit_test(string_buffers),
		cmocka_unit_test(string_buffer_paths),
		cmocka_unit_test(plain_formats),
		cmocka_unit_test(utf8_checks),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
