/* nameidx.c: see nameidx.h. Open addressing, linear probing, FNV-1a over
 * the lower-cased bytes; grown at half full. In front of it, a small cache
 * per thread of the names last asked for, by address and bytes. */
#include "core/nameidx.h"

#include "core/util.h"

#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static unsigned char lower(unsigned char c)
{
	return c >= 'A' && c <= 'Z' ? (unsigned char)(c - 'A' + 'a') : c;
}

static size_t hash(const char *s, size_t len)
{
	size_t h = (size_t)14695981039346656037u;
	for (size_t i = 0; i < len; i++)
		h = (h ^ lower((unsigned char)s[i])) * (size_t)1099511628211u;
	return h;
}

static int same(const char *key, const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (!key[i] || key[i] != (char)lower((unsigned char)s[i]))
			return 0;
	return key[len] == '\0';
}

static nameidx_slot *slot_of(const nameidx *ix, const char *s, size_t len)
{
	size_t h = hash(s, len) & (ix->nslots - 1);
	while (ix->slots[h].key && !same(ix->slots[h].key, s, len))
		h = (h + 1) & (ix->nslots - 1);
	return &ix->slots[h];
}

static void grow(nameidx *ix)
{
	nameidx old = *ix;
	ix->nslots = old.nslots ? 2 * old.nslots : 64;
	ix->slots = xcalloc(ix->nslots, sizeof *ix->slots);
	for (size_t i = 0; i < old.nslots; i++)
		if (old.slots[i].key)
			*slot_of(ix, old.slots[i].key, strlen(old.slots[i].key)) = old.slots[i];
	free(old.slots);
}

/* Raised by every change to any index, so that no cached answer outlives
 * the index it came from (they are built once, but may be freed). */
static atomic_ulong epoch = 1;

void nameidx_add(nameidx *ix, const char *name, size_t len, const void *value)
{
	atomic_fetch_add(&epoch, 1);
	if (2 * (ix->n + 1) > ix->nslots)
		grow(ix);
	nameidx_slot *s = slot_of(ix, name, len);
	if (s->key)
		return; /* the first keeps the name */
	s->key = xmalloc(len + 1);
	for (size_t i = 0; i < len; i++)
		s->key[i] = (char)lower((unsigned char)name[i]);
	s->key[len] = '\0';
	s->value = value;
	ix->n++;
}

/* The cache: hashing and comparing a name case-blind costs ~18
 * instructions a byte, ~300 a lookup of a parameter's name, and a replay
 * reads several parameters at every event (issue 17 item 3). The callers
 * mostly pass the same few literals, so an entry is found by the name's
 * address, and used only if the index, the epoch, the length and the
 * bytes themselves (a copy, compared with memcmp) are the same: the answer
 * for the same bytes in the same index is the same answer. Per thread, so
 * the indexes stay safe to read from several (nameidx.h). */
enum { CACHE_SLOTS = 64, CACHE_NAME = 40 };
typedef struct cached {
	const nameidx *ix;
	const char *at;
	unsigned long epoch;
	size_t len;
	const void *value;
	char name[CACHE_NAME];
} cached;
static _Thread_local cached cache[CACHE_SLOTS];

const void *nameidx_get(const nameidx *ix, const char *name, size_t len)
{
	if (!ix->nslots)
		return NULL;
	if (len > CACHE_NAME)
		return slot_of(ix, name, len)->value;
	unsigned long now = atomic_load_explicit(&epoch, memory_order_relaxed);
	cached *c = &cache[((uintptr_t)name >> 3 ^ (uintptr_t)ix >> 4) % CACHE_SLOTS];
	if (c->at == name && c->ix == ix && c->len == len && c->epoch == now &&
	    !memcmp(c->name, name, len))
		return c->value;
	const void *v = slot_of(ix, name, len)->value;
	c->ix = ix;
	c->at = name;
	c->epoch = now;
	c->len = len;
	c->value = v;
	memcpy(c->name, name, len);
	return v;
}

void nameidx_free(nameidx *ix)
{
	atomic_fetch_add(&epoch, 1);
	for (size_t i = 0; i < ix->nslots; i++)
		free(ix->slots[i].key);
	free(ix->slots);
	memset(ix, 0, sizeof *ix);
}
