/* test_trades.c: conservation on the Free Market (Ackanomic R515, R510,
 * R505 III, R506 ¶3; issue 16 item 7). A long random sequence (a fixed
 * seed) of offers, acceptances, refusals, withdrawals, transfers and clock
 * advances over five players and the Treasury, most of them refused:
 * after every step the sum of each currency is unchanged, but for A$,
 * where A$ plus the Trinkets' values stay the same (R506 ¶3: the Treasury
 * Dissolves a Trinket it is given, R505 III); the count of every kind of
 * entity is unchanged but Trinkets', which only fall that way; nobody
 * holds less than nothing (R510); and replaying the log gives the same
 * state, offers and all, every event with the same arguments (verify). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "nomictest.h"
#include "econ/trades/trades.h"

#include <stdlib.h>
#include <string.h>

static const char *const names[] = {"alice", "bob", "carol", "dave", "erin"};
#define NPLAYERS 5
#define STEPS 1500

static uint64_t seed = 0x9e3779b97f4a7c15u;

static uint64_t draw(uint64_t bound)
{
	seed ^= seed << 13;
	seed ^= seed >> 7;
	seed ^= seed << 17;
	return seed % bound;
}

static char *reply_to(engine *e, const char *actor, const char *line, int *ok)
{
	reply r;
	engine_submit(e, actor, line, &r);
	char *out = strdup(r.text ? r.text : "");
	if (ok)
		*ok = r.ok;
	reply_free(&r);
	return out;
}

typedef struct totals {
	int64_t cur[8];   /* by currency id; A$ with the Trinkets' values */
	int *kinds;       /* by kind index, entity_kind_count() long; Trinkets apart */
	int nkinds;
	int trinkets;
	int treasury_trinkets;
	int negative;     /* a holder below zero of a currency that may not */
	int standing, accepted;
} totals;

static totals measure(engine *e)
{
	totals t = {0};
	/* As many kinds as are built: other parts add kinds. */
	t.nkinds = entity_kind_count();
	t.kinds = calloc((size_t)t.nkinds + 1, sizeof *t.kinds);
	assert_non_null(t.kinds);
	const nomic *n = engine_read_begin(e);
	int ad = currency_by_name(n, "A$")->id;
	for (int c = 0; c < n->ncurrencies && c < 8; c++) {
		for (int h = 0; h <= n->nplayers; h++) {
			int64_t b = balance(n, h, c);
			t.cur[c] += b;
			if (b < 0 && !(n->currencies[c]->flags & CUR_NEGATIVE))
				t.negative = 1;
		}
	}
	const entities *s = entities_peek(n);
	for (int i = 0; s && i < s->n; i++) {
		const entity *en = s->v[i];
		if (strcmp(en->kind->word, "trinket") == 0) {
			t.trinkets++;
			t.cur[ad] += en->value;
			t.treasury_trinkets += en->owner.kind == OWN_TREASURY;
			continue;
		}
		for (int k = 0; k < t.nkinds; k++)
			if (entity_kind_at(k) == en->kind)
				t.kinds[k]++;
	}
	const trades *tr = trades_peek(n);
	for (int i = 0; tr && i < tr->n; i++) {
		t.standing += tr->v[i]->state == TS_STANDING;
		t.accepted += tr->v[i]->state == TS_ACCEPTED;
	}
	engine_read_end(e);
	return t;
}

/* One side of an offer: "nothing" or up to three items, some of them
 * nobody's to give (refused, R515 ¶2) or too large (R510). */
static void random_side(char *buf, size_t len, int allow_nothing)
{
	int k = (int)draw(4);
	if (k == 0 && allow_nothing) {
		snprintf(buf, len, "nothing");
		return;
	}
	if (k == 0)
		k = 1;
	buf[0] = '\0';
	for (int i = 0; i < k; i++) {
		char item[48];
		switch (draw(5)) {
		case 0:
			snprintf(item, sizeof item, "#%d", (int)draw(24) + 1);
			break;
		case 1:
			snprintf(item, sizeof item, "%d eggs", (int)draw(3) + 1);
			break;
		case 2:
			snprintf(item, sizeof item, "\"Charm %d\"", (int)draw(6) + 1);
			break;
		default:
			snprintf(item, sizeof item, "A$%d", (int)draw(draw(8) ? 200 : 3000) + 1);
			break;
		}
		size_t at = strlen(buf);
		snprintf(buf + at, len - at, "%s%s", i ? " and " : "", item);
	}
}

static void random_step(engine *e, int *offers)
{
	char line[512], give[200], want[200];
	const char *who = names[draw(NPLAYERS)];
	int ok = 0;
	char *out = NULL;
	switch (draw(10)) {
	case 0:
	case 1:
	case 2: { /* an offer: exclusive (to one or two, or the Treasury) or at large */
		random_side(give, sizeof give, 1);
		random_side(want, sizeof want, 1);
		int to = (int)draw(5);
		if (to == 0)
			snprintf(line, sizeof line, "trade offer %s for %s", give, want);
		else if (to == 1)
			snprintf(line, sizeof line, "trade offer to Treasury %s for %s", give, want);
		else if (to == 2)
			snprintf(line, sizeof line, "trade offer to %s,%s %s for %s",
				 names[draw(NPLAYERS)], names[draw(NPLAYERS)], give, want);
		else
			snprintf(line, sizeof line, "trade offer to %s %s for %s",
				 names[draw(NPLAYERS)], give, want);
		out = reply_to(e, who, line, &ok);
		*offers += ok;
		break;
	}
	case 3:
	case 4:
	case 5:
	case 6:
		/* Mostly one of the latest offers, which may still stand. */
		snprintf(line, sizeof line, "trade accept %d",
			 draw(4) && *offers ? *offers - (int)draw(*offers < 6 ? *offers : 6)
					    : (int)draw(*offers + 2) + 1);
		out = reply_to(e, who, line, &ok);
		break;
	case 7:
		snprintf(line, sizeof line, "trade %s %d", draw(2) ? "decline" : "withdraw",
			 (int)draw(*offers + 2) + 1);
		out = reply_to(e, who, line, &ok);
		break;
	case 8:
		snprintf(line, sizeof line, "transfer %d A$ to %s", (int)draw(100) + 1,
			 draw(4) ? names[draw(NPLAYERS)] : "Treasury");
		out = reply_to(e, who, line, &ok);
		break;
	default:
		snprintf(line, sizeof line, "clock advance %dh", (int)draw(12) + 1);
		out = reply_to(e, "admin", line, &ok);
		break;
	}
	/* A refusal is one line (command.h: "error: ..."). */
	if (!ok && strchr(out, '\n'))
		fail_msg("%s> %s: a refusal of more than one line: %s", who, line, out);
	if (getenv("TRADES_DEBUG"))
		fprintf(stderr, "%s> %s => %s\n", who, line, out);
	free(out);
}

static char *snapshot(engine *e)
{
	sbuf b = {0};
	const char *views[] = {"trades all", "entities", "deadlines", "balance Treasury"};
	for (size_t i = 0; i < sizeof views / sizeof *views; i++) {
		char *out = reply_to(e, "admin", views[i], NULL);
		sbuf_printf(&b, "%s\n", out);
		free(out);
	}
	for (int i = 0; i < NPLAYERS; i++) {
		char line[64];
		snprintf(line, sizeof line, "holdings %s", names[i]);
		char *out = reply_to(e, "admin", line, NULL);
		sbuf_printf(&b, "%s\n", out);
		free(out);
	}
	const nomic *n = engine_read_begin(e);
	json_t *all = trades_json(n, NULL, NULL, &(const char *){NULL});
	char *js = json_dumps(all, JSON_SORT_KEYS);
	sbuf_printf(&b, "%s\n", js);
	free(js);
	json_decref(all);
	engine_read_end(e);
	return sbuf_take(&b);
}

static void conservation(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "admin", "ruleset load ackanomic");
	/* Three Eggs (tradeable, ackable: R668) and a Trinket (giftable: R506)
	 * each, a Cloak (nontradeable: R669) for alice. */
	for (int i = 0; i < NPLAYERS; i++) {
		char line[128];
		for (int k = 0; k < 3; k++) {
			snprintf(line, sizeof line, "entity create egg %s", names[i]);
			run(f.e, "admin", line);
		}
		snprintf(line, sizeof line, "entity create trinket %s \"Charm %d\" %d", names[i],
			 i + 1, 10 * (i + 1));
		run(f.e, "admin", line);
	}
	run(f.e, "admin", "entity create cloak alice");
	totals before = measure(f.e);
	assert_int_equal(before.trinkets, NPLAYERS);
	int offers = 0;
	for (int step = 0; step < STEPS; step++) {
		random_step(f.e, &offers);
		totals now = measure(f.e);
		for (int c = 0; c < 8; c++)
			if (now.cur[c] != before.cur[c])
				fail_msg("step %d: currency %d sums to %lld, not %lld", step, c,
					 (long long)now.cur[c], (long long)before.cur[c]);
		assert_int_equal(now.nkinds, before.nkinds);
		assert_memory_equal(now.kinds, before.kinds, (size_t)now.nkinds * sizeof *now.kinds);
		free(now.kinds);
		assert_true(now.trinkets <= before.trinkets);
		assert_int_equal(now.treasury_trinkets, 0); /* R505 III: Dissolved at once */
		assert_false(now.negative);                  /* R510 */
	}
	free(before.kinds);
	totals end = measure(f.e);
	free(end.kinds);
	print_message("%d offers made, %d settled\n", offers, end.accepted);
	/* The sequence did trade: offers were made and settled. */
	assert_true(offers > 100);
	assert_true(end.accepted > 20);
	char *live = snapshot(f.e);
	reopen(&f);
	char *replayed = snapshot(f.e);
	assert_string_equal(live, replayed);
	/* R412 b: the Financier's records list the settled trades. */
	char *report = reply_to(f.e, "admin", "report treasuror", NULL);
	assert_non_null(strstr(report, " settled: "));
	free(report);
	free(live);
	free(replayed);
	/* Every event replays to the same arguments (each offer's number). */
	engine_close(f.e);
	uint64_t count = 0, bad = 0;
	char err[256];
	if (engine_verify(f.path, &count, &bad, err, sizeof err))
		fail_msg("event %llu does not replay: %s", (unsigned long long)bad, err);
	assert_true(count > 200); /* the accepted commands and the clock's */
	f.e = engine_open(f.path, err, sizeof err);
	assert_non_null(f.e);
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(conservation),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
