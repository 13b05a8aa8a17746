/* rng.c: ChaCha20 draws per event, recorded for the log (see rng.h). */
#include "core/rng.h"
#include "core/util.h"

#include <sodium.h>
#include <stdlib.h>
#include <string.h>

void rng_begin(rng *r, const unsigned char *seed, uint64_t nonce,
	       const rng_draw *recorded, int nrecorded)
{
	memset(r, 0, sizeof *r);
	if (seed) {
		memcpy(r->key, seed, RNG_SEED_BYTES);
		r->have_key = 1;
	}
	r->nonce = nonce;
	r->used = 64;
	r->recorded = recorded;
	r->nrecorded = nrecorded;
}

static uint64_t next_u64(rng *r)
{
	if (r->used + 8 > 64) {
		unsigned char n[8];
		for (int i = 0; i < 8; i++)
			n[i] = (unsigned char)(r->nonce >> (8 * i));
		memset(r->block, 0, sizeof r->block);
		crypto_stream_chacha20_xor_ic(r->block, r->block, sizeof r->block,
					      n, r->counter++, r->key);
		r->used = 0;
	}
	uint64_t v = 0;
	for (int i = 0; i < 8; i++)
		v |= (uint64_t)r->block[r->used + i] << (8 * i);
	r->used += 8;
	return v;
}

static void record(rng *r, uint64_t bound, uint64_t value)
{
	if (r->ndraws == r->cap) {
		r->cap = r->cap ? r->cap * 2 : 8;
		r->draws = xrealloc(r->draws, (size_t)r->cap * sizeof *r->draws);
	}
	r->draws[r->ndraws++] = (rng_draw){bound, value};
}

uint64_t rng_below(rng *r, uint64_t bound)
{
	uint64_t v = 0;
	if (bound < 1)
		bound = 1;
	if (r->recorded) {
		if (r->next < r->nrecorded && r->recorded[r->next].bound == bound &&
		    r->recorded[r->next].value < bound)
			v = r->recorded[r->next].value;
		else
			r->mismatch = 1;
		r->next++;
	} else if (bound > 1) {
		/* Reject the top sliver so every value is equally likely. */
		uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
		do
			v = next_u64(r);
		while (v >= limit);
		v %= bound;
	}
	record(r, bound, v);
	return v;
}

void rng_end(rng *r)
{
	free(r->draws);
	sodium_memzero(r->key, sizeof r->key);
	memset(r, 0, sizeof *r);
}

void rng_derive(const unsigned char seed[RNG_SEED_BYTES], const char *purpose,
		unsigned char out[32])
{
	/* A domain-separated keyed hash: no purpose's key says anything about
	 * another's, nor about the ChaCha20 streams keyed by the seed itself. */
	crypto_generichash_state st;
	static const char tag[] = "nomicd subkey\n";
	crypto_generichash_init(&st, seed, RNG_SEED_BYTES, 32);
	crypto_generichash_update(&st, (const unsigned char *)tag, sizeof tag - 1);
	crypto_generichash_update(&st, (const unsigned char *)purpose, strlen(purpose));
	crypto_generichash_final(&st, out, 32);
}

int rng_subkey(const rng *r, const char *purpose, unsigned char out[32])
{
	if (!r || !r->have_key)
		return -1;
	rng_derive(r->key, purpose, out);
	return 0;
}
