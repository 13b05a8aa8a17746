/* test_accounts.c: core's ledger accounts for holders that are neither the
 * Treasury nor a player (core/state.h; an organisation's treasury, R1000).
 *
 * - Journal: opening an account, paying into it, and closing it are all
 *   undone by a rollback; a closed account neither holds nor receives; an
 *   account that holds anything cannot be closed.
 * - Engine: a refused command leaves every account as it was; the accounts
 *   are folded from the log (reopening gives the same balances, and a
 *   disbanded organisation's account stays closed). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/ctx.h"
#include "nomictest.h"

#include <stdlib.h>
#include <string.h>

static ctx *new_ctx(void)
{
	ctx *c = xcalloc(1, sizeof *c);
	c->n = nomic_new();
	c->j = xcalloc(1, sizeof *c->j);
	c->now = 1000;
	return c;
}

static void free_ctx(ctx *c)
{
	undo_free(c->j);
	free(c->j);
	nomic_free(c->n);
	sbuf_free(&c->out);
	sbuf_free(&c->err);
	free(c);
}

static void journal(void **state)
{
	(void)state;
	ctx *c = new_ctx();
	currency *ad = mut_add_currency(c, "A$", CUR_FIXED | CUR_TRANSFERABLE);
	player *a = mut_add_player(c, "alice", PS_VOTING);
	ledger_set(c, 0, ad, 100);
	undo_commit(c->j);

	/* Opened, paid into, and all of it rolled back. */
	size_t mark = undo_mark(c->j);
	int h = mut_open_account(c, "Reds");
	assert_int_equal(h, HOLDER_ACCOUNT);
	assert_int_equal(ledger_move(c, 0, h, ad, 40), 0);
	assert_int_equal(balance(c->n, h, ad->id), 40);
	assert_string_equal(holder_name(c->n, h), "Reds");
	assert_int_equal(holder_by_name(c->n, "reds"), h);
	undo_rollback(c->j, mark);
	assert_int_equal(c->n->naccounts, 0);
	assert_int_equal(balance(c->n, 0, ad->id), 100);
	assert_int_equal(holder_by_name(c->n, "Reds"), -1);
	assert_false(holder_exists(c->n, HOLDER_ACCOUNT));

	/* Committed: it holds, pays, and cannot close while it holds. */
	h = mut_open_account(c, "Reds");
	assert_int_equal(ledger_move(c, 0, h, ad, 40), 0);
	assert_int_equal(ledger_move(c, h, a->id, ad, 10), 0);
	assert_int_equal(ledger_move(c, h, a->id, ad, 31), -1); /* R510: no debt */
	assert_int_equal(balance(c->n, h, ad->id), 30);
	undo_commit(c->j);
	sbuf_free(&c->err);
	assert_int_equal(mut_close_account(c, h), -1);
	assert_non_null(strstr(c->err.s, "still holds 30 A$"));
	sbuf_free(&c->err);

	/* Emptied and closed; a rollback opens it again. */
	mark = undo_mark(c->j);
	assert_int_equal(ledger_move(c, h, 0, ad, 30), 0);
	assert_int_equal(mut_close_account(c, h), 0);
	assert_int_equal(ledger_move(c, 0, h, ad, 1), -1); /* closed: receives nothing */
	assert_int_equal(holder_by_name(c->n, "Reds"), -1);
	assert_string_equal(holder_name(c->n, h), "Reds"); /* its name stays for the records */
	undo_rollback(c->j, mark);
	assert_true(holder_exists(c->n, h));
	assert_int_equal(balance(c->n, h, ad->id), 30);

	/* A second account has the next id; a player's is untouched. */
	assert_int_equal(mut_open_account(c, "Blues"), HOLDER_ACCOUNT + 1);
	assert_int_equal(balance(c->n, a->id, ad->id), 10);
	free_ctx(c);
}

static int submit(engine *e, const char *actor, const char *line)
{
	reply r;
	engine_submit(e, actor, line, &r);
	int ok = r.ok;
	reply_free(&r);
	return ok;
}

/* Every holder's A$, accounts included, and whether each account is open. */
static char *fingerprint(engine *e)
{
	const nomic *n = engine_read_begin(e);
	const currency *ad = currency_by_name(n, "A$");
	sbuf b = {0};
	for (int h = 0; h <= n->nplayers; h++)
		sbuf_printf(&b, "%lld ", (long long)balance(n, h, ad->id));
	for (int i = 0; i < n->naccounts; i++)
		sbuf_printf(&b, "[%s %d %lld] ", n->accounts[i]->name, n->accounts[i]->open,
			    (long long)balance(n, n->accounts[i]->id, ad->id));
	engine_read_end(e);
	return sbuf_take(&b);
}

static void engine_replay(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "admin", "ruleset load ackanomic");
	static const char *const names[] = {"alice", "bob", "carol"};
	for (int i = 0; i < 3; i++) {
		char line[32];
		snprintf(line, sizeof line, "join %s", names[i]);
		submit(f.e, "admin", line); /* open_nomic joined them already */
	}
	run(f.e, "alice", "org found party");
	run(f.e, "bob", "org join-intent alice");
	run(f.e, "carol", "org join-intent alice");
	run(f.e, "alice", "org form Reds party bob carol");
	run(f.e, "dave", "transfer 70 A$ to Reds");
	char *before = fingerprint(f.e);
	assert_non_null(strstr(before, "[Reds 1 70]"));

	/* Refused: more than it holds; a name that is the account's. */
	assert_false(submit(f.e, "admin", "move 71 A$ from Reds to alice"));
	assert_false(submit(f.e, "admin", "join Reds"));
	assert_false(submit(f.e, "erin", "org form Reds party bob carol"));
	char *after = fingerprint(f.e);
	assert_string_equal(before, after);
	free(after);

	/* Folded from the log. */
	reopen(&f);
	after = fingerprint(f.e);
	assert_string_equal(before, after);
	free(after);
	free(before);

	/* Disbanded (R1001 3): its A$ to the Treasury (R1000 b), the account
	 * closed, and so after replay too. */
	run(f.e, "alice", "org leave Reds");
	run(f.e, "bob", "org leave Reds");
	run(f.e, "carol", "org leave Reds");
	before = fingerprint(f.e);
	assert_non_null(strstr(before, "[Reds 0 0]"));
	reopen(&f);
	after = fingerprint(f.e);
	assert_string_equal(before, after);
	free(after);
	free(before);
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(journal),
		cmocka_unit_test(engine_replay),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
