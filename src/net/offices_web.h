/* offices_web.h: the offices page's HTML, drawn only from the JSON views
 * (GET /api/v1/offices, /api/v1/salaries, /api/v1/impeachments), so that
 * the page shows nothing the API would not, and so that the drawing can be
 * tested on a fixture (tests/unit/test_offices_web.c) without a server. */
#ifndef NOMIC_NET_OFFICES_WEB_H
#define NOMIC_NET_OFFICES_WEB_H

#include "core/util.h"

#include <jansson.h>

/* The body of /offices (one == NULL) or /offices/NAME (one: the office
 * object of `offices` to show) after the page head: every value through
 * html_escape. offices: view_offices' array; salaries: view_salaries'
 * object; ips: view_impeachments' array. */
void offices_html(sbuf *b, const json_t *offices, const json_t *salaries, const json_t *ips,
		  const json_t *one);

/* The Elections that ended (view_elections' array), as a table; nothing
 * if there are none. */
void elections_html(sbuf *b, const json_t *elections);

#endif
