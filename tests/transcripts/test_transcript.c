/* test_transcript.c: the transcript reader (transcript.c) on lines that
 * look like commands but are not: a comment or a directive that holds
 * "> " is read as what its first character says (found by
 * fuzz_transcript: such a directive's words leaked). */
#include "transcript.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
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
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
