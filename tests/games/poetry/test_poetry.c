/* test_poetry.c: the pure core of A Nomic's Poetry Contest (seed 001,
 * R339 Limits and guidelines: "a topic, and optionally a length, a style
 * and/or a title"), with no engine. */
#include "games/poetry/poetry.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

static void test_parts(void **state)
{
	(void)state;
	poetry_challenge pc;
	int part;
	assert_int_equal(poetry_parse("the sea", &pc, &part), POETRY_OK);
	assert_string_equal(pc.topic, "the sea");
	assert_string_equal(pc.length, "");
	assert_int_equal(poetry_parse(" the sea ; length: 14 lines;style:sonnet; Title : Tides",
				      &pc, &part), POETRY_OK);
	assert_string_equal(pc.topic, "the sea");
	assert_string_equal(pc.length, "14 lines");
	assert_string_equal(pc.style, "sonnet");
	assert_string_equal(pc.title, "Tides");
	assert_int_equal(poetry_parse("topic: the sea; style: haiku", &pc, &part), POETRY_OK);
	assert_string_equal(pc.topic, "the sea");
	/* A colon inside the topic is the topic's. */
	assert_int_equal(poetry_parse("ships: old and new", &pc, &part), POETRY_OK);
	assert_string_equal(pc.topic, "ships: old and new");
}

static void test_errors(void **state)
{
	(void)state;
	poetry_challenge pc;
	int part;
	assert_int_equal(poetry_parse("", &pc, &part), POETRY_NO_TOPIC);
	assert_int_equal(poetry_parse("; length: 3", &pc, &part), POETRY_NO_TOPIC);
	assert_int_equal(poetry_parse("length: 14 lines", &pc, &part), POETRY_NO_TOPIC);
	assert_int_equal(part, 1);
	assert_int_equal(poetry_parse("Style : free", &pc, &part), POETRY_NO_TOPIC);
	assert_int_equal(poetry_parse("the sea; rhyme: yes", &pc, &part), POETRY_UNKNOWN);
	assert_int_equal(part, 2);
	assert_int_equal(poetry_parse("the sea; sonnet", &pc, &part), POETRY_UNKNOWN);
	assert_int_equal(poetry_parse("the sea; style: a; style: b", &pc, &part), POETRY_TWICE);
	assert_int_equal(part, 3);
	assert_int_equal(poetry_parse("the sea; style:", &pc, &part), POETRY_EMPTY);
	assert_int_equal(poetry_parse("the sea;", &pc, &part), POETRY_UNKNOWN);
	char big[POETRY_FIELD + 20];
	memset(big, 'x', sizeof big - 1);
	big[sizeof big - 1] = 0;
	assert_int_equal(poetry_parse(big, &pc, &part), POETRY_TOO_LONG);
	for (int e = 0; e <= POETRY_TOO_LONG; e++)
		assert_non_null(poetry_strerror((poetry_err)e));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parts),
		cmocka_unit_test(test_errors),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
