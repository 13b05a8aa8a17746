/* test_store_guard.c: what a view's freshness check costs on SQLite
 * (issue 17 item 4): the store's stamp, and issue 12's guard against a -shm map that can no
 * longer be written (store_sqlite_guard.c: the database, its -wal and its -shm
 * checked with faccessat) at the price issue 17 item 4 allows: before a
 * read at most once per store_sqlite_guard_ms, before every write always.
 * Linked with -Wl,--wrap=faccessat, so this file counts the store's calls
 * and makes them fail on demand (the e2e test_diskfaults.py does it for
 * real, with chattr +i). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "store/store.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

int __real_faccessat(int dirfd, const char *path, int mode, int flags);
int __wrap_faccessat(int dirfd, const char *path, int mode, int flags);

static int calls;      /* faccessat calls made by the store */
static int deny_shm;   /* the -shm "cannot be written" */

int __wrap_faccessat(int dirfd, const char *path, int mode, int flags)
{
	calls++;
	size_t n = strlen(path);
	if (deny_shm && n > 4 && strcmp(path + n - 4, "-shm") == 0) {
		errno = EACCES;
		return -1;
	}
	return __real_faccessat(dirfd, path, mode, flags);
}

static char path[256];

static int count(void *arg, const store_event *ev)
{
	(void)ev;
	++*(int *)arg;
	return 0;
}

static store *one_event(void)
{
	snprintf(path, sizeof path, "/tmp/nomic-guard-%d.db", (int)getpid());
	store_sqlite_remove(path);
	char err[512];
	store *s = store_sqlite_open(path, 1, err, sizeof err);
	if (!s)
		fail_msg("store_sqlite_open: %s", err);
	store_event e = {.seq = 1, .time = 1, .actor = "admin", .command = "join alice",
			 .args = "{}", .draws = "[]"};
	assert_int_equal(s->append(s, &e, 1, 0), STORE_OK);
	return s;
}

static void sleep_ms(long ms)
{
	struct timespec ts = {ms / 1000, (ms % 1000) * 1000000};
	nanosleep(&ts, NULL);
}

/* A hundred reads (the freshness check every view makes) cost one check,
 * not a hundred: three faccessat calls. */
static void reads_check_once_per_window(void **state)
{
	(void)state;
	store_sqlite_guard_ms = 60000;
	store *s = one_event();
	calls = 0;
	for (int i = 0; i < 100; i++) {
		int n = 0;
		assert_true(s->read_scan(s, 1, count, &n) >= 0);
		assert_int_equal(n, 1);
		assert_int_equal(s->scan(s, 1, count, &n), 0);
		assert_int_equal(n, 2);
	}
	assert_in_range(calls, 0, 3);
	s->close(s);
	store_sqlite_remove(path);
}

/* A write checks every time, even just after a read did. */
static void writes_always_check(void **state)
{
	(void)state;
	store_sqlite_guard_ms = 60000;
	store *s = one_event();
	int n = 0;
	assert_int_equal(s->scan(s, 1, count, &n), 0); /* a check that passed */
	deny_shm = 1;
	store_event e = {.seq = 2, .time = 2, .actor = "admin", .command = "join bob",
			 .args = "{}", .draws = "[]"};
	assert_int_equal(s->append(s, &e, 1, 1), STORE_ERROR);
	assert_non_null(strstr(s->err, "-shm: cannot be written"));
	assert_non_null(strstr(s->readonly, "-shm: cannot be written"));
	n = 0;
	assert_int_equal(s->scan(s, 1, count, &n), 0); /* reads go on */
	assert_int_equal(n, 1);
	deny_shm = 0;
	assert_int_equal(s->append(s, &e, 1, 1), STORE_OK);
	assert_string_equal(s->readonly, "");
	s->close(s);
	store_sqlite_remove(path);
}

/* Reads alone still find the fault, once the window has passed: the
 * writing connection lets go of its -shm map and reopens read-only. */
static void reads_find_the_fault_within_the_window(void **state)
{
	(void)state;
	store_sqlite_guard_ms = 50;
	store *s = one_event();
	int n = 0;
	assert_int_equal(s->scan(s, 1, count, &n), 0);
	deny_shm = 1;
	sleep_ms(120);
	n = 0;
	assert_int_equal(s->scan(s, 1, count, &n), 0);
	assert_int_equal(n, 1);
	assert_non_null(strstr(s->readonly, "-shm: cannot be written"));
	/* While the writer is read-only no read handle maps the -shm. */
	assert_int_equal(s->read_scan(s, 1, count, &n), STORE_UNAVAILABLE);
	deny_shm = 0;
	store_event e = {.seq = 2, .time = 2, .actor = "admin", .command = "join bob",
			 .args = "{}", .draws = "[]"};
	assert_int_equal(s->append(s, &e, 1, 1), STORE_OK);
	s->close(s);
	store_sqlite_remove(path);
}

/* The stamp a view's freshness check trusts (store.h): the same while
 * nothing is committed, whatever is read; new after every commit, this
 * handle's or another's (another process's, as far as SQLite can tell). */
static void stamp_changes_with_every_commit(void **state)
{
	(void)state;
	store_sqlite_guard_ms = 1000;
	store *s = one_event();
	char err[512];
	store *other = store_sqlite_open(path, 0, err, sizeof err);
	assert_non_null(other);
	uint64_t a, b;
	assert_int_equal(s->stamp(s, &a), 1);
	for (int i = 0; i < 10; i++) {
		int n = 0;
		assert_true(s->read_scan(s, 1, count, &n) >= 0);
		assert_int_equal(other->scan(other, 1, count, &n), 0);
		assert_int_equal(s->stamp(s, &b), 1);
		assert_true(a == b);
	}
	for (uint64_t seq = 2; seq < 12; seq++) {
		store_event e = {.seq = seq, .time = 2, .actor = "admin", .command = "join x",
				 .args = "{}", .draws = "[]"};
		store *by = seq % 2 ? s : other;
		assert_int_equal(by->append(by, &e, 1, seq - 1), STORE_OK);
		assert_int_equal(s->stamp(s, &b), 1);
		assert_true(a != b);
		a = b;
	}
	other->close(other);
	s->close(s);
	store_sqlite_remove(path);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(reads_check_once_per_window),
		cmocka_unit_test(writes_always_check),
		cmocka_unit_test(reads_find_the_fault_within_the_window),
		cmocka_unit_test(stamp_changes_with_every_commit),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
