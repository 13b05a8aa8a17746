/* test_dip.c — cmocka unit tests of the Diplomacy library around the DATC
 * run: map loading and its errors, the lenient order parser, the one-line
 * refusals of impossible orders, the phase sequence over a game year,
 * refusal of bad positions without side effects, and a randomised check
 * that any position and order set adjudicates to a consistent position.
 *
 * usage: test_dip <map file>
 */
#include "games/diplomacy/dip.h"
#include "games/diplomacy/movement.h"  /* the resolver's self-check */

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

static const char *map_path;

typedef struct {
	dip_map *map;
	dip_position pos;
} fixture;

static int setup(void **state)
{
	fixture *f = calloc(1, sizeof *f);
	char err[DIP_ERR_LEN];
	if (!f)
		return -1;
	f->map = dip_map_load(map_path, err, sizeof err);
	if (!f->map) {
		fprintf(stderr, "%s\n", err);
		free(f);
		return -1;
	}
	dip_initial_position(f->map, &f->pos);
	*state = f;
	return 0;
}

static int teardown(void **state)
{
	fixture *f = *state;
	dip_map_free(f->map);
	free(f);
	return 0;
}

static int loc(const dip_map *m, const char *name)
{
	int l = dip_loc_find(m, name);
	assert_true(l >= 0);
	return l;
}

static int power(const dip_map *m, const char *name)
{
	int p = dip_power_find(m, name);
	assert_true(p >= 0);
	return p;
}

static void put(const dip_map *m, dip_position *pos, const char *pw, dip_unit_type t, const char *where)
{
	pos->units[pos->nunits++] = (dip_unit){ .power = power(m, pw), .type = t, .loc = loc(m, where) };
}

static void empty_board(const dip_map *m, dip_position *pos, dip_phase_kind kind)
{
	dip_initial_position(m, pos);
	pos->nunits = 0;
	pos->phase.kind = kind;
	if (kind == DIP_PHASE_ADJUSTMENT)
		pos->phase.season = DIP_FALL;
}

/* Parses "Power: order" lines into orders; fails the test on a parse error. */
static int orders_of(const dip_map *m, const char *const *lines, dip_order *out)
{
	int n = 0;
	for (; lines[n]; n++) {
		char pw[16];
		const char *colon = strchr(lines[n], ':');
		assert_non_null(colon);
		snprintf(pw, sizeof pw, "%.*s", (int)(colon - lines[n]), lines[n]);
		char err[DIP_ERR_LEN] = "";
		int rc = dip_order_parse(m, colon + 1, &out[n], err, sizeof err);
		if (rc < 0)
			fail_msg("parse '%s': %s", lines[n], err);
		out[n].power = power(m, pw);
	}
	return n;
}

static bool has_unit(const dip_map *m, const dip_position *pos, const char *pw, dip_unit_type t, const char *where)
{
	for (int i = 0; i < pos->nunits; i++)
		if (pos->units[i].power == power(m, pw) && pos->units[i].type == t &&
		    pos->units[i].loc == loc(m, where))
			return true;
	return false;
}

/* ---- map ------------------------------------------------------------------ */

static void test_map_loads(void **state)
{
	fixture *f = *state;
	const dip_map *m = f->map;
	assert_int_equal(dip_map_npowers(m), 7);
	assert_int_equal(dip_map_nprovinces(m), 75);
	assert_int_equal(dip_map_nlocs(m), 81);
	int centres = 0;
	for (int p = 0; p < dip_map_nprovinces(m); p++)
		centres += dip_province_is_centre(m, p);
	assert_int_equal(centres, 34);
	assert_int_equal(f->pos.nunits, 22);
	assert_string_equal(dip_loc_name(m, loc(m, "Spain (north coast)")), "spa/nc");
	assert_string_equal(dip_loc_name(m, loc(m, "mao")), "mid");
	assert_string_equal(dip_loc_name(m, loc(m, "St. Petersburg/sc")), "stp/sc");
	assert_int_equal(dip_loc_find(m, "atlantis"), -1);
	assert_true(dip_adjacent(m, DIP_FLEET, loc(m, "gas"), loc(m, "spa")));
	assert_false(dip_adjacent(m, DIP_FLEET, loc(m, "rom"), loc(m, "ven")));
	assert_true(dip_adjacent(m, DIP_ARMY, loc(m, "rom"), loc(m, "ven")));
	assert_int_equal(dip_centre_count(m, &f->pos, power(m, "Russia")), 4);
}

static void test_power_names(void **state)
{
	fixture *f = *state;
	const dip_map *m = f->map;
	int ger = dip_power_find(m, "Germany");
	assert_true(ger >= 0);
	assert_int_equal(dip_power_find(m, "GERMANY"), ger);
	assert_int_equal(dip_power_find(m, "German"), ger);
	assert_int_equal(dip_power_find(m, "Ger"), ger);
	assert_int_equal(dip_power_find(m, "Germnay"), ger);  /* DATC 6.A.5 has this typo */
	assert_int_equal(dip_power_find(m, "Atlantis"), -1);
	assert_int_equal(dip_power_find(m, ""), -1);
}

static void expect_map_error(const char *text, const char *want)
{
	char err[DIP_ERR_LEN] = "";
	dip_map *m = dip_map_parse(text, "t.map", err, sizeof err);
	if (m)
		dip_map_free(m);
	assert_null(m);
	if (!strstr(err, want))
		fail_msg("map error '%s' does not contain '%s'", err, want);
}

static void test_map_errors(void **state)
{
	(void)state;
	const char *base = "power A\nprovince aaa land Aland\nprovince bbb coast Bcoast\nprovince ccc sea Csea\n";
	char text[512];
	snprintf(text, sizeof text, "%sarmy aaa bbb\n", base);
	expect_map_error(text, "army border aaa-bbb is listed one way only");
	snprintf(text, sizeof text, "%sfleet aaa ccc\n", base);
	expect_map_error(text, "t.map:5: fleets cannot stand in 'aaa'");
	snprintf(text, sizeof text, "%sarmy ccc bbb\n", base);
	expect_map_error(text, "t.map:5: armies cannot stand in sea province 'ccc'");
	snprintf(text, sizeof text, "%sprovince aaa land Again\n", base);
	expect_map_error(text, "t.map:5: province 'aaa' declared twice");
	snprintf(text, sizeof text, "%scastle bbb\n", base);
	expect_map_error(text, "t.map:5: unknown directive 'castle'");
	snprintf(text, sizeof text, "%sarmy aaa bbb\narmy bbb aaa\nfleet bbb ccc\nfleet ccc bbb\nunit A F aaa\n", base);
	expect_map_error(text, "starting units: fleet in inland province aaa");
	expect_map_error("", "no powers or no provinces");
	char err[DIP_ERR_LEN];
	assert_null(dip_map_load("/nonexistent/x.map", err, sizeof err));
	assert_non_null(strstr(err, "/nonexistent/x.map"));
}

/* ---- order parsing ----------------------------------------------------------- */

static void test_parse_forms(void **state)
{
	fixture *f = *state;
	static const char *const cases[][2] = {
		{ "A par-bur", "A par - bur" },
		{ "A par - bur", "A par - bur" },
		{ "a PAR->BUR", "A par - bur" },
		{ "Army Paris moves to Burgundy", "A par - bur" },
		{ "par-bur", "par - bur" },
		{ "F nth C A lon-bel", "F nth C A lon - bel" },
		{ "F North Sea convoys Army London to Belgium", "F nth C A lon - bel" },
		{ "A mun S A par-bur", "A mun S A par - bur" },
		{ "A mun S A par", "A mun S A par" },
		{ "A mun supports A par H", "A mun S A par" },
		{ "A mun S par - bur", "A mun S par - bur" },
		{ "F spa/nc - por", "F spa/nc - por" },
		{ "F spa(nc)-por", "F spa/nc - por" },
		{ "F Spain north coast - Portugal", "F spa/nc - por" },
		{ "F Mid-Atlantic Ocean - Spain (sc)", "F mid - spa/sc" },
		{ "F mid-spa/sc", "F mid - spa/sc" },
		{ "A Paris H", "A par H" },
		{ "A Paris holds.", "A par H" },
		{ "A St Petersburg - Norway", "A stp - nwy" },
		{ "A lvp-edi via convoy", "A lvp - edi via convoy" },
		{ "A lvp - edi by convoy", "A lvp - edi via convoy" },
		{ "Build A par", "Build A par" },
		{ "build fleet stp/nc", "Build F stp/nc" },
		{ "Disband F nth", "Disband F nth" },
		{ "Remove gol", "Disband gol" },
		{ "A bur R pic", "A bur R pic" },
		{ "A bur retreats to pic", "A bur R pic" },
		{ "Retreat A bur - pic", "A bur R pic" },
		{ "F nth D", "Disband F nth" },
		{ "waive", "Waive" },
		{ "WAIVE build", "Waive" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		dip_order o;
		char err[DIP_ERR_LEN] = "", out[96];
		if (dip_order_parse(f->map, cases[i][0], &o, err, sizeof err) < 0)
			fail_msg("'%s' did not parse: %s", cases[i][0], err);
		dip_order_format(f->map, &o, out, sizeof out);
		if (strcmp(out, cases[i][1]) != 0)
			fail_msg("'%s' parsed as '%s', want '%s'", cases[i][0], out, cases[i][1]);
		assert_int_equal(o.power, -1);
	}
}

static void test_parse_errors(void **state)
{
	fixture *f = *state;
	static const char *const cases[][2] = {
		{ "A xyz-bur", "unknown province 'xyz'" },
		{ "A par-xyz", "unknown province 'xyz'" },
		{ "", "empty order" },
		{ "A par -", "expected a province" },
		{ "A par bur", "expected H, -, S, C, R or D after the unit, not 'bur'" },
		{ "F lon/nc - nth", "lon has no coasts" },
		{ "F spa/xc - por", "spa has no coast 'xc'" },
		{ "Build par", "say what to build" },
		{ "par build", "say what to build" }, /* found by fuzz_diplomacy: "Build par" did not read back */
		{ "A par - bur now", "unexpected text at the end of the order, not 'now'" },
		{ "F nth C A lon", "a convoy needs the army's move" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		dip_order o;
		char err[DIP_ERR_LEN] = "";
		if (dip_order_parse(f->map, cases[i][0], &o, err, sizeof err) == 0)
			fail_msg("'%s' parsed but should not", cases[i][0]);
		if (!strstr(err, cases[i][1]))
			fail_msg("'%s': error '%s' does not contain '%s'", cases[i][0], err, cases[i][1]);
		assert_null(strchr(err, '\n'));
	}
}

/* ---- order checks ------------------------------------------------------------ */

static void expect_refused(fixture *f, const dip_position *pos, const char *pw, const char *text, const char *want)
{
	dip_order o;
	char err[DIP_ERR_LEN] = "";
	if (dip_order_parse(f->map, text, &o, err, sizeof err) < 0)
		fail_msg("'%s' did not parse: %s", text, err);
	o.power = power(f->map, pw);
	if (dip_order_check(f->map, pos, &o, err, sizeof err) == 0)
		fail_msg("'%s' was accepted", text);
	if (!strstr(err, want))
		fail_msg("'%s': error '%s' does not contain '%s'", text, err, want);
}

static void expect_accepted(fixture *f, const dip_position *pos, const char *pw, const char *text)
{
	dip_order o;
	char err[DIP_ERR_LEN] = "";
	if (dip_order_parse(f->map, text, &o, err, sizeof err) < 0)
		fail_msg("'%s' did not parse: %s", text, err);
	o.power = power(f->map, pw);
	if (dip_order_check(f->map, pos, &o, err, sizeof err) < 0)
		fail_msg("'%s' refused: %s", text, err);
}

static void test_check_movement(void **state)
{
	fixture *f = *state;
	const dip_position *start = &f->pos;
	expect_accepted(f, start, "Germany", "F kie - den");
	expect_accepted(f, start, "France", "A par S A mar - bur");
	expect_accepted(f, start, "Russia", "F stp - bot");          /* the unit's coast follows */
	expect_refused(f, start, "Germany", "F kie - mun", "a fleet cannot move inland (mun)");
	expect_refused(f, start, "England", "A lvp - iri", "an army cannot move to a sea (iri)");
	expect_refused(f, start, "France", "A par - mar", "A par cannot reach mar: not adjacent");
	expect_refused(f, start, "England", "A lvp - bel", "no fleets at sea to convoy it");
	expect_refused(f, start, "England", "F lon - bel", "F lon cannot reach bel");
	expect_refused(f, start, "Germany", "A kie - ruh", "the unit in kie is a fleet, not an army");
	expect_refused(f, start, "Germany", "A par - bur", "A par belongs to France, not Germany");
	expect_refused(f, start, "Germany", "A mun - mun", "cannot move to the province it is in");
	expect_refused(f, start, "France", "F bre S A par - bur", "F bre cannot support into bur");
	expect_refused(f, start, "France", "A par S A par", "cannot support itself");
	expect_refused(f, start, "England", "F lon C A lvp - bel", "only fleets at sea convoy");
	expect_refused(f, start, "France", "A par S A gas - bur", "there is no unit in gas to support");
	expect_refused(f, start, "France", "Build A par", "builds wait for the adjustment phase");
	expect_refused(f, start, "France", "A par R bur", "retreats and disbands wait for the retreat phase");
	expect_refused(f, start, "Austria", "A bud - nth", "an army cannot move to a sea");

	dip_position pos;
	empty_board(f->map, &pos, DIP_PHASE_MOVEMENT);
	put(f->map, &pos, "France", DIP_FLEET, "mid");
	put(f->map, &pos, "England", DIP_ARMY, "lon");
	put(f->map, &pos, "England", DIP_FLEET, "nth");
	expect_refused(f, &pos, "France", "F mid - spa", "say which coast of spa: spa/nc or spa/sc");
	expect_accepted(f, &pos, "France", "F mid - spa/sc");
	expect_accepted(f, &pos, "England", "A lon - bel");           /* a fleet at sea could carry it */
	expect_accepted(f, &pos, "England", "F nth C A lon - bel");
	expect_refused(f, &pos, "England", "F nth C A lon - par", "convoys carry armies from coast to coast");
	expect_refused(f, &pos, "England", "F nth C F mid - por", "only armies can be convoyed");
}

static void test_check_adjustment(void **state)
{
	fixture *f = *state;
	const dip_map *m = f->map;
	dip_position pos;
	empty_board(m, &pos, DIP_PHASE_ADJUSTMENT);
	put(m, &pos, "Russia", DIP_ARMY, "mos");
	expect_accepted(f, &pos, "Russia", "Build F stp/nc");
	expect_accepted(f, &pos, "Russia", "Build A war");
	expect_refused(f, &pos, "Russia", "Build F stp", "say which coast of stp");
	expect_refused(f, &pos, "Russia", "Build F war", "fleets cannot be built inland (war)");
	expect_refused(f, &pos, "Russia", "Build A mos", "mos is occupied");
	expect_refused(f, &pos, "Russia", "Build A ber", "ber is not one of Russia's home centres");
	expect_refused(f, &pos, "Russia", "Build A bel", "bel is not a home supply centre");
	expect_refused(f, &pos, "Russia", "Disband A mos", "Russia has no units to disband");
	expect_refused(f, &pos, "Russia", "A mos - stp", "only builds, disbands and waives");
	pos.owner[loc(m, "war")] = (signed char)power(m, "Germany");
	expect_refused(f, &pos, "Russia", "Build A war", "Russia does not own war");
}

/* ---- adjudication -------------------------------------------------------------- */

static void test_bad_position_changes_nothing(void **state)
{
	fixture *f = *state;
	const dip_map *m = f->map;
	dip_position pos = f->pos, next;
	put(m, &pos, "Germany", DIP_ARMY, "par");  /* France's army is already there */
	memset(&next, 0xA5, sizeof next);
	dip_position before = next;
	char err[DIP_ERR_LEN] = "";
	dip_result res[1];
	assert_int_equal(dip_adjudicate(m, &pos, NULL, 0, &next, res, err, sizeof err), -1);
	assert_non_null(strstr(err, "two units in par"));
	assert_memory_equal(&next, &before, sizeof next);

	pos = f->pos;
	pos.units[0].type = DIP_FLEET;  /* A bud becomes a fleet in an inland province */
	assert_int_equal(dip_adjudicate(m, &pos, NULL, 0, &next, res, err, sizeof err), -1);
	assert_non_null(strstr(err, "fleet in inland province bud"));
}

static void adjudicate_ok(const dip_map *m, dip_position *pos, const char *const *lines, dip_result *res)
{
	dip_order orders[64];
	memset(orders, 0, sizeof orders);
	int n = orders_of(m, lines, orders);
	char err[DIP_ERR_LEN] = "";
	/* next aliases pos on purpose: the library must allow it. */
	if (dip_adjudicate(m, pos, orders, n, pos, res, err, sizeof err) < 0)
		fail_msg("adjudicate: %s", err);
	for (int i = 0; i < n; i++)
		if (!res[i].legal)
			fail_msg("'%s' was illegal: %s", lines[i], res[i].note);
}

static void test_game_year(void **state)
{
	fixture *f = *state;
	const dip_map *m = f->map;
	dip_position pos = f->pos;
	dip_result res[64];
	static const char *const spring[] = {
		"Germany: A ber - kie", "Germany: F kie - den", "Germany: A mun - ruh",
		"France: A par - bur", "France: F bre - mid", "France: A mar S A par - bur",
		"England: F lon - nth", "England: F edi - nrg", "England: A lvp - yor",
		"Russia: F stp/sc - bot", "Turkey: F ank - bla", "Russia: F sev - bla", NULL,
	};
	adjudicate_ok(m, &pos, spring, res);
	assert_int_equal(pos.phase.season, DIP_FALL);
	assert_int_equal(pos.phase.kind, DIP_PHASE_MOVEMENT);
	assert_true(has_unit(m, &pos, "Germany", DIP_FLEET, "den"));
	assert_true(has_unit(m, &pos, "Russia", DIP_FLEET, "stp/sc") == false);
	assert_true(has_unit(m, &pos, "Turkey", DIP_FLEET, "ank"));   /* bounced in bla */
	assert_false(res[10].succeeded);
	assert_string_equal(res[0].note, "moves to kie");

	static const char *const fall[] = {
		"Germany: F den H", "Germany: A ruh - hol", "Germany: A kie - ber",
		"England: F nth - bel", "England: F nrg - nwy", "England: A yor - edi",
		"France: F mid - por", "France: A bur - mun", NULL,
	};
	adjudicate_ok(m, &pos, fall, res);
	/* Centres change hands after the fall, then adjustments are due. */
	assert_int_equal(pos.phase.kind, DIP_PHASE_ADJUSTMENT);
	assert_int_equal(pos.phase.year, 1901);
	int ger = power(m, "Germany");
	assert_int_equal(pos.owner[loc(m, "den")], ger);
	assert_int_equal(pos.owner[loc(m, "hol")], ger);
	assert_int_equal(pos.owner[loc(m, "mun")], power(m, "France"));  /* taken by France */
	assert_int_equal(dip_centre_count(m, &pos, ger), 4);

	static const char *const winter[] = {
		"Germany: Build F kie", "France: Build F bre", "England: Build F lon",
		"England: Build A lvp", NULL,
	};
	adjudicate_ok(m, &pos, winter, res);
	assert_int_equal(pos.phase.year, 1902);
	assert_int_equal(pos.phase.season, DIP_SPRING);
	assert_int_equal(pos.phase.kind, DIP_PHASE_MOVEMENT);
	assert_true(has_unit(m, &pos, "Germany", DIP_FLEET, "kie"));
	assert_true(has_unit(m, &pos, "England", DIP_ARMY, "lvp"));
	char err[DIP_ERR_LEN];
	assert_int_equal(dip_position_check(m, &pos, err, sizeof err), 0);
}

static void test_retreat_flow(void **state)
{
	fixture *f = *state;
	const dip_map *m = f->map;
	dip_position pos;
	empty_board(m, &pos, DIP_PHASE_MOVEMENT);
	put(m, &pos, "Germany", DIP_ARMY, "mun");
	put(m, &pos, "Germany", DIP_ARMY, "ruh");
	put(m, &pos, "France", DIP_ARMY, "bur");
	dip_result res[8];
	static const char *const moves[] = { "Germany: A mun - bur", "Germany: A ruh S A mun - bur", NULL };
	adjudicate_ok(m, &pos, moves, res);
	assert_int_equal(pos.phase.kind, DIP_PHASE_RETREAT);
	assert_int_equal(pos.ndislodged, 1);
	assert_int_equal(pos.dislodged[0].attacker_from, loc(m, "mun"));
	assert_true(res[0].succeeded);

	dip_order o;
	char err[DIP_ERR_LEN];
	assert_int_equal(dip_order_parse(m, "A bur - mun", &o, err, sizeof err), 0);
	o.power = power(m, "France");
	assert_int_equal(dip_order_check(m, &pos, &o, err, sizeof err), -1);
	assert_non_null(strstr(err, "where the attack came from"));

	static const char *const retreats[] = { "France: A bur R par", NULL };
	adjudicate_ok(m, &pos, retreats, res);
	assert_int_equal(pos.phase.kind, DIP_PHASE_MOVEMENT);
	assert_int_equal(pos.phase.season, DIP_FALL);
	assert_int_equal(pos.ndislodged, 0);
	assert_true(has_unit(m, &pos, "France", DIP_ARMY, "par"));
}

/* DATC 2.4 6.J.5 and 6.J.6 as published: fleets count fleet moves only. */
static void test_civil_disorder_fleet_distance(void **state)
{
	fixture *f = *state;
	const dip_map *m = f->map;
	dip_position pos;
	empty_board(m, &pos, DIP_PHASE_ADJUSTMENT);
	for (int p = 0; p < DIP_MAX_PROVINCES; p++)
		pos.owner[p] = -1;
	int rus = power(m, "Russia");
	pos.owner[loc(m, "mos")] = pos.owner[loc(m, "stp")] = pos.owner[loc(m, "war")] = (signed char)rus;
	put(m, &pos, "Russia", DIP_ARMY, "mos");
	put(m, &pos, "Russia", DIP_ARMY, "stp");
	put(m, &pos, "Russia", DIP_FLEET, "ska");
	put(m, &pos, "Russia", DIP_FLEET, "ber");
	dip_position next;
	char err[DIP_ERR_LEN];
	assert_int_equal(dip_adjudicate(m, &pos, NULL, 0, &next, NULL, err, sizeof err), 0);
	assert_false(has_unit(m, &next, "Russia", DIP_FLEET, "ber"));   /* 3 moves away, ska 2 */
	assert_true(has_unit(m, &next, "Russia", DIP_FLEET, "ska"));

	pos.units[2].loc = loc(m, "hel");   /* ber and hel are both 3 away: alphabetical */
	assert_int_equal(dip_adjudicate(m, &pos, NULL, 0, &next, NULL, err, sizeof err), 0);
	assert_false(has_unit(m, &next, "Russia", DIP_FLEET, "ber"));
	assert_true(has_unit(m, &next, "Russia", DIP_FLEET, "hel"));
}

/* ---- randomised robustness ---------------------------------------------------- */

static uint64_t next_rand(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

static int pick(uint64_t *s, int n)
{
	return (int)(next_rand(s) % (uint64_t)n);
}

/* A random legal position of 20 to 34 units, with fleets in most seas so
 * that convoy routes exist. */
static void random_position(const dip_map *m, uint64_t *s, dip_position *pos)
{
	empty_board(m, pos, DIP_PHASE_MOVEMENT);
	bool used[DIP_MAX_PROVINCES] = { false };
	int want = 20 + pick(s, 15);
	for (int tries = 0; pos->nunits < want && tries < 1000; tries++) {
		int l = pick(s, dip_map_nlocs(m));
		int p = dip_loc_province(m, l);
		dip_terrain t = dip_province_terrain(m, p);
		if (used[p] || (tries < 200 && t != DIP_SEA))
			continue;
		dip_unit u = { .power = pick(s, dip_map_npowers(m)), .loc = l };
		u.type = t == DIP_SEA ? DIP_FLEET : t == DIP_LAND ? DIP_ARMY : (dip_unit_type)pick(s, 2);
		if (u.type == DIP_ARMY)
			u.loc = p;
		char err[DIP_ERR_LEN];
		pos->units[pos->nunits++] = u;
		if (dip_position_check(m, pos, err, sizeof err) < 0) {
			pos->nunits--;
			continue;
		}
		used[p] = true;
		if (t == DIP_SEA && pick(s, 3) == 0)
			tries = 200;  /* leave some seas empty */
	}
}

/* Index of a random unit (not i) satisfying ok(), or -1 after a few tries. */
static int pick_other(uint64_t *s, const dip_position *pos, int i, bool (*ok)(const dip_map *, const dip_position *,
                      const int *, int, int), const dip_map *m, const int *dest)
{
	for (int tries = 0; tries < 30; tries++) {
		int j = pick(s, pos->nunits);
		if (j != i && ok(m, pos, dest, i, j))
			return j;
	}
	return -1;
}

static bool can_support(const dip_map *m, const dip_position *pos, const int *dest, int i, int j)
{
	int into = dest[j] >= 0 ? dest[j] : pos->units[j].loc;
	return dip_adjacent(m, pos->units[i].type, pos->units[i].loc, dip_loc_province(m, into)) ||
	       dip_adjacent(m, pos->units[i].type, pos->units[i].loc, into);
}

/* Random orders for every unit, written as text. Each unit first holds or
 * moves (mostly to a neighbour, armies often across the sea); fleets at sea
 * then often take an army next to them across to another shore, and many
 * units support what another unit does, so that supports, convoys, cut
 * supports and convoy paradoxes all occur. */
static void random_orders(const dip_map *m, uint64_t *s, const dip_position *pos, char text[][96])
{
	int dest[DIP_MAX_UNITS], carry[DIP_MAX_UNITS];
	bool carried[DIP_MAX_UNITS];
	for (int i = 0; i < pos->nunits; i++) {
		const dip_unit *u = &pos->units[i];
		dest[i] = carry[i] = -1;
		carried[i] = false;
		if (pick(s, 4) == 0)
			continue;
		for (int tries = 0; tries < 40 && dest[i] < 0; tries++) {
			int l = pick(s, dip_map_nlocs(m));
			bool coastal = dip_province_terrain(m, dip_loc_province(m, l)) == DIP_COAST;
			if (dip_adjacent(m, u->type, u->loc, l) || (u->type == DIP_ARMY && coastal && pick(s, 3) == 0) ||
			    tries == 39)
				dest[i] = l;
		}
	}
	for (int i = 0; i < pos->nunits; i++) {
		const dip_unit *f = &pos->units[i];
		if (dip_province_terrain(m, dip_loc_province(m, f->loc)) != DIP_SEA || pick(s, 3) == 0)
			continue;
		int j = -1;
		for (int tries = 0; tries < 50 && j < 0; tries++) {
			int k = pick(s, pos->nunits);
			const dip_unit *a = &pos->units[k];
			if (a->type == DIP_ARMY && !carried[k] && dip_adjacent(m, DIP_FLEET, f->loc, a->loc))
				j = k;
		}
		for (int tries = 0; j >= 0 && tries < 200 && carry[i] < 0; tries++) {
			int l = pick(s, dip_map_nprovinces(m));
			if (l != pos->units[j].loc && dip_province_terrain(m, l) == DIP_COAST &&
			    dip_adjacent(m, DIP_FLEET, f->loc, l)) {
				carry[i] = j;
				dest[j] = l;
				carried[j] = true;
			}
		}
	}
	for (int i = 0; i < pos->nunits; i++) {
		const dip_unit *u = &pos->units[i];
		const char *ut = u->type == DIP_ARMY ? "A" : "F", *me = dip_loc_name(m, u->loc);
		int j = carry[i];
		if (j >= 0) {
			snprintf(text[i], 96, "F %s C A %s - %s", me, dip_loc_name(m, pos->units[j].loc),
			         dip_loc_name(m, dest[j]));
			continue;
		}
		if (!carried[i] && pick(s, 10) < 5 && (j = pick_other(s, pos, i, can_support, m, dest)) >= 0) {
			const dip_unit *o = &pos->units[j];
			const char *ot = o->type == DIP_ARMY ? "A" : "F", *them = dip_loc_name(m, o->loc);
			if (dest[j] >= 0)
				snprintf(text[i], 96, "%s %s S %s %s - %s", ut, me, ot, them, dip_loc_name(m, dest[j]));
			else
				snprintf(text[i], 96, "%s %s S %s %s", ut, me, ot, them);
			continue;
		}
		if (dest[i] >= 0)
			snprintf(text[i], 96, "%s %s - %s%s", ut, me, dip_loc_name(m, dest[i]),
			         carried[i] || !pick(s, 4) ? " via convoy" : "");
		else
			snprintf(text[i], 96, "%s %s H", ut, me);
	}
}

static bool same_order(const dip_order *a, const dip_order *b)
{
	return a->kind == b->kind && a->power == b->power && a->type == b->type && a->loc == b->loc &&
	       a->dest == b->dest && a->via_convoy == b->via_convoy && a->target_type == b->target_type &&
	       a->target == b->target;
}

static void test_random_adjudications(void **state)
{
	fixture *f = *state;
	const dip_map *m = f->map;
	uint64_t seed = 0x9e3779b97f4a7c15ULL;
	int illegal = 0, moved = 0, convoys = 0, forced = 0;
	for (int round = 0; round < 3000; round++) {
		dip_position pos, next;
		random_position(m, &seed, &pos);
		dip_order orders[DIP_MAX_UNITS];
		static char text[DIP_MAX_UNITS][96];
		random_orders(m, &seed, &pos, text);
		int n = 0;
		for (int i = 0; i < pos.nunits; i++) {
			char err[DIP_ERR_LEN];
			if (dip_order_parse(m, text[i], &orders[n], err, sizeof err) < 0)
				fail_msg("'%s' did not parse: %s", text[i], err);
			orders[n].power = pos.units[i].power;
			/* Formatting then parsing must give the same order. */
			char again[96];
			dip_order back;
			dip_order_format(m, &orders[n], again, sizeof again);
			assert_int_equal(dip_order_parse(m, again, &back, err, sizeof err), 0);
			back.power = orders[n].power;
			assert_true(same_order(&back, &orders[n]));
			n++;
		}
		dip_result res[DIP_MAX_UNITS];
		char err[DIP_ERR_LEN];
		/* The final resolution must be a consistent one (DATC's backup rules
		 * aside), whatever order the resolver met the orders in. */
		static mv_ctx ctx;
		dip__mv_prepare(&ctx, m, &pos, orders, n, res);
		for (int u = pos.nunits - 1; u >= 0; u--)
			dip__mv_resolve(&ctx, u);
		int bad = dip__mv_inconsistent(&ctx);
		for (int u = 0; u < ctx.n; u++) {
			convoys += ctx.ord[u].kind == MV_CONVOY && ctx.ord[u].matched;
			forced += ctx.forced[u];
		}
		if (bad >= 0)
			fail_msg("round %d: unit %d resolved inconsistently", round, bad);
		if (dip_adjudicate(m, &pos, orders, n, &next, res, err, sizeof err) < 0)
			fail_msg("round %d: %s", round, err);
		if (dip_position_check(m, &next, err, sizeof err) < 0)
			fail_msg("round %d: result inconsistent: %s", round, err);
		assert_int_equal(next.nunits + next.ndislodged <= pos.nunits, 1);
		for (int i = 0; i < n; i++) {
			illegal += !res[i].legal;
			moved += orders[i].kind == DIP_MOVE && res[i].succeeded;
		}
	}
	/* The generator must exercise both paths. */
	assert_true(illegal > 1000);
	assert_true(moved > 1000);
	assert_true(convoys > 1000);
	assert_true(forced > 10);
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: %s <map file>\n", argv[0]);
		return 2;
	}
	map_path = argv[1];
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_map_loads, setup, teardown),
		cmocka_unit_test_setup_teardown(test_power_names, setup, teardown),
		cmocka_unit_test(test_map_errors),
		cmocka_unit_test_setup_teardown(test_parse_forms, setup, teardown),
		cmocka_unit_test_setup_teardown(test_parse_errors, setup, teardown),
		cmocka_unit_test_setup_teardown(test_check_movement, setup, teardown),
		cmocka_unit_test_setup_teardown(test_check_adjustment, setup, teardown),
		cmocka_unit_test_setup_teardown(test_bad_position_changes_nothing, setup, teardown),
		cmocka_unit_test_setup_teardown(test_game_year, setup, teardown),
		cmocka_unit_test_setup_teardown(test_retreat_flow, setup, teardown),
		cmocka_unit_test_setup_teardown(test_civil_disorder_fleet_distance, setup, teardown),
		cmocka_unit_test_setup_teardown(test_random_adjudications, setup, teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
