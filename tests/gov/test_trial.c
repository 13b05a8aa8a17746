/* test_trial.c: the trial's C interface (src/gov/justice/justice.h) on a
 * bare state, for what no command of the trial reaches: a CFCJ's accused
 * (R212 iv, R710 6, which the crime part calls), R212 vii's half of the
 * Active Players, R212's "that step is not performed" for the author, and
 * a rollback leaving nothing. Each case is named by its clause. */
#include "govtest.h"
#include "statetest.h"

#include <stdlib.h>

#include "core/visibility.h"
#include "gov/justice/trial.h"

static rng draws;

/* Voting players alice, bob, carol, dave, erin (ids 1-5), the first
 * `voting` of them Voting and the rest Non-Voting. */
static ctx *new_ctx(int voting)
{
	static const char *const names[] = {"alice", "bob", "carol", "dave", "erin"};
	ctx *c = state_ctx_new(1000);
	unsigned char seed[RNG_SEED_BYTES] = {0};
	rng_begin(&draws, seed, 1, NULL, 0);
	c->rng = &draws;
	for (int i = 0; i < 5; i++)
		mut_add_player(c, names[i], i < voting ? PS_VOTING : PS_NONVOTING);
	undo_commit(c->j);
	return c;
}

static void free_ctx(ctx *c)
{
	state_ctx_free(c);
	rng_end(&draws);
}

static cfj *call(ctx *c, int author, enum cfj_kind kind, int accused)
{
	cfj_spec spec = {author, kind, "X committed the Crime of Y", NULL, accused, NULL};
	cfj *f = NULL;
	assert_int_equal(cfj_call(c, &spec, &f), 0);
	undo_commit(c->j);
	return f;
}

static int pool_has(const nomic *n, const cfj *f, const int *want, int nwant)
{
	int *set;
	int count = judge_pool(n, f, &set);
	int same = count == nwant;
	for (int i = 0; same && i < nwant; i++)
		same = set[i] == want[i];
	free(set);
	return same;
}

/* R212 iii, iv: neither the author nor the accused of a CFCJ is eligible
 * while anyone else is. */
static void author_and_accused(void **state)
{
	(void)state;
	ctx *c = new_ctx(5);
	cfj *f = call(c, 1, CFJ_CRIMINAL, 2);
	assert_true(f->judge >= 3 && f->judge <= 5);
	const int rest[] = {3, 4, 5};
	cfj probe = *f;
	probe.judge = 0;
	probe.stage = CFJ_DISMISSED; /* not busy with itself (vii) */
	/* The judge drawn is busy now, but vii keeps em (2 of 5 would be left). */
	assert_true(pool_has(c->n, &probe, rest, 3));
	assert_false(judge_eligible(c->n, f, 1));
	assert_false(judge_eligible(c->n, f, 2));
	free_ctx(c);
}

/* R212: "If any of the above steps would cause the number of eligible
 * players to be reduced to zero or fewer, that step is not performed":
 * with only the author Voting, e is the judge; with nobody Voting the CFJ
 * is dismissed as Invalid (R212 ¶3). */
static void zero_step(void **state)
{
	(void)state;
	ctx *c = new_ctx(1);
	cfj *f = call(c, 1, CFJ_PLAIN, 0);
	assert_int_equal(f->judge, 1);
	assert_int_equal(f->stage, CFJ_WITH_JUDGE);
	free_ctx(c);

	c = new_ctx(0);
	f = call(c, 1, CFJ_PLAIN, 0);
	assert_int_equal(f->judge, 0);
	assert_int_equal(f->stage, CFJ_DISMISSED);
	free_ctx(c);
}

/* R212 vii: players already judging are excluded unless fewer than half
 * the Active Players (5) would be left. */
static void busy_half(void **state)
{
	(void)state;
	ctx *c = new_ctx(5);
	cfj *a = call(c, 1, CFJ_PLAIN, 0);
	cfj *b = call(c, 1, CFJ_PLAIN, 0);
	/* Four candidates less one busy judge leaves 3 >= 2.5: b's judge was
	 * not a's. */
	assert_int_not_equal(a->judge, b->judge);
	cfj probe = {.number = 99, .author = 1, .kind = CFJ_PLAIN, .stage = CFJ_WITH_JUDGE};
	/* Four less two busy judges leaves 2 < 2.5: the step is not performed. */
	const int four[] = {2, 3, 4, 5};
	assert_true(pool_has(c->n, &probe, four, 4));
	free_ctx(c);
}

/* R710 6, R418: the accused's mitigation is private to em (and the admin)
 * until the verdict it precedes is published, then public. */
static void mitigation_private_until_published(void **state)
{
	(void)state;
	ctx *c = new_ctx(5);
	cfj *f = call(c, 1, CFJ_CRIMINAL, 2);
	assert_int_equal(cfj_add_note(c, f, NOTE_MITIGATION, 2, "I was provoked"), 0);
	const cfj_note *note = f->notes[0];
	vis_viewer accused = {0, 2}, other = {0, 3}, admin = {1, 0}, public_ = {0, 0};
	assert_true(cfj_note_visible(note, &accused));
	assert_true(cfj_note_visible(note, &admin));
	assert_false(cfj_note_visible(note, &other));
	assert_false(cfj_note_visible(note, &public_));
	int judge = f->judge;
	event_scope scope = {0};
	c->scope = &scope;
	assert_int_equal(cfj_post_verdict(c, f, LEVEL_JUDGE, VERDICT_TRUE, &judge, 1,
					  "as charged", NULL), 0);
	/* R418: published with the result, in the verdict's public text. */
	assert_non_null(strstr(scope.news.s, "returns TRUE"));
	assert_non_null(strstr(scope.news.s, "reasons: as charged"));
	assert_non_null(strstr(scope.news.s, "mitigation by bob (R710 6): I was provoked"));
	c->scope = NULL;
	sbuf_free(&scope.news);
	assert_true(cfj_note_visible(note, &other));
	assert_true(cfj_note_visible(note, &public_));
	assert_int_equal(f->stage, CFJ_APPEALABLE);
	assert_int_equal(cfj_latest(f)->verdict, VERDICT_TRUE);
	/* An empty note is refused. */
	assert_int_equal(cfj_add_note(c, f, NOTE_ARGUMENT, 3, "  "), -1);
	free_ctx(c);
}

/* A refused command changes nothing: rolling the journal back takes the
 * CFJ, its judge's deadline and reminder and the List entry away. */
static void rollback(void **state)
{
	(void)state;
	ctx *c = new_ctx(5);
	justice_of(c); /* made by an earlier event */
	undo_commit(c->j);
	size_t mark = undo_mark(c->j);
	cfj_spec spec = {1, CFJ_PLAIN, "Rule 101 is in force", NULL, 0, NULL};
	assert_int_equal(cfj_call(c, &spec, NULL), 0);
	inelig_add(c, 3);
	assert_int_equal(c->n->ndeadlines, 2); /* the week (R213), the reminder */
	undo_rollback(c->j, mark);
	assert_int_equal(c->n->justice->ncfjs, 0);
	assert_int_equal(c->n->justice->ninelig, 0);
	assert_int_equal(c->n->ndeadlines, 0);
	/* Taking a name off the List is undone to the same place. */
	inelig_add(c, 2);
	inelig_add(c, 4);
	undo_commit(c->j);
	mark = undo_mark(c->j);
	inelig_remove(c, 2);
	assert_false(cfj_on_inelig_list(c->n, 2));
	undo_rollback(c->j, mark);
	assert_int_equal(c->n->justice->ninelig, 2);
	assert_int_equal(c->n->justice->inelig[0], 2);
	assert_int_equal(c->n->justice->inelig[1], 4);
	/* An empty statement is refused (R211). */
	spec.statement = " ";
	assert_int_equal(cfj_call(c, &spec, NULL), -1);
	free_ctx(c);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		CLAUSE("R212 iii, iv", author_and_accused),
		CLAUSE("R212 (a step leaving zero)", zero_step),
		CLAUSE("R212 vii", busy_half),
		CLAUSE("R418, R710 6", mitigation_private_until_published),
		CLAUSE("journal", rollback),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
