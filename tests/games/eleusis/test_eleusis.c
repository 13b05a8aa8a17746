/* test_eleusis.c: the pure core of Eleusis (Ackanomic R1250.23/10,
 * src/games/eleusis/eleusis.c) without the engine: each clause the core
 * implements, then a random-game driver over many seeds that plays random
 * legal and illegal moves and checks the invariants (every card is in one
 * place, hands within bounds, the Deus never plays, one prophet at most,
 * every round ends and the game closes after N rounds). */
#include "games/eleusis/eleusis.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

static uint64_t xs;

static uint64_t rnd(void *arg, uint64_t bound)
{
	(void)arg;
	xs ^= xs << 13;
	xs ^= xs >> 7;
	xs ^= xs << 17;
	return xs % bound;
}

static const uint8_t salt[EL_SALT] = {1};
static const uint8_t hash[EL_HASH] = {2};

/* A game of n players in round 1, dealt, with bob (seat 1) to play. */
static void dealt(el_state *s, int n, uint64_t seed)
{
	xs = seed;
	el_init(s, n, NULL, 0);
	assert_int_equal(el_seal(s, 0, "a rule", salt, hash), EL_OK);
	assert_int_equal(el_set_deck(s, 0, EL_DECK_ELEUSIS, 1, "ranks as printed"), EL_OK);
	assert_int_equal(s->phase, EL_DEALING);
	el_deal(s, rnd, NULL, 0);
}

static int total_cards(const el_state *s)
{
	int t = s->npile + s->nline + s->ndiscard;
	for (int i = 0; i < s->nseats; i++)
		t += s->nhand[i];
	return t;
}

static void test_decks(void **state)
{
	(void)state;
	int16_t c[124];
	/* 1 a), R1250.6: 120 Normal Cards and 4 Wild; two Standard Decks. */
	assert_int_equal(el_deck_cards(EL_DECK_ELEUSIS, 1, c), 124);
	assert_int_equal(c[123], 120);
	assert_int_equal(el_deck_cards(EL_DECK_ELEUSIS, 0, c), 120);
	assert_int_equal(el_deck_cards(EL_DECK_STANDARD2, 1, c), 108);
	assert_int_equal(el_deck_cards(EL_DECK_STANDARD2, 0, c), 104);
}

static void test_setup_and_deal(void **state)
{
	(void)state;
	el_state s;
	el_init(&s, 4, NULL, 0);
	/* 4 b): player 1 is the first Deus; 5 a), b) by em alone. */
	assert_int_equal(s.phase, EL_SETUP);
	assert_int_equal(el_seal(&s, 1, "x", salt, hash), EL_E_NOT_DEUS);
	assert_int_equal(el_set_deck(&s, 2, 0, 1, ""), EL_E_NOT_DEUS);
	assert_int_equal(el_seal(&s, 0, "x", salt, hash), EL_OK);
	assert_int_equal(el_seal(&s, 0, "y", salt, hash), EL_E_SEALED);
	assert_int_equal(s.phase, EL_SETUP);
	assert_int_equal(el_set_deck(&s, 0, EL_DECK_STANDARD2, 0, ""), EL_OK);
	assert_int_equal(el_set_deck(&s, 0, EL_DECK_STANDARD2, 0, ""), EL_E_PHASE);
	xs = 7;
	el_deal(&s, rnd, NULL, 0);
	/* 5 c): 14 to each Scientist, none to the Deus; 5 d) a starter. */
	assert_int_equal(s.nhand[0], 0);
	for (int i = 1; i < 4; i++)
		assert_int_equal(s.nhand[i], 14);
	assert_int_equal(s.nline, 1);
	assert_int_equal(s.line[0].ok, 1);
	assert_int_equal(total_cards(&s), 3 * 104);
	/* 5 e): the player after the Deus. */
	assert_int_equal(s.phase, EL_TURN);
	assert_int_equal(s.turn, 1);
}

static void test_play_errors(void **state)
{
	(void)state;
	el_state s;
	dealt(&s, 4, 1);
	int16_t c[5] = {s.hand[1][0], s.hand[1][1], s.hand[1][2], s.hand[1][3], s.hand[1][4]};
	assert_int_equal(el_play(&s, 0, c, 1, 0, 0), EL_E_DEUS_PLAYS);
	assert_int_equal(el_play(&s, 2, s.hand[2], 1, 0, 0), EL_E_NOT_TURN);
	assert_int_equal(el_play(&s, 1, c, 5, 0, 0), EL_E_COUNT);
	int16_t absent = s.hand[2][0];
	int held = 0;
	for (int i = 0; i < s.nhand[1]; i++)
		held |= s.hand[1][i] == absent;
	if (!held)
		assert_int_equal(el_play(&s, 1, &absent, 1, 0, 0), EL_E_NOT_HELD);
	/* The same card twice needs two of it. */
	int16_t twice[2] = {c[0], c[0]};
	int two = 0;
	for (int i = 0; i < s.nhand[1]; i++)
		two += s.hand[1][i] == c[0];
	if (two < 2)
		assert_int_equal(el_play(&s, 1, twice, 2, 0, 0), EL_E_NOT_HELD);
	assert_int_equal(el_judge(&s, 1, -1, 0), EL_E_PHASE);
	assert_int_equal(el_play(&s, 1, c, 4, 0, 0), EL_OK);
	assert_int_equal(s.phase, EL_DEUS);
	assert_int_equal(el_approve(&s, EL_APPROVE, 0), EL_E_PHASE); /* no prophet */
}

static void test_penalties(void **state)
{
	(void)state;
	el_state s;
	dealt(&s, 4, 2);
	/* 5 i) 4), j): 2 cards a card of an incorrect play. */
	assert_int_equal(el_play(&s, 1, s.hand[1], 3, 0, 0), EL_OK);
	assert_int_equal(el_judge(&s, 0, -1, 0), EL_OK);
	assert_int_equal(s.nhand[1], 14 - 3 + 6);
	assert_int_equal(s.line[1].ok, 0);
	assert_int_equal(s.turn, 2);
	/* A correct play goes on the main line. */
	assert_int_equal(el_play(&s, 2, s.hand[2], 2, 0, 0), EL_OK);
	assert_int_equal(el_judge(&s, 1, -1, 0), EL_OK);
	assert_int_equal(s.nhand[2], 12);
	assert_int_equal(s.line[4].ok, 1);
	/* 5 j): a wrong No Play: the Deus plays a correct card, then 5. */
	assert_int_equal(el_play(&s, 3, NULL, 0, 0, 0), EL_OK);
	assert_int_equal(el_judge(&s, 0, -1, 0), EL_E_CARD_NEEDED);
	assert_int_equal(el_judge(&s, 0, s.hand[3][5], 0), EL_OK);
	assert_int_equal(s.nhand[3], 14 - 1 + 5);
	assert_int_equal(s.line[s.nline - 1].via, 1);
	/* 5 i) 5): a correct No Play: four fewer. */
	assert_int_equal(s.turn, 1);
	assert_int_equal(el_play(&s, 1, NULL, 0, 0, 0), EL_OK);
	assert_int_equal(el_judge(&s, 1, s.hand[1][0], 0), EL_E_CARD_NOT_WANTED);
	assert_int_equal(el_judge(&s, 1, -1, 0), EL_OK);
	assert_int_equal(s.nhand[1], 17 - 4);
	assert_int_equal(s.ndiscard, 17);
	assert_int_equal(total_cards(&s), 3 * 124);
}

static void test_prophet(void **state)
{
	(void)state;
	el_state s;
	dealt(&s, 5, 3);
	/* 5 h): declared with a play; in office once the Deus has judged it. */
	assert_int_equal(el_play(&s, 1, s.hand[1], 1, 1, 0), EL_OK);
	assert_int_equal(s.prophet, -1);
	assert_int_equal(el_judge(&s, 0, -1, 0), EL_OK);
	assert_int_equal(s.prophet, 1);
	assert_int_equal(s.nhand[1], 15); /* penalised all the same */
	assert_int_equal(s.turn, 2);
	/* 5 h): one prophet at a time. */
	assert_int_equal(el_play(&s, 2, s.hand[2], 1, 1, 0), EL_E_PROPHET_NOW);
	/* 5 i) 1), 2), 4): called incorrect and approved: penalty. */
	assert_int_equal(el_play(&s, 2, s.hand[2], 2, 0, 0), EL_OK);
	assert_int_equal(s.phase, EL_PROPHET);
	assert_int_equal(el_call(&s, 3, 1, -1, 0), EL_E_NOT_PROPHET);
	assert_int_equal(el_judge(&s, 1, -1, 0), EL_E_PHASE);
	assert_int_equal(el_call(&s, 1, 0, -1, 0), EL_OK);
	assert_int_equal(el_judge(&s, 1, -1, 0), EL_E_PHASE);
	assert_int_equal(el_approve(&s, EL_WRONGCARD, 0), EL_E_WRONGCARD);
	assert_int_equal(el_approve(&s, EL_APPROVE, 0), EL_OK);
	assert_int_equal(s.nhand[2], 14 - 2 + 4);
	assert_int_equal(s.prophet_wrong, 2);
	/* 5 o): the prophet is skipped. */
	assert_int_equal(s.turn, 3);
	assert_int_equal(el_play(&s, 3, s.hand[3], 1, 0, 0), EL_OK);
	assert_int_equal(el_default_call(&s, 0), EL_OK); /* 5 i) 1): correct */
	assert_int_equal(s.pend_call, 1);
	assert_int_equal(el_approve(&s, EL_APPROVE, 0), EL_OK);
	assert_int_equal(s.prophet_right, 1);
	assert_int_equal(s.turn, 4);
	/* 5 i) 4): a wrong No Play called with a card that is not correct. */
	assert_int_equal(el_play(&s, 4, NULL, 0, 0, 0), EL_OK);
	assert_int_equal(el_call(&s, 1, 0, -1, 0), EL_E_CARD_NEEDED);
	assert_int_equal(el_call(&s, 1, 0, s.hand[4][0], 0), EL_OK);
	assert_int_equal(el_approve(&s, EL_WRONGCARD, 0), EL_OK);
	assert_int_equal(s.nhand[4], 14);
	assert_int_equal(s.prophet, -1);
	assert_int_equal(s.nhand[1], 15 + 5); /* 5 i) 3) */
	/* 5 h): not twice in a round. */
	assert_int_equal(s.turn, 1);
	assert_int_equal(el_play(&s, 1, s.hand[1], 1, 1, 0), EL_E_PROPHET_AGAIN);
	assert_int_equal(total_cards(&s), 3 * 124);
}

static void test_disapprove(void **state)
{
	(void)state;
	el_state s;
	dealt(&s, 4, 4);
	assert_int_equal(el_play(&s, 1, s.hand[1], 1, 1, 0), EL_OK);
	assert_int_equal(el_judge(&s, 1, -1, 0), EL_OK);
	assert_int_equal(s.prophet, 1);
	/* 5 i) 3): the Deus does not approve a "correct" call: the play was
	 * incorrect, the Scientist is not penalised, the prophet takes 5. */
	assert_int_equal(el_play(&s, 2, s.hand[2], 2, 0, 0), EL_OK);
	assert_int_equal(el_call(&s, 1, 1, -1, 0), EL_OK);
	assert_int_equal(el_approve(&s, EL_DISAPPROVE, 0), EL_OK);
	assert_int_equal(s.nhand[2], 12);
	assert_int_equal(s.line[s.nline - 1].ok, 0);
	assert_int_equal(s.nhand[1], 13 + 5);
	assert_int_equal(s.prophet, -1);
	/* 5 h): with two Scientists left (4 players, Deus, one prophet
	 * declared... here 3 Scientists: allowed; with 2 not). */
	el_state t;
	dealt(&t, 4, 5);
	t.expelled[3] = 1;
	assert_int_equal(el_play(&t, 1, t.hand[1], 1, 1, 0), EL_E_PROPHET_FEW);
}

static void test_marks_and_sudden_death(void **state)
{
	(void)state;
	el_state s;
	dealt(&s, 4, 6);
	/* 5 k): every 10th card without a prophet is '*'; 40 is sudden death. */
	while (s.free_cards < 40) {
		int t = s.turn;
		assert_int_equal(el_play(&s, t, s.hand[t], 1, 0, 0), EL_OK);
		assert_int_equal(el_judge(&s, 0, -1, 0), EL_OK);
		assert_int_equal(s.expelled[t], 0);
	}
	assert_int_equal(s.sudden, 1);
	int stars = 0;
	for (int i = 0; i < s.nline; i++)
		stars += !!(s.line[i].mark & EL_MARK_STAR);
	assert_int_equal(stars, 4);
	/* 5 i) 4): in sudden death, an incorrect play expels its player. */
	int t = s.turn;
	assert_int_equal(el_play(&s, t, s.hand[t], 1, 0, 0), EL_OK);
	assert_int_equal(el_judge(&s, 0, -1, 0), EL_OK);
	assert_int_equal(s.expelled[t], 1);
	assert_int_not_equal(s.turn, t);
	/* 5 m): when no Scientists are left, the round is over. */
	while (s.phase == EL_TURN || s.phase == EL_DEUS) {
		int u = s.turn;
		if (s.last.round_over)
			break;
		assert_int_equal(el_play(&s, u, s.hand[u], 1, 0, 0), EL_OK);
		assert_int_equal(el_judge(&s, 0, -1, 0), EL_OK);
	}
	assert_int_equal(s.last.round_over, 1);
	assert_int_equal(el_scientists(&s), 0);
}

static void test_scoring(void **state)
{
	(void)state;
	el_state s;
	dealt(&s, 5, 8);
	/* 6: hands of 3, 0, 7, 5 (the Deus has none); seat 3 True Prophet
	 * with 2 correct and 1 incorrect plays, 4 cards since e began. */
	s.nhand[1] = 3;
	s.nhand[2] = 0;
	s.nhand[3] = 7;
	s.nhand[4] = 5;
	s.prophet = 3;
	s.prophet_right = 2;
	s.prophet_wrong = 1;
	s.prophet_cards = 4;
	el_end_round(&s, 100);
	const el_round *r = &s.rounds[0];
	assert_int_equal(r->score[1], 7 - 3);
	assert_int_equal(r->score[2], 7 + 4);         /* 6 d) */
	assert_int_equal(r->score[3], 0 + 2 + 2);     /* 6 e) */
	assert_int_equal(r->score[4], 2);
	assert_int_equal(r->score[0], 8);             /* 6 f): min(11, 2*4) */
	assert_int_equal(r->true_prophet, 3);
	assert_int_equal(r->revealed, 1);
	assert_int_equal(s.round, 1);                 /* 4 f) */
	assert_int_equal(s.rounds[1].deus, 1);
	assert_int_equal(s.phase, EL_SETUP);
	/* No True Prophet: the Deus scores the top score (docs/RULINGS.md). */
	el_state t;
	dealt(&t, 4, 9);
	t.nhand[1] = 2;
	t.nhand[2] = 9;
	t.nhand[3] = 9;
	el_end_round(&t, 0);
	assert_int_equal(t.rounds[0].score[0], 7);
}

static void test_ladder(void **state)
{
	(void)state;
	el_state s;
	el_init(&s, 5, NULL, 0);
	/* 7: the rule's example: 20, 14, 8, 8, 4 -> 8, 6, 4, 4, 0. */
	int gp[5] = {20, 14, 8, 8, 4}, want[5] = {8, 6, 4, 4, 0}, pts[5], win[5];
	memcpy(s.gp, gp, sizeof gp);
	assert_int_equal(el_ladder(&s, pts, win), 1);
	assert_int_equal(win[0], 0);
	for (int i = 0; i < 5; i++)
		assert_int_equal(pts[i], want[i]);
	s.gp[1] = 20;
	assert_int_equal(el_ladder(&s, pts, win), 2);
}

static void test_votes(void **state)
{
	(void)state;
	el_state s;
	dealt(&s, 4, 10);
	assert_int_equal(el_claim(&s, 1, 0, 0, 100, 50), EL_E_ROUND);
	el_end_round(&s, 1000);
	/* 4 e): within the window only. */
	assert_int_equal(el_claim(&s, 1, 0, 2000, 100, 50), EL_E_WINDOW);
	assert_int_equal(el_claim(&s, 1, 0, 1050, 100, 50), EL_OK);
	assert_int_equal(el_vote(&s, 1, 0, 1), EL_E_VOTED);
	assert_int_equal(el_vote_result(&s, 0, 1060), -1);
	assert_int_equal(el_vote(&s, 2, 0, 1), EL_OK);
	/* 11 a): silence is No; 2 of 4 is no majority. */
	assert_int_equal(el_vote_result(&s, 0, 1100), 0);
	assert_int_equal(el_vote(&s, 3, 0, 1), EL_OK);
	assert_int_equal(el_vote_result(&s, 0, 1060), -1);
	assert_int_equal(el_vote(&s, 0, 0, 0), EL_OK);
	assert_int_equal(el_vote_result(&s, 0, 1060), 1); /* all in: ends early */
	assert_int_equal(el_close_vote(&s, 0, 20), 1);
	assert_int_equal(s.gp[0], s.rounds[0].score[0] - 20);
	/* 11 d): once a round. */
	assert_int_equal(el_claim(&s, 2, 0, 1070, 100, 50), EL_E_PENALISED);
}

static void test_absent_deus(void **state)
{
	(void)state;
	el_state s;
	el_init(&s, 4, NULL, 0);
	/* 8: a Deus who has left: the round ends (skipped before it began). */
	s.left[1] = 1;
	el_end_round(&s, 5);
	assert_int_equal(s.round, 2);
	assert_int_equal(s.rounds[1].skipped, 1);
	assert_int_equal(el_depart(&s, 2), 1);
}

/* ---- the random-game driver ---- */

static void check(const el_state *s, int full)
{
	if (s->phase == EL_TURN || s->phase == EL_PROPHET || s->phase == EL_DEUS) {
		int deus = s->rounds[s->round].deus;
		assert_int_equal(total_cards(s), full);
		assert_int_not_equal(s->turn, deus);
		assert_int_not_equal(s->prophet, deus);
		assert_int_equal(s->nhand[deus], 0);
		for (int i = 0; i < s->nseats; i++)
			assert_true(s->nhand[i] >= 0 && s->nhand[i] <= EL_MAX_HAND);
		if (s->phase == EL_TURN) {
			assert_false(s->expelled[s->turn]);
			assert_int_not_equal(s->turn, s->prophet);
		}
		assert_true(s->sudden || (s->free_cards < 41 && s->prophet_cards < 31));
	}
}

static void test_random_games(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= 300; seed++) {
		el_state s;
		xs = seed * 0x9e3779b97f4a7c15ull;
		int n = 4 + (int)rnd(NULL, 5);
		el_init(&s, n, NULL, 0);
		int full = 0, steps = 0;
		while (s.phase != EL_CLOSING && steps < 20000) {
			steps++;
			int deus = s.rounds[s.round].deus;
			int r = (int)rnd(NULL, 100);
			if (s.phase == EL_SETUP) {
				if (r < 3) { /* 8: the Deus leaves */
					if (el_depart(&s, deus))
						el_end_round(&s, steps);
					continue;
				}
				el_seal(&s, deus, "rule", salt, hash);
				el_set_deck(&s, deus, (int)rnd(NULL, 2), (int)rnd(NULL, 2), "");
				assert_int_equal(s.phase, EL_DEALING);
				el_deal(&s, rnd, NULL, steps);
				full = 3 * s.pile_deck;
			} else if (s.phase == EL_TURN) {
				int t = s.turn;
				/* Random moves, some illegal, by random seats. */
				int who = r < 10 ? (int)rnd(NULL, (uint64_t)n) : t;
				int k = (int)rnd(NULL, 5);
				if (k > s.nhand[who])
					k = s.nhand[who];
				int16_t c[4];
				for (int i = 0; i < k && i < 4; i++)
					c[i] = s.hand[who][rnd(NULL, (uint64_t)s.nhand[who])];
				int e = r < 5 ? el_default_play(&s, rnd, NULL, steps) :
					el_play(&s, who, c, k > 4 ? 4 : k, r % 7 == 0, steps);
				if (e == EL_OK)
					assert_true(s.phase == EL_PROPHET || s.phase == EL_DEUS);
			} else if (s.phase == EL_PROPHET) {
				int card = -1;
				int correct = r < 60;
				if (!correct && s.pend_n == 0 && s.nhand[s.pend_by])
					card = s.hand[s.pend_by][rnd(NULL, (uint64_t)s.nhand[s.pend_by])];
				if (r < 10)
					assert_int_equal(el_default_call(&s, steps), EL_OK);
				else if (el_call(&s, s.prophet, correct, card, steps) != EL_OK)
					el_call(&s, s.prophet, 1, -1, steps);
			} else if (s.phase == EL_DEUS) {
				if (s.pend_called) {
					int v = (int)rnd(NULL, 3);
					if (el_approve(&s, v, steps) != EL_OK)
						assert_int_equal(el_approve(&s, EL_APPROVE, steps), EL_OK);
				} else {
					int card = -1, correct = r < 50;
					if (!correct && s.pend_n == 0)
						card = s.nhand[s.pend_by] ?
						       s.hand[s.pend_by][rnd(NULL,
							       (uint64_t)s.nhand[s.pend_by])] : -1;
					if (card < 0 && s.pend_n == 0)
						correct = 1;
					assert_int_equal(el_judge(&s, correct, card, steps), EL_OK);
				}
				check(&s, full);
				if (s.last.round_over)
					el_end_round(&s, steps);
			}
			check(&s, full);
		}
		assert_int_equal(s.phase, EL_CLOSING);
		for (int i = 0; i < n; i++)
			assert_true(s.rounds[i].revealed);
		int pts[EL_MAX_SEATS], win[EL_MAX_SEATS];
		assert_true(el_ladder(&s, pts, win) >= 1);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_decks),
		cmocka_unit_test(test_setup_and_deal),
		cmocka_unit_test(test_play_errors),
		cmocka_unit_test(test_penalties),
		cmocka_unit_test(test_prophet),
		cmocka_unit_test(test_disapprove),
		cmocka_unit_test(test_marks_and_sudden_death),
		cmocka_unit_test(test_scoring),
		cmocka_unit_test(test_ladder),
		cmocka_unit_test(test_votes),
		cmocka_unit_test(test_absent_deus),
		cmocka_unit_test(test_random_games),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
