/* inbox.h: private messages from the game to one player: what a rule's
 * script tells a player alone (eir hand, a secret result, a reminder).
 * Folded from the log like all state; `inbox` shows a player eir own
 * messages (the admin may read anyone's) and nothing shows them to anyone
 * else. */
#ifndef NOMIC_INBOX_H
#define NOMIC_INBOX_H

#include "core/ctx.h"

/* Gives player_id a message from `from` ("Rule 1400"). Journaled. */
void mut_tell(ctx *c, int player_id, const char *from, const char *text);
/* How many messages player_id has. */
int inbox_count(const nomic *n, int player_id);
/* Visits every message sent by an event after seq `after`, in order: to
 * whom, the event, when, from whom, the text. For front ends that deliver
 * them elsewhere (src/mail sends each to its player's contact address
 * only). Read under the state's lock. */
void inbox_each_after(const nomic *n, uint64_t after,
		      void (*fn)(int to, uint64_t seq, gtime when, const char *from,
				 const char *text, void *arg),
		      void *arg);
void inbox_free(nomic *n);

#endif
