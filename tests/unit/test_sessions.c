/* test_sessions.c: signing in with a session's secret or a token (issue 18
 * item 1; core/sessions.h, engine_sign_in): a live session signs its
 * player in, an ended or expired one nobody; a token older than
 * token.lifetime is refused as expired (0: never); sessions survive
 * reopening the nomic (they are in the log, not in memory), and a second
 * engine on the same file accepts the first one's; the oldest session is
 * dropped past SESSIONS_PER_PLAYER. The clock is virtual: expiry is
 * reached with `clock advance`, never by waiting. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/engine.h"
#include "core/sessions.h"
#include "core/util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char path[64];

static void remove_files(void)
{
	char side[80];
	unlink(path);
	snprintf(side, sizeof side, "%s-wal", path);
	unlink(side);
	snprintf(side, sizeof side, "%s-shm", path);
	unlink(side);
}

static engine *fresh(void)
{
	snprintf(path, sizeof path, "/tmp/nomic-sessions-%d.db", (int)getpid());
	remove_files();
	char err[256];
	reply r;
	gtime start;
	parse_time("2001-01-01T00:00Z", &start);
	engine *e = engine_create(path, "Sessions", CLOCK_VIRTUAL, start, &r, err, sizeof err);
	assert_non_null(e);
	reply_free(&r);
	return e;
}

/* Runs line; its secret (a token or a session's), malloc'd, or NULL. */
static char *run(engine *e, const char *actor, const char *line)
{
	reply r;
	int ok = engine_submit(e, actor, line, &r);
	if (!ok)
		fprintf(stderr, "%s> %s: %s\n", actor, line, r.text ? r.text : "");
	assert_true(ok);
	char *secret = r.secret ? xstrdup(r.secret) : NULL;
	reply_free(&r);
	return secret;
}

/* Who secret signs in as ("" for nobody), and why in *why. */
static const char *who(engine *e, const char *secret, int *why)
{
	static char buf[64];
	int by_session;
	const char *w = engine_sign_in(e, secret, buf, sizeof buf, why, &by_session);
	return w ? w : "";
}

static void test_session_signs_in_until_it_expires(void **state)
{
	(void)state;
	engine *e = fresh();
	free(run(e, "admin", "join alice"));
	free(run(e, "admin", "param set session.lifetime 2d"));
	char *s1 = run(e, "alice", "session");
	assert_non_null(s1);
	assert_memory_equal(s1, SESSION_PREFIX, strlen(SESSION_PREFIX));
	int why;
	assert_string_equal(who(e, s1, &why), "alice");
	assert_int_equal(why, AUTH_OK);
	/* A forged secret of the same shape names nobody. */
	char forged[128];
	snprintf(forged, sizeof forged, "%s", s1);
	forged[strlen(forged) - 1] ^= 1;
	assert_string_equal(who(e, forged, &why), "");
	assert_int_equal(why, AUTH_NOBODY);
	free(run(e, "admin", "clock advance 1d"));
	assert_string_equal(who(e, s1, &why), "alice");
	free(run(e, "admin", "clock advance 1d"));
	assert_string_equal(who(e, s1, &why), "");
	assert_int_equal(why, AUTH_SESSION_EXPIRED);
	free(s1);
	engine_close(e);
	remove_files();
}

static void test_session_end_and_reopen(void **state)
{
	(void)state;
	engine *e = fresh();
	free(run(e, "admin", "join alice"));
	free(run(e, "admin", "join bob"));
	char *a1 = run(e, "alice", "session");
	char *a2 = run(e, "alice", "session");
	char *b1 = run(e, "bob", "session");
	free(run(e, "alice", "session end 1"));
	int why;
	assert_string_equal(who(e, a1, &why), "");
	assert_int_equal(why, AUTH_NOBODY);
	assert_string_equal(who(e, a2, &why), "alice");
	/* A second engine on the same file (another nomicd on the store)
	 * and a reopened one accept the sessions the first issued. */
	char err[256];
	engine *e2 = engine_open(path, err, sizeof err);
	assert_non_null(e2);
	assert_string_equal(who(e2, a2, &why), "alice");
	assert_string_equal(who(e2, b1, &why), "bob");
	assert_string_equal(who(e2, a1, &why), "");
	engine_close(e2);
	free(run(e, "bob", "session end all"));
	assert_string_equal(who(e, b1, &why), "");
	assert_string_equal(who(e, a2, &why), "alice");
	engine_close(e);
	e = engine_open(path, err, sizeof err);
	assert_non_null(e);
	assert_string_equal(who(e, a2, &why), "alice");
	assert_string_equal(who(e, b1, &why), "");
	free(a1);
	free(a2);
	free(b1);
	engine_close(e);
	remove_files();
}

static void test_oldest_dropped_past_the_cap(void **state)
{
	(void)state;
	engine *e = fresh();
	free(run(e, "admin", "join alice"));
	char *s[SESSIONS_PER_PLAYER + 1];
	for (int i = 0; i <= SESSIONS_PER_PLAYER; i++)
		s[i] = run(e, "alice", "session");
	int why;
	assert_string_equal(who(e, s[0], &why), "");
	for (int i = 1; i <= SESSIONS_PER_PLAYER; i++)
		assert_string_equal(who(e, s[i], &why), "alice");
	for (int i = 0; i <= SESSIONS_PER_PLAYER; i++)
		free(s[i]);
	engine_close(e);
	remove_files();
}

static void test_token_expires(void **state)
{
	(void)state;
	engine *e = fresh();
	char *t = run(e, "admin", "join alice");
	assert_non_null(t);
	int why;
	assert_string_equal(who(e, t, &why), "alice");
	free(run(e, "admin", "param set token.lifetime 10d"));
	free(run(e, "admin", "clock advance 9d"));
	assert_string_equal(who(e, t, &why), "alice");
	free(run(e, "admin", "clock advance 1d"));
	assert_string_equal(who(e, t, &why), "");
	assert_int_equal(why, AUTH_TOKEN_EXPIRED);
	/* 0: tokens never expire. */
	free(run(e, "admin", "param set token.lifetime 0d"));
	assert_string_equal(who(e, t, &why), "alice");
	free(run(e, "admin", "param set token.lifetime 10d"));
	assert_string_equal(who(e, t, &why), "");
	/* A new token counts from its own issue. */
	char *t2 = run(e, "alice", "token");
	assert_non_null(t2);
	/* ...but alice cannot send `token` with an expired one over HTTP;
	 * here the engine runs it as her, as a live session would. */
	assert_string_equal(who(e, t2, &why), "alice");
	assert_string_equal(who(e, t, &why), "");
	assert_int_equal(why, AUTH_NOBODY);
	free(t);
	free(t2);
	engine_close(e);
	remove_files();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_session_signs_in_until_it_expires),
		cmocka_unit_test(test_session_end_and_reopen),
		cmocka_unit_test(test_oldest_dropped_past_the_cap),
		cmocka_unit_test(test_token_expires),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
