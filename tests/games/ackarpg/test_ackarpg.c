/* test_ackarpg.c: the pure core of Acka Role Playing (Ackanomic R1250.24/1),
 * without the engine: characters and names, attributes and who may see
 * them (public; private: the character's player and the referees; secret:
 * the referees), additional referees, admissions, updates and the 30-day
 * silence (10), and a random driver over many seeds checking that a
 * viewer never sees an attribute the rules of visibility keep from em. */
#include "games/ackarpg/ackarpg.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

static void test_characters(void **st)
{
	(void)st;
	static rpg_state s;
	rpg_init(&s, 1000);
	assert_int_equal(rpg_add_char(&s, "Aria", 0), 0);
	assert_int_equal(rpg_add_char(&s, "aria", 1), -RPG_E_EXISTS);
	assert_int_equal(rpg_add_char(&s, "", 1), -RPG_E_NAME);
	assert_int_equal(rpg_add_char(&s, "a b", 1), -RPG_E_NAME);
	assert_int_equal(rpg_add_char(&s, "Gorm", -1), 1);
	assert_int_equal(rpg_set_attr(&s, 0, "str", "14", RPG_PUBLIC), RPG_OK);
	assert_int_equal(rpg_set_attr(&s, 0, "curse", "wolf", RPG_SECRET), RPG_OK);
	assert_int_equal(rpg_set_attr(&s, 0, "hp", "9", RPG_PRIVATE), RPG_OK);
	assert_int_equal(rpg_set_attr(&s, 5, "hp", "9", RPG_PRIVATE), RPG_E_NOCHAR);
	assert_int_equal(rpg_set_attr(&s, 0, "hp", "", RPG_PRIVATE), RPG_E_VALUE);
	/* Replacing keeps one attribute of a name. */
	assert_int_equal(rpg_set_attr(&s, 0, "HP", "8", RPG_PRIVATE), RPG_OK);
	int hp = rpg_find_attr(&s, 0, "hp"), curse = rpg_find_attr(&s, 0, "curse");
	assert_string_equal(s.attrs[hp].value, "8");
	/* Who sees what. */
	assert_true(rpg_can_see(&s, rpg_find_attr(&s, 0, "str"), -1, 0));
	assert_true(rpg_can_see(&s, hp, 0, 0));
	assert_false(rpg_can_see(&s, hp, 1, 0));
	assert_false(rpg_can_see(&s, hp, -1, 0));
	assert_false(rpg_can_see(&s, curse, 0, 0));
	assert_true(rpg_can_see(&s, curse, -1, 1));
	assert_int_equal(rpg_del_attr(&s, 0, "curse"), RPG_OK);
	assert_int_equal(rpg_del_attr(&s, 0, "curse"), RPG_E_NOATTR);
	assert_false(rpg_can_see(&s, curse, -1, 1));
	/* 10: the characters disappear. */
	rpg_set_state(&s, 1, RPG_DEAD);
	rpg_vanish(&s);
	assert_int_equal(s.chars[0].state, RPG_GONE);
	assert_int_equal(s.chars[1].state, RPG_DEAD);
}

static void test_referees_updates(void **st)
{
	(void)st;
	static rpg_state s;
	rpg_init(&s, 1000);
	assert_int_equal(rpg_add_ref(&s, 7), RPG_OK);
	assert_int_equal(rpg_add_ref(&s, 7), RPG_E_REF);
	assert_true(rpg_is_ref(&s, 7));
	assert_int_equal(rpg_del_ref(&s, 7), RPG_OK);
	assert_int_equal(rpg_del_ref(&s, 7), RPG_E_REF);
	assert_int_equal(rpg_admit(&s, 3), RPG_OK);
	assert_int_equal(rpg_take_admit(&s, 4), 0);
	assert_int_equal(rpg_take_admit(&s, 3), 1);
	assert_int_equal(rpg_take_admit(&s, 3), 0);
	int64_t month = 30 * 86400;
	assert_int_equal(rpg_silence_due(&s, month), 1000 + month);
	assert_int_equal(rpg_post_update(&s, "", 2000), RPG_E_TEXT);
	for (int i = 0; i < 12; i++) {
		char t[16];
		snprintf(t, sizeof t, "u%d", i);
		assert_int_equal(rpg_post_update(&s, t, 2000 + i), RPG_OK);
	}
	assert_int_equal(rpg_silence_due(&s, month), 2011 + month);
	assert_string_equal(rpg_update_at(&s, 0)->text, "u11");
	assert_string_equal(rpg_update_at(&s, 7)->text, "u4");
	assert_null(rpg_update_at(&s, 8));
}

static uint64_t rs;
static uint64_t rnd(void)
{
	rs ^= rs << 13;
	rs ^= rs >> 7;
	rs ^= rs << 17;
	return rs;
}

static void test_random(void **st)
{
	(void)st;
	static rpg_state s;
	for (uint64_t seed = 1; seed <= 100; seed++) {
		rs = seed * 0x9e3779b97f4a7c15ull;
		rpg_init(&s, 0);
		for (int step = 0; step < 600; step++) {
			char name[8], val[8];
			snprintf(name, sizeof name, "n%d", (int)(rnd() % 12));
			snprintf(val, sizeof val, "v%d", (int)(rnd() % 100));
			switch (rnd() % 4) {
			case 0: rpg_add_char(&s, name, (int)(rnd() % 5) - 1); break;
			case 1: case 2:
				if (s.nchars)
					rpg_set_attr(&s, (int)(rnd() % (uint64_t)s.nchars), name, val,
						     (int)(rnd() % 3));
				break;
			default:
				if (s.nchars)
					rpg_del_attr(&s, (int)(rnd() % (uint64_t)s.nchars), name);
			}
			for (int a = 0; a < RPG_MAX_ATTRS; a++) {
				if (s.attrs[a].ch < 0)
					continue;
				int owner = s.chars[s.attrs[a].ch].seat;
				for (int v = -1; v < 4; v++) {
					int see = rpg_can_see(&s, a, v, 0);
					if (s.attrs[a].vis == RPG_SECRET)
						assert_false(see);
					if (s.attrs[a].vis == RPG_PRIVATE)
						assert_int_equal(see, v >= 0 && v == owner);
					if (s.attrs[a].vis == RPG_PUBLIC)
						assert_true(see);
				}
				/* one attribute of a name per character */
				assert_int_equal(rpg_find_attr(&s, s.attrs[a].ch, s.attrs[a].name), a);
			}
		}
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_characters),
		cmocka_unit_test(test_referees_updates),
		cmocka_unit_test(test_random),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
