/* test_strength.c: voting strength (src/gov/strength.c), the C API that the
 * `strength` command and rules' scripts use: 1 until set, per body and per
 * voter, whole numbers from 0 to 1000000, a refusal changes nothing, and
 * every change is undone by a rollback of the journal (core/undo.h). And
 * method_config_describe (src/gov/method.c), which `proposal N` uses to show
 * the numbers a proposal is voted with (docs/VOTING.md). */
#include "govtest.h"
#include "statetest.h"

#include <stdlib.h>

#include "gov/gov.h"

static ctx *new_ctx(void)
{
	ctx *c = state_ctx_new(1000);
	mut_add_player(c, "alice", PS_VOTING);
	mut_add_player(c, "bob", PS_VOTING);
	undo_commit(c->j);
	return c;
}

static void free_ctx(ctx *c)
{
	state_ctx_free(c);
}

/* A refusal: -1, one line citing what is wrong, and the journal unchanged. */
static void refused(ctx *c, const char *body, int who, int64_t strength, const char *msg)
{
	size_t mark = undo_mark(c->j);
	sbuf_free(&c->err);
	assert_int_equal(gov_set_strength(c, body, who, strength), -1);
	assert_non_null(c->err.s);
	assert_non_null(strstr(c->err.s, msg));
	assert_null(strchr(c->err.s, '\n'));
	assert_int_equal(undo_mark(c->j), mark);
	sbuf_free(&c->err);
}

static void test_default_is_one(void **state)
{
	(void)state;
	ctx *c = new_ctx();
	assert_null(c->n->gov); /* nothing set: no governance state needed */
	assert_int_equal(gov_strength(c->n, BODY_PROPOSALS, 1), 1);
	assert_int_equal(gov_strength(c->n, "courts", 2), 1);
	assert_int_equal(gov_strength(c->n, BODY_PROPOSALS, 99), 1);
	free_ctx(c);
}

static void test_per_body_and_voter(void **state)
{
	(void)state;
	ctx *c = new_ctx();
	assert_int_equal(gov_set_strength(c, BODY_PROPOSALS, 2, 3), 0);
	assert_int_equal(gov_set_strength(c, "courts", 2, 5), 0);
	assert_int_equal(gov_set_strength(c, BODY_PROPOSALS, 1, 0), 0); /* 0 is a strength */
	assert_int_equal(gov_strength(c->n, BODY_PROPOSALS, 2), 3);
	assert_int_equal(gov_strength(c->n, "courts", 2), 5);
	assert_int_equal(gov_strength(c->n, "courts", 1), 1);
	assert_int_equal(gov_strength(c->n, BODY_PROPOSALS, 1), 0);
	assert_int_equal(gov_set_strength(c, BODY_PROPOSALS, 2, STRENGTH_MAX), 0);
	assert_int_equal(gov_strength(c->n, BODY_PROPOSALS, 2), 1000000);
	assert_int_equal(c->n->gov->nstrengths, 3); /* one entry per body and voter */
	free_ctx(c);
}

static void test_refusals(void **state)
{
	(void)state;
	ctx *c = new_ctx();
	refused(c, BODY_PROPOSALS, 1, -1, "from 0 to 1000000");
	refused(c, BODY_PROPOSALS, 1, 1000001, "from 0 to 1000000");
	refused(c, BODY_PROPOSALS, 1, INT64_MAX, "from 0 to 1000000");
	refused(c, BODY_PROPOSALS, 3, 2, "no player 3");
	refused(c, BODY_PROPOSALS, 0, 2, "no player 0");
	refused(c, "Proposals", 1, 2, "one lower-case word");
	refused(c, "", 1, 2, "one lower-case word");
	refused(c, "two words", 1, 2, "one lower-case word");
	refused(c, "court7", 1, 2, "one lower-case word");
	refused(c, "abcdefghijklmnopqrstuvwxyzabcdef", 1, 2, "one lower-case word"); /* 32 */
	refused(c, NULL, 1, 2, "one lower-case word");
	assert_int_equal(gov_set_strength(c, "abcdefghijklmnopqrstuvwxyzabcde", 1, 2), 0); /* 31 */
	assert_int_equal(gov_strength(c->n, BODY_PROPOSALS, 1), 1);
	free_ctx(c);
}

/* A failed command, or an effect that fails (R104), leaves no trace. */
static void test_rollback(void **state)
{
	(void)state;
	ctx *c = new_ctx();
	size_t mark = undo_mark(c->j);
	assert_int_equal(gov_set_strength(c, BODY_PROPOSALS, 2, 3), 0);
	undo_rollback(c->j, mark);
	assert_int_equal(gov_strength(c->n, BODY_PROPOSALS, 2), 1);
	assert_null(c->n->gov); /* even the governance state it created */

	assert_int_equal(gov_set_strength(c, BODY_PROPOSALS, 2, 3), 0);
	undo_commit(c->j);
	mark = undo_mark(c->j);
	assert_int_equal(gov_set_strength(c, BODY_PROPOSALS, 2, 7), 0);
	assert_int_equal(gov_set_strength(c, "courts", 1, 4), 0);
	assert_int_equal(gov_strength(c->n, BODY_PROPOSALS, 2), 7);
	undo_rollback(c->j, mark);
	assert_int_equal(gov_strength(c->n, BODY_PROPOSALS, 2), 3);
	assert_int_equal(gov_strength(c->n, "courts", 1), 1);
	assert_int_equal(c->n->gov->nstrengths, 1);
	free_ctx(c);
}

static void describe(const char *name, const method_config *cfg, const char *want)
{
	const vote_method *m = must_find(name);
	char out[200];
	method_config_describe(m, cfg ? cfg : &m->defaults, out, sizeof out);
	assert_string_equal(out, want);
}

/* docs/VOTING.md: each method's numbers, as `proposal N` shows them. */
static void test_describe(void **state)
{
	(void)state;
	describe("ackanomic", NULL, "voting period 7 days"); /* R106 */
	describe("general", NULL, "voting period 7 days, quorum 0, AI 1.000");
	describe("aos", NULL, "no voting period, waits 3 days");
	describe("support", NULL, "voting period 14 days, support 2, objections 2, waits 4 days");
	describe("sum", NULL, "voting period 2 days, objections 1");
	describe("majority-of-players", NULL, "voting period 2 days");
	describe("endorse", NULL, "voting period 7 days, endorsements 4 or 10%, waits 3 days");
	method_config cfg = must_find("general")->defaults;
	cfg.window = 90 * 60;
	cfg.quorum = 3;
	cfg.ai_milli = 2500;
	describe("general", &cfg, "voting period 5400 seconds, quorum 3, AI 2.500");
	cfg.window = 3600;
	cfg.ai_milli = -5; /* read as none, as the method does */
	describe("general", &cfg, "voting period 1 hour, quorum 3, AI 0.000");

	/* A short buffer is cut, never overrun. */
	char small[12];
	memset(small, 'x', sizeof small);
	method_config_describe(must_find("general"), &cfg, small, 10);
	assert_int_equal(strlen(small), 9);
	assert_int_equal(small[10], 'x');
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		CLAUSE("strength: 1 until set", test_default_is_one),
		CLAUSE("strength: per body and per voter, 0 to 1000000", test_per_body_and_voter),
		CLAUSE("strength: refused, changing nothing", test_refusals),
		CLAUSE("strength: journaled (core/undo.h)", test_rollback),
		CLAUSE("docs/VOTING.md: the numbers a proposal is voted with", test_describe),
	};
	return cmocka_run_group_tests_name("gov_strength", tests, NULL, NULL);
}
