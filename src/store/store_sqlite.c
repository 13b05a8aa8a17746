/* store_sqlite.c: the event log in one SQLite file, in WAL mode with
 * synchronous=FULL, so a committed append survives power loss: the schema,
 * connecting (for writing, read-only, or as a pooled reader), opening and
 * closing the store. The calls on the log (append, scan, meta, read_scan,
 * stamp, checkpoints) are store_sqlite_log.c's; the guard against files
 * that cannot be written, and saying what is wrong, store_sqlite_guard.c's.
 * The three share store_sqlite_impl.h.
 *
 * One append is one transaction, whatever its number of events: the engine
 * batches concurrent commands into one append (group commit).
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
 * rewrites, read in the writer connection's own map of the -shm. */
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

void sqs_disconnect(sqlite_store *s, int no_checkpoint)
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
int sqs_connect(sqlite_store *s, int create, int readonly, char *err, size_t errlen,
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
		sqs_explain(s->db, s->path, why, sizeof why, cannot_write);
		if (*cannot_write)
			snprintf(err, errlen, "%s", why);
		else
			snprintf(err, errlen, "%s: %s", s->path, why);
		sqs_disconnect(s, 1);
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
		sqs_explain(s->db, s->path, why, sizeof why, cannot_write);
		if (*cannot_write)
			snprintf(err, errlen, "%s", why);
		else
			snprintf(err, errlen, "%s: not a nomic database (%s)", s->path, why);
		sqs_disconnect(s, 1);
		return -1;
	}
	/* SQLite quietly opens read-only a database it may not write. */
	if (!readonly && sqlite3_db_readonly(s->db, "main") == 1) {
		char why[300];
		if (!sqs_unwritable(s->path, why, sizeof why))
			snprintf(why, sizeof why, "%s: cannot be written", s->path);
		snprintf(err, errlen, "%s", why);
		*cannot_write = 1;
		sqs_disconnect(s, 1);
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

void sqs_reader_close(sqlite_store *r)
{
	sqs_disconnect(r, 1);
	free(r->path);
	free(r);
}

/* Before the writer reconnects: no reader may share the -shm map it is
 * about to let go (a read-only reopen would inherit a writable map, and a
 * writable one a read-only map). Waits for readers at work, closes the
 * idle ones; writer_resume lets readers in again. */
void sqs_writer_pause(sqlite_store *s)
{
	if (!s->pooled)
		return;
	pthread_rwlock_wrlock(&s->mode_lock);
	for (int i = 0; i < s->npool; i++)
		sqs_reader_close(s->pool[i]);
	s->npool = 0;
}

void sqs_writer_resume(sqlite_store *s)
{
	if (s->pooled)
		pthread_rwlock_unlock(&s->mode_lock);
}

static void sq_close(store *base)
{
	sqlite_store *s = (sqlite_store *)base;
	char why[300];
	sqs_writer_pause(s);
	/* The checkpoint on close writes: only while the files can be. */
	sqs_disconnect(s, s->readonly || sqs_unwritable(s->path, why, sizeof why));
	sqs_writer_resume(s);
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

sqlite_store *sqs_new_store(const char *path)
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
	sqlite_store *s = sqs_new_store(path);
	/* A second connection to a private in-memory database would be
	 * another, empty database: such a store has no readers. */
	if (path[0] && strcmp(path, ":memory:") != 0) {
		s->pooled = 1;
		pthread_rwlock_init(&s->mode_lock, NULL);
		pthread_mutex_init(&s->pool_lock, NULL);
	}
	char why[300];
	int cannot_write = !create && sqs_unwritable(path, why, sizeof why);
	if (cannot_write)
		snprintf(err, errlen, "%s", why);
	else if (sqs_connect(s, create, 0, err, errlen, &cannot_write) == 0)
		return &s->base;
	/* A nomic that exists but cannot be written is still read. */
	char first[512];
	snprintf(first, sizeof first, "%s", err);
	if (!create && cannot_write && sqs_connect(s, 0, 1, err, errlen, &cannot_write) == 0) {
		sqs_set_text(s->base.readonly, sizeof s->base.readonly, first);
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
