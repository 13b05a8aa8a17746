/* test_idem.c: the focus of this file is idempotency keys (core/idem.c):
 * a command sent again with the same key by the same actor returns its
 * first reply and appends nothing, across a restart; another actor's same
 * key is another command; someone not signed in is never keyed. */
#include "core/engine.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "nomictest.h"
#include <sodium.h>

static int64_t ad(engine *e, const char *who)
{
	const nomic *n = engine_read_begin(e);
	int64_t v = balance(n, player_by_name(n, who)->id, currency_by_name(n, "A$")->id);
	engine_read_end(e);
	return v;
}

static void keyed(engine *e, const char *actor, const char *line, const char *key, reply *r)
{
	engine_submit_keyed(e, actor, line, key, r);
	if (!r->ok)
		fail_msg("%s> %s: %s", actor, line, r->text);
}

static void test_retry(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	reply a, b;
	keyed(f.e, "alice", "transfer 5 A$ to bob", "k-1", &a);
	uint64_t head = engine_head(f.e);
	keyed(f.e, "alice", "transfer 5 A$ to bob", "k-1", &b);
	assert_false(a.repeated);
	assert_true(b.repeated);
	assert_int_equal(b.seq, a.seq);
	assert_string_equal(b.text, a.text);
	assert_int_equal(engine_head(f.e), head); /* nothing appended */
	assert_int_equal(ad(f.e, "alice"), 895);
	reply_free(&a);
	reply_free(&b);
	/* The same key, another actor: another command. */
	keyed(f.e, "bob", "transfer 5 A$ to alice", "k-1", &a);
	assert_false(a.repeated);
	reply_free(&a);
	/* A new key: done again. */
	keyed(f.e, "alice", "transfer 5 A$ to bob", "k-2", &a);
	assert_false(a.repeated);
	reply_free(&a);
	assert_int_equal(ad(f.e, "alice"), 895);
	/* After a restart (replay), the key is still known. */
	reopen(&f);
	keyed(f.e, "alice", "transfer 5 A$ to bob", "k-1", &b);
	assert_true(b.repeated);
	assert_string_equal(b.text, "alice gives 5 A$ to bob");
	reply_free(&b);
	assert_int_equal(ad(f.e, "alice"), 895);
	/* A refused command is not remembered: fixed, it may be sent again. */
	engine_submit_keyed(f.e, "alice", "transfer 5000 A$ to bob", "k-3", &a);
	assert_false(a.ok);
	reply_free(&a);
	keyed(f.e, "alice", "transfer 5 A$ to bob", "k-3", &a);
	assert_false(a.repeated);
	reply_free(&a);
	assert_int_equal(ad(f.e, "alice"), 890);
	close_nomic(&f);
}

static void test_not_signed_in(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	reply a, b;
	/* Nobody to key by: each is a command of its own. */
	engine_submit_keyed(f.e, NULL, "join zed", "same", &a);
	engine_submit_keyed(f.e, NULL, "join yan", "same", &b);
	assert_true(a.ok && b.ok);
	assert_false(b.repeated);
	reply_free(&a);
	reply_free(&b);
	close_nomic(&f);
}

int main(void)
{
	if (sodium_init() < 0)
		return 1;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_retry),
		cmocka_unit_test(test_not_signed_in),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
