/* test_corps.c: Corporations' shares (Ackanomic R1023; src/society/orgs/
 * orgs_corp.c, orgs_motion.c).
 *
 * - Conservation: a trade of shares moves them and keeps their number;
 *   shares given back to their Corporation are destroyed, exactly as many
 *   (R1023 1); a minted motion adds exactly as many (R1023 6 b).
 * - Refusals change nothing: a vote with more shares than one owns, a vote
 *   by one who owns none, a motion that is not valid.
 * - Replay: the shares, their owners, the motions and the Corporation's
 *   A$ are folded from the log to the same state. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/ctx.h"
#include "nomictest.h"
#include "society/orgs/orgs.h"

#include <stdlib.h>
#include <string.h>

static int submit(engine *e, const char *actor, const char *line)
{
	reply r;
	engine_submit(e, actor, line, &r);
	int ok = r.ok;
	reply_free(&r);
	return ok;
}

/* Every share's owner and Corporation, every motion's state and votes,
 * and every account's A$. */
static char *fingerprint(engine *e, int64_t *total)
{
	const nomic *n = engine_read_begin(e);
	const entities *es = entities_peek(n);
	const entity_kind *k = entity_kind_find("share");
	sbuf b = {0};
	char buf[64];
	*total = 0;
	for (int i = 0; es && i < es->n; i++) {
		const entity *x = es->v[i];
		if (x->kind != k)
			continue;
		(*total)++;
		sbuf_printf(&b, "%d:%d:%s ", x->id, corp_of_share(n, x->id),
			    owner_name(n, x->owner, buf, sizeof buf));
	}
	const orgs *s = orgs_peek(n);
	for (int i = 0; s && i < s->nmotions; i++) {
		const corp_motion *m = s->motions[i];
		sbuf_printf(&b, "m%d=%d/%d ", m->number, (int)m->state, m->nvotes);
	}
	const currency *ad = currency_by_name(n, "A$");
	for (int i = 0; i < n->naccounts; i++)
		sbuf_printf(&b, "[%s %lld] ", n->accounts[i]->name,
			    (long long)balance(n, n->accounts[i]->id, ad->id));
	engine_read_end(e);
	return sbuf_take(&b);
}

static int64_t shares_of(engine *e, const char *corp, const char *who)
{
	const nomic *n = engine_read_begin(e);
	const org *o = org_by_name(n, corp);
	ent_owner w;
	int64_t v = -1;
	if (o && owner_parse(n, who, &w) == 0)
		v = corp_shares(n, o->id, w, 0);
	engine_read_end(e);
	return v;
}

static void shares(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "admin", "ruleset load ackanomic");
	run(f.e, "alice", "org found corp");
	run(f.e, "bob", "org join-intent alice");
	run(f.e, "carol", "org join-intent alice");
	run(f.e, "alice", "org form Acme corp bob carol");
	int64_t total;
	free(fingerprint(f.e, &total));
	assert_int_equal(total, 120); /* R1023 3: 40 each */
	assert_int_equal(shares_of(f.e, "Acme", "bob"), 40);

	/* A trade moves shares and keeps their number. */
	run(f.e, "bob", "trade offer to dave 10 share for A$20");
	run(f.e, "dave", "trade accept 1");
	free(fingerprint(f.e, &total));
	assert_int_equal(total, 120);
	assert_int_equal(shares_of(f.e, "Acme", "bob"), 30);
	assert_int_equal(shares_of(f.e, "Acme", "dave"), 10);

	/* Given back: exactly as many destroyed (R1023 1). */
	run(f.e, "dave", "corp return Acme 4");
	free(fingerprint(f.e, &total));
	assert_int_equal(total, 116);
	assert_int_equal(shares_of(f.e, "Acme", "dave"), 6);

	run(f.e, "dave", "transfer 50 A$ to Acme");
	run(f.e, "alice", "corp motion Acme pay 5 A$ to erin");
	char *before = fingerprint(f.e, &total);

	/* Refused, and nothing changes. */
	assert_false(submit(f.e, "dave", "corp vote 1 for 7"));  /* owns 6 */
	assert_false(submit(f.e, "erin", "corp vote 1 for"));    /* owns none */
	assert_false(submit(f.e, "alice", "corp motion Acme sing")); /* R1023 6 */
	assert_false(submit(f.e, "erin", "corp motion Acme disband")); /* no shares */
	assert_false(submit(f.e, "dave", "corp return Acme 7"));
	int64_t t2;
	char *after = fingerprint(f.e, &t2);
	assert_string_equal(before, after);
	free(after);
	free(before);

	/* Minted: exactly as many more (R1023 6 b); 40 + 40 of 116 is two
	 * thirds. */
	run(f.e, "alice", "corp motion Acme mint 9 erin");
	run(f.e, "carol", "corp vote 2 for");
	before = fingerprint(f.e, &total);
	assert_int_equal(total, 125);
	assert_int_equal(shares_of(f.e, "Acme", "erin"), 9);

	/* Folded from the log to the same state. */
	reopen(&f);
	after = fingerprint(f.e, &t2);
	assert_string_equal(before, after);
	assert_int_equal(t2, 125);
	free(after);
	free(before);

	/* The week ends after replay as before: motion 1 is decided. */
	run(f.e, "admin", "clock advance 7d");
	before = fingerprint(f.e, &total);
	assert_non_null(strstr(before, "m1=3/")); /* rejected: 40 of 125 */
	reopen(&f);
	after = fingerprint(f.e, &t2);
	assert_string_equal(before, after);
	free(after);
	free(before);
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(shares),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
