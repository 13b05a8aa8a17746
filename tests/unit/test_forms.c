/* test_forms.c: forms from the command table (src/net/forms.c; issue 18
 * item 2): a usage read into fields (literals into the line's start or a
 * field's prefix, choices into selects, [optional] groups, a required TEXT
 * as a paragraph), what the reader does not understand as one free field,
 * and a posted form put back into one line whose values cannot add words. */
#include "net/forms.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

static const char *fs(const json_t *form, size_t i, const char *key)
{
	const char *s = json_string_value(
		json_object_get(json_array_get(json_object_get(form, "fields"), i), key));
	return s ? s : "";
}

static void test_transfer(void **state)
{
	(void)state;
	json_t *f = forms_of_usage("transfer", "transfer AMOUNT CURRENCY to HOLDER [memo TEXT]");
	assert_string_equal(json_string_value(json_object_get(f, "c")), "transfer");
	assert_false(json_is_true(json_object_get(f, "free")));
	assert_int_equal(json_array_size(json_object_get(f, "fields")), 4);
	assert_string_equal(fs(f, 0, "label"), "amount");
	assert_string_equal(fs(f, 2, "prefix"), "to");
	assert_string_equal(fs(f, 2, "label"), "holder");
	assert_string_equal(fs(f, 3, "prefix"), "memo");
	assert_string_equal(fs(f, 3, "type"), "text"); /* an optional memo is a line */
	assert_false(json_is_true(json_object_get(json_array_get(json_object_get(f, "fields"), 3),
						  "required")));
	json_decref(f);
}

static void test_choices_and_paragraphs(void **state)
{
	(void)state;
	json_t *f = forms_of_usage("join", "join NAME [voting|non-voting] [CODE]");
	assert_string_equal(fs(f, 1, "type"), "select");
	json_t *opts = json_object_get(json_array_get(json_object_get(f, "fields"), 1), "options");
	assert_int_equal(json_array_size(opts), 3); /* "", voting, non-voting */
	assert_string_equal(json_string_value(json_array_get(opts, 0)), "");
	json_decref(f);
	f = forms_of_usage("propose", "propose TITLE TEXT");
	assert_string_equal(fs(f, 1, "type"), "textarea");
	json_decref(f);
	f = forms_of_usage("appoint", "appoint PLAYER [as] OFFICE");
	assert_int_equal(json_array_size(json_object_get(f, "fields")), 2);
	json_decref(f);
	f = forms_of_usage("game new", "game new CLASS [OPTIONS...]");
	assert_true(json_is_true(json_object_get(json_array_get(json_object_get(f, "fields"), 1),
						 "words")));
	json_decref(f);
	f = forms_of_usage("game move", "game move N ...");
	assert_string_equal(json_string_value(json_object_get(f, "c")), "game move");
	json_decref(f);
}

static void test_past_the_reader_is_free(void **state)
{
	(void)state;
	json_t *f = forms_of_usage("state", "state voting|non-voting|vacation [DURATION]|return");
	assert_true(json_is_true(json_object_get(f, "free")));
	assert_int_equal(json_array_size(json_object_get(f, "fields")), 1);
	json_decref(f);
}

static const int nosplit[FORMS_MAX_ARGS] = {0};
static const char *const none_p[FORMS_MAX_ARGS] = {0};

static void test_compose_quotes_every_value(void **state)
{
	(void)state;
	const char *a[FORMS_MAX_ARGS] = {"5", "A$", "Bob", "for \"the\" cake\\\r\nok"};
	const char *p[FORMS_MAX_ARGS] = {NULL, NULL, "to", "memo"};
	const char *why = NULL;
	char *line = forms_compose("transfer", a, p, nosplit, 0, &why);
	assert_string_equal(line,
			    "transfer \"5\" \"A$\" to \"Bob\" memo \"for \\\"the\\\" cake\\\\\\nok\"");
	free(line);
	const char *empty[FORMS_MAX_ARGS] = {"x", "", NULL};
	const char *pm[FORMS_MAX_ARGS] = {NULL, "memo"};
	line = forms_compose("say", empty, pm, nosplit, 0, &why);
	assert_string_equal(line, "say \"x\""); /* an empty optional field and its prefix: gone */
	free(line);
	const char *bad[FORMS_MAX_ARGS] = {"1"};
	const char *badp[FORMS_MAX_ARGS] = {"to \"x\" and"};
	assert_null(forms_compose("transfer", bad, badp, nosplit, 0, &why));
	assert_non_null(strstr(why, "literal"));
	/* WORDS...: each word its own, each quoted. */
	const char *opts[FORMS_MAX_ARGS] = {"spades", " target  10 "};
	const int split[FORMS_MAX_ARGS] = {0, 1};
	line = forms_compose("game new", opts, none_p, split, 0, &why);
	assert_string_equal(line, "game new \"spades\" \"target\" \"10\"");
	free(line);
	const char *none[FORMS_MAX_ARGS] = {0};
	assert_null(forms_compose("", bad, none, nosplit, 0, &why));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_transfer),
		cmocka_unit_test(test_choices_and_paragraphs),
		cmocka_unit_test(test_past_the_reader_is_free),
		cmocka_unit_test(test_compose_quotes_every_value),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
