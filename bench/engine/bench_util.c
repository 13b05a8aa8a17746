/* bench_util.c: the helpers every engine benchmark shares (bench_util.h). */
#include "bench_util.h"
#include "store/store.h"

#include <errno.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

double bench_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static long status_kib(const char *field)
{
	FILE *f = fopen("/proc/self/status", "r");
	char line[256];
	long v = -1;
	size_t n = strlen(field);
	while (f && fgets(line, sizeof line, f))
		if (strncmp(line, field, n) == 0 && line[n] == ':')
			v = strtol(line + n + 1, NULL, 10);
	if (f)
		fclose(f);
	return v;
}

long bench_peak_rss_kib(void)
{
	long v = status_kib("VmHWM");
	if (v < 0) {
		struct rusage ru;
		getrusage(RUSAGE_SELF, &ru);
		v = ru.ru_maxrss;
	}
	return v;
}

long bench_rss_kib(void)
{
	return status_kib("VmRSS");
}

static long long size_of(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 ? (long long)st.st_size : 0;
}

long long bench_file_bytes(const char *path)
{
	if (store_is_pg(path))
		return 0; /* no file: the database's size is the server's */
	char p[4096];
	long long total = size_of(path);
	snprintf(p, sizeof p, "%s-wal", path);
	total += size_of(p);
	snprintf(p, sizeof p, "%s-shm", path);
	return total + size_of(p);
}

void bench_remove(const char *path)
{
	if (store_is_pg(path)) { /* a PostgreSQL nomic (run_pg.sh): its tables */
		store_remove(path);
		return;
	}
	static const char *const suffix[] = {"", "-wal", "-shm", "-journal"};
	char p[4096];
	for (size_t i = 0; i < sizeof suffix / sizeof suffix[0]; i++) {
		snprintf(p, sizeof p, "%s%s", path, suffix[i]);
		if (unlink(p) && errno != ENOENT)
			fprintf(stderr, "bench: cannot remove %s: %s\n", p, strerror(errno));
	}
}

engine *bench_create_nomic(const char *path)
{
	char err[512];
	reply r;
	bench_remove(path);
	engine *e = engine_create(path, "Bench", CLOCK_VIRTUAL, BENCH_TIME, &r, err, sizeof err);
	reply_free(&r);
	if (!e) {
		fprintf(stderr, "bench: engine_create %s: %s\n", path, err);
		exit(1);
	}
	if (!engine_submit(e, "admin", "join alice", &r)) {
		fprintf(stderr, "bench: join alice: %s\n", r.text);
		exit(1);
	}
	reply_free(&r);
	return e;
}

int bench_raw_scan(const char *path, uint64_t *rows, uint64_t *bytes)
{
	sqlite3 *db;
	sqlite3_stmt *st;
	if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(db, "SELECT seq,time,actor,command,args,draws,hidden,prev,hash"
			       " FROM events WHERE seq >= ? ORDER BY seq", -1, &st,
			       NULL) != SQLITE_OK) {
		fprintf(stderr, "bench: %s: %s\n", path, sqlite3_errmsg(db));
		sqlite3_close(db);
		return -1;
	}
	sqlite3_bind_int64(st, 1, 1);
	while (sqlite3_step(st) == SQLITE_ROW) {
		++*rows;
		*bytes += (uint64_t)sqlite3_column_int64(st, 0) & 1;
		*bytes += (uint64_t)sqlite3_column_int64(st, 1) & 1;
		for (int i = 2; i <= 5; i++) {
			const unsigned char *s = sqlite3_column_text(st, i);
			*bytes += (uint64_t)sqlite3_column_bytes(st, i) + (s ? s[0] : 0);
		}
		*bytes += (uint64_t)sqlite3_column_int(st, 6);
		for (int i = 7; i <= 8; i++) {
			const unsigned char *b = sqlite3_column_blob(st, i);
			*bytes += (uint64_t)sqlite3_column_bytes(st, i) + (b ? b[0] : 0);
		}
	}
	sqlite3_finalize(st);
	sqlite3_close(db);
	return 0;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

void bench_sort(double *v, size_t n)
{
	qsort(v, n, sizeof *v, cmp_double);
}

double bench_percentile(const double *sorted, size_t n, double p)
{
	if (n == 0)
		return 0;
	size_t rank = (size_t)(p / 100.0 * (double)n + 0.999999);
	if (rank < 1)
		rank = 1;
	if (rank > n)
		rank = n;
	return sorted[rank - 1];
}

long bench_arg(const char *s, const char *usage)
{
	char *end;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (errno || *end || end == s || v < 0) {
		fprintf(stderr, "%s\n", usage);
		exit(2);
	}
	return v;
}
