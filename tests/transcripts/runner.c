/* runner.c: runs transcript tests, each file on a new nomic: whole games
 * or governance cycles written as the commands players send and the
 * replies they must get. The format and its reader are in transcript.c. */
#include "transcript.h"

#include <sodium.h>
#include <stdio.h>

int main(int argc, char **argv)
{
	if (sodium_init() < 0)
		return 1;
	int failed = 0;
	for (int i = 1; i < argc; i++)
		failed += transcript_run(argv[i], &(transcript_opts){0}, NULL) != 0;
	return failed ? 1 : 0;
}
