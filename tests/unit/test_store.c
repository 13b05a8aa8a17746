/* test_store.c: the store interface (store/store.h) itself, on whichever
 * backend the path names: a SQLite file, or (under tests/e2e/pgserver.py,
 * the test "store pg") the PostgreSQL server it started. The conditional
 * append writes all of a batch or nothing, and nothing on a stale head;
 * scans stream from any seq and stop when told; meta values round-trip;
 * read_scan reads on a handle of its own; two handles (two processes, as
 * far as the database can tell) appending at once from threads keep one
 * gapless log in which every append that was told STORE_OK is present.
 * The mail outbox beside it (outbox_*): a message's bytes, its dedup key,
 * cursors, digests and applicants round-trip; a claimed mail is held from
 * another handle (PostgreSQL: SKIP LOCKED) until its outcome, and a mail
 * sent is never due again. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "store/store.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char path[256];

static void set_path(void)
{
	const char *pg = getenv("NOMIC_TEST_PG");
	if (pg && *pg)
		snprintf(path, sizeof path, "%s/nomic_test", pg);
	else
		snprintf(path, sizeof path, "/tmp/nomic-store-%d.db", (int)getpid());
}

static store *fresh(void)
{
	set_path();
	store_remove(path);
	char err[512];
	store *s = store_open(path, 1, err, sizeof err);
	if (!s)
		fail_msg("store_open: %s", err);
	return s;
}

/* An event whose hash is its seq and writer, so a reader can tell whose
 * it is. */
static store_event event(uint64_t seq, int writer)
{
	store_event e = {.seq = seq, .time = 1000 + (int64_t)seq, .actor = "admin",
			 .command = "mint 1 points to alice", .args = "{\"n\":1}",
			 .draws = "[]", .hidden = (int)(seq % 2)};
	memset(e.prev, (int)(seq - 1), HASH_BYTES);
	memset(e.hash, (int)seq, HASH_BYTES);
	e.hash[0] = (unsigned char)writer;
	return e;
}

typedef struct seen {
	uint64_t seqs[4096];
	int writers[4096];
	size_t n;
	size_t stop_after;
} seen;

static int collect(void *arg, const store_event *ev)
{
	seen *s = arg;
	if (s->n < 4096) {
		s->writers[s->n] = ev->hash[0];
		s->seqs[s->n++] = ev->seq;
	}
	return s->stop_after && s->n >= s->stop_after ? 7 : 0;
}

static void append_and_scan(void **state)
{
	store *s = fresh();
	store_event evs[5];
	for (int i = 0; i < 5; i++)
		evs[i] = event((uint64_t)i + 1, 1);
	assert_int_equal(s->append(s, evs, 3, 0), STORE_OK);
	/* A stale head: nothing of the batch is written. */
	assert_int_equal(s->append(s, evs + 3, 2, 2), STORE_CONFLICT);
	assert_int_equal(s->append(s, evs + 1, 2, 0), STORE_CONFLICT);
	uint64_t head;
	assert_int_equal(s->head(s, &head), STORE_OK);
	assert_int_equal(head, 3);
	assert_int_equal(s->append(s, evs + 3, 2, 3), STORE_OK);
	assert_int_equal(s->head(s, &head), STORE_OK);
	assert_int_equal(head, 5);

	/* Every field comes back as it went in. */
	seen sn = {0};
	assert_int_equal(s->scan(s, 2, collect, &sn), 0);
	assert_int_equal(sn.n, 4);
	assert_int_equal(sn.seqs[0], 2);
	assert_int_equal(sn.seqs[3], 5);
	/* A scan stops when its visitor says so, with the visitor's value. */
	seen part = {.stop_after = 2};
	assert_int_equal(s->scan(s, 1, collect, &part), 7);
	assert_int_equal(part.n, 2);
	/* Nothing after the head. */
	seen none = {0};
	assert_int_equal(s->scan(s, 6, collect, &none), 0);
	assert_int_equal(none.n, 0);
	s->close(s);

	/* Reopened: the same log, read on a handle of the store's own. */
	char err[512];
	s = store_open(path, 0, err, sizeof err);
	assert_non_null(s);
	seen rs = {0};
	int rc = s->read_scan(s, 1, collect, &rs);
	assert_true(rc == 0);
	assert_int_equal(rs.n, 5);
	s->close(s);
	store_remove(path);
}

static int fields(void *arg, const store_event *ev)
{
	store_event want = event(ev->seq, 1);
	assert_int_equal(ev->time, want.time);
	assert_string_equal(ev->actor, want.actor);
	assert_string_equal(ev->command, want.command);
	assert_string_equal(ev->args, want.args);
	assert_string_equal(ev->draws, want.draws);
	assert_int_equal(ev->hidden, want.hidden);
	assert_memory_equal(ev->prev, want.prev, HASH_BYTES);
	assert_memory_equal(ev->hash, want.hash, HASH_BYTES);
	(*(int *)arg)++;
	return 0;
}

static void fields_round_trip(void **state)
{
	store *s = fresh();
	store_event evs[40];
	for (int i = 0; i < 40; i++)
		evs[i] = event((uint64_t)i + 1, 1);
	assert_int_equal(s->append(s, evs, 40, 0), STORE_OK);
	int n = 0;
	assert_int_equal(s->scan(s, 1, fields, &n), 0); /* more than one chunk */
	assert_int_equal(n, 40);
	s->close(s);
	store_remove(path);
}

/* A batch bigger than one statement takes (store_pg.c: 1,000 events per
 * INSERT) is still all or nothing, and still conditional on the head. */
#define BIG 2500

static void big_batch(void **state)
{
	store *s = fresh();
	static store_event evs[BIG + 1];
	for (int i = 0; i <= BIG; i++)
		evs[i] = event((uint64_t)i + 1, 1);
	assert_int_equal(s->append(s, evs, 1, 0), STORE_OK);
	/* On a stale head: nothing of it. */
	assert_int_equal(s->append(s, evs + 1, BIG, 0), STORE_CONFLICT);
	uint64_t head;
	assert_int_equal(s->head(s, &head), STORE_OK);
	assert_int_equal(head, 1);
	/* Its last chunk refused (a row that is there already): nothing of it. */
	store_event clash[BIG];
	memcpy(clash, evs + 1, sizeof clash);
	clash[BIG - 1] = event(1, 1);
	assert_int_not_equal(s->append(s, clash, BIG, 1), STORE_OK);
	assert_int_equal(s->head(s, &head), STORE_OK);
	assert_int_equal(head, 1);
	assert_int_equal(s->append(s, evs + 1, BIG, 1), STORE_OK);
	assert_int_equal(s->head(s, &head), STORE_OK);
	assert_int_equal(head, BIG + 1);
	int n = 0;
	assert_int_equal(s->scan(s, 1, fields, &n), 0);
	assert_int_equal(n, BIG + 1);
	s->close(s);
	store_remove(path);
}

static void meta_and_create(void **state)
{
	store *s = fresh();
	char *v = (char *)"x";
	assert_int_equal(s->meta_get(s, "seed", &v), STORE_OK);
	assert_null(v);
	assert_int_equal(s->meta_put(s, "seed", "abc"), STORE_OK);
	assert_int_equal(s->meta_put(s, "seed", "def"), STORE_OK);
	assert_int_equal(s->meta_get(s, "seed", &v), STORE_OK);
	assert_string_equal(v, "def");
	free(v);
	s->close(s);
	/* A nomic exists once: create refuses it, open finds it. */
	char err[512];
	assert_null(store_open(path, 1, err, sizeof err));
	assert_non_null(strstr(err, "already"));
	store_remove(path);
	assert_null(store_open(path, 0, err, sizeof err));
	assert_non_null(strstr(err, "nomic init"));
}

/* Two handles append at once, each on top of the head it last saw, and on
 * STORE_CONFLICT look at the head again and retry, as the engine does. */
#define EACH 150

typedef struct writer_arg {
	int id;
	int ok;
	uint64_t mine[EACH];
} writer_arg;

static void *writer(void *p)
{
	writer_arg *w = p;
	char err[512];
	store *s = store_open(path, 0, err, sizeof err);
	if (!s)
		return (void *)1;
	while (w->ok < EACH) {
		uint64_t head;
		if (s->head(s, &head) != STORE_OK)
			return s->close(s), (void *)1;
		int n = 1 + w->ok % 3;
		if (n > EACH - w->ok)
			n = EACH - w->ok;
		store_event evs[3];
		for (int i = 0; i < n; i++)
			evs[i] = event(head + 1 + (uint64_t)i, w->id);
		int rc = s->append(s, evs, (size_t)n, head);
		if (rc == STORE_OK)
			for (int i = 0; i < n; i++)
				w->mine[w->ok++] = head + 1 + (uint64_t)i;
		else if (rc != STORE_CONFLICT)
			return s->close(s), (void *)1;
	}
	s->close(s);
	return NULL;
}

static void concurrent_appends(void **state)
{
	store *s = fresh();
	s->close(s);
	writer_arg w[2] = {{.id = 1}, {.id = 2}};
	pthread_t t[2];
	for (int i = 0; i < 2; i++)
		pthread_create(&t[i], NULL, writer, &w[i]);
	for (int i = 0; i < 2; i++) {
		void *failed;
		pthread_join(t[i], &failed);
		assert_null(failed);
	}
	char err[512];
	s = store_open(path, 0, err, sizeof err);
	assert_non_null(s);
	static seen all;
	memset(&all, 0, sizeof all);
	assert_int_equal(s->scan(s, 1, collect, &all), 0);
	assert_int_equal(all.n, 2 * EACH);
	for (size_t i = 0; i < all.n; i++)
		assert_int_equal(all.seqs[i], i + 1); /* no gap, no duplicate */
	/* Each event told STORE_OK is there, as its writer's. */
	for (int k = 0; k < 2; k++)
		for (int i = 0; i < EACH; i++)
			assert_int_equal(all.writers[w[k].mine[i] - 1], w[k].id);
	s->close(s);
	store_remove(path);
}

/* PostgreSQL, several servers (issue 17 item 5): the loser of a race
 * goes next. Its STORE_CONFLICT leaves it the turn, so another handle's
 * append waits until the loser has appended again on the head it now
 * knows, and it is the other that must try again. (SQLite's appends are
 * serialised by its own write lock: nothing to test there.) */
typedef struct late_arg {
	store *s;
	volatile int rc, done;
} late_arg;

static void *late_append(void *p)
{
	late_arg *a = p;
	store_event e = event(2, 1);
	a->rc = a->s->append(a->s, &e, 1, 1);
	a->s->release(a->s);
	a->done = 1;
	return NULL;
}

static void loser_goes_next(void **state)
{
	if (!getenv("NOMIC_TEST_PG") || !*getenv("NOMIC_TEST_PG"))
		skip();
	store *one = fresh();
	char err[512];
	store *two = store_open(path, 0, err, sizeof err);
	assert_non_null(two);
	assert_non_null(two->release);
	store_event e1 = event(1, 1), e1b = event(1, 2);
	assert_int_equal(one->append(one, &e1, 1, 0), STORE_OK);
	assert_int_equal(two->append(two, &e1b, 1, 0), STORE_CONFLICT); /* two lost */
	late_arg a = {.s = one};
	pthread_t t;
	pthread_create(&t, NULL, late_append, &a);
	usleep(400 * 1000);
	assert_int_equal(a.done, 0); /* one waits for two's turn */
	store_event e2 = event(2, 2);
	assert_int_equal(two->append(two, &e2, 1, 1), STORE_OK);
	two->release(two);
	pthread_join(t, NULL);
	assert_int_equal(a.rc, STORE_CONFLICT);
	static seen all;
	memset(&all, 0, sizeof all);
	assert_int_equal(one->scan(one, 1, collect, &all), 0);
	assert_int_equal(all.n, 2);
	assert_int_equal(all.writers[1], 2);
	one->close(one);
	two->close(two);
	store_remove(path);
}

/* ---- the mail outbox (store.h's outbox_*) ---- */

static int count_row(void *arg, const outbox_mail *m)
{
	(void)m;
	++*(int *)arg;
	return 0;
}

static int take_digest(void *arg, const char *rcpt, int64_t day, const char *text)
{
	char *out = arg;
	snprintf(out + strlen(out), 256 - strlen(out), "%s/%lld/%s|", rcpt, (long long)day, text);
	return 0;
}

static int take_pending(void *arg, const char *name, const char *address, int64_t since)
{
	char *out = arg;
	snprintf(out + strlen(out), 256 - strlen(out), "%s=%s@%lld|", name, address,
		 (long long)since);
	return 0;
}

static void outbox_round_trip(void **state)
{
	(void)state;
	store *s = fresh();
	assert_int_equal(s->meta_put(s, "seed", "00ff"), STORE_OK);
	char err[512];
	outbox *o = outbox_open(path, err, sizeof err);
	if (!o)
		fail_msg("outbox_open: %s", err);
	static const char msg[] = "Subject: x\r\n\r\nbody\0with a NUL\xff";
	assert_int_equal(outbox_put(o, "reply", "", "a@x", msg, sizeof msg, "k1", 100), 0);
	assert_int_equal(outbox_put(o, "reply", "", "a@x", msg, sizeof msg, "k1", 101), 0);
	assert_int_equal(outbox_put(o, "forum", "f@n", "b@x", "m2", 2, NULL, 100), 0);
	int rows = 0;
	assert_int_equal(outbox_each(o, count_row, &rows), 0);
	assert_int_equal(rows, 2); /* the second k1 queued nothing */
	outbox_mail m;
	assert_int_equal(outbox_claim(o, 99, &m), 0); /* nothing due yet */
	assert_int_equal(outbox_claim(o, 100, &m), 1);
	assert_string_equal(m.kind, "reply");
	assert_string_equal(m.sender, "");
	assert_int_equal(m.len, sizeof msg);
	assert_memory_equal(m.msg, msg, sizeof msg);
	assert_int_equal(m.queued, 100);
	int64_t first = m.id;
	assert_int_equal(outbox_retry(o, m.id, 200, "421 later"), 0);
	outbox_mail_free(&m);
	assert_int_equal(outbox_claim(o, 150, &m), 1); /* the first waits until 200 */
	assert_string_equal(m.rcpt, "b@x");
	assert_int_equal(outbox_sent(o, m.id, 150), 0);
	outbox_mail_free(&m);
	assert_int_equal(outbox_claim(o, 199, &m), 0);
	assert_int_equal(outbox_claim(o, 200, &m), 1);
	assert_int_equal(m.id, first);
	assert_int_equal(m.tries, 1);
	assert_string_equal(m.error, "421 later");
	assert_int_equal(outbox_failed(o, m.id, "550 no"), 0);
	outbox_mail_free(&m);
	assert_int_equal(outbox_claim(o, 1000, &m), 0); /* sent and failed: never due */

	int64_t v = -1;
	assert_int_equal(outbox_cursor_get(o, "forum", &v), 0);
	assert_int_equal(v, 0);
	assert_int_equal(outbox_begin(o), 0);
	assert_int_equal(outbox_cursor_put(o, "forum", 7), 0);
	assert_int_equal(outbox_cursor_put(o, "forum", 9), 0);
	outbox_rollback(o);
	assert_int_equal(outbox_cursor_get(o, "forum", &v), 0);
	assert_int_equal(v, 0); /* rolled back */
	assert_int_equal(outbox_begin(o), 0);
	assert_int_equal(outbox_cursor_put(o, "forum", 9), 0);
	assert_int_equal(outbox_digest_add(o, "a@x", 3, "one"), 0);
	assert_int_equal(outbox_digest_add(o, "a@x", 3, "two"), 0);
	assert_int_equal(outbox_digest_add(o, "a@x", 5, "later"), 0);
	char got[256] = "";
	assert_int_equal(outbox_digest_take(o, 4, take_digest, got), 0);
	assert_int_equal(outbox_commit(o), 0);
	assert_string_equal(got, "a@x/3/one\ntwo\n|");
	assert_int_equal(outbox_cursor_get(o, "forum", &v), 0);
	assert_int_equal(v, 9);
	got[0] = '\0';
	assert_int_equal(outbox_digest_take(o, 6, take_digest, got), 0);
	assert_string_equal(got, "a@x/5/later\n|"); /* day 3's lines were taken once */

	assert_int_equal(outbox_pending_put(o, "bob", "b@x", 5), 0);
	assert_int_equal(outbox_pending_put(o, "bob", "b2@x", 6), 0);
	assert_int_equal(outbox_pending_put(o, "al", "a@x", 4), 0);
	got[0] = '\0';
	assert_int_equal(outbox_pending_each(o, take_pending, got), 0);
	assert_string_equal(got, "al=a@x@4|bob=b2@x@6|");
	assert_int_equal(outbox_pending_drop(o, "al"), 0);
	got[0] = '\0';
	assert_int_equal(outbox_pending_each(o, take_pending, got), 0);
	assert_string_equal(got, "bob=b2@x@6|");
	char *seed = NULL;
	assert_int_equal(outbox_meta_get(o, "seed", &seed), 0);
	assert_string_equal(seed, "00ff");
	free(seed);
	outbox_close(o);
	s->close(s);
	store_remove(path);
}

/* Two handles are two servers: a mail one has claimed is skipped by the
 * other, which takes the next; let go, it is the other's to take; sent,
 * it is nobody's. (SQLite's claim holds nothing: one sender a file.) */
static void outbox_claims_are_exclusive(void **state)
{
	(void)state;
	if (!getenv("NOMIC_TEST_PG") || !*getenv("NOMIC_TEST_PG"))
		skip();
	store *s = fresh();
	char err[512];
	outbox *a = outbox_open(path, err, sizeof err), *b = outbox_open(path, err, sizeof err);
	assert_non_null(a);
	assert_non_null(b);
	assert_int_equal(outbox_put(a, "forum", "f@n", "1@x", "m1", 2, NULL, 100), 0);
	assert_int_equal(outbox_put(a, "forum", "f@n", "2@x", "m2", 2, NULL, 100), 0);
	outbox_mail ma, mb, mc;
	assert_int_equal(outbox_claim(a, 100, &ma), 1);
	assert_string_equal(ma.rcpt, "1@x");
	assert_int_equal(outbox_claim(b, 100, &mb), 1);
	assert_string_equal(mb.rcpt, "2@x"); /* a's is skipped */
	outbox *c = outbox_open(path, err, sizeof err);
	assert_non_null(c);
	assert_int_equal(outbox_claim(c, 100, &mc), 0); /* both held */
	outbox_release(b);
	outbox_mail_free(&mb);
	assert_int_equal(outbox_claim(c, 100, &mc), 1);
	assert_string_equal(mc.rcpt, "2@x");
	assert_int_equal(outbox_sent(c, mc.id, 101), 0);
	assert_int_equal(outbox_sent(a, ma.id, 101), 0);
	assert_int_equal(outbox_claim(b, 1000, &mb), 0);
	outbox_mail_free(&ma);
	outbox_mail_free(&mb);
	outbox_mail_free(&mc);
	outbox_close(a);
	outbox_close(b);
	outbox_close(c);
	s->close(s);
	store_remove(path);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(append_and_scan),
		cmocka_unit_test(fields_round_trip),
		cmocka_unit_test(big_batch),
		cmocka_unit_test(meta_and_create),
		cmocka_unit_test(concurrent_appends),
		cmocka_unit_test(loser_goes_next),
		cmocka_unit_test(outbox_round_trip),
		cmocka_unit_test(outbox_claims_are_exclusive),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
