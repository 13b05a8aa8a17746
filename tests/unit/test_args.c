/* test_args.c: every argument a command logs is logged exactly, or the
 * command is refused (issue 12, item 6): ctx_arg_str refuses a string that
 * is not UTF-8, a handler that goes on regardless still fails, an actor's
 * name that is not UTF-8 is refused, and a seed ruleset file that is not
 * UTF-8, holds a NUL byte or is empty is refused with nothing appended (the
 * empty one once read 257 bytes past its buffer, which ASan reports). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/command.h"
#include "nomictest.h"

#include <sodium.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static void arg_str_refuses_what_cannot_be_logged(void **state)
{
	ctx c;
	memset(&c, 0, sizeof c);
	c.args = json_object();
	assert_int_equal(ctx_arg_str(&c, "name", "caf\xc3\xa9"), 0);
	assert_int_equal(c.arg_faults, 0);
	assert_string_equal(json_string_value(json_object_get(c.args, "name")), "caf\xc3\xa9");

	assert_int_equal(ctx_arg_str(&c, "text", "caf\xe9 au lait"), -1);
	assert_int_equal(c.arg_faults, 1);
	assert_null(json_object_get(c.args, "text"));
	assert_string_equal(c.err.s, "the argument 'text' is not valid UTF-8 (byte 4), so it "
			    "cannot be logged exactly");

	/* Overlongs and surrogates are not UTF-8 either (RFC 3629). */
	assert_int_equal(ctx_arg_str(&c, "a", "\xc0\xaf"), -1);
	assert_int_equal(ctx_arg_str(&c, "b", "\xed\xa0\x80"), -1);
	assert_int_equal(ctx_arg_str(&c, "c", NULL), -1);
	assert_int_equal(c.arg_faults, 4);
	assert_int_equal(json_object_size(c.args), 1);
	json_decref(c.args);
	sbuf_free(&c.err);
}

/* A handler that logs an argument it cannot and carries on as if it had. */
static int careless(ctx *c, int argc, char **argv)
{
	ctx_arg_str(c, "word", "\xff");
	ctx_reply(c, "done");
	return 0;
}

static void a_handler_that_goes_on_still_fails(void **state)
{
	static const command cmd = {"careless", 0, 0, P_ADMIN, NULL, 0, careless, NULL,
				    "careless", "", NULL};
	nomic *n = nomic_new();
	undo_journal j = {0};
	event_scope scope = {0};
	ctx c;
	memset(&c, 0, sizeof c);
	c.n = n;
	c.j = &j;
	c.kind = ACTOR_ADMIN;
	c.actor_name = "admin";
	c.args = json_object();
	c.scope = &scope;
	assert_int_equal(command_run(&c, &cmd, 0, NULL), -1);
	assert_non_null(strstr(c.err.s, "'word' is not valid UTF-8"));
	json_decref(c.args);
	sbuf_free(&c.err);
	sbuf_free(&c.out);
	undo_free(&j);
	nomic_free(n);
}

/* Someone not yet a player acts under the name given (the CLI's --as),
 * and that name is logged: once, bytes that are not UTF-8 went in and the
 * event dropped out of the log's JSON. */
static void an_actor_not_utf8_is_refused(void **state)
{
	nomic_file f;
	open_nomic_with(&f, NULL, 0);
	uint64_t head = engine_head(f.e);
	reply r;
	assert_false(engine_submit(f.e, "\xff\xfe", "join bob", &r));
	assert_string_equal(r.text, "error: the actor's name is not valid UTF-8, so it cannot be "
			    "logged");
	reply_free(&r);
	assert_int_equal(engine_head(f.e), head);
	run(f.e, "b\xc3\xb8" "b", "join bob"); /* UTF-8 is fine */
	close_nomic(&f);
}

/* A refusal is one line even when it quotes a word holding a line break,
 * raw inside quotes or escaped (fuzz_command found the raw one). */
static void a_refusal_is_one_line(void **state)
{
	nomic_file f;
	open_nomic(&f);
	static const char *const lines[] = {"\"a\nb\"", "\"a\\nb\"", "transfer 5 \"A\\r\\n\" to bob",
					    "\"x\x01y\""};
	static const char *const want[] = {
		"error: unknown command 'a\\nb' (try 'help')",
		"error: unknown command 'a\\nb' (try 'help')",
		NULL,
		"error: unknown command 'x\\x01y' (try 'help')",
	};
	for (size_t i = 0; i < sizeof lines / sizeof *lines; i++) {
		reply r;
		assert_false(engine_submit(f.e, "alice", lines[i], &r));
		if (strchr(r.text, '\n') || strchr(r.text, '\r') || strncmp(r.text, "error: ", 7))
			fail_msg("'%s' is refused in more than one line: [%s]", lines[i], r.text);
		if (want[i])
			assert_string_equal(r.text, want[i]);
		reply_free(&r);
	}
	close_nomic(&f);
}

/* ---- seed rulesets read from NOMIC_DATA ---- */

static char data_dir[] = "/tmp/nomic-args-XXXXXX";

static void put_ruleset(const char *name, const char *text, size_t len)
{
	char file[128];
	snprintf(file, sizeof file, "%s/rulesets/%s.txt", data_dir, name);
	FILE *f = fopen(file, "wb");
	assert_non_null(f);
	assert_int_equal(fwrite(text, 1, len, f), len);
	fclose(f);
}

static int setup(void **state)
{
	char sub[96];
	if (!mkdtemp(data_dir))
		return -1;
	snprintf(sub, sizeof sub, "%s/rulesets", data_dir);
	if (mkdir(sub, 0700))
		return -1;
	setenv("NOMIC_DATA", data_dir, 1);
	return 0;
}

static int teardown(void **state)
{
	char cmd[160];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", data_dir);
	unsetenv("NOMIC_DATA");
	return system(cmd) == 0 ? 0 : -1;
}

/* Loading the ruleset is refused with why; nothing is appended. */
static void refused(const char *name, const char *why)
{
	nomic_file f;
	open_nomic_with(&f, NULL, 0);
	uint64_t head = engine_head(f.e);
	char line[64];
	snprintf(line, sizeof line, "ruleset load %s", name);
	reply r;
	assert_false(engine_submit(f.e, "admin", line, &r));
	assert_string_equal(r.text, why);
	reply_free(&r);
	assert_int_equal(engine_head(f.e), head);
	reopen(&f);
	const nomic *n = engine_read_begin(f.e);
	assert_null(n->rules);
	engine_read_end(f.e);
	close_nomic(&f);
}

static const char good[] = "Rule 101/1\nObey\nsomeone\n\nAll players must obey the rules.\n";

static void ruleset_not_utf8_is_refused(void **state)
{
	/* Latin-1 "café" on line 5: once this loaded, its text silently left
	 * out of the log, and the nomic never opened again without the file. */
	static const char latin1[] = "Rule 101/1\nObey\nsomeone\n\nAll players obey caf\xe9 rules.\n";
	put_ruleset("latin1", latin1, sizeof latin1 - 1);
	refused("latin1", "error: the ruleset's text is not valid UTF-8 (line 5)");
}

static void ruleset_with_nul_is_refused(void **state)
{
	static const char nul[] = "Rule 101/1\nObey\nsomeone\n\nAll players\0 obey.\n";
	put_ruleset("nul", nul, sizeof nul - 1);
	refused("nul", "error: the ruleset's text holds a NUL byte (line 5)");
}

static void empty_ruleset_is_refused(void **state)
{
	put_ruleset("empty", "", 0);
	refused("empty", "error: 'empty' is not a ruleset in a known format");
}

static void good_ruleset_loads_and_replays(void **state)
{
	put_ruleset("good", good, sizeof good - 1);
	nomic_file f;
	open_nomic_with(&f, NULL, 0);
	run(f.e, "admin", "ruleset load good");
	/* The text is in the log: the file is not needed to open the nomic. */
	char file[128];
	snprintf(file, sizeof file, "%s/rulesets/good.txt", data_dir);
	assert_int_equal(unlink(file), 0);
	reopen(&f);
	const nomic *n = engine_read_begin(f.e);
	assert_non_null(n->rules);
	engine_read_end(f.e);
	close_nomic(&f);
}

int main(void)
{
	if (sodium_init() < 0)
		return 1;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(arg_str_refuses_what_cannot_be_logged),
		cmocka_unit_test(a_refusal_is_one_line),
		cmocka_unit_test(a_handler_that_goes_on_still_fails),
		cmocka_unit_test(an_actor_not_utf8_is_refused),
		cmocka_unit_test(ruleset_not_utf8_is_refused),
		cmocka_unit_test(ruleset_with_nul_is_refused),
		cmocka_unit_test(empty_ruleset_is_refused),
		cmocka_unit_test(good_ruleset_loads_and_replays),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
