/* transcript.h: the transcript tests' reader and runner (transcript.c),
 * shared by the test runner (runner.c) and the fuzz target
 * (fuzz/fuzz_transcript.c), so both read the one format one way. */
#ifndef NOMIC_TRANSCRIPT_H
#define NOMIC_TRANSCRIPT_H

#include <stdio.h>

typedef struct transcript_opts {
	FILE *out;          /* failures and the summary; NULL: stdout */
	const char *tmpdir; /* where the nomic's file goes; NULL: /tmp */
	int plain_includes; /* @include only names files beside it (no '/') */
	/* Not NULL: the file's own lines are written here as they are, but
	 * for each of its steps whose reply differs, whose expected reply is
	 * replaced by the one the server gave (`transcript --bless`). Steps
	 * in an @include file are run and checked but not rewritten. */
	FILE *bless;
} transcript_opts;

typedef struct transcript_result {
	int steps;
	int failures;       /* every failure, counted as the runner prints them */
	int unverified;     /* of those, logs that did not verify */
} transcript_result;

/* Runs the transcript in file `name` on a new nomic. Returns the number of
 * failures (0: it passed); res, if not NULL, gets the counts. */
int transcript_run(const char *name, const transcript_opts *o, transcript_result *res);

#endif
