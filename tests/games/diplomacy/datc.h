/* datc.h — reader for DATC test cases in the jDip/godip text format
 * (CASE, PRESTATE_SETPHASE, PRESTATE..., ORDERS, POSTSTATE..., END), turning
 * each case into a position, a list of orders and the expected outcome.
 * Shared by the conformance runner and the benchmark. */
#ifndef NOMICD_TESTS_DIPLOMACY_DATC_H
#define NOMICD_TESTS_DIPLOMACY_DATC_H

#include "games/diplomacy/dip.h"

enum { DATC_MAX_ORDERS = 64, DATC_MAX_EXPECT = 64, DATC_TEXT = 160 };

typedef struct {
	char name[96];
	int line;                       /* line of the CASE header */
	char error[DATC_TEXT + 64];     /* set if the case could not be read */
	dip_position pre;
	int norders;
	dip_order orders[DATC_MAX_ORDERS];
	char order_text[DATC_MAX_ORDERS][DATC_TEXT]; /* "England: F nth C A lon-bel" */
	int nunits, ndislodged;         /* expected outcome, canonical "Power: T loc" */
	char units[DATC_MAX_EXPECT][48];
	char dislodged[DATC_MAX_EXPECT][48];
} datc_case;

/* Reads every case of the file. Returns the number of cases (and a malloc'd
 * array in *out) or -1 with a message in err. */
int datc_load(const dip_map *map, const char *path, datc_case **out, char *err, size_t errlen);

/* Canonical text of a unit, for comparisons: "England: F spa/nc". */
void datc_unit_text(const dip_map *map, const dip_unit *u, char *buf, size_t len);

#endif
