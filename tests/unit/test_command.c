/* test_command.c: the tokenizer and the command table (src/core/command.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>

#include "core/command.h"

#include <string.h>
#include <strings.h>

static int split(words *w, const char *line)
{
	char err[128];
	return words_split(w, line, err, sizeof err);
}

static void tokenizer(void **state)
{
	words w;
	assert_int_equal(split(&w, "  transfer 5   A$ to \"JT Traub\"\n"), 0);
	assert_int_equal(w.n, 5);
	assert_string_equal(w.v[4], "JT Traub");
	assert_null(w.v[5]);
	words_free(&w);

	assert_int_equal(split(&w, "say \"a \\\"b\\\" \\\\ c\" \"\""), 0);
	assert_int_equal(w.n, 3);
	assert_string_equal(w.v[1], "a \"b\" \\ c");
	assert_string_equal(w.v[2], "");
	words_free(&w);

	assert_int_equal(split(&w, ""), 0);
	assert_int_equal(w.n, 0);
	words_free(&w);

	assert_int_equal(split(&w, "say h\xc3\xa9llo"), 0); /* UTF-8 is fine */
	words_free(&w);
}

static void tokenizer_refuses(void **state)
{
	words w;
	char err[128];
	assert_int_equal(words_split(&w, "say \"open", err, sizeof err), -1);
	assert_string_equal(err, "unterminated quote");
	assert_int_equal(words_split(&w, "one\ntwo", err, sizeof err), -1);
	assert_int_equal(words_split(&w, "bell\a", err, sizeof err), -1);
	assert_int_equal(words_split(&w, "bad \xff utf8", err, sizeof err), -1);
	assert_string_equal(err, "the command is not valid UTF-8");
	assert_int_equal(words_split(&w, "overlong \xc0\xaf", err, sizeof err), -1);
	assert_int_equal(words_split(&w, "surrogate \xed\xa0\x80", err, sizeof err), -1);
	assert_int_equal(words_split(&w, "cut \xe2\x82", err, sizeof err), -1);

	char many[CMD_MAX_WORDS * 2 + 8];
	memset(many, 0, sizeof many);
	for (int i = 0; i <= CMD_MAX_WORDS; i++)
		strcat(many, "a ");
	assert_int_equal(words_split(&w, many, err, sizeof err), -1);

	char *huge = xmalloc(CMD_MAX_LINE + 2);
	memset(huge, 'a', CMD_MAX_LINE + 1);
	huge[CMD_MAX_LINE + 1] = '\0';
	assert_int_equal(words_split(&w, huge, err, sizeof err), -1);
	free(huge);
}

struct seen {
	int count, clock_advance_before_clock;
	int saw_clock;
};

static void visit(const command *cmd, void *arg)
{
	struct seen *s = arg;
	s->count++;
	assert_non_null(cmd->fn);
	assert_non_null(cmd->usage);
	assert_non_null(cmd->help);
	assert_true(cmd->min_args <= cmd->max_args);
	assert_true(cmd->max_args <= CMD_MAX_WORDS);
	/* A command's usage line starts with its own name. */
	assert_int_equal(strncmp(cmd->usage, cmd->name, strlen(cmd->name)), 0);
}

/* command_find's index against the table it indexes: every name, in any
 * case, finds the first command of that name in table order. */
struct names {
	const command *all[2048];
	int n;
};

static void collect(const command *cmd, void *arg)
{
	struct names *ns = arg;
	assert_true(ns->n < 2048);
	ns->all[ns->n++] = cmd;
}

static void index_finds_every_name(void **state)
{
	(void)state;
	struct names ns = {.n = 0};
	command_each_builtin(collect, &ns);
	for (int i = 0; i < ns.n; i++) {
		const command *want = ns.all[i];
		for (int j = 0; j < i; j++)
			if (strcasecmp(ns.all[j]->name, want->name) == 0) {
				want = ns.all[j]; /* the first of the name */
				break;
			}
		char buf[128], *v[4] = {NULL};
		snprintf(buf, sizeof buf, "%s", ns.all[i]->name);
		for (char *p = buf; *p; p++)
			if (i % 2)
				*p = (char)(*p >= 'a' && *p <= 'z' ? *p - 'a' + 'A' : *p);
		char *space = strchr(buf, ' ');
		int nv = 1, used = 0;
		v[0] = buf;
		if (space) {
			*space = '\0';
			v[nv++] = space + 1;
		}
		v[nv] = "extra";
		assert_ptr_equal(command_find(NULL, v, nv + 1, &used), want);
		assert_int_equal(used, nv);
		assert_true(command_word_taken(v[0]));
	}
	/* A quoted word holding a space names no command. */
	char *quoted[] = {"clock advance", "3d", NULL};
	int used;
	assert_null(command_find(NULL, quoted, 2, &used));
	char *longw[] = {"a-word-longer-than-any-command-name-a-word-longer-than-any-name-x", NULL};
	assert_null(command_find(NULL, longw, 1, &used));
	assert_false(command_word_taken(longw[0]));
	assert_false(command_word_taken("advance")); /* a second word only */
}

static void table(void **state)
{
	struct seen s = {0};
	command_each(NULL, visit, &s);
	assert_true(s.count >= 25);

	char *v1[] = {"clock", "advance", "3d", NULL};
	char *v2[] = {"CLOCK", NULL};
	char *v3[] = {"nothing", NULL};
	int used;
	const command *c = command_find(NULL, v1, 3, &used);
	assert_string_equal(c->name, "clock advance");
	assert_int_equal(used, 2);
	c = command_find(NULL, v2, 1, &used);
	assert_string_equal(c->name, "clock");
	assert_int_equal(used, 1);
	assert_null(command_find(NULL, v3, 1, &used));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(tokenizer),
		cmocka_unit_test(tokenizer_refuses),
		cmocka_unit_test(table),
		cmocka_unit_test(index_finds_every_name),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
