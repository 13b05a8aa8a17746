/* test_announce.c: an event's public text (ctx_announce, core/ctx.h) and a
 * player's contact address (`contact`), as each viewer sees them through
 * vis_event_json (core/visibility.h), live and after replay rebuilds them.
 * Issue 13, item 1: the results of a proposal are announced (Ackanomic
 * R106: the votes, secret until then, are published with them); item 2/4:
 * a contact address is for its player, the officers and the admin only. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "../nomictest.h"
#include "core/util.h"

#include <stdlib.h>
#include <string.h>

static const char *const viewers[] = {NULL, "admin", "alice", "bob", "carol"};
#define NVIEWERS (sizeof viewers / sizeof *viewers)

/* The "text" of the event whose command is command, as viewer sees it
 * (a copy, or NULL); *found says whether the event was there at all. */
static char *text_of(engine *e, const char *viewer, const char *command, int *found)
{
	json_t *log = engine_log_json(e, 1, 100000, viewer);
	json_t *ev;
	size_t i;
	char *text = NULL;
	*found = 0;
	json_array_foreach(log, i, ev) {
		const char *cmd = json_string_value(json_object_get(ev, "command"));
		if (cmd && strcmp(cmd, command) == 0) {
			*found = 1;
			const char *t = json_string_value(json_object_get(ev, "text"));
			text = t ? xstrdup(t) : NULL;
		}
	}
	json_decref(log);
	return text;
}

static void results_are_announced(void **state)
{
	nomic_file f;
	open_nomic(&f);
	run(f.e, "admin", "ruleset load ackanomic");
	run(f.e, "admin", "clock advance 21d");
	run(f.e, "alice", "propose \"Ordinary\" \"Effect: mint 3 Gamepoints to alice\"");
	run(f.e, "alice", "vote 1 yes");
	run(f.e, "bob", "vote 1 no");
	run(f.e, "carol", "vote 1 yes");
	run(f.e, "admin", "clock advance 8d");
	for (int pass = 0; pass < 2; pass++) {
		for (size_t v = 0; v < NVIEWERS; v++) {
			int found;
			char *t = text_of(f.e, viewers[v], "deadline 1", &found);
			assert_true(found);
			if (!t || !strstr(t, "Proposal 1 \"Ordinary\" by alice is ADOPTED") ||
			    !strstr(t, "votes: alice YES, bob NO, carol YES"))
				fail_msg("%s reads the results as: %s", viewers[v] ? viewers[v] : "the public",
					 t ? t : "(no text)");
			free(t);
			/* A vote is not news, and a vote's event says nothing. */
			t = text_of(f.e, viewers[v], "vote 1 no", &found);
			assert_null(t);
		}
		reopen(&f); /* replay rebuilds the texts */
	}
	close_nomic(&f);
}

static void contact_is_hidden(void **state)
{
	nomic_file f;
	open_nomic(&f);
	reply r;
	engine_submit(f.e, "alice", "contact alice@example.test", &r);
	assert_true(r.ok);
	assert_non_null(strstr(r.text, "alice@example.test"));
	reply_free(&r);
	static const char *const bad[] = {"contact alice", "contact @x", "contact a@",
					  "contact \"a b@c\"", "contact a@b@c", "contact <a@b>",
					  "contact al\xc3\xaf" "ce@example.test"};
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		engine_submit(f.e, "alice", bad[i], &r);
		if (r.ok)
			fail_msg("'%s' was accepted: %s", bad[i], r.text);
		reply_free(&r);
	}
	for (int pass = 0; pass < 2; pass++) {
		for (size_t v = 0; v < NVIEWERS; v++) {
			json_t *log = engine_log_json(f.e, 1, 100000, viewers[v]);
			char *s = json_dumps(log, 0);
			int shows = strstr(s, "alice@example.test") != NULL;
			int may = viewers[v] && (!strcmp(viewers[v], "admin") ||
						 !strcmp(viewers[v], "alice"));
			if (shows != may)
				fail_msg("the log %s alice's address to %s", shows ? "shows" : "hides",
					 viewers[v] ? viewers[v] : "the public");
			free(s);
			json_decref(log);
		}
		reopen(&f);
	}
	run(f.e, "alice", "contact none");
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(results_are_announced),
		cmocka_unit_test(contact_is_hidden),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
