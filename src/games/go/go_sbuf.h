/* go_sbuf.h: a growable string for the board renderers, and the owners'
 * colours the SVG renderers share. */
#ifndef NOMICD_GAMES_GO_SBUF_H
#define NOMICD_GAMES_GO_SBUF_H

#include <stdbool.h>
#include <stddef.h>

typedef struct {
	char *s;
	size_t len, cap;
	bool failed; /* an allocation failed: go_sbuf_finish returns NULL */
} go_sbuf;

void go_sbuf_printf(go_sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Appends text with &, <, >, " escaped for XML. */
void go_sbuf_xml(go_sbuf *b, const char *text);
/* Returns the string (caller frees) or NULL after a failed allocation. */
char *go_sbuf_finish(go_sbuf *b);

/* A fill colour "#rrggbb" for owner index i (0-based): a fixed palette of
 * easily told-apart colours first, then golden-angle hues. buf >= 8 bytes. */
const char *go_colour(int i, char *buf);

#endif
