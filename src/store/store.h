/* store.h: where events are kept. A narrow interface, so that SQLite (one
 * file, the default) and later PostgreSQL (several servers, one database)
 * can both sit behind it. The engine never issues SQL itself. */
#ifndef NOMIC_STORE_H
#define NOMIC_STORE_H

#include <stddef.h>
#include <stdint.h>

#define HASH_BYTES 32

typedef struct store_event {
	uint64_t seq;
	int64_t time;
	char *actor;
	char *command;   /* as given */
	char *args;      /* canonical JSON of the resolved arguments */
	char *draws;     /* canonical JSON: [[bound, value], ...] */
	int hidden;
	unsigned char prev[HASH_BYTES];
	unsigned char hash[HASH_BYTES];
} store_event;

enum store_result {
	STORE_OK = 0,
	STORE_ERROR = -1,
	STORE_CONFLICT = -2,
	STORE_UNAVAILABLE = -3, /* read_scan: not now; scan instead */
};

typedef struct store store;
typedef int (*store_visit)(void *arg, const store_event *ev);

struct store {
	/* Appends events in one durable transaction, provided the log's last
	 * sequence number is still `head`; else STORE_CONFLICT, nothing written. */
	int (*append)(store *s, const store_event *evs, size_t n, uint64_t head);
	/* Calls visit for each event with seq >= from, in order; stops early
	 * and returns visit's value when it is non-zero. */
	int (*scan)(store *s, uint64_t from, store_visit visit, void *arg);
	int (*head)(store *s, uint64_t *seq);
	/* Small private values (the RNG seed): never part of the log. */
	int (*meta_get)(store *s, const char *key, char **value);
	int (*meta_put)(store *s, const char *key, const char *value);
	/* Scans as scan does, on a read-only handle of the store's own, from
	 * any thread and without the caller's lock on this handle: its scans
	 * run beside appends (SQLite's WAL lets readers and the writer go on
	 * at once), so reading the log never waits for a commit, nor a commit
	 * for a reader. STORE_UNAVAILABLE when it cannot now (the store is
	 * read-only, or has no such handles): then scan, under that lock. */
	int (*read_scan)(store *s, uint64_t from, store_visit visit, void *arg);
	void (*close)(store *s);
	char err[1024];
	/* Why the store takes no appends now ("the disk is full (nomic.db)"),
	 * or empty. A store whose files cannot be written serves reads and
	 * refuses appends, and tries again to write at each append. */
	char readonly[512];
};

/* Opens (or with create, creates) the store at path. NULL on failure, with
 * the reason in err. An existing store whose files cannot be written (a
 * full disk, a read-only file) opens read-only, saying why in readonly. */
store *store_open(const char *path, int create, char *err, size_t errlen);

/* Removes the store at path and its side files (a half-made nomic). */
void store_remove(const char *path);

void store_event_free(store_event *ev);

#endif
