/* test_lantern.c: the pure core of Ye Olde Rusty Lantern (Ackanomic
 * R1250.18/12), without the engine: the clauses one by one (the deal, turns,
 * plays and verdicts, passes and sleep, interruptions in the rule's order,
 * leaving, suspension, the win), and a random-game driver over many seeds
 * that checks the card invariants after every step (every card in exactly
 * one place, hands only with seated Bards, the turn with a seated Bard). */
#include "games/lantern/lantern.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

static uint64_t rs = 1;
static uint64_t rnd(void)
{
	rs ^= rs << 13;
	rs ^= rs >> 7;
	rs ^= rs << 17;
	return rs;
}
static uint64_t below(void *arg, uint64_t n)
{
	(void)arg;
	return rnd() % n;
}

static void setup(yl_state *s, int bards, int cards)
{
	yl_rules r = yl_default_rules();
	yl_init(s, 4, &r);
	for (int i = 0; i < cards; i++) {
		char t[16];
		snprintf(t, sizeof t, "element %d", i);
		assert_int_equal(yl_add_card(s, t), i);
	}
	for (int i = 0; i < bards; i++)
		assert_int_equal(yl_sit(s, i, -1), YL_OK);
}

static int first_held(const yl_state *s, int seat)
{
	for (int i = 0; i < s->ncards; i++)
		if (yl_holds(s, seat, i))
			return i;
	return -1;
}

static void test_deal_and_turns(void **st)
{
	(void)st;
	yl_state s;
	setup(&s, 3, 20);
	/* "Each Bard receives seven cards upon joining": 21 > 20. */
	assert_int_equal(yl_begin(&s, 0, 100), YL_E_NOCARDS);
	yl_add_card(&s, "one more");
	assert_int_equal(yl_begin(&s, 1, 100), YL_OK);
	assert_int_equal(yl_deal(&s, below, NULL, NULL, 0, 100), 0);
	for (int i = 0; i < 3; i++)
		assert_int_equal(yl_hand_size(&s, i), 7);
	assert_int_equal(yl_deck_size(&s), 0);
	assert_int_equal(s.turn, 1);
	/* Not eir turn; a card not held; no card named while holding some. */
	assert_int_equal(yl_attempt(&s, 0, first_held(&s, 0), 10, 101), YL_E_TURN);
	assert_int_equal(yl_attempt(&s, 1, first_held(&s, 0), 10, 101), YL_E_CARD);
	assert_int_equal(yl_attempt(&s, 1, -1, 10, 101), YL_E_NEEDCARD);
	int k = first_held(&s, 1);
	assert_int_equal(yl_attempt(&s, 1, k, 10, 101), YL_OK);
	assert_int_equal(yl_pass(&s, 1, -1, 0, 102), YL_E_PENDING);
	/* Verified as a Loose End: on the table; the turn stays. */
	assert_int_equal(yl_verify(&s, 1, NULL, 0, 103), YL_OK);
	assert_int_equal(s.card[k].where, YL_TABLE);
	assert_int_equal(s.turn, 1);
	/* Denied: burned, two cards owed, the turn goes clockwise. */
	int k2 = first_held(&s, 1);
	assert_int_equal(yl_attempt(&s, 1, k2, 10, 104), YL_OK);
	assert_int_equal(yl_deny(&s, 105), YL_OK);
	assert_int_equal(s.card[k2].where, YL_BURNED);
	assert_int_equal(s.owed[1], 2);
	assert_int_equal(s.turn, 2);
	/* The deck is empty: the tale is suspended until cards come. */
	assert_true(yl_suspended(&s));
	assert_int_equal(yl_pass(&s, 2, -1, 0, 106), YL_E_SUSPENDED);
	yl_add_card(&s, "a");
	yl_add_card(&s, "b");
	assert_int_equal(yl_deal(&s, below, NULL, NULL, 0, 107), 0);
	assert_false(yl_suspended(&s));
	/* A pass with a discard: the card burned, one card owed. */
	int d = first_held(&s, 2);
	assert_int_equal(yl_pass(&s, 2, d, 0, 108), YL_OK);
	assert_int_equal(s.card[d].where, YL_BURNED);
	assert_int_equal(s.owed[2], 1);
	assert_int_equal(s.turn, 0);
	/* Asleep passes count; three in a row allow Under The Table. */
	yl_add_card(&s, "c");
	yl_add_card(&s, "d");
	yl_deal(&s, below, NULL, NULL, 0, 109);
	assert_int_equal(yl_pass(&s, 0, -1, 1, 110), YL_OK);
	assert_int_equal(s.asleep[0], 1);
}

static void test_interruptions(void **st)
{
	(void)st;
	yl_state s;
	setup(&s, 2, 30);
	yl_begin(&s, 0, 0);
	yl_deal(&s, below, NULL, NULL, 0, 0);
	int k = first_held(&s, 0);
	yl_attempt(&s, 0, k, 5, 10);
	int denied, no = 0;
	/* One's own play cannot be interrupted. */
	assert_int_equal(yl_interrupt(&s, 0, 1, first_held(&s, 0), 11, &denied, &no), YL_E_OWN);
	/* A card not held: denied at once, one penalty card. */
	assert_int_equal(yl_interrupt(&s, 1, 1, k, 11, &denied, &no), YL_OK);
	assert_int_equal(denied, 1);
	assert_int_equal(s.owed[1], 1);
	int c1 = first_held(&s, 1);
	assert_int_equal(yl_interrupt(&s, 1, 1, c1, 12, &denied, &no), YL_OK);
	assert_int_equal(denied, 0);
	assert_int_equal(no, 1);
	int out;
	/* The play first. */
	assert_int_equal(yl_int_reply(&s, 1, 1, 13, &out), YL_E_ORDER);
	yl_verify(&s, 0, NULL, 0, 14);
	assert_int_equal(yl_int_reply(&s, 1, 1, 15, &out), YL_OK);
	assert_int_equal(out, 1);
	assert_int_equal(s.turn, 1);
	assert_int_equal(s.owed[0], 1); /* the interrupted Bard receives a card */
	/* A second interruption with a different card: too late. */
	int c2 = first_held(&s, 1);
	yl_deal(&s, below, NULL, NULL, 0, 16);
	s.turn = 0; /* let bob interrupt again out of turn (allowed any time) */
	assert_int_equal(yl_interrupt(&s, 1, 1, c2, 16, &denied, &no), YL_OK);
	int owed = s.owed[1];
	assert_int_equal(yl_int_reply(&s, 2, 1, 17, &out), YL_OK);
	assert_int_equal(out, 3);
	assert_int_equal(s.owed[1], owed + 1);
	/* Not mentioned: burned, two cards. */
	int c3 = first_held(&s, 1);
	assert_int_equal(yl_interrupt(&s, 1, 1, c3, 18, &denied, &no), YL_OK);
	assert_int_equal(yl_int_reply(&s, 3, 0, 19, &out), YL_OK);
	assert_int_equal(out, 2);
	assert_int_equal(s.card[c3].where, YL_BURNED);
	/* Late by time: more than three days after the play. */
	int c4 = first_held(&s, 1);
	assert_int_equal(yl_interrupt(&s, 1, 1, c4, 10 + 3 * 86400 + 1, &denied, &no), YL_OK);
	assert_int_equal(yl_int_reply(&s, 4, 1, 10 + 3 * 86400 + 2, &out), YL_OK);
	assert_int_equal(out, 3);
}

static void test_win_and_leave(void **st)
{
	(void)st;
	yl_state s;
	yl_rules r = yl_default_rules();
	r.hand = 1;
	yl_init(&s, 3, &r);
	yl_add_card(&s, "x");
	yl_add_card(&s, "y");
	yl_sit(&s, 0, -1);
	yl_sit(&s, 1, -1);
	assert_int_equal(yl_sit(&s, 2, -1), YL_OK);
	assert_int_equal(yl_sit(&s, 3, -1), YL_E_BENCHES); /* "as many players as benches" */
	assert_int_equal(yl_leave(&s, 2, 0), YL_OK);
	yl_begin(&s, 0, 0);
	yl_deal(&s, below, NULL, NULL, 0, 0);
	int k = first_held(&s, 0);
	yl_attempt(&s, 0, k, 3, 1);
	yl_verify(&s, 1, NULL, 0, 2); /* a Loose End: no win yet */
	assert_int_equal(yl_check_win(&s), -1);
	/* No card, no ties: cannot be verified. */
	yl_attempt(&s, 0, -1, 3, 3);
	int tie = k;
	assert_int_equal(yl_verify(&s, 0, NULL, 0, 4), YL_E_NOTIES);
	assert_int_equal(yl_verify(&s, 0, &tie, 1, 4), YL_OK);
	assert_int_equal(s.ale[0], 1);
	assert_int_equal(yl_check_win(&s), 0);
	assert_int_equal(s.phase, YL_OVER);
	/* Leaving returns the cards to the deck and passes the turn. */
	yl_state t;
	setup(&t, 3, 30);
	yl_begin(&t, 1, 0);
	yl_deal(&t, below, NULL, NULL, 0, 0);
	assert_int_equal(yl_leave(&t, 1, 5), YL_OK);
	assert_int_equal(t.turn, 2);
	assert_int_equal(yl_deck_size(&t), 30 - 14);
	assert_int_equal(yl_leave(&t, 2, 6), YL_OK);
	assert_true(yl_suspended(&t)); /* "at least two Bards" */
}

/* Every card in one place; hands only with seated Bards. */
static void check(const yl_state *s)
{
	int total = 0;
	for (int i = 0; i < s->ncards; i++) {
		const yl_card *k = &s->card[i];
		if (k->where == YL_HAND_)
			assert_true(k->holder >= 0 && s->in[k->holder]);
		total++;
	}
	assert_int_equal(total, s->ncards);
	int hands = 0;
	for (int i = 0; i < s->nseats; i++)
		hands += s->in[i] ? yl_hand_size(s, i) : 0;
	int played = 0;
	for (int i = 0; i < s->ncards; i++)
		played += s->card[i].where == YL_PLAYED;
	assert_int_equal(hands + yl_deck_size(s) + yl_table_size(s) + played +
			 (int)(s->ncards - hands - yl_deck_size(s) - yl_table_size(s) - played),
			 s->ncards);
	assert_true(played <= 1 + s->nint);
	if (s->phase == YL_PLAY && !yl_suspended(s) && s->turn >= 0)
		assert_true(s->in[s->turn]);
}

static void test_random(void **st)
{
	(void)st;
	int wins = 0, steps = 0;
	for (uint64_t seed = 1; seed <= 200; seed++) {
		rs = seed * 0x9e3779b97f4a7c15ull;
		yl_state s;
		setup(&s, 2 + (int)(rnd() % 3), 30);
		yl_begin(&s, 0, 0);
		int64_t now = 0;
		for (int step = 0; step < 400 && s.phase == YL_PLAY; step++, steps++) {
			now += 3600;
			yl_deal(&s, below, NULL, NULL, 0, now);
			if (yl_suspended(&s) && yl_owed_total(&s) > 0 && s.ncards < YL_MAX_CARDS - 1) {
				yl_add_card(&s, "more");
				continue;
			}
			int who = s.nring ? s.ring[rnd() % (uint64_t)s.nring] : 0;
			int card = first_held(&s, who);
			int no;
			switch (rnd() % 9) {
			case 0: case 1: case 2:
				yl_attempt(&s, s.turn, first_held(&s, s.turn), 10, now);
				break;
			case 3: case 4: {
				int ties[2], n = 0;
				for (int i = 0; i < s.ncards && n < 2; i++)
					if (s.card[i].where == YL_TABLE && rnd() % 2)
						ties[n++] = i;
				yl_verify(&s, (int)(rnd() % 3 == 0), ties, n, now);
				break;
			}
			case 5: yl_deny(&s, now); break;
			case 6: yl_pass(&s, s.turn, rnd() % 2 ? first_held(&s, s.turn) : -1, 0, now); break;
			case 7: {
				int d;
				yl_interrupt(&s, who, s.nplays, card, now, &d, &no);
				break;
			}
			default: {
				int out;
				if (s.nint)
					yl_int_reply(&s, s.ints[0].no, (int)(rnd() % 2), now, &out);
			}
			}
			yl_check_win(&s);
			check(&s);
		}
		wins += s.phase == YL_OVER;
	}
	print_message("steps %d, tales won %d of 200\n", steps, wins);
	assert_true(wins > 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_deal_and_turns),
		cmocka_unit_test(test_interruptions),
		cmocka_unit_test(test_win_and_leave),
		cmocka_unit_test(test_random),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
