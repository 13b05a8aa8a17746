/* json_values.h: the JSON values every view writes the same way, so that
 * the CLI's views, the subsystems' JSON and the HTTP API agree: a time as
 * ISO 8601 UTC (null for none), a holder's name (a player's, or the
 * Treasury's; null for nobody). */
#ifndef NOMIC_JSON_VALUES_H
#define NOMIC_JSON_VALUES_H

#include "core/state.h"

#include <jansson.h>

/* "2001-01-01T00:00:00Z", or null when t is 0 (never, none). */
json_t *json_gtime(gtime t);
/* holder_name(n, who), or null when who is 0 (nobody). */
json_t *json_holder(const nomic *n, int who);

#endif
