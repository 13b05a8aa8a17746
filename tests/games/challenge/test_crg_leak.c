/* test_crg_leak.c: A Nomic's Challenge/Response Games (R336) keep answers
 * private: "Answers must be submitted privately" to the Contestmaster, and
 * no rule publishes them. For each C/RG class (the Similarity Game, R337;
 * the Poetry Contest, R339): an answer is seen by its answerer, the
 * Contestmaster and the admin, and by nobody else in any view (game show's
 * JSON, GET /api/v1/games), the log, or anyone's inbox, while the period
 * runs, while the Contestmaster judges, after the judgement and after a
 * replay; and the Contestmaster is asked privately with every answer. */
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

static char *games_json(engine *e, const char *viewer)
{
	const nomic *n = engine_read_begin(e);
	json_t *j = view_games(n, viewer, 0);
	engine_read_end(e);
	char *s = json_dumps(j, JSON_COMPACT);
	json_decref(j);
	return s;
}

static char *said(engine *e, const char *actor, const char *line)
{
	reply r;
	engine_submit(e, actor, line, &r);
	char *s = strdup(r.text ? r.text : "");
	reply_free(&r);
	return s;
}

static void sees(int want, const char *who, const char *where, char *text, const char *secret)
{
	if (want && !strstr(text, secret))
		fail_msg("%s should see '%s' in %s: %s", who, secret, where, text);
	if (!want && strstr(text, secret))
		fail_msg("%s sees '%s' in %s: %s", who, secret, where, text);
	free(text);
}

/* bob answered; alice is the Contestmaster. After the judgement the
 * answers leave the game's state, so no view need show them. */
static void check(engine *e, const char *secret, int judged)
{
	static const char *const viewers[] = {"public", "alice", "bob", "carol", "dave", "admin"};
	for (size_t i = 0; i < sizeof viewers / sizeof *viewers; i++) {
		const char *v = strcmp(viewers[i], "public") ? viewers[i] : NULL;
		int owner = v && (!strcmp(v, "bob") || !strcmp(v, "admin"));
		int view_ok = owner || (v && !strcmp(v, "alice"));
		if (!(judged && view_ok)) {
			sees(view_ok, viewers[i], "the game's view", gt_view_text(e, v, 1), secret);
			sees(view_ok, viewers[i], "the games' list", games_json(e, v), secret);
		}
		/* The log: the answer's hidden event is bob's (and the admin's). */
		sees(owner, viewers[i], "the log", gt_log_of(e, v), secret);
	}
	/* The inboxes: the Contestmaster's only. */
	sees(1, "alice", "her inbox", said(e, "alice", "inbox"), secret);
	sees(0, "carol", "her inbox", said(e, "carol", "inbox"), secret);
	sees(0, "dave", "his inbox", said(e, "dave", "inbox"), secret);
	sees(0, "public", "game show", said(e, NULL, "game show 1"), secret);
	sees(0, "carol", "game show", said(e, "carol", "game show 1"), secret);
}

static void play_one(const char *cls, const char *challenge)
{
	nomic_file f;
	open_nomic(&f);
	run(f.e, "admin", "mint 20 points to bob");
	run(f.e, "admin", "mint 20 points to carol");
	char line[160];
	snprintf(line, sizeof line, "game new %s", cls);
	run(f.e, "alice", line);
	run(f.e, "alice", "game start 1");
	snprintf(line, sizeof line, "play 1 challenge %s", challenge);
	run(f.e, "alice", line);
	run(f.e, "bob", "play 1 answer zebrastripes and quartzlight");
	run(f.e, "carol", "play 1 answer plainly red");
	check(f.e, "zebrastripes", 0);
	/* The period ends: alice is asked, privately, with both answers. */
	run(f.e, "admin", "clock advance 7d");
	check(f.e, "zebrastripes", 0);
	char *box = said(f.e, "alice", "inbox");
	assert_non_null(strstr(box, "yours to judge"));
	assert_non_null(strstr(box, "plainly red"));
	free(box);
	/* A replay rebuilds the same views. */
	char *before = gt_view_text(f.e, "admin", 1);
	reopen(&f);
	char *after = gt_view_text(f.e, "admin", 1);
	assert_string_equal(before, after);
	free(before);
	free(after);
	check(f.e, "zebrastripes", 0);
	/* The judgement names the winner, never the answers. */
	run(f.e, "alice", "play 1 judge carol bob");
	check(f.e, "zebrastripes", 1);
	sees(0, "public", "the log", gt_log_of(f.e, NULL), "plainly red");
	sees(1, "carol", "the log", gt_log_of(f.e, "carol"), "plainly red");
	close_nomic(&f);
}

static void test_similarity(void **state)
{
	(void)state;
	play_one("similarity", "apple, cherry, fire truck");
}

static void test_poetry(void **state)
{
	(void)state;
	play_one("poetry", "the sea; style: sonnet");
}

int main(void)
{
	if (sodium_init() < 0)
		return 1;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_similarity),
		cmocka_unit_test(test_poetry),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
