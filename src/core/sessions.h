/* sessions.h: sign-in sessions for the web pages (issue 18 item 1).
 *
 * A session is a secret a player gets from the `session` command (the
 * reply's secret, shown once and never logged: only its BLAKE2b hash and
 * its expiry go into the log and the state), sent back by a browser in a
 * cookie. Sessions live in the nomic, not in one process's memory, so that
 * every nomicd serving one store accepts them (issue 17) and they survive
 * a restart: replay and checkpoints rebuild them.
 *
 * Each player keeps at most SESSIONS_PER_PLAYER; a new one past that drops
 * eir oldest. Expired ones are pruned whenever a session is issued or
 * ended, and refused meanwhile. A session lasts `session.lifetime` (a
 * parameter the admin sets, "the server"); a bearer token is refused once
 * older than `token.lifetime` (0: never), counted from when it was issued
 * (player.token_issued). */
#ifndef NOMIC_SESSIONS_H
#define NOMIC_SESSIONS_H

#include "core/ctx.h"

#define SESSIONS_PER_PLAYER 16
#define SESSION_PREFIX "ses_"

typedef struct session {
	int64_t id;              /* 1, 2, ... in the nomic: what `sessions` shows */
	int player;              /* the player's permanent id */
	unsigned char hash[32];  /* BLAKE2b of the secret */
	gtime issued, expires;
} session;

/* What a secret (a token or a session's) signs in as. */
enum auth_result {
	AUTH_NOBODY,        /* names nobody (or a session ended) */
	AUTH_OK,
	AUTH_TOKEN_EXPIRED, /* a player's token older than token.lifetime */
	AUTH_SESSION_EXPIRED,
};

/* The live session whose secret hashes to h, as of now; NULL if none. If
 * one is found but has expired, *expired is set and NULL returned. */
const session *session_find(const nomic *n, const unsigned char h[32], gtime now,
			    int *expired);
/* Whether player p's token is too old to sign in with, as of now. */
int token_expired(const nomic *n, const player *p, gtime now);
/* The sessions, for engine_identity_bytes: every field of every one. */
void sessions_identity_bytes(const nomic *n, sbuf *out);
/* A player's live sessions, oldest first, into out (at most max); the
 * count. */
int sessions_of(const nomic *n, int pid, gtime now, const session **out, int max);

/* Issues a session for player p (pruning the expired, dropping eir
 * oldest past SESSIONS_PER_PLAYER): its secret is the reply's (c->secret,
 * never logged), the reply says "session N for NAME, until ..." and the
 * event is hidden. `session` for the actor, `session link` (mail/signin.c)
 * for a sign-in link's player. NULL (c->err set) if it cannot. */
const session *session_issue(ctx *c, player *p);

void sessions_free(nomic *n);

#endif
