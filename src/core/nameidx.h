/* nameidx.h: a hash table from names, compared as strcasecmp compares ASCII,
 * to pointers. For the tables that are fixed once the program starts (the
 * commands' names, the parameters' declarations), looked up at every event
 * of a replay, where a scan with strcasecmp was most of the time (issue 17
 * item 3). Built once, then only read: safe to share between threads.
 * nameidx_get answers a name it was last asked at the same address from a
 * small cache per thread (nameidx.c), checked against the name's bytes. */
#ifndef NOMIC_NAMEIDX_H
#define NOMIC_NAMEIDX_H

#include <stddef.h>

typedef struct nameidx_slot {
	char *key; /* lower case; NULL: empty */
	const void *value;
} nameidx_slot;

typedef struct nameidx {
	nameidx_slot *slots;
	size_t nslots, n;
} nameidx;

/* Adds name (its first len bytes) with value unless the name is there
 * already: the first added keeps it, as a scan in order would find it. */
void nameidx_add(nameidx *ix, const char *name, size_t len, const void *value);
/* The value of the name (its first len bytes), or NULL. */
const void *nameidx_get(const nameidx *ix, const char *name, size_t len);
void nameidx_free(nameidx *ix);

#endif
