/* test_tmpl.c: the template layer (src/net/tmpl.c; issue 18 item 6): every
 * value escaped, sections over arrays, objects and scalars, inverted
 * sections, dotted names looked up from the inside out, the url filter,
 * standalone tags taking their line, and each fault refused with a reason
 * (an unclosed section, a stray close, raw markup, an unknown partial).
 * Every embedded template must render against empty data. */
#include "net/tmpl.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

static char *render(const char *text, const char *json, int *rc, char *err)
{
	json_t *data = json_loads(json, 0, NULL);
	assert_non_null(data);
	sbuf b = {0};
	*rc = tmpl_render_text(&b, text, strlen(text), data, err, 256);
	json_decref(data);
	sbuf_add(&b, "");
	return sbuf_take(&b);
}

static void expect(const char *text, const char *json, const char *want)
{
	int rc;
	char err[256];
	char *got = render(text, json, &rc, err);
	assert_int_equal(rc, 0);
	assert_string_equal(got, want);
	free(got);
}

static void expect_fault(const char *text, const char *why)
{
	int rc;
	char err[256];
	char *got = render(text, "{}", &rc, err);
	assert_int_equal(rc, -1);
	assert_non_null(strstr(err, why));
	free(got);
}

static void test_escapes_every_value(void **state)
{
	(void)state;
	expect("<p>{{name}}</p>", "{\"name\":\"<b>&'\\\"\"}", "<p>&lt;b&gt;&amp;&#39;&quot;</p>");
	expect("{{n}} {{r}} {{t}} {{f}} {{z}} {{missing}}.",
	       "{\"n\":42,\"r\":1.5,\"t\":true,\"f\":false,\"z\":null}", "42 1.5 true   .");
	expect("<a href=\"/players/{{p|url}}\">", "{\"p\":\"A b/\\\"c\"}",
	       "<a href=\"/players/A%20b%2F%22c\">");
}

static void test_sections(void **state)
{
	(void)state;
	expect("{{#xs}}[{{.}}]{{/xs}}", "{\"xs\":[1,\"<\",3]}", "[1][&lt;][3]");
	expect("{{#o}}{{a}}-{{b}}{{/o}}", "{\"o\":{\"a\":1},\"b\":2}", "1-2");
	expect("{{#s}}yes {{.}}{{/s}}{{#e}}no{{/e}}{{#z}}no{{/z}}", "{\"s\":\"x\",\"e\":\"\",\"z\":0}",
	       "yes x");
	expect("{{^xs}}none{{/xs}}{{^t}}no{{/t}}", "{\"xs\":[],\"t\":true}", "none");
	expect("{{#a}}{{#a}}{{v}}{{/a}}{{/a}}", "{\"a\":{\"a\":{\"v\":7}}}", "7");
	expect("{{o.p.q}}|{{o.x.q}}", "{\"o\":{\"p\":{\"q\":\"deep\"}}}", "deep|");
}

static void test_standalone_lines(void **state)
{
	(void)state;
	expect("<ul>\n{{#xs}}\n<li>{{.}}</li>\n{{/xs}}\n</ul>\n", "{\"xs\":[1,2]}",
	       "<ul>\n<li>1</li>\n<li>2</li>\n</ul>\n");
	expect("a\n  {{! note }}\nb {{#t}}c{{/t}}\n", "{\"t\":1}", "a\nb c\n");
}

static void test_faults(void **state)
{
	(void)state;
	expect_fault("{{#a}}x", "never closed");
	expect_fault("x{{/a}}", "closes no open section");
	expect_fault("{{&a}}", "raw markup");
	expect_fault("{{>no-such-page}}", "no template named");
	expect_fault("{{a", "never closed");
	expect_fault("{{#a}}{{/b}}", "never closed");
}

/* Each page's template, with no data at all, renders: no unclosed
 * section, no unknown partial anywhere. */
static void test_every_template_renders(void **state)
{
	(void)state;
	assert_true(tmpl_nfiles >= 3);
	json_t *empty = json_object();
	for (size_t i = 0; i < tmpl_nfiles; i++) {
		sbuf b = {0};
		char err[256];
		int rc = tmpl_render(&b, tmpl_files[i].name, empty, err, sizeof err);
		if (rc)
			fail_msg("template %s: %s", tmpl_files[i].name, err);
		sbuf_free(&b);
	}
	json_decref(empty);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_escapes_every_value),
		cmocka_unit_test(test_sections),
		cmocka_unit_test(test_standalone_lines),
		cmocka_unit_test(test_faults),
		cmocka_unit_test(test_every_template_renders),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
