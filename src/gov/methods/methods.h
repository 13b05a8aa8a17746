/* methods.h: the voting methods of other bodies than Ackanomic's proposals
 * (one file each in this directory), and the small counting helpers they
 * share. The registry (registry.c) lists them for method_find(). */
#ifndef NOMIC_GOV_METHODS_H
#define NOMIC_GOV_METHODS_H

#include "gov/method.h"

#include <stdint.h>

extern const vote_method method_aos;                 /* Ace of Spades reg 109-110 */
extern const vote_method method_support;             /* Arcadia, Agora's "with N support" */
extern const vote_method method_sum;                 /* A Nomic R336 */
extern const vote_method method_majority_of_players; /* A Nomic R396 */
extern const vote_method method_endorse;             /* Ackanomic R1250.1 V */
extern const vote_method method_general;             /* quorum, AI, strengths (Agora) */

/* "A majority of" n (n >= 0): strictly more than half, so half of an even
 * n is not one and nothing is a majority of 0 voters. Written as a
 * division so that no count can overflow. */
static inline int is_majority_of(int64_t count, int64_t n)
{
	return count > n / 2;
}

/* Counts below zero cannot come from real ballots; read them as none, so a
 * bad tally can only make a question harder to adopt, never easier. */
static inline int64_t nonneg(int64_t v)
{
	return v < 0 ? 0 : v;
}

#endif
