/* pooker_showdown.c — Pooker's rules about moving and showing PCards:
 * declared arrangements (R396/R397), trades (R394/R395), who may declare a
 * Showdown and who gets the prize (R396). */
#include "games/pooker/pooker.h"

#include <string.h>

static bool in_list(cards_card c, const cards_card *list, int n)
{
	for (int i = 0; i < n; i++)
		if (list[i] == c)
			return true;
	return false;
}

cards_err pooker_check_arrangement(const pooker_arrangement *a,
		const cards_card *held, int nheld, int min_shown, int *score, int *bad)
{
	if (bad)
		*bad = -1;
	if (!a || (!held && nheld) || a->nhands < 0 || a->nhands > POOKER_MAX_HANDS)
		return CARDS_E_ARG;
	cards_card seen[POOKER_MAX_CARDS];
	int nseen = 0, total = 0;
	for (int h = 0; h < a->nhands; h++) {
		const pooker_hand *hand = &a->hand[h];
		if (bad)
			*bad = h;
		if (hand->ncards < 1 || hand->ncards > POOKER_HAND_MAX)
			return CARDS_E_HAND_SIZE;
		for (int i = 0; i < hand->ncards; i++) {
			cards_card c = hand->card[i];
			if (!cards_valid(c, CARDS_NPACKS))
				return CARDS_E_NO_CARD;
			if (!pooker_is_pcard(c))
				return CARDS_E_NOT_PCARD;
			if (in_list(c, seen, nseen))
				return CARDS_E_DUPLICATE;
			if (!in_list(c, held, nheld))
				return CARDS_E_NOT_HELD;
			seen[nseen++] = c;   /* bounded: distinct PCards, at most 104 */
		}
		total += pooker_score(hand->card, hand->ncards);
	}
	if (bad)
		*bad = -1;
	if (nseen < min_shown)
		return CARDS_E_TOO_FEW_SHOWN;
	if (score)
		*score = total;
	return CARDS_OK;
}

/* Same cards, in any order, no repeats. */
static bool same_set(const cards_card *x, int nx, const cards_card *y, int ny)
{
	if (nx != ny)
		return false;
	for (int i = 0; i < nx; i++)
		if (!in_list(x[i], y, ny))
			return false;
	return true;
}

static cards_err check_side(const cards_table *t, int32_t giver, const cards_card *give, int n)
{
	for (int i = 0; i < n; i++) {
		if (!cards_valid(give[i], t->npacks))
			return CARDS_E_NO_CARD;
		if (!pooker_is_pcard(give[i]))
			return CARDS_E_NOT_PCARD;
		if (in_list(give[i], give, i))
			return CARDS_E_DUPLICATE;
		if (t->holder[give[i]] != giver)
			return CARDS_E_NOT_HELD;
	}
	return CARDS_OK;
}

cards_err pooker_trade_check(const cards_table *t, const pooker_trade *a, const pooker_trade *b)
{
	if (!t || !a || !b || a->player < 0 || b->player < 0 || a->player == b->player ||
			a->ngive < 0 || a->ngive > POOKER_MAX_CARDS || a->nget < 0 || a->nget > POOKER_MAX_CARDS ||
			b->ngive < 0 || b->ngive > POOKER_MAX_CARDS || b->nget < 0 || b->nget > POOKER_MAX_CARDS)
		return CARDS_E_ARG;
	/* R395: "The Dealer must be notified of the same trade by both Players". */
	if (a->partner != b->player || b->partner != a->player ||
			!same_set(a->give, a->ngive, b->get, b->nget) ||
			!same_set(a->get, a->nget, b->give, b->ngive))
		return CARDS_E_TRADE_MISMATCH;
	if (a->ngive == 0 || a->nget == 0)
		return CARDS_E_TRADE_EMPTY;
	/* R394: "Both Players involved in a trade must trade an equal number". */
	if (a->ngive != a->nget)
		return CARDS_E_TRADE_UNEQUAL;
	cards_err e = check_side(t, a->player, a->give, a->ngive);
	return e != CARDS_OK ? e : check_side(t, b->player, b->give, b->ngive);
}

cards_err pooker_trade_apply(cards_table *t, const pooker_trade *a, const pooker_trade *b)
{
	cards_err e = pooker_trade_check(t, a, b);
	if (e != CARDS_OK)
		return e;
	for (int i = 0; i < a->ngive; i++)
		t->holder[a->give[i]] = b->player;
	for (int i = 0; i < b->ngive; i++)
		t->holder[b->give[i]] = a->player;
	return CARDS_OK;
}

bool pooker_may_declare(int npcards)
{
	return npcards >= POOKER_SHOWDOWN_MIN;
}

int pooker_showdown_prizes(const int *totals, int n, int *prize, int *remainder)
{
	int top = -1, winners = 0;
	for (int i = 0; i < n; i++)
		if (totals[i] > top)
			top = totals[i];
	for (int i = 0; i < n; i++)
		winners += totals[i] >= 0 && totals[i] == top;
	for (int i = 0; i < n; i++)
		prize[i] = winners && totals[i] == top ? top / winners : 0;
	if (remainder)
		*remainder = winners ? top % winners : 0;
	return winners;
}
