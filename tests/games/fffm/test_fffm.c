/* test_fffm.c: the pure core of Frog, Frog, Frog, Mouse (Ackanomic
 * R1250.25/0, src/games/fffm/fffm.c) without the engine: the machine
 * language on the rule's own examples (7 II, III), the moves (7 IV), the
 * score (6 IV), the turns and rounds (6 II, III, V), and a random-game
 * driver over many seeds with random machines and moves, checking the
 * invariants (no zoo equal to the target when drawn, counts never
 * negative, at most 10 turns a round, every player MS once, the MS's
 * score the spread of the others'). */
#include "games/fffm/fffm.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
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

static void run(const char *machine, const char *in, const char *want)
{
	ff_machine m;
	char err[160], out[FF_LIST + 1];
	if (ff_parse_machine(machine, &m, err, sizeof err))
		fail_msg("%s: %s", machine, err);
	ff_apply(&m, in, (int)strlen(in), out, FF_LIST);
	if (strcmp(out, want))
		fail_msg("%s on %s: %s, not %s", machine, in, out, want);
}

static void test_examples(void **state)
{
	(void)state;
	/* 7 II, the rule's four examples. */
	run("?$>d", "dfmc", "dfmd");
	run("^?*??$>1211", "dfmc", "dfdd");
	run("cm>f", "dfcmmcm", "dffmf");
	run("d>cffm", "cdmdfc", "ccffmmcffmfc");
	/* 7 III: in order, each on the last one's output: all become mice. */
	run("d>c; c>f; f>m", "cdfm", "mmmm");
	/* 7 I: deterministic; the number may change. */
	run("^?>", "dfm", "fm");
	run("*>1c1", "df", "dfcdf");
	run("^f*$>f", "fcd", "f");
	run("^f*$>f", "cfd", "cfd");
	ff_machine m;
	char err[160];
	assert_int_equal(ff_parse_machine("d>x", &m, err, sizeof err), FF_E_SYNTAX);
	assert_int_equal(ff_parse_machine("dog", &m, err, sizeof err), FF_E_SYNTAX);
	assert_int_equal(ff_parse_machine("^$>d", &m, err, sizeof err), FF_E_SYNTAX);
	assert_int_equal(ff_parse_machine("d>3", &m, err, sizeof err), FF_E_SYNTAX);
	assert_int_equal(ff_parse_machine(" ; ", &m, err, sizeof err), FF_E_SYNTAX);
	assert_int_equal(ff_parse_machine("d$c>c", &m, err, sizeof err), FF_E_SYNTAX);
	/* The server's bound on a list: cut, never overrun. */
	char big[FF_LIST + 1];
	assert_int_equal(ff_parse_machine("?>1111; ?>1111; ?>1111; ?>1111; ?>1111; ?>1111", &m,
					  err, sizeof err), FF_OK);
	assert_int_equal(ff_apply(&m, "dfm", 3, big, FF_LIST), FF_LIST);
}

static void test_score(void **state)
{
	(void)state;
	int16_t t[4], z[4];
	/* 6 IV: bag and excess; floor(10N/T) - 2K, at least 0; +5 on a match. */
	ff_parse_zoo("ccdf", t);
	ff_parse_zoo("ccdf", z);
	assert_int_equal(ff_score(&ff_rules_text, z, t), 15);
	ff_parse_zoo("cccd", z); /* bag ccd (3 of 4), excess c */
	assert_int_equal(ff_score(&ff_rules_text, z, t), 7 - 2);
	ff_parse_zoo("mmmmm", z);
	assert_int_equal(ff_score(&ff_rules_text, z, t), 0);
	ff_parse_zoo("fff", t);
	ff_parse_zoo("f", z);
	assert_int_equal(ff_score(&ff_rules_text, z, t), 3); /* 10/3 rounded down */
	assert_int_equal(ff_parse_zoo("cx", z), -1);
}

static void test_round(void **state)
{
	(void)state;
	ff_state s;
	int order[3] = {2, 0, 1};
	ff_init(&s, 3, order, NULL, 0);
	assert_int_equal(s.ms, 2);
	uint8_t salt[FF_SALT] = {0}, hash[FF_HASH] = {0};
	char err[160];
	int16_t t[4];
	ff_parse_zoo("cccccdddff", t);
	assert_int_equal(ff_set_target(&s, 2, t), FF_E_TARGET);
	ff_parse_zoo("f", t);
	assert_int_equal(ff_set_target(&s, 0, t), FF_E_NOT_MS);
	assert_int_equal(ff_set_target(&s, 2, t), FF_OK);
	assert_int_equal(ff_set_target(&s, 2, t), FF_E_SET);
	assert_int_equal(ff_ready(&s), 0);
	assert_int_equal(ff_set_machine(&s, 2, 0, "^*$>f", salt, hash, err, sizeof err), FF_OK);
	assert_int_equal(ff_set_machine(&s, 2, 1, "c>d", salt, hash, err, sizeof err), FF_OK);
	assert_int_equal(ff_ready(&s), 1);
	xs = 5;
	ff_post(&s, rnd, NULL, 0);
	assert_int_equal(ff_zoo_size(s.zoo[0]), 5);
	assert_int_equal(ff_zoo_size(s.zoo[2]), 0);
	/* 7 IV. */
	assert_int_equal(ff_move(&s, 2, FF_PASS, -1, ""), FF_E_MS_MOVES);
	assert_int_equal(ff_move(&s, 0, FF_FEED, 0, ""), FF_E_EMPTY);
	assert_int_equal(ff_move(&s, 0, FF_FEED, 2, "c"), FF_E_MACHINE);
	assert_int_equal(ff_move(&s, 0, FF_FEED, 0, "cccccc"), FF_E_NOT_HELD);
	char all[8];
	ff_zoo_str(s.zoo[0], all, sizeof all);
	assert_int_equal(ff_move(&s, 0, FF_FEED, 0, all), FF_OK);
	assert_int_equal(ff_move(&s, 0, FF_PASS, -1, ""), FF_E_MOVED);
	assert_int_equal(ff_all_moved(&s), 0);
	/* 6 II: the missing pass; 6 III: a match ends the round. */
	assert_int_equal(ff_end_turn(&s, rnd, NULL, 1), 1);
	assert_int_equal(s.move[1].defaulted, 1);
	assert_int_equal(s.zoo[0][2], 1);
	ff_end_round(&s, 0, 2);
	assert_int_equal(s.round_score[0], 15);
	assert_int_equal(s.round_score[2], 15 - s.round_score[1]); /* the spread */
	assert_int_equal(s.ms, 0); /* 4: the next on the list */
	/* 5: an MS who leaves is delinquent. */
	assert_int_equal(ff_depart(&s, 0), 1);
	ff_end_round(&s, 1, 3);
	assert_int_equal(s.gp[0], 15); /* nothing posted: nothing scored */
	ff_end_round(&s, 0, 4);
	assert_int_equal(s.phase, FF_OVER);
}

static void test_random_games(void **state)
{
	(void)state;
	static const char *const parts[] = {"c", "d", "f", "m", "?", "*"};
	for (uint64_t seed = 1; seed <= 300; seed++) {
		xs = seed * 0x9e3779b97f4a7c15ull;
		int n = 3 + (int)rnd(NULL, 6);
		int order[FF_MAX_SEATS];
		for (int i = 0; i < n; i++)
			order[i] = i;
		for (int i = n - 1; i > 0; i--) {
			int j = (int)rnd(NULL, (uint64_t)i + 1), t = order[i];
			order[i] = order[j];
			order[j] = t;
		}
		ff_state s;
		ff_init(&s, n, order, NULL, 0);
		int seen[FF_MAX_SEATS] = {0}, rounds = 0;
		while (s.phase != FF_OVER) {
			seen[s.ms]++;
			rounds++;
			assert_true(rounds <= n);
			if (rnd(NULL, 10) == 0) { /* 6 V: delinquent before posting */
				ff_end_round(&s, 1, 0);
				continue;
			}
			uint8_t salt[FF_SALT] = {0}, hash[FF_HASH] = {0};
			char err[160];
			for (int m = 0; m < 2; m++) {
				char text[200] = "";
				int k = 1 + (int)rnd(NULL, 3);
				for (int x = 0; x < k; x++) {
					char pat[8] = "", rep[8] = "";
					int pl = 1 + (int)rnd(NULL, 3);
					for (int y = 0; y < pl; y++)
						strcat(pat, parts[rnd(NULL, 6)]);
					int rl = (int)rnd(NULL, 4);
					for (int y = 0; y < rl; y++) {
						size_t l = strlen(rep);
						rep[l] = rnd(NULL, 3) ? "cdfm"[rnd(NULL, 4)] :
							 (char)('1' + rnd(NULL, (uint64_t)pl));
						rep[l + 1] = 0;
					}
					snprintf(text + strlen(text), sizeof text - strlen(text),
						 "%s%s>%s", x ? "; " : "", pat, rep);
				}
				assert_int_equal(ff_set_machine(&s, s.ms, m, text, salt, hash, err,
								sizeof err), FF_OK);
			}
			int16_t t[4] = {0};
			int tn = 1 + (int)rnd(NULL, 9);
			for (int i = 0; i < tn; i++)
				t[rnd(NULL, 4)]++;
			assert_int_equal(ff_set_target(&s, s.ms, t), FF_OK);
			ff_post(&s, rnd, NULL, 0);
			for (int i = 0; i < n; i++)
				if (i != s.ms)
					assert_false(ff_zoo_equal(s.zoo[i], s.target)); /* 6 I */
			int over = 0;
			while (!over) {
				assert_true(s.turn >= 1 && s.turn <= FF_TURNS);
				for (int i = 0; i < n; i++) {
					if (i == s.ms || rnd(NULL, 5) == 0)
						continue;
					int kind = 1 + (int)rnd(NULL, 3);
					char feed[32] = "";
					int16_t z[4];
					memcpy(z, s.zoo[i], sizeof z);
					int fl = (int)rnd(NULL, 6);
					for (int y = 0; y < fl && y < 30; y++) {
						int a = (int)rnd(NULL, 4);
						if (z[a] > 0 || rnd(NULL, 8) == 0) {
							z[a]--;
							feed[strlen(feed)] = ff_letter(a);
						}
					}
					ff_move(&s, i, kind, (int)rnd(NULL, 3), feed);
				}
				over = ff_end_turn(&s, rnd, NULL, 0);
				for (int i = 0; i < n; i++)
					for (int a = 0; a < FF_SPECIES; a++)
						assert_true(s.zoo[i][a] >= 0 &&
							    s.zoo[i][a] <= FF_MAX_COUNT);
				if (!over)
					ff_next_turn(&s, 0);
			}
			assert_true(s.matched || s.turn == s.k.turns);
			int ms = s.ms;
			ff_end_round(&s, 0, 0);
			int lo = 1 << 30, hi = -1;
			for (int i = 0; i < n; i++)
				if (i != ms) {
					assert_true(s.round_score[i] >= 0);
					lo = s.round_score[i] < lo ? s.round_score[i] : lo;
					hi = s.round_score[i] > hi ? s.round_score[i] : hi;
				}
			assert_int_equal(s.round_score[ms], hi - lo);
		}
		for (int i = 0; i < n; i++)
			assert_int_equal(seen[i], 1); /* 4, 10: each MS once */
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_examples),
		cmocka_unit_test(test_score),
		cmocka_unit_test(test_round),
		cmocka_unit_test(test_random_games),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
