/* rng.h: the nomic's random source.
 *
 * Every draw comes from ChaCha20 keyed by the nomic's secret seed, with the
 * event's sequence number as nonce, so each event has its own stream and a
 * draw can be re-derived by anyone who later learns the seed (`nomic audit`).
 * While replaying, draws come from the log instead and are only checked. */
#ifndef NOMIC_RNG_H
#define NOMIC_RNG_H

#include <stdint.h>

#define RNG_SEED_BYTES 32

typedef struct rng_draw {
	uint64_t bound;
	uint64_t value;
} rng_draw;

typedef struct rng {
	unsigned char key[RNG_SEED_BYTES];
	int have_key;
	uint64_t nonce;
	unsigned char block[64];
	int used;        /* bytes of block consumed; 64 = refill */
	uint64_t counter;
	/* Replay: the recorded draws to hand back, in order. */
	const rng_draw *recorded;
	int nrecorded, next;
	int mismatch;    /* replay asked for a draw the log does not have */
	/* Every draw made for this event, to be logged. */
	rng_draw *draws;
	int ndraws, cap;
} rng;

/* Live: keyed by seed. Replay: recorded != NULL (the seed may be absent). */
void rng_begin(rng *r, const unsigned char *seed, uint64_t nonce,
	       const rng_draw *recorded, int nrecorded);
/* Uniform in [0, bound), bound >= 1; rejection sampling, no modulo bias. */
uint64_t rng_below(rng *r, uint64_t bound);
void rng_end(rng *r);

/* A key for one purpose ("mail addresses"), derived from the secret seed by
 * keyed BLAKE2b, so that a subsystem can keep secrets (a player's personal
 * mail address, src/mail) that the log never holds and that no draw
 * reveals. Anyone who learns the seed (`nomic audit`) learns them too. */
void rng_derive(const unsigned char seed[RNG_SEED_BYTES], const char *purpose,
		unsigned char out[32]);
/* The same from a live event's stream: 0, or -1 when the event has no seed
 * (replay, where the log's draws stand in for it). */
int rng_subkey(const rng *r, const char *purpose, unsigned char out[32]);

#endif
