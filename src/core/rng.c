/* rng.c: ChaCha20 draws per event or per purpose, recorded for the log
 * (see rng.h). */
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

/* The next 64 bits of ChaCha20(key, nonce), from block *counter on. */
static uint64_t next_u64(const unsigned char *key, uint64_t nonce, unsigned char block[64],
			 int *used, uint64_t *counter)
{
	if (*used + 8 > 64) {
		unsigned char n[8];
		for (int i = 0; i < 8; i++)
			n[i] = (unsigned char)(nonce >> (8 * i));
		memset(block, 0, 64);
		crypto_stream_chacha20_xor_ic(block, block, 64, n, (*counter)++, key);
		*used = 0;
	}
	uint64_t v = 0;
	for (int i = 0; i < 8; i++)
		v |= (uint64_t)block[*used + i] << (8 * i);
	*used += 8;
	return v;
}

/* Uniform in [0, bound) from a stream: reject the top sliver so every
 * value is equally likely (R230 I). */
static uint64_t uniform(const unsigned char *key, uint64_t nonce, unsigned char block[64],
			int *used, uint64_t *counter, uint64_t bound)
{
	if (bound <= 1)
		return 0;
	uint64_t limit = UINT64_MAX - UINT64_MAX % bound, v;
	do
		v = next_u64(key, nonce, block, used, counter);
	while (v >= limit);
	return v % bound;
}

/* A stream's key: a domain-separated keyed hash of (purpose, object), so no
 * stream says anything about another's, nor about the seq-keyed ones or
 * rng_derive's subkeys (their tags differ). */
static void stream_key(const unsigned char seed[RNG_SEED_BYTES], const char *purpose,
		       uint64_t object, unsigned char out[32])
{
	crypto_generichash_state st;
	static const char tag[] = "nomicd draw\n";
	unsigned char o[8];
	for (int i = 0; i < 8; i++)
		o[i] = (unsigned char)(object >> (8 * i));
	size_t len = strlen(purpose);
	unsigned char l[8];
	for (int i = 0; i < 8; i++)
		l[i] = (unsigned char)((uint64_t)len >> (8 * i));
	crypto_generichash_init(&st, seed, RNG_SEED_BYTES, 32);
	crypto_generichash_update(&st, (const unsigned char *)tag, sizeof tag - 1);
	crypto_generichash_update(&st, l, sizeof l); /* length first: no run-ons */
	crypto_generichash_update(&st, (const unsigned char *)purpose, len);
	crypto_generichash_update(&st, o, sizeof o);
	crypto_generichash_final(&st, out, 32);
}

static uint64_t keyed_draw(const unsigned char key[32], uint64_t n, uint64_t bound)
{
	/* Each draw its own nonce: a draw's value does not depend on how many
	 * words the rejections before it took, which replay cannot know. */
	unsigned char block[64];
	int used = 64;
	uint64_t counter = 0;
	uint64_t v = uniform(key, n, block, &used, &counter, bound);
	sodium_memzero(block, sizeof block);
	return v;
}

uint64_t rng_keyed_value(const unsigned char seed[RNG_SEED_BYTES], const char *purpose,
			 uint64_t object, uint64_t n, uint64_t bound)
{
	unsigned char key[32];
	stream_key(seed, purpose, object, key);
	uint64_t v = keyed_draw(key, n, bound);
	sodium_memzero(key, sizeof key);
	return v;
}

void rng_keyed(rng *r, rng_count_fn count, void *arg)
{
	r->keyed = 1;
	r->count = count;
	r->count_arg = arg;
}

void rng_key(rng *r, const char *purpose, uint64_t object)
{
	if (!r || !r->keyed)
		return;
	free(r->purpose);
	r->purpose = xstrdup(purpose);
	/* Logged inside JSON as written: anything outside the purpose
	 * alphabet becomes '_' (purposes are the code's own words). */
	for (char *p = r->purpose; *p; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '.' ||
		      *p == '_' || *p == '-'))
			*p = '_';
	r->object = object;
	if (r->have_key)
		stream_key(r->key, purpose, object, r->stream_key);
}

static void record(rng *r, uint64_t bound, uint64_t value, uint64_t n)
{
	if (r->ndraws == r->cap) {
		r->cap = r->cap ? r->cap * 2 : 8;
		r->draws = xrealloc(r->draws, (size_t)r->cap * sizeof *r->draws);
	}
	r->draws[r->ndraws++] = (rng_draw){bound, value, r->purpose ? xstrdup(r->purpose) : NULL,
					   r->purpose ? r->object : 0, n};
}

uint64_t rng_below(rng *r, uint64_t bound)
{
	uint64_t v = 0, n = 0;
	if (bound < 1)
		bound = 1;
	if (r->purpose)
		n = r->count(r->count_arg, r->purpose, r->object);
	if (r->recorded) {
		/* The value is the log's; its key is checked with the rest of
		 * the event (check_replay compares the draws as logged). */
		if (r->next < r->nrecorded && r->recorded[r->next].bound == bound &&
		    r->recorded[r->next].value < bound)
			v = r->recorded[r->next].value;
		else
			r->mismatch = 1;
		r->next++;
	} else if (r->purpose) {
		v = keyed_draw(r->stream_key, n, bound);
	} else {
		v = uniform(r->key, r->nonce, r->block, &r->used, &r->counter, bound);
	}
	record(r, bound, v, n);
	return v;
}

void rng_permutation(rng *r, int *perm, int n)
{
	for (int i = 0; i < n; i++)
		perm[i] = i;
	for (int i = n - 1; i > 0; i--) {
		int j = (int)rng_below(r, (uint64_t)i + 1), t = perm[i];
		perm[i] = perm[j];
		perm[j] = t;
	}
}

void rng_draws_free(rng_draw *d, int n)
{
	for (int i = 0; i < n; i++)
		free(d[i].purpose);
	free(d);
}

void rng_end(rng *r)
{
	rng_draws_free(r->draws, r->ndraws);
	free(r->purpose);
	sodium_memzero(r->key, sizeof r->key);
	sodium_memzero(r->stream_key, sizeof r->stream_key);
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
