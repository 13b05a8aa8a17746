/* deck.c — A Nomic's Deck and Hands (R386-R389) and dealing by one die roll
 * (R387), with the empty Deck taking precedence over any rule that says a
 * card should be dealt. */
#include "games/cards/cards.h"

cards_err cards_table_init(cards_table *t, int npacks)
{
	if (!t || npacks < 1 || npacks > CARDS_NPACKS)
		return CARDS_E_ARG;
	t->npacks = npacks;
	/* Slot 0 is no card; mark it held by nobody in particular. */
	for (int c = 0; c <= CARDS_MAX; c++)
		t->holder[c] = CARDS_DECK;
	return CARDS_OK;
}

static int ncards(const cards_table *t)
{
	return t->npacks * CARDS_PER_PACK;
}

int cards_deck_count(const cards_table *t)
{
	int n = 0;
	for (int c = 1; c <= ncards(t); c++)
		n += t->holder[c] == CARDS_DECK;
	return n;
}

int cards_hand(const cards_table *t, int player, cards_card *out, int max)
{
	int n = 0;
	for (int c = 1; c <= ncards(t); c++)
		if (t->holder[c] == player && player != CARDS_DECK) {
			if (out && n < max)
				out[n] = (cards_card)c;
			n++;
		}
	return n;
}

cards_err cards_transfer(cards_table *t, cards_card c, int32_t from, int32_t to)
{
	if (!t || (from < 0 && from != CARDS_DECK) || (to < 0 && to != CARDS_DECK))
		return CARDS_E_ARG;
	if (!cards_valid(c, t->npacks))
		return CARDS_E_NO_CARD;
	if (t->holder[c] != from)
		return CARDS_E_NOT_HELD;
	t->holder[c] = to;
	return CARDS_OK;
}

cards_err cards_deal(cards_table *t, int32_t player, const cards_rng *rng,
		cards_card *out, int *rolls)
{
	if (rolls)
		*rolls = 0;
	if (!t || !rng || !rng->below || player < 0)
		return CARDS_E_ARG;
	/* R387: "if the Deck contains no Cards, the Dealer cannot Deal a Card";
	 * checked first so that no die is rolled for nothing. */
	if (cards_deck_count(t) == 0)
		return CARDS_E_DECK_EMPTY;
	uint64_t sides = (uint64_t)ncards(t);
	for (int n = 1; n <= CARDS_MAX_REROLLS; n++) {
		uint64_t v = rng->below(rng->arg, sides);
		if (v >= sides)
			return CARDS_E_RANDOM;
		cards_card c = (cards_card)(v + 1);   /* the die shows 1..52*N */
		if (rolls)
			*rolls = n;
		if (t->holder[c] != CARDS_DECK)
			continue;                     /* "the Dealer keeps rolling" */
		t->holder[c] = player;
		if (out)
			*out = c;
		return CARDS_OK;
	}
	return CARDS_E_RANDOM;
}

int cards_deal_each(cards_table *t, const int32_t *players, int n,
		const cards_rng *rng, cards_card *out)
{
	int dealt = 0;
	for (int i = 0; i < n; i++) {
		cards_card c = 0;
		if (cards_deal(t, players[i], rng, &c, NULL) == CARDS_OK)
			dealt++;
		if (out)
			out[i] = c;
	}
	return dealt;
}
