/* ratelimit.h: how fast anyone but the admin may send commands (issue 12
 * item 4: one token once sent 149 commands a second, and 824 anonymous
 * joins in five seconds emptied the Treasury).
 *
 * Three parameters, the server's own (no rule states them; the admin or an
 * adopted proposal sets them with `param set`):
 *   limit.commands  commands a minute from one signed-in player;
 *   limit.address   commands a minute from one client address (an IPv4
 *                   address, an IPv6 /64), whoever sends them;
 *   limit.joins     `join`s a day from one address by someone not signed in.
 * 0 is no limit. Each is a token bucket: a full minute's (or day's)
 * allowance may be spent at once, and it comes back evenly. The admin is
 * never limited. A limited command is not run, not logged and not counted
 * again: the client is told how many seconds to wait (HTTP 429 with
 * Retry-After). */
#ifndef NOMIC_RATELIMIT_H
#define NOMIC_RATELIMIT_H

#include <stddef.h>
#include <stdint.h>

typedef struct ratelimit ratelimit;

ratelimit *ratelimit_new(void);
void ratelimit_free(ratelimit *rl);

/* Takes one from key's allowance of `per` a `window` seconds, at `now`
 * (seconds, any steady clock): 0 when it may go ahead, else the whole
 * seconds until one is there again (at least 1). per <= 0: no limit. */
unsigned ratelimit_take(ratelimit *rl, const char *key, int64_t per, int64_t window,
			double now);

/* How many keys it remembers (a key whose allowance is whole again is
 * forgotten as others arrive). */
size_t ratelimit_size(const ratelimit *rl);

struct engine;
/* Whether `actor` (NULL: not signed in) may send `line` from `from` (an
 * address as text; NULL or "": a local caller, limited by name only) now:
 * 0, or the seconds to wait with the reason in why. Reads the limit.*
 * parameters; the engine keeps the buckets. */
unsigned engine_limit(struct engine *e, const char *actor, const char *from, const char *line,
		      char *why, size_t len);

#endif
