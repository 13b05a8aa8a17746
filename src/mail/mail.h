/* mail.h: the mail gateway (issue 13): playing by e-mail, and the public
 * forum. The subsystem's interface, for src/modules.c, the CLI and tests.
 *
 * Two halves. The module (module.c, secret.c) is state folded from the log
 * like any subsystem's: the nomic's mail domain and forum address (R370.1,
 * the Postal Code: set by the admin), each player's rotation counter for eir
 * personal address, and the forum's subscribers (R370.1: "a regular list
 * and a digest list"). The gateway (parse.c, deliver.c, compose.c,
 * publish.c, send.c) is a front end like the CLI or HTTP: it hands lines to
 * the engine and keeps its queue of outgoing mail in the store's outbox
 * (store.h), never in the log.
 *
 * Who a mail is from (R370: "a private message qualifies as being 'from' a
 * certain Player if and only if the recipient is satisfied that the sender
 * ... was in fact the Player"): only the address it was sent to. Each
 * player has a personal address p<ID>-<SECRET>@DOMAIN whose secret is a
 * keyed hash of eir id and rotation counter under a key derived from the
 * nomic's secret seed (rng_derive), so the log holds no secret; `mail
 * rotate` moves the counter and the old address stops working. A From
 * header proves nothing.
 *
 * Exit codes of `nomic mail deliver`, as an MTA's pipe transport reads
 * them (sysexits.h): 0 accepted (acted on, bounced with a reply, or
 * dropped as a loop); 67 EX_NOUSER no such address here (the MTA bounces);
 * 75 EX_TEMPFAIL try again later (the nomic could not be opened or
 * written); 64 EX_USAGE bad arguments. */
#ifndef NOMIC_MAIL_H
#define NOMIC_MAIL_H

#include "core/engine.h"
#include "core/state.h"

#include <stddef.h>
#include <stdint.h>

/* ---- the module's state (module.c) ---- */

enum mail_mode { MAIL_EACH, MAIL_DIGEST }; /* R370.1: a list and its digest */

typedef struct mail_sub {
	char *address;
	enum mail_mode mode;
	int by;               /* the player who subscribed it; 0: the admin */
} mail_sub;

/* The nomic's mail domain ("nomic.example.org") and forum address, or
 * NULL until the admin sets them (`mail setup`). */
const char *mail_domain(const nomic *n);
const char *mail_forum(const nomic *n);
/* The event that first set the forum up (0: never): the forum publishes
 * the events after it. */
uint64_t mail_forum_since(const nomic *n);
/* How many times player pid has rotated eir address (0 at first). */
int64_t mail_rotation(const nomic *n, int pid);
/* The forum's subscribers, in the order they subscribed. */
int mail_nsubs(const nomic *n);
const mail_sub *mail_sub_at(const nomic *n, int i);

/* ---- personal addresses (secret.c) ---- */

#define MAIL_KEY_PURPOSE "mail addresses"
#define MAIL_SECRET_LEN 16   /* base32 characters: 80 bits */

/* The secret of player pid's address after `rotation` rotations, as
 * MAIL_SECRET_LEN lower-case base32 characters and a NUL. */
void mail_secret(const unsigned char key[32], int pid, int64_t rotation,
		 char out[MAIL_SECRET_LEN + 1]);
/* "p<pid>-<secret>@<domain>" into out; -1 if it does not fit. */
int mail_personal_address(const unsigned char key[32], int pid, int64_t rotation,
			  const char *domain, char *out, size_t n);
/* Reads a local part shaped like a personal address ("p12-abc...", any
 * case): 0 with the id and the secret (lower case), else -1. */
int mail_parse_local(const char *local, size_t len, int *pid,
		     char secret[MAIL_SECRET_LEN + 1]);
/* Whether secret is player pid's current one: constant time. */
int mail_secret_ok(const unsigned char key[32], int pid, int64_t rotation,
		   const char *secret);

/* ---- sign-in links by mail (signin.c; issue 18 item 1) ---- */

#define SIGNIN_KEY_PURPOSE "sign-in links"
#define SIGNIN_CODE_PREFIX "lnk_"
#define SIGNIN_CODE_LEN (4 + 64)
#define SIGNIN_LINKS_PER_PLAYER 3

/* The code of the link issued by event seq for player pid, under the key
 * rng_derive(seed, SIGNIN_KEY_PURPOSE): "lnk_" and 64 hex digits (a 32-byte
 * keyed BLAKE2b). The engine derives it to keep its hash, the publisher to
 * mail it; neither the log nor any reply holds it. */
void signin_code(const unsigned char key[32], uint64_t seq, int pid,
		 char out[SIGNIN_CODE_LEN + 1]);
/* What the web sends to `session link`: BLAKE2b of the code, as 64 hex
 * digits. Only its hash is in the state and the log, and it is logged only
 * once the link is used. */
void signin_code_key(const char *code, char out[65]);
/* The player a live link whose web key (signin_code_key) is keyhex names,
 * or NULL (unknown, used, or expired as of now). */
const player *signin_link_player(const nomic *n, const char *keyhex, gtime now);
/* The web pages' public address the admin set (`mail web`), or NULL. */
const char *mail_web(const nomic *n);

/* A link the publisher has to mail (publish.c). */
typedef struct signin_link_out {
	uint64_t seq;
	int pid;
	char *name, *to, *base;
	gtime expires;
} signin_link_out;
/* The live links issued by events in (after, upto] whose player has a
 * contact address, into a malloc'd array (*count); each field malloc'd. */
signin_link_out *signin_links_after(const nomic *n, uint64_t after, uint64_t upto, int *count);
void signin_links_out_free(signin_link_out *v, int count);

/* ---- the gateway ---- */

/* What `mail deliver` did with one message (its exit code is mail_exit). */
enum mail_outcome {
	MAIL_ACTED,      /* a player's (or a joiner's) commands ran; a reply is queued */
	MAIL_REFUSED,    /* not acted on; one bounce is queued to the sender */
	MAIL_DROPPED,    /* a bounce, an auto-reply or a loop: nothing, no reply */
	MAIL_NOUSER,     /* no such address here: the MTA bounces it */
	MAIL_TEMPFAIL,   /* try again later: nothing was done */
};

int mail_exit(enum mail_outcome o);

/* Delivers one inbound message (msg, len bytes, as the MTA got it) sent to
 * the envelope recipient `to` by the envelope sender `sender` ("" or NULL
 * for the null sender <> of a bounce): runs its commands as whoever its
 * address proves it is from, and queues the one reply in the outbox. What
 * happened goes into why (one line, for the MTA's log). */
enum mail_outcome mail_deliver(engine *e, const char *path, const char *to, const char *sender,
			       const char *msg, size_t len, char *why, size_t whylen);

/* Moves what the forum and the players' private messages have to say since
 * the last time into the outbox (publish.c): each public event through
 * the public viewer's vis_event_json (engine_log_json(NULL)), to each
 * subscriber, one mail each or a daily digest; each private message to
 * its player's contact address only. The cursor is kept in the store, in
 * the same transaction as the mails, so a restart neither loses nor
 * repeats. now: the wall clock (digests close at midnight UTC). 0 or -1. */
int mail_publish(engine *e, const char *path, int64_t now, char *err, size_t errlen);

/* Sends what is due in the outbox through the MTA at url (send.c): 0 sent,
 * 1 retry later with backoff, -1 given up (the last error kept). Returns
 * how many were sent, or -1 if the outbox could not be read. */
int mail_flush(engine *e, const char *path, const char *smtp_url, int64_t now, char *err,
	       size_t errlen);

/* `nomic serve --smtp URL`: a thread that publishes and flushes every few
 * seconds until mail_sender_stop. NULL if it could not start. */
typedef struct mail_sender mail_sender;
mail_sender *mail_sender_start(engine *e, const char *path, const char *smtp_url);
void mail_sender_stop(mail_sender *s);

/* The CLI's `nomic [--file F] mail deliver|flush|publish ...`; argv[0] is
 * "mail". Returns the process's exit code. */
int mail_cli(const char *path, int argc, char **argv);

#endif
