/* test_transcript.c: the transcript reader (transcript.c) on lines that
 * look like commands but are not: a comment or a directive that holds
 * "> " is read as what its first character says (found by
 * fuzz_transcript: such a directive's words leaked); and --bless, which
 * writes the file back with the replies the server gave where they
 * differ, keeping every other line as it was. */
#include "transcript.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static transcript_result run_text(const char *text)
{
	char path[] = "/tmp/nomic-transcript-test-XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	FILE *f = fdopen(fd, "w");
	fputs(text, f);
	fclose(f);
	FILE *out = fopen("/dev/null", "w");
	transcript_opts o = {.out = out};
	transcript_result res = {0};
	transcript_run(path, &o, &res);
	fclose(out);
	unlink(path);
	return res;
}

/* The file text, blessed: what transcript --bless would write. */
static char *bless_text(const char *text)
{
	char path[] = "/tmp/nomic-transcript-test-XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	FILE *f = fdopen(fd, "w");
	fputs(text, f);
	fclose(f);
	FILE *out = fopen("/dev/null", "w");
	char *blessed = NULL;
	size_t len = 0;
	FILE *mem = open_memstream(&blessed, &len);
	transcript_opts o = {.out = out, .bless = mem};
	transcript_run(path, &o, NULL);
	fclose(mem);
	fclose(out);
	unlink(path);
	return blessed;
}

static void test_bless_rewrites_only_replies_that_differ(void **state)
{
	(void)state;
	/* A wrong reply, a missing one, a right one with its comment, and a
	 * reply line the format must protect ("> " and an empty line come
	 * back as "| " lines; here, a refusal quoting a command). */
	const char *in = "# R1 opening\n"
			 "admin> join bob\n"
			 "wrong\n"
			 "wrong again\n"
			 "\n"
			 "# the next reply is missing\n"
			 "admin> join carol\n"
			 "admin> join bob\n"
			 "| error: bob is already a player\n";
	char *out = bless_text(in);
	const char *want = "# R1 opening\n"
			   "admin> join bob\n"
			   "welcome, bob (Voting); A$900 from the Treasury\n"
			   "\n"
			   "# the next reply is missing\n"
			   "admin> join carol\n"
			   "welcome, carol (Voting); A$900 from the Treasury\n"
			   "admin> join bob\n";
	assert_non_null(out);
	/* The last reply: whatever the server says, written back so that
	 * reading the blessed file gives no failure. */
	assert_memory_equal(out, want, strlen(want));
	transcript_result res = run_text(out);
	assert_int_equal(res.steps, 3);
	assert_int_equal(res.failures, 0);
	/* Blessing a passing file changes nothing. */
	char *again = bless_text(out);
	assert_string_equal(again, out);
	free(again);
	free(out);
}

static void test_comment_holding_a_prompt_is_ignored(void **state)
{
	(void)state;
	transcript_result res = run_text("#alice> join alice\nadmin> join bob\n"
					 "welcome, bob (Voting); A$900 from the Treasury\n");
	assert_int_equal(res.steps, 1);
	assert_int_equal(res.failures, 0);
}

static void test_directive_holding_a_prompt_is_a_directive(void **state)
{
	(void)state;
	/* Refused as an unknown directive; under ASan, nothing leaks. */
	transcript_result res = run_text("@x> join alice\n");
	assert_int_equal(res.steps, 0);
	assert_int_equal(res.failures, 1);
}

int main(void)
{
	if (sodium_init() < 0)
		return 1;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_comment_holding_a_prompt_is_ignored),
		cmocka_unit_test(test_directive_holding_a_prompt_is_a_directive),
		cmocka_unit_test(test_bless_rewrites_only_replies_that_differ),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
