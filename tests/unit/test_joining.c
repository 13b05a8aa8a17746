/* test_joining.c: the focus of this file is joining by invitation
 * (Ackanomic R252 I, join.mode invitation; core/joining.c): a code is
 * shown once to whoever issued it, lets one new player join, is refused
 * after use or when wrong, and all of it replays. Approval and open are
 * tests/transcripts/joining.t's. */
#include "core/engine.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "nomictest.h"
#include <sodium.h>

/* Runs a command; returns the secret it gave (NULL if none), or fails. */
static char *secret_of(engine *e, const char *actor, const char *line)
{
	reply r;
	engine_submit(e, actor, line, &r);
	if (!r.ok)
		fail_msg("%s> %s: %s", actor ? actor : "", line, r.text);
	char *s = r.secret ? strdup(r.secret) : NULL;
	reply_free(&r);
	return s;
}

static const char *refusal(engine *e, const char *actor, const char *line, char *buf,
			   size_t n)
{
	reply r;
	uint64_t head = engine_head(e);
	engine_submit(e, actor, line, &r);
	assert_false(r.ok);
	assert_int_equal(engine_head(e), head); /* refused: nothing appended */
	snprintf(buf, n, "%s", r.text);
	reply_free(&r);
	return buf;
}

static void test_invitation(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	char buf[256], line[128];
	run(f.e, "admin", "param set join.mode invitation");
	assert_non_null(strstr(refusal(f.e, NULL, "join zed", buf, sizeof buf),
			       "joining is by invitation"));
	char *code = secret_of(f.e, "admin", "invite");
	assert_non_null(code);
	assert_int_equal(strncmp(code, "inv_", 4), 0);
	assert_non_null(strstr(refusal(f.e, NULL, "join zed inv_nonsense", buf, sizeof buf),
			       "not an invitation code"));
	snprintf(line, sizeof line, "join zed non-voting %s", code);
	char *token = secret_of(f.e, NULL, line);
	assert_non_null(token); /* the new player's own token */
	/* One code, one player. */
	snprintf(line, sizeof line, "join yan %s", code);
	assert_non_null(strstr(refusal(f.e, NULL, line, buf, sizeof buf), "was used"));
	/* The Registrar issues codes too; a player who is not may not. */
	run(f.e, "admin", "appoint alice Registrar");
	char *code2 = secret_of(f.e, "alice", "invite");
	assert_non_null(strstr(refusal(f.e, "bob", "invite", buf, sizeof buf),
			       "only the holder"));
	/* Replayed, the codes are the same codes: the used one stays used. */
	reopen(&f);
	snprintf(line, sizeof line, "join yan %s", code);
	assert_non_null(strstr(refusal(f.e, NULL, line, buf, sizeof buf), "was used"));
	snprintf(line, sizeof line, "join yan %s", code2);
	free(secret_of(f.e, NULL, line));
	const nomic *n = engine_read_begin(f.e);
	assert_non_null(player_by_name(n, "zed"));
	assert_int_equal(player_by_name(n, "zed")->state, PS_NONVOTING);
	assert_non_null(player_by_name(n, "yan"));
	engine_read_end(f.e);
	/* An invite logs only the code's hash: the code appears in the log
	 * once, in the join that used it up (a spent code opens nothing). */
	json_t *log = engine_log_json(f.e, 1, 1000, "admin");
	char *text = json_dumps(log, 0);
	const char *codes[] = {code, code2};
	for (int i = 0; i < 2; i++) {
		const char *first = strstr(text, codes[i] + 4);
		assert_non_null(first);
		assert_null(strstr(first + 1, codes[i] + 4));
	}
	free(text);
	json_decref(log);
	free(code);
	free(code2);
	free(token);
	close_nomic(&f);
}

int main(void)
{
	if (sodium_init() < 0)
		return 1;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_invitation),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
