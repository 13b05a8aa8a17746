/* ckpt.h: the bytes of a checkpoint, written and read (issue 17 item 3).
 *
 * A checkpoint is the folded state after event k, serialised so that
 * opening a nomic can start from it instead of from event 1
 * (docs/ARCHITECTURE.md "Checkpoints"). Core and every module that keeps
 * state write their part with the writer below and read it back with the
 * reader: a small, orthogonal set of typed values, in the order the part
 * chooses, with no field names and no padding.
 *
 * Encoding: unsigned integers as LEB128 varints, signed ones zigzagged
 * first; a string is its length + 1 as a varint (0 for NULL) then its bytes;
 * raw bytes are a length then the bytes. So the same state always writes the
 * same bytes, whatever the machine's word size, and two nomics folded from
 * the same events write identical checkpoints (which `nomic verify` checks).
 *
 * Rules for a part's save_state (core/module.h):
 *   - deterministic: no addresses, no hash-table order, no time of day;
 *     objects that point at others write the other's id or name;
 *   - whole: every field that a later event or view can observe (caches
 *     rebuilt on demand are not state and are not written);
 *   - versioned: the module's state_version goes up whenever what it writes
 *     changes, so an old checkpoint is refused rather than misread.
 * The reader never trusts its input: every read is bounds-checked, a bad
 * count or a short buffer sets r->bad and returns zeros, and load_state
 * returns -1 when ckr_ok() is false at its end. */
#ifndef NOMIC_CKPT_H
#define NOMIC_CKPT_H

#include <stddef.h>
#include <stdint.h>

#include "core/util.h"

typedef struct ckw {
	sbuf b;
} ckw;

void ck_u64(ckw *w, uint64_t v);
void ck_i64(ckw *w, int64_t v);
void ck_int(ckw *w, int v);
void ck_str(ckw *w, const char *s);          /* NULL and "" differ */
void ck_bytes(ckw *w, const void *p, size_t n);
/* An array of n ints (ids): n, then each. */
void ck_ints(ckw *w, const int *v, int n);

typedef struct ckr {
	const unsigned char *p, *end;
	int bad;          /* set by the first read past the end or out of range */
	const char *why;  /* what went wrong first (a static string) */
} ckr;

void ckr_init(ckr *r, const void *p, size_t n);
uint64_t ckr_u64(ckr *r);
int64_t ckr_i64(ckr *r);
int ckr_int(ckr *r);                 /* bad if outside int's range */
char *ckr_str(ckr *r);               /* malloc'd copy, or NULL as written */
/* Reads bytes written by ck_bytes into out, which holds exactly n: bad if
 * the length written is not n. */
void ckr_bytes(ckr *r, void *out, size_t n);
/* Bytes written by ck_bytes, of any length: a pointer into the buffer and
 * its length (not copied). */
const void *ckr_blob(ckr *r, size_t *n);
/* A count of items that follow, each at least min_bytes long: bad (and 0)
 * if the rest of the buffer cannot hold that many, so a forged count never
 * makes the loader allocate more than the input's size. */
int ckr_count(ckr *r, size_t min_bytes);
/* ck_ints's array: malloc'd (NULL if none), its length in *n. */
int *ckr_ints(ckr *r, int *n);
/* Marks r bad with why (for a value a part finds out of range). */
void ckr_fail(ckr *r, const char *why);
/* 1 if nothing went wrong so far. */
int ckr_ok(const ckr *r);
/* 1 if every byte was read and nothing went wrong. */
int ckr_done(const ckr *r);

#endif
