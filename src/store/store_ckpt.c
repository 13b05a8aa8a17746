/* store_ckpt.c: what both backends share of checkpoints (store.h): a
 * checkpoint's hash, freeing one, and which to keep (at most
 * STORE_CHECKPOINTS_SPREAD, spread along the log for `nomic verify
 * --jobs`). The tables are the backends'
 * (store_sqlite.c, store_pg.c). Issue 17 item 3. */
#include "store/store.h"
#include "core/util.h"

#include <sodium.h>
#include <stdlib.h>
#include <string.h>

static void put_u64(crypto_generichash_state *st, uint64_t v)
{
	unsigned char b[8];
	for (int i = 0; i < 8; i++)
		b[i] = (unsigned char)(v >> (8 * i));
	crypto_generichash_update(st, b, sizeof b);
}

/* Length-prefixed, so that fields cannot run into each other. */
static void put_bytes(crypto_generichash_state *st, const void *p, size_t n)
{
	put_u64(st, n);
	if (n)
		crypto_generichash_update(st, p, n);
}

void store_checkpoint_hash(const store_checkpoint *c, unsigned char out[HASH_BYTES])
{
	static const char domain[] = "nomicd/checkpoint/1";
	crypto_generichash_state st;
	crypto_generichash_init(&st, NULL, 0, HASH_BYTES);
	crypto_generichash_update(&st, (const unsigned char *)domain, sizeof domain);
	put_u64(&st, c->seq);
	put_bytes(&st, c->event_hash, HASH_BYTES);
	put_u64(&st, (uint64_t)(int64_t)c->level);
	put_bytes(&st, c->parts ? c->parts : "", c->parts ? strlen(c->parts) : 0);
	put_bytes(&st, c->body, c->len);
	crypto_generichash_final(&st, out, HASH_BYTES);
}

void store_checkpoint_free(store_checkpoint *c)
{
	free(c->parts);
	free(c->body);
	memset(c, 0, sizeof *c);
}

size_t store_checkpoints_to_drop(const uint64_t *seqs, size_t n, uint64_t *drop)
{
	/* Greedy: while too many, drop the older one whose absence leaves the
	 * smallest gap between its neighbours (the oldest first on a tie), so
	 * that checkpoints written every K events end spread about evenly. */
	uint64_t *left = xmalloc((n ? n : 1) * sizeof *left);
	memcpy(left, seqs, n * sizeof *left);
	size_t m = n, ndrop = 0;
	while (m > STORE_CHECKPOINTS_SPREAD && m > STORE_CHECKPOINTS_KEPT) {
		size_t best = 0;
		uint64_t gap = UINT64_MAX;
		for (size_t i = 0; i + STORE_CHECKPOINTS_KEPT < m; i++) {
			uint64_t g = left[i + 1] - (i ? left[i - 1] : 0);
			if (g < gap)
				gap = g, best = i;
		}
		drop[ndrop++] = left[best];
		memmove(&left[best], &left[best + 1], (m - best - 1) * sizeof *left);
		m--;
	}
	free(left);
	return ndrop;
}
