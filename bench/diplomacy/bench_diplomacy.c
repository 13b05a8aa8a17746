/* bench_diplomacy.c — how fast the Diplomacy adjudicator is.
 *
 * Measures, each for about SECONDS seconds of repeated work:
 *   datc   every phase of the DATC section 6 file (167 movement, retreat
 *          and adjustment phases, prepared once), adjudicated in turn;
 *   board  one busy full-board movement phase: 34 units, every one ordered
 *          (supports, cut supports, a convoy, head-to-head battles,
 *          bounces, a three-way standoff);
 *   parse  parsing and checking the 34 orders of that phase from text.
 * Prints one line of key=value figures (like the other benchmarks).
 *
 * usage: bench_diplomacy <map file> <datc file> [seconds per figure]
 */
#include "datc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* A 1903-like board: 34 units, one per supply centre. */
static const char *const board_units[][3] = {
	{ "England", "F", "nth" }, { "England", "F", "nrg" }, { "England", "F", "eng" },
	{ "England", "A", "yor" }, { "England", "A", "bel" }, { "England", "F", "nwy" },
	{ "France", "A", "bur" }, { "France", "A", "pic" }, { "France", "F", "mid" },
	{ "France", "F", "bre" }, { "France", "A", "spa" },
	{ "Germany", "A", "mun" }, { "Germany", "A", "ruh" }, { "Germany", "A", "hol" },
	{ "Germany", "F", "den" }, { "Germany", "F", "kie" }, { "Germany", "A", "ber" },
	{ "Italy", "A", "ven" }, { "Italy", "A", "tyr" }, { "Italy", "F", "ion" }, { "Italy", "F", "tys" },
	{ "Austria", "A", "vie" }, { "Austria", "A", "bud" }, { "Austria", "A", "ser" },
	{ "Austria", "A", "gal" }, { "Austria", "F", "tri" },
	{ "Russia", "A", "war" }, { "Russia", "A", "ukr" }, { "Russia", "F", "sev" },
	{ "Russia", "A", "rum" }, { "Russia", "F", "bot" },
	{ "Turkey", "F", "bla" }, { "Turkey", "A", "bul" }, { "Turkey", "A", "arm" },
};

static const char *const board_orders[][2] = {
	{ "England", "F nth C A yor - hol" }, { "England", "A yor - hol" },
	{ "England", "A bel S A yor - hol" }, { "England", "F eng - mid" },
	{ "England", "F nrg S F nwy" }, { "England", "F nwy - swe" },
	{ "France", "A pic - bel" }, { "France", "A bur S A pic - bel" },
	{ "France", "F mid - eng" }, { "France", "F bre S F mid - eng" }, { "France", "A spa - por" },
	{ "Germany", "A hol - bel" }, { "Germany", "A ruh S A hol - bel" }, { "Germany", "F den - ska" },
	{ "Germany", "F kie - hel" }, { "Germany", "A mun - bur" }, { "Germany", "A ber - sil" },
	{ "Italy", "A ven - tri" }, { "Italy", "A tyr S A ven - tri" }, { "Italy", "F ion - aeg" },
	{ "Italy", "F tys - wes" },
	{ "Austria", "F tri H" }, { "Austria", "A vie S F tri" }, { "Austria", "A bud - rum" },
	{ "Austria", "A ser S A bud - rum" }, { "Austria", "A gal - war" },
	{ "Russia", "A war - gal" }, { "Russia", "A ukr S A war - gal" }, { "Russia", "F sev S A rum" },
	{ "Russia", "A rum H" }, { "Russia", "F bot - swe" },
	{ "Turkey", "F bla S A arm - sev" }, { "Turkey", "A arm - sev" }, { "Turkey", "A bul S A bud - rum" },
};

enum { BOARD_N = sizeof board_orders / sizeof board_orders[0] };

static int parse_board(const dip_map *m, const dip_position *pos, dip_order *orders, char *err, size_t len)
{
	for (int i = 0; i < BOARD_N; i++) {
		if (dip_order_parse(m, board_orders[i][1], &orders[i], err, len) < 0)
			return -1;
		orders[i].power = dip_power_find(m, board_orders[i][0]);
		if (dip_order_check(m, pos, &orders[i], err, len) < 0)
			return -1;
	}
	return 0;
}

static int make_board(const dip_map *m, dip_position *pos, dip_order *orders, char *err, size_t len)
{
	dip_initial_position(m, pos);
	pos->nunits = 0;
	for (size_t i = 0; i < sizeof board_units / sizeof board_units[0]; i++) {
		dip_unit *u = &pos->units[pos->nunits++];
		u->power = dip_power_find(m, board_units[i][0]);
		u->type = board_units[i][1][0] == 'A' ? DIP_ARMY : DIP_FLEET;
		u->loc = dip_loc_find(m, board_units[i][2]);
	}
	if (dip_position_check(m, pos, err, len) < 0)
		return -1;
	return parse_board(m, pos, orders, err, len);
}

int main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: %s <map file> <datc file> [seconds per figure]\n", argv[0]);
		return 2;
	}
	double seconds = argc > 3 ? atof(argv[3]) : 2.0;
	char err[DIP_ERR_LEN];
	dip_map *m = dip_map_load(argv[1], err, sizeof err);
	if (!m) {
		fprintf(stderr, "%s\n", err);
		return 2;
	}
	datc_case *cases;
	int ncases = datc_load(m, argv[2], &cases, err, sizeof err);
	if (ncases < 0) {
		fprintf(stderr, "%s\n", err);
		return 2;
	}
	static dip_position next, board;
	static dip_result res[DIP_MAX_UNITS];
	dip_order orders[BOARD_N];
	if (make_board(m, &board, orders, err, sizeof err) < 0) {
		fprintf(stderr, "full board: %s\n", err);
		return 2;
	}

	long datc_runs = 0;
	double t0 = now(), t;
	do {
		for (int i = 0; i < ncases; i++)
			if (dip_adjudicate(m, &cases[i].pre, cases[i].orders, cases[i].norders, &next, res,
			                   err, sizeof err) < 0) {
				fprintf(stderr, "%s: %s\n", cases[i].name, err);
				return 1;
			}
		datc_runs += ncases;
	} while ((t = now()) - t0 < seconds);
	double datc_rate = (double)datc_runs / (t - t0);

	long board_runs = 0;
	t0 = now();
	do {
		for (int k = 0; k < 100; k++)
			dip_adjudicate(m, &board, orders, BOARD_N, &next, res, err, sizeof err);
		board_runs += 100;
	} while ((t = now()) - t0 < seconds);
	double board_rate = (double)board_runs / (t - t0);
	int moved = 0, dislodged = next.ndislodged;
	for (int i = 0; i < BOARD_N; i++)
		moved += orders[i].kind == DIP_MOVE && res[i].succeeded;

	long parsed = 0;
	t0 = now();
	do {
		for (int k = 0; k < 100; k++)
			if (parse_board(m, &board, orders, err, sizeof err) < 0)
				return 1;
		parsed += 100L * BOARD_N;
	} while ((t = now()) - t0 < seconds);
	double parse_rate = (double)parsed / (t - t0);

	printf("datc_phases=%d datc_adjudications_per_s=%.0f datc_us_each=%.2f "
	       "board_units=%d board_moved=%d board_dislodged=%d board_adjudications_per_s=%.0f "
	       "board_us_each=%.2f orders_parsed_checked_per_s=%.0f\n",
	       ncases, datc_rate, 1e6 / datc_rate, board.nunits, moved, dislodged, board_rate,
	       1e6 / board_rate, parse_rate);
	free(cases);
	dip_map_free(m);
	return 0;
}
