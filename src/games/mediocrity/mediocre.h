/* mediocre.h: "the most Mediocre member" of a set of numbers (Ackanomic
 * R1250.17 1-5), shared by Mediocrity and its unit tests. */
#ifndef NOMIC_GAMES_MEDIOCRE_H
#define NOMIC_GAMES_MEDIOCRE_H

#include <stdint.h>

/* The most Mediocre value of values[0..n); *found is 0 when there is none. */
int64_t most_mediocre(const int64_t *values, int n, int *found);

#endif
