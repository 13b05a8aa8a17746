/* http.h: the HTTP front end: the JSON API and the HTML page. */
#ifndef NOMIC_HTTP_H
#define NOMIC_HTTP_H

#include "core/engine.h"
#include "net/admit.h"
#include "net/route.h"

typedef struct http_options {
	const char *bind;   /* "127.0.0.1" unless told otherwise */
	int port;           /* 8080 */
	int quiet;
	admit_limits limits; /* per client address; see admit.h */
	int trust_proxy;    /* believe X-Forwarded-Proto/-Host (csrf.c; issue 18) */
} http_options;

/* Serves until SIGINT or SIGTERM. Starts the engine's writer thread and
 * ticks its real clock once a second. Returns 0 on a clean stop. */
int http_serve(engine *e, const http_options *o);
/* The same for several nomics (route.h), each under /n/NAME/, each with
 * its own engine started and its own clock ticked; or for one unnamed
 * site, which is http_serve. */
int http_serve_sites(const http_site *sites, size_t nsites, const http_options *o);

#endif
