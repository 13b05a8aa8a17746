/* pooker.h — A Nomic's Pooker (R394-R399) as pure functions: PCards, the
 * score of one Poker Hand (R397), checking a declared arrangement, the best
 * arrangement of a hand, trades (R394-R395) and the Showdown prize (R396).
 * The module on top keeps the Deck (cards.h), fees, motions and deadlines.
 */
#ifndef NOMICD_GAMES_CARDS_POOKER_H
#define NOMICD_GAMES_CARDS_POOKER_H

#include "games/cards/cards.h"

enum {
	POOKER_HAND_MAX = 5,                      /* R397: one to five PCards */
	POOKER_MAX_CARDS = 2 * CARDS_PER_PACK,    /* R399: Red and Blue */
	POOKER_MAX_HANDS = POOKER_MAX_CARDS,
	/* pooker_best handles this many cards that could score at all (the
	 * others are left out before the search); see docs/CARDS.md. */
	POOKER_BEST_MAX = 64,
	/* ... and gives up (CARDS_E_TOO_MANY) rather than memoise more states
	 * than this (about 50 MB); random hands of 20 cards use a few thousand. */
	POOKER_BEST_STATES = 1 << 21,
	POOKER_SHOWDOWN_MIN = 10,                 /* R396: ten or more PCards */
	POOKER_DECLARER_SHOWS = 2,                /* R396: must show at least two */
};

/* R397's categories, from the bottom up; the score table is R397's. */
typedef enum {
	POOKER_NOTHING = 0,        /*  0 */
	POOKER_PAIR,               /*  5 */
	POOKER_TWO_PAIR,           /* 15 */
	POOKER_THREE_OF_A_KIND,    /* 25 */
	POOKER_STRAIGHT,           /* 35 */
	POOKER_FLUSH,              /* 40 */
	POOKER_FULL_HOUSE,         /* 50 */
	POOKER_FOUR_OF_A_KIND,     /* 60 */
	POOKER_STRAIGHT_FLUSH,     /* 70 */
	POOKER_ROYAL_FLUSH,        /* 80 */
	POOKER_FIVE_OF_A_KIND,     /* 80 */
} pooker_category;

int pooker_category_score(pooker_category cat);
const char *pooker_category_name(pooker_category cat);

/* R394/R399: the Red and Blue packs are Pooker cards. */
bool pooker_is_pcard(cards_card c);

/* R397: the category of a set of 1..5 distinct cards, taking the first
 * statement from the top that applies. Any packs may be mixed (scoring
 * itself does not look at backs). */
cards_err pooker_classify(const cards_card *cards, int n, pooker_category *cat);
/* The same, as a score (negative cards_err on a malformed hand). */
int pooker_score(const cards_card *cards, int n);

typedef struct {
	int ncards;
	cards_card card[POOKER_HAND_MAX];
} pooker_hand;

typedef struct {
	int nhands;
	pooker_hand hand[POOKER_MAX_HANDS];
} pooker_arrangement;

/* R396/R397: checks a declared arrangement against the PCards the player
 * holds: every hand has one to five cards, every card is a PCard e holds,
 * none is named twice, and at least min_shown cards are shown (2 for the
 * declarer of a Showdown, else 0). On success *score is the total and
 * *bad is -1; on refusal *bad is the index of the offending hand (or -1). */
cards_err pooker_check_arrangement(const pooker_arrangement *a,
		const cards_card *held, int nheld, int min_shown, int *score, int *bad);

/* The best arrangement of the given distinct cards: the highest total over
 * all partitions into Poker Hands of one to five cards, and among those the
 * one that shows the fewest cards (hands that score nothing are left out, as
 * shown cards return to the Deck, R396). Exact, or CARDS_E_TOO_MANY when the
 * search would exceed POOKER_BEST_MAX cards or POOKER_BEST_STATES states; it
 * never answers a guess. *score gets the total. */
cards_err pooker_best(const cards_card *cards, int n, pooker_arrangement *best, int *score);

/* A Trade as one player notifies it to the Dealer (R395): what e gives and
 * what e plans to receive. */
typedef struct {
	int32_t player, partner;
	int ngive, nget;
	cards_card give[POOKER_MAX_CARDS];
	cards_card get[POOKER_MAX_CARDS];
} pooker_trade;

/* R394/R395: the two notices describe the same trade, each side gives as
 * many PCards as it gets (at least one), every card is a PCard held by its
 * giver. Fees are the caller's (one point each to the Dealer). */
cards_err pooker_trade_check(const cards_table *t, const pooker_trade *a, const pooker_trade *b);
/* Checks, then moves the cards both ways. */
cards_err pooker_trade_apply(cards_table *t, const pooker_trade *a, const pooker_trade *b);

/* R396: may a player who now holds npcards PCards declare a Showdown? */
bool pooker_may_declare(int npcards);

/* R396: the prize. totals[i] is player i's total score, or -1 if e did not
 * show. The highest total is paid from the Bank, divided among those who
 * tie for it; prize[i] receives each share, *remainder what the Bank keeps
 * when it does not divide (docs/CARDS.md). Returns the number of winners
 * (0 when nobody showed). */
int pooker_showdown_prizes(const int *totals, int n, int *prize, int *remainder);

#endif
