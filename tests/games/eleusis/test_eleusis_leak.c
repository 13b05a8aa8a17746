/* test_eleusis_leak.c: Eleusis (Ackanomic R1250.23) through the engine:
 * the Deus's sealed rule (5 a), 4 e)) and its salt, and every hand (5 c)),
 * must not show in any other player's view, the public view, the others'
 * inboxes or the public log (GET /api/v1/log and the games API draw on the
 * same functions); the commitment is public at once; the text is everyone's
 * once the round ends; a reopened (replayed) nomic shows the same. */
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

static char *said(engine *e, const char *actor, const char *line)
{
	reply r;
	engine_submit(e, actor, line, &r);
	if (!r.ok)
		fail_msg("%s> %s: %s", actor, line, r.text);
	char *s = strdup(r.text);
	reply_free(&r);
	return s;
}

static const char *const everyone[] = {"public", "alice", "bob", "carol", "dave", "erin",
				       "admin", NULL};

/* Does viewer v see needle in the game's view (and, if in_log, the log)? */
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

/* The "hand" of seat i in viewer v's view, joined, or NULL. */
static char *hand_of(engine *e, const char *v, int i)
{
	const nomic *n = engine_read_begin(e);
	json_t *j = view_game(n, v, 1);
	engine_read_end(e);
	json_t *p = json_array_get(json_object_get(json_object_get(j, "state"), "players"),
				   (size_t)i);
	json_t *h = json_object_get(p, "hand");
	char *s = h ? json_dumps(h, JSON_COMPACT) : NULL;
	json_decref(j);
	return s;
}

static void test_sealed_rule_and_hands(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "alice", "game new eleusis");
	run(f.e, "bob", "game join 1");
	run(f.e, "carol", "game join 1");
	run(f.e, "dave", "game join 1");
	run(f.e, "alice", "game start 1");
	run(f.e, "alice", "play 1 rule xyzzy plugh alternate the suits");
	free(said(f.e, "bob", "inbox")); /* the clock publishes the commitment */
	/* The text: the Deus's alone, in the views and in the log. */
	assert_true(sees(f.e, "alice", "xyzzy plugh", 1));
	for (const char *const *v = everyone; *v; v++)
		if (strcmp(*v, "alice"))
			if (sees(f.e, *v, "xyzzy", !!strcmp(*v, "admin")))
				fail_msg("%s sees the sealed rule", *v);
	/* The admin reads the Deus's hidden event in the log, as every hidden
	 * move (docs/RULINGS.md), but not in a view. */
	char *adminlog = gt_log_of(f.e, "admin");
	assert_non_null(strstr(adminlog, "xyzzy"));
	free(adminlog);
	/* The salt, which would let a short rule be guessed, likewise. */
	char *mine = gt_view_text(f.e, "alice", 1);
	const char *sp = strstr(mine, "\"salt\":\"");
	assert_non_null(sp);
	char salt[33];
	memcpy(salt, sp + 8, 32);
	salt[32] = 0;
	free(mine);
	for (const char *const *v = everyone; *v; v++)
		if (strcmp(*v, "alice") && strcmp(*v, "admin") && sees(f.e, *v, salt, 1))
			fail_msg("%s sees the salt", *v);
	/* The commitment is everyone's. */
	char *pub = gt_view_text(f.e, NULL, 1);
	assert_non_null(strstr(pub, "\"commitment\":\""));
	free(pub);

	run(f.e, "alice", "play 1 deck eleusis wild");
	free(said(f.e, "bob", "inbox")); /* the clock deals */
	/* Each hand: its holder's alone, in views, the log and the inboxes. */
	for (int i = 1; i < 4; i++) {
		const char *names[] = {"alice", "bob", "carol", "dave"};
		char *h = hand_of(f.e, names[i], i);
		assert_non_null(h);
		for (const char *const *v = everyone; *v; v++) {
			if (!strcmp(*v, names[i]))
				continue;
			char *o = hand_of(f.e, strcmp(*v, "public") ? *v : NULL, i);
			if (o)
				fail_msg("%s sees %s's hand %s", *v, names[i], o);
		}
		/* The hand as the inbox handtext it ("A* 10! ..."): in nobody
		 * else's inbox, view or log. */
		char *box = said(f.e, names[i], "inbox");
		const char *at = strstr(box, "your hand is now ");
		assert_non_null(at);
		char handtext[128];
		snprintf(handtext, sizeof handtext, "%.*s", (int)strcspn(at + 17, "\n"), at + 17);
		free(box);
		for (int k = 0; k < 4; k++) {
			if (k == i)
				continue;
			char *other = said(f.e, names[k], "inbox");
			if (strstr(other, handtext))
				fail_msg("%s's inbox holds %s's hand", names[k], names[i]);
			free(other);
		}
		for (const char *const *v = everyone; *v; v++)
			if (strcmp(*v, "admin") && sees(f.e, *v, handtext, 1))
				fail_msg("%s sees %s's hand '%s'", *v, names[i], handtext);
		free(h);
	}
	/* Replay rebuilds the same views. */
	char *before = gt_view_text(f.e, "bob", 1);
	reopen(&f);
	char *after = gt_view_text(f.e, "bob", 1);
	assert_string_equal(before, after);
	free(before);
	free(after);
	/* 4 e): the round ends (the Deus leaves, 8): the text is everyone's. */
	run(f.e, "alice", "game leave 1");
	assert_true(sees(f.e, "public", "xyzzy plugh alternate the suits", 0));
	assert_true(sees(f.e, "bob", salt, 0));
	close_nomic(&f);
}

/* With a Referee (R1250.23 2 a), 8): the sealed rule is the Deus's alone,
 * not the Referee's, until the Deus leaves; then the Referee, who
 * substitutes for em ("they must notify their substitute of the rule"),
 * sees it in eir view and inbox, and still nobody else does. */
static void test_referee_sees_rule_only_as_substitute(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "erin", "game new eleusis referee");
	run(f.e, "alice", "game join 1");
	run(f.e, "bob", "game join 1");
	run(f.e, "carol", "game join 1");
	run(f.e, "dave", "game join 1");
	run(f.e, "erin", "game start 1");
	run(f.e, "alice", "play 1 rule xyzzy plugh alternate the suits");
	run(f.e, "alice", "play 1 deck eleusis wild");
	free(said(f.e, "bob", "inbox")); /* the clock publishes and deals */
	for (const char *const *v = everyone; *v; v++)
		if (strcmp(*v, "alice") && sees(f.e, *v, "xyzzy", !!strcmp(*v, "admin")))
			fail_msg("%s sees the sealed rule", *v);
	char *box = said(f.e, "erin", "inbox");
	assert_null(strstr(box, "xyzzy"));
	free(box);
	/* bob's hand is not the Referee's to be told, but e sees it (10). */
	char *h = hand_of(f.e, "erin", 1);
	assert_non_null(h);
	free(h);
	run(f.e, "alice", "game leave 1");
	assert_true(sees(f.e, "erin", "xyzzy plugh", 0));
	box = said(f.e, "erin", "inbox");
	assert_non_null(strstr(box, "xyzzy plugh"));
	free(box);
	for (const char *const *v = everyone; *v; v++)
		if (strcmp(*v, "alice") && strcmp(*v, "erin") && strcmp(*v, "admin") &&
		    sees(f.e, *v, "xyzzy", 1))
			fail_msg("%s sees the sealed rule while the Referee substitutes", *v);
	for (int k = 1; k < 4; k++) {
		const char *names[] = {"alice", "bob", "carol", "dave"};
		char *other = said(f.e, names[k], "inbox");
		if (strstr(other, "xyzzy"))
			fail_msg("%s's inbox holds the sealed rule", names[k]);
		free(other);
	}
	char *before = gt_view_text(f.e, "erin", 1);
	reopen(&f);
	char *after = gt_view_text(f.e, "erin", 1);
	assert_string_equal(before, after);
	free(before);
	free(after);
	close_nomic(&f);
}

int main(void)
{
	if (sodium_init() < 0)
		return 1;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sealed_rule_and_hands),
		cmocka_unit_test(test_referee_sees_rule_only_as_substitute),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
