/* store_sqlite.c: the event log in one SQLite file, in WAL mode with
 * synchronous=FULL, so a committed append survives power loss. One append is
 * one transaction, whatever its number of events: the engine batches
 * concurrent commands into one append (group commit).
 *
 * Readers of the log (read_scan) use handles of their own, query_only
 * connections kept in a small pool, so a long read neither waits for a
 * commit nor holds one up. SQLite shares one -shm map among all of a
 * process's connections to a file, so the writer never reconnects (read-only
 * or back) while a reader is open: mode_lock keeps them apart, and the
 * writer closes the pool first; while it is read-only, read_scan declines
 * and the engine scans the writer's own handle. The stamp (store.h; issue
 * 17 item 4) tells a view whether anything was committed since its last
 * scan without asking SQLite: a hash of the WAL-index header every commit
 * rewrites, read in the writer connection's own map of the -shm.
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
#include "store/store.h"
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

typedef struct sqlite_store {
	store base;
	sqlite3 *db;             /* NULL only if even reopening read-only failed */
	sqlite3_stmt *insert, *scan, *head, *mget, *mput;
	char *path;
	int readonly;            /* connected read-only; base.readonly says why */
	int shm_rw;              /* the connection may write its -shm map */
	int reader;              /* a pooled handle of read_scan: it sets nothing
				    up, only reads, and never reconnects */
	struct sqlite_store *owner; /* a reader's writer; the writer itself */
	/* The writer's: until when (CLOCK_MONOTONIC_COARSE, ms) a read need
	 * not check that the files can be written; 0 after a failed check. */
	atomic_llong guard_until;
	/* The writer's, with a file path: its idle read handles, and the lock
	 * readers hold while they use one and it holds to reconnect. */
	int pooled;
	pthread_rwlock_t mode_lock;
	pthread_mutex_t pool_lock;
	/* Idle read handles: as many as the server's pool has threads (16
	 * to 64), or a handle is closed and another opened for many views
	 * (a dozen syscalls, and a cold page cache, each). */
	struct sqlite_store *pool[64];
	/* The writer's: the WAL index's header (the first 48 bytes of the
	 * -shm: sqlite.org/walformat.html, "The WAL-Index Header") in
	 * SQLite's map, only read here, while it writes; NULL when not known.
	 * Used under mode_lock; forgotten when the writer lets go of its
	 * connection (before it closes). */
	const volatile unsigned char *shm_head;
	int npool;
} sqlite_store;

static const char schema[] =
	"CREATE TABLE IF NOT EXISTS events ("
	" seq INTEGER PRIMARY KEY,"
	" time INTEGER NOT NULL,"
	" actor TEXT NOT NULL,"
	" command TEXT NOT NULL,"
	" args TEXT NOT NULL,"
	" draws TEXT NOT NULL,"
	" hidden INTEGER NOT NULL DEFAULT 0,"
	" prev BLOB NOT NULL,"
	" hash BLOB NOT NULL);"
	"CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);";

/* ---- saying what is wrong ---- */

#define READS_ONLY "the nomic serves reads but takes no commands until it can write"

/* Copies src into dst[n], cut short if it must be. */
static void set_text(char *dst, size_t n, const char *src)
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
static int unwritable(const char *path, char *why, size_t n)
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
static void explain(sqlite3 *db, const char *path, char *out, size_t n, int *cannot_write)
{
	int code = sqlite3_errcode(db);
	int sys = code == SQLITE_IOERR || code == SQLITE_CANTOPEN || code == SQLITE_FULL ||
		  code == SQLITE_READONLY ? sqlite3_system_errno(db) : 0;
	*cannot_write = 1;
	if (code == SQLITE_FULL || sys == ENOSPC || sys == EDQUOT)
		errno_text(path, ENOSPC, out, n);
	else if ((code == SQLITE_READONLY || cannot_write_errno(sys)) && unwritable(path, out, n))
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

static int fail(sqlite_store *s, const char *what)
{
	char why[300];
	int cannot_write;
	explain(s->db, s->path, why, sizeof why, &cannot_write);
	if (cannot_write)
		snprintf(s->base.err, sizeof s->base.err, "%s; %s", why, READS_ONLY);
	else
		snprintf(s->base.err, sizeof s->base.err, "%s: %s", what, why);
	return STORE_ERROR;
}

/* ---- connecting ---- */

/* Finds the WAL index's header of the writer's connection (see shm_head)
 * in SQLite's own map of the -shm, through the VFS's xShmMap: region 0,
 * which a connection in WAL mode has mapped already. Not a map of our
 * own: opening and closing another descriptor of the -shm would drop
 * every POSIX lock this process holds on it (fcntl locks are the
 * process's, per file), SQLite's among them, and another process would
 * then take the file for unused and truncate it under the maps. */
static void map_shm_head(sqlite_store *s)
{
	sqlite3_file *f = NULL;
	volatile void *p = NULL;
	if (sqlite3_file_control(s->db, "main", SQLITE_FCNTL_FILE_POINTER, &f) != SQLITE_OK ||
	    !f || !f->pMethods || f->pMethods->iVersion < 2 || !f->pMethods->xShmMap)
		return;
	if (f->pMethods->xShmMap(f, 0, 32768, 0, &p) == SQLITE_OK && p)
		s->shm_head = p;
}

static void unmap_shm_head(sqlite_store *s)
{
	s->shm_head = NULL; /* SQLite's map: it goes with the connection */
}

static void disconnect(sqlite_store *s, int no_checkpoint)
{
	unmap_shm_head(s);
	sqlite3_finalize(s->insert);
	sqlite3_finalize(s->scan);
	sqlite3_finalize(s->head);
	sqlite3_finalize(s->mget);
	sqlite3_finalize(s->mput);
	s->insert = s->scan = s->head = s->mget = s->mput = NULL;
	/* A checkpoint on close writes the database and the -shm: not when
	 * they cannot be written. */
	if (s->db && no_checkpoint)
		sqlite3_db_config(s->db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, NULL);
	sqlite3_close(s->db);
	s->db = NULL;
}

static int file_size(const char *path, const char *suffix, off_t *size)
{
	char side[4200];
	struct stat st;
	snprintf(side, sizeof side, "%s%s", path, suffix);
	if (stat(side, &st))
		return -1;
	*size = st.st_size;
	return 0;
}

/* The URI that opens path read-only without writing a byte: with its -shm
 * present, readonly_shm (the WAL index is read into the heap, the -shm
 * opened read-only); with no WAL to read, immutable (the database file
 * alone, no -shm at all). A WAL with no -shm beside it is opened plainly
 * read-only, and SQLite makes the -shm if it can (*shm_rw). */
static char *readonly_uri(const char *path, int *shm_rw)
{
	off_t size;
	const char *how = "?mode=ro";
	*shm_rw = 0;
	if (file_size(path, "-shm", &size) == 0)
		how = "?mode=ro&readonly_shm=1";
	else if (file_size(path, "-wal", &size) != 0 || size == 0)
		how = "?immutable=1";
	else
		*shm_rw = 1;
	sbuf b = {0};
	sbuf_add(&b, "file:");
	for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') || strchr("/-._~", *p))
			sbuf_addn(&b, (const char *)p, 1);
		else
			sbuf_printf(&b, "%%%02X", *p);
	}
	sbuf_add(&b, how);
	return sbuf_take(&b);
}

/* Opens s->db for writing (creating the file with create) or read-only.
 * 0; or -1 with why in err (*cannot_write: because of a full disk or a
 * file that cannot be written). */
static int connect(sqlite_store *s, int create, int readonly, char *err, size_t errlen,
		   int *cannot_write)
{
	*cannot_write = 0;
	int shm_rw = 1;
	char *uri = readonly ? readonly_uri(s->path, &shm_rw) : NULL;
	int flags = SQLITE_OPEN_FULLMUTEX | (readonly ? SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
						       : SQLITE_OPEN_READWRITE) |
		    (create ? SQLITE_OPEN_CREATE : 0);
	int rc = sqlite3_open_v2(readonly ? uri : s->path, &s->db, flags, NULL);
	free(uri);
	if (rc != SQLITE_OK) {
		char why[300];
		explain(s->db, s->path, why, sizeof why, cannot_write);
		if (*cannot_write)
			snprintf(err, errlen, "%s", why);
		else
			snprintf(err, errlen, "%s: %s", s->path, why);
		disconnect(s, 1);
		return -1;
	}
	sqlite3_busy_timeout(s->db, 10000);
	const char *setup = s->reader ? "PRAGMA query_only=1;"
				      : "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;";
	if ((!readonly && (sqlite3_exec(s->db, setup, NULL, NULL, NULL) != SQLITE_OK ||
			   (!s->reader &&
			    sqlite3_exec(s->db, schema, NULL, NULL, NULL) != SQLITE_OK))) ||
	    sqlite3_prepare_v2(s->db, "INSERT INTO events VALUES (?,?,?,?,?,?,?,?,?)", -1,
			       &s->insert, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(s->db, "SELECT seq,time,actor,command,args,draws,hidden,prev,hash"
			       " FROM events WHERE seq >= ? ORDER BY seq", -1, &s->scan,
			       NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(s->db, "SELECT COALESCE(MAX(seq),0) FROM events", -1, &s->head,
			       NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(s->db, "SELECT value FROM meta WHERE key = ?", -1, &s->mget,
			       NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(s->db, "INSERT OR REPLACE INTO meta VALUES (?,?)", -1, &s->mput,
			       NULL) != SQLITE_OK) {
		char why[300];
		explain(s->db, s->path, why, sizeof why, cannot_write);
		if (*cannot_write)
			snprintf(err, errlen, "%s", why);
		else
			snprintf(err, errlen, "%s: not a nomic database (%s)", s->path, why);
		disconnect(s, 1);
		return -1;
	}
	/* SQLite quietly opens read-only a database it may not write. */
	if (!readonly && sqlite3_db_readonly(s->db, "main") == 1) {
		char why[300];
		if (!unwritable(s->path, why, sizeof why))
			snprintf(why, sizeof why, "%s: cannot be written", s->path);
		snprintf(err, errlen, "%s", why);
		*cannot_write = 1;
		disconnect(s, 1);
		return -1;
	}
	s->readonly = readonly;
	s->shm_rw = shm_rw;
	/* Only the writer's, and only while it writes: a read-only
	 * connection keeps its WAL index in the heap (readonly_shm). */
	if (!readonly && !s->reader && s->pooled)
		map_shm_head(s);
	return 0;
}

static void reader_close(sqlite_store *r)
{
	disconnect(r, 1);
	free(r->path);
	free(r);
}

/* Before the writer reconnects: no reader may share the -shm map it is
 * about to let go (a read-only reopen would inherit a writable map, and a
 * writable one a read-only map). Waits for readers at work, closes the
 * idle ones; writer_resume lets readers in again. */
static void writer_pause(sqlite_store *s)
{
	if (!s->pooled)
		return;
	pthread_rwlock_wrlock(&s->mode_lock);
	for (int i = 0; i < s->npool; i++)
		reader_close(s->pool[i]);
	s->npool = 0;
}

static void writer_resume(sqlite_store *s)
{
	if (s->pooled)
		pthread_rwlock_unlock(&s->mode_lock);
}

/* Closes the writing connection without touching the files and reopens
 * read-only; why says what is wrong. */
static void go_readonly(sqlite_store *s, const char *why)
{
	char err[512];
	int cw;
	writer_pause(s);
	disconnect(s, 1);
	set_text(s->base.readonly, sizeof s->base.readonly, why);
	if (connect(s, 0, 1, err, sizeof err, &cw)) {
		sbuf b = {0};
		sbuf_printf(&b, "%s (and it cannot be read: %s)", why, err);
		set_text(s->base.readonly, sizeof s->base.readonly, b.s);
		sbuf_free(&b);
	}
	writer_resume(s);
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

/* unwritable() for a read: at most once per store_sqlite_guard_ms for the
 * writer and its readers together (see the top of the file). */
static int unwritable_for_read(sqlite_store *s, char *why, size_t n)
{
	sqlite_store *w = s->owner ? s->owner : s;
	long long now = now_ms();
	if (now < atomic_load_explicit(&w->guard_until, memory_order_relaxed))
		return 0;
	if (unwritable(s->path, why, n)) {
		atomic_store(&w->guard_until, 0);
		return 1;
	}
	atomic_store(&w->guard_until, now + store_sqlite_guard_ms);
	return 0;
}

/* Before a read: a connection that may write its -shm map must stop when
 * the files can no longer be written (the map would SIGBUS). */
static int ready_to_read(sqlite_store *s)
{
	char why[300];
	if (s->db && s->shm_rw && unwritable_for_read(s, why, sizeof why)) {
		if (s->reader) { /* dropped by read_scan; the writer goes read-only */
			set_text(s->base.err, sizeof s->base.err, why);
			return -1;
		}
		go_readonly(s, why);
	}
	if (!s->db) {
		set_text(s->base.err, sizeof s->base.err, s->base.readonly);
		return -1;
	}
	return 0;
}

/* Before a write: 0 when the store can write (reopening for writing if it
 * was read-only and the fault has gone); else -1 with why in err. */
static int ready_to_write(sqlite_store *s)
{
	char why[300];
	int bad = unwritable(s->path, why, sizeof why);
	atomic_store(&s->guard_until, bad ? 0 : now_ms() + store_sqlite_guard_ms);
	if (bad) {
		if (!s->db || s->shm_rw)
			go_readonly(s, why);
		else
			set_text(s->base.readonly, sizeof s->base.readonly, why);
	} else if (!s->db || s->readonly) {
		char err[512];
		int cw;
		writer_pause(s);
		disconnect(s, 1);
		int rc = connect(s, 0, 0, err, sizeof err, &cw);
		writer_resume(s);
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

/* ---- the calls ---- */

static int sq_read_scan(store *base, uint64_t from, store_visit visit, void *arg);
static int sq_stamp(store *base, uint64_t *stamp);

static int sq_head(store *base, uint64_t *seq)
{
	sqlite_store *s = (sqlite_store *)base;
	int rc = sqlite3_step(s->head);
	*seq = rc == SQLITE_ROW ? (uint64_t)sqlite3_column_int64(s->head, 0) : 0;
	sqlite3_reset(s->head);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? STORE_OK : fail(s, "head");
}

static int sq_append(store *base, const store_event *evs, size_t n, uint64_t head)
{
	sqlite_store *s = (sqlite_store *)base;
	if (ready_to_write(s))
		return STORE_ERROR;
	/* BEGIN IMMEDIATE takes the write lock now, so the head check below
	 * cannot race another process appending. */
	if (sqlite3_exec(s->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK)
		return fail(s, "begin");
	uint64_t now;
	if (sq_head(base, &now) != STORE_OK)
		goto rollback;
	if (now != head) {
		sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
		return STORE_CONFLICT;
	}
	for (size_t i = 0; i < n; i++) {
		const store_event *e = &evs[i];
		sqlite3_stmt *st = s->insert;
		sqlite3_bind_int64(st, 1, (sqlite3_int64)e->seq);
		sqlite3_bind_int64(st, 2, e->time);
		sqlite3_bind_text(st, 3, e->actor, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 4, e->command, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 5, e->args, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 6, e->draws, -1, SQLITE_STATIC);
		sqlite3_bind_int(st, 7, e->hidden);
		sqlite3_bind_blob(st, 8, e->prev, HASH_BYTES, SQLITE_STATIC);
		sqlite3_bind_blob(st, 9, e->hash, HASH_BYTES, SQLITE_STATIC);
		int rc = sqlite3_step(st);
		sqlite3_reset(st);
		if (rc != SQLITE_DONE) {
			fail(s, "insert");
			goto rollback;
		}
	}
	if (sqlite3_exec(s->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) {
		fail(s, "commit");
		goto rollback;
	}
	return STORE_OK;
rollback:
	sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
	return STORE_ERROR;
}

static char *column_text(sqlite3_stmt *st, int i)
{
	const unsigned char *t = sqlite3_column_text(st, i);
	return xstrdup(t ? (const char *)t : "");
}

/* Column i's text as SQLite holds it (valid until the statement's next
 * step), "" for NULL; never to be freed. */
static char *column_view(sqlite3_stmt *st, int i)
{
	static char empty[1];
	const unsigned char *t = sqlite3_column_text(st, i);
	return t ? (char *)t : empty;
}

static void column_hash(sqlite3_stmt *st, int i, unsigned char *out)
{
	memset(out, 0, HASH_BYTES);
	int n = sqlite3_column_bytes(st, i);
	const void *b = sqlite3_column_blob(st, i);
	if (b)
		memcpy(out, b, n < HASH_BYTES ? (size_t)n : HASH_BYTES);
}

static int sq_scan(store *base, uint64_t from, store_visit visit, void *arg)
{
	sqlite_store *s = (sqlite_store *)base;
	if (ready_to_read(s))
		return STORE_ERROR;
	sqlite3_stmt *st = s->scan;
	int rc, result = 0;
	sqlite3_bind_int64(st, 1, (sqlite3_int64)from);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		/* The texts are SQLite's own, valid until the next step: a visitor
		 * keeps nothing of an event past its call (replay.c copies what
		 * it hands to another thread), so nothing is copied here (issue
		 * 17 item 3: four allocations an event less in every replay). */
		store_event e;
		e.seq = (uint64_t)sqlite3_column_int64(st, 0);
		e.time = sqlite3_column_int64(st, 1);
		e.actor = column_view(st, 2);
		e.command = column_view(st, 3);
		e.args = column_view(st, 4);
		e.draws = column_view(st, 5);
		e.hidden = sqlite3_column_int(st, 6);
		column_hash(st, 7, e.prev);
		column_hash(st, 8, e.hash);
		result = visit(arg, &e);
		if (result)
			break;
	}
	if (!result && rc != SQLITE_DONE)
		result = fail(s, "scan");
	sqlite3_reset(st);
	return result;
}

static int sq_meta_get(store *base, const char *key, char **value)
{
	sqlite_store *s = (sqlite_store *)base;
	*value = NULL;
	if (ready_to_read(s))
		return STORE_ERROR;
	sqlite3_bind_text(s->mget, 1, key, -1, SQLITE_STATIC);
	int rc = sqlite3_step(s->mget);
	*value = rc == SQLITE_ROW ? column_text(s->mget, 0) : NULL;
	sqlite3_reset(s->mget);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? STORE_OK : fail(s, "meta");
}

static int sq_meta_put(store *base, const char *key, const char *value)
{
	sqlite_store *s = (sqlite_store *)base;
	if (ready_to_write(s))
		return STORE_ERROR;
	sqlite3_bind_text(s->mput, 1, key, -1, SQLITE_STATIC);
	sqlite3_bind_text(s->mput, 2, value, -1, SQLITE_STATIC);
	int rc = sqlite3_step(s->mput);
	sqlite3_reset(s->mput);
	return rc == SQLITE_DONE ? STORE_OK : fail(s, "meta");
}

/* ---- checkpoints (store.h; the table: store_sqlite_ckpt.c) ---- */

static int sq_checkpoint_put(store *base, const store_checkpoint *c)
{
	sqlite_store *s = (sqlite_store *)base;
	if (ready_to_write(s))
		return STORE_ERROR;
	int begun;
	if (sqlite_checkpoint_put(s->db, c, &begun) == 0)
		return STORE_OK;
	fail(s, "checkpoint");
	if (begun)
		sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
	return STORE_ERROR;
}

static int sq_checkpoint_get(store *base, uint64_t at, store_checkpoint *out)
{
	sqlite_store *s = (sqlite_store *)base;
	memset(out, 0, sizeof *out);
	if (ready_to_read(s))
		return STORE_ERROR;
	return sqlite_checkpoint_get(s->db, at, out) ? fail(s, "checkpoint") : STORE_OK;
}

static int sq_checkpoint_seqs(store *base, uint64_t **seqs, size_t *n)
{
	sqlite_store *s = (sqlite_store *)base;
	*seqs = NULL;
	*n = 0;
	if (ready_to_read(s))
		return STORE_ERROR;
	return sqlite_checkpoint_seqs(s->db, seqs, n) ? fail(s, "checkpoints") : STORE_OK;
}

static void sq_close(store *base)
{
	sqlite_store *s = (sqlite_store *)base;
	char why[300];
	writer_pause(s);
	/* The checkpoint on close writes: only while the files can be. */
	disconnect(s, s->readonly || unwritable(s->path, why, sizeof why));
	writer_resume(s);
	if (s->pooled) {
		pthread_rwlock_destroy(&s->mode_lock);
		pthread_mutex_destroy(&s->pool_lock);
	}
	free(s->path);
	free(s);
}

void store_sqlite_remove(const char *path)
{
	char side[4200];
	unlink(path);
	snprintf(side, sizeof side, "%s-wal", path);
	unlink(side);
	snprintf(side, sizeof side, "%s-shm", path);
	unlink(side);
}

static sqlite_store *new_store(const char *path)
{
	sqlite_store *s = xcalloc(1, sizeof *s);
	s->path = xstrdup(path);
	s->base.append = sq_append;
	s->base.scan = sq_scan;
	s->base.head = sq_head;
	s->base.meta_get = sq_meta_get;
	s->base.meta_put = sq_meta_put;
	s->base.read_scan = sq_read_scan;
	s->base.checkpoint_put = sq_checkpoint_put;
	s->base.checkpoint_get = sq_checkpoint_get;
	s->base.checkpoint_seqs = sq_checkpoint_seqs;
	s->base.stamp = sq_stamp;
	s->base.close = sq_close;
	return s;
}

static sqlite_store *reader_take(sqlite_store *w)
{
	sqlite_store *r = NULL;
	pthread_mutex_lock(&w->pool_lock);
	if (w->npool)
		r = w->pool[--w->npool];
	pthread_mutex_unlock(&w->pool_lock);
	if (r)
		return r;
	r = new_store(w->path);
	r->reader = 1;
	r->owner = w;
	char err[512];
	int cw;
	if (connect(r, 0, 0, err, sizeof err, &cw)) {
		free(r->path);
		free(r);
		return NULL;
	}
	return r;
}

static void reader_give(sqlite_store *w, sqlite_store *r)
{
	pthread_mutex_lock(&w->pool_lock);
	int kept = w->npool < (int)(sizeof w->pool / sizeof *w->pool);
	if (kept)
		w->pool[w->npool++] = r;
	pthread_mutex_unlock(&w->pool_lock);
	if (!kept)
		reader_close(r);
}

static int sq_read_scan(store *base, uint64_t from, store_visit visit, void *arg)
{
	sqlite_store *w = (sqlite_store *)base;
	if (!w->pooled)
		return STORE_UNAVAILABLE;
	pthread_rwlock_rdlock(&w->mode_lock);
	/* While the writer is read-only, no reader: it would map the -shm
	 * writable (or, read-only, hand that map to the writer's return). */
	sqlite_store *r = w->readonly || !w->db ? NULL : reader_take(w);
	int rc = STORE_UNAVAILABLE;
	if (r) {
		rc = sq_scan(&r->base, from, visit, arg);
		if (rc < 0) {
			reader_close(r); /* the caller scans the writer's handle */
			rc = STORE_UNAVAILABLE;
		} else {
			reader_give(w, r);
		}
	}
	pthread_rwlock_unlock(&w->mode_lock);
	return rc;
}

/* The WAL index's header, hashed (FNV-1a, 64 bits). SQLite writes the
 * header's first copy last, after a barrier, when a commit is complete;
 * a copy read while it changes hashes to something new, which only costs
 * a scan. Every commit changes the header (its frame count and frame
 * checksums), and so does a WAL reset. */
static int sq_stamp(store *base, uint64_t *stamp)
{
	sqlite_store *w = (sqlite_store *)base;
	if (!w->pooled)
		return 0;
	pthread_rwlock_rdlock(&w->mode_lock);
	int known = w->shm_head != NULL && !w->readonly;
	if (known) {
		atomic_thread_fence(memory_order_acquire);
		uint64_t h = 14695981039346656037ULL;
		for (int i = 0; i < 48; i++) {
			h ^= w->shm_head[i];
			h *= 1099511628211ULL;
		}
		*stamp = h;
	}
	pthread_rwlock_unlock(&w->mode_lock);
	return known;
}

store *store_sqlite_open(const char *path, int create, char *err, size_t errlen)
{
	if (!create && access(path, F_OK) != 0) {
		snprintf(err, errlen, "%s: no such nomic (create one with `nomic init`)", path);
		return NULL;
	}
	if (create && access(path, F_OK) == 0) {
		snprintf(err, errlen, "%s already exists", path);
		return NULL;
	}
	sqlite_store *s = new_store(path);
	/* A second connection to a private in-memory database would be
	 * another, empty database: such a store has no readers. */
	if (path[0] && strcmp(path, ":memory:") != 0) {
		s->pooled = 1;
		pthread_rwlock_init(&s->mode_lock, NULL);
		pthread_mutex_init(&s->pool_lock, NULL);
	}
	char why[300];
	int cannot_write = !create && unwritable(path, why, sizeof why);
	if (cannot_write)
		snprintf(err, errlen, "%s", why);
	else if (connect(s, create, 0, err, errlen, &cannot_write) == 0)
		return &s->base;
	/* A nomic that exists but cannot be written is still read. */
	char first[512];
	snprintf(first, sizeof first, "%s", err);
	if (!create && cannot_write && connect(s, 0, 1, err, errlen, &cannot_write) == 0) {
		set_text(s->base.readonly, sizeof s->base.readonly, first);
		return &s->base;
	}
	snprintf(err, errlen, "%s", first);
	if (create)
		store_sqlite_remove(path); /* it did not exist: no half-made nomic */
	sq_close(&s->base);
	return NULL;
}

void store_event_free(store_event *ev)
{
	free(ev->actor);
	free(ev->command);
	free(ev->args);
	free(ev->draws);
}
