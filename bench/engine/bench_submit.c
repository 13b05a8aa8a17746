/* bench_submit.c: durable commands per second through the public engine API.
 * CLIENTS threads call engine_submit("admin", "mint 1 points to alice") on
 * one engine after engine_start(), so concurrent commands share a group
 * commit; each returns only once its event is durable (WAL, synchronous=FULL).
 * Runs until SECONDS pass or MAX commands are issued, then verifies the log.
 * READERS (default 0) threads meanwhile take the state's read lock
 * (engine_read_begin/end, as every view and engine_authenticate do) once a
 * millisecond each and report how long that took: what writes cost readers.
 * CLIENTS may be 0, to time the readers alone. With readers it also says how
 * many batches a reader rolled back during their append, which the writer
 * then applied again (engine.c, "Readers and the writer").
 * Usage: bench_submit PATH CLIENTS SECONDS MAX [READERS] */
#include "bench_util.h"
#include "core/engine_impl.h" /* e->reapplied */

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct client {
	engine *e;
	double *lat;     /* seconds per command, this client's */
	size_t nlat, cap;
	long failed;
	pthread_t tid;
} client;

static atomic_long tickets;
static atomic_int writers_done;
static long max_count;
static double stop_at;

static void push(client *c, double dt)
{
	if (c->nlat == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 4096;
		c->lat = realloc(c->lat, c->cap * sizeof *c->lat);
		if (!c->lat)
			abort();
	}
	c->lat[c->nlat++] = dt;
}

static void *client_main(void *arg)
{
	client *c = arg;
	while (atomic_fetch_add(&tickets, 1) < max_count && bench_now() < stop_at) {
		reply r;
		double t0 = bench_now();
		int ok = engine_submit(c->e, BENCH_ACTOR, BENCH_LINE, &r);
		double dt = bench_now() - t0;
		if (!ok && c->failed++ == 0)
			fprintf(stderr, "bench_submit: %s\n", r.text);
		reply_free(&r);
		push(c, dt);
	}
	return NULL;
}

static void *reader_main(void *arg)
{
	client *c = arg;
	const struct timespec ms = {0, 1000000};
	while (!atomic_load(&writers_done)) {
		double t0 = bench_now();
		const nomic *n = engine_read_begin(c->e);
		volatile gtime now = n->now;
		(void)now;
		engine_read_end(c->e);
		push(c, bench_now() - t0);
		nanosleep(&ms, NULL);
	}
	return NULL;
}

/* Sorts every client's latencies into one array (the caller frees it). */
static double *gather(client *cl, int n, size_t *total)
{
	size_t k = 0;
	for (int i = 0; i < n; i++)
		k += cl[i].nlat;
	double *all = malloc((k ? k : 1) * sizeof *all);
	k = 0;
	for (int i = 0; i < n; i++) {
		for (size_t j = 0; j < cl[i].nlat; j++)
			all[k++] = cl[i].lat[j];
		free(cl[i].lat);
	}
	bench_sort(all, k);
	*total = k;
	return all;
}

int main(int argc, char **argv)
{
	const char *usage = "usage: bench_submit PATH CLIENTS SECONDS MAX [READERS]";
	if (argc != 5 && argc != 6) {
		fprintf(stderr, "%s\n", usage);
		return 2;
	}
	const char *path = argv[1];
	int nclients = (int)bench_arg(argv[2], usage);
	double seconds = (double)bench_arg(argv[3], usage);
	max_count = bench_arg(argv[4], usage);
	int nreaders = argc == 6 ? (int)bench_arg(argv[5], usage) : 0;

	engine *e = bench_create_nomic(path);
	if (engine_start(e)) {
		fprintf(stderr, "bench_submit: engine_start failed\n");
		return 1;
	}
	client *cl = calloc((size_t)nclients + 1, sizeof *cl);
	client *rd = calloc((size_t)nreaders + 1, sizeof *rd);
	for (int i = 0; i < nreaders; i++) {
		rd[i].e = e;
		if (pthread_create(&rd[i].tid, NULL, reader_main, &rd[i])) {
			fprintf(stderr, "bench_submit: pthread_create failed\n");
			return 1;
		}
	}
	double t0 = bench_now();
	stop_at = t0 + seconds;
	for (int i = 0; i < nclients; i++) {
		cl[i].e = e;
		if (pthread_create(&cl[i].tid, NULL, client_main, &cl[i])) {
			fprintf(stderr, "bench_submit: pthread_create failed\n");
			return 1;
		}
	}
	while (nclients == 0 && bench_now() < stop_at) { /* readers alone */
		const struct timespec tick = {0, 10000000};
		nanosleep(&tick, NULL);
	}
	size_t total = 0;
	long failed = 0;
	for (int i = 0; i < nclients; i++) {
		pthread_join(cl[i].tid, NULL);
		total += cl[i].nlat;
		failed += cl[i].failed;
	}
	double elapsed = bench_now() - t0;
	atomic_store(&writers_done, 1);
	for (int i = 0; i < nreaders; i++)
		pthread_join(rd[i].tid, NULL);
	uint64_t head = engine_head(e);
	uint64_t reapplied = e->reapplied;
	engine_close(e);

	double *all = gather(cl, nclients, &total);
	size_t nreads;
	double *reads = gather(rd, nreaders, &nreads);

	uint64_t count = 0, bad = 0;
	char why[512];
	int vrc = engine_verify(path, &count, &bad, why, sizeof why);
	printf("engine_submit clients=%d commands=%zu failed=%ld seconds=%.3f "
	       "rate=%.0f/s latency_ms p50=%.3f p99=%.3f max=%.3f head=%llu "
	       "file_bytes=%lld verify=%s\n",
	       nclients, total, failed, elapsed, (double)total / elapsed,
	       1e3 * bench_percentile(all, total, 50), 1e3 * bench_percentile(all, total, 99),
	       1e3 * (total ? all[total - 1] : 0), (unsigned long long)head,
	       bench_file_bytes(path), vrc == 0 ? "ok" : why);
	if (nreaders)
		printf("  readers=%d reads=%zu read_lock_ms p50=%.3f p99=%.3f max=%.3f "
		       "batches_reapplied=%llu\n",
		       nreaders, nreads, 1e3 * bench_percentile(reads, nreads, 50),
		       1e3 * bench_percentile(reads, nreads, 99),
		       1e3 * (nreads ? reads[nreads - 1] : 0), (unsigned long long)reapplied);
	free(all);
	free(reads);
	free(rd);
	free(cl);
	bench_remove(path);
	return failed || vrc || head != total + 2 ? 1 : 0;
}
