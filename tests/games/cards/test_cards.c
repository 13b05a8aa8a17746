/* test_cards.c — A Nomic's Cards: R384-R385 (suits, ranks, packs), R387
 * (card numbers, dealing by one die with re-rolls, the empty Deck), R388-R389
 * (Hands and the Deck), R391 (a card to each voter), and card names. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "games/cards/cards.h"
#include "script_rng.h"

/* A Nomic R387: "(pack number)*52 + (suit number)*13 + (rank number)" with
 * Diamonds 0, Spades 1, Hearts 2, Clubs 3; Ace 1, Jack 11, Queen 12, King 13. */
static void test_numbering(void **state)
{
	(void)state;
	assert_int_equal(cards_make(CARDS_RED, CARDS_DIAMONDS, CARDS_ACE), 1);
	assert_int_equal(cards_make(CARDS_RED, CARDS_DIAMONDS, CARDS_KING), 13);
	assert_int_equal(cards_make(CARDS_RED, CARDS_SPADES, CARDS_ACE), 14);
	assert_int_equal(cards_make(CARDS_RED, CARDS_HEARTS, 10), 36);
	assert_int_equal(cards_make(CARDS_RED, CARDS_CLUBS, CARDS_KING), 52);
	assert_int_equal(cards_make(CARDS_BLUE, CARDS_DIAMONDS, CARDS_ACE), 53);
	assert_int_equal(cards_make(CARDS_FISH, CARDS_SPADES, CARDS_QUEEN), 2 * 52 + 13 + 12);
	assert_int_equal(cards_make(CARDS_CORPORATE, CARDS_CLUBS, CARDS_KING), 208);
	assert_int_equal(cards_make(4, 0, 1), 0);
	assert_int_equal(cards_make(0, 0, 14), 0);
	/* R384: 4 suits x 13 ranks x backs: every number maps back uniquely. */
	for (int c = 1; c <= CARDS_MAX; c++) {
		cards_card k = (cards_card)c;
		assert_int_equal(cards_make(cards_pack_of(k), cards_suit_of(k), cards_rank_of(k)), c);
	}
	/* R385: the packs are numbered "in the order which they are originally described" */
	assert_string_equal(cards_pack_name(0), "Red");
	assert_string_equal(cards_pack_name(1), "Blue");
	assert_string_equal(cards_pack_name(2), "Fish");
	assert_string_equal(cards_pack_name(3), "Corporate");
	assert_true(cards_valid(52, 1));
	assert_false(cards_valid(53, 1));
	assert_false(cards_valid(0, 4));
}

static cards_card parse(const char *s, int npacks)
{
	cards_card c = 0;
	cards_err e = cards_parse(s, npacks, &c);
	return e == CARDS_OK ? c : 0;
}

/* Card names as players write them; R384 (suits, ranks) and R385 (backs). */
static void test_names(void **state)
{
	(void)state;
	cards_card qh = cards_make(CARDS_RED, CARDS_HEARTS, CARDS_QUEEN);
	assert_int_equal(parse("Red QH", 4), qh);
	assert_int_equal(parse("  red qh ", 4), qh);
	assert_int_equal(parse("Red Queen of Hearts", 4), qh);
	assert_int_equal(parse("red pack queen of heart", 4), qh);
	assert_int_equal(parse("Red Q\xe2\x99\xa5", 4), qh);
	assert_int_equal(parse("#36", 4), cards_make(0, CARDS_HEARTS, 10));
	assert_int_equal(parse("Blue 10s", 4), cards_make(CARDS_BLUE, CARDS_SPADES, 10));
	assert_int_equal(parse("Blue Ts", 4), cards_make(CARDS_BLUE, CARDS_SPADES, 10));
	assert_int_equal(parse("Corporate ace of clubs", 4), cards_make(3, CARDS_CLUBS, 1));
	assert_int_equal(parse("Fish 2d", 4), cards_make(2, CARDS_DIAMONDS, 2));
	/* one pack (Spades): no back needed */
	assert_int_equal(parse("AS", 1), cards_make(0, CARDS_SPADES, CARDS_ACE));
	assert_int_equal(parse("ten of diamonds", 1), cards_make(0, CARDS_DIAMONDS, 10));
	/* refusals */
	cards_card c = 77;
	assert_int_equal(cards_parse("QH", 4, &c), CARDS_E_PARSE);   /* which back? */
	assert_int_equal(c, 77);
	assert_int_equal(cards_parse("Red 1H", 4, &c), CARDS_E_PARSE);
	assert_int_equal(cards_parse("Red 11H", 4, &c), CARDS_E_PARSE);
	assert_int_equal(cards_parse("Red kings", 4, &c), CARDS_E_PARSE);
	assert_int_equal(cards_parse("Red QX", 4, &c), CARDS_E_PARSE);
	assert_int_equal(cards_parse("Green QH", 4, &c), CARDS_E_PARSE);
	assert_int_equal(cards_parse("Fish QH", 2, &c), CARDS_E_NO_CARD);
	assert_int_equal(cards_parse("#209", 4, &c), CARDS_E_NO_CARD);
	assert_int_equal(cards_parse("#0", 4, &c), CARDS_E_NO_CARD);
	assert_int_equal(cards_parse("", 4, &c), CARDS_E_PARSE);
	assert_int_equal(cards_parse("Red Queen of", 4, &c), CARDS_E_PARSE);
	assert_int_equal(c, 77);
	/* printing, and every card's printed names parse back */
	char buf[CARDS_NAME_LEN];
	cards_format(qh, true, false, buf, sizeof buf);
	assert_string_equal(buf, "Red QH");
	cards_format(qh, true, true, buf, sizeof buf);
	assert_string_equal(buf, "Red Queen of Hearts");
	cards_format(cards_make(0, CARDS_SPADES, 10), false, false, buf, sizeof buf);
	assert_string_equal(buf, "10S");
	cards_format(208, true, true, buf, sizeof buf);
	assert_string_equal(buf, "Corporate King of Clubs");
	for (int k = 1; k <= CARDS_MAX; k++) {
		for (int form = 0; form < 2; form++) {
			assert_true(cards_format((cards_card)k, true, form, buf, sizeof buf) < sizeof buf);
			assert_int_equal(parse(buf, 4), k);
		}
	}
}

/* R389: "Originally, all the Cards in all the Packs that are in play are in
 * the Deck"; R388: a Hand is what a player holds. */
static void test_deck_and_hands(void **state)
{
	(void)state;
	cards_table t;
	assert_int_equal(cards_table_init(&t, 4), CARDS_OK);
	assert_int_equal(cards_deck_count(&t), 208);
	assert_int_equal(cards_hand(&t, 0, NULL, 0), 0);
	assert_int_equal(cards_transfer(&t, 5, CARDS_DECK, 3), CARDS_OK);
	assert_int_equal(cards_transfer(&t, 5, CARDS_DECK, 4), CARDS_E_NOT_HELD);
	assert_int_equal(cards_transfer(&t, 209, CARDS_DECK, 4), CARDS_E_NO_CARD);
	cards_card h[4];
	assert_int_equal(cards_hand(&t, 3, h, 4), 1);
	assert_int_equal(h[0], 5);
	assert_int_equal(cards_deck_count(&t), 207);
	/* shown cards return to the Deck (R396) */
	assert_int_equal(cards_transfer(&t, 5, 3, CARDS_DECK), CARDS_OK);
	assert_int_equal(cards_deck_count(&t), 208);
	assert_int_equal(cards_table_init(&t, 0), CARDS_E_ARG);
}

/* R387: "roll one die with that many sides ... If the number returned is the
 * number of a Card that is not currently in the Deck, the Dealer keeps
 * rolling until e gets the number of a Card that is in the Deck." */
static void test_deal_rerolls(void **state)
{
	(void)state;
	cards_table t;
	cards_table_init(&t, 4);
	cards_transfer(&t, 10, CARDS_DECK, 1);
	cards_transfer(&t, 20, CARDS_DECK, 2);
	/* below answers 0-based: 9 is die 10 (held), 19 is die 20 (held), 29 is 30 */
	const uint64_t rolls[] = { 9, 19, 9, 29 };
	script_rng s = { rolls, 4, 0, 0, 0, 0, 0 };
	cards_rng rng = script_source(&s);
	cards_card got = 0;
	int n = 0;
	assert_int_equal(cards_deal(&t, 7, &rng, &got, &n), CARDS_OK);
	assert_int_equal(got, 30);
	assert_int_equal(n, 4);
	assert_int_equal(s.last_bound, 208);   /* 52 * (the number of Packs) sides */
	assert_int_equal(t.holder[30], 7);
	/* with one pack in play the die has 52 sides */
	cards_table_init(&t, 1);
	const uint64_t r1[] = { 51 };
	script_rng s1 = { r1, 1, 0, 0, 0, 0, 0 };
	rng = script_source(&s1);
	assert_int_equal(cards_deal(&t, 0, &rng, &got, NULL), CARDS_OK);
	assert_int_equal(s1.last_bound, 52);
	assert_int_equal(got, 52);
	/* a source answering out of range changes nothing */
	const uint64_t bad[] = { 52 };
	script_rng s2 = { bad, 1, 0, 0, 0, 0, 0 };
	rng = script_source(&s2);
	assert_int_equal(cards_deal(&t, 0, &rng, &got, NULL), CARDS_E_RANDOM);
	assert_int_equal(cards_deck_count(&t), 51);
}

/* R387: "if the Deck contains no Cards, the Dealer cannot Deal a Card. This
 * takes precedence over rules that state when a Card should be Dealt." And
 * R391: "the Dealer deals a Card to each Player who voted". */
static void test_deck_empty(void **state)
{
	(void)state;
	cards_table t;
	cards_table_init(&t, 1);
	script_rng s = { NULL, 0, 0, 0, 0, 2, 12345 };
	cards_rng rng = script_source(&s);
	for (int i = 0; i < 50; i++)
		assert_int_equal(cards_deal(&t, i % 3, &rng, NULL, NULL), CARDS_OK);
	int32_t voters[4] = { 0, 1, 2, 3 };
	cards_card got[4];
	assert_int_equal(cards_deal_each(&t, voters, 4, &rng, got), 2);
	assert_true(got[0] != 0 && got[1] != 0 && got[0] != got[1]);
	assert_int_equal(got[2], 0);
	assert_int_equal(got[3], 0);
	int calls = s.calls;
	cards_card c = 99;
	assert_int_equal(cards_deal(&t, 0, &rng, &c, NULL), CARDS_E_DECK_EMPTY);
	assert_int_equal(s.calls, calls);   /* no die is rolled for nothing */
	assert_int_equal(c, 99);
	assert_int_equal(cards_hand(&t, 0, NULL, 0) + cards_hand(&t, 1, NULL, 0) +
			cards_hand(&t, 2, NULL, 0) + cards_hand(&t, 3, NULL, 0), 52);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_numbering),
		cmocka_unit_test(test_names),
		cmocka_unit_test(test_deck_and_hands),
		cmocka_unit_test(test_deal_rerolls),
		cmocka_unit_test(test_deck_empty),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
