/* test_spades.c — Ackanomic Spades, Rule 1250.15/6 (the current version):
 * seating, 1 dealing, 2 bidding (Nil, Blind Nil, the exchange), 3 trick play
 * (follow suit, spades broken, the winner, the claim), 4 scoring (sandbags,
 * Nil, Blind Nil), 5 winning, 6 misplays, 7 time limits; and full rounds. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "games/spades/spades_internal.h"
#include "script_rng.h"

static cards_card C(const char *name)
{
	cards_card c = 0;
	assert_int_equal(cards_parse(name, 1, &c), CARDS_OK);
	return c;
}

static uint64_t H(const char *list)
{
	char buf[200];
	uint64_t m = 0;
	strncpy(buf, list, sizeof buf - 1);
	buf[sizeof buf - 1] = '\0';
	for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " "))
		m |= spades__bit(C(tok));
	return m;
}

/* A game dealt with the identity shuffle (below answers bound - 1), so
 * card c goes to seat (c - 1) % 4. */
static void dealt(spades_game *g)
{
	script_rng s = { NULL, 0, 0, 0, 0, 1, 0 };
	cards_rng rng = script_source(&s);
	spades_init(g);
	assert_int_equal(spades_deal(g, &rng), CARDS_OK);
}

/* A game in trick play with the given hands; seat `lead` to lead. */
static void playing(spades_game *g, const char *h0, const char *h1, const char *h2,
		const char *h3, int lead)
{
	dealt(g);
	g->hand[0] = H(h0);
	g->hand[1] = H(h1);
	g->hand[2] = H(h2);
	g->hand[3] = H(h3);
	for (int s = 0; s < 4; s++)
		g->bid[s] = 3;
	g->phase = SPADES_PLAYING;
	g->leader = g->turn = lead;
	int n = __builtin_popcountll(g->hand[0]);
	g->tricks_done = SPADES_HAND - n;
}

/* "randomly assigning the players into a playing order (ensuring that
 * members of the same team do not occupy adjacent positions if teams are
 * already chosen) ... Players 1 and 3 shall be team 1; players 2 and 4 shall
 * be team 2." */
static void test_seating(void **state)
{
	(void)state;
	const int32_t ids[4] = { 10, 11, 20, 21 };   /* teams {10,11} and {20,21} */
	for (uint64_t k = 0; k < 8; k++) {
		const uint64_t v[3] = { k & 1, (k >> 1) & 1, (k >> 2) & 1 };
		script_rng s = { v, 3, 0, 0, 0, 0, 0 };
		cards_rng rng = script_source(&s);
		int32_t order[4];
		assert_int_equal(spades_seat(ids, true, &rng, order), CARDS_OK);
		assert_int_equal(order[0] / 10, order[2] / 10);   /* partners in seats 1 and 3 */
		assert_int_equal(order[1] / 10, order[3] / 10);
		assert_int_not_equal(order[0] / 10, order[1] / 10);
	}
	assert_int_equal(spades_team(0), 0);
	assert_int_equal(spades_team(2), 0);
	assert_int_equal(spades_team(1), 1);
	assert_int_equal(spades_team(3), 1);
	/* no teams: a uniform permutation through `below` */
	const uint64_t v[3] = { 0, 0, 0 };
	script_rng s = { v, 3, 0, 0, 0, 0, 0 };
	cards_rng rng = script_source(&s);
	int32_t order[4];
	assert_int_equal(spades_seat(ids, false, &rng, order), CARDS_OK);
	assert_int_equal(s.calls, 3);
	int32_t sum = order[0] + order[1] + order[2] + order[3];
	assert_int_equal(sum, 62);
}

/* 1 "shuffles into a random order all of the cards in the deck (except the
 * Jokers ...) and deals 13 cards to each player" */
static void test_deal(void **state)
{
	(void)state;
	spades_game g;
	script_rng s = { NULL, 0, 0, 0, 0, 2, 99 };
	cards_rng rng = script_source(&s);
	spades_init(&g);
	assert_int_equal(spades_deal(&g, &rng), CARDS_OK);
	assert_int_equal(s.calls, 51);   /* Fisher-Yates: 51 draws */
	uint64_t all = 0;
	for (int seat = 0; seat < 4; seat++) {
		assert_int_equal(__builtin_popcountll(g.hand[seat]), 13);
		assert_int_equal(all & g.hand[seat], 0);
		all |= g.hand[seat];
	}
	assert_true(all == (1ull << 52) - 1);
	assert_int_equal(g.phase, SPADES_BIDDING);
	assert_int_equal(g.turn, 0);   /* "In the first round, player 1 has the first bid" */
	assert_int_equal(spades_deal(&g, &rng), CARDS_E_PHASE);
	/* a broken source leaves the game as it was */
	spades_init(&g);
	const uint64_t bad[1] = { 52 };
	script_rng sb = { bad, 1, 0, 0, 0, 0, 0 };
	rng = script_source(&sb);
	spades_game before = g;
	assert_int_equal(spades_deal(&g, &rng), CARDS_E_RANDOM);
	assert_memory_equal(&g, &before, sizeof g);
}

/* 2 "The valid bids are 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, and 13";
 * 3 "The player who made the highest bid (the first player who made it, in
 * case of a tie) leads to the first trick". */
static void test_bidding(void **state)
{
	(void)state;
	spades_game g;
	dealt(&g);
	spades_game before = g;
	assert_int_equal(spades_bid(&g, 0, 1), CARDS_E_BID);
	assert_int_equal(spades_bid(&g, 0, 14), CARDS_E_BID);
	assert_int_equal(spades_bid(&g, 0, -3), CARDS_E_BID);
	assert_int_equal(spades_bid(&g, 1, 3), CARDS_E_TURN);
	assert_int_equal(spades_bid(&g, 0, SPADES_BLIND_NIL), CARDS_E_BLIND_NIL);
	assert_memory_equal(&g, &before, sizeof g);
	for (int b = 0; b <= 13; b++) {
		spades_game t = g;
		assert_int_equal(spades_bid(&t, 0, b), b == 1 ? CARDS_E_BID : CARDS_OK);
	}
	assert_int_equal(spades_bid(&g, 0, 3), CARDS_OK);
	assert_int_equal(spades_bid(&g, 1, 5), CARDS_OK);
	assert_int_equal(spades_play(&g, 2, 1), CARDS_E_PHASE);
	assert_int_equal(spades_bid(&g, 2, 5), CARDS_OK);
	assert_int_equal(spades_bid(&g, 3, 0), CARDS_OK);
	assert_int_equal(g.phase, SPADES_PLAYING);
	assert_int_equal(g.turn, 1);   /* seat 1 bid 5 first */
	/* "in each later round, the next player in the sequence has the first bid" */
	g.phase = SPADES_PLAYING;
	g.tricks_done = SPADES_HAND;
	spades__end_round(&g);
	assert_int_equal(g.phase, SPADES_DEALING);
	assert_int_equal(g.first_bidder, 1);
	/* everybody Nil: the first bidder leads */
	dealt(&g);
	for (int seat = 0; seat < 4; seat++)
		assert_int_equal(spades_bid(&g, seat, 0), CARDS_OK);
	assert_int_equal(g.turn, 0);
}

/* 2 "Players on a team which is behind by 200 or more points at the start
 * of the round are also eligible to bid Blind Nil ..." and the exchange. */
static void test_blind_nil(void **state)
{
	(void)state;
	spades_game g;
	script_rng s = { NULL, 0, 0, 0, 0, 1, 0 };
	cards_rng rng = script_source(&s);
	spades_init(&g);
	g.score[0] = 250;
	g.score[1] = 50;   /* team 2 (seats 1, 3) behind by exactly 200 */
	assert_int_equal(spades_deal(&g, &rng), CARDS_OK);
	assert_true(g.blind_eligible[1] && g.blind_eligible[3]);
	assert_false(g.blind_eligible[0] || g.blind_eligible[2]);
	/* "Such a player will not initially be sent eir cards" */
	assert_false(spades_hand_visible(&g, 1));
	assert_false(spades_hand_visible(&g, 3));
	assert_true(spades_hand_visible(&g, 0));
	assert_int_equal(spades_bid(&g, 0, 4), CARDS_OK);
	/* "e may either bid Blind Nil or ask to be shown eir cards" */
	assert_int_equal(spades_bid(&g, 1, 4), CARDS_E_CHOOSE_BLIND);
	assert_int_equal(spades_bid(&g, 1, SPADES_BLIND_NIL), CARDS_OK);
	assert_int_equal(spades_bid(&g, 2, 4), CARDS_OK);
	/* "If e chooses to be shown eir cards ... e shall make one of the other
	 * allowed bids besides Blind Nil" */
	assert_int_equal(spades_show_cards(&g, 3), CARDS_OK);
	assert_true(spades_hand_visible(&g, 3));
	assert_int_equal(spades_bid(&g, 3, SPADES_BLIND_NIL), CARDS_E_BLIND_NIL);
	assert_int_equal(spades_bid(&g, 3, 5), CARDS_OK);
	/* "After the bidding completes ... e must then choose one card in eir
	 * hand to give to eir teammate ... The teammate then similarly chooses" */
	assert_int_equal(g.phase, SPADES_EXCHANGE);
	assert_true(spades_hand_visible(&g, 1));
	assert_int_equal(spades_pass_card(&g, 3, C("2C")), CARDS_E_TURN);
	cards_card give = (cards_card)(__builtin_ctzll(g.hand[1]) + 1);
	assert_int_equal(spades_pass_card(&g, 1, (cards_card)(give + 1)), CARDS_E_NOT_HELD);
	assert_int_equal(spades_pass_card(&g, 1, give), CARDS_OK);
	assert_true(g.hand[3] & spades__bit(give));
	assert_int_equal(__builtin_popcountll(g.hand[3]), 14);
	assert_int_equal(spades_pass_card(&g, 3, give), CARDS_OK);   /* may pass it back */
	assert_int_equal(__builtin_popcountll(g.hand[1]), 13);
	assert_int_equal(g.phase, SPADES_PLAYING);
	assert_int_equal(g.turn, 3);   /* highest bid 5, Blind Nil counts 0 */
	/* 199 behind: not eligible */
	spades_init(&g);
	g.score[0] = 199;
	assert_int_equal(spades_deal(&g, &rng), CARDS_OK);
	assert_false(g.blind_eligible[1]);
	/* "If both players on a team are daring enough to bid Blind Nil, no such
	 * exchange occurs." */
	spades_init(&g);
	g.score[1] = -300;
	assert_int_equal(spades_deal(&g, &rng), CARDS_OK);
	assert_int_equal(spades_bid(&g, 0, 6), CARDS_OK);
	assert_int_equal(spades_bid(&g, 1, SPADES_BLIND_NIL), CARDS_OK);
	assert_int_equal(spades_bid(&g, 2, 6), CARDS_OK);
	assert_int_equal(spades_bid(&g, 3, SPADES_BLIND_NIL), CARDS_OK);
	assert_int_equal(g.phase, SPADES_PLAYING);
	assert_int_equal(g.turn, 0);
}

/* 3 "each player must play a card from eir hand of the same suit as the
 * card led, if e has one; if not, e may play any card"; 6 the misplays. */
static void test_follow_suit(void **state)
{
	(void)state;
	spades_game g;
	playing(&g, "2H 3S", "4H 5C", "6D 7D", "8C 9S", 0);
	g.spades_broken = true;
	assert_int_equal(spades_play(&g, 1, C("4H")), CARDS_E_TURN);
	assert_int_equal(spades_play(&g, 0, C("2H")), CARDS_OK);
	cards_card legal[SPADES_HAND];
	assert_int_equal(spades_legal_plays(&g, 1, legal), 1);
	assert_int_equal(legal[0], C("4H"));
	assert_int_equal(spades_legal_plays(&g, 2, legal), 0);   /* not eir turn */
	spades_game before = g;
	cards_err e = spades_play(&g, 1, C("5C"));
	assert_int_equal(e, CARDS_E_REVOKE);
	assert_true(spades_is_misplay(e));
	e = spades_play(&g, 1, C("AC"));
	assert_int_equal(e, CARDS_E_NOT_HELD);
	assert_true(spades_is_misplay(e));
	assert_memory_equal(&g, &before, sizeof g);
	assert_int_equal(spades_play(&g, 1, C("4H")), CARDS_OK);
	/* no hearts: anything */
	assert_int_equal(spades_legal_plays(&g, 2, legal), 2);
	assert_int_equal(spades_play(&g, 2, C("7D")), CARDS_OK);
	assert_int_equal(spades_play(&g, 3, C("8C")), CARDS_OK);
	assert_int_equal(g.tricks[1], 1);   /* 4H highest of the suit led */
	assert_int_equal(g.turn, 1);        /* "the player who won the previous trick leads" */
}

/* 3 "e may not lead a spade unless a spade has been played to an earlier
 * trick that round, or all the cards in eir hand are spades." */
static void test_spades_broken(void **state)
{
	(void)state;
	spades_game g;
	playing(&g, "2S 3H 4H", "5H 6S 7H", "8H 9H TH", "JH QH KH", 0);
	assert_int_equal(spades_play(&g, 0, C("2S")), CARDS_E_SPADES_UNBROKEN);
	assert_false(spades_is_misplay(CARDS_E_SPADES_UNBROKEN));
	cards_card legal[SPADES_HAND];
	assert_int_equal(spades_legal_plays(&g, 0, legal), 2);
	assert_int_equal(spades_play(&g, 0, C("3H")), CARDS_OK);
	/* following with a spade when void is allowed only if void: seat 1 holds hearts */
	assert_int_equal(spades_play(&g, 1, C("6S")), CARDS_E_REVOKE);
	assert_int_equal(spades_play(&g, 1, C("5H")), CARDS_OK);
	assert_int_equal(spades_play(&g, 2, C("8H")), CARDS_OK);
	assert_int_equal(spades_play(&g, 3, C("JH")), CARDS_OK);
	assert_false(g.spades_broken);   /* no spade yet */
	assert_int_equal(g.turn, 3);
	/* a hand of only spades may lead one */
	spades_game h;
	playing(&h, "2S 3S", "5H 6H", "8H 9H", "JH QH", 0);
	assert_int_equal(spades_play(&h, 0, C("3S")), CARDS_OK);
	/* a spade played to an earlier trick breaks spades */
	playing(&g, "2S 3H", "5D 6D", "8D 9D", "JD QD", 1);
	assert_int_equal(spades_play(&g, 1, C("5D")), CARDS_OK);
	assert_int_equal(spades_play(&g, 2, C("8D")), CARDS_OK);
	assert_int_equal(spades_play(&g, 3, C("JD")), CARDS_OK);
	assert_int_equal(spades_play(&g, 0, C("2S")), CARDS_OK);   /* trumps */
	assert_true(g.spades_broken);
	assert_int_equal(g.turn, 0);
	assert_int_equal(g.tricks[0], 1);
	/* seat 0 now holds only 3H, so that proves nothing; give em a spade */
	g.hand[0] |= H("4S");
	g.hand[1] |= H("7S");
	g.hand[2] |= H("TD");
	g.hand[3] |= H("KD");
	assert_int_equal(spades_play(&g, 0, C("4S")), CARDS_OK);
}

/* 3 "The player who played the highest Spade played to a trick wins the
 * trick, if any Spade was played; otherwise the player who played the
 * highest card of the suit led wins the trick." Ace high (1250.5). */
static void test_trick_winner(void **state)
{
	(void)state;
	cards_card t1[4] = { C("2H"), C("AH"), C("KH"), C("3C") };
	assert_int_equal(spades_trick_winner(t1), 1);
	cards_card t2[4] = { C("2H"), C("AD"), C("AC"), C("5H") };
	assert_int_equal(spades_trick_winner(t2), 3);   /* off-suit aces never win */
	cards_card t3[4] = { C("AH"), C("2S"), C("KH"), C("3S") };
	assert_int_equal(spades_trick_winner(t3), 3);   /* highest spade */
	cards_card t4[4] = { C("TS"), C("AS"), C("QS"), C("JS") };
	assert_int_equal(spades_trick_winner(t4), 1);
	cards_card t5[4] = { C("9D"), C("TD"), C("2S"), C("JD") };
	assert_int_equal(spades_trick_winner(t5), 2);
}

/* 4 scoring: team bids and tricks, x10 / x20, sandbags, Nil and Blind Nil. */
static void test_scoring(void **state)
{
	(void)state;
	int bags = -1;
	/* "otherwise they score 10 times the bid ... and ... 1 and get one
	 * sandbag for each trick in excess of their bid" */
	assert_int_equal(spades_round_score((int[]){ 4, 3 }, (int[]){ 5, 4 }, 0, &bags), 72);
	assert_int_equal(bags, 2);
	/* "If they took fewer tricks than their bid, they score -10 times the bid" */
	assert_int_equal(spades_round_score((int[]){ 4, 3 }, (int[]){ 5, 1 }, 3, &bags), -70);
	assert_int_equal(bags, 3);
	/* "(20 times the bid if it was 10 or more)" */
	assert_int_equal(spades_round_score((int[]){ 6, 4 }, (int[]){ 6, 4 }, 0, &bags), 200);
	assert_int_equal(spades_round_score((int[]){ 6, 5 }, (int[]){ 7, 5 }, 0, &bags), 221);
	assert_int_equal(spades_round_score((int[]){ 6, 5 }, (int[]){ 6, 4 }, 0, &bags), -220);
	assert_int_equal(spades_round_score((int[]){ 5, 4 }, (int[]){ 6, 4 }, 0, &bags), 91);
	/* Nil: "the team scores 100 if e took no tricks, or -100" */
	assert_int_equal(spades_round_score((int[]){ 0, 4 }, (int[]){ 0, 4 }, 0, &bags), 140);
	/* a failed Nil's tricks still count towards the partner's bid and bags */
	assert_int_equal(spades_round_score((int[]){ 0, 4 }, (int[]){ 2, 3 }, 0, &bags), 41 - 100);
	assert_int_equal(bags, 1);
	/* Blind Nil: "200 if e took no tricks, or -200" */
	assert_int_equal(spades_round_score((int[]){ SPADES_BLIND_NIL, 5 }, (int[]){ 0, 5 }, 0, &bags), 250);
	assert_int_equal(spades_round_score((int[]){ SPADES_BLIND_NIL, 5 }, (int[]){ 1, 5 }, 0, &bags),
			51 - 200);
	/* "When a team receives their 10th, 20th, 30th, etc. sandbag, they score -100." */
	assert_int_equal(spades_round_score((int[]){ 2, 2 }, (int[]){ 4, 3 }, 8, &bags), 43 - 100);
	assert_int_equal(bags, 11);
	assert_int_equal(spades_round_score((int[]){ 2, 2 }, (int[]){ 3, 2 }, 19, &bags), 41 - 100);
	assert_int_equal(bags, 20);
	assert_int_equal(spades_round_score((int[]){ 2, 2 }, (int[]){ 3, 2 }, 20, &bags), 41);
	assert_int_equal(bags, 21);
	/* crossing two tens at once: -200 */
	assert_int_equal(spades_round_score((int[]){ 0, 0 }, (int[]){ 13, 0 }, 9, &bags), 13 - 100 + 100 - 200);
	assert_int_equal(bags, 22);
}

static void finish_round(spades_game *g, int s0, int s1)
{
	g->phase = SPADES_PLAYING;
	g->score[0] = s0;
	g->score[1] = s1;
	for (int s = 0; s < 4; s++) {
		g->bid[s] = 2;
		g->tricks[s] = s < 2 ? 2 : 0;   /* each team: bid 4, took 2: -40 */
	}
	spades__end_round(g);
}

/* 5 "if at least one team has a Spadescore of greater than or equal to 500,
 * and the teams aren't tied, or one team has a Spadescore 500 points more
 * than the other team, the team with the greater score wins" */
static void test_winning(void **state)
{
	(void)state;
	spades_game g;
	dealt(&g);
	finish_round(&g, 540, 300);   /* 500, 260 */
	assert_int_equal(g.phase, SPADES_OVER);
	assert_int_equal(g.winner, 0);
	assert_int_equal(g.end, SPADES_END_SCORE);
	dealt(&g);
	finish_round(&g, 540, 540);   /* 500 each: tied, play on */
	assert_int_equal(g.phase, SPADES_DEALING);
	dealt(&g);
	finish_round(&g, 520, 539);   /* 480, 499 */
	assert_int_equal(g.phase, SPADES_DEALING);
	dealt(&g);
	finish_round(&g, -160, 340);  /* -200, 300: a 500-point lead */
	assert_int_equal(g.phase, SPADES_OVER);
	assert_int_equal(g.winner, 1);
	dealt(&g);
	finish_round(&g, -159, 340);  /* 499 apart */
	assert_int_equal(g.phase, SPADES_DEALING);
	/* "If both players on a team post a concession publicly, the other team wins" */
	dealt(&g);
	assert_int_equal(spades_concede(&g, 1), CARDS_OK);
	assert_int_equal(g.phase, SPADES_BIDDING);
	assert_int_equal(spades_concede(&g, 3), CARDS_OK);
	assert_int_equal(g.phase, SPADES_OVER);
	assert_int_equal(g.winner, 0);
	assert_int_equal(g.end, SPADES_END_CONCEDED);
	assert_int_equal(spades_bid(&g, 0, 3), CARDS_E_GAME_OVER);
}

/* 6 "the misplaying player's team scores -100. If players on one team
 * misplay twice in one hand or three times in a game, that team forfeits." */
static void test_misplays(void **state)
{
	(void)state;
	spades_game g;
	playing(&g, "2H 3S", "4H 5C", "6D 7D", "8C 9S", 0);
	assert_int_equal(spades_misplay(&g, 1), CARDS_OK);
	assert_int_equal(g.score[1], -100);
	assert_int_equal(g.phase, SPADES_PLAYING);
	assert_int_equal(spades_misplay(&g, 3), CARDS_OK);   /* twice in one hand */
	assert_int_equal(g.phase, SPADES_OVER);
	assert_int_equal(g.winner, 0);
	assert_int_equal(g.end, SPADES_END_MISPLAYS);
	/* three in a game, one per hand */
	playing(&g, "2H 3S", "4H 5C", "6D 7D", "8C 9S", 0);
	for (int round = 0; round < 3; round++) {
		assert_int_equal(g.phase, SPADES_PLAYING);
		assert_int_equal(spades_misplay(&g, 0), CARDS_OK);
		g.misplays_round[0] = 0;   /* as spades_deal does for a new hand */
	}
	assert_int_equal(g.phase, SPADES_OVER);
	assert_int_equal(g.winner, 1);
	assert_int_equal(g.score[0], -300);
}

/* 7 "If it occurs when a player is deciding whether or not to bid Blind
 * Nil, e is considered to have chosen to look at eir hand. If it occurs
 * during the bidding, a bid of 2 is made. If it occurs during the trick
 * play, the referee chooses a card at random from among the cards the
 * player could legally play" and the forfeits for missed deadlines. */
static void test_timeouts(void **state)
{
	(void)state;
	spades_game g;
	script_rng s = { NULL, 0, 0, 0, 0, 1, 0 };
	cards_rng rng = script_source(&s);
	spades_init(&g);
	g.score[0] = 200;
	assert_int_equal(spades_deal(&g, &rng), CARDS_OK);
	assert_int_equal(spades_timeout(&g, 1, &rng), CARDS_E_TURN);
	assert_int_equal(spades_timeout(&g, 0, &rng), CARDS_OK);
	assert_int_equal(g.bid[0], 2);
	assert_int_equal(spades_timeout(&g, 1, &rng), CARDS_OK);   /* Blind Nil decision */
	assert_true(g.shown[1]);
	assert_int_equal(g.bid[1], SPADES_NO_BID);
	assert_int_equal(g.missed_run[1], 1);
	assert_int_equal(spades_timeout(&g, 1, &rng), CARDS_OK);
	assert_int_equal(g.bid[1], 2);
	assert_int_equal(g.missed_run[1], 2);
	assert_int_equal(spades_bid(&g, 2, 4), CARDS_OK);
	assert_int_equal(spades_show_cards(&g, 3), CARDS_OK);
	assert_int_equal(spades_bid(&g, 3, 4), CARDS_OK);
	assert_int_equal(g.turn, 2);
	assert_int_equal(g.missed_team[1], 2);
	/* a random legal card: seat 2 leads, no spades yet; below answers n-1 */
	cards_card legal[SPADES_HAND];
	int n = spades_legal_plays(&g, 2, legal);
	assert_int_equal(spades_timeout(&g, 2, &rng), CARDS_OK);
	assert_int_equal(g.trick[0], legal[n - 1]);
	assert_int_not_equal(cards_suit_of(g.trick[0]), CARDS_SPADES);
	/* seat 3 plays for emself: eir run starts again */
	assert_int_equal(spades_play(&g, 3, spades_legal_plays(&g, 3, legal) ? legal[0] : 0), CARDS_OK);
	assert_int_equal(g.missed_run[3], 0);
	/* seat 1: a third consecutive miss forfeits */
	assert_int_equal(spades_timeout(&g, 0, &rng), CARDS_OK);
	assert_int_equal(g.phase, SPADES_PLAYING);
	assert_int_equal(spades_timeout(&g, 1, &rng), CARDS_OK);
	assert_int_equal(g.phase, SPADES_OVER);
	assert_int_equal(g.winner, 0);
	assert_int_equal(g.end, SPADES_END_TIMEOUTS);
	/* seven over the match for one team, never three in a row */
	dealt(&g);
	for (int i = 0; i < 6; i++) {
		g.missed_run[0] = g.missed_run[2] = 0;
		g.turn = 0;
		g.phase = SPADES_BIDDING;
		g.bid[0] = SPADES_NO_BID;
		g.nbids = 0;
		assert_int_equal(spades_timeout(&g, 0, &rng), CARDS_OK);
		assert_int_not_equal(g.phase, SPADES_OVER);
	}
	g.turn = 0;
	g.bid[0] = SPADES_NO_BID;
	g.nbids = 0;
	assert_int_equal(spades_timeout(&g, 0, &rng), CARDS_OK);
	assert_int_equal(g.phase, SPADES_OVER);
	assert_int_equal(g.winner, 1);
}

/* 3 "Whenever there is no doubt who will win each of the remaining tricks,
 * the referee may interrupt play ... Those tricks are treated as if they
 * were played as indicated by the referee." */
static void test_claim(void **state)
{
	(void)state;
	spades_game g;
	/* "if one player has the top three spades remaining with three tricks left" */
	playing(&g, "AS KS QS", "2H 3H 4H", "5D 6D 7D", "8C 9C TC", 0);
	g.spades_broken = true;
	g.tricks[1] = 10;
	assert_int_equal(spades_claim(&g, SPADES_CLAIM_BUDGET), CARDS_OK);
	assert_int_equal(g.tricks[0], 3);
	assert_int_equal(g.tricks_done, SPADES_HAND);
	assert_int_equal(g.phase, SPADES_DEALING);   /* the round was scored */
	/* in doubt: the lead decides who wins */
	playing(&g, "AH 2C", "KH 3C", "5D AC", "6D KC", 0);
	spades_game before = g;
	assert_int_equal(spades_claim(&g, SPADES_CLAIM_BUDGET), CARDS_E_NO_CLAIM);
	assert_memory_equal(&g, &before, sizeof g);
	/* the last trick can always be claimed */
	playing(&g, "AH", "KH", "5D", "6D", 2);
	assert_int_equal(spades_claim(&g, SPADES_CLAIM_BUDGET), CARDS_OK);
	assert_int_equal(g.tricks[3], 1);   /* 6D follows 5D; the aces of hearts are off-suit */
	assert_int_equal(g.tricks[0], 0);
	/* a tiny budget refuses rather than guesses */
	dealt(&g);
	for (int s = 0; s < 4; s++)
		spades_bid(&g, s, 3);
	before = g;
	assert_int_equal(spades_claim(&g, 1000), CARDS_E_NO_CLAIM);
	assert_memory_equal(&g, &before, sizeof g);
}

/* The reference for the claim: every legal line, no shortcuts. Returns
 * false as soon as two lines give some trick different winners. */
static bool naive_sure(const spades_game *g, int *ref)
{
	if (g->phase != SPADES_PLAYING)
		return true;
	cards_card legal[SPADES_HAND];
	int n = spades_legal_plays(g, g->turn, legal);
	for (int i = 0; i < n; i++) {
		spades_game next = *g;
		int k = next.tricks_done;
		assert_int_equal(spades_play(&next, next.turn, legal[i]), CARDS_OK);
		if (next.tricks_done > k || next.phase != SPADES_PLAYING) {
			int w = next.last_winner;
			if (ref[k] < 0)
				ref[k] = w;
			else if (ref[k] != w)
				return false;
		}
		if (!naive_sure(&next, ref))
			return false;
	}
	return true;
}

/* 3 the claim, against the reference on random positions with four tricks
 * left, and on a full hand where one player holds every spade. */
static void test_claim_against_reference(void **state)
{
	(void)state;
	script_rng s = { NULL, 0, 0, 0, 0, 2, 4242 };
	cards_rng rng = script_source(&s);
	int claimed = 0;
	for (int iter = 0; iter < 300; iter++) {
		spades_game g;
		spades_init(&g);
		assert_int_equal(spades_deal(&g, &rng), CARDS_OK);
		for (int seat = 0; seat < 4; seat++)
			assert_int_equal(spades_bid(&g, seat, 3), CARDS_OK);
		/* nine tricks, then 0..7 more cards: three or four tricks left,
		 * sometimes in the middle of one */
		int cards = 4 * 9 + (int)rng.below(rng.arg, 8);
		for (int plays = 0; plays < cards; plays++) {
			cards_card legal[SPADES_HAND];
			int n = spades_legal_plays(&g, g.turn, legal);
			assert_int_equal(spades_play(&g, g.turn, legal[rng.below(rng.arg, (uint64_t)n)]), CARDS_OK);
		}
		int ref[SPADES_HAND];
		for (int k = 0; k < SPADES_HAND; k++)
			ref[k] = -1;
		bool sure = naive_sure(&g, ref);
		spades_game c = g;
		cards_err e = spades_claim(&c, SPADES_CLAIM_BUDGET);
		assert_int_equal(e, sure ? CARDS_OK : CARDS_E_NO_CLAIM);
		if (sure) {
			claimed++;
			int won[SPADES_SEATS] = { 0 };
			for (int k = g.tricks_done; k < SPADES_HAND; k++)
				won[ref[k]]++;
			for (int seat = 0; seat < 4; seat++)
				assert_int_equal(c.tricks[seat], g.tricks[seat] + won[seat]);
		}
	}
	assert_true(claimed > 10);   /* the test saw both answers */
	spades_game g;
	dealt(&g);
	g.hand[0] = spades__suit_mask(CARDS_SPADES);
	g.hand[1] = spades__suit_mask(CARDS_HEARTS);
	g.hand[2] = spades__suit_mask(CARDS_DIAMONDS);
	g.hand[3] = spades__suit_mask(CARDS_CLUBS);
	for (int seat = 0; seat < 4; seat++)
		assert_int_equal(spades_bid(&g, seat, 3), CARDS_OK);
	assert_int_equal(spades_claim(&g, SPADES_CLAIM_BUDGET), CARDS_OK);
	assert_int_equal(g.tricks[0], 13);
	assert_int_equal(g.score[0], 60 + 7);   /* bid 6, took 13: 60 and 7 overtricks */
}

/* A full scripted round: each player holds one suit. Seat 0 (all spades,
 * may lead them, bids 13), the others bid Nil. 3 trick play; 4 scoring. */
static void test_full_round(void **state)
{
	(void)state;
	spades_game g;
	dealt(&g);
	g.hand[0] = spades__suit_mask(CARDS_SPADES);
	g.hand[1] = spades__suit_mask(CARDS_HEARTS);
	g.hand[2] = spades__suit_mask(CARDS_DIAMONDS);
	g.hand[3] = spades__suit_mask(CARDS_CLUBS);
	assert_int_equal(spades_bid(&g, 0, 13), CARDS_OK);
	assert_int_equal(spades_bid(&g, 1, 0), CARDS_OK);
	assert_int_equal(spades_bid(&g, 2, 0), CARDS_OK);
	assert_int_equal(spades_bid(&g, 3, 0), CARDS_OK);
	for (int t = 0; t < 13; t++) {
		assert_int_equal(g.turn, 0);
		for (int k = 0; k < 4; k++) {
			cards_card legal[SPADES_HAND];
			int n = spades_legal_plays(&g, k, legal);
			assert_int_equal(n, 13 - t);   /* seat 0 all spades; the others void in spades */
			assert_int_equal(spades_play(&g, k, legal[n - 1]), CARDS_OK);
		}
	}
	/* team 1: bid 13 (>= 10: x20) made = 260, seat 2's Nil made +100;
	 * team 2: two Nils made, +200, bid 0 and no tricks */
	assert_int_equal(g.score[0], 360);
	assert_int_equal(g.score[1], 200);
	assert_int_equal(g.phase, SPADES_DEALING);
	assert_int_equal(g.first_bidder, 1);
}

/* Whole games with random legal play: the invariants of 1250.15 hold every
 * trick (13 tricks a round, the leader is the last winner) and the game ends
 * as 5 says. */
static void test_random_games(void **state)
{
	(void)state;
	script_rng s = { NULL, 0, 0, 0, 0, 2, 777 };
	cards_rng rng = script_source(&s);
	for (int game = 0; game < 20; game++) {
		spades_game g;
		spades_init(&g);
		int rounds = 0;
		while (g.phase != SPADES_OVER && rounds < 200) {
			int before[2] = { g.score[0], g.score[1] }, bags[2] = { g.bags[0], g.bags[1] };
			assert_int_equal(spades_deal(&g, &rng), CARDS_OK);
			rounds++;
			while (g.phase == SPADES_BIDDING || g.phase == SPADES_EXCHANGE) {
				int seat = g.turn;
				if (g.phase == SPADES_EXCHANGE) {
					cards_card c = (cards_card)(__builtin_ctzll(g.hand[seat]) + 1);
					assert_int_equal(spades_pass_card(&g, seat, c), CARDS_OK);
				} else if (!g.shown[seat] && rng.below(rng.arg, 2)) {
					assert_int_equal(spades_bid(&g, seat, SPADES_BLIND_NIL), CARDS_OK);
				} else {
					if (!g.shown[seat])
						assert_int_equal(spades_show_cards(&g, seat), CARDS_OK);
					int b = (int)rng.below(rng.arg, 7);
					assert_int_equal(spades_bid(&g, seat, b == 1 ? 0 : b), CARDS_OK);
				}
			}
			int bids[4];
			memcpy(bids, g.bid, sizeof bids);
			while (g.phase == SPADES_PLAYING) {
				cards_card legal[SPADES_HAND];
				int n = spades_legal_plays(&g, g.turn, legal);
				assert_true(n > 0);
				if (g.tricks_done >= 10 && rng.below(rng.arg, 2)) {
					(void)spades_claim(&g, SPADES_CLAIM_BUDGET);
					continue;
				}
				assert_int_equal(spades_play(&g, g.turn, legal[rng.below(rng.arg, (uint64_t)n)]),
						CARDS_OK);
			}
			assert_int_equal(g.tricks[0] + g.tricks[1] + g.tricks[2] + g.tricks[3], 13);
			for (int t = 0; t < 2; t++) {
				int nb = 0;
				int d = spades_round_score((int[]){ bids[t], bids[t + 2] },
						(int[]){ g.tricks[t], g.tricks[t + 2] }, bags[t], &nb);
				assert_int_equal(g.score[t], before[t] + d);
				assert_int_equal(g.bags[t], nb);
			}
		}
		assert_int_equal(g.phase, SPADES_OVER);
		int a = g.score[0], b = g.score[1];
		assert_true(((a >= 500 || b >= 500) && a != b) || a - b >= 500 || b - a >= 500);
		assert_int_equal(g.winner, a > b ? 0 : 1);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_seating),
		cmocka_unit_test(test_deal),
		cmocka_unit_test(test_bidding),
		cmocka_unit_test(test_blind_nil),
		cmocka_unit_test(test_follow_suit),
		cmocka_unit_test(test_spades_broken),
		cmocka_unit_test(test_trick_winner),
		cmocka_unit_test(test_scoring),
		cmocka_unit_test(test_winning),
		cmocka_unit_test(test_misplays),
		cmocka_unit_test(test_timeouts),
		cmocka_unit_test(test_claim),
		cmocka_unit_test(test_claim_against_reference),
		cmocka_unit_test(test_full_round),
		cmocka_unit_test(test_random_games),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
