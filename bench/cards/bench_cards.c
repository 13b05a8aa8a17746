/* bench_cards.c — how long pooker_best takes to find the best Pooker
 * arrangement (A Nomic R397) of random hands of 10, 15 and 20 PCards drawn
 * from the Red and Blue packs (two packs, so Five of a Kind can occur).
 * (30 cards as well, beyond what R396 needs to trigger a Showdown).
 * Prints one line per hand size: hands, mean, median and worst time.
 * Run: bench_cards [hands per size] [seed]. */
#include "games/pooker/pooker.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* splitmix64: the benchmark's own reproducible random source. */
static uint64_t next(uint64_t *state)
{
	uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
	int hands = argc > 1 ? atoi(argv[1]) : 20;
	uint64_t state = argc > 2 ? strtoull(argv[2], NULL, 10) : 7;
	static const int sizes[] = { 10, 15, 20, 30 };
	if (hands < 1)
		hands = 1;
	double *t = malloc(sizeof *t * (size_t)hands);
	pooker_arrangement *a = malloc(sizeof *a);
	if (!t || !a)
		return 1;
	printf("# pooker_best, %d random hands per size from the Red and Blue packs, seed %llu\n",
			hands, (unsigned long long)(argc > 2 ? strtoull(argv[2], NULL, 10) : 7));
	for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
		int n = sizes[k];
		long long score_sum = 0;
		for (int h = 0; h < hands; h++) {
			cards_card deck[POOKER_MAX_CARDS];
			for (int i = 0; i < POOKER_MAX_CARDS; i++)
				deck[i] = (cards_card)(i + 1);   /* Red 1..52, Blue 53..104 */
			for (int i = 0; i < n; i++) {
				int j = i + (int)(next(&state) % (uint64_t)(POOKER_MAX_CARDS - i));
				cards_card x = deck[i];
				deck[i] = deck[j];
				deck[j] = x;
			}
			int score = 0;
			double t0 = now();
			cards_err e = pooker_best(deck, n, a, &score);
			t[h] = now() - t0;
			if (e != CARDS_OK) {
				fprintf(stderr, "pooker_best: %s\n", cards_strerror(e));
				return 1;
			}
			score_sum += score;
		}
		qsort(t, (size_t)hands, sizeof *t, cmp_double);
		double sum = 0;
		for (int h = 0; h < hands; h++)
			sum += t[h];
		fflush(stdout);
		printf("cards=%d hands=%d mean_ms=%.3f median_ms=%.3f max_ms=%.3f mean_score=%.1f\n",
				n, hands, 1e3 * sum / hands, 1e3 * t[hands / 2], 1e3 * t[hands - 1],
				(double)score_sum / hands);
	}
	/* Structured hands that stress the search: one suit (flush and straight
	 * flush heavy), five ranks (straight and rank-group heavy), and the
	 * cards 2-6 of all suits from both packs (40 cards, every kind of hand). */
	static const char *const names[] = { "one_suit_20", "five_ranks_20", "five_ranks_30",
		"ranks_2_6_both_packs_40" };
	for (int k = 0; k < 4; k++) {
		cards_card h[POOKER_MAX_CARDS];
		int n = 0;
		if (k == 0) {
			for (int r = 1; r <= 13; r++)
				h[n++] = cards_make(CARDS_RED, CARDS_HEARTS, r);
			for (int r = 4; r <= 10; r++)
				h[n++] = cards_make(CARDS_BLUE, CARDS_HEARTS, r);
		} else {
			int per = k == 1 ? 20 : k == 2 ? 30 : 40;
			for (int p = 0; p < 2 && n < per; p++)
				for (int suit = 0; suit < 4 && n < per; suit++)
					for (int r = k == 3 ? 2 : 5; r <= (k == 3 ? 6 : 9) && n < per; r++)
						h[n++] = cards_make(p, suit, r);
		}
		int score = 0;
		double t0 = now();
		cards_err e = pooker_best(h, n, a, &score);
		double dt = now() - t0;
		printf("hand=%s cards=%d ms=%.3f score=%d%s%s\n", names[k], n, 1e3 * dt, score,
				e ? " error=" : "", e ? cards_strerror(e) : "");
		fflush(stdout);
	}
	free(a);
	free(t);
	return 0;
}
