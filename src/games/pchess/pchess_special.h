/* pchess_special.h: Benefyts (Ackanomic R1045 d) and what Party Chess does
 * with them (the Special Atomic Play, R1230.2 6 D), and the piece types
 * bound to their PartyChessPieceDef rules (R1230.1 3 E): pchess_special.c.
 * Included by pchess_play.c and by the `convert` command (otzma_cmd.c). */
#ifndef NOMIC_PCHESS_SPECIAL_H
#define NOMIC_PCHESS_SPECIAL_H

#include "core/ctx.h"
#include "games/framework/games.h"
#include "games/pchess/pch.h"

#include <stddef.h>

/* `convert benefyt`: R1045 d (i), ¶2. */
int pchess_convert_benefyt(ctx *c, int argc, char **argv);
/* The Benefyts player pid owns. */
int pchess_benefyts(const nomic *n, int pid);
/* R1230.2 6 D: pid spends one (the oldest); 0, or -1 (a ctx_fail). */
int pchess_benefyt_spend(ctx *c, int pid);
/* R1230.2 6 D: the Special Atomic Play of the piece on from to to, on
 * board b, by seat who (its Benefyt is checked and spent by the caller);
 * 0 with its description written into out, or -1 (a ctx_fail). */
int pchess_special_atom(ctx *c, pch_board *b, int who, int from, int to, char *out,
			size_t len);
/* R1230.1 3 E: NULL if the type's rule is in force (or the nomic has no
 * rules of its family), else why not, written into why. */
const char *pchess_type_stopped(const nomic *n, int type, char *why, size_t len);
/* R1230.1 3 E: with pchess.undefined_off on, the on-board pieces of the
 * types whose rule is no longer in force go off-board, said in a reply. */
void pchess_undefined_sweep(ctx *c, game *g);

#endif
