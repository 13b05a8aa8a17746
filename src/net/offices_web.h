/* offices_web.h: the offices page's data, built only from the JSON views
 * (GET /api/v1/offices, /api/v1/salaries, /api/v1/impeachments,
 * /api/v1/elections), so that the page shows nothing the API would not,
 * and drawn by templates/offices.html (tmpl.h), so that the drawing can
 * be tested on a fixture (tests/unit/test_offices_web.c) without a
 * server. */
#ifndef NOMIC_NET_OFFICES_WEB_H
#define NOMIC_NET_OFFICES_WEB_H

#include "core/state.h"

#include <jansson.h>

/* The data templates/offices.html draws for /offices (one == NULL) or
 * /offices/NAME (one: the office object of `offices` to show). offices:
 * view_offices' array; salaries: view_salaries' object; ips:
 * view_impeachments' array; elections: view_elections' array (of one's
 * office alone on its page). A new reference. */
json_t *offices_page_json(const json_t *offices, const json_t *salaries, const json_t *ips,
			  const json_t *elections, const json_t *one);

/* Adds to data ("yours") the forms the signed-in actor may use (none
 * when actor is NULL or names no player): resign an office e holds,
 * volunteer in an open Nomination, vote in an Election with eir own
 * ballot and the deadline, vote on a pending Impeachment Paper (R404).
 * noms: view_nominations for actor; ips: view_impeachments' array. */
void offices_page_forms(json_t *data, const nomic *n, const char *actor, const json_t *offices,
			const json_t *noms, const json_t *ips, const json_t *one);

#endif
