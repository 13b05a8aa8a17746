/* test_publish.c: publication (issue 13, item 1): which events carry a
 * public text (ctx_announce), what it says, and that it never holds what
 * is hidden, as each viewer reads it through the news (engine_news_json,
 * core/news.c), live and after replay rebuilds the texts.
 * - Joins (R252) and the state changes deadlines make (R250 V c, VI f)
 *   are announced; the new player's token is not.
 * - A public rule change is announced with its rule and cause; a change to
 *   a Secret regulation, by the admin or as an adopted proposal's effect,
 *   announces nothing, not even its number (Ace of Spades reg 104, 106).
 * - A distributed proposal is published with its text (R406); secret votes
 *   (R104) appear in no text before the results, and in the results after.
 * - A Game of Pure Skill's round, which the clock resolves, is announced
 *   with its bids once they are revealed (R1250.7 4f), never a bid before;
 *   a game's feed picks its own texts ("game N").
 * - A rule's script announces with nomic.announce; a failed run does not. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "../nomictest.h"
#include "core/util.h"

#include <stdlib.h>
#include <string.h>

static const char *const viewers[] = {NULL, "admin", "alice", "bob", "carol", "dave", "erin"};
#define NVIEWERS (sizeof viewers / sizeof *viewers)

/* Every public text viewer may read, newest first, one per line. */
static char *news_as(engine *e, const char *viewer)
{
	json_t *news = engine_news_json(e, 0, 100000, viewer, NULL, NULL);
	sbuf b = {0};
	size_t i;
	json_t *ev;
	json_array_foreach(news, i, ev) {
		const char *t = json_string_value(json_object_get(ev, "text"));
		assert_non_null(t);
		sbuf_printf(&b, "#%lld %s\n", (long long)json_integer_value(json_object_get(ev, "seq")),
			    t);
	}
	json_decref(news);
	return b.s ? b.s : xstrdup("");
}

/* Whether any viewer's news holds s (want: 1 everyone's, 0 nobody's). */
static void news_has(engine *e, const char *s, int want)
{
	for (size_t v = 0; v < NVIEWERS; v++) {
		char *n = news_as(e, viewers[v]);
		if ((strstr(n, s) != NULL) != want)
			fail_msg("%s's news %s '%s':\n%s", viewers[v] ? viewers[v] : "the public",
				 want ? "lacks" : "holds", s, n);
		free(n);
	}
}

static void joins_and_deadlines(void **state)
{
	nomic_file f;
	open_nomic(&f);
	run(f.e, "bob", "state vacation 10d");
	run(f.e, "admin", "clock advance 30d");
	for (int pass = 0; pass < 2; pass++) {
		news_has(f.e, "alice joins the nomic (Voting) and receives A$900", 1);
		news_has(f.e, "nmc_", 0); /* the token is the reply's alone */
		news_has(f.e, "bob is Vacationing, expected for 24d (R250 V a)", 1);
		/* R250 V c, VI f: the clock's deadline says what it did. */
		news_has(f.e, "bob's vacation has run past its expected duration (R250 V c)", 1);
		news_has(f.e, "bob is now a Non-Player (R250 VII)", 1);
		reopen(&f);
	}
	close_nomic(&f);
}

static void hidden_rule_changes_say_nothing(void **state)
{
	nomic_file f;
	open_nomic(&f);
	run(f.e, "admin", "ruleset load ace-of-spades");
	run(f.e, "admin", "appoint carol as Tabulator");
	run(f.e, "admin", "rule amend 340 \"SECRETAMEND: add 7 Marks.\"");
	run(f.e, "admin", "rule retitle 370 \"SECRETTITLE\"");
	run(f.e, "admin", "rule renumber 380 to 385");
	run(f.e, "admin", "rule repeal 390");
	run(f.e, "admin", "rule enact 345 \"\" \"PUBLICENACT: a public regulation.\"");
	/* A proposal with one effect on a Secret regulation and one on a
	 * public one: the results tell only of the public one. */
	run(f.e, "alice", "propose \"Two\" \"Effect: rule amend 350 \\\"SECRETPROP\\\"\n"
			  "Effect: rule amend 345 \\\"PUBLICPROP\\\"\"");
	run(f.e, "bob", "propose \"Plain\" \"Effect: rule amend 345 \\\"PLAINTEXT\\\"\"");
	run(f.e, "alice", "vote 1 yes");
	run(f.e, "bob", "vote 2 yes");
	for (int pass = 0; pass < 2; pass++) {
		news_has(f.e, "Rule 345/0 enacted by the admin", 1);
		news_has(f.e, "SECRET", 0);
		news_has(f.e, "Rule 340", 0);
		news_has(f.e, "Rule 370", 0);
		news_has(f.e, "Rule 385", 0);
		news_has(f.e, "Rule 390", 0);
		/* R406: a distributed proposal is published whole, except one
		 * that changes a hidden regulation (its event is sealed). */
		news_has(f.e, "is distributed for voting", 1);
		news_has(f.e, "PLAINTEXT", 1);
		/* R104: no vote is told before the results. */
		news_has(f.e, "YES", 0);
		reopen(&f);
	}
	run(f.e, "admin", "clock advance 30d");
	news_has(f.e, "votes: bob YES", 1);
	news_has(f.e, "SECRET", 0);
	news_has(f.e, "Rule 350", 0);
	close_nomic(&f);
}

/* The texts of the events whose text names game 1, newest first. */
static int names_game_1(const char *text, void *arg)
{
	(void)arg;
	return strstr(text, "game 1") != NULL;
}

static void pure_skill_rounds(void **state)
{
	nomic_file f;
	open_nomic(&f);
	run(f.e, "dave", "game new pureskill");
	run(f.e, "alice", "game join 1");
	run(f.e, "bob", "game join 1");
	run(f.e, "carol", "game join 1");
	run(f.e, "dave", "game start 1");
	run(f.e, "alice", "play 1 bid K");
	run(f.e, "bob", "play 1 bid QD");
	news_has(f.e, "game 1 (Game of Pure Skill, R1250.7) starts; players alice, bob, carol", 1);
	/* R1250.7 4e: a bid is private until the round closes. */
	news_has(f.e, "KH", 0);
	news_has(f.e, "QD", 0);
	run(f.e, "carol", "play 1 bid 2C");
	run(f.e, "alice", "game show 1"); /* the round closes first, as the clock's */
	for (int pass = 0; pass < 2; pass++) {
		/* R1250.7 4f: the round resolved, its bids revealed, in public. */
		news_has(f.e, "game 1 round 1: prize", 1);
		news_has(f.e, "alice KH", 1);
		json_t *feed = engine_news_json(f.e, 0, 100, NULL, names_game_1, NULL);
		assert_true(json_array_size(feed) >= 5);
		size_t i;
		json_t *ev;
		json_array_foreach(feed, i, ev)
			assert_non_null(strstr(json_string_value(json_object_get(ev, "text")), "game 1"));
		json_decref(feed);
		reopen(&f);
	}
	close_nomic(&f);
}

static void scripts_announce(void **state)
{
	nomic_file f;
	open_nomic(&f);
	run(f.e, "admin", "ruleset load ackanomic");
	run(f.e, "admin", "rule enact 1391 \"Heralds\" \"Transfers are announced.\" script "
			  "\"nomic.on('transfer', function(cmd) "
			  "nomic.announce('a transfer by ' .. cmd.actor) end)\"");
	run(f.e, "alice", "transfer 5 A$ to bob");
	news_has(f.e, "a transfer by alice", 1);
	reopen(&f);
	news_has(f.e, "a transfer by alice", 1);
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(joins_and_deadlines),
		cmocka_unit_test(hidden_rule_changes_say_nothing),
		cmocka_unit_test(pure_skill_rounds),
		cmocka_unit_test(scripts_announce),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
