/* cards.h — playing cards shared by the card cores: A Nomic's Cards (R384-R391:
 * packs with backs, the R387 card numbers, the Deck and the Hands, dealing by
 * one die roll) and the card names players write. Also the error codes and the
 * caller-supplied random source used by every card core (Pooker, Spades).
 *
 * Pure library: plain values, no global mutable state, no dependency on the
 * engine. Every function that can refuse returns one cards_err and changes
 * nothing when it refuses. Randomness only comes from the caller's `below`
 * callback, so the engine can journal and replay every draw.
 * See docs/CARDS.md for notation and rulings.
 */
#ifndef NOMICD_GAMES_CARDS_CARDS_H
#define NOMICD_GAMES_CARDS_CARDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A card is its R387 number: pack*52 + suit*13 + rank, so 1..52*npacks.
 * 0 is never a card. Spades (one standard deck) uses pack 0, numbers 1..52. */
typedef uint16_t cards_card;

enum {
	CARDS_NPACKS = 4,                    /* R385: Red, Blue, Fish, Corporate */
	CARDS_PER_PACK = 52,
	CARDS_MAX = CARDS_NPACKS * CARDS_PER_PACK,
	CARDS_DECK = -1,                     /* holder meaning "in the Deck" (R389) */
	CARDS_NAME_LEN = 40,                 /* "Corporate Queen of Diamonds" fits */
	/* A die is re-rolled at most this often before the deal gives up with
	 * CARDS_E_RANDOM: with one card left of 208 the chance of reaching it is
	 * about e^-4800, so it only ever stops a broken `below`. */
	CARDS_MAX_REROLLS = 1 << 20,
};

/* Packs in the order R385 describes them (R387 numbers them that way). */
typedef enum { CARDS_RED = 0, CARDS_BLUE = 1, CARDS_FISH = 2, CARDS_CORPORATE = 3 } cards_pack;
/* R387 suit numbers. */
typedef enum { CARDS_DIAMONDS = 0, CARDS_SPADES = 1, CARDS_HEARTS = 2, CARDS_CLUBS = 3 } cards_suit;
/* R387 rank numbers: Ace = 1, 2..10 as themselves, Jack 11, Queen 12, King 13. */
enum { CARDS_ACE = 1, CARDS_JACK = 11, CARDS_QUEEN = 12, CARDS_KING = 13 };

typedef enum {
	CARDS_OK = 0,
	CARDS_E_ARG,            /* malformed call (NULL, out-of-range count) */
	CARDS_E_PARSE,          /* not a card name */
	CARDS_E_NO_CARD,        /* a number that is no card of the packs in play */
	CARDS_E_DECK_EMPTY,     /* R387: the Deck contains no Cards */
	CARDS_E_RANDOM,         /* the random source answered out of range */
	CARDS_E_NOT_HELD,       /* the card is not where the action says it is */
	CARDS_E_DUPLICATE,      /* the same card named twice */
	CARDS_E_NOT_PCARD,      /* R394/R399: only Red and Blue cards are PCards */
	CARDS_E_HAND_SIZE,      /* R397: a Poker Hand has one to five PCards */
	CARDS_E_TOO_MANY,       /* more cards than the function handles */
	CARDS_E_TOO_FEW_SHOWN,  /* R396: the declarer shows at least two PCards */
	CARDS_E_TRADE_UNEQUAL,  /* R394: equal numbers of PCards each way */
	CARDS_E_TRADE_MISMATCH, /* R395: both notified the Dealer of the same trade */
	CARDS_E_TRADE_EMPTY,    /* a trade exchanges at least one PCard each way */
	CARDS_E_NOMEM,
	CARDS_E_PHASE,          /* not the time for this action */
	CARDS_E_TURN,           /* not this seat's turn */
	CARDS_E_BID,            /* 1250.15 2: not a valid bid */
	CARDS_E_BLIND_NIL,      /* 1250.15 2: Blind Nil not available to this seat */
	CARDS_E_CHOOSE_BLIND,   /* 1250.15 2: bid Blind Nil or ask for the cards first */
	CARDS_E_REVOKE,         /* 1250.15 3/6: must follow the suit led (a misplay) */
	CARDS_E_SPADES_UNBROKEN,/* 1250.15 3: spades may not be led yet */
	CARDS_E_NO_CLAIM,       /* 1250.15 3: the remaining tricks are in doubt */
	CARDS_E_GAME_OVER,
} cards_err;

const char *cards_strerror(cards_err e);

/* The caller's random source: returns a uniform integer in [0, bound).
 * bound is always >= 1. */
typedef uint64_t (*cards_below_fn)(void *arg, uint64_t bound);
typedef struct {
	cards_below_fn below;
	void *arg;
} cards_rng;

/* ---- numbering (R387) ---- */
cards_card cards_make(int pack, int suit, int rank);  /* 0 if out of range */
int cards_pack_of(cards_card c);
int cards_suit_of(cards_card c);
int cards_rank_of(cards_card c);                       /* 1..13, Ace = 1 */
bool cards_valid(cards_card c, int npacks);

const char *cards_pack_name(int pack);                 /* "Red" ... */
const char *cards_suit_name(int suit);                 /* "Spades" ... */
const char *cards_rank_name(int rank);                 /* "Ace", "2" ... "King" */

/* Card names as players write them (docs/CARDS.md): an optional pack word
 * ("Red", "blue pack"), then either a short face ("QH", "10s", "Th", "a♠")
 * or a long one ("Queen of Hearts", "ten of spades"); or "#57", the R387
 * number. The pack word is required when npacks > 1 and refused beyond
 * npacks. Surrounding blanks are ignored; anything else is CARDS_E_PARSE. */
cards_err cards_parse(const char *s, int npacks, cards_card *out);
/* Writes "QH" / "Red QH" (short) or "Queen of Hearts" / "Red Queen of
 * Hearts" (long), NUL-terminated, truncated to len. Returns the length it
 * needed, like snprintf. */
size_t cards_format(cards_card c, bool with_pack, bool long_form, char *buf, size_t len);

/* ---- the Deck and the Hands (R386-R389) ---- */
typedef struct {
	int npacks;                          /* packs in play, 1..CARDS_NPACKS */
	int32_t holder[CARDS_MAX + 1];       /* CARDS_DECK or a player index >= 0 */
} cards_table;

/* R389: originally every card of the packs in play is in the Deck. */
cards_err cards_table_init(cards_table *t, int npacks);
int cards_deck_count(const cards_table *t);
/* The cards player p holds, in card-number order; returns how many (writes
 * at most max). */
int cards_hand(const cards_table *t, int player, cards_card *out, int max);
/* Moves c from `from` (a player or CARDS_DECK) to `to`. */
cards_err cards_transfer(cards_table *t, cards_card c, int32_t from, int32_t to);

/* R387 dealing: roll one die with 52*npacks sides (below(52*npacks) + 1),
 * re-rolling numbers of cards not in the Deck, then move that card to the
 * player's Hand. An empty Deck refuses without rolling (R387 "This takes
 * precedence"). *rolls (may be NULL) receives the number of rolls made. */
cards_err cards_deal(cards_table *t, int32_t player, const cards_rng *rng,
		cards_card *out, int *rolls);
/* Deals one card to each listed player in order (R391 Cards for Votes);
 * stops when the Deck runs out. Returns how many were dealt; out[i] is the
 * card players[i] received (0 for those who got none). */
int cards_deal_each(cards_table *t, const int32_t *players, int n,
		const cards_rng *rng, cards_card *out);

#endif
