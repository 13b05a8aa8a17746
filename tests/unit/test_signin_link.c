/* test_signin_link.c: sign-in links sent by mail (issue 18 item 1;
 * src/mail/signin.c): the code's whole life through the engine.
 * - `signin mail NAME` answers the same for a player with a contact
 *   address, one without, and a name nobody has; only the first gets a
 *   link, and neither the reply nor the log holds its code or its web key.
 * - `session link K` (K = BLAKE2b of the code, as the web sends it) signs
 *   the link's player in once; used again, unknown, malformed or expired
 *   it is refused and nothing is done.
 * - At most one link every signin.link_every per player; at most
 *   SIGNIN_LINKS_PER_PLAYER kept, the oldest dropped.
 * - Replay (reopen) rebuilds the links without the seed's help, and the
 *   suite's modes (NOMIC_TEST_CHECKPOINT=1, NOMIC_TEST_REAPPLY=1: meson.build
 *   runs this test under each) check the checkpoint pair after every batch.
 * The all-zero seed of nomictest.h lets the test derive each code as the
 * publisher does. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "../nomictest.h"
#include "core/rng.h"
#include "core/util.h"
#include "mail/mail.h"

#include <stdlib.h>
#include <string.h>

static void setup(nomic_file *f)
{
	static const char *const names[] = {"alice", "bob"};
	open_nomic_with(f, names, 2);
	run(f->e, "admin", "mail setup nomic.example.org forum@nomic.example.org");
	run(f->e, "alice", "contact alice@example.org");
}

/* Sends `signin mail name` as nobody: the reply's text, checked to hold
 * no secret; *seq the event's. */
static char *ask(engine *e, const char *name, uint64_t *seq)
{
	char line[100];
	snprintf(line, sizeof line, "signin mail %s", name);
	reply r;
	engine_submit(e, NULL, line, &r);
	if (!r.ok)
		fail_msg("%s: %s", line, r.text);
	assert_null(r.secret);
	char want[200];
	snprintf(want, sizeof want, "if %s is a player with a contact address, a sign-in link "
		 "is on its way to it (it works once, for 15m)", name);
	assert_string_equal(r.text, want);
	if (seq)
		*seq = r.seq;
	char *text = xstrdup(r.text);
	reply_free(&r);
	return text;
}

/* The web key of the link issued by event seq for player pid. */
static void web_key(uint64_t seq, int pid, char code[SIGNIN_CODE_LEN + 1], char key[65])
{
	unsigned char seed[RNG_SEED_BYTES] = {0}, k[32];
	rng_derive(seed, SIGNIN_KEY_PURPOSE, k);
	signin_code(k, seq, pid, code);
	signin_code_key(code, key);
}

/* `session link key` as nobody: 1 and the player signed in, or 0. */
static int redeem(engine *e, const char *key, char *who, size_t n)
{
	char line[120];
	snprintf(line, sizeof line, "session link %s", key);
	reply r;
	engine_submit(e, NULL, line, &r);
	int ok = r.ok;
	if (ok) {
		assert_non_null(r.secret);
		assert_non_null(engine_authenticate(e, r.secret, who, n));
	} else {
		assert_null(r.secret);
		assert_non_null(strstr(r.text, "that sign-in link has been used, has expired or "
				       "is unknown: nothing was done"));
	}
	reply_free(&r);
	return ok;
}

static int links(engine *e)
{
	const nomic *n = engine_read_begin(e);
	int count;
	signin_link_out *v = signin_links_after(n, 0, UINT64_MAX, &count);
	signin_links_out_free(v, count);
	engine_read_end(e);
	return count;
}

static void log_lacks(engine *e, const char *s)
{
	char *log = engine_log_text(e, 0, 100000, "admin");
	assert_non_null(log);
	if (strstr(log, s))
		fail_msg("the log holds %s", s);
	free(log);
}

static void lifecycle(void **state)
{
	nomic_file f;
	setup(&f);
	uint64_t seq;
	free(ask(f.e, "alice", &seq));
	assert_int_equal(links(f.e), 1);
	char code[SIGNIN_CODE_LEN + 1], key[65], who[64];
	web_key(seq, 1, code, key);
	/* The same answer for bob (no contact address) and for nobody. */
	free(ask(f.e, "bob", NULL));
	free(ask(f.e, "zed", NULL));
	assert_int_equal(links(f.e), 1);
	log_lacks(f.e, code);
	log_lacks(f.e, key);
	/* The page sees whose it is before it is used. */
	const nomic *n = engine_read_begin(f.e);
	const player *p = signin_link_player(n, key, n->now);
	assert_non_null(p);
	assert_string_equal(p->name, "alice");
	engine_read_end(f.e);

	/* Unknown and malformed keys. */
	assert_false(redeem(f.e, "00000000000000000000000000000000000000000000000000000000"
				 "00000000", who, sizeof who));
	assert_false(redeem(f.e, "nonsense", who, sizeof who));
	char code_as_key[200];
	snprintf(code_as_key, sizeof code_as_key, "%s", code); /* the code itself is not a key */
	assert_false(redeem(f.e, code_as_key, who, sizeof who));
	/* Once, then refused. */
	assert_true(redeem(f.e, key, who, sizeof who));
	assert_string_equal(who, "alice");
	assert_false(redeem(f.e, key, who, sizeof who));
	assert_int_equal(links(f.e), 0);
	log_lacks(f.e, code);
	/* A used link still counts for signin.link_every. */
	free(ask(f.e, "alice", NULL));
	assert_int_equal(links(f.e), 0);

	/* Replay rebuilds the same (used) state. */
	reopen(&f);
	assert_int_equal(links(f.e), 0);
	assert_false(redeem(f.e, key, who, sizeof who));
	close_nomic(&f);
}

static void rate_limit_and_expiry(void **state)
{
	nomic_file f;
	setup(&f);
	uint64_t s1, s2, s3;
	free(ask(f.e, "alice", &s1));
	/* Within signin.link_every (5m): the same reply, no second link. */
	run(f.e, "admin", "clock advance 4m");
	free(ask(f.e, "alice", &s2));
	assert_int_equal(links(f.e), 1);
	run(f.e, "admin", "clock advance 2m");
	free(ask(f.e, "alice", &s3));
	assert_int_equal(links(f.e), 2);
	char c1[SIGNIN_CODE_LEN + 1], k1[65], c3[SIGNIN_CODE_LEN + 1], k3[65], who[64];
	web_key(s1, 1, c1, k1);
	web_key(s3, 1, c3, k3);
	char c2[SIGNIN_CODE_LEN + 1], k2[65];
	web_key(s2, 1, c2, k2);
	assert_false(redeem(f.e, k2, who, sizeof who)); /* never issued */
	/* The first expires 15m after it was issued; the second lives on. */
	run(f.e, "admin", "clock advance 10m");
	assert_false(redeem(f.e, k1, who, sizeof who));
	reopen(&f); /* the replayed state agrees */
	assert_false(redeem(f.e, k1, who, sizeof who));
	assert_true(redeem(f.e, k3, who, sizeof who));
	assert_string_equal(who, "alice");
	close_nomic(&f);
}

static void bounded(void **state)
{
	nomic_file f;
	setup(&f);
	run(f.e, "admin", "param set signin.link_every 0s");
	uint64_t s[SIGNIN_LINKS_PER_PLAYER + 1];
	for (int i = 0; i <= SIGNIN_LINKS_PER_PLAYER; i++) {
		free(ask(f.e, "alice", &s[i]));
		assert_int_equal(links(f.e), i < SIGNIN_LINKS_PER_PLAYER ? i + 1
								       : SIGNIN_LINKS_PER_PLAYER);
	}
	char c[SIGNIN_CODE_LEN + 1], k[65], who[64];
	web_key(s[0], 1, c, k);
	assert_false(redeem(f.e, k, who, sizeof who)); /* the oldest was dropped */
	web_key(s[SIGNIN_LINKS_PER_PLAYER], 1, c, k);
	assert_true(redeem(f.e, k, who, sizeof who));
	close_nomic(&f);
}

static void needs_mail_and_base(void **state)
{
	static const char *const names[] = {"alice"};
	nomic_file f;
	open_nomic_with(&f, names, 1);
	run(f.e, "alice", "contact alice@example.org");
	reply r;
	engine_submit(f.e, NULL, "signin mail alice", &r);
	assert_false(r.ok); /* no forum: the same refusal for every name */
	assert_non_null(strstr(r.text, "sends no mail"));
	reply_free(&r);
	run(f.e, "admin", "mail setup nomic.example.org forum@nomic.example.org");
	engine_submit(f.e, NULL, "signin mail alice \"javascript:alert(1)\"", &r);
	assert_false(r.ok);
	reply_free(&r);
	engine_submit(f.e, NULL, "signin mail alice \"http://a b\"", &r);
	assert_false(r.ok);
	reply_free(&r);
	run(f.e, NULL, "signin mail alice http://play.example.org:8080/n/x");
	engine_submit(f.e, "alice", "mail web https://nomic.example.org/", &r);
	assert_false(r.ok); /* the admin's */
	reply_free(&r);
	run(f.e, "admin", "mail web https://nomic.example.org/");
	/* The admin's address wins over the one the request came to. */
	const nomic *n = engine_read_begin(f.e);
	int count;
	signin_link_out *v = signin_links_after(n, 0, UINT64_MAX, &count);
	assert_int_equal(count, 1);
	assert_string_equal(v[0].base, "https://nomic.example.org");
	assert_string_equal(v[0].to, "alice@example.org");
	signin_links_out_free(v, count);
	engine_read_end(f.e);
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(lifecycle),
		cmocka_unit_test(rate_limit_and_expiry),
		cmocka_unit_test(bounded),
		cmocka_unit_test(needs_mail_and_base),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
