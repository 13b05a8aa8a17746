/* engine.h: a running nomic. The engine owns the state, the log and the
 * clock; every front end (CLI, HTTP, mail) hands it a line of text and the
 * actor's identity and gets a reply. A command is acknowledged only after
 * its event is durable. */
#ifndef NOMIC_ENGINE_H
#define NOMIC_ENGINE_H

#include "core/state.h"

#include <jansson.h>

typedef struct engine engine;

typedef struct reply {
	int ok;
	char *text;    /* the reply, or one line saying what was wrong */
	char *secret;  /* a new token: show it to the issuer once, never log it */
	uint64_t seq;  /* the last event this command appended; 0 if none */
	int repeated;  /* a keyed command sent again: the first reply, nothing new */
} reply;

void reply_free(reply *r);

/* Creates a new nomic at path. start < 0 means now. Reply carries the admin token. */
engine *engine_create(const char *path, const char *title, enum clock_mode mode,
		      gtime start, reply *out, char *err, size_t errlen);
/* The same with a chosen seed (32 bytes), for tests and reproducible demos. */
engine *engine_create_seeded(const char *path, const char *title, enum clock_mode mode,
			     gtime start, const unsigned char *seed, reply *out,
			     char *err, size_t errlen);
/* The same, behaving as the code of an earlier level did (core/level.h):
 * for transcripts written before a level changed a default. */
engine *engine_create_level(const char *path, const char *title, enum clock_mode mode,
			    gtime start, const unsigned char *seed, int level, reply *out,
			    char *err, size_t errlen);
/* Opens a nomic and rebuilds its state by replaying the whole log. */
engine *engine_open(const char *path, char *err, size_t errlen);
void engine_close(engine *e);

/* Runs one command. actor: NULL (not signed in), "admin", or a player's
 * name. Thread-safe; with engine_start() running, concurrent submissions are
 * committed together (group commit). Returns r->ok. */
int engine_submit(engine *e, const char *actor, const char *line, reply *r);
/* The same with an idempotency key (idem.h): sent again by the same
 * signed-in actor with the same key, it returns the first reply (with
 * r->repeated and the first event's seq) and appends nothing. key may be
 * NULL; someone not signed in is never keyed. */
int engine_submit_keyed(engine *e, const char *actor, const char *line, const char *key,
			reply *r);
/* The same without waiting, for an event-driven front end (net/http.c):
 * the command is queued (actor, line and key are copied) and done(arg) is
 * called once r is filled, after its group is durable or has failed: from
 * the writer thread, holding no engine lock; or before this returns when
 * no writer runs. */
typedef void (*engine_done_fn)(void *arg);
void engine_submit_async(engine *e, const char *actor, const char *line, const char *key,
			 reply *r, engine_done_fn done, void *arg);
/* Under a real clock, runs every deadline that has passed. */
int engine_tick(engine *e);

/* Starts the writer thread that batches submissions; engine_close stops it. */
int engine_start(engine *e);

/* "admin", a player's name (into buf), or NULL for an unknown token. A
 * secret is a bearer token (the admin's or a player's) or a live session's
 * (core/sessions.h): a player's token older than token.lifetime and an
 * expired session name nobody. */
const char *engine_authenticate(engine *e, const char *token, char *buf, size_t n);
/* The same, saying why a secret names nobody in *why (enum auth_result,
 * core/sessions.h); by_session: 1 if it was a session's secret. */
const char *engine_sign_in(engine *e, const char *secret, char *buf, size_t n, int *why,
			   int *by_session);

/* Another process may append to the same file (the CLI while a server
 * runs). Every view below (engine_read_begin, engine_log_json,
 * engine_head, engine_authenticate) first replays what it appended, so no
 * view is behind the log (but while this engine's own batch is being
 * appended, another process's events wait for the next view after it:
 * engine.c, "Readers and the writer"); call them holding no engine lock.
 * engine_catch_up does only that. */
void engine_catch_up(engine *e);

/* Read access to the state for views; hold the lock while reading. It is
 * the state as of the last durable event: a batch whose append is going
 * on is not in it, and the read does not wait for that append (engine.c,
 * "Readers and the writer"). */
const nomic *engine_read_begin(engine *e);
void engine_read_end(engine *e);

/* The log as JSON for a viewer ("admin", a player's name, or NULL for the
 * public): events with seq >= from, at most limit of them, each as
 * core/visibility.h decides: what an event withholds (a hidden move, a
 * secret vote, a Private or Secret regulation's content) is shown to its
 * actor, known by permanent player id, and the admin; private arguments
 * to the admin only. Stops at the last event this process has replayed. */
json_t *engine_log_json(engine *e, uint64_t from, int limit, const char *viewer);
/* The same without each event's "args" and "draws", for views that list
 * events (the page's recent events): an event's arguments are never read
 * or parsed, so a large one (`ruleset load`, 600 KB) costs what a small
 * one does (issue 17 item 2). */
json_t *engine_log_heads_json(engine *e, uint64_t from, int limit, const char *viewer);
/* engine_log_json's array as JSON text (malloc'd), for the log API: the
 * same events, but arguments and draws the viewer may see as the log
 * stores them are copied verbatim (core/visibility.h vis_event_json_raw),
 * never parsed and re-encoded. */
char *engine_log_text(engine *e, uint64_t from, int limit, const char *viewer);
/* The news (news.c): the latest events before seq `before` (0: all) that
 * carry a public text the viewer may read, newest first, at most limit,
 * each as engine_log_heads_json shows it (with its "text"). keep, if not NULL,
 * picks which texts count (a game's feed); it sees every text, so it must
 * decide by the text alone and say nothing of those it drops. Like the
 * views above, it first catches up with another process's events. */
typedef int (*news_keep)(const char *text, void *arg);
json_t *engine_news_json(engine *e, uint64_t before, int limit, const char *viewer,
			 news_keep keep, void *arg);
/* 1 if the nomic takes no commands now because its files cannot be written
 * ("nomic.db: the disk is full", into why); it still serves reads, and
 * tries to write again at each command. Else 0. */
int engine_readonly(engine *e, char *why, size_t n);
/* 1 when the nomic's clock is real (it follows the wall). Takes no lock:
 * the clock's kind is fixed when the nomic is created. */
int engine_clock_real(engine *e);
/* The last durable event's number; waits for the writer only to replay
 * what another process appended. */
uint64_t engine_head(engine *e);
/* A stamp that changes whenever any process may have committed to the
 * nomic's store: its log and, for SQLite, anything else in its file (the
 * mail outbox). 1 and the stamp, or 0 when the store cannot tell. No
 * system call, no transaction, no lock: for a thread that polls for work
 * (the mail sender, src/mail/send.c). */
int engine_store_stamp(engine *e, uint64_t *stamp);

/* Checkpoints (issue 17 item 3; docs/ARCHITECTURE.md "Checkpoints"): the
 * whole state after an event, kept beside the log, so that opening replays
 * only the events after it. An engine writes one when the log has passed
 * the last by `every` events (engine_set_checkpoint_every; the process's
 * default, ENGINE_CHECKPOINT_EVERY unless engine_default_checkpoint_every
 * changed it; 0 never). engine_checkpoint writes one now, after the last
 * durable event: 0 with its seq, or -1 with why (a module that cannot
 * write its state yet, the store's error). */
#define ENGINE_CHECKPOINT_EVERY 10000
void engine_default_checkpoint_every(uint64_t every);
void engine_set_checkpoint_every(engine *e, uint64_t every);
int engine_checkpoint(engine *e, uint64_t *seq, char *why, size_t n);

/* Checks a nomic file without serving it: every hash link, and that every
 * event replays to the same arguments and draws. 0 if sound; else -1 with
 * the first bad event's sequence number (0 if none applies) and why. */
int engine_verify(const char *path, uint64_t *count, uint64_t *bad_seq,
		  char *why, size_t whylen);
/* The same, and at each stored checkpoint's event compares the checkpoint
 * with the state replayed: one that differs is a bad event (its seq, and
 * why naming the first part that differs). *checkpoints: how many matched. */
int engine_verify_checkpoints(const char *path, uint64_t *count, uint64_t *checkpoints,
			      uint64_t *bad_seq, char *why, size_t whylen);
/* The same, in segments between this build's stored checkpoints replayed
 * side by side on `jobs` threads (<= 0: one per online CPU; 1, or a log
 * with no such checkpoint: serially, as engine_verify_checkpoints). Proves
 * what the serial verify proves and names the same first bad event
 * (verify_parallel.c). *segments: how many the log was replayed in (1:
 * serially). */
int engine_verify_jobs(const char *path, int jobs, uint64_t *count, uint64_t *checkpoints,
		       unsigned *segments, uint64_t *bad_seq, char *why, size_t whylen);
/* Verify, then re-derive every draw from the seed, which it reveals. */
int engine_audit(const char *path, char *seed_hex, uint64_t *ndraws,
		 uint64_t *bad_seq, char *why, size_t whylen);

#endif
