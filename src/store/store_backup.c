/* store_backup.c: a consistent copy of a nomic's SQLite file, taken while
 * the server runs and writes (`nomic backup`, issue 17 item 7).
 *
 * SQLite's online backup API (sqlite.org/backup.html) copies the pages of
 * the source into the copy. Done in one step (sqlite3_backup_step with -1)
 * it copies them inside one read transaction, so the copy is the database
 * as some commit left it: every acknowledged event up to that commit, none
 * after, none half-written. In WAL mode that read transaction holds up no
 * writer: the server goes on committing into the -wal while the copy is
 * made (a checkpoint cannot pass the reader until it ends).
 *
 * The copy is written beside DEST under a temporary name, made a plain
 * rollback-journal database (one file, no -wal to carry along), checked
 * (PRAGMA quick_check), synced, and only then given its name: link(2),
 * which refuses a DEST that exists, or rename(2) over it when the caller
 * forces. So DEST is either the old file or a whole copy, never half of
 * one. The copy holds the nomic's seed (the meta table) and mail outbox as
 * well as its log, so it is created 0600, as secret as the nomic itself. */
#include "store/store.h"

#include <errno.h>
#include <fcntl.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* Syncs the directory holding path, so that a new name in it survives a
 * crash. */
static int sync_dir(const char *path)
{
	char dir[4096];
	snprintf(dir, sizeof dir, "%s", path);
	char *slash = strrchr(dir, '/');
	if (!slash)
		snprintf(dir, sizeof dir, ".");
	else
		slash[slash == dir] = '\0';
	int fd = open(dir, O_RDONLY | O_DIRECTORY);
	if (fd < 0)
		return -1;
	int rc = fsync(fd);
	close(fd);
	return rc;
}

int store_backup_name(const char *tmp, const char *dest, int force, char *err, size_t n)
{
	int fd = open(tmp, O_RDONLY);
	if (fd < 0 || fsync(fd)) {
		snprintf(err, n, "%.300s: cannot be synced (%s)", tmp, strerror(errno));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	close(fd);
	if (force ? rename(tmp, dest) : link(tmp, dest)) {
		int e = errno;
		if (e == EEXIST)
			snprintf(err, n, "%.300s exists; --force replaces it", dest);
		else
			snprintf(err, n, "%.300s: cannot be written (%s)", dest, strerror(e));
		return -1;
	}
	if (!force)
		unlink(tmp);
	sync_dir(dest);
	return 0;
}

static int sql_fail(sqlite3 *db, const char *what, char *err, size_t n)
{
	snprintf(err, n, "%s: %s", what, db ? sqlite3_errmsg(db) : "out of memory");
	return -1;
}

/* Copies src into the (empty) file at tmp, whole, in one read transaction
 * of src; leaves it a rollback-journal database that passes quick_check.
 * *head: the last event's seq in the copy. */
static int copy_into(sqlite3 *src, const char *tmp, uint64_t *head, char *err, size_t n)
{
	sqlite3 *dst = NULL;
	int rc = -1;
	if (sqlite3_open_v2(tmp, &dst, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK) {
		sql_fail(dst, "the copy", err, n);
		goto out;
	}
	sqlite3_busy_timeout(dst, 5000);
	sqlite3_backup *b = sqlite3_backup_init(dst, "main", src, "main");
	if (!b) {
		sql_fail(dst, "the backup", err, n);
		goto out;
	}
	/* -1: every page in one step, so in one read transaction of the
	 * source. BUSY or LOCKED (a writer holding the source's lock in
	 * rollback mode) is tried again for a while. */
	int step, tries = 0;
	while ((step = sqlite3_backup_step(b, -1)) == SQLITE_BUSY || step == SQLITE_LOCKED) {
		if (++tries > 500)
			break;
		struct timespec ts = {0, 10 * 1000 * 1000};
		nanosleep(&ts, NULL);
	}
	int fin = sqlite3_backup_finish(b);
	if (step != SQLITE_DONE || fin != SQLITE_OK) {
		snprintf(err, n, "the backup stopped: %s", sqlite3_errstr(step != SQLITE_DONE ? step : fin));
		goto out;
	}
	/* One file: the copy keeps no WAL of its own. */
	if (sqlite3_exec(dst, "PRAGMA journal_mode=DELETE", NULL, NULL, NULL) != SQLITE_OK) {
		sql_fail(dst, "the copy's journal", err, n);
		goto out;
	}
	sqlite3_stmt *st = NULL;
	if (sqlite3_prepare_v2(dst, "PRAGMA quick_check", -1, &st, NULL) != SQLITE_OK ||
	    sqlite3_step(st) != SQLITE_ROW ||
	    strcmp((const char *)sqlite3_column_text(st, 0), "ok") != 0) {
		snprintf(err, n, "the copy fails SQLite's quick_check: %s",
			 st && sqlite3_column_text(st, 0) ? (const char *)sqlite3_column_text(st, 0)
							  : sqlite3_errmsg(dst));
		sqlite3_finalize(st);
		goto out;
	}
	sqlite3_finalize(st);
	st = NULL;
	if (sqlite3_prepare_v2(dst, "SELECT coalesce(max(seq), 0) FROM events", -1, &st, NULL) !=
		    SQLITE_OK ||
	    sqlite3_step(st) != SQLITE_ROW) {
		sql_fail(dst, "the copy's log", err, n);
		sqlite3_finalize(st);
		goto out;
	}
	*head = (uint64_t)sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	rc = 0;
out:
	if (dst && sqlite3_close(dst) != SQLITE_OK && rc == 0)
		rc = sql_fail(dst, "the copy", err, n);
	return rc;
}

int store_backup(const char *path, const char *dest, int force, uint64_t *head, char *err,
		 size_t n)
{
	*head = 0;
	struct stat sb;
	if (stat(path, &sb)) {
		snprintf(err, n, "%.300s: %s", path, strerror(errno));
		return -1;
	}
	if (!force && lstat(dest, &sb) == 0) {
		snprintf(err, n, "%.300s exists; --force replaces it", dest);
		return -1;
	}
	sqlite3 *src = NULL;
	/* Read-only: the backup never writes the nomic. */
	if (sqlite3_open_v2(path, &src, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) {
		sql_fail(src, path, err, n);
		sqlite3_close(src);
		return -1;
	}
	sqlite3_busy_timeout(src, 5000);
	sqlite3_stmt *st = NULL;
	int is_nomic = sqlite3_prepare_v2(src, "SELECT 1 FROM events LIMIT 1", -1, &st, NULL) ==
		       SQLITE_OK;
	sqlite3_finalize(st);
	if (!is_nomic) {
		snprintf(err, n, "%.300s is not a nomic (%s)", path, sqlite3_errmsg(src));
		sqlite3_close(src);
		return -1;
	}
	char tmp[4200];
	snprintf(tmp, sizeof tmp, "%s.partial-%ld", dest, (long)getpid());
	int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
	if (fd < 0) {
		snprintf(err, n, "%.300s: cannot be created (%s)", tmp, strerror(errno));
		sqlite3_close(src);
		return -1;
	}
	close(fd);
	int rc = copy_into(src, tmp, head, err, n);
	sqlite3_close(src);
	if (rc == 0)
		rc = store_backup_name(tmp, dest, force, err, n);
	if (rc) {
		unlink(tmp);
		*head = 0;
	}
	char side[4300];
	snprintf(side, sizeof side, "%s-journal", tmp);
	unlink(side);
	return rc;
}
