/* spades_claim.c — Ackanomic 1250.15 3, the referee's claim: "Whenever there
 * is no doubt who will win each of the remaining tricks", play the rest out.
 * "No doubt" is checked by searching every legal continuation and requiring
 * the same winner for each remaining trick on all of them. Cards of one
 * suit in one hand with no card between them left in other hands or on the
 * table are equivalent (either play gives the same winners on every line),
 * so only one of each run is tried, as double-dummy solvers do. */
#include "games/spades/spades_internal.h"

#include <string.h>

typedef struct {
	int ref[SPADES_HAND];    /* winner of trick k on the first line seen, or -1 */
	long budget;
	bool doubt;
} claim_search;

static int key(cards_card c)
{
	return cards_suit_of(c) * 16 + spades_strength(c);
}

static void sort_by_strength(cards_card *c, int n)
{
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && key(c[j - 1]) > key(c[j]); j--) {
			cards_card x = c[j];
			c[j] = c[j - 1];
			c[j - 1] = x;
		}
}

/* a and b (a weaker) of one suit, no outstanding card strictly between. */
static bool equivalent(cards_card a, cards_card b, uint64_t outstanding)
{
	int suit = cards_suit_of(a);
	if (cards_suit_of(b) != suit)
		return false;
	for (int k = spades_strength(a) + 1; k < spades_strength(b); k++) {
		cards_card c = cards_make(0, suit, k == 14 ? CARDS_ACE : k);
		if (outstanding & spades__bit(c))
			return false;
	}
	return true;
}

/* Explores every legal continuation of g (a scratch copy, played with
 * spades__play_card on copies; the round never ends inside because the
 * search stops at the last trick's completion). */
static void explore(claim_search *cs, const spades_game *g)
{
	if (cs->doubt)
		return;
	if (--cs->budget < 0) {
		cs->doubt = true;   /* too many lines to be sure: no claim */
		return;
	}
	cards_card legal[SPADES_HAND];
	int n = spades_legal_plays(g, g->turn, legal);
	sort_by_strength(legal, n);
	uint64_t outstanding = 0;
	for (int s = 0; s < SPADES_SEATS; s++)
		if (s != g->turn)
			outstanding |= g->hand[s];
	for (int i = 0; i < g->ntrick; i++)
		outstanding |= spades__bit(g->trick[i]);
	for (int i = 0; i < n && !cs->doubt; i++) {
		if (i > 0 && equivalent(legal[i - 1], legal[i], outstanding))
			continue;
		spades_game next = *g;
		int k = next.tricks_done;
		bool completes = next.ntrick == SPADES_SEATS - 1;
		if (completes && k == SPADES_HAND - 1) {
			/* the last trick: its winner follows from the cards alone */
			cards_card t[SPADES_SEATS];
			memcpy(t, next.trick, sizeof t);
			t[SPADES_SEATS - 1] = legal[i];
			int w = (next.leader + spades_trick_winner(t)) % 4;
			if (cs->ref[k] < 0)
				cs->ref[k] = w;
			else if (cs->ref[k] != w)
				cs->doubt = true;
			continue;
		}
		spades__play_card(&next, next.turn, legal[i]);
		if (completes) {
			if (cs->ref[k] < 0)
				cs->ref[k] = next.last_winner;
			else if (cs->ref[k] != next.last_winner)
				cs->doubt = true;
		}
		explore(cs, &next);
	}
}

cards_err spades_claim(spades_game *g, long budget)
{
	if (!g)
		return CARDS_E_ARG;
	if (g->phase == SPADES_OVER)
		return CARDS_E_GAME_OVER;
	if (g->phase != SPADES_PLAYING)
		return CARDS_E_PHASE;
	claim_search cs = { .budget = budget, .doubt = false };
	for (int k = 0; k < SPADES_HAND; k++)
		cs.ref[k] = -1;
	explore(&cs, g);
	if (cs.doubt)
		return CARDS_E_NO_CLAIM;
	/* "announcing ... the remaining plays which would have otherwise
	 * occurred": each seat plays eir lowest legal card by card number. */
	while (g->phase == SPADES_PLAYING) {
		cards_card legal[SPADES_HAND];
		spades_legal_plays(g, g->turn, legal);
		spades__play_card(g, g->turn, legal[0]);
	}
	return CARDS_OK;
}
