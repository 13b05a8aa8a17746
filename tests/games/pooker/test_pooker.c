/* test_pooker.c — A Nomic's Pooker: R397 (every category, the top-down
 * precedence, hands of one to five cards), the best arrangement against a
 * brute-force partition enumerator, R396 (declared arrangements, the
 * declarer's two cards, the prize and ties), R394/R395 (trades), R399. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "games/pooker/pooker.h"
#include "script_rng.h"

static cards_card C(const char *name)
{
	cards_card c = 0;
	assert_int_equal(cards_parse(name, 4, &c), CARDS_OK);
	return c;
}

/* Scores a hand written as card names separated by commas. */
static int score_of(const char *list, pooker_category *cat)
{
	char buf[200];
	cards_card c[8];
	int n = 0;
	strncpy(buf, list, sizeof buf - 1);
	buf[sizeof buf - 1] = '\0';
	for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ","))
		c[n++] = C(tok);
	pooker_category k = POOKER_NOTHING;
	cards_err e = pooker_classify(c, n, &k);
	if (e != CARDS_OK)
		return -(int)e;
	if (cat)
		*cat = k;
	return pooker_category_score(k);
}

static void expect(const char *list, pooker_category cat, int score)
{
	pooker_category got = POOKER_NOTHING;
	int s = score_of(list, &got);
	if (s != score || got != cat)
		fail_msg("%s: got %s (%d), want %s (%d)", list, pooker_category_name(got), s,
				pooker_category_name(cat), score);
}

/* A Nomic R397, each statement in turn. */
static void test_categories(void **state)
{
	(void)state;
	/* "five PCards of the same Rank ... Five of a Kind ... 80" (two packs make it possible) */
	expect("Red AH,Blue AH,Red AS,Blue AS,Red AD", POOKER_FIVE_OF_A_KIND, 80);
	/* "Ace, King, Queen, Jack, and 10 ... all of the same Suit ... Royal Flush ... 80" */
	expect("Red AH,Red KH,Red QH,Red JH,Red 10H", POOKER_ROYAL_FLUSH, 80);
	expect("Blue AH,Red KH,Blue QH,Red JH,Red 10H", POOKER_ROYAL_FLUSH, 80);
	/* "five PCards with consecutive Ranks which are all of the same Suit ... 70" */
	expect("Red 9C,Red 8C,Red 7C,Red 6C,Red 5C", POOKER_STRAIGHT_FLUSH, 70);
	expect("Red AC,Red 2C,Red 3C,Red 4C,Red 5C", POOKER_STRAIGHT_FLUSH, 70);  /* ruling: Ace low */
	/* "four PCards of the same Rank ... 60": four cards suffice, a fifth does not matter */
	expect("Red KH,Red KS,Red KD,Red KC", POOKER_FOUR_OF_A_KIND, 60);
	expect("Red KH,Blue KH,Red KD,Blue KC,Red 2S", POOKER_FOUR_OF_A_KIND, 60);
	/* "three PCards of one Rank and two PCards of another ... 50" */
	expect("Red 3H,Red 3S,Blue 3H,Red 9D,Blue 9C", POOKER_FULL_HOUSE, 50);
	/* "five PCards of the same Suit ... Flush ... 40" */
	expect("Red 2D,Red 7D,Red 9D,Blue JD,Red KD", POOKER_FLUSH, 40);
	/* "five PCards with consecutive Ranks ... Straight ... 35" */
	expect("Red 7H,Red 8S,Blue 9H,Red 10D,Red JC", POOKER_STRAIGHT, 35);
	expect("Red 10H,Red JS,Blue QH,Red KD,Red AC", POOKER_STRAIGHT, 35);      /* Ace high */
	expect("Red AH,Red 2S,Blue 3H,Red 4D,Red 5C", POOKER_STRAIGHT, 35);       /* Ace low */
	expect("Red QH,Red KS,Blue AH,Red 2D,Red 3C", POOKER_NOTHING, 0);         /* no wrap */
	/* "three PCards of the same Rank ... 25" */
	expect("Red 4H,Red 4S,Blue 4H", POOKER_THREE_OF_A_KIND, 25);
	expect("Red 4H,Red 4S,Blue 4H,Red 2C,Red 9D", POOKER_THREE_OF_A_KIND, 25);
	/* "two PCards of one Rank and two PCards of another Rank ... Two Pair ... 15" */
	expect("Red 4H,Red 4S,Blue 8H,Red 8C", POOKER_TWO_PAIR, 15);
	/* "two PCards of the same Rank ... Pair ... 5"; the same face from two packs pairs */
	expect("Red 4H,Blue 4H", POOKER_PAIR, 5);
	expect("Red 4H,Red 4S,Red 9C", POOKER_PAIR, 5);
	/* "If a Poker Hand contains none of the above, its Score is 0." */
	expect("Red 4H", POOKER_NOTHING, 0);
	expect("Red 4H,Red 5S,Red 6C,Red 7D", POOKER_NOTHING, 0);   /* four to a straight */
	expect("Red 4H,Red 5H,Red 6H,Red 7H", POOKER_NOTHING, 0);   /* four to a flush */
}

/* R397 "statements at the top take precedence": a hand meeting several
 * statements takes the first. */
static void test_precedence(void **state)
{
	(void)state;
	/* a Flush containing a Pair (same face from Red and Blue) is a Flush */
	expect("Red 5H,Blue 5H,Red 2H,Red 9H,Red KH", POOKER_FLUSH, 40);
	/* a Straight Flush is also a Straight and a Flush */
	expect("Blue 9S,Blue 10S,Blue JS,Red QS,Red KS", POOKER_STRAIGHT_FLUSH, 70);
	/* Full House over Flush (three packs needed) */
	expect("Red 5H,Blue 5H,Fish 5H,Red 9H,Blue 9H", POOKER_FULL_HOUSE, 50);
	/* Four of a Kind over Full House and Two Pair */
	expect("Red 6H,Blue 6H,Red 6S,Blue 6S", POOKER_FOUR_OF_A_KIND, 60);
	/* Five of a Kind over Four of a Kind and Full House */
	expect("Red 6H,Blue 6H,Red 6S,Blue 6S,Fish 6H", POOKER_FIVE_OF_A_KIND, 80);
	/* Full House over Three of a Kind, Two Pair and Pair */
	expect("Red 6H,Blue 6H,Red 6S,Red QS,Blue QS", POOKER_FULL_HOUSE, 50);
}

/* R397: "A Poker Hand is a set of one to five PCards". */
static void test_hand_size(void **state)
{
	(void)state;
	cards_card six[6] = { 1, 2, 3, 4, 5, 6 };
	pooker_category cat;
	assert_int_equal(pooker_classify(six, 6, &cat), CARDS_E_HAND_SIZE);
	assert_int_equal(pooker_classify(six, 0, &cat), CARDS_E_HAND_SIZE);
	cards_card dup[2] = { 7, 7 };
	assert_int_equal(pooker_classify(dup, 2, &cat), CARDS_E_DUPLICATE);
	/* R399: "The Red and Blue Decks are defined to be part of ... Pooker" */
	assert_true(pooker_is_pcard(C("Red AS")));
	assert_true(pooker_is_pcard(C("Blue KC")));
	assert_false(pooker_is_pcard(C("Fish AS")));
	assert_false(pooker_is_pcard(C("Corporate AS")));
}

/* ---- the brute-force reference ---- */

typedef struct {
	const cards_card *cards;
	int n;
	int block[12][POOKER_HAND_MAX];
	int size[12];
	int nblocks;
	int best_score, best_shown;
} brute;

static void brute_rec(brute *b, int i)
{
	if (i == b->n) {
		int score = 0, shown = 0;
		for (int k = 0; k < b->nblocks; k++) {
			cards_card c[POOKER_HAND_MAX];
			for (int j = 0; j < b->size[k]; j++)
				c[j] = b->cards[b->block[k][j]];
			int s = pooker_score(c, b->size[k]);
			score += s;
			shown += s > 0 ? b->size[k] : 0;
		}
		if (score > b->best_score || (score == b->best_score && shown < b->best_shown)) {
			b->best_score = score;
			b->best_shown = shown;
		}
		return;
	}
	for (int k = 0; k < b->nblocks; k++)
		if (b->size[k] < POOKER_HAND_MAX) {
			b->block[k][b->size[k]++] = i;
			brute_rec(b, i + 1);
			b->size[k]--;
		}
	b->block[b->nblocks][0] = i;
	b->size[b->nblocks++] = 1;
	brute_rec(b, i + 1);
	b->nblocks--;
}

/* Checks pooker_best against every partition of the hand into blocks of
 * one to five cards (R397), and that its arrangement is valid (R396). */
static void check_best(const cards_card *cards, int n)
{
	brute b = { .cards = cards, .n = n, .best_score = -1, .best_shown = 1000 };
	brute_rec(&b, 0);
	pooker_arrangement *a = malloc(sizeof *a);
	assert_non_null(a);
	int score = -1, checked = -1, bad = 0;
	assert_int_equal(pooker_best(cards, n, a, &score), CARDS_OK);
	assert_int_equal(pooker_check_arrangement(a, cards, n, 0, &checked, &bad), CARDS_OK);
	int shown = 0;
	for (int h = 0; h < a->nhands; h++)
		shown += a->hand[h].ncards;
	if (score != b.best_score || checked != score || shown != b.best_shown) {
		char buf[CARDS_NAME_LEN], all[600] = "";
		for (int i = 0; i < n; i++) {
			cards_format(cards[i], true, false, buf, sizeof buf);
			strcat(all, buf);
			strcat(all, ",");
		}
		fail_msg("%s best %d shown %d, brute force %d shown %d", all, score, shown,
				b.best_score, b.best_shown);
	}
	free(a);
}

/* Random hands from a narrow pool (a few ranks and suits from the Red and
 * Blue packs) so that every category occurs and hands compete for cards. */
static void random_hand(script_rng *s, cards_rng *rng, int n, int nranks, int nsuits,
		cards_card *out)
{
	cards_card pool[POOKER_MAX_CARDS];
	int np = 0;
	int low = 1 + (int)rng->below(rng->arg, (uint64_t)(14 - nranks));
	for (int p = 0; p < 2; p++)
		for (int suit = 0; suit < nsuits; suit++)
			for (int r = 0; r < nranks; r++) {
				int rank = low + r > 13 ? 1 : low + r;   /* lets Ace-high runs happen */
				pool[np++] = cards_make(p, suit, rank);
			}
	for (int i = 0; i < n; i++) {
		int j = i + (int)rng->below(rng->arg, (uint64_t)(np - i));
		cards_card x = pool[i];
		pool[i] = pool[j];
		pool[j] = x;
		out[i] = pool[i];
	}
	(void)s;
}

static void test_best_against_brute_force(void **state)
{
	(void)state;
	script_rng s = { NULL, 0, 0, 0, 0, 2, 2026 };
	cards_rng rng = script_source(&s);
	cards_card hand[12];
	for (int iter = 0; iter < 400; iter++) {
		int n = 1 + (int)rng.below(rng.arg, 9);          /* 1..9 cards */
		int nranks = 5 + (int)rng.below(rng.arg, 9);     /* 5..13 ranks */
		int nsuits = 1 + (int)rng.below(rng.arg, 4);     /* 1..4 suits */
		if (n > 2 * nranks * nsuits)
			n = 2 * nranks * nsuits;
		random_hand(&s, &rng, n, nranks, nsuits, hand);
		check_best(hand, n);
	}
	/* a few of ten cards (115975 partitions each) */
	for (int iter = 0; iter < 6; iter++) {
		random_hand(&s, &rng, 10, 6, 2, hand);
		check_best(hand, 10);
	}
}

/* A second reference for hands too big to enumerate partitions: a plain
 * DP over subsets, g(S) = best over blocks B of 1..5 cards holding the
 * lowest card of S of value(B) + g(S - B), value = score*128 - shown. */
typedef struct {
	const cards_card *cards;
	int n;
	int32_t *memo;   /* 2^n, -1 = unknown */
} subset_dp;

static int32_t block_value(const subset_dp *d, unsigned b)
{
	cards_card c[POOKER_HAND_MAX];
	int k = 0;
	for (int i = 0; i < d->n; i++)
		if (b >> i & 1u)
			c[k++] = d->cards[i];
	int sc = pooker_score(c, k);
	return sc > 0 ? sc * 128 - k : 0;
}

static int32_t dp_rest(subset_dp *d, unsigned set, unsigned block, int next, int size);

static int32_t dp(subset_dp *d, unsigned set)
{
	if (!set)
		return 0;
	if (d->memo[set] >= 0)
		return d->memo[set];
	unsigned low = set & -set;
	int32_t v = dp_rest(d, set & ~low, low, __builtin_ctz(low) + 1, 1);
	d->memo[set] = v;
	return v;
}

/* Extends the block holding the lowest card with later cards of rest. */
static int32_t dp_rest(subset_dp *d, unsigned rest, unsigned block, int next, int size)
{
	int32_t best = block_value(d, block) + dp(d, rest);
	if (size == POOKER_HAND_MAX)
		return best;
	for (int i = next; i < d->n; i++)
		if (rest >> i & 1u) {
			int32_t v = dp_rest(d, rest & ~(1u << i), block | 1u << i, i + 1, size + 1);
			if (v > best)
				best = v;
		}
	return best;
}

static void test_best_against_subset_dp(void **state)
{
	(void)state;
	script_rng s = { NULL, 0, 0, 0, 0, 2, 31337 };
	cards_rng rng = script_source(&s);
	pooker_arrangement *a = malloc(sizeof *a);
	int32_t *memo = malloc(sizeof *memo << 13);
	assert_non_null(a);
	assert_non_null(memo);
	for (int iter = 0; iter < 60; iter++) {
		cards_card hand[13];
		int n = 12 + (int)rng.below(rng.arg, 2);
		random_hand(&s, &rng, n, 6 + (int)rng.below(rng.arg, 8), 2 + (int)rng.below(rng.arg, 3), hand);
		for (unsigned i = 0; i < 1u << n; i++)
			memo[i] = -1;
		subset_dp d = { hand, n, memo };
		int32_t want = dp(&d, (1u << n) - 1);
		int score = -1;
		assert_int_equal(pooker_best(hand, n, a, &score), CARDS_OK);
		int shown = 0;
		for (int h = 0; h < a->nhands; h++)
			shown += a->hand[h].ncards;
		assert_int_equal(score * 128 - shown, want);
	}
	free(memo);
	free(a);
}

/* Hand-checked optima. */
static void test_best_known(void **state)
{
	(void)state;
	pooker_arrangement *a = malloc(sizeof *a);
	int score = 0;
	/* ten hearts 2..J in one pack: the two straight flushes beat a Royal-less
	 * split (70 + 70) */
	cards_card h[10];
	for (int i = 0; i < 10; i++)
		h[i] = cards_make(CARDS_RED, CARDS_HEARTS, 2 + i);
	assert_int_equal(pooker_best(h, 10, a, &score), CARDS_OK);
	assert_int_equal(score, 140);
	assert_int_equal(a->nhands, 2);
	/* a Pair and three odd cards: show only the Pair */
	cards_card p[5] = { C("Red 4H"), C("Blue 4H"), C("Red 9C"), C("Red JD"), C("Blue 2S") };
	assert_int_equal(pooker_best(p, 5, a, &score), CARDS_OK);
	assert_int_equal(score, 5);
	assert_int_equal(a->nhands, 1);
	assert_int_equal(a->hand[0].ncards, 2);
	/* nothing scores: nothing is shown */
	cards_card z[2] = { C("Red 4H"), C("Blue 9H") };
	assert_int_equal(pooker_best(z, 2, a, &score), CARDS_OK);
	assert_int_equal(score, 0);
	assert_int_equal(a->nhands, 0);
	assert_int_equal(pooker_best(z, 0, a, &score), CARDS_OK);
	cards_card d[2] = { C("Red 4H"), C("Red 4H") };
	assert_int_equal(pooker_best(d, 2, a, &score), CARDS_E_DUPLICATE);
	/* all 104 PCards: every card may score, more than the search takes */
	cards_card all[POOKER_MAX_CARDS];
	for (int i = 0; i < POOKER_MAX_CARDS; i++)
		all[i] = (cards_card)(i + 1);
	assert_int_equal(pooker_best(all, POOKER_MAX_CARDS, a, &score), CARDS_E_TOO_MANY);
	free(a);
}

static void add_hand(pooker_arrangement *a, const char *c0, const char *c1, const char *c2)
{
	pooker_hand *h = &a->hand[a->nhands++];
	h->ncards = 0;
	const char *names[3] = { c0, c1, c2 };
	for (int i = 0; i < 3; i++)
		if (names[i])
			h->card[h->ncards++] = C(names[i]);
}

/* R396: "describing which PCards should be shown, and how they should be
 * arranged into Poker Hands"; "e must show at least two PCards". */
static void test_declared_arrangement(void **state)
{
	(void)state;
	cards_card held[6] = { C("Red 4H"), C("Blue 4H"), C("Red 4S"), C("Red 9C"),
		C("Blue 9C"), C("Fish 9D") };
	pooker_arrangement *a = calloc(1, sizeof *a);
	int score = -1, bad = 0;
	add_hand(a, "Red 4H", "Blue 4H", "Red 4S");
	add_hand(a, "Red 9C", "Blue 9C", NULL);
	assert_int_equal(pooker_check_arrangement(a, held, 6, 2, &score, &bad), CARDS_OK);
	assert_int_equal(score, 30);
	assert_int_equal(bad, -1);
	/* the same cards as one hand: a Full House */
	a->nhands = 0;
	add_hand(a, "Red 4H", "Blue 4H", "Red 4S");
	a->hand[0].card[3] = C("Red 9C");
	a->hand[0].card[4] = C("Blue 9C");
	a->hand[0].ncards = 5;
	assert_int_equal(pooker_check_arrangement(a, held, 6, 2, &score, &bad), CARDS_OK);
	assert_int_equal(score, 50);
	/* a Fish card is no PCard */
	add_hand(a, "Fish 9D", NULL, NULL);
	assert_int_equal(pooker_check_arrangement(a, held, 6, 0, &score, &bad), CARDS_E_NOT_PCARD);
	assert_int_equal(bad, 1);
	/* a card shown twice */
	a->nhands = 1;
	add_hand(a, "Red 4H", NULL, NULL);
	assert_int_equal(pooker_check_arrangement(a, held, 6, 0, &score, &bad), CARDS_E_DUPLICATE);
	/* a card not held */
	a->nhands = 1;
	add_hand(a, "Red 5H", NULL, NULL);
	assert_int_equal(pooker_check_arrangement(a, held, 6, 0, &score, &bad), CARDS_E_NOT_HELD);
	/* six cards in a hand */
	a->nhands = 1;
	a->hand[0].ncards = 6;
	assert_int_equal(pooker_check_arrangement(a, held, 6, 0, &score, &bad), CARDS_E_HAND_SIZE);
	/* the declarer shows at least two; one is not enough, none is fine for others */
	a->nhands = 0;
	add_hand(a, "Red 9C", NULL, NULL);
	assert_int_equal(pooker_check_arrangement(a, held, 6, POOKER_DECLARER_SHOWS, &score, &bad),
			CARDS_E_TOO_FEW_SHOWN);
	a->nhands = 0;
	assert_int_equal(pooker_check_arrangement(a, held, 6, 0, &score, &bad), CARDS_OK);
	assert_int_equal(score, 0);
	/* R396: "ten or more PCards" */
	assert_false(pooker_may_declare(9));
	assert_true(pooker_may_declare(10));
	free(a);
}

static pooker_trade notice(int32_t player, int32_t partner, const char *give, const char *get)
{
	pooker_trade t = { .player = player, .partner = partner };
	char buf[200];
	const char *lists[2] = { give, get };
	for (int k = 0; k < 2; k++) {
		strncpy(buf, lists[k], sizeof buf - 1);
		buf[sizeof buf - 1] = '\0';
		for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
			if (k == 0)
				t.give[t.ngive++] = C(tok);
			else
				t.get[t.nget++] = C(tok);
		}
	}
	return t;
}

/* R394: "Both Players involved in a trade must trade an equal number of
 * PCards"; R395: "The Dealer must be notified of the same trade by both". */
static void test_trades(void **state)
{
	(void)state;
	cards_table t;
	cards_table_init(&t, 4);
	cards_transfer(&t, C("Red AS"), CARDS_DECK, 1);
	cards_transfer(&t, C("Red KS"), CARDS_DECK, 1);
	cards_transfer(&t, C("Blue 2D"), CARDS_DECK, 2);
	cards_transfer(&t, C("Blue 3D"), CARDS_DECK, 2);
	cards_transfer(&t, C("Fish 4D"), CARDS_DECK, 2);
	pooker_trade a = notice(1, 2, "Red AS", "Blue 2D");
	pooker_trade b = notice(2, 1, "Blue 2D", "Red AS");
	cards_table before = t;
	assert_int_equal(pooker_trade_check(&t, &a, &b), CARDS_OK);
	assert_int_equal(pooker_trade_check(&t, &b, &a), CARDS_OK);
	/* unequal numbers */
	pooker_trade a2 = notice(1, 2, "Red AS,Red KS", "Blue 2D");
	pooker_trade b2 = notice(2, 1, "Blue 2D", "Red AS,Red KS");
	assert_int_equal(pooker_trade_apply(&t, &a2, &b2), CARDS_E_TRADE_UNEQUAL);
	/* notices that differ */
	pooker_trade b3 = notice(2, 1, "Blue 3D", "Red AS");
	assert_int_equal(pooker_trade_apply(&t, &a, &b3), CARDS_E_TRADE_MISMATCH);
	pooker_trade b4 = notice(3, 1, "Blue 2D", "Red AS");
	assert_int_equal(pooker_trade_apply(&t, &a, &b4), CARDS_E_TRADE_MISMATCH);
	/* a Fish card is no PCard */
	pooker_trade a5 = notice(1, 2, "Red AS", "Fish 4D");
	pooker_trade b5 = notice(2, 1, "Fish 4D", "Red AS");
	assert_int_equal(pooker_trade_apply(&t, &a5, &b5), CARDS_E_NOT_PCARD);
	/* a card the giver does not hold */
	pooker_trade a6 = notice(1, 2, "Red QS", "Blue 2D");
	pooker_trade b6 = notice(2, 1, "Blue 2D", "Red QS");
	assert_int_equal(pooker_trade_apply(&t, &a6, &b6), CARDS_E_NOT_HELD);
	pooker_trade a7 = { .player = 1, .partner = 2 }, b7 = { .player = 2, .partner = 1 };
	assert_int_equal(pooker_trade_apply(&t, &a7, &b7), CARDS_E_TRADE_EMPTY);
	assert_memory_equal(&t, &before, sizeof t);   /* refusals change nothing */
	/* the order the cards are listed in does not matter */
	pooker_trade a8 = notice(1, 2, "Red AS,Red KS", "Blue 3D,Blue 2D");
	pooker_trade b8 = notice(2, 1, "Blue 2D,Blue 3D", "Red KS,Red AS");
	assert_int_equal(pooker_trade_apply(&t, &a8, &b8), CARDS_OK);
	assert_int_equal(t.holder[C("Red AS")], 2);
	assert_int_equal(t.holder[C("Red KS")], 2);
	assert_int_equal(t.holder[C("Blue 2D")], 1);
	assert_int_equal(t.holder[C("Blue 3D")], 1);
	assert_int_equal(t.holder[C("Fish 4D")], 2);
}

/* R396: "awarded a number of Points from the Bank equivalent to the total
 * Score ... If there is a tie ... divided among the Player(s) involved". */
static void test_prizes(void **state)
{
	(void)state;
	int prize[4], rem = -1;
	int t1[4] = { 40, 95, -1, 30 };
	assert_int_equal(pooker_showdown_prizes(t1, 4, prize, &rem), 1);
	assert_int_equal(prize[1], 95);
	assert_int_equal(prize[0] + prize[2] + prize[3], 0);
	assert_int_equal(rem, 0);
	int t2[4] = { 65, 65, 10, 65 };
	assert_int_equal(pooker_showdown_prizes(t2, 4, prize, &rem), 3);
	assert_int_equal(prize[0], 21);
	assert_int_equal(prize[1], 21);
	assert_int_equal(prize[2], 0);
	assert_int_equal(prize[3], 21);
	assert_int_equal(rem, 2);          /* ruling: the Bank keeps what does not divide */
	int t3[3] = { -1, -1, -1 };
	assert_int_equal(pooker_showdown_prizes(t3, 3, prize, &rem), 0);
	assert_int_equal(prize[0] + prize[1] + prize[2], 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_categories),
		cmocka_unit_test(test_precedence),
		cmocka_unit_test(test_hand_size),
		cmocka_unit_test(test_best_known),
		cmocka_unit_test(test_best_against_brute_force),
		cmocka_unit_test(test_best_against_subset_dp),
		cmocka_unit_test(test_declared_arrangement),
		cmocka_unit_test(test_trades),
		cmocka_unit_test(test_prizes),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
