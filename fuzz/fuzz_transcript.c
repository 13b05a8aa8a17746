/* fuzz_transcript.c: the transcript format (tests/transcripts/
 * transcript.c, the very reader and runner of the transcript tests) on any
 * bytes: commands by any actor, replies, '|' lines, comments, @init,
 * @verify and @include, run on a new nomic as the test runner runs them.
 *
 * Checks: nothing crashes, hangs or leaks, and whatever the commands did,
 * the log verifies (at every @verify and at the end): a transcript's
 * failures are its replies not matching, never a log that replay rejects.
 *
 * Self-contained: each input is written to the same file name in a
 * directory of its own and run on a new nomic. @include may only name a
 * file beside it (no '/'), and the only file there is the input itself,
 * so an input can include itself (to the runner's depth limit) but reads
 * nothing else. */
#include "fuzzlib.h"
#include "../tests/transcripts/transcript.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char dir[512], file[600];
static FILE *devnull;

static void cleanup(void)
{
	unlink(file);
	rmdir(dir);
}

static void setup(void)
{
	snprintf(dir, sizeof dir, "%s/nomic-fuzz-transcript-%d", fz_dir(), (int)getpid());
	mkdir(dir, 0700);
	snprintf(file, sizeof file, "%s/input.t", dir);
	devnull = fopen("/dev/null", "w");
	if (!devnull)
		abort();
	atexit(cleanup);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!devnull)
		setup();
	if (size > 16384)
		return 0;
	FILE *f = fopen(file, "wb");
	if (!f || fwrite(data, 1, size, f) != size || fclose(f))
		abort();
	transcript_opts o = {.out = devnull, .tmpdir = dir, .plain_includes = 1};
	transcript_result res = {0};
	transcript_run(file, &o, &res);
	if (res.unverified) {
		fprintf(stderr, "fuzz: a transcript's log does not verify\n");
		abort();
	}
	return 0;
}
