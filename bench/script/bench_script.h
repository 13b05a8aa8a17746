/* bench_script.h: what the rule-script benchmarks share (issue 11): the
 * nomic they run on, the scripts they install on rule 1391, and the hot
 * command, run in process through the engine's own exec_line with many
 * events per durable append (as bench/engine/bench_mklog.c does), so that
 * the figures are the engine's execution and not one fsync per command. */
#ifndef NOMIC_BENCH_SCRIPT_H
#define NOMIC_BENCH_SCRIPT_H

#include "core/engine.h"

#include <stdint.h>

/* The Sunday guard of tests/script/sunday.t: on a weekday it lets every
 * transfer through, having read the command's arguments and the date. */
#define BENCH_GUARD_LUA                                                              \
	"nomic.guard(\"transfer\", function(cmd)\n"                                  \
	"  if cmd.args.currency == \"A$\" and nomic.date().weekday == \"Sunday\" then\n" \
	"    return \"no A$ transfers on Sundays\"\n"                                 \
	"  end\n"                                                                     \
	"end)\n"
/* A reaction that counts the transfers in the script's own state. */
#define BENCH_REACT_LUA \
	"nomic.on(\"transfer\", function() nomic.set(\"n\", (nomic.get(\"n\") or 0) + 1) end)\n"
#define BENCH_SCRIPT_RULE "1391"

enum bench_script {
	BENCH_PLAIN,  /* no script installed */
	BENCH_GUARD,  /* rule 1391 carries the guard: one run per transfer */
	BENCH_REACT,  /* rule 1391 carries the guard and the reaction: two runs */
};

extern const char *const bench_script_name[3]; /* "plain", "guard", "react" */

/* A nomic with the transfers run on it so far. */
typedef struct bench_nomic {
	engine *e;
	uint64_t transfers;
	double exec_s;    /* seconds in exec_line */
	double append_s;  /* seconds in the durable appends */
} bench_nomic;

/* Removes path, then creates a nomic with a fixed all-zero seed and the
 * virtual clock at Monday 2001-01-01 00:00 UTC, loads the Ackanomic ruleset,
 * joins alice and bob (A$900 each) and, unless kind is BENCH_PLAIN, enacts
 * rule 1391 with the script. Each step through engine_submit. Exits with a
 * message on failure. */
void bench_script_create(bench_nomic *b, const char *path, enum bench_script kind);

/* Runs count more transfers of 1 A$, alice to bob then bob to alice in
 * turn (so nobody runs out), through exec_line, appending chunk events per
 * durable transaction. Exits with a message if one fails. */
void bench_script_transfers(bench_nomic *b, uint64_t count, long chunk);

/* The count the reaction keeps ("n" in rule 1391's state), read with the
 * admin's `script state 1391`; -1 if the script keeps none. */
long long bench_script_count(engine *e);

#endif
