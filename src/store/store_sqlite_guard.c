/* store_sqlite_guard.c: a SQLite nomic whose files cannot be written
 * (issue 12; issue 17 item 4 for the reads' once-a-second check), and
 * saying what is wrong with a store's call (sqs_fail, sqs_explain).
 *
 *
 * Files that cannot be written. SQLite maps the -shm file (the WAL index)
 * into memory and writes it even to read; once that file cannot be written
 * (chattr +i, a read-only remount) a write through the map is a SIGBUS, not
 * an error. So before each append and each scan the store checks that the
 * database, its -wal and its -shm can still be written; if not, it closes
 * the connection without a checkpoint and reopens it read-only so that it
 * never writes a byte: with readonly_shm, which reads the WAL index into the
 * heap and opens the -shm read-only, or, with no WAL to read, immutable
 * (sqlite.org/wal.html, "Read-Only Databases"; sqlite.org/uri.html). A store
 * opened on a full disk, or on files it may not write, opens read-only the
 * same way. Read-only, it serves scans and refuses appends, saying why
 * (readonly), and at each append tries again to open for writing. The check
 * and the write are not one step: a file made read-only between them can
 * still bring the SIGBUS (src/cli/main.c then says what happened).
 *
 * The check is three faccessat calls: before every append, but before a
 * read only once per store_sqlite_guard_ms (a second) for the writer and
 * all its read handles together (issue 17 item 4: a view's freshness check
 * is a read, and the calls were 12-17 % of a cached GET). A read writes
 * the -shm map only to move its read mark after a commit, and a commit
 * checks first; so the window that was already there (between a check and
 * a write) grows to at most that second for reads alone. */
#include "store/store_sqlite_impl.h"
#include "core/util.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sqlite3.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

int store_sqlite_guard_ms = 1000;

/* ---- saying what is wrong ---- */

/* Copies src into dst[n], cut short if it must be. */
void sqs_set_text(char *dst, size_t n, const char *src)
{
	size_t k = strlen(src);
	if (k >= n)
		k = n - 1;
	memmove(dst, src, k);
	dst[k] = '\0';
}

/* Whether an errno means the files cannot be written as things stand. */
static int cannot_write_errno(int e)
{
	return e == ENOSPC || e == EDQUOT || e == EROFS || e == EACCES || e == EPERM;
}

/* "FILE: the disk is full", "FILE: cannot be written (Permission denied)".
 * A reason is a line of a few hundred bytes at most: the file's name is
 * cut to 250 (which also keeps an optimising build's truncation warning
 * quiet: -O3 sees a 4200-byte name going into a 300-byte reason). */
static void errno_text(const char *file, int e, char *out, size_t n)
{
	if (e == ENOSPC || e == EDQUOT)
		snprintf(out, n, "%.250s: the disk is full", file);
	else if (e == EROFS)
		snprintf(out, n, "%.250s: the file system is read-only", file);
	else
		snprintf(out, n, "%.250s: cannot be written (%s)", file, strerror(e));
}

/* The first of the database, its -wal and its -shm (or, while they do not
 * exist, its directory, where SQLite makes them) that this process may not
 * write: 1 and why, or 0. */
int sqs_unwritable(const char *path, char *why, size_t n)
{
	char side[4200];
	const char *suffix[] = {"", "-wal", "-shm"};
	int missing = 0;
	for (int i = 0; i < 3; i++) {
		snprintf(side, sizeof side, "%s%s", path, suffix[i]);
		if (faccessat(AT_FDCWD, side, W_OK, AT_EACCESS) == 0)
			continue;
		if (errno == ENOENT) {
			missing = 1;
			continue;
		}
		errno_text(side, errno, why, n);
		return 1;
	}
	if (!missing)
		return 0;
	snprintf(side, sizeof side, "%s", path);
	char *slash = strrchr(side, '/');
	if (!slash)
		snprintf(side, sizeof side, ".");
	else
		slash[slash == side] = '\0'; /* "/x.db" keeps its "/" */
	if (faccessat(AT_FDCWD, side, W_OK | X_OK, AT_EACCESS) == 0)
		return 0;
	errno_text(side, errno, why, n);
	return 1;
}

/* Why the last call on db failed. When it is because the disk is full or a
 * file cannot be written, "FILE: ..." and *cannot_write; else SQLite's
 * own message. */
void sqs_explain(sqlite3 *db, const char *path, char *out, size_t n, int *cannot_write)
{
	int code = sqlite3_errcode(db);
	int sys = code == SQLITE_IOERR || code == SQLITE_CANTOPEN || code == SQLITE_FULL ||
		  code == SQLITE_READONLY ? sqlite3_system_errno(db) : 0;
	*cannot_write = 1;
	if (code == SQLITE_FULL || sys == ENOSPC || sys == EDQUOT)
		errno_text(path, ENOSPC, out, n);
	else if ((code == SQLITE_READONLY || cannot_write_errno(sys)) && sqs_unwritable(path, out, n))
		; /* it names the file */
	else if (cannot_write_errno(sys))
		errno_text(path, sys, out, n);
	else if (code == SQLITE_READONLY)
		snprintf(out, n, "%s: cannot be written (%s)", path, sqlite3_errmsg(db));
	else {
		*cannot_write = 0;
		snprintf(out, n, "%s", sqlite3_errmsg(db));
	}
}

int sqs_fail(sqlite_store *s, const char *what)
{
	char why[300];
	int cannot_write;
	sqs_explain(s->db, s->path, why, sizeof why, &cannot_write);
	if (cannot_write)
		snprintf(s->base.err, sizeof s->base.err, "%s; %s", why, READS_ONLY);
	else
		snprintf(s->base.err, sizeof s->base.err, "%s: %s", what, why);
	return STORE_ERROR;
}

/* Closes the writing connection without touching the files and reopens
 * read-only; why says what is wrong. */
static void go_readonly(sqlite_store *s, const char *why)
{
	char err[512];
	int cw;
	sqs_writer_pause(s);
	sqs_disconnect(s, 1);
	sqs_set_text(s->base.readonly, sizeof s->base.readonly, why);
	if (sqs_connect(s, 0, 1, err, sizeof err, &cw)) {
		sbuf b = {0};
		sbuf_printf(&b, "%s (and it cannot be read: %s)", why, err);
		sqs_set_text(s->base.readonly, sizeof s->base.readonly, b.s);
		sbuf_free(&b);
	}
	sqs_writer_resume(s);
}

static long long now_ms(void)
{
	struct timespec ts;
#ifdef CLOCK_MONOTONIC_COARSE
	clock_gettime(CLOCK_MONOTONIC_COARSE, &ts); /* the vDSO's: no syscall */
#else
	clock_gettime(CLOCK_MONOTONIC, &ts);
#endif
	return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* sqs_unwritable() for a read: at most once per store_sqlite_guard_ms for the
 * writer and its readers together (see the top of the file). */
static int unwritable_for_read(sqlite_store *s, char *why, size_t n)
{
	sqlite_store *w = s->owner ? s->owner : s;
	long long now = now_ms();
	if (now < atomic_load_explicit(&w->guard_until, memory_order_relaxed))
		return 0;
	if (sqs_unwritable(s->path, why, n)) {
		atomic_store(&w->guard_until, 0);
		return 1;
	}
	atomic_store(&w->guard_until, now + store_sqlite_guard_ms);
	return 0;
}

/* Before a read: a connection that may write its -shm map must stop when
 * the files can no longer be written (the map would SIGBUS). */
int sqs_ready_to_read(sqlite_store *s)
{
	char why[300];
	if (s->db && s->shm_rw && unwritable_for_read(s, why, sizeof why)) {
		if (s->reader) { /* dropped by read_scan; the writer goes read-only */
			sqs_set_text(s->base.err, sizeof s->base.err, why);
			return -1;
		}
		go_readonly(s, why);
	}
	if (!s->db) {
		sqs_set_text(s->base.err, sizeof s->base.err, s->base.readonly);
		return -1;
	}
	return 0;
}

/* Before a write: 0 when the store can write (reopening for writing if it
 * was read-only and the fault has gone); else -1 with why in err. */
int sqs_ready_to_write(sqlite_store *s)
{
	char why[300];
	int bad = sqs_unwritable(s->path, why, sizeof why);
	atomic_store(&s->guard_until, bad ? 0 : now_ms() + store_sqlite_guard_ms);
	if (bad) {
		if (!s->db || s->shm_rw)
			go_readonly(s, why);
		else
			sqs_set_text(s->base.readonly, sizeof s->base.readonly, why);
	} else if (!s->db || s->readonly) {
		char err[512];
		int cw;
		sqs_writer_pause(s);
		sqs_disconnect(s, 1);
		int rc = sqs_connect(s, 0, 0, err, sizeof err, &cw);
		sqs_writer_resume(s);
		if (rc == 0)
			s->base.readonly[0] = '\0';
		else
			go_readonly(s, err);
	}
	if (!s->readonly && s->db)
		return 0;
	snprintf(s->base.err, sizeof s->base.err, "%s; %s", s->base.readonly, READS_ONLY);
	return -1;
}
