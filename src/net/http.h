/* http.h: the HTTP front end: the JSON API and the HTML page. */
#ifndef NOMIC_HTTP_H
#define NOMIC_HTTP_H

#include "core/engine.h"
#include "net/admit.h"

typedef struct http_options {
	const char *bind;   /* "127.0.0.1" unless told otherwise */
	int port;           /* 8080 */
	int quiet;
	admit_limits limits; /* per client address; see admit.h */
} http_options;

/* Serves until SIGINT or SIGTERM. Starts the engine's writer thread and
 * ticks its real clock once a second. Returns 0 on a clean stop. */
int http_serve(engine *e, const http_options *o);

#endif
