/* test_court.c: the Supreme Court as the views show it (Ackanomic R217 II,
 * R416, R416.1, R418). A Justice's vote goes to the Clerk: its event is
 * hidden from all but its actor and the admin until the vote that decides,
 * whose event is public; court_json shows the seats, the Cortices and the
 * docket, and replay rebuilds the same. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "../nomictest.h"
#include "core/util.h"
#include "gov/justice/justice.h"

#include <stdlib.h>
#include <string.h>

/* The event whose command is line, as viewer sees it: 1 if it is there
 * whole, 0 if there but withheld, -1 if not there; its text into *text. */
static int seen(engine *e, const char *viewer, const char *line, char **text)
{
	json_t *log = engine_log_json(e, 1, 100000, viewer);
	json_t *ev;
	size_t i;
	int found = -1, hidden = 0;
	*text = NULL;
	json_array_foreach(log, i, ev) {
		const char *cmd = json_string_value(json_object_get(ev, "command"));
		if (cmd && strcmp(cmd, line) == 0) {
			found = 1;
			const char *t = json_string_value(json_object_get(ev, "text"));
			free(*text);
			*text = t ? xstrdup(t) : NULL;
		} else if (cmd && strcmp(cmd, "(hidden)") == 0) {
			hidden++;
		}
	}
	json_decref(log);
	return found == 1 ? 1 : hidden ? 0 : -1;
}

/* The judge of CFJ number, by name. */
static const char *judge_of(engine *e, int number, char *buf, size_t len)
{
	const nomic *n = engine_read_begin(e);
	const cfj *f = cfj_find(n, number);
	snprintf(buf, len, "%s", f ? holder_name(n, f->judge) : "?");
	engine_read_end(e);
	return buf;
}

/* alice is President; carol and dave Justices owning Ursa; bob calls CFJ 1,
 * its judge rules TRUE, and a player who is neither appeals. */
static void set_up(nomic_file *f)
{
	open_nomic(f);
	run(f->e, "admin", "ruleset load ackanomic");
	run(f->e, "admin", "clock advance 21d");
	run(f->e, "admin", "appoint alice President");
	run(f->e, "carol", "justice volunteer");
	run(f->e, "alice", "justice appoint carol");
	run(f->e, "dave", "justice volunteer");
	run(f->e, "alice", "justice appoint dave");
	run(f->e, "carol", "cortex create Ursa");
	run(f->e, "dave", "cortex join Ursa");
	run(f->e, "bob", "cfj \"The sky is blue\"");
	char judge[64];
	judge_of(f->e, 1, judge, sizeof judge);
	run(f->e, judge, "cfj judge 1 TRUE");
	const char *appellant = strcmp(judge, "erin") ? "erin" : "alice";
	run(f->e, appellant, "appeal 1");
}

static void votes_hidden_until_decided(void **state)
{
	nomic_file f;
	set_up(&f);
	run(f.e, "carol", "court judge 1 FALSE \"the sky is grey\"");
	char *t;
	for (int pass = 0; pass < 2; pass++) {
		/* R217 II, R418: carol's vote and reasons are the Clerk's. */
		assert_int_equal(seen(f.e, NULL, "court judge 1 FALSE \"the sky is grey\"", &t), 0);
		free(t);
		assert_int_equal(seen(f.e, "dave", "court judge 1 FALSE \"the sky is grey\"", &t), 0);
		free(t);
		assert_int_equal(seen(f.e, "carol", "court judge 1 FALSE \"the sky is grey\"", &t), 1);
		free(t);
		assert_int_equal(seen(f.e, "admin", "court judge 1 FALSE \"the sky is grey\"", &t), 1);
		free(t);
		reopen(&f); /* replay keeps it so */
	}
	/* The vote that decides is public, with the Court's verdict. */
	run(f.e, "dave", "court judge 1 FALSE");
	assert_int_equal(seen(f.e, NULL, "court judge 1 FALSE", &t), 1);
	if (!t || !strstr(t, "overturns the TRUE judgement with FALSE"))
		fail_msg("the public reads the decision as: %s", t ? t : "(no text)");
	free(t);
	close_nomic(&f);
}

static json_t *court_now(engine *e)
{
	const nomic *n = engine_read_begin(e);
	json_t *j = court_json(n);
	engine_read_end(e);
	return j;
}

static void court_as_json(void **state)
{
	nomic_file f;
	set_up(&f);
	json_t *j = court_now(f.e);
	json_t *seats = json_object_get(j, "seats");
	assert_int_equal(json_array_size(seats), 2); /* R416 I */
	assert_string_equal(json_string_value(json_object_get(json_array_get(seats, 0), "justice")),
			    "carol");
	assert_true(json_is_true(json_object_get(json_array_get(seats, 1), "appointed")));
	json_t *cx = json_array_get(json_object_get(j, "cortices"), 0);
	assert_string_equal(json_string_value(json_object_get(cx, "name")), "Ursa");
	assert_string_equal(json_string_value(json_object_get(cx, "status")), "Active");
	assert_int_equal(json_integer_value(json_object_get(cx, "considering")), 1);
	json_t *d = json_array_get(json_object_get(j, "docket"), 0);
	assert_int_equal(json_integer_value(json_object_get(d, "cfj")), 1);
	assert_string_equal(json_string_value(json_object_get(d, "before")), "Ursa");
	/* Replay rebuilds the same Court. */
	reopen(&f);
	json_t *again = court_now(f.e);
	assert_true(json_equal(j, again));
	json_decref(j);
	json_decref(again);
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(votes_hidden_until_decided),
		cmocka_unit_test(court_as_json),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
