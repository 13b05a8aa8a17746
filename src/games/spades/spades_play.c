/* spades_play.c — Ackanomic 1250.15 3 and 6: trick play (the lead, spades
 * not led until broken, following suit, the trick's winner) and misplays. */
#include "games/spades/spades_internal.h"

int spades_trick_winner(const cards_card trick[SPADES_SEATS])
{
	/* "The player who played the highest Spade played to a trick wins the
	 * trick, if any Spade was played; otherwise the player who played the
	 * highest card of the suit led wins the trick." */
	int best = 0;
	for (int i = 1; i < SPADES_SEATS; i++) {
		int sb = cards_suit_of(trick[best]), si = cards_suit_of(trick[i]);
		bool beats;
		if (si == sb)
			beats = spades_strength(trick[i]) > spades_strength(trick[best]);
		else
			beats = si == CARDS_SPADES;   /* an off-suit non-spade never wins */
		if (beats)
			best = i;
	}
	return best;
}

cards_err spades_check_play(const spades_game *g, int seat, cards_card c)
{
	if (!g || seat < 0 || seat >= SPADES_SEATS)
		return CARDS_E_ARG;
	if (g->phase == SPADES_OVER)
		return CARDS_E_GAME_OVER;
	if (g->phase != SPADES_PLAYING)
		return CARDS_E_PHASE;
	if (g->turn != seat)
		return CARDS_E_TURN;
	uint64_t hand = g->hand[seat];
	if (!cards_valid(c, 1) || !(hand & spades__bit(c)))
		return CARDS_E_NOT_HELD;
	int suit = cards_suit_of(c);
	if (g->ntrick == 0) {
		/* "e may not lead a spade unless a spade has been played to an
		 * earlier trick that round, or all the cards in eir hand are spades" */
		if (suit == CARDS_SPADES && !g->spades_broken &&
				(hand & ~spades__suit_mask(CARDS_SPADES)))
			return CARDS_E_SPADES_UNBROKEN;
		return CARDS_OK;
	}
	int led = cards_suit_of(g->trick[0]);
	if (suit != led && (hand & spades__suit_mask(led)))
		return CARDS_E_REVOKE;
	return CARDS_OK;
}

int spades_legal_plays(const spades_game *g, int seat, cards_card out[SPADES_HAND])
{
	int n = 0;
	if (!g || seat < 0 || seat >= SPADES_SEATS)
		return 0;
	for (uint64_t m = g->hand[seat]; m && n < SPADES_HAND; m &= m - 1) {
		cards_card c = (cards_card)(__builtin_ctzll(m) + 1);
		if (spades_check_play(g, seat, c) == CARDS_OK)
			out[n++] = c;
	}
	return n;
}

void spades__play_card(spades_game *g, int seat, cards_card c)
{
	g->hand[seat] &= ~spades__bit(c);
	g->trick[g->ntrick++] = c;
	g->turn = (seat + 1) % 4;
	if (g->ntrick < SPADES_SEATS)
		return;
	int w = (g->leader + spades_trick_winner(g->trick)) % 4;
	for (int i = 0; i < SPADES_SEATS; i++) {
		g->last_trick[i] = g->trick[i];
		if (cards_suit_of(g->trick[i]) == CARDS_SPADES)
			g->spades_broken = true;
	}
	g->last_leader = g->leader;
	g->last_winner = w;
	g->tricks[w]++;
	g->tricks_done++;
	g->ntrick = 0;
	/* "for later tricks, the player who won the previous trick leads" */
	g->leader = g->turn = w;
	if (g->tricks_done == SPADES_HAND)
		spades__end_round(g);
}

cards_err spades_play(spades_game *g, int seat, cards_card c)
{
	cards_err e = spades_check_play(g, seat, c);
	if (e != CARDS_OK)
		return e;
	g->missed_run[seat] = 0;
	spades__play_card(g, seat, c);
	return CARDS_OK;
}

bool spades_is_misplay(cards_err e)
{
	/* 1250.15 6: "plays a card not matching the suit of the card led when e
	 * has [one] ..., or attempts to play a card not in eir hand". Leading
	 * an unbroken spade is not on that list. */
	return e == CARDS_E_REVOKE || e == CARDS_E_NOT_HELD;
}

cards_err spades_misplay(spades_game *g, int seat)
{
	if (!g || seat < 0 || seat >= SPADES_SEATS)
		return CARDS_E_ARG;
	if (g->phase == SPADES_OVER)
		return CARDS_E_GAME_OVER;
	if (g->phase != SPADES_PLAYING)
		return CARDS_E_PHASE;
	int t = spades_team(seat);
	g->score[t] -= SPADES_MISPLAY_PENALTY;
	g->misplays_round[t]++;
	g->misplays_game[t]++;
	/* "misplay twice in one hand or three times in a game, that team forfeits" */
	if (g->misplays_round[t] >= 2 || g->misplays_game[t] >= 3)
		spades__forfeit(g, t, SPADES_END_MISPLAYS);
	return CARDS_OK;
}
