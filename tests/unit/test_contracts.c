/* test_contracts.c: a private Contract's text does not leak (Ackanomic
 * R560 ¶3: it goes to the General Contractor; R433 c: e keeps it
 * private). The creation is a hidden event: the public and a player who
 * may not read it find the text neither in the log, nor in the news (the
 * feeds' source), nor in /api/v1/contracts' JSON, nor in `contract show`,
 * before and after replay; the creator, the General Contractor, a signer
 * and the one it was forwarded to do read it. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "../nomictest.h"
#include "core/util.h"
#include "econ/contracts/contracts.h"

#include <stdlib.h>
#include <string.h>

#define SECRET "zebra-umbrella-7731"

/* 1 if the JSON j, written out, holds the secret; j is released. */
static int holds(json_t *j)
{
	char *s = json_dumps(j, JSON_COMPACT);
	int in = s && strstr(s, SECRET) != NULL;
	free(s);
	json_decref(j);
	return in;
}

static int in_log(engine *e, const char *viewer)
{
	return holds(engine_log_json(e, 1, 100000, viewer));
}

static int in_news(engine *e, const char *viewer)
{
	return holds(engine_news_json(e, 0, 1000, viewer, NULL, NULL));
}

static int in_json(engine *e, const char *viewer)
{
	const nomic *n = engine_read_begin(e);
	json_t *j = contracts_json(n, viewer);
	engine_read_end(e);
	return holds(j);
}

static int in_show(engine *e, const char *actor)
{
	reply r;
	engine_submit(e, actor, "contract show Secret", &r);
	assert_true(r.ok);
	int in = strstr(r.text, SECRET) != NULL;
	reply_free(&r);
	return in;
}

static void check(engine *e, const char *who, int may)
{
	assert_int_equal(in_json(e, who), may);
	assert_int_equal(in_show(e, who ? who : "erin"), may);
	if (!may) {
		assert_false(in_log(e, who));
		assert_false(in_news(e, who));
	}
}

static void private_text_stays_private(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "admin", "ruleset load ackanomic");
	run(f.e, "admin", "office create \"General Contractor\"");
	run(f.e, "admin", "appoint dave as \"General Contractor\"");
	run(f.e, "alice", "contract create \"Secret\" private \"" SECRET "\"");
	for (int pass = 0; pass < 2; pass++) {
		check(f.e, NULL, 0);    /* the public */
		check(f.e, "bob", 0);   /* not a signer yet */
		check(f.e, "alice", 1); /* the creator, a signer (R560 ¶5) */
		check(f.e, "dave", 1);  /* the General Contractor (R433 a) */
		assert_true(in_log(f.e, "alice"));
		assert_true(in_log(f.e, "admin"));
		reopen(&f); /* replay keeps it so */
	}
	/* Acknowledged, signed by bob with alice's agreement, forwarded to
	 * carol: they read it; erin and the public still do not. */
	run(f.e, "dave", "contract acknowledge Secret");
	run(f.e, "bob", "contract sign Secret");
	run(f.e, "alice", "contract agree Secret bob");
	run(f.e, "bob", "contract forward Secret carol");
	for (int pass = 0; pass < 2; pass++) {
		check(f.e, "bob", 1);
		check(f.e, "carol", 1);
		check(f.e, NULL, 0);
		assert_false(in_log(f.e, "erin"));
		assert_false(in_news(f.e, "carol")); /* the news never carries it */
		reopen(&f);
	}
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(private_text_stays_private),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
