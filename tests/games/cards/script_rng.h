/* script_rng.h — a scripted random source for the card tests: `below`
 * answers from a fixed list, so a test knows every die roll and shuffle. */
#ifndef NOMICD_TESTS_CARDS_SCRIPT_RNG_H
#define NOMICD_TESTS_CARDS_SCRIPT_RNG_H

#include "games/cards/cards.h"

typedef struct {
	const uint64_t *values;  /* answers in order; when used up, `fallback` */
	int n, next;
	int calls;
	uint64_t last_bound;
	int fallback;            /* 0: answer 0; 1: answer bound - 1; 2: splitmix */
	uint64_t state;
} script_rng;

static inline uint64_t script_below(void *arg, uint64_t bound)
{
	script_rng *s = arg;
	s->calls++;
	s->last_bound = bound;
	if (s->next < s->n)
		return s->values[s->next++];
	if (s->fallback == 1)
		return bound - 1;
	if (s->fallback == 2) {
		uint64_t z = (s->state += 0x9E3779B97F4A7C15ull);
		z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
		z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
		return (z ^ (z >> 31)) % bound;
	}
	return 0;
}

static inline cards_rng script_source(script_rng *s)
{
	return (cards_rng){ script_below, s };
}

#endif
