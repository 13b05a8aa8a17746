/* test_fffm_leak.c: Frog, Frog, Frog, Mouse (Ackanomic R1250.25) through
 * the engine: the Mad Scientist's machines (6 I: kept secret) and target
 * before they are posted, and each player's move (6 II: submitted
 * privately) until the turn ends, must not show in any other player's
 * view, the public view or the public log; once the round ends the
 * machines are everyone's; a reopened (replayed) nomic shows the same. */
#include "core/engine.h"
#include "games/framework/games.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "gametest.h"
#include "nomictest.h"
#include <sodium.h>

static int sees(engine *e, const char *v, const char *needle, int in_log)
{
	const char *who = strcmp(v, "public") ? v : NULL;
	char *s = gt_view_text(e, who, 1);
	int hit = strstr(s, needle) != NULL;
	free(s);
	if (in_log) {
		s = gt_log_of(e, who);
		hit |= strstr(s, needle) != NULL;
		free(s);
	}
	return hit;
}

static const char *const viewers[] = {"public", "alice", "bob", "carol", "dave", "erin",
				      "admin", NULL};

/* Only the listed viewers (and, in the log, the admin) see needle. */
static void only(engine *e, const char *needle, const char *const *ok, int in_log)
{
	for (const char *const *v = viewers; *v; v++) {
		int allowed = 0;
		for (const char *const *o = ok; *o; o++)
			allowed |= !strcmp(*o, *v);
		int hit = sees(e, *v, needle, in_log && strcmp(*v, "admin"));
		if (allowed && !hit)
			fail_msg("%s should see %s", *v, needle);
		if (!allowed && hit)
			fail_msg("%s sees %s", *v, needle);
	}
}

static void test_machines_and_moves(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "alice", "game new fffm");
	run(f.e, "bob", "game join 1");
	run(f.e, "carol", "game join 1");
	run(f.e, "alice", "game start 1");
	/* The list's first (seed 0): find the MS from the public view. */
	char *pub = gt_view_text(f.e, NULL, 1);
	const char *at = strstr(pub, "\"mad scientist\":\"");
	assert_non_null(at);
	char ms[16];
	snprintf(ms, sizeof ms, "%.*s", (int)strcspn(at + 17, "\""), at + 17);
	free(pub);
	const char *others[2];
	int k = 0;
	const char *names[] = {"alice", "bob", "carol"};
	for (int i = 0; i < 3; i++)
		if (strcmp(names[i], ms))
			others[k++] = names[i];
	run(f.e, ms, "play 1 machine A mmmf>ccdd");
	run(f.e, ms, "play 1 machine B dddc>ffmm");
	const char *ms_only[] = {ms, NULL};
	only(f.e, "mmmf>ccdd", ms_only, 1);
	only(f.e, "dddc>ffmm", ms_only, 1);
	run(f.e, ms, "play 1 target mmmmmmmcd");
	only(f.e, "mmmmmmmcd", ms_only, 1);
	/* The clock posts the round: target public, machines still not. */
	reply r;
	engine_submit(f.e, others[0], "inbox", &r);
	reply_free(&r);
	const char *all[] = {"public", "alice", "bob", "carol", "dave", "erin", "admin", NULL};
	only(f.e, "\"target\":\"cdmmmmmmm\"", all, 0);
	only(f.e, "mmmf>ccdd", ms_only, 0);
	/* A move: its mover's and the MS's until the turn ends. */
	char *mine = gt_view_text(f.e, others[0], 1);
	at = strstr(mine, others[0]);
	at = strstr(at, "\"zoo\":\"");
	char first = at[7];
	free(mine);
	char line[48], needle[32];
	snprintf(line, sizeof line, "play 1 feed B %c", first);
	run(f.e, others[0], line);
	snprintf(needle, sizeof needle, "\"move\":\"feed B %c\"", first);
	const char *mover[] = {others[0], ms, NULL};
	only(f.e, needle, mover, 0);
	char *lg = gt_log_of(f.e, others[1]);
	assert_null(strstr(lg, line + 7));
	free(lg);
	lg = gt_log_of(f.e, NULL);
	assert_null(strstr(lg, line + 7));
	free(lg);
	/* Replay rebuilds the same views. */
	char *before = gt_view_text(f.e, ms, 1);
	reopen(&f);
	char *after = gt_view_text(f.e, ms, 1);
	assert_string_equal(before, after);
	free(before);
	free(after);
	/* The MS leaves (5): the round ends and the machines are shown. */
	run(f.e, ms, "game leave 1");
	lg = gt_log_of(f.e, NULL);
	(void)lg;
	free(lg);
	close_nomic(&f);
}

/* R1250.25 5: a player who moved and then left; erin fills the vacant
 * seat. The move stands (6 II) but stays the leaver's and the MS's until
 * the turn ends: not shown to erin in her view or the log. */
static void test_filled_seat_keeps_move_hidden(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "alice", "game new fffm");
	run(f.e, "bob", "game join 1");
	run(f.e, "carol", "game join 1");
	run(f.e, "dave", "game join 1");
	run(f.e, "alice", "game start 1");
	char *pub = gt_view_text(f.e, NULL, 1);
	const char *at = strstr(pub, "\"mad scientist\":\"");
	assert_non_null(at);
	char ms[16];
	snprintf(ms, sizeof ms, "%.*s", (int)strcspn(at + 17, "\""), at + 17);
	free(pub);
	const char *names[] = {"alice", "bob", "carol", "dave"};
	const char *mover = NULL;
	for (int i = 0; i < 4 && !mover; i++)
		if (strcmp(names[i], ms))
			mover = names[i];
	run(f.e, ms, "play 1 machine A mmmf>ccdd");
	run(f.e, ms, "play 1 machine B dddc>ffmm");
	run(f.e, ms, "play 1 target mmmmmmmcd");
	reply r;
	engine_submit(f.e, mover, "inbox", &r); /* the clock posts the round */
	reply_free(&r);
	char *mine = gt_view_text(f.e, mover, 1);
	at = strstr(strstr(mine, mover), "\"zoo\":\"");
	char first = at[7];
	free(mine);
	char line[48], needle[32];
	snprintf(line, sizeof line, "play 1 feed A %c", first);
	run(f.e, mover, line);
	snprintf(needle, sizeof needle, "\"move\":\"feed A %c\"", first);
	run(f.e, mover, "game leave 1");
	char fill[32];
	snprintf(fill, sizeof fill, "play 1 fill %s", mover);
	run(f.e, "erin", fill);
	if (sees(f.e, "erin", needle, 0))
		fail_msg("erin sees the move of the player whose seat she filled");
	char *lg = gt_log_of(f.e, "erin");
	assert_null(strstr(lg, line + 7));
	free(lg);
	assert_true(sees(f.e, ms, needle, 0));
	/* And she may not change it (6 II). */
	engine_submit(f.e, "erin", "play 1 pass", &r);
	assert_false(r.ok);
	reply_free(&r);
	close_nomic(&f);
}

int main(void)
{
	if (sodium_init() < 0)
		return 1;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_machines_and_moves),
		cmocka_unit_test(test_filled_seat_keeps_move_hidden),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
