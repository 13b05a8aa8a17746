/* test_checkpoint.c: checkpoints (issue 17 item 3). The encoding of
 * core/ckpt.c (varints at their edges, zigzag, NULL and "", truncated
 * input, forged counts); core's part (core/state_ckpt.c) written, read
 * back and written again to the same bytes, and refused whole when cut
 * short or forged; and the engine (engine_ckpt.c) on a real store: a
 * nomic opened from its checkpoint is, byte for byte, the nomic a full
 * replay makes; a checkpoint whose body or hash was edited is not used;
 * one that does not match the log fails `nomic verify` naming its event
 * and part. Under tests/e2e/pgserver.py ("checkpoint pg") the same on
 * PostgreSQL. The engine's tests need every module's pair and are skipped
 * while one has none (checkpoint_unsupported). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/checkpoint.h"
#include "core/engine.h"
#include "core/engine_impl.h"
#include "core/level.h"
#include "core/state_ckpt.h"
#include "rules/rules_io.h"
#include "store/store.h"

#include <jansson.h>
#include <limits.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- the encoding ---- */

static size_t u64_len(uint64_t v)
{
	ckw w = {{0}};
	ck_u64(&w, v);
	size_t n = w.b.len;
	ckr r;
	ckr_init(&r, w.b.s, w.b.len);
	assert_true(ckr_u64(&r) == v);
	assert_true(ckr_done(&r));
	sbuf_free(&w.b);
	return n;
}

static void varint_edges(void **state)
{
	assert_int_equal(u64_len(0), 1);
	assert_int_equal(u64_len(127), 1);
	assert_int_equal(u64_len(128), 2);
	assert_int_equal(u64_len(16383), 2);
	assert_int_equal(u64_len(16384), 3);
	assert_int_equal(u64_len((uint64_t)1 << 63), 10);
	assert_int_equal(u64_len(UINT64_MAX), 10);
	/* Eleven bytes, or a tenth byte above 1, is not a uint64. */
	unsigned char longer[11];
	memset(longer, 0x80, sizeof longer);
	longer[10] = 0;
	ckr r;
	ckr_init(&r, longer, sizeof longer);
	ckr_u64(&r);
	assert_false(ckr_ok(&r));
	unsigned char big[10] = {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02};
	ckr_init(&r, big, sizeof big);
	ckr_u64(&r);
	assert_false(ckr_ok(&r));
}

static void zigzag(void **state)
{
	const int64_t v[] = {0, -1, 1, -64, 64, INT64_MIN, INT64_MAX, INT64_MIN + 1};
	ckw w = {{0}};
	for (size_t i = 0; i < sizeof v / sizeof *v; i++)
		ck_i64(&w, v[i]);
	ck_int(&w, INT_MIN);
	ck_int(&w, INT_MAX);
	ck_i64(&w, (int64_t)INT_MAX + 1);
	ckr r;
	ckr_init(&r, w.b.s, w.b.len);
	for (size_t i = 0; i < sizeof v / sizeof *v; i++)
		assert_true(ckr_i64(&r) == v[i]);
	assert_int_equal(ckr_int(&r), INT_MIN);
	assert_int_equal(ckr_int(&r), INT_MAX);
	assert_true(ckr_ok(&r));
	/* An int64 past int's range is refused as an int. */
	ckr_int(&r);
	assert_false(ckr_ok(&r));
	/* Small magnitudes stay small: -1 is one byte. */
	ckw one = {{0}};
	ck_i64(&one, -1);
	assert_int_equal(one.b.len, 1);
	sbuf_free(&one.b);
	sbuf_free(&w.b);
}

static void null_and_empty(void **state)
{
	ckw w = {{0}};
	ck_str(&w, NULL);
	ck_str(&w, "");
	ck_str(&w, "x");
	ckr r;
	ckr_init(&r, w.b.s, w.b.len);
	char *a = ckr_str(&r), *b = ckr_str(&r), *c = ckr_str(&r);
	assert_null(a);
	assert_non_null(b);
	assert_string_equal(b, "");
	assert_string_equal(c, "x");
	assert_true(ckr_done(&r));
	free(b);
	free(c);
	sbuf_free(&w.b);
	/* A string holding a NUL is refused. */
	unsigned char nul[] = {3, 'a', 0};
	ckr_init(&r, nul, sizeof nul);
	assert_null(ckr_str(&r));
	assert_false(ckr_ok(&r));
}

static void truncated(void **state)
{
	ckw w = {{0}};
	ck_u64(&w, 300);
	ck_str(&w, "hello");
	int ids[3] = {1, -2, 3};
	ck_ints(&w, ids, 3);
	unsigned char h[32] = {1, 2, 3};
	ck_bytes(&w, h, sizeof h);
	/* Every proper prefix is refused, never read past its end. */
	for (size_t len = 0; len < w.b.len; len++) {
		unsigned char *copy = malloc(len ? len : 1);
		memcpy(copy, w.b.s, len);
		ckr r;
		ckr_init(&r, copy, len);
		ckr_u64(&r);
		free(ckr_str(&r));
		int n;
		free(ckr_ints(&r, &n));
		unsigned char out[32];
		ckr_bytes(&r, out, sizeof out);
		assert_false(ckr_done(&r));
		free(copy);
	}
	ckr r;
	ckr_init(&r, w.b.s, w.b.len);
	assert_true(ckr_u64(&r) == 300);
	char *s = ckr_str(&r);
	assert_string_equal(s, "hello");
	free(s);
	int n;
	int *v = ckr_ints(&r, &n);
	assert_int_equal(n, 3);
	assert_int_equal(v[1], -2);
	free(v);
	unsigned char out[32];
	ckr_bytes(&r, out, sizeof out);
	assert_memory_equal(out, h, sizeof h);
	assert_true(ckr_done(&r));
	/* Bytes of another length than the reader wants are refused. */
	ckr_init(&r, w.b.s, w.b.len);
	ckr_u64(&r);
	free(ckr_str(&r));
	free(ckr_ints(&r, &n));
	unsigned char small[16];
	ckr_bytes(&r, small, sizeof small);
	assert_false(ckr_ok(&r));
	sbuf_free(&w.b);
}

static void forged_count(void **state)
{
	/* A count of INT_MAX items with three bytes behind it: refused, and
	 * ckr_ints allocates nothing (ASan would see an allocation of 8 GB). */
	ckw w = {{0}};
	ck_int(&w, INT_MAX);
	ck_int(&w, 1);
	ck_int(&w, 2);
	ck_int(&w, 3);
	ckr r;
	ckr_init(&r, w.b.s, w.b.len);
	int n = -1;
	int *v = ckr_ints(&r, &n);
	assert_null(v);
	assert_int_equal(n, 0);
	assert_false(ckr_ok(&r));
	/* Exactly as many as fit is fine; more is not. */
	unsigned char buf[8] = {6 /* zigzag 3 */, 2, 4, 6};
	ckr_init(&r, buf, 4);
	assert_int_equal(ckr_count(&r, 1), 3);
	assert_true(ckr_ok(&r));
	ckr_init(&r, buf, 4);
	assert_int_equal(ckr_count(&r, 2), 0); /* 3 items of 2 bytes do not fit in 3 */
	assert_false(ckr_ok(&r));
	unsigned char neg[1] = {1}; /* zigzag -1 */
	ckr_init(&r, neg, 1);
	assert_int_equal(ckr_count(&r, 1), 0);
	assert_false(ckr_ok(&r));
	sbuf_free(&w.b);
}

/* ---- core's part ---- */

static char path[256];

static const char *pg_base(void)
{
	const char *pg = getenv("NOMIC_TEST_PG");
	return pg && *pg ? pg : NULL;
}

static void set_path(const char *name)
{
	if (pg_base()) /* the one database pgserver.py made; its tables dropped between */
		snprintf(path, sizeof path, "%s/nomic_test", pg_base());
	else
		snprintf(path, sizeof path, "/tmp/nomic-ckpt-%s-%d.db", name, (int)getpid());
}

static void remove_files(void)
{
	store_remove(path);
}

static engine *fresh(const char *name)
{
	set_path(name);
	remove_files();
	char err[256];
	reply r;
	gtime start;
	parse_time("2001-01-01T00:00Z", &start);
	unsigned char seed[RNG_SEED_BYTES] = {7};
	engine *e = engine_create_seeded(path, "Checkpoints", CLOCK_VIRTUAL, start, seed, &r, err,
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
		fprintf(stderr, "%s> %s: %s\n", actor ? actor : "", line, r.text ? r.text : "");
	assert_true(ok);
	reply_free(&r);
}

static void run_keyed(engine *e, const char *actor, const char *line, const char *key)
{
	reply r;
	assert_true(engine_submit_keyed(e, actor, line, key, &r));
	reply_free(&r);
}

/* Something of every piece of core's part: players in several states with
 * a pending rename, contacts and tokens; A$ moved, a currency made and
 * minted; an office and its holder; parameters set; applications and
 * invitations; an idempotency record; a roll's rng stream (keyed at this
 * level); deadlines of three kinds. With rules, the Ackanomic ruleset and
 * an amendment of it. */
static void populate(engine *e, int rules)
{
	run(e, "admin", "join alice");
	run(e, "admin", "join bob");
	run(e, "admin", "join carol non-voting");
	run(e, "alice", "transfer 17 A$ to bob");
	run(e, "admin", "currency create Beads transferable");
	run(e, "admin", "mint 40 Beads to carol");
	run(e, "admin", "office create Herald");
	run(e, "admin", "appoint bob Herald");
	run(e, "admin", "param set join.grant 850");
	run(e, "carol", "contact carol@example.org");
	run(e, "bob", "rename robert");
	run(e, "carol", "state vacation 5d");
	run(e, "alice", "roll 2d6");
	run_keyed(e, "alice", "say hello", "key-1");
	run(e, "admin", "invite");
	run(e, "admin", "param set join.mode approval");
	run(e, NULL, "join dora");
	if (rules) {
		run(e, "admin", "ruleset load ackanomic");
		run(e, "admin", "rule amend 101 \"All players must abide by the Rules.\"");
	}
	run(e, "admin", "clock advance 1d");
}

/* Core's part of n, as bytes. */
static void core_bytes(const nomic *n, sbuf *out)
{
	ckw w = {{0}};
	assert_int_equal(core_save_state(n, &w), 0);
	*out = w.b;
}

static void core_round_trip(void **state)
{
	engine *e = fresh("core");
	populate(e, 1);
	const nomic *n = engine_read_begin(e);
	sbuf a;
	core_bytes(n, &a);
	nomic *m = nomic_new();
	ckr r;
	ckr_init(&r, a.s, a.len);
	assert_int_equal(core_load_state(m, &r), 0);
	assert_true(ckr_done(&r));
	sbuf b;
	core_bytes(m, &b);
	assert_int_equal(a.len, b.len);
	assert_memory_equal(a.s, b.s, a.len);

	/* What was read is what was there. */
	assert_string_equal(m->title, "Checkpoints");
	assert_int_equal(m->nplayers, n->nplayers);
	assert_int_equal(balance(m, player_by_name(m, "alice")->id, 0),
			 balance(n, player_by_name(n, "alice")->id, 0));
	assert_string_equal(player_by_name(m, "bob")->pending_name, "robert");
	assert_string_equal(player_by_name(m, "carol")->contact, "carol@example.org");
	assert_int_equal(player_by_name(m, "carol")->state, PS_VACATIONING);
	assert_memory_equal(player_by_name(m, "alice")->token_hash,
			    player_by_name(n, "alice")->token_hash, 32);
	assert_int_equal(office_by_name(m, "Herald")->holder, player_by_name(m, "bob")->id);
	assert_int_equal(param_value(m, "join.grant", 0), 850);
	assert_int_equal(m->ndeadlines, n->ndeadlines);
	assert_true(m->ndeadlines >= 2);
	for (int i = 0; i < m->ndeadlines; i++) {
		assert_ptr_equal(m->heap[i].kind, n->heap[i].kind); /* by name, the same kind */
		assert_true(m->heap[i].id == n->heap[i].id);
	}
	assert_true(m->next_deadline_id == n->next_deadline_id);
	assert_int_equal(m->nrng_streams, n->nrng_streams);
	assert_non_null(m->rules);
	assert_true(rules_ruleset_equal(m->rules, n->rules, NULL, 0));
	assert_non_null(m->idem);
	assert_non_null(m->joining);

	/* The ruleset's binary form (src/rules/format_bin.c) cut short
	 * anywhere is refused whole. */
	char *bin;
	size_t len;
	rules_error err;
	assert_int_equal(rules_export_bin(n->rules, &bin, &len, &err), RULES_OK);
	for (size_t cut = 0; cut < len; cut += 1 + cut / 8) {
		rules_ruleset *rs;
		assert_int_equal(rules_import_bin(bin, cut, &rs, &err), RULES_ERR_PARSE);
		assert_null(rs);
	}
	free(bin);
	engine_read_end(e);

	nomic_free(m);
	sbuf_free(&a);
	sbuf_free(&b);
	engine_close(e);
	remove_files();
}

/* Every proper prefix of core's part is refused, and what was built is
 * freed (ASan). A small nomic: without the ruleset, so that every prefix
 * can be tried. */
static void core_truncated(void **state)
{
	engine *e = fresh("cut");
	populate(e, 0);
	const nomic *n = engine_read_begin(e);
	sbuf a;
	core_bytes(n, &a);
	engine_read_end(e);
	for (size_t len = 0; len < a.len; len++) {
		unsigned char *copy = malloc(len ? len : 1);
		memcpy(copy, a.s, len);
		nomic *m = nomic_new();
		ckr r;
		ckr_init(&r, copy, len);
		int rc = core_load_state(m, &r);
		assert_true(rc != 0 || !ckr_done(&r));
		nomic_free(m);
		free(copy);
	}
	sbuf_free(&a);
	engine_close(e);
	remove_files();
}

/* A part that says it has a hundred million players, and a deadline of a
 * kind nobody knows: refused, quickly, without allocating for them. */
static void core_forged(void **state)
{
	unsigned char h[32] = {0};
	ckw w = {{0}};
	ck_str(&w, "x");
	ck_int(&w, CLOCK_VIRTUAL);
	ck_int(&w, NOMIC_LEVEL);
	ck_i64(&w, 0);
	ck_bytes(&w, h, 32);
	ck_bytes(&w, h, 32);
	ck_int(&w, 100000000);
	nomic *m = nomic_new();
	ckr r;
	ckr_init(&r, w.b.s, w.b.len);
	assert_int_equal(core_load_state(m, &r), -1);
	assert_string_equal(r.why, "count out of range");
	nomic_free(m);
	sbuf_free(&w.b);

	assert_null(deadline_kind_by_name("no-such-kind"));
	assert_non_null(deadline_kind_by_name("rename"));
	assert_string_equal(deadline_kind_by_name("voting-end")->name, "voting-end");
}

/* ---- the engine ---- */

static int needs_every_pair(void)
{
	const char *missing = checkpoint_unsupported();
	if (missing)
		fprintf(stderr, "skipped: the %s module has no checkpoint pair yet\n", missing);
	return missing != NULL;
}

/* The whole state of an open nomic, as bytes (checkpoint_save). */
static void state_bytes(engine *e, sbuf *out)
{
	char why[256];
	memset(out, 0, sizeof *out);
	const nomic *n = engine_read_begin(e);
	assert_int_equal(checkpoint_save(n, out, why, sizeof why), 0);
	engine_read_end(e);
}

/* What the log's views show, which the visibility index decides: the
 * whole log as the public and as the admin see it, and the news. */
static void views(engine *e, sbuf *out)
{
	char *pub = engine_log_text(e, 1, 100000, NULL);
	char *adm = engine_log_text(e, 1, 100000, "admin");
	json_t *news = engine_news_json(e, 0, 1000, NULL, NULL, NULL);
	char *n = json_dumps(news, JSON_COMPACT);
	sbuf_printf(out, "%s\n%s\n%s\n", pub, adm, n);
	free(pub);
	free(adm);
	free(n);
	json_decref(news);
}

/* Opens path and returns its state's bytes, then its views' text; *from:
 * the checkpoint it opened from (0: replayed from event 1). */
static void open_state(sbuf *out, uint64_t *from)
{
	char err[512];
	engine *e = engine_open(path, err, sizeof err);
	assert_non_null(e);
	*from = e->ckpt_loaded;
	state_bytes(e, out);
	views(e, out);
	engine_close(e);
}

/* Replaces the store's newest checkpoint with edit's version of it. */
static void edit_checkpoint(void (*edit)(store_checkpoint *c))
{
	char err[512];
	store *st = store_open(path, 0, err, sizeof err);
	assert_non_null(st);
	store_checkpoint c;
	assert_int_equal(st->checkpoint_get(st, UINT64_MAX, &c), STORE_OK);
	assert_true(c.seq > 0);
	edit(&c);
	assert_int_equal(st->checkpoint_put(st, &c), STORE_OK);
	store_checkpoint_free(&c);
	st->close(st);
}

static engine *checkpointed(const char *name, uint64_t *at)
{
	engine *e = fresh(name);
	populate(e, 1);
	char why[512];
	assert_int_equal(engine_checkpoint(e, at, why, sizeof why), 0);
	assert_true(*at == engine_head(e));
	/* More events after it, and a deadline that falls due. */
	run(e, "alice", "transfer 3 A$ to carol");
	run(e, "admin", "clock advance 6d");
	run(e, "admin", "join erin");
	return e;
}

static void break_hash(store_checkpoint *c)
{
	c->hash[0] ^= 1;
}

static void break_body(store_checkpoint *c)
{
	c->body[c->len / 2] ^= 1; /* the hash no longer holds */
}

static void cut_body(store_checkpoint *c)
{
	c->len--; /* cut short, with a hash that holds */
	store_checkpoint_hash(c, c->hash);
}

static void other_event(store_checkpoint *c)
{
	c->event_hash[0] ^= 1; /* follows no event of the log */
	store_checkpoint_hash(c, c->hash);
}

static void other_level(store_checkpoint *c)
{
	c->level = NOMIC_LEVEL + 1;
	store_checkpoint_hash(c, c->hash);
}

/* Opens path after edit and checks that it replayed from event 1 to the
 * state `want`. */
static void opens_by_replay(void (*edit)(store_checkpoint *c), const sbuf *want)
{
	edit_checkpoint(edit);
	sbuf got;
	uint64_t from;
	open_state(&got, &from);
	assert_true(from == 0);
	assert_int_equal(got.len, want->len);
	assert_memory_equal(got.s, want->s, got.len);
	sbuf_free(&got);
}

static void reopen_equals_replay(void **state)
{
	if (needs_every_pair())
		skip();
	uint64_t at, from;
	engine *e = checkpointed("reopen", &at);
	sbuf live;
	state_bytes(e, &live);
	sbuf v = {0};
	views(e, &v);
	assert_non_null(strstr(v.s, "\"text\"")); /* some event has a public text */
	sbuf_addn(&live, v.s, v.len);
	sbuf_free(&v);
	engine_close(e);

	/* Opened from the checkpoint, then the events after it. */
	sbuf a;
	open_state(&a, &from);
	assert_true(from == at);
	assert_int_equal(a.len, live.len);
	assert_memory_equal(a.s, live.s, a.len);
	sbuf_free(&a);

	/* Its hash edited: not used; a full replay makes the same state. */
	opens_by_replay(break_hash, &live);
	sbuf_free(&live);
	remove_files();
}

static void forged_is_ignored(void **state)
{
	if (needs_every_pair())
		skip();
	void (*const edits[])(store_checkpoint *) = {break_body, cut_body, other_event,
						       other_level};
	for (size_t i = 0; i < sizeof edits / sizeof *edits; i++) {
		uint64_t at;
		engine *e = checkpointed("forged", &at);
		sbuf live;
		state_bytes(e, &live);
		views(e, &live);
		engine_close(e);
		opens_by_replay(edits[i], &live);
		sbuf_free(&live);
		remove_files();
	}
}

static void run_verify(uint64_t *checked, uint64_t *bad, char *why, size_t n, int want)
{
	uint64_t count;
	int rc = engine_verify_checkpoints(path, &count, checked, bad, why, n);
	if (rc != want)
		fprintf(stderr, "verify: %s\n", why);
	assert_int_equal(rc, want);
}

static void verify_compares(void **state)
{
	if (needs_every_pair())
		skip();
	uint64_t at, checked, bad;
	char why[1200];
	engine *e = checkpointed("verify", &at);
	engine_close(e);
	run_verify(&checked, &bad, why, sizeof why, 0);
	assert_true(checked == 1);

	/* A second nomic, whose checkpoint is written from a state that is
	 * not the log's (its title edited behind the engine's back), with a
	 * hash that holds: opening would trust it; verify finds it. */
	remove_files();
	e = fresh("verify");
	populate(e, 0);
	free(e->n->title);
	e->n->title = xstrdup("Forged");
	uint64_t forged;
	assert_int_equal(engine_checkpoint(e, &forged, why, sizeof why), 0);
	engine_close(e);
	run_verify(&checked, &bad, why, sizeof why, -1);
	assert_true(bad == forged);
	assert_non_null(strstr(why, "checkpoint"));
	assert_non_null(strstr(why, "the core part"));
	remove_files();
}

static void every_n_events(void **state)
{
	if (needs_every_pair())
		skip();
	engine *e = fresh("every");
	engine_set_checkpoint_every(e, 5);
	populate(e, 0);
	uint64_t head = engine_head(e);
	engine_close(e);
	char err[512];
	store *st = store_open(path, 0, err, sizeof err);
	assert_non_null(st);
	uint64_t *seqs;
	size_t n;
	assert_int_equal(st->checkpoint_seqs(st, &seqs, &n), STORE_OK);
	/* Written as the log passed each 5 events; at most the store's
	 * spread kept (test_verify_parallel.c tests the policy). */
	assert_true(n >= 1 && n <= STORE_CHECKPOINTS_SPREAD);
	assert_true(seqs[n - 1] + 5 > head);
	for (size_t i = 1; i < n; i++)
		assert_true(seqs[i] >= seqs[i - 1] + 5);
	free(seqs);
	st->close(st);
	uint64_t checked, bad;
	run_verify(&checked, &bad, err, sizeof err, 0);
	assert_true(checked == n);
	remove_files();
}

/* While a module has no pair, no checkpoint is written, with one clear
 * message, and the log opens as before. */
static void refused_while_unsupported(void **state)
{
	const char *missing = checkpoint_unsupported();
	if (!missing)
		skip();
	engine *e = fresh("unsupported");
	run(e, "admin", "join alice");
	uint64_t seq;
	char why[512];
	assert_int_equal(engine_checkpoint(e, &seq, why, sizeof why), -1);
	assert_non_null(strstr(why, missing));
	assert_non_null(strstr(why, "cannot write its state"));
	engine_close(e);
	char err[512];
	e = engine_open(path, err, sizeof err);
	assert_non_null(e);
	assert_true(e->ckpt_loaded == 0);
	engine_close(e);
	remove_files();
}

int main(void)
{
	if (sodium_init() < 0)
		return 1;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(varint_edges),
		cmocka_unit_test(zigzag),
		cmocka_unit_test(null_and_empty),
		cmocka_unit_test(truncated),
		cmocka_unit_test(forged_count),
		cmocka_unit_test(core_round_trip),
		cmocka_unit_test(core_truncated),
		cmocka_unit_test(core_forged),
		cmocka_unit_test(reopen_equals_replay),
		cmocka_unit_test(forged_is_ignored),
		cmocka_unit_test(verify_compares),
		cmocka_unit_test(every_n_events),
		cmocka_unit_test(refused_while_unsupported),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
