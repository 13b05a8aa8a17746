/* spades_internal.h — what the Spades files share and nobody else uses. */
#ifndef NOMICD_GAMES_CARDS_SPADES_INTERNAL_H
#define NOMICD_GAMES_CARDS_SPADES_INTERNAL_H

#include "games/spades/spades.h"

static inline uint64_t spades__bit(cards_card c) { return 1ull << (c - 1); }
/* The 13 bits of a suit in a hand mask (cards are numbered suit-major). */
static inline uint64_t spades__suit_mask(int suit) { return 0x1FFFull << (13 * suit); }

/* Plays c for seat without checks and without touching deadline counts;
 * completes the trick and the round when due. */
void spades__play_card(spades_game *g, int seat, cards_card c);
/* Starts trick play after bidding (and the exchange). */
void spades__start_play(spades_game *g);
/* Scores a finished round and decides whether the game is over. */
void spades__end_round(spades_game *g);
/* The team loses by forfeit. */
void spades__forfeit(spades_game *g, int team, spades_end why);

#endif
