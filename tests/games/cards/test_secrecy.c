/* test_secrecy.c: a randomized secrecy checker for Spades (Ackanomic
 * R1250.15 1, 2, 6: "Nobody is allowed to reveal to anybody what cards any
 * player has") and A Nomic's Cards and Pooker (R387 a Card is told to its
 * receiver, R388 Hands, R395 notices "privately"), and for the framework's
 * referee and Substitute Players (R1250.1 III e, VI c, VI e): issue 12.
 *
 * Random games with fixed seeds are played through the engine, with random
 * legal and illegal moves, 3-day defaults, Substitutes, new referees, trades,
 * Showdowns and changes of Dealer. After every command, for every viewer
 * (the public, the admin, each of seven players, among them the game's
 * players, its referee, a Substitute and non-players) the checker reads:
 * - the view (view_game), and sometimes the text view (`game show`);
 * - every new log event (engine_log_json for that viewer);
 * - the reply or error of each command to its issuer, and the clock's
 *   replies (which may reach anyone, so they are checked against what the
 *   public may know).
 * It asserts that no card appears in what a viewer gets unless the viewer
 * may know it: a card e holds or held (this round, in Spades), was dealt or
 * typed emself, or that was played or shown in public; the referee (or
 * Dealer) and the admin may know all. It also asserts that views show a
 * hand (or trade notices) only to whom they belong, that a hidden event is
 * redacted for everyone but its actor, that no public event carries draws
 * but the seating draw, that a refused command changes nothing, that the
 * referee never plays or substitutes in the game, and (oracles written
 * from the rule texts, using only what the issuer sees) that whether a
 * Spades move or a Pooker trade notice is refused, and whether a referee
 * appointment or Substitute is, follows from what its issuer may see.
 *
 * Ground truth is the admin's view, the framework's record of the game and,
 * for the trade notices the Dealer keeps, the Pooker module's own state.
 * The nomic lives in /dev/shm when there is one, so the many small commits
 * cost little; the seeds and step counts are fixed (a few seconds, also
 * under ASan). SECRECY_STEPS=N overrides the steps per game kind.
 *
 * This file holds the tests; the checker is secrecy.c (its interface
 * secrecy.h), the games' parts secrecy_spades.c and secrecy_pooker.c. */
#include "secrecy.h"

#include <stdlib.h>

#include <sodium.h>

static int steps(int dflt)
{
	const char *s = getenv("SECRECY_STEPS");
	return s && atoi(s) > 0 ? atoi(s) : dflt;
}

static void test_spades_secrecy(void **state)
{
	(void)state;
	tally_reset();
	for (unsigned seed = 1; seed <= 4; seed++)
		spades_run(seed, steps(300));
	report("spades");
	/* What the seeds must reach, or the check checks little. */
	static const char *const must[] = {"bids Blind Nil", " passes ", " misplays ",
					   "the referee claims the remaining", "missed the 3-day",
					   "substitutes for", " referees game", "may not referee",
					   " scored: ", " is over: "};
	for (size_t i = 0; i < sizeof must / sizeof *must; i++)
		if (!seen_of(must[i]))
			fail_msg("the Spades seeds never reach '%s'", must[i]);
}

static void test_pooker_secrecy(void **state)
{
	(void)state;
	tally_reset();
	for (unsigned seed = 1; seed <= 3; seed++)
		pooker_run(seed, steps(250));
	report("pooker");
	static const char *const must[] = {"trade done", "notifies the Dealer", "replaces eir trade",
					   "was shown at the", " shows ", "Showdown 1:",
					   "now deals game", "the Dealer deals"};
	for (size_t i = 0; i < sizeof must / sizeof *must; i++)
		if (!seen_of(must[i]))
			fail_msg("the Pooker seeds never reach '%s'", must[i]);
}

int main(void)
{
	if (sodium_init() < 0)
		return 1;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_spades_secrecy),
		cmocka_unit_test(test_pooker_secrecy),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
