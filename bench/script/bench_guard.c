/* bench_guard.c: what a rule's guard script costs a hot command (issue 11).
 * Three nomics (bench_script.h), each with the Ackanomic ruleset and alice
 * and bob joined on Monday 2001-01-01: "plain" has no script; "guard" has
 * the Sunday guard of tests/script/sunday.t on rule 1391 (a weekday, so it
 * lets every transfer through: one script run per transfer); "react" has
 * that guard and a reaction counting the transfers with nomic.set (two
 * runs per transfer). Each runs COUNT transfers of 1 A$, alice to bob and
 * back in turn.
 *
 * The transfers go through the engine's own exec_line, CHUNK events per
 * durable append (as bench/engine/bench_mklog.c does, and the writer
 * thread's group commit with bigger batches), so the figures are the
 * engine's execution cost, not one fsync per command. The three nomics
 * take turns, CHUNK transfers each, so that load from other processes
 * falls on all three alike and the ratios hold even when the absolute
 * rates drift. Rates count exec_line and the appends; the *_us figures are
 * exec_line alone, per transfer. Then each log is checked (engine_verify)
 * and the reaction's count is read back (`script state 1391`).
 * Usage: bench_guard PATH COUNT [CHUNK]   (files PATH-plain, -guard, -react) */
#include "bench_script.h"

#include "bench_util.h"

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
	const char *usage = "usage: bench_guard PATH COUNT [CHUNK]";
	if (argc != 3 && argc != 4) {
		fprintf(stderr, "%s\n", usage);
		return 2;
	}
	uint64_t count = (uint64_t)bench_arg(argv[2], usage);
	long chunk = argc == 4 ? bench_arg(argv[3], usage) : 1000;
	if (chunk < 1)
		chunk = 1;

	char path[3][4096];
	bench_nomic b[3];
	for (int k = 0; k < 3; k++) {
		snprintf(path[k], sizeof path[k], "%s-%s", argv[1], bench_script_name[k]);
		bench_script_create(&b[k], path[k], (enum bench_script)k);
	}
	/* Turns of CHUNK transfers; who goes first rotates. */
	for (uint64_t turn = 0; b[0].transfers < count || b[2].transfers < count; turn++)
		for (int i = 0; i < 3; i++) {
			bench_nomic *x = &b[(turn + (uint64_t)i) % 3];
			uint64_t left = count - x->transfers;
			bench_script_transfers(x, left < (uint64_t)chunk ? left : (uint64_t)chunk, chunk);
		}

	long long counted = bench_script_count(b[BENCH_REACT].e);
	double rate[3], us[3];
	int bad = counted != (long long)count;
	char verdict[3][64];
	for (int k = 0; k < 3; k++) {
		double total = b[k].exec_s + b[k].append_s;
		rate[k] = total > 0 ? (double)count / total : 0;
		us[k] = count ? 1e6 * b[k].exec_s / (double)count : 0;
		engine_close(b[k].e);
		uint64_t events = 0, bad_seq = 0;
		char why[512];
		if (engine_verify(path[k], &events, &bad_seq, why, sizeof why) == 0) {
			snprintf(verdict[k], sizeof verdict[k], "ok");
		} else {
			snprintf(verdict[k], sizeof verdict[k], "bad@%llu", (unsigned long long)bad_seq);
			fprintf(stderr, "bench_guard: %s: %s\n", path[k], why);
			bad = 1;
		}
		bench_remove(path[k]);
	}
	printf("script_guard method=exec_line transfers=%llu chunk=%ld "
	       "plain_rate=%.0f/s guard_rate=%.0f/s react_rate=%.0f/s "
	       "guard_ratio=%.3f react_ratio=%.3f "
	       "exec_us plain=%.2f guard=%.2f react=%.2f "
	       "run_us guard=%.2f reaction=%.2f "
	       "counted=%lld verify=%s,%s,%s\n",
	       (unsigned long long)count, chunk, rate[0], rate[1], rate[2],
	       rate[0] > 0 ? rate[1] / rate[0] : 0, rate[0] > 0 ? rate[2] / rate[0] : 0,
	       us[0], us[1], us[2], us[1] - us[0], us[2] - us[1], counted, verdict[0],
	       verdict[1], verdict[2]);
	return bad;
}
