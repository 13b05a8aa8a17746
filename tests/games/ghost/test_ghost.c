/* test_ghost.c: the pure core of Ghost (Ackanomic R1250.9/1), clause by
 * clause, with no engine; and a random-game driver: many seeds of random
 * legal and illegal plays, after each of which the invariants of the rule
 * hold (a refused play changes nothing; one turn at a time, in increasing
 * number; the ghost word grows one letter at an end; each protest removes
 * exactly one player who is still in; one player left is the winner). */
#include "games/ghost/ghost.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

static gh_state st;

static void three(void)
{
	int perm[] = {2, 0, 1}; /* seat 2 is player 1, seat 0 is 2, seat 1 is 3 */
	gh_init(&st, 3, perm, 0);
}

/* 4 ¶1: player 1 first, then increasing numbers, wrapping. */
static void test_order(void **state)
{
	(void)state;
	three();
	assert_int_equal(st.turn, 2);
	assert_int_equal(st.number[2], 1);
	assert_int_equal(gh_next(&st, 2), 0);
	assert_int_equal(gh_next(&st, 0), 1);
	assert_int_equal(gh_next(&st, 1), 2);
	assert_int_equal(gh_begin(&st, 0, "q", 1), GH_E_NOT_TURN);
	assert_int_equal(gh_begin(&st, 2, "q", 1), GH_OK);
	assert_int_equal(st.turn, 0);
}

/* 4 (1), (2): begin only with no word, one letter; continue by one letter. */
static void test_plays(void **state)
{
	(void)state;
	three();
	assert_int_equal(gh_continue(&st, 2, "qu", 0), GH_E_NO_WORD);
	assert_int_equal(gh_begin(&st, 2, "qu", 0), GH_E_NOT_LETTER);
	assert_int_equal(gh_begin(&st, 2, "7", 0), GH_E_NOT_LETTER);
	assert_int_equal(gh_can_protest(&st, 2), GH_E_NO_WORD);
	assert_int_equal(gh_begin(&st, 2, "U", 0), GH_OK);
	assert_string_equal(st.word, "u");
	assert_int_equal(gh_begin(&st, 0, "a", 0), GH_E_WORD_EXISTS);
	assert_int_equal(gh_continue(&st, 0, "xy", 0), GH_E_NOT_EXTENSION);
	assert_int_equal(gh_continue(&st, 0, "uxy", 0), GH_E_NOT_EXTENSION);
	assert_int_equal(gh_continue(&st, 0, "su", 0), GH_OK); /* at the beginning */
	assert_int_equal(gh_continue(&st, 1, "sup", 0), GH_OK); /* at the end */
	assert_string_equal(st.word, "sup");
	assert_int_equal(st.last, 1);
}

/* 4 (3) (a): valid removes the accused and destroys the word; invalid
 * removes the protester and keeps it; the protester's successor plays. */
static void test_protest_word(void **state)
{
	(void)state;
	three();
	gh_begin(&st, 2, "c", 0);
	gh_continue(&st, 0, "ca", 0);
	gh_continue(&st, 1, "cat", 0);
	assert_int_equal(gh_protest_word(&st, 2, 0, 0), GH_OK); /* "cat" is too short */
	assert_true(st.out[2]);
	assert_string_equal(st.word, "cat");
	assert_int_equal(st.turn, 0);
	gh_continue(&st, 0, "cats", 0);
	assert_int_equal(gh_protest_word(&st, 1, 1, 0), GH_OK);
	assert_true(st.out[0]);
	assert_int_equal(st.phase, GH_OVER);
	assert_int_equal(st.winner, 1);
}

/* 4 (3) (b): the accused posts a containing word; in the OD: invalid. */
static void test_protest_nonword(void **state)
{
	(void)state;
	three();
	gh_begin(&st, 2, "p", 0);
	gh_continue(&st, 0, "pe", 0);
	assert_int_equal(gh_protest_nonword(&st, 1, 5), GH_OK);
	assert_int_equal(st.phase, GH_ANSWER);
	assert_int_equal(gh_begin(&st, 2, "x", 0), GH_E_SUSPENDED);
	assert_int_equal(gh_can_answer(&st, 2, "person"), GH_E_NOT_ACCUSED);
	assert_int_equal(gh_can_answer(&st, 0, "sonic"), GH_E_NOT_CONTAINING);
	assert_int_equal(gh_answer(&st, 0, "person", 1, 9), GH_OK);
	assert_true(st.out[1]); /* the protester */
	assert_string_equal(st.word, "");
	assert_int_equal(st.turn, 2); /* after the protester (3): player 1 */
	/* the timeout: valid */
	gh_begin(&st, 2, "z", 0);
	assert_int_equal(gh_protest_nonword(&st, 0, 5), GH_OK);
	gh_answer_timeout(&st, 10);
	assert_true(st.out[2]);
	assert_int_equal(st.winner, 0);
}

/* 4 (4), 4 ¶ last: resigning on turn destroys the word; off turn not. */
static void test_resign(void **state)
{
	(void)state;
	three();
	gh_begin(&st, 2, "g", 0);
	assert_int_equal(gh_resign(&st, 1, 0, 0), GH_OK); /* off turn */
	assert_string_equal(st.word, "g");
	assert_int_equal(st.turn, 0);
	assert_int_equal(gh_resign(&st, 0, 1, 0), GH_OK); /* timed out */
	assert_int_equal(st.phase, GH_OVER);
	assert_int_equal(st.winner, 2);
	assert_int_equal(gh_resign(&st, 2, 0, 0), GH_E_OVER);
}

/* 4 ¶2: additions before the highest number's first turn; protests. */
static void test_additions(void **state)
{
	(void)state;
	three();
	assert_int_equal(gh_add(&st, 3, 100), GH_OK);
	assert_int_equal(st.number[3], 4);
	gh_begin(&st, 2, "h", 0);
	gh_continue(&st, 0, "ho", 0);
	assert_int_equal(gh_add(&st, 4, 200), GH_OK); /* 3 has played, 4 not yet: open */
	/* "any player already in the game" when 4 was added: not 5 */
	assert_int_equal(gh_protest_addition(&st, 4, 3, 300, 250), GH_E_NOT_EARLIER);
	assert_int_equal(gh_protest_addition(&st, 3, 4, 300, 250), GH_OK);
	assert_true(st.out[4]);
	assert_int_equal(gh_protest_addition(&st, 4, 3, 300, 250), GH_E_OUT);
	assert_int_equal(gh_protest_addition(&st, 0, 3, 100, 250), GH_E_TOO_LATE);
	assert_int_equal(gh_protest_addition(&st, 0, 1, 100, 250), GH_E_NOT_NEWCOMER);
	gh_continue(&st, 1, "hos", 0);
	assert_int_equal(st.turn, 3);
	assert_int_equal(gh_add(&st, 5, 300), GH_E_JOIN_CLOSED);
	assert_int_equal(gh_protest_addition(&st, 0, 3, 1000, 300), GH_E_TOO_LATE);
	/* Ruling: the highest number among those still in; if e was removed
	 * before eir first turn, the next highest's turn closes the window. */
	three();
	gh_begin(&st, 2, "h", 0); /* player 2 (seat 0) to play; 3 (seat 1) has not */
	assert_int_equal(gh_can_add(&st), GH_OK);
	gh_resign(&st, 1, 0, 0); /* player 3 leaves off turn */
	assert_int_equal(gh_can_add(&st), GH_E_JOIN_CLOSED);
}

/* ---- the random driver ---- */

static uint64_t rs;
static uint64_t rnd(void)
{
	rs ^= rs << 13;
	rs ^= rs >> 7;
	rs ^= rs << 17;
	return rs;
}

static void check_invariants(const gh_state *s)
{
	int in = gh_remaining(s);
	if (s->phase == GH_OVER) {
		assert_true(in <= 1);
		assert_int_equal(s->turn, -1);
		if (in == 1)
			assert_false(s->out[s->winner]);
		return;
	}
	assert_true(in >= 2);
	if (s->phase == GH_TURN) {
		assert_true(s->turn >= 0 && !s->out[s->turn]);
	} else {
		assert_int_equal(s->turn, -1);
		assert_false(s->out[s->accused]);
		assert_true(s->word[0]);
	}
	for (int i = 0; i < s->nseats; i++)
		for (int j = i + 1; j < s->nseats; j++)
			assert_int_not_equal(s->number[i], s->number[j]);
	for (const char *p = s->word; *p; p++)
		assert_true(*p >= 'a' && *p <= 'z');
}

static void test_random_games(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= 400; seed++) {
		rs = seed * 0x9e3779b97f4a7c15ull;
		int n = 2 + (int)(rnd() % 9), perm[GH_MAX_SEATS];
		for (int i = 0; i < n; i++)
			perm[i] = i;
		for (int i = n - 1; i > 0; i--) {
			int j = (int)(rnd() % (uint64_t)(i + 1)), t = perm[i];
			perm[i] = perm[j];
			perm[j] = t;
		}
		gh_init(&st, n, perm, 0);
		int64_t now = 0;
		int steps = 0;
		while (st.phase != GH_OVER) {
			assert_true(++steps < 200000);
			now += (int64_t)(rnd() % 1000);
			gh_state before = st;
			int who = (int)(rnd() % (uint64_t)(st.nseats + 1)) - (rnd() % 4 == 0);
			if (who >= st.nseats)
				who = st.turn >= 0 ? st.turn : st.accused;
			int r;
			char w[GH_MAX_WORD + 3];
			size_t len = strlen(st.word);
			switch (rnd() % 10) {
			case 0: {
				char l[3] = {(char)('a' + rnd() % 26), rnd() % 8 ? 0 : 'x', 0};
				r = gh_begin(&st, who, l, now);
				break;
			}
			case 1: case 2: case 3: case 4:
				if (rnd() % 2) {
					w[0] = (char)('a' + rnd() % 26);
					memcpy(w + 1, st.word, len + 1);
				} else {
					memcpy(w, st.word, len);
					w[len] = (char)('a' + rnd() % 26);
					w[len + 1] = 0;
				}
				if (rnd() % 10 == 0)
					w[0] = '#';
				r = gh_continue(&st, who, w, now);
				if (r == GH_OK)
					assert_true(strlen(st.word) == len + 1 || gh_remaining(&st) <= 1);
				break;
			case 5:
				r = gh_protest_word(&st, who, (int)(rnd() % 2), now);
				break;
			case 6:
				r = gh_protest_nonword(&st, who, now);
				break;
			case 7:
				snprintf(w, sizeof w, "%c%s", rnd() % 3 ? 'a' : '#', st.word);
				r = gh_answer(&st, who, w, (int)(rnd() % 2), now);
				break;
			case 8:
				if (rnd() % 3 == 0) {
					gh_answer_timeout(&st, now);
					r = GH_OK;
				} else {
					r = gh_resign(&st, who, (int)(rnd() % 2), now);
				}
				break;
			default:
				if (rnd() % 4 == 0 && st.nseats < GH_MAX_SEATS)
					r = gh_add(&st, st.nseats, now);
				else
					r = gh_protest_addition(&st, who, (int)(rnd() % (uint64_t)st.nseats),
								(int64_t)(rnd() % 3000), now);
				break;
			}
			if (r != GH_OK) {
				assert_memory_equal(&before, &st, sizeof st); /* refused: no change */
				assert_string_not_equal(gh_error(r), "?");
			} else {
				int was = gh_remaining(&before), is = gh_remaining(&st);
				assert_true(is == was || is == was - 1 || st.nseats == before.nseats + 1);
			}
			check_invariants(&st);
		}
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_order),
		cmocka_unit_test(test_plays),
		cmocka_unit_test(test_protest_word),
		cmocka_unit_test(test_protest_nonword),
		cmocka_unit_test(test_resign),
		cmocka_unit_test(test_additions),
		cmocka_unit_test(test_random_games),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
