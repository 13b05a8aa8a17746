/* engine_impl.h: the engine's insides, shared by its files: exec.c runs
 * one line as one event; engine.c opens, creates and submits;
 * engine_writer.c batches and commits; engine_read.c serves readers the
 * durable state and keeps up with other processes; replay.c rebuilds and
 * checks state from the log; engine_ckpt.c writes and loads checkpoints. */
#ifndef NOMIC_ENGINE_IMPL_H
#define NOMIC_ENGINE_IMPL_H

#include "core/command.h"
#include "core/engine.h"
#include "core/event.h"
#include "core/visibility.h"
#include "core/ratelimit.h"
#include "store/store.h"

#include <pthread.h>

typedef struct submission submission;

/* A command queued for the writer (engine.c, engine_writer.c). */
struct submission {
	const char *actor, *line;
	const char *key;  /* an idempotency key (idem.h), or NULL */
	reply *r;
	int done;
	pthread_cond_t done_cond; /* its own, so a batch wakes only its clients */
	/* engine_submit_async's: called instead of waking a waiter, then
	 * the submission (and its copies of the strings) is freed. */
	engine_done_fn notify;
	void *notify_arg;
	submission *next;
};


struct engine {
	store *st;
	nomic *n;
	undo_journal j;
	unsigned char seed[RNG_SEED_BYTES];
	int have_seed;
	uint64_t seq;                       /* the last event in the log */
	/* The last durable event, for readers that must not wait for the
	 * writer (engine_head): set after each commit and each replay. */
	_Atomic uint64_t head;
	unsigned char last_hash[HASH_BYTES];
	/* An event another process appended that does not replay here (a
	 * newer version's?), said once on stderr; views stop trying to
	 * replay it (the writer still tries before each batch). 0: none. */
	_Atomic uint64_t foreign_fault;
	/* The store's stamp and the head hashed together, when a scan after
	 * that head last found nothing (store_ahead); 0: none. */
	_Atomic uint64_t fresh_key;

	pthread_rwlock_t state_lock;        /* n, seq, last_hash, j; writers first */
	pthread_mutex_t store_lock;         /* st: its statements are not shareable */

	/* Readers and the writer (engine.c, docs/ARCHITECTURE.md): a batch
	 * run but not yet durable. Under state_lock: ahead, 1 while the state
	 * holds such a batch (from journal mark ahead_mark, after event
	 * ahead_seq0 whose hash is ahead_hash0); rolled, 1 once a reader has
	 * rolled it back to read the committed state, so that the writer
	 * re-applies it once it is durable. inflight: the batch's last seq
	 * while it is being appended, else 0 (views read it without a lock). */
	int ahead, rolled;
	size_t ahead_mark;
	uint64_t ahead_seq0;
	unsigned char ahead_hash0[HASH_BYTES];
	_Atomic uint64_t inflight;
	/* Sign-in and rate limits read only who may sign in (the tokens'
	 * hashes, the players' ids and names) and the limits: ident_same,
	 * under state_lock, is 1 when the batch ahead changed none of that
	 * (engine_identity_bytes before and after its run were equal), so
	 * such readers read the state as it is instead of rolling the batch
	 * back (engine_lock_identity). ident0, ident1: the bytes. */
	int ident_same;
	sbuf ident0, ident1;
	int reapply_always;                 /* tests: roll back and re-apply every batch */
	int checkpoint_always;              /* tests: checkpoint_selftest after every batch */
	_Atomic uint64_t reapplied;         /* batches re-applied so far (tests, benchmarks) */
	pthread_mutex_t commit_lock;        /* one batch at a time: the writer's, a tick's */

	pthread_mutex_t qlock;
	pthread_cond_t qcond;
	submission *qhead, *qtail;
	int running, stopping;
	pthread_t writer;

	/* What of each event is withheld from whom (visibility.h), decided
	 * as each is made; its own lock, so log readers never wait. */
	vis_index *vis;
	ratelimit *limits;                  /* ratelimit.h: its own lock */

	/* Checkpoints (engine_ckpt.c): one is written after the event that
	 * passes the last one (ckpt_seq: written, loaded, or the newest the
	 * store holds) by ckpt_every events (0: never); ckpt_said, once the
	 * reason none can be written has been said on stderr. */
	uint64_t ckpt_every, ckpt_seq;
	int ckpt_said;
	uint64_t ckpt_loaded;               /* the checkpoint opened from (0: none) */
	/* Replay from event 1 (or a checkpoint) at opening: on two threads. */
	int opening;
	/* `nomic verify`: called after each event replayed; non-zero stops
	 * the replay there with why (the checkpoints' comparison). */
	int (*after_event)(engine *e, uint64_t seq, char *why, size_t n);
	void *after_arg;

	store_event *batch;                 /* events awaiting one durable append */
	size_t nbatch, capbatch;
	char store_fault[1024];             /* the last append's failure, said once */
	/* Why the store took no append, as of the last one (st->readonly),
	 * for views that must not wait for the store lock (engine_readonly). */
	pthread_mutex_t fault_lock;
	char readonly_why[512];
};

enum exec_mode {
	EXEC_LIVE,    /* a new command: draws from the seed */
	EXEC_REPLAY,  /* rebuilding: draws and secrets from the log */
	EXEC_AUDIT,   /* rebuilding, but draws from the seed, checked against the log */
};

typedef struct exec_run {
	enum exec_mode mode;
	const char *actor;         /* as given (NULL: not signed in) */
	const char *line;
	gtime time;                /* live: the time now; replay: the logged time */
	const store_event *logged; /* replay and audit */
	const unsigned char *idem; /* live: the key's hash (idem.h), or NULL */
	sbuf text;                 /* the reply */
	sbuf err;
	char *secret;
	int appended;              /* 1 when an event went into e->batch */
} exec_run;

/* Runs r->line as one event. Live: on success the event is added to
 * e->batch. Replay: the result is checked against r->logged. Returns 0 or -1
 * (r->err says why; the state is unchanged). */
int exec_line(engine *e, exec_run *r);
/* Live: the time a clock-moving line would move to, if it is one. */
int exec_clock_target(engine *e, const char *actor, const char *line, gtime now, gtime *t);
void exec_run_free(exec_run *r);

/* Replays every event after e->seq from the store (start-up, or catching up
 * with another process). Returns 0, or -1 with the bad seq and why. */
int replay_from_store(engine *e, enum exec_mode mode, uint64_t *bad, char *why, size_t n);
/* Parallel verify (verify_parallel.c): replays the events after e->seq up
 * to `to` (0: to the log's end) on this thread, as replay_from_store does
 * from event 1. 0, or -1 with the bad event (0 if none applies) and why. */
int replay_segment(engine *e, uint64_t to, uint64_t *bad, char *why, size_t n);

/* The state as of the last durable event, for a view: takes state_lock
 * as a reader, after rolling back a batch that is still being made
 * durable (engine.c, "Readers and the writer"). engine_unlock_read ends it. */
void engine_lock_read(engine *e);
/* Checkpoints (engine_ckpt.c). At opening: loads the newest checkpoint
 * that holds into e (state, visibility index, seq, last hash): 1, or 0
 * (none, or none that holds: each refusal said on stderr; e untouched). */
int engine_checkpoint_open(engine *e);
/* engine_default_checkpoint_every's value, for engine_alloc. */
uint64_t engine_checkpoint_every_default(void);
/* After a commit, on the writer's thread once its clients have their
 * replies: writes a checkpoint if ckpt_every events have passed. */
void engine_checkpoint_maybe(engine *e);
/* verify: the hook that compares each stored checkpoint with the state
 * replayed (after_event); *checked counts those compared. */
int engine_checkpoint_verify_begin(engine *e, const char *path, uint64_t *checked,
				   char *why, size_t n);
void engine_checkpoint_verify_end(engine *e);
/* Parallel verify's segments: the checkpoint after event seq becomes e's
 * state, if opening could trust it (0), else -1 with why. Whether the
 * stored checkpoint after seq is one verify_after compares (this build's
 * level and parts, and every part can be saved), so that a segment may
 * start from it: 1 or 0, or -1 with why (the store's error). */
int engine_checkpoint_start(engine *e, uint64_t seq, char *why, size_t len);
int engine_checkpoint_comparable(engine *e, uint64_t seq, char *why, size_t len);
void engine_unlock_read(engine *e);
/* engine_lock_read for a reader of identities only (engine_authenticate,
 * engine_limit): what it reads is engine_identity_bytes' part of the state,
 * so a batch not yet durable that changed none of it need not be rolled
 * back (issue 17 item 4: sign-in rolled back nearly every batch under 32
 * POSTing clients, and the writer then ran each batch twice).
 * engine_unlock_read ends it. */
void engine_lock_identity(engine *e);
/* Every byte of n that engine_lock_identity's readers may read, in out
 * (emptied first): the admin's token hash, each player's id, name and
 * token, and the limit.* parameters. */
void engine_identity_bytes(const nomic *n, sbuf *out);

/* engine_writer.c: runs the submissions (possibly none: a clock tick) as
 * one batch and makes it durable, filling each one's reply. */
void engine_process(engine *e, submission **subs, int n);
/* Frees an engine_submit_async submission and its copies of the strings. */
void engine_submission_free(submission *s);
/* engine_read.c: replays what another process appended (state lock held
 * as a writer); before a view, catches up if the store is ahead (no lock
 * held); takes a batch not yet durable out of the state (state lock held
 * as a writer, while e->ahead). */
void engine_catch_up_locked(engine *e);
void engine_keep_up(engine *e);
void engine_roll_back_ahead(engine *e);
/* The wall clock, in the game's time unit. */
gtime engine_wall_now(void);

engine *engine_alloc(store *st);
void engine_free(engine *e);

#endif
