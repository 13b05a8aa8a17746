/* runner.c: runs transcript tests, each file on a new nomic: whole games
 * or governance cycles written as the commands players send and the
 * replies they must get. The format and its reader are in transcript.c.
 *
 *   transcript FILE...            run each; exit 1 if any failed
 *   transcript --bless FILE...    run each and write into it the replies
 *                                 the server gave where they differ (review
 *                                 the change with git diff before keeping
 *                                 it: a blessed reply is only as right as
 *                                 the server) */
#include "transcript.h"

#include <sodium.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
	if (sodium_init() < 0)
		return 1;
	int failed = 0, bless = argc > 1 && strcmp(argv[1], "--bless") == 0;
	for (int i = 1 + bless; i < argc; i++) {
		if (!bless) {
			failed += transcript_run(argv[i], &(transcript_opts){0}, NULL) != 0;
			continue;
		}
		char tmp[4096];
		snprintf(tmp, sizeof tmp, "%s.blessing", argv[i]);
		FILE *f = fopen(tmp, "w");
		if (!f) {
			fprintf(stderr, "%s: cannot write\n", tmp);
			return 1;
		}
		transcript_run(argv[i], &(transcript_opts){.bless = f}, NULL);
		if (fclose(f) != 0 || rename(tmp, argv[i]) != 0) {
			fprintf(stderr, "%s: cannot replace it\n", argv[i]);
			remove(tmp);
			failed++;
		}
	}
	return failed ? 1 : 0;
}
