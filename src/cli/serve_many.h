/* serve_many.h: `nomic serve --nomics DIR` and `--nomic NAME=PATH`:
 * several nomics served by one process, each under /n/NAME/ (issue 17
 * item 6; net/route.h). */
#ifndef NOMIC_CLI_SERVE_MANY_H
#define NOMIC_CLI_SERVE_MANY_H

#include "net/http.h"

typedef struct serve_list {
	char **names, **paths; /* parallel; owned */
	size_t n, cap;
} serve_list;

/* Adds "NAME=PATH"; -1 (with a message on stderr) for a bad one. */
int serve_list_add_pair(serve_list *l, const char *pair);
/* Adds every DIR/NAME.db whose NAME is a good name (route_name_ok), in
 * name order; -1 when DIR cannot be read. */
int serve_list_add_dir(serve_list *l, const char *dir);
void serve_list_free(serve_list *l);

/* Opens each nomic, starts its mail sender when smtp is set, serves them
 * all until SIGINT or SIGTERM, and closes them. 0 on a clean stop; 3 when a
 * nomic could not be opened or the server could not start; 2 for a list
 * that is empty or names a nomic twice. */
int serve_many(const serve_list *l, const http_options *o, const char *smtp);

#endif
