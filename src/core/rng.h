/* rng.h: the nomic's random source.
 *
 * Every draw comes from ChaCha20 keyed by the nomic's secret seed, so that a
 * draw can be re-derived by anyone who later learns the seed (`nomic audit`).
 * While replaying, draws come from the log instead and are only checked.
 *
 * Two keyings. Seq-keyed (every nomic before level 6, and any draw made
 * before its event names a purpose): the event's sequence number is the
 * nonce, so each event has its own stream. That made every draw depend on
 * how many events came before it: a new automatic event (a dividend, a
 * Caste draw) shifted every later draw of a fixed-seed nomic.
 * Purpose-keyed (`rng.keyed`, 1 from level 6): a handler names what it
 * draws for and about what before drawing, rng_key(r, "cfj.judge", cfj
 * number), and the n-th draw ever made for that (purpose, object) comes
 * from ChaCha20 keyed by BLAKE2b(seed; purpose, object) with n as nonce. So
 * a draw's value depends only on (seed, purpose, object, n, bound), never
 * on the event's number; n is counted in the state (rng_streams), so two
 * draws for the same thing in different events differ. Each such draw is
 * logged with its key, [bound, value, "purpose", object, n], so that audit
 * (or anyone holding the seed) re-derives it from the log alone; a
 * seq-keyed draw stays [bound, value], as old logs have it. */
#ifndef NOMIC_RNG_H
#define NOMIC_RNG_H

#include <stdint.h>

#define RNG_SEED_BYTES 32

typedef struct rng_draw {
	uint64_t bound;
	uint64_t value;
	/* Purpose-keyed draws only (purpose != NULL; owned by the draw). */
	char *purpose;
	uint64_t object, n;
} rng_draw;

/* Purpose-keyed draws: the number of draws made so far for (purpose,
 * object), counted up by one (journaled: the state is the nomic's). */
typedef uint64_t (*rng_count_fn)(void *arg, const char *purpose, uint64_t object);

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
	/* Purpose keying: on (from `rng.keyed` when the event began), the
	 * counter of draws per stream, and the stream rng_key named. */
	int keyed;
	rng_count_fn count;
	void *count_arg;
	char *purpose;   /* NULL: seq-keyed */
	uint64_t object;
	unsigned char stream_key[32];
} rng;

/* Live: keyed by seed. Replay: recorded != NULL (the seed may be absent). */
void rng_begin(rng *r, const unsigned char *seed, uint64_t nonce,
	       const rng_draw *recorded, int nrecorded);
/* Turns purpose keying on for this event: count numbers each stream's
 * draws (exec.c gives the nomic's journaled counter). */
void rng_keyed(rng *r, rng_count_fn count, void *arg);
/* Names what the next draws are for: purpose, a fixed word naming the rule's
 * determination ("castes.draw", "cfj.judge"), and object, a stable identity
 * of the thing drawn about (a player's id, a CFJ's number, a game's id; the
 * time, for a clock's weekly draw). Holds until the next rng_key or the
 * event's end. Nothing when keying is off, so a nomic before level 6 draws
 * as it always did. A purpose is lower case, letters, digits, '.', '_' and
 * '-' (it is logged). */
void rng_key(rng *r, const char *purpose, uint64_t object);
/* Uniform in [0, bound), bound >= 1; rejection sampling, no modulo bias. */
uint64_t rng_below(rng *r, uint64_t bound);
/* perm[0..n-1] becomes a uniformly random order of 0..n-1 (Fisher-Yates:
 * n-1 draws of rng_below(i + 1), i from n-1 down to 1; the games' "randomly
 * assign each player a different integer", whose draws are logged, so the
 * order of the draws is part of the record: never change it). */
void rng_permutation(rng *r, int *perm, int n);
/* The purpose-keyed draw itself, from the seed alone: what rng_below gives
 * for the n-th draw of (purpose, object) under bound. For tests and audit. */
uint64_t rng_keyed_value(const unsigned char seed[RNG_SEED_BYTES], const char *purpose,
			 uint64_t object, uint64_t n, uint64_t bound);
void rng_draws_free(rng_draw *d, int n);
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
