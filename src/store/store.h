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

/* A checkpoint (issue 17 item 3; docs/ARCHITECTURE.md "Checkpoints"): the
 * folded state after event seq, kept beside the log and never in its hash
 * chain, so that a log with none, or with its checkpoints deleted, opens as
 * before (by replaying from event 1). It names the event it follows by its
 * hash, the behaviour level and the parts it holds (core's and each
 * module's name and state_version, "core 1 gov 1 ..."), and its own hash
 * (store_checkpoint_hash) covers all of them and the body: whoever opens
 * from it checks all of that first, and replays instead if anything does
 * not hold. */
typedef struct store_checkpoint {
	uint64_t seq;
	unsigned char event_hash[HASH_BYTES];
	int level;
	char *parts;
	unsigned char *body;
	size_t len;
	unsigned char hash[HASH_BYTES];
} store_checkpoint;

/* BLAKE2b over the seq, the event hash, the level, the parts and the body,
 * each length-prefixed as event_hash does (store_ckpt.c). */
void store_checkpoint_hash(const store_checkpoint *c, unsigned char out[HASH_BYTES]);
void store_checkpoint_free(store_checkpoint *c);
/* How many checkpoints a store keeps (a body holds the whole state: the
 * log's size's worth of history would be a waste of disk): at most
 * STORE_CHECKPOINTS_SPREAD, always the newest STORE_CHECKPOINTS_KEPT
 * (opening falls back on them), and older ones thinned so that those left
 * stay spread along the log, which `nomic verify --jobs` replays in
 * segments between them (core/verify_parallel.c). */
#define STORE_CHECKPOINTS_KEPT 3
#define STORE_CHECKPOINTS_SPREAD 16
/* The seqs (of the n in seqs, oldest first) that putting one leaves to be
 * deleted, into drop (room for n): how many. Both stores' policy. */
size_t store_checkpoints_to_drop(const uint64_t *seqs, size_t n, uint64_t *drop);

struct store {
	/* Appends events in one durable transaction, provided the log's last
	 * sequence number is still `head`; else STORE_CONFLICT, nothing written. */
	int (*append)(store *s, const store_event *evs, size_t n, uint64_t head);
	/* Calls visit for each event with seq >= from, in order; stops early
	 * and returns visit's value when it is non-zero. The event's texts
	 * are valid during that call only (SQLite's own buffers): a visitor
	 * copies what it keeps. */
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
	/* Checkpoints (above): puts one (replacing one at the same seq, and
	 * deleting those store_checkpoints_to_drop names); gets the newest at
	 * or before seq `at` (STORE_OK with out->seq 0 when there is none, as
	 * in a store made before checkpoints); lists the seqs of all, oldest
	 * first (*seqs malloc'd). A store made before checkpoints gains their
	 * table at the first put. */
	int (*checkpoint_put)(store *s, const store_checkpoint *c);
	int (*checkpoint_get)(store *s, uint64_t at, store_checkpoint *out);
	int (*checkpoint_seqs)(store *s, uint64_t **seqs, size_t *n);
	/* A stamp that changes whenever any process may have committed to the
	 * log, read without a system call or a transaction: 1 and the stamp,
	 * or 0 when the store cannot tell (then assume it changed). May be
	 * NULL. (SQLite: a hash of the WAL index's header, which every commit
	 * rewrites.) A view's freshness check skips its scan while the stamp
	 * is what it was when a scan last found nothing new (issue 17 item 4). */
	int (*stamp)(store *s, uint64_t *stamp);
	/* After a batch's appends (the retries after STORE_CONFLICT too), by
	 * the caller that serialises calls on this handle: lets go of what an
	 * append that lost a race kept to go next (PostgreSQL's turn). May be
	 * NULL. */
	void (*release)(store *s);
	void (*close)(store *s);
	char err[1024];
	/* Why the store takes no appends now ("the disk is full (nomic.db)"),
	 * or empty. A store whose files cannot be written serves reads and
	 * refuses appends, and tries again to write at each append. */
	char readonly[512];
};

/* A nomic's path is a SQLite file, or a PostgreSQL connection string
 * (store_pg.c): a URI "postgresql://..." or "postgres://...", or libpq's
 * "keyword=value ..." form beginning with a keyword ("host=... dbname=...").
 * store_open and store_remove choose the backend by it. */
int store_is_pg(const char *path);

/* Opens (or with create, creates) the store at path. NULL on failure, with
 * the reason in err. An existing store whose files cannot be written (a
 * full disk, a read-only file) opens read-only, saying why in readonly. */
store *store_open(const char *path, int create, char *err, size_t errlen);

/* Removes the store at path and its side files (a half-made nomic). */
void store_remove(const char *path);

void store_event_free(store_event *ev);

/* ---- backups (store_backup.c) ---- */

/* Copies the SQLite nomic at path to dest while others read and write it:
 * the file as one commit left it, checked, synced, and named dest only
 * when whole. Refuses a dest that exists unless force. 0 with the copy's
 * last seq in *head, or -1 with why in err (and no dest made). */
int store_backup(const char *path, const char *dest, int force, uint64_t *head, char *err,
		 size_t n);
/* Gives the finished file tmp the name dest: synced first; refused if dest
 * exists unless force (then replaced in one rename). 0, or -1 with why. */
int store_backup_name(const char *tmp, const char *dest, int force, char *err, size_t n);

/* The backends store_open chooses between (store.c). */
store *store_sqlite_open(const char *path, int create, char *err, size_t errlen);
void store_sqlite_remove(const char *path);
/* The checkpoints table on a SQLite connection (store_sqlite_ckpt.c), for
 * store_sqlite_log.c once it has checked the store may read or write: 0, or -1
 * right after the SQLite call that failed (put: *begun if its transaction
 * is open, for the caller to roll back). */
struct sqlite3;
int sqlite_checkpoint_put(struct sqlite3 *db, const store_checkpoint *c, int *begun);
int sqlite_checkpoint_get(struct sqlite3 *db, uint64_t at, store_checkpoint *out);
int sqlite_checkpoint_seqs(struct sqlite3 *db, uint64_t **seqs, size_t *n);
/* The same on a PostgreSQL connection (store_pg_ckpt.c): 0, or -1 with the
 * failed statement's result in *bad (NULL: the connection failed). */
struct pg_conn;
struct pg_result;
int pg_checkpoint_put_on(struct pg_conn *c, const store_checkpoint *ck, struct pg_result **bad);
int pg_checkpoint_get_on(struct pg_conn *c, uint64_t at, store_checkpoint *out,
			 struct pg_result **bad);
int pg_checkpoint_seqs_on(struct pg_conn *c, uint64_t **seqs, size_t *n, struct pg_result **bad);
/* How long (ms) a read may go without checking that the files can still be
 * written (store_sqlite_guard.c); 1000. For tests. */
extern int store_sqlite_guard_ms;
store *store_pg_open(const char *conninfo, int create, char *err, size_t errlen);
void store_pg_remove(const char *conninfo);

/* ---- the mail gateway's outbox (store_outbox.c: outbox_sqlite.c, outbox_pg.c) ----
 *
 * Outgoing mail waits in the nomic's own file, in tables beside the log
 * (never in it: a mail is not an act of the game), on a connection of its
 * own, so a mail once queued survives a crash and is sent until the MTA
 * takes it or it is given up. Each row keeps its envelope, the whole
 * message, when it was queued, its tries, when it was sent, and the last
 * error. A row's dedup key (if any) is unique, so the same reply queued
 * twice (a mail the MTA delivered twice) is queued once. Cursors say how
 * far the forum has read the log; digests gather a day's lines. Where
 * the nomic is in PostgreSQL, so is its outbox, and several servers on
 * one database send each mail once (outbox_claim). */
typedef struct outbox outbox;

enum outbox_status { OUTBOX_QUEUED, OUTBOX_SENT, OUTBOX_FAILED };

typedef struct outbox_mail {
	int64_t id;
	char *kind;          /* "reply", "bounce", "forum", "digest", "private" */
	char *sender;        /* the envelope sender; "" is the null sender <> */
	char *rcpt;          /* the one envelope recipient */
	char *msg;           /* the RFC 5322 message */
	size_t len;
	int64_t queued, next_try, sent; /* Unix times; sent 0 until it is */
	int tries;
	enum outbox_status status;
	char *error;         /* the last failure, or "" */
} outbox_mail;

typedef int (*outbox_visit)(void *arg, const outbox_mail *m);

/* Opens the outbox of the nomic at path (creating its tables): in its
 * SQLite file, or in its PostgreSQL database (tables mail_* beside
 * nomic_events). NULL on failure, with why in err. */
outbox *outbox_open(const char *path, char *err, size_t errlen);
void outbox_close(outbox *o);
/* The last failure's text. */
const char *outbox_error(const outbox *o);
/* One transaction around several calls (BEGIN IMMEDIATE ... COMMIT), so
 * that mails and the cursor that says they were made move together. Such
 * transactions run one at a time across processes (SQLite's write lock;
 * in PostgreSQL an advisory lock taken at begin), so a cursor read after
 * outbox_begin is the last committed. */
int outbox_begin(outbox *o);
int outbox_commit(outbox *o);
void outbox_rollback(outbox *o);
/* Queues a message, due at once. dedup: NULL, or a key queued only once
 * (a second put with it is STORE_OK and queues nothing). */
int outbox_put(outbox *o, const char *kind, const char *sender, const char *rcpt,
	       const char *msg, size_t len, const char *dedup, int64_t now);
/* Claims the oldest queued mail due by now that no other sender holds:
 * 1 with it in *m (outbox_mail_free it), 0 when none is due, or
 * STORE_ERROR. The claim lasts until outbox_sent, outbox_retry or
 * outbox_failed writes the mail's outcome, or outbox_release (or the
 * process's end) lets it go. In PostgreSQL it is the row's lock, taken
 * with SKIP LOCKED, so two servers never send the same mail; SQLite's
 * takes no lock (one sender to a file). */
int outbox_claim(outbox *o, int64_t now, outbox_mail *m);
void outbox_release(outbox *o);
void outbox_mail_free(outbox_mail *m);
/* Visits every mail, sent or not, in the order queued (tests, `mail
 * outbox`). */
int outbox_each(outbox *o, outbox_visit visit, void *arg);
/* A try's outcome: sent at now; put off until next_try; or given up. */
int outbox_sent(outbox *o, int64_t id, int64_t now);
int outbox_retry(outbox *o, int64_t id, int64_t next_try, const char *error);
int outbox_failed(outbox *o, int64_t id, const char *error);
/* A named cursor (the last event published); 0 if never set. */
int outbox_cursor_get(outbox *o, const char *name, int64_t *value);
int outbox_cursor_put(outbox *o, const char *name, int64_t value);
/* A line for rcpt's digest of day (days since 1970, UTC). */
int outbox_digest_add(outbox *o, const char *rcpt, int64_t day, const char *text);
/* Visits each (rcpt, day) with days before `before`, its lines joined in
 * order, and deletes them when visit returns 0 (call inside a
 * transaction with the puts the visit makes). */
int outbox_digest_take(outbox *o, int64_t before,
		       int (*visit)(void *arg, const char *rcpt, int64_t day, const char *text),
		       void *arg);
/* Someone who asked to join by mail and waits for the Registrar (R252 I):
 * where eir personal address goes once e is admitted. */
int outbox_pending_put(outbox *o, const char *name, const char *address, int64_t now);
int outbox_pending_each(outbox *o,
			int (*visit)(void *arg, const char *name, const char *address,
				     int64_t since),
			void *arg);
int outbox_pending_drop(outbox *o, const char *name);
/* A value of the store's meta table (the seed, for the mail gateway's
 * key): *value malloc'd, NULL if absent. */
int outbox_meta_get(outbox *o, const char *key, char **value);

#endif
