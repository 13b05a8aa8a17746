/* fuzz_diplomacy.c — Diplomacy orders and the adjudicator (src/games/
 * diplomacy) on the standard map, from the opening position through as many
 * phases as the input gives. The input is lines of orders, "Power: order" or
 * a bare order (power not checked), as players write them; a line "=" ends
 * a phase, which is then adjudicated and its result becomes the position
 * of the next (at most 8 phases, 64 orders each).
 *
 * Checks: a parsed order formats to text that parses back and formats the
 * same; the adjudicator never refuses a position it produced itself, and
 * every position it produces passes dip_position_check; an order that
 * dip_order_check refuses is reported illegal (dip.h: the adjudicator uses
 * the same test); every result's note is one terminated line.
 *
 * Self-contained: the map is loaded once and only read; each input starts
 * from the opening position. */
#include "games/diplomacy/dip.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef NOMIC_DATA_DIR
#define NOMIC_DATA_DIR "data"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { MAX_PHASES = 8, MAX_ORDERS = 64 };

static dip_map *map;

static void setup(void)
{
	char err[DIP_ERR_LEN];
	map = dip_map_load(NOMIC_DATA_DIR "/diplomacy/standard.map", err, sizeof err);
	if (!map) {
		fprintf(stderr, "fuzz: %s\n", err);
		abort();
	}
}

/* A parsed order formats, and what it formats to reads back the same. */
static void round_trip(const dip_order *o)
{
	char a[256], b[256], err[DIP_ERR_LEN];
	dip_order back;
	if (dip_order_format(map, o, a, sizeof a) < 0)
		abort();
	if (dip_order_parse(map, a, &back, err, sizeof err)) {
		fprintf(stderr, "fuzz: '%s' does not parse back: %s\n", a, err);
		abort();
	}
	dip_order_format(map, &back, b, sizeof b);
	if (strcmp(a, b) != 0) {
		fprintf(stderr, "fuzz: '%s' reads back as '%s'\n", a, b);
		abort();
	}
}

static void adjudicate(const dip_position *pos, dip_order *orders, int n, dip_position *next)
{
	static dip_result res[MAX_ORDERS];
	char err[DIP_ERR_LEN];
	int refused[MAX_ORDERS];
	for (int i = 0; i < n; i++)
		refused[i] = dip_order_check(map, pos, &orders[i], err, sizeof err) != 0;
	if (dip_adjudicate(map, pos, orders, n, next, res, err, sizeof err)) {
		fprintf(stderr, "fuzz: the adjudicator refused its own position: %s\n", err);
		abort();
	}
	if (dip_position_check(map, next, err, sizeof err)) {
		fprintf(stderr, "fuzz: the next position is inconsistent: %s\n", err);
		abort();
	}
	for (int i = 0; i < n; i++) {
		if (memchr(res[i].note, '\0', sizeof res[i].note) == NULL ||
		    strchr(res[i].note, '\n'))
			abort();
		if (refused[i] && res[i].legal) {
			fprintf(stderr, "fuzz: order %d was refused by the check but ruled legal\n", i);
			abort();
		}
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static dip_position pos, next;
	static dip_order orders[MAX_ORDERS];
	if (!map)
		setup();
	if (size > 16384)
		return 0;
	char *text = malloc(size + 2);
	memcpy(text, data, size);
	text[size] = '\n';
	text[size + 1] = '\0';
	dip_initial_position(map, &pos);
	int n = 0, phases = 0;
	for (char *p = text, *nl; (nl = strchr(p, '\n')) && phases < MAX_PHASES; p = nl + 1) {
		*nl = '\0';
		int last = nl[1] == '\0';
		if (strcmp(p, "=") == 0 || last) {
			if (!last || n) {
				adjudicate(&pos, orders, n, &next);
				pos = next;
				phases++;
			}
			n = 0;
			if (last)
				break;
			continue;
		}
		if (n == MAX_ORDERS)
			continue;
		int power = -1;
		char *colon = strchr(p, ':');
		if (colon) {
			*colon = '\0';
			power = dip_power_find(map, p);
			p = colon + 1;
		}
		char err[DIP_ERR_LEN];
		dip_order o;
		if (dip_order_parse(map, p, &o, err, sizeof err))
			continue;
		round_trip(&o);
		o.power = power;
		orders[n++] = o;
	}
	free(text);
	return 0;
}
