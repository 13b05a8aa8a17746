/* bench_scan.c: the floors under replay, over the same log. MODE
 *   raw:   SELECT every column of every event with plain SQLite, touching
 *          each row (column bytes summed), as store_sqlite.c's scan query;
 *   store: the store interface's scan (store_open, st->scan) with a visitor
 *          that only touches the row, so it adds the store's copies;
 *   hash:  store scan plus event_hash and the link check for every event,
 *          the hash-chain half of replay without re-running commands.
 * Usage: bench_scan raw|store|hash PATH */
#include "bench_util.h"
#include "core/event.h"
#include "store/store.h"

#include <stdio.h>
#include <string.h>

typedef struct tally {
	uint64_t rows, bytes, bad;
	unsigned char last[HASH_BYTES];
	int check_hash;
} tally;

static int visit(void *arg, const store_event *ev)
{
	tally *t = arg;
	t->rows++;
	t->bytes += strlen(ev->actor) + strlen(ev->command) + strlen(ev->args) +
		    strlen(ev->draws) + ev->prev[0] + ev->hash[0];
	if (t->check_hash) {
		unsigned char h[HASH_BYTES];
		event_hash(ev, h);
		if (memcmp(h, ev->hash, HASH_BYTES) || memcmp(ev->prev, t->last, HASH_BYTES))
			t->bad++;
		memcpy(t->last, ev->hash, HASH_BYTES);
	}
	return 0;
}

int main(int argc, char **argv)
{
	if (argc != 3 || (strcmp(argv[1], "raw") && strcmp(argv[1], "store") &&
			  strcmp(argv[1], "hash"))) {
		fprintf(stderr, "usage: bench_scan raw|store|hash PATH\n");
		return 2;
	}
	const char *mode = argv[1], *path = argv[2];
	tally t = {0};
	double t0 = bench_now();
	if (strcmp(mode, "raw") == 0) {
		if (bench_raw_scan(path, &t.rows, &t.bytes))
			return 1;
	} else {
		char err[512];
		store *st = store_open(path, 0, err, sizeof err);
		if (!st) {
			fprintf(stderr, "bench_scan: %s\n", err);
			return 1;
		}
		t.check_hash = strcmp(mode, "hash") == 0;
		if (st->scan(st, 1, visit, &t) < 0)
			fprintf(stderr, "bench_scan: %s\n", st->err);
		st->close(st);
	}
	double elapsed = bench_now() - t0;
	printf("scan_%s rows=%llu seconds=%.3f rate=%.0f rows/s checksum=%llu bad=%llu "
	       "peak_rss_kib=%ld\n",
	       mode, (unsigned long long)t.rows, elapsed, (double)t.rows / elapsed,
	       (unsigned long long)t.bytes, (unsigned long long)t.bad, bench_peak_rss_kib());
	return t.bad ? 1 : 0;
}
