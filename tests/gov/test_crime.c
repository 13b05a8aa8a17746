/* test_crime.c: what a CFCJ's verdicts do (src/gov/crime through the
 * trial's cfj_post_verdict), on a bare state, for what no transcript
 * reaches before the Supreme Court sits: a later verdict that reverses the
 * penalty (R710 9b), one that upholds TRUE with another penalty (R710 9c),
 * a verdict during the grace period (R710 7), the accused among the
 * deciders (R212 iv), and a rollback leaving nothing. Each case is named by
 * its clause. */
#include "govtest.h"
#include "statetest.h"

#include <stdlib.h>

#include "gov/crime/crime.h"
#include "gov/justice/justice.h"

static rng draws;
static const currency *ad;

/* alice, bob, carol, dave (ids 1-4), Voting, A$900 each from a Treasury
 * of A$10000. */
static ctx *new_ctx(void)
{
	static const char *const names[] = {"alice", "bob", "carol", "dave"};
	ctx *c = state_ctx_new(1000);
	unsigned char seed[RNG_SEED_BYTES] = {0};
	rng_begin(&draws, seed, 1, NULL, 0);
	c->rng = &draws;
	mut_add_currency(c, "points", CUR_SCORE | CUR_NEGATIVE);
	ad = mut_add_currency(c, "A$", CUR_TRANSFERABLE | CUR_FIXED);
	assert_int_equal(ledger_add(c, 0, ad, 10000), 0);
	for (int i = 0; i < 4; i++) {
		player *p = mut_add_player(c, names[i], PS_VOTING);
		assert_int_equal(ledger_move(c, 0, p->id, ad, 900), 0);
	}
	undo_commit(c->j);
	return c;
}

static void free_ctx(ctx *c)
{
	state_ctx_free(c);
	rng_end(&draws);
}

/* alice accuses bob (id 2) with the suggested penalty pen. */
static cfcj_rec *accuse(ctx *c, const char *pen, cfj **out)
{
	cfj_spec spec = {1, CFJ_CRIMINAL, "bob committed the Crime of Malpractice", "why", 2, NULL};
	assert_int_equal(cfj_call(c, &spec, out), 0);
	cfcj_rec *r = crime_add_cfcj(c, *out, "Malpractice", "701", "why", pen);
	undo_commit(c->j);
	return r;
}

static int verdict(ctx *c, cfj *f, enum cfj_level level, enum verdict v, int decider)
{
	int rc = cfj_post_verdict(c, f, level, v, &decider, 1, NULL, NULL);
	if (rc == 0)
		undo_commit(c->j);
	return rc;
}

/* Runs every deadline due by t (the engine's clock would). */
static void advance(ctx *c, gtime t)
{
	deadline d;
	while (deadline_next(c->n) && deadline_next(c->n)->due <= t) {
		assert_int_equal(deadline_pop(c, &d), 0);
		c->now = d.due;
		assert_int_equal(d.kind->fire(c, &d), 0);
		undo_commit(c->j);
	}
	c->now = t;
}

static int64_t cash(const ctx *c, int who)
{
	return balance(c->n, who, ad->id);
}

/* R710 8a, 8b, 9b: imposed after the grace period; a Cortex's FALSE
 * reverses all but the SENTENCE, which is taken off and paid for. */
static void reversed(void **state)
{
	(void)state;
	ctx *c = new_ctx();
	cfj *f;
	cfcj_rec *r = accuse(c, "fine 50; sentence 5d; transfer 20 A$", &f);
	assert_int_equal(verdict(c, f, LEVEL_JUDGE, VERDICT_TRUE, f->judge), 0);
	assert_int_equal(r->phase, CFCJ_GRACE);
	advance(c, c->now + 3 * DAY - 1);
	assert_false(crime_in_gaol(c->n, 2)); /* still the grace period */
	advance(c, c->now + 1);
	assert_int_equal(r->phase, CFCJ_IMPOSED);
	assert_true(crime_in_gaol(c->n, 2));
	assert_int_equal(cash(c, 2), 900 - 50 - 20);
	assert_int_equal(cash(c, 1), 900 + 20);
	advance(c, c->now + DAY);
	assert_int_equal(verdict(c, f, LEVEL_CORTEX, VERDICT_FALSE, 3), 0);
	assert_false(crime_in_gaol(c->n, 2));
	/* the fine and the transference back, and A$10 a day of 5 */
	assert_int_equal(cash(c, 2), 900 + 50);
	assert_int_equal(cash(c, 1), 900);
	assert_int_equal(r->phase, CFCJ_OPEN);
	free_ctx(c);
}

/* R710 9c: TRUE upheld after the grace period with another penalty: the
 * old parts undone, the new imposed, the SENTENCEs' difference added. */
static void adjusted(void **state)
{
	(void)state;
	ctx *c = new_ctx();
	cfj *f;
	cfcj_rec *r = accuse(c, "fine 50; sentence 2d", &f);
	assert_int_equal(verdict(c, f, LEVEL_JUDGE, VERDICT_TRUE, f->judge), 0);
	advance(c, c->now + 3 * DAY);
	gtime until = crime_gaol_stay(c->n, 2)->until;
	crime_set_str(c, &r->penalty, "deduct 7; sentence 5d");
	assert_int_equal(verdict(c, f, LEVEL_CORTEX, VERDICT_TRUE, 3), 0);
	assert_int_equal(cash(c, 2), 900);
	assert_int_equal(balance(c->n, 2, currency_by_name(c->n, "points")->id), -7);
	assert_true(crime_gaol_stay(c->n, 2)->until == until + 3 * DAY);
	/* shortened below now: released */
	crime_set_str(c, &r->penalty, "deduct 7");
	assert_int_equal(verdict(c, f, LEVEL_CORTEX, VERDICT_TRUE, 4), 0);
	assert_false(crime_in_gaol(c->n, 2));
	free_ctx(c);
}

/* R710 7, 9c: a verdict during the grace period: FALSE imposes nothing;
 * TRUE with a new penalty imposes the new one at the grace period's end. */
static void during_grace(void **state)
{
	(void)state;
	ctx *c = new_ctx();
	cfj *f;
	cfcj_rec *r = accuse(c, "fine 50", &f);
	assert_int_equal(verdict(c, f, LEVEL_JUDGE, VERDICT_TRUE, f->judge), 0);
	crime_set_str(c, &r->penalty, "fine 30");
	assert_int_equal(verdict(c, f, LEVEL_CORTEX, VERDICT_TRUE, 3), 0);
	advance(c, c->now + 3 * DAY);
	assert_int_equal(cash(c, 2), 870);
	free_ctx(c);

	c = new_ctx();
	r = accuse(c, "fine 50", &f);
	assert_int_equal(verdict(c, f, LEVEL_JUDGE, VERDICT_TRUE, f->judge), 0);
	assert_int_equal(verdict(c, f, LEVEL_CORTEX, VERDICT_FALSE, 3), 0);
	assert_int_equal(r->phase, CFCJ_OPEN);
	advance(c, c->now + 10 * DAY);
	assert_int_equal(cash(c, 2), 900);
	free_ctx(c);
}

/* R212 iv: a verdict whose deciders include the accused is refused. */
static void accused_never_decides(void **state)
{
	(void)state;
	ctx *c = new_ctx();
	cfj *f;
	accuse(c, "fine 50", &f);
	size_t mark = undo_mark(c->j);
	assert_int_equal(verdict(c, f, LEVEL_CORTEX, VERDICT_FALSE, 2), -1);
	undo_rollback(c->j, mark);
	assert_int_equal(f->nrulings, 0);
	free_ctx(c);
}

/* The journal: a rolled-back imposition leaves nothing behind. */
static void rollback(void **state)
{
	(void)state;
	ctx *c = new_ctx();
	cfj *f;
	cfcj_rec *r = accuse(c, "fine 50; sentence 2d; apology 3", &f);
	assert_int_equal(verdict(c, f, LEVEL_JUDGE, VERDICT_TRUE, f->judge), 0);
	size_t mark = undo_mark(c->j);
	assert_int_equal(penalty_impose(c, r), 0);
	assert_true(crime_in_gaol(c->n, 2));
	undo_rollback(c->j, mark);
	assert_false(crime_in_gaol(c->n, 2));
	assert_int_equal(cash(c, 2), 900);
	assert_int_equal(r->phase, CFCJ_GRACE);
	assert_null(r->imposed);
	assert_int_equal(crime_peek(c->n)->napologies, 0);
	free_ctx(c);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		CLAUSE("R710 8a, 8b, 9b", reversed),
		CLAUSE("R710 9c", adjusted),
		CLAUSE("R710 7, 9c (grace)", during_grace),
		CLAUSE("R212 iv", accused_never_decides),
		CLAUSE("journal", rollback),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
