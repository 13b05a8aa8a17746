/* similarity.h: the pure core of A Nomic's Similarity Game ("Three of
 * these things belong together", seed 001, R337): the form of its
 * challenge. "The S.O. will publish a list containing at least three
 * distinct items": the items are separated by commas, trimmed, and
 * compared without regard to case. No engine; tests/games/similarity
 * tests it alone. */
#ifndef NOMIC_GAMES_SIMILARITY_H
#define NOMIC_GAMES_SIMILARITY_H

#define SIM_MIN_ITEMS 3 /* R337 Limits and guidelines: "at least three" */

typedef enum sim_err {
	SIM_OK = 0,
	SIM_EMPTY_ITEM, /* two commas with nothing between, or a trailing comma */
	SIM_TOO_FEW,    /* fewer than three distinct items */
} sim_err;

/* Counts the items of a challenge and the distinct ones among them. */
sim_err sim_check_list(const char *text, int min_distinct, int *nitems, int *ndistinct);

#endif
