/* test_remind.c: reminders are private and folded from the log (issue 13
 * item 3; core/remind.h). A vote reminder and a Pure Skill move reminder
 * reach only their player's inbox: no viewer's log (the public's, another
 * player's, the player's own, the admin's) holds their text, the clock's
 * reminder events reply nothing in public, and after the nomic is opened
 * again from its log every inbox is exactly what it was. */
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

static char *reply_to(engine *e, const char *actor, const char *line)
{
	reply r;
	engine_submit(e, actor, line, &r);
	char *s = xstrdup(r.text ? r.text : "");
	reply_free(&r);
	return s;
}

static char *log_as(engine *e, const char *viewer)
{
	json_t *log = engine_log_json(e, 1, 100000, viewer);
	char *s = json_dumps(log, 0);
	json_decref(log);
	return s;
}

static int count(const char *hay, const char *needle)
{
	int k = 0;
	for (const char *p = hay; (p = strstr(p, needle)); p++)
		k++;
	return k;
}

/* Proposal 1 (bob votes, alice does not) and a Pure Skill game (alice
 * bids, bob and carol do not; carol has turned reminders off), with the
 * clock past both reminders. */
static void play(nomic_file *f)
{
	engine *e = f->e;
	run(e, "carol", "remind off");
	run(e, "alice", "propose \"Title\" \"Effect: mint 1 points to alice\"");
	run(e, "bob", "vote 1 yes");
	run(e, "dave", "game new pureskill");
	run(e, "alice", "game join 1");
	run(e, "bob", "game join 1");
	run(e, "carol", "game join 1");
	run(e, "dave", "game start 1");
	run(e, "alice", "play 1 bid K");
	/* The move reminder (day 2) passes; the round ends on day 3. */
	char *r = reply_to(e, "admin", "clock advance 2d");
	assert_string_equal(r, "the time is now 2001-01-03T00:00:00Z");
	free(r);
	run(e, "bob", "play 1 bid Q");
	/* The vote reminder (day 6) passes with nothing said in public. */
	r = reply_to(e, "admin", "clock advance 1d");
	assert_null(strstr(r, "remind"));
	free(r);
	r = reply_to(e, "admin", "clock advance 3d");
	assert_null(strstr(r, "remind"));
	free(r);
}

static void check_inboxes(engine *e)
{
	char *a = reply_to(e, "alice", "inbox");
	char *b = reply_to(e, "bob", "inbox");
	char *c = reply_to(e, "carol", "inbox");
	char *d = reply_to(e, "dave", "inbox");
	/* alice did not vote: one vote reminder; she bid in round 1 (due
	 * day 3): no move reminder for it, only for round 2 (due day 6). */
	assert_int_equal(count(a, "you have not voted on Proposal 1"), 1);
	assert_int_equal(count(a, "your move in game 1"), 1);
	assert_int_equal(count(a, "due by 2001-01-04T00:00:00Z"), 0);
	assert_int_equal(count(a, "due by 2001-01-07T00:00:00Z"), 1);
	/* bob voted: none; his bid was missing on day 2: one move reminder
	 * for round 1, and round 2's reminder (day 5) as well. */
	assert_int_equal(count(b, "you have not voted"), 0);
	assert_int_equal(count(b, "your move in game 1"), 2);
	/* carol turned them off. dave referees: no bid of eirs is due, but
	 * e has not voted on Proposal 1, so e is reminded of that. */
	assert_string_equal(c, "no messages for carol");
	assert_int_equal(count(d, "you have not voted on Proposal 1"), 1);
	assert_int_equal(count(d, "your move"), 0);
	free(a);
	free(b);
	free(c);
	free(d);
}

static void test_reminders_are_private_and_replay(void **state)
{
	nomic_file f;
	open_nomic(&f);
	play(&f);
	check_inboxes(f.e);
	char *before[4];
	static const char *const who[] = {"alice", "bob", "carol", "dave"};
	for (int i = 0; i < 4; i++)
		before[i] = reply_to(f.e, who[i], "inbox");
	/* No view of the log carries a reminder's text: the public's, the
	 * players' (their own included) or the admin's. The clock's events
	 * are there, as the deadlines that passed. */
	for (size_t i = 0; i < NVIEWERS; i++) {
		char *log = log_as(f.e, viewers[i]);
		assert_null(strstr(log, "you have not voted"));
		assert_null(strstr(log, "your move in game"));
		assert_non_null(strstr(log, "vote-reminder"));
		assert_non_null(strstr(log, "move-reminder"));
		free(log);
	}
	/* Folded from the log: the same inboxes after replay. */
	reopen(&f);
	check_inboxes(f.e);
	for (int i = 0; i < 4; i++) {
		char *after = reply_to(f.e, who[i], "inbox");
		assert_string_equal(before[i], after);
		free(after);
		free(before[i]);
	}
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_reminders_are_private_and_replay),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
