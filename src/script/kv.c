/* kv.c: a script's own state (nomic.get, nomic.set, nomic.keys): keys to
 * canonical JSON values, kept sorted, every change journaled so that a
 * refused command or a failed script leaves nothing behind. */
#include "script/script_impl.h"

#include <stdlib.h>
#include <string.h>

static void entry_free(kv_entry *e)
{
	if (!e)
		return;
	free(e->key);
	free(e->json);
	free(e);
}

int kv_lower_bound(const kv *k, const char *key)
{
	int lo = 0, hi = k->n;
	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		if (strcmp(k->v[mid]->key, key) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

const char *kv_get(const kv *k, const char *key)
{
	int i = kv_lower_bound(k, key);
	return i < k->n && strcmp(k->v[i]->key, key) == 0 ? k->v[i]->json : NULL;
}

static void entry_destroy(void *p)
{
	entry_free(p);
}

void kv_set(ctx *c, kv *k, const char *key, const char *json)
{
	int i = kv_lower_bound(k, key);
	int found = i < k->n && strcmp(k->v[i]->key, key) == 0;
	if (found && json) {
		if (strcmp(k->v[i]->json, json) == 0)
			return;
		undo_string(c->j, &k->v[i]->json);
		k->v[i]->json = xstrdup(json);
	} else if (found) {
		mut_remove_at(c, (void ***)&k->v, &k->n, i, entry_destroy);
	} else if (json) {
		kv_entry *e = xcalloc(1, sizeof *e);
		e->key = xstrdup(key);
		e->json = xstrdup(json);
		mut_insert_at(c, (void ***)&k->v, &k->n, &k->cap, i, e, entry_destroy);
	}
}

size_t kv_bytes(const kv *k)
{
	size_t b = 0;
	for (int i = 0; i < k->n; i++)
		b += strlen(k->v[i]->key) + strlen(k->v[i]->json);
	return b;
}

void kv_free(kv *k)
{
	for (int i = 0; i < k->n; i++)
		entry_free(k->v[i]);
	free(k->v);
	memset(k, 0, sizeof *k);
}
