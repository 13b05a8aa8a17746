/* fuzz_command.c: whole command lines through the engine, as any actor
 * (the first byte chooses: nobody, the admin, alice, bob, or a stranger),
 * on a small nomic: every line is either applied or refused with one
 * "error: " line, and a refused line appends nothing.
 *
 * Self-contained: the nomic (two players and the A Nomic ruleset) is built
 * once per process as a template file, and each input runs on a fresh copy
 * of it, opened by replay, so an input's outcome never depends on the
 * inputs before it and every crash reproduces from its file alone. */
#include "fuzzlib.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char tmpl[512], work[512];

static void setup(void)
{
	fz_path(tmpl, sizeof tmpl, "command-template");
	fz_path(work, sizeof work, "command");
	engine *e = fz_create(tmpl, NULL);
	fz_must(e, "admin", "join alice", NULL);
	fz_must(e, "admin", "join bob", NULL);
	fz_must(e, "admin", "ruleset load anomic", NULL);
	engine_close(e);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const actors[] = {NULL, "admin", "alice", "bob", "mallory"};
	if (!tmpl[0])
		setup();
	if (size < 1 || size > 4096)
		return 0;
	char *line = fz_string(data + 1, size - 1);
	/* Keep the fuzzer off the slow paths that only grow the log. */
	if (strncmp(line, "clock", 5) == 0) {
		free(line);
		return 0;
	}
	fz_copy(tmpl, work);
	engine *e = fz_open(work);
	fz_poke(e, actors[data[0] % 5], line);
	engine_close(e);
	free(line);
	return 0;
}
