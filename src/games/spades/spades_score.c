/* spades_score.c — Ackanomic 1250.15 4, 5 and 7: a round's score with Nil,
 * Blind Nil and sandbags, the end of the game (500, a 500-point lead,
 * concessions, forfeits) and the referee's defaults after 3 days. */
#include "games/spades/spades_internal.h"

int spades_round_score(const int bids[2], const int tricks[2], int bags_before, int *bags_after)
{
	int bid = 0, took = tricks[0] + tricks[1], score = 0, bags = bags_before;
	for (int i = 0; i < 2; i++)
		bid += bids[i] > 0 ? bids[i] : 0;   /* Nil and Blind Nil add 0 */
	/* "-10 times the bid (-20 times the bid if the bid was 10 or more)" */
	int mult = bid >= 10 ? 20 : 10;
	if (took < bid) {
		score -= mult * bid;
	} else {
		score += mult * bid + (took - bid);   /* "score 1 and get one sandbag" */
		bags += took - bid;
	}
	for (int i = 0; i < 2; i++) {
		if (bids[i] == 0)
			score += tricks[i] == 0 ? 100 : -100;
		else if (bids[i] == SPADES_BLIND_NIL)
			score += tricks[i] == 0 ? 200 : -200;
	}
	/* "When a team receives their 10th, 20th, 30th, etc. sandbag, they
	 * score -100": sandbags count over the whole game. */
	score -= 100 * (bags / 10 - bags_before / 10);
	if (bags_after)
		*bags_after = bags;
	return score;
}

void spades__forfeit(spades_game *g, int team, spades_end why)
{
	if (g->phase == SPADES_OVER)
		return;
	g->phase = SPADES_OVER;
	g->turn = -1;
	g->winner = 1 - team;   /* "If either team forfeits their opponents win." */
	g->end = why;
}

void spades__end_round(spades_game *g)
{
	for (int t = 0; t < 2; t++) {
		int bids[2] = { g->bid[t], g->bid[t + 2] };
		int tricks[2] = { g->tricks[t], g->tricks[t + 2] };
		g->round_delta[t] = spades_round_score(bids, tricks, g->bags[t], &g->bags[t]);
		g->score[t] += g->round_delta[t];
	}
	int a = g->score[0], b = g->score[1];
	int lead = a > b ? a - b : b - a;
	/* "if at least one team has a Spadescore of greater than or equal to
	 * 500, and the teams aren't tied, or one team has a Spadescore 500
	 * points more than the other team, the team with the greater score wins" */
	if (((a >= SPADES_TARGET || b >= SPADES_TARGET) && a != b) || lead >= SPADES_TARGET) {
		g->phase = SPADES_OVER;
		g->turn = -1;
		g->winner = a > b ? 0 : 1;
		g->end = SPADES_END_SCORE;
		return;
	}
	/* "in each later round, the next player in the sequence has the first bid" */
	g->phase = SPADES_DEALING;
	g->turn = -1;
	g->first_bidder = (g->first_bidder + 1) % 4;
}

cards_err spades_concede(spades_game *g, int seat)
{
	if (!g || seat < 0 || seat >= SPADES_SEATS)
		return CARDS_E_ARG;
	if (g->phase == SPADES_OVER)
		return CARDS_E_GAME_OVER;
	g->conceded[seat] = true;
	/* "If both players on a team post a concession publicly, the other team wins" */
	if (g->conceded[spades_partner(seat)]) {
		spades__forfeit(g, spades_team(seat), SPADES_END_CONCEDED);
	}
	return CARDS_OK;
}

static cards_err pick(const cards_rng *rng, int n, int *out)
{
	uint64_t v = rng->below(rng->arg, (uint64_t)n);
	if (v >= (uint64_t)n)
		return CARDS_E_RANDOM;
	*out = (int)v;
	return CARDS_OK;
}

cards_err spades_timeout(spades_game *g, int seat, const cards_rng *rng)
{
	if (!g || !rng || !rng->below || seat < 0 || seat >= SPADES_SEATS)
		return CARDS_E_ARG;
	if (g->phase == SPADES_OVER)
		return CARDS_E_GAME_OVER;
	if (g->turn != seat)
		return g->phase == SPADES_DEALING ? CARDS_E_PHASE : CARDS_E_TURN;
	int run = g->missed_run[seat], k;
	cards_err e;
	if (g->phase == SPADES_BIDDING) {
		/* deciding on Blind Nil: "considered to have chosen to look at eir
		 * hand"; bidding: "a bid of 2 is made" */
		e = g->shown[seat] ? spades_bid(g, seat, SPADES_DEFAULT_BID)
			: spades_show_cards(g, seat);
	} else if (g->phase == SPADES_EXCHANGE) {
		/* the text names no default for the exchange: a random card */
		cards_card cards[SPADES_HAND + 1];   /* the partner holds 14 */
		int n = 0;
		for (uint64_t m = g->hand[seat]; m; m &= m - 1)
			cards[n++] = (cards_card)(__builtin_ctzll(m) + 1);
		e = pick(rng, n, &k);
		if (e == CARDS_OK)
			e = spades_pass_card(g, seat, cards[k]);
	} else {
		/* "chooses a card at random from among the cards the player could
		 * legally play" */
		cards_card legal[SPADES_HAND];
		int n = spades_legal_plays(g, seat, legal);
		e = n ? pick(rng, n, &k) : CARDS_E_PHASE;
		if (e == CARDS_OK)
			e = spades_play(g, seat, legal[k]);
	}
	if (e != CARDS_OK)
		return e;
	int t = spades_team(seat);
	g->missed_run[seat] = run + 1;
	g->missed_team[t]++;
	/* "misses the time limit on 3 consecutive actions" / "7 times over the
	 * course of a match": the team forfeits. */
	if (g->missed_run[seat] >= 3 || g->missed_team[t] >= 7)
		spades__forfeit(g, t, SPADES_END_TIMEOUTS);
	return CARDS_OK;
}
