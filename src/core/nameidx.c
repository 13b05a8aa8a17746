/* nameidx.c: see nameidx.h. Open addressing, linear probing, FNV-1a over
 * the lower-cased bytes; grown at half full. */
#include "core/nameidx.h"

#include "core/util.h"

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

void nameidx_add(nameidx *ix, const char *name, size_t len, const void *value)
{
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

const void *nameidx_get(const nameidx *ix, const char *name, size_t len)
{
	if (!ix->nslots)
		return NULL;
	return slot_of(ix, name, len)->value;
}

void nameidx_free(nameidx *ix)
{
	for (size_t i = 0; i < ix->nslots; i++)
		free(ix->slots[i].key);
	free(ix->slots);
	memset(ix, 0, sizeof *ix);
}
