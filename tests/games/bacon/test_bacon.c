/* test_bacon.c: the pure core of Bacon (Ackanomic R1250.22/4), clause by
 * clause, with no engine; and a random-game driver: many seeds of random
 * legal and illegal moves, rulings, checks, period ends and departures,
 * after each of which the invariants of the rule hold (a refused move
 * changes nothing; Gamepoints only grow, by 1 for a ruling or 2 for a
 * round; the winner is the first to the target, or the one left; a chain
 * the core keeps has the right form). */
#include "games/bacon/bacon.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

static bc_state st;
static const bc_params P = {2, 1, 7};

static bc_chain chain(const char *text)
{
	bc_chain c;
	assert_int_equal(bc_parse(text, &c), BC_OK);
	return c;
}

static void named(void)
{
	bc_init(&st, 0);
	assert_int_equal(bc_name(&st, 0, " Kevin   Bacon "), BC_OK);
	assert_string_equal(st.actron[0], "Kevin Bacon");
	assert_int_equal(bc_name(&st, 1, "Tom Hanks"), BC_OK);
	bc_close_naming(&st, &P, 1);
	assert_int_equal(st.phase, BC_OBJECT);
}

/* The naming period: one named wins the round, neither a draw. */
static void test_naming(void **state)
{
	(void)state;
	bc_init(&st, 0);
	assert_int_equal(bc_name(&st, 0, "Kevin, Jr"), BC_E_NAME);
	assert_int_equal(bc_name(&st, 0, "  "), BC_E_NAME);
	assert_int_equal(bc_stance(&st, 0, 1), BC_E_PHASE);
	assert_int_equal(bc_name(&st, 1, "Meryl Streep"), BC_OK);
	bc_close_naming(&st, &P, 5);
	assert_int_equal(st.gp[1], 2);
	assert_int_equal(st.round, 2);
	assert_int_equal(bc_hist(&st, 0)->outcome, BC_O_NAMED_ONE);
	bc_close_naming(&st, &P, 6);
	assert_int_equal(bc_hist(&st, 0)->outcome, BC_O_DRAW);
	assert_int_equal(st.gp[0] + st.gp[1], 2);
	assert_false(st.names_posted);
}

/* Objections and the referee's rulings. */
static void test_objections(void **state)
{
	(void)state;
	named();
	assert_int_equal(bc_stance(&st, 0, 0), BC_OK);
	assert_int_equal(bc_stance(&st, 0, 1), BC_E_STATED);
	assert_false(bc_stances_in(&st));
	assert_int_equal(bc_stance(&st, 1, 1), BC_OK);
	bc_close_objection(&st, &P, 2);
	assert_int_equal(st.phase, BC_RULING);
	assert_int_equal(bc_rule(&st, &P, 1, 1, 3), BC_E_NOT_OBJECTED);
	assert_int_equal(bc_rule(&st, &P, 0, 0, 3), BC_OK); /* not obscure: selector +1 */
	assert_int_equal(st.gp[0], 1);
	assert_int_equal(st.phase, BC_CHAINS);
	/* Too obscure: the objector gains, the round ends. */
	named();
	bc_stance(&st, 0, 1);
	bc_stance(&st, 1, 1);
	bc_close_objection(&st, &P, 2);
	assert_int_equal(bc_rule(&st, &P, 1, 1, 3), BC_OK);
	assert_int_equal(bc_rule(&st, &P, 1, 0, 3), BC_E_RULED);
	assert_int_equal(st.phase, BC_RULING);
	bc_close_ruling(&st, &P, 4); /* actron 0 stands, nobody gains */
	assert_int_equal(st.gp[0], 1);
	assert_int_equal(st.gp[1], 0);
	assert_int_equal(bc_hist(&st, 0)->outcome, BC_O_OBSCURE);
	/* Silence: accepted. */
	named();
	bc_close_objection(&st, &P, 2);
	assert_int_equal(st.phase, BC_CHAINS);
}

/* A chain's form. */
static void test_form(void **state)
{
	(void)state;
	bc_chain c;
	assert_int_equal(bc_parse("Footloose Kevin Bacon, Lori Singer", &c), BC_E_SYNTAX);
	assert_int_equal(bc_parse("Footloose: Kevin Bacon Lori Singer", &c), BC_E_SYNTAX);
	assert_int_equal(bc_parse("Footloose: A, B, C", &c), BC_E_SYNTAX);
	assert_int_equal(bc_parse(": A, B", &c), BC_E_SYNTAX);
	assert_int_equal(bc_parse("Terminator 2: Judgment Day: A, B", &c), BC_OK);
	assert_string_equal(c.l[0].movie, "Terminator 2: Judgment Day");
	assert_int_equal(bc_parse("Face/Off: John Travolta, Nicolas Cage", &c), BC_OK);
	assert_string_equal(c.l[0].movie, "Face/Off");
	/* The rule's own examples. */
	c = chain("Terminator: Arnold Schwarzenegger, Linda Hamilton / "
		  "Twins: Arnold Schwarzenegger, Danny De Vito");
	assert_int_equal(c.n, 2);
	assert_int_equal(bc_check_form(&c, "linda hamilton", "Danny De Vito"), BC_OK);
	assert_int_equal(bc_check_form(&c, "Danny  De Vito", "Linda Hamilton"), BC_OK);
	assert_int_equal(bc_check_form(&c, "Linda Hamilton", "Tia Carrere"), BC_E_ENDS);
	c = chain("Terminator: Arnold Schwarzenegger, Linda Hamilton / "
		  "Wayne's World: Dana Carvey, Tia Carrere");
	assert_int_equal(bc_check_form(&c, "Linda Hamilton", "Tia Carrere"), BC_E_NOT_ADJACENT);
	c = chain("X: A, a");
	assert_int_equal(bc_check_form(&c, "A", "B"), BC_E_SAME_ACTRON);
	char t[2048] = "";
	for (int i = 0; i <= BC_MAX_LINKS; i++)
		snprintf(t + strlen(t), sizeof t - strlen(t), "%sM: A%d, A%d", i ? " / " : "", i,
			 i + 1);
	assert_int_equal(bc_parse(t, &c), BC_E_TOO_LONG);
}

/* Chains, challenges, the referee's checks and the round's result. */
static void test_chains(void **state)
{
	(void)state;
	named();
	bc_close_objection(&st, &P, 2);
	bc_chain one = chain("Apollo 13: Kevin Bacon, Tom Hanks");
	bc_chain two = chain("Footloose: Kevin Bacon, Lori Singer / Big: Lori Singer, Tom Hanks");
	bc_chain bad = chain("Footloose: Kevin Bacon, Lori Singer");
	assert_int_equal(bc_send(&st, 0, &bad), BC_E_ENDS);
	assert_int_equal(bc_send(&st, 0, &one), BC_OK);
	assert_int_equal(bc_send(&st, 1, &two), BC_OK);
	assert_int_equal(bc_cstance(&st, 0, 1), BC_E_PHASE);
	bc_close_chains(&st, &P, 3);
	assert_int_equal(st.phase, BC_CHALLENGE);
	assert_true(st.chains_posted);
	/* bob challenges a chain the referee finds valid: his own is invalid. */
	assert_int_equal(bc_cstance(&st, 1, 1), BC_OK);
	assert_int_equal(bc_cstance(&st, 1, 0), BC_E_STATED);
	assert_int_equal(bc_cstance(&st, 0, 0), BC_OK);
	bc_close_challenge(&st, &P, 4);
	assert_int_equal(st.phase, BC_CHECK);
	assert_int_equal(bc_check(&st, 1, 1), BC_E_NOT_CHALLENGED);
	assert_int_equal(bc_check(&st, 0, 1), BC_OK);
	assert_true(bc_checks_in(&st));
	bc_close_check(&st, &P, 5);
	assert_int_equal(st.gp[0], 2);
	assert_int_equal(bc_hist(&st, 0)->winner, 0);
	/* Both valid: the shorter wins; no referee finding: the chain stands
	 * and the challenger keeps eir own (ruling). */
	bc_name(&st, 0, "Kevin Bacon");
	bc_name(&st, 1, "Tom Hanks");
	bc_close_naming(&st, &P, 6);
	bc_close_objection(&st, &P, 7);
	bc_send(&st, 0, &two);
	bc_send(&st, 1, &one);
	bc_close_chains(&st, &P, 8);
	bc_cstance(&st, 0, 1);
	bc_close_challenge(&st, &P, 9);
	bc_close_check(&st, &P, 10);
	assert_int_equal(st.gp[1], 2);
	assert_int_equal(bc_hist(&st, 0)->winner, 1);
	/* One chain only: the other cannot be challenged; equal: nobody. */
	bc_name(&st, 0, "Kevin Bacon");
	bc_name(&st, 1, "Tom Hanks");
	bc_close_naming(&st, &P, 11);
	bc_close_objection(&st, &P, 12);
	bc_send(&st, 0, &one);
	bc_close_chains(&st, &P, 13);
	assert_int_equal(bc_cstance(&st, 1, 1), BC_OK);
	assert_int_equal(bc_cstance(&st, 0, 1), BC_E_NO_CHAIN);
	assert_true(bc_cstances_in(&st));
	bc_close_challenge(&st, &P, 14);
	assert_int_equal(bc_check(&st, 0, 0), BC_OK);
	bc_close_check(&st, &P, 15);
	assert_int_equal(bc_hist(&st, 0)->winner, -1);
}

/* The first to 7 wins, even on a ruling's point; a leaver forfeits. */
static void test_end(void **state)
{
	(void)state;
	named();
	st.gp[1] = 6;
	bc_stance(&st, 0, 1);
	bc_stance(&st, 1, 1);
	bc_close_objection(&st, &P, 2);
	assert_int_equal(bc_rule(&st, &P, 1, 0, 3), BC_OK);
	assert_int_equal(st.phase, BC_OVER);
	assert_int_equal(st.winner, 1);
	assert_int_equal(bc_rule(&st, &P, 0, 0, 3), BC_E_OVER);
	named();
	bc_remove(&st, 1);
	assert_int_equal(st.phase, BC_OVER);
	assert_int_equal(st.winner, 0);
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

static const char *names[] = {"Kevin Bacon", "Tom Hanks", "Lori Singer", "kevin bacon", "",
			      "A, B"};
static const char *chains[] = {
	"Apollo 13: Kevin Bacon, Tom Hanks",
	"Footloose: Kevin Bacon, Lori Singer / Big: Lori Singer, Tom Hanks",
	"Footloose: Kevin Bacon, Lori Singer",
	"Footloose: Kevin Bacon, Lori Singer / X: Lori Singer, Y / Big: Y, Tom Hanks",
	"nonsense",
	"Apollo 13: Tom Hanks, Tom Hanks",
	"Z: Lori Singer, Kevin Bacon / Q: Lori Singer, Tom Hanks",
};

static void test_random(void **state)
{
	(void)state;
	static bc_state before;
	int wins = 0, forfeits = 0, rounds = 0;
	for (uint64_t seed = 1; seed <= 500; seed++) {
		rs = seed * 0x9E3779B97F4A7C15ull;
		bc_init(&st, 0);
		int64_t now = 0;
		for (int step = 0; step < 800 && st.phase != BC_OVER; step++) {
			now++;
			before = st;
			int who = (int)rnd(2), e = -1;
			bc_chain c;
			switch (rnd(14)) {
			case 0: case 1: e = bc_name(&st, who, names[rnd(6)]); break;
			case 2: bc_close_naming(&st, &P, now); break;
			case 3: e = bc_stance(&st, who, (int)rnd(2)); break;
			case 4: bc_close_objection(&st, &P, now); break;
			case 5: e = bc_rule(&st, &P, who, (int)rnd(2), now); break;
			case 6: bc_close_ruling(&st, &P, now); break;
			case 7: case 8:
				e = bc_parse(chains[rnd(7)], &c);
				if (!e)
					e = bc_send(&st, who, &c);
				break;
			case 9: bc_close_chains(&st, &P, now); break;
			case 10: e = bc_cstance(&st, who, (int)rnd(2)); break;
			case 11: bc_close_challenge(&st, &P, now); break;
			case 12:
				if (rnd(3))
					e = bc_check(&st, who, (int)rnd(2));
				else
					bc_close_check(&st, &P, now);
				break;
			case 13: if (!rnd(60)) bc_remove(&st, who); break;
			}
			if (e > 0)
				assert_memory_equal(&st, &before, sizeof st);
			for (int i = 0; i < 2; i++) {
				int64_t d = st.gp[i] - before.gp[i];
				assert_true(d == 0 || d == 1 || d == 2);
				if (st.sent[i] && st.phase >= BC_CHAINS && st.phase != BC_OVER)
					assert_int_equal(bc_check_form(&st.chain[i], st.actron[0],
								       st.actron[1]), BC_OK);
			}
			if (before.phase != BC_OVER && st.phase == BC_OVER && st.winner >= 0 &&
			    !st.out[0] && !st.out[1]) {
				assert_true(st.gp[st.winner] >= P.target);
				assert_true(before.gp[0] < P.target && before.gp[1] < P.target);
			}
			if (st.phase != BC_OVER)
				assert_true(st.gp[0] < P.target && st.gp[1] < P.target);
		}
		wins += st.phase == BC_OVER && !st.out[0] && !st.out[1];
		forfeits += st.out[0] || st.out[1];
		rounds += st.round;
	}
	print_message("%d won, %d forfeits, %d rounds\n", wins, forfeits, rounds);
	assert_true(wins >= 50);
	assert_true(forfeits >= 5);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_naming), cmocka_unit_test(test_objections),
		cmocka_unit_test(test_form),   cmocka_unit_test(test_chains),
		cmocka_unit_test(test_end),    cmocka_unit_test(test_random),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
