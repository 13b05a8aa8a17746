/* test_tmpl.c: the template layer (src/net/tmpl.c; issue 18 item 6): every
 * value escaped, sections over arrays, objects and scalars, inverted
 * sections, dotted names looked up from the inside out, the url filter,
 * standalone tags taking their line, and each fault refused with a reason
 * (an unclosed section, a stray close, raw markup, an unknown partial).
 * Every embedded template must render against empty data. The compiled
 * templates (tmpl_compile.c) must write what the interpreter writes (tmpl.c,
 * the reference) for every embedded template against data made from every
 * name the templates use, fault for fault, and from many threads at once. */
#include "net/tmpl.h"
#include "net/tmpl_impl.h"

#include <pthread.h>

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

/* Data for every template: each name any embedded template uses, set along
 * its dotted path to leaf(); the leaves vary so that sections run over
 * arrays, objects, scalars and nothing. */
typedef json_t *(*leaf_fn)(void);

static void put(json_t *o, const char *path, leaf_fn leaf)
{
	char key[256];
	const char *dot = strchr(path, '.');
	size_t n = dot ? (size_t)(dot - path) : strlen(path);
	if (n == 0 || n >= sizeof key)
		return;
	memcpy(key, path, n);
	key[n] = '\0';
	if (!dot) {
		if (!json_object_get(o, key))
			json_object_set_new(o, key, leaf());
		return;
	}
	json_t *in = json_object_get(o, key);
	if (!json_is_object(in)) {
		in = json_object();
		json_object_set_new(o, key, in);
	}
	put(in, dot + 1, leaf);
}

static json_t *all_names(leaf_fn leaf)
{
	json_t *o = json_object();
	for (size_t i = 0; i < tmpl_nfiles; i++) {
		const char *s = tmpl_files[i].text, *end = s + tmpl_files[i].len;
		while ((s = strstr(s, "{{")) && s < end) {
			const char *c = strstr(s, "}}");
			if (!c)
				break;
			const char *a = s + 2, *b = c;
			if (a < b && strchr("!/>", *a)) {
				s = c + 2;
				continue;
			}
			if (a < b && strchr("#^", *a))
				a++;
			while (a < b && *a == ' ')
				a++;
			while (b > a && b[-1] == ' ')
				b--;
			if (b - a > 4 && memcmp(b - 4, "|url", 4) == 0)
				b -= 4;
			char name[256];
			if (b > a && (size_t)(b - a) < sizeof name) {
				memcpy(name, a, (size_t)(b - a));
				name[b - a] = '\0';
				if (strcmp(name, ".") != 0)
					put(o, name, leaf);
			}
			s = c + 2;
		}
	}
	return o;
}

static json_t *leaf_text(void)
{
	return json_string("A b/<i>&'\"\xc3\xa9");
}

static json_t *leaf_true(void)
{
	return json_true();
}

static json_t *leaf_number(void)
{
	return json_integer(-9223372036854775807LL - 1);
}

static json_t *leaf_zero(void)
{
	return json_integer(0);
}

static json_t *text_rows; /* all_names(leaf_text), shared by every list */

static json_t *leaf_list(void)
{
	json_t *a = json_array();
	json_array_append(a, text_rows);
	json_array_append_new(a, json_object());
	json_array_append_new(a, json_real(2.5));
	return a;
}

static json_t **datasets(size_t *n)
{
	static leaf_fn leaves[] = {leaf_text, leaf_true, leaf_number, leaf_zero, leaf_list};
	*n = 1 + sizeof leaves / sizeof *leaves;
	json_t **d = calloc(*n, sizeof *d);
	d[0] = json_object();
	text_rows = all_names(leaf_text);
	for (size_t i = 1; i < *n; i++)
		d[i] = all_names(leaves[i - 1]);
	return d;
}

static void datasets_free(json_t **d, size_t n)
{
	for (size_t i = 0; i < n; i++)
		json_decref(d[i]);
	free(d);
	json_decref(text_rows);
	text_rows = NULL;
}

/* What the interpreter writes for template i against data, and its rc. */
static char *reference(size_t i, const json_t *data, int *rc, char *err)
{
	sbuf b = {0};
	*rc = tmpl_interp_render_text(&b, tmpl_files[i].text, tmpl_files[i].len, data, err, 256);
	sbuf_add(&b, "");
	return sbuf_take(&b);
}

static void test_compiled_as_interpreted(void **state)
{
	(void)state;
	size_t nd;
	json_t **d = datasets(&nd);
	size_t bytes = 0;
	for (size_t k = 0; k < nd; k++)
		for (size_t i = 0; i < tmpl_nfiles; i++) {
			int want_rc, rc;
			char want_err[256], err[256];
			char *want = reference(i, d[k], &want_rc, want_err);
			sbuf b = {0};
			rc = tmpl_render(&b, tmpl_files[i].name, d[k], err, sizeof err);
			sbuf_add(&b, "");
			if (rc != want_rc || strcmp(b.s, want) != 0)
				fail_msg("template %s, data %zu: compiled and interpreted differ",
					 tmpl_files[i].name, k);
			if (rc)
				assert_string_equal(err, want_err);
			bytes += b.len;
			sbuf_free(&b);
			free(want);
		}
	/* Every page is compiled: none is left to the interpreter. */
	for (size_t i = 0; i < tmpl_nfiles; i++)
		if (!tmpl_is_compiled(&tmpl_files[i]))
			fail_msg("template %s was not compiled", tmpl_files[i].name);
	/* The data reached the pages: they are not all the empty frame. */
	assert_true(bytes > 10 * tmpl_nfiles * nd);
	datasets_free(d, nd);
}

/* Texts given to tmpl_render_text: the same bytes and the same fault, at
 * the same point, compiled or (for a fault in the text) interpreted. */
static void same_as_interpreter(const char *text, const json_t *data)
{
	char err[256], want_err[256];
	sbuf a = {0}, b = {0};
	int want_rc = tmpl_interp_render_text(&a, text, strlen(text), data, want_err, 256);
	int rc = tmpl_render_text(&b, text, strlen(text), data, err, 256);
	sbuf_add(&a, "");
	sbuf_add(&b, "");
	assert_int_equal(rc, want_rc);
	assert_string_equal(b.s, a.s);
	if (rc)
		assert_string_equal(err, want_err);
	sbuf_free(&a);
	sbuf_free(&b);
}

static void test_compiled_faults(void **state)
{
	(void)state;
	json_t *data = json_loads("{\"t\":true,\"xs\":[1,2],\"f\":false}", 0, NULL);
	static const char *texts[] = {
		"a{{#t}}b{{>no-such}}c{{/t}}d",   /* reached: refused after "ab" */
		"a{{#f}}b{{>no-such}}c{{/f}}d",   /* never reached: fine */
		"a{{^t}}{{/zz}}{{/t}}b",          /* a stray close never reached */
		"a{{#t}}{{/zz}}{{/t}}b",          /* and reached */
		"x{{#xs}}{{.}}{{/xs}}{{#t}}",     /* unclosed after some output */
		"{{#t}}{{#xs}}{{/t}}{{/xs}}",     /* crossed */
		"a{{>head}}b{{& raw}}",
		"{{ }}", "{{!}}", "a {{! c }} b", "{{t|url}}{{xs.0}}{{.}}",
		"\n{{#t}}\n{{#t}}\n  {{.}}\n{{/t}}\n{{/t}}\n", "{{#t}}{{/t}}", "",
	};
	for (size_t i = 0; i < sizeof texts / sizeof *texts; i++)
		same_as_interpreter(texts[i], data);
	/* Nesting past the bounds, in contexts and in bodies. */
	sbuf deep = {0};
	json_t *nest = json_object(), *at = nest;
	for (int i = 0; i < TMPL_MAX_DEPTH + 2; i++) {
		sbuf_add(&deep, "{{#a}}<");
		json_t *in = json_object();
		json_object_set_new(at, "a", in);
		at = in;
	}
	for (int i = 0; i < TMPL_MAX_DEPTH + 2; i++)
		sbuf_add(&deep, ">{{/a}}");
	same_as_interpreter(deep.s, nest);
	sbuf_free(&deep);
	sbuf many = {0};
	for (int i = 0; i < TMPL_MAX_DEPTH * 5; i++)
		sbuf_add(&many, "{{^f}}");
	for (int i = 0; i < TMPL_MAX_DEPTH * 5; i++)
		sbuf_add(&many, "{{/f}}");
	same_as_interpreter(many.s, data);
	sbuf_free(&many);
	json_decref(nest);
	json_decref(data);
}

/* The pages are rendered from a pool of threads, and the first render
 * compiles every template: many threads at once, from the very first
 * render in this process (this test runs first), each page as the
 * interpreter writes it. */
#define THREADS 6
typedef struct job {
	json_t **data;
	size_t nd;
	char **want; /* [k * tmpl_nfiles + i] */
	int bad;
} job;

static void *render_all(void *arg)
{
	job *j = arg;
	for (int round = 0; round < 3; round++)
		for (size_t k = 0; k < j->nd; k++)
			for (size_t i = 0; i < tmpl_nfiles; i++) {
				sbuf b = {0};
				char err[256];
				tmpl_render(&b, tmpl_files[i].name, j->data[k], err, sizeof err);
				sbuf_add(&b, "");
				if (strcmp(b.s, j->want[k * tmpl_nfiles + i]) != 0)
					j->bad++;
				sbuf_free(&b);
			}
	return NULL;
}

static void test_compiled_threads(void **state)
{
	(void)state;
	size_t nd;
	json_t **d = datasets(&nd);
	char **want = calloc(nd * tmpl_nfiles, sizeof *want);
	for (size_t k = 0; k < nd; k++)
		for (size_t i = 0; i < tmpl_nfiles; i++) {
			int rc;
			char err[256];
			want[k * tmpl_nfiles + i] = reference(i, d[k], &rc, err);
		}
	pthread_t th[THREADS];
	job jobs[THREADS];
	for (int t = 0; t < THREADS; t++) {
		jobs[t] = (job){.data = d, .nd = nd, .want = want};
		assert_int_equal(pthread_create(&th[t], NULL, render_all, &jobs[t]), 0);
	}
	for (int t = 0; t < THREADS; t++) {
		pthread_join(th[t], NULL);
		assert_int_equal(jobs[t].bad, 0);
	}
	for (size_t i = 0; i < nd * tmpl_nfiles; i++)
		free(want[i]);
	free(want);
	datasets_free(d, nd);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_compiled_threads),
		cmocka_unit_test(test_escapes_every_value),
		cmocka_unit_test(test_sections),
		cmocka_unit_test(test_standalone_lines),
		cmocka_unit_test(test_faults),
		cmocka_unit_test(test_every_template_renders),
		cmocka_unit_test(test_compiled_as_interpreted),
		cmocka_unit_test(test_compiled_faults),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
