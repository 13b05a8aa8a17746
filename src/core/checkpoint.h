/* checkpoint.h: a nomic's whole folded state as bytes, and back (issue 17
 * item 3; docs/ARCHITECTURE.md "Checkpoints").
 *
 * The body is core's part then each module's in src/modules.c order, each
 * as its name, its state_version and its bytes (core/ckpt.h), so that a
 * loader can tell which part is malformed or of another version. Nothing
 * here decides when a checkpoint is taken or trusted: the engine does. */
#ifndef NOMIC_CHECKPOINT_H
#define NOMIC_CHECKPOINT_H

#include <stddef.h>

#include "core/ckpt.h"
#include "core/state.h"

/* The version of core's own part (state_ckpt.c); raise it when what
 * core_save_state writes changes. */
#define CORE_STATE_VERSION 2 /* 2: sessions, token_issued (issue 18) */

/* Core's part: players, ledger, currencies, offices, parameters, the
 * ruleset, the clock, deadlines, inbox, joining, idempotency records and
 * rng streams (state_ckpt.c). */
int core_save_state(const nomic *n, ckw *w);
int core_load_state(nomic *n, ckr *r);

/* Appends n's whole state to out: 0, or -1 with why (naming the module
 * that cannot write its part; out is then partly written). */
int checkpoint_save(const nomic *n, sbuf *out, char *why, size_t len);
/* A new nomic rebuilt from a body checkpoint_save wrote, or NULL with why
 * (naming the part that is malformed or of another version). */
nomic *checkpoint_load(const void *body, size_t n, char *why, size_t len);
/* The name of the first part that cannot be saved (a module that keeps
 * state and has no save_state), or NULL if every part can. */
const char *checkpoint_unsupported(void);

/* Tests (NOMIC_TEST_CHECKPOINT=1, engine_writer.c): after each committed batch,
 * every module with a pair saves its part, frees it, loads it back and
 * saves it again, and the bytes must be equal; when every part can be
 * saved, the whole nomic is saved, loaded into a new one, saved again
 * and compared, and *np is replaced by the loaded one, so that everything
 * after runs on a restored state. A difference aborts with the part's
 * name: it is a bug. */
void checkpoint_selftest(nomic **np);

#endif
