/* idem.c: idempotency keys (see idem.h): the remembered keyed commands,
 * oldest first, at most IDEM_KEEP of them. */
#include "core/state_ckpt.h"
#include "core/idem.h"

#include <sodium.h>
#include <stdlib.h>
#include <string.h>

typedef struct keyed {
	unsigned char hash[32];
	uint64_t seq;
	char *reply;
} keyed;

struct idem {
	keyed **v;
	int n, cap;
};

static void destroy(void *p)
{
	keyed *k = p;
	free(k->reply);
	free(k);
}

void idem_free(nomic *n)
{
	if (!n->idem)
		return;
	for (int i = 0; i < n->idem->n; i++)
		destroy(n->idem->v[i]);
	free(n->idem->v);
	free(n->idem);
	n->idem = NULL;
}

static void undo_create(undo_entry *e)
{
	idem_free(e->obj);
}

int idem_hash(const char *who, const char *key, unsigned char out[32])
{
	size_t len = strlen(key);
	if (len == 0 || len > IDEM_MAX_KEY)
		return -1;
	for (const char *p = key; *p; p++)
		if (*p < 0x21 || *p > 0x7e)
			return -1;
	crypto_generichash_state st;
	crypto_generichash_init(&st, NULL, 0, 32);
	crypto_generichash_update(&st, (const unsigned char *)who, strlen(who) + 1);
	crypto_generichash_update(&st, (const unsigned char *)key, len);
	crypto_generichash_final(&st, out, 32);
	return 0;
}

int idem_find(const nomic *n, const unsigned char h[32], uint64_t *seq, const char **reply)
{
	/* Newest first: a retry is usually of something recent. */
	for (int i = n->idem ? n->idem->n - 1 : -1; i >= 0; i--)
		if (memcmp(n->idem->v[i]->hash, h, 32) == 0) {
			*seq = n->idem->v[i]->seq;
			*reply = n->idem->v[i]->reply;
			return 1;
		}
	return 0;
}

void mut_idem_record(ctx *c, const unsigned char h[32], uint64_t seq, const char *reply)
{
	nomic *n = c->n;
	if (!n->idem) {
		n->idem = xcalloc(1, sizeof *n->idem);
		undo_entry *e = undo_push(c->j, undo_create, NULL);
		e->obj = n;
	}
	if (n->idem->n >= IDEM_KEEP)
		mut_remove_at(c, (void ***)&n->idem->v, &n->idem->n, 0, destroy);
	keyed *k = xcalloc(1, sizeof *k);
	memcpy(k->hash, h, 32);
	k->seq = seq;
	k->reply = xstrdup(reply ? reply : "");
	mut_append(c, (void ***)&n->idem->v, &n->idem->n, &n->idem->cap, k, destroy);
}

/* ---- checkpoints (state_ckpt.h) ---- */

void idem_save(const nomic *n, ckw *w)
{
	if (!n->idem) {
		ck_int(w, 0);
		return;
	}
	ck_int(w, 1);
	ck_int(w, n->idem->n);
	for (int i = 0; i < n->idem->n; i++) {
		const keyed *k = n->idem->v[i];
		ck_bytes(w, k->hash, sizeof k->hash);
		ck_u64(w, k->seq);
		ck_str(w, k->reply);
	}
}

void idem_load(nomic *n, ckr *r)
{
	if (!ckr_int(r))
		return;
	n->idem = xcalloc(1, sizeof *n->idem);
	int count = ckr_count(r, 35);
	if (count > IDEM_KEEP)
		ckr_fail(r, "more idempotency records than are kept");
	if (!ckr_ok(r))
		return;
	n->idem->v = count ? xcalloc((size_t)count, sizeof *n->idem->v) : NULL;
	n->idem->cap = count;
	for (int i = 0; i < count && ckr_ok(r); i++) {
		keyed *k = xcalloc(1, sizeof *k);
		n->idem->v[n->idem->n++] = k;
		ckr_bytes(r, k->hash, sizeof k->hash);
		k->seq = ckr_u64(r);
		k->reply = ckr_str(r);
		if (ckr_ok(r) && !k->reply)
			ckr_fail(r, "an idempotency record without its reply");
	}
}
