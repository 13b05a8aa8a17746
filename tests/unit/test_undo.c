/* test_undo.c: the rollback journal (src/core/undo.c) and the journaled
 * state changes built on it (src/core/mutate.c): a rollback must restore
 * the state exactly, whatever was changed in between. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>

#include "core/ctx.h"
#include "core/players.h"

#include <string.h>

static void bytes_and_strings(void **state)
{
	undo_journal j = {0};
	int x = 1;
	char big[40] = "before";
	char *name = xstrdup("old");
	size_t mark = undo_mark(&j);
	UNDO_SET(&j, x, 2);
	undo_bytes(&j, big, sizeof big);
	strcpy(big, "after");
	undo_string(&j, &name);
	name = xstrdup("new");
	UNDO_SET(&j, x, 3);
	undo_rollback(&j, mark);
	assert_int_equal(x, 1);
	assert_string_equal(big, "before");
	assert_string_equal(name, "old");

	UNDO_SET(&j, x, 5);
	undo_string(&j, &name);
	name = xstrdup("kept");
	undo_commit(&j);
	assert_int_equal(x, 5);
	assert_string_equal(name, "kept");
	assert_int_equal(undo_mark(&j), 0);
	free(name);
	undo_free(&j);
}

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

/* Everything a handler might do, undone in one rollback. */
static void state_rollback(void **state)
{
	ctx *c = new_ctx();
	currency *pts = mut_add_currency(c, "points", CUR_SCORE);
	player *alice = mut_add_player(c, "alice", PS_VOTING);
	ledger_set(c, alice->id, pts, 7);
	undo_commit(c->j);

	size_t mark = undo_mark(c->j);
	player *bob = mut_add_player(c, "bob", PS_VOTING);
	/* A new currency grows every holder's balance array: the journal
	 * must not hold addresses into it. */
	currency *gp = mut_add_currency(c, "Gamepoints", CUR_NEGATIVE);
	assert_int_equal(ledger_add(c, alice->id, gp, -3), 0);
	assert_int_equal(ledger_add(c, bob->id, pts, 2), 0);
	ledger_set(c, alice->id, pts, 100);
	office *o = mut_add_office(c, "Speaker");
	mut_office_holder(c, o, alice->id);
	mut_set_param(c, "x", 1, "R1");
	mut_player_name(c, alice, "alys");
	deadline_add(c, 5000, &dl_rename, alice->id, 0);
	deadline_add(c, 2000, &dl_rename, alice->id, 0);
	deadline d;
	assert_int_equal(deadline_pop(c, &d), 0);
	assert_int_equal(d.due, 2000);
	undo_rollback(c->j, mark);

	assert_int_equal(c->n->nplayers, 1);
	assert_int_equal(c->n->ncurrencies, 1);
	assert_int_equal(c->n->noffices, 0);
	assert_int_equal(c->n->nparams, 0);
	assert_int_equal(c->n->ndeadlines, 0);
	assert_string_equal(alice->name, "alice");
	assert_int_equal(balance(c->n, alice->id, pts->id), 7);
	assert_int_equal(c->n->next_deadline_id, 1);
	free_ctx(c);
}

static void ledger_rules(void **state)
{
	ctx *c = new_ctx();
	currency *pts = mut_add_currency(c, "points", CUR_SCORE);
	currency *ad = mut_add_currency(c, "A$", CUR_FIXED | CUR_TRANSFERABLE);
	currency *gp = mut_add_currency(c, "Gamepoints", CUR_NEGATIVE);
	player *a = mut_add_player(c, "alice", PS_VOTING);
	player *b = mut_add_player(c, "bob", PS_VOTING);
	ledger_set(c, 0, ad, 100);

	/* R510: never below zero; a failed move changes neither side. */
	assert_int_equal(ledger_move(c, 0, a->id, ad, 101), -1);
	assert_int_equal(balance(c->n, 0, ad->id), 100);
	assert_int_equal(balance(c->n, a->id, ad->id), 0);
	assert_int_equal(ledger_move(c, 0, a->id, ad, 60), 0);
	assert_int_equal(balance(c->n, a->id, ad->id), 60);
	/* R1250.3 II: Gamepoints may be negative. */
	assert_int_equal(ledger_add(c, b->id, gp, -5), 0);
	assert_int_equal(balance(c->n, b->id, gp->id), -5);
	/* R250 VI d: On Ice players neither gain entities nor change score. */
	mut_player_state(c, b, PS_ONICE);
	assert_int_equal(ledger_add(c, b->id, pts, 1), -1);
	assert_int_equal(ledger_add(c, b->id, ad, 1), -1);
	assert_int_equal(ledger_move(c, a->id, b->id, ad, 1), -1);
	assert_int_equal(balance(c->n, a->id, ad->id), 60);
	/* Overflow is refused, not wrapped. */
	ledger_set(c, a->id, pts, INT64_MAX - 1);
	assert_int_equal(ledger_add(c, a->id, pts, 5), -1);
	assert_int_equal(balance(c->n, a->id, pts->id), INT64_MAX - 1);
	free_ctx(c);
}

static void deadline_order(void **state)
{
	ctx *c = new_ctx();
	mut_add_player(c, "alice", PS_VOTING);
	static const gtime dues[] = {50, 10, 40, 10, 30, 20, 60, 5};
	for (size_t i = 0; i < sizeof dues / sizeof *dues; i++)
		deadline_add(c, dues[i], &dl_rename, 1, (int64_t)i);
	deadline_cancel(c, 3); /* the one due at 40 */
	deadline d;
	gtime last = 0;
	uint64_t last_id = 0;
	int n = 0;
	while (deadline_pop(c, &d) == 0) {
		/* Due order; equal times in the order they were set. */
		assert_true(d.due > last || (d.due == last && d.id > last_id));
		assert_int_not_equal(d.id, 3);
		last = d.due;
		last_id = d.id;
		n++;
	}
	assert_int_equal(n, 7);
	free_ctx(c);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(bytes_and_strings),
		cmocka_unit_test(state_rollback),
		cmocka_unit_test(ledger_rules),
		cmocka_unit_test(deadline_order),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
