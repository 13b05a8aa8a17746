/* fuzz_replay.c: replay of a hostile database file. A real small nomic
 * (about forty events: players, money, a proposal with secret votes and its
 * adoption, a rule with a Lua script that guards a command (and refuses
 * it once), a game with hidden moves, deadlines passed by the clock)
 * is built in-process once; each input copies it and changes one stored
 * field of one event, then runs engine_verify and engine_open on the copy.
 *
 * Input: byte 0 picks the event (every event, init included), byte 1 the
 * field (time, actor, command, args, draws, hidden, prev, hash; the
 * sequence number is left alone: it is the row's key, and renumbering is
 * the store's business, not replay's), byte 2 how (bit 0: then re-hash the
 * event and re-link every later one, so replay gets past the hash chain and
 * runs the hostile command, arguments or draws; bits 1-2: overwrite at the
 * offset, insert there, cut from there, or replace the whole value; bit 3:
 * store the value as a blob, not text), bytes 3-4 the offset, the rest the
 * bytes (for time, a signed amount added; for hidden, the new value).
 *
 * Checks: verify and open never crash or hang; verify either passes or
 * names an event and says why, and the event it names is the changed one
 * (not re-hashed: the chain breaks exactly there) or a later one (re-hashed:
 * a changed event may replay and mislead a later one, never an earlier);
 * engine_open opens exactly the files that verify passes.
 *
 * Self-contained: each input works on a fresh copy of the template. */
#include "fuzzlib.h"
#include "core/event.h"
#include "store/store.h"

#include <sqlite3.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char tmpl[512], work[512];
static uint64_t nevents;

static void setup(void)
{
	static const char *const script[][2] = {
		{"admin", "ruleset load ace-of-spades"},
		{"admin", "join alice"}, {"admin", "join bob"}, {"admin", "join carol"}, {"admin", "join dave"},
		{"alice", "transfer 25 A$ to bob"},
		{"admin", "mint 10 points to bob"},
		{"admin", "currency create shells transferable"},
		{"admin", "mint 3 shells to carol"},
		{"carol", "transfer 1 shells to dave"},
		{"alice", "propose \"Luck\" \"Effect: mint 1 points to carol\""},
		{"alice", "vote 1 yes"}, {"bob", "vote 1 no"}, {"carol", "vote 1 yes"},
		{"admin", "clock advance 7d"},
		{"admin", "rule enact 900 Fuzz \"No shells on Sundays.\" script "
			  "\"nomic.guard('transfer', function(cmd)\\n"
			  "  if cmd.args.currency == 'shells' and nomic.date().weekday == 'Sunday' then\\n"
			  "    return 'no shells on Sundays'\\n  end\\nend)\""},
		{"admin", "clock set 2001-01-14T12:00Z"},
		{"?carol", "transfer 1 shells to dave"}, /* Sunday: its guard refuses */
		{"admin", "clock advance 1d"},
		{"dave", "transfer 1 shells to carol"},
		{"dave", "game new pureskill"},
		{"alice", "game join 1"}, {"bob", "game join 1"}, {"carol", "game join 1"},
		{"dave", "game start 1"},
		{"alice", "play 1 bid 7"}, {"bob", "play 1 bid Q"}, {"carol", "play 1 bid 10"},
		{"admin", "clock advance 1h"},
		{"alice", "play 1 bid 8"}, {"bob", "play 1 bid 2"}, {"carol", "play 1 bid K"},
		{"admin", "clock advance 1d"},
		{"bob", "token"},
		{"alice", "state vacation 10d"},
		{"admin", "clock advance 30d"},
	};
	fz_path(tmpl, sizeof tmpl, "replay-template");
	fz_path(work, sizeof work, "replay");
	engine *e = fz_create(tmpl, NULL);
	for (size_t i = 0; i < sizeof script / sizeof *script; i++) {
		const char *who = script[i][0];
		if (who && who[0] == '?') {
			if (fz_poke(e, who + 1, script[i][1]))
				abort();
		} else {
			fz_must(e, who, script[i][1], NULL);
		}
	}
	nevents = engine_head(e);
	engine_close(e);
}

static const char *const fields[] = {"time", "actor", "command", "args", "draws",
				     "hidden", "prev", "hash"};

typedef struct events {
	store_event *v;
	size_t n;
} events;

static int collect(void *arg, const store_event *ev)
{
	events *es = arg;
	store_event *c = &es->v[es->n++];
	*c = *ev;
	c->actor = xstrdup(ev->actor);
	c->command = xstrdup(ev->command);
	c->args = xstrdup(ev->args);
	c->draws = xstrdup(ev->draws);
	return 0;
}

/* Re-hashes event seq and re-links every later one, reading them as the
 * store hands them to replay. */
static void rehash(sqlite3 *db, uint64_t seq)
{
	char err[256];
	store *st = store_open(work, 0, err, sizeof err);
	if (!st)
		return; /* the change made the file unreadable: fine, verify says so */
	events es = {calloc(nevents + 1, sizeof(store_event)), 0};
	if (st->scan(st, seq, collect, &es) < 0)
		es.n = 0;
	st->close(st);
	sqlite3_stmt *up;
	sqlite3_prepare_v2(db, "UPDATE events SET prev = ?, hash = ? WHERE seq = ?", -1, &up, NULL);
	unsigned char prev[HASH_BYTES];
	for (size_t i = 0; i < es.n; i++) {
		store_event *ev = &es.v[i];
		if (i)
			memcpy(ev->prev, prev, HASH_BYTES);
		event_hash(ev, ev->hash);
		memcpy(prev, ev->hash, HASH_BYTES);
		sqlite3_bind_blob(up, 1, ev->prev, HASH_BYTES, SQLITE_STATIC);
		sqlite3_bind_blob(up, 2, ev->hash, HASH_BYTES, SQLITE_STATIC);
		sqlite3_bind_int64(up, 3, (sqlite3_int64)ev->seq);
		sqlite3_step(up);
		sqlite3_reset(up);
		free(ev->actor);
		free(ev->command);
		free(ev->args);
		free(ev->draws);
	}
	sqlite3_finalize(up);
	free(es.v);
}

/* Changes one field of one event. 0 if it changed something. */
static int mutate(uint64_t seq, int field, unsigned how, size_t off, const uint8_t *b, size_t n)
{
	sqlite3 *db;
	if (sqlite3_open(work, &db) != SQLITE_OK)
		abort();
	char sql[128];
	snprintf(sql, sizeof sql, "SELECT %s FROM events WHERE seq = ?", fields[field]);
	sqlite3_stmt *sel, *up;
	sqlite3_prepare_v2(db, sql, -1, &sel, NULL);
	sqlite3_bind_int64(sel, 1, (sqlite3_int64)seq);
	if (sqlite3_step(sel) != SQLITE_ROW)
		abort();
	snprintf(sql, sizeof sql, "UPDATE events SET %s = ? WHERE seq = ?", fields[field]);
	sqlite3_prepare_v2(db, sql, -1, &up, NULL);
	if (field == 0 || field == 5) {
		int64_t v = sqlite3_column_int64(sel, 0), d = 0;
		memcpy(&d, b, n < sizeof d ? n : sizeof d);
		if (field == 0)
			v = (int64_t)((uint64_t)v + (uint64_t)d);
		else
			v = n ? (int8_t)b[0] : 1 - v;
		sqlite3_bind_int64(up, 1, v);
	} else {
		size_t len = (size_t)sqlite3_column_bytes(sel, 0);
		const unsigned char *old = sqlite3_column_blob(sel, 0);
		unsigned char *v = malloc(len + n + 1);
		size_t vlen;
		off = len ? off % (len + 1) : 0;
		switch ((how >> 1) & 3) {
		case 0: /* overwrite */
			if (old)
				memcpy(v, old, len);
			vlen = len;
			for (size_t i = 0; i < n && off + i < len; i++)
				v[off + i] = b[i];
			break;
		case 1: /* insert */
			if (old)
				memcpy(v, old, off);
			memcpy(v + off, b, n);
			if (old)
				memcpy(v + off + n, old + off, len - off);
			vlen = len + n;
			break;
		case 2: /* cut */
			if (old)
				memcpy(v, old, off);
			vlen = off;
			break;
		default: /* replace */
			memcpy(v, b, n);
			vlen = n;
			break;
		}
		if ((how & 8) || field >= 6)
			sqlite3_bind_blob(up, 1, v, (int)vlen, SQLITE_TRANSIENT);
		else
			sqlite3_bind_text(up, 1, (const char *)v, (int)vlen, SQLITE_TRANSIENT);
		free(v);
	}
	sqlite3_bind_int64(up, 2, (sqlite3_int64)seq);
	int rc = sqlite3_step(up);
	sqlite3_finalize(up);
	sqlite3_finalize(sel);
	int changed = rc == SQLITE_DONE && sqlite3_changes(db) == 1;
	if (changed && (how & 1))
		rehash(db, seq);
	sqlite3_close(db);
	return changed ? 0 : -1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!tmpl[0])
		setup();
	if (size < 5 || size > 4096)
		return 0;
	uint64_t seq = 1 + data[0] % nevents;
	int field = data[1] % 8;
	unsigned how = data[2];
	size_t off = (size_t)data[3] | (size_t)data[4] << 8;
	fz_copy(tmpl, work);
	if (mutate(seq, field, how, off, data + 5, size - 5))
		return 0; /* refused by SQLite (a NOT NULL column): nothing to replay */

	uint64_t count, bad;
	char why[512] = "";
	int rc = engine_verify(work, &count, &bad, why, sizeof why);
	if (rc && !why[0]) {
		fprintf(stderr, "fuzz: verify failed without saying why\n");
		abort();
	}
	if (rc && (how & 1 ? bad < seq : bad != seq)) {
		fprintf(stderr, "fuzz: event %llu was changed, verify names event %llu: %s\n",
			(unsigned long long)seq, (unsigned long long)bad, why);
		abort();
	}
	char err[512];
	engine *e = engine_open(work, err, sizeof err);
	if (!e != !!rc) {
		fprintf(stderr, "fuzz: verify %s, open %s (%s)\n", rc ? "failed" : "passed",
			e ? "succeeded" : "failed", e ? why : err);
		abort();
	}
	if (e) {
		fz_poke(e, NULL, "balance");
		engine_close(e);
	}
	return 0;
}
