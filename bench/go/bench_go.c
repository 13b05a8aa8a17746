/* bench_go.c: speed of the Political Go core on 19x19: one move's legality
 * check plus capture plus the positional-superko lookup, and whole random
 * playouts per second.
 *
 * Usage: bench_go [SECONDS] [PLAYERS] [ALLIANCES]
 *   PLAYERS (default 2) place in turn; ALLIANCES=1 allies 1-2 and 2-3 but
 *   not 1-3, so the non-transitive Dragon code path (R367) is measured.
 * A playout is random placements by the players in turn until MAX_MOVES
 * (400) Stones were placed or no legal vertex turned up in 100 tries. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "games/polgo/pgo.h"

#define MAX_MOVES 400

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static uint64_t rng_next(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15u);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

static unsigned pick(void *ctx, unsigned n)
{
	return (unsigned)(rng_next(ctx) % n);
}

int main(int argc, char **argv)
{
	double seconds = argc > 1 ? atof(argv[1]) : 5.0;
	int players = argc > 2 ? atoi(argv[2]) : 2;
	int alliances = argc > 3 ? atoi(argv[3]) : 0;
	if (players < 2 || players > PGO_MAX_PLAYERS || (alliances && players < 3)) {
		fprintf(stderr, "usage: bench_go [SECONDS] [PLAYERS>=2] [ALLIANCES: needs 3 players]\n");
		return 2;
	}
	uint64_t seed = 42;
	long attempts = 0, placed = 0, refused = 0, playouts = 0, captured = 0;
	double t0 = now(), t = t0;
	while (t - t0 < seconds) {
		pgo_game g;
		if (pgo_init(&g, PGO_FREE_STONES))
			return 1;
		if (alliances) {
			pgo_offer(&g, 1, 2, NULL, NULL, NULL);
			pgo_accept(&g, 2, 1, NULL, NULL, NULL);
			pgo_offer(&g, 3, 2, NULL, NULL, NULL);
			pgo_accept(&g, 2, 3, NULL, NULL, NULL);
		}
		int player = 1, moves = 0, misses = 0;
		while (moves < MAX_MOVES && misses < 100) {
			int v = (int)(rng_next(&seed) % PGO_CELLS);
			if (g.board.cell[v]) {
				misses++;
				continue;
			}
			pgo_captures cap;
			attempts++;
			/* pgo_place does the whole check first: the timed unit. */
			if (pgo_place(&g, player, v, pick, &seed, &cap) != PGO_OK) {
				refused++;
				misses++;
				continue;
			}
			captured += cap.n;
			placed++;
			moves++;
			misses = 0;
			player = player % players + 1;
		}
		pgo_free(&g);
		playouts++;
		t = now();
	}
	double el = t - t0;
	printf("players=%d alliances=%d seconds=%.2f playouts=%ld playouts_per_s=%.1f "
		"placements=%ld refused=%ld captured=%ld us_per_move_attempt=%.3f "
		"moves_per_s=%.0f\n", players, alliances, el, playouts, (double)playouts / el,
		placed, refused, captured, el * 1e6 / (double)attempts, (double)attempts / el);
	return 0;
}
