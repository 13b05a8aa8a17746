/* gov_ckpt.h: small reading and writing helpers shared by the checkpoint
 * pairs of gov and its sub-parts (gov_ckpt.c, paradigm, mentors, cheese,
 * agenda, hearings, csr: each *_ckpt.c; issue 17 item 3, core/ckpt.h).
 * Each read checks its value's range and marks the reader bad (ckr_fail)
 * with the part's own words when it is out of range, so a forged
 * checkpoint is refused rather than loaded. */
#ifndef NOMIC_GOV_CKPT_H
#define NOMIC_GOV_CKPT_H

#include "core/ckpt.h"
#include "core/state.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* An int in lo..hi, else bad with why (and lo returned). */
static inline int ckg_range(ckr *r, int lo, int hi, const char *why)
{
	int v = ckr_int(r);
	if (ckr_ok(r) && (v < lo || v > hi)) {
		ckr_fail(r, why);
		return lo;
	}
	return v;
}

/* A player id (core's part is loaded first): 1..nplayers, or 0 for none. */
static inline int ckg_player(ckr *r, const nomic *n, const char *why)
{
	return ckg_range(r, 0, n->nplayers, why);
}

/* An id of another part's object (an entity, a CFJ), or 0: not negative. */
static inline int ckg_id(ckr *r, const char *why)
{
	return ckg_range(r, 0, INT32_MAX, why);
}

/* A 0/1 flag. */
static inline int ckg_flag(ckr *r, const char *why)
{
	return ckg_range(r, 0, 1, why);
}

/* A fixed char array written with ck_str: never NULL, shorter than size. */
static inline void ckg_fixed(ckr *r, char *out, size_t size, const char *why)
{
	char *s = ckr_str(r);
	out[0] = '\0';
	if (ckr_ok(r)) {
		if (!s || strlen(s) >= size)
			ckr_fail(r, why);
		else
			memcpy(out, s, strlen(s) + 1);
	}
	free(s);
}

/* An array of pointers for count items (each at least min_bytes written),
 * allocated exactly (its cap is the count); NULL for none. */
static inline void **ckg_items(ckr *r, size_t min_bytes, int *count)
{
	*count = ckr_count(r, min_bytes);
	if (!ckr_ok(r) || *count <= 0) {
		*count = 0;
		return NULL;
	}
	return xcalloc((size_t)*count, sizeof(void *));
}

/* A list of player ids kept as int ** (one allocation each, as
 * mut_append makes them): its count, then each id. */
static inline void ckg_put_idlist(ckw *w, int *const *v, int count)
{
	ck_int(w, count);
	for (int i = 0; i < count; i++)
		ck_int(w, *v[i]);
}

/* Reads such a list into *v, *count, *cap (which the part's free frees
 * even half-read); each id a player's when n is given, else only >= 0. */
static inline void ckg_get_idlist(ckr *r, const nomic *n, int ***v, int *count, int *cap,
				  const char *why)
{
	*v = (int **)ckg_items(r, 1, cap);
	*count = 0;
	for (int i = 0; ckr_ok(r) && i < *cap; i++) {
		int *id = xmalloc(sizeof *id);
		(*v)[(*count)++] = id;
		*id = n ? ckg_range(r, 1, n->nplayers, why) : ckg_id(r, why);
	}
}

#endif
