/* bench_util.h: what the engine benchmarks share: a monotonic clock, peak
 * RSS, file sizes, removing a nomic file with its WAL and SHM, creating the
 * benchmark nomic, the row every benchmark writes, and the raw scan that is
 * the floor under replay (bench_scan raw; bench/script uses it too). */
#ifndef NOMIC_BENCH_UTIL_H
#define NOMIC_BENCH_UTIL_H

#include "core/engine.h"

#include <stddef.h>
#include <stdint.h>

/* The command every benchmark issues, as "admin", and the row it logs. */
#define BENCH_ACTOR "admin"
#define BENCH_LINE "mint 1 points to alice"
#define BENCH_ARGS "{\"amount\":1,\"currency\":\"points\",\"holder\":\"alice\"}"
#define BENCH_TIME 978307200 /* 2001-01-01T00:00:00Z, the virtual start */

double bench_now(void);           /* seconds, CLOCK_MONOTONIC */
long bench_peak_rss_kib(void);    /* VmHWM, or ru_maxrss */
long bench_rss_kib(void);         /* VmRSS now */
/* Bytes of path plus its -wal and -shm files. */
long long bench_file_bytes(const char *path);
void bench_remove(const char *path); /* path, path-wal, path-shm */

/* Removes path, then creates "Bench" with a virtual clock and joins alice.
 * Exits with a message on failure. */
engine *bench_create_nomic(const char *path);

/* Nearest-rank percentile (p in 0..100) of n sorted values. */
double bench_percentile(const double *sorted, size_t n, double p);
void bench_sort(double *v, size_t n);

/* The floor under replay: a plain SQLite SELECT of every column of every
 * event, touching each row, as store_sqlite.c's scan query. Adds the rows
 * and a checksum of the bytes; 0, or -1 with a message on stderr. */
int bench_raw_scan(const char *path, uint64_t *rows, uint64_t *bytes);

/* Parses a non-negative integer argument, or exits with usage. */
long bench_arg(const char *s, const char *usage);

#endif
