/* spades_round.c — Ackanomic 1250.15: seating (Beginning the game), the deal
 * (1) and the bidding with Nil, Blind Nil and the Blind Nil exchange (2). */
#include "games/spades/spades_internal.h"

#include <string.h>

int spades_team(int seat) { return seat % 2; }
int spades_partner(int seat) { return (seat + 2) % 4; }
int spades_strength(cards_card c) { return cards_rank_of(c) == CARDS_ACE ? 14 : cards_rank_of(c); }

cards_err spades_seat(const int32_t players[4], bool teams, const cards_rng *rng, int32_t order[4])
{
	if (!players || !rng || !rng->below || !order)
		return CARDS_E_ARG;
	int32_t out[4];
	if (teams) {
		/* "ensuring that members of the same team do not occupy adjacent
		 * positions": a random team in seats 1+3, random order in each. */
		uint64_t first = rng->below(rng->arg, 2), a = rng->below(rng->arg, 2),
			b = rng->below(rng->arg, 2);
		if (first > 1 || a > 1 || b > 1)
			return CARDS_E_RANDOM;
		const int32_t *t1 = players + 2 * first, *t2 = players + 2 * (1 - first);
		out[0] = t1[a];
		out[2] = t1[1 - a];
		out[1] = t2[b];
		out[3] = t2[1 - b];
	} else {
		memcpy(out, players, sizeof out);
		for (int i = 3; i > 0; i--) {
			uint64_t j = rng->below(rng->arg, (uint64_t)i + 1);
			if (j > (uint64_t)i)
				return CARDS_E_RANDOM;
			int32_t x = out[i];
			out[i] = out[j];
			out[j] = x;
		}
	}
	memcpy(order, out, sizeof out);
	return CARDS_OK;
}

void spades_init(spades_game *g)
{
	memset(g, 0, sizeof *g);
	g->phase = SPADES_DEALING;
	g->first_bidder = 0;          /* "In the first round, player 1 has the first bid" */
	g->turn = -1;
	g->winner = -1;
	g->exchange_from = -1;
	g->last_leader = g->last_winner = -1;
	for (int s = 0; s < SPADES_SEATS; s++)
		g->bid[s] = SPADES_NO_BID;
}

cards_err spades_deal(spades_game *g, const cards_rng *rng)
{
	if (!g || !rng || !rng->below)
		return CARDS_E_ARG;
	if (g->phase == SPADES_OVER)
		return CARDS_E_GAME_OVER;
	if (g->phase != SPADES_DEALING)
		return CARDS_E_PHASE;
	cards_card deck[52];
	for (int i = 0; i < 52; i++)
		deck[i] = (cards_card)(i + 1);
	for (int i = 51; i > 0; i--) {
		uint64_t j = rng->below(rng->arg, (uint64_t)i + 1);
		if (j > (uint64_t)i)
			return CARDS_E_RANDOM;
		cards_card x = deck[i];
		deck[i] = deck[j];
		deck[j] = x;
	}
	for (int s = 0; s < SPADES_SEATS; s++) {
		g->hand[s] = 0;
		g->bid[s] = SPADES_NO_BID;
		g->tricks[s] = 0;
	}
	/* Dealt one at a time round the table; any fixed split of a shuffled
	 * deck gives each player 13 random cards. */
	for (int i = 0; i < 52; i++)
		g->hand[i % 4] |= spades__bit(deck[i]);
	for (int s = 0; s < SPADES_SEATS; s++) {
		int t = spades_team(s);
		/* "behind by 200 or more points at the start of the round" */
		g->blind_eligible[s] = g->score[1 - t] - g->score[t] >= SPADES_BLIND_BEHIND;
		g->shown[s] = !g->blind_eligible[s];
	}
	g->round++;
	g->nbids = 0;
	g->misplays_round[0] = g->misplays_round[1] = 0;
	g->ntrick = 0;
	g->tricks_done = 0;
	g->spades_broken = false;
	g->exchange_from = -1;
	g->last_leader = g->last_winner = -1;
	g->phase = SPADES_BIDDING;
	g->turn = g->first_bidder;
	return CARDS_OK;
}

bool spades_hand_visible(const spades_game *g, int seat)
{
	return seat >= 0 && seat < SPADES_SEATS && (g->phase != SPADES_BIDDING || g->shown[seat]);
}

cards_err spades_show_cards(spades_game *g, int seat)
{
	if (!g || seat < 0 || seat >= SPADES_SEATS)
		return CARDS_E_ARG;
	if (g->phase != SPADES_BIDDING || g->bid[seat] != SPADES_NO_BID)
		return CARDS_E_PHASE;
	if (g->shown[seat])
		return CARDS_E_BLIND_NIL;
	g->shown[seat] = true;
	g->missed_run[seat] = 0;
	return CARDS_OK;
}

static bool valid_bid(int bid)
{
	/* "The valid bids are 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, and 13." */
	return bid == 0 || (bid >= 2 && bid <= 13);
}

static void end_bidding(spades_game *g)
{
	/* "the referee shall send em eir cards" once the bidding completes */
	for (int s = 0; s < SPADES_SEATS; s++)
		g->shown[s] = true;
	for (int s = 0; s < SPADES_SEATS; s++) {
		int p = spades_partner(s);
		/* one Blind Nil on a team: the exchange; both: "no such exchange" */
		if (g->bid[s] == SPADES_BLIND_NIL && g->bid[p] != SPADES_BLIND_NIL) {
			g->phase = SPADES_EXCHANGE;
			g->exchange_from = s;
			g->exchange_step = 0;
			g->turn = s;
			return;
		}
	}
	spades__start_play(g);
}

cards_err spades_bid(spades_game *g, int seat, int bid)
{
	if (!g || seat < 0 || seat >= SPADES_SEATS)
		return CARDS_E_ARG;
	if (g->phase == SPADES_OVER)
		return CARDS_E_GAME_OVER;
	if (g->phase != SPADES_BIDDING)
		return CARDS_E_PHASE;
	if (g->turn != seat)
		return CARDS_E_TURN;
	if (bid == SPADES_BLIND_NIL) {
		if (!g->blind_eligible[seat] || g->shown[seat])
			return CARDS_E_BLIND_NIL;
	} else if (!valid_bid(bid)) {
		return CARDS_E_BID;
	} else if (!g->shown[seat]) {
		/* "e may either bid Blind Nil or ask to be shown eir cards" */
		return CARDS_E_CHOOSE_BLIND;
	}
	g->bid[seat] = bid;
	g->nbids++;
	g->missed_run[seat] = 0;
	g->turn = (seat + 1) % 4;
	if (g->nbids == SPADES_SEATS)
		end_bidding(g);
	return CARDS_OK;
}

cards_err spades_pass_card(spades_game *g, int seat, cards_card c)
{
	if (!g || seat < 0 || seat >= SPADES_SEATS)
		return CARDS_E_ARG;
	if (g->phase == SPADES_OVER)
		return CARDS_E_GAME_OVER;
	if (g->phase != SPADES_EXCHANGE)
		return CARDS_E_PHASE;
	if (g->exchange_from != seat)
		return CARDS_E_TURN;
	if (!cards_valid(c, 1) || !(g->hand[seat] & spades__bit(c)))
		return CARDS_E_NOT_HELD;
	int p = spades_partner(seat);
	g->hand[seat] &= ~spades__bit(c);
	g->hand[p] |= spades__bit(c);
	g->missed_run[seat] = 0;
	if (g->exchange_step == 0) {
		/* "The teammate then similarly chooses a card" */
		g->exchange_step = 1;
		g->exchange_from = p;
		g->turn = p;
	} else {
		g->exchange_from = -1;
		spades__start_play(g);
	}
	return CARDS_OK;
}

void spades__start_play(spades_game *g)
{
	/* "The player who made the highest bid (the first player who made it,
	 * in case of a tie) leads"; Blind Nil counts as 0 (docs/CARDS.md). */
	int lead = g->first_bidder, high = -1;
	for (int k = 0; k < SPADES_SEATS; k++) {
		int s = (g->first_bidder + k) % 4;
		int b = g->bid[s] == SPADES_BLIND_NIL ? 0 : g->bid[s];
		if (b > high) {
			high = b;
			lead = s;
		}
	}
	g->phase = SPADES_PLAYING;
	g->leader = g->turn = lead;
	g->ntrick = 0;
}
