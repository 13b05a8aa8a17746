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
void inbox_free(nomic *n);

#endif
