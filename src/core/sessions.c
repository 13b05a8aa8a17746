/* sessions.c: sign-in sessions (sessions.h; issue 18 item 1): the
 * `session` commands, the sessions kept in the state (journaled), their
 * checkpoint piece, and the checks sign-in makes (engine_read.c).
 *
 * The sessions are one array, oldest first, over all players: a nomic has
 * few players and each few sessions, so a sign-in's linear scan is a few
 * hundred 32-byte compares at most (SESSIONS_PER_PLAYER bounds it). */
#include "core/sessions.h"
#include "core/command.h"
#include "core/params.h"
#include "core/state_ckpt.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct sessions {
	session **v;
	int n, cap;
	int64_t next_id;
};

void sessions_free(nomic *n)
{
	if (!n->sessions)
		return;
	for (int i = 0; i < n->sessions->n; i++)
		free(n->sessions->v[i]);
	free(n->sessions->v);
	free(n->sessions);
	n->sessions = NULL;
}

static void undo_create(undo_entry *e)
{
	sessions_free(e->obj);
}

static struct sessions *sessions_get(ctx *c)
{
	nomic *n = c->n;
	if (!n->sessions) {
		n->sessions = xcalloc(1, sizeof *n->sessions);
		undo_entry *e = undo_push(c->j, undo_create, NULL);
		e->obj = n;
	}
	return n->sessions;
}

const session *session_find(const nomic *n, const unsigned char h[32], gtime now,
			    int *expired)
{
	*expired = 0;
	for (int i = 0; n->sessions && i < n->sessions->n; i++) {
		const session *s = n->sessions->v[i];
		if (sodium_memcmp(s->hash, h, 32) != 0)
			continue;
		if (now >= s->expires) {
			*expired = 1;
			return NULL;
		}
		return s;
	}
	return NULL;
}

int token_expired(const nomic *n, const player *p, gtime now)
{
	int64_t life = param_int(n, "token.lifetime");
	return life > 0 && now - p->token_issued >= life;
}

int sessions_of(const nomic *n, int pid, gtime now, const session **out, int max)
{
	int k = 0;
	for (int i = 0; n->sessions && i < n->sessions->n && k < max; i++) {
		const session *s = n->sessions->v[i];
		if (s->player == pid && now < s->expires)
			out[k++] = s;
	}
	return k;
}

void sessions_identity_bytes(const nomic *n, sbuf *out)
{
	int count = n->sessions ? n->sessions->n : 0;
	sbuf_addn(out, (const char *)&count, sizeof count);
	for (int i = 0; i < count; i++) {
		const session *s = n->sessions->v[i];
		sbuf_addn(out, (const char *)&s->player, sizeof s->player);
		sbuf_addn(out, (const char *)s->hash, sizeof s->hash);
		sbuf_addn(out, (const char *)&s->expires, sizeof s->expires);
	}
}

static void destroy(void *p)
{
	free(p);
}

/* Drops every expired session (anyone's), and the ones `drop` says. */
static int prune(ctx *c, int (*drop)(const session *s, void *arg), void *arg)
{
	struct sessions *ss = c->n->sessions;
	int dropped = 0;
	for (int i = ss ? ss->n - 1 : -1; i >= 0; i--) {
		const session *s = ss->v[i];
		int mine = drop && drop(s, arg);
		if (mine || c->n->now >= s->expires) {
			mut_remove_at(c, (void ***)&ss->v, &ss->n, i, destroy);
			dropped += mine;
		}
	}
	return dropped;
}

/* Whether word names s: its number, or its hash in hex (what the web's
 * sign-out sends: it knows the secret, not the number). */
static int names_session(const session *s, const char *word)
{
	char hex[65], num[24];
	sodium_bin2hex(hex, sizeof hex, s->hash, sizeof s->hash);
	snprintf(num, sizeof num, "%lld", (long long)s->id);
	return strcmp(word, num) == 0 || strcmp(word, hex) == 0;
}

struct pick {
	int player;
	const char *id; /* NULL: all of the player's */
	int oldest;     /* 1: only the player's oldest (the cap) */
	int done;
};

static int pick_drop(const session *s, void *arg)
{
	struct pick *pk = arg;
	if (s->player != pk->player || (pk->oldest && pk->done))
		return 0;
	if (pk->id && !names_session(s, pk->id))
		return 0;
	pk->done = 1;
	return 1;
}

/* Walks oldest first for the cap: prune walks newest first, so the cap's
 * oldest is found here and dropped by its id. */
static const session *oldest_of(const nomic *n, int pid, int *count)
{
	const session *first = NULL;
	*count = 0;
	for (int i = 0; n->sessions && i < n->sessions->n; i++) {
		const session *s = n->sessions->v[i];
		if (s->player != pid || n->now >= s->expires)
			continue;
		if (!first)
			first = s;
		(*count)++;
	}
	return first;
}

const session *session_issue(ctx *c, player *p)
{
	c->hidden = 1;
	prune(c, NULL, NULL);
	int count;
	const session *old = oldest_of(c->n, p->id, &count);
	if (old && count >= SESSIONS_PER_PLAYER) {
		char id[24];
		snprintf(id, sizeof id, "%lld", (long long)old->id);
		struct pick pk = {p->id, id, 1, 0};
		prune(c, pick_drop, &pk);
	}
	session *s = xcalloc(1, sizeof *s);
	if (ctx_issue_token(c, SESSION_PREFIX, "_session", s->hash)) {
		free(s);
		ctx_fail(c, "the logged session hash is malformed");
		return NULL;
	}
	struct sessions *ss = sessions_get(c);
	UNDO_SET(c->j, ss->next_id, ss->next_id + 1);
	s->id = ss->next_id;
	s->player = p->id;
	s->issued = c->n->now;
	s->expires = c->n->now + param_int(c->n, "session.lifetime");
	mut_append(c, (void ***)&ss->v, &ss->n, &ss->cap, s, destroy);
	char until[40];
	format_time(s->expires, until, sizeof until);
	ctx_reply(c, "session %lld for %s, until %s", (long long)s->id, p->name, until);
	return s;
}

/* session: a new session for the actor; its secret is the reply's. The
 * event is hidden (visibility.h): when a player signs in is eirs. */
static int cmd_session(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	return session_issue(c, c->actor) ? 0 : -1;
}

/* session end ID|all: ends one of the actor's sessions, or all of them. */
static int cmd_session_end(ctx *c, int argc, char **argv)
{
	(void)argc;
	player *p = c->actor;
	c->hidden = 1;
	int all = strcmp(argv[0], "all") == 0;
	if (!all && strspn(argv[0], "0123456789abcdef") != strlen(argv[0]))
		return ctx_fail(c, "name a session by the number `sessions` shows, or say all");
	struct pick pk = {p->id, all ? NULL : argv[0], 0, 0};
	if (!all) {
		/* Only one, and only a live one: check before dropping. */
		int found = 0;
		for (int i = 0; c->n->sessions && i < c->n->sessions->n && !found; i++) {
			const session *s = c->n->sessions->v[i];
			struct pick probe = {p->id, argv[0], 0, 0};
			found = pick_drop(s, &probe) && c->n->now < s->expires;
		}
		if (!found)
			return ctx_fail(c, "%s has no session %s", p->name, argv[0]);
		pk.oldest = 1; /* one: the first that matches */
	}
	ctx_arg_str(c, "_session", all ? "all" : argv[0]);
	int live_before;
	oldest_of(c->n, p->id, &live_before);
	prune(c, pick_drop, &pk);
	if (all)
		ctx_reply(c, "%d session%s of %s ended", live_before, live_before == 1 ? "" : "s",
			  p->name);
	else
		ctx_reply(c, "session %s of %s ended", argv[0], p->name);
	return 0;
}

/* sessions: the actor's live sessions, oldest first. */
static int cmd_sessions(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const session *v[SESSIONS_PER_PLAYER];
	int k = sessions_of(c->n, c->actor->id, c->n->now, v, SESSIONS_PER_PLAYER);
	for (int i = 0; i < k; i++) {
		char from[40], until[40];
		format_time(v[i]->issued, from, sizeof from);
		format_time(v[i]->expires, until, sizeof until);
		ctx_reply(c, "%ssession %lld: from %s until %s", i ? "\n" : "", (long long)v[i]->id,
			  from, until);
	}
	if (!k)
		ctx_reply(c, "%s has no sessions", c->actor->name);
	return 0;
}

const command session_commands[] = {
	{"session", 0, 0, P_PLAYER, NULL, 0, cmd_session, NULL,
	 "session", "begin a sign-in session (for the web pages: its secret is shown once)",
	 NULL},
	{"session end", 1, 1, P_PLAYER, NULL, 0, cmd_session_end, NULL,
	 "session end N|all", "end one of your sessions (by the number `sessions` shows), or all",
	 NULL},
	{"sessions", 0, 0, P_PLAYER, NULL, CMD_READONLY, cmd_sessions, NULL,
	 "sessions", "list your sign-in sessions and when they end", NULL},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

/* ---- checkpoints (state_ckpt.h) ---- */

void sessions_save(const nomic *n, ckw *w)
{
	int count = n->sessions ? n->sessions->n : 0;
	ck_int(w, n->sessions ? 1 : 0);
	if (!n->sessions)
		return;
	ck_i64(w, n->sessions->next_id);
	ck_int(w, count);
	for (int i = 0; i < count; i++) {
		const session *s = n->sessions->v[i];
		ck_i64(w, s->id);
		ck_int(w, s->player);
		ck_bytes(w, s->hash, sizeof s->hash);
		ck_i64(w, s->issued);
		ck_i64(w, s->expires);
	}
}

void sessions_load(nomic *n, ckr *r)
{
	if (!ckr_int(r))
		return;
	n->sessions = xcalloc(1, sizeof *n->sessions);
	n->sessions->next_id = ckr_i64(r);
	int count = ckr_count(r, 4);
	if (ckr_ok(r) && count > SESSIONS_PER_PLAYER * (n->nplayers > 0 ? n->nplayers : 1) +
				       SESSIONS_PER_PLAYER)
		ckr_fail(r, "more sessions than the players may keep");
	if (!ckr_ok(r))
		return;
	n->sessions->v = count ? xcalloc((size_t)count, sizeof *n->sessions->v) : NULL;
	n->sessions->cap = count;
	for (int i = 0; i < count && ckr_ok(r); i++) {
		session *s = xcalloc(1, sizeof *s);
		n->sessions->v[n->sessions->n++] = s;
		s->id = ckr_i64(r);
		s->player = ckr_int(r);
		ckr_bytes(r, s->hash, sizeof s->hash);
		s->issued = ckr_i64(r);
		s->expires = ckr_i64(r);
		if (ckr_ok(r) && (s->player < 1 || s->player > n->nplayers || s->expires < s->issued ||
				  s->id < 1 || s->id > n->sessions->next_id ||
				  (i > 0 && s->id <= n->sessions->v[i - 1]->id)))
			ckr_fail(r, "a session of nobody known, out of order, or ending before it "
				 "began");
	}
}
