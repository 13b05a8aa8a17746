/* state_ckpt.h: the pieces of core's part of a checkpoint (issue 17 item
 * 3) that live beside the structures they write, each private to its file
 * (inbox.c, joining.c, idem.c, sessions.c, rng_streams.c, params.c): core_save_state
 * (state_ckpt.c) calls them in a fixed order. Each save writes its piece
 * whole and deterministically (core/ckpt.h); each load builds it into a
 * nomic whose piece is empty, checks every count and range, and on a
 * malformed input marks the reader bad and leaves what it built where
 * nomic_free frees it. */
#ifndef NOMIC_STATE_CKPT_H
#define NOMIC_STATE_CKPT_H

#include "core/ckpt.h"
#include "core/state.h"

void inbox_save(const nomic *n, ckw *w);
void inbox_load(nomic *n, ckr *r);
void joining_save(const nomic *n, ckw *w);
void joining_load(nomic *n, ckr *r);
void idem_save(const nomic *n, ckw *w);
void idem_load(nomic *n, ckr *r);
void sessions_save(const nomic *n, ckw *w);
void sessions_load(nomic *n, ckr *r);
void rng_streams_save(const nomic *n, ckw *w);
void rng_streams_load(nomic *n, ckr *r);
/* The parameters set, and those the rules' scripts declared. */
void params_save(const nomic *n, ckw *w);
void params_load(nomic *n, ckr *r);

/* src/deadline_kinds.c: every kind of deadline, NULL-terminated. */
extern const deadline_kind *const deadline_kinds[];
/* The kind of that name, or NULL. */
const deadline_kind *deadline_kind_by_name(const char *name);

#endif
