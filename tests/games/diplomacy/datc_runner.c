/* datc_runner.c — runs every case of the DATC file through the adjudicator
 * and reports each one in TAP ("ok 12 - 6.B.6"), so meson shows the count
 * and any failing case by number. A failure prints the orders with what the
 * adjudicator made of them, then the difference between the expected and
 * actual units and dislodged units.
 *
 * usage: datc_runner <map file> <datc file> [case name...]
 */
#include "datc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp_text(const void *a, const void *b)
{
	return strcmp((const char *)a, (const char *)b);
}

/* Compares two sorted lists; with `print`, shows each difference as a
 * missing expected line or an unexpected actual line. Returns the count. */
static int diff(const char *what, const char want[][48], int nwant, const char got[][48], int ngot,
                bool print)
{
	int i = 0, j = 0, bad = 0;
	while (i < nwant || j < ngot) {
		int c = i == nwant ? 1 : j == ngot ? -1 : strcmp(want[i], got[j]);
		if (c == 0) {
			i++;
			j++;
			continue;
		}
		bad++;
		if (c < 0) {
			if (print)
				printf("#   %-9s expected: %-22s (missing)\n", what, want[i]);
			i++;
		} else {
			if (print)
				printf("#   %-9s actual:   %-22s (not expected)\n", what, got[j]);
			j++;
		}
	}
	return bad;
}

static bool run_case(const dip_map *map, const datc_case *c, int number)
{
	if (c->error[0]) {
		printf("not ok %d - %s\n#   cannot read case: %s\n", number, c->name, c->error);
		return false;
	}
	static dip_position next;  /* large; static keeps it off the stack */
	static char units[DIP_MAX_UNITS][48], dislodged[DIP_MAX_UNITS][48];
	dip_result res[DATC_MAX_ORDERS];
	char err[DIP_ERR_LEN];
	if (dip_adjudicate(map, &c->pre, c->orders, c->norders, &next, res, err, sizeof err) < 0) {
		printf("not ok %d - %s\n#   adjudicator refused the case: %s\n", number, c->name, err);
		return false;
	}
	for (int i = 0; i < next.nunits; i++)
		datc_unit_text(map, &next.units[i], units[i], sizeof units[0]);
	for (int i = 0; i < next.ndislodged; i++)
		datc_unit_text(map, &next.dislodged[i].unit, dislodged[i], sizeof dislodged[0]);
	qsort(units, (size_t)next.nunits, sizeof units[0], cmp_text);
	qsort(dislodged, (size_t)next.ndislodged, sizeof dislodged[0], cmp_text);

	int bad = diff("unit", c->units, c->nunits, (const char (*)[48])units, next.nunits, false) +
	          diff("dislodged", c->dislodged, c->ndislodged, (const char (*)[48])dislodged,
	               next.ndislodged, false);
	if (bad == 0) {
		printf("ok %d - %s\n", number, c->name);
		return true;
	}
	printf("not ok %d - %s (line %d)\n", number, c->name, c->line);
	printf("#   %s; orders and results:\n", dip_phase_name(c->pre.phase, err, sizeof err));
	for (int i = 0; i < c->norders; i++)
		printf("#     %-36s -> %s\n", c->order_text[i], res[i].note);
	diff("unit", c->units, c->nunits, (const char (*)[48])units, next.nunits, true);
	diff("dislodged", c->dislodged, c->ndislodged, (const char (*)[48])dislodged, next.ndislodged, true);
	return false;
}

int main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: %s <map file> <datc file> [case name...]\n", argv[0]);
		return 2;
	}
	char err[DIP_ERR_LEN];
	dip_map *map = dip_map_load(argv[1], err, sizeof err);
	if (!map) {
		fprintf(stderr, "%s\n", err);
		return 2;
	}
	datc_case *cases;
	int n = datc_load(map, argv[2], &cases, err, sizeof err);
	if (n < 0) {
		fprintf(stderr, "%s\n", err);
		dip_map_free(map);
		return 2;
	}
	int selected = 0, passed = 0;
	for (int i = 0; i < n; i++) {
		bool want = argc == 3;
		for (int a = 3; a < argc; a++)
			want = want || strcmp(argv[a], cases[i].name) == 0;
		selected += want;
	}
	printf("1..%d\n", selected);
	for (int i = 0, k = 0; i < n; i++) {
		bool want = argc == 3;
		for (int a = 3; a < argc; a++)
			want = want || strcmp(argv[a], cases[i].name) == 0;
		if (want)
			passed += run_case(map, &cases[i], ++k);
	}
	printf("# DATC: %d of %d cases passed\n", passed, selected);
	free(cases);
	dip_map_free(map);
	return passed == selected ? 0 : 1;
}
