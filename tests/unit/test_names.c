/* test_names.c: look-alike names (src/core/names.c; docs/RULINGS.md,
 * Names; issue 12, item 9): which pairs look alike and which do not, that
 * ASCII names get ICU's answers without ICU, what a new name is told apart
 * from, and that replay takes the log's word: a log made before the check,
 * holding two names it would now refuse, still opens, and a refusal is
 * read from the log, not asked of ICU again. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/event.h"
#include "core/names.h"
#include "nomictest.h"

#include <sodium.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

static int alike(const char *a, const char *b)
{
	char err[128];
	int rc = names_look_alike(a, b, err, sizeof err);
	if (rc < 0)
		fail_msg("%s / %s: %s", a, b, err);
	if (rc != names_look_alike(b, a, err, sizeof err))
		fail_msg("%s / %s: not the same both ways", a, b);
	return rc;
}

static void pairs_that_look_alike(void **state)
{
	static const char *const pairs[][2] = {
		{"alice", "aIice"},     /* a capital I for an l */
		{"alice", "a1ice"},     /* a one for an l */
		{"alice", "a|ice"},     /* a bar for an l */
		{"alice", "alice."},    /* punctuation (R348's primitive form) */
		{"alice", "alice_"},
		{"alice", "a lice"},    /* spacing */
		{"alice", "ALICE"},     /* case */
		{"alice", "AL1CE"},     /* ALICE, with a one for the I */
		{"Treasury", "Treasury_"},
		{"bob", "b0b"},         /* B0B in capitals is BOB */
		{"mary", "rnary"},      /* r n for m */
		{"Ian", "lan"},         /* a capital I is a small l */
		{"JT Traub", "J.T. Traub"},
		{"Speaker", "S\xd1\x80\xd0\xb5" "aker"}, /* Cyrillic er and ie */
		{"A$", "\xce\x91$"},    /* a Greek capital alpha */
		{"stra\xc3\x9f" "e", "STRASSE"}, /* full case folding: sharp s */
	};
	for (size_t i = 0; i < sizeof pairs / sizeof *pairs; i++)
		if (alike(pairs[i][0], pairs[i][1]) != 1)
			fail_msg("'%s' and '%s' should look alike", pairs[i][0], pairs[i][1]);
}

static void pairs_that_do_not(void **state)
{
	static const char *const pairs[][2] = {
		{"alice", "alicia"},
		{"alice", "alice2"},    /* digits are kept, as R348 keeps numbers */
		{"Alice", "Alys"},
		{"ian", "lan"},         /* a small i has its dot */
		{"IAN", "LAN"},         /* and a capital L is no I */
		{"bob", "bobby"},
		{"p01", "p10"},
		{"!!", "##"},           /* nothing but punctuation: kept whole */
		{"caf\xc3\xa9", "cafe"},  /* an accent is a mark, kept */
	};
	for (size_t i = 0; i < sizeof pairs / sizeof *pairs; i++)
		if (alike(pairs[i][0], pairs[i][1]) != 0)
			fail_msg("'%s' and '%s' should not look alike", pairs[i][0], pairs[i][1]);
}

/* ASCII names skip ICU's machinery for a table ICU made (names.c): for
 * every pair of printable characters, the answer is the one ICU gives when
 * a non-ASCII letter sends both names through it. */
static void ascii_answers_as_icu_does(void **state)
{
	for (int c = ' '; c < 127; c++)
		for (int d = ' '; d < 127; d++) {
			char a[8], b[8], ai[16], bi[16];
			snprintf(a, sizeof a, "x%cy", c);
			snprintf(b, sizeof b, "x%cy", d);
			snprintf(ai, sizeof ai, "%s\xc3\xa9", a);
			snprintf(bi, sizeof bi, "%s\xc3\xa9", b);
			if (alike(a, b) != alike(ai, bi))
				fail_msg("'%s' and '%s': %d, but through ICU %d", a, b, alike(a, b),
					 alike(ai, bi));
		}
}

static int resembles(engine *e, const char *name, enum name_space ns, char *out, size_t n)
{
	const nomic *nm = engine_read_begin(e);
	int rc = name_resembles(nm, name, ns, NULL, out, n);
	engine_read_end(e);
	return rc;
}

static void what_a_name_is_told_apart_from(void **state)
{
	nomic_file f;
	open_nomic(&f);
	char like[256];
	assert_int_equal(resembles(f.e, "Caryl", NAMES_PLAYER, like, sizeof like), 0);
	/* Car0l, written in capitals as names may be, is CAROL. */
	assert_int_equal(resembles(f.e, "Car0l", NAMES_PLAYER, like, sizeof like), 1);
	assert_string_equal(like, "'carol'");
	assert_int_equal(resembles(f.e, "Registrar!", NAMES_PLAYER, like, sizeof like), 1);
	assert_string_equal(like, "the office 'Registrar'");
	assert_int_equal(resembles(f.e, "clock.", NAMES_OFFICE, like, sizeof like), 1);
	assert_string_equal(like, "'clock', a name the server keeps");
	assert_int_equal(resembles(f.e, "erin", NAMES_OFFICE, like, sizeof like), 1);
	assert_string_equal(like, "'erin'");
	/* Currencies are told apart from currencies only. */
	assert_int_equal(resembles(f.e, "Gamep0ints", NAMES_CURRENCY, like, sizeof like), 1);
	assert_string_equal(like, "the currency 'Gamepoints'");
	assert_int_equal(resembles(f.e, "erin", NAMES_CURRENCY, like, sizeof like), 0);
	/* A player's own name is no obstacle to a change of case. */
	const nomic *nm = engine_read_begin(f.e);
	const player *dave = player_by_name(nm, "dave");
	assert_int_equal(name_resembles(nm, "Dave", NAMES_PLAYER, dave, like, sizeof like), 0);
	engine_read_end(f.e);
	close_nomic(&f);
}

/* Rewrites event seq (its command, if given, and in its arguments from
 * for to) and rehashes the chain after it, as if the log had been made so. */
static void rewrite_event(const char *path, uint64_t seq, const char *command,
			  const char *from, const char *to)
{
	sqlite3 *db;
	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	sqlite3_stmt *st, *up;
	assert_int_equal(sqlite3_prepare_v2(db, "SELECT seq,time,actor,command,args,draws,hidden,"
					    "prev FROM events WHERE seq >= ? ORDER BY seq", -1,
					    &st, NULL), SQLITE_OK);
	assert_int_equal(sqlite3_prepare_v2(db, "UPDATE events SET command = ?, args = ?, "
					    "prev = ?, hash = ? WHERE seq = ?", -1, &up, NULL),
			 SQLITE_OK);
	sqlite3_bind_int64(st, 1, (sqlite3_int64)seq);
	unsigned char prev[HASH_BYTES];
	int first = 1;
	while (sqlite3_step(st) == SQLITE_ROW) {
		store_event ev = {0};
		ev.seq = (uint64_t)sqlite3_column_int64(st, 0);
		ev.time = sqlite3_column_int64(st, 1);
		ev.actor = strdup((const char *)sqlite3_column_text(st, 2));
		ev.command = strdup(first && command ? command
					       : (const char *)sqlite3_column_text(st, 3));
		const char *args = (const char *)sqlite3_column_text(st, 4);
		const char *at = first ? strstr(args, from) : NULL;
		if (first)
			assert_non_null(at);
		size_t n = strlen(args) + (first ? strlen(to) : 0) + 1;
		ev.args = malloc(n);
		if (at)
			snprintf(ev.args, n, "%.*s%s%s", (int)(at - args), args, to,
				 at + strlen(from));
		else
			snprintf(ev.args, n, "%s", args);
		ev.draws = strdup((const char *)sqlite3_column_text(st, 5));
		ev.hidden = sqlite3_column_int(st, 6);
		memcpy(ev.prev, first ? sqlite3_column_blob(st, 7) : prev, HASH_BYTES);
		event_hash(&ev, ev.hash);
		memcpy(prev, ev.hash, HASH_BYTES);
		sqlite3_bind_text(up, 1, ev.command, -1, SQLITE_STATIC);
		sqlite3_bind_text(up, 2, ev.args, -1, SQLITE_STATIC);
		sqlite3_bind_blob(up, 3, ev.prev, HASH_BYTES, SQLITE_STATIC);
		sqlite3_bind_blob(up, 4, ev.hash, HASH_BYTES, SQLITE_STATIC);
		sqlite3_bind_int64(up, 5, (sqlite3_int64)ev.seq);
		assert_int_equal(sqlite3_step(up), SQLITE_DONE);
		sqlite3_reset(up);
		store_event_free(&ev);
		first = 0;
	}
	sqlite3_finalize(st);
	sqlite3_finalize(up);
	sqlite3_close(db);
}

static void a_log_from_before_still_opens(void **state)
{
	static const char *const names[] = {"alice", "bob"};
	nomic_file f;
	open_nomic_with(&f, names, 2);
	engine_close(f.e);
	rewrite_event(f.path, 3, "join a1ice", "\"name\":\"bob\"", "\"name\":\"a1ice\"");
	uint64_t count, bad;
	char why[256];
	if (engine_verify(f.path, &count, &bad, why, sizeof why))
		fail_msg("event %llu: %s", (unsigned long long)bad, why);
	f.e = engine_open(f.path, why, sizeof why);
	assert_non_null(f.e);
	const nomic *nm = engine_read_begin(f.e);
	assert_non_null(player_by_name(nm, "a1ice"));
	engine_read_end(f.e);
	/* New names are checked all the same. */
	reply r;
	assert_false(engine_submit(f.e, NULL, "join aIice", &r));
	assert_string_equal(r.text, "error: cannot join as 'aIice': it looks like 'alice'");
	reply_free(&r);
	close_nomic(&f);
}

/* A change of name that fails for a look-alike when it is due records so;
 * replay reads the record and never asks ICU again: without it, the same
 * log replays the change as accepted. */
static void replay_takes_the_logs_word(void **state)
{
	static const char *const names[] = {"alice", "bob"};
	nomic_file f;
	open_nomic_with(&f, names, 2);
	run(f.e, "bob", "rename Ra1ph");
	run(f.e, "admin", "join Ralph");
	run(f.e, "admin", "clock advance 3d");
	const nomic *nm = engine_read_begin(f.e);
	assert_non_null(player_by_name(nm, "bob"));
	engine_read_end(f.e);
	reopen(&f);
	nm = engine_read_begin(f.e);
	assert_non_null(player_by_name(nm, "bob"));
	uint64_t due = engine_head(f.e) - 1; /* the clock's, before clock advance */
	engine_read_end(f.e);
	engine_close(f.e);
	rewrite_event(f.path, due, NULL, "\"_lookalike\":{\"player Ra1ph\":\"'Ralph'\"},",
		      "");
	char why[256];
	f.e = engine_open(f.path, why, sizeof why);
	if (!f.e)
		fail_msg("%s", why);
	nm = engine_read_begin(f.e);
	assert_null(player_by_name(nm, "bob"));
	assert_non_null(player_by_name(nm, "Ra1ph"));
	engine_read_end(f.e);
	close_nomic(&f);
}

int main(void)
{
	if (sodium_init() < 0)
		return 1;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(pairs_that_look_alike),
		cmocka_unit_test(pairs_that_do_not),
		cmocka_unit_test(ascii_answers_as_icu_does),
		cmocka_unit_test(what_a_name_is_told_apart_from),
		cmocka_unit_test(a_log_from_before_still_opens),
		cmocka_unit_test(replay_takes_the_logs_word),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
