/* event.h: the hash chain over the event log. Each event's hash covers its
 * every field and the previous event's hash, so an edit anywhere in history
 * breaks every later link and `nomic verify` names the first bad event. */
#ifndef NOMIC_EVENT_H
#define NOMIC_EVENT_H

#include "core/rng.h"
#include "store/store.h"

#include <jansson.h>

void event_hash(const store_event *e, unsigned char out[HASH_BYTES]);

/* Canonical JSON (sorted keys, compact): the form that is stored and hashed. */
char *json_canonical(const json_t *v);
/* 1 if text is JSON that parses (as json_loads does) to a value equal
 * (json_equal) to v, its objects' keys in strictly increasing byte order
 * as json_canonical writes them; 0 otherwise, which may also mean only
 * "not in that form": the caller then parses (json_match.c). */
int json_text_is(const char *text, const json_t *v);
char *draws_to_json(const rng_draw *d, int n);
/* Parses "[[bound,value],...]"; returns the count, or -1 if malformed. */
int draws_from_json(const char *s, rng_draw **out);

#endif
