/* test_json_match.c: json_text_is (src/core/json_match.c), the one-pass
 * comparison replay makes of every event's logged arguments with the ones
 * its command resolves again (issue 17 item 3). It must say 1 only where
 * json_loads + json_equal would, and only for keys in canonical order. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/event.h"

#include <stdlib.h>
#include <string.h>

/* 1 if json_text_is(text, value of want) */
static int is(const char *text, const char *want)
{
	json_t *v = json_loads(want, JSON_DECODE_ANY, NULL);
	assert_non_null(v);
	int r = json_text_is(text, v);
	json_decref(v);
	return r;
}

/* Whatever json_canonical writes matches its own value. */
static void canonical_text_matches(void **state)
{
	const char *vals[] = {
		"{}", "[]", "{\"a\":1}", "{\"b\":[1,2,{\"c\":null}],\"a\":\"x\"}",
		"{\"s\":\"tab\\there \\\"q\\\" \\\\ \\u00e9 \\ud83d\\ude00 \\u0001\"}",
		"{\"r\":1.5,\"n\":-0.25,\"e\":1e300,\"i\":-9223372036854775807}",
		"{\"t\":true,\"f\":false,\"z\":null,\"_idem\":\"ab\"}", "\"just a string\"", "42",
		"{\"aa\":1,\"a\":2,\"ab\":3,\"\":4}",
	};
	for (size_t i = 0; i < sizeof vals / sizeof *vals; i++) {
		json_t *v = json_loads(vals[i], JSON_DECODE_ANY, NULL);
		assert_non_null(v);
		char *t = json_canonical(v);
		assert_true(json_text_is(t, v));
		free(t);
		json_decref(v);
	}
}

/* Any difference of value is 0. */
static void other_values_do_not(void **state)
{
	assert_false(is("{\"a\":1}", "{\"a\":2}"));
	assert_false(is("{\"a\":1}", "{\"a\":1.0}")); /* integer, not real */
	assert_false(is("{\"a\":1.0}", "{\"a\":1}"));
	assert_false(is("{\"a\":1}", "{\"a\":1,\"b\":1}"));
	assert_false(is("{\"a\":1,\"b\":1}", "{\"a\":1}"));
	assert_false(is("{\"a\":\"x\"}", "{\"a\":\"xy\"}"));
	assert_false(is("{\"a\":\"xy\"}", "{\"a\":\"x\"}"));
	assert_false(is("{\"a\":[1,2]}", "{\"a\":[1,2,3]}"));
	assert_false(is("{\"a\":[1,2,3]}", "{\"a\":[1,2]}"));
	assert_false(is("{\"a\":true}", "{\"a\":false}"));
	assert_false(is("{\"a\":null}", "{\"a\":false}"));
	assert_false(is("{\"b\":1}", "{\"a\":1}"));
	assert_false(is("[{}]", "[[]]"));
	assert_false(is("\"\\u00e9\"", "\"e\""));
}

/* Text that json_loads refuses, or that is not in canonical order, is 0
 * (the caller then parses and decides). */
static void strict_about_form(void **state)
{
	assert_false(is("{\"a\":1}x", "{\"a\":1}"));       /* trailing text */
	assert_false(is("{\"a\":1", "{\"a\":1}"));         /* cut short */
	assert_false(is("{\"a\":01}", "{\"a\":1}"));       /* leading zero */
	assert_false(is("{\"a\":+1}", "{\"a\":1}"));
	assert_false(is("{\"a\":1.}", "{\"a\":1.0}"));
	assert_false(is("{\"a\":99999999999999999999}", "{\"a\":1}"));
	assert_false(is("{\"b\":1,\"a\":2}", "{\"a\":2,\"b\":1}")); /* order */
	assert_false(is("{\"a\":1,\"a\":1}", "{\"a\":1,\"b\":1}")); /* twice */
	assert_false(is("{\"a\":\"x\ty\"}", "{\"a\":\"x\\ty\"}"));  /* raw tab */
	assert_false(is("{\"a\":\"\\u0000\"}", "{\"a\":\"\"}"));
	assert_false(is("{\"a\":\"\\ud83d\"}", "{\"a\":\"x\"}"));   /* lone surrogate */
	assert_false(is("{\"a\":\"\\q\"}", "{\"a\":\"q\"}"));
	assert_false(is("", "{}"));
	assert_false(json_text_is(NULL, NULL));
	/* Blanks between tokens are JSON, as json_loads reads it. */
	assert_true(is(" { \"a\" : [ 1 , 2 ] , \"b\" : \"\\/\" } ", "{\"a\":[1,2],\"b\":\"/\"}"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(canonical_text_matches),
		cmocka_unit_test(other_values_do_not),
		cmocka_unit_test(strict_about_form),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
