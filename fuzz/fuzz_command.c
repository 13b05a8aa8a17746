/* fuzz_command.c: whole command lines through the engine, as any actor,
 * on an in-memory copy of a small nomic: every line is either applied or
 * refused with one "error: " line, and a refused line appends nothing. */
#include "core/engine.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static engine *e;

static void setup(void)
{
	char path[64], err[256];
	snprintf(path, sizeof path, "/tmp/nomic-fuzz-%d.db", (int)getpid());
	unlink(path);
	reply r;
	e = engine_create(path, "Fuzz", CLOCK_VIRTUAL, 978307200, &r, err, sizeof err);
	if (!e)
		abort();
	reply_free(&r);
	static const char *const init[] = {"join alice", "join bob", "ruleset load anomic"};
	for (size_t i = 0; i < sizeof init / sizeof *init; i++) {
		engine_submit(e, "admin", init[i], &r);
		reply_free(&r);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const actors[] = {NULL, "admin", "alice", "bob", "mallory"};
	if (!e)
		setup();
	if (size < 1)
		return 0;
	char *line = malloc(size);
	memcpy(line, data + 1, size - 1);
	line[size - 1] = '\0';
	/* Keep the fuzzer off the slow paths that only grow the log. */
	if (strncmp(line, "clock", 5) == 0) {
		free(line);
		return 0;
	}
	uint64_t head = engine_head(e);
	reply r;
	int ok = engine_submit(e, actors[data[0] % 5], line, &r);
	if (!ok && (engine_head(e) != head || strncmp(r.text, "error: ", 7) != 0))
		abort();
	reply_free(&r);
	free(line);
	return 0;
}
