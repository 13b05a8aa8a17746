/* deck.c: Decks of Playing Cards (R1250.4) and the two the rules describe:
 * the Standard Deck (R1250.5) and the Eleusis Deck (R1250.6). Suits and
 * ranks are numbered in the order the rule lists them, which R1250.4 makes
 * their order for any game that cares. */
#include "games/equip/equip.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

static const char *const std_suit_sym[] = {"S", "H", "D", "C"};
static const char *const std_suit_name[] = {"Spades", "Hearts", "Diamonds", "Clubs"};
static const char *const std_rank_sym[] = {"A", "K", "Q", "J", "10", "9", "8",
					   "7", "6", "5", "4", "3", "2"};
static const char *const std_rank_name[] = {"Ace", "King", "Queen", "Jack", "10", "9", "8",
					    "7", "6", "5", "4", "3", "2"};
static const char *const std_optional[] = {"?1", "?2"}; /* the Jokers */

const deck_def deck_standard = {"Standard", 4, 13, std_suit_sym, std_suit_name,
				std_rank_sym, std_rank_name, 2, std_optional};

static const char *const el_suit_sym[] = {"!", "@", "#", "$", "%", "^", "&", "*"};
static const char *const el_suit_name[] = {"Wands", "Strudels", "Pounds", "Dollars",
					   "Maces", "Spears", "Daemons", "Stars"};
static const char *const el_rank_sym[] = {"S", "N", "M", "K", "P", "10", "9", "8",
					  "7", "6", "5", "4", "3", "2", "A"};
static const char *const el_rank_name[] = {"Suber", "Nomic", "Monarch", "Knave", "Page",
					   "10", "9", "8", "7", "6", "5", "4", "3", "2", "Ace"};
/* Four indistinguishable Wild cards: all are named W. */
static const char *const el_optional[] = {"W", "W", "W", "W"};

const deck_def deck_eleusis = {"Eleusis", 8, 15, el_suit_sym, el_suit_name,
			       el_rank_sym, el_rank_name, 4, el_optional};

int deck_size(const deck_def *d, int with_optional)
{
	return d->nsuits * d->nranks + (with_optional ? d->noptional : 0);
}

void card_name(const deck_def *d, int card, char *buf, size_t n)
{
	int normal = d->nsuits * d->nranks;
	if (card < 0 || card >= normal + d->noptional)
		snprintf(buf, n, "?");
	else if (card >= normal)
		snprintf(buf, n, "%s", d->optional_sym[card - normal]);
	else
		snprintf(buf, n, "%s%s", d->rank_sym[card % d->nranks],
			 d->suit_sym[card / d->nranks]);
}

int card_parse(const deck_def *d, const char *s)
{
	int normal = d->nsuits * d->nranks;
	for (int i = 0; i < d->noptional; i++)
		if (strcasecmp(s, d->optional_sym[i]) == 0)
			return normal + i; /* indistinguishable ones: the first */
	size_t len = strlen(s);
	for (int su = 0; su < d->nsuits; su++) {
		size_t sl = strlen(d->suit_sym[su]);
		if (len <= sl || strcasecmp(s + len - sl, d->suit_sym[su]))
			continue;
		for (int r = 0; r < d->nranks; r++)
			if (strlen(d->rank_sym[r]) == len - sl &&
			    strncasecmp(s, d->rank_sym[r], len - sl) == 0)
				return su * d->nranks + r;
	}
	return -1;
}

int card_suit(const deck_def *d, int card)
{
	return card >= 0 && card < d->nsuits * d->nranks ? card / d->nranks : -1;
}

int card_rank(const deck_def *d, int card)
{
	return card >= 0 && card < d->nsuits * d->nranks ? card % d->nranks : -1;
}

void deck_shuffle(rng *g, int *cards, int n)
{
	for (int i = n - 1; i > 0; i--) {
		int j = (int)rng_below(g, (uint64_t)i + 1);
		int t = cards[i];
		cards[i] = cards[j];
		cards[j] = t;
	}
}
