/* joining.h: who may become a player, and how (Ackanomic R252 I; see
 * joining.c): the parameter join.mode (approval, invitation or open), the
 * applications waiting for the Registrar, and invitation codes. */
#ifndef NOMIC_JOINING_H
#define NOMIC_JOINING_H

#include "core/ctx.h"

enum { JOIN_NOW = 0, JOIN_APPLIED = 1 };

/* May someone not yet a player (or the admin) join as name now? JOIN_NOW:
 * yes (the caller makes the player); JOIN_APPLIED: an application was
 * filed, and replied; -1: refused, with c->err. code: an invitation code,
 * or NULL. */
int joining_gate(ctx *c, const char *name, enum player_state st, const char *code);
/* Has someone asked to join under name (and is still waiting)? */
int joining_name_pending(const nomic *n, const char *name);
void joining_free(nomic *n);

#endif
