/* fuzz_script.c: random Lua source installed as a rule's script through
 * the engine (`rule enact ... script SOURCE`), then poked: a command it may
 * have declared, a command it may guard or react to, the clock for its
 * timers, and the rule's repeal. Whatever the source, the server must not
 * crash, hang or leak: each line is applied or refused with one "error: "
 * line, and a refused line appends nothing. The limits are set low
 * (script.budget, script.memory, script.time) so a hostile input is
 * stopped quickly. */
#include "core/engine.h"
#include "core/util.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static engine *e;

static void must(const char *actor, const char *line)
{
	reply r;
	if (!engine_submit(e, actor, line, &r)) {
		fprintf(stderr, "setup failed: %s: %s\n", line, r.text);
		abort();
	}
	reply_free(&r);
}

static void setup(void)
{
	char path[64], err[256];
	snprintf(path, sizeof path, "/tmp/nomic-fuzz-script-%d.db", (int)getpid());
	unlink(path);
	reply r;
	e = engine_create(path, "Fuzz", CLOCK_VIRTUAL, 978307200, &r, err, sizeof err);
	if (!e)
		abort();
	reply_free(&r);
	must("admin", "join alice");
	must("admin", "join bob");
	must("admin", "ruleset load ackanomic");
	must("admin", "param set script.budget 100000");
	must("admin", "param set script.memory 2097152");
	must("admin", "param set script.time 200");
}

/* Applied, or refused with one error line and nothing appended. */
static void poke(const char *actor, const char *line)
{
	uint64_t head = engine_head(e);
	reply r;
	int ok = engine_submit(e, actor, line, &r);
	if (!ok && (engine_head(e) != head || strncmp(r.text, "error: ", 7) != 0))
		abort();
	reply_free(&r);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!e)
		setup();
	if (size > 20000)
		return 0;
	sbuf line = {0};
	sbuf_add(&line, "rule enact 2000 Fuzz \"A rule.\" script \"");
	for (size_t i = 0; i < size; i++) {
		char ch = (char)data[i];
		if (ch == '\0')
			continue;
		if (ch == '\n')
			sbuf_add(&line, "\\n");
		else if (ch == '"' || ch == '\\')
			sbuf_printf(&line, "\\%c", ch);
		else
			sbuf_addn(&line, &ch, 1);
	}
	sbuf_add(&line, "\"");
	poke("admin", line.s);
	/* Whatever it declared: its usual names, a guarded command, time. */
	poke("alice", "fz");
	poke("alice", "fz one two");
	poke("alice", "transfer 1 A$ to bob");
	poke("admin", "clock advance 1d");
	poke("admin", "rule repeal 2000");
	sbuf_free(&line);
	return 0;
}
