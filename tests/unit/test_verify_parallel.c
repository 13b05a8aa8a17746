/* test_verify_parallel.c: `nomic verify --jobs N` (core/verify_parallel.c,
 * issue 17 item 3): the log replayed in segments between its stored
 * checkpoints, side by side. A sound log verifies in as many segments as
 * jobs (up to its checkpoints plus one), with every checkpoint compared,
 * whether a segment ends at it or passes it; an event altered
 * in a middle segment (its hash chain forged again from there) and a stored
 * checkpoint that is not the state its segment reaches are refused, naming
 * the event the serial verify names, with the same reason; a checkpoint of
 * another build is no place to start a segment. Also the
 * stores' policy that keeps checkpoints spread along the log
 * (store_checkpoints_to_drop). With NOMIC_TEST_PG set (the meson test
 * 'verify_parallel pg') the nomic is kept in PostgreSQL; the forgery, which
 * edits SQLite's file, is then skipped. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>

#include <cmocka.h>
#include <sodium.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/checkpoint.h"
#include "core/engine_impl.h"
#include "core/level.h"
#include "core/util.h"
#include "store/store.h"

static char path[256];

static const char *pg_base(void)
{
	const char *pg = getenv("NOMIC_TEST_PG");
	return pg && *pg ? pg : NULL;
}

static engine *fresh(const char *name)
{
	if (pg_base())
		snprintf(path, sizeof path, "%s/nomic_test", pg_base());
	else
		snprintf(path, sizeof path, "/tmp/nomic-pverify-%s-%d.db", name, (int)getpid());
	store_remove(path);
	char err[256];
	reply r;
	gtime start;
	parse_time("2001-01-01T00:00Z", &start);
	unsigned char seed[RNG_SEED_BYTES] = {9};
	engine *e = engine_create_seeded(path, "Segments", CLOCK_VIRTUAL, start, seed, &r, err,
					 sizeof err);
	assert_non_null(e);
	reply_free(&r);
	engine_set_checkpoint_every(e, 0); /* the tests say when */
	return e;
}

static void run(engine *e, const char *actor, const char *line)
{
	reply r;
	int ok = engine_submit(e, actor, line, &r);
	if (!ok)
		fprintf(stderr, "%s> %s: %s\n", actor, line, r.text);
	assert_true(ok);
	reply_free(&r);
}

/* Round i's commands: money moved, a roll (a draw), the clock. */
static void round_of(engine *e, int i)
{
	char line[96];
	snprintf(line, sizeof line, "transfer %d A$ to bob", i + 1);
	run(e, "alice", line);
	snprintf(line, sizeof line, "mint %d points to carol", 10 * i + 3);
	run(e, "admin", line);
	run(e, "bob", "roll 1d20");
	run(e, "carol", "transfer 2 A$ to alice");
	run(e, "admin", "clock advance 1h");
}

enum { NCKPT = 4 };

/* A nomic with NCKPT checkpoints, three rounds apart, then two rounds
 * more; at[]: their events. forge_at (1..NCKPT, 0: none): that checkpoint
 * is written from a state that is not the log's (the title edited behind
 * the engine's back, then put back), with a hash that holds. */
static void build(const char *name, uint64_t at[NCKPT], int forge_at)
{
	engine *e = fresh(name);
	run(e, "admin", "join alice");
	run(e, "admin", "join bob");
	run(e, "admin", "join carol");
	char why[1200];
	for (int k = 0; k < NCKPT; k++) {
		for (int i = 0; i < 3; i++)
			round_of(e, 3 * k + i);
		char *title = NULL;
		if (forge_at == k + 1) {
			title = e->n->title;
			e->n->title = xstrdup("Forged");
		}
		assert_int_equal(engine_checkpoint(e, &at[k], why, sizeof why), 0);
		assert_true(at[k] == engine_head(e));
		if (title) {
			free(e->n->title);
			e->n->title = title;
		}
	}
	round_of(e, 100);
	round_of(e, 101);
	engine_close(e);
}

typedef struct outcome {
	int rc;
	uint64_t count, checked, bad;
	unsigned segments;
	char why[1200];
} outcome;

static outcome verify_with(int jobs)
{
	outcome o;
	o.rc = engine_verify_jobs(path, jobs, &o.count, &o.checked, &o.segments, &o.bad, o.why,
				  sizeof o.why);
	return o;
}

static outcome verify_serial(void)
{
	outcome o;
	o.segments = 1;
	o.rc = engine_verify_checkpoints(path, &o.count, &o.checked, &o.bad, o.why, sizeof o.why);
	return o;
}

static int needs_every_pair(void)
{
	const char *missing = checkpoint_unsupported();
	if (missing)
		fprintf(stderr, "skipped: the %s module has no checkpoint pair yet\n", missing);
	return missing != NULL;
}

static void sound_log(void **state)
{
	if (needs_every_pair())
		skip();
	uint64_t at[NCKPT];
	build("sound", at, 0);
	outcome s = verify_serial();
	if (s.rc)
		fprintf(stderr, "serial: %s\n", s.why);
	assert_int_equal(s.rc, 0);
	assert_true(s.checked == NCKPT);
	const int jobs[] = {2, 3, NCKPT + 1, 16, 0};
	for (size_t i = 0; i < sizeof jobs / sizeof *jobs; i++) {
		outcome p = verify_with(jobs[i]);
		if (p.rc)
			fprintf(stderr, "jobs %d: %s\n", jobs[i], p.why);
		assert_int_equal(p.rc, 0);
		assert_true(p.count == s.count);
		assert_true(p.checked == NCKPT); /* every segment's end compared */
		/* As many segments as jobs, up to one more than the checkpoints;
		 * jobs 0 is one per CPU (on one CPU, serially). */
		long want = jobs[i] ? jobs[i] : sysconf(_SC_NPROCESSORS_ONLN);
		assert_int_equal(p.segments, want < NCKPT + 1 ? want : NCKPT + 1);
	}
	/* One job: the serial verify. */
	outcome one = verify_with(1);
	assert_int_equal(one.rc, 0);
	assert_int_equal(one.segments, 1);
	assert_true(one.checked == NCKPT);
	store_remove(path);
}

/* Replaces event seq's command with `line` and hashes the chain again
 * from there, as a forger who knows the hash function would (test_engine.c
 * forge_args): only replay can then find it. */
static void forge_command(uint64_t seq, const char *line)
{
	sqlite3 *db;
	sqlite3_stmt *st, *up;
	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	assert_int_equal(sqlite3_prepare_v2(db,
		"SELECT seq, time, actor, command, args, draws, hidden, prev FROM events "
		"WHERE seq >= ? ORDER BY seq", -1, &st, NULL), SQLITE_OK);
	assert_int_equal(sqlite3_prepare_v2(db,
		"UPDATE events SET command = ?, prev = ?, hash = ? WHERE seq = ?", -1, &up, NULL),
		SQLITE_OK);
	sqlite3_bind_int64(st, 1, (sqlite3_int64)seq);
	unsigned char last[HASH_BYTES];
	int first = 1;
	while (sqlite3_step(st) == SQLITE_ROW) {
		store_event ev = {0};
		ev.seq = (uint64_t)sqlite3_column_int64(st, 0);
		ev.time = sqlite3_column_int64(st, 1);
		ev.actor = xstrdup((const char *)sqlite3_column_text(st, 2));
		ev.command = xstrdup(ev.seq == seq ? line
						   : (const char *)sqlite3_column_text(st, 3));
		ev.args = xstrdup((const char *)sqlite3_column_text(st, 4));
		ev.draws = xstrdup((const char *)sqlite3_column_text(st, 5));
		ev.hidden = sqlite3_column_int(st, 6);
		if (first)
			memcpy(ev.prev, sqlite3_column_blob(st, 7), HASH_BYTES);
		else
			memcpy(ev.prev, last, HASH_BYTES);
		first = 0;
		event_hash(&ev, ev.hash);
		memcpy(last, ev.hash, HASH_BYTES);
		sqlite3_bind_text(up, 1, ev.command, -1, SQLITE_TRANSIENT);
		sqlite3_bind_blob(up, 2, ev.prev, HASH_BYTES, SQLITE_TRANSIENT);
		sqlite3_bind_blob(up, 3, ev.hash, HASH_BYTES, SQLITE_TRANSIENT);
		sqlite3_bind_int64(up, 4, (sqlite3_int64)ev.seq);
		assert_int_equal(sqlite3_step(up), SQLITE_DONE);
		sqlite3_reset(up);
		store_event_free(&ev);
	}
	sqlite3_finalize(st);
	sqlite3_finalize(up);
	sqlite3_close(db);
}

static char *command_of(uint64_t seq)
{
	sqlite3 *db;
	sqlite3_stmt *st;
	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	assert_int_equal(sqlite3_prepare_v2(db, "SELECT command FROM events WHERE seq = ?", -1,
					    &st, NULL), SQLITE_OK);
	sqlite3_bind_int64(st, 1, (sqlite3_int64)seq);
	assert_int_equal(sqlite3_step(st), SQLITE_ROW);
	char *c = xstrdup((const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	sqlite3_close(db);
	return c;
}

static void altered_event(void **state)
{
	if (needs_every_pair())
		skip();
	if (pg_base()) {
		fprintf(stderr, "skipped on PostgreSQL: the forgery edits SQLite's file\n");
		skip();
	}
	uint64_t at[NCKPT];
	build("altered", at, 0);
	/* Round 7's transfer, in the third segment (between checkpoints 2
	 * and 3), made one of another amount: it replays to other arguments. */
	uint64_t j = 0;
	for (uint64_t s = at[1] + 1; s <= at[2] && !j; s++) {
		char *c = command_of(s);
		if (strcmp(c, "transfer 8 A$ to bob") == 0)
			j = s;
		free(c);
	}
	assert_true(j > at[1] + 1 && j < at[2]);
	forge_command(j, "transfer 1 A$ to bob");
	outcome s = verify_serial();
	assert_int_equal(s.rc, -1);
	assert_true(s.bad == j);
	const int jobs[] = {2, NCKPT + 1};
	for (size_t i = 0; i < sizeof jobs / sizeof *jobs; i++) {
		outcome p = verify_with(jobs[i]);
		assert_int_equal(p.rc, -1);
		assert_true(p.bad == j);
		assert_string_equal(p.why, s.why);
		assert_int_equal(p.segments, jobs[i]);
	}
	store_remove(path);
}

static void checkpoint_differs(void **state)
{
	if (needs_every_pair())
		skip();
	/* The second checkpoint is not the log's state: with 2 jobs it is the
	 * cut (nearest the log's middle), with 5 every checkpoint is. The
	 * segment ending there refuses it; the one starting from it carries
	 * the forged title to the next checkpoint, which is refused too, but
	 * later: the first is named. Then the third is forged: with 2 jobs a
	 * segment passes it on the way, and compares it as the serial verify
	 * does. */
	for (int forged = 2; forged <= 3; forged++) {
		uint64_t at[NCKPT];
		build("differs", at, forged);
		outcome s = verify_serial();
		assert_int_equal(s.rc, -1);
		assert_true(s.bad == at[forged - 1]);
		assert_non_null(strstr(s.why, "the core part"));
		const int jobs[] = {2, NCKPT + 1};
		for (size_t i = 0; i < sizeof jobs / sizeof *jobs; i++) {
			outcome p = verify_with(jobs[i]);
			assert_int_equal(p.rc, -1);
			assert_true(p.bad == at[forged - 1]);
			assert_string_equal(p.why, s.why);
			assert_int_equal(p.segments, jobs[i]);
			assert_true(p.checked == (uint64_t)forged - 1); /* those before matched */
		}
		store_remove(path);
	}
}

/* A checkpoint whose body is cut short with a hash that holds: the segment
 * ending at it says it is malformed, as the serial verify does, though
 * the segment after it cannot start from it. */
static void checkpoint_malformed(void **state)
{
	if (needs_every_pair())
		skip();
	uint64_t at[NCKPT];
	build("malformed", at, 0);
	char err[512];
	store *st = store_open(path, 0, err, sizeof err);
	assert_non_null(st);
	store_checkpoint c;
	assert_int_equal(st->checkpoint_get(st, at[2], &c), STORE_OK);
	assert_true(c.seq == at[2]);
	c.len--;
	store_checkpoint_hash(&c, c.hash);
	assert_int_equal(st->checkpoint_put(st, &c), STORE_OK);
	store_checkpoint_free(&c);
	st->close(st);
	outcome s = verify_serial();
	assert_int_equal(s.rc, -1);
	assert_true(s.bad == at[2]);
	outcome p = verify_with(NCKPT + 1);
	assert_int_equal(p.rc, -1);
	assert_true(p.bad == at[2]);
	assert_string_equal(p.why, s.why);
	store_remove(path);
}

/* A checkpoint of another build (its level) is compared by no verify, so
 * no segment starts from it: the cut nearest the middle moves to another
 * checkpoint, and the log still verifies. */
static void other_build_is_no_cut(void **state)
{
	if (needs_every_pair())
		skip();
	uint64_t at[NCKPT];
	build("other", at, 0);
	outcome before = verify_with(2);
	assert_int_equal(before.rc, 0);
	char err[512];
	store *st = store_open(path, 0, err, sizeof err);
	assert_non_null(st);
	store_checkpoint c;
	assert_int_equal(st->checkpoint_get(st, at[1], &c), STORE_OK);
	assert_true(c.seq == at[1]);
	c.level = NOMIC_LEVEL + 1;
	store_checkpoint_hash(&c, c.hash);
	assert_int_equal(st->checkpoint_put(st, &c), STORE_OK);
	store_checkpoint_free(&c);
	st->close(st);
	outcome s = verify_serial();
	assert_int_equal(s.rc, 0);
	assert_true(s.checked == NCKPT - 1);
	outcome p = verify_with(2);
	if (p.rc)
		fprintf(stderr, "%s\n", p.why);
	assert_int_equal(p.rc, 0);
	assert_int_equal(p.segments, 2);
	assert_true(p.checked == NCKPT - 1);
	store_remove(path);
}

/* The stores keep at most STORE_CHECKPOINTS_SPREAD, the newest
 * STORE_CHECKPOINTS_KEPT always, the rest spread along the log. */
static void spread_policy(void **state)
{
	enum { N = 40 };
	uint64_t seqs[N], drop[N], left[N];
	size_t m = 0;
	for (size_t i = 0; i < N; i++) {
		/* As puts come, one at a time: after each, the policy's drops. */
		left[m++] = 1000 * (i + 1);
		size_t nd = store_checkpoints_to_drop(left, m, drop);
		assert_true(nd == (m > STORE_CHECKPOINTS_SPREAD ? m - STORE_CHECKPOINTS_SPREAD : 0));
		for (size_t d = 0; d < nd; d++) {
			size_t k = 0;
			while (k < m && left[k] != drop[d])
				k++;
			assert_true(k + STORE_CHECKPOINTS_KEPT < m); /* never a newest one */
			memmove(&left[k], &left[k + 1], (m - k - 1) * sizeof *left);
			m--;
		}
	}
	assert_int_equal(m, STORE_CHECKPOINTS_SPREAD);
	memcpy(seqs, left, m * sizeof *seqs);
	for (size_t k = 0; k < STORE_CHECKPOINTS_KEPT; k++)
		assert_true(seqs[m - 1 - k] == 1000 * (N - k));
	/* Spread: no gap more than four times the log's length over their
	 * number (an even spread's gap is 2,500 here). */
	uint64_t prev = 0;
	for (size_t k = 0; k < m; k++) {
		assert_true(seqs[k] - prev <= 4 * (1000 * N) / m);
		prev = seqs[k];
	}
	/* Under the limit, nothing. */
	assert_int_equal(store_checkpoints_to_drop(seqs, 5, drop), 0);
}

/* The same through a store: twenty checkpoints put, sixteen kept, spread. */
static void spread_in_store(void **state)
{
	if (needs_every_pair())
		skip();
	engine *e = fresh("store");
	run(e, "admin", "join alice");
	char why[1200];
	for (int k = 0; k < 20; k++) {
		run(e, "admin", "mint 1 points to alice");
		run(e, "admin", "mint 1 points to alice");
		uint64_t at;
		assert_int_equal(engine_checkpoint(e, &at, why, sizeof why), 0);
	}
	uint64_t head = engine_head(e);
	engine_close(e);
	char err[512];
	store *st = store_open(path, 0, err, sizeof err);
	assert_non_null(st);
	uint64_t *seqs;
	size_t n;
	assert_int_equal(st->checkpoint_seqs(st, &seqs, &n), STORE_OK);
	assert_int_equal(n, STORE_CHECKPOINTS_SPREAD);
	assert_true(seqs[n - 1] == head);
	assert_true(seqs[n - 2] == head - 2);
	assert_true(seqs[n - 3] == head - 4);
	free(seqs);
	st->close(st);
	outcome p = verify_with(4);
	assert_int_equal(p.rc, 0);
	assert_int_equal(p.segments, 4);
	assert_true(p.checked == STORE_CHECKPOINTS_SPREAD);
	store_remove(path);
}

int main(void)
{
	if (sodium_init() < 0)
		return 1;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(spread_policy),
		cmocka_unit_test(sound_log),
		cmocka_unit_test(altered_event),
		cmocka_unit_test(checkpoint_differs),
		cmocka_unit_test(checkpoint_malformed),
		cmocka_unit_test(other_build_is_no_cut),
		cmocka_unit_test(spread_in_store),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
