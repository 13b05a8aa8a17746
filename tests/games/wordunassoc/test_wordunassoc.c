/* test_wordunassoc.c: the pure core of Word Un-association (Ackanomic
 * R1250.19/5), clause by clause, with no engine; and a random-game driver:
 * many seeds of random legal and illegal moves, defaults and departures,
 * after each of which the invariants of the rule hold (a refused move
 * changes nothing; the Linker is a player still in; Linker duty goes round
 * in increasing numbers, so the times served differ by one at most; the
 * Gamepoints change only as IV says; a winner has the most, at least the
 * target, with every player having served equally). */
#include "games/wordunassoc/wordunassoc.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

static wu_state st;
static const wu_params P = {3, 3, 1, 1, 5, 30};

static void three(void)
{
	int perm[] = {2, 0, 1}; /* seat 2 is player 1, seat 0 is 2, seat 1 is 3 */
	wu_init(&st, 3, perm, 0);
	assert_int_equal(wu_pick(&st, "School", 0), WU_OK);
}

/* III, IV ¶2: player 1 is the first Linker; then increasing, wrapping. */
static void test_rotation(void **state)
{
	(void)state;
	three();
	assert_int_equal(st.linker, 2);
	assert_int_equal(wu_next(&st, 2), 0);
	assert_int_equal(wu_next(&st, 0), 1);
	assert_int_equal(wu_next(&st, 1), 2);
	assert_string_equal(st.original, "school");
	assert_int_equal(wu_pick(&st, "eye", 0), WU_E_PHASE);
	wu_uh_timeout(&st, &P, 0, 10);
	assert_int_equal(st.linker, 0);
	assert_int_equal(st.round, 2);
	assert_int_equal(st.gp[2], -3); /* IV ¶3 */
	wu_uh_timeout(&st, &P, 1, 20);  /* IV ¶6: on Vacation, no loss */
	assert_int_equal(st.gp[0], 0);
	assert_int_equal(st.linker, 1);
	assert_string_equal(st.original, "school"); /* ruling: no uh? word, same word */
}

/* IV ¶3-4: the uh? word, the links, one point and one more when unique. */
static void test_links(void **state)
{
	(void)state;
	three();
	assert_int_equal(wu_post_uh(&st, 0, "eye", 1), WU_E_NOT_LINKER);
	assert_int_equal(wu_post_uh(&st, 2, "school", 1), WU_E_SAME);
	assert_int_equal(wu_post_uh(&st, 2, "e ye", 1), WU_E_BAD_WORD);
	assert_int_equal(wu_send_link(&st, 0, "pupil"), WU_E_PHASE);
	assert_int_equal(wu_post_uh(&st, 2, "Eye", 1), WU_OK);
	assert_int_equal(wu_send_link(&st, 2, "pupil"), WU_E_LINKER);
	assert_int_equal(wu_send_link(&st, 0, "eye"), WU_E_SAME);
	assert_int_equal(wu_send_link(&st, 0, "pupil"), WU_OK);
	assert_false(wu_links_in(&st));
	assert_int_equal(wu_send_link(&st, 1, "iris"), WU_OK);
	assert_true(wu_links_in(&st));
	assert_int_equal(wu_seal_link(&st, 2, "pupil"), WU_OK);
	wu_close_links(&st, &P, 2);
	assert_int_equal(st.phase, WU_JUDGE);
	assert_int_equal(wu_unjudged(&st), 2);
	assert_int_equal(wu_judge(&st, "lash", 1), WU_E_NO_SUCH_LINK);
	assert_int_equal(wu_judge(&st, "iris", 0), WU_OK);
	assert_int_equal(wu_judge(&st, "iris", 1), WU_E_JUDGED);
	wu_close_judging(&st, &P, 3); /* pupil accepted by default */
	assert_int_equal(st.gp[0], 2); /* one, and one more: nobody else sent it */
	assert_int_equal(st.gp[1], 0);
	assert_int_equal(st.phase, WU_UH);
	assert_int_equal(st.linker, 0);
	assert_string_equal(st.original, "eye"); /* the chain (ruling) */
}

/* IV ¶4: the same link word earns one point; two players: no bonus. */
static void test_same_and_two(void **state)
{
	(void)state;
	three();
	wu_post_uh(&st, 2, "eye", 1);
	wu_send_link(&st, 0, "pupil");
	wu_send_link(&st, 1, "pupil");
	wu_close_links(&st, &P, 2);
	assert_int_equal(wu_unjudged(&st), 1);
	assert_int_equal(wu_judge(&st, NULL, 1), WU_OK);
	wu_close_judging(&st, &P, 3);
	assert_int_equal(st.gp[0], 1);
	assert_int_equal(st.gp[1], 1);
	int perm[] = {0, 1};
	wu_init(&st, 2, perm, 0);
	wu_pick(&st, "blue", 0);
	wu_post_uh(&st, 0, "wine", 0);
	wu_send_link(&st, 1, "bottle");
	wu_close_links(&st, &P, 1);
	wu_judge(&st, "bottle", 1);
	wu_close_judging(&st, &P, 1);
	assert_int_equal(st.gp[1], 1);
}

/* IV ¶4: nobody found a link: the Linker's N-1, or -3; a rejected link
 * may be replaced within the 6 days (ruling). */
static void test_linker(void **state)
{
	(void)state;
	three();
	wu_post_uh(&st, 2, "eye", 0);
	wu_send_link(&st, 0, "cold");
	wu_close_links(&st, &P, 1);
	wu_judge(&st, "cold", 0);
	wu_close_judging(&st, &P, 2);
	assert_int_equal(st.phase, WU_LINKER);
	assert_int_equal(wu_linker_link(&st, 0, "pupil", 3), WU_E_NOT_LINKER);
	assert_int_equal(wu_linker_link(&st, 2, "pupil", 3), WU_OK);
	assert_int_equal(st.phase, WU_LJUDGE);
	assert_int_equal(wu_linker_link(&st, 2, "iris", 3), WU_E_SEALED);
	assert_int_equal(wu_judge_linker(&st, &P, 0, 4, 100), WU_OK);
	assert_int_equal(st.phase, WU_LINKER);
	assert_int_equal(wu_linker_link(&st, 2, "iris", 5), WU_OK);
	assert_int_equal(wu_judge_linker(&st, &P, 1, 6, 100), WU_OK);
	assert_int_equal(st.gp[2], 2); /* N-1 */
	assert_int_equal(st.linker, 0);
	/* Round 2: the Linker sealed eir link; nobody sent one; silence. */
	wu_post_uh(&st, 0, "lash", 10);
	assert_int_equal(wu_seal_link(&st, 0, "whip"), WU_OK);
	wu_close_links(&st, &P, 11);
	assert_int_equal(st.phase, WU_LJUDGE);
	assert_int_equal(wu_judge_linker(&st, &P, 0, 200, 100), WU_OK); /* too late: -3 */
	assert_int_equal(st.gp[0], -3);
	/* Round 3: no link at all in 6 days. */
	wu_post_uh(&st, 1, "whip", 300);
	wu_close_links(&st, &P, 301);
	assert_int_equal(st.phase, WU_LINKER);
	wu_linker_timeout(&st, &P, 400);
	assert_int_equal(st.gp[1], -3);
	assert_int_equal(st.linked[0] + st.linked[1] + st.linked[2], 3);
}

/* IV ¶5: the end test; a tie plays on. */
static void test_end(void **state)
{
	(void)state;
	int perm[] = {0, 1};
	wu_init(&st, 2, perm, 0);
	wu_pick(&st, "blue", 0);
	st.gp[1] = 9; /* target min(10, 30) = 10 */
	wu_post_uh(&st, 0, "wine", 0);
	wu_send_link(&st, 1, "bottle");
	wu_close_links(&st, &P, 1);
	wu_close_judging(&st, &P, 1);
	assert_int_equal(st.gp[1], 10);
	assert_int_equal(st.phase, WU_UH); /* seat 1 has not been the Linker */
	st.gp[0] = 10;
	wu_post_uh(&st, 1, "cork", 2);
	wu_send_link(&st, 0, "screw");
	wu_close_links(&st, &P, 3);
	wu_judge(&st, "screw", 0);
	wu_close_judging(&st, &P, 3);
	wu_linker_timeout(&st, &P, 4);
	assert_int_equal(st.gp[1], 7);
	assert_int_equal(st.phase, WU_OVER);
	assert_int_equal(st.winner, 0);
}

/* R1250.1 IX: departures (rulings): the Linker's round ends unscored; the
 * last but one ends the game with no winner. */
static void test_remove(void **state)
{
	(void)state;
	three();
	wu_post_uh(&st, 2, "eye", 0);
	wu_send_link(&st, 0, "pupil");
	wu_remove(&st, &P, 1, 1);
	assert_true(wu_links_in(&st));
	assert_int_equal(wu_send_link(&st, 1, "iris"), WU_E_OUT);
	wu_remove(&st, &P, 2, 2);
	assert_int_equal(st.phase, WU_OVER);
	assert_int_equal(st.winner, -1);
}

/* ---- the random-game driver ---- */

static uint64_t rs;
static unsigned rnd(unsigned n)
{
	rs ^= rs << 13;
	rs ^= rs >> 7;
	rs ^= rs << 17;
	return (unsigned)(rs % n);
}

static const char *words[] = {"pupil", "iris", "lash", "eye", "school", "cream", "ice",
			      "x y", "", "Bottle", "wine"};

static void invariants(const wu_state *s, const wu_state *before, const wu_params *p)
{
	int lo = 1 << 30, hi = -1;
	for (int i = 0; i < s->nseats; i++) {
		if (s->out[i])
			continue;
		lo = s->linked[i] < lo ? s->linked[i] : lo;
		hi = s->linked[i] > hi ? s->linked[i] : hi;
	}
	if (s->phase != WU_OVER) {
		assert_false(s->out[s->linker]);
		assert_true(wu_players(s) >= 2);
		assert_true(hi - lo <= 1);
	} else if (s->winner >= 0) {
		assert_true(s->gp[s->winner] >= wu_target(s, p));
		assert_int_equal(hi, lo);
		for (int i = 0; i < s->nseats; i++)
			if (i != s->winner && !s->out[i])
				assert_true(s->gp[i] < s->gp[s->winner]);
	}
	/* Gamepoints move by the amounts IV names, one round at a time. */
	int n = wu_players(before);
	for (int i = 0; i < s->nseats; i++) {
		int64_t d = s->gp[i] - before->gp[i];
		assert_true(d == 0 || d == 1 || d == 2 || d == -3 || d == n - 1);
	}
}

static void test_random(void **state)
{
	(void)state;
	static wu_state before;
	int wins = 0, rounds = 0;
	for (uint64_t seed = 1; seed <= 400; seed++) {
		rs = seed * 0x9E3779B97F4A7C15ull;
		int n = 2 + (int)rnd(6), perm[8];
		for (int i = 0; i < n; i++)
			perm[i] = i;
		for (int i = n - 1; i > 0; i--) {
			int j = (int)rnd((unsigned)i + 1), t = perm[i];
			perm[i] = perm[j];
			perm[j] = t;
		}
		wu_init(&st, n, perm, 0);
		wu_params p = P;
		p.target_max = 3 + rnd(8);
		int64_t now = 0;
		for (int step = 0; step < 600 && st.phase != WU_OVER; step++) {
			now += rnd(3);
			before = st;
			int who = (int)rnd((unsigned)n), e = -1;
			const char *w = words[rnd(sizeof words / sizeof *words)];
			switch (rnd(13)) {
			case 0: e = wu_pick(&st, w, now); break;
			case 1: e = wu_post_uh(&st, who, w, now); break;
			case 2: case 3: e = wu_send_link(&st, who, w); break;
			case 4: e = wu_seal_link(&st, who, w); break;
			case 5: wu_close_links(&st, &p, now); break;
			case 6: e = wu_judge(&st, rnd(3) ? w : NULL, (int)rnd(4) != 0); break;
			case 7: wu_close_judging(&st, &p, now); break;
			case 8: e = wu_linker_link(&st, who, w, now); break;
			case 9: e = wu_judge_linker(&st, &p, (int)rnd(2), now, st.uh_at + 6); break;
			case 10:
				if (!rnd(6)) {
					wu_uh_timeout(&st, &p, (int)rnd(2), now);
					wu_linker_timeout(&st, &p, now);
				}
				break;
			case 11: if (!rnd(20)) wu_remove(&st, &p, who, now); break;
			case 12: e = rnd(6) ? WU_E_PHASE : wu_disallow(&st, &p, now); break;
			}
			if (e > 0)
				assert_memory_equal(&st, &before, sizeof st);
			invariants(&st, &before, &p);
		}
		wins += st.winner >= 0;
		rounds += st.round;
	}
	/* The driver reaches the ends it checks. */
	print_message("%d winners, %d rounds\n", wins, rounds);
	assert_true(wins >= 15);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rotation),   cmocka_unit_test(test_links),
		cmocka_unit_test(test_same_and_two), cmocka_unit_test(test_linker),
		cmocka_unit_test(test_end),        cmocka_unit_test(test_remove),
		cmocka_unit_test(test_random),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
