/* pooker_score.c — R397: the category and score of one Poker Hand, and what
 * counts as a PCard (R394, R399). */
#include "games/pooker/pooker.h"

static const int scores[] = { 0, 5, 15, 25, 35, 40, 50, 60, 70, 80, 80 };
static const char *const names[] = { "Nothing", "Pair", "Two Pair", "Three of a Kind",
	"Straight", "Flush", "Full House", "Four of a Kind", "Straight Flush",
	"Royal Flush", "Five of a Kind" };

int pooker_category_score(pooker_category cat)
{
	return cat >= POOKER_NOTHING && cat <= POOKER_FIVE_OF_A_KIND ? scores[cat] : 0;
}

const char *pooker_category_name(pooker_category cat)
{
	return cat >= POOKER_NOTHING && cat <= POOKER_FIVE_OF_A_KIND ? names[cat] : "?";
}

bool pooker_is_pcard(cards_card c)
{
	return cards_valid(c, CARDS_NPACKS) &&
		(cards_pack_of(c) == CARDS_RED || cards_pack_of(c) == CARDS_BLUE);
}

/* Five distinct consecutive ranks. Ace follows King as well as preceding 2
 * (docs/CARDS.md, ruling on R397): R397 itself names Ace-King-Queen-Jack-10
 * as a run, and R384 lists Ace before 2. No wrapping past the Ace. */
static bool consecutive(unsigned rank_bits)
{
	/* bit r for rank r (1..13), plus bit 14 for the Ace played high */
	unsigned bits = rank_bits | ((rank_bits >> 1) & 1u ? 1u << 14 : 0);
	for (int low = 1; low <= 10; low++)
		if (((bits >> low) & 0x1Fu) == 0x1Fu)
			return true;
	return false;
}

cards_err pooker_classify(const cards_card *cards, int n, pooker_category *cat)
{
	if (!cards || !cat)
		return CARDS_E_ARG;
	if (n < 1 || n > POOKER_HAND_MAX)
		return CARDS_E_HAND_SIZE;
	int count[14] = { 0 };
	unsigned rank_bits = 0;
	bool one_suit = true;
	for (int i = 0; i < n; i++) {
		if (!cards_valid(cards[i], CARDS_NPACKS))
			return CARDS_E_NO_CARD;
		for (int j = 0; j < i; j++)
			if (cards[j] == cards[i])
				return CARDS_E_DUPLICATE;
		int r = cards_rank_of(cards[i]);
		count[r]++;
		rank_bits |= 1u << r;
		one_suit = one_suit && cards_suit_of(cards[i]) == cards_suit_of(cards[0]);
	}
	int most = 0, pairs = 0, trips = 0;
	for (int r = 1; r <= 13; r++) {
		if (count[r] > most)
			most = count[r];
		pairs += count[r] >= 2;
		trips += count[r] >= 3;
	}
	bool five = n == 5;
	bool run = five && consecutive(rank_bits) && most == 1;
	/* R397 "statements at the top take precedence": the first that applies. */
	const unsigned royal = 1u << 1 | 1u << 10 | 1u << 11 | 1u << 12 | 1u << 13;
	if (most >= 5)
		*cat = POOKER_FIVE_OF_A_KIND;
	else if (five && one_suit && rank_bits == royal)
		*cat = POOKER_ROYAL_FLUSH;
	else if (run && one_suit)
		*cat = POOKER_STRAIGHT_FLUSH;
	else if (most >= 4)
		*cat = POOKER_FOUR_OF_A_KIND;
	else if (trips >= 1 && pairs >= 2)
		*cat = POOKER_FULL_HOUSE;
	else if (five && one_suit)
		*cat = POOKER_FLUSH;
	else if (run)
		*cat = POOKER_STRAIGHT;
	else if (trips >= 1)
		*cat = POOKER_THREE_OF_A_KIND;
	else if (pairs >= 2)
		*cat = POOKER_TWO_PAIR;
	else if (pairs == 1)
		*cat = POOKER_PAIR;
	else
		*cat = POOKER_NOTHING;
	return CARDS_OK;
}

int pooker_score(const cards_card *cards, int n)
{
	pooker_category cat;
	cards_err e = pooker_classify(cards, n, &cat);
	return e == CARDS_OK ? pooker_category_score(cat) : -(int)e;
}
