/* idem.h: idempotency keys: a command sent again with the same key by the
 * same actor (a client retrying after a lost reply) gets its first reply
 * and appends nothing. The key's hash (with the actor's permanent id) is
 * logged with the event as a private argument, so the keys survive a
 * crash and a restart: replay rebuilds them, with their replies. The last
 * IDEM_KEEP keyed commands are remembered. */
#ifndef NOMIC_IDEM_H
#define NOMIC_IDEM_H

#include "core/ctx.h"

#define IDEM_KEEP 10000
#define IDEM_MAX_KEY 200   /* bytes of a key a client may send */

/* The hash of key as actor's: who is "p<id>" for a player, "admin"; 0, or
 * -1 if the key is not 1 to IDEM_MAX_KEY printable ASCII characters. */
int idem_hash(const char *who, const char *key, unsigned char out[32]);
/* The first reply and event of a keyed command, if remembered: 1, else 0. */
int idem_find(const nomic *n, const unsigned char h[32], uint64_t *seq, const char **reply);
/* Remembers a keyed command's event and reply. Journaled. */
void mut_idem_record(ctx *c, const unsigned char h[32], uint64_t seq, const char *reply);
void idem_free(nomic *n);

#endif
