/* test_readers.c: readers never wait for a commit (issue 17 item 1;
 * engine.c "Readers and the writer", docs/ARCHITECTURE.md). The store's
 * append is held at a gate (a wrapper round the real SQLite append) while
 * readers read: they finish while it is held, and see only the state of
 * the last durable event; once the gate opens they see the new one, and
 * the state the writer re-applied is the one replay builds from the file.
 * A failed append leaves nothing either way. Nothing here is timed: a
 * read that waited for the append would never return, since the gate
 * opens only after the reads. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/engine_impl.h"
#include "core/util.h"

#include <pthread.h>
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

/* ---- the gate: the real append, once let through ---- */

static pthread_mutex_t gate_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t gate_cond = PTHREAD_COND_INITIALIZER;
static int gate_closed;   /* appends wait while set */
static int gate_entered;  /* appends that reached the gate */
static int gate_fail;     /* the next append fails as a full disk would */
static int (*real_append)(store *s, const store_event *evs, size_t n, uint64_t head);

static int gated_append(store *s, const store_event *evs, size_t n, uint64_t head)
{
	pthread_mutex_lock(&gate_lock);
	gate_entered++;
	pthread_cond_broadcast(&gate_cond);
	while (gate_closed)
		pthread_cond_wait(&gate_cond, &gate_lock);
	int fail = gate_fail;
	gate_fail = 0;
	pthread_mutex_unlock(&gate_lock);
	if (fail) {
		snprintf(s->err, sizeof s->err, "the disk is full (test)");
		return STORE_ERROR;
	}
	return real_append(s, evs, n, head);
}

static void gate_close(void)
{
	pthread_mutex_lock(&gate_lock);
	gate_closed = 1;
	gate_entered = 0;
	pthread_mutex_unlock(&gate_lock);
}

/* Waits until `count` appends are held at the gate. */
static void gate_wait_entered(int count)
{
	pthread_mutex_lock(&gate_lock);
	while (gate_entered < count)
		pthread_cond_wait(&gate_cond, &gate_lock);
	pthread_mutex_unlock(&gate_lock);
}

static void gate_open(void)
{
	pthread_mutex_lock(&gate_lock);
	gate_closed = 0;
	pthread_cond_broadcast(&gate_cond);
	pthread_mutex_unlock(&gate_lock);
}

static int gate_still_closed(void)
{
	pthread_mutex_lock(&gate_lock);
	int c = gate_closed;
	pthread_mutex_unlock(&gate_lock);
	return c;
}

/* ---- the engine ---- */

static engine *fresh(void)
{
	snprintf(path, sizeof path, "/tmp/nomic-readers-%d.db", (int)getpid());
	remove_files();
	char err[256];
	reply r;
	gtime start;
	parse_time("2001-01-01T00:00Z", &start);
	engine *e = engine_create(path, "Readers", CLOCK_VIRTUAL, start, &r, err, sizeof err);
	assert_non_null(e);
	reply_free(&r);
	real_append = e->st->append;
	e->st->append = gated_append;
	assert_int_equal(engine_start(e), 0);
	return e;
}

static int run(engine *e, const char *actor, const char *line)
{
	reply r;
	int ok = engine_submit(e, actor, line, &r);
	reply_free(&r);
	return ok;
}

typedef struct job {
	engine *e;
	const char *actor, *line;
	reply r;
	pthread_t tid;
} job;

static void *job_main(void *arg)
{
	job *j = arg;
	engine_submit(j->e, j->actor, j->line, &j->r);
	return NULL;
}

static void job_start(job *j, engine *e, const char *actor, const char *line)
{
	memset(j, 0, sizeof *j);
	j->e = e;
	j->actor = actor;
	j->line = line;
	assert_int_equal(pthread_create(&j->tid, NULL, job_main, j), 0);
}

static void job_join(job *j)
{
	pthread_join(j->tid, NULL);
}

static int has_player(engine *e, const char *name)
{
	const nomic *n = engine_read_begin(e);
	int has = player_by_name(n, name) != NULL;
	engine_read_end(e);
	return has;
}

static int64_t balance_of(engine *e, const char *who, const char *cur)
{
	const nomic *n = engine_read_begin(e);
	int64_t v = balance(n, holder_by_name(n, who), currency_by_name(n, cur)->id);
	engine_read_end(e);
	return v;
}

/* The file replays to a sound log, and to the state the engine shows. */
static void check_file(uint64_t head, int64_t alice_points)
{
	char err[256];
	uint64_t count, bad;
	assert_int_equal(engine_verify(path, &count, &bad, err, sizeof err), 0);
	assert_int_equal(count, head);
	engine *o = engine_open(path, err, sizeof err);
	assert_non_null(o);
	assert_int_equal(engine_head(o), head);
	assert_int_equal(balance_of(o, "alice", "points"), alice_points);
	engine_close(o);
}

/* A reader during the append sees the state before it, at once; after the
 * gate opens, the state with it (re-applied from the batch's events). */
static void reader_never_waits_for_the_append(void **state)
{
	engine *e = fresh();
	assert_true(run(e, "admin", "join alice"));
	uint64_t head = engine_head(e);
	uint64_t reapplied = e->reapplied;

	gate_close();
	job j;
	job_start(&j, e, "admin", "join bob");
	gate_wait_entered(1);
	/* The append is held: every read below returns while it is. */
	assert_false(has_player(e, "bob"));
	assert_true(has_player(e, "alice"));
	assert_int_equal(engine_head(e), head);
	char who[32];
	assert_null(engine_authenticate(e, "no-such-token", who, sizeof who));
	json_t *log = engine_log_json(e, head + 1, 10, "admin");
	assert_int_equal(json_array_size(log), 0); /* not durable: not in the log */
	json_decref(log);
	assert_false(has_player(e, "bob")); /* a second read: still before it */
	assert_true(gate_still_closed());
	gate_open();
	job_join(&j);
	assert_true(j.r.ok);
	assert_int_equal(j.r.seq, head + 1);
	reply_free(&j.r);

	assert_true(has_player(e, "bob"));
	assert_int_equal(engine_head(e), head + 1);
	assert_int_equal(e->reapplied, reapplied + 1); /* the reader rolled it back */
	engine_close(e);
	check_file(head + 1, 0);
	remove_files();
}

/* Commands queued behind the held batch, a draw and a ledger move among
 * them: the re-applied state is the one the file replays to, and the
 * commands go on from it. */
static void reapplied_state_is_exact(void **state)
{
	engine *e = fresh();
	assert_true(run(e, "admin", "join alice"));
	assert_true(run(e, "admin", "join bob"));
	uint64_t head = engine_head(e);

	gate_close();
	job a, b, c;
	job_start(&a, e, "admin", "mint 7 points to alice");
	gate_wait_entered(1);
	job_start(&b, e, "alice", "transfer 30 A$ to bob");
	job_start(&c, e, "bob", "roll 3d6");
	assert_int_equal(balance_of(e, "alice", "points"), 0);
	assert_int_equal(balance_of(e, "alice", "A$"), 900);
	assert_true(gate_still_closed());
	gate_open();
	job_join(&a);
	job_join(&b);
	job_join(&c);
	assert_true(a.r.ok && b.r.ok && c.r.ok);
	reply_free(&a.r);
	reply_free(&b.r);
	reply_free(&c.r);
	assert_int_equal(balance_of(e, "alice", "points"), 7);
	assert_int_equal(balance_of(e, "alice", "A$"), 870);
	assert_int_equal(balance_of(e, "bob", "A$"), 930);
	assert_true(run(e, "admin", "mint 1 points to alice"));
	uint64_t end = engine_head(e);
	assert_int_equal(end, head + 4);
	engine_close(e);
	check_file(end, 8);
	remove_files();
}

/* An append that fails while a reader has rolled the batch back: the
 * command is refused, nothing of it shows, and the next one is recorded. */
static void failed_append_after_a_read(void **state)
{
	engine *e = fresh();
	assert_true(run(e, "admin", "join alice"));
	uint64_t head = engine_head(e);
	uint64_t reapplied = e->reapplied;

	gate_close();
	gate_fail = 1;
	job j;
	job_start(&j, e, "admin", "mint 5 points to alice");
	gate_wait_entered(1);
	assert_int_equal(balance_of(e, "alice", "points"), 0);
	gate_open();
	job_join(&j);
	assert_false(j.r.ok);
	assert_non_null(strstr(j.r.text, "not recorded"));
	reply_free(&j.r);
	assert_int_equal(balance_of(e, "alice", "points"), 0);
	assert_int_equal(engine_head(e), head);
	assert_int_equal(e->reapplied, reapplied); /* nothing to re-apply */

	/* The same without a reader: the writer rolls it back itself. */
	gate_close();
	gate_fail = 1;
	job_start(&j, e, "admin", "mint 5 points to alice");
	gate_wait_entered(1);
	gate_open();
	job_join(&j);
	assert_false(j.r.ok);
	reply_free(&j.r);
	assert_int_equal(balance_of(e, "alice", "points"), 0);

	assert_true(run(e, "admin", "mint 2 points to alice"));
	assert_int_equal(engine_head(e), head + 1);
	engine_close(e);
	check_file(head + 1, 2);
	remove_files();
}

/* No reader during the append: the batch is committed as it ran, never
 * rolled back nor re-applied. */
static void no_reader_no_reapply(void **state)
{
	engine *e = fresh();
	uint64_t reapplied = e->reapplied;
	for (int i = 0; i < 5; i++)
		assert_true(run(e, "admin", i ? "mint 1 points to alice" : "join alice"));
	if (!e->reapply_always) /* NOMIC_TEST_REAPPLY forces it */
		assert_int_equal(e->reapplied, reapplied);
	assert_int_equal(balance_of(e, "alice", "points"), 4);
	uint64_t head = engine_head(e);
	engine_close(e);
	check_file(head, 4);
	remove_files();
}

/* Signing in during an append (issue 17 item 4): a batch that changes
 * nobody's token, name or limits is not rolled back by sign-in nor by the
 * rate limit's lookup; one that does (a new token, a new player) is, and
 * sign-in answers from the durable state: the old token works until the
 * new one is durable, and not after. */
static void sign_in_during_append(void **state)
{
	engine *e = fresh();
	reply r;
	assert_true(engine_submit(e, "admin", "join alice", &r));
	char old[128];
	assert_non_null(r.secret);
	snprintf(old, sizeof old, "%s", r.secret);
	reply_free(&r);
	uint64_t reapplied = e->reapplied;
	char who[32];

	/* A mint changes no identity: read as it stands. */
	gate_close();
	job j;
	job_start(&j, e, "admin", "mint 1 points to alice");
	gate_wait_entered(1);
	const char *a = engine_authenticate(e, old, who, sizeof who);
	assert_non_null(a);
	assert_string_equal(a, "alice");
	char why[256];
	assert_int_equal(engine_limit(e, "alice", "192.0.2.1", "mint 1 points to alice", why,
				      sizeof why), 0);
	assert_null(engine_authenticate(e, "nmc_no_such_token", who, sizeof who));
	if (!e->reapply_always) /* NOMIC_TEST_REAPPLY rolls every batch back */
		assert_false(e->rolled);
	gate_open();
	job_join(&j);
	assert_true(j.r.ok);
	reply_free(&j.r);
	if (!e->reapply_always)
		assert_int_equal(e->reapplied, reapplied);

	/* A new token for alice: until it is durable, the old one is hers. */
	gate_close();
	job_start(&j, e, "alice", "token");
	gate_wait_entered(1);
	a = engine_authenticate(e, old, who, sizeof who);
	assert_non_null(a);
	assert_string_equal(a, "alice");
	assert_true(e->rolled); /* the batch changed a token: rolled back */
	gate_open();
	job_join(&j);
	assert_true(j.r.ok);
	assert_non_null(j.r.secret);
	assert_null(engine_authenticate(e, old, who, sizeof who));
	a = engine_authenticate(e, j.r.secret, who, sizeof who);
	assert_non_null(a);
	assert_string_equal(a, "alice");
	reply_free(&j.r);

	/* A new player: not signed in before eir joining is durable. */
	gate_close();
	job_start(&j, e, "admin", "join bob");
	gate_wait_entered(1);
	const nomic *n = engine_read_begin(e);
	assert_null(player_by_name(n, "bob"));
	engine_read_end(e);
	gate_open();
	job_join(&j);
	assert_true(j.r.ok);
	a = engine_authenticate(e, j.r.secret, who, sizeof who);
	assert_non_null(a);
	assert_string_equal(a, "bob");
	reply_free(&j.r);
	uint64_t head = engine_head(e);
	engine_close(e);
	check_file(head, 1);
	remove_files();
}

/* A failed assertion leaves its append held: let it go, so that the
 * failure is reported and the next test runs. */
static int open_gate(void **state)
{
	gate_open();
	return 0;
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(reader_never_waits_for_the_append, open_gate),
		cmocka_unit_test_teardown(reapplied_state_is_exact, open_gate),
		cmocka_unit_test_teardown(failed_append_after_a_read, open_gate),
		cmocka_unit_test_teardown(no_reader_no_reapply, open_gate),
		cmocka_unit_test_teardown(sign_in_during_append, open_gate),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
