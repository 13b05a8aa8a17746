/* views.h: the nomic's state as JSON, rendered for one viewer. The JSON API
 * serves these directly and the HTML page is drawn from them, so there is
 * one place that decides what a viewer may see. Every function only reads
 * the state: call it between engine_read_begin and engine_read_end. */
#ifndef NOMIC_NET_VIEWS_H
#define NOMIC_NET_VIEWS_H

#include "core/state.h"

#include <jansson.h>

/* viewer: NULL for the public, "admin", or a player's name. */
typedef json_t *(*view_fn)(const nomic *n, const char *viewer, gtime now);

/* {title, time, clock, players} where time is `now` as game time. */
json_t *view_nomic(const nomic *n, const char *viewer, gtime now);
/* [{id, name, state, newbie, you?, balances: {currency: amount}}] */
json_t *view_players(const nomic *n, const char *viewer, gtime now);
/* [{name, holder}] with holder null when vacant */
json_t *view_offices(const nomic *n, const char *viewer, gtime now);
/* [{name, negative, transferable, fixed, score, treasury}] */
json_t *view_currencies(const nomic *n, const char *viewer, gtime now);
/* [{name, value, rule}] */
json_t *view_params(const nomic *n, const char *viewer, gtime now);
/* [{id, due, kind, rule, subject}] in the order they fall due */
json_t *view_deadlines(const nomic *n, const char *viewer, gtime now);

/* A JSON string for s even when s is not valid UTF-8 (bad bytes become
 * U+FFFD), so a stray byte in the state can never make a view NULL. */
json_t *json_text(const char *s);

#endif
