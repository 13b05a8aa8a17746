/* store_sqlite_impl.h: the SQLite store's insides, shared by its files:
 * store_sqlite.c (schema, connecting, open and close), store_sqlite_log.c
 * (the calls on the log) and store_sqlite_guard.c (files that cannot be
 * written; saying what is wrong). */
#ifndef NOMIC_STORE_SQLITE_IMPL_H
#define NOMIC_STORE_SQLITE_IMPL_H

#include "store/store.h"

#include <pthread.h>
#include <sqlite3.h>
#include <stdatomic.h>

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

#define READS_ONLY "the nomic serves reads but takes no commands until it can write"

/* store_sqlite.c */
int sqs_connect(sqlite_store *s, int create, int readonly, char *err, size_t errlen,
		int *cannot_write);
void sqs_disconnect(sqlite_store *s, int no_checkpoint);
void sqs_reader_close(sqlite_store *r);
void sqs_writer_pause(sqlite_store *s);
void sqs_writer_resume(sqlite_store *s);
sqlite_store *sqs_new_store(const char *path);

/* store_sqlite_guard.c */
void sqs_set_text(char *dst, size_t n, const char *src);
int sqs_unwritable(const char *path, char *why, size_t n);
void sqs_explain(sqlite3 *db, const char *path, char *out, size_t n, int *cannot_write);
int sqs_fail(sqlite_store *s, const char *what);
int sqs_ready_to_read(sqlite_store *s);
int sqs_ready_to_write(sqlite_store *s);

/* store_sqlite_log.c: the store's calls (store.h) */
int sq_head(store *base, uint64_t *seq);
int sq_append(store *base, const store_event *evs, size_t n, uint64_t head);
int sq_scan(store *base, uint64_t from, store_visit visit, void *arg);
int sq_meta_get(store *base, const char *key, char **value);
int sq_meta_put(store *base, const char *key, const char *value);
int sq_checkpoint_put(store *base, const store_checkpoint *c);
int sq_checkpoint_get(store *base, uint64_t at, store_checkpoint *out);
int sq_checkpoint_seqs(store *base, uint64_t **seqs, size_t *n);
int sq_read_scan(store *base, uint64_t from, store_visit visit, void *arg);
int sq_stamp(store *base, uint64_t *stamp);

#endif
