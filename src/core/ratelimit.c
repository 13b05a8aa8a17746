/* ratelimit.c: token buckets by key, and the engine's command limits
 * (ratelimit.h; issue 12 item 4). The limits are the server's, set as
 * parameters (params.c: limit.commands, limit.address, limit.joins).
 *
 * A bucket holds up to `per` tokens and regains per/window a second; a
 * command takes one. Buckets live in a chained hash table under one mutex
 * (a take is a few hundred nanoseconds, far below a command's cost). A
 * bucket that is full again says nothing a new one would not, so it is
 * dropped whenever the table has doubled since the last sweep; should the
 * table still hold RL_MAX_KEYS busy keys (an attacker with that many
 * addresses), newcomers share one overflow bucket rather than grow it. */
#include "core/ratelimit.h"
#include "core/engine_impl.h"
#include "core/params.h"
#include "core/util.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define RL_MAX_KEYS 65536
#define RL_MIN_SWEEP 1024

typedef struct bucket {
	struct bucket *next;
	double tokens, last, per, window; /* per, window: as last taken */
	char key[];
} bucket;

struct ratelimit {
	pthread_mutex_t mu;
	bucket **slots;
	size_t nslots, count, sweep_at;
};

ratelimit *ratelimit_new(void)
{
	ratelimit *rl = xcalloc(1, sizeof *rl);
	pthread_mutex_init(&rl->mu, NULL);
	rl->nslots = 256;
	rl->slots = xcalloc(rl->nslots, sizeof *rl->slots);
	rl->sweep_at = RL_MIN_SWEEP;
	return rl;
}

void ratelimit_free(ratelimit *rl)
{
	if (!rl)
		return;
	for (size_t i = 0; i < rl->nslots; i++)
		for (bucket *b = rl->slots[i], *next; b; b = next) {
			next = b->next;
			free(b);
		}
	free(rl->slots);
	pthread_mutex_destroy(&rl->mu);
	free(rl);
}

size_t ratelimit_size(const ratelimit *rl)
{
	return rl->count;
}

static size_t hash_key(const char *s)
{
	size_t h = 5381; /* djb2: keys are short and not chosen to collide
			    usefully (an address is the attacker's only lever) */
	while (*s)
		h = h * 33 ^ (unsigned char)*s++;
	return h;
}

static void refill(bucket *b, double now)
{
	if (now > b->last) {
		b->tokens += (now - b->last) * b->per / b->window;
		b->last = now;
	}
	b->tokens = fmin(b->per, b->tokens);
}

static void grow(ratelimit *rl)
{
	size_t n = rl->nslots * 2;
	bucket **slots = xcalloc(n, sizeof *slots);
	for (size_t i = 0; i < rl->nslots; i++)
		for (bucket *b = rl->slots[i], *next; b; b = next) {
			next = b->next;
			size_t s = hash_key(b->key) & (n - 1);
			b->next = slots[s];
			slots[s] = b;
		}
	free(rl->slots);
	rl->slots = slots;
	rl->nslots = n;
}

/* Drops the buckets that are full again. */
static void sweep(ratelimit *rl, double now)
{
	for (size_t i = 0; i < rl->nslots; i++)
		for (bucket **p = &rl->slots[i]; *p;) {
			bucket *b = *p;
			refill(b, now);
			if (b->tokens >= b->per) {
				*p = b->next;
				free(b);
				rl->count--;
			} else {
				p = &b->next;
			}
		}
	rl->sweep_at = rl->count * 2 > RL_MIN_SWEEP ? rl->count * 2 : RL_MIN_SWEEP;
}

static bucket *find(ratelimit *rl, const char *key, double per, double window, double now)
{
	size_t s = hash_key(key) & (rl->nslots - 1);
	for (bucket *b = rl->slots[s]; b; b = b->next)
		if (!strcmp(b->key, key))
			return b;
	if (rl->count >= rl->sweep_at)
		sweep(rl, now);
	if (rl->count >= RL_MAX_KEYS)
		return strcmp(key, "*") ? find(rl, "*", per, window, now) : NULL;
	if (rl->count >= rl->nslots)
		grow(rl);
	size_t len = strlen(key) + 1;
	bucket *b = xmalloc(sizeof *b + len);
	memcpy(b->key, key, len);
	b->tokens = per;
	b->last = now;
	s = hash_key(key) & (rl->nslots - 1);
	b->next = rl->slots[s];
	rl->slots[s] = b;
	rl->count++;
	return b;
}

unsigned ratelimit_take(ratelimit *rl, const char *key, int64_t per, int64_t window,
			double now)
{
	if (per <= 0 || window <= 0)
		return 0;
	unsigned wait = 0;
	pthread_mutex_lock(&rl->mu);
	bucket *b = find(rl, key, (double)per, (double)window, now);
	if (b) {
		/* A changed parameter applies from now: the bucket keeps what
		 * it holds, capped at the new allowance. */
		b->per = (double)per;
		b->window = (double)window;
		refill(b, now);
		if (b->tokens >= 1)
			b->tokens -= 1;
		else
			wait = (unsigned)ceil((1 - b->tokens) * b->window / b->per);
	}
	pthread_mutex_unlock(&rl->mu);
	return wait;
}

static double steady_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* The first word of a command line is `join`. */
static int is_join(const char *line)
{
	while (*line == ' ' || *line == '\t')
		line++;
	return !strncmp(line, "join", 4) && (line[4] == '\0' || line[4] == ' ' || line[4] == '\t');
}

unsigned engine_limit(engine *e, const char *actor, const char *from, const char *line,
		      char *why, size_t len)
{
	if (actor && !strcmp(actor, "admin"))
		return 0;
	int64_t per_player, per_address, joins;
	int pid = 0;
	/* Identities and limits only: see engine_lock_identity. */
	engine_keep_up(e);
	engine_lock_identity(e);
	const nomic *n = e->n;
	per_player = param_int(n, "limit.commands");
	per_address = param_int(n, "limit.address");
	joins = param_int(n, "limit.joins");
	for (int i = 0; actor && i < n->nplayers; i++)
		if (!strcmp(n->players[i]->name, actor))
			pid = n->players[i]->id;
	engine_unlock_read(e);

	double now = steady_now();
	char key[128];
	unsigned wait;
	if (actor) {
		/* By permanent id: a renamed player keeps eir allowance. */
		if (pid)
			snprintf(key, sizeof key, "p%d", pid);
		else
			snprintf(key, sizeof key, "n%.100s", actor);
		if ((wait = ratelimit_take(e->limits, key, per_player, 60, now))) {
			snprintf(why, len, "too many commands: %lld a minute from one player "
				 "(limit.commands); try again in %u s", (long long)per_player, wait);
			return wait;
		}
	}
	if (from && *from) {
		if (!actor && is_join(line)) {
			snprintf(key, sizeof key, "j%.100s", from);
			if ((wait = ratelimit_take(e->limits, key, joins, 86400, now))) {
				snprintf(why, len, "too many joins: %lld a day from one address "
					 "(limit.joins); try again in %u s", (long long)joins, wait);
				return wait;
			}
		}
		snprintf(key, sizeof key, "a%.100s", from);
		if ((wait = ratelimit_take(e->limits, key, per_address, 60, now))) {
			snprintf(why, len, "too many commands: %lld a minute from one address "
				 "(limit.address); try again in %u s", (long long)per_address, wait);
			return wait;
		}
	}
	return 0;
}
