/* test_conservation.c: the economy as one (issue 16 item 7: "Conservation
 * holds: a test sums every currency and every asset after a long random
 * sequence of trades, auctions and dividends"). A fixed-seed sequence of
 * trades (R515) among five players, the Treasury and a Political Party
 * (R1000, R1021), the party's Organisational Actions (R1003: paying,
 * giving, offering, accepting), auctions (R516: public, private, lots,
 * Shubik, the rules' own; bids and the clock's closes), transfers, scores
 * won and lost (the rules' effects, which R508's Fortnightly Dividends
 * then pay for in A$ from the Treasury, R505 II when it is short), and
 * clock advances that close auctions, expire offers and pay dividends,
 * most of them refused. After every step:
 *
 * - each currency but the scores (which the rules create and destroy)
 *   sums to what it did over every holder: the Treasury, the players and
 *   the ledger accounts (R506 ¶3: A$ together with the Trinkets' values,
 *   since the Treasury Dissolves a Trinket it gets);
 * - every kind of entity counts what it did (Trinkets only fall, by
 *   Dissolving), wherever it is: a player's, the party's, the Treasury's
 *   or Somewhere Else while auctioned (R516 8);
 * - nobody holds less than nothing (R510);
 *
 * and at the end the log replays to the same state, word for word, and
 * verifies. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "../nomictest.h"
#include "econ/entities.h"

#include <stdlib.h>
#include <string.h>

static const char *const names[] = {"alice", "bob", "carol", "dave", "erin"};
#define NPLAYERS 5
#define STEPS 2000

static uint64_t seed = 0x2545f4914f6cdd1du;

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

/* Room for every entity kind; measure() fails when the model has more, so that
 * a kind added later is never silently left uncounted. */
#define MAX_KINDS 64

typedef struct totals {
	int64_t cur[8]; /* by currency id; A$ with the Trinkets' values */
	int kinds[MAX_KINDS]; /* by kind index; Trinkets apart */
	int trinkets;
	int negative;   /* a holder below zero of a currency that may not */
} totals;

static void add_holder(const nomic *n, int h, totals *t)
{
	for (int c = 0; c < n->ncurrencies && c < 8; c++) {
		int64_t b = balance(n, h, c);
		t->cur[c] += b;
		if (b < 0 && !(n->currencies[c]->flags & CUR_NEGATIVE))
			t->negative = 1;
	}
}

static totals measure(engine *e)
{
	totals t = {0};
	assert_true(entity_kind_count() <= MAX_KINDS);
	const nomic *n = engine_read_begin(e);
	for (int h = 0; h <= n->nplayers; h++)
		add_holder(n, h, &t);
	for (int k = 0; k < n->naccounts; k++)
		add_holder(n, n->accounts[k]->id, &t);
	int ad = currency_by_name(n, "A$")->id;
	const entities *s = entities_peek(n);
	for (int i = 0; s && i < s->n; i++) {
		const entity *en = s->v[i];
		if (strcmp(en->kind->word, "trinket") == 0) {
			t.trinkets++;
			t.cur[ad] += en->value;
			continue;
		}
		for (int k = 0; k < entity_kind_count(); k++)
			if (entity_kind_at(k) == en->kind)
				t.kinds[k]++;
	}
	engine_read_end(e);
	return t;
}

/* An item: an entity by number or name, a count of Eggs, or A$. */
static void random_item(char *buf, size_t len)
{
	switch (draw(5)) {
	case 0:
		snprintf(buf, len, "#%d", (int)draw(30) + 1);
		break;
	case 1:
		snprintf(buf, len, "%d eggs", (int)draw(2) + 1);
		break;
	case 2:
		snprintf(buf, len, "\"Charm %d\"", (int)draw(6) + 1);
		break;
	default:
		snprintf(buf, len, "A$%d", (int)draw(draw(8) ? 150 : 3000) + 1);
		break;
	}
}

static void random_offer(char *line, size_t len, const char *prefix)
{
	char give[64], want[64];
	if (draw(4))
		random_item(give, sizeof give);
	else
		snprintf(give, sizeof give, "nothing");
	if (draw(3))
		random_item(want, sizeof want);
	else
		snprintf(want, sizeof want, "nothing");
	const char *to = draw(3) ? names[draw(NPLAYERS)] : draw(2) ? "Reds" : "Treasury";
	if (draw(5))
		snprintf(line, len, "%s to %s %s for %s", prefix, to, give, want);
	else
		snprintf(line, len, "%s %s for %s", prefix, give, want);
}

/* The party acts at once: every member approves (R1003 ¶3). */
static int party_acts(engine *e, const char *action, char **out)
{
	char line[600];
	int ok = 0;
	snprintf(line, sizeof line, "org suggest Reds %s", action);
	*out = reply_to(e, "alice", line, &ok);
	if (!ok)
		return 0;
	const char *num = strstr(*out, "suggestion ");
	int k = num ? atoi(num + 11) : 0;
	snprintf(line, sizeof line, "org approve %d", k);
	free(reply_to(e, "bob", line, NULL));
	free(*out);
	*out = reply_to(e, "carol", line, &ok);
	return ok;
}

static void random_step(engine *e, int *offers, int *auctions)
{
	char line[400], item[64];
	const char *who = names[draw(NPLAYERS)];
	int ok = 0;
	char *out = NULL;
	switch (draw(15)) {
	case 0:
	case 1: /* R515 ¶2 */
		random_offer(line, sizeof line, "trade offer");
		out = reply_to(e, who, line, &ok);
		*offers += ok;
		break;
	case 2:
	case 3: /* R515 ¶4 */
		snprintf(line, sizeof line, "trade accept %d",
			 *offers ? *offers - (int)draw(*offers < 5 ? *offers : 5) : 1);
		out = reply_to(e, who, line, &ok);
		break;
	case 4: /* R516 1: a player's auction */
		snprintf(line, sizeof line, "auction call #%d%s%s%s", (int)draw(30) + 1,
			 draw(3) ? "" : " private", draw(4) ? "" : " min A$20",
			 draw(6) ? "" : " shubik");
		out = reply_to(e, who, line, &ok);
		*auctions += ok;
		break;
	case 5: /* the rules' auction of what is in the Treasury */
		snprintf(line, sizeof line, "auction rules #%d%s", (int)draw(30) + 1,
			 draw(2) ? "" : " private");
		out = reply_to(e, "admin", line, &ok);
		*auctions += ok;
		break;
	case 6:
	case 7: /* R516 6 */
		snprintf(line, sizeof line, "bid %d A$%d",
			 *auctions ? *auctions - (int)draw(*auctions < 4 ? *auctions : 4) : 1,
			 (int)draw(draw(6) ? 120 : 2000) + 1);
		out = reply_to(e, who, line, &ok);
		break;
	case 8: /* R1003: the party pays, gives, offers or accepts */
		switch (draw(4)) {
		case 0:
			snprintf(line, sizeof line, "pay %d A$ to %s", (int)draw(80) + 1,
				 names[draw(NPLAYERS)]);
			break;
		case 1:
			random_item(item, sizeof item);
			snprintf(line, sizeof line, "give %s to %s", item, names[draw(NPLAYERS)]);
			break;
		case 2:
			random_offer(line, sizeof line, "offer");
			break;
		default:
			snprintf(line, sizeof line, "accept %d", *offers ? *offers : 1);
			break;
		}
		ok = party_acts(e, line, &out);
		if (strstr(line, "offer") == line && ok && strstr(out, "offer "))
			(*offers)++;
		break;
	case 9:
		snprintf(line, sizeof line, "transfer %d A$ to %s", (int)draw(100) + 1,
			 draw(3) ? names[draw(NPLAYERS)] : draw(2) ? "Reds" : "Treasury");
		out = reply_to(e, who, line, &ok);
		break;
	case 12: /* a score won or lost (R508's dividends pay for it) */
		if (draw(3))
			snprintf(line, sizeof line, "mint %d points to %s", (int)draw(20) + 1,
				 names[draw(NPLAYERS)]);
		else
			snprintf(line, sizeof line, "burn %d points from %s", (int)draw(20) + 1,
				 names[draw(NPLAYERS)]);
		out = reply_to(e, "admin", line, &ok);
		break;
	case 10:
		snprintf(line, sizeof line, "trade %s %d", draw(2) ? "decline" : "withdraw",
			 (int)draw(*offers + 2) + 1);
		out = reply_to(e, who, line, &ok);
		break;
	default: /* closes auctions (R516 5) and expires offers (R515 ¶3) */
		snprintf(line, sizeof line, "clock advance %dh", (int)draw(30) + 1);
		out = reply_to(e, "admin", line, &ok);
		break;
	}
	if (getenv("CONSERVATION_DEBUG"))
		fprintf(stderr, "%s> %s => %s\n", who, line, out);
	free(out);
}

static char *snapshot(engine *e)
{
	sbuf b = {0};
	const char *views[] = {"trades all", "entities", "auctions", "orgs", "org show Reds",
			       "holdings Reds", "deadlines", "balance Treasury"};
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
	return sbuf_take(&b);
}

static void conservation(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "admin", "ruleset load ackanomic");
	run(f.e, "admin", "appoint dave Speaker"); /* R516 1e: the rules' Auctioneer */
	run(f.e, "alice", "org found party");
	run(f.e, "bob", "org join-intent alice");
	run(f.e, "carol", "org join-intent alice");
	run(f.e, "alice", "org form Reds party bob carol");
	for (int i = 0; i < NPLAYERS; i++) {
		char line[128];
		for (int k = 0; k < 2; k++) {
			snprintf(line, sizeof line, "entity create egg %s", names[i]);
			run(f.e, "admin", line);
		}
		snprintf(line, sizeof line, "entity create trinket %s \"Charm %d\" %d", names[i],
			 i + 1, 10 * (i + 1));
		run(f.e, "admin", line);
	}
	run(f.e, "admin", "entity create egg Treasury");
	run(f.e, "admin", "entity create egg Treasury");
	run(f.e, "alice", "transfer 200 A$ to Reds");
	totals before = measure(f.e);
	int score[8] = {0};
	const nomic *n0 = engine_read_begin(f.e);
	for (int c = 0; c < n0->ncurrencies && c < 8; c++)
		score[c] = (n0->currencies[c]->flags & CUR_SCORE) != 0;
	engine_read_end(f.e);
	int offers = 0, auctions = 0;
	for (int step = 0; step < STEPS; step++) {
		random_step(f.e, &offers, &auctions);
		totals now = measure(f.e);
		for (int c = 0; c < 8; c++)
			if (now.cur[c] != before.cur[c] && !score[c])
				fail_msg("step %d: currency %d sums to %lld, not %lld", step, c,
					 (long long)now.cur[c], (long long)before.cur[c]);
		for (int k = 0; k < entity_kind_count(); k++)
			if (now.kinds[k] != before.kinds[k])
				fail_msg("step %d: kind %s counts %d, not %d", step,
					 entity_kind_at(k)->word, now.kinds[k], before.kinds[k]);
		assert_true(now.trinkets <= before.trinkets);
		assert_false(now.negative); /* R510 */
	}
	/* The sequence did trade and auction. */
	char *div = reply_to(f.e, "admin", "dividends", NULL);
	print_message("%.200s\n", div);
	assert_null(strstr(div, "no dividends paid yet"));
	free(div);
	char *all = reply_to(f.e, "admin", "trades accepted", NULL);
	char *sold = reply_to(f.e, "admin", "auctions", NULL);
	print_message("%d offers, %d auctions; %.40s\n", offers, auctions, all);
	assert_true(offers > 100);
	assert_true(auctions > 5);
	assert_true(strncmp(all, "0 offers", 8) != 0);
	assert_non_null(strstr(sold, "closed")); /* some closed with a sale or none */
	free(all);
	free(sold);
	char *live = snapshot(f.e);
	reopen(&f);
	char *replayed = snapshot(f.e);
	assert_string_equal(live, replayed);
	free(live);
	free(replayed);
	engine_close(f.e);
	uint64_t count = 0, bad = 0;
	char err[256];
	if (engine_verify(f.path, &count, &bad, err, sizeof err))
		fail_msg("event %llu does not replay: %s", (unsigned long long)bad, err);
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
